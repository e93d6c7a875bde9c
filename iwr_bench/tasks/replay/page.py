"""The judge's replay: open a page against a task and perform its actions in order.

``replay_page`` serves the page and the task's assets from a per-evaluation folder through
the judge browser's loopback server, loads it (step 0, a ``Load`` row), then for each
action: locate the element (``iwr_bench.tasks.locate.decide``), perform it as a person would (pointer click,
key events), wait until the page is quiet (``iwr_bench.tasks.sandbox.settle``), screenshot ``step_<k>.png``
at exactly the task's resolution, and record one ``actions`` row. After the first failure
the remaining actions are recorded as ``skipped`` (IFS only needs the prefix); their
``error_kind`` repeats the failure that stopped the replay.

Decisions the contract leaves open:

* Navigation to another origin (only the loopback page is reachable, so it lands on an
  error page) fails the action with ``navigated_away``; ``navigated_to`` records the URL.
  Navigation or reload within the page's own origin is recorded but does not fail.
* Dialogs are dismissed (``confirm`` answers false, ``prompt`` null) and ``window.open``
  returns null; both are recorded in ``dialogs``, from the page and from its frames. Links
  and forms that target another window are stopped (recorded as ``window: <url>``): a new
  tab would run the page's code without the judge's instrumentation. Any extra window that
  still appears is closed and recorded, and a dialog raised past the overrides (a page that
  removes them) is dismissed by the driver and recorded as ``dialog: <text>``. A
  ``beforeunload`` prompt never reaches the page's handlers (it would block the driver).
* Each evaluation runs in a browser context of its own and is served from a folder under
  ``<results>/evaluations/`` holding only the page and the task's assets; both are gone
  afterwards, and a folder left by a killed process is swept by the next evaluation.
  The ``Load`` row's description is ``index.html`` (never the server's random port), so
  identical runs give identical rows.
* A driver call that does not return in time means the renderer hangs: the browser is
  killed (``page_unresponsive``) and a fresh one is started for the next evaluation; a
  crashed tab is ``page_crashed``. Either way the remaining actions are skipped.
* ``action_s`` covers locate + perform + wait + screenshot (the whole action).
"""

from __future__ import annotations

import contextlib
import json
import shutil
import struct
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from iwr_bench.core.hashing import sha256_bytes
from iwr_bench.schemas.record import Action, BenchTask
from iwr_bench.tasks.locate.decide import (
    Choice,
    LlmFn,
    describe,
    litellm_grounder,
    locate,
    locate_action,
    parse_description,
)
from iwr_bench.tasks.locate.option import named_option
from iwr_bench.tasks.sandbox.browser import DETERMINISM_JS, POINTER_TARGET_JS, Viewport
from iwr_bench.tasks.sandbox.judge_browser import BrowserPool, JudgeBrowser, PageFault
from iwr_bench.tasks.sandbox.settle import Limits, js, page_state, settle
from iwr_bench.tasks.warehouse.locks import exit_on_sigterm, owned_folder

KNOWN_TYPES = ("Click", "Type", "Press", "Scroll")

# Key names as datasets write them -> Selenium key codes; a single character is sent as is.
KEY_NAMES = {
    "enter": "\ue007", "return": "\ue006", "escape": "\ue00c", "esc": "\ue00c", "tab": "\ue004",
    "backspace": "\ue003", "delete": "\ue017", "del": "\ue017", "space": " ", "spacebar": " ",
    "arrowup": "\ue013", "up": "\ue013", "arrowdown": "\ue015", "down": "\ue015",
    "arrowleft": "\ue012", "left": "\ue012", "arrowright": "\ue014", "right": "\ue014",
    "pageup": "\ue00e", "pagedown": "\ue00f", "home": "\ue011", "end": "\ue010",
}


class ActionFailed(Exception):
    def __init__(self, kind: str, message: str, choice: Choice | None = None, chosen: dict | None = None):
        self.kind = kind
        self.choice = choice
        self.chosen = chosen
        super().__init__(message)


@dataclass(frozen=True)
class Replay:
    """One evaluation's result: the ``actions`` rows (without run_id/model) and the prefix."""

    task_id: int
    out_dir: Path
    rows: tuple[dict[str, Any], ...]
    steps_succeeded: int  # f - 1
    first_failure: int | None
    first_failure_kind: str | None
    browser_replaced: bool = False
    timings: dict[str, float] = field(default_factory=dict)

    @property
    def n_actions(self) -> int:
        return len(self.rows) - 1


# ---------------------------------------------------------------- in-page helpers

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
_ACTIVE = """
const a = document.activeElement;
const el = a && a !== document.documentElement ? a : document.body;
const r = el ? el.getBoundingClientRect() : {left: 0, top: 0, width: 0, height: 0};
return {keys: window.__iwr ? window.__iwr.keys : -1, doc: window.__iwr ? window.__iwr.doc : null,
        tag: el ? el.tagName.toLowerCase() : null, text: el ? (el.innerText || el.value || '').slice(0, 120) : '',
        box: [Math.round(r.left + scrollX), Math.round(r.top + scrollY), Math.round(r.width), Math.round(r.height)]};
"""
# Scroll the chosen element (or the page) by whole pages; when the page itself cannot move
# that way, the largest visible scroller that can (apps that scroll a full-height <main>).
_SCROLL = """
const [idx, dir, pages] = arguments;
const se = document.scrollingElement || document.documentElement;
const axis = (dir === 'left' || dir === 'right') ? 'x' : 'y';
const sign = (dir === 'up' || dir === 'left') ? -1 : 1;
const pos = (el) => axis === 'y' ? el.scrollTop : el.scrollLeft;
const room = (el) => {
  const max = axis === 'y' ? el.scrollHeight - el.clientHeight : el.scrollWidth - el.clientWidth;
  return sign > 0 ? max - pos(el) : pos(el);
};
const page = (el) => (el === se ? (axis === 'y' ? innerHeight : innerWidth) : (axis === 'y' ? el.clientHeight : el.clientWidth));
const scrollable = (el) => {
  if (el === se) return true;
  const st = getComputedStyle(el);
  return /(auto|scroll|overlay)/.test(axis === 'y' ? st.overflowY : st.overflowX);
};
let targets = [];
if (idx >= 0 && window.__iwrCands && window.__iwrCands[idx]) targets.push(window.__iwrCands[idx]);
targets.push(se);
const area = (el) => { const r = el.getBoundingClientRect(); return r.width * r.height; };
const rest = (window.__iwrCands || []).filter((el) => !targets.includes(el)).sort((a, b) => area(b) - area(a));
targets = targets.concat(rest);
for (const el of targets) {
  if (!scrollable(el) || room(el) < 1) continue;
  const before = pos(el);
  const d = sign * Math.max(1, Math.round(page(el) * pages));
  const opts = axis === 'y' ? {top: d, behavior: 'instant'} : {left: d, behavior: 'instant'};
  (el === se ? window : el).scrollBy(opts);
  const after = pos(el);
  if (after !== before) {
    const r = el === se ? {left: 0, top: 0, width: innerWidth, height: innerHeight} : el.getBoundingClientRect();
    return {moved: after - before, tag: el === se ? 'window' : el.tagName.toLowerCase(),
            text: el === se ? '' : (el.innerText || '').slice(0, 80),
            box: [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)]};
  }
}
return {moved: 0};
"""


def _png_size(png: bytes) -> tuple[int, int]:
    return struct.unpack(">II", png[16:24]) if png[:8] == b"\x89PNG\r\n\x1a\n" else (0, 0)


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def _strip_fragment(url: str) -> str:
    return url.split("#", 1)[0]


# ---------------------------------------------------------------- performing actions

@dataclass
class _Ctx:
    jb: JudgeBrowser
    limits: Limits
    llm: LlmFn | None
    deadline: float = 0.0

    def call(self, fn: Callable[[], Any], what: str) -> Any:
        left = max(0.5, self.deadline - time.monotonic())
        return self.jb.call(fn, left, what)

    @property
    def driver(self) -> Any:
        return self.jb.driver


def _collect(ctx: _Ctx, mode: str) -> list[dict[str, Any]]:
    return ctx.call(lambda: ctx.driver.execute_script(js("collect"), mode, ctx.limits.scan_limit), "collect") or []


def _choose(ctx: _Ctx, action: Action, mode: str, exclude: tuple[str, ...] = ()) -> tuple[Choice, list[dict[str, Any]]]:
    cands = _collect(ctx, mode)
    shot = (lambda: ctx.jb.browser.screenshot_png()) if ctx.llm else None  # type: ignore[union-attr]
    type_text = exclude[0] if exclude else None
    return locate_action(action.type, action.description, cands, type_text=type_text, llm=ctx.llm, screenshot=shot), cands


def _element(ctx: _Ctx, index: int) -> Any:
    el = ctx.call(lambda: ctx.driver.execute_script(_ELEMENT, index), "element")
    if el is None:
        raise ActionFailed("not_found", f"candidate {index} vanished")
    return el


def _pointer_click(ctx: _Ctx, el: Any) -> str | None:
    """Click ``el`` as a pointer would; returns what covers it instead (then nothing is clicked)."""
    from selenium.webdriver.common.action_chains import ActionChains

    def click() -> str | None:
        covered = ctx.driver.execute_script(POINTER_TARGET_JS, el)
        if not covered:
            ActionChains(ctx.driver, duration=0).move_to_element(el).click().perform()
        return covered

    return ctx.call(click, "click")


def _locate_and_click(ctx: _Ctx, action: Action, mode: str, exclude: tuple[str, ...] = ()) -> dict[str, Any]:
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
        option = None
        if action.type == "Click" and cand.get("options"):
            option = named_option(action.description, cand["options"], f"{cand.get('label') or ''} {cand.get('name') or ''}")
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
                raise ActionFailed("not_interactable", f"element went away before the click: {type(err).__name__}", choice, chosen) from err
            continue
        except (ElementNotInteractableException, MoveTargetOutOfBoundsException) as err:
            raise ActionFailed("not_interactable", str(err).splitlines()[0][:200], choice, chosen) from err
        except ActionFailed as err:
            raise ActionFailed(err.kind, str(err), choice, chosen) from err
        if covered:
            # A person's click would land on whatever covers the control, not on it.
            raise ActionFailed("not_interactable", f"covered by {covered}", choice, chosen)
        return {"choice": choice, "chosen": chosen}
    raise AssertionError("unreachable")


def _pick_option(ctx: _Ctx, el: Any, index: int, option: int, cand: dict[str, Any]) -> str | None:
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
            raise ActionFailed("not_interactable", refused)
        return None
    opt = option_el()
    if not ctx.call(opt.is_displayed, "option"):
        if covered:
            return covered
        _pointer_click(ctx, el)
        ctx.call(lambda: settle(ctx.driver, ctx.limits), "settle")
        opt = option_el()
        if not ctx.call(opt.is_displayed, "option"):
            raise ActionFailed("not_interactable", f"the dropdown was opened but its option {cand['options'][option]!r} does not show")
    return _pointer_click(ctx, opt)


def _type_text(action: Action) -> str | None:
    if action.text:
        return action.text
    quoted = parse_description(action.description).quoted
    return quoted[0] if quoted else None


def perform_click(ctx: _Ctx, action: Action) -> dict[str, Any]:
    return _locate_and_click(ctx, action, "click")


def perform_type(ctx: _Ctx, action: Action) -> dict[str, Any]:
    from selenium.webdriver.common.action_chains import ActionChains

    text = _type_text(action)
    if not text:
        raise ActionFailed("unknown_action", "Type action names no text (no 'text' parameter and no quoted string)")
    out = _locate_and_click(ctx, action, "type", exclude=(text,))
    ctx.call(lambda: ActionChains(ctx.driver, duration=0).send_keys(text).perform(), "type")
    return out


def perform_press(ctx: _Ctx, action: Action) -> dict[str, Any]:
    from selenium.webdriver.common.action_chains import ActionChains

    raw = (action.key or "").strip()
    if not raw:
        m = [w for w in action.description.replace("'", " ").replace('"', " ").split() if w.lower() in KEY_NAMES]
        raw = m[0] if m else ""
    key = KEY_NAMES.get(raw.lower().replace(" ", ""), raw if len(raw) == 1 else None)
    if not key:
        raise ActionFailed("unknown_action", f"Press names no known key ({raw or 'none'!r})")
    before = ctx.call(lambda: ctx.driver.execute_script(_ACTIVE), "focus")
    ctx.call(lambda: ActionChains(ctx.driver, duration=0).send_keys(key).perform(), "press")
    after = ctx.call(lambda: ctx.driver.execute_script(_ACTIVE), "focus")
    chosen = {"tag": before.get("tag"), "role": None, "text": before.get("text"), "box": before.get("box")}
    choice = Choice(None, "focus")
    delivered = after.get("doc") != before.get("doc") or after.get("keys", 0) > before.get("keys", 0)
    if not delivered:
        raise ActionFailed("not_interactable", f"key {raw} was not delivered to the page", choice, chosen)
    return {"choice": choice, "chosen": chosen}


def perform_scroll(ctx: _Ctx, action: Action) -> dict[str, Any]:
    direction = (action.direction or "").lower().strip()
    if direction not in ("up", "down", "left", "right"):
        words = action.description.lower().split()
        direction = next((w for w in ("up", "down", "left", "right") if w in words), "down")
    try:
        pages = float(action.scroll_page) if action.scroll_page not in (None, "") else 1.0
    except ValueError:
        pages = 1.0
    cands = _collect(ctx, "scroll")
    query = parse_description(action.description)
    index, choice = -1, Choice(None, "page")
    if cands and (query.quoted or query.words):
        # Only a scroller the description clearly names; otherwise the page (or the biggest scroller) moves.
        named = locate("Scroll", action.description, cands)
        if named.index is not None and not named.tie:
            index, choice = named.index, named
    res = ctx.call(lambda: ctx.driver.execute_script(_SCROLL, index, direction, pages), "scroll") or {}
    chosen = {"tag": res.get("tag"), "role": None, "text": res.get("text", ""), "box": res.get("box")}
    if not res.get("moved"):
        raise ActionFailed("not_scrollable", f"nothing on the page can scroll {direction}", choice, None)
    return {"choice": choice, "chosen": chosen}


PERFORMERS: dict[str, Callable[[_Ctx, Action], dict[str, Any]]] = {
    "Click": perform_click,
    "Type": perform_type,
    "Press": perform_press,
    "Scroll": perform_scroll,
}


# ---------------------------------------------------------------- one evaluation

def _row(step: int, type_: str, description: str, **kw: Any) -> dict[str, Any]:
    row: dict[str, Any] = {
        "step": step, "type": type_, "description": description, "method": None, "chosen": None,
        "match_score": None, "runner_up_score": None, "evidence": None, "confidence": None, "tie": False,
        "outcome": "performed", "error_kind": None,
        "error_message": None, "wait_s": None, "action_s": None, "llm_calls": 0, "dialogs": [],
        "navigated_to": None, "screenshot_path": None, "screenshot_sha256": None, "page_text": None,
    }
    row.update(kw)
    return row


def evaluations_root(results: str | Path) -> Path:
    """Where a run's evaluation folders live: ``<results>/evaluations`` (never the system's /tmp)."""
    return Path(results) / "evaluations"


@contextlib.contextmanager
def _served(task: BenchTask, page_path: Path, root: Path) -> Iterator[Path]:
    """A folder holding only ``index.html`` and the task's ``assets/``; removed afterwards,
    and swept by the next evaluation when a killed process could not remove it."""
    with owned_folder(root, prefix=f"task{task.task_id}-") as folder:
        shutil.copyfile(page_path, folder / "index.html")
        if task.assets_dir is not None and Path(task.assets_dir).is_dir():
            (folder / "assets").symlink_to(Path(task.assets_dir).resolve(), target_is_directory=True)
        yield folder


class _Evaluation:
    def __init__(self, task: BenchTask, jb: JudgeBrowser, out_dir: Path, limits: Limits, llm: LlmFn | None):
        self.task, self.jb, self.out_dir, self.limits, self.llm = task, jb, out_dir, limits, llm
        self.url = jb.server.url + "index.html"
        self.doc: str | None = None
        self.replaced = False

    def observe(self, step: int, row: dict[str, Any]) -> None:
        """Wait for quiet, read the page's state and take the step's screenshot into ``row``."""
        lim = self.limits
        t = time.monotonic()
        self.jb.call(lambda: settle(self.jb.driver, lim), lim.settle_cap_s + 2.0, "settle")
        row["wait_s"] = round(time.monotonic() - t, 4)
        self._close_extra_windows(row)
        state = self.jb.call(lambda: page_state(self.jb.driver, lim), lim.action_s, "state")
        row["dialogs"] = row["dialogs"] + list(state.get("dialogs") or []) + self.jb.take_dialogs()
        row["page_text"] = state.get("text")
        url = state.get("url") or ""
        if state.get("doc") != self.doc or _strip_fragment(url) != self.url:
            if step > 0:
                row["navigated_to"] = url
            self.doc = state.get("doc")
        if _origin(url) != _origin(self.url):
            # An error page (the sandbox refused the host) reports itself, not the target.
            url = self.jb.call(lambda: self.jb.driver.current_url, lim.action_s, "url") or url
            row["navigated_to"] = url
        png = self.jb.call(self.jb.browser.screenshot_png, lim.screenshot_s, "screenshot")  # type: ignore[union-attr]
        size = _png_size(png)
        if size != (self.task.width, self.task.height):
            raise ActionFailed("timeout", f"screenshot is {size[0]}x{size[1]}, expected {self.task.resolution}")
        path = self.out_dir / f"step_{step}.png"
        path.write_bytes(png)
        row["screenshot_path"] = str(path)
        row["screenshot_sha256"] = sha256_bytes(png)
        nav = row.get("navigated_to")
        if nav and _origin(nav) != _origin(self.url):
            raise ActionFailed("navigated_away", f"the page navigated to {nav}")

    def _close_extra_windows(self, row: dict[str, Any]) -> None:
        d = self.jb.driver
        keep = {self.jb.tab, self.jb.browser.anchor if self.jb.browser else None}

        def close() -> list[str]:
            extra = [h for h in d.window_handles if h not in keep]
            closed = []
            for h in extra:
                d.switch_to.window(h)
                closed.append(f"window: {d.current_url[:200]}")
                d.close()
            if extra:
                d.switch_to.window(self.jb.tab)
            return closed

        row["dialogs"] = row["dialogs"] + self.jb.call(close, self.limits.action_s, "windows")

    def load(self) -> dict[str, Any]:
        row = _row(0, "Load", "index.html", method="page")
        t = time.monotonic()
        lim = self.limits
        try:
            def get() -> None:
                self.jb.driver.set_page_load_timeout(lim.load_s)
                self.jb.driver.get(self.url)

            try:
                self.jb.call(get, lim.load_s + 1.0, "load")
            except PageFault as fault:
                # Still loading at the limit: usable if the renderer answers, else it hangs.
                if fault.kind != "timeout" or not self.jb.responsive(2.0):
                    raise PageFault("page_unresponsive" if fault.kind == "timeout" else fault.kind, f"page load: {fault}") from fault
                row["error_message"] = f"load not complete after {lim.load_s:g}s; continued"
            self.observe(0, row)
        except (PageFault, ActionFailed) as err:
            row.update(outcome="failed", error_kind=getattr(err, "kind", "timeout"), error_message=str(err)[:500])
        row["action_s"] = round(time.monotonic() - t, 4)
        return row

    def act(self, action: Action) -> dict[str, Any]:
        row = _row(action.step, action.type, action.description)
        t = time.monotonic()
        ctx = _Ctx(self.jb, self.limits, self.llm, deadline=t + self.limits.action_s)
        try:
            perform = PERFORMERS.get(action.type)
            if perform is None:
                raise ActionFailed("unknown_action", f"action type {action.type!r} is not one of {', '.join(KNOWN_TYPES)}")
            done = perform(ctx, action)
            self._record_choice(row, done["choice"], done["chosen"])
            self.observe(action.step, row)
        except ActionFailed as err:
            self._record_choice(row, err.choice, err.chosen)
            row.update(outcome="failed", error_kind=err.kind, error_message=str(err)[:500])
            self._observe_after_failure(action.step, row)
        except PageFault as err:
            row.update(outcome="failed", error_kind=err.kind, error_message=str(err)[:500])
            if err.kind == "timeout":
                self._observe_after_failure(action.step, row)
        row["action_s"] = round(time.monotonic() - t, 4)
        return row

    def _observe_after_failure(self, step: int, row: dict[str, Any]) -> None:
        # The state after a failed action is still worth a screenshot for a person reading the run.
        if not self.jb.alive:
            return
        kind, message = row["error_kind"], row["error_message"]
        with contextlib.suppress(PageFault, ActionFailed, Exception):
            self.observe(step, row)
        row.update(outcome="failed", error_kind=kind, error_message=message)

    @staticmethod
    def _record_choice(row: dict[str, Any], choice: Choice | None, chosen: dict | None) -> None:
        if choice is not None:
            row.update(method=choice.method, match_score=choice.score, runner_up_score=choice.runner_up, llm_calls=choice.llm_calls,
                       evidence=json.dumps(list(choice.evidence), ensure_ascii=False) if choice.evidence else None,
                       confidence=choice.confidence, tie=bool(choice.tie))
        if chosen is not None:
            row["chosen"] = json.dumps(chosen, ensure_ascii=False)


def judge_scripts() -> str:
    """What runs before the page's own scripts: the instrumentation (which draws its document id
    from the real Math.random), then the determinism shim, so the page's first random number is
    the same one the reference site drew when it was authored."""
    return js("instrument") + "\n" + DETERMINISM_JS


def replay_page(task: BenchTask, page_path: str | Path, out_dir: str | Path, *, browser: JudgeBrowser | None = None,
                pool: BrowserPool | None = None, limits: Limits | None = None, llm: LlmFn | None = None,
                grounding_model: str | None = None, evaluations: str | Path | None = None,
                on_row: Callable[[dict[str, Any]], None] | None = None) -> Replay:
    """Replay ``task``'s actions on ``page_path``; screenshots go to ``out_dir/step_<k>.png``.

    ``browser`` (or one from ``pool``) is reused and left clean; without either a browser is
    started for this evaluation and closed after it. ``llm`` grounds ambiguous descriptions
    (default: ``litellm_grounder(grounding_model)`` when one is named; none: no LLM). ``on_row``
    sees each row as it is made. The page is served from a fresh folder below ``evaluations``
    (default: ``evaluations/`` beside ``out_dir``), removed afterwards.
    """
    page_path = Path(page_path)
    if not page_path.is_file():
        raise FileNotFoundError(f"task {task.task_id}: page {page_path} does not exist")
    limits = limits or Limits()
    if llm is None and grounding_model:
        llm = litellm_grounder(grounding_model)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("step_*.png"):
        old.unlink()  # a rerun must never show an earlier run's screenshots
    viewport = Viewport(task.width, task.height, task.is_mobile)
    with contextlib.ExitStack() as stack:
        stack.enter_context(exit_on_sigterm())  # a terminated `iwr replay` still cleans up
        if browser is not None:
            jb = browser
        elif pool is not None:
            jb = stack.enter_context(pool.acquire(viewport))
        else:
            jb = stack.enter_context(JudgeBrowser(viewport, judge_scripts()))
        if jb.instrument_js is None:
            jb.instrument_js = judge_scripts()
        folder = stack.enter_context(_served(task, page_path, Path(evaluations) if evaluations else out.parent / "evaluations"))
        jb.ensure(viewport)
        ev = _Evaluation(task, jb, out, limits, llm)
        try:
            stack.enter_context(jb.evaluation(folder))
        except PageFault as fault:
            # No page has run yet: the browser itself failed (harness, transient).
            rows = [_row(0, "Load", "index.html", method="page", outcome="failed", error_kind="browser_launch",
                         error_message=f"new browser context: {fault}"[:500])]
        else:
            rows = [ev.load()]
        if on_row:
            on_row(rows[0])
        failed: tuple[int, str] | None = (0, rows[0]["error_kind"]) if rows[0]["outcome"] == "failed" else None
        for action in task.actions:
            if failed is not None:
                row = _row(action.step, action.type, action.description, outcome="skipped", error_kind=failed[1],
                           error_message=f"skipped: step {failed[0]} failed ({failed[1]})")
            else:
                row = ev.act(action)
                if row["outcome"] == "failed":
                    failed = (action.step, row["error_kind"])
            rows.append(row)
            if on_row:
                on_row(row)
        replaced = not jb.alive  # killed by a fault: the next ``ensure`` starts a fresh one
    times = [r["action_s"] for r in rows[1:] if r["outcome"] == "performed" and r["action_s"] is not None]
    timings = {"median_action_s": sorted(times)[len(times) // 2] if times else 0.0, "load_s": rows[0]["action_s"] or 0.0}
    first = failed[0] if failed else None
    return Replay(
        task_id=task.task_id, out_dir=out, rows=tuple(rows),
        steps_succeeded=len(task.actions) if first is None else max(0, first - 1),
        first_failure=first, first_failure_kind=failed[1] if failed else None,
        browser_replaced=replaced, timings=timings,
    )


def record_replay(replay: Replay, warehouse_root: str | Path, *, run_id: str, model: str) -> Path:
    """Write the replay's rows as one ``actions`` part for (run, model, task)."""
    from iwr_bench.tasks.warehouse.store import write_result

    rows = [{**r, "run_id": run_id, "model": model, "task_id": replay.task_id} for r in replay.rows]
    return write_result(Path(warehouse_root), "actions", rows, run_id=run_id, model=model, task_id=replay.task_id)
