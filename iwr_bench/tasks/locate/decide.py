"""Finding the element an action's description names, and saying why.

The page's visible, enabled, interactive elements are collected by one script
(``tasks/sandbox/js/collect.js``: text, accessible name, label, boxes, grid rows and columns, the
repeated item each sits in, landmarks, the text beside it, id/class words). The description
is read for its parts (``iwr_bench.tasks.locate.query``): quoted labels, role words, ordinals, rows and
columns, position words, regions, and the text near the element. Each candidate is scored on
its text, role, region and reachability (``iwr_bench.tasks.locate.score``); then the evidence decides in
this order:

1. a quoted label that is exactly a candidate's own name wins outright (several such: the
   rest of the evidence chooses among them);
2. the candidates that fit nearly as well as the best are "the ones meant" (all "Delete"
   buttons, all lights of a board); a row/column, an ordinal and position words choose among
   them;
3. whatever is left decides by score. When two unrelated candidates remain within ``MARGIN``
   the evidence could not decide: the LLM grounder is asked when one is configured; without
   one the best is taken and the choice is marked ``tie`` (protocol ``strict`` leaves such a
   step unscored). A correct page is never failed for a tie.

Nothing resembling the description at all is ``not_found``. Every ``Choice`` carries its
``evidence`` (what decided, most important first) and a ``confidence`` in [0, 1].
``score_candidates``, ``choose`` and ``locate`` are pure functions over plain candidate dicts.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from iwr_bench.core.kinds import LocateMethod
from iwr_bench.tasks.locate.query import Query, parse_description
from iwr_bench.tasks.locate.score import Candidate, score_views, view
from iwr_bench.tasks.locate.structure import BAND, grid_match, pick_ordinal, pick_position, related

if TYPE_CHECKING:
    from iwr_bench.tasks.llm import CallBudget, Endpoint

__all__ = ["Candidate", "Choice", "Query", "Scored", "choose", "describe", "litellm_grounder", "locate",
           "locate_action", "parse_description", "score_candidates"]

MIN_SCORE = 40.0  # a description that names something: the best text match must reach this
MARGIN = 8.0  # the best must lead the runner-up by this much for the evidence to have decided


@dataclass(frozen=True)
class Scored:
    index: int
    score: float


@dataclass(frozen=True)
class Choice:
    """What the locator decided; ``index`` is None when it failed (``error_kind`` says why).

    ``tie``: the evidence could not separate the pick from another element (an LLM, when
    configured, was asked; otherwise the best was taken). ``evidence``: what decided, as
    ``{"kind", "detail"}`` dicts (kinds: quoted exact, text, synonym, id/class token, nearby
    label, option, item title, row or card, context, section, column, region, role, icon,
    ordinal, row/column, position, llm)."""

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


def score_candidates(query: Query, candidates: Sequence[Candidate]) -> list[Scored]:
    """Every candidate's score, best first (stable for ties: page order)."""
    fits = score_views(query, [view(c, i) for i, c in enumerate(candidates)])
    return sorted((Scored(f.index, f.score) for f in fits), key=lambda s: -s.score)


# size: the decision's rules in order (issue 24 reworks them)
def choose(query: Query, candidates: Sequence[Candidate], min_score: float = MIN_SCORE, margin: float = MARGIN) -> Choice:
    """The deterministic decision: the element the evidence points to, or why there is none."""
    if not candidates:
        return Choice(None, LocateMethod.NONE, error_kind="not_found", message="no visible interactive element on the page")
    views = [view(c, i) for i, c in enumerate(candidates)]
    by_index = {v.index: v.c for v in views}
    fit_list = score_views(query, views)
    fits = {f.index: f for f in fit_list}
    ranking = tuple(sorted((Scored(f.index, f.score) for f in fit_list), key=lambda s: -s.score))
    decided: list[dict[str, str]] = []

    pool = views
    exact = [v for v in views if fits[v.index].exact]
    if exact:
        pool = exact
        decided.append({"kind": "quoted exact", "detail": query.readings[0].target_quotes[0]})
    if query.field_only and not exact:
        # "the search bar", "the email field": only a field can be it.
        pool = [v for v in pool if v.is_field] or pool
    names = any(r.target_quotes or r.target for r in query.readings[:1])
    structural = bool(query.ordinal or query.row or query.col or query.positions or query.grid)
    best_text = max(fits[v.index].text for v in pool)
    best = max(fits[v.index].score for v in pool)
    weak_basis = False
    if names and best_text < min_score and not exact:
        if not structural:
            top = max(pool, key=lambda v: fits[v.index].score)
            return Choice(None, LocateMethod.NONE, fits[top.index].score, None, "not_found",
                          f"nothing on the page matches the description (best text match {best_text:.0f} < {min_score:.0f})",
                          ranking=ranking)
    if not exact and best_text < min_score and best <= 0 and not (query.grid or query.row or query.col):
        weak_basis = True  # neither words, role nor region say what kind of element: structure alone picks
    meant = [v for v in pool if fits[v.index].score > best - BAND]
    if query.ordinal_item and not any(r.target or r.target_quotes for r in query.readings[:1]):
        # "the second card in the Done list": the words only say where; the noun and the count pick.
        meant = [v for v in pool if fits[v.index].score > best - 30]

    narrowed = False
    if query.grid or query.row or query.col:
        members = [v for v in meant if v.c.get("grid")]
        if not members:
            members = [v for v in pool if v.c.get("grid") and fits[v.index].score >= best - 40]
        if members:
            meant = members
    if query.row or query.col:
        hit = [v for v in meant if grid_match(v, query.row, query.col)]
        if not hit:
            # "The checkbox at the start of the first row": a word of the description ("start") fits a
            # header better than the row's own controls; the row and column still say where to look.
            hit = [v for v in pool if grid_match(v, query.row, query.col) and fits[v.index].score >= best - 40]
        if hit:
            meant, narrowed = hit, True
            parts = [f"row {query.row.label()}" if query.row else "", f"column {query.col.label()}" if query.col else ""]
            decided.append({"kind": "row/column", "detail": ", ".join(p for p in parts if p)})
    if query.page_number:
        numbered = [v for v in meant if v.own_text.strip().isdigit()]
        if numbered:
            meant, weak_basis = numbered, False
    if query.ordinal:
        meant, ev, settled = pick_ordinal(query, meant, fits, by_index, weak_basis)
        if ev:
            decided.append(ev)
            narrowed = True
            weak_basis = weak_basis and not settled
    if query.positions:
        meant, ev = pick_position(query, meant, by_index)
        if ev:
            decided.append(ev)
            narrowed = True

    order = {v.index: k for k, v in enumerate(views)}
    winner = max(meant, key=lambda v: (fits[v.index].score, -order[v.index]))
    unrelated = [v for v in pool if not related(winner.c, v.c, by_index) and v is not winner]
    runner = max((fits[v.index].score for v in unrelated), default=None)
    rivals = [v for v in meant if v is not winner and not related(winner.c, v.c, by_index)]
    if narrowed:
        second = max((fits[v.index].score for v in rivals), default=None)
    else:
        second = runner if not exact else max((fits[v.index].score for v in rivals), default=None)
    w_score = fits[winner.index].score
    lead = 1.0 if second is None else max(0.0, min(1.0, (w_score - second) / (2 * margin)))
    tie = weak_basis or (second is not None and w_score - second < margin)
    strength = min(1.0, max(0.0, fits[winner.index].text / 100.0))
    if exact:
        strength = 1.0
    elif narrowed:
        strength = max(strength, 0.85)
    confidence = round(0.5 * lead + 0.5 * strength, 3)
    if tie:
        confidence = round(min(confidence, 0.5), 3)
    evidence = _merge_evidence(decided, fits[winner.index].evidence)
    message = None
    if tie:
        rival = max(rivals or unrelated, key=lambda v: fits[v.index].score, default=None)
        message = (f"tie: the evidence could not separate it from candidate {rival.index} "
                   f"({fits[rival.index].score:.0f} vs {w_score:.0f})" if rival else "tie: chosen without evidence")
    return Choice(_prefer_control(by_index, winner.index), LocateMethod.FUZZY, w_score, runner, None, message, ranking=ranking,
                  evidence=evidence, confidence=confidence, tie=tie)


def _merge_evidence(decided: list[dict[str, str]], found: list[dict[str, str]]) -> tuple[dict[str, str], ...]:
    out: list[dict[str, str]] = []
    seen: set[tuple[str, str]] = set()
    for e in [*decided, *found]:
        key = (e["kind"], e["detail"])
        if key not in seen and e["kind"]:
            seen.add(key)
            out.append(e)
    return tuple(out[:8])


def _prefer_control(by_index: Mapping[int, Candidate], index: int) -> int:
    """A matched label stands for its control (typing goes into the field, not the label)."""
    target = by_index[index].get("label_for", -1)
    return target if target is not None and target >= 0 and target in by_index else index


def describe(c: Candidate) -> dict[str, Any]:
    """The chosen element as it is recorded in the ``actions`` row."""
    text = c.get("text") or c.get("name") or c.get("placeholder") or c.get("alt") or c.get("title") or c.get("value") or ""
    return {"tag": c.get("tag"), "role": c.get("role"), "text": str(text)[:120], "box": c.get("box")}


def evidence_line(evidence: Sequence[Mapping[str, str]] | str | None, confidence: float | None = None,
                  tie: bool | None = False) -> str:
    """One short line saying why (from a ``Choice`` or an ``actions`` row's columns):
    ``quoted exact 'Add to cart'; ordinal 3rd of 6 items; role button; confidence 0.93``."""
    items: list[Mapping[str, str]] = json.loads(evidence or "[]") if isinstance(evidence, str) else list(evidence or [])
    bits = []
    for e in items[:4]:
        quoted = e["kind"] in ("quoted exact", "text", "synonym", "option", "picked option", "id/class token", "nearby label")
        bits.append(f"{e['kind']} {e['detail']!r}" if quoted else f"{e['kind']} {e['detail']}")
    if confidence is not None:
        bits.append(f"confidence {confidence:.2f}")
    if tie:
        bits.append("TIE (evidence could not decide)")
    return "; ".join(bits)


# ---------------------------------------------------------------- LLM fallback

LLM_PROMPT = (
    "You are locating the element a user interacted with on a web page. Action: {action}.\n"
    "Description: {description}\n"
    "Candidate elements, most likely first (index, role, tag, visible text, accessible name, placeholder, title, alt, "
    "box x,y,w,h in CSS px, grid row/column, the item or row it is in):\n"
    "{table}\n"
    'Reply with JSON only: {{"index": <number>}} for the element described, or {{"index": null}} when none fits.'
)


def llm_prompt(action: str, description: str, candidates: Sequence[Candidate], limit: int = 150,
               ranking: Sequence[Scored] = ()) -> str:
    by_index = {int(c.get("index", i)): c for i, c in enumerate(candidates)}
    ordered = [by_index[s.index] for s in ranking if s.index in by_index] or list(candidates)
    rows = []
    for c in ordered[:limit]:
        grid = c.get("grid") or {}
        item = c.get("item") or {}
        rows.append(json.dumps([c.get("index"), c.get("role"), c.get("tag"), str(c.get("text", ""))[:80], c.get("name"),
                                c.get("placeholder"), c.get("title"), c.get("alt"), c.get("box"),
                                [grid.get("row"), grid.get("col")] if grid else None, str(item.get("title") or "")[:60]],
                               ensure_ascii=False))
    return LLM_PROMPT.format(action=action, description=description, table="\n".join(rows))


def parse_llm_reply(text: str, candidates: Sequence[Candidate]) -> int | None:
    """The index the model chose; ValueError when the reply is unusable."""
    m = re.search(r"\{.*\}", text or "", re.S)
    if not m:
        raise ValueError(f"no JSON object in the grounding reply: {str(text)[:120]!r}")
    value = json.loads(m.group(0)).get("index")
    if value is None:
        return None
    known = {int(c.get("index", i)) for i, c in enumerate(candidates)}
    if int(value) not in known:
        raise ValueError(f"grounding reply names index {value}, not a candidate")
    return int(value)


LlmFn = Callable[[str, bytes | None], str]  # (prompt, screenshot png) -> reply text


def litellm_grounder(model: str | Endpoint, timeout: float = 60.0, budget: CallBudget | None = None, settings: Any = None) -> LlmFn:
    """A grounding call through ``tasks/llm/`` with the screenshot attached.

    ``model`` is an ``Endpoint`` (the flow builds it from ``IWR_GROUNDING_API_BASE`` /
    ``IWR_GROUNDING_API_KEY_ENV``), or a model name at its provider's default host; ``budget``
    defaults to the grounder's budget from ``settings`` (the built-in defaults without).
    The reply text carries its call record (``.attempts``: HTTP calls made); a failed call
    raises ``CallFailed`` with its ``error_kind`` (rate_limited, connection_error, ...) and
    ``attempts``, so the action row says why and how many calls it cost.
    """
    from iwr_bench.tasks.llm import Answer, CallBudget, CallFailed, Endpoint, complete, endpoint_for

    endpoint = model if isinstance(model, Endpoint) else endpoint_for(model, None, None, settings, role="grounder")
    if budget is None:
        budget = CallBudget.for_role("grounder", settings, timeout_s=timeout) if settings is not None else CallBudget(timeout_s=timeout)

    def call(prompt: str, png: bytes | None) -> str:
        import base64

        content: list[dict[str, Any]] = [{"type": "text", "text": prompt}]
        if png:
            content.append({"type": "image_url", "image_url": {"url": "data:image/png;base64," + base64.b64encode(png).decode()}})
        reply = complete(endpoint, [{"role": "user", "content": content}], budget=budget, role="grounder", temperature=0)
        if not reply.ok:
            raise CallFailed(reply)
        return Answer(reply.content or "", reply)

    return call


def locate(action: str, description: str, candidates: Sequence[Candidate], *, llm: LlmFn | None = None,
           screenshot: Callable[[], bytes | None] | None = None) -> Choice:
    """Deterministic choice; the LLM only when the evidence could not decide and an LLM is configured."""
    query = parse_description(description)
    choice = choose(query, candidates)
    if choice.index is None or not choice.tie or llm is None:
        return choice
    calls = 1
    try:
        reply = llm(llm_prompt(action, description, candidates, ranking=choice.ranking), screenshot() if screenshot else None)
        calls = getattr(reply, "attempts", 1)  # HTTP calls made, when the grounder reports them
        index = parse_llm_reply(reply, candidates)
    except Exception as err:  # noqa: BLE001 - any provider failure is this action's error, with its kind when known
        calls = getattr(err, "attempts", calls)
        kind = getattr(err, "error_kind", None) or "llm_error"
        return Choice(None, LocateMethod.LLM, choice.score, choice.runner_up, kind, f"{type(err).__name__}: {err}"[:300], calls,
                      choice.ranking, choice.evidence, None, True)
    if index is None:
        return Choice(None, LocateMethod.LLM, choice.score, choice.runner_up, "not_found", "the grounding model found no match", calls,
                      choice.ranking, choice.evidence, None, True)
    by_index = {int(c.get("index", i)): c for i, c in enumerate(candidates)}
    score = next((s.score for s in choice.ranking if s.index == index), None)
    evidence = ({"kind": "llm", "detail": f"picked {index} where the evidence tied"}, *choice.evidence)
    # The model settled the tie: the step is decided, by the LLM, at the confidence it has.
    return Choice(_prefer_control(by_index, index), LocateMethod.LLM, score, choice.runner_up, llm_calls=calls, ranking=choice.ranking,
                  evidence=evidence[:8], confidence=choice.confidence, tie=False)


def locate_action(action: str, description: str, candidates: Sequence[Candidate], *, type_text: str | None = None,
                  llm: LlmFn | None = None, screenshot: Callable[[], bytes | None] | None = None) -> Choice:
    """The element an action's description names, as the judge's replay finds it.

    For a Type action ``type_text`` is the text to type: quoted in the description too, it
    names no element and is dropped first. A Type description that names no field at all
    goes into the page's only editable field."""
    if type_text:
        for left, right in (("'", "'"), ('"', '"'), ("\u201c", "\u201d"), ("\u2018", "\u2019")):
            description = description.replace(f"{left}{type_text}{right}", " ")
    query = parse_description(description)
    editable = [c for c in candidates if c.get("editable")]
    if action == "Type" and not query.quoted and not query.words and len(editable) == 1:
        return Choice(int(editable[0]["index"]), LocateMethod.SINGLE, None, None, evidence=({"kind": "only field", "detail": "the page's one editable field"},),
                      confidence=1.0)
    return locate(action, description, candidates, llm=llm, screenshot=screenshot)

