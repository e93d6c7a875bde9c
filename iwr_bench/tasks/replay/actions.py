"""Performing one action as a person would: find its element (``iwr_bench.tasks.locate``), click,
type, press a key or scroll through the judge browser's driver, each call time-limited.

``PERFORMERS`` maps an action type to its performer; a performer returns the choice and what
was chosen, or raises ``ActionFailed`` with the error kind.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from iwr_bench.core.kinds import ActionType, ErrorKind, LocateMethod
from iwr_bench.schemas.record import Action
from iwr_bench.schemas.rows import ActionsRow
from iwr_bench.tasks.locate.decide import (
    Choice,
    LlmFn,
    describe,
    locate,
    locate_action,
    parse_description,
)
from iwr_bench.tasks.locate.option import option_of
from iwr_bench.tasks.sandbox.browser import POINTER_TARGET_JS
from iwr_bench.tasks.sandbox.judge_browser import JudgeBrowser
from iwr_bench.tasks.sandbox.keys import KEY_CODES, key_code
from iwr_bench.tasks.sandbox.settle import Limits, in_recorder, js, settle


class ActionFailed(Exception):
    def __init__(self, kind: str, message: str, choice: Choice | None = None, chosen: dict | None = None,
                 runner_up: dict | None = None):
        self.kind = kind
        self.choice = choice
        self.chosen = chosen
        self.runner_up = runner_up
        super().__init__(message)


def runner_up(choice: Choice, by_index: dict[int, dict[str, Any]]) -> dict[str, Any] | None:
    """The best other element, as the row records it: what it is, its score and its evidence."""
    if choice.runner_up_index is None or choice.runner_up_index not in by_index:
        return None
    return {**describe(by_index[choice.runner_up_index]), "score": choice.runner_up,
            "evidence": list(choice.runner_up_evidence)}


def record_choice(row: ActionsRow, choice: Choice | None, chosen: dict | None, runner: dict | None = None) -> None:
    """The locator's choice into an ``actions`` row: method, scores, evidence, calibrated confidence,
    whether it was flagged and whether the step is undecided (``tie``), the chosen element and the runner-up."""
    if choice is not None:
        row.update({"method": choice.method, "match_score": choice.score, "runner_up_score": choice.runner_up, "llm_calls": choice.llm_calls,
                    "evidence": json.dumps(list(choice.evidence), ensure_ascii=False) if choice.evidence else None,
                    "confidence": choice.confidence, "tie": bool(choice.tie), "flagged": bool(choice.flagged)})
    if chosen is not None:
        row["chosen"] = json.dumps(chosen, ensure_ascii=False)
    if runner is not None:
        row["runner_up"] = json.dumps(runner, ensure_ascii=False)


_ELEMENT = "return window.__iwrCands ? window.__iwrCands[arguments[0]] : null;"
# Pick option k of a <select> as the browser does for a person's choice (a disabled one cannot be).
_SELECT = """
const [sel, k] = arguments;
const o = sel.options[k];
sel.focus();
if (!o) return 'option ' + (k + 1) + ' of the dropdown vanished';
if (o.disabled) return 'option ' + JSON.stringify(o.text) + ' is disabled';
if (o.selected && !sel.multiple) return null;
if (sel.multiple) o.selected = true; else sel.selectedIndex = k;
sel.dispatchEvent(new Event('input', {bubbles: true, composed: true}));
sel.dispatchEvent(new Event('change', {bubbles: true}));
return null;
"""
# Option k of candidate i, as collect.js listed it (a <select>'s options, an ARIA listbox's).
_OPTION = """
const el = window.__iwrCands ? window.__iwrCands[arguments[0]] : null;
const of = window.__iwrOptionsOf;
return el && of ? (of(el)[arguments[1]] || null) : null;
"""
# Read in the recorder's isolated world: the page cannot fake the count of delivered keys.
_ACTIVE = """(() => {
const S = window.__iwrJudge;
const a = document.activeElement;
const el = a && a !== document.documentElement ? a : document.body;
const r = el ? el.getBoundingClientRect() : {left: 0, top: 0, width: 0, height: 0};
return {keys: S ? S.keys : -1, doc: S ? S.doc : null,
        tag: el ? el.tagName.toLowerCase() : null, text: el ? (el.innerText || el.value || '').slice(0, 120) : '',
        box: [Math.round(r.left + scrollX), Math.round(r.top + scrollY), Math.round(r.width), Math.round(r.height)]};
})()"""


@dataclass
class Ctx:
    jb: JudgeBrowser
    limits: Limits
    llm: LlmFn | None

    def call(self, fn: Callable[[], Any], what: str) -> Any:
        # Each call gets the whole action limit (CPU-seconds of the browser): what an action's
        # earlier calls took on a busy machine never shortens a later one (it once left a click
        # 0.5 s, and a page that was fine failed as unresponsive).
        return self.jb.call(fn, self.limits.action_s, what)

    @property
    def driver(self) -> Any:
        return self.jb.driver


def _collect(ctx: Ctx, mode: str) -> list[dict[str, Any]]:
    return ctx.call(lambda: ctx.driver.execute_script(js("collect"), mode, ctx.limits.scan_limit), "collect") or []


def _choose(ctx: Ctx, action: Action, mode: str, exclude: tuple[str, ...] = ()) -> tuple[Choice, list[dict[str, Any]]]:
    cands = _collect(ctx, mode)
    shot = (lambda: ctx.jb.browser.screenshot_png()) if ctx.llm else None  # type: ignore[union-attr]
    type_text = exclude[0] if exclude else None
    return locate_action(action.type, action.description, cands, type_text=type_text, llm=ctx.llm, screenshot=shot), cands


def _element(ctx: Ctx, index: int) -> Any:
    el = ctx.call(lambda: ctx.driver.execute_script(_ELEMENT, index), "element")
    if el is None:
        raise ActionFailed("not_found", f"candidate {index} vanished")
    return el


def _pointer_click(ctx: Ctx, el: Any) -> str | None:
    """Click ``el`` as a pointer would; returns what covers it instead (then nothing is clicked)."""
    from selenium.webdriver.common.action_chains import ActionChains

    def click() -> str | None:
        covered = ctx.driver.execute_script(POINTER_TARGET_JS, el)
        if not covered:
            ActionChains(ctx.driver, duration=0).move_to_element(el).click().perform()
        return covered

    return ctx.call(click, "click")


def _locate_and_click(ctx: Ctx, action: Action, mode: str, exclude: tuple[str, ...] = ()) -> dict[str, Any]:
    from selenium.common.exceptions import (
        ElementNotInteractableException,
        JavascriptException,
        MoveTargetOutOfBoundsException,
        StaleElementReferenceException,
    )

    for attempt in (1, 2):
        choice, cands = _choose(ctx, action, mode, exclude)
        if choice.index is None:
            raise ActionFailed(choice.error_kind or "not_found", choice.message or "no match", choice)
        index = choice.index
        by_index = {int(c["index"]): c for c in cands}
        cand = by_index[index]
        chosen = describe(cand)
        runner = runner_up(choice, by_index)
        option = None
        if action.type == "Click" and cand.get("options"):
            option = option_of(action.description, cand)
        if option is not None:
            picked = str(cand["options"][option])
            chosen["option"] = picked
            choice = replace(choice, evidence=({"kind": "picked option", "detail": picked}, *choice.evidence)[:8])
        try:
            el = _element(ctx, index)
            covered = _pointer_click(ctx, el) if option is None else _pick_option(ctx, el, index, option, cand)
        except (StaleElementReferenceException, JavascriptException) as err:
            # The page replaced the element between collecting and clicking: look again once.
            if attempt == 2:
                raise ActionFailed(ErrorKind.NOT_INTERACTABLE, f"element went away before the click: {type(err).__name__}", choice, chosen,
                                   runner) from err
            continue
        except (ElementNotInteractableException, MoveTargetOutOfBoundsException) as err:
            raise ActionFailed(ErrorKind.NOT_INTERACTABLE, str(err).splitlines()[0][:200], choice, chosen, runner) from err
        except ActionFailed as err:
            raise ActionFailed(err.kind, str(err), choice, chosen, runner) from err
        if covered:
            # A person's click would land on whatever covers the control, not on it.
            raise ActionFailed(ErrorKind.NOT_INTERACTABLE, f"covered by {covered}", choice, chosen, runner)
        return {"choice": choice, "chosen": chosen, "runner_up": runner}
    raise AssertionError("unreachable")


def _shown(ctx: Ctx, opt: Any) -> bool:
    """The option is drawn where a click reaches it: an <option> of a <select> that a custom dropdown stands for never
    is (WebDriver calls one of a select kept for screen readers displayed, then cannot click it)."""
    return ctx.call(lambda: opt.tag_name.lower() != "option" and opt.is_displayed(), "option")


def _pick_option(ctx: Ctx, el: Any, index: int, option: int, cand: dict[str, Any]) -> str | None:
    """Pick option ``option`` of dropdown ``el`` as a person would: open it and choose the option.

    A native ``<select>`` draws no list in headless Chromium, so its option is picked as the
    browser does when a person picks one: focused, selected, then the ``input`` and ``change``
    events (WebDriver's option click, which authoring uses, fires ``change`` only; a generated
    page may listen to ``input``). An already selected option fires nothing. An ARIA
    combobox is clicked open (unless the option already shows), then its option is clicked.
    Returns what covers the control or the option instead (then nothing is picked)."""
    def option_el() -> Any:
        found = ctx.call(lambda: ctx.driver.execute_script(_OPTION, index, option), "option")
        if found is None:
            raise ActionFailed("not_found", f"option {option + 1} of the dropdown vanished")
        return found

    covered = ctx.call(lambda: ctx.driver.execute_script(POINTER_TARGET_JS, el), "click")
    if cand.get("tag") == "select":
        if covered:
            return covered
        refused = ctx.call(lambda: ctx.driver.execute_script(_SELECT, el, option), "option")
        if refused:
            raise ActionFailed(ErrorKind.NOT_INTERACTABLE, refused)
        return None
    opt = option_el()
    if not _shown(ctx, opt):
        if covered:
            return covered
        _pointer_click(ctx, el)
        ctx.call(lambda: settle(ctx.driver, ctx.limits), "settle")
        opt = option_el()
        if not _shown(ctx, opt):
            # A custom list drawn anew when opened (select2 keeps its options in a hidden <select>).
            text = str(cand["options"][option])
            shown = ctx.call(lambda: ctx.driver.execute_script(js("shown_option"), text, el), "option")
            if shown is None:
                raise ActionFailed(ErrorKind.NOT_INTERACTABLE, f"the dropdown was opened but its option {text!r} does not show")
            opt = shown
    return _pointer_click(ctx, opt)


def _type_text(action: Action) -> str | None:
    if action.text:
        return action.text
    quoted = parse_description(action.description).quoted
    return quoted[0] if quoted else None


def perform_click(ctx: Ctx, action: Action) -> dict[str, Any]:
    return _locate_and_click(ctx, action, "click")


def perform_type(ctx: Ctx, action: Action) -> dict[str, Any]:
    from selenium.webdriver.common.action_chains import ActionChains

    text = _type_text(action)
    if not text:
        raise ActionFailed(ErrorKind.UNKNOWN_ACTION, "Type action names no text (no 'text' parameter and no quoted string)")
    out = _locate_and_click(ctx, action, "type", exclude=(text,))
    ctx.call(lambda: ActionChains(ctx.driver, duration=0).send_keys(text).perform(), "type")
    return out


def perform_press(ctx: Ctx, action: Action) -> dict[str, Any]:
    from selenium.webdriver.common.action_chains import ActionChains

    raw = (action.key or "").strip()
    if not raw:
        m = [w for w in action.description.replace("'", " ").replace('"', " ").split() if w.lower() in KEY_CODES]
        raw = m[0] if m else ""
    key = key_code(raw)
    if not key:
        raise ActionFailed(ErrorKind.UNKNOWN_ACTION, f"Press names no known key ({raw or 'none'!r})")
    before = ctx.call(lambda: in_recorder(ctx.driver, _ACTIVE) or {}, "focus")
    ctx.call(lambda: ActionChains(ctx.driver, duration=0).send_keys(key).perform(), "press")
    after = ctx.call(lambda: in_recorder(ctx.driver, _ACTIVE) or {}, "focus")
    chosen = {"tag": before.get("tag"), "role": None, "text": before.get("text"), "box": before.get("box")}
    choice = Choice(None, LocateMethod.FOCUS)
    delivered = after.get("doc") != before.get("doc") or after.get("keys", 0) > before.get("keys", 0)
    if not delivered:
        raise ActionFailed(ErrorKind.NOT_INTERACTABLE, f"key {raw} was not delivered to the page", choice, chosen)
    return {"choice": choice, "chosen": chosen}


def perform_scroll(ctx: Ctx, action: Action) -> dict[str, Any]:
    direction = (action.direction or "").lower().strip()
    if direction not in ("up", "down", "left", "right"):
        words = action.description.lower().split()
        direction = next((w for w in ("up", "down", "left", "right") if w in words), "down")
    try:
        pages = float(action.scroll_page) if action.scroll_page not in (None, "") else 1.0
    except ValueError:
        pages = 1.0
    cands = _collect(ctx, "scroll")
    # A scroller a person sees: not cut away, covered or slid out of its container (a hidden contacts pane).
    seen = [c for c in cands if not c.get("occluded") and not c.get("clipped")]
    query = parse_description(action.description)
    index, choice = -1, Choice(None, LocateMethod.PAGE)
    if seen and (query.quoted or query.words):
        # Only a scroller the description clearly names; otherwise the one under the middle of the screen moves.
        named = locate("Scroll", action.description, seen)
        if named.index is not None and not named.flagged:
            index, choice = named.index, named
    res = ctx.call(lambda: ctx.driver.execute_script(js("scroll"), index, direction, pages), "scroll") or {}
    chosen = {"tag": res.get("tag"), "role": None, "text": res.get("text", ""), "box": res.get("box")}
    if not res.get("moved"):
        behind = "; the page behind the full-screen layer is hidden" if res.get("covered") else ""
        raise ActionFailed(ErrorKind.NOT_SCROLLABLE, f"nothing a person sees can scroll {direction}{behind}", choice, None)
    return {"choice": choice, "chosen": chosen}


PERFORMERS: dict[ActionType, Callable[[Ctx, Action], dict[str, Any]]] = {
    ActionType.CLICK: perform_click,
    ActionType.TYPE: perform_type,
    ActionType.PRESS: perform_press,
    ActionType.SCROLL: perform_scroll,
}
