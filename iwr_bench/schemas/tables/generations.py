"""One row per (run, model, task): what the model was asked and what came back."""

import pyarrow as pa

from iwr_bench.schemas.tables import col
from iwr_bench.schemas.tables._common import (
    CREATED_AT,
    ERROR_KIND,
    ERROR_MESSAGE,
    MODEL,
    RUN_ID,
    SAMPLE,
    TASK_ID,
)

VERSION = 3  # 3: sample
KEYS = ("run_id", "model", "task_id", "sample")
SCHEMA = pa.schema([
    RUN_ID, MODEL, TASK_ID, SAMPLE,
    col("prompt_version", pa.string(), "Version of the generation prompt."),
    col("settings_hash", pa.string(), "Hash of the model settings row used."),
    col("cache_key", pa.string(), "Cache key: task content hash, model, prompt version, settings."),
    col("frames_total", pa.int32(), "Frames sampled from the video before the budget."),
    col("frames_used", pa.int32(), "Frames sent to the model."),
    col("frames_dropped", pa.int32(), "Frames thinned out to fit the image budget."),
    col("sheets_used", pa.int32(), "Asset contact sheets sent."),
    col("sheets_dropped", pa.int32(), "Asset sheets left out so the minimum number of frames fits the image budget."),
    col("input_tokens", pa.int64(), "Prompt tokens."),
    col("output_tokens", pa.int64(), "Completion tokens."),
    col("cost_usd", pa.float64(), "Cost in USD when LiteLLM knows it (on a cached row: the original call's)."),
    col("latency_s", pa.float64(), "Wall time of the call(s)."),
    col("attempts", pa.int32(), "API attempts made for this row (0 when answered from the cache or imported)."),
    col("finish_reason", pa.string(), "Provider finish reason (stop, length, ...)."),
    col("truncated", pa.bool_(), "Output detected as truncated (finish reason length, or no closing </html>); the page is kept and judged."),
    col("removed", pa.list_(pa.string()), "Iframes and off-host references removed from the page."),
    ERROR_KIND, ERROR_MESSAGE,
    col("page_path", pa.string(), "Generated index.html (NULL when none)."),
    col("page_sha256", pa.string(), "sha256 of the page."),
    col("raw_path", pa.string(), "Raw model response on disk."),
    col("raw_sha256", pa.string(), "sha256 of the raw response."),
    col("cached", pa.bool_(), "Answer reused from the generation cache."),
    CREATED_AT,
])
