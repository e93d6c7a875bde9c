"""Progress a person can follow: rich bars in the terminal, a progress artifact in the UI.

Stage tasks call ``advance(stage)``; the bars live in the process that started the flow
(thread task runner). On a Dask cluster the workers have no terminal: only the UI's
progress artifact (updated by the flow) shows progress there.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.progress import Progress, TaskID

_lock = threading.Lock()
_progress: Progress | None = None
_bars: dict[str, TaskID] = {}


@contextlib.contextmanager
def stage_bars(stages: dict[str, int | None], enabled: bool = True) -> Iterator[None]:
    """Show one bar per stage (name -> total) while the block runs."""
    global _progress
    if not enabled:
        yield
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    prog = Progress(TextColumn("{task.description:<10}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), transient=False)
    with prog:
        with _lock:
            _progress = prog
            _bars.clear()
            for name, total in stages.items():
                _bars[name] = prog.add_task(name, total=total)
        try:
            yield
        finally:
            with _lock:
                _progress = None


def advance(stage: str, n: int = 1) -> None:
    with _lock:
        if _progress is not None and stage in _bars:
            _progress.advance(_bars[stage], n)


def set_total(total: int) -> None:
    """Every stage bar counts ``total`` (task, model) pairs, known once the dataset is loaded."""
    with _lock:
        if _progress is not None:
            for bar in _bars.values():
                _progress.update(bar, total=total)
