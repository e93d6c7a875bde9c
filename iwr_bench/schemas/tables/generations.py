"""One row per (run, model, task): what the model was asked and what came back."""

from iwr_bench.schemas.rows import GenerationsRow, schema_of

VERSION = 3  # 3: sample
KEYS = ("run_id", "model", "task_id", "sample")
SCHEMA = schema_of(GenerationsRow)  # the columns: iwr_bench.schemas.rows.GenerationsRow
