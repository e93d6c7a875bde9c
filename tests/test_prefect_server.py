"""The nightly deployment and the Prefect UI against a real Prefect server.

Each path a user sets up runs here as they would run it, in fresh processes: ``iwr serve``
(flow.serve), and ``prefect.yaml`` deployed to a process work pool and run by a worker. Each
run is triggered through the API and must complete with rows in the warehouse, tell its story
in the API (flow run named by run id and tagged, task runs by stage, task and model, iwr's log
lines, artifacts) and leave no browser behind. One server serves the whole module.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest
import yaml

from tests.prefect_server import ROOT, free_port, processes_using, stop, wait_for_deployment
from tests.runs import IWR, iwr_run_to_end

PREFECT = str(Path(sys.executable).with_name("prefect"))
MODELS = ["iwr/oracle", "iwr/blank"]


def _nightly_config(state: Path, data: Path) -> Path:
    cfg = state / "nightly.yaml"
    cfg.write_text(yaml.safe_dump({"data": str(data), "models": MODELS, "judge": "iwr/offline", "protocol": "paper", "tasks": [1]}))
    return cfg


def _browsers(folder: Path) -> list[str]:
    return [p for p in processes_using(folder) if "chrom" in p.split(" ", 1)[1].lower()]


def _trigger(server, deployment: dict, config: Path) -> str:
    run = server.api("POST", f"/deployments/{deployment['id']}/create_flow_run", {"parameters": {"config": str(config)}})
    return run["id"]


def _scores(state: Path, run_id: str) -> list[tuple]:
    from iwr_bench.tasks.warehouse.store import connect

    con = connect(state / "warehouse")
    return con.execute("SELECT model, task_id, ifs FROM task_scores WHERE run_id = ? ORDER BY model", [run_id]).fetchall()


def _story(server, parent_id: str, run_id: str) -> dict:
    """What the UI shows of the run: the iwr-run flow run, its task-run names, log lines, artifacts."""
    assert server.api("GET", f"/flow_runs/{parent_id}")["name"] == run_id  # the nightly flow run, named too
    runs = server.api("POST", "/flow_runs/filter", {"flow_runs": {"parent_flow_run_id": {"any_": [parent_id]}}})
    assert [r["name"] for r in runs] == [run_id]  # the iwr-run flow run, a subflow of the nightly one
    run = runs[0]
    tasks = server.api("POST", "/task_runs/filter", {"flow_runs": {"id": {"any_": [run["id"]]}}})
    logs = server.api("POST", "/logs/filter", {"logs": {"flow_run_id": {"any_": [run["id"]]}}, "limit": 200})
    arts = server.api("POST", "/artifacts/filter", {"artifacts": {"flow_run_id": {"any_": [run["id"]]}}})
    return {"run": run, "task_names": sorted(t["name"] for t in tasks), "logs": [(lg["level"], lg["name"], lg["message"]) for lg in logs],
            "artifacts": {("nightly" if (a.get("key") or "").startswith("iwr-nightly-") else a["type"]): a for a in arts}}


@pytest.mark.browser
@pytest.mark.slow
def test_served_nightly_deployment_runs_in_a_fresh_process_and_tells_its_story_in_the_api(prefect_server, tiny_dataset, tmp_path, short_tmp):
    """`iwr serve` once failed every run ("Benchmark_FlowModel is not fully defined"), the UI showed
    no logs and random names, and its report link was a file:// the browser refused."""
    state = tmp_path
    cfg = _nightly_config(state, tiny_dataset)
    env = prefect_server.env(state, short_tmp, IWR_REPORT_BASE_URL="http://127.0.0.1:8765/")
    serve = subprocess.Popen([IWR, "serve", "--config", str(cfg)], cwd=ROOT, env=env, start_new_session=True,
                             stdout=open(state / "serve.log", "wb"), stderr=subprocess.STDOUT)  # noqa: SIM115
    try:
        dep = wait_for_deployment(prefect_server, "iwr-nightly-serve", watch=serve)
        t0 = time.monotonic()
        parent = prefect_server.wait_for_run(_trigger(prefect_server, dep, cfg), watch=serve)
        took = time.monotonic() - t0
        assert parent["state"]["type"] == "COMPLETED", (parent["state"], (state / "serve.log").read_text()[-3000:])
        assert _browsers(short_tmp) == []  # the run closed its browsers; the server keeps serving
    finally:
        stop(serve)
    assert processes_using(short_tmp) == []

    run_id = f"nightly-{datetime.now(UTC):%Y-%m-%d}"
    assert [(m, t) for m, t, _ in _scores(state, run_id)] == [("iwr/blank", 1), ("iwr/oracle", 1)]
    story = _story(prefect_server, parent["id"], run_id)
    assert story["run"]["state"]["type"] == "COMPLETED"
    assert {"model:iwr/oracle", "model:iwr/blank", "judge:iwr/offline", "protocol:paper"} <= set(story["run"]["tags"])
    for model in MODELS:
        for stage in ("generate", "replay", "score"):
            assert f"{stage} · task 1 · {model}" in story["task_names"], story["task_names"]
        assert f"task 1 · {model}" in story["task_names"]
    progress = [msg for level, name, msg in story["logs"] if name == "iwr.progress" and level == 20]
    assert progress and progress[0].endswith("pairs 0/2 done, 0 failed") and "pairs 2/2 done, 0 failed" in progress[-1], story["logs"]
    assert {"table", "progress", "markdown", "nightly"} <= set(story["artifacts"])  # nightly: its comparison (none before it here)
    link = story["artifacts"]["markdown"]["data"]
    assert f"(http://127.0.0.1:8765/{run_id}/index.html)" in link, link
    print(f"served nightly run: {took:.0f} s from trigger to Completed; server start {prefect_server.start_s:.0f} s")


@pytest.mark.browser
@pytest.mark.slow
def test_prefect_yaml_deployment_runs_on_a_process_work_pool_worker(prefect_server, tiny_dataset, tmp_path, short_tmp):
    """`prefect deploy --all` from the README once gave FileNotFoundError /tmp/.../flows/nightly.py
    unless IWR_HOME was set, left a chromedriver and Chromium running after the run, and replaced
    the deployment `iwr serve` had registered under the same name."""
    state = tmp_path
    cfg = _nightly_config(state, tiny_dataset)
    env = prefect_server.env(state, short_tmp)
    for cmd in ([PREFECT, "work-pool", "create", "iwr-pool", "--type", "process", "--overwrite"],
                [PREFECT, "--no-prompt", "deploy", "--all"]):
        done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    dep = wait_for_deployment(prefect_server, "iwr-nightly-pool")
    assert dep["work_pool_name"] == "iwr-pool" and dep["name"] != "iwr-nightly-serve"
    flow_run = _trigger(prefect_server, dep, cfg)
    worker = subprocess.Popen([PREFECT, "worker", "start", "--pool", "iwr-pool", "--run-once", "--limit", "1"], cwd=state, env=env,
                              start_new_session=True, stdout=open(state / "worker.log", "wb"), stderr=subprocess.STDOUT)  # noqa: SIM115
    try:
        run = prefect_server.wait_for_run(flow_run)
        assert run["state"]["type"] == "COMPLETED", (run["state"], (state / "worker.log").read_text()[-3000:])
        worker.wait(300)
    finally:
        stop(worker)
    assert processes_using(short_tmp) == []  # worker, flow-run process and browsers all gone
    run_id = f"nightly-{datetime.now(UTC):%Y-%m-%d}"
    assert [(m, t) for m, t, _ in _scores(state, run_id)] == [("iwr/blank", 1), ("iwr/oracle", 1)]
    # The worker's flow-run process imports Prefect before iwr configures it: iwr's lines still land.
    story = _story(prefect_server, flow_run, run_id)
    assert any(name == "iwr.progress" and "pairs 2/2 done" in msg for _, name, msg in story["logs"]), story["logs"]


@pytest.mark.slow
def test_unreachable_prefect_api_url_is_one_line_not_a_traceback(tiny_dataset, tmp_path):
    """A PREFECT_API_URL left in .env by a stopped `iwr ui` once gave a 142-line traceback."""
    dead = f"http://127.0.0.1:{free_port()}/api"
    env = {k: v for k, v in os.environ.items() if not k.startswith("PREFECT_")}
    env.update({"PREFECT_API_URL": dead, "IWR_ENV_FILE": os.devnull, "IWR_HOME": str(tmp_path), "IWR_WAREHOUSE": str(tmp_path / "wh"),
                "IWR_RESULTS": str(tmp_path / "results"), "IWR_PREFECT_HOME": str(tmp_path / "prefect")})
    done = iwr_run_to_end("--data", str(tiny_dataset), "--models", "iwr/blank", "--tasks", "1", "--run-id", "dead-api", env=env,
                          timeout=300)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"iwr: PREFECT_API_URL={dead} does not answer"), done.stderr
    assert "Traceback" not in done.stderr and "remove the PREFECT_API_URL line from .env" in lines[0]
    assert not (tmp_path / "wh").exists()  # nothing written


@pytest.mark.slow
def test_ephemeral_server_that_never_answers_is_one_line_and_is_not_left_running(tmp_path):
    """On a loaded machine the ephemeral server missed Prefect's start-up budget: a RuntimeError
    traceback, and the server it had started stayed running, orphaned, 40 minutes later."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PREFECT_")}
    (tmp_path / "tmp").mkdir()
    # A database the server cannot open: it never answers, whatever the machine's speed.
    env.update({"IWR_PREFECT_HOME": str(tmp_path / "prefect"), "PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS": "3",
                "PREFECT_API_DATABASE_CONNECTION_URL": f"sqlite+aiosqlite:///{tmp_path}/missing/dir/prefect.db",
                "TMPDIR": str(tmp_path / "tmp")})
    code = ("from iwr_bench.core.errors import PrerequisiteError\nfrom iwr_bench.flows.prefect_env import ensure_api\n"
            "try:\n    ensure_api()\nexcept PrerequisiteError as err:\n    print('ERR', err)\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    out = [ln for ln in done.stdout.splitlines() if ln.startswith("ERR")]
    assert len(out) == 1 and "did not answer within 3 s, twice" in out[0], done.stdout + done.stderr[-2000:]
    assert "PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS" in out[0]
    assert processes_using(tmp_path / "tmp") == []


@pytest.mark.slow
def test_iwr_ui_removes_its_env_line_and_stops_its_server_on_sigterm(tmp_path):
    """Stopping `iwr ui` once left PREFECT_API_URL in .env (the next `iwr run` failed), and SIGTERM
    left its server child listening."""
    import httpx

    port = free_port()
    (tmp_path / ".env").write_text("IWR_WORKERS=3\n")
    (tmp_path / "tmp").mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PREFECT_", "IWR_"))}
    env.update({"IWR_HOME": str(tmp_path), "TMPDIR": str(tmp_path / "tmp")})
    ui = subprocess.Popen([IWR, "ui", "--port", str(port)], cwd=tmp_path, env=env, stdout=open(tmp_path / "ui.log", "wb"),  # noqa: SIM115
                          stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 300
        while time.monotonic() < deadline:
            assert ui.poll() is None, (tmp_path / "ui.log").read_text()[-2000:]
            try:
                if httpx.get(f"http://127.0.0.1:{port}/api/health", timeout=5).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.5)
        else:
            pytest.fail("iwr ui's server did not answer within 300 s")
        assert (tmp_path / ".env").read_text() == f"IWR_WORKERS=3\nPREFECT_API_URL=http://127.0.0.1:{port}/api\n"
        # The UI's pages call the API on this port (left alone, they called :4200 whatever --port said).
        assert httpx.get(f"http://127.0.0.1:{port}/ui-settings", timeout=30).json()["api_url"] == f"http://127.0.0.1:{port}/api"
        ui.send_signal(signal.SIGTERM)  # to iwr ui only, as a service manager would
        assert ui.wait(60) == 0
    finally:
        stop(ui, signal.SIGKILL)
    assert (tmp_path / ".env").read_text() == "IWR_WORKERS=3\n"
    assert processes_using(tmp_path / "tmp") == []
    with pytest.raises(httpx.HTTPError):
        httpx.get(f"http://127.0.0.1:{port}/api/health", timeout=5)


def test_progress_line_counts_rate_and_eta():
    from iwr_bench.flows.progress import progress_line

    assert progress_line(0, 0, 54, 10.0) == "pairs 0/54 done, 0 failed"
    assert progress_line(12, 1, 54, 240.0) == "pairs 12/54 done, 1 failed, 3.0/min, ETA 14 min"
    assert progress_line(54, 2, 54, 7200.0) == "pairs 54/54 done, 2 failed, 0.5/min, took 2.0 h"


def test_env_line_is_replaced_then_taken_back_and_a_foreign_one_is_kept(tmp_path):
    from iwr_bench.flows.ui import add_env_line, remove_env_line

    env = tmp_path / ".env"
    env.write_text("PREFECT_API_URL=http://old/api\nIWR_WORKERS=2\n")
    line = add_env_line(env, "http://127.0.0.1:4200/api")
    assert env.read_text() == "IWR_WORKERS=2\nPREFECT_API_URL=http://127.0.0.1:4200/api\n"
    remove_env_line(env, line)
    assert env.read_text() == "IWR_WORKERS=2\n"
    env.write_text("PREFECT_API_URL=http://elsewhere/api\n")  # pointed elsewhere meanwhile: not ours to remove
    remove_env_line(env, line)
    assert env.read_text() == "PREFECT_API_URL=http://elsewhere/api\n"
    env.unlink()
    remove_env_line(env, add_env_line(env, "http://127.0.0.1:4200/api"))
    assert not env.exists()


def test_nightly_config_keeps_the_run_id_to_the_date(tmp_path):
    from iwr_bench.core.errors import PrerequisiteError
    from iwr_bench.flows.nightly import read_config

    cfg = tmp_path / "n.yaml"
    cfg.write_text(json.dumps({"data": "x", "models": ["iwr/blank"], "run_id": "mine"}))
    with pytest.raises(PrerequisiteError, match="nightly-YYYY-MM-DD"):
        read_config(cfg)
