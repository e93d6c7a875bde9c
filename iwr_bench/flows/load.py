"""Load a dataset into the warehouse: read and validate it, then one part per table per dataset."""

from __future__ import annotations

from pathlib import Path

from prefect import flow, task
from prefect.cache_policies import NO_CACHE

from iwr_bench.tasks.data.dataset import LoadedDataset, load_dataset
from iwr_bench.tasks.data.rows import write_dataset


# Files on disk can change under the same path: never serve a cached load.
@task(name="read-dataset", cache_policy=NO_CACHE, persist_result=False)
def read_dataset(data: str) -> LoadedDataset:
    from iwr_bench.core.settings import get_settings

    s = get_settings()
    return load_dataset(data, hf_repo=s.hf_repo, hf_revision=s.hf_revision)


@task(name="write-dataset-tables", cache_policy=NO_CACHE, persist_result=False)
def write_dataset_tables(loaded: LoadedDataset, warehouse_root: Path) -> list[Path]:
    return write_dataset(loaded, warehouse_root)


@flow(name="load-dataset", persist_result=False)
def load_dataset_flow(data: str, warehouse_root: str) -> LoadedDataset:
    loaded = read_dataset(data)
    write_dataset_tables(loaded, Path(warehouse_root))
    return loaded
