"""The raw dataset record (as published in ``data.jsonl``) and the frozen ``BenchTask`` built from it.

``RawRecord`` mirrors one JSON line; ``iwr_bench.tasks.data.folders.build_task`` turns it into a ``BenchTask``
with resolved paths. Extra fields that this project's authoring adds (``expect``,
``checkpoint``, ``selector``) are optional, so published records stay valid.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, NotRequired, TypedDict


class RawParameters(TypedDict, total=False):
    description: str
    key: str
    direction: str
    scroll_page: str
    text: str


class RawAction(TypedDict):
    type: str
    parameters: RawParameters
    visual_evaluation_flag: bool
    logical_assertion: str | None
    # Project extensions (absent in the published dataset):
    expect: NotRequired[dict[str, Any]]  # machine-checkable expectations for the offline judge
    checkpoint: NotRequired[str]  # explicit checkpoint file name for this action


class RawClassification(TypedDict):
    interaction_complexity: str
    visual_complexity: str
    domain: str
    sub_domain: str


class RawRecordingDetails(TypedDict):
    resolution: str  # "WxH"
    environment: str  # e.g. "desktop", "mobile"


class RawRecord(TypedDict):
    id: int
    classification: RawClassification
    recording_details: RawRecordingDetails
    source_website: str
    action_sequence: list[RawAction]


CheckpointMapping = Literal["per_action", "per_visual_action", "explicit", "none"]


@dataclass(frozen=True)
class Action:
    step: int  # 1-based action number; the state after it is step ``step``
    type: str
    description: str
    visual_evaluation_flag: bool
    logical_assertion: str | None
    key: str | None = None
    direction: str | None = None
    scroll_page: str | None = None
    text: str | None = None
    expect: dict[str, Any] = field(default_factory=dict)
    checkpoint: Path | None = None  # resolved ground-truth screenshot after this action


@dataclass(frozen=True)
class BenchTask:
    task_id: int
    root: Path  # the task folder
    width: int
    height: int
    environment: str
    platform: str  # "desktop" | "mobile"
    interaction_complexity: str
    visual_complexity: str
    domain: str
    sub_domain: str
    source_website: str
    actions: tuple[Action, ...]
    video: Path | None
    assets_dir: Path | None
    sheets: tuple[Path, ...]
    initial_checkpoint: Path | None  # step_0
    checkpoint_mapping: CheckpointMapping
    content_hash: str  # hash of the record and every file of the task folder
    reference_page: Path | None = None  # the oracle answer, where the dataset ships one
    problems: tuple[str, ...] = ()  # non-fatal validation findings

    @property
    def resolution(self) -> str:
        return f"{self.width}x{self.height}"

    @property
    def is_mobile(self) -> bool:
        return self.platform == "mobile"

    def checkpoint(self, step: int) -> Path | None:
        """Ground-truth screenshot of state ``step`` (0 = initial), or None when absent."""
        if step == 0:
            return self.initial_checkpoint
        return self.actions[step - 1].checkpoint
