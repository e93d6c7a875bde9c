"""Where a benchmark sits on disk: its ``data.jsonl``, its task folders, and the edges of the dataset.

Lenient about where things sit (docs/ARCHITECTURE.md, "Dataset contract"): ``data.jsonl`` may lie anywhere below the
given path (the shallowest one wins); task folders are ``data/<id>/`` or ``<id>/`` beside it.
Strict about what is read: a dataset's files are read where they lie, never through a link that
leads out of the dataset (an asset linked to ``/etc/passwd`` would be served to the page under
test). A HuggingFace cache snapshot is links into its repository's ``blobs/``: the whole
repository folder is then the dataset's edge.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from iwr_bench.core.errors import PrerequisiteError

DATA_FILE = "data.jsonl"
FETCH_RECORD = "iwr-fetch.json"
# Folders a search for data.jsonl never descends into (VCS, caches, our own outputs).
_SKIP_DIRS = {".git", ".cache", "__pycache__", ".venv", "node_modules", "assets", "stitched_assets", "checkpoints"}


class DatasetNotFound(PrerequisiteError):
    """Nothing loadable at the given path (no data.jsonl, no cached snapshot, an unfinished copy)."""


@dataclass(frozen=True)
class Source:
    path: Path  # a folder or the data.jsonl file itself
    dataset: str | None = None  # known identity (hub data)
    revision: str | None = None
    edge: Path | None = None  # no file of the dataset may lead out of this folder (None: the folder holding data.jsonl)


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


def links_out(folder: Path, edge: Path) -> list[str]:
    """Every link at or below ``folder`` that leads out of ``edge`` (or nowhere), as 'path -> target'.

    Links are not followed while walking, so a linked folder is one finding, not a tour of its target."""
    edge = edge.resolve()
    out = []
    for path in [folder, *_walk(folder)]:
        if not path.is_symlink():
            continue
        target = path.resolve()
        if not target.is_relative_to(edge) or not target.exists():
            shown = path.name if path == folder else path.relative_to(folder).as_posix()
            out.append(f"{shown} -> {os.readlink(path)}")
    return out


def _walk(folder: Path) -> list[Path]:
    found = []
    for dirpath, dirnames, filenames in os.walk(folder, followlinks=False):
        base = Path(dirpath)
        found += [base / n for n in (*dirnames, *filenames)]
    return found


def missing_files(folder: Path, expected: dict[str, int]) -> list[str]:
    """The files of ``expected`` (path -> size) that ``folder`` lacks or holds at another size."""
    out = []
    for rel, size in sorted(expected.items()):
        p = folder / rel
        try:
            ok = p.is_file() and p.stat().st_size == size
        except OSError:
            ok = False
        if not ok:
            out.append(rel)
    return out


def mirror(folder: Path, keep: set[str], ours: tuple[str, ...]) -> list[str]:
    """Remove every file below ``folder`` that is not in ``keep`` (relative paths) and not below one of
    ``ours`` (top-level names the fetch owns), then the folders left empty; returns what went."""
    gone = []
    for path in sorted(_walk(folder), key=lambda p: len(p.parts), reverse=True):
        rel = path.relative_to(folder)
        if rel.parts[0] in ours:
            continue
        if path.is_symlink() or path.is_file():
            if rel.as_posix() not in keep:
                path.unlink()
                gone.append(rel.as_posix())
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()
    return sorted(gone)
