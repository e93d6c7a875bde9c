"""Generation, all offline: LiteLLM mock responses, the iwr baselines, LiteLLM custom providers
that rate-limit, truncate, hang or refuse (their exceptions classified by ``iwr_bench.tasks.llm``), and the
local OpenAI-compatible server (tests/llm_server.py) over real HTTP."""

from __future__ import annotations

import json
import threading
from dataclasses import replace
from pathlib import Path

import litellm
import pytest
from litellm import CustomLLM

from iwr_bench.core.errors import PrerequisiteError
from iwr_bench.core.kinds import ErrorKind
from iwr_bench.schemas.record import BenchTask
from iwr_bench.tasks.generation import (
    ModelSettings,
    extract_html,
    generate_page,
    import_page,
    load_models_table,
    plan_images,
    postprocess,
    strip_off_host,
)
from iwr_bench.tasks.generation.baselines import check_generator, model_response, register_provider
from iwr_bench.tasks.generation.prompts import PLACEHOLDER, build_messages, instructions
from iwr_bench.tasks.llm import CallBudget, Endpoint, check_endpoint
from tests.builders import REFERENCE, generation_task


@pytest.fixture
def task(tmp_path) -> BenchTask:
    return generation_task(tmp_path / "data" / "7")


SETTINGS = ModelSettings(fps=1, frame_cap=64, min_frames=2, image_budget=80, max_side=64, max_tokens=1000, temperature=0.0, timeout=5, concurrency=2)
FAST = CallBudget(attempts=4, total_s=None, backoff_base_s=0.01, backoff_max_s=0.05, deadline_grace_s=0.2)
GOOD_ANSWER = f"Here it is:\n```html\n<!DOCTYPE html><html><body><img src=\"{PLACEHOLDER}asset_001.png\"></body></html>\n```\n"


class Scripted(CustomLLM):
    """A fake provider: each call takes the next step (an exception to raise, a response, or 'hang')."""

    def __init__(self) -> None:
        super().__init__()
        self.steps: list = []
        self.calls = 0
        self.messages: list = []
        self.release = threading.Event()

    def completion(self, model, messages, *args, **kwargs):
        self.calls += 1
        self.messages.append(messages)
        step = self.steps.pop(0) if len(self.steps) > 1 else self.steps[0]
        if step == "hang":
            self.release.wait(10)
            return model_response(model, GOOD_ANSWER)
        if isinstance(step, BaseException):
            raise step
        return step


@pytest.fixture
def fake():
    handler = Scripted()
    register_provider("iwrtest", handler)
    yield handler
    handler.release.set()


def gen(task, model, tmp_path, settings=SETTINGS, retry=FAST, out="out", **kw):
    return generate_page(task, model, settings, tmp_path / out, run_id="r1", budget=retry, cache_root=tmp_path / "cache", **kw)


# --- image budget -------------------------------------------------------------------------------


def test_plan_images_keeps_everything_within_budget():
    plan = plan_images(n_sheets=3, n_frames=30, budget=80, min_frames=8)
    assert plan.sheets == (0, 1, 2) and len(plan.frames) == 30 and plan.frames_dropped == 0 and plan.sheets_dropped == 0


def test_plan_images_thins_frames_evenly_after_the_sheets():
    plan = plan_images(n_sheets=4, n_frames=64, budget=20, min_frames=8)
    assert len(plan.sheets) == 4 and len(plan.frames) == 16 and plan.frames_dropped == 48
    assert plan.frames[0] == 0 and plan.frames[-1] == 63


def test_plan_images_never_drops_frames_to_zero_when_sheets_fill_the_budget():
    """The published harness sent zero frames when sheets used up the image budget."""
    plan = plan_images(n_sheets=30, n_frames=64, budget=20, min_frames=8)
    assert len(plan.frames) == 8 and len(plan.sheets) == 12 and plan.sheets_dropped == 18
    assert len(plan.frames) + len(plan.sheets) == 20
    tiny = plan_images(n_sheets=5, n_frames=64, budget=3, min_frames=8)
    assert len(tiny.frames) == 3 and tiny.sheets == ()
    few = plan_images(n_sheets=30, n_frames=4, budget=20, min_frames=8)
    assert len(few.frames) == 4 and len(few.sheets) == 16


# --- post-processing ----------------------------------------------------------------------------


def test_extract_html_prefers_the_longest_html_block_then_falls_back():
    answer = "```html\n<b>x</b>\n```\ntext\n```html\n<!DOCTYPE html><html><body>full</body></html>\n```"
    assert extract_html(answer).startswith("<!DOCTYPE html><html><body>full")
    assert extract_html("Sure! <!DOCTYPE html><html></html>") == "<!DOCTYPE html><html></html>"
    assert extract_html("```\n<html><body></body></html>\n```") == "<html><body></body></html>"
    assert extract_html("```html\n<html><body>cut") == "<html><body>cut"


def test_postprocess_rewrites_placeholder_and_detects_truncation():
    done = postprocess(GOOD_ANSWER, "stop")
    assert 'src="assets/asset_001.png"' in done.html and not done.truncated
    cut = postprocess("```html\n<!DOCTYPE html><html><body><div>", "stop")
    assert cut.truncated and "</html>" in cut.truncation_reason
    limit = postprocess(GOOD_ANSWER, "length")
    assert limit.truncated and "length" in limit.truncation_reason
    assert postprocess("{{ ASSETS }}/asset_002.png</html>").html.startswith("assets/asset_002.png")


def test_strip_off_host_removes_iframes_and_foreign_references_and_lists_them():
    page = """<html><head>
<script src="https://cdn.tailwindcss.com"></script>
<link rel="stylesheet" href="//fonts.googleapis.com/css?family=Roboto">
<link rel="stylesheet" href="local.css">
<style>@import url("https://x.org/a.css"); .a{background:url(https://img.example/b.png)} .b{background:url('assets/asset_001.png')}</style>
<script type="module">import confetti from "https://esm.sh/confetti"; import("//cdn.x/y.js");</script>
</head><body>
<iframe src="https://www.youtube.com/embed/x"></iframe>
<img src="http://example.com/a.png" srcset="https://e.com/1x.png 1x, assets/a.png 2x">
<img src="assets/asset_001.png"><img src="data:image/png;base64,AAAA">
<a href="https://other.site/page">out</a><a href="#top">in</a>
</body></html>"""
    out, removed = strip_off_host(page)
    for host in ("tailwindcss", "googleapis", "x.org", "img.example", "esm.sh", "cdn.x", "youtube", "example.com", "e.com", "other.site"):
        assert host not in out, host
        assert any(host in r for r in removed), host
    assert "<iframe" not in out
    assert 'href="local.css"' in out and "url('assets/asset_001.png')" in out
    assert 'src="assets/asset_001.png"' in out and "data:image/png;base64,AAAA" in out
    assert 'href="#top"' in out and 'href="#"' in out
    assert strip_off_host(out)[1] == []


def test_strip_off_host_leaves_the_code_of_inline_scripts_and_styles_alone():
    """A page that inlines its libraries (AdminLTE as authored: bundled task 22) once lost 170 KB of
    scripts: a library's regex literal `/<iframe.*?>/` was read as an iframe and everything up to a
    '</iframe>' string in another library was removed. Tags are tags only in markup; code is code."""
    lib_a = "var r=/<iframe.*?>.*?(?:<\\/iframe>)?/gi; var s='<script src=\"https://x.cdn/a.js\">';"
    lib_b = "window.ok=1; var close='</iframe>'; var link='<link href=\"//fonts.x/y.css\">';"
    page = (f"<html><head><script>{lib_a}</script><style>.a{{content:'<iframe src=//x>'}}</style>"
            f"<!-- <iframe src=https://old.site></iframe> --><script>{lib_b}</script></head>"
            f"<body><iframe src=https://yt.example/e></iframe><p>kept</p></body></html>")
    out, removed = strip_off_host(page)
    assert lib_a in out and lib_b in out and "<p>kept</p>" in out
    assert "yt.example" not in out and removed == ["iframe: https://yt.example/e"]
    assert "<!-- <iframe src=https://old.site></iframe> -->" in out  # a comment shows nothing and loads nothing


# --- settings table ------------------------------------------------------------------------------


def test_models_table_first_match_wins_over_default(tmp_path):
    table = load_models_table(None)
    assert table.settings_for("iwr/oracle").image_budget == 200
    assert table.settings_for("anthropic/claude-sonnet-4-5").image_budget == 100
    assert table.settings_for("openai/gpt-5").temperature is None
    plain = table.settings_for("some/unknown-model")
    assert (plain.fps, plain.frame_cap) == (1, 64)
    user = tmp_path / "models.yaml"
    user.write_text("default:\n  max_tokens: 123\nmodels:\n  - pattern: 'anthropic/*'\n    image_budget: 7\n")
    table = load_models_table(user)
    assert table.settings_for("anthropic/claude-x").image_budget == 7
    assert table.settings_for("some/unknown-model").max_tokens == 123


def test_models_table_bad_field_names_the_row_and_field(tmp_path):
    bad = tmp_path / "models.yaml"
    bad.write_text("models:\n  - pattern: 'x/*'\n    fsp: 2\n")
    with pytest.raises(PrerequisiteError, match=r"models\[0\] \(x/\*\): field 'fsp'"):
        load_models_table(bad)


def test_settings_hash_follows_what_shapes_the_request():
    assert SETTINGS.hash != replace_settings(fps=2).hash
    assert SETTINGS.hash == replace_settings(concurrency=9, timeout=1).hash


def replace_settings(**kw) -> ModelSettings:
    return SETTINGS.model_copy(update=kw)


# --- prompt -------------------------------------------------------------------------------------


def test_prompt_never_tells_how_grading_works():
    text = instructions(1280, 720, False, ["asset_001.png"]).lower()
    for leak in ("btn", "evaluat", "agent", "grade", "score", "judge", "benchmark"):
        assert leak not in text, leak
    assert "1280 x 720" in text and PLACEHOLDER.lower() in text and "asset_001.png" in text


def test_messages_put_sheets_before_frames():
    msgs = build_messages(width=10, height=10, mobile=True, asset_names=[], sheets=["data:s1"], frames=[(0.0, "data:f0"), (1.0, "data:f1")])
    urls = [c["image_url"]["url"] for c in msgs[0]["content"] if c["type"] == "image_url"]
    assert urls == ["data:s1", "data:f0", "data:f1"]


# --- calls through LiteLLM ----------------------------------------------------------------------


def test_mock_response_through_litellm(task, tmp_path):
    settings = replace_settings(extra={"mock_response": GOOD_ANSWER})
    g = gen(task, "openai/gpt-4o", tmp_path, settings=settings)
    assert g.ok and g.row["error_kind"] is None and g.row["attempts"] == 1
    assert Path(g.row["page_path"]).read_text().count("assets/asset_001.png") == 1
    assert g.row["frames_total"] == 6 and g.row["frames_used"] == 6 and g.row["sheets_used"] == 2
    assert g.row["input_tokens"] and g.row["output_tokens"] and g.row["cost_usd"] is not None
    assert json.loads(Path(g.row["raw_path"]).read_text())["choices"][0]["message"]["content"] == GOOD_ANSWER
    request = json.loads((tmp_path / "out" / "request.json").read_text())
    assert request["frames_s"] == [0.0, 1.0, 2.0, 3.0, 4.0, 5.0] and "base64" not in json.dumps(request)


def test_oracle_answers_the_reference_page_through_the_same_path(task, tmp_path):
    g = gen(task, "iwr/oracle", tmp_path)
    assert g.ok and not g.row["truncated"] and g.row["removed"] == []
    assert Path(g.page_path).read_text().strip() == REFERENCE.strip()
    raw = Path(g.row["raw_path"]).read_text()
    assert "```html" in raw and "{{ASSETS}}/asset_001.png" in raw


def test_oracle_without_reference_page_fails_clearly(tmp_path):
    task = generation_task(tmp_path / "t", reference=False)
    g = gen(task, "iwr/oracle", tmp_path)
    assert g.page_path is None and g.row["error_kind"] == "no_page" and g.row["attempts"] == 1
    assert "task 7" in g.row["error_message"] and "reference page" in g.row["error_message"]


def test_static_frame_embeds_the_last_frame_and_blank_is_empty(task, tmp_path):
    g = gen(task, "iwr/static-frame", tmp_path, out="sf")
    page = Path(g.page_path).read_text()
    assert g.ok and "data:image/jpeg;base64," in page and "<script" not in page
    b = gen(task, "iwr/blank", tmp_path, out="blank")
    assert b.ok and "<body>\n</body>" in Path(b.page_path).read_text()


def test_rate_limited_twice_then_answers_with_backoff(task, tmp_path, fake):
    waits: list[float] = []
    rl = litellm.RateLimitError("slow down", "iwrtest", "flaky")
    fake.steps = [rl, rl, model_response("iwrtest/flaky", GOOD_ANSWER)]
    g = gen(task, "iwrtest/flaky", tmp_path, retry=replace(FAST, sleep=waits.append))
    assert g.ok and g.row["attempts"] == 3 and fake.calls == 3 and g.row["error_kind"] is None
    assert len(waits) == 2 and 0.005 <= waits[0] <= 0.01 and 0.01 <= waits[1] <= 0.02


def test_rate_limit_retries_spent_gives_a_failure_row(task, tmp_path, fake):
    fake.steps = [litellm.RateLimitError("slow down", "iwrtest", "flaky")]
    g = gen(task, "iwrtest/flaky", tmp_path, retry=replace(FAST, attempts=3, sleep=lambda s: None))
    assert g.page_path is None and g.row["error_kind"] == "rate_limited" and g.row["attempts"] == 3
    assert Path(g.row["raw_path"]).is_file()


def test_zero_attempts_is_a_setup_error():
    # Without one attempt there would be neither a response nor an error to record.
    with pytest.raises(PrerequisiteError, match="IWR_GENERATION_ATTEMPTS"):
        replace(FAST, attempts=0)


def test_bad_request_is_not_retried(task, tmp_path, fake):
    fake.steps = [litellm.BadRequestError("image too large", "bad", "iwrtest")]
    g = gen(task, "iwrtest/bad", tmp_path)
    assert g.row["error_kind"] == "bad_request" and g.row["attempts"] == 1 and fake.calls == 1


def test_truncated_output_is_recorded_and_the_page_kept(task, tmp_path, fake):
    fake.steps = [model_response("iwrtest/long", "```html\n<!DOCTYPE html><html><body><div>half a pa", finish_reason="length")]
    g = gen(task, "iwrtest/long", tmp_path)
    assert g.row["truncated"] and g.row["error_kind"] == "truncated" and g.row["finish_reason"] == "length"
    assert g.page_path is not None and g.ok


def test_a_call_that_never_answers_times_out(task, tmp_path, fake):
    fake.steps = ["hang"]
    g = gen(task, "iwrtest/slow", tmp_path, settings=replace_settings(timeout=0.3), retry=replace(FAST, attempts=2, sleep=lambda s: None))
    assert g.page_path is None and g.row["error_kind"] == "llm_timeout" and g.row["attempts"] == 2
    assert g.row["latency_s"] < 3


def test_cache_hit_asks_nothing_and_refresh_asks_again(task, tmp_path, fake):
    fake.steps = [model_response("iwrtest/c", GOOD_ANSWER)]
    first = gen(task, "iwrtest/c", tmp_path, out="a")
    second = generate_page(task, "iwrtest/c", SETTINGS, tmp_path / "b", run_id="r2", budget=FAST, cache_root=tmp_path / "cache")
    assert fake.calls == 1 and second.row["cached"] and not first.row["cached"]
    assert second.row["run_id"] == "r2" and second.row["page_sha256"] == first.row["page_sha256"]
    assert Path(second.page_path).parent == tmp_path / "b" and second.row["attempts"] == 0
    other = gen(task, "iwrtest/c", tmp_path, settings=replace_settings(max_tokens=999), out="c")
    assert fake.calls == 2 and not other.row["cached"]
    gen(task, "iwrtest/c", tmp_path, out="d", refresh=True)
    assert fake.calls == 3


def test_failures_are_not_cached(task, tmp_path, fake):
    fake.steps = [litellm.BadRequestError("nope", "f", "iwrtest"), model_response("iwrtest/f", GOOD_ANSWER)]
    assert gen(task, "iwrtest/f", tmp_path).row["error_kind"] == "bad_request"
    assert gen(task, "iwrtest/f", tmp_path).ok and fake.calls == 2


def test_image_budget_thins_frames_in_the_request(tmp_path, fake):
    task = generation_task(tmp_path / "t", frames=40, rate=2, sheets=3)  # 20 s: 20 frames at 1 fps
    fake.steps = [model_response("iwrtest/b", GOOD_ANSWER)]
    g = gen(task, "iwrtest/b", tmp_path, settings=replace_settings(image_budget=8, min_frames=2))
    assert (g.row["frames_total"], g.row["frames_used"], g.row["frames_dropped"], g.row["sheets_used"]) == (20, 5, 15, 3)
    images = [c for c in fake.messages[0][0]["content"] if c["type"] == "image_url"]
    assert len(images) == 8 and images[0]["image_url"]["url"].startswith("data:image/png")
    g = gen(task, "iwrtest/b", tmp_path, settings=replace_settings(image_budget=4, min_frames=3), out="o2")
    assert (g.row["frames_used"], g.row["sheets_used"], g.row["sheets_dropped"]) == (3, 1, 2)


def test_keys_never_reach_rows_or_files(task, tmp_path, fake, monkeypatch):
    monkeypatch.setenv("IWRTEST_API_KEY", "sk-very-secret-123456")
    fake.steps = [litellm.BadRequestError("invalid key sk-very-secret-123456", "k", "iwrtest")]
    g = gen(task, "iwrtest/k", tmp_path)
    assert "sk-very-secret" not in json.dumps(g.row, default=str)
    assert "sk-very-secret" not in Path(g.row["raw_path"]).read_text()


def test_litellm_exceptions_are_error_kinds_and_retry_exactly_the_transient_ones():
    """Once generation named kinds (api_error, server_error) that its classifier never returned,
    so the flow's "transient: do not cache" list and the classifier disagreed. Generation now
    classifies with iwr_bench.tasks.llm, the judge's and the grounder's classifier."""
    from iwr_bench.tasks.llm import classify

    assert classify(litellm.Timeout("t", "m", "p")) == ErrorKind.LLM_TIMEOUT
    assert classify(litellm.ServiceUnavailableError("x", "p", "m")) == ErrorKind.SERVER_ERROR
    assert classify(litellm.APIConnectionError("x", "p", "m")) == ErrorKind.CONNECTION_ERROR
    assert classify(litellm.RateLimitError("x", "p", "m")) == ErrorKind.RATE_LIMITED
    assert classify(litellm.ContextWindowExceededError("x", "m", "p")) == ErrorKind.BAD_REQUEST
    assert classify(litellm.NotFoundError("x", "m", "p")) == ErrorKind.UNKNOWN_MODEL
    assert classify(litellm.AuthenticationError("x", "p", "m")) == ErrorKind.AUTH_ERROR
    assert classify(ValueError("odd")) == ErrorKind.LLM_ERROR


# --- setup checks -------------------------------------------------------------------------------


def test_missing_api_key_fails_in_one_line_before_any_work(monkeypatch):
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    with pytest.raises(PrerequisiteError) as err:
        check_endpoint(Endpoint("anthropic/claude-sonnet-4-5"), "generator")
    assert "ANTHROPIC_API_KEY" in str(err.value) and "\n" not in str(err.value)
    check_generator(Endpoint("iwr/blank"))
    with pytest.raises(PrerequisiteError, match="unknown offline baseline"):
        check_generator(Endpoint("iwr/nope"))


def test_import_page_goes_through_the_same_post_processing(tmp_path):
    task = generation_task(tmp_path / "d" / "1", task_id=1, frames=0)
    src = tmp_path / "outputs" / "1" / "gpt-5" / "index.html"
    src.parent.mkdir(parents=True)
    src.write_text('<html><body><script src="https://cdn.x/a.js"></script></body></html>')
    g = import_page(task, "gpt-5", src.read_text(), str(src), tmp_path / "out", run_id="imp")
    assert g.ok and g.row["removed"] == ["script: https://cdn.x/a.js"] and "cdn.x" not in g.page_path.read_text()
    assert g.row["prompt_version"] == "imported" and g.row["raw_path"] == str(src) and g.row["attempts"] == 0
    missing = import_page(task, "gpt-5", None, "nowhere", tmp_path / "out2", run_id="imp")
    assert missing.page_path is None and missing.row["error_kind"] == "no_page"


class Slow(CustomLLM):
    """Answers after a short wait and records how many calls were in flight at once."""

    def __init__(self) -> None:
        super().__init__()
        self.lock = threading.Lock()
        self.inflight = 0
        self.peak = 0

    def completion(self, model, messages, *args, **kwargs):
        import time

        with self.lock:
            self.inflight += 1
            self.peak = max(self.peak, self.inflight)
        time.sleep(0.15)
        with self.lock:
            self.inflight -= 1
        return model_response(model, GOOD_ANSWER)


def test_per_model_concurrency_limit(tmp_path):
    handler = Slow()
    register_provider("iwrslow", handler)
    from concurrent.futures import ThreadPoolExecutor

    tasks = [generation_task(tmp_path / "d" / str(i), task_id=i, frames=2, sheets=0) for i in range(6)]
    settings = replace_settings(concurrency=2)
    with ThreadPoolExecutor(6) as pool:  # more threads than the limit: the semaphore must hold them back
        gens = list(pool.map(lambda t: gen(t, "iwrslow/limited", tmp_path, settings=settings, out=f"o{t.task_id}"), tasks))
    assert all(g.ok for g in gens) and handler.peak == 2



def test_a_baseline_answers_the_same_raw_response_every_time(task, tmp_path):
    """Two runs of a baseline once differed in raw_sha256 (a fresh response id and clock per call),
    so a killed-and-resumed run's rows did not equal an uninterrupted run's."""
    a = gen(task, "iwr/blank", tmp_path, out="a")
    b = generate_page(task, "iwr/blank", SETTINGS, tmp_path / "b", run_id="r1", budget=FAST, cache_root=tmp_path / "other-cache")
    assert not b.row["cached"] and a.row["raw_sha256"] == b.row["raw_sha256"]


# --- over real HTTP: the local OpenAI-compatible server (tests/llm_server.py) -------------------


def served(server, **kw) -> ModelSettings:
    """Settings whose models-file row names the local server as the model's endpoint."""
    return replace_settings(api_base=server.api_base, **kw)


@pytest.mark.parametrize("name", ["prose", "empty"])
def test_an_answer_without_html_is_no_page_not_a_truncated_page(task, tmp_path, llm_server, name):
    """A prose-only answer was once served and scored as a "truncated" page (VFS 44 %)."""
    g = gen(task, f"openai/{name}", tmp_path, settings=served(llm_server))
    assert g.page_path is None and g.row["error_kind"] == "no_page" and not g.row["truncated"]
    assert "holds no page" in g.row["error_message"] and g.row["attempts"] == 1 == llm_server.calls(name)
    assert not (tmp_path / "out" / "index.html").exists()


def test_the_models_file_row_names_the_endpoint_and_not_the_settings_hash(task, tmp_path, llm_server, llm_trap):
    g = gen(task, "openai/good", tmp_path, settings=served(llm_server))
    assert g.ok and g.row["attempts"] == 1 == llm_server.calls("good") and llm_trap.requests() == []
    assert served(llm_server).hash == SETTINGS.hash  # where a model is served does not change the request
    other = gen(task, "openai/good", tmp_path, settings=replace_settings(api_base=llm_server.url + "/v1/"), out="o2")
    assert not other.row["cached"], "another base URL is another cache entry"


def test_429_then_success_and_missing_usage_over_http(task, tmp_path, llm_server):
    g = gen(task, "openai/flaky-429", tmp_path, settings=served(llm_server))
    assert g.ok and g.row["attempts"] == 2 == llm_server.calls("flaky-429")
    n = gen(task, "openai/good-no-usage", tmp_path, settings=served(llm_server), out="nu")
    assert n.ok and (n.row["input_tokens"], n.row["output_tokens"], n.row["cost_usd"]) == (None, None, None)
    again = gen(task, "openai/good-no-usage", tmp_path, settings=served(llm_server), out="nu2")
    assert again.row["cached"] and again.row["attempts"] == 0 and again.row["latency_s"] is None
    assert llm_server.calls("good-no-usage") == 1


def test_always_500_costs_exactly_the_attempt_budget(task, tmp_path, llm_server):
    g = gen(task, "openai/down-500", tmp_path, settings=served(llm_server), retry=replace(FAST, attempts=3))
    assert g.row["error_kind"] == "server_error" and g.row["attempts"] == 3 == llm_server.calls("down-500")
    assert "task 7:" in g.row["error_message"] and g.page_path is None
