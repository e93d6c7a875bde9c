"""Bounding a call that may never return (a wedged browser driver, a stalled provider)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any


class DeadlineExceeded(TimeoutError):
    """The call did not return in time; it goes on in a daemon thread that nobody waits for."""


def call_with_deadline(fn: Callable[[], Any], deadline_s: float, name: str = "iwr-call") -> Any:
    """``fn()`` in a daemon thread: its value, its exception, or ``DeadlineExceeded``."""
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["value"] = fn()
        except BaseException as exc:  # noqa: BLE001 - handed to the caller's thread
            box["error"] = exc

    worker = threading.Thread(target=run, name=name, daemon=True)
    worker.start()
    worker.join(deadline_s)
    if worker.is_alive():
        raise DeadlineExceeded(f"no answer within {deadline_s:g} s")
    if "error" in box:
        raise box["error"]
    return box.get("value")


class Busy(DeadlineExceeded):
    """The call ran past its limit while what serves it burned the limit's CPU time: it is stuck
    in its own work (a page's endless script), whatever the load."""

    def __init__(self, limit_s: float, elapsed_s: float, cpu_s: float):
        self.limit_s, self.elapsed_s, self.cpu_s = limit_s, elapsed_s, cpu_s
        super().__init__(f"no answer within {limit_s:g} s while using {cpu_s:.1f} CPU-s (after {elapsed_s:.0f} s): busy in its own work")


class Starved(DeadlineExceeded):
    """The call ran past its limit and its patience without what serves it getting the CPU time
    to finish: the machine was too busy (or what serves it is stopped), not the work too big."""

    def __init__(self, limit_s: float, elapsed_s: float, cpu_s: float):
        self.limit_s, self.elapsed_s, self.cpu_s = limit_s, elapsed_s, cpu_s
        super().__init__(f"no answer within {elapsed_s:.0f} s, and only {cpu_s:.1f} of the {limit_s:g} CPU-s allowed were used: "
                         f"the machine is too busy")


def call_with_patience(fn: Callable[[], Any], limit_s: float, cpu_s: Callable[[], float], patience_s: float,
                       name: str = "iwr-call", poll_s: float = 0.25) -> Any:
    """``fn()`` with a limit measured in the CPU time of what serves it, not in wall time.

    A call that answers within ``limit_s`` (wall) costs nothing more. Past ``limit_s / 2`` the
    CPU time of the server (``cpu_s()``: a browser's processes, say) is read; the call then
    fails as ``Busy`` once the server has used another ``limit_s / 2`` CPU-seconds without
    answering (on an idle machine: at ``limit_s``, as a plain deadline would), and as ``Starved``
    when ``patience_s`` of wall time pass first. A loaded machine thus slows a call down but
    never turns it into the page's failure; it only ends it when even the patience runs out.
    ``cpu_s`` may raise (a server gone): the reading is then taken as no CPU used.
    """
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["value"] = fn()
        except BaseException as exc:  # noqa: BLE001 - handed to the caller's thread
            box["error"] = exc

    def used() -> float:
        try:
            return float(cpu_s())
        except Exception:  # noqa: BLE001 - a server that is gone used nothing more
            return base

    started = time.monotonic()
    worker = threading.Thread(target=run, name=name, daemon=True)
    worker.start()
    worker.join(limit_s / 2)
    base = 0.0
    if worker.is_alive():
        base = used()
        worker.join(max(0.0, started + limit_s - time.monotonic()))
    while worker.is_alive():
        spent, elapsed = used() - base, time.monotonic() - started
        if spent >= limit_s / 2:
            raise Busy(limit_s, elapsed, spent)
        if elapsed >= max(patience_s, limit_s):
            raise Starved(limit_s, elapsed, spent)
        worker.join(poll_s)
    if "error" in box:
        raise box["error"]
    return box.get("value")
