"""The one way stages run: a ``RunRequest`` in, the run summary out.

``run`` checks everything first (``iwr_bench.flows.request.check``: one line per mistake, nothing
written), then runs the flow ``iwr-run`` on the chosen task runner, and closes the run's
browsers and shared resources in a ``finally``. ``iwr run``, ``iwr generate``, ``iwr evaluate``,
``iwr judge`` / ``iwr import-outputs``, the nightly flow and the tests all enter here, with the
same defaults (the settings). ``plan`` makes the same checks and says what ``run`` would do and
how long it should take (``iwr run --plan``), doing none of it.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from iwr_bench.core.errors import PrerequisiteError
from iwr_bench.core.settings import Settings, get_settings
from iwr_bench.flows.request import Plan, RunRequest, check, forget, remember

if TYPE_CHECKING:
    from iwr_bench.tasks.report.estimate import Forecast

__all__ = ["RunRequest", "bars", "forecast", "plan", "run"]


def run(request: RunRequest, *, progress: bool = True, settings: Settings | None = None, wait: bool = False) -> dict[str, Any]:
    """Check ``request``, run its stages, return the summary (the ``runs`` row and the report path).

    One run per run id at a time (``iwr_bench.tasks.warehouse.locks.run_lock``, taken once the checks pass): a
    second is refused with one line (``RunLocked``) or, with ``wait``, waits for the first and is
    checked again (the first may have landed what this one reads), then reuses its cached stages.
    """
    import contextlib
    import logging

    from iwr_bench.flows.prefect_env import check_configured_api
    from iwr_bench.tasks.warehouse.locks import RunLocked, run_lock

    settings = settings or get_settings()
    plan = check(request, settings)
    say_records(plan)
    # Before the lock, which writes below the warehouse: a configured server that is down is one
    # line with nothing written.
    check_configured_api()
    with contextlib.ExitStack() as held:
        try:
            held.enter_context(run_lock(plan.spec.warehouse, plan.spec.run_id))
        except RunLocked as busy:
            if not wait:
                raise
            logging.getLogger("iwr").warning("%s: waiting", str(busy).split(";")[0])
            held.enter_context(run_lock(plan.spec.warehouse, plan.spec.run_id, wait=True))
            plan = check(request, settings)
        return _run(plan, progress)


def say_records(plan: Plan) -> None:
    """Before any work, every record of the selection that will not run (``--skip-invalid``) and every task
    that runs with a problem (a state not scored, an ``expect`` ignored), one line each."""
    import logging

    for line in [*plan.spec.skipped_records, *plan.loaded.caveats(t.task_id for t in plan.tasks)]:
        logging.getLogger("iwr").warning("%s", line)


def _run(plan: Plan, progress: bool) -> dict[str, Any]:
    import contextlib

    Path(plan.spec.prefect_home).mkdir(parents=True, exist_ok=True)
    from iwr_bench.flows.prefect_env import ensure_api

    api = ensure_api()  # an ephemeral server that will not start (or a server gone since): one line
    from prefect import tags  # after ensure_api: Prefect reads its settings on first import

    from iwr_bench.flows.progress import stage_bars
    from iwr_bench.flows.resources import close_resources

    # Bars in a terminal; in a log file (or on Dask) the flow logs progress lines instead.
    shown = progress and plan.spec.task_runner != "dask" and sys.stdout.isatty()
    ahead = forecast(plan) if progress and plan.spec.task_runner != "dask" else None
    remember(plan)
    try:
        with contextlib.ExitStack() as stack:
            flow = _with_runner(plan, api, stack).with_options(flow_run_name=plan.spec.run_id)
            with stage_bars({b: None for b in bars(plan)}, enabled=shown, eta=ahead.eta if ahead and shown else None,
                            headline=f"estimate: {ahead.estimate.line()}" if ahead else None), tags(*run_tags(plan)):
                state = flow(request=plan.request, return_state=True)
    finally:
        forget(plan)
        close_resources(plan.spec.run_id)
    summary = state.result(raise_on_failure=False)
    if isinstance(summary, BaseException):
        raise summary
    return summary


def run_tags(plan: Plan) -> list[str]:
    """The flow run's tags in the UI: its models, judge and protocol (a filter finds them)."""
    spec = plan.spec
    return [*(f"model:{m}" for m in spec.models), f"judge:{spec.judge}", f"protocol:{spec.protocol}", f"stages:{'+'.join(sorted(spec.stages))}"]


def plan(request: RunRequest, *, settings: Settings | None = None) -> Forecast:
    """What ``run(request)`` has left to do and how long it should take here; the same checks, nothing done or written."""
    checked = check(request, settings or get_settings())
    say_records(checked)
    return forecast(checked)


def forecast(checked: Plan) -> Forecast:
    """The work a checked run has left (less what its caches hold) and this machine's rates (``make bench``)."""
    from iwr_bench.tasks.generation.baselines import PROVIDER
    from iwr_bench.tasks.judge.judges import OFFLINE
    from iwr_bench.tasks.report.estimate import Forecast, load_rates, work_for
    from iwr_bench.tasks.scoring.dino import model_path
    from iwr_bench.tasks.scoring.visual import FeatureCache, cached_ground_truth

    spec = checked.spec
    gts = {Path(g) for t in checked.tasks for g in (t.initial_checkpoint, *(a.checkpoint for a in t.actions if a.visual_evaluation_flag)) if g}
    cache = FeatureCache(Path(spec.results) / "cache" / "features")
    # Only pairs with a page replay and meet the judge: a predictions file of 2 pages once planned 265 judge calls.
    paged = [(t, m, k) for t, m, page, k in checked.pairs if spec.source == "generate" or (page is not None and
                                                                                          (spec.source == "import" or page.generation.get("page_path")))]
    work = work_for(checked.tasks, spec.models, pairs=paged, done=_done_pairs(checked) | _answered(checked),
                    gt_cached=cached_ground_truth(sorted(gts), cache) if "score" in spec.stages else (),
                    same_as_ground_truth={f"{PROVIDER}/oracle"} if spec.source != "import" else set(),
                    offline={m for m in spec.models if m.startswith(f"{PROVIDER}/")}, dino=model_path(Path(spec.models_dir)).exists(),
                    llm_judge=spec.judge != OFFLINE, stages=spec.stages, without_page=len(checked.pairs) - len(paged),
                    attempts={"generation": spec.generation_attempts, "judge": spec.judge_budget.attempts if spec.judge_budget else 1})
    rates = load_rates(Path(spec.results))
    if spec.dask_address:  # a cluster's workers bring their own cores: as many evaluations at once as they have threads
        from iwr_bench.flows.cluster import worker_threads

        return Forecast(work, rates, worker_threads(spec.dask_address) or spec.workers, where=f"on the Dask cluster at {spec.dask_address}")
    # A local run's evaluations (threads, or a local cluster's workers) share this machine's cores.
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return Forecast(work, rates, min(spec.workers, cores))


def _answered(checked: Plan) -> set[tuple[int, str, int]]:
    """Generate-only runs: (task, model, sample) whose model answer the generation cache already holds (asked again: nothing)."""
    from iwr_bench.flows.keys import generate_key

    spec = checked.spec
    if spec.source != "generate" or spec.stages != frozenset({"generate"}) or "generate" in spec.refresh:
        return set()
    root = Path(spec.results) / "cache" / "generations"
    return {(t.task_id, m, k) for t, m, _, k in checked.pairs
            if (root / generate_key(t, m, spec, k).removeprefix("generate-") / "meta.json").is_file()}


def _done_pairs(checked: Plan) -> set[tuple[int, str, int]]:
    """(task, model, sample) whose last stage already landed its rows in this run (a resumed run skips them)."""
    from iwr_bench.tasks.warehouse.store import part_exists

    spec = checked.spec
    table, variant = (("task_scores", spec.variant) if "score" in spec.stages else ("actions", None) if "replay" in spec.stages
                      else ("generations", None))
    return {(t.task_id, m, k) for t, m, _, k in checked.pairs
            if part_exists(Path(spec.warehouse), table, run_id=spec.run_id, model=m, task_id=t.task_id, variant=variant, sample=k)}


def bars(plan: Plan) -> list[str]:
    """One progress bar per stage that runs (imported pages: ``import``), then the pairs."""
    page = [plan.spec.source] if plan.spec.source != "run" else []
    return [*page, *(s for s in ("replay", "score") if s in plan.spec.stages), "pairs"]


def _with_runner(plan: Plan, api: str, stack):
    """The flow on the run's task runner. On Dask (``iwr_bench.flows.cluster``) the workers are checked
    first, report to this run's Prefect API (never a server of their own), and hold no browser afterwards."""
    from iwr_bench.flows.benchmark import benchmark_flow

    if plan.spec.task_runner == "threads":
        from prefect.task_runners import ThreadPoolTaskRunner

        return benchmark_flow.with_options(task_runner=ThreadPoolTaskRunner(max_workers=plan.spec.workers))  # type: ignore[arg-type]  # Prefect's with_options wants TaskRunner[PrefectFuture[Any]]; its runners' generics don't match
    try:
        from prefect_dask import DaskTaskRunner
    except ImportError as err:  # pragma: no cover - prefect-dask is a default dependency
        raise PrerequisiteError("prefect-dask is not installed: run `make install`") from err
    from prefect.settings import PREFECT_API_URL, temporary_settings

    from iwr_bench.flows.cluster import Probe, cluster
    from iwr_bench.flows.keys import CODE_ROOTS, stage_code

    spec = plan.spec
    probe = Probe(api_url=api, chromium=spec.chromium, chromedriver=spec.chromedriver, task_folders=tuple(str(t.root) for t in plan.tasks),
                  code=tuple((s, stage_code(s)) for s in CODE_ROOTS))
    address = stack.enter_context(cluster(spec, probe))
    # The flow's settings travel with every task to the workers (Prefect's serialized context):
    # with the API named, a worker reports there instead of starting a temporary server of its own.
    stack.enter_context(temporary_settings(updates={PREFECT_API_URL: api}))
    return benchmark_flow.with_options(task_runner=DaskTaskRunner(address=address))  # type: ignore[arg-type]  # as above
