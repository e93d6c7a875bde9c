"""Judges, looked up by name: assertion verdicts and the HVS rubric.

``iwr/offline`` (``iwr_bench.tasks.judge.offline``) checks only what it can be sure of (an
action's ``expect``, or quoted text of the assertion, in the screenshot with the page text as
supporting evidence) and otherwise says ``undecided``; it has no rubric, so HVS is absent. Any other name is a model that sees the screenshots, asked through
``tasks/llm/`` at the judge's own endpoint (``IWR_JUDGE_API_BASE`` / ``IWR_JUDGE_API_KEY_ENV``).

Two judge styles (``style=``): ``json`` (our prompts; a JSON object read anywhere in the reply,
else a plain yes/no as a recorded lower-confidence parse; re-asked a bounded number of times
when unreadable) and ``reference`` (the published harness's prompts and reading, for protocol
``reference``; see ``tasks/judge/prompts/``). Every verdict and rubric says how it was read
(``parsed_as``). A judge that cannot answer gives ``judge_error`` with the cause in its
reasoning, never an exception that ends the run and never a made-up value. Only parsed answers
enter the disk cache, keyed by (judge endpoint, style, prompt version, question, image hashes),
so a rerun asks again exactly where the judge failed.
"""

from __future__ import annotations

import base64
import json
import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from iwr_bench.core.hashing import sha256_file, sha256_json
from iwr_bench.core.kinds import ErrorKind, JudgeStyle, VerdictKind
from iwr_bench.tasks.judge.contracts import AssertionCase, Rubric, Verdict
from iwr_bench.tasks.judge.offline import (  # noqa: F401 - the offline judge and its words are part of this module's interface
    OFFLINE,
    OFFLINE_VERSION,
    OfflineJudge,
    expect_words,
    fold,
    listed,
    quoted_texts,
)
from iwr_bench.tasks.judge.replies import (  # noqa: F401 - RUBRIC, parse_* are part of this module's interface
    RUBRIC,
    Parsed,
    ParseError,
    parse_reference_rubric,
    parse_reference_verdict,
    parse_rubric,
    parse_verdict,
)
from iwr_bench.tasks.llm import CallBudget, Endpoint, complete

if TYPE_CHECKING:
    from iwr_bench.core.settings import Settings
    from iwr_bench.tasks.judge.contracts import Judge

STYLES = tuple(JudgeStyle)
_PROMPTS_DIR = Path(__file__).resolve().parent / "prompts"


def load_prompts(style: str) -> dict[str, Any]:
    """The prompts of a judge style, as data (``tasks/judge/prompts/<style>.yaml``)."""
    if style not in STYLES:
        raise ValueError(f"unknown judge style {style!r}; known: {', '.join(STYLES)}")
    return yaml.safe_load((_PROMPTS_DIR / f"{style}.yaml").read_text())


PROMPTS = {style: load_prompts(style) for style in STYLES}
ASSERTION_PROMPT_VERSION = PROMPTS[JudgeStyle.JSON]["assertion"]["version"]
RUBRIC_PROMPT_VERSION = PROMPTS[JudgeStyle.JSON]["rubric"]["version"]


# The json style's prompt texts, as module constants for readers of the code.
ASSERTION_SYSTEM: str = PROMPTS[JudgeStyle.JSON]["assertion"]["system"]
RUBRIC_SYSTEM: str = PROMPTS[JudgeStyle.JSON]["rubric"]["system"]
REASK: str = PROMPTS[JudgeStyle.JSON]["reask"]


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
        try:
            return json.loads(p.read_text()) if p.exists() else None
        except (OSError, ValueError):
            return None  # damaged: a miss, so the judge is asked again

    def put(self, key: str, value: dict) -> None:
        p = self._path(key)
        p.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", dir=p.parent)
        with os.fdopen(fd, "w") as f:
            json.dump(value, f)
        os.replace(tmp, p)


def judge_endpoint(name: str, settings: Settings | None = None, *, cli_api_base: str | None = None,
                   cli_api_key_env: str | None = None) -> Endpoint:
    """The judge's endpoint: command line, then the settings' ``IWR_JUDGE_API_BASE`` /
    ``IWR_JUDGE_API_KEY_ENV`` (the caller passes its settings; None: the provider's default)."""
    from iwr_bench.tasks.llm import endpoint_for

    return endpoint_for(name, None, cli_api_base, settings, role="judge", cli_api_key_env=cli_api_key_env)


def check_judge(name: str, endpoint: Endpoint | None = None, settings: Settings | None = None) -> None:
    """Before any work: ``iwr/offline`` is fine; any other judge must be callable at its endpoint
    (provider known, key present, host reachable and serving it). One line otherwise."""
    from iwr_bench.tasks.llm import check_endpoint

    if name == OFFLINE:
        return
    check_endpoint(endpoint or judge_endpoint(name, settings), "judge")


def check_judge_available(model: str, settings: Settings | None = None) -> None:
    """``check_judge`` with the judge's endpoint from ``settings`` (the name ``iwr run`` calls)."""
    check_judge(model, settings=settings)


@dataclass(frozen=True)
class _Answer:
    parsed: Parsed | None
    text: str  # the reply read, or why there is none
    cached: bool
    calls: int
    cause: ErrorKind | None = None  # the call's failure kind when no reply came


class LiteLLMJudge:
    """A model judge, called through ``tasks/llm/`` at its own endpoint."""

    has_rubric = True

    def __init__(self, endpoint: Endpoint | str, cache_dir: Path, *, retries: int = 2, budget: CallBudget | None = None):
        self.endpoint = endpoint if isinstance(endpoint, Endpoint) else Endpoint(endpoint)
        self.name = self.endpoint.model
        self.cache = JudgeCache(cache_dir)
        self.retries = retries  # re-asks of an unreadable reply (json style), after the first ask
        self.budget = budget or CallBudget()

    @property
    def version(self) -> str:
        """The judge and its prompt versions (each row names the one it used)."""
        return f"{self.name}/{ASSERTION_PROMPT_VERSION}+{RUBRIC_PROMPT_VERSION}"

    def _key(self, kind: str, style: str, version: str, **question: Any) -> str:
        return sha256_json({"kind": kind, "judge": self.endpoint.identity(), "style": style, "prompt": version, **question})

    def _ask(self, key: str, messages: list[dict], parse: Callable[[str], Parsed], *, reask: str | None,
             cacheable: Callable[[Parsed], bool] = lambda parsed: True, **params: Any) -> _Answer:
        """Ask until a reply parses: once, then up to ``retries`` re-asks when ``reask`` is given."""
        hit = self.cache.get(key)
        if hit is not None:
            try:
                return _Answer(parse(hit["reply"]), hit["reply"], True, 0)
            except (ParseError, KeyError, TypeError):
                pass  # read differently now: ask again
        calls, text = 0, ""
        for ask in range((self.retries if reask else 0) + 1):
            reply = complete(self.endpoint, messages, budget=self.budget, role="judge", temperature=0, **params)
            calls += reply.attempts
            if not reply.ok:
                kind = reply.error_kind or ErrorKind.LLM_ERROR
                return _Answer(None, f"{kind.value}: {reply.error_message}", False, calls, kind)
            text = reply.content or ""
            try:
                parsed = parse(text)
            except ParseError as err:
                if reask:
                    messages = messages + [{"role": "assistant", "content": text}, {"role": "user", "content": f"{reask} ({err})"}]
                text = f"unparsable after {ask + 1} replies: {err}: {text[:300]}"
                continue
            # Only parsed answers are cached, so a rerun asks again where the judge failed.
            if cacheable(parsed):
                self.cache.put(key, {"reply": text, "judge": self.name, "parsed_as": parsed.parsed_as})
            return _Answer(parsed, text, False, calls)
        return _Answer(None, text, False, calls)

    def judge_assertion(self, case: AssertionCase, style: JudgeStyle = JudgeStyle.JSON) -> Verdict:
        prompts = PROMPTS[style]["assertion"]
        version = f"{self.name}/{prompts['version']}"
        if case.before is None or case.after is None:
            return Verdict(VerdictKind.ERROR, "no screenshot to judge", version, ErrorKind.JUDGE_ERROR.value)
        key = self._key("assertion", style, prompts["version"], assertion=case.assertion,
                        before=sha256_file(case.before), after=sha256_file(case.after))
        if style == JudgeStyle.REFERENCE:
            messages: list[dict] = [{"role": "user", "content": [
                {"type": "text", "text": prompts["text"].format(assertion=case.assertion)}, _image_part(case.before), _image_part(case.after)]}]
            answer = self._ask(key, messages, parse_reference_verdict, reask=None, max_tokens=prompts["max_tokens"])
        else:
            messages = [
                {"role": "system", "content": prompts["system"]},
                {"role": "user", "content": [
                    {"type": "text", "text": prompts["user"].format(assertion=case.assertion)}, _image_part(case.before),
                    {"type": "text", "text": prompts["after_label"]}, _image_part(case.after)]},
            ]
            answer = self._ask(key, messages, parse_verdict, reask=PROMPTS[JudgeStyle.JSON]["reask"])
        if answer.parsed is None:
            return Verdict(VerdictKind.ERROR, answer.text, version, ErrorKind.JUDGE_ERROR.value, False,
                           None if answer.cause else "unparsable", answer.calls)
        verdict, reasoning = answer.parsed.value
        return Verdict(VerdictKind(verdict), reasoning, version, None, answer.cached, answer.parsed.parsed_as, answer.calls)

    def rubric(self, gt: Path, shot: Path, style: JudgeStyle = JudgeStyle.JSON) -> Rubric:
        prompts = PROMPTS[style]["rubric"]
        version = f"{self.name}/{prompts['version']}"
        key = self._key("rubric", style, prompts["version"], gt=sha256_file(gt), shot=sha256_file(shot))
        if style == JudgeStyle.REFERENCE:
            messages: list[dict] = [{"role": "user", "content": [{"type": "text", "text": prompts["text"]}, _image_part(gt), _image_part(shot)]}]
            # The published reading never fails: no score line is its 0, recorded as "no_score"
            # and kept out of the cache (it is not an answer).
            answer = self._ask(key, messages, _reference_rubric, reask=None, max_tokens=prompts["max_tokens"],
                               cacheable=lambda parsed: parsed.parsed_as != "no_score")
        else:
            messages = [
                {"role": "system", "content": prompts["system"]},
                {"role": "user", "content": [{"type": "text", "text": prompts["gt_label"]}, _image_part(gt),
                                             {"type": "text", "text": prompts["shot_label"]}, _image_part(shot)]},
            ]
            answer = self._ask(key, messages, parse_rubric, reask=PROMPTS[JudgeStyle.JSON]["reask"])
        if answer.parsed is None:
            return Rubric(None, answer.text, version, error_kind=ErrorKind.JUDGE_ERROR.value,
                          parsed_as=None if answer.cause else "unparsable", calls=answer.calls)
        parts, total, reasoning = answer.parsed.value
        return Rubric(total / 100, reasoning, version, parts, None, answer.cached, answer.parsed.parsed_as, answer.calls)


def _reference_rubric(text: str) -> Parsed:
    """``parse_reference_rubric`` in ``parse_rubric``'s shape: (parts, total, reasoning)."""
    parsed = parse_reference_rubric(text)
    score, reply = parsed.value
    return Parsed(({}, score, reply), parsed.parsed_as)


def get_judge(name: str, cache_dir: Path, *, ocr: Callable[[Path], str] | None = None, retries: int = 2, check: bool = True,
              endpoint: Endpoint | None = None, budget: CallBudget | None = None, settings: Settings | None = None) -> Judge:
    """The judge registered under ``name``: ``iwr/offline``, or a model at its endpoint
    (``endpoint``, else ``judge_endpoint(name, settings)``), checked first unless ``check`` is False.
    ``budget`` defaults to the judge's budget from ``settings``."""
    if name == OFFLINE:
        return OfflineJudge(ocr)
    endpoint = endpoint or judge_endpoint(name, settings)
    if check:
        check_judge(name, endpoint)
    if budget is None:
        budget = CallBudget.for_role("judge", settings) if settings is not None else CallBudget()
    return LiteLLMJudge(endpoint, cache_dir, retries=retries, budget=budget)
