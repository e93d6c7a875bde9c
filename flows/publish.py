"""The end of a run: the ``runs`` row, the calibration canary and the Prefect UI artifacts."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from flows.progress import advance
from flows.stages import PairOutcome, RunConfig, scorers


def track(futures: Iterable[Any], total: int, run_id: str) -> list[PairOutcome]:
    """Collect pair outcomes as they finish, updating the UI's progress artifact."""
    from prefect.artifacts import create_progress_artifact, update_progress_artifact

    artifact = create_progress_artifact(progress=0.0, key=_key(run_id, "progress"), description=f"(task, model) pairs of run {run_id}")
    outcomes = []
    for i, fut in enumerate(futures, 1):
        outcomes.append(fut.result())
        advance("pairs")
        if i == total or i % max(1, total // 50) == 0:
            # Called from sync code, create_progress_artifact returned the UUID; its stub also allows a coroutine.
            update_progress_artifact(artifact_id=artifact, progress=100.0 * i / total)  # type: ignore[arg-type]
    return sorted(outcomes, key=lambda o: (o.model, o.task_id))


def _key(run_id: str, what: str) -> str:
    import re

    return re.sub(r"[^a-z0-9-]+", "-", f"iwr-{what}-{run_id}".lower()).strip("-")


def per_model_figures(con, run_id: str, variant: tuple[str, str]) -> dict[str, dict[str, float | None]]:
    rows = con.execute(
        """SELECT model, avg(ifs), avg(final), avg(ifs) FILTER (WHERE interaction_complexity IN ('L2','L3','L4'))
           FROM task_scores_detail WHERE run_id = ? AND judge = ? AND protocol = ? GROUP BY model""",
        [run_id, *variant]).fetchall()
    return {m: {"ifs": i, "final": f, "ifs_l2_l4": i24} for m, i, f, i24 in rows}


def finish_run(cfg: RunConfig, loaded, outcomes: list[PairOutcome], started: datetime) -> dict[str, Any]:
    from core.settings import get_settings
    from tasks.summary import calibration_warnings, run_row
    from tasks.warehouse import connect, write_result

    sc = scorers(cfg)
    cache = sc["cache"]
    absent = [name for name, present in (("dino", sc["dino"] is not None), ("hvs", sc["judge"].has_rubric)) if not present]
    common = dict(run_id=cfg.run_id, dataset=loaded.dataset, revision=loaded.revision, models=cfg.models, judge=cfg.judge,
                  protocol=cfg.protocol, outcomes=outcomes, gt_computed=cache.computed, gt_reused=cache.reused, absent=absent)
    # The views join scores to the dataset through the run's row: write it before querying them.
    write_result(Path(cfg.warehouse), "runs", [run_row(**common, started=started, ended=datetime.now(UTC), warnings=[])], run_id=cfg.run_id)
    con = connect(Path(cfg.warehouse))
    warnings = calibration_warnings(per_model_figures(con, cfg.run_id, (sc["judge"].name, sc["protocol"].name)))
    row = run_row(**common, started=started, ended=datetime.now(UTC), warnings=warnings)
    write_result(Path(cfg.warehouse), "runs", [row], run_id=cfg.run_id)
    report = None
    if get_settings().report_after_run:
        report = _report(cfg)
    _artifacts(cfg, con, report)
    return {**row, "report": str(report) if report else None, "warnings": warnings}


def _report(cfg: RunConfig) -> Path | None:
    from core.settings import get_settings
    from tasks.report_html import build_report
    from tasks.warehouse import connect, slug

    s = get_settings()
    res = build_report(connect(Path(cfg.warehouse)), cfg.run_id, Path(cfg.results) / "reports" / slug(cfg.run_id), base=s.home,
                       resamples=s.bootstrap_resamples, seed=s.bootstrap_seed)
    return res.index


def _artifacts(cfg: RunConfig, con, report: Path | None) -> None:
    from prefect.artifacts import create_link_artifact, create_table_artifact

    from tasks.warehouse import query_rows

    rows = query_rows(
        con, "SELECT model, judge, protocol, n_tasks, round(100*lvs,2) AS lvs, round(100*hvs,2) AS hvs, round(100*vfs,2) AS vfs, "
        "round(100*ifs,2) AS ifs, round(100*final,2) AS final FROM leaderboard WHERE run_id = ? ORDER BY final DESC",
        [cfg.run_id])
    create_table_artifact(table=rows, key=_key(cfg.run_id, "leaderboard"), description=f"Leaderboard of run {cfg.run_id} (%)")
    if report is not None:
        create_link_artifact(link=Path(report).resolve().as_uri(), link_text=f"HTML report of run {cfg.run_id}",
                             key=_key(cfg.run_id, "report"))
