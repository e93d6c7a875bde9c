"""The request for one task: asset sheets first, then video frames, within the model's image
budget, always keeping a minimum number of frames (never silently zero)."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from iwr_bench.schemas.record import BenchTask
from iwr_bench.schemas.rows import GenerationsRow
from iwr_bench.tasks.generation.models import ModelSettings
from iwr_bench.tasks.generation.prompts import build_messages

log = logging.getLogger("iwr_bench.tasks.generation")


@dataclass(frozen=True)
class ImagePlan:
    sheets: tuple[int, ...]  # indices of the asset sheets sent
    frames: tuple[int, ...]  # indices of the frames sent
    frames_dropped: int
    sheets_dropped: int


def plan_images(n_sheets: int, n_frames: int, budget: int, min_frames: int = 8) -> ImagePlan:
    """Which sheets and frames fit in ``budget`` images: sheets first, then frames thinned evenly.

    Frames never drop below ``min(min_frames, n_frames, budget)``: when the sheets alone fill the
    budget, the last sheets give way instead (the published harness let frames fall to zero).
    """
    from iwr_bench.tasks.data.frames import even_indices

    if budget < 1:
        raise ValueError(f"image budget must be >= 1, got {budget}")
    floor = min(min_frames, n_frames, budget)
    n_keep_sheets = min(n_sheets, budget - floor)
    n_keep_frames = min(n_frames, budget - n_keep_sheets)
    return ImagePlan(
        sheets=tuple(range(n_keep_sheets)),
        frames=tuple(even_indices(n_frames, n_keep_frames)),
        frames_dropped=n_frames - n_keep_frames,
        sheets_dropped=n_sheets - n_keep_sheets,
    )


@dataclass
class Prepared:
    messages: list[dict[str, Any]]
    request_summary: dict[str, Any]
    counts: GenerationsRow = field(default_factory=lambda: GenerationsRow())  # the frame and sheet columns


def asset_names(task: BenchTask) -> list[str]:
    if not task.assets_dir or not Path(task.assets_dir).is_dir():
        return []
    return sorted(p.name for p in Path(task.assets_dir).iterdir() if p.is_file() and not p.name.startswith("."))


def prepare_request(task: BenchTask, settings: ModelSettings, frames_cache: Path) -> Prepared:
    """The messages for one task: sheets then frames, within the image budget."""
    from iwr_bench.tasks.data.frames import Frame, FrameSampling, image_data_url, sample_frames

    frames: tuple[Frame, ...] = ()
    if task.video and Path(task.video).is_file():
        frames = sample_frames(Path(task.video), FrameSampling(settings.fps, settings.frame_cap, settings.max_side), frames_cache).frames
    else:
        log.warning("task %s: no video; asking from the asset sheets alone", task.task_id)
    plan = plan_images(len(task.sheets), len(frames), settings.image_budget, settings.min_frames)
    if plan.frames_dropped or plan.sheets_dropped:
        log.warning(
            "task %s: image budget %d: sent %d of %d sheets and %d of %d frames (frames thinned evenly)",
            task.task_id, settings.image_budget, len(plan.sheets), len(task.sheets), len(plan.frames), len(frames),
        )
    sheets = [task.sheets[i] for i in plan.sheets]
    chosen = [frames[i] for i in plan.frames]
    messages = build_messages(
        width=task.width,
        height=task.height,
        mobile=task.is_mobile,
        asset_names=asset_names(task),
        sheets=[image_data_url(p, settings.max_side) for p in sheets],
        frames=[(f.time_s, f.data_url()) for f in chosen],
        frames_dropped=plan.frames_dropped,
    )
    summary = {
        "sheets": [Path(p).name for p in sheets],
        "frames_s": [round(f.time_s, 3) for f in chosen],
        # The frames as sent, in the frame cache: the report shows them beside the page.
        "frame_paths": [str(f.path) for f in chosen],
        "text": [c["text"] for c in messages[0]["content"] if c["type"] == "text"],
    }
    counts: GenerationsRow = {
        "frames_total": len(frames),
        "frames_used": len(chosen),
        "frames_dropped": plan.frames_dropped,
        "sheets_used": len(sheets),
        "sheets_dropped": plan.sheets_dropped,
    }
    return Prepared(messages, summary, counts)
