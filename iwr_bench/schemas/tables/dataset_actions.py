"""One row per action of a loaded dataset."""

from iwr_bench.schemas.rows import DatasetActionsRow, schema_of

VERSION = 1
KEYS = ("dataset", "task_id", "step")
SCHEMA = schema_of(DatasetActionsRow)  # the columns: iwr_bench.schemas.rows.DatasetActionsRow
