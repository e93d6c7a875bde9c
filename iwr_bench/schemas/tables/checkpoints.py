"""One row per scored checkpoint: the ground truth of state ``step`` vs the generated page's screenshot of state ``shot_step``."""

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
    col("shot_step", pa.int32(), "Replay state compared with the ground truth of step (step itself; step - 1 under reference)."),
    col("gt_path", pa.string(), "Ground-truth checkpoint screenshot."),
    col("gt_sha256", pa.string(), "sha256 of the ground truth."),
    col("shot_path", pa.string(), "Generated page's screenshot."),
    col("shot_sha256", pa.string(), "sha256 of the generated screenshot."),
    col("ocr_text_gt", pa.string(), "OCR text of the ground truth (reading order)."),
    col("ocr_text_shot", pa.string(), "OCR text of the screenshot (reading order)."),
    col("ocr_score", pa.float64(), "1 - normalized Levenshtein distance of the lower-cased texts."),
    col("dino_score", pa.float64(), "DINOv2 CLS cosine clamped to [0,1]; NULL when DINO is absent."),
    col("hvs_score", pa.float64(), "MLLM rubric score / 100; NULL when absent or judge_error."),
    col("hvs_reasoning", pa.string(), "The rubric judge's reasoning."),
    col("hvs_parsed_as", pa.string(), "How the rubric reply was read: json, json_in_text, score_line (a 'Score: N/100' line), "
        "no_score (reference style: no score line, the published 0), unparsable; NULL when no rubric or no reply came."),
    col("lvs", pa.float64(), "Low-level visual score: mean of the present OCR and DINO scores."),
    col("score", pa.float64(), "S = w*LVS + (1-w)*HVS, over the present parts."),
    col("ocr_model", pa.string(), "OCR model version."),
    col("dino_model", pa.string(), "DINO model version (NULL when absent)."),
    col("judge_version", pa.string(), "Judge prompt version and model."),
    ERROR_KIND,
    CREATED_AT,
])
