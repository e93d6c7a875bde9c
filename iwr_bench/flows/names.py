"""How task runs are named in the Prefect UI: ``task 3 · iwr/oracle`` for a pair (``task 3 ·
iwr/oracle · sample 2`` for another sample), and ``replay · task 3 · iwr/oracle`` for its stages (the replay and score stages take a page, not a
model; they run inside the pair's task run, which sets the pair here).

``StageName`` is a class, and the pair's context variable is reached only through this module,
so a task shipped to a Dask worker pickles (a closure or a module-level ``ContextVar`` captured
by value does not).
"""

from __future__ import annotations

import contextvars

_PAIR: contextvars.ContextVar[str | None] = contextvars.ContextVar("iwr_pair", default=None)


def pair_name(task_id: object, model: object, sample: int = 0) -> str:
    """``task 3 · iwr/oracle``, and ``· sample 2`` for a sample other than the first."""
    return f"task {task_id} · {model}" + (f" · sample {sample}" if sample else "")


def set_pair(task_id: int, model: str, sample: int = 0) -> None:
    _PAIR.set(pair_name(task_id, model, sample))


class PairName:
    """The ``task_run_name`` of a pair's task run (``pair_name`` of its parameters)."""

    def __call__(self) -> str:
        from prefect.runtime import task_run

        params = task_run.parameters
        return pair_name(getattr(params.get("task"), "task_id", "?"), params.get("model"), params.get("sample") or 0)


class StageName:
    """A Prefect ``task_run_name``: the stage, then the pair it runs for."""

    def __init__(self, stage: str):
        self.stage = stage

    def __call__(self) -> str:
        from prefect.runtime import task_run

        pair = _PAIR.get() or "task {}".format(getattr(task_run.parameters.get("task"), "task_id", "?"))
        return f"{self.stage} · {pair}"
