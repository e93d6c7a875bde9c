"""Page-quiet detection and the judge's in-page instrumentation.

Two scripts are installed at document start in every frame the judge opens, before any page
script: ``tasks/sandbox/js/instrument.js`` in the page's own (main) world overrides dialogs and
``window.open`` (dismissed, so they never block) and counts pending fetch/XHR requests, keeping
nothing; ``tasks/sandbox/js/recorder.js`` in an isolated world (``RECORDER_WORLD``) keeps the
record: document id, pending requests, last DOM mutation, dialogs, delivered key events. The
two talk through a MessagePort only the main-world closure holds, so a page can neither read,
write nor replace the judge's record (it once could: forged dialog records), and everything
the judge reads is read through the isolated world (``in_recorder``), where the page's
replaced built-ins do not reach.

After an action, ``settle`` waits until the page has been quiet for a short window (no
mutation, no pending request, no running finite CSS animation or transition, no short
timer the page set still to run, two frames drawn), with a cap, instead of a fixed sleep.
Infinite animations (spinners) and timer loops past a few rounds are ignored: they would
otherwise make every wait run to the cap. A handler that changes the page 150 ms after a
click (AdminLTE's maximize, through jQuery's ``.delay``) once left a 100 ms quiet window
before the change, and about one replay in ten saw the card not yet maximized.

``page_state`` then reads the state after the action: the record (document id, delivered
keys, dialogs of every frame, URL) and what a person sees (``seen``: ``tasks/sandbox/js/seen.js``
in an isolated world), which becomes ``actions.page_text`` and is what the offline judge and
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


RECORDER_WORLD = "iwr-judge"  # the isolated world recorder.js runs in (JudgeBrowser installs it)


class RecorderError(RuntimeError):
    """The recorder's world could not answer (its document went away meanwhile)."""


def in_recorder(driver: Any, expression: str, *, frame_id: str | None = None, await_promise: bool = False) -> Any:
    """``expression``'s value in the recorder's isolated world of a frame (the top one by
    default); ``window.__iwrJudge`` there is the record. None: that frame has no recorder
    (an error page, a frame the judge did not instrument)."""
    if frame_id is None:
        frame_id = driver.execute_cdp_cmd("Page.getFrameTree", {})["frameTree"]["frame"]["id"]
    ctx = driver.execute_cdp_cmd("Page.createIsolatedWorld", {"frameId": frame_id, "worldName": RECORDER_WORLD})["executionContextId"]
    res = driver.execute_cdp_cmd("Runtime.evaluate", {"expression": expression, "contextId": ctx, "returnByValue": True,
                                                      "awaitPromise": await_promise})
    if "exceptionDetails" in res:
        detail = res["exceptionDetails"]
        raise RecorderError(f"recorder: {(detail.get('exception') or {}).get('description') or detail.get('text')}")
    return (res.get("result") or {}).get("value")


def settle(driver: Any, limits: Limits) -> dict[str, Any]:
    """Wait in the page until it is quiet or the cap passes; returns what the page reported.

    The page's own timers end the wait (CDP's evaluation has no wall-clock limit of its own), so
    a busy machine delays the answer instead of failing it: the caller's CPU-time limit decides
    a page that never answers."""
    expression = (f"window.__iwrJudge ? window.__iwrJudge.settle({int(limits.quiet_ms)}, {limits.settle_cap_s * 1000:.0f}, "
                  f"{int(limits.poll_ms)}) : ({{waited_ms: 0, quiet: false, missing: true}})")
    for attempt in (1, 2):
        try:
            return in_recorder(driver, expression, await_promise=True) or {}
        except Exception as err:  # noqa: BLE001 - the document was replaced while waiting: wait in the new one
            if attempt == 2 or not _context_gone(err):
                raise  # a dialog the driver dismissed, a crash: the caller records it
    return {}


def _context_gone(err: BaseException) -> bool:
    """CDP's answer when the world's document was replaced or removed meanwhile."""
    return "context" in str(err).lower() and "alert" not in type(err).__name__.lower()


def _frames(tree: dict[str, Any]) -> list[str]:
    out = [tree["frame"]["id"]]
    for child in tree.get("childFrames") or []:
        out += _frames(child)
    return out


def record(driver: Any) -> dict[str, Any]:
    """The recorder's state of the top frame (document id, delivered keys, URL) with the
    dialogs every frame recorded since the last read (each frame keeps its own)."""
    tree = driver.execute_cdp_cmd("Page.getFrameTree", {})["frameTree"]
    top, *children = _frames(tree)
    state = in_recorder(driver, "window.__iwrJudge ? window.__iwrJudge.state() : null", frame_id=top) or {}
    dialogs = list(state.get("dialogs") or [])
    for frame in children:
        try:
            dialogs += in_recorder(driver, "window.__iwrJudge ? window.__iwrJudge.state().dialogs : []", frame_id=frame) or []
        except Exception as err:  # noqa: BLE001 - a frame gone since the tree was read
            if not (_context_gone(err) or "frame" in str(err).lower()):
                raise
    if not state:  # no recorder in the top frame (an error page): what CDP knows
        state = {"doc": None, "keys": 0, "url": tree["frame"].get("url", "") + tree["frame"].get("urlFragment", "")}
    return {**state, "dialogs": dialogs}


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
    """The state after an action: the record (document id, keys, dialogs, URL) and ``text``,
    what a person sees, as stored in ``actions.page_text``."""
    state = record(driver)
    state["text"] = seen(driver, limits.page_text_chars).to_text()
    return state
