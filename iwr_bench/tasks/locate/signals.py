"""What a decision looked like, as numbers: the signals the confidence model reads (``calibrate``).

The raw certainty (how far the pick leads and how well its words fit) is one signal among several. A pick that
leads by far can still rest on a part of the description only: "the green chat button on the right-hand card of
the middle row" chosen on "chat" alone, with nothing about it green, right-hand or in a middle row. So the model
also sees what the description asked for (a colour, a size, a place, an ordinal, a relation, a picture) against
what the pick's evidence shows, how many look-alikes there were, and how much of the description the evidence
accounts for. Every signal is a plain number in [0, 1]; their names are the model's feature names, so a table
fitted on one set of signals refuses to read another (``calibrate.confidence_of``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from iwr_bench.tasks.locate.query import Query
from iwr_bench.tasks.locate.text import tokens
from iwr_bench.tasks.locate.view import View
from iwr_bench.tasks.locate.vocab import FILLER

__all__ = ["EVIDENCE_KINDS", "NAMES", "derived", "signals"]

# Evidence kinds the model weighs one by one; the rest count only through the totals.
EVIDENCE_KINDS = ("quoted exact", "text", "synonym", "id/class token", "nearby label", "option", "item title", "context",
                  "section", "section named", "column", "row named", "region", "role", "ordinal", "relation", "position", "place on the page", "icon",
                  "shape", "colour", "surface colour", "size", "direction", "row or card", "set", "layout")
# What the description asks for, and the evidence kinds that show the pick has it.
ASKS: dict[str, tuple[str, ...]] = {
    "colour": ("colour", "surface colour"),
    "size": ("size",),
    "place": ("position", "place on the page", "relation"),
    "ordinal": ("ordinal", "set"),
    "relation": ("relation", "nearby label", "item title", "row or card"),
    "direction": ("direction",),
}
# The raw certainty's bands (what a lead means is not a straight line: a clear lead of a partial fit is one band).
RAW_BANDS = ((0.25, 0.7), (0.7, 0.95), (0.95, 0.999), (0.999, 1.0))  # each (lo, hi]
NAMES = ("raw", "lead", "strength", "exact", "narrowed", "weak", "doubt", "unreachable", "alike", "meant",
         "text fit", "named fit", "quoted", "words", "unexplained", "explained share", "textless", "field", "picture asked",
         "icon asked", *(f"asks {a}" for a in ASKS), *(f"asks {a}, unshown" for a in ASKS),
         *(f"evidence {k}" for k in EVIDENCE_KINDS), "evidence kinds", *(f"raw {lo}-{hi}" for lo, hi in RAW_BANDS),
         "unique exact", "exact among look-alikes", "look-alikes told by place", "all explained")


def _asked(q: Query) -> dict[str, bool]:
    return {"colour": bool(q.colours or q.surface_colours), "size": bool(q.size),
            "place": bool(q.positions or q.sides), "ordinal": q.ordinal is not None or q.set_nth is not None,
            "relation": bool(q.relations), "direction": bool(q.direction)}


def _content(q: Query) -> list[str]:
    """The description's telling words: its content words that are not filler (what evidence should account for)."""
    out: list[str] = []
    for w in q.words.split():
        out += [t for t in tokens(w.replace("_", " ")) if t.isalpha() and t not in FILLER]
    for quote in q.quoted:
        out += tokens(quote)
    return list(dict.fromkeys(out))


def _shown(evidence: Sequence[Mapping[str, str]]) -> set[str]:
    return {t for e in evidence for t in tokens(str(e.get("detail") or "").replace("_", " "))}


def signals(q: Query, pick: View, evidence: Sequence[Mapping[str, str]], *, raw: float, lead: float, strength: float,
            exact: bool, narrowed: bool, weak: bool, doubt: bool, alike: int, meant: int, text_fit: float,
            named_fit: float) -> dict[str, float]:
    """The signals of one decision, by name (``NAMES``), each in [0, 1]. ``evidence``: what narrowed the candidates
    and what the pick's own fit found, together."""
    kinds = {str(e.get("kind") or "") for e in evidence}
    content = _content(q)
    shown = _shown(evidence)
    unexplained = [w for w in content if w not in shown]
    asked = _asked(q)
    out: dict[str, float] = {
        "raw": raw, "lead": lead, "strength": strength, "exact": float(exact), "narrowed": float(narrowed),
        "weak": float(weak), "doubt": float(doubt), "unreachable": float(bool(pick.unreachable)),
        "alike": min(1.0, math.log1p(max(0, alike)) / math.log1p(16)),
        "meant": min(1.0, math.log1p(max(0, meant)) / math.log1p(16)),
        "text fit": max(0.0, min(1.0, text_fit / 100)), "named fit": max(0.0, min(1.0, named_fit / 100)),
        "quoted": float(bool(q.quoted)), "words": min(1.0, len(content) / 10),
        "unexplained": min(1.0, len(unexplained) / 5),
        "explained share": (1 - len(unexplained) / len(content)) if content else 1.0,
        "textless": float(pick.textless), "field": float(pick.is_field),
        "picture asked": float(q.picture), "icon asked": float(q.icon),
    }
    for a, shows in ASKS.items():
        out[f"asks {a}"] = float(asked[a])
        out[f"asks {a}, unshown"] = float(asked[a] and not kinds & set(shows))
    for k in EVIDENCE_KINDS:
        out[f"evidence {k}"] = float(k in kinds)
    out["evidence kinds"] = min(1.0, len(kinds) / 8)
    return derived(out)


def derived(out: dict[str, float]) -> dict[str, float]:
    """The signals that combine others (a linear model cannot): adds them to ``out`` and returns it."""
    raw = out["raw"]
    for lo, hi in RAW_BANDS:
        out[f"raw {lo}-{hi}"] = float(lo < raw <= hi)
    one = out["alike"] <= math.log1p(1) / math.log1p(16) + 1e-9
    out["unique exact"] = float(out["exact"] == 1 and one)
    out["exact among look-alikes"] = float(out["exact"] == 1 and not one)
    out["look-alikes told by place"] = float(not one and (out["asks place"] == 1 or out["asks ordinal"] == 1))
    out["all explained"] = float(out["unexplained"] == 0)
    return out
