"""One row per benchmark task of a loaded dataset, with the record's fields flattened."""

import pyarrow as pa

from iwr_bench.schemas.tables import col

VERSION = 1
KEYS = ("dataset", "task_id")
SCHEMA = pa.schema([
    col("dataset", pa.string(), "Dataset identity: folder path or hf repo@revision.", nullable=False),
    col("dataset_revision", pa.string(), "Hub revision (commit) or content hash of a local folder."),
    col("task_id", pa.int64(), "Benchmark task id.", nullable=False),
    col("interaction_complexity", pa.string(), "Interaction level (L1-L4)."),
    col("visual_complexity", pa.string(), "Visual complexity class."),
    col("domain", pa.string(), "Site domain."),
    col("sub_domain", pa.string(), "Site sub-domain."),
    col("resolution", pa.string(), "Recording resolution WxH."),
    col("width", pa.int32(), "Viewport width in CSS px."),
    col("height", pa.int32(), "Viewport height in CSS px."),
    col("environment", pa.string(), "Recording environment as given (desktop, mobile, ...)."),
    col("platform", pa.string(), "desktop or mobile."),
    col("source_website", pa.string(), "Original site (anonymized label)."),
    col("n_actions", pa.int32(), "Number of actions."),
    col("n_visual_checks", pa.int32(), "Actions with visual_evaluation_flag true."),
    col("n_assertions", pa.int32(), "Actions with a logical assertion."),
    col("n_checkpoints", pa.int32(), "Ground-truth checkpoint files resolved (step_0 included)."),
    col("checkpoint_mapping", pa.string(), "How step files map to actions: per_action, per_visual_action, explicit, none."),
    col("has_video", pa.bool_(), "video.mp4 present."),
    col("content_hash", pa.string(), "Hash of the record and the task folder's files."),
    col("problems", pa.list_(pa.string()), "Validation findings (missing files, unscored states)."),
])
