"""``iwr generate`` (the generate stage), ``iwr judge`` / ``iwr import-outputs`` (replay and score
pages made elsewhere): both enter the one run entry point, ``iwr_bench.flows.run.run``."""

from __future__ import annotations

from typing import Annotated

import typer

from iwr_bench.cli.commands._args import (
    API_BASE_HELP,
    API_KEY_ENV_HELP,
    DATA_HELP,
    GROUNDER_API_BASE_HELP,
    GROUNDER_API_KEY_ENV_HELP,
    GROUNDER_HELP,
    JUDGE_API_BASE_HELP,
    JUDGE_API_KEY_ENV_HELP,
    JUDGE_HELP,
    PROTOCOL_HELP,
    RUN_ID_HELP,
    TASKS_HELP,
    execute,
    finish,
    print_generations,
    run_request,
    split_list,
)


def generate(
    model: Annotated[str, typer.Option("--model", "--models", help="LiteLLM model string(s), comma-separated: gpt-5, anthropic/claude-sonnet-4-5, iwr/oracle, ...")],
    data: Annotated[str | None, typer.Option("--data", help=DATA_HELP)] = None,
    tasks: Annotated[str | None, typer.Option("--tasks", help=TASKS_HELP)] = None,
    run_id: Annotated[str | None, typer.Option("--run-id", help=RUN_ID_HELP)] = None,
    api_base: Annotated[str | None, typer.Option("--api-base", help=API_BASE_HELP)] = None,
    api_key_env: Annotated[str | None, typer.Option("--api-key-env", help=API_KEY_ENV_HELP)] = None,
    refresh: Annotated[bool, typer.Option("--refresh", help="Ask again even when a cached answer exists.")] = False,
) -> None:
    """Ask each model for each task's index.html (the generate stage of the run flow); rows into the warehouse.

    A missing API key fails in one line before any work; a failed generation is a row with its error_kind. The same task content, model, prompt, settings and code are never asked twice unless --refresh. Continue the run with `iwr run --stages replay,score --run-id ID`.

    Example: iwr generate --data benchmarks/iwr-mini/dataset --model iwr/oracle,iwr/blank --tasks 1-3 --run-id g1
    """
    request = run_request(data=data, models=split_list(model), tasks=tasks, run_id=run_id, api_base=api_base, api_key_env=api_key_env, stages=["generate"],
                          refresh=["generate"] if refresh else None)
    summary = execute(request)
    print_generations(summary["run_id"])
    finish(summary, leaderboard=False)


def judge_pages(
    pages: Annotated[str, typer.Argument(help="A folder DIR/<task_id>/<model>/index.html, or a predictions file (JSON Lines: task_id, model, page or path).")],
    data: Annotated[str | None, typer.Option("--data", help=DATA_HELP)] = None,
    model: Annotated[str | None, typer.Option("--model", "--models", help="Only these models of the pages, comma-separated (default: all).")] = None,
    run_id: Annotated[str | None, typer.Option("--run-id", help=RUN_ID_HELP)] = None,
    tasks: Annotated[str | None, typer.Option("--tasks", help=TASKS_HELP)] = None,
    judge: Annotated[str | None, typer.Option("--judge", help=JUDGE_HELP)] = None,
    protocol: Annotated[str | None, typer.Option("--protocol", help=PROTOCOL_HELP)] = None,
    stages: Annotated[str | None, typer.Option("--stages", help="replay,score (default) or replay.")] = None,
    refresh: Annotated[list[str] | None, typer.Option("--refresh", help="Force a stage again: replay or score (repeatable).")] = None,
    workers: Annotated[int | None, typer.Option("--workers", help="Parallel (task, model) evaluations (IWR_WORKERS).")] = None,
    judge_api_base: Annotated[str | None, typer.Option("--judge-api-base", help=JUDGE_API_BASE_HELP)] = None,
    judge_api_key_env: Annotated[str | None, typer.Option("--judge-api-key-env", help=JUDGE_API_KEY_ENV_HELP)] = None,
    grounder: Annotated[str | None, typer.Option("--grounder", help=GROUNDER_HELP)] = None,
    grounder_api_base: Annotated[str | None, typer.Option("--grounder-api-base", help=GROUNDER_API_BASE_HELP)] = None,
    grounder_api_key_env: Annotated[str | None, typer.Option("--grounder-api-key-env", help=GROUNDER_API_KEY_ENV_HELP)] = None,
) -> None:
    """Judge pages made elsewhere: the same replay and scoring as a run, with resume, caching and rows.

    Any model name is accepted. Every task of the selection gets a generations row (prompt_version 'imported', raw_path: where the page came from); a task without a page gets error_kind no_page and scores 0.

    Example: iwr judge predictions.jsonl --data benchmarks/iwr-mini/dataset --run-id mine
    """
    request = run_request(data=data, pages=pages, models=split_list(model), run_id=run_id, tasks=tasks, judge=judge, protocol=protocol,
                          stages=split_list(stages) or None, refresh=refresh, workers=workers, judge_api_base=judge_api_base,
                          judge_api_key_env=judge_api_key_env, grounding_model=grounder, grounding_api_base=grounder_api_base,
                          grounding_api_key_env=grounder_api_key_env)
    summary = execute(request)
    print_generations(summary["run_id"])
    finish(summary)


def register(app: typer.Typer) -> None:
    app.command(name="generate")(generate)
    app.command(name="judge")(judge_pages)
    # The published harness's name for the same command.
    app.command(name="import-outputs")(judge_pages)
