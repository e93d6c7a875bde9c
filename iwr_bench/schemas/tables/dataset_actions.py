"""One row per action of a loaded dataset."""

import pyarrow as pa

from iwr_bench.schemas.tables import col

VERSION = 1
KEYS = ("dataset", "task_id", "step")
SCHEMA = pa.schema([
    col("dataset", pa.string(), "Dataset identity: folder path or hf repo@revision.", nullable=False),
    col("task_id", pa.int64(), "Benchmark task id.", nullable=False),
    col("step", pa.int32(), "Action number k (1-based).", nullable=False),
    col("type", pa.string(), "Action type: Click, Type, Press, Scroll, ..."),
    col("description", pa.string(), "Natural-language description the judge sees."),
    col("key", pa.string(), "Key for Press actions."),
    col("text", pa.string(), "Text for Type actions."),
    col("direction", pa.string(), "Scroll direction."),
    col("scroll_page", pa.string(), "Scroll amount in pages."),
    col("visual_evaluation_flag", pa.bool_(), "Whether the state after it gets a visual check."),
    col("logical_assertion", pa.string(), "Assertion in words; NULL when none."),
    col("checkpoint_path", pa.string(), "Resolved ground-truth screenshot; NULL when none."),
    col("expect", pa.string(), "Machine-checkable expectations (JSON), project extension."),
])
