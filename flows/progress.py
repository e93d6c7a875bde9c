"""Progress a person can follow: rich bars in the terminal, a progress artifact in the UI.

Stage tasks call ``advance(stage)``; the bars live in the process that started the flow
(thread task runner). On a Dask cluster the workers have no terminal: only the UI's
progress artifact (updated by the flow) shows progress there.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.progress import Progress, TaskID

_lock = threading.Lock()
_progress: Progress | None = None
_bars: dict[str, TaskID] = {}


@contextlib.contextmanager
def stage_bars(stages: dict[str, int | None], enabled: bool = True, *, eta: Callable[[float, float], float] | None = None,
               headline: str | None = None) -> Iterator[None]:
    """Show one bar per stage (name -> total) while the block runs.

    ``eta(done fraction, elapsed seconds) -> seconds left`` (``tasks.estimate.Forecast.eta``)
    puts the pace and the time left beside the ``pairs`` bar; ``headline`` is printed first.
    """
    global _progress
    if not enabled:
        yield
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    columns = [TextColumn("{task.description:<10}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn()]
    prog = Progress(*columns, *([_eta_column(eta)] if eta else []), transient=False)
    with prog:
        if headline:
            prog.console.print(headline, highlight=False)
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


def _eta_column(eta: Callable[[float, float], float]):
    """Pairs a minute and the time left, on the ``pairs`` bar only (the estimate until a tenth is done, then the pace)."""
    from rich.progress import ProgressColumn
    from rich.text import Text

    from tasks.estimate import duration

    class Eta(ProgressColumn):
        def render(self, task) -> Text:
            if task.description != "pairs" or task.elapsed is None:
                return Text("")
            done = task.completed / task.total if task.total else 0.0
            pace = f"{task.completed / task.elapsed * 60:.1f} pairs/min, " if task.completed and task.elapsed else ""
            return Text(f"{pace}ETA {duration(eta(done, task.elapsed))}", style="progress.remaining")

    return Eta()


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
