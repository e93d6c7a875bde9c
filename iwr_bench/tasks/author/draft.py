"""A draft trajectory from a Chrome Recorder flow, played on the site as it is.

``draft_trajectory`` serves the site, opens it at the recording's viewport and plays the folded
actions (``iwr_bench.tasks.author.recording.fold``) one by one with the authoring session: each
step's element is found from the Recorder's selectors (``iwr_bench.tasks.author.resolve``),
lifted to the control a person clicks (``js/facts.js``), given a CSS selector (``>>>`` into
shadow roots), described as a person would (``iwr_bench.tasks.author.describe``; the first
phrasing the judge's locator finds the element by, checked on the page as it is before the
step, as the judge will see it), performed, and given the ``expect`` and assertion of what
changed. The draft is written as YAML for a person to review; ``iwr author SITE DRAFT --out
DIR`` builds the task from it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import iwr_bench.tasks.author.describe as D
from iwr_bench.core.errors import TaskDataError
from iwr_bench.tasks.author.recording import RecAction, Recording, fold, load_recording
from iwr_bench.tasks.author.resolve import js as author_js
from iwr_bench.tasks.author.resolve import resolve
from iwr_bench.tasks.author.session import Session
from iwr_bench.tasks.author.trajectory import Step, Trajectory
from iwr_bench.tasks.data.expect import PageState
from iwr_bench.tasks.locate.decide import locate, locate_action
from iwr_bench.tasks.locate.option import option_of
from iwr_bench.tasks.sandbox.keys import key_code

# The candidate (collect.js) that is the element, or holds it, or is held by it (the closest).
_INDEX_JS = r"""
const el = arguments[0], c = (window.__iwrCands || []).slice(0, window.__iwrControls);  // the controls, not the texts
let i = c.indexOf(el);
for (let p = el.parentElement; i < 0 && p; p = p.parentElement) i = c.indexOf(p);
if (i < 0) i = c.findIndex((x) => el.contains(x));
return i;
"""
# Where the judge's Scroll would go when the description names no scroller: the page if it can
# move that way, else the largest scroller that can (tasks/replay/actions.py).
_FALLBACK_SCROLL_JS = r"""
const [el, dir] = arguments;
const se = document.scrollingElement || document.documentElement;
const y = dir === 'up' || dir === 'down', sign = dir === 'up' || dir === 'left' ? -1 : 1;
const room = (e) => { const pos = y ? e.scrollTop : e.scrollLeft;
  const max = y ? e.scrollHeight - e.clientHeight : e.scrollWidth - e.clientWidth; return sign > 0 ? max - pos : pos; };
if (room(se) >= 1) return el === null;
const area = (e) => { const r = e.getBoundingClientRect(); return r.width * r.height; };
const rest = (window.__iwrCands || []).filter((e) => /(auto|scroll|overlay)/.test(getComputedStyle(e)[y ? 'overflowY' : 'overflowX']) && room(e) >= 1)
  .sort((a, b) => area(b) - area(a));
return rest.length > 0 && rest[0] === el;
"""


class _NoVideo:
    def add(self, png: bytes, repeat: int = 1) -> None:
        pass


@dataclass
class Drafted:
    """One drafted step: the trajectory action, and whether the locator found its element by its description."""

    action: dict[str, Any]
    grounded: bool | None  # None: not a question of finding an element (Press, a page scroll)
    recorded: Sequence[int] = field(default_factory=tuple)


def css_string(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\a ") + '"'


class Drafter:
    """Plays a recording's actions on the open site and drafts each one."""

    def __init__(self, session: Session, rec: Recording, origin: str, mobile: bool):
        self.s = session
        self.d = session.d
        self.rec = rec
        self.origin = origin
        self.verb = "Tap" if mobile else "Click"

    def fail(self, action: RecAction, fld: str, problem: str) -> TaskDataError:
        return TaskDataError(self.origin, f"steps[{action.steps[0]}].{fld}", problem)

    # ------------------------------------------------------------ the page

    def target(self, action: RecAction) -> tuple[Any, dict[str, Any]]:
        element, used, notes = resolve(self.d, action.selectors)
        if element is None:
            raise self.fail(action, "selectors", "no selector of this step finds a visible element "
                            f"on the site at this point ({'; '.join(notes)}); the page did not reach the state it was recorded "
                            "in: record the flow again from a fresh load of the page")
        control, info = self.d.execute_script(author_js("facts"), element)
        info["used"] = used
        info["name"] = _safe(lambda: control.accessible_name) or ""
        info["role"] = _safe(lambda: control.aria_role) or ""
        return control, info

    def candidates(self, mode: str, control: Any) -> tuple[list[dict[str, Any]], int]:
        from iwr_bench.tasks.sandbox.settle import js

        cands = self.d.execute_script(js("collect"), mode, 20000) or []
        index = self.d.execute_script(_INDEX_JS, control) if control is not None else -1
        return cands, int(index if index is not None else -1)

    def seen(self) -> PageState:
        return self.s.seen()

    # ------------------------------------------------------------ one action

    def draft(self, n: int, action: RecAction) -> Drafted:
        handler = {"Click": self.click, "Change": self.change, "Press": self.press, "Scroll": self.scroll}[action.type]
        return handler(n, action)

    def _perform(self, n: int, step: Step) -> PageState:
        self.s.perform(step)
        self.s.settle(step)
        return self.seen()

    def _pick(self, phrasings: Sequence[str], ok: Any) -> tuple[str, bool]:
        for p in phrasings:
            if ok(p):
                return p, True
        return phrasings[0], False

    def click(self, n: int, action: RecAction) -> Drafted:
        control, info = self.target(action)
        cands, index = self.candidates("click", control)
        place = D.lookalikes(cands, index) if index >= 0 else (1, 1)
        cand = cands[index] if index >= 0 else None
        phrasings = D.click_phrasings(self.verb, info["name"] or info["text"], info["role"], cand, place) or [f"{self.verb} it"]

        def ok(p: str) -> bool:
            choice = locate_action("Click", p, cands)
            return index >= 0 and choice.index == index and not choice.tie

        description, grounded = self._pick(phrasings, ok)
        before = self.seen()
        step = Step(n, "Click", description, selector=info["selector"], visual_check=True)
        after = self._perform(n, step)
        toggled = info["name"] if info["checkable"] else None
        return self._finish(step, before, after, grounded, action, toggled=toggled, lead=f"After the {self.verb.lower()}")

    def change(self, n: int, action: RecAction) -> Drafted:
        control, info = self.target(action)
        if info["tag"] == "select":
            return self.select(n, action, control, info)
        value = action.value or ""
        current = info["value"] or ""
        if not value.startswith(current):
            raise self.fail(action, "value", f"the field held {current!r} and the recording leaves {value!r} in it; a Type action types at the "
                            "end of what a field holds: record clearing the field as its own step, or start from an empty field")
        text = value[len(current):]
        if not text:
            raise self.fail(action, "value", "the change step types nothing new; delete it in the Recorder's step editor")
        cands, index = self.candidates("type", control)
        label = info["name"] or info["placeholder"]
        place = D.lookalikes(cands, index) if index >= 0 else (1, 1)

        def ok(p: str) -> bool:
            choice = locate_action("Type", p, cands, type_text=text)
            return index >= 0 and choice.index == index and not choice.tie

        description, grounded = self._pick(D.type_phrasings(text, label, info["placeholder"], place), ok)
        before = self.seen()
        step = Step(n, "Type", description, selector=info["selector"], text=text, visual_check=True)
        after = self._perform(n, step)
        return self._finish(step, before, after, grounded, action, typed=(label, value), lead="After typing")

    def select(self, n: int, action: RecAction, control: Any, info: dict[str, Any]) -> Drafted:
        options = info["options"]
        at = next((i for i, o in enumerate(options) if o["value"] == action.value), None)
        if at is None:
            raise self.fail(action, "value", f"the dropdown has no option with the value {action.value!r} "
                            f"(it has {', '.join(repr(o['value']) for o in options[:10])}); record the pick again")
        option = options[at]["label"]
        cands, index = self.candidates("click", control)
        label = info["name"]

        def ok(p: str) -> bool:
            choice = locate_action("Click", p, cands)
            if index < 0 or choice.index != index or choice.tie:
                return False
            cand = cands[index]
            return option_of(p, cand) == at

        description, grounded = self._pick(D.select_phrasings(option, label), ok)
        before = self.seen()
        step = Step(n, "Click", description, selector=f"{info['selector']} option[value={css_string(str(action.value))}]", visual_check=True)
        after = self._perform(n, step)
        return self._finish(step, before, after, grounded, action, picked=(label, option), lead="After choosing it")

    def press(self, n: int, action: RecAction) -> Drafted:
        key = D.key_name(action.key or "")
        if key_code(key) is None:
            raise self.fail(action, "key", f"{action.key!r} is not a key a Press action can send; record the flow without it")
        before = self.seen()
        step = Step(n, "Press", D.press_phrasing(key), key=key, visual_check=True)
        after = self._perform(n, step)
        return self._finish(step, before, after, None, action, lead=f"After pressing {key}")

    def scroll(self, n: int, action: RecAction) -> Drafted:
        control, info = self.target(action) if action.selectors else (None, None)
        where = (info or {}).get("scroll") or self.d.execute_script(author_js("facts"), self.d.execute_script("return document.body"))[1]["page"]
        dx, dy = action.x - where["left"], action.y - where["top"]
        if abs(dx) < 0.5 and abs(dy) < 0.5:
            raise self.fail(action, "y", f"the scroll step ends where the {'element' if control is not None else 'page'} already is; "
                            "delete it in the Recorder's step editor, or record the steps that move the page first")
        vertical = abs(dy) >= abs(dx)
        delta = dy if vertical else dx
        direction = ("down" if delta > 0 else "up") if vertical else ("right" if delta > 0 else "left")
        pages = D.scroll_amount(delta, where["height"] if vertical else where["width"])
        cands, index = self.candidates("scroll", control)
        name = (info or {}).get("name") or ""

        def ok(p: str) -> bool:
            named = locate("Scroll", p, cands) if cands else None
            if named is not None and named.index is not None and not named.tie:
                return control is not None and named.index == index
            return bool(self.d.execute_script(_FALLBACK_SCROLL_JS, control, direction))

        description, grounded = self._pick(D.scroll_phrasings(direction, float(pages), name), ok)
        before = self.seen()
        step = Step(n, "Scroll", description, selector=info["selector"] if info else None, direction=direction, scroll_page=pages, visual_check=True)
        after = self._perform(n, step)
        return self._finish(step, before, after, grounded, action, lead="After scrolling")

    def _finish(self, step: Step, before: PageState, after: PageState, grounded: bool | None, action: RecAction, *,
                lead: str, **changed: Any) -> Drafted:
        expect = D.draft_expect(before, after, **changed)
        out: dict[str, Any] = {"type": step.type, "description": step.description}
        for key in ("selector", "text", "key", "direction", "scroll_page"):
            if getattr(step, key):
                out[key] = getattr(step, key)
        out["visual_check"] = True
        assertion = D.draft_assertion(expect, lead)
        if assertion:
            out["assertion"] = assertion
        if expect:
            out["expect"] = expect
        steps = ", ".join(str(i) for i in action.steps)
        out["notes"] = f"from recording steps {steps}" + ("" if grounded is not False else
                                                          "; the judge's locator did not find this element by any drafted description: reword it")
        return Drafted(out, grounded, action.steps)


def _safe(get: Any) -> Any:
    try:
        return get()
    except Exception:  # noqa: BLE001 - an older driver without computed labels
        return None


def play_recording(session: Session, rec: Recording, origin: str, mobile: bool) -> list[Drafted]:
    """Every folded action of ``rec`` drafted on the open site, in order."""
    drafter = Drafter(session, rec, origin, mobile)
    return [drafter.draft(n, a) for n, a in enumerate(fold(rec, origin), start=1)]


def is_mobile(width: int, height: int) -> bool:
    """A phone-sized recording (the Recorder writes isMobile: false whatever the window)."""
    return width <= 500 and height > width


def draft_trajectory(site_dir: Path, recording: str | Path, task_id: int, browser: Any = None) -> tuple[dict[str, Any], list[Drafted]]:
    """The draft trajectory (a mapping, as YAML holds it) of ``recording`` played on ``site_dir``."""
    from iwr_bench.tasks.author.serve import AuthoringServer
    from iwr_bench.tasks.author.trajectory import TRAJECTORY_NAMES
    from iwr_bench.tasks.sandbox.browser import Browser, Viewport

    rec = load_recording(recording)
    origin = str(recording)
    mobile = is_mobile(rec.width, rec.height)
    traj = Trajectory(task_id, site_dir.name, {}, rec.width, rec.height, "mobile" if mobile else "desktop", ())
    own = browser is None
    browser = browser or Browser(Viewport(rec.width, rec.height, mobile))
    try:
        with AuthoringServer(site_dir, None, TRAJECTORY_NAMES) as server:
            s = Session(browser, server.url, traj, _NoVideo())
            s.open()
            try:
                drafted = play_recording(s, rec, origin, mobile)
            finally:
                s.close()
    finally:
        if own:
            browser.close()
    n = len(drafted)
    level = "L1" if n <= 2 else "L2" if n <= 5 else "L3" if n <= 10 else "L4"
    data = {
        "id": task_id,
        "source_website": site_dir.name,
        "classification": {"interaction_complexity": level, "visual_complexity": "medium", "domain": "unspecified",
                           "sub_domain": rec.title or "unspecified"},
        "recording": {"resolution": f"{rec.width}x{rec.height}", "environment": "mobile" if mobile else "desktop"},
        "actions": [d.action for d in drafted],
    }
    return data, drafted
