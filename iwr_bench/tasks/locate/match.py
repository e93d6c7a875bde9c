"""How well a candidate's words fit a description's: its own names against the words that name
the element, its surroundings against the words that name its place.

A candidate's own names (visible text, accessible name, ``<label>``, placeholder, title, alt, value,
an icon font's glyph name, the options of a dropdown) say what it is; its surroundings (the
repeated item it sits in and that item's title, the row or card text, the section heading, the
column header, the text beside a control that has none, its landmarks) say where it is. A
description's target words must be found among the first, its anchor words ("next to 'Buy milk'")
among the second.

Id and class words ("btn-search", "fa-trash") name a control fully only when it shows no words of
its own (an icon); beside visible text they count half, so a button that reads "Gift wrap" is not
found for "Add to cart" because its class says ``add``.

Words are weighted by how rare they are among the candidates (a word every card repeats decides
less than a name); a word the page shows nowhere counts almost nothing, so an extra word ("the
shiny Save button") never pushes a named match below the locator's threshold.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from iwr_bench.tasks.locate.query import Reading
from iwr_bench.tasks.locate.text import (
    STOPWORDS,
    Bag,
    norm,
    phrase_exact,
    phrase_in,
    ratio,
    tokens,
    word_match,
)
from iwr_bench.tasks.locate.view import View
from iwr_bench.tasks.locate.vocab import (
    ARROW_NOUNS,
    DOT_WORDS,
    END_WAYS,
    KIND_NOUNS,
    NAMING_ROLES,
    ORIENTATION,
    ROLE_NOUNS,
    STEP_WORDS,
)

__all__ = ["content_tokens", "ctx_quote", "ctx_word", "own_quote", "own_word", "reading_score", "word_weights"]

NEAR = 0.7  # text beside a control that has none of its own: likely its label, not surely
UNSHOWN = 0.25  # the weight of a word the page shows nowhere
IN_ORDER = 0.05  # a quote of several words found in a name as the phrase, not only word by word
POINTING = 0.9  # how well "arrow" or "chevron" names a control with no words that points one way


# ---------------------------------------------------------------- matching units

# A control named for opening or closing what it stands by: drawn as a triangle or chevron whose way changes with it.
FOLD_WORDS = ("expand", "collapse", "expander")


def own_word(v: View, w: str, *, kind: bool = False) -> tuple[float, str]:
    """How well word ``w`` names the candidate itself, and through what. ``kind``: the word names
    a kind of thing ("key", "card"), which a class names as well on a control with text."""
    key = ("own", w, kind)
    if key not in v.memo:
        v.memo[key] = _own_word(v, w, kind)
    return v.memo[key]


def _own_word(v: View, w: str, kind: bool) -> tuple[float, str]:
    best, how = 0.0, ""
    for _, b in v.own:
        s = word_match(w, b)
        if s > best:
            best, how = s, "synonym" if s < 1.0 else "text"
    s = word_match(w, v.tokens, abbreviations=True) * (1.0 if v.textless or kind else 0.5)
    if s > best:
        best, how = s, "id/class token"
    if v.textless or v.is_field or v.role in ("checkbox", "radio", "switch", "label"):
        s = word_match(w, v.near) * NEAR
        if s > best:
            best, how = s, "nearby label"
    for b in v.options:
        s = word_match(w, b) * 0.9
        if s > best:
            best, how = s, "option"
    if w in DOT_WORDS and _dot_like(v):
        best, how = 1.0, "shape"
    if w in NAMING_ROLES and v.role in ROLE_NOUNS[w]:
        best, how = 1.0, "role"  # "Tap the slider": a range input says no words, and is one
    # It points one way (argon's ni-bold-right): an arrow, a chevron, whatever it is called; and the way it points is
    # its name ("to see the next page": a wordless arrow pointing right is "next").
    way = ORIENTATION.get(w) in ("left", "right") and v.points == ORIENTATION[w]
    if v.doubled:  # a double arrow is "the last page", not "the next page"
        way = END_WAYS.get(w) == v.points or (way and w not in STEP_WORDS)
    if (w in ARROW_NOUNS or way) and v.points and v.textless and best < POINTING:
        best, how = POINTING, "shape"
    elif w in ARROW_NOUNS and not v.points and v.textless and best < POINTING and _folds(v):
        best, how = POINTING, "shape"  # a tree's or a section's expander, named so and drawn as a triangle
    return best, how


def _folds(v: View) -> bool:
    """A control named for opening or closing what it stands by ("Expand", "Collapse"), which pages draw as a
    triangle or chevron whose way changes with its state."""
    return any(word_match(f, b) >= 1.0 for _, b in v.own for f in FOLD_WORDS)


def _dot_like(v: View) -> bool:
    """A pager's dot: a small control with no words on it (round or square, or a short thin bar as
    Bootstrap draws its indicators), pointing nowhere, whatever its classes are called."""
    w, h = v.box[2], v.box[3]
    if not v.textless or v.is_field or v.points or v.c.get("glyphs") or not 3 <= min(w, h) <= 16:
        return False  # an arrow, an icon font's glyph, a field: no dot
    return max(w, h) <= 1.5 * min(w, h) or (min(w, h) <= 5 and max(w, h) <= 40)


_LOCAL = frozenset({"item title", "section", "column", "region", "label", "nearby label"})


def ctx_word(v: View, w: str, *, local: bool = False) -> tuple[float, str]:
    """How well word ``w`` names where the candidate is (its item, row, section, column, landmark).
    ``local``: only what belongs to the candidate itself, not the text of its whole row or card."""
    key = ("ctx", w, local)
    if key not in v.memo:
        v.memo[key] = _ctx_word(v, w, local)
    return v.memo[key]


def _ctx_word(v: View, w: str, local: bool) -> tuple[float, str]:
    best, how = 0.0, ""
    for kind, b, weight in v.context:
        if local and kind not in _LOCAL:
            continue
        s = word_match(w, b) * weight
        if s > best:
            best, how = s, kind
    return best, how


def content_tokens(text: str) -> list[str]:
    toks = [t for t in tokens(text) if t not in STOPWORDS]
    return toks or list(tokens(text))


def _precision(said: Bag, field_bag: Bag) -> float:
    """The share of a field's words the description says (counts and symbols aside)."""
    ft = [t for t in field_bag.toks if t not in STOPWORDS and not t.isdigit() and any(ch.isalnum() for ch in t)]
    if not ft:
        return 1.0
    return sum(1.0 for t in ft if word_match(t, said) >= 0.75) / len(ft)


def own_quote(v: View, q: str, weights: Mapping[str, float]) -> tuple[float, float, str]:
    """(fit with context, fit by its own names alone, how) of a quoted label on the candidate."""
    for _, b in v.own:
        if phrase_exact(q, b.text):
            return 1.0, 1.0, "quoted exact"
    for b in v.options:
        if phrase_exact(q, b.text):
            return 0.95, 0.95, "option"
    qt = content_tokens(q)
    if not qt:
        return 0.0, 0.0, ""
    total = sum(max(weights.get(t, 1.0), UNSHOWN) for t in qt)
    own_sum = ctx_sum = 0.0
    kinds: dict[str, float] = {}
    for t in qt:
        wt = max(weights.get(t, 1.0), UNSHOWN)
        s, how = own_word(v, t)
        cs, _ = ctx_word(v, t, local=True)
        own_sum += wt * s
        ctx_sum += wt * max(s, 0.6 * cs)
        if s > 0:
            kinds[how] = kinds.get(how, 0.0) + wt * s
    if kinds.get("option") and len(v.options) > 1:
        # A quote's words found across several options say none of them ('jQuery v3.4.1' is no "Header 1" and "Header 4").
        one = max(sum(max(weights.get(t, 1.0), UNSHOWN) * word_match(t, b) * 0.9 for t in qt) for b in v.options)
        spread = kinds["option"] - one
        if spread > 1e-9:
            own_sum, ctx_sum, kinds["option"] = own_sum - spread, ctx_sum - spread, one
    own_recall, recall = own_sum / total, ctx_sum / total
    if recall <= 0:
        return 0.0, 0.0, ""
    qb = Bag(q)
    fields = [b for _, b in v.own] or [v.tokens]
    best_field = max(fields, key=lambda b: sum(word_match(t, b) for t in qt))
    extra = 0.05 * _precision(qb, best_field) + 0.05 * ratio(norm(q), best_field.text)
    # "the 'Child 2' row": a row that says "Child 2 0" says it; "Child 1 2" (its badge a 2) holds the words, not the phrase.
    extra += IN_ORDER * (len(qt) > 1 and any(phrase_in(q, b.text) for _, b in v.own))
    how = max(kinds, key=lambda k: kinds[k]) if kinds else "context"
    return min(0.97, 0.85 * recall + extra), min(0.97, 0.85 * own_recall + extra), how


def ctx_quote(v: View, q: str) -> tuple[float, str]:
    best, how = 0.0, ""
    # (every word of a short label counts in a partial fit, its little words too: 'Select Here' is not "selected"; a
    # quoted sentence is fitted by its content words)
    qt = list(tokens(q))
    if len(qt) > 3:
        qt = content_tokens(q)
    for kind, b, weight in v.context:
        if phrase_exact(q, b.text):
            s = 1.0
        elif qt:
            s = min(0.97, sum(word_match(t, b) for t in qt) / len(qt))
        else:
            s = 0.0
        s *= weight
        if s > best:
            best, how = s, kind
    return best, how


def word_weights(words: Sequence[str], views: Sequence[View]) -> dict[str, float]:
    """Rarer words decide more; a word the page shows nowhere counts little (0 marks it)."""
    out = {}
    for w in set(words):
        own = [own_word(v, w)[0] for v in views]
        df_own = sum(1 for s in own if s >= 0.75)
        shown = df_own or any(s >= 0.4 for s in own) or any(ctx_word(v, w)[0] >= 0.5 for v in views)
        # A name one element carries decides more than one five share ("Google" over "Sign in").
        out[w] = (1.0 + 1.0 / max(df_own, 1)) if shown else 0.0
    return out


def _target_words(r: Reading, weights: Mapping[str, float]) -> tuple[list[str], list[str]]:
    """The words that name the element, and the weak ones (verbs, role and kind nouns)."""
    targets, weak = list(r.target), list(r.weak)
    if targets and not r.target_quotes and all(weights.get(w, 1.0) == 0.0 for w in targets) and (r.anchor or r.anchor_quotes or weak):
        targets = []  # "the article about water filters": the page never says "article"; the rest decides
    if not r.target_quotes and not targets and weak and not (r.anchor or r.anchor_quotes):
        targets, weak = weak, []
    return targets, weak


def _named(v: View, r: Reading, targets: list[str], kinds: set[str], weights: Mapping[str, float],
           ev: list[dict[str, str]]) -> tuple[float, float, bool]:
    """(weighted fit, weight, a target quote is missing) of what names the element."""
    num = den = 0.0
    missing = False
    for q in r.target_quotes:
        s, own_only, how = own_quote(v, q, weights)
        missing = missing or own_only < 0.4
        num += 2.0 * s
        den += 2.0
        if s >= 0.5:
            ev.append({"kind": how, "detail": q})
    for w in targets:
        wt = max(weights.get(w, 1.0), UNSHOWN)
        s, how = own_word(v, w, kind=w in kinds or w in KIND_NOUNS)
        if r.verb and how == "id/class token" and s < 0.9:
            s = 0.0  # "Select the JavaScript skill": a class that starts with the verb ("selectgroup-item") is no label
        cs, chow = ctx_word(v, w)
        score = max(s, 0.6 * cs)
        num += wt * score
        den += wt
        if score >= 0.5:
            ev.append({"kind": how if s >= 0.6 * cs else chow, "detail": w})
    return num, den, missing


def _kind_words(v: View, weak: list[str], weights: Mapping[str, float], ev: list[dict[str, str]]) -> tuple[float, float]:
    """A verb or role noun counts where the page shows it somewhere ("Rewind" on ⟲), never against."""
    num = den = 0.0
    for w in weak:
        s, how = own_word(v, w, kind=True)
        if how == "option":
            s = 0.0  # "the last ITEM tab": a tab whose pane holds a "Next tab" link is not more a tab for it
        wt = 0.3 * weights.get(w, 1.0)
        num += wt * s
        den += wt
        if s >= 0.75:
            ev.append({"kind": how, "detail": w})
    return num, den


def _place(v: View, r: Reading, weights: Mapping[str, float], apart: frozenset[str], ev: list[dict[str, str]]) -> tuple[float, float]:
    """(weighted fit, weight) of what names the element's place, in its row, card, section or label.
    A word in ``apart`` names another element beside it ("next to the bell"): only the
    surroundings count, never the candidate's own name (then it is that other element)."""
    num = den = 0.0
    for q in r.anchor_quotes:
        cs, chow = ctx_quote(v, q)
        s = 0.0 if q in apart else own_quote(v, q, weights)[0]
        score = max(cs, 0.7 * s)
        num += 2.0 * score
        den += 2.0
        if score >= 0.5:
            ev.append({"kind": chow if cs >= 0.7 * s else "text", "detail": q})
    for w in r.anchor:
        wt = max(weights.get(w, 1.0), UNSHOWN)
        cs, chow = ctx_word(v, w)
        s, how = (0.0, "") if w in apart else own_word(v, w)
        score = max(cs, 0.7 * s)
        num += wt * score
        den += wt
        if score >= 0.5:
            ev.append({"kind": chow if cs >= 0.7 * s else how, "detail": w})
    return num, den


def _says_just_that(v: View, r: Reading, targets: list[str], weak: list[str]) -> float:
    """The control that says just what was described fits better than one that says much more (a card);
    judged on the name the description matched, when it matched a name at all."""
    said = Bag(" ".join([*r.target_quotes, *targets, *weak, *r.anchor_quotes, *r.anchor]))
    units = [t for q in r.target_quotes for t in content_tokens(q)] + targets
    matched = [(sum(word_match(t, b) for t in units), b) for _, b in v.own]
    score, best_field = max(matched, key=lambda m: m[0])
    return 0.8 + 0.2 * _precision(said, best_field) if score > 0 else 1.0


def reading_score(v: View, r: Reading, weights: Mapping[str, float],
                  apart: frozenset[str] = frozenset()) -> tuple[float, list[dict[str, str]], bool, float]:
    """Text score of one reading (0-100), its evidence, whether a target quote is missing, and the
    part of the score that the words naming the element earn alone (0-100: what the locator's
    threshold reads, so words about its place never push a named match below it)."""
    ev: list[dict[str, str]] = []
    targets, weak = _target_words(r, weights)
    num, den, missing = _named(v, r, targets, set(r.weak), weights, ev)
    w_num, w_den = _kind_words(v, weak, weights, ev)
    a_num, a_den = _place(v, r, weights, apart, ev)
    named = den > 0
    t_cov = (num + w_num) / (den + w_den) if named else 0.0
    weak_cov = w_num / w_den if w_den else 0.0
    a_cov = a_num / a_den if a_den else 0.0
    if r.verb and named:
        # "Delete Carol White": a Delete button fits only where Carol White is written around it.
        text = 100.0 * t_cov * (0.4 + 0.6 * a_cov) if a_den else 100.0 * t_cov
    elif named and a_den:
        text = 100.0 * (t_cov + 0.5 * a_cov) / 1.5
    elif named:
        text = 100.0 * t_cov
    elif a_den:
        # Nothing names the element itself ("the one about water filters"): where it is decides.
        text = 80.0 * a_cov * (0.85 + 0.15 * weak_cov)
    else:
        text = 0.0
    named_part = 100.0 * t_cov
    if text > 0 and (targets or r.target_quotes) and v.own:
        factor = _says_just_that(v, r, targets, weak)
        text, named_part = text * factor, named_part * factor
    return text, ev, missing, named_part
