"""Task authoring: turn a local web app and a trajectory file into an IWR-Bench task.

``author_task`` serves the site (assets renamed, exactly as the oracle answer will be
served), drives it in headless Chromium at the trajectory's resolution, performs each
action, checks its machine-checkable expectation on what a person sees of the reference page
itself, and writes one task in the published layout (docs/ARCHITECTURE.md,
"Dataset contract"):

    <out>/data.jsonl                      one record per task, sorted by id
    <out>/data/<id>/video.mp4             H.264, a fixed frame schedule (tasks/data/video.py)
    <out>/data/<id>/checkpoints/step_<k>.png   step_0 = initial state, k = action number
    <out>/data/<id>/assets/asset_NNN.<ext>     the site's files, in sorted original-path order
    <out>/data/<id>/stitched_assets/stitched_image_<n>.png
    <out>/data/<id>/reference/index.html  the site, referencing assets/asset_NNN.<ext>
    <out>/data/<id>/metadata.json         source hash (the rebuild stamp), tool version

One concern per module: ``trajectory`` (the input file, checked as a whole), ``assets``
(discovery, anonymization, the reference page and its run-time asset map), ``serve`` (the
authoring server that notices run-time requests), ``session`` (the browser recording),
``record`` (``data.jsonl`` and the rebuild stamp) and ``build`` (one task, every site).
Every problem raises ``TaskDataError`` naming the task, every offending field and the fix.
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
    "Trajectory", "author_all", "author_task", "build_record", "canonical_png", "explicit_refs", "find_trajectory",
    "is_current", "key_sequence", "load_trajectory", "name_assets", "parse_resolution", "parse_trajectory",
    "read_records", "record_line", "reference_html", "resolve_bundle", "rewrite_html", "scan_assets", "site_dirs",
    "source_hash", "upsert_record",
]
