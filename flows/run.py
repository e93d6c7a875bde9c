"""The one way stages run: a ``RunRequest`` in, the run summary out.

``run`` checks everything first (``flows.request.check``: one line per mistake, nothing
written), then runs the flow ``iwr-run`` on the chosen task runner, and closes the run's
browsers and shared resources in a ``finally``. ``iwr run``, ``iwr generate``, ``iwr evaluate``,
``iwr judge`` / ``iwr import-outputs``, the nightly flow and the tests all enter here, with the
same defaults (the settings).
"""

from __future__ import annotations

import sys
from typing import Any

from core.errors import PrerequisiteError
from core.settings import Settings, get_settings
from flows.request import Plan, RunRequest, check, forget, remember

__all__ = ["RunRequest", "bars", "run"]


def run(request: RunRequest, *, progress: bool = True, settings: Settings | None = None, wait: bool = False) -> dict[str, Any]:
    """Check ``request``, run its stages, return the summary (the ``runs`` row and the report path).

    One run per run id at a time (``tasks.locks.run_lock``, taken once the checks pass): a
    second is refused with one line (``RunLocked``) or, with ``wait``, waits for the first and is
    checked again (the first may have landed what this one reads), then reuses its cached stages.
    """
    import contextlib
    import logging

    from tasks.locks import RunLocked, run_lock

    settings = settings or get_settings()
    plan = check(request, settings)
    with contextlib.ExitStack() as held:
        try:
            held.enter_context(run_lock(plan.cfg.warehouse, plan.cfg.run_id))
        except RunLocked as busy:
            if not wait:
                raise
            logging.getLogger("iwr").warning("%s: waiting", str(busy).split(";")[0])
            held.enter_context(run_lock(plan.cfg.warehouse, plan.cfg.run_id, wait=True))
            plan = check(request, settings)
        return _run(plan, progress)


def _run(plan: Plan, progress: bool) -> dict[str, Any]:
    plan.prefect_home.mkdir(parents=True, exist_ok=True)
    from flows.prefect_env import ensure_api

    ensure_api()  # a configured server that is down, or an ephemeral one that will not start: one line
    from prefect import tags  # after ensure_api: Prefect reads its settings on first import

    from flows.progress import stage_bars
    from flows.resources import close_resources

    flow = _with_runner(plan).with_options(flow_run_name=plan.cfg.run_id)
    # Bars in a terminal; in a log file (or on Dask) the flow logs progress lines instead.
    shown = progress and plan.task_runner != "dask" and sys.stdout.isatty()
    remember(plan)
    try:
        with stage_bars({b: None for b in bars(plan)}, enabled=shown), tags(*run_tags(plan)):
            state = flow(request=plan.request, return_state=True)
    finally:
        forget(plan)
        close_resources()
    summary = state.result(raise_on_failure=False)
    if isinstance(summary, BaseException):
        raise summary
    return summary


def run_tags(plan: Plan) -> list[str]:
    """The flow run's tags in the UI: its models, judge and protocol (a filter finds them)."""
    cfg = plan.cfg
    return [*(f"model:{m}" for m in cfg.models), f"judge:{cfg.judge}", f"protocol:{cfg.protocol}", f"stages:{'+'.join(sorted(cfg.stages))}"]


def bars(plan: Plan) -> list[str]:
    """One progress bar per stage that runs (imported pages: ``import``), then the pairs."""
    page = [plan.cfg.source] if plan.cfg.source != "run" else []
    return [*page, *(s for s in ("replay", "score") if s in plan.cfg.stages), "pairs"]


def _with_runner(plan: Plan):
    from flows.benchmark import benchmark_flow

    if plan.task_runner == "threads":
        from prefect.task_runners import ThreadPoolTaskRunner

        return benchmark_flow.with_options(task_runner=ThreadPoolTaskRunner(max_workers=plan.workers))  # type: ignore[arg-type]  # Prefect's with_options wants TaskRunner[PrefectFuture[Any]]; its runners' generics don't match
    try:
        from prefect_dask import DaskTaskRunner
    except ImportError as err:  # pragma: no cover - prefect-dask is a default dependency
        raise PrerequisiteError("prefect-dask is not installed: run `make install`") from err
    if plan.dask_address:
        return benchmark_flow.with_options(task_runner=DaskTaskRunner(address=plan.dask_address))  # type: ignore[arg-type]  # as above
    return benchmark_flow.with_options(task_runner=DaskTaskRunner(  # type: ignore[arg-type]  # as above
        cluster_kwargs={"n_workers": plan.workers, "threads_per_worker": 1, "processes": True}))
