"""When the description's words name nothing on the page well enough: not_found, or a pick to put to the grounder.

A description that names something must find it; yet some words cannot meet the page's even when the element is
there, and then the honest answer is "not sure" (the grounder is asked, or offline the step is left undecided),
never "not on the page":

* the option of a closed dropdown whose list the page does not show ("Choose 'stilton' in the 'Menu tabs!?'
  dropdown"): the dropdown the quote names is opened first;
* words that half name a control in the region said ("the designer's name in the footer");
* a picture told by what it shows ("the green picture with the sneaker"): the judge reads no picture's content;
* an icon told by its drawing ("the print icon", "the heart") among icons with no words, no name and no telling
  class: the judge reads no svg path;
* a kind said in a section named in full, with a word no control shows ("the fruit dropdown in the Change options
  on the fly section": its options are fruits);
* a description in another script than the page's controls ("the article about the yen" on a Japanese page);
* a text that is no control, named ("Click the heading 'Overview'", "Click slide 12"): a person clicked there, and
  nothing on the page may answer; the text is clicked, and the pick is never a sure one.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from iwr_bench.tasks.locate.query import Query
from iwr_bench.tasks.locate.score import Fit, View, view
from iwr_bench.tasks.locate.text import (
    Bag,
    bag,
    is_cjk,
    names_in,
    phrase_exact,
    phrase_in,
    tokens,
    word_match,
)
from iwr_bench.tasks.locate.view import center_in
from iwr_bench.tasks.locate.vocab import (
    ANCHOR_KINDS,
    DROPDOWN_NOUNS,
    HEADING_TAGS,
    IMAGE_NOUNS,
    TEXT_NOUNS,
)

__all__ = ["a_text_is_said", "named_text", "other_script", "table_cell", "text_said", "under_heading_said", "unnamed_pool"]


def other_script(description: str, pool: Sequence[View]) -> bool:
    """The description is written in another script than most of the page's controls (Latin against CJK, or the
    other way round): its words cannot be matched, which says nothing about whether the element is there."""
    texted = [v for v in pool if v.own_text.strip()]
    cjk = sum(is_cjk(v.own_text) for v in texted)
    return bool(texted) and (cjk * 2 > len(texted)) != is_cjk(description)


NEAR_MISS = 10.0  # how far under the named threshold a best match is a doubt, not a miss


def unnamed_pool(q: Query, pool: list[View], fits: Mapping[int, Fit], min_score: float,
                 structural: bool) -> tuple[list[View], bool] | None:
    """The pool to choose from and whether the choice rests on weak evidence (never a sure pick), or None when the
    element is not on the page (``not_found``). ``structural``: a count, a place or a relation may still pick one."""
    r0 = q.readings[0]
    holders = [v for v in pool if any(phrase_exact(a, v.own_text) for a in r0.anchor_quotes)] \
        if "option" in q.hint_roles and DROPDOWN_NOUNS & {*r0.weak, *r0.anchor} else []
    if holders:
        return holders, True
    in_region = [v for v in pool if fits[v.index].named >= min_score / 2
                 and fits[v.index].has("region")] if q.regions else []
    if in_region and not structural:
        return in_region, True
    pictures = [v for v in pool if v.c.get("picture")] if set(q.words.split()) & IMAGE_NOUNS else []
    if pictures and (not structural or IMAGE_NOUNS & set(r0.target)):
        return pictures, not structural  # "the picture of the second post": a count or a place among them picks one
    drawn = [v for v in pool if v.textless and not v.is_field and not v.tokens and all(k == "text" for k, _ in v.own)] \
        if q.icon or q.picture else []
    if drawn and not structural:
        return drawn, True
    # "the fruit dropdown in the Change options on the fly section": a word no control shows (its options are fruits),
    # with the kind said and a section named in full, may still be the one dropdown there: put to the grounder.
    placed = [v for v in pool if v.kinds & q.roles and fits[v.index].has("section named")]
    if placed and not structural:
        return placed, True
    if other_script(q.description, pool):
        return pool, True
    # Words that name one thing all but well enough ("Security", the one followed by Portal App Security, at 39 of 40)
    # are no proof that the element is missing: a pick put to the grounder, never a verdict either way.
    near = [v for v in pool if fits[v.index].named >= min_score - NEAR_MISS]
    if near and not structural:
        return near, True
    # A count or a place may pick a thing its words do not name ("the third dot"); a label quoted and shown nowhere
    # ("the second 'Item' in the list") leaves the pick a guess.
    return (pool, bool(r0.target_quotes)) if structural else None


# What a short text of a table or a list is called besides TEXT_NOUNS: "the Customer column heading", "the red Refunded
# badge" say ``customer`` and ``refunded``.
TEXT_KINDS = TEXT_NOUNS | frozenset({"column", "row", "cell", "badge", "tag", "pill", "chip"})
SUBJECT_NOUNS = frozenset({"paragraph", "paragraphs", "sentence", "passage", "blurb"})


def text_said(q: Query) -> list[str]:
    """The words that name the element, less what a text is called: "the Overview heading" says ``overview``."""
    # ("Sort the list by Name": a kind word written as a name, capitalised inside the sentence, is the text's name)
    names = names_in(q.description)
    return [w for w in q.readings[0].target if w not in TEXT_KINDS or w in names]


def named_text(q: Query, texts: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """The short texts of the page (no control) that the description names in full, in page order: its quote said
    exactly, or every word naming the element on it and little else ("the Overview heading"). Several when the page
    shows it more than once (a class name in the prose and in the options table): which one is not known."""
    said = text_said(q)
    hits = _named(q, texts, said)
    aside = ASIDE.sub(" ", q.description)
    if not hits and aside != q.description:
        # "Click AirDrop (the wifi-like icon)": the words in brackets say how it looks, the text names it without them
        outside = set(tokens(aside))
        bare = [w for w in said if w in outside]
        hits = _named(q, texts, bare) if bare else []
    return hits


ASIDE = re.compile(r"\([^()]*\)")


def _named(q: Query, texts: Sequence[Mapping[str, Any]], said: Sequence[str]) -> list[Mapping[str, Any]]:
    """The texts ``named_text`` means, with ``said`` the words that name the element."""
    r0 = q.readings[0]
    # "the paragraph about asteroids a kilometer in size", "the paragraph starting 'Science is an enterprise'": a long
    # text told by what it says, not named in full.
    subject = bool(SUBJECT_NOUNS & set(r0.target))

    def says(text: str) -> bool:
        if r0.target_quotes:
            # Quoted in full, or in part with the rest said outside the quote ("the heading Plugin: "dropdown_header"").
            words = set(tokens(text))
            return any(phrase_exact(quote, text) or set(tokens(quote)) <= words <= {*tokens(quote), *said}
                       or (subject and phrase_in(quote, text)) for quote in r0.target_quotes)
        b = bag(text)
        if subject:  # (the page's texts are cut short: half the words said will do, the most said first)
            return 2 * on(b) >= len(said)
        return 0 < len(list(tokens(text))) <= 2 * len(said) + 1 and on(b) == len(said)

    def on(b: Bag) -> int:
        """How many of the words said the text holds."""
        return sum(word_match(w, b) >= 0.9 for w in said)

    if not (r0.target_quotes or said):
        return []
    hits = [t for t in texts if says(str(t.get("text") or "")) and t.get("tag") != "table"]
    return sorted(hits, key=lambda t: -on(bag(str(t.get("text") or "")))) if subject and not r0.target_quotes else hits


def under_heading_said(q: Query, texts: Sequence[Mapping[str, Any]], hits: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """Of a text the page shows more than once, first those under the heading the description names ("Click
    '.pmd-tabs' in the Configuration Options table": the options table's, not the one in the prose above it), then the
    rest. A text's heading is the last one before it on the page; ``texts`` are all of the page's, in page order."""
    r0 = q.readings[0]
    words = [w for w in (*r0.anchor, *r0.weak) if w not in ANCHOR_KINDS] + [t for a in r0.anchor_quotes for t in tokens(a)]
    if len(hits) < 2 or not words:
        return list(hits)
    heading = ""
    under: dict[int, str] = {}
    for t in sorted(texts, key=lambda t: int(t["index"])):
        if t.get("tag") in HEADING_TAGS:
            heading = str(t.get("text") or "")
        under[int(t["index"])] = heading

    def said(t: Mapping[str, Any]) -> int:
        b = bag(under.get(int(t["index"]), ""))
        return sum(1 for w in words if word_match(w, b) >= 0.9)

    best = max(said(t) for t in hits)
    if best:
        return sorted(hits, key=lambda t: -said(t))
    # No heading says the words, yet a text does, the title of a panel ("Tap Larry in the Basic Table": Bootstrap's
    # <div class="panel-heading">): the hit that comes first after it, before any other hit, is the one under it.
    at = {int(t["index"]) for t in hits}
    titles = [int(t["index"]) for t in texts if int(t["index"]) not in at
              and all(word_match(w, bag(str(t.get("text") or ""))) >= 0.9 for w in words)]
    first = [h for h in hits if any(a < int(h["index"]) and not any(a < k < int(h["index"]) for k in at) for a in titles)]
    return [*first, *(h for h in hits if h not in first)]


def table_cell(q: Query, texts: Sequence[Mapping[str, Any]], headings: Sequence[Mapping[str, Any]] = ()) -> Mapping[str, Any] | None:
    """The cell of a table of plain text that the description names by its column's heading and its row's words:
    "Tap the Default value in the donetext row", "the description of the vibrate option" (a documentation page's
    options table), "Click Rwanda's 1997 PPP" (a table whose headings sort it: ``headings``, the heading controls).
    The column is the one heading cell whose words are all said; the row the one that holds the most other cells whose
    words are all said; the cell the one of that row under that heading (the value itself, when it is said). None when
    the words do not single them out."""
    r0 = q.readings[0]
    if q.roles or q.icon or q.picture:
        return None  # "the three-dot button in the row of the $14,000 project": a control, not a cell
    said = set(tokens(" ".join([*r0.target, *r0.weak, *r0.anchor, *r0.target_quotes, *r0.anchor_quotes])))

    def all_said(t: Mapping[str, Any]) -> bool:
        words = tokens(str(t.get("text") or ""))
        return bool(words) and set(words) <= said

    for table in (t for t in texts if t.get("tag") == "table"):
        inside = [t for t in [*texts, *headings] if t.get("tag") != "table" and t.get("box") and center_in(t["box"], table["box"])]
        heads = [t for t in inside if t.get("tag") == "th" and all_said(t)]
        if len(heads) != 1:
            continue
        # (the row's cell says other words than the heading: in "the Default value in the donetext row" the option
        # called "default" is no row said)
        head = set(tokens(str(heads[0].get("text") or "")))
        cells = [t for t in inside if t.get("tag") != "th" and t.get("kind") == "text"]
        keys = [float(t["box"][1]) for t in cells if all_said(t) and not set(tokens(str(t.get("text") or ""))) <= head]
        held = [sum(abs(y - k) <= 6 for k in keys) for y in keys]  # "Russia's 1999": the row that says both
        rows = {y for y, n in zip(keys, held, strict=True) if n == max(held, default=0)}
        if not keys or max(rows) - min(rows) > 6:
            continue
        hx, _, hw, _ = (float(v) for v in heads[0]["box"])
        ky = min(rows)
        row = [t for t in cells if abs(float(t["box"][1]) - ky) <= 6]
        under = [t for t in row if float(t["box"][0]) < hx + hw and hx < float(t["box"][0]) + float(t["box"][2])]
        if len(under) == 1:
            return under[0]
    return None


def a_text_is_said(query: Query, unsure: int | None, candidates: Sequence[Mapping[str, Any]]) -> bool:
    """The description calls what it names a text ("the Overview heading") and the unsure pick is a control whose own
    names do not say those words (a button placed under that heading), or it names the thing by a quote alone that the
    unsure pick does not say ("Tap 'Keyboard' in the Instrument column"): the text, not its neighbour, is meant.
    ``unsure``: the index of the locator's pick when it was flagged, else None."""
    r0 = query.readings[0]
    if unsure is None:
        return False
    chosen = next((c for c in candidates if int(c.get("index", -1)) == unsure), None)
    if chosen is None:
        return False
    if not TEXT_NOUNS & set(r0.target):
        # A quote the unsure pick does not say: "Tap 'Keyboard' in the Instrument column" went to a link on the column
        # alone; "Click 'China' in the Country column" to a closed dropdown that offers China and shows nothing of it.
        # A person clicked the Keyboard, the China, the page shows. Choosing an option is said ("Choose 'China'", "in
        # the Country dropdown").
        if not r0.target_quotes or r0.target or "option" in query.hint_roles or DROPDOWN_NOUNS & {*r0.weak, *r0.anchor}:
            return False  # (other words naming it, "the 'Info' notification's cross": the quote is the thing's, not it)
        own = set(tokens(" ".join(str(chosen.get(k) or "") for k in ("text", "value", "label", "name", "title", "alt"))))
        return not any(set(tokens(q)) <= own for q in r0.target_quotes)
    said = text_said(query)
    if not (said or r0.target_quotes):
        return False
    if r0.target_quotes:
        return not any(phrase_exact(q, str(chosen.get("text") or "")) for q in r0.target_quotes)
    return not any(all(word_match(w, b) >= 0.9 for w in said) for _, b in view(chosen, unsure).own)
