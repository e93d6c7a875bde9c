"""A ``data.jsonl`` record checked against the contract: every problem named, none hidden behind another.

Each line is parsed on its own: a line that is not UTF-8, not JSON, or lacks or mistypes a field
becomes a ``Problem`` naming the task id (or the line number) and the field. A record that breaks
the contract is not run (``fatal``): that includes an empty ``action_sequence`` (a page that does
nothing would pass it) and an action type the replay cannot perform (the task would score 0 from
that step for the dataset's fault, not the model's).

Platform: ``mobile`` when the recording environment names a handheld (mobile, phone, android,
ios, tablet), ``desktop`` when it names a desktop (desktop, pc, laptop), otherwise decided by the
resolution's shape (portrait = mobile), since a portrait viewport is what mobile emulation needs.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from iwr_bench.core.kinds import ActionType
from iwr_bench.tasks.data.expect import expect_shape_problems, normalize_expect
from iwr_bench.tasks.data.layout import DATA_FILE

_RES_RE = re.compile(r"^\s*(\d+)\s*[xX×*]\s*(\d+)\s*$")
_MOBILE_WORDS = ("mobile", "phone", "android", "ios", "tablet")
_DESKTOP_WORDS = ("desktop", "pc", "laptop")


@dataclass(frozen=True)
class Problem:
    """One validation finding. ``fatal``: the task (or line) was not loaded at all."""

    field: str
    message: str
    task_id: int | None = None
    line: int | None = None
    fatal: bool = False

    @property
    def where(self) -> str:
        if self.task_id is not None:
            return f"task {self.task_id}"
        if self.line is not None:
            return f"line {self.line}"
        return DATA_FILE

    @property
    def record(self) -> tuple[int | None, int | None]:
        """Which record it is about: (task id, None) or, for a line with no usable id, (None, line)."""
        return (self.task_id, None) if self.task_id is not None else (None, self.line)

    def __str__(self) -> str:
        return f"{self.where}: field '{self.field}': {self.message}"


class Bad(Exception):
    def __init__(self, field: str, message: str):
        self.field, self.message = field, message
        super().__init__(f"{field}: {message}")


class BadRecord(Exception):
    """Every problem of one record (each a ``Bad``): the record is not loaded."""

    def __init__(self, bads: list[Bad]):
        self.bads = bads
        super().__init__("; ".join(str(b) for b in bads))


def parse_lines(raw: bytes) -> Iterator[tuple[int, dict[str, Any] | Problem]]:
    """(line number, record dict or Problem) for every non-blank line."""
    for n, line in enumerate(raw.split(b"\n"), start=1):
        if not line.strip():
            continue
        try:
            text = line.decode("utf-8-sig" if n == 1 else "utf-8")
        except UnicodeDecodeError as err:
            yield n, Problem("<line>", f"not UTF-8 (byte {err.start}: {line[err.start:err.start + 1]!r}); line skipped", line=n, fatal=True)
            continue
        try:
            value = json.loads(text)
        except json.JSONDecodeError as err:
            yield n, Problem("<json>", f"not valid JSON ({err.msg} at column {err.colno}); line skipped", line=n, fatal=True)
            continue
        if not isinstance(value, dict):
            yield n, Problem("<record>", f"expected a JSON object, got {type(value).__name__}; line skipped", line=n, fatal=True)
            continue
        yield n, value


def get_field(obj: Mapping[str, Any], path: str, types: type | tuple[type, ...], *, nullable: bool = False, required: bool = True) -> Any:
    cur: Any = obj
    parts = path.split(".")
    for i, part in enumerate(parts):
        if not isinstance(cur, Mapping):
            raise Bad(".".join(parts[:i]), f"expected an object, got {type(cur).__name__}")
        if part not in cur:
            if required:
                raise Bad(path, "missing")
            return None
        cur = cur[part]
    if cur is None and (nullable or not required):
        return None
    # bool is an int in Python; an id or a count must not be true/false.
    if (isinstance(cur, bool) and bool not in _as_tuple(types)) or not isinstance(cur, types):
        names = "/".join(t.__name__ for t in _as_tuple(types))
        raise Bad(path, f"expected {names}, got {type(cur).__name__} {json.dumps(cur)[:40]}")
    return cur


def _as_tuple(types: type | tuple[type, ...]) -> tuple[type, ...]:
    return types if isinstance(types, tuple) else (types,)


def parse_resolution(text: str) -> tuple[int, int]:
    m = _RES_RE.match(text)
    if not m or int(m.group(1)) == 0 or int(m.group(2)) == 0:
        raise Bad("recording_details.resolution", f"expected 'WxH' with positive numbers, got {text!r}")
    return int(m.group(1)), int(m.group(2))


def platform_of(environment: str, width: int, height: int) -> str:
    env = environment.lower()
    if any(w in env for w in _MOBILE_WORDS):
        return "mobile"
    if any(w in env for w in _DESKTOP_WORDS):
        return "desktop"
    return "mobile" if width < height else "desktop"


class Fields:
    """Reads a record's fields, collecting every problem instead of stopping at the first."""

    def __init__(self) -> None:
        self.bads: list[Bad] = []
        self.warnings: list[Bad] = []  # sound record, part of it unusable

    def get(self, obj: Mapping[str, Any], path: str, types: type | tuple[type, ...], *, prefix: str = "", **kw: Any) -> Any:
        try:
            return get_field(obj, path, types, **kw)
        except Bad as bad:
            self.bads.append(Bad(f"{prefix}{bad.field}", bad.message))
            return None


def parse_action(raw: Any, i: int, fields: Fields | None = None) -> dict[str, Any]:
    own = fields is None
    f = fields or Fields()
    where = f"action_sequence[{i}]"
    if not isinstance(raw, Mapping):
        f.bads.append(Bad(where, f"expected an object, got {type(raw).__name__}"))
        out: dict[str, Any] = {}
    else:
        pre = f"{where}."
        out = {
            "type": f.get(raw, "type", str, prefix=pre),
            "description": f.get(raw, "parameters.description", str, prefix=pre),
            "visual_evaluation_flag": f.get(raw, "visual_evaluation_flag", bool, prefix=pre),
            "logical_assertion": f.get(raw, "logical_assertion", str, nullable=True, prefix=pre) or None,
        }
        for name in ("key", "direction", "text"):
            out[name] = f.get(raw, f"parameters.{name}", str, required=False, prefix=pre)
        # Published as a string ("1"); a bare number means the same.
        sp = f.get(raw, "parameters.scroll_page", (str, int, float), required=False, prefix=pre)
        out["scroll_page"] = None if sp is None else str(sp)
        _expect(raw.get("expect"), where, out, f)
        out["checkpoint"] = f.get(raw, "checkpoint", str, required=False, prefix=pre)
        _check_type(out["type"], where, f)
    if own and f.bads:
        raise f.bads[0]
    return out


def _expect(expect: Any, where: str, out: dict[str, Any], f: Fields) -> None:
    shape = expect_shape_problems(expect)
    for key, problem in shape:
        f.warnings.append(Bad(f"{where}.expect" + (f".{key}" if key else ""), f"{problem}; expect ignored, the offline judge cannot use it"))
    out["expect"] = normalize_expect(expect) if isinstance(expect, Mapping) and not shape else {}


def _check_type(kind: str | None, where: str, f: Fields) -> None:
    if not isinstance(kind, str):
        return
    known = ActionType.performable()
    if not kind.strip():
        f.bads.append(Bad(f"{where}.type", "empty"))
    elif kind not in known:
        hint = next((k for k in known if k.lower() == kind.strip().lower()), None)
        f.bads.append(Bad(f"{where}.type", f"{kind!r} is not an action the replay can perform ({', '.join(known)})"
                                           + (f"; did you mean {hint!r}?" if hint else "; the task would fail there for the "
                                              "dataset's fault, not the model's")))


def parse_record(rec: Mapping[str, Any], fields: Fields | None = None) -> dict[str, Any]:
    """Check a record against the contract; returns its fields flattened. Raises ``BadRecord``
    naming every problem of the record (a missing action type does not hide behind a bad
    resolution)."""
    f = fields or Fields()
    out: dict[str, Any] = {}
    for name in ("interaction_complexity", "visual_complexity", "domain", "sub_domain"):
        out[name] = f.get(rec, f"classification.{name}", str)
    out["environment"] = f.get(rec, "recording_details.environment", str)
    res = f.get(rec, "recording_details.resolution", str)
    out["width"] = out["height"] = None
    if res is not None:
        try:
            out["width"], out["height"] = parse_resolution(res)
        except Bad as bad:
            f.bads.append(bad)
    out["source_website"] = f.get(rec, "source_website", str)
    seq = f.get(rec, "action_sequence", list)
    if seq == []:
        f.bads.append(Bad("action_sequence", "empty; a task needs at least one action (a page that does nothing would pass it)"))
    out["actions"] = [parse_action(a, i, f) for i, a in enumerate(seq or [])]
    if f.bads:
        raise BadRecord(f.bads)
    return out


def record_problems(rec: Mapping[str, Any]) -> list[Bad]:
    """Every problem of a record that is skipped for another reason, so one run names them all."""
    try:
        parse_record(rec)
    except BadRecord as bad:
        return bad.bads
    return []
