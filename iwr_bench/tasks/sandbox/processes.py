"""The processes of a sandboxed Chromium: finding them, capping their memory, sweeping orphans.

Every Chromium and chromedriver process a ``Browser`` starts carries its token in the
environment (``TOKEN_VAR``), the crash handlers that double-fork away from the tree included,
so they can all be found, and those of a harness process that is gone (SIGKILLed) killed.

Memory is capped per kind of process with RLIMIT_DATA (writable private memory: heaps,
ArrayBuffers, WebAssembly memory, not address-space reservations): renderers through the
zygote that forks them, and Chromium's own processes (the browser, which holds an
off-the-record context's IndexedDB, Cache Storage and Blob data in memory, and its utility
and GPU processes) directly. Past a cap an allocation fails: inside a page, or by crashing
the process.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from iwr_bench.core import lifeline

TOKEN_VAR = "IWR_BROWSER_TOKEN"
PROFILE_PREFIX = "iwr-chrome-"
# Chromium's own processes, apart from renderers and their zygotes (capped apart).
CHROMIUM_OWN = frozenset({"browser", "utility", "gpu-process"})
CPU_RESCAN_S = 2.0  # how long a CpuClock keeps its list of the browser's processes


def token_owner(token: str) -> int | None:
    """The pid of the harness process a token names (``iwr-<pid>-...``)."""
    parts = token.split("-")
    return int(parts[1]) if len(parts) > 2 and parts[0] == "iwr" and parts[1].isdigit() else None


def token_of(proc: Any) -> str | None:
    """The browser token of a psutil process listed with its name (None: not one of ours)."""
    import psutil

    name = proc.info.get("name") or ""
    if not ("chrom" in name or "crashpad" in name):
        return None
    with contextlib.suppress(psutil.Error):
        return proc.environ().get(TOKEN_VAR)
    return None


def kind_of(args: list[str]) -> str:
    """``browser``, ``renderer``, ``zygote``, ``utility``, ``gpu-process``, ``driver`` ...: what a
    Chromium process is, from its command line."""
    if args and Path(args[0]).name.startswith("chromedriver"):
        return "driver"
    for arg in args:
        if arg.startswith("--type="):
            return arg.split("=", 1)[1]
    return "browser"


def cap_data(pids: Iterable[int], mb: int, kinds: frozenset[str] | set[str]) -> list[str]:
    """Set RLIMIT_DATA to ``mb`` on every process of ``kinds`` among ``pids`` (zygotes: only the
    one that forks renderers, not the unsandboxed one); returns the kinds capped."""
    import psutil

    cap = mb << 20
    capped = []
    for pid in pids:
        with contextlib.suppress(psutil.Error):
            proc = psutil.Process(pid)
            args = proc.cmdline()
            kind = kind_of(args)
            if kind not in kinds or (kind == "zygote" and "--no-zygote-sandbox" in args):
                continue
            if proc.rlimit(psutil.RLIMIT_DATA)[0] != cap:
                proc.rlimit(psutil.RLIMIT_DATA, (cap, cap))
            capped.append(kind)
    return capped


def resident_mb(pids: Iterable[int], kinds: frozenset[str] | set[str]) -> int:
    """Resident memory (MB) of the processes of ``kinds`` among ``pids``, summed."""
    import psutil

    total = 0
    for pid in pids:
        with contextlib.suppress(psutil.Error):
            proc = psutil.Process(pid)
            if kind_of(proc.cmdline()) in kinds:
                total += proc.memory_info().rss
    return total >> 20


def sweep_orphans() -> list[int]:
    """Kill browser processes whose harness process is gone (it was SIGKILLed) and remove
    their profiles; returns their pids."""
    import psutil

    def alive(pid: int) -> bool:
        try:
            return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
        except psutil.Error:
            return False

    orphans = []
    for p in psutil.process_iter(["name"]):
        owner = token_owner(token_of(p) or "")
        if owner is not None and owner != os.getpid() and not alive(owner):
            orphans.append(p)
    profiles = set()
    for p in orphans:
        with contextlib.suppress(psutil.Error):
            profiles |= {a.split("=", 1)[1] for a in p.cmdline() if a.startswith("--user-data-dir=")}
            p.kill()
    psutil.wait_procs(orphans, timeout=5)
    for profile in profiles:
        if Path(profile).name.startswith(PROFILE_PREFIX):
            shutil.rmtree(profile, ignore_errors=True)
    return [p.pid for p in orphans]



def new_profile() -> str:
    """A fresh browser profile folder. The owner's mark in its name: the owner's watchdog removes it even when
    Chromium, the one process that names it, is gone before the watchdog looks (``lifeline.kill_marked``)."""
    owner = os.environ.get(lifeline.OWNER_VAR)
    return tempfile.mkdtemp(prefix=f"{PROFILE_PREFIX}{owner}-" if owner else PROFILE_PREFIX)


def kill_all(pids: Iterable[int], timeout: float = 5.0) -> None:
    """SIGKILL each live process of ``pids`` and wait (up to ``timeout``) for them to be gone."""
    import psutil

    procs = []
    for pid in pids:
        with contextlib.suppress(psutil.Error):
            procs.append(psutil.Process(pid))
    for p in procs:
        with contextlib.suppress(psutil.Error):
            p.kill()
    psutil.wait_procs(procs, timeout=timeout)


class CpuClock:
    """The CPU time (user + system) a browser's live processes have used: the driver's process
    (``driver()``: a ``subprocess.Popen`` or None) and every process below it (the browser, its
    renderers and helpers; crash handlers are off).

    Finding the processes scans the whole process table (about 30 ms of CPU on a busy machine),
    so the list is kept for ``CPU_RESCAN_S``; reading their times costs well under a
    millisecond. A call that waits on a busy machine asks every quarter second."""

    def __init__(self, driver: Callable[[], Any]):
        self.driver = driver
        self._scan: tuple[float, list[Any]] = (float("-inf"), [])

    def seconds(self) -> float:
        import psutil

        now = time.monotonic()
        if now - self._scan[0] > CPU_RESCAN_S:
            proc = self.driver()
            if proc is None:
                return 0.0
            root = psutil.Process(proc.pid)
            self._scan = (now, [root, *root.children(recursive=True)])
        total = 0.0
        for p in self._scan[1]:
            with contextlib.suppress(psutil.Error):
                t = p.cpu_times()
                total += t.user + t.system
        return total
