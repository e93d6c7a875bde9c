"""Scale-out as a cluster is used: a scheduler and two workers started apart from the run, the Dask way.

``dask scheduler`` and two ``dask worker`` processes on 127.0.0.1 stand in for machines; the run
reaches them with ``--dask-address`` and must give what a threaded run gives, keep a model's
concurrency across both workers, report to its own Prefect API, and leave no browser behind.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from iwr_bench.tasks.warehouse.store import connect, query_rows

TASKS = [1, 2, 4, 18]  # the bundled tasks with the fewest actions
MODELS = ["iwr/oracle", "iwr/blank"]
DASK = str(Path(sys.executable).with_name("dask"))
# Columns that differ between two evaluations of the same pages (times, paths, cache bookkeeping),
# and the screenshots' bytes: on a loaded machine a screenshot after a tap can catch a transition at
# another frame in either run (seen once on task 4, step 1: every score and verdict still equal).
VOLATILE = {"run_id", "created_at", "wait_s", "action_s", "latency_s", "screenshot_path", "shot_path", "page_path", "raw_path",
            "cached", "cache_key", "started_at", "ended_at", "code_version", "screenshot_sha256", "shot_sha256"}
COUNTERS = ("n_tasks", "n_generations", "n_failures", "failures_by_kind", "cache_hits", "gt_features_computed", "gt_features_reused",
            "judge_errors", "total_input_tokens", "total_output_tokens", "total_cost_usd", "state")


@dataclass
class Cluster:
    address: str
    tmp: Path  # the workers' TMPDIR: every process they start (Chromium included) carries it
    workers: list[subprocess.Popen]


def _alive_with_tmp(folder: Path, names: tuple[str, ...] = ()) -> list[str]:
    import psutil

    out = []
    for p in psutil.process_iter(["pid", "name"]):
        with contextlib.suppress(psutil.Error):
            if (p.status() != psutil.STATUS_ZOMBIE and p.environ().get("TMPDIR") == str(folder)
                    and (not names or any(n in (p.info["name"] or "") for n in names))):
                out.append(f"{p.pid} {p.info['name']} {' '.join(p.cmdline())[:120]}")
    return out


def _browsers(folder: Path) -> list[str]:
    return _alive_with_tmp(folder, ("chrom",))


def _servers(folder: Path) -> list[str]:
    """Prefect servers the workers started (a temporary server is a uvicorn of prefect.server)."""
    return [p for p in _alive_with_tmp(folder) if "prefect.server" in p]


@pytest.fixture(scope="module")
def loopback() -> Iterator[Cluster]:
    """``dask scheduler --port 0`` and two ``dask worker`` processes on 127.0.0.1, as a user starts them."""
    tmp = Path(tempfile.mkdtemp(prefix="iwr-d-", dir="/tmp"))  # short: Chromium's sockets live below it
    # The workers know nothing of the run: no IWR_ or PREFECT_ setting of it (their Prefect home their own).
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PREFECT_", "IWR_", "DASK_"))}
    env.update({"TMPDIR": str(tmp), "PYTHONPATH": str(Path(__file__).resolve().parent.parent), "PREFECT_HOME": str(tmp / "prefect")})
    scheduler_file = tmp / "scheduler.json"
    procs = [subprocess.Popen([DASK, "scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard",
                               "--scheduler-file", str(scheduler_file)], env=env, start_new_session=True,
                              stdout=open(tmp / "scheduler.log", "wb"), stderr=subprocess.STDOUT)]  # noqa: SIM115
    try:
        deadline = time.monotonic() + 300
        while not scheduler_file.exists() and time.monotonic() < deadline:
            time.sleep(0.5)
        address = json.loads(scheduler_file.read_text())["address"]
        workers = [subprocess.Popen([DASK, "worker", address, "--nthreads", "1", "--name", f"w{i}", "--no-dashboard"], env=env,
                                    start_new_session=True, stdout=open(tmp / f"w{i}.log", "wb"), stderr=subprocess.STDOUT)  # noqa: SIM115
                   for i in (1, 2)]
        procs += workers
        from distributed import Client

        with Client(address, timeout="120s") as client:
            client.wait_for_workers(2, timeout=300)
        yield Cluster(address, tmp, workers)
    finally:
        for p in reversed(procs):
            with contextlib.suppress(ProcessLookupError):
                os.killpg(p.pid, signal.SIGTERM)
            try:
                p.wait(60)
            except subprocess.TimeoutExpired:
                os.killpg(p.pid, signal.SIGKILL)
        import shutil

        shutil.rmtree(tmp, ignore_errors=True)


def _home(home: Path, monkeypatch) -> None:
    from iwr_bench.core.settings import get_settings

    for name in ("warehouse", "results"):
        monkeypatch.setenv(f"IWR_{name.upper()}", str(home / name))
    monkeypatch.setenv("IWR_REPORT_AFTER_RUN", "false")
    get_settings.cache_clear()


def _run(home: Path, run_id: str, monkeypatch, **kw):
    """A run with its own warehouse and results (every stage computed: the Prefect cache is the session's)."""
    from tests.runs import run_in_process

    _home(home, monkeypatch)
    fields = dict(run_id=run_id, judge="iwr/offline", protocol="paper", tasks=TASKS, workers=2, models=MODELS,
                  refresh=["generate", "replay", "score"])
    fields.update(kw)
    t0 = time.monotonic()
    summary = run_in_process(**fields)
    return summary, time.monotonic() - t0


def _rows(wh: Path, table: str, run_id: str) -> list[dict]:
    rows = query_rows(connect(wh), f"SELECT * FROM {table} WHERE run_id = ?", [run_id])
    return sorted(({k: v for k, v in r.items() if k not in VOLATILE} for r in rows), key=lambda r: json.dumps(r, sort_keys=True, default=str))


def _api(path: str, body: dict) -> list[dict]:
    """The run's Prefect API (this process's temporary server, which the run used)."""
    import httpx
    from prefect.server.api.server import SubprocessASGIServer

    resp = httpx.post(SubprocessASGIServer().api_url + path, json=body, timeout=60)
    resp.raise_for_status()
    return resp.json()


def _story(run_id: str, pairs: int, budget_s: float = 60.0) -> tuple[list[str], list[str]]:
    """(task-run names, log lines) of flow run ``run_id``; waits for the workers' batched log lines."""
    flow_run = _api("/flow_runs/filter", {"flow_runs": {"name": {"any_": [run_id]}}})[0]
    flt = {"flow_runs": {"id": {"any_": [flow_run["id"]]}}}
    deadline = time.monotonic() + budget_s
    while True:
        logs = [lg["message"] for lg in _api("/logs/filter", {"logs": {"flow_run_id": {"any_": [flow_run["id"]]}}, "limit": 200})]
        if sum("on Dask worker" in m for m in logs) >= pairs or time.monotonic() > deadline:
            break
        time.sleep(2)
    return sorted(t["name"] for t in _api("/task_runs/filter", flt)), logs


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.e2e
def test_a_run_on_a_scheduler_and_two_workers_gives_the_threaded_runs_rows(bundled_dataset, loopback, llm_server, tmp_path, monkeypatch):
    """On Dask, once: each worker started a Prefect server of its own, the summary's ground-truth
    feature counters read 0, a model's concurrency held per worker only, and the workers kept their
    Chromium processes after the run (a local cluster's were orphaned when it stopped)."""
    from iwr_bench.flows.run import RunRequest, plan

    data = str(bundled_dataset)
    threads, _ = _run(tmp_path / "threads", "t", monkeypatch, data=data, task_runner="threads")
    _home(tmp_path / "dask", monkeypatch)
    forecast = plan(RunRequest(data=data, run_id="d", tasks=TASKS, models=MODELS, judge="iwr/offline", dask_address=loopback.address))
    dask, wall = _run(tmp_path / "dask", "d", monkeypatch, data=data, dask_address=loopback.address)
    print(f"2 workers on loopback: planned {forecast.estimate.wall_s:.0f} s ({forecast.estimate.line()}), measured {wall:.0f} s, "
          f"load {os.getloadavg()[0]:.1f}")

    assert dask["state"] == threads["state"] == "Completed", dask["message"]
    for table in ("generations", "actions", "assertions", "checkpoints", "task_scores"):
        assert _rows(tmp_path / "dask" / "warehouse", table, "d") == _rows(tmp_path / "threads" / "warehouse", table, "t"), table
    assert {k: dask[k] for k in COUNTERS} == {k: threads[k] for k in COUNTERS}
    assert dask["gt_features_computed"] > 0  # counted where the pairs ran, summed in the run

    # The workers reported to the run's API (task runs and their log lines) and started no server of their own.
    names, logs = _story("d", len(TASKS) * len(MODELS))
    for t in TASKS:
        for m in MODELS:
            assert {f"task {t} · {m}", f"generate · task {t} · {m}", f"replay · task {t} · {m}", f"score · task {t} · {m}"} <= set(names)
    on = {line.rsplit("on Dask worker ", 1)[1] for line in logs if "on Dask worker" in line}
    assert len(on) == 2, logs  # both workers' lines, on the run's Logs tab
    assert _servers(loopback.tmp) == []
    assert _browsers(loopback.tmp) == []  # the run's browsers closed on every worker

    # A model limited to one request in flight, generated for on both workers at once.
    models = tmp_path / "models.yaml"
    models.write_text("models:\n  - pattern: 'openai/paced'\n    concurrency: 1\n")
    monkeypatch.setenv("IWR_MODELS_CONFIG", str(models))
    paced, _ = _run(tmp_path / "paced", "p", monkeypatch, data=data, models=["openai/paced"], stages=["generate"], refresh=["generate"],
                    api_base=llm_server.api_base, dask_address=loopback.address)
    assert paced["state"] == "Completed" and llm_server.calls("paced") == len(TASKS)
    assert llm_server.peak_in_flight("paced") == 1
    _, logs = _story("p", len(TASKS))
    assert len({line.rsplit("on Dask worker ", 1)[1] for line in logs if "on Dask worker" in line}) == 2, logs

    # A worker that exits holding a browser (stopped mid-run) closes it.
    from distributed import Client

    with Client(loopback.address, timeout="60s") as client:
        held = client.run(_open_a_browser)
    assert all(held.values()) and _browsers(loopback.tmp)
    for w in loopback.workers:
        os.killpg(w.pid, signal.SIGTERM)
        w.wait(120)
    deadline = time.monotonic() + 30
    while _browsers(loopback.tmp) and time.monotonic() < deadline:
        time.sleep(1)
    assert _browsers(loopback.tmp) == []


def test_a_worker_that_lacks_something_is_told_what_and_how_to_fix_it(tmp_path, monkeypatch):
    """Each thing a worker needs (README, "Scale-out on a Dask cluster") is checked, one line each."""
    from iwr_bench.flows.cluster import Probe, check_here

    monkeypatch.setenv("PATH", str(tmp_path))  # no Chromium on this "worker"

    probe = Probe(api_url="http://127.0.0.1:9/api", chromium="/nope/chromium", chromedriver="/nope/chromedriver",
                  task_folders=(str(tmp_path / "data" / "1"), str(tmp_path)), code=(("generate", "an-older-version"),),
                  shared=(("IWR_WAREHOUSE", str(tmp_path / "wh" / ".locks" / "probe"), "x"),))
    problems = check_here(probe)
    assert len(problems) == 5, problems
    code, browser, data, shared, api = problems
    assert "generate stage code differs" in code and "same version" in code
    assert "chromium not found" in browser and "apt-get install" in browser
    assert "1 of the run's task folders" in data and "same path" in data
    assert "IWR_WAREHOUSE" in shared and "shared folder" in shared
    assert "Prefect API at http://127.0.0.1:9/api" in api and "PREFECT_API_URL" in api


def _open_a_browser() -> int:
    """On a worker: a run's browser pool with one browser started and left idle, as between two pairs."""
    from iwr_bench.flows.resources import browser_pool
    from iwr_bench.flows.spec import RunSpec
    from iwr_bench.tasks.sandbox.browser import Viewport

    pool = browser_pool(RunSpec(run_id="stopped-mid-run", models=(), judge="iwr/offline", protocol="paper", warehouse="", results=""))
    viewport = Viewport(390, 844)
    with pool.acquire(viewport) as jb:
        jb.ensure(viewport)
        return len(jb.browser.pids()) if jb.browser else 0
