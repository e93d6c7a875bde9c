"""Task authoring: turn a local site (a folder as it is) and a trajectory, or a Chrome Recorder
flow recorded on it, into an IWR-Bench task.

``author_task`` plays the trajectory on the site folder in headless Chromium at the
trajectory's resolution (the video, the checkpoints, each step's expectation checked on what a
person sees, every request the browser makes logged), builds the oracle page (one
``index.html``: stylesheets and scripts inlined, the files the browser used renamed to assets),
checks that it shows the same pixels at every checkpoint, and writes one task in the published
layout (docs/ARCHITECTURE.md "Dataset contract"):

    <out>/data.jsonl                      one record per task, sorted by id
    <out>/data/<id>/video.mp4             H.264, a fixed frame schedule (tasks/data/video.py)
    <out>/data/<id>/checkpoints/step_<k>.png   step_0 = initial state, k = action number
    <out>/data/<id>/assets/asset_NNN.<ext>     the site's files, in sorted original-path order
    <out>/data/<id>/stitched_assets/stitched_image_<n>.png
    <out>/data/<id>/reference/index.html  the site as one page, referencing assets/asset_NNN.<ext>
    <out>/data/<id>/metadata.json         source hash (the rebuild stamp), tool version

``author_recording`` first drafts the trajectory from a Recorder export
(``<out>/drafts/<id>/trajectory.yaml``). One concern per module: ``trajectory`` (the input file,
checked as a whole), ``recording``, ``resolve``, ``describe``, ``draft``, ``from_recording`` (a
recording into a draft), ``session`` and ``take`` (the browser playing the steps), ``network``
and ``requested`` (what the browser asked for, and the refusals), ``inline``, ``assets`` and
``oracle`` (the oracle page), ``compare`` (its pixels against the site's), ``serve`` (the
authoring server), ``record`` (``data.jsonl`` and the rebuild stamp) and ``build`` (one task,
every site). Every problem raises ``TaskDataError`` naming the task, every offending field
and the fix.
"""

from iwr_bench.tasks.author.assets import (
    Asset,
    explicit_refs,
    name_assets,
    reference_html,
    rewrite_html,
    scan_assets,
)
from iwr_bench.tasks.author.build import (
    AuthorResult,
    author_all,
    author_task,
    resolve_bundle,
    site_dirs,
)
from iwr_bench.tasks.author.from_recording import author_recording
from iwr_bench.tasks.author.inline import inline_site
from iwr_bench.tasks.author.record import (
    AUTHOR_VERSION,
    TOOL,
    build_record,
    is_current,
    read_records,
    record_line,
    source_hash,
    upsert_record,
)
from iwr_bench.tasks.author.recording import fold, load_recording, parse_recording
from iwr_bench.tasks.author.session import (
    CLICK_FRAMES,
    END_STILL,
    FPS,
    HOLD,
    MAX_TYPE_FRAMES,
    PRESS_FRAMES,
    SCROLL_FRAMES,
    START_STILL,
    canonical_png,
)
from iwr_bench.tasks.author.trajectory import (
    ACTION_TYPES,
    DIRECTIONS,
    TRAJECTORY_NAMES,
    Step,
    Trajectory,
    find_trajectory,
    key_sequence,
    load_trajectory,
    parse_resolution,
    parse_trajectory,
)

__all__ = [
    "ACTION_TYPES", "AUTHOR_VERSION", "CLICK_FRAMES", "DIRECTIONS", "END_STILL", "FPS", "HOLD", "MAX_TYPE_FRAMES",
    "PRESS_FRAMES", "SCROLL_FRAMES", "START_STILL", "TOOL", "TRAJECTORY_NAMES", "Asset", "AuthorResult", "Step",
    "Trajectory", "author_all", "author_recording", "author_task", "build_record", "canonical_png", "explicit_refs", "find_trajectory",
    "fold", "is_current", "key_sequence", "load_recording", "load_trajectory", "name_assets", "parse_recording", "parse_resolution", "parse_trajectory",
    "inline_site", "read_records", "record_line", "reference_html", "resolve_bundle", "rewrite_html", "scan_assets", "site_dirs",
    "source_hash", "upsert_record",
]
