"""Task authoring command: ``iwr author``."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from iwr_bench.core.errors import PrerequisiteError


def author(
    site_dir: Annotated[Path | None, typer.Argument(help="Site folder holding index.html and its assets.")] = None,
    trajectory: Annotated[Path | None, typer.Argument(help="Trajectory file (YAML or JSON). Default: SITE_DIR/trajectory.yaml.")] = None,
    recording: Annotated[Path | None, typer.Option("--recording", help="A Chrome DevTools Recorder export (JSON): draft the trajectory from it (DIR/drafts/<id>/trajectory.yaml), then build the task.")] = None,
    out: Annotated[Path | None, typer.Option("--out", help="Dataset folder to write (data.jsonl + data/<id>/). With --all: default BUNDLE/dataset.")] = None,
    task_id: Annotated[int | None, typer.Option("--id", help="Task id; overrides the trajectory's id.")] = None,
    all_from: Annotated[Path | None, typer.Option("--all", help="Author every site of a bundle (BUNDLE/sites/<slug>/) or of a folder of sites.")] = None,
    force: Annotated[bool, typer.Option("--force", help="Rebuild even tasks whose sources did not change.")] = False,
) -> None:
    """Turn a local site (a folder with index.html and the files it loads) and its trajectory, or a
    Chrome Recorder flow recorded on it, into a benchmark task (video, checkpoints, assets, oracle page, record).

    Example: iwr author benchmarks/iwr-mini/sites/l3-todo benchmarks/iwr-mini/sites/l3-todo/trajectory.yaml --out my-dataset --id 101

    Example: iwr author my-site --recording flow.json --out my-dataset

    Example: iwr author --all benchmarks/iwr-mini
    """
    from iwr_bench.core.errors import TaskDataError
    from iwr_bench.tasks.author import author_all, resolve_bundle

    if all_from is not None:
        if site_dir is not None or task_id is not None or recording is not None:
            raise PrerequisiteError("--all authors every site with its own trajectory and id: drop SITE_DIR, --id and --recording")
        if not all_from.is_dir():
            raise PrerequisiteError(f"{all_from} is not a folder; give the bundle folder, e.g. --all benchmarks/iwr-mini")
        sites, dataset = resolve_bundle(all_from, out)

        def show(r) -> None:
            figure = f"{r.seconds:5.1f}s {r.frames:4d} frames" if r.status == "built" else ""
            colour = {"built": "green", "skipped": None, "failed": "red"}[r.status]
            typer.secho(f"{r.status:8s} {r.site.name:24s} {figure}", fg=colour)
            if r.error:
                typer.secho(f"         {r.error}", fg="red")

        results = author_all(sites, dataset, force=force, progress=show)
        built = [r for r in results if r.status == "built"]
        failed = [r for r in results if r.status == "failed"]
        mean = sum(r.seconds for r in built) / len(built) if built else 0.0
        typer.echo(f"{len(built)} built ({mean:.1f} s/task), {len(results) - len(built) - len(failed)} unchanged, {len(failed)} failed -> {dataset}")
        if failed:
            raise typer.Exit(1)
        return
    if site_dir is None or out is None:
        raise PrerequisiteError("give SITE_DIR and --out DATASET_DIR (or --all BUNDLE); see iwr author --help")
    if recording is not None and trajectory is not None:
        raise PrerequisiteError("give a trajectory or --recording, not both: the recording becomes the trajectory")
    if not (site_dir / "index.html").is_file():
        raise PrerequisiteError(f"{site_dir} has no index.html; give the site's folder (the one holding index.html and the files it loads)")
    try:
        task_dir = _author_one(site_dir, trajectory, recording, out, task_id)
    except TaskDataError as err:
        typer.secho(f"iwr author: {err}", err=True, fg="red")
        raise typer.Exit(1) from err
    typer.echo(f"authored {task_dir} (record in {out / 'data.jsonl'})")


def _author_one(site_dir: Path, trajectory: Path | None, recording: Path | None, out: Path, task_id: int | None) -> Path:
    from iwr_bench.tasks.author import author_task

    if recording is None:
        return author_task(site_dir, trajectory, out, task_id=task_id)
    from iwr_bench.tasks.author.from_recording import author_recording

    task_dir, draft, drafted = author_recording(site_dir, recording, out, task_id=task_id)
    lost = [n for n, d in enumerate(drafted, start=1) if d.grounded is False]
    reword = f"; reword step {', '.join(map(str, lost))}: the locator did not find its element by the drafted description" if lost else ""
    typer.echo(f"drafted {draft} ({len(drafted)} steps{reword})")
    return task_dir


def register(app: typer.Typer) -> None:
    app.command("author")(author)
