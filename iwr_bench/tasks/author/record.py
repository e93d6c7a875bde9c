"""The task's record in ``data.jsonl`` and the dataset-level bookkeeping of authored tasks."""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from iwr_bench.core.errors import TaskDataError
from iwr_bench.core.hashing import sha256_file, sha256_json, sha256_tree
from iwr_bench.tasks.author.trajectory import Trajectory

AUTHOR_VERSION = "5"  # 5: the recording's clock runs from its fixed instant (determinism.js)
TOOL = "iwr-author"


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
    with locked(dataset_dir):
        records = {r["id"]: r for r in read_records(path)}
        records[record["id"]] = dict(record)
        write_records(path, records)
    return path


@contextlib.contextmanager
def locked(dataset_dir: Path) -> Iterator[None]:
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


def write_records(path: Path, records: Mapping[int, Mapping[str, Any]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    text = "".join(record_line(records[k]) + "\n" for k in sorted(records))
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def write_json(path: Path, value: Any) -> None:
    path.write_text(json.dumps(value, indent=2, sort_keys=True) + "\n", encoding="utf-8")


def source_hash(site_dir: Path, trajectory: Path, task_id: int) -> str:
    """Everything a task's files depend on: the site, the trajectory, its id, the tool version."""
    return sha256_json({"site": sha256_tree(site_dir), "trajectory": sha256_file(trajectory), "id": task_id, "tool": f"{TOOL}/{AUTHOR_VERSION}"})


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


def authored_here(task_dir: Path) -> bool:
    try:
        return json.loads((task_dir / "metadata.json").read_text()).get("authoring_tool") == TOOL
    except (OSError, ValueError):
        return False
