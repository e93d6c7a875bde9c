"""CPU-seconds of a whole process tree: a child run, every process it starts, browsers included.

The measuring process makes itself a *child subreaper* (Linux ``prctl``), so a grandchild
whose parent exits without waiting for it (Chromium under chromedriver, Prefect's ephemeral
server) is re-parented to us instead of to init; after the child exits we reap every
descendant, and ``getrusage(RUSAGE_CHILDREN)`` then holds the user and system time of the
whole tree. ``/usr/bin/time`` loses the CPU of such orphans; sampling with psutil loses the
CPU of short-lived processes between samples.

``python -m iwr_bench.bench.cputree [--json FILE] -- CMD ...`` measures one command from the shell.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

PR_SET_CHILD_SUBREAPER = 36


@dataclass(frozen=True)
class TreeMeasure:
    """One measured command: wall time, the tree's CPU time and peak memory, the load around it."""

    wall_s: float
    user_s: float
    sys_s: float
    peak_mib: float  # summed PSS (RSS where PSS is not available) of the tree, sampled
    peak_breakdown: str
    returncode: int
    load_start: tuple[float, float, float]
    load_end: tuple[float, float, float]
    exact_cpu: bool  # False: no subreaper here, orphans' CPU may be missing
    output_tail: str = ""
    peak_per_kind_mib: dict[str, float] = field(default_factory=dict)
    cpu_by_kind_s: dict[str, float] = field(default_factory=dict)  # sampled (short-lived processes missed): where it went

    @property
    def cpu_s(self) -> float:
        return self.user_s + self.sys_s

    @property
    def cores_busy(self) -> float:
        """Average cores busy over the run: CPU-seconds / wall seconds."""
        return self.cpu_s / self.wall_s if self.wall_s > 0 else 0.0


def become_subreaper() -> bool:
    """Adopt orphaned descendants (Linux only); False where the call is not available."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def _reap_all(deadline_s: float) -> None:
    """Wait for every remaining child (adopted orphans included); kill what outlives ``deadline_s``."""
    import psutil

    end = time.monotonic() + deadline_s
    while True:
        try:
            pid, _status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid:
            continue
        if time.monotonic() > end:
            for p in psutil.Process().children(recursive=True):
                try:
                    p.kill()
                except psutil.Error:
                    pass
            end = time.monotonic() + 10
        time.sleep(0.05)


class CpuByKind:
    """Samples the CPU time of each process of a tree, by ``process_kind``: an approximate split of the exact total."""

    def __init__(self, pid: int, interval_s: float = 0.5):
        import threading

        self.pid, self.interval_s = pid, interval_s
        self.last: dict[int, tuple[str, float]] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="bench-cpu-by-kind", daemon=True)

    def _run(self) -> None:
        import psutil

        from iwr_bench.bench.common import process_kind

        while not self._stop.is_set():
            try:
                root = psutil.Process(self.pid)
                procs = [root, *root.children(recursive=True)]
            except psutil.Error:
                procs = []
            for p in procs:
                try:
                    t = p.cpu_times()
                    kind = self.last[p.pid][0] if p.pid in self.last else process_kind(p.name(), p.cmdline())
                    self.last[p.pid] = (kind, t.user + t.system)
                except psutil.Error:
                    continue
            self._stop.wait(self.interval_s)

    def by_kind(self) -> dict[str, float]:
        out: dict[str, float] = {}
        for kind, cpu in self.last.values():
            out[kind] = out.get(kind, 0.0) + cpu
        return {k: round(v, 1) for k, v in sorted(out.items(), key=lambda kv: -kv[1])}

    def __enter__(self) -> CpuByKind:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


def _load() -> tuple[float, float, float]:
    try:
        a, b, c = os.getloadavg()
        return round(a, 2), round(b, 2), round(c, 2)
    except OSError:
        return (0.0, 0.0, 0.0)


def measure(cmd: Sequence[str], env: dict[str, str] | None = None, *, timeout_s: float | None = None,
            cwd: str | Path | None = None, linger_s: float = 30.0) -> TreeMeasure:
    """Run ``cmd`` to the end and measure its whole process tree.

    Only one measurement may run at a time in a process (``RUSAGE_CHILDREN`` is per
    process); the figures are the difference of it before and after.
    """
    from iwr_bench.bench.common import PeakMemory

    exact = become_subreaper()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    load_start = _load()
    with tempfile.TemporaryFile() as log:
        t0 = time.perf_counter()
        proc = subprocess.Popen(list(cmd), env=env, cwd=cwd, stdout=log, stderr=subprocess.STDOUT)
        with PeakMemory(proc.pid) as pm, CpuByKind(proc.pid) as kinds:
            try:
                rc = proc.wait(timeout=timeout_s)
            except subprocess.TimeoutExpired:
                proc.kill()
                rc = proc.wait()
            except BaseException:
                proc.kill()
                proc.wait()
                _reap_all(0)
                raise
        wall = time.perf_counter() - t0
        _reap_all(linger_s)
        log.seek(0)
        tail = log.read().decode(errors="replace")[-3000:]
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return TreeMeasure(wall, after.ru_utime - before.ru_utime, after.ru_stime - before.ru_stime, pm.peak_mib, pm.breakdown(),
                       rc, load_start, _load(), exact, tail, {k: v / 2**20 for k, v in pm.peak_per_kind.items()}, kinds.by_kind())


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m iwr_bench.bench.cputree", description="CPU-seconds, wall time and peak memory of a command's whole process tree.")
    p.add_argument("--json", help="also write the figures to this file")
    p.add_argument("cmd", nargs=argparse.REMAINDER, help="-- CMD ARGS...")
    args = p.parse_args(argv)
    cmd = args.cmd[1:] if args.cmd[:1] == ["--"] else args.cmd
    if not cmd:
        p.error("no command given")
    m = measure(cmd, dict(os.environ))
    info = {**asdict(m), "cpu_s": m.cpu_s, "cores_busy": m.cores_busy}
    info.pop("output_tail")
    print(m.output_tail[-1500:], file=sys.stderr)
    print(json.dumps(info, indent=1))
    if args.json:
        Path(args.json).write_text(json.dumps({**info, "cmd": cmd}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
