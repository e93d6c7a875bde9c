"""Page-quiet detection and the judge's in-page instrumentation.

``tasks/js/instrument.js`` is installed at document start in every page the judge opens:
it counts pending fetch/XHR requests, notes the time of the last DOM mutation, overrides
dialogs and ``window.open`` (dismissed and recorded) and counts delivered key events.
After an action, ``settle`` waits until the page has been quiet for a short window (no
mutation, no pending request, no running finite CSS animation or transition, two frames
drawn), with a cap, instead of a fixed sleep. Infinite animations (spinners) are ignored:
they would otherwise make every wait run to the cap.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

JS_DIR = Path(__file__).resolve().parent / "js"


@cache
def js(name: str) -> str:
    return (JS_DIR / f"{name}.js").read_text()


@dataclass(frozen=True)
class Limits:
    """Time limits of one evaluation (seconds unless named otherwise); tests use small ones."""

    load_s: float = 10.0
    action_s: float = 5.0
    screenshot_s: float = 5.0
    quiet_ms: int = 100
    settle_cap_s: float = 2.0
    poll_ms: int = 30
    page_text_chars: int = 20_000
    scan_limit: int = 20_000  # elements checked for a pointer cursor


SETTLE_SCRIPT = """
const done = arguments[arguments.length - 1];
if (!window.__iwr) { done({waited_ms: 0, quiet: false, missing: true}); return; }
window.__iwr.settle(arguments[0], arguments[1], arguments[2], done);
"""

# One call for everything the row needs about the state after an action.
STATE_SCRIPT = """
const S = window.__iwr;
const dialogs = S ? S.dialogs.splice(0) : [];
const text = document.body ? document.body.innerText : '';
return {doc: S ? S.doc : null, keys: S ? S.keys : 0, dialogs: dialogs, url: location.href,
        text: text.length > arguments[0] ? text.slice(0, arguments[0]) : text};
"""


def settle(driver: Any, limits: Limits) -> dict[str, Any]:
    """Wait in the page until it is quiet or the cap passes; returns what the page reported."""
    driver.set_script_timeout(limits.settle_cap_s + 1.0)
    result = driver.execute_async_script(SETTLE_SCRIPT, limits.quiet_ms, limits.settle_cap_s * 1000, limits.poll_ms)
    return result or {}


def page_state(driver: Any, limits: Limits) -> dict[str, Any]:
    return driver.execute_script(STATE_SCRIPT, limits.page_text_chars) or {}
