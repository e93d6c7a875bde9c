"""The main job: load, generate, replay, score, summarise. ``iwr run`` and ``make demo`` call it."""

from __future__ import annotations

from pathlib import Path

from flows.prefect_env import configure_prefect

configure_prefect()

from prefect import flow, task  # noqa: E402
from prefect.cache_policies import NO_CACHE  # noqa: E402
from prefect.futures import as_completed  # noqa: E402
from prefect.states import Completed, Failed  # noqa: E402

from flows.load import read_dataset, write_dataset_tables  # noqa: E402
from flows.stages import PairOutcome, RunConfig, evaluate_pair  # noqa: E402
from tasks.dataset import LoadedDataset  # noqa: E402


@task(name="select_tasks", cache_policy=NO_CACHE, persist_result=False)
def select_tasks(loaded: LoadedDataset, task_ids: list[int] | None) -> list:
    """The tasks to run, checked against the dataset (an unknown id is a clear error)."""
    if not task_ids:
        return list(loaded.tasks)
    return [loaded.task(t) for t in task_ids]


@task(name="summarize_run", cache_policy=NO_CACHE, persist_result=False)
def summarize_run(cfg: RunConfig, loaded: LoadedDataset, outcomes: list[PairOutcome], started) -> dict:
    from flows.publish import finish_run

    return finish_run(cfg, loaded, outcomes, started)


@flow(name="iwr-run", persist_result=False, log_prints=True)
def benchmark_flow(data: str, cfg: RunConfig, task_ids: list[int] | None = None):
    from datetime import UTC, datetime

    from flows.progress import set_total
    from flows.publish import track

    started = datetime.now(UTC)
    loaded = read_dataset(data)
    write_dataset_tables(loaded, Path(cfg.warehouse))
    tasks = select_tasks(loaded, task_ids)
    futures = [evaluate_pair.submit(t, m, cfg) for t in tasks for m in cfg.models]
    set_total(len(futures))
    outcomes = track(as_completed(futures), len(futures), cfg.run_id)
    summary = summarize_run(cfg, loaded, outcomes, started)
    return (Completed if summary["state"] == "Completed" else Failed)(message=summary["message"], data=summary)
