"""The decision in the making and its narrowing (``decide``'s step 2): a row or column, a page number, a relation, a
said set, an ordinal and position words choose among the candidates that fit nearly as well as the best."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from iwr_bench.tasks.locate.match import ctx_quote
from iwr_bench.tasks.locate.query import Nth, Query
from iwr_bench.tasks.locate.score import Candidate, Fit, View
from iwr_bench.tasks.locate.spatial import lines_of
from iwr_bench.tasks.locate.structure import (
    grid_match,
    pick_ordinal,
    pick_position,
    pick_relation,
    pick_said_set,
    pick_set,
    pick_set_ordinal,
)
from iwr_bench.tasks.locate.text import phrase_exact, phrase_in, tokens
from iwr_bench.tasks.locate.vocab import ARROW_NOUNS, FIELD_NOUNS, POSITIONS


@dataclass(frozen=True)
class Scored:
    index: int
    score: float


@dataclass
class Decision:
    """One decision in the making: the candidates, their fits, and what narrowed them."""

    query: Query
    views: list[View]
    fits: dict[int, Fit]
    by_index: dict[int, Candidate]
    ranking: tuple[Scored, ...]
    pool: list[View]
    meant: list[View] = field(default_factory=list)
    decided: list[dict[str, str]] = field(default_factory=list)
    exact: bool = False
    alike: int = 0  # how many candidates say the quoted label exactly
    narrowed: bool = False
    weak_basis: bool = False
    texts: Sequence[Candidate] = ()  # the page's short texts (not controls): what a description may name instead

    def score(self, v: View) -> float:
        return self.fits[v.index].score


# A code of numbers ("menu item 3-2-2", "Firefox 2.0"): its words are numbers, which every look-alike shares ("3-2-1").
CODE = r"\d+(?:[-./]\d+)+"
CODE_SAID = re.compile(r"(?<![\w./-])(" + CODE + r")(?![\w/-]|\.\d)")


def narrow_code(d: Decision) -> None:
    """Look-alikes the words tie ("menu item 3-2-1", "3-2-2", "3-2"): the one that shows the code said, whole."""
    if len(d.meant) < 2:
        return
    def shows(code: str, *texts: object) -> bool:
        return any(code in CODE_SAID.findall(str(t or "")) for t in texts)

    for code in CODE_SAID.findall(d.query.description):
        # (its own words first; then its row's: "Tick the row for Firefox 2.0", a checkbox that says nothing)
        hit = [v for v in d.meant if shows(code, v.own_text, v.c.get("name"), v.c.get("label"))] \
            or [v for v in d.meant if shows(code, (v.c.get("item") or {}).get("text"))]
        if hit and len(hit) < len(d.meant):
            # (sure only when it is the kind asked for: "Tick Leaf Node 1-1" names the node, the box ticked is its part)
            roles = d.query.roles | d.query.hint_roles
            d.meant, d.narrowed = hit, d.narrowed or not roles or any(v.role in roles for v in hit)
            d.decided.append({"kind": "code", "detail": code})


def narrow_grid(d: Decision) -> None:
    q = d.query
    best = max(d.score(v) for v in d.pool)
    if q.grid or q.row or q.col:
        members = [v for v in d.meant if v.c.get("grid")]
        if not members and (q.row or q.col):  # "row 2, seat 4": the cells, though no word of the description is on them
            members = [v for v in d.pool if v.c.get("grid") and d.score(v) >= best - 40]
            if not any(grid_match(v, q.row, q.col) for v in members):
                members = []  # "the first row of Button Dropdowns": a table elsewhere with no such row is not the one
        if members:
            d.meant = members
    if q.row or q.col:
        hit = [v for v in d.meant if grid_match(v, q.row, q.col)]
        in_row = [v for v in d.meant if grid_match(v, q.row, None)] if q.row and q.col and not hit else []
        if in_row:
            # "In the first row, choose the second radio button": of the radios in that row, the second across (the
            # row's second cell holds a text field)
            hit = laid_out(in_row, None, q.col)
        if not hit:
            # "The checkbox at the start of the first row": a word of the description ("start") fits a
            # header better than the row's own controls; the row and column still say where to look.
            hit = [v for v in d.pool if grid_match(v, q.row, q.col) and d.score(v) >= best - 40]
        laid = False
        if not hit:
            hit, laid = laid_out(d.meant, q.row, q.col), True
        if hit:
            d.meant, d.narrowed = hit, True
            parts = [f"row {q.row.label()}" if q.row else "", f"column {q.col.label()}" if q.col else ""]
            d.decided.append({"kind": "row/column", "detail": ", ".join(p for p in parts if p) + (" as laid out" if laid else "")})
    if q.page_number and not (ARROW_NOUNS & set(q.readings[0].target) and any(v.points for v in d.meant)):
        # not "the last page (the double arrow at the right)": the arrow said is what is pressed
        numbered = [v for v in d.meant if v.own_text.strip().isdigit()]
        if not numbered:  # "the last page number": the pager's numbers, though no word of the description is on them
            numbered = [v for v in d.pool if v.own_text.strip().isdigit() and v.role in ("link", "button") and not v.unreachable]
        if numbered:
            d.meant, d.weak_basis = numbered, False


def laid_out(meant: list[View], row: Nth | None, col: Nth | None) -> list[View]:
    """The candidates in the said row and column of the lines they are laid out in on screen ("the red 'Danger' button
    in the first row of Button Dropdowns": no table, two rows of buttons; "Add to cart on the first card of the second
    row": a grid of cards); empty when they make one line only or none is said."""
    hit = meant
    for nth, axis in ((row, 1), (col, 0)):
        if nth is None:
            continue
        lines = lines_of(hit, axis)
        at = nth.resolve(len(lines)) if len(lines) > 1 else None
        if at is None:
            return []
        hit = lines[at - 1]
    return hit


def narrow_structure(d: Decision, texts: Sequence[Candidate] = ()) -> None:
    """A relation, a said set, an ordinal, position words; then a plain text the look-alikes follow."""
    q = d.query
    if q.relations:
        d.meant, ev = pick_relation(d.meant, d.fits, under=any(r.kind == "below" for r in q.relations))
        if ev:
            d.decided.append(ev)
            d.narrowed = True
    placed = False  # the position words were spent on choosing a set (or are a name's)
    named, words = named_by_place_word(q, [v for v in d.pool if d.score(v) > 0], d.meant) if q.positions or q.sides else ([], set())
    if named:  # (the place word is a name's: the description asks for no place)
        d.meant, placed, d.narrowed = named, True, True
        d.query = q = replace(q, positions=q.positions - words, sides=q.sides - words)
        d.decided.append({"kind": "text", "detail": " ".join(sorted(words))})
    d.meant, said = pick_said_set(q, d.meant, d.views, d.by_index)  # "the last dot under the first slider"
    if said:
        d.decided.append(said)
        d.narrowed = True
    if q.ordinal and q.ordinal_set:
        d.meant, ev = pick_set_ordinal(q, d.meant, d.by_index)
        if ev:
            d.decided.append(ev)
            d.narrowed = True
    elif q.ordinal:
        chosen, ev = (d.meant, None) if said else pick_set(q, d.meant, d.by_index)
        if ev and chosen:
            d.meant, placed = chosen, ev["detail"] == " ".join(sorted(q.positions | q.sides))
            d.decided.append(ev)
        d.meant, ev, settled = pick_ordinal(q, d.meant, d.fits, d.by_index, d.weak_basis)
        if ev:
            d.decided.append(ev)
            d.narrowed = True
            # Controls counted over several sets that nothing told apart (no set chosen, no place said, no
            # kind of item counted): a guess, never a sure pick.
            contested = chosen is None and not (q.relations or q.ordinal_item)
            d.weak_basis = (d.weak_basis and not settled) or contested
        elif not said and not d.exact and not q.readings[0].target_quotes and set(q.readings[0].target) == {q.ordinal_noun}:
            d.weak_basis = True  # "the third bar" where one thing says 'bar': the count said finds nothing to count
    if (q.positions or q.sides) and not placed:
        d.meant, ev = pick_position(q, d.meant, d.by_index)
        if ev:
            d.decided.append(ev)
            d.narrowed = True
    narrow_after_text(d, texts)


def named_by_place_word(q: Query, fitting: Sequence[View], meant: Sequence[View]) -> tuple[list[View], set[str]]:
    """"Click align right" among Align Left, Align Right and Justify (the icons' classes say align, and fit best): the
    place word is said next to a word naming the element, and the two are a fitting control's name. Those controls,
    unless they are all the ones meant; else none (the word says where). And the places those words said."""
    said = set(q.readings[0].target) | set(q.readings[0].weak)
    toks = tokens(q.description)
    pairs = [(f"{a} {b}", POSITIONS.get(a) or POSITIONS[b]) for a, b in zip(toks, toks[1:], strict=False)
             if (a in POSITIONS and b in said) or (b in POSITIONS and a in said)]
    hits = [(v, place) for v in fitting for p, place in pairs if any(phrase_in(p, b.text) for _, b in v.own)]
    named = list({v.index: v for v, _ in hits}.values())
    if not named or {v.index for v in named} == {v.index for v in meant}:
        return [], set()
    return named, {place for _, place in hits}


def narrow_after_text(d: Decision, texts: Sequence[Candidate]) -> None:
    """"Click View demo on CodePen for 'Display simple message'": look-alikes that nothing around them tells apart, and a
    quote the page shows once as a plain text (a caption above a code sample, "Display simple message:"): the one meant
    is the first that follows that text down the page."""
    q = d.query
    quotes = q.readings[0].anchor_quotes
    if len(d.meant) < 2 or len({v.own_text.strip().lower() for v in d.meant}) != 1 or not quotes or d.narrowed:
        return
    if q.ordinal or q.relations or q.positions or q.sides or q.size or q.colours or q.surface_colours:
        return  # other words say which one
    for quote in quotes:
        if any(ctx_quote(v, quote)[0] >= 0.7 for v in d.views):
            continue  # the quote is a heading, row or label of something: the scores have it
        shown = [t for t in texts if phrase_exact(quote, str(t.get("text") or ""))]
        if len(shown) != 1:
            continue
        top = float(shown[0]["box"][1])
        after = sorted((v for v in d.meant if float(v.box[1]) >= top), key=lambda v: (v.box[1], v.box[0]))
        if after:
            d.meant, d.narrowed = [after[0]], True
            d.decided.append({"kind": "after text", "detail": quote})
            return


def narrow_fields(d: Decision, min_score: float) -> None:
    """"The search bar", "the email field": only a field can be it. But "box" alone is a card's word as well as a
    field's ("the box with the zuck.js logo that says this is a demonstration"): where the words name no field and name
    another control in full, they say which."""
    if not d.query.field_only or d.exact:
        return
    if set(d.query.readings[0].weak) & FIELD_NOUNS == {"box"}:
        fields = max((d.fits[v.index].named for v in d.pool if v.is_field), default=0.0)
        others = max((d.fits[v.index].named for v in d.pool if not v.is_field), default=0.0)
        if fields == 0.0 and others >= min_score:
            return
    d.pool = [v for v in d.pool if v.is_field] or d.pool


def counted_in_region(d: Decision) -> list[View]:
    """"The last link in the side navigation": a kind and a place alone, so the links of that place are counted, not a
    dropdown elsewhere whose option says "Separated link". Nothing where the words name the element or its place."""
    r0 = d.query.readings[0]
    if r0.target or r0.target_quotes or r0.anchor or r0.anchor_quotes:
        return []
    return [v for v in d.pool if v.role in d.query.roles and d.fits[v.index].has("region")]
