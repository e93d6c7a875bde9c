"""One row per replayed action of a generated page: how the element was found and what happened."""

from iwr_bench.schemas.rows import ActionsRow, schema_of

VERSION = 4  # 2: evidence, confidence, tie (why the locator chose the element); 3: sample; 4: flagged, runner_up
KEYS = ("run_id", "model", "task_id", "sample", "step")
SCHEMA = schema_of(ActionsRow)  # the columns: iwr_bench.schemas.rows.ActionsRow
