"""Pages made elsewhere, located before any work: a folder or a predictions file.

* A folder laid out as the published harness writes it: ``DIR/<task_id>/<model>/index.html``
  (a model name with a ``/`` is a nested folder: ``DIR/1/openai/gpt-5/index.html``).
* A predictions file (JSON Lines, as SWE-bench users know it): one object per line,
  ``{"task_id": 3, "model": "gpt-5", "page": "<!DOCTYPE html>..."}`` or
  ``{"task_id": 3, "model": "gpt-5", "path": "pages/3.html"}`` with ``path`` relative to the
  file. Blank lines are skipped; anything else that is wrong is one error naming the line and
  the field.

Both give a ``PageSource`` per (model, task id); the flow's import stage reads it and sends it
through the same post-processing, replay and scoring as a generated page.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from iwr_bench.core.errors import PrerequisiteError

PAGE_FILE = "index.html"


@dataclass(frozen=True)
class PageSource:
    """Where one imported page is: a file (``path``) or inline text (``page``); ``origin`` names it."""

    origin: str
    path: str | None = None
    page: str | None = None

    def read(self) -> str:
        if self.page is not None:
            return self.page
        return Path(self.path or "").read_text(encoding="utf-8", errors="replace")


Pages = dict[tuple[str, int], PageSource]  # (model, task_id) -> source


def scan_folder(root: Path) -> Pages:
    """Every ``<root>/<task_id>/<model>/index.html``."""
    out: Pages = {}
    for task_dir in sorted(p for p in Path(root).iterdir() if p.is_dir()):
        if not task_dir.name.isdigit():
            continue
        for page in sorted(task_dir.rglob(PAGE_FILE)):
            model = page.parent.relative_to(task_dir).as_posix()
            if model != ".":
                out[(model, int(task_dir.name))] = PageSource(origin=str(page), path=str(page))
    return out


def read_predictions(path: Path) -> Pages:
    """The pages of a predictions file; ``PrerequisiteError`` naming the line and field."""
    path = Path(path)
    where = f"predictions {path}"
    out: Pages = {}
    lines = path.read_text(encoding="utf-8").splitlines()
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as err:
            raise PrerequisiteError(f"{where}: line {n}: not a JSON object ({err.msg}); one {{\"task_id\", \"model\", \"page\" | \"path\"}} per line") from None
        if not isinstance(rec, dict):
            raise PrerequisiteError(f"{where}: line {n}: not a JSON object; one {{\"task_id\", \"model\", \"page\" | \"path\"}} per line")
        task_id = rec.get("task_id")
        if isinstance(task_id, str) and task_id.strip().isdigit():
            task_id = int(task_id)
        if not isinstance(task_id, int) or isinstance(task_id, bool):
            raise PrerequisiteError(f"{where}: line {n}: field 'task_id' must be an integer task id, got {task_id!r}")
        model = rec.get("model")
        if not isinstance(model, str) or not model.strip():
            raise PrerequisiteError(f"{where}: line {n}: field 'model' must be a non-empty string, got {model!r}")
        extra = sorted(set(rec) - {"task_id", "model", "page", "path"})
        if extra:
            raise PrerequisiteError(f"{where}: line {n}: unknown field {extra[0]!r}; the fields are task_id, model and page or path")
        if ("page" in rec) == ("path" in rec):
            raise PrerequisiteError(f"{where}: line {n}: give exactly one of the fields 'page' (the html) and 'path' (a file relative to {path.name})")
        key = (model, task_id)
        if key in out:
            raise PrerequisiteError(f"{where}: line {n}: field 'task_id': task {task_id} of model {model} already has a page ({out[key].origin})")
        if "page" in rec:
            if not isinstance(rec["page"], str):
                raise PrerequisiteError(f"{where}: line {n}: field 'page' must be the page's html as a string")
            out[key] = PageSource(origin=f"{path}:{n}", page=rec["page"])
        else:
            rel = rec["path"]
            file = path.parent / rel if isinstance(rel, str) and rel else None
            if file is None or not file.is_file():
                raise PrerequisiteError(f"{where}: line {n}: field 'path': {rel!r} is not a file (paths are relative to {path.parent})")
            out[key] = PageSource(origin=str(file), path=str(file))
    return out


def locate_pages(source: str | Path) -> Pages:
    """The pages of a folder or a predictions file; one-line error when it is neither."""
    p = Path(source).expanduser()
    if p.is_dir():
        pages = scan_folder(p)
        if not pages:
            raise PrerequisiteError(f"--pages {source}: no <task_id>/<model>/index.html below this folder")
        return pages
    if p.is_file():
        pages = read_predictions(p)
        if not pages:
            raise PrerequisiteError(f"--pages {source}: the predictions file holds no line")
        return pages
    raise PrerequisiteError(f"--pages {source}: no such folder or predictions file")
