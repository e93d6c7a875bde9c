"""Every process a harness process starts dies with it, even when it is SIGKILLed.

``hold()`` (once per process; cheap after the first call) marks this process's environment
with ``IWR_OWNER=<pid>.<start time>``, so every process started afterwards carries the mark:
the ephemeral Prefect server, chromedriver, Chromium and its zygotes, renderers and helpers
(which inherit it from chromedriver and Chromium), Dask's local workers. It then starts a
watchdog, a small process in a session of its own, that waits for this one to end (the pipe
it reads closes, its parent changes) and kills every process still carrying the mark, then
removes their ``iwr-`` browser profiles. A later ``hold()`` in any harness process also kills
what an owner that is gone left behind (say, a watchdog that was killed with it).

Chosen over ``PR_SET_PDEATHSIG``, which reaches only a direct child started by our own
``Popen`` (Prefect and Selenium start theirs), fires when the *thread* that started the child
ends, and never reaches grandchildren (Chromium is chromedriver's child, its renderers
Chromium's); and over a process group, which Chromium's helpers and a ``start_new_session``
child leave, and which a ``kill -9`` of the leader leaves alive. The mark lives in
``/proc/<pid>/environ``: what a process was started with, readable by its own user.
"""

from __future__ import annotations

import contextlib
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

OWNER_VAR = "IWR_OWNER"
PROFILE_PREFIX = "iwr-"  # browser profiles the harness makes (tasks/sandbox: iwr-chrome-...)
_lock = threading.Lock()
_watchdog: subprocess.Popen | None = None
_held: tuple[int, str] | None = None  # (pid, token): a forked child holds anew


def _start_ticks(pid: int) -> str | None:
    """When ``pid`` started (clock ticks since boot), or None: gone or a zombie."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = stat.rsplit(")", 1)[1].split()
    return None if fields[0] in ("Z", "X") else fields[19]


def owner_token(pid: int | None = None) -> str:
    """``<pid>.<start time>``: names one process, never a later one that reuses its pid."""
    pid = os.getpid() if pid is None else pid
    return f"{pid}.{_start_ticks(pid)}"


def alive(token: str) -> bool:
    pid, _, ticks = token.partition(".")
    return pid.isdigit() and _start_ticks(int(pid)) == ticks


def owner_of(pid: int) -> str | None:
    """The ``IWR_OWNER`` mark ``pid`` was started with (None: none, or not readable)."""
    try:
        environ = Path(f"/proc/{pid}/environ").read_bytes()
    except OSError:
        return None
    key = OWNER_VAR.encode() + b"="
    for entry in environ.split(b"\0"):
        if entry.startswith(key):
            return entry[len(key):].decode(errors="replace")
    return None


def marked(token: str | None = None) -> dict[int, str]:
    """Live processes carrying a mark (``token``'s only, when given), by pid, but this one."""
    out = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit() and int(entry) != os.getpid():
            owner = owner_of(int(entry))
            if owner and (token is None or owner == token) and _start_ticks(int(entry)):
                out[int(entry)] = owner
    return out


def _profiles(pids: list[int]) -> set[Path]:
    found = set()
    for pid in pids:
        with contextlib.suppress(OSError):
            for arg in Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0"):
                if arg.startswith(b"--user-data-dir="):
                    path = Path(arg.split(b"=", 1)[1].decode(errors="replace"))
                    if path.name.startswith(PROFILE_PREFIX):
                        found.add(path)
    return found


def kill_marked(tokens: set[str], grace_s: float = 2.0, settle_s: float = 30.0) -> list[int]:
    """Kill every process carrying one of ``tokens`` (SIGTERM, then SIGKILL after ``grace_s``)
    and remove their browser profiles once they are gone (waiting up to ``settle_s`` for a process a
    loaded machine is slow to end); returns their pids."""
    killed: list[int] = []
    profiles: set[Path] = set()
    for sig in (signal.SIGTERM, signal.SIGKILL, signal.SIGKILL):
        pids = [pid for pid, owner in marked().items() if owner in tokens]
        if not pids:
            break
        profiles |= _profiles(pids)
        for pid in pids:
            with contextlib.suppress(OSError):
                os.kill(pid, sig)
        killed += [p for p in pids if p not in killed]
        deadline = time.monotonic() + grace_s
        while time.monotonic() < deadline and any(_start_ticks(p) for p in pids):
            time.sleep(0.05)
    # A browser SIGKILLed in the middle of writing its profile may take a while to end on a loaded machine;
    # removing the profile before it has would leave what it writes after (a profile outliving its owner).
    deadline = time.monotonic() + settle_s
    while time.monotonic() < deadline and any(_start_ticks(p) for p in killed):
        time.sleep(0.1)
    # Profiles named after their owner too: the browser that named one may have quit before it was seen.
    temp = Path(tempfile.gettempdir())
    profiles |= {p for token in tokens for p in temp.glob(f"{PROFILE_PREFIX}*-{token}-*") if p.is_dir()}
    for _ in range(10):
        for profile in profiles:
            shutil.rmtree(profile, ignore_errors=True)
        profiles = {p for p in profiles if p.exists()}
        if not profiles:
            break
        time.sleep(0.2)  # a file written while the tree was being removed: remove what is left
    return killed


def sweep_dead_owners() -> list[int]:
    """Kill what owners that are gone left behind (their watchdog died with them)."""
    dead = {owner for owner in marked().values() if not alive(owner)}
    return kill_marked(dead) if dead else []


def hold() -> str:
    """Make every process this one starts from now on die with it; returns its mark."""
    global _watchdog, _held
    with _lock:
        if _held is not None and _held[0] == os.getpid() and os.environ.get(OWNER_VAR) == _held[1] and _watchdog is not None \
                and _watchdog.poll() is None:
            return _held[1]
        sweep_dead_owners()
        token = owner_token()
        env = {k: v for k, v in os.environ.items() if k != OWNER_VAR}
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(Path(__file__).resolve().parents[2]), env.get("PYTHONPATH")]))
        _watchdog = subprocess.Popen([sys.executable, "-m", "iwr_bench.core.lifeline", token, str(os.getpid())], env=env,
                                     stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                     start_new_session=True)
        os.environ[OWNER_VAR] = token
        _held = (os.getpid(), token)
        return token


def watch(token: str, parent: int) -> None:
    """The watchdog: wait until ``parent`` is gone (stdin closes or we are re-parented), then
    kill everything carrying ``token``."""
    for sig in (signal.SIGINT, signal.SIGHUP, signal.SIGPIPE):
        signal.signal(sig, signal.SIG_IGN)
    fd = sys.stdin.fileno()
    while os.getppid() == parent:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if ready and not os.read(fd, 4096):
            break
    kill_marked({token})


if __name__ == "__main__":
    watch(sys.argv[1], int(sys.argv[2]))
