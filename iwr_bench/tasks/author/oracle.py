"""The oracle page: the site, as the browser used it, turned into one ``index.html`` and its assets.

``build_reference`` takes the site's ``index.html`` with its stylesheets and scripts inlined
(``iwr_bench.tasks.author.inline``) and the requests of the recording
(``iwr_bench.tasks.author.requested``), and decides:

* the assets: every file the browser asked for that is not a stylesheet or script loaded as
  such (images, fonts, JSON, videos, wherever the request came from: markup, CSS, scripts,
  shadow roots, workers), plus the files ``index.html`` names literally;
* the run-time paths: assets the page asked for by a path that its text does not contain
  (built by a script); the asset map prelude routes them;
* the workers: scripts the page started as workers (and what those import), kept as source in
  the prelude.

``code_problems`` names the stylesheets and scripts that were loaded some other way (added by a
script at run time): those cannot be inlined, and the fix is to name them in ``index.html``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

from iwr_bench.tasks.author.assets import (
    Asset,
    name_assets,
    ref_pattern,
    reference_html,
    scan_assets,
)
from iwr_bench.tasks.author.inline import Inlined, read_text
from iwr_bench.tasks.author.requested import Sorted, local_path, step_field, step_when, who_asked
from iwr_bench.tasks.author.trajectory import Trajectory

# Requests of these kinds load code into the page: inlined, never assets.
CODE_KINDS = {"Stylesheet", "Script", "Document"}


@dataclass
class Built:
    html: str
    assets: list[Asset]
    runtime: set[str] = field(default_factory=set)
    workers: dict[str, str] = field(default_factory=dict)
    inlined: list[str] = field(default_factory=list)  # the site's stylesheets and scripts now inside the page


def worker_paths(found: Sorted, worker_urls: Iterable[str], origin: str) -> set[str]:
    """The site paths of worker scripts and of the scripts those workers imported."""
    paths = {p for p in (local_path(u, origin) for u in worker_urls) if p}
    paths |= {path for path, rs in found.local.items() if any(r.worker and r.kind == "Script" for r in rs)}
    return paths & set(found.local)


def _is_code(path: str, found: Sorted) -> bool:
    return any(r.kind in CODE_KINDS for r in found.local.get(path, []))


def code_problems(found: Sorted, inlined: Inlined, workers: set[str], origin: str, traj: Trajectory) -> list[tuple[str, str]]:
    """Stylesheets and scripts the page loaded that ``index.html`` does not name (nor @import)."""
    known = set(inlined.stylesheets) | set(inlined.scripts) | workers
    problems = []
    for path, rs in sorted(found.local.items()):
        if path in known or not _is_code(path, found):
            continue
        r = next(r for r in rs if r.kind in CODE_KINDS)
        tag = f'<link rel="stylesheet" href="{path}">' if r.kind == "Stylesheet" else f'<script src="{path}"></script>'
        what = "a page in a frame" if r.kind == "Document" else tag
        fix = ("a task is one page: show that content in index.html itself" if r.kind == "Document"
               else f"name it in index.html ({what}) so it is inlined into the reference page")
        problems.append((step_field(r, traj), f"{path} was loaded at run time ({who_asked(r, origin)}, {step_when(r, traj)}); only the stylesheets "
                         f"and scripts index.html names, and what they @import, can be inlined: {fix}"))
    return problems


def build_reference(site_dir: Path, html: str, inlined: Inlined, found: Sorted, workers: set[str], private: Iterable[str] = (),
                    extra_runtime: Iterable[str] = ()) -> Built:
    """The reference page and its assets (see the module docstring)."""
    requested = {p for p in found.local if not _is_code(p, found) and p not in workers}
    wanted = requested | scan_assets(site_dir, html, ignore=list(private)) | set(extra_runtime)
    assets = name_assets(wanted)
    literal = set()
    if requested:
        forms = {quote(p): p for p in requested} | {p: p for p in requested}
        literal = {forms[m.group(1)] for m in ref_pattern(sorted(requested)).finditer(inlined.html)}
    runtime = (requested - literal) | set(extra_runtime)
    sources = {p: read_text(site_dir / p) for p in sorted(workers)}
    return Built(reference_html(inlined.html, assets, runtime, sources), assets, runtime, sources,
                 [*inlined.stylesheets, *inlined.scripts])
