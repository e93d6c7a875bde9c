"""What a daily user (and an inspect_ai or lm-eval user) reaches for, through the CLI (issue 30).

Each test names what went wrong once, or what was missing: a refreshed replay kept its old
score, piped summaries wrapped mid-value, help showed ``<str>``, the nightly's warnings lived
only on its child run, a predictions file of 2 pages planned 265 judge calls.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from iwr_bench.cli.main import app, command
from iwr_bench.tasks.warehouse.store import connect, query_rows

ROOT = Path(__file__).resolve().parent.parent


def _cli(args: list[str]):
    """The ``iwr`` command as ``main`` runs it (plain help included)."""
    from unittest import mock

    with mock.patch("typer.testing._get_command", lambda _app: command()):
        return CliRunner().invoke(app, args)


@pytest.fixture()
def isolated(tmp_path, monkeypatch):
    from iwr_bench.core.settings import get_settings

    env = {"IWR_WAREHOUSE": tmp_path / "wh", "IWR_RESULTS": tmp_path / "results", "IWR_PREFECT_HOME": tmp_path / "prefect",
           "IWR_REPORT_AFTER_RUN": "false"}
    for k, v in env.items():
        monkeypatch.setenv(k, str(v))
    monkeypatch.delenv("IWR_REPORT_BASE_URL", raising=False)
    get_settings.cache_clear()
    yield tmp_path
    get_settings.cache_clear()


def _scores(wh: Path, run_id: str) -> dict[tuple[str, int], tuple]:
    rows = query_rows(connect(wh), "SELECT model, task_id, ifs, vfs, final FROM task_scores WHERE run_id = ?", [run_id])
    return {(r["model"], r["task_id"]): (r["ifs"], round(r["vfs"], 6), round(r["final"], 6)) for r in rows}


# ---------------------------------------------------------------- messages and help (no browser)

def test_version_and_help_in_plain_words():
    """`iwr --version` did not exist; help showed <str> and <list[str]> beside every option, <bool> beside flags."""
    from iwr_bench.cli.main import version

    out = _cli(["--version"])
    assert out.exit_code == 0 and out.output.strip() == f"iwr {version()}"

    def walk(cmds, prefix=()):
        for name, cmd in cmds.items():
            if hasattr(cmd, "commands"):
                yield from walk(cmd.commands, (*prefix, name))
            else:
                yield (*prefix, name)

    names = list(walk(command().commands))
    assert ("run",) in names and ("init",) in names
    for name in names:
        text = _cli([*name, "--help"]).output
        for placeholder in ("<str>", "<list[str]>", "<bool>", "<int>", "<path>", "<float>"):
            assert placeholder not in text, f"iwr {' '.join(name)} --help shows {placeholder}"
    run_help = _cli(["run", "--help"]).output
    for flag in ("--limit", "--seed", "-M", "--fail-on-error", "--mlflow", "--workers", "--grounder"):
        assert flag in run_help, flag


def test_piped_summary_keeps_json_whole_and_prints_the_served_report_link(capsys):
    """Piped through a file, the summary wrapped its cache-hits JSON at 80 columns, mid-value;
    the report line printed the file:// path although IWR_REPORT_BASE_URL was set."""
    from iwr_bench.cli.commands._args import print_summary

    hits = json.dumps({s: {"reused": 123456, "computed": 654321, "failed_verification": 0} for s in ("generate", "replay", "score")})
    print_summary({"run_id": "r", "state": "Completed", "message": "2 pairs evaluated", "stages": ["generate", "replay", "score"],
                   "cache_hits": hits, "gt_features_computed": 1, "gt_features_reused": 2, "report": "/x/results/reports/r/index.html",
                   "report_link": "http://127.0.0.1:8765/r/index.html"})
    out = capsys.readouterr().out
    assert hits in out  # on one line, whole
    assert "report: http://127.0.0.1:8765/r/index.html" in out


def test_ui_replaces_prefects_advice_to_configure_the_api_url(tmp_path):
    """`iwr ui` passed on Prefect's "Configure Prefect ... prefect config set PREFECT_API_URL=..." although .env held it."""
    from iwr_bench.flows.ui import banner_line

    env = tmp_path / ".env"
    said = [banner_line(line, env) for line in ("Configure Prefect to communicate with the server with:\n", "\n",
                                                "    prefect config set PREFECT_API_URL=http://127.0.0.1:4200/api\n",
                                                "Check out the dashboard at http://127.0.0.1:4200\n")]
    shown = "".join(s for s in said if s)
    assert "prefect config set" not in shown and "nothing to configure" in shown and f"PREFECT_API_URL is in {env}" in shown and "dashboard" in shown


def test_init_writes_what_serve_and_prefect_deploy_read(tmp_path):
    """From a pip install, `iwr serve` said "config/nightly.yaml not found; copy config/nightly.yaml": neither shipped."""
    from iwr_bench.flows.nightly import read_config

    out = _cli(["init", str(tmp_path)])
    assert out.exit_code == 0, out.output
    cfg, pool = tmp_path / "config" / "nightly.yaml", tmp_path / "prefect.yaml"
    assert cfg.is_file() and pool.is_file() and not cfg.is_symlink()
    assert read_config(cfg, run_id="x").models == ["iwr/oracle", "iwr/static-frame", "iwr/blank"]
    assert "iwr_bench.flows.nightly.nightly_flow" in pool.read_text()
    cfg.write_text("data: mine\nmodels: [gpt-5]\n")
    again = _cli(["init", str(tmp_path)])
    assert "kept" in again.output and cfg.read_text() == "data: mine\nmodels: [gpt-5]\n"  # never overwritten
    missing = CliRunner().invoke(app, ["serve", "--config", str(tmp_path / "nope.yaml")])
    assert missing.exit_code != 0 and "iwr init" in str(missing.exception)


def test_model_args_are_checked_settings_and_change_the_settings_hash():
    from iwr_bench.core.errors import PrerequisiteError
    from iwr_bench.tasks.generation import model_settings
    from iwr_bench.tasks.generation.models import parse_model_arg, with_args

    assert parse_model_arg("temperature=0.7") == (None, "temperature", 0.7)
    assert parse_model_arg("model=openai/qwen2.5vl:7b:max_tokens=8192") == ("openai/qwen2.5vl:7b", "max_tokens", 8192)
    base = model_settings("gpt-5")
    tuned = with_args(base, {"temperature": 0.7, "max_tokens": 8192, "seed": 3})
    assert (tuned.temperature, tuned.max_tokens, tuned.extra["seed"]) == (0.7, 8192, 3)
    assert tuned.hash != base.hash  # a generation setting: in the generate cache key
    for bad in ({"max_tokens": "lots"}, {"api_base": "http://x"}):
        with pytest.raises(PrerequisiteError):
            with_args(base, bad)
    with pytest.raises(PrerequisiteError):
        parse_model_arg("temperature")


def test_error_budget_and_run_warnings():
    from iwr_bench.tasks.report.summary import PairOutcome, over_error_budget, run_warnings

    outcomes = [PairOutcome(1, "a", generation_error="server_error"), PairOutcome(2, "a", generation_error="no_page"),
                PairOutcome(3, "a", judge_errors=2), PairOutcome(4, "a")]
    row = {"state": "Completed", "message": "4 pairs"}
    assert over_error_budget(row, outcomes, 0.5) == row  # 2 of 4: not above a half; no_page is the model's result
    failed = over_error_budget(row, outcomes, 0.4)
    assert failed["state"] == "Failed" and "errors in 2 of 4 pairs (50.0 %)" in failed["message"]
    assert "generation 1, judge 1, infrastructure 0" in failed["message"]
    tags = [k for k, _ in run_warnings({"run_id": "n", "state": "Failed", "judge_errors": 3,
                                        "message": "4 pairs; calibration: iwr/oracle ifs = 0.500, expected >= 1.0 (is the judge broken?)"})]
    assert tags == ["canary", "judge-errors", "incomplete"]


# ---------------------------------------------------------------- runs (browser)

@pytest.mark.browser
@pytest.mark.slow
def test_plan_counts_only_the_pages_given_and_names_the_dropped_ones(tiny_dataset, isolated, tmp_path, caplog):
    """A predictions file of 2 pages once planned 265 judge calls (every task of the dataset);
    pages for task ids the dataset lacks were dropped without a word. --limit/--seed pick the tasks."""
    preds = tmp_path / "preds.jsonl"
    preds.write_text(json.dumps({"task_id": 1, "model": "m", "page": "<html><body>hi</body></html>"}) + "\n"
                     + json.dumps({"task_id": 99, "model": "m", "page": "<html></html>"}) + "\n")
    out = _cli(["run", "--data", str(tiny_dataset), "--pages", str(preds), "--plan"])
    assert out.exit_code == 0, out.output
    assert "task id(s) 99 are not in the dataset" in caplog.text
    assert "work: 1 (task, model) pairs" in out.output and "pairs without a page: 2" in out.output
    first = _cli(["run", "--data", str(tiny_dataset), "--models", "iwr/blank", "--limit", "2", "--plan"])
    assert first.exit_code == 0 and "tasks: 1,2;" in first.output, first.output
    picks = {_cli(["run", "--data", str(tiny_dataset), "--models", "iwr/blank", "--limit", "2", "--seed", str(s), "--plan"]).output
             .split(";")[0] for s in (1, 1, 2, 3, 4)}
    assert 1 < len(picks) <= 4  # the same seed, the same tasks; other seeds draw others
    bad = _cli(["run", "--data", str(tiny_dataset), "--seed", "1", "--plan"])
    assert "--limit" in str(bad.exception)  # a PrerequisiteError: main() prints it in one line and exits 2


@pytest.mark.browser
@pytest.mark.slow
def test_refresh_replay_rescores_the_new_replay(tiny_dataset, isolated, monkeypatch):
    """After `--refresh replay` the actions rows showed every step performed while task_scores kept
    the first replay's IFS 0 and page_unresponsive: the score was keyed by the replay's inputs."""
    import dataclasses

    import iwr_bench.tasks.replay.page as replay_module

    real = replay_module.replay_page
    flaky = {"left": 1}

    def first_replay_hangs(task, *a, **kw):
        rep = real(task, *a, **kw)
        if flaky["left"]:
            flaky["left"] -= 1
            rows = [rep.rows[0]] + [{**r, "outcome": "failed" if r["step"] == 1 else "skipped", "error_kind": "page_unresponsive"}
                                    for r in rep.rows[1:]]
            return dataclasses.replace(rep, rows=tuple(rows), steps_succeeded=0, first_failure=1, first_failure_kind="page_unresponsive")
        return rep

    monkeypatch.setattr(replay_module, "replay_page", first_replay_hangs)
    args = ["run", "--data", str(tiny_dataset), "--models", "iwr/oracle", "--tasks", "1", "--run-id", "fresh", "--judge", "iwr/offline"]
    assert CliRunner().invoke(app, args).exit_code == 0
    wh = isolated / "wh"
    assert _scores(wh, "fresh")[("iwr/oracle", 1)][0] == 0.0
    out = CliRunner().invoke(app, [*args, "--refresh", "replay"])
    assert out.exit_code == 0, out.output
    actions = query_rows(connect(wh), "SELECT outcome FROM actions WHERE run_id = 'fresh' AND step > 0")
    assert actions and all(a["outcome"] == "performed" for a in actions)
    score = query_rows(connect(wh), "SELECT ifs, first_failure_kind FROM task_scores WHERE run_id = 'fresh'")[0]
    assert score["ifs"] == 1.0 and score["first_failure_kind"] is None  # the rows agree


@pytest.fixture()
def scored_run(tiny_dataset, isolated, monkeypatch):
    """An oracle and a blank page on tasks 1-2, with its report, served links configured."""
    from iwr_bench.core.settings import get_settings

    monkeypatch.setenv("IWR_REPORT_AFTER_RUN", "true")
    monkeypatch.setenv("IWR_REPORT_BASE_URL", "http://127.0.0.1:8765/")
    get_settings.cache_clear()
    out = CliRunner().invoke(app, ["run", "--data", str(tiny_dataset), "--models", "iwr/oracle,iwr/blank", "--tasks", "1-2",
                                   "--run-id", "daily", "--judge", "iwr/offline"])
    assert out.exit_code == 0, out.output
    assert "report: http://127.0.0.1:8765/daily/index.html" in out.output  # not the file:// path
    return isolated


@pytest.mark.browser
@pytest.mark.slow
def test_export_predictions_round_trips_through_iwr_judge(scored_run, tiny_dataset, tmp_path):
    """There was no predictions file out of a run; `iwr judge` of it must give the run's own scores."""
    wh = scored_run / "wh"
    for how, extra in (("inline", []), ("files", ["--page-files"])):
        dest = tmp_path / how
        out = CliRunner().invoke(app, ["export", "--run-id", "daily", "--format", "predictions", "--out", str(dest), *extra])
        assert out.exit_code == 0, out.output
        lines = [json.loads(x) for x in (dest / "predictions.jsonl").read_text().splitlines()]
        assert len(lines) == 4 and {x["model"] for x in lines} == {"iwr/oracle", "iwr/blank"}
        assert all(("page" in x) == (how == "inline") for x in lines)
        judged = CliRunner().invoke(app, ["judge", str(dest / "predictions.jsonl"), "--data", str(tiny_dataset), "--tasks", "1-2",
                                          "--run-id", f"back-{how}", "--judge", "iwr/offline"])
        assert judged.exit_code == 0, judged.output
        assert _scores(wh, f"back-{how}") == _scores(wh, "daily")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture()
def mlflow_server(tmp_path):
    """A real MLflow tracking server (the full mlflow, in its own environment through uvx: it pins
    pyarrow below this project's), on loopback, stopped afterwards."""
    pytest.importorskip("mlflow", reason="the MLflow client (mlflow-skinny, dev group) is not installed")
    uvx = shutil.which("uvx") or str(ROOT / ".tools" / "bin" / "uvx")
    if not Path(uvx).exists():
        pytest.skip("uvx not found: run `make install`")
    port = _free_port()
    log = open(tmp_path / "mlflow.log", "wb")  # noqa: SIM115
    proc = subprocess.Popen([uvx, "--python", "3.11", "--from", "mlflow==3.17.2", "mlflow", "server", "--host", "127.0.0.1", "--port",
                             str(port), "--backend-store-uri", f"sqlite:///{tmp_path / 'mlflow.db'}", "--default-artifact-root",
                             str(tmp_path / "artifacts"), "--workers", "1"], stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:
        import httpx

        deadline = time.monotonic() + 600  # the first start downloads mlflow into uv's cache
        while time.monotonic() < deadline:
            assert proc.poll() is None, (tmp_path / "mlflow.log").read_text()[-3000:]
            try:
                if httpx.get(f"{url}/health", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            time.sleep(1)
        else:
            pytest.fail("the MLflow server did not answer in 600 s")
        yield url
    finally:
        os.killpg(proc.pid, 15)
        proc.wait(30)
        log.close()


@pytest.mark.browser
@pytest.mark.slow
def test_a_run_logged_to_mlflow_has_params_metrics_leaderboard_and_report(scored_run, tiny_dataset, mlflow_server, monkeypatch):
    """An lm-eval or inspect_ai user logs runs to a tracker: `iwr export --to mlflow` and `iwr judge --mlflow`."""
    from mlflow.tracking import MlflowClient

    monkeypatch.setenv("MLFLOW_TRACKING_URI", mlflow_server)
    out = CliRunner().invoke(app, ["export", "--run-id", "daily", "--to", "mlflow"])
    assert out.exit_code == 0, out.output
    client = MlflowClient(mlflow_server)
    exp = client.get_experiment_by_name("iwr-bench")
    [logged] = client.search_runs([exp.experiment_id], "tags.`iwr.run_id` = 'daily'")
    assert logged.data.params["judge"] == "iwr/offline" and logged.data.params["protocol"] == "paper"
    scores = _scores(scored_run / "wh", "daily")
    oracle_final = sum(v[2] for k, v in scores.items() if k[0] == "iwr/oracle") / 2
    assert logged.data.metrics["iwr/oracle/final"] == pytest.approx(oracle_final, abs=1e-9)
    assert logged.data.metrics["iwr/blank/final"] <= 0.05
    names = {a.path for a in client.list_artifacts(logged.info.run_id)}
    assert {"leaderboard.json", "report"} <= names
    assert "report/index.html" in {a.path for a in client.list_artifacts(logged.info.run_id, "report")}

    export = CliRunner().invoke(app, ["export", "--run-id", "daily", "--format", "predictions", "--out", str(scored_run / "p")])
    assert export.exit_code == 0
    judged = CliRunner().invoke(app, ["judge", str(scored_run / "p" / "predictions.jsonl"), "--data", str(tiny_dataset), "--tasks", "1",
                                      "--run-id", "tracked", "--judge", "iwr/offline", "--mlflow"])
    assert judged.exit_code == 0, judged.output
    assert client.search_runs([exp.experiment_id], "tags.`iwr.run_id` = 'tracked'")


@pytest.mark.browser
@pytest.mark.slow
def test_fail_on_error_fails_a_run_above_its_error_share(tiny_dataset, isolated, llm_servers, llm_trap, monkeypatch):
    """A switch that fails the run above an error share (inspect_ai's --fail-on-error), with the counts."""
    from iwr_bench.core.settings import get_settings

    monkeypatch.setenv("IWR_GENERATION_ATTEMPTS", "1")
    monkeypatch.setenv("IWR_GENERATION_BACKOFF_S", "0.01")
    get_settings.cache_clear()
    srv = llm_servers(name="gen")
    base = ["run", "--data", str(tiny_dataset), "--models", "openai/down-500,openai/good", "--api-base", srv.api_base, "--tasks", "1",
            "--stages", "generate"]
    over = CliRunner().invoke(app, [*base, "--run-id", "budget1", "--fail-on-error", "0.4"])
    assert over.exit_code == 1, over.output
    assert "errors in 1 of 2 pairs (50.0 %) exceed --fail-on-error 0.4: generation 1, judge 0, infrastructure 0" in over.output
    within = CliRunner().invoke(app, [*base, "--run-id", "budget2", "--fail-on-error", "0.5"])
    # Within the share the run is not Failed; the outage's pair is still not measured: Incomplete (exit 3).
    assert within.exit_code == 3 and "incomplete: 1 pair not measured (server_error 1)" in within.output, within.output


@pytest.mark.browser
@pytest.mark.slow
def test_nightly_warnings_show_on_its_own_flow_run_and_in_the_report(tiny_dataset, isolated, tmp_path, monkeypatch):
    """When the canary fired the parent nightly-YYYY-MM-DD run showed Completed, no message, no tags, no log line."""
    from prefect.client.orchestration import get_client

    from iwr_bench.core.settings import get_settings
    from iwr_bench.flows.nightly import nightly_flow

    # Ground truth nobody can match: the oracle's VFS falls and the canary must fire.
    data = tmp_path / "ds"
    shutil.copytree(tiny_dataset, data)
    from PIL import Image

    for png in (data / "data" / "1" / "checkpoints").glob("step_*.png"):
        Image.new("RGB", Image.open(png).size, "black").save(png)
    monkeypatch.setenv("IWR_REPORT_AFTER_RUN", "true")
    get_settings.cache_clear()
    cfg = tmp_path / "nightly.yaml"
    cfg.write_text(f"data: {data}\nmodels: [iwr/oracle]\njudge: iwr/offline\nprotocol: paper\ntasks: '1'\n")
    state = nightly_flow(config=str(cfg), return_state=True)
    assert "calibration: iwr/oracle vfs" in (state.message or ""), state.message
    from prefect.client.schemas.filters import LogFilter, LogFilterFlowRunId

    # Log lines reach the API in batches: poll for them.
    with get_client(sync_client=True) as client:
        run = client.read_flow_run(state.state_details.flow_run_id)
        assert "warning:canary" in run.tags
        deadline, lines = time.monotonic() + 60, []
        while time.monotonic() < deadline and not any("calibration: iwr/oracle" in line for line in lines):
            lines = [log.message for log in client.read_logs(log_filter=LogFilter(flow_run_id=LogFilterFlowRunId(any_=[run.id])))]
            time.sleep(1)
    assert any("calibration: iwr/oracle" in line for line in lines), lines
    summary = state.result()
    report = Path(summary["report"]).read_text()
    assert 'data-warning="canary"' in report
