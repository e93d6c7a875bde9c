"""Before any work: the folders a run writes to take writes and have room for the plan.

A run that fills its disk halfway, or finds its results folder read-only at the end, leaves
pairs not measured (``disk_full``, ``read_only``) and a rerun to do; checked first, the same
mistake is one line with nothing written (``iwr_bench.core.errors.PrerequisiteError``).

The room a plan needs is estimated from its work, generously: every state screenshotted
(``SHOT_BYTES_PER_PIXEL`` of the task's resolution each, about the largest PNG the bundled
pages give), a page and its raw answer per generated pair, a Parquet part per pair and
table, the report's copies of the shots, and a fixed reserve so a disk is never filled to
its last byte. A folder below one of these on another file system (a mount) is not seen
here; a write refused there leaves its pair not measured.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from iwr_bench.core.errors import PrerequisiteError

SHOT_BYTES_PER_PIXEL = 0.7  # the largest bundled screenshot: 630 KB for 1280x720
PAGE_BYTES = 512 << 10  # index.html, raw.json and request.json of one generated pair
PART_BYTES = 64 << 10  # one Parquet part
RESERVE_BYTES = 64 << 20


@dataclass(frozen=True)
class Need:
    """Bytes a plan will write, per kind of state."""

    results: int
    warehouse: int
    shots: int
    pages: int


def estimate(tasks: Sequence[Any], pairs: int, per_task_pairs: dict[int, int], stages: Iterable[str], generated: bool) -> Need:
    """What a plan writes: ``per_task_pairs`` maps a task id to its (task, model) pairs."""
    stages = set(stages)
    shots = 0
    for t in tasks:
        n = per_task_pairs.get(t.task_id, 0)
        if "replay" in stages:
            shots += n * (len(t.actions) + 1) * int(t.width * t.height * SHOT_BYTES_PER_PIXEL)
    pages = pairs * PAGE_BYTES if generated else 0
    report = shots // 2 if "score" in stages else 0
    return Need(results=shots + pages + report + RESERVE_BYTES, warehouse=pairs * 5 * PART_BYTES + RESERVE_BYTES, shots=shots, pages=pages)


def _existing(path: Path) -> Path:
    """``path`` or its nearest folder that exists (a run creates the rest)."""
    path = path.absolute()
    while not path.exists() and path.parent != path:
        path = path.parent
    return path


def _writable(path: Path) -> str | None:
    """Why ``path`` (or where it would be created) takes no writes; None when it does."""
    at = _existing(path)
    if not at.is_dir():
        return f"{at} is not a folder"
    flags = os.statvfs(at).f_flag
    if flags & os.ST_RDONLY:
        return f"{at} is on a read-only file system"
    if not os.access(at, os.W_OK | os.X_OK):
        return f"{at} is not writable by this user"
    return None


def _mb(n: int) -> str:
    return f"{n / (1 << 20):,.0f} MB" if n < (10 << 30) else f"{n / (1 << 30):,.1f} GB"


def check_folders(folders: dict[str, tuple[str, int]]) -> None:
    """``folders``: option name -> (path, bytes the plan writes there). One line for the first
    folder that takes no writes, or whose file system has too little room for what the plan
    writes to it (folders on one file system add up)."""
    for option, (path, _) in folders.items():
        why = _writable(Path(path))
        if why:
            raise PrerequisiteError(f"{option} {path}: {why}; make it writable or point {option} elsewhere (nothing was done)")
    by_device: dict[int, list[tuple[str, str, int]]] = {}
    for option, (path, need) in folders.items():
        by_device.setdefault(os.stat(_existing(Path(path))).st_dev, []).append((option, path, need))
    for items in by_device.values():
        option, path, _ = items[0]
        free = _free(_existing(Path(path)))
        need = sum(n for _, _, n in items)
        if free is not None and free < need:
            names = " and ".join(f"{o} {p}" for o, p, _ in items)
            raise PrerequisiteError(f"{names}: {_mb(free)} free, the plan writes about {_mb(need)} (screenshots, pages, parts); "
                                    f"free some space, point them elsewhere, or run fewer tasks (nothing was done)")


def _free(path: Path) -> int | None:
    import shutil

    try:
        return shutil.disk_usage(path).free
    except OSError:
        return None
