"""One row per run (written at the end of the run, rewritten when a run is resumed)."""

import pyarrow as pa

from iwr_bench.schemas.tables import col
from iwr_bench.schemas.tables._common import JUDGE, PROTOCOL, RUN_ID

VERSION = 3  # 2: skipped_task_ids, skipped_records (records of the dataset not run); 3: not measured, the environment
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
    col("n_failures", pa.int32(), "Failed (task, model) pairs: the model's failures (no page) and those not measured."),
    col("failures_by_kind", pa.string(), "JSON: failure count per error_kind."),
    col("cache_hits", pa.string(), "JSON: per stage, results reused vs computed."),
    col("gt_features_computed", pa.int32(), "Ground-truth OCR/DINO features computed in this run."),
    col("gt_features_reused", pa.int32(), "Ground-truth features reused from the cache."),
    col("judge_errors", pa.int32(), "Judge replies that could not be used."),
    col("total_input_tokens", pa.int64(), "Input tokens over all generations."),
    col("total_output_tokens", pa.int64(), "Output tokens over all generations."),
    col("total_cost_usd", pa.float64(), "Cost over all generations, where LiteLLM knows it."),
    col("n_not_measured", pa.int32(), "(task, model) pairs not measured: an infrastructure failure (error kind of source service or harness); never scored, rerun to measure."),
    col("not_measured_by_kind", pa.string(), "JSON: pairs not measured per error_kind (server_error, overloaded, disk_full, ...)."),
    col("state", pa.string(), "Completed; Incomplete (pairs not measured: rerun the same command); Failed (a bug in the harness)."),
    col("message", pa.string(), "Summary message, calibration warnings."),
    col("absent_components", pa.list_(pa.string()), "Scorers that were absent (dino, hvs) so figures are not paper-comparable."),
    col("python_version", pa.string(), "Python version of the run's process."),
    col("chromium_version", pa.string(), "Chromium version (chromium --version); NULL when it could not be read."),
    col("chromedriver_version", pa.string(), "chromedriver version; NULL when it could not be read."),
    col("package_versions", pa.string(), "JSON: versions of onnxruntime, rapidocr, litellm, prefect and selenium (null: not installed)."),
    col("cpu_model", pa.string(), "CPU model of the machine (/proc/cpuinfo)."),
    col("cpu_count", pa.int32(), "Cores the run's process may use (its CPU affinity)."),
    col("load_at_start", pa.float64(), "One-minute load average when the run started."),
    col("skipped_task_ids", pa.list_(pa.int32()), "Ids of the dataset's records not run because they are unusable (iwr run --skip-invalid)."),
    col("skipped_records", pa.list_(pa.string()), "One line per record not run and why ('task 5: not run: classification.domain: "
        "missing'; a line with no usable id is named by its line)."),
])
