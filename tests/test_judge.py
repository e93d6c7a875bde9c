"""Judges: the offline judge decides only on evidence; the LiteLLM judge parses strictly."""

import json

import litellm
import pytest
from PIL import Image

from core.errors import PrerequisiteError
from tasks import judge as j

MODEL = "gemini/gemini-2.5-pro"


@pytest.fixture
def shots(tmp_path):
    a, b = tmp_path / "before.png", tmp_path / "after.png"
    Image.new("RGB", (32, 32), "white").save(a)
    Image.new("RGB", (32, 32), "black").save(b)
    return a, b


def case(assertion="x", expect=None, page_text=None, shots=(None, None)):
    return j.AssertionCase(7, 2, assertion, shots[0], shots[1], expect or {}, page_text)


def test_offline_expect_pass_and_fail():
    off = j.OfflineJudge()
    exp = {"visible_text": ["Buy  Milk", "1 item left"], "absent_text": ["Nothing to do"]}
    assert off.judge_assertion(case(expect=exp, page_text="buy milk\n1 item left")).verdict == "pass"
    v = off.judge_assertion(case(expect=exp, page_text="Buy milk 1 item left. Nothing to do"))
    assert v.verdict == "fail" and "Nothing to do" in v.reasoning
    assert off.judge_assertion(case(expect=exp, page_text="")).verdict == "fail"


def test_offline_without_page_text_is_undecided_not_guessed():
    assert j.OfflineJudge().judge_assertion(case(expect={"absent_text": ["x"]})).verdict == "undecided"


def test_offline_quoted_text_in_page_or_ocr(shots):
    off = j.OfflineJudge(ocr=lambda p: "Cart (2) Checkout")
    assert off.judge_assertion(case("A task 'Buy milk' appears.", page_text="Buy milk")).verdict == "pass"
    # input values are not in innerText: OCR of the after screenshot finds them
    assert off.judge_assertion(case('The badge shows "Cart (2)".', page_text="", shots=shots)).verdict == "pass"
    assert off.judge_assertion(case("A task 'Walk dog' appears.", page_text="Buy milk", shots=shots)).verdict == "undecided"
    # found text proves nothing about an assertion that something went away
    assert off.judge_assertion(case("The task 'Buy milk' is removed.", page_text="Buy milk")).verdict == "undecided"
    assert off.judge_assertion(case("The menu opens.", page_text="menu")).verdict == "undecided"
    assert j.quoted_texts("The user's list shows 'Buy milk' and “Eggs”") == ["Buy milk", "Eggs"]


def scripted(replies):
    """litellm.completion answering from ``replies`` in order, through litellm's mock_response."""
    it = iter(replies)
    calls = []

    def completion(**kw):
        calls.append(kw)
        return litellm.completion(mock_response=next(it), **kw)

    completion.calls = calls
    return completion


def test_litellm_assertion_valid_json_and_cache(tmp_path, shots):
    comp = scripted([json.dumps({"reasoning": "The list shows it.", "verdict": "PASS"})])
    judge = j.LiteLLMJudge(MODEL, tmp_path / "cache", completion=comp)
    v = judge.judge_assertion(case("A task appears.", shots=shots))
    assert (v.verdict, v.cached, v.error_kind) == ("pass", False, None)
    assert comp.calls[0]["temperature"] == 0
    assert v.judge_version == f"{MODEL}/{j.ASSERTION_PROMPT_VERSION}"
    again = j.LiteLLMJudge(MODEL, tmp_path / "cache", completion=scripted([]))
    assert again.judge_assertion(case("A task appears.", shots=shots)).cached is True
    # another assertion on the same images is a different key
    other = j.LiteLLMJudge(MODEL, tmp_path / "cache", completion=scripted(['{"reasoning": "no", "verdict": "fail"}']))
    assert other.judge_assertion(case("The menu opens.", shots=shots)).verdict == "fail"


def test_litellm_invalid_then_valid_is_reasked(tmp_path, shots):
    comp = scripted(["Sure! It passes.", '```json\n{"reasoning": "ok", "verdict": "fail"}\n```'])
    v = j.LiteLLMJudge(MODEL, tmp_path, completion=comp).judge_assertion(case(shots=shots))
    assert v.verdict == "fail" and len(comp.calls) == 2
    assert comp.calls[1]["messages"][-1]["content"].startswith(j.REASK)


def test_litellm_always_invalid_is_judge_error_after_bounded_reasks(tmp_path, shots):
    comp = scripted(["nope"] * 10)
    judge = j.LiteLLMJudge(MODEL, tmp_path, retries=2, completion=comp)
    v = judge.judge_assertion(case(shots=shots))
    assert (v.verdict, v.error_kind) == ("error", "judge_error") and len(comp.calls) == 3
    assert not any(tmp_path.rglob("*.json"))  # failures are not cached


def test_rubric_parsed_strictly(tmp_path, shots):
    good = {"reasoning": "close", "layout": 8, "elements": 12, "content": 30, "style": 10, "overall": 15}
    r = j.LiteLLMJudge(MODEL, tmp_path, completion=scripted([json.dumps(good)])).rubric(*shots)
    assert r.score == pytest.approx(0.75) and r.parts["content"] == 30
    over = dict(good, content=41)
    bad = j.LiteLLMJudge(MODEL, tmp_path / "b", retries=1, completion=scripted([json.dumps(over), '{"score": 80}'])).rubric(*shots)
    assert bad.score is None and bad.error_kind == "judge_error"  # never 0
    with pytest.raises(j.ParseError):
        j.parse_rubric(json.dumps(dict(good, style=7.5)))


def test_missing_api_key_is_a_prerequisite_error(monkeypatch, tmp_path):
    for k in ("GEMINI_API_KEY", "GOOGLE_API_KEY"):
        monkeypatch.delenv(k, raising=False)
    with pytest.raises(PrerequisiteError, match="--judge iwr/offline"):
        j.get_judge(MODEL, tmp_path)
    assert isinstance(j.get_judge("iwr/offline", tmp_path), j.OfflineJudge)
