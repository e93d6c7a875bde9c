"""The one model call path (tasks/llm/) against the local OpenAI-compatible server, over real HTTP.

Every count below is checked against the server's own log: what the reply record says was
called is what the server saw.
"""

from __future__ import annotations

import logging
import socket

import pytest

from iwr_bench.core.errors import PrerequisiteError
from iwr_bench.core.kinds import ErrorKind
from iwr_bench.core.secrets import scrub
from iwr_bench.core.settings import Settings
from iwr_bench.tasks import llm
from iwr_bench.tasks.llm import CallBudget, Endpoint, check_endpoint, complete, endpoint_for
from tests.builders import at, fast
from tests.llm_server import HUGE_BYTES

HI = [{"role": "user", "content": "Build the page."}]


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# ---------------------------------------------------------------- generator behaviours


def test_good_page_with_usage(llm_server):
    r = complete(at(llm_server, "good"), HI, budget=fast(), max_tokens=1000)
    assert r.ok and r.attempts == 1 == llm_server.calls("good")
    assert "```html" in r.content and "<!DOCTYPE html>" in r.content and r.content.startswith("Here is")
    assert r.finish_reason == "stop"
    assert r.input_tokens > 0 and r.output_tokens > 0
    assert r.cost_usd is None  # LiteLLM has no price for "good": unknown, not $0
    assert r.raw["choices"][0]["message"]["content"] == r.content


def test_reply_without_usage_has_null_tokens_not_zero(llm_server):
    """LiteLLM fills a missing usage with zeros; the row once landed 0 tokens for "unknown"."""
    r = complete(at(llm_server, "good-no-usage"), HI, budget=fast())
    assert r.ok and (r.input_tokens, r.output_tokens, r.cost_usd) == (None, None, None)


def test_known_price_gives_a_cost(llm_server):
    r = complete(at(llm_server, "gpt-4o-mini"), HI, budget=fast())
    assert r.ok and r.cost_usd is not None and r.cost_usd > 0


def test_truncated_empty_prose_and_huge_replies_come_back_as_they_are(llm_server):
    cut = complete(at(llm_server, "truncated"), HI, budget=fast())
    assert cut.ok and cut.finish_reason == "length" and "</html>" not in cut.content
    empty = complete(at(llm_server, "empty"), HI, budget=fast())
    assert empty.ok and empty.content == "" and empty.error_kind is None
    prose = complete(at(llm_server, "prose"), HI, budget=fast())
    assert prose.ok and "<html" not in prose.content.lower() and "```" not in prose.content
    huge = complete(at(llm_server, "huge"), HI, budget=fast())
    assert huge.ok and len(huge.content) >= HUGE_BYTES and huge.content.rstrip().endswith("```")
    assert llm_server.calls() == 4


def test_429_then_success_is_retried_and_counted(llm_server):
    r = complete(at(llm_server, "flaky-429"), HI, budget=fast())
    assert r.ok and r.attempts == 2 == llm_server.calls("flaky-429")
    assert "```html" in r.content


def test_always_500_is_server_error_after_the_attempt_budget(llm_server):
    """LiteLLM's own retry path imports tenacity (not installed): every verdict was once a
    judge_error "tenacity import failed". Our retries only, each one a real HTTP call."""
    r = complete(at(llm_server, "down-500"), HI, budget=fast(attempts=3))
    assert (r.ok, r.error_kind, r.content) == (False, ErrorKind.SERVER_ERROR, None)
    assert r.attempts == 3 == llm_server.calls("down-500")
    assert "tenacity" not in (r.error_message or "")
    assert r.input_tokens is None and r.cost_usd is None


def test_slower_than_the_timeout_is_llm_timeout(llm_server):
    r = complete(at(llm_server, "slow"), HI, budget=fast(attempts=2, timeout_s=0.5))
    assert r.error_kind == ErrorKind.LLM_TIMEOUT and r.error_kind.transient
    assert r.attempts == 2 == llm_server.calls("slow")


def test_the_time_budget_stops_retries_before_the_attempt_budget(llm_server):
    budget = CallBudget(attempts=10, timeout_s=30, total_s=5.0, backoff_base_s=100, backoff_max_s=100)
    r = complete(at(llm_server, "down-500"), HI, budget=budget)
    assert r.error_kind == ErrorKind.SERVER_ERROR and r.attempts == 1 == llm_server.calls("down-500")
    assert "retry budget" in r.error_message


def test_unknown_model_is_final_after_one_call(llm_server):
    r = complete(at(llm_server, "no-such-model"), HI, budget=fast())
    assert r.error_kind == ErrorKind.UNKNOWN_MODEL and not r.error_kind.transient
    assert r.attempts == 1 == llm_server.calls("no-such-model")
    assert "does not exist" in r.error_message


def test_outage_with_resets_and_500s_then_recovery(llm_server):
    llm_server.fail_next("good", 1, "reset")
    llm_server.fail_next("good", 1, "500")
    r = complete(at(llm_server, "good"), HI, budget=fast(attempts=3))
    assert r.ok and r.attempts == 3 == llm_server.calls("good")


def test_connection_reset_is_connection_error_not_server_error(llm_server):
    """LiteLLM reports a dropped connection as a 500 ("InternalServerError: Connection error.")."""
    llm_server.fail_next("good", 5, "reset")
    r = complete(at(llm_server, "good"), HI, budget=fast(attempts=2))
    assert r.error_kind == ErrorKind.CONNECTION_ERROR and r.attempts == 2 == llm_server.calls("good")


def test_unreachable_host_is_connection_error():
    r = complete(Endpoint("openai/good", f"http://127.0.0.1:{closed_port()}/v1"), HI, budget=fast(attempts=2))
    assert r.error_kind == ErrorKind.CONNECTION_ERROR and r.attempts == 2


# ---------------------------------------------------------------- keys


def test_named_key_variable_is_sent_and_a_wrong_key_is_auth_error_scrubbed(llm_servers, monkeypatch, caplog):
    srv = llm_servers(require_key="right-key-0123456789")
    monkeypatch.setenv("LOCAL_LLM_CRED", "right-key-0123456789")
    assert complete(at(srv, "good", api_key_env="LOCAL_LLM_CRED"), HI, budget=fast()).ok
    assert srv.requests()[-1].authorized
    # A wrong key in a variable whose name does not look secret: the server echoes it back.
    monkeypatch.setenv("LOCAL_LLM_CRED", "wrong-key-9876543210")
    with caplog.at_level(logging.DEBUG, logger="iwr_bench"):
        r = complete(at(srv, "good", api_key_env="LOCAL_LLM_CRED"), HI, budget=fast())
    assert r.error_kind == ErrorKind.AUTH_ERROR and r.attempts == 1
    assert "wrong-key-9876543210" not in r.error_message and "***" in r.error_message
    ours = [rec.getMessage() for rec in caplog.records if rec.name.startswith("iwr_bench")]
    assert ours and not any("wrong-key-9876543210" in m for m in ours)


def test_a_named_host_without_a_key_variable_never_gets_the_providers_key(llm_server, monkeypatch):
    """OPENAI_API_KEY is for OpenAI's host; a local server gets a placeholder unless its variable is named."""
    monkeypatch.setenv("OPENAI_API_KEY", "sk-real-openai-key-000000")
    kwargs = at(llm_server, "good").call_kwargs()
    assert kwargs["api_key"] == llm.PLACEHOLDER_KEY
    assert at(llm_server, "good", api_key_env="OPENAI_API_KEY").call_kwargs()["api_key"] == "sk-real-openai-key-000000"
    assert "api_key" not in Endpoint("openai/gpt-4o").call_kwargs()  # provider default: LiteLLM reads its variable


def test_scrub_masks_env_secrets_named_values_and_bearer_tokens(monkeypatch):
    monkeypatch.setenv("SOME_API_KEY", "abcdefgh12345")
    text = "key abcdefgh12345, token xyz-secret-999, header Authorization: Bearer tok_1234567890abc"
    out = scrub(text, ["xyz-secret-999", None])
    assert "abcdefgh12345" not in out and "xyz-secret-999" not in out and "tok_1234567890abc" not in out
    assert scrub("none at all") == "none at all"


# ---------------------------------------------------------------- errors


@pytest.mark.parametrize(("status", "kind"), [(429, ErrorKind.RATE_LIMITED), (401, ErrorKind.AUTH_ERROR), (403, ErrorKind.AUTH_ERROR),
                                              (503, ErrorKind.SERVER_ERROR), (418, ErrorKind.LLM_ERROR)])
def test_classify_by_status_when_the_class_says_nothing(status, kind):
    class Odd(Exception):
        status_code = status

    assert llm.classify(Odd("x")) == kind


def test_classify_follows_the_exception_chain_and_named_kinds():
    try:
        try:
            raise ConnectionResetError("peer reset")
        except ConnectionResetError as inner:
            raise RuntimeError("wrapped") from inner
    except RuntimeError as outer:
        assert llm.classify(outer) == ErrorKind.CONNECTION_ERROR

    class Named(Exception):
        iwr_error_kind = "no_page"

    assert llm.classify(Named()) == ErrorKind.NO_PAGE
    assert llm.classify(ValueError("?")) == ErrorKind.LLM_ERROR


def test_zero_attempts_is_a_setup_error():
    with pytest.raises(PrerequisiteError, match="at least 1 attempt"):
        CallBudget(attempts=0)


# ---------------------------------------------------------------- endpoints and precedence


def test_endpoint_precedence_cli_then_models_file_then_settings_then_provider_default():
    s = Settings(api_base="http://settings/v1", api_key_env="SETTINGS_KEY", judge_api_base="http://judge-settings/v1")
    row = {"api_base": "http://row/v1", "api_key_env": "ROW_KEY"}
    assert endpoint_for("openai/m", row, "http://cli/v1", s, cli_api_key_env="CLI_KEY") == Endpoint("openai/m", "http://cli/v1", "CLI_KEY")
    assert endpoint_for("openai/m", row, None, s) == Endpoint("openai/m", "http://row/v1", "ROW_KEY")
    assert endpoint_for("openai/m", {"api_key_env": "ROW_KEY"}, None, s) == Endpoint("openai/m", "http://settings/v1", "ROW_KEY")
    assert endpoint_for("openai/m", None, None, s) == Endpoint("openai/m", "http://settings/v1", "SETTINGS_KEY")
    assert endpoint_for("openai/m", None, None, Settings()) == Endpoint("openai/m", None, None)
    # each role reads its own settings, never another role's
    assert endpoint_for("openai/j", None, None, s, role="judge") == Endpoint("openai/j", "http://judge-settings/v1", None)
    assert endpoint_for("openai/g", None, None, s, role="grounder") == Endpoint("openai/g", None, None)
    with pytest.raises(ValueError, match="unknown role"):
        endpoint_for("m", role="critic")  # type: ignore[arg-type]


def test_check_endpoint_passes_for_a_served_model(llm_server):
    check_endpoint(at(llm_server, "judge"), "judge")
    assert [r.path for r in llm_server.requests()] == ["/v1/models"]


@pytest.mark.parametrize(("endpoint", "role", "message"), [
    (Endpoint("nojudge"), "judge", r"judge nojudge: LiteLLM does not know this provider.*--judge iwr/offline"),
    (Endpoint("openai/judge", None, "IWR_TEST_UNSET_KEY"), "judge", "key variable IWR_TEST_UNSET_KEY is not set"),
    (Endpoint("iwr/oracel"), "generator", "unknown offline baseline"),
])
def test_check_endpoint_refuses_in_one_line(endpoint, role, message, monkeypatch):
    monkeypatch.delenv("IWR_TEST_UNSET_KEY", raising=False)
    from iwr_bench.tasks.generation.baselines import check_generator

    with pytest.raises(PrerequisiteError, match=message) as err:
        check_generator(endpoint) if role == "generator" else check_endpoint(endpoint, role)  # the generator's check knows the baselines
    assert "\n" not in str(err.value)


@pytest.mark.parametrize("base", ["notaurl", "http://", "ftp://host/v1", "http://[::1", "http://host:abc/v1", "localhost:8000/v1"])
def test_a_base_url_that_is_not_a_url_is_refused_in_one_line(base):
    """Regression: `iwr run --api-base notaurl` ended in urllib's traceback ("unknown url type")."""
    with pytest.raises(PrerequisiteError, match=r"generator openai/m: the base URL .* is not an http:// or https:// URL with a host.*--api-base") as err:
        check_endpoint(Endpoint("openai/m", base), "generator")
    assert "\n" not in str(err.value)


def test_check_endpoint_without_the_providers_key(monkeypatch):
    monkeypatch.delenv("GEMINI_API_KEY", raising=False)
    monkeypatch.delenv("GOOGLE_API_KEY", raising=False)
    with pytest.raises(PrerequisiteError, match=r"grounder gemini/gemini-2.5-flash: set .*GEMINI_API_KEY.*IWR_GROUNDING_API_KEY_ENV"):
        check_endpoint(Endpoint("gemini/gemini-2.5-flash"), "grounder")


def test_check_endpoint_unreachable_unserved_and_refused(llm_server, llm_servers, monkeypatch):
    with pytest.raises(PrerequisiteError, match=r"judge openai/judge: http://127.0.0.1:\d+/v1 is not reachable.*IWR_JUDGE_API_BASE"):
        check_endpoint(Endpoint("openai/judge", f"http://127.0.0.1:{closed_port()}/v1"), "judge", timeout_s=2)
    with pytest.raises(PrerequisiteError, match=r"does not serve model 'nosuch' \(it serves: .*judge"):
        check_endpoint(at(llm_server, "nosuch"), "generator")
    locked = llm_servers(require_key="the-right-key-123")
    monkeypatch.setenv("LOCKED_KEY", "the-wrong-key-456")
    with pytest.raises(PrerequisiteError, match=r"refused the key in LOCKED_KEY \(HTTP 401\)") as err:
        check_endpoint(at(locked, "good", api_key_env="LOCKED_KEY"), "generator")
    assert "the-wrong-key-456" not in str(err.value)
    assert llm_server.calls() == 0  # a check never asks the model anything


# ---------------------------------------------------------------- one host per role


def test_each_role_reaches_only_its_own_host_and_the_trap_sees_nothing(llm_servers, llm_trap, tmp_path):
    """The judge and the grounder once ignored --api-base and called the provider's public host."""
    from PIL import Image

    from iwr_bench.tasks.judge.judges import AssertionCase, get_judge
    from iwr_bench.tasks.locate.decide import litellm_grounder, locate

    gen_srv, judge_srv, ground_srv = llm_servers(name="gen"), llm_servers(name="judge"), llm_servers(name="ground")
    assert complete(at(gen_srv, "good"), HI, budget=fast()).ok

    before, after = tmp_path / "b.png", tmp_path / "a.png"
    Image.new("RGB", (16, 16), "white").save(before)
    Image.new("RGB", (16, 16), "black").save(after)
    judge = get_judge("openai/judge", tmp_path / "cache", endpoint=at(judge_srv, "judge"), budget=fast())
    assert judge.judge_assertion(AssertionCase(1, 1, "The list shows it.", before, after)).verdict == "pass"
    assert judge.rubric(before, after).score == pytest.approx(0.75)

    grounder = litellm_grounder(at(ground_srv, "grounder"), budget=fast())
    candidates = [{"index": 0, "role": "button", "tag": "button", "text": "Save"}, {"index": 1, "role": "button", "tag": "button", "text": "Save"}]
    choice = locate("Click", 'Click the "Save" button', candidates, llm=grounder)
    assert choice.method == "llm" and choice.index == 0 and choice.llm_calls == 1

    assert {(r.role, r.path) for r in gen_srv.requests()} == {("generator", "/v1/chat/completions")}
    assert {r.role for r in judge_srv.requests() if r.path.endswith("completions")} == {"judge"}
    assert judge_srv.calls(kind="assertion") == 1 and judge_srv.calls(kind="rubric") == 1
    assert {(r.role, r.path) for r in ground_srv.requests()} == {("grounder", "/v1/chat/completions")}
    assert llm_trap.requests() == []


def test_a_role_without_a_base_url_uses_the_provider_default(llm_trap):
    """The trap is where the environment points OpenAI's default host: a call that names no host goes there."""
    r = complete(Endpoint("openai/good"), HI, budget=fast(attempts=1), api_key="sk-test-not-real")
    assert r.error_kind == ErrorKind.SERVER_ERROR and len(llm_trap.requests()) == 1


def test_grounder_failure_is_an_error_kind_counted_in_llm_calls(llm_server):
    from iwr_bench.tasks.locate.decide import litellm_grounder, locate

    llm_server.fail_next("grounder", 10, "500")
    grounder = litellm_grounder(at(llm_server, "grounder"), budget=fast(attempts=2))
    candidates = [{"index": 0, "role": "button", "text": "Save"}, {"index": 1, "role": "button", "text": "Save"}]
    choice = locate("Click", 'Click "Save"', candidates, llm=grounder)
    assert choice.index is None and choice.error_kind == "server_error"
    assert choice.llm_calls == 2 == llm_server.calls("grounder")
