"""One row per benchmark task of a loaded dataset, with the record's fields flattened."""

from iwr_bench.schemas.rows import DatasetTasksRow, schema_of

VERSION = 1
KEYS = ("dataset", "task_id")
SCHEMA = schema_of(DatasetTasksRow)  # the columns: iwr_bench.schemas.rows.DatasetTasksRow
