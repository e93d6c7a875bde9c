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
from iwr_bench.tasks.locate.spatial import position_score, reading_order
from iwr_bench.tasks.locate.text import Bag, bag, phrase_exact, word_match
from iwr_bench.tasks.locate.view import TEXT_KINDS, Candidate, View, shows_remove_sign
from iwr_bench.tasks.locate.vocab import REMOVE_VERBS

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


def outermost(views: Sequence[View], by_index: Mapping[int, Candidate]) -> list[View]:
    """One per target: of nested candidates (a card and its button, a label and its field) keep the outer."""
    keep = []
    for v in views:
        if not any(o is not v and related(v.c, o.c, by_index) and contains(o, v, by_index) for o in views):
            keep.append(v)
    return keep


def contains(outer: View, inner: View, by_index: Mapping[int, Candidate]) -> bool:
    if _inside(inner, outer, by_index):
        return True
    # A label stands for its control, unless the control is inside it (then the label is the outer one: else a label
    # around its checkbox and the checkbox would each hold the other, and neither would be kept).
    return inner.c.get("label_for") == outer.index and not _inside(outer, inner, by_index)


def _inside(inner: View, outer: View, by_index: Mapping[int, Candidate]) -> bool:
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


def pick_ordinal(query: Query, meant: list[View], fits: Mapping[int, Fit], by_index: Mapping[int, Candidate],
             weak_basis: bool) -> tuple[list[View], dict[str, str] | None, bool]:
    """The n-th of the candidates meant (or of their containers: "the third product").

    The flag says whether what was counted is settled (one kind of repeated item, or the
    kind the noun names), rather than guessed."""
    nth = query.ordinal
    assert nth is not None
    own = sorted((v for v in meant if query.ordinal_noun in TEXT_KINDS.keys() & v.tokens.toks), key=lambda v: v.index)
    if query.ordinal_item and len(own) >= 2 and nth.resolve(len(own)):  # "the fourth question": of the links that ask
        return [own[nth.resolve(len(own)) - 1]], {"kind": "ordinal", "detail": f"{nth.label()} of {len(own)}"}, True  # type: ignore[operator]
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
        of_sets = _nth_of_sets(nth, named, by_index)
        if of_sets:
            return [of_sets[0]], {"kind": "ordinal", "detail": f"{nth.label()} of {of_sets[1]} sets"}, True
        if not placed:
            # Else real containers (a card, a row, an article with more text) over controls that merely repeat (nav links).
            levels = [(v, containers(v)) for v in meant]
            placed = [(v, c[-1][0]) for v, c in levels if c and v.c.get("item")] or [(v, c[0][0]) for v, c in levels if c]
        if placed:
            counts = Counter(c[1] for _, c in placed)
            count = max(counts, key=lambda n: (counts[n], n))
            k = nth.resolve(count)
            chosen = [v for v, c in placed if c == (k, count)]
            across = _across_groups(nth, [v for v, _ in placed], meant, by_index) if len(chosen) != 1 else None
            if across is not None:
                return [across[0]], {"kind": "ordinal", "detail": f"{nth.label()} of {across[1]} items in reading order"}, bool(named)
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


def _nth_of_sets(nth: Nth, named: list[tuple[View, tuple[int, int]]], by_index: Mapping[int, Candidate]) -> tuple[View, int] | None:
    """"Next page of the first repeater": each look-alike is the same member of a set of its own (a pager's next arrow);
    the noun counts those sets, so the look-alikes in page order."""
    outer = outermost([v for v, _ in named], by_index)
    if len(outer) < 2 or len({c for _, c in named}) != 1 or len({set_key(v) for v in outer}) != len(outer):
        return None
    ordered = sorted(outer, key=lambda v: v.index)
    k = nth.resolve(len(ordered))
    return (ordered[k - 1], len(ordered)) if k is not None else None


def _across_groups(nth: Nth, placed: list[View], meant: list[View], by_index: Mapping[int, Candidate]) -> tuple[View, int] | None:
    """"The fourth post's Read more" where the posts stand in two columns of two under a featured one: each look-alike
    is in an item of its own, the items in several groups; the count runs over all the look-alikes in reading order."""
    units = outermost(placed, by_index)
    items = {(str((v.c.get("item") or {}).get("text") or ""), v.c.get("ancestor"), v.box[:2]) for v in units}
    if len(units) < 2 or len(items) != len(units) or len({int((v.c.get("item") or {}).get("count") or 0) for v in units}) != 1:
        return None
    ordered = reading_order(outermost(meant, by_index))
    if len({(v.c.get("tag"), v.c.get("role"), v.own_text.strip().lower()) for v in ordered}) != 1:
        return None  # only look-alikes are counted so ("the first product" is no count over every kind on the page)
    k = nth.resolve(len(ordered))
    if k is None or int((units[0].c.get("item") or {}).get("count") or 0) >= len(ordered):
        return None
    return ordered[k - 1], len(ordered)


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


def pick_relation(meant: list[View], fits: Mapping[int, Fit], under: bool = False) -> tuple[list[View], dict[str, str] | None]:
    """Of the look-alikes, those where the description places them ("under the comment box"); ``under``: the
    description places it under something, and a look-alike in the section whose heading it says in full is there
    ("right under the Draggable heading", a heading the page's short texts may not hold)."""
    placed = [v for v in meant if any(e["kind"] == "relation" or (under and e["kind"] == "section named")
                                      for e in fits[v.index].evidence)]
    if not placed or len(placed) == len(meant):
        return meant, None
    ev = next(e for e in fits[placed[0].index].evidence if e["kind"] in ("relation", "section named"))
    # A set of look-alikes is where it is as a whole: the dots of a pager are all "under the photos",
    # also those that do not overlap the photos' heading.
    sets = {set_key(v) for v in placed if set_key(v)[0] == "set"}
    return [v for v in meant if v in placed or set_key(v) in sets], dict(ev)


def remove_sign_in(query: Query, winner: View, views: Sequence[View], by_index: Mapping[int, Candidate]) -> View | None:
    """"Remove Corn" that lands on the 'Corn x' chip: the remove sign the chip holds, which a person
    presses (pressing the chip itself removes nothing). Only one such sign, and only after a remove verb."""
    words = query.description.lower().split()
    if not words or words[0] not in REMOVE_VERBS | {"close"}:  # "Close the yellow alert": its own x
        return None
    if shows_remove_sign(winner, "name"):
        return None  # the close button itself: pressed as it is, not on the glyph it holds
    signs = [v for v in views if v is not winner and holds(by_index, winner.index, v.index) and shows_remove_sign(v, "text")]
    signs = [v for v in signs if not any(o is not v and holds(by_index, o.index, v.index) for o in signs)]  # a button, not its glyph too
    return signs[0] if len(signs) == 1 else None


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


# ---------------------------------------------------------------- sets of look-alikes
# Look-alikes often come in sets (four tab sets with the same labels, the dots of two carousels): a
# person tells the set apart first (by its place, its heading, its order), then counts within it.


def set_key(v: View) -> tuple[str, int]:
    """The set of look-alikes the candidate is one of (collect.js's ``sib.set``), or itself alone."""
    sib = v.c.get("sib") or {}
    return ("set", int(sib["set"])) if sib.get("set") else ("own", v.index)


def sets_of(views: Sequence[View]) -> dict[tuple[str, int], list[View]]:
    out: dict[tuple[str, int], list[View]] = {}
    for v in views:
        out.setdefault(set_key(v), []).append(v)
    return out


def _set_box(members: Sequence[View]) -> tuple[float, float, float, float]:
    box = (members[0].c.get("sib") or {}).get("box")
    if box and len(box) == 4:
        return tuple(float(b) for b in box)  # type: ignore[return-value]
    xs = [v.box[0] for v in members] + [v.box[0] + v.box[2] for v in members]
    ys = [v.box[1] for v in members] + [v.box[1] + v.box[3] for v in members]
    return (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def _set_order(groups: Mapping[tuple[str, int], list[View]]) -> list[tuple[str, int]]:
    """The sets in reading order of their boxes: top to bottom by line, then left to right."""
    boxes = {k: _set_box(m) for k, m in groups.items()}
    keys = sorted(groups, key=lambda k: boxes[k][1])
    lines: list[list[tuple[str, int]]] = []
    for k in keys:
        if lines and abs(boxes[lines[-1][0]][1] - boxes[k][1]) <= max(8.0, min(boxes[lines[-1][0]][3], boxes[k][3]) / 2):
            lines[-1].append(k)
        else:
            lines.append([k])
    return [k for line in lines for k in sorted(line, key=lambda k: boxes[k][0])]


def pick_set_ordinal(query: Query, meant: list[View], by_index: Mapping[int, Candidate]) -> tuple[list[View], dict[str, str] | None]:
    """"Contact in the second tab set": the n-th set (reading order) of those the look-alikes are in."""
    assert query.ordinal is not None
    groups = sets_of(outermost(meant, by_index))
    if len(groups) < 2:
        return meant, None
    order = _set_order(groups)
    k = query.ordinal.resolve(len(order))
    if k is None:
        return meant, None
    return groups[order[k - 1]], {"kind": "set", "detail": f"{query.ordinal.label()} of {len(order)} sets"}


def _titles(v: View) -> list[str]:
    """What heads a set: its section's heading, its card's title, the text just before it."""
    return [str(t) for t in (v.c.get("section"), (v.c.get("item") or {}).get("title"), v.c.get("near")) if t]


def pick_set(query: Query, meant: list[View], by_index: Mapping[int, Candidate]) -> tuple[list[View] | None, dict[str, str] | None]:
    """Before counting within a set ("the last dot under 'Sliders'", "the second dot in the right-hand
    carousel"): when the look-alikes fall into several sets of two or more, the set the description
    places them in, by the heading that says exactly its quote, or by position words over the sets'
    boxes. ``(None, None)`` when nothing tells the sets apart (the count is then a guess);
    ``(meant, None)`` when there is one set only."""
    groups = {k: m for k, m in sets_of(outermost(meant, by_index)).items()}
    if sum(len(m) >= 2 for m in groups.values()) < 2:
        return meant, None
    quotes = [q for r in query.readings[:1] for q in (*r.anchor_quotes, *r.target_quotes)]
    titled = [k for k, m in groups.items() if len(m) >= 2 and any(phrase_exact(q, t) for q in quotes for t in _titles(m[0]))]
    if not titled:
        # Unquoted ("the third dot under Content Widths"): the one set whose heading has every word.
        words = {w for r in query.readings[:1] for w in r.anchor} | {w for rel in query.relations for w in rel.words}
        titled = [k for k, m in groups.items() if words and len(m) >= 2 and all(word_match(w, bag(str(m[0].c.get("section") or ""))) >= 0.9
                                                                 for w in words)]
    if len(titled) == 1:
        return groups[titled[0]], {"kind": "set", "detail": f"under '{_titles(groups[titled[0]][0])[0]}'"}
    positions = query.positions | query.sides
    if positions:
        boxes = {k: _set_box(m) for k, m in groups.items()}
        centres = {k: (b[0] + b[2] / 2, b[1] + b[3] / 2) for k, b in boxes.items()}
        xs, ys = [c[0] for c in centres.values()], [c[1] for c in centres.values()]
        lo, hi = (min(xs), min(ys)), (max(xs), max(ys))
        scored = sorted(((position_score(c, positions, lo, hi), k) for k, c in centres.items()), key=lambda sk: -sk[0])
        if len(scored) > 1 and scored[0][0] - scored[1][0] >= 0.1:
            return groups[scored[0][1]], {"kind": "set", "detail": " ".join(sorted(positions))}
    return None, None


def _widgets(views: Sequence[View]) -> dict[int, tuple[float, float, float, float]]:
    """The carousels on the page (collect.js's ``widget``): id -> box."""
    return {int(w["id"]): tuple(float(b) for b in w["box"]) for v in views if (w := v.c.get("widget")) and len(w.get("box") or ()) == 4}  # type: ignore[misc]


def _in_widget(v: View, wid: int) -> bool:
    return int((v.c.get("widget") or {}).get("id") or 0) == wid


def pick_said_set(query: Query, meant: list[View], views: Sequence[View], by_index: Mapping[int, Candidate]) -> tuple[list[View], dict[str, str] | None]:
    """The set the description says before counting within it: by its size ("the fourth of the four dots", "the left
    arrow of the slider that has just four dots") or by its place among the page's carousels ("the last dot under the
    first slider"); the look-alikes in it, or ``(meant, None)`` when that does not single one out."""
    units = outermost(meant, by_index)
    if query.set_size:
        groups = {k: m for k, m in sets_of(units).items() if len(m) >= 2}
        sized = [k for k, m in groups.items() if len(m) == query.set_size]
        if len(sized) == 1 and len(groups) > 1:
            return groups[sized[0]], {"kind": "set", "detail": f"the one of {query.set_size}"}
        # Controls outside any such set (a carousel's arrows): the carousel that holds a set of that size.
        holders = {int(v.c["widget"]["id"]) for v in views if v.c.get("widget") and int((v.c.get("sib") or {}).get("count") or 0) == query.set_size}
        inside = [v for v in meant if int((v.c.get("widget") or {}).get("id") or 0) in holders]
        if len(holders) == 1 and inside and len(inside) < len(meant):
            return inside, {"kind": "set", "detail": f"the carousel with {query.set_size}"}
    if query.set_nth is not None:
        boxes = _widgets(views)
        order = sorted(boxes, key=lambda k: (boxes[k][1], boxes[k][0]))
        k = query.set_nth.resolve(len(order))
        if k is not None and len(order) >= 2:
            inside = [v for v in meant if _in_widget(v, order[k - 1])]
            if inside:
                return inside, {"kind": "set", "detail": f"{query.set_nth.label()} of {len(order)} carousels"}
        every = sets_of(units)
        groups = {k2: m for k2, m in every.items() if len(m) >= 2}
        if len(groups) < 2 and all(k2[0] == "set" and len(m) == 1 for k2, m in every.items()):
            groups = every  # "the silver car of the first gallery": one look-alike in each set, the colour said
        if len(groups) >= 2:
            keys = _set_order(groups)
            k = query.set_nth.resolve(len(keys))
            if k is not None:
                return groups[keys[k - 1]], {"kind": "set", "detail": f"{query.set_nth.label()} of {len(keys)} sets"}
    return meant, None
