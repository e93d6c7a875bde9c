"""The dataset layer: find a benchmark in the published layout, parse it leniently, build ``BenchTask``s.

Lenient about where things sit, strict about what a record holds (docs/ARCHITECTURE.md, "Dataset contract"):

* ``data.jsonl`` may lie anywhere below the given path (the shallowest one wins); task folders
  are ``data/<id>/`` or ``<id>/`` beside it. ``hf``, ``hf:REV`` or a HuggingFace cache folder
  load a cached hub snapshot through huggingface_hub (offline, ``local_files_only``).
* Each line is parsed on its own: a line that is not UTF-8, not JSON, or lacks or mistypes a
  field becomes a ``Problem`` naming the task id (or the line number) and the field; the other
  tasks load. Missing files (video, checkpoints) are non-fatal problems: the task loads and the
  affected states are not scored.

Platform: ``mobile`` when the recording environment names a handheld (mobile, phone, android,
ios, tablet), ``desktop`` when it names a desktop (desktop, pc, laptop), otherwise decided by the
resolution's shape (portrait = mobile), since a portrait viewport is what mobile emulation needs.

Checkpoint mapping: an explicit per-action ``checkpoint`` field wins. Otherwise both published
conventions are tried on the ``step_<k>`` files present: ``per_action`` (k is the action number)
and ``per_visual_action`` (k counts the visually checked actions in order). The one that leaves
fewer files unexplained wins, then the one that gives more visual checks a screenshot; on a
tie ``per_action`` (the two conventions coincide when every action is visually checked).
"""

# size: the published layout, records and the hub in one place (issue 27 splits it)

from __future__ import annotations

import json
import os
import re
from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from iwr_bench.core.errors import PrerequisiteError
from iwr_bench.core.hashing import sha256_file, sha256_json, sha256_tree
from iwr_bench.schemas.record import Action, BenchTask, CheckpointMapping
from iwr_bench.tasks.data.expect import expect_shape_problems, normalize_expect

DATA_FILE = "data.jsonl"
FETCH_RECORD = "iwr-fetch.json"
# The published dataset; the settings (IWR_HF_REPO, IWR_HF_REVISION) pass their own.
HF_REPO = "IWR-Bench/IWR-Bench"
HF_REVISION = "main"
_STEP_RE = re.compile(r"^step_(\d+)\.(png|jpg|jpeg|webp)$", re.IGNORECASE)
_RES_RE = re.compile(r"^\s*(\d+)\s*[xX×*]\s*(\d+)\s*$")
_MOBILE_WORDS = ("mobile", "phone", "android", "ios", "tablet")
_DESKTOP_WORDS = ("desktop", "pc", "laptop")
# Folders a search for data.jsonl never descends into (VCS, caches, our own outputs).
_SKIP_DIRS = {".git", ".cache", "__pycache__", ".venv", "node_modules", "assets", "stitched_assets", "checkpoints"}


class DatasetNotFound(PrerequisiteError):
    """Nothing loadable at the given path (no data.jsonl, no cached snapshot)."""


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

    def __str__(self) -> str:
        return f"{self.where}: field '{self.field}': {self.message}"


@dataclass(frozen=True)
class LoadedDataset:
    dataset: str  # identity: "repo@commit" for hub data, else the resolved folder path
    revision: str  # hub commit, or a content hash of a local folder
    root: Path  # the folder holding data.jsonl
    tasks: tuple[BenchTask, ...]
    problems: tuple[Problem, ...]

    def task(self, task_id: int) -> BenchTask:
        for t in self.tasks:
            if t.task_id == task_id:
                return t
        raise KeyError(f"task {task_id} is not in dataset {self.dataset}")


class _Bad(Exception):
    def __init__(self, field: str, message: str):
        self.field, self.message = field, message
        super().__init__(f"{field}: {message}")


# ---------------------------------------------------------------- locating the data


@dataclass(frozen=True)
class Source:
    path: Path  # a folder or the data.jsonl file itself
    dataset: str | None = None  # known identity (hub data)
    revision: str | None = None


def resolve_source(data: str | os.PathLike[str], revision: str | None = None, hf_repo: str | None = None,
                   hf_revision: str = HF_REVISION) -> Source:
    """Turn ``--data`` (a path, ``hf``, ``hf:REV`` or a HuggingFace cache folder) into a folder.

    ``hf_repo`` and ``hf_revision`` are the hub defaults (the settings' ``IWR_HF_*``)."""
    repo = hf_repo or HF_REPO
    text = os.fspath(data)
    if text == "hf" or text.startswith("hf:"):
        return _hf_snapshot(repo, text[3:] or revision or hf_revision, cache_dir=None)
    p = Path(text).expanduser()
    if not p.exists():
        raise DatasetNotFound(f"--data {text}: no such file or folder (set --data PATH or IWR_DATA to a dataset folder)")
    p = p.resolve()
    if p.is_dir() and p.name.startswith("datasets--") and (p / "snapshots").is_dir():
        return _hf_snapshot(_repo_from_cache_name(p.name), revision or hf_revision, cache_dir=p.parent)
    if p.is_dir():
        caches = sorted(c for c in p.glob("datasets--*--*") if (c / "snapshots").is_dir())
        wanted = [c for c in caches if c.name == "datasets--" + repo.replace("/", "--")]
        if wanted or len(caches) == 1:
            c = (wanted or caches)[0]
            return _hf_snapshot(_repo_from_cache_name(c.name), revision or hf_revision, cache_dir=p)
    # A path inside a snapshot folder still carries the hub identity in its name.
    parts = p.parts
    for i in range(len(parts) - 2):
        if parts[i].startswith("datasets--") and parts[i + 1] == "snapshots":
            rev = parts[i + 2]
            return Source(p, f"{_repo_from_cache_name(parts[i])}@{rev}", rev)
    return Source(p)


def _repo_from_cache_name(name: str) -> str:
    return name.removeprefix("datasets--").replace("--", "/", 1)


def _hf_snapshot(repo: str, revision: str, cache_dir: Path | None) -> Source:
    from huggingface_hub import snapshot_download
    from huggingface_hub.errors import LocalEntryNotFoundError

    try:
        folder = snapshot_download(
            repo_id=repo, repo_type="dataset", revision=revision, cache_dir=cache_dir, local_files_only=True
        )
    except (LocalEntryNotFoundError, FileNotFoundError, OSError) as err:
        where = cache_dir or "the HuggingFace cache"
        raise DatasetNotFound(
            f"no cached snapshot of {repo}@{revision} in {where} ({type(err).__name__}); "
            "run `iwr fetch` where the hub is reachable, or pass --data PATH to a local copy"
        ) from None
    commit = Path(folder).name
    return Source(Path(folder), f"{repo}@{commit}", commit)


def find_data_file(path: Path) -> Path:
    """The shallowest ``data.jsonl`` at or below ``path``; two at the same depth is an error."""
    path = Path(path)
    if path.is_file():
        return path
    level = [path]
    while level:
        found = sorted(d / DATA_FILE for d in level if (d / DATA_FILE).is_file())
        if len(found) == 1:
            return found[0]
        if found:
            raise DatasetNotFound(
                f"{len(found)} {DATA_FILE} files below {path} ({', '.join(str(f) for f in found[:3])}); pass one with --data"
            )
        nxt = []
        for d in level:
            try:
                entries = sorted(os.scandir(d), key=lambda e: e.name)
            except OSError:
                continue
            # A numbered folder is a task folder: no data.jsonl lies below it.
            nxt += [Path(e.path) for e in entries if e.is_dir() and e.name not in _SKIP_DIRS and not e.name.isdigit()]
        level = nxt
    raise DatasetNotFound(f"no {DATA_FILE} at or below {path} (point --data or IWR_DATA at a dataset in the published layout)")


def task_folder(base: Path, task_id: int) -> Path | None:
    for cand in (base / "data" / str(task_id), base / str(task_id)):
        if cand.is_dir():
            return cand
    return None


# ---------------------------------------------------------------- parsing records


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


def _get(obj: Mapping[str, Any], path: str, types: type | tuple[type, ...], *, nullable: bool = False, required: bool = True) -> Any:
    cur: Any = obj
    parts = path.split(".")
    for i, part in enumerate(parts):
        if not isinstance(cur, Mapping):
            raise _Bad(".".join(parts[:i]), f"expected an object, got {type(cur).__name__}")
        if part not in cur:
            if required:
                raise _Bad(path, "missing")
            return None
        cur = cur[part]
    if cur is None and (nullable or not required):
        return None
    # bool is an int in Python; an id or a count must not be true/false.
    if (isinstance(cur, bool) and bool not in _as_tuple(types)) or not isinstance(cur, types):
        names = "/".join(t.__name__ for t in _as_tuple(types))
        raise _Bad(path, f"expected {names}, got {type(cur).__name__} {json.dumps(cur)[:40]}")
    return cur


def _as_tuple(types: type | tuple[type, ...]) -> tuple[type, ...]:
    return types if isinstance(types, tuple) else (types,)


def parse_resolution(text: str) -> tuple[int, int]:
    m = _RES_RE.match(text)
    if not m or int(m.group(1)) == 0 or int(m.group(2)) == 0:
        raise _Bad("recording_details.resolution", f"expected 'WxH' with positive numbers, got {text!r}")
    return int(m.group(1)), int(m.group(2))


def platform_of(environment: str, width: int, height: int) -> str:
    env = environment.lower()
    if any(w in env for w in _MOBILE_WORDS):
        return "mobile"
    if any(w in env for w in _DESKTOP_WORDS):
        return "desktop"
    return "mobile" if width < height else "desktop"


class _BadRecord(Exception):
    """Every problem of one record (each a ``_Bad``): the record is not loaded."""

    def __init__(self, bads: list[_Bad]):
        self.bads = bads
        super().__init__("; ".join(str(b) for b in bads))


class _Fields:
    """Reads a record's fields, collecting every problem instead of stopping at the first."""

    def __init__(self) -> None:
        self.bads: list[_Bad] = []
        self.warnings: list[_Bad] = []  # sound record, part of it unusable

    def get(self, obj: Mapping[str, Any], path: str, types: type | tuple[type, ...], *, prefix: str = "", **kw: Any) -> Any:
        try:
            return _get(obj, path, types, **kw)
        except _Bad as bad:
            self.bads.append(_Bad(f"{prefix}{bad.field}", bad.message))
            return None


def _parse_action(raw: Any, i: int, fields: _Fields | None = None) -> dict[str, Any]:
    own = fields is None
    f = fields or _Fields()
    where = f"action_sequence[{i}]"
    if not isinstance(raw, Mapping):
        f.bads.append(_Bad(where, f"expected an object, got {type(raw).__name__}"))
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
        expect = raw.get("expect")
        shape = expect_shape_problems(expect)
        for key, problem in shape:
            f.warnings.append(_Bad(f"{where}.expect" + (f".{key}" if key else ""), f"{problem}; expect ignored, the offline judge cannot use it"))
        out["expect"] = normalize_expect(expect) if isinstance(expect, Mapping) and not shape else {}
        out["checkpoint"] = f.get(raw, "checkpoint", str, required=False, prefix=pre)
        if isinstance(out["type"], str) and not out["type"].strip():
            f.bads.append(_Bad(f"{where}.type", "empty"))
    if own and f.bads:
        raise f.bads[0]
    return out


def parse_record(rec: Mapping[str, Any], fields: _Fields | None = None) -> dict[str, Any]:
    """Check a record against the contract; returns its fields flattened. Raises ``_BadRecord``
    naming every problem of the record (a missing action type does not hide behind a bad
    resolution)."""
    f = fields or _Fields()
    out: dict[str, Any] = {}
    for name in ("interaction_complexity", "visual_complexity", "domain", "sub_domain"):
        out[name] = f.get(rec, f"classification.{name}", str)
    out["environment"] = f.get(rec, "recording_details.environment", str)
    res = f.get(rec, "recording_details.resolution", str)
    out["width"] = out["height"] = None
    if res is not None:
        try:
            out["width"], out["height"] = parse_resolution(res)
        except _Bad as bad:
            f.bads.append(bad)
    out["source_website"] = f.get(rec, "source_website", str)
    seq = f.get(rec, "action_sequence", list)
    out["actions"] = [_parse_action(a, i, f) for i, a in enumerate(seq or [])]
    if f.bads:
        raise _BadRecord(f.bads)
    return out


# ---------------------------------------------------------------- checkpoints


def _step_files(root: Path) -> dict[int, Path]:
    d = root / "checkpoints"
    out: dict[int, Path] = {}
    if d.is_dir():
        for p in sorted(d.iterdir()):
            m = _STEP_RE.match(p.name)
            if m and p.is_file():
                out.setdefault(int(m.group(1)), p)
    return out


def resolve_checkpoints(root: Path, actions: list[dict[str, Any]], task_id: int) -> tuple[CheckpointMapping, Path | None, list[Path | None], list[Problem]]:
    """(mapping, step_0 file, per-action file or None, problems) for one task folder."""
    steps = _step_files(root)
    problems: list[Problem] = []
    initial = steps.get(0)
    if initial is None:
        problems.append(Problem("checkpoints/step_0", "missing; the initial state is not scored", task_id))
    visual = [i + 1 for i, a in enumerate(actions) if a["visual_evaluation_flag"]]
    n = len(actions)
    per: list[Path | None] = [None] * n

    if any(a["checkpoint"] for a in actions):
        mapping: CheckpointMapping = "explicit"
        for i, a in enumerate(actions):
            name = a["checkpoint"]
            if not name:
                continue
            cand = next((c for c in (root / "checkpoints" / name, root / name) if c.is_file()), None)
            field = f"action_sequence[{i}].checkpoint"
            if cand is None:
                problems.append(Problem(field, f"file {name!r} not found; state {i + 1} is not scored", task_id))
            elif not cand.resolve().is_relative_to(root.resolve()):
                problems.append(Problem(field, f"{name!r} points outside the task folder; ignored", task_id))
            else:
                per[i] = cand
    else:
        later = {k for k in steps if k > 0}
        if not later:
            mapping = "none"
        else:
            per_action_unexplained = len(later - set(range(1, n + 1)))
            per_visual_unexplained = len(later - set(range(1, len(visual) + 1)))
            per_action_covered = sum(1 for k in visual if k in later)
            per_visual_covered = sum(1 for j in range(1, len(visual) + 1) if j in later)
            score_a = (-per_action_unexplained, per_action_covered)
            score_v = (-per_visual_unexplained, per_visual_covered)
            mapping = "per_visual_action" if score_v > score_a else "per_action"
            unexplained = per_visual_unexplained if mapping == "per_visual_action" else per_action_unexplained
            if unexplained:
                extra = sorted(later - set(range(1, (len(visual) if mapping == "per_visual_action" else n) + 1)))
                problems.append(Problem("checkpoints", f"{unexplained} step file(s) match no action under {mapping}: step_{extra[0]}…", task_id))
        if mapping == "per_action":
            for k in range(1, n + 1):
                per[k - 1] = steps.get(k)
        elif mapping == "per_visual_action":
            for j, k in enumerate(visual, start=1):
                per[k - 1] = steps.get(j)
        for j, k in enumerate(visual, start=1):
            if per[k - 1] is None:
                want = f"step_{j if mapping == 'per_visual_action' else k}"
                problems.append(Problem(f"checkpoints/{want}", f"missing; the visual check after action {k} is not scored", task_id))
    if mapping == "explicit":
        for k in visual:
            if not actions[k - 1]["checkpoint"]:
                problems.append(Problem(f"action_sequence[{k - 1}].checkpoint", f"no checkpoint named; the visual check after action {k} is not scored", task_id))
    return mapping, initial, per, problems


# ---------------------------------------------------------------- building tasks


def build_task(rec: Mapping[str, Any], task_id: int, folder: Path) -> tuple[BenchTask, list[Problem]]:
    """A frozen ``BenchTask`` from a record and its folder. Raises ``_BadRecord`` on a malformed record."""
    fields = _Fields()
    f = parse_record(rec, fields)
    mapping, initial, per, problems = resolve_checkpoints(folder, f["actions"], task_id)
    problems = [Problem(w.field, w.message, task_id) for w in fields.warnings] + problems
    video = folder / "video.mp4"
    if not video.is_file():
        problems.append(Problem("video.mp4", "missing; a model gets no video of this task", task_id))
    assets = folder / "assets"
    if not assets.is_dir():
        problems.append(Problem("assets/", "missing; the page has no assets to use", task_id))
    sheets = tuple(sorted((folder / "stitched_assets").glob("stitched_image*.png"), key=_natural))
    if not sheets and assets.is_dir() and any(assets.iterdir()):
        problems.append(Problem("stitched_assets/", "no stitched_image*.png; a model sees no asset sheets", task_id))
    reference = folder / "reference" / "index.html"
    actions = tuple(
        Action(
            step=i + 1,
            type=a["type"],
            description=a["description"],
            visual_evaluation_flag=a["visual_evaluation_flag"],
            logical_assertion=a["logical_assertion"],
            key=a["key"],
            direction=a["direction"],
            scroll_page=a["scroll_page"],
            text=a["text"],
            expect=a["expect"],
            checkpoint=per[i],
        )
        for i, a in enumerate(f["actions"])
    )
    task = BenchTask(
        task_id=task_id,
        root=folder,
        width=f["width"],
        height=f["height"],
        environment=f["environment"],
        platform=platform_of(f["environment"], f["width"], f["height"]),
        interaction_complexity=f["interaction_complexity"],
        visual_complexity=f["visual_complexity"],
        domain=f["domain"],
        sub_domain=f["sub_domain"],
        source_website=f["source_website"],
        actions=actions,
        video=video if video.is_file() else None,
        assets_dir=assets if assets.is_dir() else None,
        sheets=sheets,
        initial_checkpoint=initial,
        checkpoint_mapping=mapping,
        content_hash=sha256_json({"record": rec, "tree": sha256_tree(folder)}),
        reference_page=reference if reference.is_file() else None,
        problems=tuple(str(p) for p in problems),
    )
    return task, problems


def _record_problems(rec: Mapping[str, Any]) -> list[_Bad]:
    """Every problem of a record that is skipped for another reason, so one run names them all."""
    try:
        parse_record(rec)
    except _BadRecord as bad:
        return bad.bads
    return []


def _natural(p: Path) -> tuple[int, str]:
    m = re.search(r"(\d+)", p.stem)
    return (int(m.group(1)) if m else -1, p.name)


def load_dataset(data: str | os.PathLike[str], revision: str | None = None, *, hf_repo: str | None = None,
                 hf_revision: str = HF_REVISION) -> LoadedDataset:
    """Load a dataset from a path, ``hf``/``hf:REV`` or a HuggingFace cache folder.

    Raises ``DatasetNotFound`` only when there is no data.jsonl at all; every other defect is a
    ``Problem`` in the result.
    """
    src = resolve_source(data, revision, hf_repo, hf_revision)
    data_file = find_data_file(src.path)
    base = data_file.parent
    tasks: list[BenchTask] = []
    problems: list[Problem] = []
    raw = data_file.read_bytes()
    if not raw.strip():
        problems.append(Problem(DATA_FILE, "file is empty", fatal=True))
    seen: dict[int, int] = {}
    for n, item in parse_lines(raw):
        if isinstance(item, Problem):
            problems.append(item)
            continue
        try:
            task_id = _get(item, "id", int)
        except _Bad as bad:
            problems.append(Problem(bad.field, f"{bad.message}; record skipped", line=n, fatal=True))
            problems.extend(Problem(b.field, b.message, line=n, fatal=True) for b in _record_problems(item))
            continue
        if task_id in seen:
            problems.append(Problem("id", f"duplicate of line {seen[task_id]}; line {n} skipped", task_id, n, fatal=True))
            continue
        seen[task_id] = n
        folder = task_folder(base, task_id)
        if folder is None:
            problems.append(Problem("<folder>", f"no task folder data/{task_id}/ or {task_id}/ beside {DATA_FILE}; task skipped", task_id, n, fatal=True))
            problems.extend(Problem(b.field, b.message, task_id, n, fatal=True) for b in _record_problems(item))
            continue
        try:
            task, found = build_task(item, task_id, folder)
        except _BadRecord as bad:
            problems.extend(Problem(b.field, f"{b.message}; task skipped", task_id, n, fatal=True) for b in bad.bads)
            continue
        tasks.append(task)
        problems.extend(found)
    tasks.sort(key=lambda t: t.task_id)
    dataset, rev = _identity(src, data_file, tasks)
    return LoadedDataset(dataset, rev, base, tuple(tasks), tuple(problems))


def _identity(src: Source, data_file: Path, tasks: list[BenchTask]) -> tuple[str, str]:
    if src.dataset and src.revision:
        return src.dataset, src.revision
    record = data_file.parent / FETCH_RECORD
    if record.is_file():
        try:
            info = json.loads(record.read_text())
            return f"{info['repo']}@{info['revision']}", str(info["revision"])
        except (ValueError, KeyError, TypeError):
            pass  # a damaged record only loses the hub identity; the folder identity still holds
    rev = sha256_json({"data": sha256_file(data_file), "tasks": [[t.task_id, t.content_hash] for t in tasks]})[:16]
    return str(data_file.parent), rev


# ---------------------------------------------------------------- fetching from the hub


def fetch_dataset(revision: str | None = None, dest: Path | None = None, repo: str | None = None) -> Path:
    """Download the published dataset pinned to a commit; returns the folder holding data.jsonl.

    With ``dest`` the files land there (plain files); without, in the HuggingFace cache, where
    ``--data hf:<commit>`` finds them. ``iwr-fetch.json`` beside them records repo and commit.
    """
    from huggingface_hub import HfApi, snapshot_download
    from huggingface_hub.errors import (
        LocalEntryNotFoundError,
        OfflineModeIsEnabled,
        RepositoryNotFoundError,
        RevisionNotFoundError,
    )

    repo = repo or HF_REPO
    revision = revision or HF_REVISION
    offline = (
        f"cannot reach the HuggingFace Hub to fetch {repo}@{revision}; "
        "point iwr at a local copy instead with --data PATH or IWR_DATA=PATH"
    )
    unreachable: tuple[type[BaseException], ...] = (OfflineModeIsEnabled, LocalEntryNotFoundError, *_transport_errors())
    try:
        commit = HfApi().repo_info(repo, repo_type="dataset", revision=revision).sha
        folder = Path(snapshot_download(repo_id=repo, repo_type="dataset", revision=commit, local_dir=dest))
    except unreachable:
        raise PrerequisiteError(offline) from None
    except (RepositoryNotFoundError, RevisionNotFoundError) as err:
        raise PrerequisiteError(f"{repo}@{revision} not found on the hub ({type(err).__name__}); check --revision") from None
    from datetime import UTC, datetime

    (folder / FETCH_RECORD).write_text(
        json.dumps({"repo": repo, "revision": commit, "requested": revision, "fetched_at": datetime.now(UTC).isoformat()}, indent=2) + "\n"
    )
    return folder


def _transport_errors() -> tuple[type[BaseException], ...]:
    """Connection failures of whichever HTTP client this huggingface_hub uses (httpx2, httpx, requests)."""
    import importlib

    errors: list[type[BaseException]] = []
    for module, names in (("httpx2", ("TransportError",)), ("httpx", ("TransportError",)), ("requests", ("ConnectionError", "Timeout"))):
        try:
            mod = importlib.import_module(module)
        except ImportError:
            continue
        errors += [getattr(mod, n) for n in names if hasattr(mod, n)]
    return tuple(errors)


# ---------------------------------------------------------------- rows and report


def dataset_rows(loaded: LoadedDataset) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Rows of the ``dataset_tasks`` and ``dataset_actions`` tables."""
    by_task: dict[int, list[str]] = {}
    for p in loaded.problems:
        if p.task_id is not None:
            by_task.setdefault(p.task_id, []).append(f"{p.field}: {p.message}")
    task_rows, action_rows = [], []
    for t in loaded.tasks:
        files = {t.initial_checkpoint} | {a.checkpoint for a in t.actions}
        files.discard(None)
        task_rows.append({
            "dataset": loaded.dataset,
            "dataset_revision": loaded.revision,
            "task_id": t.task_id,
            "interaction_complexity": t.interaction_complexity,
            "visual_complexity": t.visual_complexity,
            "domain": t.domain,
            "sub_domain": t.sub_domain,
            "resolution": t.resolution,
            "width": t.width,
            "height": t.height,
            "environment": t.environment,
            "platform": t.platform,
            "source_website": t.source_website,
            "n_actions": len(t.actions),
            "n_visual_checks": sum(a.visual_evaluation_flag for a in t.actions),
            "n_assertions": sum(a.logical_assertion is not None for a in t.actions),
            "n_checkpoints": len(files),
            "checkpoint_mapping": t.checkpoint_mapping,
            "has_video": t.video is not None,
            "content_hash": t.content_hash,
            "problems": by_task.get(t.task_id, []),
        })
        for a in t.actions:
            action_rows.append({
                "dataset": loaded.dataset,
                "task_id": t.task_id,
                "step": a.step,
                "type": a.type,
                "description": a.description,
                "key": a.key,
                "text": a.text,
                "direction": a.direction,
                "scroll_page": a.scroll_page,
                "visual_evaluation_flag": a.visual_evaluation_flag,
                "logical_assertion": a.logical_assertion,
                "checkpoint_path": str(a.checkpoint) if a.checkpoint else None,
                "expect": json.dumps(a.expect, sort_keys=True) if a.expect else None,
            })
    return task_rows, action_rows


# Not named ``dataset``: DuckDB's hive partitioning would replace the rows' ``dataset`` column
# (the full identity, e.g. ``IWR-Bench/IWR-Bench@<commit>``) with the slugged folder name.
PARTITION = "dataset_key"


def write_dataset(loaded: LoadedDataset, warehouse_root: Path) -> list[Path]:
    """One ``dataset_tasks`` and one ``dataset_actions`` part per dataset; a reload replaces them."""
    from iwr_bench.tasks.warehouse.store import write_part

    if not loaded.tasks:
        return []
    task_rows, action_rows = dataset_rows(loaded)
    part = (PARTITION, loaded.dataset)
    return [
        write_part(warehouse_root, "dataset_tasks", task_rows, partition=part, key=()),
        write_part(warehouse_root, "dataset_actions", action_rows, partition=part, key=()),
    ]


def validation_report(loaded: LoadedDataset) -> str:
    tasks = loaded.tasks
    actions = [a for t in tasks for a in t.actions]
    n_mobile = sum(t.is_mobile for t in tasks)
    lines = [
        f"dataset   {loaded.dataset}",
        f"revision  {loaded.revision}",
        f"tasks     {len(tasks)}",
        f"actions   {len(actions)}",
        f"  with a visual check   {sum(a.visual_evaluation_flag for a in actions)}",
        f"  with an assertion     {sum(a.logical_assertion is not None for a in actions)}",
        f"mobile    {n_mobile} of {len(tasks)} ({100 * n_mobile / len(tasks):.1f} %)" if tasks else "mobile    -",
        "by interaction complexity:",
    ]
    for level, count in sorted(Counter(t.interaction_complexity for t in tasks).items()):
        lines.append(f"  {level:<12} {count}")
    mappings = Counter(t.checkpoint_mapping for t in tasks)
    lines.append("checkpoint mapping: " + (", ".join(f"{m} {c}" for m, c in sorted(mappings.items())) or "-"))
    skipped = [p for p in loaded.problems if p.fatal]
    lines.append(f"problems  {len(loaded.problems)} ({len(skipped)} records or lines not loaded)")
    general = [p for p in loaded.problems if p.task_id is None]
    for p in general:
        lines.append(f"  {p}")
    by_task: dict[int, list[Problem]] = {}
    for p in loaded.problems:
        if p.task_id is not None:
            by_task.setdefault(p.task_id, []).append(p)
    mapping_of = {t.task_id: t.checkpoint_mapping for t in tasks}
    ids = sorted(set(mapping_of) | set(by_task))
    if ids:
        lines.append("per task:")
    for tid in ids:
        state = f"checkpoints {mapping_of[tid]}" if tid in mapping_of else "NOT LOADED"
        found = by_task.get(tid, [])
        lines.append(f"  task {tid}: {state}" + ("" if found else ", ok"))
        for p in found:
            lines.append(f"    {p.field}: {p.message}")
    return "\n".join(lines)
