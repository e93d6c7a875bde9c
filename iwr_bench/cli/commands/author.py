"""Task authoring command: ``iwr author``."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from iwr_bench.core.errors import PrerequisiteError


def author(
    site_dir: Annotated[Path | None, typer.Argument(help="Site folder holding index.html and its assets.")] = None,
    trajectory: Annotated[Path | None, typer.Argument(help="Trajectory file (YAML or JSON). Default: SITE_DIR/trajectory.yaml.")] = None,
    out: Annotated[Path | None, typer.Option("--out", help="Dataset folder to write (data.jsonl + data/<id>/). With --all: default BUNDLE/dataset.")] = None,
    task_id: Annotated[int | None, typer.Option("--id", help="Task id; overrides the trajectory's id.")] = None,
    all_from: Annotated[Path | None, typer.Option("--all", help="Author every site of a bundle (BUNDLE/sites/<slug>/) or of a folder of sites.")] = None,
    force: Annotated[bool, typer.Option("--force", help="Rebuild even tasks whose sources did not change.")] = False,
) -> None:
    """Turn a local web app and its trajectory into a benchmark task (video, checkpoints, assets, record).

    Example: iwr author benchmarks/iwr-mini/sites/l3-todo benchmarks/iwr-mini/sites/l3-todo/trajectory.yaml --out my-dataset --id 101

    Example: iwr author --all benchmarks/iwr-mini
    """
    from iwr_bench.core.errors import TaskDataError
    from iwr_bench.tasks.author import author_all, author_task, resolve_bundle

    if all_from is not None:
        if site_dir is not None or task_id is not None:
            raise PrerequisiteError("--all authors every site with its own id: drop SITE_DIR and --id")
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
    try:
        task_dir = author_task(site_dir, trajectory, out, task_id=task_id)
    except TaskDataError as err:
        typer.secho(f"iwr author: {err}", err=True, fg="red")
        raise typer.Exit(1) from err
    typer.echo(f"authored {task_dir} (record in {out / 'data.jsonl'})")


def register(app: typer.Typer) -> None:
    app.command("author")(author)
