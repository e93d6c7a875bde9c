"""A run's pages out as a predictions file: the JSON Lines ``iwr judge`` reads (``docs/ARCHITECTURE.md``).

One line per (model, task) whose generation left a page, ``{"task_id", "model", "page"}`` with
the html inline, or ``{"task_id", "model", "path"}`` with the page written beside the file
(``pages/<model>/<task_id>.html``, the path relative to the predictions file). A task without a
page has no line: ``iwr judge`` gives it ``no_page`` and 0, as the run did. Judging the file
again replays and scores the same pages (``iwr_bench.tasks.data.imports.read_predictions``).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

PREDICTIONS_FILE = "predictions.jsonl"


def page_rows(con: Any, run_id: str) -> list[dict[str, Any]]:
    from iwr_bench.tasks.warehouse.store import query_rows

    rows = query_rows(con, "SELECT model, task_id, page_path, error_kind FROM generations WHERE run_id = ? ORDER BY model, task_id", [run_id])
    if not rows:
        raise LookupError(f"run {run_id!r} has no generations rows; list runs with: iwr sql \"SELECT DISTINCT run_id FROM generations\"")
    return rows


def export_predictions(con: Any, run_id: str, out_dir: Path, *, inline: bool = True) -> tuple[Path, int, list[str]]:
    """Write ``out_dir/predictions.jsonl``; returns (its path, lines written, pages missing on disk)."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    lines, missing = [], []
    for r in page_rows(con, run_id):
        path = Path(r["page_path"]) if r.get("page_path") else None
        if path is None:
            continue  # no page (the generation failed or held none): iwr judge scores it no_page
        if not path.is_file():
            missing.append(f"task {r['task_id']} {r['model']}: {path}")
            continue
        entry: dict[str, Any] = {"task_id": int(r["task_id"]), "model": r["model"]}
        if inline:
            entry["page"] = path.read_text(encoding="utf-8", errors="replace")
        else:
            rel = Path("pages") / _file_safe(r["model"]) / f"{int(r['task_id'])}.html"
            (out_dir / rel).parent.mkdir(parents=True, exist_ok=True)
            (out_dir / rel).write_bytes(path.read_bytes())
            entry["path"] = rel.as_posix()
        lines.append(json.dumps(entry, ensure_ascii=False))
    dest = out_dir / PREDICTIONS_FILE
    tmp = dest.with_name(f".{dest.name}.tmp")
    tmp.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    tmp.replace(dest)
    return dest, len(lines), missing


def _file_safe(model: str) -> str:
    """A model name as one folder name (``iwr/oracle`` -> ``iwr_oracle``)."""
    return re.sub(r"[^A-Za-z0-9._-]+", "_", model).strip("._") or "model"
