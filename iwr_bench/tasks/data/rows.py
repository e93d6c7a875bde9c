"""What a loaded dataset becomes: the ``dataset_tasks`` and ``dataset_actions`` rows, and the validation report."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from iwr_bench.schemas.rows import DatasetActionsRow, DatasetTasksRow
from iwr_bench.tasks.data.dataset import LoadedDataset
from iwr_bench.tasks.data.records import Problem


def dataset_rows(loaded: LoadedDataset) -> tuple[list[DatasetTasksRow], list[DatasetActionsRow]]:
    """Rows of the ``dataset_tasks`` and ``dataset_actions`` tables."""
    by_task: dict[int, list[str]] = {}
    for p in loaded.problems:
        if p.task_id is not None:
            by_task.setdefault(p.task_id, []).append(f"{p.field}: {p.message}")
    task_rows: list[DatasetTasksRow] = []
    action_rows: list[DatasetActionsRow] = []
    for t in loaded.tasks:
        files = {t.initial_checkpoint} | {a.checkpoint for a in t.actions}
        files.discard(None)
        task_rows.append({
            "dataset": loaded.dataset,
            "dataset_revision": loaded.revision,
            "task_id": t.task_id,
            "interaction_complexity": t.interaction_complexity,
            "visual_complexity": t.visual_complexity,
            "domain": t.domain,
            "sub_domain": t.sub_domain,
            "resolution": t.resolution,
            "width": t.width,
            "height": t.height,
            "environment": t.environment,
            "platform": t.platform,
            "source_website": t.source_website,
            "n_actions": len(t.actions),
            "n_visual_checks": sum(a.visual_evaluation_flag for a in t.actions),
            "n_assertions": sum(a.logical_assertion is not None for a in t.actions),
            "n_checkpoints": len(files),
            "checkpoint_mapping": t.checkpoint_mapping,
            "has_video": t.video is not None,
            "content_hash": t.content_hash,
            "problems": by_task.get(t.task_id, []),
        })
        for a in t.actions:
            action_rows.append({
                "dataset": loaded.dataset,
                "task_id": t.task_id,
                "step": a.step,
                "type": a.type,
                "description": a.description,
                "key": a.key,
                "text": a.text,
                "direction": a.direction,
                "scroll_page": a.scroll_page,
                "visual_evaluation_flag": a.visual_evaluation_flag,
                "logical_assertion": a.logical_assertion,
                "checkpoint_path": str(a.checkpoint) if a.checkpoint else None,
                "expect": json.dumps(a.expect, sort_keys=True) if a.expect else None,
            })
    return task_rows, action_rows


# Not named ``dataset``: DuckDB's hive partitioning would replace the rows' ``dataset`` column
# (the full identity, e.g. ``IWR-Bench/IWR-Bench@<commit>``) with the slugged folder name.
PARTITION = "dataset_key"


def write_dataset(loaded: LoadedDataset, warehouse_root: Path) -> list[Path]:
    """One ``dataset_tasks`` and one ``dataset_actions`` part per dataset; a reload replaces them."""
    from iwr_bench.tasks.warehouse.store import write_part

    if not loaded.tasks:
        return []
    task_rows, action_rows = dataset_rows(loaded)
    part = (PARTITION, loaded.dataset)
    return [
        write_part(warehouse_root, "dataset_tasks", task_rows, partition=part, key=()),
        write_part(warehouse_root, "dataset_actions", action_rows, partition=part, key=()),
    ]


def validation_report(loaded: LoadedDataset) -> str:
    tasks = loaded.tasks
    actions = [a for t in tasks for a in t.actions]
    n_mobile = sum(t.is_mobile for t in tasks)
    lines = [
        f"dataset   {loaded.dataset}",
        f"revision  {loaded.revision}",
        f"tasks     {len(tasks)}",
        f"actions   {len(actions)}",
        f"  with a visual check   {sum(a.visual_evaluation_flag for a in actions)}",
        f"  with an assertion     {sum(a.logical_assertion is not None for a in actions)}",
        f"mobile    {n_mobile} of {len(tasks)} ({100 * n_mobile / len(tasks):.1f} %)" if tasks else "mobile    -",
        "by interaction complexity:",
    ]
    for level, count in sorted(Counter(t.interaction_complexity for t in tasks).items()):
        lines.append(f"  {level:<12} {count}")
    mappings = Counter(t.checkpoint_mapping for t in tasks)
    lines.append("checkpoint mapping: " + (", ".join(f"{m} {c}" for m, c in sorted(mappings.items())) or "-"))
    lines.append(f"problems  {len(loaded.problems)} ({len(loaded.unusable())} records not loaded)")
    general = [p for p in loaded.problems if p.task_id is None]
    for p in general:
        lines.append(f"  {p}")
    by_task: dict[int, list[Problem]] = {}
    for p in loaded.problems:
        if p.task_id is not None:
            by_task.setdefault(p.task_id, []).append(p)
    mapping_of = {t.task_id: t.checkpoint_mapping for t in tasks}
    ids = sorted(set(mapping_of) | set(by_task))
    if ids:
        lines.append("per task:")
    for tid in ids:
        state = f"checkpoints {mapping_of[tid]}" if tid in mapping_of else "NOT LOADED"
        found = by_task.get(tid, [])
        lines.append(f"  task {tid}: {state}" + ("" if found else ", ok"))
        for p in found:
            lines.append(f"    {p.field}: {p.message}")
    return "\n".join(lines)
