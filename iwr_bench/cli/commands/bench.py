"""``iwr bench``: speed and memory figures of the judge and the pipeline (``make bench``)."""

from __future__ import annotations

from pathlib import Path

import typer


def register(app: typer.Typer) -> None:
    @app.command("bench")
    def bench_cmd(
        only: str = typer.Option(None, "--only", help="Sections, comma-separated: scoring, cold, replay, pipeline, scale, grounding (default: all; scale alone: 100/300/1,000 tasks)."),
        quick: bool = typer.Option(False, "--quick", help="Small sizes: a few tasks and repeats, scale check at 10/30/100 tasks."),
        data: str = typer.Option(None, "--data", help="Built dataset folder (default: benchmarks/iwr-mini/dataset)."),
        out: str = typer.Option(None, "--out", help="Report folder (default: results/bench)."),
    ) -> None:
        """Time scoring, cold runs, replay and the pipeline; print a table and write results/bench/bench-<timestamp>.{md,json}.

        Example: iwr bench --only replay,scoring --quick
        """
        from iwr_bench.bench.suite import parse_only, run_bench

        run_bench(parse_only(only), quick=quick, data=Path(data) if data else None, out_dir=Path(out) if out else None)
