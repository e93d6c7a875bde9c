"""Judges, looked up by name: assertion verdicts and the HVS rubric.

``iwr/offline`` checks only what it can be sure of (an action's ``expect``, or quoted
text of the assertion found on the page) and otherwise says ``undecided``; it has no
rubric, so HVS is absent. Any other name is a LiteLLM model that sees the screenshots.
LLM answers are JSON, asked at temperature 0, re-asked a bounded number of times when
they do not parse (then ``judge_error``, never a made-up value), and cached on disk by
(judge, prompt version, question, image hashes).
"""

from __future__ import annotations

import base64
import json
import os
import re
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.errors import PrerequisiteError
from core.hashing import sha256_file, sha256_json

OFFLINE = "iwr/offline"
# Gemini 2.5 Pro, as in the paper; its GA release has no dated alias to pin.
PAPER_JUDGE = "gemini/gemini-2.5-pro"
ASSERTION_PROMPT_VERSION = "assert-v1"
RUBRIC_PROMPT_VERSION = "rubric-v1"
OFFLINE_VERSION = "offline-v2"
RUBRIC = {"layout": 10, "elements": 15, "content": 40, "style": 15, "overall": 20}


@dataclass(frozen=True)
class AssertionCase:
    task_id: int
    step: int
    assertion: str
    before: Path | None  # screenshot of s_{i-1}
    after: Path | None  # screenshot of s_i
    expect: Mapping[str, Any] = field(default_factory=dict)
    page_text: str | None = None  # what a person sees after the action (actions.page_text)


@dataclass(frozen=True)
class Verdict:
    verdict: str  # pass, fail, undecided, error
    reasoning: str
    judge_version: str
    error_kind: str | None = None
    cached: bool = False


@dataclass(frozen=True)
class Rubric:
    score: float | None  # total / 100; None on judge_error
    reasoning: str
    judge_version: str
    parts: dict[str, int] = field(default_factory=dict)
    error_kind: str | None = None
    cached: bool = False


def fold(text: str) -> str:
    """Case-insensitive, whitespace-folded form used for text matching."""
    return re.sub(r"\s+", " ", text or "").strip().lower()


_QUOTED = re.compile(r"\"([^\"]+)\"|“([^”]+)”|‘([^’]+)’|(?<!\w)'([^']+?)'(?!\w)")
# Assertions about something going away: finding the quoted text proves nothing there.
_NEGATION = re.compile(r"\b(no longer|not|removed?|disappears?|disappeared|hidden|hides|deleted?|cleared?|gone|without|closes?|closed|empty|collapsed?)\b", re.I)


def quoted_texts(assertion: str) -> list[str]:
    return [next(g for g in m.groups() if g) for m in _QUOTED.finditer(assertion or "")]


class OfflineJudge:
    """Decides only from machine-checkable evidence; everything else is ``undecided``.

    It reads what a person sees after the action (``actions.page_text``, a stored
    ``tasks.expect.PageState``): the action's ``expect`` is checked by
    ``tasks.expect.check_expect``, the same function authoring checks it with.
    """

    name = OFFLINE
    version = f"{OFFLINE}/{OFFLINE_VERSION}"
    has_rubric = False

    def __init__(self, ocr: Callable[[Path], str] | None = None):
        self._ocr = ocr

    def _ocr_text(self, path: Path | None) -> str | None:
        if path is None or self._ocr is None or not Path(path).exists():
            return None
        return self._ocr(path)

    def judge_assertion(self, case: AssertionCase) -> Verdict:
        from tasks.expect import PageState, check_expect, decidable_by_ocr, normalize_expect

        expect = normalize_expect(case.expect)
        state = PageState.parse(case.page_text) if case.page_text is not None else None
        if expect:
            if state is not None:
                problems = check_expect(expect, state)
                if problems:
                    return Verdict("fail", "expect: " + "; ".join(problems), self.version)
                return Verdict("pass", "expect: all of it holds on what the page shows", self.version)
            ocr = self._ocr_text(case.after)
            if ocr is not None and decidable_by_ocr(expect) and all(fold(t) in fold(ocr) for t in expect["visible_text"]):
                return Verdict("pass", "expect: every visible_text found by OCR (no page text)", self.version)
            return Verdict("undecided", "expect given but no page text to check it against", self.version)
        quoted = quoted_texts(case.assertion)
        if quoted and not _NEGATION.search(case.assertion):
            if state is not None and all(fold(q) in fold(state.searchable) for q in quoted):
                return Verdict("pass", f"quoted text {quoted} found in the page text", self.version)
            ocr = self._ocr_text(case.after)
            if ocr is not None and all(fold(q) in fold(ocr) for q in quoted):
                return Verdict("pass", f"quoted text {quoted} found by OCR", self.version)
        return Verdict("undecided", "nothing machine-checkable decides this assertion", self.version)

    def rubric(self, gt: Path, shot: Path) -> Rubric | None:
        return None  # no rubric offline: HVS absent


ASSERTION_SYSTEM = """You check whether a web page behaved as expected after a user action.
You get two screenshots of the same page: BEFORE the action and AFTER it, and a statement
about what the action should have done. Decide from the screenshots only whether the
statement holds for the AFTER state (compared with BEFORE where the statement speaks of a change).
Answer with one JSON object and nothing else:
{"reasoning": "<one or two sentences>", "verdict": "pass" | "fail"}"""

RUBRIC_SYSTEM = f"""You grade how closely a reconstructed web page matches the original.
You get two screenshots: ORIGINAL (the reference) and CANDIDATE (the reconstruction), in the
same state. Award points on five criteria, integers only:
- layout (0-{RUBRIC['layout']}): placement, sizes and alignment of the page's regions;
- elements (0-{RUBRIC['elements']}): the same controls, images and components are present;
- content (0-{RUBRIC['content']}): the same text, labels and data, correctly worded;
- style (0-{RUBRIC['style']}): colours, fonts, spacing, borders and other styling;
- overall (0-{RUBRIC['overall']}): your overall impression of visual fidelity.
Answer with one JSON object and nothing else:
{{"reasoning": "<two or three sentences>", "layout": n, "elements": n, "content": n, "style": n, "overall": n}}"""

REASK = "Your reply was not a valid JSON object of the required form. Answer again with only that JSON object."


class ParseError(ValueError):
    pass


def _json_object(text: str) -> dict:
    text = (text or "").strip()
    fenced = re.fullmatch(r"```(?:json)?\s*(.*?)\s*```", text, re.S)
    if fenced:
        text = fenced.group(1)
    try:
        value = json.loads(text)
    except json.JSONDecodeError as err:
        raise ParseError(f"not JSON: {err}") from None
    if not isinstance(value, dict):
        raise ParseError("not a JSON object")
    return value


def parse_verdict(text: str) -> tuple[str, str]:
    obj = _json_object(text)
    verdict = obj.get("verdict")
    if not isinstance(verdict, str) or verdict.strip().lower() not in ("pass", "fail"):
        raise ParseError(f"verdict must be 'pass' or 'fail', got {verdict!r}")
    if not isinstance(obj.get("reasoning"), str):
        raise ParseError("reasoning must be a string")
    return verdict.strip().lower(), obj["reasoning"]


def parse_rubric(text: str) -> tuple[dict[str, int], str]:
    obj = _json_object(text)
    parts = {}
    for name, top in RUBRIC.items():
        v = obj.get(name)
        if isinstance(v, bool) or not isinstance(v, int | float) or v != int(v) or not 0 <= v <= top:
            raise ParseError(f"{name} must be an integer in 0..{top}, got {v!r}")
        parts[name] = int(v)
    if not isinstance(obj.get("reasoning"), str):
        raise ParseError("reasoning must be a string")
    return parts, obj["reasoning"]


def _image_part(path: Path) -> dict:
    data = base64.b64encode(Path(path).read_bytes()).decode()
    return {"type": "image_url", "image_url": {"url": f"data:image/png;base64,{data}"}}


class JudgeCache:
    """Answers on disk, one JSON file per key, written atomically."""

    def __init__(self, root: Path):
        self.root = Path(root)

    def _path(self, key: str) -> Path:
        return self.root / key[:2] / f"{key}.json"

    def get(self, key: str) -> dict | None:
        p = self._path(key)
        return json.loads(p.read_text()) if p.exists() else None

    def put(self, key: str, value: dict) -> None:
        p = self._path(key)
        p.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", dir=p.parent)
        with os.fdopen(fd, "w") as f:
            json.dump(value, f)
        os.replace(tmp, p)


def check_judge_available(model: str) -> None:
    """Setup check before any call: the provider's API key must be set."""
    import litellm

    env = litellm.validate_environment(model)
    if not env.get("keys_in_environment"):
        keys = " or ".join(env.get("missing_keys") or ["its API key"])
        raise PrerequisiteError(f"judge {model} needs {keys} in the environment (or .env); or judge offline with --judge {OFFLINE}")


class LiteLLMJudge:
    """An MLLM judge through LiteLLM. ``completion`` is ``litellm.completion`` unless given."""

    has_rubric = True

    def __init__(self, model: str, cache_dir: Path, *, retries: int = 2, completion: Callable[..., Any] | None = None, timeout_s: float = 120.0):
        self.name = model
        self.cache = JudgeCache(cache_dir)
        self.retries = retries
        self.timeout_s = timeout_s
        self._completion = completion

    def _call(self, messages: list[dict]) -> str:
        import litellm

        completion = self._completion or litellm.completion
        try:
            resp = completion(model=self.name, messages=messages, temperature=0, timeout=self.timeout_s, num_retries=2)
        except (litellm.AuthenticationError, litellm.APIConnectionError) as err:
            raise PrerequisiteError(f"judge {self.name} is unreachable ({type(err).__name__}); check the key and network, or use --judge {OFFLINE}") from None
        return resp.choices[0].message.content or ""

    def _ask(self, key: str, messages: list[dict], parse: Callable[[str], Any]) -> tuple[Any | None, str, bool]:
        """(parsed, last reply or error, cached). ``parsed`` is None after ``retries`` re-asks."""
        hit = self.cache.get(key)
        if hit is not None:
            return parse(hit["reply"]), hit["reply"], True
        reply = ""
        for attempt in range(self.retries + 1):
            try:
                reply = self._call(messages)
            except PrerequisiteError:
                raise
            except Exception as err:  # a provider error on this item: recorded, the run goes on
                return None, f"{type(err).__name__}: {err}", False
            try:
                parsed = parse(reply)
            except ParseError as err:
                messages = messages + [{"role": "assistant", "content": reply}, {"role": "user", "content": f"{REASK} ({err})"}]
                reply = f"unparsable after {attempt + 1} replies: {err}: {reply[:300]}"
                continue
            # Only parsed answers are cached, so a rerun asks again where the judge failed.
            self.cache.put(key, {"reply": reply, "judge": self.name})
            return parsed, reply, False
        return None, reply, False

    def judge_assertion(self, case: AssertionCase) -> Verdict:
        version = f"{self.name}/{ASSERTION_PROMPT_VERSION}"
        if case.before is None or case.after is None:
            return Verdict("error", "no screenshot to judge", version, "judge_error")
        key = sha256_json({"kind": "assertion", "judge": self.name, "prompt": ASSERTION_PROMPT_VERSION, "assertion": case.assertion,
                           "before": sha256_file(case.before), "after": sha256_file(case.after)})
        messages: list[dict] = [
            {"role": "system", "content": ASSERTION_SYSTEM},
            {"role": "user", "content": [
                {"type": "text", "text": f"Statement: {case.assertion}\nBEFORE:"}, _image_part(case.before),
                {"type": "text", "text": "AFTER:"}, _image_part(case.after)]},
        ]
        parsed, reply, cached = self._ask(key, messages, parse_verdict)
        if parsed is None:
            return Verdict("error", reply, version, "judge_error")
        return Verdict(parsed[0], parsed[1], version, None, cached)

    def rubric(self, gt: Path, shot: Path) -> Rubric:
        version = f"{self.name}/{RUBRIC_PROMPT_VERSION}"
        key = sha256_json({"kind": "rubric", "judge": self.name, "prompt": RUBRIC_PROMPT_VERSION,
                           "gt": sha256_file(gt), "shot": sha256_file(shot)})
        messages: list[dict] = [
            {"role": "system", "content": RUBRIC_SYSTEM},
            {"role": "user", "content": [{"type": "text", "text": "ORIGINAL:"}, _image_part(gt),
                                         {"type": "text", "text": "CANDIDATE:"}, _image_part(shot)]},
        ]
        parsed, reply, cached = self._ask(key, messages, parse_rubric)
        if parsed is None:
            return Rubric(None, reply, version, error_kind="judge_error")
        parts, reasoning = parsed
        return Rubric(sum(parts.values()) / 100, reasoning, version, parts, None, cached)


def get_judge(name: str, cache_dir: Path, *, ocr: Callable[[Path], str] | None = None, retries: int = 2, check: bool = True):
    """The judge registered under ``name``: ``iwr/offline`` or any LiteLLM model string."""
    if name == OFFLINE:
        return OfflineJudge(ocr)
    if check:
        check_judge_available(name)
    return LiteLLMJudge(name, cache_dir, retries=retries)
