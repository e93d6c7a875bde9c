"""The trajectory file (authoring input): parsed and checked as a whole.

Every problem of a trajectory is reported at once, in one ``TaskDataError`` naming the task,
each offending field (``actions[2].selector``) and its fix; ``err.problems`` holds them as
(field, message) pairs. The format is in docs/ARCHITECTURE.md ("Trajectory file").
"""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn

from iwr_bench.core.errors import TaskDataError
from iwr_bench.core.kinds import ActionType
from iwr_bench.tasks.data.expect import EXAMPLE, expect_shape_problems, normalize_expect
from iwr_bench.tasks.sandbox.keys import NAMED_KEYS, key_code

ACTION_TYPES = tuple(str(t) for t in ActionType.performable())
DIRECTIONS = ("up", "down", "left", "right")
TRAJECTORY_NAMES = ("trajectory.yaml", "trajectory.yml", "trajectory.json")
RESOLUTION_RE = re.compile(r"^\s*(\d{2,5})\s*[xX×]\s*(\d{2,5})\s*$")

_TOP_KEYS = {"id", "source_website", "classification", "recording", "actions", "notes"}
_CLASS_KEYS = ("interaction_complexity", "visual_complexity", "domain", "sub_domain")
_ACTION_KEYS = {"type", "description", "selector", "text", "key", "direction", "scroll_page", "visual_check", "assertion", "expect", "notes"}
_OWN_KEYS = {"Type": ("text",), "Press": ("key",), "Scroll": ("direction", "scroll_page")}


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
    expect: dict[str, Any] = field(default_factory=dict)

    @property
    def field(self) -> str:
        return f"actions[{self.step - 1}]"

    @property
    def label(self) -> str:
        """How messages name the step: its number and description, the type word only once."""
        if self.description.lower().startswith(self.type.lower()):
            return f'step {self.step} "{self.description}"'
        return f'step {self.step} ({self.type}) "{self.description}"'


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


def raise_all(task: object, problems: Sequence[tuple[str, str]]) -> NoReturn:
    """One ``TaskDataError`` naming every problem: the first as its field, the rest listed."""
    (first_field, first), rest = problems[0], problems[1:]
    message = first
    if rest:
        message += f"\n  and {len(rest)} more problem{'s' if len(rest) > 1 else ''}:" + "".join(f"\n  - {f}: {m}" for f, m in rest)
    err = TaskDataError(task, first_field, message)
    err.problems = list(problems)  # type: ignore[attr-defined]
    raise err


class _Problems(list[tuple[str, str]]):
    def add(self, fld: str, message: str) -> None:
        self.append((fld, message))


def _unknown_keys(out: _Problems, where: str, given: Mapping[str, Any], allowed: set[str]) -> None:
    for key in given:
        if key not in allowed:
            hint = difflib.get_close_matches(str(key), sorted(allowed), n=1)
            fix = f"did you mean '{hint[0]}'?" if hint else f"allowed: {', '.join(sorted(allowed))}"
            out.add(f"{where}.{key}" if where else str(key), f"unknown key; {fix}")


def _text(out: _Problems, fld: str, value: Any, *, required: bool, fix: str) -> str | None:
    if value is None:
        if required:
            out.add(fld, f"missing; {fix}")
        return None
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        out.add(fld, f"must be a string, got {type(value).__name__}; {fix}")
        return None
    text = str(value)
    if required and not text.strip():
        out.add(fld, f"is empty; {fix}")
        return None
    return text


def parse_resolution(task: object, value: Any, fld: str = "recording.resolution") -> tuple[int, int]:
    m = RESOLUTION_RE.match(str(value)) if isinstance(value, str) else None
    if not m:
        raise TaskDataError(task, fld, f"{value!r} is not WxH; write it like 1280x720 (desktop) or 390x844 (mobile)")
    w, h = int(m.group(1)), int(m.group(2))
    if not (100 <= w <= 4096 and 100 <= h <= 4096):
        raise TaskDataError(task, fld, f"{w}x{h} is out of range; use 100..4096 pixels per side")
    return w, h


def key_sequence(task: object, fld: str, key: str) -> str:
    """The WebDriver key string for a trajectory ``key`` name (``Enter``, ``ArrowUp``, ``a``): the
    replay's own table (``iwr_bench.tasks.sandbox.keys``)."""
    seq = key_code(key)
    if seq is None:
        raise TaskDataError(task, fld, f"unknown key {key!r}; use one character or one of {NAMED_KEYS}")
    return seq


def _step(task: object, index: int, raw: Any, out: _Problems) -> Step | None:
    fld = f"actions[{index}]"
    label = f"{fld} (step {index + 1})"
    if not isinstance(raw, Mapping):
        out.add(fld, "each action must be a mapping with at least 'type' and 'description'")
        return None
    _unknown_keys(out, fld, raw, _ACTION_KEYS)
    kind = raw.get("type")
    if kind not in ACTION_TYPES:
        hint = difflib.get_close_matches(str(kind), ACTION_TYPES, n=1)
        out.add(f"{fld}.type", f"step {index + 1}: unknown action type {kind!r}; use one of {', '.join(ACTION_TYPES)}" + (f" (did you mean {hint[0]}?)" if hint else ""))
    description = _text(out, f"{fld}.description", raw.get("description"), required=True, fix=f"{label}: write what the user does, as the judge will read it, e.g. \"Click the 'Add' button\"")
    selector = _text(out, f"{fld}.selector", raw.get("selector"), required=kind == "Click", fix=f"{label}: a CSS selector for the element to click, e.g. \"#add\"")
    text = key = direction = scroll_page = None
    if kind == "Type":
        text = _text(out, f"{fld}.text", raw.get("text"), required=True, fix=f"{label}: add 'text: <what to type>'")
    elif kind == "Press":
        key = _text(out, f"{fld}.key", raw.get("key"), required=True, fix=f"{label}: add 'key: Enter' (or another key name)")
        if key:
            try:
                key_sequence(task, f"{fld}.key", key)
            except TaskDataError as err:
                out.add(err.field, err.problem)
    elif kind == "Scroll":
        direction = str(raw.get("direction", "down")).lower()
        if direction not in DIRECTIONS:
            out.add(f"{fld}.direction", f"step {index + 1}: {direction!r} is not one of {', '.join(DIRECTIONS)}")
        scroll_page = str(raw.get("scroll_page", "1"))
        try:
            pages = float(scroll_page)
        except ValueError:
            pages = -1.0
        if not 0 < pages <= 50:
            out.add(f"{fld}.scroll_page", f"step {index + 1}: {scroll_page!r} is not a number of pages in (0, 50]; write e.g. \"1\" or \"0.5\"")
    if kind in ACTION_TYPES:
        for other in ("text", "key", "direction", "scroll_page"):
            if other in raw and other not in _OWN_KEYS.get(str(kind), ()):
                out.add(f"{fld}.{other}", f"step {index + 1}: a {kind} action takes no '{other}'; remove it or change the type")
    flag = raw.get("visual_check", False)
    if not isinstance(flag, bool):
        out.add(f"{fld}.visual_check", f"step {index + 1}: must be true or false")
    assertion = _text(out, f"{fld}.assertion", raw.get("assertion"), required=False, fix="write the expected outcome in words")
    expect = raw.get("expect")
    for key_, problem in expect_shape_problems(expect):
        out.add(f"{fld}.expect" + (f".{key_}" if key_ else ""), f"step {index + 1}: {problem}")
    return Step(
        step=index + 1, type=str(kind), description=description or "", selector=selector, text=text, key=key,
        direction=direction, scroll_page=scroll_page, visual_check=flag is True,
        assertion=assertion.strip() if assertion and assertion.strip() else None,
        expect=normalize_expect(expect) if isinstance(expect, Mapping) and not expect_shape_problems(expect) else {},
    )


def parse_trajectory(data: Any, origin: str = "trajectory", task_id: int | None = None, default_source: str | None = None) -> Trajectory:
    """Validate a trajectory mapping (as read from YAML or JSON). ``task_id`` overrides its ``id``."""
    if not isinstance(data, Mapping):
        raise TaskDataError(origin, "<file>", "a trajectory is a mapping with id, classification, recording and actions")
    raw_id = task_id if task_id is not None else data.get("id")
    if isinstance(raw_id, bool) or not isinstance(raw_id, int) or raw_id < 1:
        raise TaskDataError(origin, "id", f"{raw_id!r} is not a positive integer; add 'id: <n>' to the trajectory or pass --id N")
    task = raw_id
    out = _Problems()
    _unknown_keys(out, "", data, _TOP_KEYS)
    source = _text(out, "source_website", data.get("source_website", default_source), required=True, fix="add 'source_website: <short anonymized label>'")
    cls = data.get("classification")
    classification: dict[str, str] = {}
    if not isinstance(cls, Mapping):
        out.add("classification", "missing; add {interaction_complexity: L1..L4, visual_complexity, domain, sub_domain}")
    else:
        _unknown_keys(out, "classification", cls, set(_CLASS_KEYS))
        classification = {k: _text(out, f"classification.{k}", cls.get(k), required=True, fix=f"add classification.{k}") or "" for k in _CLASS_KEYS}
    rec = data.get("recording")
    width = height = 0
    environment = "desktop"
    if not isinstance(rec, Mapping):
        out.add("recording", "missing; add {resolution: 1280x720, environment: desktop} (or 390x844, mobile)")
    else:
        _unknown_keys(out, "recording", rec, {"resolution", "environment"})
        try:
            width, height = parse_resolution(task, rec.get("resolution"))
        except TaskDataError as err:
            out.add(err.field, err.problem)
        environment = _text(out, "recording.environment", rec.get("environment", "desktop"), required=True, fix="desktop or mobile") or "desktop"
    actions = data.get("actions")
    steps: list[Step | None] = []
    if not isinstance(actions, list) or not actions:
        out.add("actions", "must be a non-empty list of actions")
    else:
        steps = [_step(task, i, a, out) for i, a in enumerate(actions)]
    if out:
        raise_all(task, out)
    return Trajectory(task, source or "", classification, width, height, environment, tuple(s for s in steps if s is not None))


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


__all__ = ["ACTION_TYPES", "DIRECTIONS", "EXAMPLE", "TRAJECTORY_NAMES", "Step", "Trajectory", "find_trajectory",
           "key_sequence", "load_trajectory", "parse_resolution", "parse_trajectory", "raise_all"]
