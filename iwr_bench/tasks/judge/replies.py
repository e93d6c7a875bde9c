"""Reading a judge's replies: plain functions from reply text to a value and how it was read.

Every parse returns ``Parsed(value, parsed_as)``; ``parsed_as`` lands in the row
(``assertions.parsed_as``, ``checkpoints.hvs_parsed_as``) so a user can tell a clean answer
from a guess:

* ``json``: the reply is one JSON object (bare, or alone in a fence);
* ``json_in_text``: a JSON object found inside prose (before and/or after it);
* ``yes_no``: no usable JSON; a plain yes/no (pass/fail) answer. Lower confidence;
* ``score_line``: a rubric read from a "Score: N/100" line (no per-criterion parts);
* ``no_score``: reference style only: no "Score: N/100" line, so the published 0.

A reply that cannot be read raises ``ParseError`` (the judge re-asks within its budget).
The ``reference_*`` functions reproduce the published harness's reading exactly, quirks
included (see ``tasks/judge/prompts/reference.yaml``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

RUBRIC = {"layout": 10, "elements": 15, "content": 40, "style": 15, "overall": 20}
PARSED_AS = ("json", "json_in_text", "yes_no", "score_line", "no_score")


class ParseError(ValueError):
    pass


@dataclass(frozen=True)
class Parsed:
    value: Any
    parsed_as: str


_FENCE = re.compile(r"```[ \t]*(?:json|JSON)?[ \t]*\n?(.*?)```", re.S)


def json_objects(text: str) -> Iterator[tuple[dict, bool]]:
    """Every JSON object in ``text``, best first, with whether it is the whole reply.

    The whole reply, then fenced blocks, then any ``{...}`` that decodes, scanning left to right.
    """
    text = (text or "").strip()
    decoder = json.JSONDecoder()

    def load(s: str) -> dict | None:
        try:
            value = json.loads(s)
        except ValueError:
            return None
        return value if isinstance(value, dict) else None

    whole = load(text)
    if whole is not None:
        yield whole, True
        return
    for m in _FENCE.finditer(text):
        obj = load(m.group(1).strip())
        if obj is not None:
            yield obj, m.group(0).strip() == text
    for i, ch in enumerate(text):
        if ch != "{":
            continue
        try:
            value, _ = decoder.raw_decode(text, i)
        except ValueError:
            continue
        if isinstance(value, dict):
            yield value, False


_PASS = {"pass": "pass", "passed": "pass", "yes": "pass", "true": "pass", "holds": "pass",
         "fail": "fail", "failed": "fail", "no": "fail", "false": "fail"}
_FIRST_WORD = re.compile(r"^[\s*_#>`\"']*(\w+)")
# "Verdict: pass" on a line of its own, or ending a sentence ("... the statement holds. Verdict: pass.").
_LABELLED = re.compile(r"(?i)(?:^|(?<=[\s.;,!?*_>]))(?:final\s+)?(?:verdict|answer|result)\W{0,3}[:=]\W*(\w+)")


def _verdict_word(value: Any) -> str | None:
    if isinstance(value, bool):
        return "pass" if value else "fail"
    return _PASS.get(value.strip().lower()) if isinstance(value, str) else None


def _yes_no(text: str) -> str | None:
    """A plain answer: its first word, or a "Verdict: X" / "Answer: X" label (on its own line or
    after a sentence), is yes/no/pass/fail; labels that disagree are no answer."""
    m = _FIRST_WORD.match(text or "")
    word = _PASS.get(m.group(1).lower()) if m else None
    if word:
        return word
    labelled = [_PASS.get(w.lower()) for w in _LABELLED.findall(text or "")]
    found = {w for w in labelled if w}
    return found.pop() if len(found) == 1 else None


def parse_verdict(text: str) -> Parsed:
    """``Parsed((verdict, reasoning), parsed_as)``, verdict ``pass`` or ``fail``."""
    for obj, whole in json_objects(text):
        verdict = _verdict_word(obj.get("verdict", obj.get("result")))
        if verdict is not None:
            reasoning = obj.get("reasoning", obj.get("think", ""))
            return Parsed((verdict, reasoning if isinstance(reasoning, str) else json.dumps(reasoning)), "json" if whole else "json_in_text")
    verdict = _yes_no(text)
    if verdict is not None:
        return Parsed((verdict, (text or "").strip()[:500]), "yes_no")
    raise ParseError("no JSON object with a pass/fail verdict and no plain yes/no answer")


_SCORE_LINE = re.compile(r"(?i)\bscore\W{0,3}\s*(\d{1,3})\s*/\s*100\b")


def parse_rubric(text: str) -> Parsed:
    """``Parsed((parts, total, reasoning), parsed_as)``; ``total`` in 0..100.

    A JSON object with every criterion an integer within its range; else a "Score: N/100"
    line (no parts). Out-of-range parts are an error, never clamped into a score.
    """
    problem = "no JSON object with the five criteria"
    for obj, whole in json_objects(text):
        if not any(k in obj for k in RUBRIC):
            continue
        parts, bad = {}, None
        for name, top in RUBRIC.items():
            v = obj.get(name)
            if isinstance(v, bool) or not isinstance(v, int | float) or v != int(v) or not 0 <= v <= top:
                bad = f"{name} must be an integer in 0..{top}, got {v!r}"
                break
            parts[name] = int(v)
        if bad:
            problem = bad
            continue
        reasoning = obj.get("reasoning", "")
        return Parsed((parts, sum(parts.values()), reasoning if isinstance(reasoning, str) else json.dumps(reasoning)),
                      "json" if whole else "json_in_text")
    scores = _SCORE_LINE.findall(text or "")
    if scores and 0 <= int(scores[-1]) <= 100:
        return Parsed(({}, int(scores[-1]), (text or "").strip()[:2000]), "score_line")
    raise ParseError(problem)


# ---------------------------------------------------------------- the published harness's reading


def parse_reference_verdict(text: str) -> Parsed:
    """As ``AssertionScorer.evaluate_assertion`` reads a reply; its "Error" raises ParseError."""
    full = (text or "").strip()
    try:
        if "```json" in full:
            start = full.find("```json") + 7
            json_text = full[start:full.find("```", start)].strip()
        elif "```" in full:
            start = full.find("```") + 3
            json_text = full[start:full.find("```", start)].strip()
        else:
            json_text = full
        obj = json.loads(json_text)
        result, thinking = obj.get("result", "Error"), obj.get("think", "")
        if result not in ["Yes", "No"]:
            result = "Error"
        how = "json"
    except Exception:  # noqa: BLE001 - the published code falls back on any failure, as here
        result = "Yes" if "Yes" in full else "No" if "No" in full else "Error"
        thinking, how = "", "yes_no"
    if result == "Error":
        raise ParseError("the published reading gives 'Error' (no Yes/No result)")
    return Parsed(("pass" if result == "Yes" else "fail", thinking if isinstance(thinking, str) else str(thinking)), how)


_REFERENCE_SCORE = re.compile(r"Score:.*?(\d{1,3})/100", re.IGNORECASE)


def parse_reference_rubric(text: str) -> Parsed:
    """As ``VisualScorer._parse_score`` and ``score_similarity`` read a reply: never fails.

    ``Parsed((score 0..100, text), "score_line" | "no_score")``; no match is the published 0.
    """
    m = _REFERENCE_SCORE.search(text or "")
    if m is None:
        return Parsed((0, text or ""), "no_score")
    return Parsed((max(0, min(100, int(m.group(1)))), text), "score_line")
