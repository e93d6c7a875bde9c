"""``iwr generate`` (the generate stage), ``iwr judge`` / ``iwr import-outputs`` (replay and score
pages made elsewhere): both enter the one run entry point, ``iwr_bench.flows.run.run``."""

from __future__ import annotations

from typing import Annotated

import typer

from iwr_bench.cli.commands._args import (
    GROUNDER_OPTIONS,
    JUDGE_OPTIONS,
    MODEL_OPTIONS,
    execute,
    finish,
    print_generations,
    run_options,
)


@run_options("--models", "--data", "--tasks", "--run-id", "--samples", *MODEL_OPTIONS, stages=["generate"], required=("--models",),
             aliases={"--models": ("--model", "--models")},
             helps={"--models": "LiteLLM model string(s), comma-separated: gpt-5, anthropic/claude-sonnet-4-5, iwr/oracle, ..."})
def generate(
    refresh: Annotated[bool, typer.Option("--refresh", help="Ask again even when a cached answer exists.")] = False,
    *, request,
) -> None:
    """Ask each model for each task's index.html (the generate stage of the run flow); rows into the warehouse.

    A missing API key fails in one line before any work; a failed generation is a row with its error_kind. The same task content, model, prompt, settings and code are never asked twice unless --refresh. Continue the run with `iwr run --stages replay,score --run-id ID`.

    Example: iwr generate --data benchmarks/iwr-mini/dataset --model iwr/oracle,iwr/blank --tasks 1-3 --run-id g1
    """
    if refresh:
        request = request.model_copy(update={"refresh": ["generate"]})
    summary = execute(request)
    print_generations(summary["run_id"])
    finish(summary, leaderboard=False)


@run_options("--data", "--models", "--run-id", "--tasks", *JUDGE_OPTIONS[:2], "--stages", "--refresh", "--workers", *JUDGE_OPTIONS[2:],
             *GROUNDER_OPTIONS, aliases={"--models": ("--model", "--models")},
             helps={"--models": "Only these models of the pages, comma-separated (default: all).",
                    "--stages": "replay,score (default) or replay.", "--refresh": "Force a stage again: replay or score (repeatable)."})
def judge_pages(
    pages: Annotated[str, typer.Argument(help="A folder DIR/<task_id>/<model>/index.html, or a predictions file (JSON Lines: task_id, model, page or path).")],
    *, request,
) -> None:
    """Judge pages made elsewhere: the same replay and scoring as a run, with resume, caching and rows.

    Any model name is accepted. Every task of the selection gets a generations row (prompt_version 'imported', raw_path: where the page came from); a task without a page gets error_kind no_page and scores 0.

    Example: iwr judge predictions.jsonl --data benchmarks/iwr-mini/dataset --run-id mine
    """
    summary = execute(request.model_copy(update={"pages": pages}))
    print_generations(summary["run_id"])
    finish(summary)


def register(app: typer.Typer) -> None:
    app.command(name="generate")(generate)
    app.command(name="judge")(judge_pages)
    # The published harness's name for the same command.
    app.command(name="import-outputs")(judge_pages)
