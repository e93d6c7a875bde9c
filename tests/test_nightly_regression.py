"""Three nightly runs in a row through the served deployment on a real Prefect server.

The scripted model ``nightly`` (tests/llm_scripts.py) writes the tiny site for each of nine
tasks, three samples a task. Night 1 has nothing to compare with; night 2 is the same model
with one broken sample (noise): nothing is flagged; night 3 breaks a third of the tasks: the
model is flagged with those tasks, the flow run ends in the FAILED-type state ``Regressed``, the
run's artifact and report say so, and the notification block (a custom webhook, here a local
listener) is told, once. ``iwr serve`` refuses a block the server does not hold, in one line.
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
import yaml

from tests.llm_scripts import marked_dataset
from tests.prefect_server import ROOT, stop, wait_for_deployment
from tests.runs import IWR

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.e2e]  # three nightly runs (minutes): make e2e

MODEL = "openai/nightly"
BLOCK = "iwr-nightly-test"
MAKE_BLOCK = """
import sys
from prefect.blocks.notifications import CustomWebhookNotificationBlock
CustomWebhookNotificationBlock(name="iwr", url=sys.argv[1], json_data={"subject": "{{subject}}", "body": "{{body}}"}).save(sys.argv[2], overwrite=True)
"""


class Hook:
    """A webhook that keeps what it is sent."""

    def __init__(self) -> None:
        self.received: list[dict] = []
        hook = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's naming
                hook.received.append(json.loads(self.rfile.read(int(self.headers["Content-Length"]))))
                self.send_response(200)
                self.end_headers()

            def log_message(self, *args) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/hook"

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def _run_night(server, dep: dict, cfg: Path, night: str, serve) -> dict:
    import time

    import httpx

    for attempt in range(6):
        try:
            run = server.api("POST", f"/deployments/{dep['id']}/create_flow_run", {"parameters": {"config": str(cfg), "night": night}})
            break
        except httpx.HTTPStatusError as err:  # the test server's SQLite answers 503 while busy on a loaded machine
            if err.response.status_code != 503 or attempt == 5:
                raise
            time.sleep(5)
    return server.wait_for_run(run["id"], budget_s=1800, watch=serve)


def test_three_nights_flag_only_the_model_made_worse_in_its_state_artifact_report_and_notification(
        prefect_server, tiny_dataset, tmp_path, short_tmp, llm_servers):
    data = marked_dataset(tiny_dataset, tmp_path / "data", 9)
    srv = llm_servers(name="nightly")
    model = srv.scripts["nightly"][1]
    hook = Hook()
    state = tmp_path / "state"
    state.mkdir()
    env = prefect_server.env(state, short_tmp, IWR_NOTIFY_BLOCK=f"custom-webhook/{BLOCK}", IWR_BOOTSTRAP_RESAMPLES="4999")
    made = subprocess.run([sys.executable, "-c", MAKE_BLOCK, hook.url, BLOCK], env=env, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert made.returncode == 0, made.stderr[-2000:]
    cfg = state / "nightly.yaml"
    cfg.write_text(yaml.safe_dump({"data": str(data), "models": [MODEL], "api_base": srv.api_base, "judge": "iwr/offline",
                                   "protocol": "paper", "samples": 3, "workers": 2}))
    wrong = subprocess.run([IWR, "serve", "--config", str(cfg)], cwd=ROOT, env={**env, "IWR_NOTIFY_BLOCK": "custom-webhook/nowhere"},
                           capture_output=True, text=True, timeout=600)
    assert wrong.returncode == 2 and "IWR_NOTIFY_BLOCK='custom-webhook/nowhere': no such block" in wrong.stderr, wrong.stderr[-2000:]
    serve = subprocess.Popen([IWR, "serve", "--config", str(cfg)], cwd=ROOT, env=env, start_new_session=True,
                             stdout=open(state / "serve.log", "wb"), stderr=subprocess.STDOUT)  # noqa: SIM115
    runs = {}
    try:
        dep = wait_for_deployment(prefect_server, "iwr-nightly-serve", watch=serve)
        runs[1] = _run_night(prefect_server, dep, cfg, "2026-01-01", serve)
        model.glitch = {1: 1}  # night 2: the same model, one broken sample (noise)
        runs[2] = _run_night(prefect_server, dep, cfg, "2026-01-02", serve)
        notified_before = list(hook.received)
        model.worse = {3, 6, 9}  # night 3: worse on a third of the tasks
        runs[3] = _run_night(prefect_server, dep, cfg, "2026-01-03", serve)
    finally:
        stop(serve)
        hook.close()
    log = (state / "serve.log").read_text()[-4000:]

    assert [r["name"] for r in runs.values()] == ["nightly-2026-01-01", "nightly-2026-01-02", "nightly-2026-01-03"]
    assert srv.calls("nightly") == 3 * 27  # every night asks afresh: 9 tasks x 3 samples
    first, second, third = (runs[n]["state"] for n in (1, 2, 3))
    assert first["type"] == "COMPLETED" and "no earlier completed nightly" in first["message"], (first, log)
    assert second["type"] == "COMPLETED" and "nightly comparison with nightly-2026-01-01: no change beyond noise" in second["message"], second
    assert notified_before == []
    # Night 3: flagged, with its tasks, in the flow run's state ...
    assert (third["type"], third["name"]) == ("FAILED", "Regressed"), (third, log)
    assert f"regression: {MODEL} Final" in third["message"] and "worse on tasks 3, 6, 9" in third["message"]
    child = prefect_server.flow_runs(parent_flow_run_id={"any_": [runs[3]["id"]]})
    assert [(c["name"], c["state"]["name"]) for c in child] == [("nightly-2026-01-03", "Regressed")]
    # ... its artifact ...
    (art,) = prefect_server.api("POST", "/artifacts/filter", {"artifacts": {"key": {"any_": ["iwr-nightly-nightly-2026-01-03"]}}})
    assert "regressed on 3 task(s)" in art["data"] and all(f"| {t} |" in art["data"] for t in (3, 6, 9)), art["data"]
    # ... the notification block ...
    (sent,) = hook.received
    assert sent["subject"] == f"IWR-Bench nightly nightly-2026-01-03: {MODEL} regressed" and "worse on tasks 3, 6, 9" in sent["body"]
    assert "report: " in sent["body"] and "nightly-2026-01-03/index.html" in sent["body"]
    # ... the warehouse and the report.
    from iwr_bench.tasks.warehouse.store import connect

    con = connect(state / "warehouse")
    assert con.execute("SELECT run_id, state FROM runs ORDER BY run_id").fetchall() == [
        ("nightly-2026-01-01", "Completed"), ("nightly-2026-01-02", "Completed"), ("nightly-2026-01-03", "Regressed")]
    report = (state / "results" / "reports" / "nightly-2026-01-03" / "index.html").read_text()
    assert 'id="nightly"' in report and "worse on tasks 3, 6, 9" in report and 'id="trend"' in report
