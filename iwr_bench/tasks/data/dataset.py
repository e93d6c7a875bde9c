"""A benchmark loaded: ``--data`` resolved to a folder, every record read, every record accounted for.

``load_dataset`` takes a path, ``hf`` / ``hf:REV`` (a fetched hub revision, found offline) or a
HuggingFace cache folder, and returns the tasks that can run and a ``Problem`` for everything
else; it raises (``DatasetNotFound``) only when there is nothing to read at all. The pieces:
``layout`` (where things sit, the dataset's edge), ``hub`` (fetching and cached snapshots),
``records`` (a line against the contract), ``folders`` (a task folder's files, checkpoints, the
``BenchTask``), ``rows`` (the warehouse rows and the validation report).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from iwr_bench.core.hashing import sha256_file, sha256_json
from iwr_bench.schemas.record import BenchTask
from iwr_bench.tasks.data.folders import build_task, skipped_problems
from iwr_bench.tasks.data.hub import (
    HF_REPO,
    HF_REVISION,
    cached_snapshot,
    fetched_folder_check,
    repo_of_cache_name,
    snapshot_source,
)
from iwr_bench.tasks.data.layout import (
    DATA_FILE,
    FETCH_RECORD,
    DatasetNotFound,
    Source,
    find_data_file,
    task_folder,
)
from iwr_bench.tasks.data.records import (
    Bad,
    BadRecord,
    Problem,
    get_field,
    parse_lines,
    record_problems,
)


@dataclass(frozen=True)
class Unusable:
    """One record that will not run, and every reason."""

    task_id: int | None
    line: int | None
    reasons: tuple[str, ...]

    def __str__(self) -> str:
        where = f"task {self.task_id}" if self.task_id is not None else f"line {self.line} of {DATA_FILE}"
        return f"{where}: not run: {'; '.join(self.reasons)}"


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

    def unusable(self) -> tuple[Unusable, ...]:
        """The records that were not loaded, one each (a record with three bad fields is one record)."""
        grouped: dict[tuple[int | None, int | None], list[str]] = {}
        for p in self.problems:
            if p.fatal and (p.task_id is not None or p.line is not None):
                reason = re.sub(r"; (task|record|line) skipped$", "", p.message)  # "not run" says so
                grouped.setdefault(p.record, []).append(f"{p.field}: {reason}")
        return tuple(Unusable(tid, line, tuple(reasons)) for (tid, line), reasons in grouped.items())

    def caveats(self, task_ids: Iterable[int]) -> list[str]:
        """One line per task of ``task_ids`` that runs with problems (a state not scored, an ``expect`` ignored)."""
        wanted = set(task_ids)
        grouped: dict[int, list[str]] = {}
        for p in self.problems:
            if not p.fatal and p.task_id in wanted:
                grouped.setdefault(p.task_id, []).append(f"{p.field}: {p.message}")
        return [f"task {tid}: runs, but {'; '.join(found)}" for tid, found in sorted(grouped.items())]


def resolve_source(data: str | os.PathLike[str], revision: str | None = None, hf_repo: str | None = None,
                   hf_revision: str = HF_REVISION) -> Source:
    """Turn ``--data`` (a path, ``hf``, ``hf:REV`` or a HuggingFace cache folder) into a folder.

    ``hf_repo`` and ``hf_revision`` are the hub defaults (the settings' ``IWR_HF_*``)."""
    repo = hf_repo or HF_REPO
    text = os.fspath(data)
    if text == "hf" or text.startswith("hf:"):
        return cached_snapshot(repo, text[3:] or revision or hf_revision)
    p = Path(text).expanduser()
    if not p.exists():
        raise DatasetNotFound(f"--data {text}: no such file or folder (set --data PATH or IWR_DATA to a dataset folder)")
    p = p.resolve()
    if p.is_dir() and p.name.startswith("datasets--") and (p / "snapshots").is_dir():
        return cached_snapshot(repo_of_cache_name(p.name), revision or hf_revision, cache_dir=p.parent)
    if p.is_dir():
        caches = sorted(c for c in p.glob("datasets--*--*") if (c / "snapshots").is_dir())
        wanted = [c for c in caches if c.name == "datasets--" + repo.replace("/", "--")]
        if wanted or len(caches) == 1:
            c = (wanted or caches)[0]
            return cached_snapshot(repo_of_cache_name(c.name), revision or hf_revision, cache_dir=p)
    # A path inside a snapshot folder still carries the hub identity in its name.
    inside = snapshot_source(p)
    if inside is not None:
        return inside
    fetched_folder_check(p if p.is_dir() else p.parent)
    return Source(p)


def load_dataset(data: str | os.PathLike[str], revision: str | None = None, *, hf_repo: str | None = None,
                 hf_revision: str = HF_REVISION) -> LoadedDataset:
    """Load a dataset from a path, ``hf``/``hf:REV`` or a HuggingFace cache folder.

    Raises ``DatasetNotFound`` only when there is no data.jsonl at all (or an unfinished copy); every
    other defect is a ``Problem`` in the result.
    """
    src = resolve_source(data, revision, hf_repo, hf_revision)
    data_file = find_data_file(src.path)
    base = data_file.parent
    edge = src.edge or base.resolve()
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
            task_id = get_field(item, "id", int)
        except Bad as bad:
            problems.append(Problem(bad.field, f"{bad.message}; record skipped", line=n, fatal=True))
            problems.extend(Problem(b.field, b.message, line=n, fatal=True) for b in record_problems(item))
            continue
        if task_id in seen:
            # Named by its line: the id belongs to the record of the first line, which runs.
            problems.append(Problem("id", f"{task_id} again (first on line {seen[task_id]}); line skipped", line=n, fatal=True))
            continue
        seen[task_id] = n
        folder = task_folder(base, task_id)
        if folder is None:
            problems.append(Problem("<folder>", f"no task folder data/{task_id}/ or {task_id}/ beside {DATA_FILE}; task skipped", task_id, n, fatal=True))
            problems.extend(Problem(b.field, b.message, task_id, n, fatal=True) for b in record_problems(item))
            continue
        try:
            task, found = build_task(item, task_id, folder, edge)
        except BadRecord as bad:
            problems.extend(skipped_problems(bad, task_id, n))
            continue
        tasks.append(task)
        problems.extend(found)
    problems += _orphan_folders(base, seen)
    tasks.sort(key=lambda t: t.task_id)
    dataset, rev = _identity(src, data_file, tasks)
    return LoadedDataset(dataset, rev, base, tuple(tasks), tuple(problems))


def _orphan_folders(base: Path, ids: dict[int, int]) -> list[Problem]:
    """A numbered task folder no record names (its record's id says another number): said, not silently passed over."""
    out = []
    for parent in (base / "data", base):
        if not parent.is_dir():
            continue
        for d in sorted(parent.iterdir(), key=lambda d: (len(d.name), d.name)):
            if d.name.isdigit() and d.is_dir() and int(d.name) not in ids and task_folder(base, int(d.name)) == d:
                out.append(Problem("<folder>", f"{d.relative_to(base).as_posix()}/ has no record in {DATA_FILE} "
                                                "(does a record give another id?)"))
    return out


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
