"""One row per (run, model, task, step, judge, protocol) logical-assertion verdict."""

import pyarrow as pa

from iwr_bench.schemas.tables import col
from iwr_bench.schemas.tables._common import (
    CREATED_AT,
    ERROR_KIND,
    JUDGE,
    MODEL,
    PROTOCOL,
    PROTOCOL_VERSION,
    RUN_ID,
    SAMPLE,
    STEP,
    TASK_ID,
)

VERSION = 4  # 4: sample
KEYS = ("run_id", "model", "task_id", "sample", "step", "judge", "protocol")
SCHEMA = pa.schema([
    RUN_ID, MODEL, TASK_ID, SAMPLE, STEP, JUDGE, PROTOCOL, PROTOCOL_VERSION,
    col("assertion", pa.string(), "The logical assertion in words."),
    col("verdict", pa.string(), "pass, fail, undecided or error."),
    col("counts_as", pa.string(), "How the protocol counts it: pass, fail, unscored."),
    col("reasoning", pa.string(), "The judge's reasoning."),
    col("judge_version", pa.string(), "Judge prompt version and model."),
    ERROR_KIND,
    col("cached", pa.bool_(), "Verdict reused from the judge cache."),
    col("parsed_as", pa.string(), "How the judge's reply was read: json, json_in_text, yes_no (lower confidence), "
        "unparsable (judge_error after the re-asks); NULL when no reply came (the cause is in reasoning) or the judge is offline."),
    CREATED_AT,
])
