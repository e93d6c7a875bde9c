"""The main job as a Prefect flow: rows land once, reruns reuse caches, kills resume, Dask runs it."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tasks.warehouse import connect, query_rows

pytestmark = [pytest.mark.browser, pytest.mark.slow]

MODELS = ["iwr/oracle", "iwr/blank"]
# Columns that legitimately differ between two evaluations of the same pages.
VOLATILE = {"created_at", "wait_s", "action_s", "latency_s", "screenshot_path", "shot_path", "page_path", "raw_path",
            "cached", "cache_key", "started_at", "ended_at", "message", "cache_hits", "gt_features_computed",
            "gt_features_reused", "code_version", "attempts"}


@pytest.fixture()
def isolated(tmp_path, monkeypatch):
    """Fresh warehouse, results and Prefect state for one test."""
    from core.settings import get_settings

    env = {"IWR_WAREHOUSE": tmp_path / "wh", "IWR_RESULTS": tmp_path / "results", "IWR_PREFECT_HOME": tmp_path / "prefect",
           "IWR_REPORT_AFTER_RUN": "false"}
    for k, v in env.items():
        monkeypatch.setenv(k, str(v))
    get_settings.cache_clear()
    yield tmp_path
    get_settings.cache_clear()


def _run(data: Path, run_id: str, **kw):
    from iwr.commands.run import run_benchmark

    args = dict(judge="iwr/offline", protocol="paper", task_ids=None, refresh=[], task_runner="threads", dask_address=None,
                workers=2, progress=False)
    args.update(kw)
    return run_benchmark(str(data), kw.pop("models", MODELS), run_id=run_id, **{k: v for k, v in args.items() if k != "models"})


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


def test_unknown_refresh_stage_is_a_setup_error(tiny_dataset, isolated):
    from core.errors import PrerequisiteError

    with pytest.raises(PrerequisiteError, match="--refresh"):
        _run(tiny_dataset, "r1", refresh=["everything"])


def _cli(data: Path, run_id: str, env: dict) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "iwr.cli", "run", "--data", str(data), "--models", ",".join(MODELS),
                             "--judge", "iwr/offline", "--run-id", run_id], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, start_new_session=True)


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


def test_dask_local_cluster_runs_the_same_flow(tiny_dataset, isolated):
    summary = _run(tiny_dataset, "d1", task_runner="dask", task_ids=[1], workers=2)
    assert summary["state"] == "Completed", summary["message"]
    rows = query_rows(connect(isolated / "wh"), "SELECT model, ifs FROM task_scores WHERE run_id = 'd1' ORDER BY model")
    assert rows == [{"model": "iwr/blank", "ifs": 0.0}, {"model": "iwr/oracle", "ifs": 1.0}]


def test_a_pair_whose_stage_breaks_costs_only_that_pair(tiny_dataset, isolated, monkeypatch):
    """Regression: an unexpected exception in one pair's stage used to fail the whole flow."""
    import tasks.scoring

    real = tasks.scoring.score_page

    def broken(task, *a, **kw):
        if task.task_id == 2:
            raise RuntimeError("scorer bug")
        return real(task, *a, **kw)

    monkeypatch.setattr(tasks.scoring, "score_page", broken)
    summary = _run(tiny_dataset, "b1", models=["iwr/oracle"], refresh=["score"])  # never a cached score
    assert summary["state"] == "Failed" and "1 failed in the harness" in summary["message"]
    assert json.loads(summary["failures_by_kind"]) == {"RuntimeError": 1}
    rows = query_rows(connect(isolated / "wh"), "SELECT task_id, ifs FROM task_scores WHERE run_id = 'b1' ORDER BY task_id")
    assert rows == [{"task_id": 1, "ifs": 1.0}, {"task_id": 3, "ifs": 1.0}]
