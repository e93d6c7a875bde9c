"""Page-quiet detection and the judge's in-page instrumentation.

``tasks/sandbox/js/instrument.js`` is installed at document start in every page the judge opens:
it counts pending fetch/XHR requests, notes the time of the last DOM mutation, overrides
dialogs and ``window.open`` (dismissed and recorded) and counts delivered key events.
After an action, ``settle`` waits until the page has been quiet for a short window (no
mutation, no pending request, no running finite CSS animation or transition, two frames
drawn), with a cap, instead of a fixed sleep. Infinite animations (spinners) are ignored:
they would otherwise make every wait run to the cap.

``page_state`` then reads the state after the action: the instrumentation's record (document
id, delivered keys, dialogs, URL) and what a person sees (``seen``: ``tasks/sandbox/js/seen.js`` in an
isolated world), which becomes ``actions.page_text`` and is what the offline judge and
authoring's ``expect`` check read. Text a person cannot see in the screenshot (transparent,
1 px, off screen, clipped, covered) is not in it.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from iwr_bench.tasks.data.expect import PageState

JS_DIR = Path(__file__).resolve().parent / "js"


@cache
def js(name: str) -> str:
    return (JS_DIR / f"{name}.js").read_text()


@dataclass(frozen=True)
class Limits:
    """Time limits of one evaluation; tests use small ones.

    ``load_s``, ``action_s`` and ``screenshot_s`` (and ``settle_cap_s`` + 2 for the wait) are
    each driver call's limit in CPU-seconds of the browser (``JudgeBrowser.call``): what a page
    may spend, the same on a busy machine as on an idle one. ``patience_s`` is the wall time a
    call may wait for the CPU on a busy machine before the pair is given up as not measured
    (``overloaded``). The in-page quiet window and cap are the page's own timers.
    """

    load_s: float = 10.0
    action_s: float = 5.0
    screenshot_s: float = 5.0
    quiet_ms: int = 100
    settle_cap_s: float = 2.0
    poll_ms: int = 30
    page_text_chars: int = 20_000
    scan_limit: int = 20_000  # elements checked for a pointer cursor
    patience_s: float = 120.0


SETTLE_SCRIPT = """
const done = arguments[arguments.length - 1];
if (!window.__iwr) { done({waited_ms: 0, quiet: false, missing: true}); return; }
window.__iwr.settle(arguments[0], arguments[1], arguments[2], done);
"""

# What the instrumentation (main world) knows about the state after an action.
STATE_SCRIPT = """
const S = window.__iwr;
const dialogs = S ? S.dialogs.splice(0) : [];
return {doc: S ? S.doc : null, keys: S ? S.keys : 0, dialogs: dialogs, url: location.href};
"""


def settle(driver: Any, limits: Limits) -> dict[str, Any]:
    """Wait in the page until it is quiet or the cap passes; returns what the page reported.

    The page's own timers end the wait; the driver's wall-clock script limit lies past the
    patience, so a busy machine delays the answer instead of failing it (the caller's
    CPU-time limit decides a page that never answers)."""
    driver.set_script_timeout(max(limits.settle_cap_s + 1.0, limits.patience_s + 30.0))
    result = driver.execute_async_script(SETTLE_SCRIPT, limits.quiet_ms, limits.settle_cap_s * 1000, limits.poll_ms)
    return result or {}


_WORLD = "iwr-seen"
_contexts: weakref.WeakKeyDictionary[Any, tuple[str, int]] = weakref.WeakKeyDictionary()


def _in_isolated_world(driver: Any, expression: str) -> Any:
    """``expression``'s value, evaluated in an isolated world of the top frame: the page's DOM,
    but not its JavaScript, so a page cannot replace the functions the expression calls."""
    frame = driver.execute_cdp_cmd("Page.getFrameTree", {})["frameTree"]["frame"]
    doc = f"{frame['id']}/{frame.get('loaderId')}"
    for attempt in (1, 2):
        known = _contexts.get(driver)
        if known is None or known[0] != doc or attempt == 2:
            ctx = driver.execute_cdp_cmd("Page.createIsolatedWorld", {"frameId": frame["id"], "worldName": _WORLD})["executionContextId"]
            _contexts[driver] = known = (doc, ctx)
        try:
            res = driver.execute_cdp_cmd("Runtime.evaluate", {"expression": expression, "contextId": known[1], "returnByValue": True})
        except Exception:  # noqa: BLE001 - a context gone with a navigation: made again once
            if attempt == 2:
                raise
            continue
        if "exceptionDetails" in res:
            detail = res["exceptionDetails"]
            raise RuntimeError(f"seen.js: {(detail.get('exception') or {}).get('description') or detail.get('text')}")
        return (res.get("result") or {}).get("value")
    return None


def seen(driver: Any, max_chars: int) -> PageState:
    """What a person sees of the page now (``tasks/sandbox/js/seen.js``): the text drawn in the viewport
    that a person can read, and the form controls' values, selections and checked states."""
    raw = _in_isolated_world(driver, f"({js('seen')})({int(max_chars)})")
    return PageState.from_script(raw or {})


def page_state(driver: Any, limits: Limits) -> dict[str, Any]:
    """The state after an action: the instrumentation's record (document id, keys, dialogs,
    URL) and ``text``, what a person sees, as stored in ``actions.page_text``."""
    state = driver.execute_script(STATE_SCRIPT) or {}
    state["text"] = seen(driver, limits.page_text_chars).to_text()
    return state
