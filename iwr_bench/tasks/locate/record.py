"""How a choice is written down: the element as the ``actions`` row records it, and one short line saying why."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from iwr_bench.tasks.locate.view import Candidate

__all__ = ["describe", "evidence_line", "merge_evidence"]


def describe(c: Candidate) -> dict[str, Any]:
    """An element as it is recorded in the ``actions`` row."""
    text = c.get("text") or c.get("name") or c.get("placeholder") or c.get("alt") or c.get("title") or c.get("value") or ""
    if not text and c.get("glyphs"):
        text = " ".join(str(g) for g in c["glyphs"])
    return {"tag": c.get("tag"), "role": c.get("role"), "text": str(text)[:120], "box": c.get("box")}


def evidence_line(evidence: Sequence[Mapping[str, str]] | str | None, confidence: float | None = None,
                  tie: bool | None = False) -> str:
    """One short line saying why (from a ``Choice`` or an ``actions`` row's columns):
    ``quoted exact 'Add to cart'; ordinal 3rd of 6 items; role button; confidence 0.93``."""
    items: list[Mapping[str, str]] = json.loads(evidence or "[]") if isinstance(evidence, str) else list(evidence or [])
    bits = []
    for e in items[:4]:
        quoted = e["kind"] in ("quoted exact", "text", "synonym", "option", "picked option", "id/class token", "nearby label")
        bits.append(f"{e['kind']} {e['detail']!r}" if quoted else f"{e['kind']} {e['detail']}")
    if confidence is not None:
        bits.append(f"confidence {confidence:.2f}")
    if tie:
        bits.append("UNDECIDED (evidence could not decide)")
    return "; ".join(bits)


def merge_evidence(decided: list[dict[str, str]], found: list[dict[str, str]]) -> tuple[dict[str, str], ...]:
    """What decided, then what the winner showed: each kind and detail once, the first eight."""
    out: list[dict[str, str]] = []
    seen: set[tuple[str, str]] = set()
    for e in [*decided, *found]:
        key = (e["kind"], e["detail"])
        if key not in seen and e["kind"]:
            seen.add(key)
            out.append(e)
    return tuple(out[:8])
