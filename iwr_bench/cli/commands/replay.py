"""``iwr replay``: open a page against a task and replay its actions, as the judge does."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Any

import typer


# size: a command's options and its one call
def replay(
    task_id: Annotated[int, typer.Option("--task", help="Task id (the record's id).")],
    page: Annotated[Path | None, typer.Option("--page", help="The page to replay; default: the task's reference page (the oracle).")] = None,
    data: Annotated[str | None, typer.Option("--data", help="Dataset folder (data.jsonl below it). Default: IWR_DATA.")] = None,
    out: Annotated[Path | None, typer.Option("--out", help="Folder for step_<k>.png; default: results/replay/<task>.")] = None,
    load_s: Annotated[float, typer.Option("--load-timeout", help="Seconds the page may take to load.")] = 10.0,
    action_s: Annotated[float, typer.Option("--action-timeout", help="Seconds one action may take.")] = 5.0,
) -> None:
    """Replay a task's actions on a page, one line per action, and write the step screenshots.

    Example: iwr replay --data benchmarks/iwr-mini/dataset --task 3 --page results/pages/gpt-5/3/index.html --out /tmp/replay-3
    """
    from iwr_bench.core.errors import PrerequisiteError
    from iwr_bench.core.settings import get_settings
    from iwr_bench.tasks.data.dataset import load_dataset
    from iwr_bench.tasks.locate.decide import evidence_line
    from iwr_bench.tasks.replay.page import replay_page
    from iwr_bench.tasks.sandbox.settle import Limits

    s = get_settings()
    source = data or (str(s.data) if s.data else None)
    if not source:
        raise PrerequisiteError("no dataset given: pass --data PATH or set IWR_DATA")
    loaded = load_dataset(source, hf_repo=s.hf_repo, hf_revision=s.hf_revision)
    try:
        task = loaded.task(task_id)
    except KeyError as err:
        raise PrerequisiteError(f"{err.args[0]}; `iwr validate --data {source}` lists the tasks") from None
    page = page or task.reference_page
    if page is None:
        raise PrerequisiteError(f"task {task_id} ships no reference page: pass --page FILE")
    if not Path(page).is_file():
        what = "is a folder" if Path(page).is_dir() else "does not exist"
        raise PrerequisiteError(f"--page {page} {what}: pass the page's HTML file (e.g. results/pages/<key>/index.html)")
    out = out or s.results / "replay" / str(task_id)

    def show(row: Mapping[str, Any]) -> None:
        how = row["method"] or "-"
        score = f" {row['match_score']:.0f}/{row['runner_up_score']:.0f}" if row["match_score"] is not None and row["runner_up_score"] is not None else ""
        err = f" {row['error_kind']}: {row['error_message']}" if row["error_kind"] else ""
        wait = f" wait {row['wait_s']:.2f}s" if row["wait_s"] is not None else ""
        took = f" {row['action_s']:.2f}s" if row["action_s"] is not None else ""
        extra = f" dialogs={len(row['dialogs'])}" if row["dialogs"] else ""
        extra += f" navigated_to={row['navigated_to']}" if row["navigated_to"] else ""
        color = {"performed": typer.colors.GREEN, "failed": typer.colors.RED}.get(row["outcome"], typer.colors.YELLOW)
        typer.secho(f"step {row['step']:>2} {row['type']:<6} {row['outcome']:<9} {how}{score}{took}{wait}{extra}{err}"[:300], fg=color)
        typer.echo(f"         {row['description'][:110]}")
        why = evidence_line(row.get("evidence"), row.get("confidence"), row.get("tie"))
        if why:
            typer.echo(f"         why: {why}"[:200])

    from iwr_bench.tasks.locate.decide import litellm_grounder

    llm = litellm_grounder(s.grounding_model, settings=s) if s.grounding_model else None
    from iwr_bench.tasks.replay.page import evaluations_root, judge_scripts
    from iwr_bench.tasks.sandbox.browser import Binaries, Viewport
    from iwr_bench.tasks.sandbox.judge_browser import JudgeBrowser

    with JudgeBrowser(Viewport(task.width, task.height, task.is_mobile), judge_scripts(), s.renderer_memory_mb,
                      Binaries(str(s.chromium), str(s.chromedriver))) as jb:
        result = replay_page(task, page, out, browser=jb, limits=Limits(load_s=load_s, action_s=action_s), on_row=show, llm=llm,
                             evaluations=evaluations_root(s.results))
    n = len(task.actions)
    typer.echo(f"task {task_id}: {result.steps_succeeded}/{n} actions before the first failure; screenshots in {out}")


def register(app: typer.Typer) -> None:
    app.command("replay")(replay)
