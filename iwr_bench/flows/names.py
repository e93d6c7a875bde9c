"""How task runs are named in the Prefect UI: ``task 3 · iwr/oracle`` for a pair, and
``replay · task 3 · iwr/oracle`` for its stages (the replay and score stages take a page, not a
model; they run inside the pair's task run, which sets the pair here).

``StageName`` is a class, and the pair's context variable is reached only through this module,
so a task shipped to a Dask worker pickles (a closure or a module-level ``ContextVar`` captured
by value does not).
"""

from __future__ import annotations

import contextvars

_PAIR: contextvars.ContextVar[str | None] = contextvars.ContextVar("iwr_pair", default=None)


def set_pair(task_id: int, model: str) -> None:
    _PAIR.set(f"task {task_id} · {model}")


class StageName:
    """A Prefect ``task_run_name``: the stage, then the pair it runs for."""

    def __init__(self, stage: str):
        self.stage = stage

    def __call__(self) -> str:
        from prefect.runtime import task_run

        pair = _PAIR.get() or "task {}".format(getattr(task_run.parameters.get("task"), "task_id", "?"))
        return f"{self.stage} · {pair}"
