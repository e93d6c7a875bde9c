"""The results warehouse: immutable Parquet parts read through DuckDB views.

* ``store``: ``write_result`` (one atomic part per run, model, task and table), ``connect``
  (every view, damaged parts and parts of another schema left out and reported);
* ``query``: ``iwr sql``'s queries, read-only for real and bounded in time, memory and rows;
* ``parts``: which part files are whole, damaged, or of another schema; quarantine;
* ``doctor``: ``iwr doctor``, every damaged part found and moved aside;
* ``locks``: one run per run id, and scratch folders that outlive no process.
"""

from iwr_bench.tasks.warehouse.doctor import examine
from iwr_bench.tasks.warehouse.locks import RunLocked, owned_folder, run_lock, sweep_folders
from iwr_bench.tasks.warehouse.query import (
    QueryLimits,
    QueryRefused,
    QueryStopped,
    check_query,
    connect_readonly,
    run_query,
)
from iwr_bench.tasks.warehouse.store import (
    connect,
    query_rows,
    slug,
    write_part,
    write_result,
)

__all__ = ["QueryLimits", "QueryRefused", "QueryStopped", "RunLocked", "check_query", "connect", "connect_readonly", "examine",
           "owned_folder", "query_rows", "run_query", "run_lock", "slug", "sweep_folders", "write_part", "write_result"]
