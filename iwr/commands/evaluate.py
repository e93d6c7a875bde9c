"""Scoring command: ``iwr evaluate`` (assertions, checkpoints, task scores of a run)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer


def evaluate(
    run_id: Annotated[str, typer.Option("--run-id", help="Run whose replayed pages to score.")],
    data: Annotated[Path | None, typer.Option("--data", help="Dataset folder of the run. Default: IWR_DATA.")] = None,
    judge: Annotated[str | None, typer.Option("--judge", help="Judge: a LiteLLM model, or iwr/offline. Default: IWR_JUDGE if set, else gemini/gemini-2.5-pro (as the paper).")] = None,
    protocol: Annotated[str, typer.Option("--protocol", help="Metric protocol: paper (the paper's definitions), reference (the published harness) or strict; see iwr protocols.")] = "paper",
) -> None:
    """Score every replayed page of a run; adds rows per (judge, protocol), never overwrites.

    Example: iwr evaluate --data benchmarks/iwr-mini --run-id demo --judge iwr/offline --protocol strict
    """
    from core.errors import PrerequisiteError
    from core.settings import get_settings
    from tasks.judge import PAPER_JUDGE
    from tasks.protocols import PROTOCOLS
    from tasks.scoring import score_run

    s = get_settings()
    if protocol not in PROTOCOLS:
        raise PrerequisiteError(f"unknown protocol {protocol!r}; use one of: {', '.join(PROTOCOLS)}")
    data = data or s.data
    if data is None:
        raise PrerequisiteError("no dataset: pass --data PATH or set IWR_DATA")
    judge = judge or (s.judge if "judge" in s.model_fields_set else PAPER_JUDGE)
    r = score_run(data, run_id, judge_name=judge, protocol_name=protocol, settings=s)
    typer.echo(f"run {r.run_id}: scored {r.pages} pages with judge {r.judge}, protocol {r.protocol} in {r.seconds:.1f} s")
    typer.echo(f"  checkpoints {r.checkpoints} ({r.checkpoints / r.seconds if r.seconds else 0:.2f}/s); judge errors {r.judge_errors}; undecided {r.undecided}; failed generations {r.failed_generations}")
    typer.echo(f"  ground-truth features computed {r.gt_features_computed}, reused {r.gt_features_reused}")
    from tasks.protocols import get_protocol
    from tasks.published import ScoringFacts, comparability
    from tasks.visual import ocr_version

    p = get_protocol(r.protocol)
    comp = comparability(ScoringFacts(r.protocol, r.judge, r.dino_present, r.hvs_present, ocr_version(), None, p.w, p.alpha))
    if not comp.comparable:
        typer.secho(f"  not comparable with the published table: {'; '.join(comp.reasons)}", fg="yellow")
    if r.not_replayed:
        typer.echo(f"  not replayed yet (skipped): {len(r.not_replayed)} pages, e.g. {r.not_replayed[0]}")


def register(app: typer.Typer) -> None:
    app.command("evaluate")(evaluate)
