"""``iwr author SITE --recording FLOW.json --out DIR``: a draft trajectory, then the task built from it.

The draft (``iwr_bench.tasks.author.draft``) is written to ``DIR/drafts/<id>/trajectory.yaml``,
beside the dataset's tasks; the task is then authored from it exactly as from a hand-written
trajectory (``iwr_bench.tasks.author.build.author_task``). A person reviews the draft (the
descriptions, ``expect`` and assertions) and builds again from it: ``iwr author SITE
DIR/drafts/<id>/trajectory.yaml --out DIR``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from iwr_bench.tasks.author.build import author_task
from iwr_bench.tasks.author.draft import Drafted, draft_trajectory
from iwr_bench.tasks.author.record import read_records

HEADER = """\
# Drafted by `iwr author` from {recording}: review every description, expect and assertion
# (they say what a person sees; the selectors are for authoring only), then build again with
#   iwr author {site} {draft} --out {out}
# Steps whose `notes` say the locator did not find the element need a better description.
"""


def next_id(out: Path) -> int:
    """One more than the largest task id in ``out/data.jsonl`` (1 for a new dataset)."""
    return max((int(r["id"]) for r in read_records(out / "data.jsonl") if isinstance(r.get("id"), int)), default=0) + 1


def write_draft(path: Path, data: dict[str, Any], header: str) -> None:
    import yaml

    path.parent.mkdir(parents=True, exist_ok=True)
    body = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=120, default_flow_style=None)
    path.write_text(header + body, encoding="utf-8")


def author_recording(site_dir: str | Path, recording: str | Path, out: str | Path, task_id: int | None = None,
                     browser: Any = None) -> tuple[Path, Path, list[Drafted]]:
    """(task folder, draft path, drafted steps) of a recording played on ``site_dir``."""
    site, out = Path(site_dir), Path(out)
    tid = task_id if task_id is not None else next_id(out)
    data, drafted = draft_trajectory(site, recording, tid, browser=browser)
    draft = out / "drafts" / str(tid) / "trajectory.yaml"
    write_draft(draft, data, HEADER.format(recording=recording, site=site, draft=draft, out=out))
    task_dir = author_task(site, draft, out, task_id=tid, browser=browser)
    return task_dir, draft, drafted
