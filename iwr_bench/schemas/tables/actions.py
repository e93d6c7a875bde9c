"""One row per replayed action of a generated page: how the element was found and what happened."""

import pyarrow as pa

from iwr_bench.schemas.tables import col
from iwr_bench.schemas.tables._common import (
    CREATED_AT,
    ERROR_KIND,
    ERROR_MESSAGE,
    MODEL,
    RUN_ID,
    SAMPLE,
    STEP,
    TASK_ID,
)

VERSION = 3  # 2: evidence, confidence, tie (why the locator chose the element); 3: sample
KEYS = ("run_id", "model", "task_id", "sample", "step")
SCHEMA = pa.schema([
    RUN_ID, MODEL, TASK_ID, SAMPLE, STEP,
    col("type", pa.string(), "Action type (Click, Type, Press, Scroll, ...)."),
    col("description", pa.string(), "The action's description."),
    col("method", pa.string(), "How the element was found: fuzzy (the deterministic evidence), llm, single (the only field), focus, page, none."),
    col("chosen", pa.string(), "JSON: chosen element (tag, text, box)."),
    col("match_score", pa.float64(), "Locator score of the chosen element (0-100)."),
    col("runner_up_score", pa.float64(), "Score of the best candidate that is a different element."),
    col("evidence", pa.string(), "JSON list of {kind, detail}: what decided the choice, most important first "
        "(quoted exact, text, synonym, id/class token, nearby label, option, item title, row or card, section, "
        "column, region, role, icon, ordinal, row/column, position, llm, only field)."),
    col("confidence", pa.float64(), "How sure the locator was of the chosen element, 0-1 (NULL when nothing was located)."),
    col("tie", pa.bool_(), "True when the evidence could not separate the chosen element from another (an LLM, "
        "when configured, decided; else the best was taken); protocol strict leaves such a step unscored."),
    col("outcome", pa.string(), "performed, failed or skipped (after an earlier failure)."),
    ERROR_KIND, ERROR_MESSAGE,
    col("wait_s", pa.float64(), "Time waiting for the page to settle."),
    col("action_s", pa.float64(), "Time for perform + wait + screenshot."),
    col("llm_calls", pa.int32(), "LLM grounding calls made for this action."),
    col("dialogs", pa.list_(pa.string()), "Dialogs dismissed during the action."),
    col("navigated_to", pa.string(), "URL the page navigated to, when it left."),
    col("screenshot_path", pa.string(), "Screenshot of the state after the action."),
    col("screenshot_sha256", pa.string(), "sha256 of that screenshot."),
    col("page_text", pa.string(), "Visible text of the page after the action (for the offline judge)."),
    CREATED_AT,
])
