"""Finding the element an action's description names, and saying why and how sure.

The page's visible interactive elements are collected by one script (``tasks/sandbox/js/collect.js``: text, accessible
name, label, boxes, grid rows and columns, the repeated item and list items each sits in, landmarks, the text beside
it, id/class words, colours, reach), followed by the page's short texts. The description is read for its parts
(``iwr_bench.tasks.locate.parse``); each candidate is scored on its words, role, region, look, place and reach
(``iwr_bench.tasks.locate.score``); then the evidence decides in this order:

1. a quoted label that is exactly a candidate's own name wins outright (several such: the rest of the evidence
   chooses among them);
2. the candidates that fit nearly as well as the best are "the ones meant" (all "Delete" buttons, all lights of
   a board); a row/column, an ordinal and position words choose among them;
3. whatever is left decides by score (a remove verb that lands on a chip presses the chip's own remove sign; a
   checkbox asked for by its row's words, the row's one box).

The choice carries its evidence, the runner-up (the best candidate that is another element) with its own evidence,
and a confidence: the probability that the choice is right, read from the calibration table measured on the grounding
corpora (``iwr_bench.tasks.locate.calibrate``). A choice below the table's threshold is ``flagged``: the LLM grounder
is asked when one is configured (``locate``); otherwise, or when its answer is unusable, the step is undecided
(``tie``): the best candidate is still acted on so the replay can go on, and the protocol decides how such a step
counts (``strict`` leaves it unscored).

Nothing resembling the description at all is ``not_found``. ``choose``, ``locate`` and ``locate_action`` are pure
functions over plain candidate dicts (the grounder is a callable).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from iwr_bench.core.kinds import LocateMethod
from iwr_bench.tasks.locate.calibrate import WEAK_RAW, against, confidence_of, is_flagged
from iwr_bench.tasks.locate.doubt import unshown, untold
from iwr_bench.tasks.locate.ground import LlmFn, ask_grounder, litellm_grounder
from iwr_bench.tasks.locate.labels import (
    adopt_orphan_labels,
    box_of_row,
    control_of,
    menu_offering,
    named_by,
    remove_sign,
)
from iwr_bench.tasks.locate.narrow import (
    Decision,
    Scored,
    counted_in_region,
    narrow_code,
    narrow_fields,
    narrow_grid,
    narrow_structure,
)
from iwr_bench.tasks.locate.parse import parse_description
from iwr_bench.tasks.locate.query import Query
from iwr_bench.tasks.locate.record import describe, evidence_line, merge_evidence
from iwr_bench.tasks.locate.score import Candidate, heading_said, hindrance, score_views, view
from iwr_bench.tasks.locate.signals import signals
from iwr_bench.tasks.locate.structure import BAND, contains, holds, outermost, related, set_key
from iwr_bench.tasks.locate.text import norm, phrase_exact, phrase_in, tokens
from iwr_bench.tasks.locate.unnamed import (
    ASIDE,
    a_text_is_said,
    named_text,
    table_cell,
    under_heading_said,
    unnamed_pool,
)
from iwr_bench.tasks.locate.vocab import ARROW_NOUNS, COMPOSITE_ROLES, DROPDOWN_NOUNS, TYPING_VERBS

__all__ = ["Candidate", "Choice", "LlmFn", "Query", "Scored", "choose", "describe", "evidence_line", "litellm_grounder",
           "locate", "locate_action", "parse_description", "score_candidates"]

GENERIC_ITEMS = frozenset({"item", "items", "entry", "entries"})  # nouns that name no kind of container
MIN_SCORE = 40.0  # a description that names something: the best text match must reach this
MARGIN = 8.0  # the lead over the runner-up that counts as a clear one (the confidence's scale)


@dataclass(frozen=True)
class Choice:
    """What the locator decided; ``index`` is None when it failed (``error_kind`` says why).

    ``confidence``: the calibrated probability that ``index`` is the element meant. ``flagged``:
    under the calibration table's threshold, so the grounder was asked (when configured).
    ``tie``: the step is undecided (flagged, and no grounder answer settled it); ``index`` is the
    locator's best, acted on so the replay can go on. ``evidence``: what decided, as ``{"kind",
    "detail"}`` dicts; ``runner_up``: the best other element, its score and evidence."""

    index: int | None
    method: LocateMethod
    score: float | None = None
    runner_up: float | None = None
    error_kind: str | None = None
    message: str | None = None
    llm_calls: int = 0
    ranking: tuple[Scored, ...] = field(default=(), repr=False)
    evidence: tuple[dict[str, str], ...] = ()
    confidence: float | None = None
    tie: bool = False
    flagged: bool = False
    runner_up_index: int | None = None
    runner_up_evidence: tuple[dict[str, str], ...] = ()
    certainty: float | None = None  # the raw certainty (lead and fit) that ``confidence`` calibrates
    signals: Mapping[str, float] = field(default_factory=dict, repr=False, compare=False)  # what the confidence read


def _split(candidates: Sequence[Candidate]) -> tuple[list[Candidate], list[Candidate]]:
    """The controls, and the page's short texts collect.js lists after them (anchors only)."""
    controls: list[Candidate] = list(adopt_orphan_labels([c for c in candidates if c.get("kind") != "text"]))
    return controls, [c for c in candidates if c.get("kind") == "text"]


def score_candidates(query: Query, candidates: Sequence[Candidate]) -> list[Scored]:
    """Every candidate's score, best first (stable for ties: page order)."""
    return list(_start(query, *_split(candidates)).ranking)


def _start(query: Query, controls: Sequence[Candidate], texts: Sequence[Candidate]) -> Decision:
    views = [view(c, i) for i, c in enumerate(controls)]
    by_index = {v.index: v.c for v in views}
    fit_list = score_views(query, views, texts, lambda a, b: holds(by_index, a, b))
    fits = {f.index: f for f in fit_list}
    ranking = tuple(sorted((Scored(f.index, f.score) for f in fit_list), key=lambda s: -s.score))
    d = Decision(query, views, fits, by_index, ranking, views, texts=texts)
    exact = [v for v in views if fits[v.index].exact]
    if exact and ("option" in query.hint_roles or DROPDOWN_NOUNS & set(query.readings[0].anchor)):
        # "Choose 'Potato' in the WIDE dropdown": a select that shows Potato now is one of the selects that offer it.
        offer = [v for v in views if any(phrase_exact(query.readings[0].target_quotes[0], b.text) for b in v.options)]
        exact = [v for v in exact if not (v in offer and len(offer) > 1)]
        # "Choose 'Contact Us' in the Pages menu": the closed menu the description names by its trigger's own words
        # offers it; a 'Contact Us' shown elsewhere (the footer) is another one. So does a select named by its label
        # ("Choose 'Buttons' from the Jump to dropdown" beside "Jump to:", a link 'Buttons' further down).
        said = {*query.readings[0].anchor, *(t for a in query.readings[0].anchor_quotes for t in tokens(a))}
        named = [v for v in offer if named_by(v, said)]
        if len(named) == 1 and named[0] not in exact:
            exact = named
    offering = None if exact else menu_offering(query, views)
    if offering is not None:
        d.pool = [offering]
        d.decided.append({"kind": "menu named", "detail": offering.own_text[:40]})
    quotes = query.readings[0].target_quotes
    if len(quotes) > 1 and query.roles and not any(v.kinds & query.roles for v in exact):
        # "the COLUMNS dropdown showing 'SWIPE'": two quotes, and the one control of the kind said shows the second.
        kind = [v for v in views if v.kinds & query.roles and not v.unreachable
                and any(phrase_exact(q, b.text) for q in quotes[1:] for _, b in v.own)]  # a hidden native select is not it
        exact = kind or exact
    placed = heading_said(query, views) if exact else {}
    if exact and not any(placed[v.index] == 1.0 for v in exact):
        # "the 'Child 2' row of the Tags as Badges tree": there the row says "Child 2" and its badge's count; the rows
        # that say just "Child 2" are in other trees. The place said keeps its say.
        if any(placed[v.index] == 1.0 and any(phrase_in(quotes[0], b.text) for _, b in v.own) for v in views):
            exact = []
    if len(exact) > 1:
        # "Click 'Root node'" in a tree of one node: the tree says the node's words too; the node is what is clicked.
        inner = [v for v in exact if not (v.c.get("role") in COMPOSITE_ROLES and any(
            w is not v and holds(by_index, v.index, w.index) for w in exact))]
        exact = inner or exact
    if exact:
        d.alike = len(exact)
        reachable = [v for v in exact if not hindrance(query, v)] or exact  # disabled only if said ("the greyed-out ...")
        d.pool, d.exact = reachable, True
        d.decided.append({"kind": "quoted exact", "detail": query.readings[0].target_quotes[0]})
    narrow_fields(d, MIN_SCORE)
    return d


def _named_check(d: Decision, min_score: float) -> Choice | None:
    """A description that names something must find it: nothing fitting at all is ``not_found``."""
    q = d.query
    names = any(r.target_quotes or r.target for r in q.readings[:1])
    structural = bool(q.ordinal or q.row or q.col or q.positions or q.sides or q.grid or q.relations)
    best_text = max(d.fits[v.index].text for v in d.pool)
    best_named = max(d.fits[v.index].named for v in d.pool)
    best = max(d.score(v) for v in d.pool)
    r0 = q.readings[0]
    if names and best_named < min_score and not d.exact:
        found = unnamed_pool(q, d.pool, d.fits, min_score, structural)
        if found is None:
            top = max(d.pool, key=d.score)
            return Choice(None, LocateMethod.NONE, d.score(top), None, "not_found",
                          f"nothing on the page matches the description (best text match {best_named:.0f} < {min_score:.0f})",
                          ranking=d.ranking)
        d.pool, d.weak_basis = found
    if not d.exact and best_text < min_score and best <= 0 and not (q.grid or q.row or q.col):
        d.weak_basis = True  # neither words, role nor region say what kind of element: structure alone picks
    best = max(d.score(v) for v in d.pool)  # of the pool as narrowed above
    d.meant = [v for v in d.pool if d.score(v) > best - BAND]
    # "The plain 'Dinosaurs' dropdown" beside 'Dinosaurs (light)': the one whose own name or place says the quote exactly.
    said = [v for v in d.meant if any(phrase_exact(a, str(t or "")) for a in r0.anchor_quotes for t in (
        v.own_text, v.c.get("name"), v.c.get("label"), (v.c.get("item") or {}).get("title"), v.c.get("section"), v.c.get("near")))]
    # Not "the arrow part of the green split 'Success' button" where an arrow of its own is there: the quote names the
    # whole, the arrow is a part (a chevron drawn inside the button named is that button).
    part = ARROW_NOUNS & set(r0.target) and any(e["detail"] in ARROW_NOUNS and e["kind"] in ("synonym", "text", "shape")
                                                for v in d.meant if v not in said for e in d.fits[v.index].evidence)
    if said and len(said) < len(d.meant) and not d.exact and not part:
        d.meant = said
    alike = outermost(d.meant, d.by_index)
    if q.ordinal_item and q.ordinal_noun in GENERIC_ITEMS and len(alike) >= 2 and len({set_key(v) for v in alike}) == 1:
        # "the last item of the vertical tab list": the look-alikes are one set; "item" is one of them.
        d.query = replace(q, ordinal_item=False)
    elif q.ordinal_item and not any(r.target or r.target_quotes for r in q.readings[:1]):
        # "the second card in the Done list": the words only say where; the noun and the count pick.
        d.meant = [v for v in d.pool if d.score(v) > best - 30]
        inside = [v for v in d.meant if d.fits[v.index].has("region")] if q.regions else []
        d.meant = inside or d.meant  # "the last entry of the sidebar": counted in the sidebar
        kind = [v for v in d.meant if v.role in q.roles] if q.roles else []
        d.meant = kind or d.meant  # "the checkbox of the first user": the checkboxes, counted by the user rows
    elif q.ordinal and q.regions and q.roles:
        d.meant = counted_in_region(d) or d.meant  # "the last link in the side navigation": only a kind and a place
    return None


def _finish(d: Decision, margin: float) -> Choice:
    """The winner, its runner-up, and how sure the evidence makes the choice."""
    order = {v.index: k for k, v in enumerate(d.views)}
    winner = max(d.meant, key=lambda v: (d.score(v), -order[v.index]))
    # "<a><button>View profile page</button></a>": of two controls that say the same words, one inside the other, the
    # inner one is pressed (the outer may be a card, or a tree item an ordinal counted: "Load More ... of the first tree").
    winner = next((v for v in d.views if v is not winner and d.score(v) >= d.score(winner) and v.own_text.strip()
                   and norm(v.own_text) == norm(winner.own_text) and contains(winner, v, d.by_index)), winner)
    # "Click the × on card 1": a card (or the strip of cards) scores as well as the × it holds, for the × it shows; the
    # control inside that says nothing but the words naming the element is the one pressed.
    named = set(d.query.readings[0].target) | {t for q in d.query.readings[0].target_quotes for t in tokens(q)}
    winner = next((v for v in d.meant if v is not winner and d.score(v) >= d.score(winner) - 1.0 and tokens(v.own_text)
                   and set(tokens(v.own_text)) <= named and contains(winner, v, d.by_index)), winner)
    winner = box_of_row(d.query, winner, d.views, d.by_index)
    sign = remove_sign(d.query, winner, d.views, d.by_index)
    if sign:  # decided on the chip (or the field that offers it); pressed on its sign
        d.decided.append({"kind": "remove sign", "detail": f"by {str(sign.c.get('near') or winner.own_text)[:40]!r}"})
    others = [v for v in d.views if v is not winner and not related(winner.c, v.c, d.by_index)]
    runner = max(others, key=lambda v: (d.score(v), -order[v.index]), default=None)
    rivals = [v for v in d.meant if v is not winner and not related(winner.c, v.c, d.by_index)]
    pool_rivals = [v for v in d.pool if v in others]
    if d.narrowed or d.exact:
        second = max((d.score(v) for v in rivals), default=None)
    else:
        second = max((d.score(v) for v in pool_rivals), default=None)
    w_score = d.score(winner)
    lead = 1.0 if second is None else max(0.0, min(1.0, (w_score - second) / (2 * margin)))
    strength = 1.0 if d.exact else min(1.0, max(0.0, d.fits[winner.index].text / 100.0))
    if d.narrowed:
        strength = max(strength, 0.85)
    raw = lead * (0.6 + 0.4 * strength)
    doubt = unshown(d.query, d.fits[winner.index].evidence, winner, d.decided, d.texts)  # it leads, yet does not show what was asked for
    if not doubt and d.alike > 1 and not d.narrowed:  # one of look-alikes: the words that tell them apart must all have found it
        doubt = untold(d.query, [*d.decided, *d.fits[winner.index].evidence])
    if d.weak_basis or winner.unreachable in ("clipped", "covered") or doubt:
        raw = min(raw, WEAK_RAW)  # weak words, or a control a person cannot get at: never a sure pick
    elif hindrance(d.query, winner):
        raw = min(raw, 0.5)  # disabled: pressing it does nothing, yet it may be the one named
    evidence = merge_evidence(d.decided, d.fits[winner.index].evidence)
    seen = signals(d.query, winner, [*d.decided, *d.fits[winner.index].evidence], raw=raw, lead=lead, strength=strength,
                   exact=d.exact, narrowed=d.narrowed, weak=d.weak_basis, doubt=bool(doubt), alike=d.alike,
                   meant=len(d.meant), text_fit=d.fits[winner.index].text, named_fit=d.fits[winner.index].named)
    probability = confidence_of(raw, seen)
    # The table's own value (a rounded one would fall under a threshold it equals); a pick capped as weak is never a sure
    # one, whatever a refit on easy pages makes of its bin.
    flagged = is_flagged(probability, raw)
    confidence = round(probability, 3)
    message = None
    if flagged:
        rival = max(rivals or pool_rivals, key=d.score, default=None)
        message = (f"not sure: {doubt}" if doubt else
                   f"not sure: picks like this one are right {100 * probability:.0f} % of the time" + _why(seen)
                   if raw > WEAK_RAW else
                   f"not sure: candidate {rival.index} fits nearly as well ({d.score(rival):.0f} vs {w_score:.0f})"
                   if rival else "not sure: chosen on weak evidence")
    return Choice(control_of(d.by_index, (sign or winner).index), LocateMethod.FUZZY, w_score,
                  d.score(runner) if runner else None, None, message, ranking=d.ranking, evidence=evidence,
                  confidence=confidence, tie=flagged, flagged=flagged,
                  runner_up_index=runner.index if runner else None,
                  runner_up_evidence=tuple(d.fits[runner.index].evidence[:6]) if runner else (), certainty=round(raw, 4), signals=seen)


def choose(query: Query, candidates: Sequence[Candidate], min_score: float = MIN_SCORE, margin: float = MARGIN) -> Choice:
    """The deterministic decision: the element the evidence points to, or why there is none."""
    controls, texts = _split(candidates)
    if not controls:
        return Choice(None, LocateMethod.NONE, error_kind="not_found", message="no visible interactive element on the page")
    d = _start(query, controls, texts)
    failed = _named_check(d, min_score)
    if failed is not None:
        return failed
    narrow_code(d)
    narrow_grid(d)
    narrow_structure(d, texts)
    return _finish(d, margin)


def _why(seen: Mapping[str, float]) -> str:
    names = against(seen)
    return f" (most against it: {', '.join(names)})" if names else ""


def locate(action: str, description: str, candidates: Sequence[Candidate], *, llm: LlmFn | None = None,
           screenshot: Callable[[], bytes | None] | None = None) -> Choice:
    """The deterministic choice; a flagged one is put to the grounder once, when one is configured.

    The grounder sees the screenshot with the leading candidates numbered on it and answers with a number; a number
    that is one of the marks decides the step (method ``llm``). Any other answer leaves the step undecided (``tie``),
    never guessed; a failed call raises nothing here: the choice says ``llm_error`` (or the transient kind) and the
    replay fails the action so that a rerun asks again."""
    query = parse_description(description)
    choice = choose(query, candidates)
    bare = ASIDE.sub(" ", description) if choice.error_kind == "not_found" else description
    if bare != description:  # "Strike through the text (the S with a line through it)": the brackets say a look, no name
        choice = _aside_left_out(choose(parse_description(bare), candidates), bare) or choice
    controls, texts = _split(candidates)
    heads = [c for c in controls if c.get("tag") == "th"]  # (a heading picked, though a row is said: "Rwanda's 1997 PPP")
    cell = table_cell(query, texts, heads) if action == "Click" and (choice.error_kind == "not_found" or choice.flagged or any(
        int(h["index"]) == choice.index for h in heads)) else None
    if cell is not None:  # "the Default value in the donetext row": the cell of a table of plain text, by row and column
        choice = _on_text(query, candidates, choice.ranking, found=[cell]) or choice
    elif action == "Click" and (choice.error_kind == "not_found" or a_text_is_said(query, choice.index if choice.flagged else None, candidates)):
        choice = _on_text(query, candidates, choice.ranking) or choice
    elif action == "Type" and choice.error_kind == "not_found":
        choice = _only_field(candidates, choice.ranking) or choice
    if choice.index is None or not choice.flagged or llm is None:
        return choice
    # A text clicked for want of a control is shown to the grounder beside the nearest controls.
    shown = candidates if any(int(t["index"]) == choice.index for t in texts) else controls
    answer = ask_grounder(llm, action, description, shown, choice.ranking, screenshot)
    if answer.error_kind is not None:
        return replace(choice, index=None, method=LocateMethod.LLM, error_kind=answer.error_kind, message=answer.message,
                       llm_calls=answer.calls, confidence=None)
    if answer.index is None:
        # Unparsable, out of range or "none": the step stays undecided on the locator's best.
        evidence = ({"kind": "llm", "detail": f"no usable answer ({answer.message})"}, *choice.evidence)
        return replace(choice, method=LocateMethod.LLM, llm_calls=answer.calls, evidence=evidence[:8], tie=True,
                       message=f"undecided: the grounder gave no usable answer: {answer.message}")
    by_index = {int(c.get("index", i)): c for i, c in enumerate(shown)}
    score = next((s.score for s in choice.ranking if s.index == answer.index), None)
    evidence = ({"kind": "llm", "detail": f"picked mark {answer.mark} where the evidence was not sure"}, *choice.evidence)
    return replace(choice, index=control_of(by_index, answer.index), method=LocateMethod.LLM, score=score,
                   llm_calls=answer.calls, evidence=evidence[:8], tie=False, message=None)


def _on_text(query: Query, candidates: Sequence[Candidate], ranking: Sequence[Scored] = (),
             found: Sequence[Candidate] = ()) -> Choice | None:
    """No control fits, yet the description names a text of the page in full (or ``found``: the table cell it names by
    row and column): a click there (flagged, never sure).

    The text leads the ranking (the first, where the page shows it more than once), the controls that came nearest
    follow it: the grounder, when asked, sees them all."""
    page_texts = _split(candidates)[1]
    texts = list(found) or under_heading_said(query, page_texts, named_text(query, page_texts))
    if not texts:
        return None
    text = texts[0]
    more = f"; the page shows it {len(texts)} times" if len(texts) > 1 else ""
    what = "the table cell the description names by its row and column" if found else "the text the description names"
    return _unsure(int(text["index"]), f"not sure: no control fits; {what} is clicked{more}",
                   (*(Scored(int(t["index"]), 0.0) for t in texts), *ranking),
                   {"kind": "static text", "detail": str(text.get("text") or "")[:60]})


def _aside_left_out(choice: Choice, bare: str) -> Choice | None:
    """A control named in full once the words in brackets are left out: acted on, never sure (their look is unchecked)."""
    return None if choice.index is None else _unsure(choice.index, "not sure: named once the words in brackets are left out",
                                                     choice.ranking, {"kind": "aside left out", "detail": " ".join(bare.split())[:60]})


def _only_field(candidates: Sequence[Candidate], ranking: Sequence[Scored]) -> Choice | None:
    """Text is typed and the words name no field, yet the page shows one field only ("the colour value box" of a picker
    whose one box says nothing of colour): that field, flagged (never sure)."""
    fields = [c for c in _split(candidates)[0] if c.get("editable")]
    if len(fields) != 1:
        return None
    k = int(fields[0]["index"])
    return _unsure(k, "not sure: the words name no field; the page's one field is typed in",
                   (Scored(k, 0.0), *(s for s in ranking if s.index != k)),
                   {"kind": "only field", "detail": "the page's one editable field; its words do not match"})


def _unsure(index: int, message: str, ranking: Sequence[Scored], evidence: dict[str, str]) -> Choice:
    """A pick made for want of a named control (a text, the page's one field): acted on, never sure."""
    return Choice(index, LocateMethod.FUZZY, None, None, None, message, ranking=tuple(ranking), evidence=(evidence,),
                  confidence=round(confidence_of(0.0, {}), 3), tie=True, flagged=True, certainty=0.0)


def locate_action(action: str, description: str, candidates: Sequence[Candidate], *, type_text: str | None = None,
                  llm: LlmFn | None = None, screenshot: Callable[[], bytes | None] | None = None) -> Choice:
    """The element an action's description names, as the judge's replay finds it.

    For a Type action ``type_text`` is the text to type: quoted in the description too, it
    names no element and is dropped first. A Type description that names no field at all
    goes into the page's only editable field."""
    if type_text:
        for left, right in (("'", "'"), ('"', '"'), ("\u201c", "\u201d"), ("\u2018", "\u2019")):
            description = description.replace(f"{left}{type_text}{right}", " ")
        # "Type 3000 in the ZIP code box": unquoted, after the first word or a typing verb ("Date of Birth: type 1/5/90").
        description = re.sub(rf"^(\s*\w+\s+){re.escape(type_text)}(?=\s)", r"\1", description)
        verbs = "|".join(sorted(TYPING_VERBS))
        description = re.sub(rf"(?i)\b({verbs})\s+{re.escape(type_text)}(?=[\s,.;:!?)]|$)", r"\1", description, count=1)
    query = parse_description(description)
    editable = [c for c in candidates if c.get("editable") and c.get("kind") != "text"]
    if action == "Type" and not query.quoted and not query.words and len(editable) == 1:
        return Choice(int(editable[0]["index"]), LocateMethod.SINGLE, None, None,
                      evidence=({"kind": "only field", "detail": "the page's one editable field"},), confidence=1.0)
    return locate(action, description, candidates, llm=llm, screenshot=screenshot)
