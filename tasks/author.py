"""Task authoring: turn a local web app and a trajectory file into an IWR-Bench task.

``author_task`` serves the site (assets already renamed, exactly as the oracle answer will
be served), drives it in headless Chromium at the trajectory's resolution, performs each
action, checks its machine-checkable expectation on the reference page itself, and writes
one task in the published layout (DESIGN.md section 3, ARCHITECTURE.md "Dataset"):

    <out>/data.jsonl                      one record per task, sorted by id
    <out>/data/<id>/video.mp4             H.264, a fixed frame schedule (tasks/video.py)
    <out>/data/<id>/checkpoints/step_<k>.png   step_0 = initial state, k = action number
    <out>/data/<id>/assets/asset_NNN.<ext>     the site's files, in sorted original-path order
    <out>/data/<id>/stitched_assets/stitched_image_<n>.png
    <out>/data/<id>/reference/index.html  the site, referencing assets/asset_NNN.<ext>
    <out>/data/<id>/metadata.json         source hash (the rebuild stamp), tool version

The trajectory loader and the asset scanner are plain functions; only ``author_task``
touches a browser. Every problem in the inputs raises ``TaskDataError`` naming the task,
the field (``actions[2].selector``) and the fix.
"""

from __future__ import annotations

import contextlib
import difflib
import json
import os
import posixpath
import re
import shutil
import tempfile
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote, urlsplit

from core.errors import PrerequisiteError, TaskDataError
from core.hashing import sha256_file, sha256_json, sha256_tree
from tasks.browser import DETERMINISM_JS, POINTER_TARGET_JS

AUTHOR_VERSION = "2"
TOOL = "iwr-author"
ACTION_TYPES = ("Click", "Type", "Press", "Scroll")
DIRECTIONS = ("up", "down", "left", "right")
TRAJECTORY_NAMES = ("trajectory.yaml", "trajectory.yml", "trajectory.json")
RESOLUTION_RE = re.compile(r"^\s*(\d{2,5})\s*[xX×]\s*(\d{2,5})\s*$")

# Frame schedule of the video, in frames at FPS. Fixed per action kind, never timed, so the
# frame count depends on the trajectory alone.
FPS = 5
START_STILL = 5
END_STILL = 5
HOLD = 3  # the settled state after each action
CLICK_FRAMES = 2  # while the page reacts to a click
PRESS_FRAMES = 2
SCROLL_FRAMES = 6  # a smooth scroll in this many increments
MAX_TYPE_FRAMES = 30  # typing shows one frame per character, in groups beyond this

_TOP_KEYS = {"id", "source_website", "classification", "recording", "actions", "notes"}
_CLASS_KEYS = ("interaction_complexity", "visual_complexity", "domain", "sub_domain")
_ACTION_KEYS = {"type", "description", "selector", "text", "key", "direction", "scroll_page", "visual_check", "assertion", "expect", "notes"}
_EXPECT_KEYS = {"visible_text", "absent_text"}


# ---------------------------------------------------------------- trajectory

@dataclass(frozen=True)
class Step:
    step: int  # 1-based action number
    type: str
    description: str
    selector: str | None = None
    text: str | None = None
    key: str | None = None
    direction: str | None = None
    scroll_page: str | None = None
    visual_check: bool = False
    assertion: str | None = None
    expect: dict[str, list[str]] = field(default_factory=dict)

    @property
    def field(self) -> str:
        return f"actions[{self.step - 1}]"


@dataclass(frozen=True)
class Trajectory:
    task_id: int
    source_website: str
    classification: dict[str, str]
    width: int
    height: int
    environment: str
    steps: tuple[Step, ...]

    @property
    def resolution(self) -> str:
        return f"{self.width}x{self.height}"

    @property
    def mobile(self) -> bool:
        return "mobile" in self.environment.lower()


def _unknown_keys(task: object, where: str, given: Mapping[str, Any], allowed: set[str]) -> None:
    for key in given:
        if key not in allowed:
            hint = difflib.get_close_matches(str(key), sorted(allowed), n=1)
            fix = f"did you mean '{hint[0]}'?" if hint else f"allowed: {', '.join(sorted(allowed))}"
            raise TaskDataError(task, f"{where}{key}" if not where else f"{where}.{key}", f"unknown key; {fix}")


def _text(task: object, fld: str, value: Any, *, required: bool, fix: str) -> str | None:
    if value is None:
        if required:
            raise TaskDataError(task, fld, f"missing; {fix}")
        return None
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        raise TaskDataError(task, fld, f"must be a string, got {type(value).__name__}; {fix}")
    text = str(value)
    if required and not text.strip():
        raise TaskDataError(task, fld, f"is empty; {fix}")
    return text


def parse_resolution(task: object, value: Any, fld: str = "recording.resolution") -> tuple[int, int]:
    m = RESOLUTION_RE.match(str(value)) if isinstance(value, str) else None
    if not m:
        raise TaskDataError(task, fld, f"{value!r} is not WxH; write it like 1280x720 (desktop) or 390x844 (mobile)")
    w, h = int(m.group(1)), int(m.group(2))
    if not (100 <= w <= 4096 and 100 <= h <= 4096):
        raise TaskDataError(task, fld, f"{w}x{h} is out of range; use 100..4096 pixels per side")
    return w, h


def _expect(task: object, fld: str, value: Any) -> dict[str, list[str]]:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise TaskDataError(task, fld, "must be a mapping like {visible_text: ['3 items left'], absent_text: ['Buy milk']}")
    _unknown_keys(task, fld, value, _EXPECT_KEYS)
    out: dict[str, list[str]] = {}
    for key in ("visible_text", "absent_text"):
        items = value.get(key)
        if items is None:
            continue
        if isinstance(items, str):
            items = [items]
        if not isinstance(items, list) or not all(isinstance(s, str) and s.strip() for s in items):
            raise TaskDataError(task, f"{fld}.{key}", "must be a list of non-empty strings")
        if items:
            out[key] = list(items)
    return out


def key_sequence(task: object, fld: str, key: str) -> str:
    """The Selenium key string for a trajectory ``key`` name (``Enter``, ``ArrowUp``, ``a``)."""
    from selenium.webdriver.common.keys import Keys

    named = {
        "enter": Keys.ENTER, "return": Keys.ENTER, "escape": Keys.ESCAPE, "esc": Keys.ESCAPE,
        "tab": Keys.TAB, "backspace": Keys.BACKSPACE, "delete": Keys.DELETE, "space": " ",
        "arrowup": Keys.ARROW_UP, "arrowdown": Keys.ARROW_DOWN, "arrowleft": Keys.ARROW_LEFT,
        "arrowright": Keys.ARROW_RIGHT, "up": Keys.ARROW_UP, "down": Keys.ARROW_DOWN,
        "left": Keys.ARROW_LEFT, "right": Keys.ARROW_RIGHT, "home": Keys.HOME, "end": Keys.END,
        "pageup": Keys.PAGE_UP, "pagedown": Keys.PAGE_DOWN,
    }
    if len(key) == 1:
        return key
    seq = named.get(key.replace(" ", "").lower())
    if seq is None:
        raise TaskDataError(task, fld, f"unknown key {key!r}; use one character or one of Enter, Escape, Tab, Backspace, Delete, Space, ArrowUp/Down/Left/Right, Home, End, PageUp, PageDown")
    return seq


def _step(task: object, index: int, raw: Any) -> Step:
    fld = f"actions[{index}]"
    label = f"{fld} (step {index + 1})"
    if not isinstance(raw, Mapping):
        raise TaskDataError(task, fld, "each action must be a mapping with at least 'type' and 'description'")
    _unknown_keys(task, fld, raw, _ACTION_KEYS)
    kind = raw.get("type")
    if kind not in ACTION_TYPES:
        hint = difflib.get_close_matches(str(kind), ACTION_TYPES, n=1)
        raise TaskDataError(task, f"{fld}.type", f"step {index + 1}: unknown action type {kind!r}; use one of {', '.join(ACTION_TYPES)}" + (f" (did you mean {hint[0]}?)" if hint else ""))
    description = _text(task, f"{fld}.description", raw.get("description"), required=True, fix=f"{label}: write what the user does, as the judge will read it, e.g. \"Click the 'Add' button\"")
    selector = _text(task, f"{fld}.selector", raw.get("selector"), required=kind == "Click", fix=f"{label}: a CSS selector for the element to click, e.g. \"#add\"")
    text = key = direction = scroll_page = None
    if kind == "Type":
        text = _text(task, f"{fld}.text", raw.get("text"), required=True, fix=f"{label}: add 'text: <what to type>'")
    elif kind == "Press":
        key = _text(task, f"{fld}.key", raw.get("key"), required=True, fix=f"{label}: add 'key: Enter' (or another key name)")
        key_sequence(task, f"{fld}.key", key or "")
    elif kind == "Scroll":
        direction = str(raw.get("direction", "down")).lower()
        if direction not in DIRECTIONS:
            raise TaskDataError(task, f"{fld}.direction", f"step {index + 1}: {direction!r} is not one of {', '.join(DIRECTIONS)}")
        scroll_page = str(raw.get("scroll_page", "1"))
        try:
            pages = float(scroll_page)
        except ValueError:
            pages = -1.0
        if not 0 < pages <= 50:
            raise TaskDataError(task, f"{fld}.scroll_page", f"step {index + 1}: {scroll_page!r} is not a number of pages in (0, 50]; write e.g. \"1\" or \"0.5\"")
    for other in ("text", "key", "direction", "scroll_page"):
        if other in raw and other not in {"Type": ("text",), "Press": ("key",), "Scroll": ("direction", "scroll_page")}.get(kind, ()):
            raise TaskDataError(task, f"{fld}.{other}", f"step {index + 1}: a {kind} action takes no '{other}'; remove it or change the type")
    flag = raw.get("visual_check", False)
    if not isinstance(flag, bool):
        raise TaskDataError(task, f"{fld}.visual_check", f"step {index + 1}: must be true or false")
    assertion = _text(task, f"{fld}.assertion", raw.get("assertion"), required=False, fix="write the expected outcome in words")
    return Step(
        step=index + 1, type=kind, description=description or "", selector=selector, text=text, key=key,
        direction=direction, scroll_page=scroll_page, visual_check=flag,
        assertion=assertion.strip() if assertion and assertion.strip() else None,
        expect=_expect(task, f"{fld}.expect", raw.get("expect")),
    )


def parse_trajectory(data: Any, origin: str = "trajectory", task_id: int | None = None, default_source: str | None = None) -> Trajectory:
    """Validate a trajectory mapping (as read from YAML or JSON). ``task_id`` overrides its ``id``."""
    if not isinstance(data, Mapping):
        raise TaskDataError(origin, "<file>", "a trajectory is a mapping with id, classification, recording and actions")
    raw_id = task_id if task_id is not None else data.get("id")
    if isinstance(raw_id, bool) or not isinstance(raw_id, int) or raw_id < 1:
        raise TaskDataError(origin, "id", f"{raw_id!r} is not a positive integer; add 'id: <n>' to the trajectory or pass --id N")
    task = raw_id
    _unknown_keys(task, "", data, _TOP_KEYS)
    source = _text(task, "source_website", data.get("source_website", default_source), required=True, fix="add 'source_website: <short anonymized label>'")
    cls = data.get("classification")
    if not isinstance(cls, Mapping):
        raise TaskDataError(task, "classification", "missing; add {interaction_complexity: L1..L4, visual_complexity, domain, sub_domain}")
    _unknown_keys(task, "classification", cls, set(_CLASS_KEYS))
    classification = {k: _text(task, f"classification.{k}", cls.get(k), required=True, fix=f"add classification.{k}") or "" for k in _CLASS_KEYS}
    rec = data.get("recording")
    if not isinstance(rec, Mapping):
        raise TaskDataError(task, "recording", "missing; add {resolution: 1280x720, environment: desktop} (or 390x844, mobile)")
    _unknown_keys(task, "recording", rec, {"resolution", "environment"})
    width, height = parse_resolution(task, rec.get("resolution"))
    environment = _text(task, "recording.environment", rec.get("environment", "desktop"), required=True, fix="desktop or mobile") or "desktop"
    actions = data.get("actions")
    if not isinstance(actions, list) or not actions:
        raise TaskDataError(task, "actions", "must be a non-empty list of actions")
    steps = tuple(_step(task, i, a) for i, a in enumerate(actions))
    return Trajectory(task, source or "", classification, width, height, environment, steps)


def load_trajectory(path: str | Path, task_id: int | None = None, default_source: str | None = None) -> Trajectory:
    """Read and validate a YAML or JSON trajectory file."""
    path = Path(path)
    if not path.is_file():
        raise TaskDataError(task_id if task_id is not None else path.name, "<file>", f"{path} does not exist; write a trajectory.yaml (see docs/ARCHITECTURE.md)")
    text = path.read_text(encoding="utf-8")
    try:
        if path.suffix.lower() == ".json":
            data = json.loads(text)
        else:
            import yaml

            data = yaml.safe_load(text)
    except (ValueError, Exception) as err:  # yaml.YAMLError is not a ValueError
        raise TaskDataError(task_id if task_id is not None else str(path), "<file>", f"cannot parse {path.name}: {str(err).splitlines()[0]}") from err
    return parse_trajectory(data, origin=str(path), task_id=task_id, default_source=default_source)


def find_trajectory(site_dir: Path) -> Path | None:
    for name in TRAJECTORY_NAMES:
        if (site_dir / name).is_file():
            return site_dir / name
    return None


# ---------------------------------------------------------------- record

def build_record(traj: Trajectory) -> dict[str, Any]:
    """The ``data.jsonl`` record: published fields, plus ``expect`` per action; never a selector."""
    actions = []
    for s in traj.steps:
        params: dict[str, str] = {"description": s.description}
        if s.type == "Type":
            params["text"] = s.text or ""
        elif s.type == "Press":
            params["key"] = s.key or ""
        elif s.type == "Scroll":
            params["direction"] = s.direction or "down"
            params["scroll_page"] = s.scroll_page or "1"
        action: dict[str, Any] = {"type": s.type, "parameters": params, "visual_evaluation_flag": s.visual_check, "logical_assertion": s.assertion}
        if s.expect:
            action["expect"] = s.expect
        actions.append(action)
    return {
        "id": traj.task_id,
        "classification": dict(traj.classification),
        "recording_details": {"resolution": traj.resolution, "environment": traj.environment},
        "source_website": traj.source_website,
        "action_sequence": actions,
    }


def record_line(record: Mapping[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(", ", ": "))


def upsert_record(dataset_dir: Path, record: Mapping[str, Any]) -> Path:
    """Put ``record`` in ``data.jsonl`` (replacing the line with its id), sorted by id, atomically."""
    path = dataset_dir / "data.jsonl"
    with _locked(dataset_dir):
        records = {r["id"]: r for r in read_records(path)}
        records[record["id"]] = dict(record)
        _write_records(path, records)
    return path


@contextlib.contextmanager
def _locked(dataset_dir: Path):
    # Two authors writing one dataset at once must not lose each other's record.
    import fcntl

    dataset_dir.mkdir(parents=True, exist_ok=True)
    with open(dataset_dir / ".data.jsonl.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def read_records(path: Path) -> list[dict[str, Any]]:
    if not path.is_file():
        return []
    out = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if line.strip():
            try:
                out.append(json.loads(line))
            except ValueError as err:
                raise TaskDataError(f"{path.name}:{n}", "<line>", f"not JSON ({err}); delete the line or re-author the dataset with --force") from err
    return out


def _write_records(path: Path, records: Mapping[int, Mapping[str, Any]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    text = "".join(record_line(records[k]) + "\n" for k in sorted(records))
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def expectation_problems(page_text: str, expect: Mapping[str, Sequence[str]]) -> list[str]:
    """What of ``expect`` is false on ``page_text`` (case-insensitive, whitespace folded)."""
    hay = fold(page_text)
    problems = [f"{s!r} is not visible" for s in expect.get("visible_text", ()) if fold(s) not in hay]
    problems += [f"{s!r} is visible but should be absent" for s in expect.get("absent_text", ()) if fold(s) in hay]
    return problems


def fold(text: str) -> str:
    return " ".join(text.split()).casefold()


# ---------------------------------------------------------------- assets

@dataclass(frozen=True)
class Asset:
    source: str  # path relative to the site folder, posix
    name: str  # asset_NNN.ext


_SKIP_SCHEMES = ("data:", "blob:", "javascript:", "mailto:", "tel:", "about:", "#")
_CODE_EXTS = {".html", ".htm", ".css", ".js", ".mjs"}
_URL_IN_CSS = re.compile(r"url\(\s*(['\"]?)([^'\")]+)\1\s*\)", re.I)


class _RefParser(HTMLParser):
    """Collects explicit resource references (src, srcset, poster, link href, ...)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.refs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if not value:
                continue
            if name in ("src", "poster", "data-src") or (name == "data" and tag == "object"):
                self.refs.append(value)
            elif name in ("srcset", "imagesrcset"):
                self.refs += [part.strip().split()[0] for part in value.split(",") if part.strip()]
            elif name in ("href", "xlink:href") and tag in ("link", "image", "use"):
                self.refs.append(value)


def explicit_refs(html: str) -> list[str]:
    parser = _RefParser()
    parser.feed(html)
    parser.close()
    return parser.refs + [m.group(2).strip() for m in _URL_IN_CSS.finditer(html)]


def _local_path(task: object, ref: str) -> str | None:
    """The site-relative path a reference points at; None for fragments, data: URLs and the like."""
    ref = ref.strip()
    if not ref or ref.lower().startswith(_SKIP_SCHEMES):
        return None
    parts = urlsplit(ref)
    if parts.scheme or parts.netloc:
        raise TaskDataError(task, "index.html", f"references the external URL {ref!r}; a reference site must be self-contained: put the file in the site folder and reference it by relative path")
    path = posixpath.normpath(unquote(parts.path).lstrip("/"))
    if path.startswith("..") or path in (".", ""):
        raise TaskDataError(task, "index.html", f"references {ref!r}, outside the site folder; move the file into the site folder")
    return path


def scan_assets(task: object, site_dir: Path, html: str, ignore: Sequence[str] = ()) -> list[Asset]:
    """The site's files that ``index.html`` references, named ``asset_NNN.ext`` in sorted path order.

    Explicit references (``src``, ``srcset``, ``url()`` ...) must exist; any other file of
    the site folder counts as referenced when its path appears in the page (e.g. in a
    script's image list).
    """
    wanted: set[str] = set()
    for ref in explicit_refs(html):
        path = _local_path(task, ref)
        if path is None:
            continue
        if not (site_dir / path).is_file():
            raise TaskDataError(task, "index.html", f"references {ref!r} but {site_dir / path} does not exist; add the file or fix the path")
        wanted.add(path)
    skip = {"index.html", *TRAJECTORY_NAMES, *ignore}
    for p in sorted(site_dir.rglob("*")):
        rel = p.relative_to(site_dir).as_posix()
        if p.is_file() and rel not in skip and not any(part.startswith(".") for part in p.relative_to(site_dir).parts):
            if _ref_pattern([rel]).search(html):
                wanted.add(rel)
    for rel in wanted:
        if Path(rel).suffix.lower() in _CODE_EXTS:
            raise TaskDataError(task, "index.html", f"references {rel}; a reference site is one self-contained index.html (as a model's answer must be): inline it")
    return [Asset(rel, f"asset_{i:03d}{Path(rel).suffix.lower()}") for i, rel in enumerate(sorted(wanted), start=1)]


def _ref_pattern(paths: Sequence[str]) -> re.Pattern[str]:
    forms = sorted({f for p in paths for f in (p, quote(p))}, key=len, reverse=True)
    alts = "|".join(re.escape(f) for f in forms)
    # A path counts where a URL can start (after a quote, '(', '=', ',' or space), optionally
    # as ./path or /path, and ends where a URL can end.
    return re.compile(r"(?<=[\"'(=,\s`])(?:\./|/)?(" + alts + r")(?=[\"'`)\s,?#]|$)")


def rewrite_html(html: str, assets: Sequence[Asset]) -> str:
    """``html`` with every reference to an asset replaced by ``assets/asset_NNN.ext``."""
    if not assets:
        return html
    by_form = {}
    for a in assets:
        by_form[a.source] = a.name
        by_form[quote(a.source)] = a.name
    return _ref_pattern([a.source for a in assets]).sub(lambda m: f"assets/{by_form[m.group(1)]}", html)


def source_hash(site_dir: Path, trajectory: Path, task_id: int) -> str:
    """Everything a task's files depend on: the site, the trajectory, its id, the tool version."""
    return sha256_json({"site": sha256_tree(site_dir), "trajectory": sha256_file(trajectory), "id": task_id, "tool": f"{TOOL}/{AUTHOR_VERSION}"})


# ---------------------------------------------------------------- browser

# Injected before any page script: a fixed clock and time zone, a seeded Math.random, no CSS
# animation or transition, no blinking caret, and a DOM mutation counter for settling.

_STATE_JS = r"""
return [window.__iwrMutations || 0, document.readyState,
  Array.from(document.images).every(i => i.complete),
  (performance.getEntriesByType('resource') || [])
    .filter(e => (e.responseStatus || 200) >= 400 && !e.name.endsWith('/favicon.ico')).map(e => e.name)];
"""


_REPAINT_JS = r"""
const done = arguments[arguments.length - 1];
const s = document.getElementById('__iwr_still');
if (!s) { done(false); return; }
const css = s.textContent;
s.textContent = css + 'html{will-change:transform!important}';
requestAnimationFrame(() => requestAnimationFrame(() => {
  s.textContent = css;
  requestAnimationFrame(() => requestAnimationFrame(() => done(true)));
}));
"""

_SCROLL_POS_JS = r"""
const el = arguments[0];
if (el) return [el.scrollLeft, el.scrollTop, el.clientWidth, el.clientHeight];
return [window.scrollX, window.scrollY, window.innerWidth, window.innerHeight];
"""

_SCROLL_BY_JS = r"""
const [el, dx, dy] = arguments;
(el || window).scrollBy({left: dx, top: dy, behavior: 'instant'});
"""


class _Session:
    """The browser, the served page and the video of one authoring run."""

    def __init__(self, browser: Any, base_url: str, traj: Trajectory, video: Any):
        self.b = browser
        self.d = browser.driver
        self.base_url = base_url
        self.traj = traj
        self.video = video

    def fail(self, step: Step | None, fld: str, problem: str) -> TaskDataError:
        where = f"{step.field}.{fld}" if step else fld
        prefix = f"step {step.step} ({step.type} '{step.description}'): " if step else ""
        return TaskDataError(self.traj.task_id, where, prefix + problem)

    def open(self) -> None:
        self.d.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": DETERMINISM_JS})
        self.d.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": "UTC"})
        with contextlib.suppress(Exception):
            self.d.execute_cdp_cmd("Emulation.setLocaleOverride", {"locale": "en-US"})
        self.d.get(self.base_url + "index.html")
        self.d.execute_async_script("const done = arguments[arguments.length - 1]; document.fonts.ready.then(() => done(true));")
        self.settle(None)

    def settle(self, step: Step | None, quiet: float = 0.3, cap: float = 4.0) -> None:
        """Wait until the DOM has not changed for ``quiet`` seconds and images are loaded (capped)."""
        deadline = time.monotonic() + cap
        last = None
        quiet_since = time.monotonic()
        while True:
            mutations, ready, images, missing = self.d.execute_script(_STATE_JS)
            if missing:
                raise self.fail(step, "assets", f"the page requested {', '.join(missing[:3])}, which the task's assets do not have (a path built at run time?); reference every asset by its full literal path in index.html")
            now = time.monotonic()
            if mutations != last:
                last, quiet_since = mutations, now
            elif ready == "complete" and images and now - quiet_since >= quiet:
                break
            if now >= deadline:
                break
            time.sleep(0.05)
        # Two animation frames: the last change is painted before a screenshot.
        self.d.execute_async_script("const done = arguments[arguments.length - 1]; requestAnimationFrame(() => requestAnimationFrame(() => done(true)));")

    def repaint(self) -> None:
        """Paint the whole viewport afresh. Chromium re-rasters only what changed, in batches
        that depend on timing, so an edge pixel could differ by one level between two runs."""
        self.d.execute_async_script(_REPAINT_JS)

    def checkpoint(self, repeat: int) -> bytes:
        self.repaint()
        return canonical_png(self.shot(repeat))

    def shot(self, repeat: int = 1) -> bytes:
        png = self.b.screenshot_png()
        self.video.add(png, repeat)
        return png

    def find(self, step: Step) -> Any:
        from selenium.common.exceptions import InvalidSelectorException
        from selenium.webdriver.common.by import By

        try:
            found = self.d.find_elements(By.CSS_SELECTOR, step.selector)
        except InvalidSelectorException as err:
            raise self.fail(step, "selector", f"{step.selector!r} is not a valid CSS selector; fix its syntax") from err
        if not found:
            raise self.fail(step, "selector", f"{step.selector!r} matches nothing on the reference page at this point; fix the selector or the steps before it")
        shown = [e for e in found if e.is_displayed()]
        if not shown:
            raise self.fail(step, "selector", f"{step.selector!r} matches {len(found)} element(s), none visible; make it match the visible element")
        return shown[0]

    def click(self, step: Step, element: Any) -> None:
        from selenium.webdriver.common.action_chains import ActionChains

        covered = self.d.execute_script(POINTER_TARGET_JS, element)
        if covered:
            raise self.fail(step, "selector", f"{step.selector!r} is covered by {covered!r}, so a real click would not reach it; fix the selector or the steps before it")
        ActionChains(self.d).move_to_element(element).click().perform()

    def perform(self, step: Step) -> None:
        from selenium.common.exceptions import WebDriverException
        from selenium.webdriver.common.action_chains import ActionChains

        try:
            if step.type == "Click":
                self.click(step, self.find(step))
                self.shot()
                time.sleep(0.15)
                self.shot(CLICK_FRAMES - 1)
            elif step.type == "Type":
                if step.selector:
                    self.click(step, self.find(step))
                    self.shot()
                elif self.d.execute_script("return document.activeElement === document.body || !document.activeElement"):
                    raise self.fail(step, "selector", "nothing has focus to type into; add a selector for the input")
                text = step.text or ""
                size = max(1, -(-len(text) // MAX_TYPE_FRAMES))
                for i in range(0, len(text), size):
                    ActionChains(self.d).send_keys(text[i : i + size]).perform()
                    self.shot()
            elif step.type == "Press":
                if step.selector:
                    self.d.execute_script("arguments[0].focus()", self.find(step))
                ActionChains(self.d).send_keys(key_sequence(self.traj.task_id, f"{step.field}.key", step.key or "")).perform()
                self.shot()
                time.sleep(0.15)
                self.shot(PRESS_FRAMES - 1)
            elif step.type == "Scroll":
                self.scroll(step)
        except TaskDataError:
            raise
        except WebDriverException as err:
            raise self.fail(step, "type", f"the browser could not perform it: {str(err.msg or err).splitlines()[0][:200]}; check the selector and the page") from err

    def scroll(self, step: Step) -> None:
        element = self.find(step) if step.selector else None
        x0, y0, w, h = self.d.execute_script(_SCROLL_POS_JS, element)
        pages = float(step.scroll_page or "1")
        sign = -1 if step.direction in ("up", "left") else 1
        horizontal = step.direction in ("left", "right")
        total = round(pages * (w if horizontal else h))
        # Integer increments that add up to the total: a smooth scroll the video can show.
        cuts = [round(total * i / SCROLL_FRAMES) for i in range(SCROLL_FRAMES + 1)]
        for a, b in zip(cuts, cuts[1:], strict=False):
            delta = sign * (b - a)
            self.d.execute_script(_SCROLL_BY_JS, element, delta if horizontal else 0, 0 if horizontal else delta)
            self.shot()
        x1, y1, _, _ = self.d.execute_script(_SCROLL_POS_JS, element)
        if (x1, y1) == (x0, y0):
            target = f"element {step.selector!r}" if element is not None else "the page"
            raise self.fail(step, "direction", f"scrolling {step.direction} did not move {target} (not scrollable, or already at the end); fix the direction, the selector or the page height")

    def page_text(self) -> str:
        return self.d.execute_script("return document.body ? document.body.innerText : ''") or ""


def canonical_png(png: bytes) -> bytes:
    """The same pixels, re-encoded by Pillow with fixed settings and no metadata.

    Chromium's screenshot encoder picks its compression effort by itself (the same pixels
    came back at 359 KB and at 633 KB on a busy machine), so its bytes are not reproducible.
    """
    import io

    from PIL import Image

    with Image.open(io.BytesIO(png)) as img:
        img.load()
        buf = io.BytesIO()
        img.convert("RGB").save(buf, format="PNG", compress_level=6)
        return buf.getvalue()


@dataclass(frozen=True)
class AuthorResult:
    task_id: int
    site: Path
    task_dir: Path | None
    status: str  # built | skipped | failed
    seconds: float = 0.0
    frames: int = 0
    error: str | None = None


def _write_json(path: Path, value: Any) -> None:
    path.write_text(json.dumps(value, indent=2, sort_keys=True) + "\n", encoding="utf-8")


def author_task(site_dir: str | Path, trajectory: str | Path | None, out_dataset_dir: str | Path, task_id: int | None = None, browser: Any = None) -> Path:
    """Author one task from ``site_dir`` into ``out_dataset_dir``; returns ``data/<id>``.

    ``trajectory`` defaults to the site's ``trajectory.yaml``. A failure leaves the
    previous version of the task (if any) and ``data.jsonl`` untouched.
    """
    from tasks.browser import Browser, Viewport, serve_folder
    from tasks.sheets import SheetItem, load_thumbnail, write_sheets
    from tasks.video import VideoWriter

    site_dir, out = Path(site_dir), Path(out_dataset_dir)
    traj_path = Path(trajectory) if trajectory else find_trajectory(site_dir)
    if traj_path is None:
        raise TaskDataError(task_id if task_id is not None else site_dir.name, "<file>", f"no trajectory.yaml in {site_dir}; write one (see docs/ARCHITECTURE.md) or pass its path")
    traj = load_trajectory(traj_path, task_id=task_id, default_source=site_dir.name)
    tid = traj.task_id
    index = site_dir / "index.html"
    if not index.is_file():
        raise TaskDataError(tid, "index.html", f"{index} does not exist; a site is a folder with index.html")
    html = index.read_text(encoding="utf-8")
    ignore = [traj_path.resolve().relative_to(site_dir.resolve()).as_posix()] if traj_path.resolve().is_relative_to(site_dir.resolve()) else []
    assets = scan_assets(tid, site_dir, html, ignore=ignore)
    reference_html = rewrite_html(html, assets)

    (out / "data").mkdir(parents=True, exist_ok=True)
    final = out / "data" / str(tid)
    stage = Path(tempfile.mkdtemp(prefix=f".{tid}.partial-", dir=out / "data"))
    served = Path(tempfile.mkdtemp(prefix="iwr-author-serve-"))
    try:
        for sub in ("assets", "checkpoints", "stitched_assets", "reference"):
            (stage / sub).mkdir()
        for a in assets:
            shutil.copyfile(site_dir / a.source, stage / "assets" / a.name)
        (stage / "reference" / "index.html").write_text(reference_html, encoding="utf-8")
        # The page is served exactly as the oracle answer will be: index.html beside assets/.
        shutil.copyfile(stage / "reference" / "index.html", served / "index.html")
        shutil.copytree(stage / "assets", served / "assets")

        video = VideoWriter(stage / "video.mp4", traj.width, traj.height, fps=FPS)
        own_browser = browser is None
        try:
            if own_browser:
                browser = Browser(Viewport(traj.width, traj.height, traj.mobile))
            with serve_folder(served) as base, _browser_errors(tid):
                s = _Session(browser, base, traj, video)
                s.open()
                (stage / "checkpoints" / "step_0.png").write_bytes(s.checkpoint(START_STILL))
                for step in traj.steps:
                    s.perform(step)
                    s.settle(step)
                    problems = expectation_problems(s.page_text(), step.expect)
                    if problems:
                        raise s.fail(step, "expect", "; ".join(problems) + " after this step on the reference site itself; fix the expectation or the step")
                    (stage / "checkpoints" / f"step_{step.step}.png").write_bytes(s.checkpoint(HOLD))
                video.hold(END_STILL)
                items = []
                for a in assets:
                    try:
                        img = load_thumbnail(stage / "assets" / a.name)
                    except Exception as err:  # Pillow and PyAV raise many kinds on a bad file
                        raise TaskDataError(tid, "assets", f"{a.source} cannot be decoded ({type(err).__name__}: {err}); replace the file") from err
                    if img is None and a.name.endswith(".svg"):
                        img = _rasterize(s.d, f"assets/{a.name}")
                    items.append(SheetItem(a.name, img, Path(a.source).suffix.lstrip(".").lower()))
        except BaseException:
            video.abort()
            raise
        finally:
            if own_browser and browser is not None:
                browser.close()
        video.close()
        write_sheets(items, stage / "stitched_assets")
        _write_json(stage / "metadata.json", {
            "id": tid,
            "source_hash": source_hash(site_dir, traj_path, tid),
            "authoring_tool": TOOL,
            "authoring_version": AUTHOR_VERSION,
            "resolution": traj.resolution,
            "environment": traj.environment,
            "checkpoint_mapping": "per_action",
            "video": {"fps": FPS, "frames": video.frames, "duration_s": round(video.duration_s, 3)},
            "assets": len(assets),
        })
        if final.exists():
            old = final.with_name(f".{tid}.old-{os.getpid()}")
            os.replace(final, old)
            os.replace(stage, final)
            shutil.rmtree(old, ignore_errors=True)
        else:
            os.replace(stage, final)
        upsert_record(out, build_record(traj))
        return final
    finally:
        shutil.rmtree(stage, ignore_errors=True)
        shutil.rmtree(served, ignore_errors=True)


@contextlib.contextmanager
def _browser_errors(task_id: int):
    from selenium.common.exceptions import WebDriverException

    try:
        yield
    except WebDriverException as err:
        msg = str(err.msg or err).splitlines()[0][:200] if (err.msg or str(err)) else type(err).__name__
        raise TaskDataError(task_id, "index.html", f"the browser failed on the reference page ({type(err).__name__}: {msg}); open it in a browser and fix the page") from err


def _rasterize(driver: Any, url: str, box: int = 254) -> Any:
    """An SVG asset drawn by the browser (Pillow cannot), or None when it will not draw."""
    from tasks.sheets import image_from_png

    script = r"""
    const [url, box, done] = arguments;
    const img = new Image();
    img.onload = () => {
      const w = img.naturalWidth || box, h = img.naturalHeight || box;
      const k = box / Math.max(w, h);
      const c = document.createElement('canvas');
      c.width = Math.max(1, Math.round(w * k)); c.height = Math.max(1, Math.round(h * k));
      c.getContext('2d').drawImage(img, 0, 0, c.width, c.height);
      done(c.toDataURL('image/png'));
    };
    img.onerror = () => done(null);
    img.src = url;
    """
    import base64

    data = driver.execute_async_script(script, url, box)
    if not data:
        return None
    return image_from_png(base64.b64decode(data.split(",", 1)[1]))


# ---------------------------------------------------------------- all sites

def is_current(out: Path, task_id: int, digest: str) -> bool:
    """True when ``data/<id>`` was authored from sources with this hash and is complete."""
    meta = out / "data" / str(task_id) / "metadata.json"
    try:
        stamp = json.loads(meta.read_text(encoding="utf-8")).get("source_hash")
    except (OSError, ValueError):
        return False
    if stamp != digest or not (meta.parent / "video.mp4").is_file():
        return False
    return any(r.get("id") == task_id for r in read_records(out / "data.jsonl"))


def site_dirs(sites_root: Path) -> list[Path]:
    return sorted(p for p in Path(sites_root).iterdir() if p.is_dir() and not p.name.startswith(".") and find_trajectory(p))


def resolve_bundle(path: str | Path, out: str | Path | None = None) -> tuple[Path, Path]:
    """(sites root, dataset dir) for ``iwr author --all PATH``: PATH/sites and PATH/dataset when
    PATH is a bundle folder, else PATH itself holds the sites."""
    path = Path(path)
    sites = path / "sites" if (path / "sites").is_dir() else path
    return sites, Path(out) if out else (path / "dataset" if sites != path else path.parent / "dataset")


def author_all(sites_root: str | Path, out_dataset_dir: str | Path, force: bool = False, prune: bool = True, progress: Any = None) -> list[AuthorResult]:
    """Author every site under ``sites_root`` that has a trajectory; skip the unchanged ones.

    A failing site is reported in its result and the others go on. With ``prune``, tasks
    this tool authored earlier whose site is gone are removed from the dataset.
    """
    sites_root, out = Path(sites_root), Path(out_dataset_dir)
    if not sites_root.is_dir():
        raise TaskDataError(str(sites_root), "<folder>", "does not exist; give the folder that holds one subfolder per site")
    results: list[AuthorResult] = []
    seen: dict[int, Path] = {}
    for site in site_dirs(sites_root):
        started = time.monotonic()
        traj_path = find_trajectory(site)
        assert traj_path is not None
        try:
            traj = load_trajectory(traj_path, default_source=site.name)
            if traj.task_id in seen:
                raise TaskDataError(traj.task_id, "id", f"used by both {seen[traj.task_id].name} and {site.name}; give each site its own id")
            seen[traj.task_id] = site
            digest = source_hash(site, traj_path, traj.task_id)
            if not force and is_current(out, traj.task_id, digest):
                result = AuthorResult(traj.task_id, site, out / "data" / str(traj.task_id), "skipped")
            else:
                task_dir = author_task(site, traj_path, out)
                frames = json.loads((task_dir / "metadata.json").read_text())["video"]["frames"]
                result = AuthorResult(traj.task_id, site, task_dir, "built", time.monotonic() - started, frames)
        except PrerequisiteError:
            raise
        except TaskDataError as err:
            tid = err.task_id if isinstance(err.task_id, int) else -1
            result = AuthorResult(tid, site, None, "failed", time.monotonic() - started, error=str(err))
        except Exception as err:  # one broken site must not stop the others
            result = AuthorResult(-1, site, None, "failed", time.monotonic() - started, error=f"{site.name}: {type(err).__name__}: {str(err).splitlines()[0] if str(err) else ''}")
        results.append(result)
        if progress:
            progress(result)
    if prune and not any(r.status == "failed" for r in results):
        _prune(out, set(seen))
    return results


def _prune(out: Path, keep: set[int]) -> None:
    with _locked(out):
        records = {r["id"]: r for r in read_records(out / "data.jsonl")}
        gone = [k for k in records if k not in keep and _authored_here(out / "data" / str(k))]
        for k in gone:
            shutil.rmtree(out / "data" / str(k), ignore_errors=True)
            del records[k]
        if gone:
            _write_records(out / "data.jsonl", records)


def _authored_here(task_dir: Path) -> bool:
    try:
        return json.loads((task_dir / "metadata.json").read_text()).get("authoring_tool") == TOOL
    except (OSError, ValueError):
        return False
