"""The judge's replay: open a page against a task and perform its actions in order.

``replay_page`` serves the page and the task's assets from a per-evaluation folder through
the judge browser's loopback server, loads it (step 0, a ``Load`` row), then for each
action: locate the element (``iwr_bench.tasks.locate.decide``), perform it as a person would (pointer click,
key events), wait until the page is quiet (``iwr_bench.tasks.sandbox.settle``), screenshot ``step_<k>.png``
at exactly the task's resolution, and record one ``actions`` row. After the first failure
the remaining actions are recorded as ``skipped`` (IFS only needs the prefix); their
``error_kind`` repeats the failure that stopped the replay.

Decisions the contract leaves open:

* Navigation to another origin (only the loopback page is reachable, so it lands on an
  error page) fails the action with ``navigated_away``; ``navigated_to`` records the URL.
  Navigation or reload within the page's own origin is recorded but does not fail.
* Dialogs are dismissed (``confirm`` answers false, ``prompt`` null) and ``window.open``
  returns null; both are recorded in ``dialogs``, from the page and from its frames. Links
  and forms that target another window are stopped (recorded as ``window: <url>``): a new
  tab would run the page's code without the judge's instrumentation. Any extra window that
  still appears is closed and recorded, and a dialog raised past the overrides (a page that
  removes them) is dismissed by the driver and recorded as ``dialog: <text>``. A
  ``beforeunload`` prompt never reaches the page's handlers (it would block the driver).
* Each evaluation runs in a browser context of its own and is served from a folder under
  ``<results>/evaluations/`` holding only the page and the task's assets; both are gone
  afterwards, and a folder left by a killed process is swept by the next evaluation.
  The ``Load`` row's description is ``index.html`` (never the server's random port), so
  identical runs give identical rows.
* A driver call that does not return within its limit, counted in the browser's CPU time
  (``JudgeBrowser.call``), means the page hangs: the browser is killed (``page_unresponsive``)
  and a fresh one is started for the next evaluation; a crashed tab is ``page_crashed``.
  Either way the remaining actions are skipped. A call starved by a busy machine past the
  patience (``overloaded``), a browser that died as a whole (``browser_crashed``) or would not
  start (``browser_launch``) are infrastructure: the flow lands the rows but neither caches
  nor scores the replay.
* ``action_s`` covers locate + perform + wait + screenshot (the whole action).
"""

from __future__ import annotations

import contextlib
import shutil
import struct
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Unpack
from urllib.parse import urlsplit

from iwr_bench.core.hashing import sha256_bytes
from iwr_bench.core.kinds import ActionType, ErrorKind, LocateMethod, Outcome, is_infrastructure
from iwr_bench.schemas.record import Action, BenchTask
from iwr_bench.schemas.rows import ActionsRow
from iwr_bench.tasks.locate.decide import (
    LlmFn,
    litellm_grounder,
)
from iwr_bench.tasks.replay.actions import PERFORMERS, ActionFailed, Ctx, record_choice
from iwr_bench.tasks.sandbox.browser import DETERMINISM_JS, BrowserLaunchFailed, Viewport
from iwr_bench.tasks.sandbox.judge_browser import BrowserPool, JudgeBrowser, PageFault
from iwr_bench.tasks.sandbox.settle import Limits, js, page_state, settle
from iwr_bench.tasks.warehouse.locks import exit_on_sigterm, owned_folder


@dataclass(frozen=True)
class Replay:
    """One evaluation's result: the ``actions`` rows (without run_id/model) and the prefix."""

    task_id: int
    out_dir: Path
    rows: tuple[ActionsRow, ...]
    steps_succeeded: int  # f - 1
    first_failure: int | None
    first_failure_kind: str | None
    browser_replaced: bool = False
    timings: dict[str, float] = field(default_factory=dict)

    @property
    def n_actions(self) -> int:
        return len(self.rows) - 1


# ---------------------------------------------------------------- in-page helpers

# ---------------------------------------------------------------- one evaluation
def _png_size(png: bytes) -> tuple[int, int]:
    return struct.unpack(">II", png[16:24]) if png[:8] == b"\x89PNG\r\n\x1a\n" else (0, 0)


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def _strip_fragment(url: str) -> str:
    return url.split("#", 1)[0]


# ---------------------------------------------------------------- performing actions

def _row(**kw: Unpack[ActionsRow]) -> ActionsRow:
    """An ``actions`` row: ``kw`` (at least step, type and description) over the defaults of a performed action."""
    row: ActionsRow = {
        "method": None, "chosen": None,
        "match_score": None, "runner_up_score": None, "evidence": None, "confidence": None, "tie": False, "flagged": False, "runner_up": None,
        "outcome": Outcome.PERFORMED, "error_kind": None,
        "error_message": None, "wait_s": None, "action_s": None, "llm_calls": 0, "dialogs": [],
        "navigated_to": None, "screenshot_path": None, "screenshot_sha256": None, "page_text": None,
    }
    row.update(kw)
    return row


def evaluations_root(results: str | Path) -> Path:
    """Where a run's evaluation folders live: ``<results>/evaluations`` (never the system's /tmp)."""
    return Path(results) / "evaluations"


@contextlib.contextmanager
def _served(task: BenchTask, page_path: Path, root: Path) -> Iterator[Path]:
    """A folder holding only ``index.html`` and the task's ``assets/``; removed afterwards,
    and swept by the next evaluation when a killed process could not remove it."""
    with owned_folder(root, prefix=f"task{task.task_id}-") as folder:
        shutil.copyfile(page_path, folder / "index.html")
        if task.assets_dir is not None and Path(task.assets_dir).is_dir():
            (folder / "assets").symlink_to(Path(task.assets_dir).resolve(), target_is_directory=True)
        yield folder


class _Evaluation:
    def __init__(self, task: BenchTask, jb: JudgeBrowser, out_dir: Path, limits: Limits, llm: LlmFn | None):
        self.task, self.jb, self.out_dir, self.limits, self.llm = task, jb, out_dir, limits, llm
        self.url = jb.server.url + "index.html"
        self.doc: str | None = None
        self.replaced = False

    def observe(self, step: int, row: ActionsRow) -> None:
        """Wait for quiet, read the page's state and take the step's screenshot into ``row``."""
        lim = self.limits
        t = time.monotonic()
        self.jb.call(lambda: settle(self.jb.driver, lim), lim.settle_cap_s + 2.0, "settle")
        row["wait_s"] = round(time.monotonic() - t, 4)
        self._close_extra_windows(row)
        state = self.jb.call(lambda: page_state(self.jb.driver, lim), lim.action_s, "state")
        row["dialogs"] = (row.get("dialogs") or []) + list(state.get("dialogs") or []) + self.jb.take_dialogs()
        row["page_text"] = state.get("text")
        url = state.get("url") or ""
        if state.get("doc") != self.doc or _strip_fragment(url) != self.url:
            if step > 0:
                row["navigated_to"] = url
            self.doc = state.get("doc")
        if _origin(url) != _origin(self.url):
            # An error page (the sandbox refused the host) reports itself, not the target.
            url = self.jb.call(lambda: self.jb.driver.current_url, lim.action_s, "url") or url
            row["navigated_to"] = url
        png = self.jb.call(self.jb.browser.screenshot_png, lim.screenshot_s, "screenshot")  # type: ignore[union-attr]
        size = _png_size(png)
        if size != (self.task.width, self.task.height):
            raise ActionFailed(ErrorKind.TIMEOUT, f"screenshot is {size[0]}x{size[1]}, expected {self.task.resolution}")
        path = self.out_dir / f"step_{step}.png"
        path.write_bytes(png)
        row["screenshot_path"] = str(path)
        row["screenshot_sha256"] = sha256_bytes(png)
        nav = row.get("navigated_to")
        if nav and _origin(nav) != _origin(self.url):
            raise ActionFailed("navigated_away", f"the page navigated to {nav}")

    def _close_extra_windows(self, row: ActionsRow) -> None:
        d = self.jb.driver
        keep = {self.jb.tab, self.jb.browser.anchor if self.jb.browser else None}

        def close() -> list[str]:
            extra = [h for h in d.window_handles if h not in keep]
            closed = []
            for h in extra:
                d.switch_to.window(h)
                closed.append(f"window: {d.current_url[:200]}")
                d.close()
            if extra:
                d.switch_to.window(self.jb.tab)
            return closed

        row["dialogs"] = (row.get("dialogs") or []) + self.jb.call(close, self.limits.action_s, "windows")

    def load(self) -> ActionsRow:
        row = _row(step=0, type=ActionType.LOAD, description="index.html", method=LocateMethod.PAGE)
        t = time.monotonic()
        lim = self.limits
        try:
            def get() -> None:
                # The driver's wall clock must not decide (see JudgeBrowser.call): past the patience.
                self.jb.driver.set_page_load_timeout(lim.patience_s + 30.0)
                self.jb.driver.get(self.url)

            try:
                self.jb.call(get, lim.load_s, "load")
            except PageFault as fault:
                raise PageFault(fault.kind, f"page load: {fault}") from fault
            self.observe(0, row)
        except (PageFault, ActionFailed) as err:
            row.update({"outcome": Outcome.FAILED, "error_kind": getattr(err, "kind", "timeout"), "error_message": str(err)[:500]})
        row["action_s"] = round(time.monotonic() - t, 4)
        return row

    def act(self, action: Action) -> ActionsRow:
        row = _row(step=action.step, type=action.type, description=action.description)
        t = time.monotonic()
        ctx = Ctx(self.jb, self.limits, self.llm)
        try:
            perform = PERFORMERS.get(ActionType(action.type)) if action.type in ActionType.performable() else None
            if perform is None:
                raise ActionFailed(ErrorKind.UNKNOWN_ACTION, f"action type {action.type!r} is not one of {', '.join(ActionType.performable())}")
            done = perform(ctx, action)
            record_choice(row, done["choice"], done["chosen"], done.get("runner_up"))
            self.observe(action.step, row)
        except ActionFailed as err:
            record_choice(row, err.choice, err.chosen, err.runner_up)
            row.update({"outcome": Outcome.FAILED, "error_kind": err.kind, "error_message": str(err)[:500]})
            self._observe_after_failure(action.step, row)
        except PageFault as err:
            row.update({"outcome": Outcome.FAILED, "error_kind": err.kind, "error_message": str(err)[:500]})
            if err.kind == "timeout":
                self._observe_after_failure(action.step, row)
        row["action_s"] = round(time.monotonic() - t, 4)
        return row

    def _observe_after_failure(self, step: int, row: ActionsRow) -> None:
        # The state after a failed action is still worth a screenshot for a person reading the run.
        if not self.jb.alive:
            return
        kind, message = row["error_kind"], row["error_message"]
        try:
            self.observe(step, row)
        except PageFault as fault:
            if is_infrastructure(fault.kind):
                # The machine (not the page) cut the row short: not what a quiet machine records, so
                # the replay must not be cached as the page's failure.
                row.update({"outcome": Outcome.FAILED, "error_kind": fault.kind, "error_message": f"{message}; then {fault}"[:500]})
                return
        except Exception:  # noqa: BLE001, S110 - the failure is recorded already; the screenshot is a courtesy
            pass
        row.update({"outcome": Outcome.FAILED, "error_kind": kind, "error_message": message})


def judge_scripts() -> str:
    """What runs before the page's own scripts: the instrumentation (which draws its document id
    from the real Math.random), then the determinism shim, so the page's first random number is
    the same one the reference site drew when it was authored."""
    return js("instrument") + "\n" + DETERMINISM_JS


def replay_page(task: BenchTask, page_path: str | Path, out_dir: str | Path, *, browser: JudgeBrowser | None = None,
                pool: BrowserPool | None = None, limits: Limits | None = None, llm: LlmFn | None = None,
                grounding_model: str | None = None, evaluations: str | Path | None = None,
                on_row: Callable[[ActionsRow], None] | None = None) -> Replay:
    """Replay ``task``'s actions on ``page_path``; screenshots go to ``out_dir/step_<k>.png``.

    ``browser`` (or one from ``pool``) is reused and left clean; without either a browser is
    started for this evaluation and closed after it. ``llm`` grounds ambiguous descriptions
    (default: ``litellm_grounder(grounding_model)`` when one is named; none: no LLM). ``on_row``
    sees each row as it is made. The page is served from a fresh folder below ``evaluations``
    (default: ``evaluations/`` beside ``out_dir``), removed afterwards.
    """
    page_path = Path(page_path)
    if not page_path.is_file():
        raise FileNotFoundError(f"task {task.task_id}: page {page_path} does not exist")
    limits = limits or Limits()
    if llm is None and grounding_model:
        llm = litellm_grounder(grounding_model)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("step_*.png"):
        old.unlink()  # a rerun must never show an earlier run's screenshots
    viewport = Viewport(task.width, task.height, task.is_mobile)
    with contextlib.ExitStack() as stack:
        stack.enter_context(exit_on_sigterm())  # a terminated `iwr replay` still cleans up
        if browser is not None:
            jb = browser
        elif pool is not None:
            jb = stack.enter_context(pool.acquire(viewport))
        else:
            jb = stack.enter_context(JudgeBrowser(viewport, judge_scripts()))
        if jb.instrument_js is None:
            jb.instrument_js = judge_scripts()
        jb.patience_s = limits.patience_s
        folder = stack.enter_context(_served(task, page_path, Path(evaluations) if evaluations else out.parent / "evaluations"))
        ev = _Evaluation(task, jb, out, limits, llm)
        rows, failed = _perform(task, ev, stack, folder, viewport, on_row or (lambda row: None))
        replaced = not jb.alive  # killed by a fault: the next ``ensure`` starts a fresh one
    times = [r["action_s"] for r in rows[1:] if r["outcome"] == Outcome.PERFORMED and r["action_s"] is not None]
    timings = {"median_action_s": sorted(times)[len(times) // 2] if times else 0.0, "load_s": rows[0]["action_s"] or 0.0}
    first = failed[0] if failed else None
    return Replay(
        task_id=task.task_id, out_dir=out, rows=tuple(rows),
        steps_succeeded=len(task.actions) if first is None else max(0, first - 1),
        first_failure=first, first_failure_kind=failed[1] if failed else None,
        browser_replaced=replaced, timings=timings,
    )


def _perform(task: BenchTask, ev: _Evaluation, stack: contextlib.ExitStack, folder: Path, viewport: Viewport,
             on_row: Callable[[ActionsRow], None]) -> tuple[list[ActionsRow], tuple[int, str | None] | None]:
    """Open the evaluation, load the page, perform the actions until the first failure: the rows
    and the failure (step, kind) that stopped the replay."""
    jb = ev.jb
    try:
        jb.ensure(viewport)
        stack.enter_context(jb.evaluation(folder))
    except (PageFault, BrowserLaunchFailed) as fault:
        # No page has run yet: the browser or the machine failed (harness, transient: not measured).
        kind = fault.kind if isinstance(fault, PageFault) and is_infrastructure(fault.kind) else ErrorKind.BROWSER_LAUNCH
        rows = [_row(step=0, type=ActionType.LOAD, description="index.html", method=LocateMethod.PAGE, outcome=Outcome.FAILED, error_kind=kind,
                     error_message=f"browser start: {fault}"[:500])]
    else:
        rows = [ev.load()]
    on_row(rows[0])
    failed: tuple[int, str | None] | None = (0, rows[0]["error_kind"]) if rows[0]["outcome"] == Outcome.FAILED else None
    for action in task.actions:
        if failed is not None:
            row = _row(step=action.step, type=action.type, description=action.description, outcome=Outcome.SKIPPED, error_kind=failed[1],
                       error_message=f"skipped: step {failed[0]} failed ({failed[1]})")
        else:
            row = ev.act(action)
            if row["outcome"] == Outcome.FAILED:
                failed = (action.step, row["error_kind"])
        rows.append(row)
        on_row(row)
    return rows, failed
