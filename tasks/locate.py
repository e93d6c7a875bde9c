"""Finding the element an action's description names.

Deterministic first: the page's visible, enabled, interactive elements (collected by one
script, ``tasks/js/collect.js``) are scored against the description with rapidfuzz. Quoted
strings in the description weigh most; role words ("button", "search box", "link") give a
bonus when the candidate has that role. The best candidate wins when it is clearly ahead of
the runner-up; otherwise an LLM (LiteLLM, ``Settings.grounding_model``) picks from the list
with the screenshot, and when none is configured the action fails as ``ambiguous`` or
``not_found``. Class names and ids are never read: a page is not told how it is graded.

``score_candidates`` and ``choose`` are pure functions over plain candidate dicts.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rapidfuzz import fuzz

if TYPE_CHECKING:
    from tasks.llm import CallBudget, Endpoint

Candidate = Mapping[str, Any]  # one element as collect.js reports it

MIN_SCORE = 60.0  # below this nothing on the page resembles the description
MARGIN = 8.0  # the best must lead the runner-up by this much to be taken without asking

_QUOTE_RE = re.compile(r"\"([^\"]+)\"|“([^”]+)”|‘([^’]+)’|(?<![\w])'([^']+?)'(?![\w])")

# Role words in descriptions -> the ARIA roles that satisfy them.
ROLE_WORDS: dict[str, frozenset[str]] = {
    "button": frozenset({"button"}),
    "btn": frozenset({"button"}),
    "link": frozenset({"link"}),
    "field": frozenset({"textbox", "searchbox", "combobox", "spinbutton"}),
    "box": frozenset({"textbox", "searchbox", "combobox", "checkbox", "spinbutton"}),
    "input": frozenset({"textbox", "searchbox", "combobox", "spinbutton"}),
    "textbox": frozenset({"textbox", "searchbox"}),
    "textarea": frozenset({"textbox"}),
    "search": frozenset({"searchbox", "textbox", "button"}),
    "bar": frozenset({"searchbox", "textbox", "navigation", "tablist", "menubar"}),
    "checkbox": frozenset({"checkbox", "switch"}),
    "toggle": frozenset({"checkbox", "switch", "button"}),
    "switch": frozenset({"switch", "checkbox"}),
    "radio": frozenset({"radio"}),
    "option": frozenset({"option", "radio", "menuitem"}),
    "tab": frozenset({"tab"}),
    "icon": frozenset({"button", "link", "img", ""}),
    "menu": frozenset({"menu", "menuitem", "menubar", "button", "combobox"}),
    "dropdown": frozenset({"combobox", "listbox", "button", "menu"}),
    "select": frozenset({"combobox", "listbox"}),
    "slider": frozenset({"slider"}),
    "image": frozenset({"img", "link", "button", ""}),
    "picture": frozenset({"img", "link", "button", ""}),
    "logo": frozenset({"img", "link", ""}),
    "card": frozenset({"link", "button", "article", ""}),
    "item": frozenset({"listitem", "menuitem", "option", "link", "button", ""}),
}
# Words that say what to do, not which element: dropped before the unquoted match.
_FILLER = frozenset(
    "click tap press push hit select choose open type enter input into in on the a an to of for at with "
    "then and button link field box icon please scroll down up left right page once again that this "
    "its it their top bottom labeled labelled called named which says reading text "
    "one two three half pages screen more further little bit slightly window view whole entire".split()
)
_WORD_RE = re.compile(r"[\w']+")


@dataclass(frozen=True)
class Query:
    description: str
    quoted: tuple[str, ...]
    roles: frozenset[str]  # roles the description asks for; empty when it names none
    words: str  # the description without quotes, role and filler words


@dataclass(frozen=True)
class Scored:
    index: int
    score: float


@dataclass(frozen=True)
class Choice:
    """What the locator decided; ``index`` is None when it failed (``error_kind`` says why)."""

    index: int | None
    method: str  # fuzzy, llm, none
    score: float | None = None
    runner_up: float | None = None
    error_kind: str | None = None
    message: str | None = None
    llm_calls: int = 0
    ranking: tuple[Scored, ...] = field(default=(), repr=False)


def norm(text: str | None) -> str:
    return " ".join((text or "").lower().split())


def parse_description(description: str) -> Query:
    quoted = tuple(q.strip() for m in _QUOTE_RE.finditer(description) for q in m.groups() if q and q.strip())
    rest = _QUOTE_RE.sub(" ", description).lower()
    tokens = _WORD_RE.findall(rest)
    roles: set[str] = set()
    for t in tokens:
        base = t.rstrip("s") if t.endswith("s") and t.rstrip("s") in ROLE_WORDS else t
        roles |= ROLE_WORDS.get(base, frozenset())
    words = " ".join(t for t in tokens if t not in _FILLER and t.rstrip("s") not in ROLE_WORDS)
    return Query(description, quoted, frozenset(roles), words)


def _fields(c: Candidate) -> list[str]:
    return [norm(c.get(k)) for k in ("text", "name", "label", "placeholder", "title", "alt", "value") if c.get(k)]


def field_match(q: str, f: str) -> float:
    """How well a quoted string ``q`` names a field ``f`` (both normalized), 0-100.

    Equal is 100; containment scores by how much of the field the quote covers, so a quote
    found inside a long paragraph or a whole container's text scores low; else a plain
    edit-distance ratio, which forgives typos and case."""
    if not q or not f:
        return 0.0
    if q == f:
        return 100.0
    if re.search(rf"(?<!\w){re.escape(q)}(?!\w)", f):
        return 70.0 + 28.0 * len(q) / len(f)
    return float(fuzz.ratio(q, f))


def _words_match(words: str, fields: list[str]) -> float:
    if not words:
        return 0.0
    best = 0.0
    for f in fields:
        if len(f) > 4 * len(words) + 20:
            # A container's whole text; only a strong containment counts.
            s = fuzz.partial_ratio(words, f) * 0.6
        else:
            s = max(fuzz.token_set_ratio(words, f), fuzz.ratio(words, f)) * (0.95 if f != words else 1.0)
        best = max(best, s)
    return best


def score_candidate(query: Query, c: Candidate) -> float:
    fields = _fields(c)
    context = norm(c.get("context"))
    if query.quoted:
        per_quote = []
        for i, q in enumerate(query.quoted):
            qn = norm(q)
            own = max((field_match(qn, f) for f in fields), default=0.0)
            # Later quotes often name the row or card the control sits in ("Delete" of "Buy milk").
            ctx = field_match(qn, context) * 0.85 if i > 0 and context else 0.0
            per_quote.append(max(own, ctx))
        quoted = per_quote[0] if len(per_quote) == 1 else 0.6 * per_quote[0] + 0.4 * sum(per_quote[1:]) / (len(per_quote) - 1)
        unquoted = _words_match(query.words, fields)
        base = 0.85 * quoted + 0.15 * unquoted if query.words else quoted
    else:
        base = _words_match(query.words, fields)
        if not query.words:
            base = 0.0
    role = c.get("role") or ""
    if query.roles:
        # Scaled so that an exact text match with the named role is 100 and without it 90.
        base = 0.9 * base + (10.0 if role in query.roles else 0.0 if role in ("", "label") else -5.0)
    return max(0.0, min(100.0, base))


def score_candidates(query: Query, candidates: Sequence[Candidate]) -> list[Scored]:
    """Every candidate's score, best first (stable for ties: page order)."""
    scored = [Scored(int(c.get("index", i)), round(score_candidate(query, c), 2)) for i, c in enumerate(candidates)]
    return sorted(scored, key=lambda s: -s.score)


def _related(a: Candidate, b: Candidate, by_index: Mapping[int, Candidate]) -> bool:
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


def choose(query: Query, candidates: Sequence[Candidate], min_score: float = MIN_SCORE, margin: float = MARGIN) -> Choice:
    """The deterministic decision: a clear winner, or why there is none."""
    if not candidates:
        return Choice(None, "none", error_kind="not_found", message="no visible interactive element on the page")
    ranking = score_candidates(query, candidates)
    by_index = {int(c.get("index", i)): c for i, c in enumerate(candidates)}
    best = ranking[0]
    # The runner-up is the best candidate that is a different target (not nested in the best).
    runner = next((s for s in ranking[1:] if not _related(by_index[best.index], by_index[s.index], by_index)), None)
    runner_score = runner.score if runner else None
    if best.score < min_score:
        return Choice(None, "none", best.score, runner_score, "not_found",
                      f"best candidate scores {best.score:.0f} < {min_score:.0f}", ranking=tuple(ranking))
    if runner is not None and best.score - runner.score < margin:
        return Choice(None, "none", best.score, runner_score, "ambiguous",
                      f"best {best.score:.0f} vs runner-up {runner.score:.0f} (margin {margin:.0f})", ranking=tuple(ranking))
    chosen = _prefer_control(by_index, best.index)
    return Choice(chosen, "fuzzy", best.score, runner_score, ranking=tuple(ranking))


def _prefer_control(by_index: Mapping[int, Candidate], index: int) -> int:
    """A matched label stands for its control (typing goes into the field, not the label)."""
    target = by_index[index].get("label_for", -1)
    return target if target is not None and target >= 0 and target in by_index else index


def describe(c: Candidate) -> dict[str, Any]:
    """The chosen element as it is recorded in the ``actions`` row."""
    text = c.get("text") or c.get("name") or c.get("placeholder") or c.get("alt") or c.get("title") or c.get("value") or ""
    return {"tag": c.get("tag"), "role": c.get("role"), "text": str(text)[:120], "box": c.get("box")}


# ---------------------------------------------------------------- LLM fallback

LLM_PROMPT = (
    "You are locating the element a user interacted with on a web page. Action: {action}.\n"
    "Description: {description}\n"
    "Candidate elements (index, role, tag, visible text, accessible name, placeholder, title, alt, box x,y,w,h in CSS px):\n"
    "{table}\n"
    'Reply with JSON only: {{"index": <number>}} for the element described, or {{"index": null}} when none fits.'
)


def llm_prompt(action: str, description: str, candidates: Sequence[Candidate], limit: int = 150) -> str:
    rows = []
    for c in list(candidates)[:limit]:
        rows.append(json.dumps([c.get("index"), c.get("role"), c.get("tag"), c.get("text", "")[:80], c.get("name"),
                                c.get("placeholder"), c.get("title"), c.get("alt"), c.get("box")], ensure_ascii=False))
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
    from tasks.llm import Answer, CallBudget, CallFailed, Endpoint, complete, endpoint_for

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
    """Deterministic choice; the LLM only when that is not clear and an LLM is configured."""
    query = parse_description(description)
    choice = choose(query, candidates)
    if choice.index is not None or llm is None or not candidates:
        return choice
    calls = 1
    try:
        reply = llm(llm_prompt(action, description, candidates), screenshot() if screenshot else None)
        calls = getattr(reply, "attempts", 1)  # HTTP calls made, when the grounder reports them
        index = parse_llm_reply(reply, candidates)
    except Exception as err:  # noqa: BLE001 - any provider failure is this action's error, with its kind when known
        calls = getattr(err, "attempts", calls)
        kind = getattr(err, "error_kind", None) or "llm_error"
        return Choice(None, "llm", choice.score, choice.runner_up, kind, f"{type(err).__name__}: {err}"[:300], calls, choice.ranking)
    if index is None:
        return Choice(None, "llm", choice.score, choice.runner_up, "not_found", "the grounding model found no match", calls, choice.ranking)
    by_index = {int(c.get("index", i)): c for i, c in enumerate(candidates)}
    score = next((s.score for s in choice.ranking if s.index == index), None)
    return Choice(_prefer_control(by_index, index), "llm", score, choice.runner_up, llm_calls=calls, ranking=choice.ranking)


# Locators by name, so a flag or flow parameter can pick one.
LOCATORS: dict[str, Callable[..., Choice]] = {"fuzzy": locate}
