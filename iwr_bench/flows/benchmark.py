"""The flow of one run: load, then the requested stages for every (task, model), then the summary.

Its one parameter is a ``RunRequest`` (a fully defined pydantic model), so Prefect can rebuild
it in a fresh process for a served deployment. No ``from __future__ import annotations`` here:
the annotation is the class itself, so Prefect needs no namespace to resolve it (a string
annotation it could not resolve once failed every served run). Call it through ``iwr_bench.flows.run.run``, which makes
every check first and closes the run's browsers; called directly, the flow checks the request
itself (``iwr_bench.flows.request.prepared``).
"""

from datetime import UTC, datetime
from pathlib import Path

from prefect import flow, task
from prefect.cache_policies import NO_CACHE
from prefect.futures import as_completed

from iwr_bench.flows.load import write_dataset_tables
from iwr_bench.flows.request import Plan, RunRequest, prepared
from iwr_bench.flows.stages import evaluate_pair
from iwr_bench.tasks.report.summary import PairOutcome


@task(name="summarize_run", task_run_name="summary of run {plan.spec.run_id}", cache_policy=NO_CACHE, persist_result=False)
def summarize_run(plan: Plan, outcomes: list[PairOutcome], started: datetime, environment: dict) -> dict:
    from iwr_bench.flows.publish import finish_run

    return finish_run(plan, outcomes, started, environment)


@flow(name="iwr-run", persist_result=False, log_prints=True)
def benchmark_flow(request: RunRequest):
    from prefect.context import TagsContext

    from iwr_bench.core.environment import environment
    from iwr_bench.flows.progress import set_total
    from iwr_bench.flows.publish import run_state, track
    from iwr_bench.flows.resources import close_resources

    started = datetime.now(UTC)
    plan = prepared(request)
    env = environment(plan.spec.chromium, plan.spec.chromedriver)  # the load at the start, before this run adds its own
    # The run's tags (models, judge, protocol) name the flow run only. Task runs inherit the
    # caller's tags context, and a tagged task run asks the server for tag concurrency slots at
    # every start: under load the ephemeral server's SQLite answered those with HTTP 500 and the
    # pairs failed in the harness (tests/test_faults.py, ConcurrencySlotAcquisitionError).
    with TagsContext(current_tags=set()):
        try:
            write_dataset_tables(plan.loaded, Path(plan.spec.warehouse))
            futures = [evaluate_pair.submit(t, m, plan.spec, page, k) for t, m, page, k in plan.pairs]
            set_total(len(futures))
            outcomes = track(as_completed(futures), len(futures), plan.spec.run_id)
            summary = summarize_run(plan, outcomes, started, env)
        finally:
            close_resources(plan.spec.run_id)  # the run's browsers here, whoever started the flow
    return run_state(summary)
