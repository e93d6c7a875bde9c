"""Two kinds of error: setup problems (one line, what to do) and per-task data problems."""

from __future__ import annotations


class PrerequisiteError(RuntimeError):
    """The environment is not set up (no Chromium, no API key, no DINO weights, bad flags).

    The CLI prints ``str(err)`` on one line, without a traceback, and exits 2.
    """


class TaskDataError(ValueError):
    """A benchmark task's data is malformed. Always names the task and the field."""

    def __init__(self, task_id: object, field: str, problem: str):
        self.task_id = task_id
        self.field = field
        self.problem = problem
        super().__init__(f"task {task_id}: field '{field}': {problem}")
