"""Whole runs against the local OpenAI-compatible server (tests/llm_server.py), over real HTTP.

Every scenario of issue 13 goes through the one entry point (``iwr_bench.flows.run.run``) or the CLI, and
is checked in the rows the run lands and in the server's own request log: what a row says was
called is what the server saw. Each role points at its own server; the trap (where every
provider-default base URL points) must see nothing.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from iwr_bench.core.errors import PrerequisiteError
from iwr_bench.tasks.warehouse.store import connect, query_rows
from tests.llm_server import HUGE_BYTES
from tests.runs import run_in_process

pytestmark = [pytest.mark.browser, pytest.mark.slow]

GENERATORS = ("good", "good-no-usage", "truncated", "flaky-429", "down-500", "slow", "empty", "prose", "huge")


@pytest.fixture()
def isolated(tmp_path, monkeypatch):
    """Fresh warehouse, results and Prefect state; short budgets so failures stay quick."""
    from iwr_bench.core.settings import get_settings

    models = tmp_path / "models.yaml"
    models.write_text("models:\n  - pattern: 'openai/slow'\n    timeout: 1.5\n")
    env = {"IWR_WAREHOUSE": tmp_path / "wh", "IWR_RESULTS": tmp_path / "results", "IWR_PREFECT_HOME": tmp_path / "prefect",
           "IWR_REPORT_AFTER_RUN": "false", "IWR_GENERATION_ATTEMPTS": 3, "IWR_GENERATION_BACKOFF_S": 0.01,
           "IWR_JUDGE_ATTEMPTS": 1, "IWR_MODELS_CONFIG": models}
    for k, v in env.items():
        monkeypatch.setenv(k, str(v))
    for k in ("IWR_API_BASE", "IWR_JUDGE_API_BASE", "IWR_GROUNDING_API_BASE", "IWR_GROUNDING_MODEL"):
        monkeypatch.delenv(k, raising=False)
    get_settings.cache_clear()
    yield tmp_path
    get_settings.cache_clear()


def _run(data: Path, run_id: str, **kw):
    fields = dict(data=str(data), run_id=run_id, protocol="paper", task_runner="threads", workers=2, tasks=[1])
    fields.update(kw)
    return run_in_process(**fields)


def _rows(wh: Path, table: str, run_id: str) -> dict[str, dict]:
    rows = query_rows(connect(wh), f"SELECT * FROM {table} WHERE run_id = ?", [run_id])
    return {r["model"].removeprefix("openai/"): r for r in rows}


def test_every_generator_behaviour_lands_its_row_and_a_rerun_asks_only_the_transient_failures(tiny_dataset, isolated, llm_servers, llm_trap):
    """Once HTTP 5xx generations were cached for good, attempts said 5 where the server saw 10,
    a prose answer was scored as a "truncated" page, and a missing usage landed 0 tokens."""
    gen_srv, judge_srv = llm_servers(name="gen"), llm_servers(name="judge")
    summary = _run(tiny_dataset, "e1", models=[f"openai/{m}" for m in GENERATORS], api_base=gen_srv.api_base,
                   judge="openai/judge", judge_api_base=judge_srv.api_base)
    wh = isolated / "wh"
    gens, scores = _rows(wh, "generations", "e1"), _rows(wh, "task_scores", "e1")
    assert set(gens) == set(GENERATORS) == set(scores)

    # attempts = the HTTP calls the server saw, for every model
    for m in GENERATORS:
        assert gens[m]["attempts"] == gen_srv.calls(m), m
    kinds = {m: gens[m]["error_kind"] for m in GENERATORS}
    assert kinds == {"good": None, "good-no-usage": None, "truncated": "truncated", "flaky-429": None, "down-500": "server_error",
                     "slow": "llm_timeout", "empty": "no_page", "prose": "no_page", "huge": None}
    assert (gens["flaky-429"]["attempts"], gens["down-500"]["attempts"], gens["slow"]["attempts"]) == (2, 3, 3)
    assert gens["good"]["input_tokens"] > 0 and gens["good"]["cost_usd"] is None  # no price known: unknown, not $0
    assert (gens["good-no-usage"]["input_tokens"], gens["good-no-usage"]["output_tokens"]) == (None, None)
    assert gens["prose"]["page_path"] is None and not gens["prose"]["truncated"] and "holds no page" in gens["prose"]["error_message"]
    assert Path(gens["huge"]["page_path"]).stat().st_size >= HUGE_BYTES and scores["huge"]["final"] is not None
    for m in ("empty", "prose"):  # the model's failures: scored 0
        assert scores[m]["final"] == 0 and scores[m]["not_measured"] is None, m
    for m, kind in (("down-500", "server_error"), ("slow", "llm_timeout")):  # the server's: not measured, never a 0
        assert scores[m]["final"] is None and scores[m]["not_measured"] == kind, m
    assert scores["good"]["ifs"] is not None and scores["good"]["judge_errors"] == 0

    runs = query_rows(connect(wh), "SELECT * FROM runs WHERE run_id = 'e1'")[0]
    assert runs["total_input_tokens"] is None and runs["total_cost_usd"] is None  # some usage unknown: never a partial sum
    assert summary["state"] == "Incomplete" and runs["judge_errors"] == 0 and runs["n_not_measured"] == 2
    assert "incomplete: 2 pairs not measured (llm_timeout 1, server_error 1) — rerun the same command" in summary["message"]

    # each role reached its own host only; the provider-default host saw nothing
    assert {r.role for r in gen_srv.requests() if r.path.endswith("/chat/completions")} == {"generator"}
    assert {r.role for r in judge_srv.requests() if r.path.endswith("/chat/completions")} == {"judge"}
    assert judge_srv.calls(kind="rubric") > 0  # these pages fail the first action, so only the rubric is asked
    assert llm_trap.requests() == []

    # rerun (a new run id): only the transient failures are asked again; every answer is reused
    gen_before, judge_before = {m: gen_srv.calls(m) for m in GENERATORS}, judge_srv.calls()
    _run(tiny_dataset, "e2", models=[f"openai/{m}" for m in GENERATORS], api_base=gen_srv.api_base,
         judge="openai/judge", judge_api_base=judge_srv.api_base)
    asked = {m: gen_srv.calls(m) - gen_before[m] for m in GENERATORS}
    assert asked == {**dict.fromkeys(GENERATORS, 0), "down-500": 3, "slow": 3}
    assert judge_srv.calls() == judge_before
    again = _rows(wh, "generations", "e2")
    assert again["good"]["cached"] and again["good"]["attempts"] == 0 and again["good"]["latency_s"] is None
    assert again["down-500"]["attempts"] == 3 and not again["down-500"]["cached"]
    assert llm_trap.requests() == []


def test_a_rerun_after_a_judge_outage_asks_exactly_the_failed_calls_again(tiny_dataset, isolated, llm_server):
    """Judge errors were once cached by Prefect with the page's scores: a rerun retried nothing."""
    judge = dict(judge="openai/judge", judge_api_base=llm_server.api_base, models=["iwr/oracle"])

    def asked(since: int = 0) -> list:
        return [r for r in llm_server.requests() if r.path.endswith("/chat/completions")][since:]

    llm_server.fail_next("judge", 2, "500")
    first = _run(tiny_dataset, "o1", **judge)
    wh = isolated / "wh"
    run1 = asked()
    failed = {r.conversation for r in run1 if r.status == 500}
    answered = {r.conversation for r in run1 if r.status == 200}
    assert len(failed) == 2 and len(answered) == len(run1) - 2  # every question once; two of them failed
    o1 = _rows(wh, "task_scores", "o1")["iwr/oracle"]
    assert o1["judge_errors"] == 2 and first["judge_errors"] == 2 and any("2 of" in line for line in first["judge_error_lines"])
    assert (o1["not_measured"], o1["final"], first["state"]) == ("judge_error", None, "Incomplete")  # never a score

    second = _run(tiny_dataset, "o2", **judge)
    run2 = asked(len(run1))
    again = {r.conversation for r in run2}
    # The two failed questions are asked again; nothing that was answered is.
    assert failed <= again and not (again & answered), (second["cache_hits"], [(r.kind, r.status) for r in run2])
    assert len(run2) == len(again)
    if '"replay": {"computed": 0' in second["cache_hits"]:  # the same screenshots: exactly the two calls
        assert len(run2) == 2
    assert second["judge_errors"] == 0 and _rows(wh, "task_scores", "o2")["iwr/oracle"]["judge_errors"] == 0
    assert second["state"] == "Completed" and _rows(wh, "task_scores", "o2")["iwr/oracle"]["final"] is not None
    third = _run(tiny_dataset, "o3", **judge)
    assert asked(len(run1) + len(run2)) == [] and '"score": {"computed": 0' in third["cache_hits"]


def test_a_run_of_judge_errors_is_incomplete_and_strict_breaks_no_view_or_command(tiny_dataset, isolated, llm_server, monkeypatch):
    """An unparsable judge once scored 100 % with exit 0; under strict, leaderboard and report then exited 1."""
    from iwr_bench.cli.main import app
    from iwr_bench.core.settings import get_settings

    monkeypatch.setenv("IWR_JUDGE_RETRIES", "0")
    get_settings.cache_clear()
    cli = CliRunner()
    res = cli.invoke(app, ["run", "--data", str(tiny_dataset), "--tasks", "1", "--models", "iwr/oracle", "--run-id", "s1",
                           "--protocol", "strict", "--judge", "openai/judge-malformed", "--judge-api-base", llm_server.api_base])
    assert res.exit_code == 3, res.output
    assert "Incomplete" in res.output and "judge errors, iwr/oracle" in res.output
    assert res.output.strip().splitlines()[-1] == "incomplete: 1 pair not measured (judge_error 1) — rerun the same command"
    runs = query_rows(connect(isolated / "wh"), "SELECT state, judge_errors FROM runs WHERE run_id = 's1'")[0]
    assert runs["state"] == "Incomplete" and runs["judge_errors"] > 0
    assert llm_server.calls("judge-malformed") == runs["judge_errors"]  # one ask per item, no re-ask (IWR_JUDGE_RETRIES=0)

    board = cli.invoke(app, ["leaderboard", "--run-id", "s1"])
    assert board.exit_code == 0, board.output
    assert "judge error" in board.output and "1 pair(s) not measured" in board.output
    report = cli.invoke(app, ["report", "--run-id", "s1", "--out", str(isolated / "report")])
    assert report.exit_code == 0, report.output
    assert (isolated / "report" / "index.html").is_file()
    for view in ("leaderboard", "task_scores_detail", "checkpoints", "assertions"):
        connect(isolated / "wh").execute(f"SELECT * FROM {view} WHERE run_id = 's1'").fetchall()


@pytest.mark.parametrize(("judge", "extra", "message"), [
    ("nojudge", {}, r"judge nojudge: LiteLLM does not know this provider"),
    ("openai/judge", {"judge_api_base": "http://127.0.0.1:9/v1"}, r"judge openai/judge: http://127.0.0.1:9/v1 is not reachable.*--judge-api-base"),
    ("openai/no-such-judge", "server", r"does not serve model 'no-such-judge'"),
    ("openai/judge", {"judge_api_base": "server", "judge_api_key_env": "IWR_TEST_UNSET_KEY"}, r"key variable IWR_TEST_UNSET_KEY is not set"),
])
def test_a_judge_that_cannot_answer_is_refused_in_one_line_before_any_work(tiny_dataset, isolated, llm_server, judge, extra, message):
    """A misspelled --judge nojudge once passed everything: IFS 100 %, exit 0."""
    extra = {"judge_api_base": llm_server.api_base} if extra == "server" else dict(extra)
    if extra.get("judge_api_base") == "server":
        extra["judge_api_base"] = llm_server.api_base
    with pytest.raises(PrerequisiteError, match=message) as err:
        _run(tiny_dataset, "x1", models=["iwr/blank"], judge=judge, **extra)
    assert "\n" not in str(err.value)
    assert not (isolated / "wh").exists() and not (isolated / "results").exists()
    assert llm_server.calls() == 0


def test_a_generator_endpoint_is_checked_before_any_work(tiny_dataset, isolated, llm_server):
    with pytest.raises(PrerequisiteError, match=r"generator openai/nosuch: .* does not serve model 'nosuch'"):
        _run(tiny_dataset, "x2", models=["openai/nosuch"], api_base=llm_server.api_base, judge="iwr/offline")
    assert not (isolated / "wh").exists() and llm_server.calls() == 0


def test_a_grounder_outage_is_not_cached_with_the_replay(tiny_dataset, isolated, llm_server, llm_trap, tmp_path):
    """A transient grounder failure once went into the replay's cache entry with the replay, so a
    rerun reused the failed step; and the replay key did not name the grounder at all."""
    import json

    twins = ('<!DOCTYPE html><html><body><input placeholder="What to buy?"><input placeholder="What to buy?">'
             '<button>Add</button><ul></ul></body></html>')
    preds = tmp_path / "preds.jsonl"
    preds.write_text(json.dumps({"task_id": 1, "model": "twins", "page": twins}) + "\n")
    common = dict(pages=str(preds), judge="iwr/offline", grounding_model="openai/grounder", grounding_api_base=llm_server.api_base)
    llm_server.fail_next("grounder", 1, "500")
    first = _run(tiny_dataset, "g1", **common)
    step1 = {r["step"]: r for r in query_rows(connect(isolated / "wh"), "SELECT * FROM actions WHERE run_id = 'g1'")}[1]
    assert step1["error_kind"] == "server_error" and llm_server.calls("grounder") == 1
    assert '"replay": {"computed": 1' in first["cache_hits"]

    second = _run(tiny_dataset, "g2", **common)
    step1 = {r["step"]: r for r in query_rows(connect(isolated / "wh"), "SELECT * FROM actions WHERE run_id = 'g2'")}[1]
    asked = llm_server.calls("grounder")
    assert asked > 1 and step1["error_kind"] != "server_error" and '"replay": {"computed": 1' in second["cache_hits"]
    third = _run(tiny_dataset, "g3", **common)
    assert llm_server.calls("grounder") == asked and '"replay": {"computed": 0' in third["cache_hits"]
    assert llm_trap.requests() == []


def test_a_judge_failing_every_rubric_keeps_lvs_marks_hvs_missing_and_a_rerun_fills_it_in(tiny_dataset, isolated, llm_server):
    """A rubric outage once threw the checkpoints' OCR and DINO evidence away with it (a perfect page:
    LVS 0, VFS 0), and the leaderboard called it "no checkpoint", like a page that never got there.
    Now the pair is not measured (an outage is never a score, the run Incomplete) while its
    checkpoints keep their evidence, and the rerun asks only the missing rubrics."""
    outage = llm_server.scripts["judge-rubric-outage"][1]
    judge = dict(judge="openai/judge-rubric-outage", judge_api_base=llm_server.api_base, models=["iwr/oracle"])
    first = _run(tiny_dataset, "h1", **judge)
    wh = isolated / "wh"
    con = connect(wh)
    t = _rows(wh, "task_scores", "h1")["iwr/oracle"]
    assert (t["not_measured"], t["final"], t["lvs"], first["state"]) == ("judge_error", None, None, "Incomplete")  # never a score
    cps = query_rows(con, "SELECT lvs, ocr_score, hvs_score, score, error_kind FROM checkpoints WHERE run_id = 'h1'")
    assert cps and all(c["lvs"] > 0.9 and c["hvs_score"] is None and c["score"] is None and c["error_kind"] == "judge_error" for c in cps)
    board = query_rows(con, "SELECT not_measured, no_checkpoint FROM leaderboard WHERE run_id = 'h1'")[0]
    assert board == {"not_measured": 1, "no_checkpoint": 0}
    assert first["judge_errors"] == len(cps)
    rubrics = llm_server.calls("judge-rubric-outage", kind="rubric")
    assert rubrics >= len(cps)

    outage.down = False  # the judge is back: the same command again
    second = _run(tiny_dataset, "h1", **judge)
    assert llm_server.calls("judge-rubric-outage", kind="rubric") - rubrics == len(cps)  # only the missing rubrics are asked
    t = _rows(wh, "task_scores", "h1")["iwr/oracle"]
    assert (t["unscored_checkpoints"], t["judge_errors"], t["not_measured"]) == (0, 0, None) and second["judge_errors"] == 0
    assert second["state"] == "Completed" and t["lvs"] > 0.9 and t["ifs"] == 1.0
    cps = query_rows(connect(wh), "SELECT hvs_score, score FROM checkpoints WHERE run_id = 'h1'")
    assert all(c["hvs_score"] in (0.75, 1.0) and c["score"] is not None for c in cps)  # the script's two rubrics
    assert t["hvs"] == pytest.approx(sum(c["hvs_score"] for c in cps) / len(cps))


def test_another_judge_endpoint_is_asked_not_served_the_first_ones_verdicts(tiny_dataset, isolated, llm_servers, monkeypatch):
    """The score stage's key once named the judge model but not its endpoint: pointing
    --judge-api-base (or OPENAI_API_BASE) at another server reused the first server's verdicts and
    HVS without a word (the new server got 0 calls)."""
    first, second, third = llm_servers(name="judge-a"), llm_servers(name="judge-b"), llm_servers(name="judge-c")
    common = dict(models=["iwr/oracle"], judge="openai/judge")
    assert _run(tiny_dataset, "j1", judge_api_base=first.api_base, **common)["state"] == "Completed"
    asked = first.calls(role="judge")
    assert asked > 0
    assert _run(tiny_dataset, "j2", judge_api_base=second.api_base, **common)["state"] == "Completed"
    assert second.calls(role="judge") == asked and first.calls(role="judge") == asked  # every question, of the new server only
    assert _run(tiny_dataset, "j3", judge_api_base=second.api_base, **common)["state"] == "Completed"
    assert second.calls(role="judge") == asked  # the same endpoint again: its answers are reused
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    monkeypatch.setenv("OPENAI_API_BASE", third.api_base)  # no --judge-api-base: the provider's variable names the host
    assert _run(tiny_dataset, "j4", **common)["state"] == "Completed"
    assert third.calls(role="judge") == asked
