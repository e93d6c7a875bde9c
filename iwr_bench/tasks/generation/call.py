"""The generation call: one ``iwr_bench.tasks.llm.complete`` per task, bounded per model.

Failure kinds, retries, attempts (= HTTP calls), NULL usage and cost when unknown all come
from ``iwr_bench.tasks.llm`` (the one call path of every role); this module only adds what is
generation's own: how many requests to one model may be in flight at once.
"""

from __future__ import annotations

import threading

from iwr_bench.core.secrets import scrub

__all__ = ["model_slot", "scrub"]

_semaphores: dict[str, threading.BoundedSemaphore] = {}
_semaphores_lock = threading.Lock()


def model_slot(model: str, concurrency: int) -> threading.BoundedSemaphore:
    """The semaphore that bounds requests in flight to ``model`` (shared by all threads)."""
    with _semaphores_lock:
        if model not in _semaphores:
            _semaphores[model] = threading.BoundedSemaphore(concurrency)
        return _semaphores[model]
