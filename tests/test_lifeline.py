"""Killing a harness process kills everything it started (iwr_bench.core.lifeline), checked
right after the kill, not only when the next run starts."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from iwr_bench.core import lifeline
from tests.runs import iwr_run

ROOT = Path(__file__).resolve().parent.parent

# A harness stand-in: it holds, then starts a child in a session of its own (out of reach of a
# process-group kill), a grandchild and a double-forked daemon, and says when all are up.
HARNESS = """
    import os, subprocess, sys, time
    from iwr_bench.core import lifeline
    lifeline.hold()
    subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"], start_new_session=True)
    subprocess.Popen(["sh", "-c", "sleep 600 & sleep 600"])
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            os.execvp("sleep", ["sleep", "600"])
        os._exit(0)
    print(os.environ["IWR_OWNER"], flush=True)
    time.sleep(600)
"""


def gone_within(token: str, budget_s: float) -> dict[int, str]:
    deadline = time.monotonic() + budget_s
    while (left := lifeline.marked(token)) and time.monotonic() < deadline:
        time.sleep(0.1)
    return left


def start_harness() -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen([sys.executable, "-c", textwrap.dedent(HARNESS)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    token = proc.stdout.readline().strip()
    assert token.startswith(f"{proc.pid}."), token
    deadline = time.monotonic() + 30
    while len(lifeline.marked(token)) < 5 and time.monotonic() < deadline:  # watchdog excluded: 1 + 2 + 1 (+ sh)
        time.sleep(0.05)
    return proc, token


def test_sigkill_of_the_owner_kills_children_grandchildren_and_daemons():
    proc, token = start_harness()
    started = lifeline.marked(token)
    assert len(started) >= 4, started
    t0 = time.monotonic()
    proc.send_signal(signal.SIGKILL)
    proc.wait(10)
    left = gone_within(token, 20)
    assert not left, f"left behind after a SIGKILL of their owner: {left}"
    print(f"all {len(started)} gone {time.monotonic() - t0:.2f}s after the kill")


def test_a_normal_exit_kills_what_the_owner_forgot():
    proc, token = start_harness()
    proc.send_signal(signal.SIGTERM)  # Python's default: exits at once, no clean-up of its children
    proc.wait(10)
    assert not gone_within(token, 20)


def test_hold_kills_what_a_dead_owner_left_when_its_watchdog_died_too():
    """The watchdog can die with its owner (a kill of both); the next harness process that
    holds kills the orphans."""
    import psutil

    proc, token = start_harness()
    for p in psutil.process_iter():  # the watchdog: `python -m iwr_bench.core.lifeline <token> <pid>`
        try:
            if "iwr_bench.core.lifeline" in p.cmdline() and token in p.cmdline():
                p.kill()
        except psutil.Error:
            pass
    proc.kill()
    proc.wait(10)
    time.sleep(1)
    orphans = set(lifeline.marked(token))
    assert len(orphans) >= 4, "with no watchdog, they outlive their owner"
    assert orphans <= set(lifeline.sweep_dead_owners())
    assert not gone_within(token, 10)


def test_the_mark_names_one_process_not_a_reused_pid():
    assert lifeline.alive(lifeline.owner_token())
    assert not lifeline.alive(f"{os.getpid()}.1")
    assert not lifeline.alive("999999999.1")


@pytest.mark.slow
@pytest.mark.browser
def test_kill_9_of_iwr_run_leaves_no_process_behind(tiny_dataset, tmp_path):
    """Regression: a `kill -9` of `iwr run` left its Prefect server (uvicorn) running, still
    there after the resume. Checked right after the kill: the server, chromedriver and every
    Chromium process are gone."""
    env = {**os.environ, "IWR_WAREHOUSE": str(tmp_path / "wh"), "IWR_RESULTS": str(tmp_path / "results"),
           "IWR_PREFECT_HOME": str(tmp_path / "prefect"), "IWR_REPORT_AFTER_RUN": "false", "PYTHONUNBUFFERED": "1"}
    env.pop("IWR_OWNER", None)
    proc = iwr_run("--data", str(tiny_dataset), "--models", "iwr/oracle,iwr/blank", "--judge", "iwr/offline", "--run-id", "k9",
                   env=env, cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    token = None
    deadline = time.monotonic() + 600
    kinds: set[str] = set()
    while time.monotonic() < deadline and proc.poll() is None:
        token = token or lifeline.owner_token(proc.pid)
        kinds = {_kind(pid) for pid in lifeline.marked(token)}
        if {"uvicorn", "chromedriver", "chromium"} <= kinds:
            break
        time.sleep(0.2)
    assert {"uvicorn", "chromedriver", "chromium"} <= kinds, f"the run ended or never started its browser: {kinds}"
    started = lifeline.marked(token)
    t0 = time.monotonic()
    proc.send_signal(signal.SIGKILL)
    proc.wait(10)
    left = gone_within(token, 30)
    assert not left, f"left behind by a kill -9 of iwr run: {[(pid, _kind(pid)) for pid in left]}"
    print(f"kill -9 of iwr run: all {len(started)} of its processes gone {time.monotonic() - t0:.2f}s after the kill")


def _kind(pid: int) -> str:
    try:
        args = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
    except OSError:
        return "gone"
    text = b" ".join(args).decode(errors="replace")
    for name in ("uvicorn", "chromedriver", "chrom"):
        if name in text:
            return "chromium" if name == "chrom" else name
    return Path(args[0].decode(errors="replace")).name
