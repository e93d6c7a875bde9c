"""``iwr evaluate``: score a run's replays again, under another judge or protocol."""

from __future__ import annotations

from typing import Annotated

import typer

from iwr_bench.cli.commands._args import JUDGE_OPTIONS, execute, finish, run_options


@run_options("--run-id", "--data", *JUDGE_OPTIONS[:2], "--models", "--tasks", *JUDGE_OPTIONS[2:], stages=["score"], required=("--run-id",),
             helps={"--run-id": "Run whose replayed pages to score.", "--models": "Only these models of the run, comma-separated (default: all)."})
def evaluate(
    refresh: Annotated[bool, typer.Option("--refresh", help="Score again even when a cached score exists.")] = False,
    *, request,
) -> None:
    """Score every replayed page of a run (the score stage alone): replays come from the stage cache, no browser work.

    Rows are added per (judge, protocol), never overwritten; the run's own runs row stays as it was.

    Example: iwr evaluate --data benchmarks/iwr-mini/dataset --run-id demo --judge iwr/offline --protocol strict
    """
    if refresh:
        request = request.model_copy(update={"refresh": ["score"]})
    finish(execute(request))


def register(app: typer.Typer) -> None:
    app.command("evaluate")(evaluate)
