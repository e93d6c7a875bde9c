"""The results warehouse: immutable Parquet parts read through DuckDB views.

* ``store``: ``write_result`` (one atomic part per run, model, task and table), ``connect``
  (every view, damaged parts left out and reported), read-only queries for ``iwr sql``;
* ``parts``: which part files are whole, damaged, or of another schema; quarantine;
* ``doctor``: ``iwr doctor``, every damaged part found and moved aside;
* ``locks``: one run per run id, and scratch folders that outlive no process.
"""

from iwr_bench.tasks.warehouse.doctor import examine
from iwr_bench.tasks.warehouse.locks import RunLocked, owned_folder, run_lock, sweep_folders
from iwr_bench.tasks.warehouse.store import (
    QueryRefused,
    check_query,
    connect,
    connect_readonly,
    query_rows,
    slug,
    write_part,
    write_result,
)

__all__ = ["QueryRefused", "RunLocked", "check_query", "connect", "connect_readonly", "examine", "owned_folder",
           "query_rows", "run_lock", "slug", "sweep_folders", "write_part", "write_result"]
