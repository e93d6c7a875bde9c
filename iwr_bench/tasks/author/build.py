"""Authoring one task (``author_task``) and every site of a bundle (``author_all``).

``author_task`` records the reference page exactly as the oracle answer will be served
(``index.html`` beside ``assets/``), with the original site folder behind it
(``iwr_bench.tasks.author.serve``). When the page asked for site files at run time that the scan of
``index.html`` did not find, those files become assets too, the reference page gets the
asset map for them, and the recording is made again; that second recording must need
nothing from the site folder. The task folder appears only when everything succeeded.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from iwr_bench.core.errors import PrerequisiteError, TaskDataError
from iwr_bench.tasks.author.assets import (
    BROWSER_OWN,
    CODE_EXTS,
    Asset,
    name_assets,
    reference_html,
    scan_assets,
)
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
from iwr_bench.tasks.author.serve import AuthoringServer
from iwr_bench.tasks.author.session import (
    END_STILL,
    FPS,
    HOLD,
    START_STILL,
    Session,
    browser_errors,
    rasterize,
)
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
class _Take:
    """One recording of the reference page, and what it asked the site folder for."""

    frames: int
    duration_s: float
    from_site: set[str]
    missing: set[str]


def _record(traj: Trajectory, site_dir: Path, private: list[str], assets: list[Asset], runtime: set[str],
            html: str, stage: Path, browser: Any) -> _Take:
    from iwr_bench.tasks.data.sheets import SheetItem, load_thumbnail, write_sheets
    from iwr_bench.tasks.data.video import VideoWriter
    from iwr_bench.tasks.sandbox.browser import Browser, Viewport

    tid = traj.task_id
    for sub in ("assets", "checkpoints", "stitched_assets", "reference"):
        shutil.rmtree(stage / sub, ignore_errors=True)
        (stage / sub).mkdir()
    for a in assets:
        shutil.copyfile(site_dir / a.source, stage / "assets" / a.name)
    (stage / "reference" / "index.html").write_text(reference_html(html, assets, runtime), encoding="utf-8")
    served = Path(tempfile.mkdtemp(prefix="iwr-author-serve-"))
    try:
        # Served exactly as the oracle answer will be: index.html beside assets/.
        shutil.copyfile(stage / "reference" / "index.html", served / "index.html")
        shutil.copytree(stage / "assets", served / "assets")
        video = VideoWriter(stage / "video.mp4", traj.width, traj.height, fps=FPS)
        own_browser = browser is None
        try:
            if own_browser:
                browser = Browser(Viewport(traj.width, traj.height, traj.mobile))
            with AuthoringServer(served, site_dir, private) as server, browser_errors(tid):
                s = Session(browser, server.url, traj, video)
                s.open()
                (stage / "checkpoints" / "step_0.png").write_bytes(s.checkpoint(START_STILL))
                unmet = []  # every step's expect is checked before any is reported
                for step in traj.steps:
                    s.perform(step)
                    s.settle(step)
                    problem = s.check(step)
                    if problem:
                        unmet.append(problem)
                    (stage / "checkpoints" / f"step_{step.step}.png").write_bytes(s.checkpoint(HOLD))
                if unmet:
                    raise_all(tid, unmet)
                video.hold(END_STILL)
                items = []
                for a in assets:
                    try:
                        img = load_thumbnail(stage / "assets" / a.name)
                    except Exception as err:  # Pillow and PyAV raise many kinds on a bad file
                        raise TaskDataError(tid, "assets", f"{a.source} cannot be decoded ({type(err).__name__}: {err}); replace the file") from err
                    if img is None and a.name.endswith(".svg"):
                        img = rasterize(s.d, f"assets/{a.name}")
                    items.append(SheetItem(a.name, img, Path(a.source).suffix.lstrip(".").lower()))
                from_site, missing = server.from_site, server.missing - BROWSER_OWN
        except BaseException:
            video.abort()
            raise
        finally:
            if own_browser and browser is not None:
                browser.close()
        video.close()
    finally:
        shutil.rmtree(served, ignore_errors=True)
    write_sheets(items, stage / "stitched_assets")
    return _Take(video.frames, video.duration_s, from_site, missing)


# size: authoring's steps in order (issues 28 and 32 rework them)
def author_task(site_dir: str | Path, trajectory: str | Path | None, out_dataset_dir: str | Path, task_id: int | None = None, browser: Any = None) -> Path:
    """Author one task from ``site_dir`` into ``out_dataset_dir``; returns ``data/<id>``.

    ``trajectory`` defaults to the site's ``trajectory.yaml``. A failure leaves the
    previous version of the task (if any) and ``data.jsonl`` untouched.
    """
    site_dir, out = Path(site_dir), Path(out_dataset_dir)
    traj_path = Path(trajectory) if trajectory else find_trajectory(site_dir)
    if traj_path is None:
        raise TaskDataError(task_id if task_id is not None else site_dir.name, "<file>", f"no trajectory.yaml in {site_dir}; write one (see docs/ARCHITECTURE.md) or pass its path")
    traj = load_trajectory(traj_path, task_id=task_id, default_source=site_dir.name)
    tid = traj.task_id
    index = site_dir / "index.html"
    if not index.is_file():
        raise TaskDataError(tid, "index.html", f"{index} does not exist; a site is a folder with index.html")
    html = index.read_text(encoding="utf-8")
    private = [*TRAJECTORY_NAMES]
    if traj_path.resolve().is_relative_to(site_dir.resolve()):
        private.append(traj_path.resolve().relative_to(site_dir.resolve()).as_posix())
    static = {a.source for a in scan_assets(tid, site_dir, html, ignore=private)}

    (out / "data").mkdir(parents=True, exist_ok=True)
    final = out / "data" / str(tid)
    stage = Path(tempfile.mkdtemp(prefix=f".{tid}.partial-", dir=out / "data"))
    try:
        runtime: set[str] = set()
        while True:
            assets = name_assets(static | runtime)
            take = _record(traj, site_dir, private, assets, runtime, html, stage, browser)
            problems = []
            if take.missing:
                problems.append(("assets", f"the page requested {', '.join(sorted(take.missing))}, which the site folder does not have; add the files or fix the page"))
            code = sorted(p for p in take.from_site if Path(p).suffix.lower() in CODE_EXTS)
            if code:
                problems.append(("index.html", f"loads {', '.join(code)} at run time; a reference site is one self-contained index.html: inline {'it' if len(code) == 1 else 'them'}"))
            if runtime and take.from_site - set(code):
                left = sorted(take.from_site - set(code))
                problems.append(("assets", f"the reference page still asked the site folder for {', '.join(left)} after they were mapped to assets (a way of loading a URL the asset map does not cover); load them through src/href attributes, style properties, fetch or XMLHttpRequest, or name them literally in index.html"))
            if problems:
                raise_all(tid, problems)
            if not take.from_site:
                break
            runtime |= take.from_site  # found at run time: assets now, and recorded again with the map
        write_json(stage / "metadata.json", {
            "id": tid,
            "source_hash": source_hash(site_dir, traj_path, tid),
            "authoring_tool": TOOL,
            "authoring_version": AUTHOR_VERSION,
            "resolution": traj.resolution,
            "environment": traj.environment,
            "checkpoint_mapping": "per_action",
            "video": {"fps": FPS, "frames": take.frames, "duration_s": round(take.duration_s, 3)},
            "assets": len(assets),
            "runtime_assets": sorted(runtime),
        })
        if final.exists():
            old = final.with_name(f".{tid}.old-{os.getpid()}")
            os.replace(final, old)
            os.replace(stage, final)
            shutil.rmtree(old, ignore_errors=True)
        else:
            os.replace(stage, final)
        upsert_record(out, build_record(traj))
        return final
    finally:
        shutil.rmtree(stage, ignore_errors=True)


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
