"""Places relative to something else on the page: "the arrow at the right of 'New releases'",
"Cancel under the account form", "the envelope next to the bell".

The other thing (the anchor) is any element whose own words say what the description names:
a control, or a short text of the page (``collect.js`` adds headings, labels and captions as
``{kind: 'text'}`` entries). A candidate fits the relation by where its box lies against the
anchor's box; the anchor itself never fits (it is what the place is told by).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from iwr_bench.tasks.locate.query import Relation
from iwr_bench.tasks.locate.text import STOPWORDS, bag, norm, phrase_exact, word_match
from iwr_bench.tasks.locate.view import View
from iwr_bench.tasks.locate.vocab import ANCHOR_KINDS, HEADING_TAGS

Box = tuple[float, float, float, float]

__all__ = ["Anchor", "anchors", "fit", "lines_of", "position_score", "reading_order", "relation_fit"]

ANCHOR_MIN = 0.7  # an element's words must name the anchor this well to be it
REACH_X = 320.0  # px: how far to the side a control may sit and still be "at the right of" it
REACH_Y = 220.0  # px: how far below or above


@dataclass(frozen=True)
class Anchor:
    index: int | None  # the candidate it is, or None for a text of the page
    box: Box
    fit: float  # how well its words name the anchor (0-1)
    scope: Box | None = None  # for a title: the part of the page it heads (a card)


class Boxed(Protocol):
    @property
    def box(self) -> Box: ...  # x, y, width, height


B = TypeVar("B", bound=Boxed)


def reading_order(items: Sequence[B]) -> list[B]:
    """Top to bottom, then left to right; boxes whose middles share a line are one line (candidates' views, the
    anchors a place is told by)."""
    return [t for line in lines_of(items) for t in line]


def lines_of(items: Sequence[B], axis: int = 1) -> list[list[B]]:
    """The lines the boxes are laid out in, in screen order, each in order along it: rows (``axis`` 1: middles at one
    height, within half the smaller box's height, 4 px at least) or, with ``axis`` 0, columns."""
    def mid(t: Boxed) -> tuple[float, float]:
        x, y, w, h = t.box
        return x + w / 2, y + h / 2

    across, along = axis, 1 - axis
    lines: list[list[B]] = []
    for t in sorted(items, key=lambda t: (mid(t)[across], mid(t)[along])):
        first = lines[-1][0] if lines else None
        if first is not None and abs(mid(first)[across] - mid(t)[across]) <= max(4.0, min(first.box[across + 2], t.box[across + 2]) / 2):
            lines[-1].append(t)
        else:
            lines.append([t])
    return [sorted(line, key=lambda t: mid(t)[along]) for line in lines]


def _names(c: Mapping[str, Any]) -> str:
    return " ".join(str(c.get(k) or "") for k in ("text", "name", "label", "title", "alt", "placeholder"))


HEADING_NOUNS = frozenset({"heading", "headline", "title"})


def _name_fit(rel: Relation, c: Mapping[str, Any]) -> float:
    names = _names(c)
    if not names.strip():
        names = " ".join(str(t) for t in c.get("tokens") or [])
    scores = []
    for q in rel.quotes:
        fields = [str(c.get(k) or "") for k in ("text", "name", "label", "title", "alt")]
        if any(phrase_exact(q, f) for f in fields):
            scores.append(1.0)
        elif norm(q) and norm(q) in norm(names) and len(norm(names)) <= 3 * len(norm(q)) + 20:
            scores.append(0.85)
        else:
            scores.append(0.0)
    if rel.words:
        b = bag(names)
        words = rel.words
        if len(words) > 1 and words[-1] in ANCHOR_KINDS and word_match(words[-1], b) < 0.5:
            words = words[:-1]  # "above the Methods table": the heading 'Methods' names it; "table" says what it heads
        cover = sum(word_match(w, b) for w in words) / len(words)
        # "under Messages": the heading that says just that, more than a link "2 New Messages".
        own = [t for t in b.toks if t not in STOPWORDS and any(ch.isalpha() for ch in t)]
        said = sum(1 for t in own if any(word_match(w, bag(t)) >= 0.75 for w in words))
        scores.append(cover * (0.6 + 0.4 * (said / len(own) if own else 1.0)))
    return min(scores) if scores else 0.0


def anchors(rel: Relation, entries: Sequence[Mapping[str, Any]]) -> list[Anchor]:
    """Every element (control or text) whose words name the relation's anchor well enough."""
    out = []
    headed = []  # "under the Draggable heading": where a heading says it, the buttons that say it are no anchor
    for i, c in enumerate(entries):
        f = _name_fit(rel, c)
        if f >= ANCHOR_MIN:
            box = tuple(float(v) for v in (c.get("box") or (0, 0, 0, 0)))
            scope = tuple(float(v) for v in c["scope"]) if c.get("scope") and len(c["scope"]) == 4 else None
            if len(box) == 4 and box[2] > 0 and box[3] > 0:
                out.append(Anchor(None if c.get("kind") == "text" else int(c.get("index", i)), box, f, scope))  # type: ignore[arg-type]
                headed.append(str(c.get("tag") or "") in HEADING_TAGS)
    if rel.words and rel.words[-1] in HEADING_NOUNS and any(headed):
        out = [a for a, h in zip(out, headed, strict=True) if h]
    best = max((a.fit for a in out), default=0.0)
    out = [a for a in out if a.fit >= best - 0.1]
    if rel.nth is not None and out:  # "right of the second 'View options'": that one, in reading order
        order = reading_order(out)
        k = rel.nth.resolve(len(order))
        out = [order[k - 1]] if k is not None else []
    return out


def _gap(lo1: float, hi1: float, lo2: float, hi2: float) -> float:
    return max(0.0, lo2 - hi1, lo1 - hi2)


def fit(kind: str, box: Box, anchor: Box) -> float:
    """How well a box lies ``kind`` (left_of, right_of, above, below, after, before, near, in_column) of the anchor's box (0-1).
    A box inside the anchor (a control in a card the description names) fits by the side it is on."""
    x, y, w, h = box
    ax, ay, aw, ah = anchor
    cx, cy = x + w / 2, y + h / 2
    inside = ax <= cx <= ax + aw and ay <= cy <= ay + ah
    dx = _gap(x, x + w, ax, ax + aw)
    dy = _gap(y, y + h, ay, ay + ah)
    if kind in ("left_of", "right_of"):
        if inside and aw > 2 * w:
            share = (cx - ax) / aw
            return max(0.0, (share if kind == "right_of" else 1 - share) * 2 - 1)
        ahead = cx >= ax + aw * 0.9 if kind == "right_of" else cx <= ax + aw * 0.1
        return (1.0 / (1 + dx / REACH_X)) * (1.0 / (1 + dy / REACH_Y)) if ahead else 0.0
    if kind in ("above", "below"):
        if inside and ah > 2 * h:
            share = (cy - ay) / ah
            return max(0.0, (share if kind == "below" else 1 - share) * 2 - 1)
        ahead = cy >= ay + ah * 0.9 if kind == "below" else cy <= ay + ah * 0.1
        return (1.0 / (1 + dy / REACH_Y)) * (1.0 / (1 + dx / REACH_X)) if ahead else 0.0
    if kind in ("after", "before"):
        # Reading order: along the anchor's line (the next tab), else the lines below (above).
        same_line = min(y + h, ay + ah) - max(y, ay) > min(h, ah) / 2
        if same_line:
            return fit("right_of" if kind == "after" else "left_of", box, anchor)
        return 0.8 * fit("below" if kind == "after" else "above", box, anchor)
    if kind == "in_column":
        # Under the column's title and across its left edge (a card is wider than the title above it).
        return 1.0 if y + h / 2 >= ay and (x - 30 <= ax <= x + w or x <= ax + aw / 2 <= x + w) else 0.0
    return 1.0 / (1 + (dx + dy) / 80.0)


def relation_fit(box: Box, index: int, rel: Relation, found: Sequence[Anchor], holds: Any = None) -> float:
    """The best fit of a candidate's box to the relation over the anchors found, leaving out the
    candidate itself and what it holds (``holds(index, anchor_index)``: a row holding the text it
    is told by is that text's row, not beside it). A control inside the anchor (the plus in the
    question it opens) is where the description says."""
    best = 0.0
    for a in found:
        if a.index == index or (a.index is not None and holds is not None and holds(index, a.index)):
            continue
        best = max(best, a.fit * fit(rel.kind, box, a.box))
        if a.scope is not None and rel.kind in ("left_of", "right_of", "above", "below"):
            # "the arrow at the right of the 'Sliders' carousel": inside the part the title heads, on that side.
            x, y, w, h = box
            sx, sy, sw, sh = a.scope
            if sx <= x + w / 2 <= sx + sw and sy <= y + h / 2 <= sy + sh:
                best = max(best, a.fit * fit(rel.kind, box, (sx, sy, sw, sh)))
    return best


def position_score(v: View | tuple[float, float], positions: frozenset[str], lo: tuple[float, float],
                   hi: tuple[float, float]) -> float:
    x, y = v.center if isinstance(v, View) else v
    fx = (x - lo[0]) / (hi[0] - lo[0]) if hi[0] - lo[0] > 1 else 0.5
    fy = (y - lo[1]) / (hi[1] - lo[1]) if hi[1] - lo[1] > 1 else 0.5
    score = 0.0
    for p in positions:
        score += {"top": 1 - fy, "bottom": fy, "left": 1 - fx, "right": fx}.get(p, 0.0)
    if "center" in positions:
        dims = [f for f, spread in ((fx, hi[0] - lo[0]), (fy, hi[1] - lo[1])) if spread > 1]
        # "the top middle square": centre on the axes no other word names
        named = {"x": bool(positions & {"left", "right"}), "y": bool(positions & {"top", "bottom"})}
        parts = []
        if hi[0] - lo[0] > 1 and not named["x"]:
            parts.append(abs(fx - 0.5))
        if hi[1] - lo[1] > 1 and not named["y"]:
            parts.append(abs(fy - 0.5))
        score += 1 - 2 * (sum(parts) / len(parts)) if parts else (1.0 if not dims else 0.0)
    return score
