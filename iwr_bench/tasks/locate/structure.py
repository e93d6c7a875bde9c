"""The locator's structural evidence: which of several look-alikes a description means.

Given the candidates that fit a description's words about equally (all "Delete" buttons, all
lights of a board), these pure functions apply what the description says about place and
count: a row and column of a grid or table, an ordinal over the candidates themselves ("the
second tab") or over the repeated items they sit in ("the third product"), and position words
("top right", "centre"). Each returns the narrowed candidates and the evidence it adds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from iwr_bench.tasks.locate.query import Nth, Query
from iwr_bench.tasks.locate.score import Fit
from iwr_bench.tasks.locate.text import Bag, word_match
from iwr_bench.tasks.locate.view import Candidate, View

BAND = 6.0  # candidates this close to the best are the ones meant (repeated controls score alike)


def related(a: Candidate, b: Candidate, by_index: Mapping[int, Candidate]) -> bool:
    """Same target: one is inside the other, or one is the label of the other."""
    ia, ib = a.get("index"), b.get("index")
    if a.get("label_for") == ib or b.get("label_for") == ia:
        return True
    for x, y in ((a, b), (b, a)):
        anc, hops = x.get("ancestor", -1), 0
        while anc is not None and anc >= 0 and hops < 50:
            if anc == y.get("index"):
                return True
            anc = by_index.get(anc, {}).get("ancestor", -1)
            hops += 1
    return False


def reading_order(views: Sequence[View]) -> list[View]:
    """Top to bottom, then left to right; boxes whose middles share a line are one line."""
    rest = sorted(views, key=lambda v: (v.center[1], v.center[0]))
    lines: list[list[View]] = []
    for v in rest:
        if lines and abs(lines[-1][0].center[1] - v.center[1]) <= max(4.0, min(lines[-1][0].box[3], v.box[3]) / 2):
            lines[-1].append(v)
        else:
            lines.append([v])
    return [v for line in lines for v in sorted(line, key=lambda v: v.center[0])]


def outermost(views: Sequence[View], by_index: Mapping[int, Candidate]) -> list[View]:
    """One per target: of nested candidates (a card and its button, a label and its field) keep the outer."""
    keep = []
    for v in views:
        if not any(o is not v and related(v.c, o.c, by_index) and contains(o, v, by_index) for o in views):
            keep.append(v)
    return keep


def contains(outer: View, inner: View, by_index: Mapping[int, Candidate]) -> bool:
    if inner.c.get("label_for") == outer.index:
        return True  # a label stands for its control
    anc, hops = inner.c.get("ancestor", -1), 0
    while anc is not None and anc >= 0 and hops < 50:
        if anc == outer.index:
            return True
        anc = by_index.get(anc, {}).get("ancestor", -1)
        hops += 1
    return False


def grid_match(v: View, row: Nth | None, col: Nth | None) -> bool:
    g = v.c.get("grid") or {}
    if not g:
        return False
    ok = True
    if row is not None:
        ok = ok and g.get("row") == row.resolve(int(g.get("rows") or 0))
    if col is not None:
        ok = ok and g.get("col") == col.resolve(int(g.get("cols") or 0))
    return ok


def primary(views: Sequence[View], fits: Mapping[int, Fit], by_index: Mapping[int, Candidate]) -> View:
    """The one a person clicks to open an item: the item itself, else its title link, else the biggest."""
    def key(v: View) -> tuple[float, ...]:
        contains_all = all(o is v or contains(v, o, by_index) for o in views)
        title = " ".join(str((v.c.get("item") or {}).get("title") or "").lower().split())
        own = " ".join(v.own_text.lower().split())
        titled = bool(title and own) and (own.startswith(title) or title.startswith(own))
        return (contains_all, titled, v.box[2] * v.box[3], v.role == "link")
    best_score = max(fits[v.index].score for v in views)
    near_best = [v for v in views if fits[v.index].score >= best_score - BAND]
    return max(near_best, key=key)


def containers(v: View) -> list[tuple[tuple[int, int], list[str]]]:
    """The repeated things the candidate is one of, innermost first: ((place, count), id/class words)."""
    out = []
    sib = v.c.get("sib")
    if sib and not v.textless:
        out.append(((int(sib["ord"]), int(sib["count"])), list(v.c.get("tokens") or [])))
    item = v.c.get("item")
    if item:
        out.append(((int(item["ord"]), int(item["count"])), list(item.get("tokens") or [])))
    return out


def names_kind(words: list[str], noun: str) -> bool:
    return bool(words) and word_match(noun, Bag(" ".join(words), words), abbreviations=True) >= 0.75


def position_score(v: View, positions: frozenset[str], lo: tuple[float, float], hi: tuple[float, float]) -> float:
    x, y = v.center
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


def pick_ordinal(query: Query, meant: list[View], fits: Mapping[int, Fit], by_index: Mapping[int, Candidate],
             weak_basis: bool) -> tuple[list[View], dict[str, str] | None, bool]:
    """The n-th of the candidates meant (or of their containers: "the third product").

    The flag says whether what was counted is settled (one kind of repeated item, or the
    kind the noun names), rather than guessed."""
    nth = query.ordinal
    assert nth is not None
    if query.ordinal_item:
        named: list[tuple[View, tuple[int, int]]] = []
        if query.ordinal_noun:
            # Of the repeated things around each candidate (itself among its siblings, the card or row it
            # is in), the kind whose id/class names the noun: "card" for cards inside a board's columns.
            for v in meant:
                hit = next((place for place, words in containers(v) if names_kind(words, query.ordinal_noun)), None)
                if hit:
                    named.append((v, hit))
        placed = named
        if not placed:
            # Else real containers (a card, a row, an article with more text) over controls that merely repeat (nav links).
            levels = [(v, containers(v)) for v in meant]
            placed = [(v, c[-1][0]) for v, c in levels if c and v.c.get("item")] or [(v, c[0][0]) for v, c in levels if c]
        if placed:
            counts = Counter(c[1] for _, c in placed)
            count = max(counts, key=lambda n: (counts[n], n))
            k = nth.resolve(count)
            chosen = [v for v, c in placed if c == (k, count)]
            if chosen:
                return ([primary(chosen, fits, by_index)], {"kind": "ordinal", "detail": f"{nth.label()} of {count} items"},
                        bool(named) or len(counts) == 1)
        return meant, None, False
    if weak_basis:
        # Nothing said what kind of thing: count within the first repeated group on the page that is long enough.
        groups: dict[tuple[Any, ...], list[View]] = {}
        for v in reading_order(meant):
            sib = v.c.get("sib")
            if sib:
                key = (v.c.get("ancestor"), v.role, v.c.get("tag"), sib.get("count"))
                groups.setdefault(key, []).append(v)
        for members in groups.values():
            k = nth.resolve(len(members))
            if k is not None and len(members) >= 2:
                return [members[k - 1]], {"kind": "ordinal", "detail": f"{nth.label()} of {len(members)} (first repeated group)"}, False
        return meant, None, False
    # Page order: columns of different heights (a board's lists) read down each list first.
    ordered = sorted(outermost(meant, by_index), key=lambda v: v.index)
    k = nth.resolve(len(ordered))
    if k is None:
        return meant, None, False
    return [ordered[k - 1]], {"kind": "ordinal", "detail": f"{nth.label()} of {len(ordered)}"}, True


def pick_position(query: Query, meant: list[View], by_index: Mapping[int, Candidate]) -> tuple[list[View], dict[str, str] | None]:
    """Of the look-alikes, the one where the position words put it among them (the page's "top right",
    or the side of "at the right of 'X'")."""
    positions = query.positions | query.sides
    units = outermost(meant, by_index)
    if len(units) < 2:
        return meant, None
    xs = [v.center[0] for v in units]
    ys = [v.center[1] for v in units]
    page = units[0].c.get("page") or [1280, 720]
    lo_l, hi_l = [min(xs), min(ys)], [max(xs), max(ys)]
    for axis, floor in ((0, 0.25 * float(page[0])), (1, 0.25 * float(page[1]))):
        # A few pixels apart is not "left of": spreads under a quarter of the viewport count as that quarter.
        spread = hi_l[axis] - lo_l[axis]
        if spread < floor:
            mid = (hi_l[axis] + lo_l[axis]) / 2
            lo_l[axis], hi_l[axis] = mid - floor / 2, mid + floor / 2
    lo, hi = (lo_l[0], lo_l[1]), (hi_l[0], hi_l[1])
    scored = sorted(((position_score(v, positions, lo, hi), v) for v in units), key=lambda sv: -sv[0])
    top = scored[0][0]
    keep = [v for s, v in scored if s >= top - 0.02]
    rest = [s for s, _ in scored if s < top - 0.02]
    if len(keep) == len(units) or (rest and top - rest[0] < 0.1):
        return meant, None  # the position words do not single anything out
    return keep, {"kind": "position", "detail": " ".join(sorted(positions))}


def pick_relation(meant: list[View], fits: Mapping[int, Fit]) -> tuple[list[View], dict[str, str] | None]:
    """Of the look-alikes, those where the description places them ("under the comment box")."""
    placed = [v for v in meant if any(e["kind"] == "relation" for e in fits[v.index].evidence)]
    if not placed or len(placed) == len(meant):
        return meant, None
    ev = next(e for e in fits[placed[0].index].evidence if e["kind"] == "relation")
    return placed, dict(ev)


def holds(by_index: Mapping[int, Candidate], outer: int, inner: int) -> bool:
    """Candidate ``outer`` contains candidate ``inner``, or ``inner`` is its label."""
    c = by_index.get(inner, {})
    if c.get("label_for") == outer:
        return True
    anc, hops = c.get("ancestor", -1), 0
    while anc is not None and anc >= 0 and hops < 50:
        if anc == outer:
            return True
        anc = by_index.get(anc, {}).get("ancestor", -1)
        hops += 1
    return False
