"""The end of a run: the ``runs`` row, the calibration canary, a nightly run's comparison with the
previous one, and the Prefect UI artifacts."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Collection, Iterable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from iwr_bench.flows.progress import ProgressLines, advance, bars_shown
from iwr_bench.flows.request import Plan
from iwr_bench.flows.resources import scorers
from iwr_bench.schemas.rows import RunsRow
from iwr_bench.tasks.report.summary import PairOutcome

PROGRESS_INTERVAL_S = 30.0  # a progress line in a log every half minute, whatever finishes


def track(futures: Iterable[Any], total: int, run_id: str, interval_s: float = PROGRESS_INTERVAL_S) -> list[PairOutcome]:
    """Collect pair outcomes as they finish, updating the UI's progress artifact, and logging
    progress lines where no bars are shown (piped output, served runs, Dask)."""
    from prefect.artifacts import create_progress_artifact, update_progress_artifact

    artifact = create_progress_artifact(progress=0.0, key=_key(run_id, "progress"), description=f"(task, model) pairs of run {run_id}")
    outcomes = []
    lines = ProgressLines(total, run_id, interval_s) if not bars_shown() else contextlib.nullcontext()
    with lines:
        for i, fut in enumerate(futures, 1):
            outcome = fut.result()
            outcomes.append(outcome)
            advance("pairs")
            if isinstance(lines, ProgressLines):
                lines.count(failed=bool(outcome.harness_error or outcome.generation_error or outcome.not_measured))
            if i == total or i % max(1, total // 50) == 0:
                # Called from sync code, create_progress_artifact returned the UUID; its stub also allows a coroutine.
                update_progress_artifact(artifact_id=artifact, progress=100.0 * i / total)  # type: ignore[arg-type]
    return sorted(outcomes, key=lambda o: (o.model, o.task_id, o.sample))


def _key(run_id: str, what: str) -> str:
    import re

    return re.sub(r"[^a-z0-9-]+", "-", f"iwr-{what}-{run_id}".lower()).strip("-")


def per_model_figures(con, run_id: str, variant: tuple[str, str],
                      only: Mapping[str, Collection[int]] | None = None) -> dict[str, dict[str, float | None]]:
    """Each model's mean figures over the tasks the protocol averages; for a model in ``only``, over those tasks alone
    (a baseline's, over the tasks it can answer)."""
    rows = con.execute(
        """SELECT model, task_id, ifs, final, interaction_complexity IN ('L2','L3','L4'), vfs
           FROM task_scores_detail WHERE run_id = ? AND judge = ? AND protocol = ? AND in_average IS NOT false""",
        [run_id, *variant]).fetchall()
    kept: dict[str, list[tuple]] = {}
    for model, task_id, *figs in rows:
        if only is None or model not in only or task_id in only[model]:
            kept.setdefault(model, []).append(tuple(figs))

    def mean(values: Iterable[float | None]) -> float | None:
        known = [v for v in values if v is not None]
        return sum(known) / len(known) if known else None

    return {m: {"ifs": mean(r[0] for r in rs), "final": mean(r[1] for r in rs), "ifs_l2_l4": mean(r[0] for r in rs if r[2]),
                "vfs": mean(r[3] for r in rs)} for m, rs in kept.items()}


def calibration(con, plan: Plan, variant: tuple[str, str]) -> list[str]:
    """The canary over the tasks each baseline can answer; a baseline that can answer none is said absent, once."""
    from iwr_bench.tasks.generation.baselines import answerable
    from iwr_bench.tasks.report.summary import calibration_warnings

    scope = {m: answerable(m, plan.tasks) for m in plan.spec.models}
    only = {m: set(ids) for m, (ids, _) in scope.items()}
    return calibration_warnings(per_model_figures(con, plan.spec.run_id, variant, only),
                                absent={m: why for m, (ids, why) in scope.items() if not ids})


def _keeps_run_row(plan: Plan) -> bool:
    """Scoring an earlier run's replays again (another judge or protocol) adds score rows and
    leaves the run's own ``runs`` row as it was."""
    from iwr_bench.tasks.warehouse.store import part_exists

    spec = plan.spec
    return spec.stages == frozenset({"score"}) and part_exists(Path(spec.warehouse), "runs", run_id=spec.run_id)


def finish_run(plan: Plan, outcomes: list[PairOutcome], started: datetime, environment: dict[str, Any] | None = None) -> dict[str, Any]:
    """The ``runs`` row, the calibration canary, a nightly run's comparison, the report and the
    UI's artifacts; the summary.

    A warehouse or results folder that stopped taking writes (full, read-only) costs the row or
    the report, each named in one warning, never the summary."""
    from iwr_bench.core.kinds import RunState
    from iwr_bench.tasks.report.summary import (
        add_comparison,
        judge_error_lines,
        over_error_budget,
        run_row,
    )
    from iwr_bench.tasks.warehouse.store import connect

    spec = plan.spec
    scoring = "score" in spec.stages
    sc = scorers(spec) if scoring else None
    absent = [] if sc is None else [name for name, present in (("dino", sc["dino"] is not None), ("hvs", sc["judge"].has_rubric)) if not present]
    common = dict(run_id=spec.run_id, dataset=plan.loaded.dataset, revision=plan.loaded.revision, models=spec.models,
                  judge=spec.judge if scoring else None, protocol=spec.protocol if scoring else None, outcomes=outcomes,
                  gt_computed=sum(o.gt_computed for o in outcomes), gt_reused=sum(o.gt_reused for o in outcomes), absent=absent,
                  environment=environment, skipped_task_ids=spec.skipped_task_ids, skipped_records=spec.skipped_records)
    keep = _keeps_run_row(plan)
    problems: list[str] = []
    # The views join scores to the dataset through the run's row: write it before querying them.
    landed = keep or _write_runs_row(spec, run_row(**common, started=started, ended=datetime.now(UTC), warnings=[]), problems)
    con = connect(Path(spec.warehouse))
    warnings = calibration(con, plan, (sc["judge"].name, sc["protocol"].name)) if sc and landed else []
    row = over_error_budget(run_row(**common, started=started, ended=datetime.now(UTC), warnings=warnings), outcomes, spec.fail_on_error)
    nightly = compare_with_previous(plan, con) if spec.nightly and sc and landed else None
    if nightly is not None:
        row = add_comparison(row, nightly.lines(), bool(nightly.regressed))
    if not keep and landed:
        landed = _write_runs_row(spec, row, problems)
    if not landed and RunState(row.get("state") or RunState.FAILED).completed:  # the record of the run is missing: not a completed run
        row = {**row, "state": RunState.INCOMPLETE.value, "message": f"{row['message']}; {problems[-1]}"}
    report = _report(plan, problems, nightly) if plan.spec.report else None
    link = _artifacts(spec.run_id, con, report, scoring, plan.spec.report_options.get("base_url"), Path(spec.results) / "reports")
    notified = announce(spec.run_id, nightly, spec.regression_options.get("notify_block"), link) if nightly is not None else []
    from iwr_bench.tasks.report.figures import not_measured_lines

    summary = {**row, "report": str(report) if report else None, "report_link": link if link and link.startswith("http") else None,
               "warnings": [*warnings, *problems, *notified], "stages": sorted(spec.stages), "judge_error_lines": judge_error_lines(outcomes),
               "nightly": nightly.lines() if nightly is not None else [],
               "not_measured_lines": not_measured_lines(con, spec.run_id) if scoring else []}
    if spec.mlflow and scoring:
        summary.update(_track(con, spec.run_id, report))
    return summary


def _track(con, run_id: str, report: Path | None) -> dict[str, Any]:
    """The run logged to MLflow: its MLflow run id, or a warning (a tracker that is down costs the log, never the run)."""
    from iwr_bench.tasks.report.tracking import log_run

    try:
        return {"mlflow_run": log_run(con, run_id, Path(report).parent if report else None)}
    except Exception as err:  # noqa: BLE001 - any failure of the tracker's client or server
        line = f"mlflow: run {run_id} not logged ({type(err).__name__}: {str(err)[:200]}); log it later with iwr export --run-id {run_id} --to mlflow"
        logging.getLogger("iwr").warning(line)
        return {"mlflow_run": None, "tracking_warning": line}


def _write_runs_row(spec: Any, row: RunsRow, problems: list[str]) -> bool:
    from iwr_bench.core.kinds import os_error_kind
    from iwr_bench.tasks.warehouse.store import write_result

    try:
        write_result(Path(spec.warehouse), "runs", [row], run_id=spec.run_id)
        return True
    except OSError as err:
        if os_error_kind(err) is None:
            raise
        problems.append(f"the runs row could not be written ({os_error_kind(err)}: {err}); free the warehouse folder and rerun the same command")
        logging.getLogger("iwr").warning("run %s: %s", spec.run_id, problems[-1])
        return False


def compare_with_previous(plan: Plan, con):
    """The nightly run against the previous completed nightly (``iwr_bench.tasks.report.regression``)."""
    from iwr_bench.tasks.report.regression import compare_nightly

    spec, opts = plan.spec, plan.spec.regression_options
    return compare_nightly(con, spec.run_id, spec.judge, spec.protocol, alpha=opts["alpha"], min_delta=opts["min_delta"],
                           resamples=spec.report_options["resamples"], seed=spec.report_options["seed"])


def announce(run_id: str, nightly, block: str | None, report: str | None) -> list[str]:
    """The comparison as a Prefect artifact, and, when a model regressed and a notification block
    is named, a message through it. Returns warnings (a notification that could not be sent)."""
    from prefect.artifacts import create_markdown_artifact

    create_markdown_artifact(markdown=nightly.markdown(), key=_key(run_id, "nightly"),
                             description=f"Run {run_id} against the previous nightly: " + "; ".join(nightly.lines())[:400])
    if not nightly.regressed or not block:
        return []
    subject = f"IWR-Bench nightly {run_id}: " + ", ".join(m.model for m in nightly.regressed) + " regressed"
    body = "\n".join([*(m.line(nightly.previous) for m in nightly.regressed), *([f"report: {report}"] if report else [])])
    try:
        from prefect.blocks.core import Block

        loaded: Any = Block.load(block)  # called from sync code: the block itself (a NotificationBlock, named by the user)
        loaded.notify(body=body, subject=subject)
    except Exception as err:  # noqa: BLE001 - a notification that fails never fails the run: the state and the artifact say it
        logging.getLogger("iwr").warning("run %s: the notification block %s could not send (%s: %s)", run_id, block, type(err).__name__, err)
        return [f"notification block {block} could not send ({type(err).__name__}: {err}); the flow run's state says Regressed"]
    return []


def _report(plan: Plan, problems: list[str], nightly=None) -> Path | None:
    from iwr_bench.core.kinds import os_error_kind
    from iwr_bench.tasks.report.html import build_report
    from iwr_bench.tasks.warehouse.store import connect, slug

    spec, opts = plan.spec, plan.spec.report_options
    try:
        res = build_report(connect(Path(spec.warehouse)), spec.run_id, Path(spec.results) / "reports" / slug(spec.run_id), base=opts["base"],
                           resamples=opts["resamples"], seed=opts["seed"], nightly=nightly)
    except OSError as err:
        if os_error_kind(err) is None:
            raise
        problems.append(f"no report: the results folder refused it ({os_error_kind(err)}: {err})")
        logging.getLogger("iwr").warning("run %s: %s", spec.run_id, problems[-1])
        return None
    except LookupError as err:
        # Every pair's harness broke (e.g. Chromium would not start): the run's state and rows
        # say so; a report of nothing must not turn that into a crashed flow.
        logging.getLogger("iwr").warning("run %s: no report (%s)", spec.run_id, err)
        return None
    return res.index


def _artifacts(run_id: str, con, report: Path | None, scoring: bool, base_url: str | None, reports_root: Path) -> str | None:
    """The leaderboard and report artifacts; returns the report's link (over IWR_REPORT_BASE_URL when set)."""
    from prefect.artifacts import create_link_artifact, create_table_artifact

    from iwr_bench.tasks.report.serve import report_link
    from iwr_bench.tasks.warehouse.store import query_rows

    if scoring:
        rows = query_rows(
            con, "SELECT model, judge, protocol, n_tasks, round(100*lvs,2) AS lvs, round(100*hvs,2) AS hvs, round(100*vfs,2) AS vfs, "
            "round(100*ifs,2) AS ifs, round(100*final,2) AS final, undecided, judge_errors, unscored_steps, "
            "unscored_checkpoints AS checkpoints_without_hvs FROM leaderboard WHERE run_id = ? ORDER BY final DESC",
            [run_id])
        create_table_artifact(table=rows, key=_key(run_id, "leaderboard"), description=f"Leaderboard of run {run_id} (%)")
    if report is not None:
        # A browser refuses a file:// link from the UI's page: over HTTP when the reports are served.
        link = report_link(report, reports_root, base_url)
        hint = "" if link.startswith("http") else " (file://: open it from this machine, or serve the reports with `iwr report --serve` and set IWR_REPORT_BASE_URL)"
        create_link_artifact(link=link, link_text=f"HTML report of run {run_id}", key=_key(run_id, "report"),
                             description=f"HTML report of run {run_id}{hint}")
        return link
    return None


def run_state(summary: dict[str, Any]):
    """The flow run's final state from the run summary: Completed; ``Regressed`` (a FAILED-type
    state named so, which alerts like a failure and says why); ``Incomplete`` likewise (pairs not
    measured: rerun); or Failed."""
    from prefect.states import Completed, Failed

    from iwr_bench.core.kinds import RunState

    if summary["state"] == RunState.COMPLETED:
        return Completed(message=summary["message"], data=summary)
    if summary["state"] in (RunState.REGRESSED, RunState.INCOMPLETE):
        return Failed(name=summary["state"], message=summary["message"], data=summary)
    return Failed(message=summary["message"], data=summary)
