"""Which records of the dataset a run takes: the ``--tasks`` selection, every record accounted for.

A record that cannot run refuses the run in one line per record (``InvalidRecords``) unless
``--skip-invalid``; then it is named in the ``runs`` row instead.
"""

from __future__ import annotations

from typing import Any

from iwr_bench.core.errors import PrerequisiteError
from iwr_bench.core.settings import Settings
from iwr_bench.flows.options import ranges


class InvalidRecords(PrerequisiteError):
    """Records of the selection cannot run: a line saying so and how to go on, then one line per record."""

    def __init__(self, data: str, unusable: list[Any], usable: int):
        self.unusable = unusable
        head = (f"--data {data}: {len(unusable)} record(s) cannot run (below); fix them (`iwr validate --data {data}` lists "
                f"every problem) or pass --skip-invalid to run the other {usable} task(s)")
        super().__init__("\n".join([head, *(f"  {u}" for u in unusable)]))


def select_tasks(skip_invalid: bool, s: Settings, data: str, task_ids: list[int] | None, *,
                 generating: bool) -> tuple[Any, tuple[Any, ...], list[Any]]:
    """(the loaded dataset, the tasks to run, the records of the selection that will not run). A record
    that cannot run refuses the run unless ``skip_invalid`` (``--skip-invalid``); a task with no usable video cannot
    be generated for. Every record is accounted for: run, or named with its reasons."""
    from iwr_bench.tasks.data.dataset import Unusable, load_dataset

    loaded = load_dataset(data, hf_repo=s.hf_repo, hf_revision=s.hf_revision)
    wanted = None if task_ids is None else set(task_ids)
    bad = [u for u in loaded.unusable() if wanted is None or u.task_id in wanted]
    if generating:
        bad += [Unusable(t.task_id, None, tuple(f"{p.field}: {p.message}" for p in loaded.problems
                                                if p.task_id == t.task_id and p.field == "video.mp4"))
                for t in loaded.tasks if t.video is None and (wanted is None or t.task_id in wanted)]
    refused = {u.task_id for u in bad if u.task_id is not None}
    known = {t.task_id: t for t in loaded.tasks if t.task_id not in refused}
    if wanted is not None and (missing := sorted(wanted - set(known) - refused)):
        raise PrerequisiteError(f"--tasks: {', '.join(map(str, missing[:10]))} not in the dataset at {data} "
                                f"(its ids: {ranges(sorted({t.task_id for t in loaded.tasks} | refused))})")
    if bad and not skip_invalid:
        raise InvalidRecords(data, bad, len(known))
    if not known:
        raise PrerequisiteError(f"--data {data}: no loadable task; run `iwr validate --data {data}` to see why")
    return loaded, tuple(known[t] for t in sorted(wanted & set(known) if wanted is not None else known)), bad

