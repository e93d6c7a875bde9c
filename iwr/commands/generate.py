"""``iwr generate`` (ask models for pages) and ``iwr import-outputs`` (take pages made elsewhere)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated

import typer

from core.errors import PrerequisiteError
from iwr.commands._args import parse_task_ids, split_list

DATA_HELP = "Dataset folder with data.jsonl below it, or hf / hf:REV (default: IWR_DATA)."

def default_run_id(prefix: str) -> str:
    return f"{prefix}-{datetime.now(UTC).strftime('%Y%m%dT%H%M%SZ')}"


def load_tasks(data: str | None, task_ids: list[int] | None):
    from core.settings import get_settings
    from tasks.dataset import load_dataset

    source = data or (str(get_settings().data) if get_settings().data else None)
    if not source:
        raise PrerequisiteError("no dataset: pass --data PATH (or set IWR_DATA)")
    loaded = load_dataset(source)
    tasks = list(loaded.tasks)
    if task_ids is not None:
        known = {t.task_id for t in tasks}
        missing = [i for i in task_ids if i not in known]
        if missing:
            raise PrerequisiteError(f"--tasks: {missing} not in the dataset at {source} (it has {len(known)} tasks)")
        tasks = [t for t in tasks if t.task_id in set(task_ids)]
    if not tasks:
        raise PrerequisiteError(f"no loadable tasks in {source}; run `iwr validate --data {source}` to see why")
    return tasks


def _status(gen) -> str:
    kind = gen.row.get("error_kind")
    if gen.row.get("cached"):
        return "cached" + (f" ({kind})" if kind else "")
    return kind or "ok"


def generate(
    model: Annotated[str, typer.Option("--model", "--models", help="LiteLLM model string(s), comma-separated: gpt-5, anthropic/claude-sonnet-4-5, iwr/oracle, ...")],
    data: Annotated[str | None, typer.Option("--data", help=DATA_HELP)] = None,
    tasks: Annotated[str | None, typer.Option("--tasks", help="Task ids, e.g. 1,3,5-8 (default: all).")] = None,
    run_id: Annotated[str | None, typer.Option("--run-id", help="Run identifier (default: gen-<UTC time>).")] = None,
    api_base: Annotated[str | None, typer.Option("--api-base", help="OpenAI-compatible server for openai/<name> models (vLLM, Ollama).")] = None,
    refresh: Annotated[bool, typer.Option("--refresh", help="Ask again even when a cached answer exists.")] = False,
) -> None:
    """Ask each model for each task's index.html; pages go under results/runs/, rows into the warehouse.

    A missing API key fails in one line before any work; a failed generation is a row with its error_kind. The same task content, model, prompt version and settings are never asked twice unless --refresh.

    Example: iwr generate --data benchmarks/iwr-mini/dataset --model iwr/oracle,iwr/blank --tasks 1-3
    """
    from rich.console import Console

    from core.settings import get_settings
    from tasks.generate import generate_all, run_dir

    models = split_list(model)
    if not models:
        raise PrerequisiteError("--model: name at least one model")
    selected = load_tasks(data, parse_task_ids(tasks))
    run_id = run_id or default_run_id("gen")
    con = Console()

    def done(gen) -> None:
        r = gen.row
        con.print(
            f"task {r['task_id']:>4}  {r['model']:<32} {_status(gen):<14} frames {r.get('frames_used') or 0:>2}"
            f"/{r.get('frames_total') or 0:<2} sheets {r.get('sheets_used') or 0}  out {r.get('output_tokens') or 0} tok"
            + (f"  {r['error_message']}" if r.get("error_message") and r.get("error_kind") != "truncated" else "")
        )

    gens = generate_all(selected, models, run_id=run_id, api_base=api_base, refresh=refresh, on_done=done)
    ok = sum(g.ok for g in gens)
    s = get_settings()
    con.print(f"[bold]run {run_id}[/]: {ok} of {len(gens)} pages ({sum(bool(g.row.get('cached')) for g in gens)} from cache)")
    con.print(f"  pages: {run_dir(s.results, run_id, models[0], selected[0].task_id).parent.parent}")
    con.print(f"  rows:  {Path(s.warehouse) / 'generations' / f'run_id={run_id}'}")


def import_outputs_cmd(
    directory: Annotated[Path, typer.Argument(help="Folder laid out as <DIR>/<task_id>/<model>/index.html.")],
    model: Annotated[str, typer.Option("--model", help="The <model> folder name; also the model column of the rows.")],
    data: Annotated[str | None, typer.Option("--data", help=DATA_HELP)] = None,
    run_id: Annotated[str | None, typer.Option("--run-id", help="Run identifier (default: import-<UTC time>).")] = None,
    tasks: Annotated[str | None, typer.Option("--tasks", help="Task ids, e.g. 1,3,5-8 (default: all).")] = None,
) -> None:
    """Take pages generated elsewhere (the published harness's layout) so they can be judged here.

    Every dataset task gets a row; one without a page gets error_kind no_page and scores 0.

    Example: iwr import-outputs ~/iwr-outputs --model gpt-5 --run-id paper-gpt5 --data ~/IWR-Bench
    """
    from tasks.generate import import_outputs

    selected = load_tasks(data, parse_task_ids(tasks))
    run_id = run_id or default_run_id("import")
    gens = import_outputs(directory, model, selected, run_id=run_id)
    found = sum(g.page_path is not None for g in gens)
    stripped = sum(bool(g.row.get("removed")) for g in gens)
    truncated = sum(bool(g.row.get("truncated")) for g in gens)
    typer.echo(f"run {run_id}: imported {found} of {len(gens)} pages for {model} ({len(gens) - found} missing, {truncated} truncated, {stripped} with off-host references removed)")


def register(app: typer.Typer) -> None:
    app.command(name="generate")(generate)
    app.command(name="import-outputs")(import_outputs_cmd)
