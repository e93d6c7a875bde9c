"""How well each candidate fits a description: text, role, region and reachability.

Pure functions over the plain candidate dicts ``tasks/sandbox/js/collect.js`` returns. A candidate's
own names (visible text, accessible name, ``<label>``, placeholder, title, alt, value, the
options of a ``<select>``) say what it is; its surroundings (the repeated item it sits in and
that item's title, the row or card text, the section heading, the column header, the text
beside a control that has none, its landmarks) say where it is. A description's target words
must be found among the first, its anchor words ("next to 'Buy milk'") among the second.

Id and class words ("btn-search", "fa-trash") name a control fully only when it shows no
words of its own (an icon); beside visible text they count half, so a button that reads
"Gift wrap" is not found for "Add to cart" because its class says ``add``.

Words are weighted by how rare they are among the candidates (a word every card repeats
decides less than a name), and a word the page shows nowhere counts little.
"""

# size: the fit rules (issue 24 reworks them)

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from iwr_bench.tasks.locate.query import Query, Reading
from iwr_bench.tasks.locate.text import (
    NOISE_TOKENS,
    STOPWORDS,
    Bag,
    bag,
    norm,
    phrase_exact,
    ratio,
    tokens,
    word_match,
)
from iwr_bench.tasks.locate.vocab import COMPATIBLE, FIELD_ROLES, REGION_SETS

Candidate = Mapping[str, Any]  # one element as collect.js reports it

_OWN_KEYS = ("text", "name", "label", "placeholder", "title", "alt", "value")
_SYMBOLIC_MAX = 3  # visible text this short and wordless ("×", "☰", "🛒2") makes an icon
NEAR = 0.7  # text beside a control that has none of its own: likely its label, not surely
ROLE_BONUS = 8.0
ROLE_NEAR = 2.0
ROLE_WRONG = -6.0
FIELD_WRONG = -20.0
HINT_BONUS = 9.0  # above the locator's margin: "tick 'X'" decides between a checkbox and the icons beside it
ICON_BONUS = 5.0
ICON_WRONG = -3.0
REGION_BONUS = 12.0
REGION_WRONG = -8.0
COVERED = -30.0


@dataclass
class View:
    """One candidate, its fields as token bags, read once per decision."""

    c: Candidate
    index: int
    role: str
    own: list[tuple[str, Bag]]
    tokens: Bag
    textless: bool
    near: Bag
    options: list[Bag]
    context: list[tuple[str, Bag, float]]
    regions: frozenset[str]
    box: tuple[float, float, float, float]
    is_field: bool
    own_text: str
    memo: dict[tuple[str, str, bool], tuple[float, str]] = field(default_factory=dict, repr=False)

    @property
    def center(self) -> tuple[float, float]:
        x, y, w, h = self.box
        return x + w / 2, y + h / 2


@dataclass
class Fit:
    """A candidate's score and what made it."""

    index: int
    score: float = 0.0
    text: float = 0.0  # the text part, 0-100
    exact: bool = False  # the first target quote equals one of its own names
    reading: int = 0
    evidence: list[dict[str, str]] = field(default_factory=list)


def _textless(text: str) -> bool:
    """Shows no words: nothing, a symbol or emoji ("×", "☰"), one letter glyph ("B", "U"), an icon with a
    count ("🛒2"). A number ("15") is text: it names a day or a page."""
    t = norm(text).replace(" ", "")
    if not t or not any(ch.isalnum() for ch in t) or (len(t) == 1 and t.isalpha()):
        return True
    return len(t) <= _SYMBOLIC_MAX and not any(ch.isalpha() for ch in t) and not t.isdigit()


def view(c: Candidate, i: int) -> View:
    own_text = str(c.get("text") or "")
    own = [(k, bag(str(c.get(k)))) for k in _OWN_KEYS if c.get(k)]
    if c.get("tag") == "input" and c.get("type") not in (None, "", "text", "submit", "button", "checkbox", "radio"):
        own.append(("type", bag(str(c.get("type")))))  # <input type=date>: "the departure date"
    own = [(k, b) for k, b in own if b]
    textless = _textless(own_text)
    toks = [t for t in (c.get("tokens") or []) if t not in NOISE_TOKENS]
    tok_bag = Bag(" ".join(toks), toks)
    item = c.get("item") or {}
    grid = c.get("grid") or {}
    ctx: list[tuple[str, Bag, float]] = []
    sib = c.get("sib") or {}
    # A cell of a board or calendar: the text around it is the whole grid's, which says nothing about the cell.
    in_grid = int(sib.get("count") or 0) >= 4 and not item
    for kind, text, weight in (("item title", item.get("title"), 1.0), ("row or card", item.get("text"), 0.9),
                               ("context", None if in_grid else c.get("context"), 0.85), ("section", c.get("section"), 0.85),
                               ("column", grid.get("head"), 0.9), ("nearby label", None if in_grid else c.get("near"), 0.9),
                               ("label", c.get("label"), 0.9)):
        if text:
            b = bag(str(text))
            if b:
                ctx.append((kind, b, weight))
    region_words = [str(r) for r in (c.get("regions") or [])]
    if region_words:
        ctx.append(("region", Bag(" ".join(region_words), region_words), 0.8))
    box = tuple(float(v) for v in (c.get("box") or (0, 0, 0, 0)))
    role = str(c.get("role") or "")
    return View(c, int(c.get("index", i)), role, own, tok_bag, textless, bag(str(c.get("near") or "")),
                [bag(str(o)) for o in (c.get("options") or []) if o], ctx, frozenset(region_words),
                box if len(box) == 4 else (0.0, 0.0, 0.0, 0.0),  # type: ignore[arg-type]
                role in FIELD_ROLES or bool(c.get("editable")), own_text)


# ---------------------------------------------------------------- matching units

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
    return best, how


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


def _content_tokens(text: str) -> list[str]:
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
    qt = _content_tokens(q)
    if not qt:
        return 0.0, 0.0, ""
    total = sum(max(weights.get(t, 1.0), 0.25) for t in qt)
    own_sum = ctx_sum = 0.0
    kinds: dict[str, float] = {}
    for t in qt:
        wt = max(weights.get(t, 1.0), 0.25)
        s, how = own_word(v, t)
        cs, _ = ctx_word(v, t, local=True)
        own_sum += wt * s
        ctx_sum += wt * max(s, 0.6 * cs)
        if s > 0:
            kinds[how] = kinds.get(how, 0.0) + wt * s
    own_recall, recall = own_sum / total, ctx_sum / total
    if recall <= 0:
        return 0.0, 0.0, ""
    qb = Bag(q)
    fields = [b for _, b in v.own] or [v.tokens]
    best_field = max(fields, key=lambda b: sum(word_match(t, b) for t in qt))
    extra = 0.05 * _precision(qb, best_field) + 0.05 * ratio(norm(q), best_field.text)
    how = max(kinds, key=lambda k: kinds[k]) if kinds else "context"
    return min(0.97, 0.85 * recall + extra), min(0.97, 0.85 * own_recall + extra), how


def ctx_quote(v: View, q: str) -> tuple[float, str]:
    best, how = 0.0, ""
    qt = _content_tokens(q)
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


# ---------------------------------------------------------------- scoring

def _weights(words: Sequence[str], views: Sequence[View]) -> dict[str, float]:
    """Rarer words decide more; a word the page shows nowhere counts little (0 marks it)."""
    out = {}
    for w in set(words):
        own = [own_word(v, w)[0] for v in views]
        df_own = sum(1 for s in own if s >= 0.75)
        shown = df_own or any(s >= 0.4 for s in own) or any(ctx_word(v, w)[0] >= 0.5 for v in views)
        # A name one element carries decides more than one five share ("Google" over "Sign in").
        out[w] = (1.0 + 1.0 / max(df_own, 1)) if shown else 0.0
    return out


# size: the reading rules in order (issue 24 reworks them)
def _reading_score(v: View, r: Reading, weights: Mapping[str, float]) -> tuple[float, list[dict[str, str]], bool]:
    """Text score of one reading (0-100), its evidence, and whether a target quote is missing."""
    ev: list[dict[str, str]] = []
    num = den = 0.0
    missing_quote = False
    targets = list(r.target)
    weak = list(r.weak)
    if targets and not r.target_quotes and all(weights.get(w, 1.0) == 0.0 for w in targets) and (r.anchor or r.anchor_quotes or weak):
        targets = []  # "the article about water filters": the page never says "article"; the rest decides
    kinds = set(weak)
    if not r.target_quotes and not targets and weak and not (r.anchor or r.anchor_quotes):
        targets, weak = weak, []
    for q in r.target_quotes:
        s, own_only, how = own_quote(v, q, weights)
        if own_only < 0.4:
            missing_quote = True
        num += 2.0 * s
        den += 2.0
        if s >= 0.5:
            ev.append({"kind": how, "detail": q})
    for w in targets:
        wt = max(weights.get(w, 1.0), 0.25)
        s, how = own_word(v, w, kind=w in kinds)
        cs, chow = ctx_word(v, w)
        score = max(s, 0.6 * cs)
        num += wt * score
        den += wt
        if score >= 0.5:
            ev.append({"kind": how if s >= 0.6 * cs else chow, "detail": w})
    named = den > 0
    w_num = w_den = 0.0
    for w in weak:
        # A verb or role noun counts where the page shows it somewhere ("Rewind" on ⟲), never against.
        s, how = own_word(v, w, kind=True)
        wt = 0.3 * weights.get(w, 1.0)
        w_num += wt * s
        w_den += wt
        if s >= 0.75:
            ev.append({"kind": how, "detail": w})
    t_cov = (num + w_num) / (den + w_den) if named else 0.0
    weak_cov = w_num / w_den if w_den else 0.0
    a_num = a_den = 0.0
    for q in r.anchor_quotes:
        cs, chow = ctx_quote(v, q)
        s, _, how = own_quote(v, q, weights)
        score = max(cs, 0.7 * s)
        a_num += 2.0 * score
        a_den += 2.0
        if score >= 0.5:
            ev.append({"kind": chow if cs >= 0.7 * s else how, "detail": q})
    for w in r.anchor:
        wt = max(weights.get(w, 1.0), 0.25)
        cs, chow = ctx_word(v, w)
        s, how = own_word(v, w)
        score = max(cs, 0.7 * s)
        a_num += wt * score
        a_den += wt
        if score >= 0.5:
            ev.append({"kind": chow if cs >= 0.7 * s else how, "detail": w})
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
    if text > 0 and (targets or r.target_quotes) and v.own:
        # The control that says just what was described fits better than one that says much more (a card);
        # judged on the name the description matched, when it matched a name at all.
        said = Bag(" ".join([*r.target_quotes, *targets, *weak, *r.anchor_quotes, *r.anchor]))
        units = [t for q in r.target_quotes for t in _content_tokens(q)] + targets
        matched = [(sum(word_match(t, b) for t in units), b) for _, b in v.own]
        score, best_field = max(matched, key=lambda m: m[0])
        if score > 0:
            text *= 0.8 + 0.2 * _precision(said, best_field)
    return text, ev, missing_quote


def _role_part(v: View, q: Query) -> tuple[float, list[dict[str, str]]]:
    ev: list[dict[str, str]] = []
    score = 0.0
    role = v.role
    effective = {role}
    for_role = str(v.c.get("for_role") or "")
    if role == "label" and for_role:
        effective.add(for_role)
    if q.roles:
        if effective & q.roles:
            score += ROLE_BONUS
            ev.append({"kind": "role", "detail": sorted(effective & q.roles)[0]})
        elif q.field_only and not v.is_field:
            score += FIELD_WRONG
        elif any(role in COMPATIBLE.get(r, ()) for r in q.roles):
            score += ROLE_NEAR
        elif role not in ("", "label"):
            score += ROLE_WRONG
    hinted = set(q.hint_roles) | ({"switch", "checkbox"} if q.hint_roles & {"switch", "checkbox"} else set())
    if hinted & (effective - {""}):
        score += HINT_BONUS
    if q.icon:
        if v.textless:
            score += ICON_BONUS
            ev.append({"kind": "icon", "detail": v.own_text or "no text"})
        else:
            score += ICON_WRONG
    return score, ev


def _in_region(v: View, region: str) -> bool:
    return bool(v.regions & REGION_SETS.get(region, frozenset({region})))


def score_views(q: Query, views: Sequence[View]) -> list[Fit]:
    """Every candidate's fit (same order as ``views``)."""
    words = [w for r in q.readings for w in (*r.target, *r.weak, *r.anchor)]
    words += [t for r in q.readings for quote in (*r.target_quotes, *r.anchor_quotes) for t in _content_tokens(quote)]
    weights = _weights(words, views)
    fits = []
    exact_quote = next((r.target_quotes[0] for r in q.readings[:1] if r.target_quotes and r.exact_wins), None)
    for v in views:
        best = Fit(v.index)
        for k, r in enumerate(q.readings):
            text, ev, missing = _reading_score(v, r, weights)
            if missing and k == 0 and not (v.role == "combobox" and (r.anchor or r.anchor_quotes)):
                text = min(text, 25.0)  # the quoted label is not on this element
            if text > best.text or k == 0:
                best = Fit(v.index, text=text, reading=k, evidence=ev)
        if exact_quote is not None:
            best.exact = any(phrase_exact(exact_quote, b.text) for _, b in v.own)
        role_score, role_ev = _role_part(v, q)
        best.score = best.text + role_score
        best.evidence += role_ev
        if v.c.get("occluded"):
            best.score += COVERED
        fits.append(best)
    if q.regions:
        inside = {v.index for v in views if any(_in_region(v, r) for r in q.regions)}
        plausible = {f.index for f in fits if f.text > 0 or f.score > 0} or {v.index for v in views}
        if inside & plausible:
            for f in fits:
                if f.index in inside:
                    f.score += REGION_BONUS
                    f.evidence.append({"kind": "region", "detail": "/".join(sorted(q.regions))})
                else:
                    f.score += REGION_WRONG
    for f in fits:
        f.score = round(f.score, 2)
        f.text = round(f.text, 2)
    return fits
