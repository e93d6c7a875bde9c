"""Typed rows, one per warehouse table: what a stage hands to ``iwr_bench.tasks.warehouse.store.write_result``.

The pyarrow schemas in ``schemas/tables/`` are the stored contract (versioned, fingerprinted);
these ``TypedDict``s are the same columns as Python types, for signatures and the type
checker. ``tests/test_rows.py`` checks both ways: every field here is a column of its table
with the matching type, and every key a stage writes is a field. ``total=False``: a stage
writes its own columns, ``iwr_bench.flows.stages.land`` adds the keys (``run_id``, ``model``,
``task_id``, ``sample``) and the warehouse ``created_at``.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict


class DatasetTasksRow(TypedDict, total=False):
    """One ``dataset_tasks`` row (schema version 1)."""

    dataset: str
    dataset_revision: str | None
    task_id: int
    interaction_complexity: str | None
    visual_complexity: str | None
    domain: str | None
    sub_domain: str | None
    resolution: str | None
    width: int | None
    height: int | None
    environment: str | None
    platform: str | None
    source_website: str | None
    n_actions: int | None
    n_visual_checks: int | None
    n_assertions: int | None
    n_checkpoints: int | None
    checkpoint_mapping: str | None
    has_video: bool | None
    content_hash: str | None
    problems: list[str] | None


class DatasetActionsRow(TypedDict, total=False):
    """One ``dataset_actions`` row (schema version 1)."""

    dataset: str
    task_id: int
    step: int
    type: str | None
    description: str | None
    key: str | None
    text: str | None
    direction: str | None
    scroll_page: str | None
    visual_evaluation_flag: bool | None
    logical_assertion: str | None
    checkpoint_path: str | None
    expect: str | None


class RunsRow(TypedDict, total=False):
    """One ``runs`` row (schema version 2)."""

    run_id: str
    started_at: datetime | None
    ended_at: datetime | None
    dataset: str | None
    dataset_revision: str | None
    models: list[str] | None
    judge: str | None
    protocol: str | None
    code_version: str | None
    n_tasks: int | None
    n_generations: int | None
    n_failures: int | None
    failures_by_kind: str | None
    cache_hits: str | None
    gt_features_computed: int | None
    gt_features_reused: int | None
    judge_errors: int | None
    total_input_tokens: int | None
    total_output_tokens: int | None
    total_cost_usd: float | None
    n_not_measured: int | None
    not_measured_by_kind: str | None
    state: str | None
    message: str | None
    absent_components: list[str] | None
    python_version: str | None
    chromium_version: str | None
    chromedriver_version: str | None
    package_versions: str | None
    cpu_model: str | None
    cpu_count: int | None
    load_at_start: float | None
    skipped_task_ids: list[int] | None
    skipped_records: list[str] | None


class GenerationsRow(TypedDict, total=False):
    """One ``generations`` row (schema version 3)."""

    run_id: str
    model: str
    task_id: int
    sample: int
    prompt_version: str | None
    settings_hash: str | None
    cache_key: str | None
    frames_total: int | None
    frames_used: int | None
    frames_dropped: int | None
    sheets_used: int | None
    sheets_dropped: int | None
    input_tokens: int | None
    output_tokens: int | None
    cost_usd: float | None
    latency_s: float | None
    attempts: int | None
    finish_reason: str | None
    truncated: bool | None
    removed: list[str] | None
    error_kind: str | None
    error_message: str | None
    page_path: str | None
    page_sha256: str | None
    raw_path: str | None
    raw_sha256: str | None
    cached: bool | None
    created_at: datetime | None


class ActionsRow(TypedDict, total=False):
    """One ``actions`` row (schema version 3)."""

    run_id: str
    model: str
    task_id: int
    sample: int
    step: int
    type: str | None
    description: str | None
    method: str | None
    chosen: str | None
    match_score: float | None
    runner_up_score: float | None
    evidence: str | None
    confidence: float | None
    tie: bool | None
    outcome: str | None
    error_kind: str | None
    error_message: str | None
    wait_s: float | None
    action_s: float | None
    llm_calls: int | None
    dialogs: list[str] | None
    navigated_to: str | None
    screenshot_path: str | None
    screenshot_sha256: str | None
    page_text: str | None
    created_at: datetime | None


class AssertionsRow(TypedDict, total=False):
    """One ``assertions`` row (schema version 4)."""

    run_id: str
    model: str
    task_id: int
    sample: int
    step: int
    judge: str | None
    protocol: str | None
    protocol_version: str | None
    assertion: str | None
    verdict: str | None
    counts_as: str | None
    reasoning: str | None
    judge_version: str | None
    error_kind: str | None
    cached: bool | None
    parsed_as: str | None
    created_at: datetime | None


class CheckpointsRow(TypedDict, total=False):
    """One ``checkpoints`` row (schema version 4)."""

    run_id: str
    model: str
    task_id: int
    sample: int
    step: int
    judge: str | None
    protocol: str | None
    protocol_version: str | None
    shot_step: int | None
    gt_path: str | None
    gt_sha256: str | None
    shot_path: str | None
    shot_sha256: str | None
    ocr_text_gt: str | None
    ocr_text_shot: str | None
    ocr_score: float | None
    dino_score: float | None
    hvs_score: float | None
    hvs_reasoning: str | None
    hvs_parsed_as: str | None
    lvs: float | None
    score: float | None
    ocr_model: str | None
    dino_model: str | None
    judge_version: str | None
    error_kind: str | None
    created_at: datetime | None


class TaskScoresRow(TypedDict, total=False):
    """One ``task_scores`` row (schema version 4)."""

    run_id: str
    model: str
    task_id: int
    sample: int
    judge: str | None
    protocol: str | None
    protocol_version: str | None
    ifs: float | None
    lvs: float | None
    hvs: float | None
    vfs: float | None
    final: float | None
    n_actions: int | None
    steps_succeeded: int | None
    first_failure: int | None
    first_failure_kind: str | None
    n_checkpoints: int | None
    judge_errors: int | None
    unscored_steps: int | None
    unscored_checkpoints: int | None
    undecided: int | None
    generation_ok: bool | None
    in_average: bool | None
    ocr_model: str | None
    dino_model: str | None
    hvs_present: bool | None
    dino_present: bool | None
    notes: list[str] | None
    paper_comparable: bool | None
    comparability: list[str] | None
    not_measured: str | None
    created_at: datetime | None


# Table name -> its row type.
ROW_TYPES: dict[str, type] = {
    "dataset_tasks": DatasetTasksRow,
    "dataset_actions": DatasetActionsRow,
    "runs": RunsRow,
    "generations": GenerationsRow,
    "actions": ActionsRow,
    "assertions": AssertionsRow,
    "checkpoints": CheckpointsRow,
    "task_scores": TaskScoresRow,
}
