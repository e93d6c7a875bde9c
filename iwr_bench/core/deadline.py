"""Bounding a call that may never return (a wedged browser driver, a stalled provider)."""

from __future__ import annotations

import threading
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
