"""Authoring one task (``author_task``) and every site of a bundle (``author_all``).

``author_task`` plays the trajectory on the site folder as it is (the video, the checkpoints,
every ``expect`` checked, every request logged: ``iwr_bench.tasks.author.take``), refuses only for
what the browser really did (a request that left the site, a file the folder does not have, a
stylesheet or script added at run time), builds the oracle page from what the browser used
(``iwr_bench.tasks.author.inline``, ``iwr_bench.tasks.author.oracle``), plays the trajectory again
on that page served as the oracle answer will be, and checks that it shows the same pixels at
every checkpoint (``iwr_bench.tasks.author.compare``). Every problem found is reported at once;
the task folder appears only when everything succeeded.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from iwr_bench.core.errors import PrerequisiteError, TaskDataError
from iwr_bench.tasks.author.compare import (
    keep_published_within_noise,
    mismatch_problems,
    mismatches,
)
from iwr_bench.tasks.author.inline import inline_site
from iwr_bench.tasks.author.oracle import Built, build_reference, code_problems, worker_paths
from iwr_bench.tasks.author.record import (
    AUTHOR_VERSION,
    TOOL,
    authored_here,
    build_record,
    is_current,
    locked,
    read_records,
    source_hash,
    upsert_record,
    write_json,
    write_records,
)
from iwr_bench.tasks.author.requested import BROWSER_OWN, request_problems, sort_requests
from iwr_bench.tasks.author.session import FPS, Session, rasterize
from iwr_bench.tasks.author.take import Take, record_take
from iwr_bench.tasks.author.trajectory import (
    TRAJECTORY_NAMES,
    Trajectory,
    find_trajectory,
    load_trajectory,
    raise_all,
)


@dataclass(frozen=True)
class AuthorResult:
    task_id: int
    site: Path
    task_dir: Path | None
    status: str  # built | skipped | failed
    seconds: float = 0.0
    frames: int = 0
    error: str | None = None


@dataclass(frozen=True)
class Source:
    """What one task is made from: the site folder, its page and the trajectory."""

    site: Path
    traj: Trajectory
    traj_path: Path
    html: str
    private: tuple[str, ...]  # never served, never an asset


def read_source(site_dir: Path, trajectory: str | Path | None, task_id: int | None) -> Source:
    traj_path = Path(trajectory) if trajectory else find_trajectory(site_dir)
    if traj_path is None:
        raise TaskDataError(task_id if task_id is not None else site_dir.name, "<file>",
                            f"no trajectory.yaml in {site_dir}; write one (see docs/ARCHITECTURE.md), record one (iwr author SITE --recording FLOW.json) or pass its path")
    traj = load_trajectory(traj_path, task_id=task_id, default_source=site_dir.name)
    index = site_dir / "index.html"
    if not index.is_file():
        raise TaskDataError(traj.task_id, "index.html", f"{index} does not exist; a site is a folder with index.html (and the files it loads)")
    private = [*TRAJECTORY_NAMES]
    if traj_path.resolve().is_relative_to(site_dir.resolve()):
        private.append(traj_path.resolve().relative_to(site_dir.resolve()).as_posix())
    return Source(site_dir, traj, traj_path, index.read_text(encoding="utf-8", errors="replace"), tuple(private))


@contextlib.contextmanager
def _browser(traj: Trajectory, browser: Any) -> Iterator[Any]:
    if browser is not None:
        yield browser
        return
    from iwr_bench.tasks.sandbox.browser import Browser, Viewport

    own = Browser(Viewport(traj.width, traj.height, traj.mobile))
    try:
        yield own
    finally:
        own.close()


def _site_take(src: Source, stage: Path, browser: Any) -> Take:
    """The site as it is: the video, the checkpoints, the expectations, the requests."""
    from iwr_bench.tasks.data.video import VideoWriter

    video = VideoWriter(stage / "video.mp4", src.traj.width, src.traj.height, fps=FPS)
    try:
        take = record_take(src.traj, src.site, browser, private=src.private, video=video)
    except BaseException:
        video.abort()
        raise
    video.close()
    take.extra = (video.frames, video.duration_s)
    (stage / "checkpoints").mkdir(exist_ok=True)
    for k, png in enumerate(take.checkpoints):
        (stage / "checkpoints" / f"step_{k}.png").write_bytes(png)
    return take


def _sheet_items(tid: int, stage: Path, built: Built) -> Any:
    from iwr_bench.tasks.data.sheets import SheetItem, load_thumbnail

    def draw(s: Session) -> list[Any]:
        items = []
        for a in built.assets:
            try:
                img = load_thumbnail(stage / "assets" / a.name)
            except Exception as err:  # Pillow and PyAV raise many kinds on a bad file
                raise TaskDataError(tid, "assets", f"{a.source} cannot be decoded ({type(err).__name__}: {err}); replace the file") from err
            if img is None and a.name.endswith(".svg"):
                img = rasterize(s.d, f"assets/{a.name}")
            items.append(SheetItem(a.name, img, Path(a.source).suffix.lstrip(".").lower()))
        return items

    return draw


def _built_take(src: Source, stage: Path, built: Built, browser: Any) -> Take:
    """The built page served as the oracle answer will be, the site folder behind it."""
    for sub in ("assets", "reference"):
        shutil.rmtree(stage / sub, ignore_errors=True)
        (stage / sub).mkdir()
    for a in built.assets:
        shutil.copyfile(src.site / a.source, stage / "assets" / a.name)
    (stage / "reference" / "index.html").write_text(built.html, encoding="utf-8")
    served = Path(tempfile.mkdtemp(prefix="iwr-author-serve-"))
    try:
        shutil.copyfile(stage / "reference" / "index.html", served / "index.html")
        shutil.copytree(stage / "assets", served / "assets")
        return record_take(src.traj, served, browser, fallback=src.site, private=src.private, after=_sheet_items(src.traj.task_id, stage, built))
    finally:
        shutil.rmtree(served, ignore_errors=True)


def _build(src: Source, site: Take, stage: Path, browser: Any) -> tuple[Built, Take]:
    """The oracle page from the site's take, and a take of it; every problem at once."""
    tid = src.traj.task_id
    found = sort_requests(site.requests, site.origin, src.site, src.private)
    inlined = inline_site(src.site, src.html)
    workers = worker_paths(found, site.workers, site.origin)
    problems = site.unmet + request_problems(found, site.origin, src.traj) + code_problems(found, inlined, workers, site.origin, src.traj)
    if problems:
        raise_all(tid, problems)
    extra: set[str] = set()
    for attempt in (1, 2):
        built = build_reference(src.site, src.html, inlined, found, workers, src.private, extra)
        check = _built_take(src, stage, built, browser)
        code = {p for p in check.from_site if p.lower().endswith((".css", ".js", ".mjs", ".html", ".htm"))}
        if check.from_site and attempt == 1 and not code:
            extra |= check.from_site  # asked for by a path the text does not hold: map it, and play again
            continue
        lost = check.missing - BROWSER_OWN
        if check.from_site or lost:
            asked = ", ".join(sorted(check.from_site | lost))
            raise_all(tid, [("assets", f"the built reference page still asked for {asked} by the original path: the site builds that "
                             "path in a way the asset map does not follow (an attribute node, a path put together inside a "
                             "stylesheet); write the path whole in the page or its script ('img/a.png', not 'img/' + name) so it "
                             "is rewritten, or set it through src/href, a style property, fetch or XMLHttpRequest")])
        return built, check
    raise AssertionError("unreachable")


def author_task(site_dir: str | Path, trajectory: str | Path | None, out_dataset_dir: str | Path, task_id: int | None = None, browser: Any = None) -> Path:
    """Author one task from ``site_dir`` into ``out_dataset_dir``; returns ``data/<id>``.

    ``trajectory`` defaults to the site's ``trajectory.yaml``. A failure leaves the
    previous version of the task (if any) and ``data.jsonl`` untouched.
    """
    from iwr_bench.tasks.data.sheets import write_sheets

    out = Path(out_dataset_dir)
    src = read_source(Path(site_dir), trajectory, task_id)
    tid = src.traj.task_id
    (out / "data").mkdir(parents=True, exist_ok=True)
    keep = out / ".iwr-author" / str(tid)  # the screenshots of a refusal for differing pixels
    shutil.rmtree(keep, ignore_errors=True)
    stage = Path(tempfile.mkdtemp(prefix=f".{tid}.partial-", dir=out / "data"))
    try:
        with _browser(src.traj, browser) as b:
            for attempt in (1, 2):
                site = _site_take(src, stage, b)
                built, check = _build(src, site, stage, b)
                differ = mismatches(site.checkpoints, check.checkpoints)
                if not differ:
                    break
                if attempt == 2:  # the first play of either may have been the odd one out: both were played again
                    raise_all(tid, mismatch_problems(differ, src.traj, keep))
        shutil.rmtree(stage / "stitched_assets", ignore_errors=True)
        (stage / "stitched_assets").mkdir()
        write_sheets(check.extra, stage / "stitched_assets")
        frames, duration = site.extra
        write_json(stage / "metadata.json", {
            "id": tid,
            "source_hash": source_hash(src.site, src.traj_path, tid),
            "authoring_tool": TOOL,
            "authoring_version": AUTHOR_VERSION,
            "resolution": src.traj.resolution,
            "environment": src.traj.environment,
            "checkpoint_mapping": "per_action",
            "video": {"fps": FPS, "frames": frames, "duration_s": round(duration, 3)},
            "assets": len(built.assets),
            "runtime_assets": sorted(built.runtime),
            "inlined": built.inlined,
        })
        keep_published_within_noise(stage / "checkpoints", out / "data" / str(tid) / "checkpoints")
        _publish(stage, out / "data" / str(tid))
        upsert_record(out, build_record(src.traj))
        with contextlib.suppress(OSError):
            keep.parent.rmdir()  # only when no other task left screenshots there
        return out / "data" / str(tid)
    finally:
        shutil.rmtree(stage, ignore_errors=True)


def _publish(stage: Path, final: Path) -> None:
    if final.exists():
        old = final.with_name(f".{final.name}.old-{os.getpid()}")
        os.replace(final, old)
        os.replace(stage, final)
        shutil.rmtree(old, ignore_errors=True)
    else:
        os.replace(stage, final)


# ---------------------------------------------------------------- all sites

def site_dirs(sites_root: Path) -> list[Path]:
    return sorted(p for p in Path(sites_root).iterdir() if p.is_dir() and not p.name.startswith(".") and find_trajectory(p))


def resolve_bundle(path: str | Path, out: str | Path | None = None) -> tuple[Path, Path]:
    """(sites root, dataset dir) for ``iwr author --all PATH``: PATH/sites and PATH/dataset when
    PATH is a bundle folder, else PATH itself holds the sites."""
    path = Path(path)
    sites = path / "sites" if (path / "sites").is_dir() else path
    return sites, Path(out) if out else (path / "dataset" if sites != path else path.parent / "dataset")


def author_all(sites_root: str | Path, out_dataset_dir: str | Path, force: bool = False, prune: bool = True, progress: Any = None) -> list[AuthorResult]:
    """Author every site under ``sites_root`` that has a trajectory; skip the unchanged ones.

    A failing site is reported in its result and the others go on. With ``prune``, tasks
    this tool authored earlier whose site is gone are removed from the dataset.
    """
    sites_root, out = Path(sites_root), Path(out_dataset_dir)
    if not sites_root.is_dir():
        raise TaskDataError(str(sites_root), "<folder>", "does not exist; give the folder that holds one subfolder per site")
    results: list[AuthorResult] = []
    seen: dict[int, Path] = {}
    for site in site_dirs(sites_root):
        started = time.monotonic()
        traj_path = find_trajectory(site)
        assert traj_path is not None
        try:
            traj = load_trajectory(traj_path, default_source=site.name)
            if traj.task_id in seen:
                raise TaskDataError(traj.task_id, "id", f"used by both {seen[traj.task_id].name} and {site.name}; give each site its own id")
            seen[traj.task_id] = site
            digest = source_hash(site, traj_path, traj.task_id)
            if not force and is_current(out, traj.task_id, digest):
                result = AuthorResult(traj.task_id, site, out / "data" / str(traj.task_id), "skipped")
            else:
                task_dir = author_task(site, traj_path, out)
                frames = json.loads((task_dir / "metadata.json").read_text())["video"]["frames"]
                result = AuthorResult(traj.task_id, site, task_dir, "built", time.monotonic() - started, frames)
        except PrerequisiteError:
            raise
        except TaskDataError as err:
            tid = err.task_id if isinstance(err.task_id, int) else -1
            result = AuthorResult(tid, site, None, "failed", time.monotonic() - started, error=str(err))
        except Exception as err:  # one broken site must not stop the others
            result = AuthorResult(-1, site, None, "failed", time.monotonic() - started, error=f"{site.name}: {type(err).__name__}: {str(err).splitlines()[0] if str(err) else ''}")
        results.append(result)
        if progress:
            progress(result)
    if prune and not any(r.status == "failed" for r in results):
        _prune(out, set(seen))
    return results


def _prune(out: Path, keep: set[int]) -> None:
    with locked(out):
        records = {r["id"]: r for r in read_records(out / "data.jsonl")}
        gone = [k for k in records if k not in keep and authored_here(out / "data" / str(k))]
        for k in gone:
            shutil.rmtree(out / "data" / str(k), ignore_errors=True)
            del records[k]
        if gone:
            write_records(out / "data.jsonl", records)
