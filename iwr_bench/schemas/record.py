"""The raw dataset record (as published in ``data.jsonl``) and the frozen ``BenchTask`` built from it.

``RawRecord`` mirrors one JSON line; ``iwr_bench.tasks.data.folders.build_task`` turns it into a ``BenchTask``
with resolved paths. Extra fields that this project's authoring adds (``expect``,
``checkpoint``, ``selector``) are optional, so published records stay valid.
"""

from __future__ import annotations

import re
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

    def step_file(self, k: int) -> Path | None:
        """The ground-truth file named ``step_<k>`` (what the published harness pairs with list
        entry k, whatever action it belongs to), or None when the task has none.

        On the two published layouts it is found through the mapping (per action: action k's
        file; per visually checked action: the k-th checked action's); on an explicit layout
        by its name in ``checkpoints/``."""
        if k == 0:
            return self.initial_checkpoint
        if k < 0:
            return None
        if self.checkpoint_mapping == "per_action":
            return self.actions[k - 1].checkpoint if k <= len(self.actions) else None
        if self.checkpoint_mapping == "per_visual_action":
            flagged = [a for a in self.actions if a.visual_evaluation_flag]
            return flagged[k - 1].checkpoint if k <= len(flagged) else None
        folder = self.root / "checkpoints"
        return next((p for p in sorted(folder.glob(f"step_{k}.*")) if p.is_file()), None) if folder.is_dir() else None

    def step_files(self) -> frozenset[int]:
        """k >= 1 of every ``step_<k>`` ground truth (``step_file``)."""
        if self.checkpoint_mapping in ("per_action", "per_visual_action"):
            return frozenset(k for k in range(1, len(self.actions) + 1) if self.step_file(k) is not None)
        folder = self.root / "checkpoints"
        named = (re.fullmatch(r"step_(\d+)\.\w+", p.name) for p in folder.iterdir()) if folder.is_dir() else ()
        return frozenset(k for m in named if m and (k := int(m.group(1))) >= 1 and self.step_file(k) is not None)
