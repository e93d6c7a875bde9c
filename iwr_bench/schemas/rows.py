"""Typed rows, one per warehouse table: the one definition of every column.

Each field of a row is a column of its table, in the table's order, declared once with its
Arrow type and its documentation: ``step: Annotated[int, Col(pa.int32(), "...")]``. The column
is nullable when the field's type admits ``None``. ``schemas/tables/<table>.py`` builds the
stored pyarrow schema from its row (``schema_of``) and adds the version and the keys; the
fingerprints in ``schemas/fingerprints.json`` guard that contract. Stage functions return these
rows, so the type checker holds a stage to its table's columns; ``tests/test_rows.py`` checks
that the Python type of each field matches its Arrow type and that the keys a stage writes are
columns. ``total=False``: a stage writes its own columns, ``iwr_bench.flows.stages.land`` adds
the keys (``run_id``, ``model``, ``task_id``, ``sample``) and the warehouse ``created_at``.
"""

from __future__ import annotations

import typing
from dataclasses import dataclass
from datetime import datetime
from typing import Annotated, TypedDict

import pyarrow as pa

from iwr_bench.schemas.tables import col


@dataclass(frozen=True)
class Col:
    """A column's Arrow type and documentation (the ``doc`` field metadata, the view's comment).
    ``default``: the SQL value of a column added later (see ``iwr_bench.schemas.tables.col``)."""

    type: pa.DataType
    doc: str
    default: str | None = None


def schema_of(row: type) -> pa.Schema:
    """The pyarrow schema of a row type: its fields in order, each with its ``Col``."""
    fields = []
    for name, hint in typing.get_type_hints(row, include_extras=True).items():
        column = next((m for m in getattr(hint, "__metadata__", ()) if isinstance(m, Col)), None)
        if column is None:
            raise TypeError(f"{row.__name__}.{name}: no column type; declare it as Annotated[<type>, Col(<arrow type>, <doc>)]")
        nullable = type(None) in typing.get_args(typing.get_args(hint)[0])
        fields.append(col(name, column.type, column.doc, nullable=nullable, default=column.default))
    return pa.schema(fields)


# Columns shared by the result tables (keys and provenance).
RunIdCol = Annotated[str, Col(pa.string(), "Run identifier (also the hive partition).")]
ModelCol = Annotated[str, Col(pa.string(), "Model under test (LiteLLM model string).")]
TaskIdCol = Annotated[int, Col(pa.int64(), "Benchmark task id (the record's id).")]
# Rows made before samples existed have no sample column: they read as sample 0, which is what
# a run without --samples makes (its keys and part names are unchanged).
SampleCol = Annotated[int, Col(pa.int32(), "Sample index of the (task, model) generation: 0 to N-1 with --samples N (0 without it).", default="0")]
StepCol = Annotated[int, Col(pa.int32(), "0 = initial state, k = state after action k.")]
JudgeCol = Annotated[str | None, Col(pa.string(), "Judge model (LiteLLM string) or iwr/offline.")]
ProtocolCol = Annotated[str | None, Col(pa.string(), "Metric protocol name (paper, strict, reference).")]
ProtocolVersionCol = Annotated[str | None, Col(pa.string(), "Version of the protocol's definitions.")]
ErrorKindCol = Annotated[str | None, Col(pa.string(), "Why it failed (not_found, timeout, judge_error, ...); NULL on success.")]
ErrorMessageCol = Annotated[str | None, Col(pa.string(), "Human-readable failure detail; NULL on success.")]
CreatedAtCol = Annotated[datetime | None, Col(pa.timestamp("us", tz="UTC"), "When the row was written.")]


class DatasetTasksRow(TypedDict, total=False):
    """One ``dataset_tasks`` row."""

    dataset: Annotated[str, Col(pa.string(), "Dataset identity: folder path or hf repo@revision.")]
    dataset_revision: Annotated[str | None, Col(pa.string(), "Hub revision (commit) or content hash of a local folder.")]
    task_id: Annotated[int, Col(pa.int64(), "Benchmark task id.")]
    interaction_complexity: Annotated[str | None, Col(pa.string(), "Interaction level (L1-L4).")]
    visual_complexity: Annotated[str | None, Col(pa.string(), "Visual complexity class.")]
    domain: Annotated[str | None, Col(pa.string(), "Site domain.")]
    sub_domain: Annotated[str | None, Col(pa.string(), "Site sub-domain.")]
    resolution: Annotated[str | None, Col(pa.string(), "Recording resolution WxH.")]
    width: Annotated[int | None, Col(pa.int32(), "Viewport width in CSS px.")]
    height: Annotated[int | None, Col(pa.int32(), "Viewport height in CSS px.")]
    environment: Annotated[str | None, Col(pa.string(), "Recording environment as given (desktop, mobile, ...).")]
    platform: Annotated[str | None, Col(pa.string(), "desktop or mobile.")]
    source_website: Annotated[str | None, Col(pa.string(), "Original site (anonymized label).")]
    n_actions: Annotated[int | None, Col(pa.int32(), "Number of actions.")]
    n_visual_checks: Annotated[int | None, Col(pa.int32(), "Actions with visual_evaluation_flag true.")]
    n_assertions: Annotated[int | None, Col(pa.int32(), "Actions with a logical assertion.")]
    n_checkpoints: Annotated[int | None, Col(pa.int32(), "Ground-truth checkpoint files resolved (step_0 included).")]
    checkpoint_mapping: Annotated[str | None, Col(pa.string(), "How step files map to actions: per_action, per_visual_action, explicit, none.")]
    has_video: Annotated[bool | None, Col(pa.bool_(), "video.mp4 present.")]
    content_hash: Annotated[str | None, Col(pa.string(), "Hash of the record and the task folder's files.")]
    problems: Annotated[list[str] | None, Col(pa.list_(pa.string()), "Validation findings (missing files, unscored states).")]


class DatasetActionsRow(TypedDict, total=False):
    """One ``dataset_actions`` row."""

    dataset: Annotated[str, Col(pa.string(), "Dataset identity: folder path or hf repo@revision.")]
    task_id: Annotated[int, Col(pa.int64(), "Benchmark task id.")]
    step: Annotated[int, Col(pa.int32(), "Action number k (1-based).")]
    type: Annotated[str | None, Col(pa.string(), "Action type: Click, Type, Press, Scroll, ...")]
    description: Annotated[str | None, Col(pa.string(), "Natural-language description the judge sees.")]
    key: Annotated[str | None, Col(pa.string(), "Key for Press actions.")]
    text: Annotated[str | None, Col(pa.string(), "Text for Type actions.")]
    direction: Annotated[str | None, Col(pa.string(), "Scroll direction.")]
    scroll_page: Annotated[str | None, Col(pa.string(), "Scroll amount in pages.")]
    visual_evaluation_flag: Annotated[bool | None, Col(pa.bool_(), "Whether the state after it gets a visual check.")]
    logical_assertion: Annotated[str | None, Col(pa.string(), "Assertion in words; NULL when none.")]
    checkpoint_path: Annotated[str | None, Col(pa.string(), "Resolved ground-truth screenshot; NULL when none.")]
    expect: Annotated[str | None, Col(pa.string(), "Machine-checkable expectations (JSON), project extension.")]


class RunsRow(TypedDict, total=False):
    """One ``runs`` row."""

    run_id: RunIdCol
    started_at: Annotated[datetime | None, Col(pa.timestamp("us", tz="UTC"), "Run start.")]
    ended_at: Annotated[datetime | None, Col(pa.timestamp("us", tz="UTC"), "Run end.")]
    dataset: Annotated[str | None, Col(pa.string(), "Dataset identity.")]
    dataset_revision: Annotated[str | None, Col(pa.string(), "Dataset revision or content hash.")]
    models: Annotated[list[str] | None, Col(pa.list_(pa.string()), "Models under test.")]
    judge: JudgeCol
    protocol: ProtocolCol
    code_version: Annotated[str | None, Col(pa.string(), "Git commit of the harness, when available.")]
    n_tasks: Annotated[int | None, Col(pa.int32(), "Tasks in the run.")]
    n_generations: Annotated[int | None, Col(pa.int32(), "Generation rows (task x model).")]
    n_failures: Annotated[int | None, Col(pa.int32(), "Failed (task, model) pairs: the model's failures (no page) and those not measured.")]
    failures_by_kind: Annotated[str | None, Col(pa.string(), "JSON: failure count per error_kind.")]
    cache_hits: Annotated[str | None, Col(pa.string(), "JSON: per stage, results reused vs computed.")]
    gt_features_computed: Annotated[int | None, Col(pa.int32(), "Ground-truth OCR/DINO features computed in this run.")]
    gt_features_reused: Annotated[int | None, Col(pa.int32(), "Ground-truth features reused from the cache.")]
    judge_errors: Annotated[int | None, Col(pa.int32(), "Judge replies that could not be used.")]
    total_input_tokens: Annotated[int | None, Col(pa.int64(), "Input tokens over all generations.")]
    total_output_tokens: Annotated[int | None, Col(pa.int64(), "Output tokens over all generations.")]
    total_cost_usd: Annotated[float | None, Col(pa.float64(), "Cost over all generations, where LiteLLM knows it.")]
    n_not_measured: Annotated[int | None, Col(pa.int32(), "(task, model) pairs not measured: an infrastructure failure (error kind of source service or "
        "harness); never scored, rerun to measure.")]
    not_measured_by_kind: Annotated[str | None, Col(pa.string(), "JSON: pairs not measured per error_kind (server_error, overloaded, disk_full, ...).")]
    state: Annotated[str | None, Col(pa.string(), "Completed; Incomplete (pairs not measured: rerun the same command); Failed (a bug in the harness).")]
    message: Annotated[str | None, Col(pa.string(), "Summary message, calibration warnings.")]
    absent_components: Annotated[list[str] | None, Col(pa.list_(pa.string()), "Scorers that were absent (dino, hvs) so figures are not paper-comparable.")]
    python_version: Annotated[str | None, Col(pa.string(), "Python version of the run's process.")]
    chromium_version: Annotated[str | None, Col(pa.string(), "Chromium version (chromium --version); NULL when it could not be read.")]
    chromedriver_version: Annotated[str | None, Col(pa.string(), "chromedriver version; NULL when it could not be read.")]
    package_versions: Annotated[str | None, Col(pa.string(), "JSON: versions of onnxruntime, rapidocr, litellm, prefect and selenium (null: not installed).")]
    cpu_model: Annotated[str | None, Col(pa.string(), "CPU model of the machine (/proc/cpuinfo).")]
    cpu_count: Annotated[int | None, Col(pa.int32(), "Cores the run's process may use (its CPU affinity).")]
    load_at_start: Annotated[float | None, Col(pa.float64(), "One-minute load average when the run started.")]
    skipped_task_ids: Annotated[list[int] | None, Col(pa.list_(pa.int32()), "Ids of the dataset's records not run because they are unusable (iwr run "
        "--skip-invalid).")]
    skipped_records: Annotated[list[str] | None, Col(pa.list_(pa.string()), "One line per record not run and why ('task 5: not run: classification.domain: "
        "missing'; a line with no usable id is named by its line).")]


class GenerationsRow(TypedDict, total=False):
    """One ``generations`` row."""

    run_id: RunIdCol
    model: ModelCol
    task_id: TaskIdCol
    sample: SampleCol
    prompt_version: Annotated[str | None, Col(pa.string(), "Version of the generation prompt.")]
    settings_hash: Annotated[str | None, Col(pa.string(), "Hash of the model settings row used.")]
    cache_key: Annotated[str | None, Col(pa.string(), "Cache key: task content hash, model, prompt version, settings.")]
    frames_total: Annotated[int | None, Col(pa.int32(), "Frames sampled from the video before the budget.")]
    frames_used: Annotated[int | None, Col(pa.int32(), "Frames sent to the model.")]
    frames_dropped: Annotated[int | None, Col(pa.int32(), "Frames thinned out to fit the image budget.")]
    sheets_used: Annotated[int | None, Col(pa.int32(), "Asset contact sheets sent.")]
    sheets_dropped: Annotated[int | None, Col(pa.int32(), "Asset sheets left out so the minimum number of frames fits the image budget.")]
    input_tokens: Annotated[int | None, Col(pa.int64(), "Prompt tokens.")]
    output_tokens: Annotated[int | None, Col(pa.int64(), "Completion tokens.")]
    cost_usd: Annotated[float | None, Col(pa.float64(), "Cost in USD when LiteLLM knows it (on a cached row: the original call's).")]
    latency_s: Annotated[float | None, Col(pa.float64(), "Wall time of the call(s).")]
    attempts: Annotated[int | None, Col(pa.int32(), "API attempts made for this row (0 when answered from the cache or imported).")]
    finish_reason: Annotated[str | None, Col(pa.string(), "Provider finish reason (stop, length, ...).")]
    truncated: Annotated[bool | None, Col(pa.bool_(), "Output detected as truncated (finish reason length, or no closing </html>); the page is kept and judged.")]
    removed: Annotated[list[str] | None, Col(pa.list_(pa.string()), "Iframes and off-host references removed from the page.")]
    error_kind: ErrorKindCol
    error_message: ErrorMessageCol
    page_path: Annotated[str | None, Col(pa.string(), "Generated index.html (NULL when none).")]
    page_sha256: Annotated[str | None, Col(pa.string(), "sha256 of the page.")]
    raw_path: Annotated[str | None, Col(pa.string(), "Raw model response on disk.")]
    raw_sha256: Annotated[str | None, Col(pa.string(), "sha256 of the raw response.")]
    cached: Annotated[bool | None, Col(pa.bool_(), "Answer reused from the generation cache.")]
    created_at: CreatedAtCol


class ActionsRow(TypedDict, total=False):
    """One ``actions`` row."""

    run_id: RunIdCol
    model: ModelCol
    task_id: TaskIdCol
    sample: SampleCol
    step: StepCol
    type: Annotated[str | None, Col(pa.string(), "Action type (Click, Type, Press, Scroll, ...).")]
    description: Annotated[str | None, Col(pa.string(), "The action's description.")]
    method: Annotated[str | None, Col(pa.string(), "How the element was found: fuzzy (the deterministic evidence), llm, single (the only field), focus, page, "
        "none.")]
    chosen: Annotated[str | None, Col(pa.string(), "JSON: chosen element (tag, text, box).")]
    match_score: Annotated[float | None, Col(pa.float64(), "Locator score of the chosen element (0-100).")]
    runner_up_score: Annotated[float | None, Col(pa.float64(), "Score of the best candidate that is a different element.")]
    evidence: Annotated[str | None, Col(pa.string(), "JSON list of {kind, detail}: what decided the choice, most important first (quoted exact, text, synonym, "
        "id/class token, nearby label, option, item title, row or card, section, column, region, role, icon, ordinal, row/column, position, llm, only"
        " field).")]
    confidence: Annotated[float | None, Col(pa.float64(), "Calibrated probability that the chosen element is the one meant, 0-1, as measured "
        "on the grounding corpora (NULL when nothing was located).")]
    tie: Annotated[bool | None, Col(pa.bool_(), "True when the step is undecided: the evidence could not decide and no grounder answer "
        "settled it (the locator's best element was acted on so the replay could go on); protocol strict leaves such a step unscored.")]
    flagged: Annotated[bool | None, Col(pa.bool_(), "True when the confidence was under the calibrated threshold: the grounder was asked "
        "(when configured) or the step left undecided.")]
    runner_up: Annotated[str | None, Col(pa.string(), "JSON: the best other element (tag, role, text, box), its score and its evidence "
        "(NULL when there was none).")]
    outcome: Annotated[str | None, Col(pa.string(), "performed, failed or skipped (after an earlier failure).")]
    error_kind: ErrorKindCol
    error_message: ErrorMessageCol
    wait_s: Annotated[float | None, Col(pa.float64(), "Time waiting for the page to settle.")]
    action_s: Annotated[float | None, Col(pa.float64(), "Time for perform + wait + screenshot.")]
    llm_calls: Annotated[int | None, Col(pa.int32(), "LLM grounding calls made for this action.")]
    dialogs: Annotated[list[str] | None, Col(pa.list_(pa.string()), "Dialogs dismissed during the action.")]
    navigated_to: Annotated[str | None, Col(pa.string(), "URL the page navigated to, when it left.")]
    screenshot_path: Annotated[str | None, Col(pa.string(), "Screenshot of the state after the action.")]
    screenshot_sha256: Annotated[str | None, Col(pa.string(), "sha256 of that screenshot.")]
    page_text: Annotated[str | None, Col(pa.string(), "Visible text of the page after the action (for the offline judge).")]
    created_at: CreatedAtCol


class AssertionsRow(TypedDict, total=False):
    """One ``assertions`` row."""

    run_id: RunIdCol
    model: ModelCol
    task_id: TaskIdCol
    sample: SampleCol
    step: StepCol
    judge: JudgeCol
    protocol: ProtocolCol
    protocol_version: ProtocolVersionCol
    assertion: Annotated[str | None, Col(pa.string(), "The logical assertion in words.")]
    verdict: Annotated[str | None, Col(pa.string(), "pass, fail, undecided or error.")]
    counts_as: Annotated[str | None, Col(pa.string(), "How the protocol counts it: pass, fail, unscored.")]
    reasoning: Annotated[str | None, Col(pa.string(), "The judge's reasoning.")]
    judge_version: Annotated[str | None, Col(pa.string(), "Judge prompt version and model.")]
    error_kind: ErrorKindCol
    cached: Annotated[bool | None, Col(pa.bool_(), "Verdict reused from the judge cache.")]
    parsed_as: Annotated[str | None, Col(pa.string(), "How the judge's reply was read: json, json_in_text, yes_no (lower confidence), unparsable (judge_error "
        "after the re-asks); NULL when no reply came (the cause is in reasoning) or the judge is offline.")]
    created_at: CreatedAtCol


class CheckpointsRow(TypedDict, total=False):
    """One ``checkpoints`` row."""

    run_id: RunIdCol
    model: ModelCol
    task_id: TaskIdCol
    sample: SampleCol
    step: StepCol
    judge: JudgeCol
    protocol: ProtocolCol
    protocol_version: ProtocolVersionCol
    shot_step: Annotated[int | None, Col(pa.int32(), "Replay state compared with the ground truth of step (step itself; under reference the state before the "
        "checked action of list entry step).")]
    gt_path: Annotated[str | None, Col(pa.string(), "Ground-truth checkpoint screenshot.")]
    gt_sha256: Annotated[str | None, Col(pa.string(), "sha256 of the ground truth.")]
    shot_path: Annotated[str | None, Col(pa.string(), "Generated page's screenshot.")]
    shot_sha256: Annotated[str | None, Col(pa.string(), "sha256 of the generated screenshot.")]
    ocr_text_gt: Annotated[str | None, Col(pa.string(), "OCR text of the ground truth (reading order).")]
    ocr_text_shot: Annotated[str | None, Col(pa.string(), "OCR text of the screenshot (reading order).")]
    ocr_score: Annotated[float | None, Col(pa.float64(), "1 - normalized Levenshtein distance of the lower-cased texts.")]
    dino_score: Annotated[float | None, Col(pa.float64(), "DINOv2 CLS cosine clamped to [0,1]; NULL when DINO is absent.")]
    hvs_score: Annotated[float | None, Col(pa.float64(), "MLLM rubric score / 100; NULL when absent or missing (judge_error: the rubric judge failed; asked "
        "again on rerun).")]
    hvs_reasoning: Annotated[str | None, Col(pa.string(), "The rubric judge's reasoning.")]
    hvs_parsed_as: Annotated[str | None, Col(pa.string(), "How the rubric reply was read: json, json_in_text, score_line (a 'Score: N/100' line), no_score "
        "(reference style: no score line, the published 0), unparsable; NULL when no rubric or no reply came.")]
    lvs: Annotated[float | None, Col(pa.float64(), "Low-level visual score: mean of the present OCR and DINO scores.")]
    score: Annotated[float | None, Col(pa.float64(), "S = w*LVS + (1-w)*HVS, over the present parts; NULL when HVS is missing (lvs stays).")]
    ocr_model: Annotated[str | None, Col(pa.string(), "OCR model version.")]
    dino_model: Annotated[str | None, Col(pa.string(), "DINO model version (NULL when absent).")]
    judge_version: Annotated[str | None, Col(pa.string(), "Judge prompt version and model.")]
    error_kind: ErrorKindCol
    created_at: CreatedAtCol


class TaskScoresRow(TypedDict, total=False):
    """One ``task_scores`` row."""

    run_id: RunIdCol
    model: ModelCol
    task_id: TaskIdCol
    sample: SampleCol
    judge: JudgeCol
    protocol: ProtocolCol
    protocol_version: ProtocolVersionCol
    ifs: Annotated[float | None, Col(pa.float64(), "Interactive functionality score in [0,1] (a task with nothing countable scores 0); NULL only when not "
        "measured.")]
    lvs: Annotated[float | None, Col(pa.float64(), "Mean LVS over scored checkpoints (those whose rubric the judge failed included); 0 when none was scored; "
        "NULL when not measured.")]
    hvs: Annotated[float | None, Col(pa.float64(), "Mean HVS over the scored checkpoints that have one (0 when none); NULL when HVS is absent from the run or "
        "not measured.")]
    vfs: Annotated[float | None, Col(pa.float64(), "Visual fidelity score: w*LVS + (1-w)*HVS (the mean S when every checkpoint has its HVS); 0 when none was "
        "scored; NULL when not measured.")]
    final: Annotated[float | None, Col(pa.float64(), "alpha*IFS + (1-alpha)*VFS; NULL when not measured.")]
    n_actions: Annotated[int | None, Col(pa.int32(), "Actions in the task.")]
    steps_succeeded: Annotated[int | None, Col(pa.int32(), "f - 1: actions succeeded before the first failure (unscored steps left out).")]
    first_failure: Annotated[int | None, Col(pa.int32(), "Step of the first failure; NULL when none failed.")]
    first_failure_kind: Annotated[str | None, Col(pa.string(), "error_kind of the first failure.")]
    n_checkpoints: Annotated[int | None, Col(pa.int32(), "Checkpoints scored, with OCR and DINO evidence (0: no visual credit, counted as no_checkpoint in the "
        "leaderboard).")]
    judge_errors: Annotated[int | None, Col(pa.int32(), "Judge errors in this task (assertions and rubrics): no verdict behind them; a rerun asks again.")]
    unscored_steps: Annotated[int | None, Col(pa.int32(), "Actions before the first failure that count neither way: undecided verdicts, judge errors (not under"
        " reference), locator ties (strict).")]
    unscored_checkpoints: Annotated[int | None, Col(pa.int32(), "Scored checkpoints whose HVS is missing because the rubric judge failed: their LVS counts, "
        "their HVS and S do not; a rerun asks again.")]
    undecided: Annotated[int | None, Col(pa.int32(), "Assertions the judge left undecided (the offline judge without evidence): unscored under every protocol.")]
    generation_ok: Annotated[bool | None, Col(pa.bool_(), "A page was generated.")]
    in_average: Annotated[bool | None, Col(pa.bool_(), "The task counts in the benchmark average (false: reference skips a task with no page; paper and strict a task whose every step is unscored).")]
    ocr_model: Annotated[str | None, Col(pa.string(), "OCR model version.")]
    dino_model: Annotated[str | None, Col(pa.string(), "DINO model version and view (crop224, whole224); NULL when absent.")]
    hvs_present: Annotated[bool | None, Col(pa.bool_(), "The run's judge scores the HVS rubric (a fact of the run, the same on every task).")]
    dino_present: Annotated[bool | None, Col(pa.bool_(), "The run had a DINO scorer (a fact of the run, the same on every task).")]
    notes: Annotated[list[str] | None, Col(pa.list_(pa.string()), "What the protocol could not reproduce from this replay (reference: Scroll, Press), per step.")]
    paper_comparable: Annotated[bool | None, Col(pa.bool_(), "This task's figures are made as the published table's "
        "(iwr_bench.tasks.scoring.published.comparability): protocol reference, its judge and prompts, DINO, HVS, EasyOCR; the task set is the "
        "leaderboard's to check.")]
    comparability: Annotated[list[str] | None, Col(pa.list_(pa.string()), "Why the figures are not comparable with the published table, in words; empty when "
        "they are.")]
    not_measured: Annotated[str | None, Col(pa.string(), "NULL: measured. Else the infrastructure error_kind that kept the pair from being measured "
        "(server_error, overloaded, judge_error, disk_full, ...): no figure, left out of every average, counted apart; rerun the same command.")]
    created_at: CreatedAtCol


class VariantKeys(TypedDict):
    """The keys an ``assertions``, ``checkpoints`` and ``task_scores`` row starts from: the pair and the
    variant (judge + protocol) it was scored under; no table of its own."""

    run_id: RunIdCol
    model: ModelCol
    task_id: TaskIdCol
    judge: JudgeCol
    protocol: ProtocolCol


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
