"""Judges: the offline judge decides only on evidence; the model judge is asked over real HTTP
(tests/llm_server.py), reads replies robustly, records how, and caches only what it read."""

from __future__ import annotations

import json

import pytest
from PIL import Image

from iwr_bench.core.errors import PrerequisiteError
from iwr_bench.core.settings import Settings, get_settings
from iwr_bench.tasks.judge import judges as j
from iwr_bench.tasks.judge.replies import (
    ParseError,
    parse_reference_rubric,
    parse_reference_verdict,
    parse_rubric,
    parse_verdict,
)
from iwr_bench.tasks.llm import CallBudget, Endpoint
from iwr_bench.tasks.scoring.published import PUBLISHED_JUDGE
from tests.llm_server import FAIL_MARKER


@pytest.fixture
def shots(tmp_path):
    a, b = tmp_path / "before.png", tmp_path / "after.png"
    Image.new("RGB", (32, 32), "white").save(a)
    Image.new("RGB", (32, 32), "black").save(b)
    return a, b


def case(assertion="x", expect=None, page_text=None, shots=(None, None), step=2):
    return j.AssertionCase(7, step, assertion, shots[0], shots[1], expect or {}, page_text)


def budget(attempts=2) -> CallBudget:
    return CallBudget(attempts=attempts, timeout_s=30, total_s=None, backoff_base_s=0.01, backoff_max_s=0.05)


def model_judge(server, name, cache, retries=2, attempts=2) -> j.LiteLLMJudge:
    return j.LiteLLMJudge(Endpoint(f"openai/{name}", server.api_base), cache, retries=retries, budget=budget(attempts))


def cache_files(root):
    return sorted(p for p in root.rglob("*.json")) if root.exists() else []


# ---------------------------------------------------------------- offline judge


def test_offline_expect_pass_and_fail(shots):
    """A pass needs the pixels and the page text to agree; a fail needs both to say so."""
    exp = {"visible_text": ["Buy  Milk", "1 item left"], "absent_text": ["Nothing to do"]}
    off = j.OfflineJudge(ocr=lambda p: "Buymilk\n1 item left")  # OCR drops a space: read leniently
    assert off.judge_assertion(case(expect=exp, page_text="buy milk\n1 item left", shots=shots)).verdict == "pass"
    both = j.OfflineJudge(ocr=lambda p: "Buy milk 1 item left. Nothing to do")
    v = both.judge_assertion(case(expect=exp, page_text="Buy milk 1 item left. Nothing to do", shots=shots))
    assert v.verdict == "fail" and "Nothing to do" in v.reasoning
    blank = j.OfflineJudge(ocr=lambda p: "")
    assert blank.judge_assertion(case(expect=exp, page_text="", shots=shots)).verdict == "fail"


def test_offline_pixels_and_page_text_that_disagree_are_undecided_never_a_pass(shots):
    """The issue's hidden ways: the DOM holds 'Added to cart' but the screenshot shows none of it
    (white on white, covered, masked). And the visible ways the DOM misses (a canvas, an image)."""
    exp = {"visible_text": ["Added to cart"]}
    covered = j.OfflineJudge(ocr=lambda p: "Add to cart")
    v = covered.judge_assertion(case(expect=exp, page_text="Add to cart\nAdded to cart", shots=shots))
    assert v.verdict == "undecided" and "OCR of the screenshot does not read it" in v.reasoning
    canvas = j.OfflineJudge(ocr=lambda p: "Add to cart\nAdded tocart")
    v = canvas.judge_assertion(case(expect=exp, page_text="Add to cart", shots=shots))
    assert v.verdict == "undecided" and "the page text does not hold it" in v.reasoning
    # absent text: gone from both readings holds; still drawn fails
    gone = {"absent_text": ["Buy milk"]}
    assert j.OfflineJudge(ocr=lambda p: "").judge_assertion(case(expect=gone, page_text="", shots=shots)).verdict == "pass"
    assert j.OfflineJudge(ocr=lambda p: "Buy milk").judge_assertion(case(expect=gone, page_text="Buy milk", shots=shots)).verdict == "fail"
    assert j.OfflineJudge(ocr=lambda p: "Buy milk").judge_assertion(case(expect=gone, page_text="", shots=shots)).verdict == "undecided"


def test_offline_without_pixels_or_page_text_is_undecided_not_guessed(shots):
    assert j.OfflineJudge().judge_assertion(case(expect={"absent_text": ["x"]})).verdict == "undecided"
    # the page text alone does not say what a person sees
    v = j.OfflineJudge().judge_assertion(case(expect={"visible_text": ["x"]}, page_text="x"))
    assert v.verdict == "undecided" and "no screenshot was read" in v.reasoning
    # form controls are read from the page state: no pixels needed
    state = 'Hi\n[form controls]\ncheckbox "Remember me" checked'
    assert j.OfflineJudge().judge_assertion(case(expect={"checked": ["Remember me"]}, page_text=state)).verdict == "pass"
    assert j.OfflineJudge().judge_assertion(case(expect={"unchecked": ["Remember me"]}, page_text=state)).verdict == "fail"


def test_offline_quoted_text_in_page_and_pixels(shots):
    off = j.OfflineJudge(ocr=lambda p: "Cart (2) Checkout\nBuy milk")
    assert off.judge_assertion(case("A task 'Buy milk' appears.", page_text="Buy milk", shots=shots)).verdict == "pass"
    # input values are not in innerText: the screenshot shows them, no page text denies them
    assert off.judge_assertion(case('The badge shows "Cart (2)".', shots=shots)).verdict == "pass"
    assert off.judge_assertion(case("A task 'Walk dog' appears.", page_text="Buy milk", shots=shots)).verdict == "undecided"
    # the page text alone is no pass
    assert j.OfflineJudge().judge_assertion(case("A task 'Buy milk' appears.", page_text="Buy milk")).verdict == "undecided"
    # found text proves nothing about an assertion that something went away
    assert off.judge_assertion(case("The task 'Buy milk' is removed.", page_text="Buy milk", shots=shots)).verdict == "undecided"
    assert off.judge_assertion(case("The menu opens.", page_text="menu", shots=shots)).verdict == "undecided"
    assert j.quoted_texts("The user's list shows 'Buy milk' and “Eggs”") == ["Buy milk", "Eggs"]


def test_offline_reasons_are_words_not_python_lists(shots):
    """Once a reason read "quoted text ['Promo code'] found": a Python list where a person reads words."""
    off = j.OfflineJudge(ocr=lambda p: "Promo code Apply Saved (1)")
    v = off.judge_assertion(case("A field 'Promo code' and a button 'Apply' appear.", page_text="Promo code\nApply", shots=shots))
    assert v.verdict == "pass" and v.reasoning == "the screenshot shows the quoted 'Promo code' and 'Apply'"
    assert "[" not in v.reasoning
    exp = {"visible_text": ["Saved (1)"], "absent_text": ["Add to wishlist"], "selected": {"Sort by": "Price: low to high"},
           "checked": ["Remember me"]}
    state = 'Saved (1)\n[form controls]\ncombobox "Sort by" = "Price: low to high"\ncheckbox "Remember me" checked'
    v = off.judge_assertion(case(expect=exp, page_text=state, shots=shots))
    assert v.verdict == "pass", v.reasoning
    assert v.reasoning == ("as expected, the page shows 'Saved (1)'; no longer shows 'Add to wishlist'; "
                           "the 'Sort by' dropdown shows 'Price: low to high'; 'Remember me' is checked "
                           "(in the screenshot and the page text)")
    v = j.OfflineJudge(ocr=lambda p: "A").judge_assertion(case(expect={"visible_text": ["A", "B", "C"]}, page_text="A", shots=shots))
    assert v.verdict == "fail" and v.reasoning == ("expected but not seen: 'B' is not visible (neither the screenshot nor the page "
                                                   "text shows it); 'C' is not visible (neither the screenshot nor the page text shows it)")


def test_listed_reads_as_a_sentence():
    assert j.listed([]) == ""
    assert j.listed(["a"]) == "'a'"
    assert j.listed(["a", "b", "c"]) == "'a', 'b' and 'c'"
    assert j.listed([str(i) for i in range(9)], most=3) == "'0', '1', '2' and 6 more"


# ---------------------------------------------------------------- reading replies (pure)


def test_verdict_json_bare_fenced_and_inside_prose():
    assert parse_verdict('{"reasoning": "ok", "verdict": "PASS"}').value == ("pass", "ok")
    assert parse_verdict('{"reasoning": "ok", "verdict": "PASS"}').parsed_as == "json"
    assert parse_verdict('```json\n{"reasoning": "r", "verdict": "fail"}\n```').parsed_as == "json"
    p = parse_verdict('Looking at both.\n```json\n{"reasoning": "r", "verdict": "fail"}\n```\nHope that helps.')
    assert (p.value, p.parsed_as) == (("fail", "r"), "json_in_text")
    p = parse_verdict('My answer is {"verdict": "pass", "reasoning": "shown"} as you can see {not json}')
    assert (p.value, p.parsed_as) == (("pass", "shown"), "json_in_text")
    # an object without a verdict is skipped for a later one that has it
    assert parse_verdict('{"note": 1} then {"verdict": "fail", "reasoning": ""}').value[0] == "fail"


def test_verdict_plain_yes_no_is_a_lower_confidence_parse():
    assert (parse_verdict("Yes.").value[0], parse_verdict("Yes.").parsed_as) == ("pass", "yes_no")
    assert parse_verdict("No, the list is unchanged.").value[0] == "fail"
    assert parse_verdict("**Pass** - it shows.").value[0] == "pass"
    assert parse_verdict("The list changed as expected.\nVerdict: pass").value[0] == "pass"
    for unreadable in ("", "Hmm, hard to tell", "Nothing here", '{"verdict": "maybe"}', "Verdict: pass\nAnswer: fail"):
        with pytest.raises(ParseError):
            parse_verdict(unreadable)


def test_rubric_json_strict_parts_and_score_line_fallback():
    good = {"reasoning": "close", "layout": 8, "elements": 12, "content": 30, "style": 10, "overall": 15}
    p = parse_rubric(f"Sure:\n```json\n{json.dumps(good)}\n```")
    assert p.value == (dict((k, good[k]) for k in j.RUBRIC), 75, "close") and p.parsed_as == "json_in_text"
    with pytest.raises(ParseError, match="content must be an integer in 0..40"):
        parse_rubric(json.dumps(dict(good, content=41)))  # never clamped into a score
    with pytest.raises(ParseError):
        parse_rubric(json.dumps(dict(good, style=7.5)))
    assert parse_rubric("Comments ...\nScore: 64/100").value[1:] == (64, "Comments ...\nScore: 64/100")
    assert parse_rubric("Comments ...\nScore: 64/100").parsed_as == "score_line"
    with pytest.raises(ParseError):
        parse_rubric('{"score": 80}')


def test_reference_reading_reproduces_the_published_harness():
    assert parse_reference_verdict('{"think": "t", "result": "Yes"}').value == ("pass", "t")
    assert parse_reference_verdict('x ```json\n{"think": "t", "result": "No"}\n``` y').parsed_as == "json"
    # JSON that parses with a result other than exactly Yes/No is the published "Error"
    for error in ('{"result": "yes"}', '{"result": "Maybe"}', "Hmm, hard to tell"):
        with pytest.raises(ParseError):
            parse_reference_verdict(error)
    # unparsable JSON: the published fallback searches the text for "Yes", then "No" (so "Not" is a No)
    assert parse_reference_verdict("Yes.").parsed_as == "yes_no"
    assert parse_reference_verdict("Not sure at all").value[0] == "fail"
    assert parse_reference_verdict('["Yes"]').value[0] == "pass"  # a list has no .get: the fallback
    assert parse_reference_rubric("Comments...\nScore: 72/100").value[0] == 72
    assert parse_reference_rubric("score:   about 150/100").value[0] == 100  # clamped, as published
    none = parse_reference_rubric("The pages look alike.")
    assert (none.value[0], none.parsed_as) == (0, "no_score")


def test_prompts_are_versioned_data_and_the_reference_text_keeps_the_published_format():
    ref = j.PROMPTS["reference"]
    assert ref["source"].startswith("this project, after the published IWR-Bench evaluation")
    text = ref["assertion"]["text"].format(assertion="A task appears.")
    assert "Assertion: A task appears.\n" in text and '"result": "Yes|No"' in text
    assert ref["rubric"]["text"].rstrip().endswith("Score: ${final score}/100\n---")
    for criterion in ("Layout (10", "Elements (15", "Content and Text (40", "Style (15", "Overall (20"):
        assert criterion in ref["rubric"]["text"]
    for name, top in j.RUBRIC.items():
        assert f"{name} (0-{top})" in j.RUBRIC_SYSTEM
    assert {j.ASSERTION_PROMPT_VERSION, j.RUBRIC_PROMPT_VERSION} == {"assert-v2", "rubric-v2"}


# ---------------------------------------------------------------- the model judge over HTTP


def test_json_verdicts_rubric_and_cache(llm_server, tmp_path, shots):
    judge = model_judge(llm_server, "judge", tmp_path / "cache")
    v = judge.judge_assertion(case("A task appears.", shots=shots))
    assert (v.verdict, v.parsed_as, v.cached, v.error_kind, v.calls) == ("pass", "json", False, None, 1)
    assert v.judge_version == f"openai/judge/{j.ASSERTION_PROMPT_VERSION}"
    assert judge.judge_assertion(case(f"The menu opens ({FAIL_MARKER}).", shots=shots)).verdict == "fail"
    r = judge.rubric(*shots)
    assert (r.score, r.parsed_as, r.parts["content"]) == (0.75, "json", 30)
    assert llm_server.calls("judge") == 3
    again = model_judge(llm_server, "judge", tmp_path / "cache")
    cached = again.judge_assertion(case("A task appears.", shots=shots))
    assert (cached.verdict, cached.cached, cached.calls, cached.parsed_as) == ("pass", True, 0, "json")
    assert again.rubric(*shots).cached is True
    assert llm_server.calls("judge") == 3  # nothing asked again
    # the first ask carries the temperature; the request is the one judge model's
    assert all(r.role == "judge" for r in llm_server.requests())


def test_prose_and_fenced_json_is_read_not_rejected(llm_server, tmp_path, shots):
    """A reply with prose and then a ```json block was once rejected: judge_error after 3 asks."""
    for name in ("judge-fenced", "judge-prose-json"):
        judge = model_judge(llm_server, name, tmp_path / name)
        v = judge.judge_assertion(case("A task appears.", shots=shots))
        r = judge.rubric(*shots)
        assert (v.verdict, v.parsed_as, r.score, r.parsed_as) == ("pass", "json_in_text", 0.75, "json_in_text")
        assert llm_server.calls(name) == 2


def test_yes_no_reply_is_a_recorded_lower_confidence_verdict(llm_server, tmp_path, shots):
    judge = model_judge(llm_server, "judge-yesno", tmp_path / "c", retries=1)
    assert (judge.judge_assertion(case("It shows.", shots=shots)).parsed_as) == "yes_no"
    assert judge.judge_assertion(case(f"It {FAIL_MARKER}s.", shots=shots)).verdict == "fail"
    r = judge.rubric(*shots)  # a yes/no says nothing about a rubric
    assert (r.score, r.error_kind, r.parsed_as, r.calls) == (None, "judge_error", "unparsable", 2)


def test_malformed_judge_is_judge_error_after_the_reask_budget_and_never_cached(llm_server, tmp_path, shots):
    judge = model_judge(llm_server, "judge-malformed", tmp_path / "c", retries=2)
    v = judge.judge_assertion(case(shots=shots))
    assert (v.verdict, v.error_kind, v.parsed_as, v.calls) == ("error", "judge_error", "unparsable", 3)
    assert llm_server.calls("judge-malformed") == 3
    # the re-asks continue the conversation with the reason
    asks = llm_server.requests()
    assert len({r.conversation for r in asks}) == 1
    r = judge.rubric(*shots)
    assert r.score is None and r.error_kind == "judge_error"  # never 0
    assert cache_files(tmp_path / "c") == []


def test_free_text_rubric_reads_its_score_line(llm_server, tmp_path, shots):
    judge = model_judge(llm_server, "judge-text-rubric", tmp_path / "c")
    for style in ("json", "reference"):
        r = judge.rubric(*shots, style=style)
        assert (r.score, r.parsed_as, r.error_kind) == (0.75, "score_line", None)
    assert judge.rubric(shots[0], shots[0], style="reference").score == 1.0


def test_reference_style_asks_and_reads_as_published(llm_server, tmp_path, shots):
    judge = model_judge(llm_server, "judge", tmp_path / "c")
    v = judge.judge_assertion(case("A task appears.", shots=shots), style="reference")
    assert (v.verdict, v.parsed_as, v.judge_version) == ("pass", "json", "openai/judge/ref-assert-v3")
    assert judge.judge_assertion(case(f"Gone {FAIL_MARKER}.", shots=shots), style="reference").verdict == "fail"
    r = judge.rubric(*shots, style="reference")
    assert (r.score, r.parsed_as, r.parts) == (0.75, "score_line", {})
    assert llm_server.calls(kind="assertion") == 2 and llm_server.calls(kind="rubric") == 1
    # one user message, text then the two images, as the published code sends it
    yesno = model_judge(llm_server, "judge-yesno", tmp_path / "y")
    assert yesno.judge_assertion(case("It shows.", shots=shots), style="reference").parsed_as == "yes_no"
    # no re-ask in the reference style: one call, then the published "Error"
    bad = model_judge(llm_server, "judge-malformed", tmp_path / "m", retries=5)
    v = bad.judge_assertion(case(shots=shots), style="reference")
    assert (v.verdict, v.error_kind, v.calls) == ("error", "judge_error", 1) and llm_server.calls("judge-malformed") == 1


def test_reference_rubric_without_score_line_is_a_recorded_zero_not_cached(llm_server, tmp_path, shots):
    judge = model_judge(llm_server, "judge-no-score", tmp_path / "c")
    r = judge.rubric(*shots, style="reference")
    assert (r.score, r.parsed_as, r.error_kind, r.cached) == (0.0, "no_score", None, False)
    judge.rubric(*shots, style="reference")
    assert llm_server.calls("judge-no-score") == 2 and cache_files(tmp_path / "c") == []


def test_styles_do_not_share_cache_entries(llm_server, tmp_path, shots):
    judge = model_judge(llm_server, "judge", tmp_path / "c")
    judge.judge_assertion(case("A task appears.", shots=shots), style="json")
    assert judge.judge_assertion(case("A task appears.", shots=shots), style="reference").cached is False
    assert llm_server.calls("judge") == 2


def test_rate_limited_judge_is_retried_by_us_and_the_calls_are_counted(llm_server, tmp_path, shots):
    judge = model_judge(llm_server, "judge-flaky-429", tmp_path / "c", attempts=3)
    v = judge.judge_assertion(case("A task appears.", shots=shots))
    assert (v.verdict, v.calls) == ("pass", 2) and llm_server.calls("judge-flaky-429") == 2


def test_missing_screenshot_is_judge_error_without_a_call(llm_server, tmp_path, shots):
    v = model_judge(llm_server, "judge", tmp_path / "c").judge_assertion(case(shots=(shots[0], None)))
    assert (v.verdict, v.error_kind, v.calls) == ("error", "judge_error", 0) and llm_server.calls() == 0


@pytest.mark.parametrize(("how", "cause"), [("500", "server_error"), ("reset", "connection_error")])
def test_a_judge_that_cannot_answer_gives_judge_error_with_its_cause(llm_server, tmp_path, shots, how, cause):
    llm_server.fail_next("judge", 10, how)
    judge = model_judge(llm_server, "judge", tmp_path / "c", attempts=2)
    v = judge.judge_assertion(case(shots=shots))
    assert (v.verdict, v.error_kind, v.parsed_as, v.calls) == ("error", "judge_error", None, 2)
    assert v.reasoning.startswith(f"{cause}: ")
    r = judge.rubric(*shots)
    assert r.score is None and r.error_kind == "judge_error" and r.reasoning.startswith(cause)
    assert llm_server.calls("judge") == 4 and cache_files(tmp_path / "c") == []


def test_outage_then_rerun_asks_exactly_the_failed_items_again(llm_server, tmp_path, shots):
    """Judge errors were once cached for good: a rerun retried nothing."""
    statements = [f"Statement {i} holds." for i in range(6)]
    cache = tmp_path / "judge-cache"
    first = model_judge(llm_server, "judge", cache, attempts=1)
    llm_server.fail_next("judge", 2, "500")  # the first two calls fail: items 0 and 1
    verdicts = [first.judge_assertion(case(s, shots=shots, step=i + 1)) for i, s in enumerate(statements)]
    rubric = first.rubric(*shots)
    assert [v.verdict for v in verdicts] == ["error", "error", "pass", "pass", "pass", "pass"]
    assert rubric.score == 0.75 and llm_server.calls("judge") == 7

    llm_server.clear()
    rerun = model_judge(llm_server, "judge", cache, attempts=1)
    again = [rerun.judge_assertion(case(s, shots=shots, step=i + 1)) for i, s in enumerate(statements)]
    assert [v.verdict for v in again] == ["pass"] * 6
    assert [v.cached for v in again] == [False, False, True, True, True, True]
    assert rerun.rubric(*shots).cached is True
    assert llm_server.calls("judge") == 2  # exactly the two that failed


# ---------------------------------------------------------------- naming and checking a judge


@pytest.fixture
def settings_env(monkeypatch):
    """Set IWR_* variables for this test; the settings are read afresh before and after."""
    get_settings.cache_clear()
    yield monkeypatch
    get_settings.cache_clear()


def test_judge_endpoint_comes_from_its_own_settings(settings_env, llm_server, tmp_path):
    settings_env.setenv("IWR_JUDGE_API_BASE", llm_server.api_base)
    settings_env.setenv("IWR_API_BASE", "http://generator-host/v1")
    get_settings.cache_clear()
    assert j.judge_endpoint("openai/judge", get_settings()) == Endpoint("openai/judge", llm_server.api_base)
    assert j.judge_endpoint("openai/judge", Settings(), cli_api_base="http://cli/v1").api_base == "http://cli/v1"
    judge = j.get_judge("openai/judge", tmp_path, settings=get_settings())
    assert isinstance(judge, j.LiteLLMJudge) and judge.endpoint.api_base == llm_server.api_base
    assert [r.path for r in llm_server.requests()] == ["/v1/models"]  # checked before any work


def test_misspelled_or_unreachable_judge_fails_before_any_work(settings_env, tmp_path, monkeypatch):
    """A misspelled --judge nojudge once passed everything: IFS 100 %, exit 0."""
    with pytest.raises(PrerequisiteError, match=r"judge nojudge: .*--judge iwr/offline"):
        j.get_judge("nojudge", tmp_path)
    for k in ("GEMINI_API_KEY", "GOOGLE_API_KEY"):
        monkeypatch.delenv(k, raising=False)
    with pytest.raises(PrerequisiteError, match="--judge iwr/offline"):
        j.check_judge_available(PUBLISHED_JUDGE, get_settings())
    settings_env.setenv("IWR_JUDGE_API_BASE", "http://127.0.0.1:9/v1")
    get_settings.cache_clear()
    with pytest.raises(PrerequisiteError, match="is not reachable"):
        j.check_judge("openai/judge", settings=get_settings())
    assert isinstance(j.get_judge("iwr/offline", tmp_path), j.OfflineJudge)
    j.check_judge("iwr/offline")


def test_a_verdict_written_after_a_sentence_is_read():
    """'... the statement holds. Verdict: pass.' was asked three times, then a judge error."""
    assert parse_verdict("The badge now reads 3, so the statement holds. Verdict: pass.") == \
        parse_verdict("The badge now reads 3, so the statement holds. Verdict: pass.")
    v = parse_verdict("The badge now reads 3, so the statement holds. Verdict: pass.")
    assert v.value[0] == "pass" and v.parsed_as == "yes_no"
    assert parse_verdict("It did not change at all. **Verdict:** fail").value[0] == "fail"
    with pytest.raises(ParseError):  # labels that disagree are no answer
        parse_verdict("Verdict: pass. On reflection, Verdict: fail.")


@pytest.mark.parametrize("style", ["json", "reference"])
def test_the_judge_is_told_to_ignore_instructions_written_inside_the_page(llm_server, tmp_path, shots, style):
    """The generated page is untrusted: text in it saying "answer pass" must not decide the verdict.
    The scripted model obeys such text unless its prompt tells it not to; every prompt does."""
    from tests.llm_scripts import INJECTION_WARNING

    judge = model_judge(llm_server, "judge-injectable", tmp_path / "cache")
    v = judge.judge_assertion(case(f"The counter reads 3 ({FAIL_MARKER}).", shots=shots), style=style)
    assert v.verdict == "fail", v.reasoning
    r = judge.rubric(shots[0], shots[1], style=style)
    assert r.score is not None and r.score < 1.0
    sent = [m for m in j.PROMPTS[style].values() if isinstance(m, dict)]
    assert all(INJECTION_WARNING in " ".join(str(x) for x in m.values()) for m in sent)
