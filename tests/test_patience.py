"""A time limit counted in CPU time: a busy machine delays a call, only a busy server fails it.

At load 30 on two cores, the oracle's page once failed as the page's fault ("click did not
return within 0.5 s", "screenshot did not return within 5 s; browser killed" ->
``page_unresponsive``) and scored Final 0.30 instead of 1.00. ``call_with_patience`` reads the
CPU time of what serves the call: a server that burns the limit without answering is stuck in
its own work (the page's fault); one that gets no CPU is starved (the machine's).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time

import psutil
import pytest

from iwr_bench.core.deadline import Busy, Starved, call_with_patience


def test_a_prompt_answer_costs_nothing_more():
    calls = []
    assert call_with_patience(lambda: 7, 1.0, lambda: calls.append(1) or 0.0, 5.0) == 7
    assert calls == []  # the server's CPU time is read only for a call that runs past half its limit


def test_a_slow_answer_from_a_starved_server_is_waited_for():
    """Three times the limit in wall time, but no CPU used: the machine was busy, the call goes on."""
    done = threading.Event()
    threading.Timer(0.9, done.set).start()
    assert call_with_patience(lambda: done.wait(5) and "late", 0.3, lambda: 0.0, 5.0, poll_s=0.05) == "late"


def test_a_server_that_burns_its_limit_without_answering_is_busy():
    start = time.monotonic()
    with pytest.raises(Busy) as err:
        call_with_patience(lambda: threading.Event().wait(10), 0.4, lambda: (time.monotonic() - start) * 1.0, 5.0, poll_s=0.02)
    assert 0.35 < time.monotonic() - start < 2.0 and err.value.cpu_s >= 0.2


def test_a_server_without_cpu_past_the_patience_is_starved():
    start = time.monotonic()
    with pytest.raises(Starved, match="the machine is too busy"):
        call_with_patience(lambda: threading.Event().wait(10), 0.2, lambda: 0.0, 0.8, poll_s=0.02)
    assert 0.75 < time.monotonic() - start < 2.0


def test_the_calls_own_error_is_raised():
    with pytest.raises(KeyError):
        call_with_patience(lambda: {}["x"], 1.0, lambda: 0.0, 1.0)


def _spinner():
    return subprocess.Popen([sys.executable, "-c", "while True: pass"])


def _cpu(proc: subprocess.Popen) -> float:
    t = psutil.Process(proc.pid).cpu_times()
    return t.user + t.system


@pytest.mark.parametrize("stopped", [False, True], ids=["spinning", "stopped"])
def test_a_real_process_spinning_is_busy_and_one_stopped_is_starved(stopped):
    """The decision on real processes: one stuck in a loop burns CPU (the page's fault); one the
    kernel does not run (SIGSTOP, as a starved process) burns none (the machine's)."""
    proc = _spinner()
    try:
        if stopped:
            os.kill(proc.pid, signal.SIGSTOP)
        expected = Starved if stopped else Busy
        with pytest.raises(expected):
            # The limit is small against the patience, so a loaded test machine still decides "busy" in time.
            call_with_patience(lambda: proc.wait(60), 0.6, lambda: _cpu(proc), 20.0 if not stopped else 2.0, poll_s=0.05)
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
