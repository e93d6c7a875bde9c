"""File locks: one run per run id, and scratch folders that outlive no process.

Both use ``flock``: the kernel drops a lock when its process dies, however it dies (SIGKILL
included), so a lock left by a dead process is simply free and the next caller takes it
over; there is no pid file to judge as stale. Lock files are never deleted while in use
(deleting one would let two processes lock two different files of the same name).
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import shutil
import signal
import socket
import tempfile
import threading
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import IO

from iwr_bench.core.errors import PrerequisiteError

LOCKS_DIR = ".locks"


class RunLocked(PrerequisiteError):
    """Another process holds the run id's lock."""


def _try_lock(handle: IO[str]) -> bool:
    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except BlockingIOError:
        return False


def _holder(path: Path) -> str:
    try:
        info = json.loads(path.read_text() or "{}")
    except (OSError, ValueError):
        return "another process"
    return f"pid {info.get('pid')} on {info.get('host')} since {info.get('since')}"


def run_lock_path(root: str | Path, run_id: str) -> Path:
    from iwr_bench.tasks.warehouse.store import slug

    return Path(root) / LOCKS_DIR / f"run-{slug(run_id)}.lock"


@contextlib.contextmanager
def run_lock(root: str | Path, run_id: str, *, wait: bool = False, timeout: float | None = None,
             poll_s: float = 0.2) -> Iterator[Path]:
    """Hold the lock of ``run_id`` under ``root`` (the warehouse) for the block.

    A second holder, in this process or another, is refused with one line naming the first
    (``RunLocked``), or with ``wait`` waits for it (up to ``timeout`` seconds, then refused).
    A lock whose process died is taken over at once.
    """
    path = run_lock_path(root, run_id)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle = open(path, "a+", encoding="utf-8")  # noqa: SIM115 - held for the whole block
    try:
        start = time.monotonic()
        while not _try_lock(handle):
            if not wait or (timeout is not None and time.monotonic() - start >= timeout):
                waited = f" after waiting {timeout:g}s" if wait else ""
                raise RunLocked(f"run {run_id!r} is in progress ({_holder(path)}){waited}; "
                                "wait for it (--wait), or give this run another --run-id")
            time.sleep(poll_s)
        handle.seek(0)
        handle.truncate()
        handle.write(json.dumps({"pid": os.getpid(), "host": socket.gethostname(), "run_id": run_id,
                                 "since": datetime.now(UTC).isoformat(timespec="seconds")}))
        handle.flush()
        yield path
    finally:
        handle.close()  # closing the file drops the lock


# ---------------------------------------------------------------- scratch folders

def sweep_folders(parent: Path) -> list[Path]:
    """Remove the folders under ``parent`` whose owner process is gone; returns them."""
    removed: list[Path] = []
    if not parent.is_dir():
        return removed
    for lock in parent.glob("*.lock"):
        with contextlib.suppress(OSError), open(lock, "a", encoding="utf-8") as handle:
            if not _try_lock(handle):
                continue  # its owner is alive
            folder = lock.with_suffix("")
            shutil.rmtree(folder, ignore_errors=True)
            lock.unlink(missing_ok=True)  # still locked by us: nobody can be using it
            removed.append(folder)
    for stale in parent.glob(".*.locking"):  # a lock being made when its process was killed
        with contextlib.suppress(OSError), open(stale, "a", encoding="utf-8") as handle:
            if _try_lock(handle):
                stale.unlink(missing_ok=True)
    for folder in parent.iterdir():
        # A folder is made only after its lock: one without a lock lost it to a sweep.
        if folder.is_dir() and not folder.with_name(folder.name + ".lock").exists():
            shutil.rmtree(folder, ignore_errors=True)
            removed.append(folder)
    return removed


@contextlib.contextmanager
def owned_folder(parent: str | Path, prefix: str) -> Iterator[Path]:
    """A new empty folder under ``parent`` for the block, removed afterwards; one that a
    killed process left behind is removed by the next call (``sweep_folders``)."""
    parent = Path(parent)
    parent.mkdir(parents=True, exist_ok=True)
    sweep_folders(parent)
    fd, tmp = tempfile.mkstemp(prefix=f".{prefix}", suffix=".locking", dir=parent)
    handle = os.fdopen(fd, "a", encoding="utf-8")
    fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
    # Renamed only once locked, so a sweep never sees the lock free while its owner lives.
    lock = parent / (Path(tmp).name[1:].removesuffix(".locking") + ".lock")
    os.replace(tmp, lock)
    folder = lock.with_suffix("")
    try:
        folder.mkdir()
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)
        lock.unlink(missing_ok=True)
        handle.close()


@contextlib.contextmanager
def exit_on_sigterm() -> Iterator[None]:
    """In the main thread, SIGTERM raises SystemExit for the block, so ``finally`` clauses run
    (scratch folders removed, browsers closed) instead of the process vanishing mid-way."""
    if threading.current_thread() is not threading.main_thread() or signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL:
        yield
        return

    def stop(signum: int, frame: object) -> None:
        raise SystemExit(128 + signum)

    signal.signal(signal.SIGTERM, stop)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
