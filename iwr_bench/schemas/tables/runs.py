"""One row per run (written at the end of the run, rewritten when a run is resumed)."""

import pyarrow as pa

from iwr_bench.schemas.tables import col
from iwr_bench.schemas.tables._common import JUDGE, PROTOCOL, RUN_ID

VERSION = 2  # 2: skipped_task_ids, skipped_records (records of the dataset not run)
KEYS = ("run_id",)
SCHEMA = pa.schema([
    RUN_ID,
    col("started_at", pa.timestamp("us", tz="UTC"), "Run start."),
    col("ended_at", pa.timestamp("us", tz="UTC"), "Run end."),
    col("dataset", pa.string(), "Dataset identity."),
    col("dataset_revision", pa.string(), "Dataset revision or content hash."),
    col("models", pa.list_(pa.string()), "Models under test."),
    JUDGE,
    PROTOCOL,
    col("code_version", pa.string(), "Git commit of the harness, when available."),
    col("n_tasks", pa.int32(), "Tasks in the run."),
    col("n_generations", pa.int32(), "Generation rows (task x model)."),
    col("n_failures", pa.int32(), "Failed (task, model) pairs."),
    col("failures_by_kind", pa.string(), "JSON: failure count per error_kind."),
    col("cache_hits", pa.string(), "JSON: per stage, results reused vs computed."),
    col("gt_features_computed", pa.int32(), "Ground-truth OCR/DINO features computed in this run."),
    col("gt_features_reused", pa.int32(), "Ground-truth features reused from the cache."),
    col("judge_errors", pa.int32(), "Judge replies that could not be used."),
    col("total_input_tokens", pa.int64(), "Input tokens over all generations."),
    col("total_output_tokens", pa.int64(), "Output tokens over all generations."),
    col("total_cost_usd", pa.float64(), "Cost over all generations, where LiteLLM knows it."),
    col("state", pa.string(), "Completed, or Failed with a count."),
    col("message", pa.string(), "Summary message, calibration warnings."),
    col("absent_components", pa.list_(pa.string()), "Scorers that were absent (dino, hvs) so figures are not paper-comparable."),
    col("skipped_task_ids", pa.list_(pa.int32()), "Ids of the dataset's records not run because they are unusable (iwr run --skip-invalid)."),
    col("skipped_records", pa.list_(pa.string()), "One line per record not run and why ('task 5: not run: classification.domain: "
        "missing'; a line with no usable id is named by its line)."),
])
