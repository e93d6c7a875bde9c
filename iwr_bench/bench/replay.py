"""Replay speed: the judge's quiet-page wait against the published harness's fixed sleeps.

Both loops run in the same judge browser, on the same oracle pages, with the same locator
and the same performers (``iwr_bench.tasks.replay.page``); only the wait differs. The published harness
sleeps 1 s after the page load and, per action, 0.5 s after performing it, 0.5 s before the
screenshot and 0.2 s after it. Each repeat runs the two loops back to back per task, in
alternating order, so load on the machine falls on both alike.
"""

from __future__ import annotations

import contextlib
import tempfile
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from iwr_bench.bench.common import Figure, figure, median, ratio, skipped
from iwr_bench.schemas.record import BenchTask

SECTION = "replay"


@dataclass(frozen=True)
class FixedWaits:
    """The published harness's sleeps (seconds)."""

    after_load: float = 1.0
    after_action: float = 0.5
    before_screenshot: float = 0.5
    after_screenshot: float = 0.2


PUBLISHED_WAITS = FixedWaits()


@dataclass(frozen=True)
class ActionTiming:
    """One action's time split: perform (locate + act), wait, screenshot; ``total_s`` is all of it."""

    task_id: int
    step: int
    method: str  # "quiet" (the judge) or "fixed" (published waits)
    ok: bool
    perform_s: float
    wait_s: float
    screenshot_s: float
    total_s: float
    llm_calls: int = 0


@contextlib.contextmanager
def timed_screenshots() -> Iterator[list[float]]:
    """Record the duration of every ``Browser.screenshot_png`` call made inside the block.

    Instrumentation only: the call itself is unchanged, so the judge's replay can be timed
    per phase without editing it.
    """
    from iwr_bench.tasks.sandbox.browser import Browser

    durations: list[float] = []
    original = Browser.screenshot_png

    def timed(self: Browser) -> bytes:
        t = time.perf_counter()
        try:
            return original(self)
        finally:
            durations.append(time.perf_counter() - t)

    Browser.screenshot_png = timed  # type: ignore[method-assign]
    try:
        yield durations
    finally:
        Browser.screenshot_png = original  # type: ignore[method-assign]


def replay_quiet(task: BenchTask, page: Path, jb: Any, out_dir: Path, shots: list[float]) -> tuple[list[ActionTiming], float]:
    """The judge's own replay (``iwr_bench.tasks.replay.page.replay_page``); returns per-action timings and the load time."""
    from iwr_bench.core.settings import get_settings
    from iwr_bench.tasks.replay.page import replay_page

    timings: list[ActionTiming] = []
    seen = [len(shots)]

    def on_row(row: Mapping[str, Any]) -> None:
        shot_s = sum(shots[seen[0]:])
        seen[0] = len(shots)
        if row["step"] == 0 or row["outcome"] == "skipped":
            return
        total, wait = float(row["action_s"] or 0.0), float(row["wait_s"] or 0.0)
        timings.append(ActionTiming(task.task_id, int(row["step"]), "quiet", row["outcome"] == "performed",
                                    max(0.0, total - wait - shot_s), wait, shot_s, total, int(row["llm_calls"] or 0)))

    result = replay_page(task, page, out_dir, browser=jb, on_row=on_row, grounding_model=get_settings().grounding_model)
    return timings, float(result.rows[0]["action_s"] or 0.0)


# size: one timed loop, its set-up and its figures, read top to bottom
def replay_fixed(task: BenchTask, page: Path, jb: Any, waits: FixedWaits = PUBLISHED_WAITS) -> tuple[list[ActionTiming], float]:
    """The same actions with the published fixed sleeps instead of the quiet-page wait.

    Stops at the first failure, as the published harness does. Returns per-action timings
    and the load time (page load plus the fixed sleep after it, plus the step-0 screenshot).
    """
    from iwr_bench.core.kinds import ActionType
    from iwr_bench.core.settings import get_settings
    from iwr_bench.tasks.replay.actions import PERFORMERS, ActionFailed, Ctx
    from iwr_bench.tasks.replay.page import _served, evaluations_root
    from iwr_bench.tasks.sandbox.browser import Viewport
    from iwr_bench.tasks.sandbox.judge_browser import PageFault
    from iwr_bench.tasks.sandbox.settle import Limits

    limits = Limits()
    timings: list[ActionTiming] = []
    with _served(task, page, evaluations_root(get_settings().results)) as folder:
        jb.server.root = folder
        jb.ensure(Viewport(task.width, task.height, task.is_mobile))
        url = jb.server.url + "index.html"
        t0 = time.perf_counter()

        def get() -> None:
            jb.driver.set_page_load_timeout(limits.load_s)
            jb.driver.get(url)

        def shot() -> bytes:
            return jb.browser.screenshot_png()  # looked up per call: a fault replaces the browser

        try:
            jb.call(get, limits.load_s + 1.0, "load")
            time.sleep(waits.after_load)
            jb.call(shot, limits.screenshot_s, "screenshot")
        except PageFault:
            return timings, time.perf_counter() - t0
        load_s = time.perf_counter() - t0
        for action in task.actions:
            perform = PERFORMERS.get(ActionType(action.type)) if action.type in ActionType.performable() else None
            t0 = time.perf_counter()
            ctx = Ctx(jb, limits, None)
            try:
                if perform is None:
                    raise ActionFailed("unknown_action", action.type)
                perform(ctx, action)
                t1 = time.perf_counter()
                time.sleep(waits.after_action + waits.before_screenshot)
                t2 = time.perf_counter()
                jb.call(shot, limits.screenshot_s, "screenshot")
                t3 = time.perf_counter()
            except (ActionFailed, PageFault):
                t1 = time.perf_counter()
                timings.append(ActionTiming(task.task_id, action.step, "fixed", False, t1 - t0, 0.0, 0.0, t1 - t0))
                break
            time.sleep(waits.after_screenshot)
            t4 = time.perf_counter()
            timings.append(ActionTiming(task.task_id, action.step, "fixed", True, t1 - t0, (t2 - t1) + (t4 - t3), t3 - t2, t4 - t0))
    return timings, load_s


def summarize(quiet: Sequence[ActionTiming], fixed: Sequence[ActionTiming], totals: Sequence[tuple[float, float]],
              loads: Sequence[tuple[float, float]]) -> list[Figure]:
    """Figures from the timings of both loops: per-phase medians over performed actions and ratios.

    ``totals`` and ``loads`` hold (quiet, fixed) seconds per repeat: the whole benchmark's
    replay time and the median load time, so their ratios pair measurements of one repeat.
    """
    out: list[Figure] = []
    ok_q = [t for t in quiet if t.ok]
    ok_f = [t for t in fixed if t.ok]
    for phase in ("total_s", "perform_s", "wait_s", "screenshot_s"):
        label = phase[:-2]
        note = "locate + act + reading the page state (text, dialogs, URL)" if label == "perform" else ""
        out.append(figure(SECTION, f"per action {label}, quiet-page wait (judge)", [getattr(t, phase) for t in ok_q], "s", note))
        out.append(figure(SECTION, f"per action {label}, fixed waits (published)", [getattr(t, phase) for t in ok_f], "s"))
    if ok_q and ok_f:
        out.append(Figure(SECTION, "per action: fixed / quiet (median action time)", ratio(median(t.total_s for t in ok_f), median(t.total_s for t in ok_q)),
                          "x", len(ok_q), "same actions, same browser; >1 means the judge is faster"))
    if totals:
        out.append(figure(SECTION, "all replayed tasks, quiet-page wait", [q for q, _ in totals], "s"))
        out.append(figure(SECTION, "all replayed tasks, fixed waits", [f for _, f in totals], "s"))
        out.append(figure(SECTION, "all replayed tasks: fixed / quiet", [r for q, f in totals if (r := ratio(f, q)) is not None], "x",
                          "ratio per repeat, then the median"))
    if loads:
        out.append(figure(SECTION, "page load + first screenshot, quiet-page wait", [q for q, _ in loads], "s"))
        out.append(figure(SECTION, "page load + first screenshot, fixed 1 s wait", [f for _, f in loads], "s"))
    attempted = list(quiet)
    calls = sum(t.llm_calls for t in attempted)
    out.append(Figure(SECTION, "LLM grounding calls per action", calls / len(attempted) if attempted else None, "calls", len(attempted),
                      f"{calls} calls over {len(attempted)} replayed actions (rows' llm_calls)"))
    failed_q = len(quiet) - len(ok_q)
    failed_f = len(fixed) - len(ok_f)
    out.append(Figure(SECTION, "actions performed, quiet / fixed", float(len(ok_q)), "actions", 1,
                      f"fixed-wait loop performed {len(ok_f)}; failures {failed_q} / {failed_f}"))
    return out


def run(data: Path, *, repeats: int = 3, task_limit: int | None = None) -> list[Figure]:
    """Replay every bundled task's oracle page ``repeats`` times with both loops."""
    from iwr_bench.core.settings import get_settings
    from iwr_bench.tasks.data.dataset import load_dataset
    from iwr_bench.tasks.replay.page import judge_scripts
    from iwr_bench.tasks.sandbox.browser import Viewport
    from iwr_bench.tasks.sandbox.judge_browser import JudgeBrowser

    tasks = [t for t in load_dataset(data).tasks if t.reference_page is not None]
    if task_limit:
        tasks = tasks[:task_limit]
    if not tasks:
        return [skipped(SECTION, "replay", f"no task with a reference page in {data}; build it: iwr author --all benchmarks/iwr-mini")]
    quiet: list[ActionTiming] = []
    fixed: list[ActionTiming] = []
    totals: list[tuple[float, float]] = []
    loads: list[tuple[float, float]] = []
    first = tasks[0]
    with tempfile.TemporaryDirectory(prefix="iwr-bench-replay-") as tmp, timed_screenshots() as shots, \
            JudgeBrowser(Viewport(first.width, first.height, first.is_mobile), judge_scripts()) as jb:
        for r in range(repeats):
            tq = tf = 0.0
            lq: list[float] = []
            lf: list[float] = []
            for i, task in enumerate(tasks):
                page = Path(task.reference_page)  # type: ignore[arg-type]
                order = ("quiet", "fixed") if (r + i) % 2 == 0 else ("fixed", "quiet")
                for which in order:
                    if which == "quiet":
                        rows, load = replay_quiet(task, page, jb, Path(tmp) / str(task.task_id), shots)
                        quiet += rows
                        tq += load + sum(t.total_s for t in rows)
                        lq.append(load)
                    else:
                        rows, load = replay_fixed(task, page, jb)
                        fixed += rows
                        tf += load + sum(t.total_s for t in rows)
                        lf.append(load)
                    jb.reset()
            totals.append((tq, tf))
            loads.append((median(lq), median(lf)))
    figures = summarize(quiet, fixed, totals, loads)
    grounding = get_settings().grounding_model
    return figures + [Figure(SECTION, "replayed", float(len(tasks)), "tasks", repeats,
                             f"oracle pages, {repeats} repeats; grounding model: {grounding or 'none (fuzzy locator only)'}")]
