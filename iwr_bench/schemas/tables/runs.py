"""One row per run (written at the end of the run, rewritten when a run is resumed)."""

from iwr_bench.schemas.rows import RunsRow, schema_of

VERSION = 3  # 2: skipped_task_ids, skipped_records (records of the dataset not run); 3: not measured, the environment
KEYS = ("run_id",)
SCHEMA = schema_of(RunsRow)  # the columns: iwr_bench.schemas.rows.RunsRow
