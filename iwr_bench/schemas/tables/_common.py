"""Columns shared by the result tables (keys and provenance)."""

import pyarrow as pa

from iwr_bench.schemas.tables import col

RUN_ID = col("run_id", pa.string(), "Run identifier (also the hive partition).", nullable=False)
MODEL = col("model", pa.string(), "Model under test (LiteLLM model string).", nullable=False)
TASK_ID = col("task_id", pa.int64(), "Benchmark task id (the record's id).", nullable=False)
# Rows made before samples existed have no sample column: they read as sample 0, which is what
# a run without --samples makes (its keys and part names are unchanged).
SAMPLE = col("sample", pa.int32(), "Sample index of the (task, model) generation: 0 to N-1 with --samples N (0 without it).",
             nullable=False, default="0")
STEP = col("step", pa.int32(), "0 = initial state, k = state after action k.", nullable=False)
JUDGE = col("judge", pa.string(), "Judge model (LiteLLM string) or iwr/offline.")
PROTOCOL = col("protocol", pa.string(), "Metric protocol name (paper, strict, reference).")
PROTOCOL_VERSION = col("protocol_version", pa.string(), "Version of the protocol's definitions.")
ERROR_KIND = col("error_kind", pa.string(), "Why it failed (not_found, timeout, judge_error, ...); NULL on success.")
ERROR_MESSAGE = col("error_message", pa.string(), "Human-readable failure detail; NULL on success.")
CREATED_AT = col("created_at", pa.timestamp("us", tz="UTC"), "When the row was written.")
