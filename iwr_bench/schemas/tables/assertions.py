"""One row per (run, model, task, step, judge, protocol) logical-assertion verdict."""

from iwr_bench.schemas.rows import AssertionsRow, schema_of

VERSION = 4  # 4: sample
KEYS = ("run_id", "model", "task_id", "sample", "step", "judge", "protocol")
SCHEMA = schema_of(AssertionsRow)  # the columns: iwr_bench.schemas.rows.AssertionsRow
