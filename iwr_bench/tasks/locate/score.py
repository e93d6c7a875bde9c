"""How well each candidate fits a description: its words (``iwr_bench.tasks.locate.match``), then
what else the description says a person would check with their eyes: the kind of control (role),
the region it is in, that it is an icon, its colour, its size, which way it points, where it is
relative to another thing on the page, and that a person can reach it at all.

Each part adds to the candidate's score; the visual and spatial parts count only among the
candidates whose words fit at all ("plausible"), and a part that no plausible candidate shows
changes nothing (a colour the page does not draw cannot decide).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from difflib import SequenceMatcher
from typing import Any

from iwr_bench.tasks.locate.look import candidate_colour, size_fit, surface_colour
from iwr_bench.tasks.locate.match import content_tokens, reading_score, word_weights
from iwr_bench.tasks.locate.query import Query
from iwr_bench.tasks.locate.spatial import Anchor, anchors, relation_fit
from iwr_bench.tasks.locate.text import STOPWORDS, Bag, phrase_exact, tokens, word_match
from iwr_bench.tasks.locate.view import Candidate, View, content_of, view
from iwr_bench.tasks.locate.vocab import (
    COMPATIBLE,
    REGION_SETS,
    SIDE_REGIONS,
    TOP_REGIONS,
    WIDGET_NOUNS,
)

__all__ = ["Candidate", "Fit", "View", "score_views", "view"]

ROLE_BONUS = 8.0
ROLE_NEAR = 2.0
ROLE_WRONG = -6.0
FIELD_WRONG = -20.0
HINT_BONUS = 9.0  # above the locator's margin: "tick 'X'" decides between a checkbox and the icons beside it
ICON_BONUS = 5.0
ICON_WRONG = -3.0
PICTURE_BONUS = 3.0
REGION_BONUS = 12.0
REGION_WRONG = -8.0
COLOUR_BONUS = 10.0
COLOUR_WRONG = -6.0
SIZE_BONUS = 8.0
EMPTY_BONUS = 6.0
EMPTY_WRONG = -30.0
STATE_BONUS = 8.0  # a box in the state said ("the ticked box")
STATE_WRONG = -8.0
DIRECTION_BONUS = 10.0
DIRECTION_WRONG = -10.0
POSITION_BONUS = 12.0
POSITION_WRONG = -6.0
LAYOUT_BONUS = 12.0
LAYOUT_WRONG = -6.0
RELATION_BONUS = 14.0
RELATION_WRONG = -8.0
HEADING_BONUS = 16.0
ROW_RUN = 3  # words said together, in the row's order, that tell a row from the others
# A person cannot press what is cut away or covered; a disabled control can be pressed, to no effect.
UNREACHABLE = {"clipped": -40.0, "covered": -30.0, "disabled": -8.0}
OPPOSITE = {"left": "right", "right": "left", "up": "down", "down": "up"}


@dataclass
class Fit:
    """A candidate's score and what made it."""

    index: int
    score: float = 0.0
    text: float = 0.0  # the text part, 0-100
    named: float = 0.0  # what the words naming the element earn alone, 0-100
    exact: bool = False  # the first target quote equals one of its own names
    reading: int = 0
    evidence: list[dict[str, str]] = field(default_factory=list)

    def has(self, kind: str) -> bool:
        """Some of its evidence is of this kind ("region": it sits in the place said)."""
        return any(e["kind"] == kind for e in self.evidence)


def _role_part(v: View, q: Query) -> tuple[float, list[dict[str, str]]]:
    ev: list[dict[str, str]] = []
    score = 0.0
    effective = v.kinds
    if q.roles:
        if effective & q.roles:
            score += ROLE_BONUS
            ev.append({"kind": "role", "detail": sorted(effective & q.roles)[0]})
        elif q.field_only and not v.is_field:
            score += FIELD_WRONG
        elif any(v.role in COMPATIBLE.get(r, ()) for r in q.roles):
            score += ROLE_NEAR
        elif v.role not in ("", "label"):
            score += ROLE_WRONG
    hinted = set(q.hint_roles) | ({"switch", "checkbox"} if q.hint_roles & {"switch", "checkbox"} else set())
    if hinted & (effective - {""}):
        score += HINT_BONUS
    if "multiline" in hinted & effective:  # "the text area": of a row's fields, the box of many lines
        score += HINT_BONUS
        ev.append({"kind": "role", "detail": "multiline"})
    if q.icon:
        if v.textless:
            score += ICON_BONUS
            ev.append({"kind": "icon", "detail": v.own_text or "no text"})
        else:
            score += ICON_WRONG
    elif q.picture and v.textless and not v.is_field:
        score += PICTURE_BONUS  # "the bell": a thing drawn, likelier the icon than a link that says "Notifications"
    if (q.icon or q.picture) and v.is_field and not q.field_only:
        score += FIELD_WRONG / 4  # "the magnifying glass in the search box": the drawn thing, not the field it sits in
    return score, ev


def _in_region(v: View, region: str) -> bool:
    grid = v.c.get("grid") or {}
    if region == "header" and grid.get("table") and grid.get("row") == 0:
        return True  # "the checkbox in the table header": a table's header row
    if region == "header" and v.regions & SIDE_REGIONS and not v.regions & TOP_REGIONS:
        return False  # a side panel's navigation is no header
    return bool(v.regions & REGION_SETS.get(region, frozenset({region})))


def _side_column(v: View) -> bool:
    """One of a stack of links down the left or right edge of the page, in a column narrower than two fifths of it
    (GitBook's ``book-summary``), where no class or landmark calls it a side bar."""
    sib = v.c.get("sib") or {}
    box, width = sib.get("box") or [0, 0, 0, 0], float((v.c.get("page") or [1280])[0] or 1280)
    if int(sib.get("cols") or 0) != 1 or int(sib.get("rows") or 0) < 3 or box[2] > 0.4 * width:
        return False
    return box[0] + box[2] <= 0.4 * width or box[0] >= 0.6 * width


def _apply(fits: Sequence[Fit], views: Sequence[View], fit_of: Callable[[View], float], bonus: float, wrong: float,
           ev: dict[str, str], *, strong: float = 0.6) -> None:
    """Among the plausible candidates: those that show it gain up to ``bonus``; when some show it
    clearly (``strong``), those that do not lose ``wrong``."""
    plausible = [(f, v) for f, v in zip(fits, views, strict=True) if f.text > 0 or f.score > 0]
    values = [(f, fit_of(v)) for f, v in plausible]
    if not any(s >= strong for _, s in values):
        return
    for f, s in values:
        if s > 0.05:
            f.score += bonus * s
            f.evidence.append(dict(ev))
        else:
            f.score += wrong


def page_position(v: View, positions: frozenset[str]) -> float:
    """How well the candidate sits where the position words say on the screen ("top right corner"):
    the weakest of the words' fits, each 0-1 by its centre in the first screenful."""
    page = v.c.get("page") or [1280, 720]
    w, h = float(page[0] or 1280), float(page[1] or 720)
    x, y = v.center
    fx, fy = min(1.0, max(0.0, x / w)), min(1.0, max(0.0, y / h))
    fits = {"top": 1 - fy, "bottom": fy, "left": 1 - fx, "right": fx, "center": 1 - 2 * max(abs(fx - 0.5), abs(fy - 0.5))}
    return min((fits[p] for p in positions if p in fits), default=0.0)


def _apply_regions(q: Query, views: Sequence[View], fits: Sequence[Fit]) -> None:
    inside = {v.index for v in views if any(_in_region(v, r) for r in q.regions)}
    plausible = {f.index for f in fits if f.text > 0 or f.score > 0} or {v.index for v in views}
    if "sidebar" in q.regions and not inside & plausible:  # no landmark says so: the stack of links down one edge
        inside = {v.index for v in views if _side_column(v)}
    if inside & plausible:
        for f in fits:
            if f.index in inside:
                f.score += REGION_BONUS
                f.evidence.append({"kind": "region", "detail": "/".join(sorted(q.regions))})
            else:
                f.score += REGION_WRONG


def _apply_looks(q: Query, views: Sequence[View], fits: Sequence[Fit]) -> None:
    for word in sorted(q.colours):
        def colour(v: View, word: str = word) -> float:
            return candidate_colour(v.c, word)[0]
        _apply(fits, views, colour, COLOUR_BONUS, COLOUR_WRONG, {"kind": "colour", "detail": word})
    for word in sorted(q.surface_colours):
        def surface(v: View, word: str = word) -> float:
            return surface_colour(v.c, word)
        _apply(fits, views, surface, COLOUR_BONUS, 0.0, {"kind": "surface colour", "detail": word})
    if q.size:
        best_text = max((f.text for f in fits), default=0.0)
        alike = [v.area for f, v in zip(fits, views, strict=True) if f.text >= best_text - 20 and f.text > 0]
        _apply(fits, views, lambda v: size_fit(v.area, alike, q.size), SIZE_BONUS, 0.0,
               {"kind": "size", "detail": q.size}, strong=0.5)
    if q.empty and "checkbox" not in q.hint_roles:
        for f, v in zip(fits, views, strict=True):  # "the empty time field": not the one showing 05:30
            if v.is_field and (f.text > 0 or f.score > 0):
                f.score += EMPTY_BONUS if not content_of(v.c).strip() else EMPTY_WRONG
    # "the checked box in the Tasks list", "Collapse the open first item": of the look-alikes, the one in that state now
    # (a box says whether it is ticked, a section's trigger whether it is open)
    for key, want, said in (("checked", q.checked, "checked" if q.checked == "true" else "unchecked"),
                            ("expanded", q.expanded, "open" if q.expanded == "true" else "closed")):
        if want:
            _apply_state(fits, views, key, want, said)
    if q.layout:
        _apply(fits, views, lambda v: 1.0 if set_layout(v) == q.layout else 0.0, LAYOUT_BONUS, LAYOUT_WRONG,
               {"kind": "layout", "detail": q.layout})
    if q.direction:
        def pointing(v: View) -> float:
            return 1.0 if v.points == q.direction else 0.0
        _apply(fits, views, pointing, DIRECTION_BONUS, 0.0, {"kind": "direction", "detail": q.direction})
        for f, v in zip(fits, views, strict=True):
            if v.points and v.points == OPPOSITE.get(q.direction):
                f.score += DIRECTION_WRONG


def _apply_state(fits: Sequence[Fit], views: Sequence[View], key: str, want: str, said: str) -> None:
    for f, v in zip(fits, views, strict=True):
        now = str(v.c.get(key) or "")
        if now in ("true", "false") and (f.text > 0 or f.score > 0):
            f.score += STATE_BONUS if now == want else STATE_WRONG
            if now == want:
                f.evidence.append({"kind": "state", "detail": said})


def set_layout(v: View) -> str:
    """How the candidate's set of look-alikes is laid out: one column is "vertical", one row "horizontal"."""
    sib = v.c.get("sib") or {}
    rows, cols = int(sib.get("rows") or 0), int(sib.get("cols") or 0)
    if rows > 1 and cols == 1:
        return "vertical"
    if rows == 1 and cols > 1:
        return "horizontal"
    return ""


def _apply_relations(q: Query, views: Sequence[View], fits: Sequence[Fit], texts: Sequence[Candidate],
                     holds: Callable[[int, int], bool] | None) -> None:
    entries = [v.c for v in views] + list(texts)
    for rel in q.relations:
        found = [Anchor(v.index, v.box, 1.0) for v in views if v.kinds & rel.roles] if rel.roles else anchors(rel, entries)
        if not found:
            continue
        scores = {v.index: max(relation_fit(v.box, v.index, rel, found, holds), _own_label_fit(v, rel.kind, found, holds))
                  for v in views}
        _apply(fits, views, lambda v, scores=scores: scores[v.index], RELATION_BONUS, RELATION_WRONG,  # type: ignore[misc]
               {"kind": "relation", "detail": rel.label()}, strong=0.4)


def hindrance(q: Query, v: View) -> str:
    """Why a person could not press it now (``View.unreachable``), unless the description asks for it as it is: "the
    greyed-out 'Save' button" is the disabled one, no hindrance."""
    return "" if q.disabled and v.unreachable == "disabled" else v.unreachable


# A box beside its words: "the checkbox next to Debug" is the box whose label says Debug, the label standing for it.
BESIDE_KINDS = frozenset({"near", "left_of", "right_of"})
LABELLED_KINDS = frozenset({"checkbox", "radio", "switch"})


def _own_label_fit(v: View, kind: str, found: Sequence[Anchor], holds: Callable[[int, int], bool] | None) -> float:
    """A box (or the label standing for it) told by the text beside it, its own label: the anchor is that label or in it."""
    if kind not in BESIDE_KINDS or not v.kinds & LABELLED_KINDS:
        return 0.0
    own = [a.fit for a in found if a.index is not None and (a.index == v.index or (holds is not None and holds(v.index, a.index)))]
    return max(own, default=0.0) if v.role == "label" or str(v.c.get("label") or "") else 0.0


def above_heading(q: Query) -> frozenset[str]:
    """The words and quotes of what the element is said to be above or before ("Append above the freeScroll heading",
    "above 'Step 1 Content'"): a heading there starts the next section, so its section said is no evidence."""
    return frozenset(x for rel in q.relations if rel.kind in ("above", "before") for x in (*rel.words, *rel.quotes))


def heading_said(q: Query, views: Sequence[View]) -> dict[int, float]:
    """Per candidate, how fully and how specifically the description says its section heading where
    it tells the place: 1.0 for the longest heading said in full ("the Name field under Form input"
    is in "Form input", less in "Input", not in "Form disabled styles"). The words that name the
    element itself do not count ("the Pricing link" is not in "Pricing"), nor does the noun a count is of
    ("the first slider" counts sliders; it is not under "Slider")."""
    first = q.readings[0]
    said_twice = {t for t in tokens(q.description) if list(tokens(q.description)).count(t) > 1}
    # (a word said twice names the element and its place: "the Draggable button right under the Draggable heading")
    own = {t for t in (*first.target, *(t for quote in first.target_quotes for t in tokens(quote))) if t not in said_twice}
    if q.ordinal_noun and list(tokens(q.description)).count(q.ordinal_noun) == 1:
        own.add(q.ordinal_noun)  # said once, after its count; "the first switch under Form switch" says it twice
    if q.set_nth is not None:
        own |= WIDGET_NOUNS  # "the left arrow of the first slider": the count is of sliders
    own |= {t for x in above_heading(q) for t in tokens(x)}
    said = Bag(" ".join(t for t in _not_parts(list(tokens(q.description))) if t not in own))
    sizes: dict[str, int] = {}  # per heading (many candidates share one): its length when said in full, else 0
    for section in {str(v.c.get("section") or "") for v in views}:
        heading = [t for t in tokens(section) if t not in STOPWORDS and (t.isalpha() or t.isdigit())]
        sizes[section] = len(heading) if heading and all(word_match(t, said) >= 0.9 for t in heading) else 0
    longest = max(sizes.values(), default=0)
    return {v.index: sizes[str(v.c.get("section") or "")] / longest if longest else 0.0 for v in views}


POSSESSIVES = frozenset({"its", "their"})


def _not_parts(words: Sequence[str]) -> list[str]:
    """The words less those naming a part of something said ("the X at the right end of its blue title bar": the
    window's title bar, not a section called Title Bar): after "its" or "their", up to the next function word."""
    out, inside = [], False
    for w in words:
        inside = w in POSSESSIVES or (inside and w not in STOPWORDS)
        if not inside:
            out.append(w)
    return out


def row_said(q: Query, views: Sequence[View]) -> dict[int, float]:
    """Per candidate, 1.0 when its row or card is the one whose words the description says together, the longest
    such run (three words at least) of all the rows: "Edit for michael@creative-tim.com" is Michael Levi's row, not
    John Michael's (john@creative-tim.com), though both hold "michael", "creative", "tim" and "com"; a quoted mark
    said of the row counts as such a run ("the row marked 'delayed'"). In a table the
    row is the table row ("the kebab in the row with the $4,400 USD budget"), not the card the table sits in."""
    first = q.readings[0]
    own = set(first.target) | {t for quote in first.target_quotes for t in tokens(quote)}
    said = [t for t in tokens(q.description) if t not in own]
    def row_of(v: View) -> str:  # a table cell's row is the text beside it in its row; the item may be the whole table
        if (v.c.get("grid") or {}).get("table") and v.c.get("context"):
            return str(v.c["context"])
        return str((v.c.get("item") or {}).get("text") or "")

    # "the row marked 'delayed'": a quote said of a row names it whole
    marks = [list(tokens(quote)) for quote in first.anchor_quotes] if {"row", "rows"} & set(tokens(q.description)) else []
    runs: dict[str, int] = {}
    for text in {row_of(v) for v in views}:
        row = list(tokens(text))  # the longest run of words said in the row's order
        m = SequenceMatcher(None, said, row, autojunk=False).find_longest_match(0, len(said), 0, len(row))
        runs[text] = m.size
        if m.size >= 2 and sum(ch.isdigit() for t in said[m.a:m.a + m.size] for ch in t) >= 4:
            runs[text] = max(runs[text], ROW_RUN)  # "the row of the $14,000 project": a number of its own tells the row
        if any(mark and _holds_run(row, mark) for mark in marks):
            runs[text] = max(runs[text], ROW_RUN)
    longest = max(runs.values(), default=0)
    if longest < ROW_RUN or sum(1 for n in runs.values() if n == longest) > 1:
        return {}
    return {v.index: 1.0 for v in views if runs[row_of(v)] == longest}


def _holds_run(row: Sequence[str], run: Sequence[str]) -> bool:
    n = len(run)
    return any(list(row[k:k + n]) == list(run) for k in range(len(row) - n + 1))


def score_views(q: Query, views: Sequence[View], texts: Sequence[Candidate] = (),
                holds: Callable[[int, int], bool] | None = None) -> list[Fit]:
    """Every candidate's fit (same order as ``views``); ``texts`` are the page's short texts (anchors
    for relations), ``holds(i, j)`` says that candidate ``i`` contains candidate ``j`` or is its label."""
    words = [w for r in q.readings for w in (*r.target, *r.weak, *r.anchor)]
    words += [t for r in q.readings for quote in (*r.target_quotes, *r.anchor_quotes) for t in content_tokens(quote)]
    weights = word_weights(words, views)
    apart = frozenset(x for rel in q.relations if rel.kind != "in_column" for x in (*rel.words, *rel.quotes))
    fits = []
    exact_quote = next((r.target_quotes[0] for r in q.readings[:1] if r.target_quotes and r.exact_wins), None)
    for v in views:
        best = Fit(v.index)
        for k, r in enumerate(q.readings):
            text, ev, missing, named = reading_score(v, r, weights, apart)
            if missing and k == 0 and not (v.role == "combobox" and (r.anchor or r.anchor_quotes)):
                text = named = min(text, 25.0)  # the quoted label is not on this element
            if text > best.text or k == 0:
                best = Fit(v.index, text=text, named=named, reading=k, evidence=ev)
        if exact_quote is not None:
            best.exact = any(phrase_exact(exact_quote, b.text) for _, b in v.own)
        role_score, role_ev = _role_part(v, q)
        barrier = hindrance(q, v)
        said_disabled = bool(v.unreachable) and not barrier  # "the greyed-out 'Save' button": the disabled one is said
        best.score = best.text + role_score + (STATE_BONUS if said_disabled else UNREACHABLE.get(barrier, 0.0))
        best.evidence += role_ev
        if barrier:
            best.evidence.append({"kind": "unreachable", "detail": barrier})
        elif said_disabled:
            best.evidence.append({"kind": "state", "detail": "disabled"})
        fits.append(best)
    if q.regions:
        _apply_regions(q, views, fits)
    said = heading_said(q, views)
    if q.layout and any(said[v.index] and q.layout in tokens(str(v.c.get("section"))) for v in views):
        q = replace(q, layout="")  # "the Name field of the horizontal form": the section "Horizontal forms", no layout
    _apply_looks(q, views, fits)
    if q.relations:
        _apply_relations(q, views, fits, texts, holds)
    _apply(fits, views, lambda v: said[v.index], HEADING_BONUS, 0.0, {"kind": "section named", "detail": "in full"}, strong=1.0)
    rows = row_said(q, views)
    if rows:
        _apply(fits, views, lambda v: rows.get(v.index, 0.0), HEADING_BONUS, 0.0, {"kind": "row named", "detail": "in full"}, strong=1.0)
    if q.positions:
        _apply(fits, views, lambda v: page_position(v, q.positions), POSITION_BONUS, POSITION_WRONG,
               {"kind": "place on the page", "detail": " ".join(sorted(q.positions))})
    for f in fits:
        f.score = round(f.score, 2)
        f.text = round(f.text, 2)
    return fits


def views_of(candidates: Sequence[Mapping[str, Any]]) -> list[View]:
    return [view(c, i) for i, c in enumerate(candidates)]
