"""The main job as a Prefect flow: rows land once, reruns reuse caches, kills resume, Dask runs it."""

from __future__ import annotations

import contextlib
import json
import os
import random
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest

from iwr_bench.tasks.warehouse.store import connect, query_rows
from tests.runs import VOLATILE, iwr_run, run_in_process

pytestmark = [pytest.mark.browser, pytest.mark.slow]

MODELS = ["iwr/oracle", "iwr/blank"]


@pytest.fixture()
def isolated(tmp_path, monkeypatch):
    """Fresh warehouse, results and Prefect state for one test."""
    from iwr_bench.core.settings import get_settings

    env = {"IWR_WAREHOUSE": tmp_path / "wh", "IWR_RESULTS": tmp_path / "results", "IWR_PREFECT_HOME": tmp_path / "prefect",
           "IWR_REPORT_AFTER_RUN": "false"}
    for k, v in env.items():
        monkeypatch.setenv(k, str(v))
    get_settings.cache_clear()
    yield tmp_path
    get_settings.cache_clear()


def _run(data: Path, run_id: str, **kw):
    """The one entry point, as every caller uses it (the baselines unless pages are given or scored only)."""
    fields = dict(data=data, run_id=run_id, judge="iwr/offline", protocol="paper", task_runner="threads", workers=2)
    if "pages" not in kw and kw.get("stages") in (None, ["generate"], ["generate", "replay"], ["generate", "replay", "score"]):
        fields["models"] = MODELS
    fields.update(kw)
    return run_in_process(**fields)


def _rows(wh: Path, table: str, run_id: str) -> list[dict]:
    rows = query_rows(connect(wh), f"SELECT * FROM {table} WHERE run_id = ?", [run_id])
    out = [{k: v for k, v in r.items() if k not in VOLATILE} for r in rows]
    return sorted(out, key=lambda r: json.dumps(r, sort_keys=True, default=str))


def test_run_scores_baselines_then_warm_rerun_reuses_every_stage(tiny_dataset, isolated):
    wh = isolated / "wh"
    first = _run(tiny_dataset, "r1")
    assert first["state"] == "Completed", first["message"]
    scores = query_rows(connect(wh), "SELECT model, task_id, ifs, final FROM task_scores WHERE run_id = 'r1'")
    assert len(scores) == 6  # exactly one row per (model, task)
    assert all(r["ifs"] == 1.0 and r["final"] > 0.95 for r in scores if r["model"] == "iwr/oracle")
    assert all(r["final"] <= 0.05 for r in scores if r["model"] == "iwr/blank")
    assert first["gt_features_computed"] > 0

    # The same pages under a new run id: Prefect answers every stage from its cache.
    second = _run(tiny_dataset, "r2")
    hits = json.loads(second["cache_hits"])
    assert hits["generate"] == {"reused": 6, "computed": 0}
    assert hits["replay"]["computed"] == 0 and hits["score"]["computed"] == 0
    assert second["gt_features_computed"] == 0
    for table in ("generations", "actions", "checkpoints", "task_scores"):
        a = [{k: v for k, v in r.items() if k != "run_id"} for r in _rows(wh, table, "r1")]
        b = [{k: v for k, v in r.items() if k != "run_id"} for r in _rows(wh, table, "r2")]
        assert a == b, table

    # The same run id again: nothing is recomputed and the rows are not duplicated.
    third = _run(tiny_dataset, "r1")
    assert all(v["computed"] == 0 for v in json.loads(third["cache_hits"]).values())
    assert len(query_rows(connect(wh), "SELECT * FROM task_scores WHERE run_id = 'r1'")) == 6


def _cli(data: Path, run_id: str, env: dict) -> subprocess.Popen:
    return iwr_run("--data", str(data), "--models", ",".join(MODELS), "--judge", "iwr/offline", "--run-id", run_id, env=env,
                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)


def test_killed_twice_then_resumed_equals_an_uninterrupted_run(tiny_dataset, tmp_path):
    """A run killed (SIGKILL, whole process group) at two random points and started again
    with the same run id ends with exactly the rows of an uninterrupted run."""
    import psutil

    def env_for(name: str) -> dict:
        base = tmp_path / name
        return {**os.environ, "IWR_WAREHOUSE": str(base / "wh"), "IWR_RESULTS": str(base / "results"),
                "IWR_PREFECT_HOME": str(base / "prefect"), "IWR_REPORT_AFTER_RUN": "false", "PYTHONUNBUFFERED": "1"}

    clean = _cli(tiny_dataset, "k", env_for("clean"))
    out, _ = clean.communicate(timeout=900)
    assert clean.returncode == 0, out.decode()[-2000:]
    # Piped output once showed nothing until the final bars (33 silent minutes of `make demo > log`).
    assert "iwr.progress - run k: pairs 0/6 done, 0 failed" in out.decode()
    assert "iwr.progress - run k: pairs 6/6 done, 0 failed" in out.decode()

    rng = random.Random(7)
    env = env_for("killed")
    for _ in range(2):
        proc = _cli(tiny_dataset, "k", env)
        time.sleep(rng.uniform(15, 45))  # Prefect's start-up takes ~15 s: kill inside the work
        group = [p for p in psutil.Process(proc.pid).children(recursive=True)]
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(30)
        psutil.wait_procs([p for p in group if p.is_running()], timeout=10)
    resumed = _cli(tiny_dataset, "k", env)
    out, _ = resumed.communicate(timeout=900)
    assert resumed.returncode == 0, out.decode()[-2000:]

    for table in ("generations", "actions", "assertions", "checkpoints", "task_scores"):
        assert _rows(tmp_path / "killed" / "wh", table, "k") == _rows(tmp_path / "clean" / "wh", table, "k"), table


def test_dask_local_cluster_runs_the_same_flow(tiny_dataset, isolated, short_tmp, monkeypatch):
    """On Dask the workers have no terminal: the flow's progress lines once were missing there. And
    once the local cluster's workers left their chromedrivers and Chromium running, orphaned."""
    import logging

    monkeypatch.setenv("TMPDIR", str(short_tmp))  # the workers, and every browser they start, carry it

    import iwr_bench.flows.benchmark  # noqa: F401 - Prefect's logging set-up replaces the root's handlers (caplog's too)

    records: list[logging.LogRecord] = []
    handler = logging.Handler()
    handler.emit = records.append  # type: ignore[method-assign]
    logger = logging.getLogger("iwr.progress")
    logger.addHandler(handler)
    try:
        # score afresh: an earlier test of the session may have cached these pages' scores, and a
        # cached score counts no ground-truth feature
        summary = _run(tiny_dataset, "d1", task_runner="dask", tasks=[1], workers=2, refresh=["score"])
    finally:
        logger.removeHandler(handler)
    assert summary["state"] == "Completed", summary["message"]
    lines = [r.getMessage() for r in records]
    assert lines[0] == "run d1: pairs 0/2 done, 0 failed" and lines[-1].startswith("run d1: pairs 2/2 done, 0 failed"), lines
    rows = query_rows(connect(isolated / "wh"), "SELECT model, ifs FROM task_scores WHERE run_id = 'd1' ORDER BY model")
    assert rows == [{"model": "iwr/blank", "ifs": 0.0}, {"model": "iwr/oracle", "ifs": 1.0}]
    # counted on the workers (it read 0 on Dask once); an earlier test may have read them into the shared cache
    assert summary["gt_features_computed"] + summary["gt_features_reused"] > 0, summary
    deadline = time.monotonic() + 20  # a stopped worker process may take a moment to be reaped
    while _cluster_processes(short_tmp) and time.monotonic() < deadline:
        time.sleep(1)
    assert _cluster_processes(short_tmp) == []  # the workers and their browsers are gone with the cluster


def _cluster_processes(folder: Path) -> list[str]:
    """A local cluster's worker processes and the browsers they started (not this process's own
    helpers: its temporary Prefect server and multiprocessing's resource tracker live until it exits)."""
    import psutil

    left = []
    for p in psutil.process_iter(["pid", "name", "cmdline"]):
        with contextlib.suppress(psutil.Error):
            cmd = " ".join(p.info["cmdline"] or ())
            if (p.status() != psutil.STATUS_ZOMBIE and p.environ().get("TMPDIR") == str(folder)
                    and ("chrom" in (p.info["name"] or "") or "spawn_main" in cmd)):
                left.append(f"{p.pid} {p.info['name']} {cmd[:100]}")
    return left


def test_a_pair_whose_stage_breaks_costs_only_that_pair(tiny_dataset, isolated, monkeypatch):
    """Regression: an unexpected exception in one pair's stage used to fail the whole flow."""
    import iwr_bench.tasks.scoring.page

    real = iwr_bench.tasks.scoring.page.score_page

    def broken(task, *a, **kw):
        if task.task_id == 2:
            raise RuntimeError("scorer bug")
        return real(task, *a, **kw)

    monkeypatch.setattr(iwr_bench.tasks.scoring.page, "score_page", broken)
    summary = _run(tiny_dataset, "b1", models=["iwr/oracle"], refresh=["score"])  # never a cached score
    assert summary["state"] == "Failed" and "1 failed in the harness" in summary["message"]
    assert "incomplete: 1 pair not measured (harness_error 1)" in summary["message"]
    assert json.loads(summary["failures_by_kind"]) == {"RuntimeError": 1}
    rows = query_rows(connect(isolated / "wh"), "SELECT task_id, ifs, not_measured FROM task_scores WHERE run_id = 'b1' ORDER BY task_id")
    assert rows == [{"task_id": 1, "ifs": 1.0, "not_measured": None}, {"task_id": 2, "ifs": None, "not_measured": "harness_error"},
                    {"task_id": 3, "ifs": 1.0, "not_measured": None}]
    board = query_rows(connect(isolated / "wh"), "SELECT n_tasks, n_averaged, not_measured, ifs FROM leaderboard WHERE run_id = 'b1'")
    assert board == [{"n_tasks": 3, "n_averaged": 2, "not_measured": 1, "ifs": 1.0}]  # counted apart, never a 0 in the average


def _scored(wh: Path, run_id: str, protocol: str = "paper") -> dict[str, list[dict]]:
    """A run's action, checkpoint and task-score rows, without run id, model, times and paths."""
    drop = VOLATILE | {"run_id", "model", "gt_path"}
    out = {}
    for table in ("actions", "checkpoints", "task_scores"):
        where = "" if table == "actions" else f" AND protocol = '{protocol}'"
        rows = query_rows(connect(wh), f"SELECT * FROM {table} WHERE run_id = ?{where}", [run_id])
        out[table] = sorted(({k: v for k, v in r.items() if k not in drop} for r in rows), key=lambda r: json.dumps(r, sort_keys=True, default=str))
    return out


def test_pages_from_a_folder_or_a_predictions_file_score_exactly_like_the_oracle(tiny_dataset, isolated):
    """Once pages made elsewhere landed generations rows only and could not be replayed or scored.
    Now a folder and a predictions file of the reference pages go through the flow's own replay
    and scoring, under any model name, and give the oracle's rows."""
    wh = isolated / "wh"
    assert _run(tiny_dataset, "oracle", models=["iwr/oracle"])["state"] == "Completed"
    refs = {t: tiny_dataset / "data" / str(t) / "reference" / "index.html" for t in (1, 2, 3)}
    folder = isolated / "outputs"
    for t, ref in refs.items():
        (folder / str(t) / "lab" / "my-model").mkdir(parents=True)  # a model name with a slash: nested folders
        shutil.copyfile(ref, folder / str(t) / "lab" / "my-model" / "index.html")
    preds = isolated / "preds" / "predictions.jsonl"
    (preds.parent / "pages").mkdir(parents=True)
    shutil.copyfile(refs[2], preds.parent / "pages" / "two.html")
    preds.write_text("\n".join(json.dumps(x) for x in [
        {"task_id": 1, "model": "someone's model", "page": refs[1].read_text()},
        {"task_id": 2, "model": "someone's model", "path": "pages/two.html"},
        {"task_id": 3, "model": "someone's model", "path": str(refs[3])},
    ]) + "\n")
    from_folder = _run(tiny_dataset, "folder", pages=str(folder))
    from_file = _run(tiny_dataset, "file", pages=str(preds))
    assert from_folder["state"] == from_file["state"] == "Completed"
    oracle = _scored(wh, "oracle")
    assert len(oracle["task_scores"]) == 3 and all(r["ifs"] == 1.0 for r in oracle["task_scores"])
    assert _scored(wh, "folder") == oracle
    assert _scored(wh, "file") == oracle

    gens = query_rows(connect(wh), "SELECT model, task_id, prompt_version, raw_path FROM generations WHERE run_id = 'file' ORDER BY task_id")
    assert [g["model"] for g in gens] == ["someone's model"] * 3 and {g["prompt_version"] for g in gens} == {"imported"}
    assert [g["raw_path"] for g in gens] == [f"{preds}:1", str(preds.parent / "pages" / "two.html"), str(refs[3])]

    # A task of the selection without a page: a no_page row, scored 0, kept in the denominator.
    one = isolated / "one.jsonl"
    one.write_text(json.dumps({"task_id": 1, "model": "m", "page": refs[1].read_text()}) + "\n")
    partial = _run(tiny_dataset, "partial", pages=str(one))
    assert json.loads(partial["cache_hits"])["replay"] == {"reused": 1, "computed": 0}  # the same page, replayed once
    rows = query_rows(connect(wh), "SELECT g.task_id, g.error_kind, s.final FROM generations g JOIN task_scores s USING (run_id, model, task_id) "
                      "WHERE run_id = 'partial' ORDER BY g.task_id")
    assert [(r["task_id"], r["error_kind"], r["final"] == 0) for r in rows] == [(1, None, False), (2, "no_page", True), (3, "no_page", True)]


def test_evaluate_rescores_a_run_from_its_durable_record_without_prefects_cache(tiny_dataset, isolated):
    """``iwr evaluate`` (the score stage alone) scores the run's ``actions`` rows and the screenshots
    they name (checked by sha256): no browser work, and no Prefect state needed. With ``.prefect``
    gone it once failed every pair as NotReplayed although the rows and screenshots were all there.
    It adds rows for the new protocol and leaves the run's paper rows and runs row alone."""
    import shutil

    wh = isolated / "wh"
    assert _run(tiny_dataset, "ev", models=["iwr/oracle"])["state"] == "Completed"
    before = query_rows(connect(wh), "SELECT protocol, ended_at FROM runs WHERE run_id = 'ev'")
    paper = _scored(wh, "ev")
    shutil.rmtree(isolated / "prefect")
    again = _run(tiny_dataset, "ev", stages=["score"], protocol="strict")
    assert again["state"] == "Completed", again["message"]
    hits = json.loads(again["cache_hits"])
    assert hits == {"score": {"reused": 0, "computed": 3}}  # nothing replayed, nothing generated
    counts = query_rows(connect(wh), "SELECT protocol, count(*) AS n, min(final) AS final FROM task_scores WHERE run_id = 'ev' "
                                     "GROUP BY protocol ORDER BY protocol")
    assert counts == [{"protocol": "paper", "n": 3, "final": 1.0}, {"protocol": "strict", "n": 3, "final": 1.0}]
    assert query_rows(connect(wh), "SELECT protocol, ended_at FROM runs WHERE run_id = 'ev'") == before
    # The paper scores again, from the record alone: the run's own rows, exactly.
    shutil.rmtree(isolated / "prefect")
    assert _run(tiny_dataset, "ev", stages=["score"], protocol="paper", refresh=["score"])["state"] == "Completed"
    assert _scored(wh, "ev") == paper

    # A screenshot that is not what its row recorded: that pair is not measured, never scored from it.
    shot = next(iter(r["screenshot_path"] for r in query_rows(connect(wh), "SELECT screenshot_path FROM actions WHERE run_id = 'ev' "
                                                                            "AND task_id = 2 AND step = 1")))
    Path(shot).write_bytes(Path(shot).read_bytes()[:-10])
    broken = _run(tiny_dataset, "ev", stages=["score"], protocol="strict", refresh=["score"])
    assert broken["state"] == "Incomplete" and "incomplete: 1 pair not measured (not_replayed 1)" in broken["message"]
    row = query_rows(connect(wh), "SELECT final, not_measured FROM task_scores WHERE run_id = 'ev' AND protocol = 'strict' AND task_id = 2")
    assert row == [{"final": None, "not_measured": "not_replayed"}]


def test_cli_generate_then_the_other_stages_of_the_same_run(tiny_dataset, isolated):
    """``iwr generate`` is the flow's generate stage; ``iwr run --stages replay,score`` goes on with
    the same run's pages, through the same entry point."""
    from typer.testing import CliRunner

    from iwr_bench.cli.main import app

    runner = CliRunner()
    res = runner.invoke(app, ["generate", "--data", str(tiny_dataset), "--model", "iwr/oracle,iwr/blank", "--run-id", "g", "--tasks", "1"])
    assert res.exit_code == 0, res.output
    assert "2 of 2 pages" in res.output
    wh = isolated / "wh"
    assert len(query_rows(connect(wh), "SELECT * FROM generations WHERE run_id = 'g'")) == 2
    assert query_rows(connect(wh), "SELECT * FROM actions WHERE run_id = 'g'") == []
    res = runner.invoke(app, ["run", "--data", str(tiny_dataset), "--stages", "replay,score", "--run-id", "g", "--judge", "iwr/offline"])
    assert res.exit_code == 0, res.output
    rows = query_rows(connect(wh), "SELECT model, ifs FROM task_scores WHERE run_id = 'g' ORDER BY model")
    assert rows == [{"model": "iwr/blank", "ifs": 0.0}, {"model": "iwr/oracle", "ifs": 1.0}]
