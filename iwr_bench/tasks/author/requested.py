"""What the browser asked for while the trajectory played, sorted into what a task may use.

Pure functions over ``iwr_bench.tasks.author.network.Request`` rows: ``sort_requests`` splits
them into files of the site (by path from its root), requests that leave the site, and files
the browser asked for that the site folder does not have; ``request_problems`` words the last
two as refusals, each naming the request, what asked for it, the step that was playing and a
fix that works.
"""

from __future__ import annotations

import posixpath
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote, urlsplit

from iwr_bench.tasks.author.network import Request
from iwr_bench.tasks.author.trajectory import Trajectory

# Asked for by the browser on its own, never by the page's code.
BROWSER_OWN = {"favicon.ico"}
_IGNORED_SCHEMES = ("data", "blob", "about", "chrome", "chrome-extension", "devtools", "javascript")
_KIND_WORDS = {"Stylesheet": "a stylesheet", "Script": "a script", "Image": "an image", "Font": "a font", "Media": "a video or sound",
               "Fetch": "a fetch", "XHR": "an XMLHttpRequest", "Document": "a page", "Manifest": "a manifest",
               "WebSocket": "a WebSocket", "EventSource": "an event stream", "Ping": "a ping", "Other": "a request"}


@dataclass
class Sorted:
    """The requests of one recording, by what they are."""

    local: dict[str, list[Request]] = field(default_factory=dict)  # site path -> requests answered from the site
    external: list[Request] = field(default_factory=list)  # left the site
    missing: dict[str, list[Request]] = field(default_factory=dict)  # site path the folder does not have


def local_path(url: str, origin: str) -> str | None:
    """The path from the site's root of a request to ``origin`` ("" for the page itself); None otherwise."""
    parts = urlsplit(url)
    if f"{parts.scheme}://{parts.netloc}" != origin.rstrip("/"):
        return None
    path = posixpath.normpath(unquote(parts.path)).lstrip("/")
    return "" if path in (".", "") else path


def sort_requests(requests: Iterable[Request], origin: str, site_dir: Path, private: Iterable[str] = ()) -> Sorted:
    out = Sorted()
    private = set(private)
    for r in requests:
        scheme = urlsplit(r.url).scheme.lower()
        if not scheme or scheme in _IGNORED_SCHEMES:
            continue
        path = local_path(r.url, origin)
        if path is None:
            out.external.append(r)
            continue
        if path in ("", "index.html"):
            continue
        hidden = path.startswith("..") or any(p.startswith(".") for p in path.split("/")) or path in private
        if not hidden and (site_dir / path).is_file():
            out.local.setdefault(path, []).append(r)
        elif not (path in BROWSER_OWN and r.initiator in ("", origin.rstrip("/") + "/", origin.rstrip("/") + "/index.html")):
            out.missing.setdefault(path, []).append(r)
    return out


def who_asked(r: Request, origin: str) -> str:
    kind = _KIND_WORDS.get(r.kind, "a request")
    by = local_path(r.initiator, origin) if r.initiator else None
    if by is None and r.initiator:
        by = r.initiator
    source = "index.html" if by == "" else by
    if r.worker:
        return f"{kind} of a worker" + (f" ({source})" if source else "")
    return f"{kind} from {source}" if source else kind


def step_when(r: Request, traj: Trajectory) -> str:
    if r.step <= 0:
        return "while the page loaded"
    step = traj.steps[min(r.step, len(traj.steps)) - 1]
    return f"during {step.label}"


def step_field(r: Request, traj: Trajectory) -> str:
    return "index.html" if r.step <= 0 else f"{traj.steps[min(r.step, len(traj.steps)) - 1].field}"


def request_problems(found: Sorted, origin: str, traj: Trajectory) -> list[tuple[str, str]]:
    """The refusals: requests that left the site, and files asked for that the site lacks."""
    problems: list[tuple[str, str]] = []
    by_url: dict[str, list[Request]] = {}
    for r in found.external:
        by_url.setdefault(r.url, []).append(r)
    for url, rs in sorted(by_url.items()):
        r = rs[0]
        source = local_path(r.initiator, origin) if r.initiator else None
        where = f"point {source or 'index.html'} at that copy by a relative path" if source is not None else "point the page at that copy by a relative path"
        problems.append((step_field(r, traj), f"the browser requested {url} ({who_asked(r, origin)}, {step_when(r, traj)}), which is not part of the site; "
                         f"a task is replayed offline: save the file in the site folder and {where}, or remove the reference"))
    for path, rs in sorted(found.missing.items()):
        r = rs[0]
        source = local_path(r.initiator, origin) if r.initiator else None
        fix = f"add the file at {path} or fix the reference in {source or 'index.html'}" if source is not None else f"add the file at {path} or fix the page"
        problems.append((step_field(r, traj), f"the browser requested {path} ({who_asked(r, origin)}, {step_when(r, traj)}), which the site folder "
                         f"does not have; {fix}"))
    return problems

