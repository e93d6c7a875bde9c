"""Load a dataset into the warehouse: read and validate it, then one part per table per dataset.

Dataset parts sit under ``<table>/dataset_key=<slug>/``. The partition is deliberately not
named ``dataset``: DuckDB's hive partitioning would replace the rows' ``dataset`` column (the
full identity, e.g. ``IWR-Bench/IWR-Bench@<commit>``) with the slugged folder name.
"""

from __future__ import annotations

from pathlib import Path

from iwr.prefect_env import configure_prefect

configure_prefect()

from prefect import flow, task  # noqa: E402
from prefect.cache_policies import NO_CACHE  # noqa: E402

from tasks.dataset import LoadedDataset, dataset_rows, load_dataset  # noqa: E402
from tasks.warehouse import write_part  # noqa: E402

PARTITION = "dataset_key"


# Files on disk can change under the same path: never serve a cached load.
@task(name="read-dataset", cache_policy=NO_CACHE, persist_result=False)
def read_dataset(data: str) -> LoadedDataset:
    return load_dataset(data)


@task(name="write-dataset-tables", cache_policy=NO_CACHE, persist_result=False)
def write_dataset_tables(loaded: LoadedDataset, warehouse_root: Path) -> list[Path]:
    if not loaded.tasks:
        return []
    task_rows, action_rows = dataset_rows(loaded)
    part = (PARTITION, loaded.dataset)
    return [
        write_part(warehouse_root, "dataset_tasks", task_rows, partition=part, key=()),
        write_part(warehouse_root, "dataset_actions", action_rows, partition=part, key=()),
    ]


@flow(name="load-dataset", persist_result=False)
def load_dataset_flow(data: str, warehouse_root: str) -> LoadedDataset:
    loaded = read_dataset(data)
    write_dataset_tables(loaded, Path(warehouse_root))
    return loaded
