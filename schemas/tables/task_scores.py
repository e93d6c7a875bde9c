"""One row per (run, model, task, judge, protocol): the task's IFS, LVS, HVS, VFS and Final."""

import pyarrow as pa

from schemas.tables import col
from schemas.tables._common import (
    CREATED_AT,
    JUDGE,
    MODEL,
    PROTOCOL,
    PROTOCOL_VERSION,
    RUN_ID,
    TASK_ID,
)

VERSION = 2
KEYS = ("run_id", "model", "task_id", "judge", "protocol")
SCHEMA = pa.schema([
    RUN_ID, MODEL, TASK_ID, JUDGE, PROTOCOL, PROTOCOL_VERSION,
    col("ifs", pa.float64(), "Interactive functionality score in [0,1]."),
    col("lvs", pa.float64(), "Mean LVS over scored checkpoints; NULL when none."),
    col("hvs", pa.float64(), "Mean HVS over scored checkpoints; NULL when absent."),
    col("vfs", pa.float64(), "Visual fidelity score: mean S over scored checkpoints."),
    col("final", pa.float64(), "alpha*IFS + (1-alpha)*VFS."),
    col("n_actions", pa.int32(), "Actions in the task."),
    col("steps_succeeded", pa.int32(), "f - 1: actions succeeded before the first failure."),
    col("first_failure", pa.int32(), "Step of the first failure; NULL when none failed."),
    col("first_failure_kind", pa.string(), "error_kind of the first failure."),
    col("n_checkpoints", pa.int32(), "Checkpoints scored."),
    col("judge_errors", pa.int32(), "Judge errors in this task."),
    col("unscored_steps", pa.int32(), "Steps left unscored (strict protocol)."),
    col("undecided", pa.int32(), "Assertions the offline judge left undecided (paper counts them as passed)."),
    col("generation_ok", pa.bool_(), "A page was generated."),
    col("ocr_model", pa.string(), "OCR model version."),
    col("dino_model", pa.string(), "DINO model version; NULL when absent."),
    col("hvs_present", pa.bool_(), "HVS judged (false: HVS absent, figures not paper-comparable)."),
    col("dino_present", pa.bool_(), "DINO scored (false: figures not paper-comparable)."),
    col("paper_comparable", pa.bool_(), "Protocol paper with an MLLM judge, DINO and HVS present: comparable with the published table."),
    CREATED_AT,
])
