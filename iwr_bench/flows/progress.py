"""Progress a person can follow: rich bars in a terminal, progress lines in a log, an artifact in the UI.

Stage tasks call ``advance(stage)``; the bars live in the process that started the flow
(thread task runner, output to a terminal). Where there are no bars (output piped to a file,
a served or deployed run, the Dask runner, whose workers have no terminal) the flow logs a
progress line at a steady interval instead (``ProgressLines``: pairs done, failed, rate, ETA),
counted in the flow process as pairs finish, so the counts are the same on Dask. The lines go
to the console and, through the ``iwr`` logger, to the run's Logs tab in the Prefect UI.
"""

from __future__ import annotations

import contextlib
import contextvars
import logging
import threading
import time
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

    ``eta(done fraction, elapsed seconds) -> seconds left`` (``iwr_bench.tasks.report.estimate.Forecast.eta``)
    puts the pace and the time left beside the ``pairs`` bar; ``headline`` is printed first.
    """
    global _progress
    if not enabled:
        if headline:  # a log file gets the estimate as a line (the progress lines follow it)
            logging.getLogger("iwr.progress").info("%s", headline)
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

    from iwr_bench.tasks.report.estimate import duration

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


def bars_shown() -> bool:
    """Whether this process shows progress bars now (else the flow logs progress lines)."""
    with _lock:
        return _progress is not None


def progress_line(done: int, failed: int, total: int, elapsed_s: float) -> str:
    """``pairs 12/54 done, 1 failed, 3.1/min, ETA 14 min`` (rate and ETA once a pair is done)."""
    line = f"pairs {done}/{total} done, {failed} failed"
    if done and elapsed_s > 0:
        per_min = 60.0 * done / elapsed_s
        left_s = (total - done) * elapsed_s / done
        line += f", {per_min:.1f}/min, ETA {_duration(left_s)}" if done < total else f", {per_min:.1f}/min, took {_duration(elapsed_s)}"
    return line


def _duration(s: float) -> str:
    if s < 90:
        return f"{s:.0f} s"
    if s < 5400:
        return f"{s / 60:.0f} min"
    return f"{s / 3600:.1f} h"


class ProgressLines:
    """Logs ``progress_line`` every ``interval_s`` from a daemon thread, and once at start and end."""

    def __init__(self, total: int, run_id: str, interval_s: float = 30.0):
        self.total, self.run_id, self.interval_s = total, run_id, interval_s
        self.done = self.failed = 0
        self._start = time.monotonic()
        self._stop = threading.Event()
        self._log = logging.getLogger("iwr.progress")
        ctx = contextvars.copy_context()  # the flow run's context: the lines land on its Logs tab
        self._thread = threading.Thread(target=lambda: ctx.run(self._tick), name="iwr-progress", daemon=True)

    def __enter__(self) -> ProgressLines:
        self.emit()
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(timeout=5)
        self.emit()

    def count(self, failed: bool) -> None:
        self.done += 1
        self.failed += int(failed)

    def emit(self) -> None:
        self._log.info("run %s: %s", self.run_id, progress_line(self.done, self.failed, self.total, time.monotonic() - self._start))

    def _tick(self) -> None:
        while not self._stop.wait(self.interval_s):
            self.emit()
