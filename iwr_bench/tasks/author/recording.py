"""A Chrome DevTools Recorder export (``@puppeteer/replay`` user flow JSON), read and folded into actions.

``parse_recording`` checks a flow as ``@puppeteer/replay``'s ``parse`` would, with this
harness's limits (one page, main frame, primary button), naming every problem at once with its
step (``steps[4].type``) and a fix. ``fold`` turns the Recorder's steps into the benchmark's
actions, by the rules the Recorder itself follows (tests/fixtures/recordings/README.md):

* a ``click`` on a field followed by a ``change`` with the same selectors is one typing
  action (``Change``; a ``change`` alone is one too): the value is the field's whole value;
* a ``click`` on a ``<select>`` then its ``change`` is one pick of an option (``Change`` as well:
  which one it is is known once the element is found in the page);
* ``keyDown`` (+ its ``keyUp``) is a key press; a ``keyUp`` alone belongs to the action before
  (its ``keyDown`` went to a dropdown's list); a modifier pressed and released alone types
  nothing; a key pressed while a modifier is held (a shortcut) is refused;
* ``scroll`` is an absolute position (``x``/``y``, absent = 0) of the window, or of the element
  its selectors name.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from iwr_bench.core.errors import TaskDataError
from iwr_bench.tasks.author.trajectory import raise_all

KNOWN = {"setViewport", "navigate", "click", "doubleClick", "change", "keyDown", "keyUp", "scroll",
         "hover", "waitForElement", "waitForExpression", "close", "emulateNetworkConditions", "customStep"}
PLAYED = {"setViewport", "navigate", "click", "change", "keyDown", "keyUp", "scroll"}
MODIFIERS = {"Shift", "Control", "Alt", "Meta", "AltGraph", "CapsLock"}
SELECTOR_KINDS = ("aria/", "xpath/", "pierce/", "text/")


@dataclass(frozen=True)
class RecStep:
    index: int  # position in the flow's "steps"
    type: str
    selectors: tuple[tuple[str, ...], ...] = ()
    value: str | None = None
    key: str | None = None
    x: float = 0.0
    y: float = 0.0


@dataclass(frozen=True)
class Recording:
    title: str
    width: int
    height: int
    url: str  # the first navigate step's URL
    steps: tuple[RecStep, ...]


@dataclass(frozen=True)
class RecAction:
    """One benchmark action made of Recorder steps: Click, Change (typing or picking an option),
    Press or Scroll."""

    type: str
    steps: tuple[int, ...]
    selectors: tuple[tuple[str, ...], ...] = ()
    value: str | None = None  # Change: the field's whole value, or the option's value
    key: str | None = None  # Press
    x: float = 0.0  # Scroll: the position it ends at
    y: float = 0.0


def _selectors(raw: Any) -> tuple[tuple[str, ...], ...] | None:
    if not isinstance(raw, list) or not raw:
        return None
    out = []
    for alt in raw:
        chain = [alt] if isinstance(alt, str) else alt
        if not isinstance(chain, list) or not chain or not all(isinstance(p, str) and p for p in chain):
            return None
        out.append(tuple(chain))
    return tuple(out)


def _number(raw: Any) -> float | None:
    if raw is None:
        return 0.0
    if isinstance(raw, bool) or not isinstance(raw, int | float):
        return None
    return float(raw)


# size: one check per field the Recorder writes, each with its fix
def _step(i: int, raw: Any, problems: list[tuple[str, str]]) -> RecStep | None:
    where = f"steps[{i}]"
    if not isinstance(raw, Mapping):
        problems.append((where, "each step must be an object with a 'type'"))
        return None
    kind = raw.get("type")
    if kind not in KNOWN:
        problems.append((f"{where}.type", f"{kind!r} is not a step type of Chrome's Recorder; export the flow again (Export → JSON)"))
        return None
    if kind not in PLAYED:
        fix = "record a click instead, or delete the step" if kind == "doubleClick" else "delete it in the Recorder's step editor"
        problems.append((f"{where}.type", f"a {kind!r} step cannot become a benchmark action (Click, Type, Press, Scroll); {fix}"))
        return None
    if raw.get("frame"):
        problems.append((f"{where}.frame", f"the {kind} step happens inside a frame; a task is one page: record on the page itself"))
    target = raw.get("target", "main")
    if target != "main":
        problems.append((f"{where}.target", f"the {kind} step happens in another window ({target}); a task is one page: record without popups"))
    if raw.get("assertedEvents") and kind != "navigate":
        problems.append((f"{where}.assertedEvents", f"the {kind} step leads to another page; a task is one page: stop the recording before it"))
    if kind == "click" and raw.get("button") not in (None, "primary"):
        problems.append((f"{where}.button", f"a click with the {raw.get('button')} button; only the primary button can be replayed: record a left click"))
    selectors = None
    if kind in ("click", "change") or (kind == "scroll" and "selectors" in raw):
        selectors = _selectors(raw.get("selectors"))
        if selectors is None:
            problems.append((f"{where}.selectors", "must be a non-empty list of selectors (strings or lists of strings), as the Recorder writes them"))
    value = raw.get("value")
    if kind == "change" and not isinstance(value, str):
        problems.append((f"{where}.value", "a change step needs the field's value as a string"))
    key = raw.get("key")
    if kind in ("keyDown", "keyUp") and not (isinstance(key, str) and key):
        problems.append((f"{where}.key", "a key step needs 'key' (KeyboardEvent.key, e.g. \"Enter\")"))
    x, y = _number(raw.get("x")), _number(raw.get("y"))
    if kind == "scroll" and (x is None or y is None):
        problems.append((f"{where}.x", "a scroll step's x and y are numbers of pixels (absent means 0)"))
    return RecStep(i, str(kind), selectors or (), value if isinstance(value, str) else None, key if isinstance(key, str) else None,
                   x or 0.0, y or 0.0)


def parse_recording(data: Any, origin: str = "recording") -> Recording:
    """Check a Recorder export (every problem at once) and return its steps."""
    if not isinstance(data, Mapping) or not isinstance(data.get("steps"), list):
        raise TaskDataError(origin, "steps", "a Chrome Recorder export is an object with 'title' and 'steps'; export the flow with Export → JSON")
    problems: list[tuple[str, str]] = []
    steps = [s for s in (_step(i, raw, problems) for i, raw in enumerate(data["steps"])) if s is not None]
    raws = data["steps"]
    viewport = next((raws[s.index] for s in steps if s.type == "setViewport"), None)
    width = height = 0
    if viewport is None:
        problems.append(("steps", "no setViewport step; the Recorder writes one first: export the flow again"))
    else:
        width, height = viewport.get("width"), viewport.get("height")
        if not all(isinstance(v, int) and 100 <= v <= 4096 for v in (width, height)):
            problems.append(("steps[0].width", f"the viewport {width}x{height} is out of range; record in a window 100..4096 pixels per side"))
    navigates = [s for s in steps if s.type == "navigate"]
    url = ""
    if not navigates:
        problems.append(("steps", "no navigate step; the Recorder writes the page's URL as the second step: export the flow again"))
    else:
        url = str(raws[navigates[0].index].get("url") or "")
        path = urlsplit(url).path
        if not url or path not in ("", "/", "/index.html"):
            problems.append((f"steps[{navigates[0].index}].url", f"the recording starts at {url!r}; a site's page is its index.html: record from / or /index.html"))
        for extra in navigates[1:]:
            problems.append((f"steps[{extra.index}].type", "a second navigate step leaves the page; a task is one page: stop the recording before it"))
    for s in steps:
        if s.type == "setViewport" and viewport is not None and raws[s.index] is not viewport:
            problems.append((f"steps[{s.index}].type", "the viewport changes during the recording; record in one window size"))
    if problems:
        raise_all(origin, sorted(problems, key=_by_step))
    return Recording(str(data.get("title") or ""), int(width), int(height), url, tuple(steps))


def _by_step(problem: tuple[str, str]) -> int:
    m = re.match(r"steps\[(\d+)\]", problem[0])
    return int(m.group(1)) if m else 1 << 30


def load_recording(path: str | Path) -> Recording:
    path = Path(path)
    if not path.is_file():
        raise TaskDataError(str(path), "<file>", "does not exist; export the flow from Chrome's Recorder panel (Export → JSON) and give its path")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as err:
        raise TaskDataError(str(path), "<file>", f"not JSON ({err}); export the flow as JSON, not as a Puppeteer script") from err
    return parse_recording(data, origin=str(path))


def _same(a: RecStep, b: RecStep) -> bool:
    return bool(set(a.selectors) & set(b.selectors))


def fold(rec: Recording, origin: str = "recording") -> list[RecAction]:
    """The benchmark actions the recorded steps make (see the module docstring)."""
    steps = [s for s in rec.steps if s.type not in ("setViewport", "navigate")]
    out: list[RecAction] = []
    held: dict[str, int] = {}  # modifiers down, by the step that pressed them
    problems: list[tuple[str, str]] = []
    i = 0
    while i < len(steps):
        s = steps[i]
        nxt = steps[i + 1] if i + 1 < len(steps) else None
        if s.type == "click" and nxt is not None and nxt.type == "change" and _same(s, nxt):
            out.append(RecAction("Change", (s.index, nxt.index), nxt.selectors, value=nxt.value))
            i += 2
            continue
        if s.type == "click":
            out.append(RecAction("Click", (s.index,), s.selectors))
        elif s.type == "change":
            out.append(RecAction("Change", (s.index,), s.selectors, value=s.value))
        elif s.type == "keyDown":
            up = nxt.index if nxt is not None and nxt.type == "keyUp" and nxt.key == s.key else None
            if s.key in MODIFIERS:
                if up is None:
                    held[str(s.key)] = s.index
            elif held:
                combo = "+".join([*held, str(s.key)])
                problems.append((f"steps[{s.index}].key", f"{combo} is a key held with another; a Press action sends one key: "
                                 "record the flow without the shortcut (click the control it stands for)"))
            else:
                out.append(RecAction("Press", (s.index,) if up is None else (s.index, up), key=s.key))
            i += 1 if up is None else 2
            continue
        elif s.type == "keyUp" and held.pop(str(s.key), None) is None and out:
            # Its keyDown went to a dropdown's list: it belongs to the action before.
            out[-1] = replace(out[-1], steps=(*out[-1].steps, s.index))
        elif s.type == "scroll":
            out.append(RecAction("Scroll", (s.index,), s.selectors, x=s.x, y=s.y))
        i += 1
    if problems:
        raise_all(origin, problems)
    return out
