"""A task folder and its record made into a frozen ``BenchTask``: files checked, checkpoints mapped.

What no run can do without makes the record unusable (``BadRecord``): nothing may lead out of the
dataset (a link is never followed there), an asset sheet must be a picture. A missing or
undecodable ``video.mp4`` leaves the task loaded with ``video`` None: no model can be asked for it
(a run that generates will not run it), its pages can still be judged. What only leaves a state
unscored is a problem the task carries: a missing or undecodable checkpoint, step files no action
explains, a malformed ``expect``.

Checkpoint mapping: an explicit per-action ``checkpoint`` field wins. Otherwise both published
conventions are tried on the ``step_<k>`` files present: ``per_action`` (k is the action number)
and ``per_visual_action`` (k counts the visually checked actions in order). The one that leaves
fewer files unexplained wins, then the one that gives more visual checks a screenshot; on a
tie ``per_action`` (the two conventions coincide when every action is visually checked).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from iwr_bench.core.hashing import sha256_json, sha256_tree
from iwr_bench.schemas.record import Action, BenchTask, CheckpointMapping
from iwr_bench.tasks.data.layout import links_out
from iwr_bench.tasks.data.records import Bad, BadRecord, Fields, Problem, parse_record, platform_of
from iwr_bench.tasks.data.video import unreadable

# What a task without a usable video cannot do; ``iwr_bench.flows.request.check`` does not generate for it.
NO_VIDEO = "a model cannot be shown this task (its pages can still be judged)"
_STEP_RE = re.compile(r"^step_(\d+)\.(png|jpg|jpeg|webp)$", re.IGNORECASE)


def image_problem(path: Path) -> str | None:
    """Why ``path`` is no picture (unknown format, truncated, bad checksum), or None."""
    from PIL import Image

    try:
        with Image.open(path) as img:
            img.verify()
    except Exception as err:  # noqa: BLE001 - PIL raises many kinds for a broken file; each means "not a picture"
        return f"not a readable image ({type(err).__name__})"
    return None


def _step_files(root: Path) -> dict[int, Path]:
    d = root / "checkpoints"
    out: dict[int, Path] = {}
    if d.is_dir():
        for p in sorted(d.iterdir()):
            m = _STEP_RE.match(p.name)
            if m and p.is_file():
                out.setdefault(int(m.group(1)), p)
    return out


def _inferred(steps: dict[int, Path], n: int, visual: list[int], task_id: int, problems: list[Problem]) -> CheckpointMapping:
    later = {k for k in steps if k > 0}
    if not later:
        return "none"
    per_action_unexplained = len(later - set(range(1, n + 1)))
    per_visual_unexplained = len(later - set(range(1, len(visual) + 1)))
    score_a = (-per_action_unexplained, sum(1 for k in visual if k in later))
    score_v = (-per_visual_unexplained, sum(1 for j in range(1, len(visual) + 1) if j in later))
    mapping: CheckpointMapping = "per_visual_action" if score_v > score_a else "per_action"
    unexplained = per_visual_unexplained if mapping == "per_visual_action" else per_action_unexplained
    if unexplained:
        extra = sorted(later - set(range(1, (len(visual) if mapping == "per_visual_action" else n) + 1)))
        problems.append(Problem("checkpoints", f"{unexplained} step file(s) match no action under {mapping}: step_{extra[0]}…", task_id))
    return mapping


def resolve_checkpoints(root: Path, actions: list[dict[str, Any]], task_id: int) -> tuple[CheckpointMapping, Path | None, list[Path | None], list[Problem]]:
    """(mapping, step_0 file, per-action file or None, problems) for one task folder."""
    steps = _step_files(root)
    problems: list[Problem] = []
    initial = steps.get(0)
    if initial is None:
        problems.append(Problem("checkpoints/step_0", "missing; the initial state is not scored", task_id))
    visual = [i + 1 for i, a in enumerate(actions) if a["visual_evaluation_flag"]]
    n = len(actions)
    per: list[Path | None] = [None] * n
    mapping: CheckpointMapping
    if any(a["checkpoint"] for a in actions):
        mapping = "explicit"
        for i, a in enumerate(actions):
            name = a["checkpoint"]
            if not name:
                continue
            cand = next((c for c in (root / "checkpoints" / name, root / name) if c.is_file()), None)
            field = f"action_sequence[{i}].checkpoint"
            if cand is None:
                problems.append(Problem(field, f"file {name!r} not found; state {i + 1} is not scored", task_id))
            elif not cand.resolve().is_relative_to(root.resolve()):
                problems.append(Problem(field, f"{name!r} points outside the task folder; ignored", task_id))
            else:
                per[i] = cand
        for k in visual:
            if not actions[k - 1]["checkpoint"]:
                problems.append(Problem(f"action_sequence[{k - 1}].checkpoint", f"no checkpoint named; the visual check after action {k} is not scored", task_id))
        return mapping, initial, per, problems
    mapping = _inferred(steps, n, visual, task_id, problems)
    if mapping == "per_action":
        for k in range(1, n + 1):
            per[k - 1] = steps.get(k)
    elif mapping == "per_visual_action":
        for j, k in enumerate(visual, start=1):
            per[k - 1] = steps.get(j)
    for j, k in enumerate(visual, start=1):
        if per[k - 1] is None:
            want = f"step_{j if mapping == 'per_visual_action' else k}"
            problems.append(Problem(f"checkpoints/{want}", f"missing; the visual check after action {k} is not scored", task_id))
    return mapping, initial, per, problems


def _readable_checkpoints(folder: Path, initial: Path | None, per: list[Path | None], task_id: int,
                          problems: list[Problem]) -> tuple[Path | None, list[Path | None]]:
    """A checkpoint that is no picture is not scored (as if missing), and said so."""
    def keep(path: Path | None, state: str) -> Path | None:
        if path is None or (why := image_problem(path)) is None:
            return path
        problems.append(Problem(path.relative_to(folder).as_posix(), f"{why}; {state} is not scored", task_id))
        return None

    return keep(initial, "the initial state"), [keep(p, f"state {i + 1}") for i, p in enumerate(per)]


def _file_bads(folder: Path, edge: Path) -> list[Bad]:
    """What a run cannot do without: nothing leads out of the dataset, a video to show, sheets that are pictures."""
    bads = [Bad("<folder>", f"{link} leads out of the dataset; dataset files are read only inside it (replace the link "
                            "with the file)") for link in links_out(folder, edge)]
    if bads:
        return bads  # nothing below an escaping link is opened
    for sheet in _sheets(folder):
        if why := image_problem(sheet):
            bads.append(Bad(sheet.relative_to(folder).as_posix(), f"{why}; a model would be shown a broken asset sheet"))
    return bads


def _video(folder: Path, task_id: int, problems: list[Problem]) -> Path | None:
    """The task's video, or None (said): a model cannot be asked for this task, its pages can still be judged."""
    video = folder / "video.mp4"
    why = "missing" if not video.is_file() else unreadable(video)
    if why is None:
        return video
    problems.append(Problem("video.mp4", f"{why}; {NO_VIDEO}", task_id))
    return None


def _sheets(folder: Path) -> tuple[Path, ...]:
    return tuple(sorted((folder / "stitched_assets").glob("stitched_image*.png"), key=_natural))


def _natural(p: Path) -> tuple[int, str]:
    m = re.search(r"(\d+)", p.stem)
    return (int(m.group(1)) if m else -1, p.name)


def build_task(rec: Mapping[str, Any], task_id: int, folder: Path, edge: Path | None = None) -> tuple[BenchTask, list[Problem]]:
    """A frozen ``BenchTask`` from a record and its folder. Raises ``BadRecord`` naming every reason the
    record cannot run (its fields and its files)."""
    fields = Fields()
    fields.bads += _file_bads(folder, edge or folder)
    f = parse_record(rec, fields)
    mapping, initial, per, problems = resolve_checkpoints(folder, f["actions"], task_id)
    initial, per = _readable_checkpoints(folder, initial, per, task_id, problems)
    problems = [Problem(w.field, w.message, task_id) for w in fields.warnings] + problems
    video = _video(folder, task_id, problems)
    assets = folder / "assets"
    if not assets.is_dir():
        problems.append(Problem("assets/", "missing; the page has no assets to use", task_id))
    sheets = _sheets(folder)
    if not sheets and assets.is_dir() and any(assets.iterdir()):
        problems.append(Problem("stitched_assets/", "no stitched_image*.png; a model sees no asset sheets", task_id))
    reference = folder / "reference" / "index.html"
    actions = tuple(
        Action(step=i + 1, type=a["type"], description=a["description"], visual_evaluation_flag=a["visual_evaluation_flag"],
               logical_assertion=a["logical_assertion"], key=a["key"], direction=a["direction"], scroll_page=a["scroll_page"],
               text=a["text"], expect=a["expect"], checkpoint=per[i])
        for i, a in enumerate(f["actions"])
    )
    task = BenchTask(
        task_id=task_id, root=folder, width=f["width"], height=f["height"], environment=f["environment"],
        platform=platform_of(f["environment"], f["width"], f["height"]), interaction_complexity=f["interaction_complexity"],
        visual_complexity=f["visual_complexity"], domain=f["domain"], sub_domain=f["sub_domain"], source_website=f["source_website"],
        actions=actions, video=video, assets_dir=assets if assets.is_dir() else None, sheets=sheets,
        initial_checkpoint=initial, checkpoint_mapping=mapping,
        content_hash=sha256_json({"record": rec, "tree": sha256_tree(folder)}),
        reference_page=reference if reference.is_file() else None, problems=tuple(str(p) for p in problems),
    )
    return task, problems


def skipped_problems(bad: BadRecord, task_id: int, line: int) -> list[Problem]:
    return [Problem(b.field, f"{b.message}; task skipped", task_id, line, fatal=True) for b in bad.bads]
