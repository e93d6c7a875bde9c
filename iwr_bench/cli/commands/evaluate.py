"""``iwr evaluate``: score a run's replays again, under another judge or protocol."""

from __future__ import annotations

from typing import Annotated

import typer

from iwr_bench.cli.commands._args import (
    DATA_HELP,
    JUDGE_API_BASE_HELP,
    JUDGE_API_KEY_ENV_HELP,
    JUDGE_HELP,
    PROTOCOL_HELP,
    TASKS_HELP,
    execute,
    finish,
    run_request,
    split_list,
)


def evaluate(
    run_id: Annotated[str, typer.Option("--run-id", help="Run whose replayed pages to score.")],
    data: Annotated[str | None, typer.Option("--data", help=DATA_HELP)] = None,
    judge: Annotated[str | None, typer.Option("--judge", help=JUDGE_HELP)] = None,
    protocol: Annotated[str | None, typer.Option("--protocol", help=PROTOCOL_HELP)] = None,
    models: Annotated[str | None, typer.Option("--models", help="Only these models of the run, comma-separated (default: all).")] = None,
    tasks: Annotated[str | None, typer.Option("--tasks", help=TASKS_HELP)] = None,
    refresh: Annotated[bool, typer.Option("--refresh", help="Score again even when a cached score exists.")] = False,
    judge_api_base: Annotated[str | None, typer.Option("--judge-api-base", help=JUDGE_API_BASE_HELP)] = None,
    judge_api_key_env: Annotated[str | None, typer.Option("--judge-api-key-env", help=JUDGE_API_KEY_ENV_HELP)] = None,
) -> None:
    """Score every replayed page of a run (the score stage alone): replays come from the stage cache, no browser work.

    Rows are added per (judge, protocol), never overwritten; the run's own runs row stays as it was.

    Example: iwr evaluate --data benchmarks/iwr-mini/dataset --run-id demo --judge iwr/offline --protocol strict
    """
    request = run_request(run_id=run_id, data=data, judge=judge, protocol=protocol, models=split_list(models), tasks=tasks,
                          stages=["score"], refresh=["score"] if refresh else None, judge_api_base=judge_api_base,
                          judge_api_key_env=judge_api_key_env)
    summary = execute(request)
    finish(summary)


def register(app: typer.Typer) -> None:
    app.command("evaluate")(evaluate)
