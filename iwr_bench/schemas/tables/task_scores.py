"""One row per (run, model, task, judge, protocol): the task's IFS, LVS, HVS, VFS and Final."""

import pyarrow as pa

from iwr_bench.schemas.tables import col
from iwr_bench.schemas.tables._common import (
    CREATED_AT,
    JUDGE,
    MODEL,
    PROTOCOL,
    PROTOCOL_VERSION,
    RUN_ID,
    SAMPLE,
    TASK_ID,
)

VERSION = 6  # 4: sample; 5: LVS keeps checkpoints whose rubric failed; undecided verdicts counted under every protocol; 6: not_measured
KEYS = ("run_id", "model", "task_id", "sample", "judge", "protocol")
SCHEMA = pa.schema([
    RUN_ID, MODEL, TASK_ID, SAMPLE, JUDGE, PROTOCOL, PROTOCOL_VERSION,
    col("ifs", pa.float64(), "Interactive functionality score in [0,1] (a task with nothing countable scores 0); NULL only when not measured."),
    col("lvs", pa.float64(), "Mean LVS over scored checkpoints (those whose rubric the judge failed included); 0 when none was scored; "
        "NULL when not measured."),
    col("hvs", pa.float64(), "Mean HVS over the scored checkpoints that have one (0 when none); NULL when HVS is absent from the run "
        "or not measured."),
    col("vfs", pa.float64(), "Visual fidelity score: w*LVS + (1-w)*HVS (the mean S when every checkpoint has its HVS); 0 when none was "
        "scored; NULL when not measured."),
    col("final", pa.float64(), "alpha*IFS + (1-alpha)*VFS; NULL when not measured."),
    col("n_actions", pa.int32(), "Actions in the task."),
    col("steps_succeeded", pa.int32(), "f - 1: actions succeeded before the first failure (unscored steps left out)."),
    col("first_failure", pa.int32(), "Step of the first failure; NULL when none failed."),
    col("first_failure_kind", pa.string(), "error_kind of the first failure."),
    col("n_checkpoints", pa.int32(), "Checkpoints scored, with OCR and DINO evidence (0: no visual credit, counted as no_checkpoint in the leaderboard)."),
    col("judge_errors", pa.int32(), "Judge errors in this task (assertions and rubrics): no verdict behind them; a rerun asks again."),
    col("unscored_steps", pa.int32(), "Actions before the first failure that count neither way: undecided verdicts, judge errors (not under reference), "
        "locator ties (strict)."),
    col("unscored_checkpoints", pa.int32(), "Scored checkpoints whose HVS is missing because the rubric judge failed: their LVS counts, "
        "their HVS and S do not; a rerun asks again."),
    col("undecided", pa.int32(), "Assertions the judge left undecided (the offline judge without evidence): unscored under every protocol."),
    col("generation_ok", pa.bool_(), "A page was generated."),
    col("in_average", pa.bool_(), "The task counts in the benchmark average (false: reference skips a task with no page)."),
    col("ocr_model", pa.string(), "OCR model version."),
    col("dino_model", pa.string(), "DINO model version and view (crop224, whole224); NULL when absent."),
    col("hvs_present", pa.bool_(), "The run's judge scores the HVS rubric (a fact of the run, the same on every task)."),
    col("dino_present", pa.bool_(), "The run had a DINO scorer (a fact of the run, the same on every task)."),
    col("notes", pa.list_(pa.string()), "What the protocol could not reproduce from this replay (reference: Scroll, Press), per step."),
    col("paper_comparable", pa.bool_(), "This task's figures are made as the published table's (iwr_bench.tasks.scoring.published.comparability): "
        "protocol reference, its judge and prompts, DINO, HVS, EasyOCR; the task set is the leaderboard's to check."),
    col("comparability", pa.list_(pa.string()), "Why the figures are not comparable with the published table, in words; empty when they are."),
    col("not_measured", pa.string(), "NULL: measured. Else the infrastructure error_kind that kept the pair from being measured (server_error, "
        "overloaded, judge_error, disk_full, ...): no figure, left out of every average, counted apart; rerun the same command."),
    CREATED_AT,
])
