"""``iwr agreement``: how far two judges (or two asks of one judge) agree on a run."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer


def agreement(
    run_id: Annotated[list[str], typer.Option("--run-id", help="Run to compare judges on; give two with --repeat to compare a judge across runs.")],
    repeat: Annotated[bool, typer.Option("--repeat", help="Compare each judge with itself: its variants (protocols) in the run, or across the given runs.")] = False,
    protocol: Annotated[str, typer.Option("--protocol", help="Protocol whose rows are compared between judges (not with --repeat).")] = "paper",
    warehouse: Annotated[Path | None, typer.Option("--warehouse", help="Warehouse root (default: IWR_WAREHOUSE).")] = None,
) -> None:
    """Cohen's kappa over assertion verdicts and Spearman over HVS, on the steps both judges scored.

    Example: iwr agreement --run-id nightly-2026-01-01

    Example: iwr agreement --run-id nightly-2026-01-01 --repeat
    """
    from iwr_bench.core.settings import get_settings
    from iwr_bench.tasks.judge.agreement import compare, load_groups, pairs_to_compare
    from iwr_bench.tasks.warehouse.store import connect

    con = connect(warehouse or get_settings().warehouse)
    groups = load_groups(con, run_id, repeat=repeat, protocol=protocol)
    pairs = pairs_to_compare(groups, repeat)
    runs = " ".join(f"--run-id {r}" for r in run_id)
    if not pairs:
        found = ", ".join(sorted(groups)) or "none"
        if repeat:
            typer.echo(f"no judge scored {runs} twice (found: {found}); score it again under the other protocol with a fresh "
                       f"judge cache, e.g. `IWR_RESULTS=/tmp/fresh iwr evaluate --data DATA {runs} --judge JUDGE --protocol strict`, then rerun this.")
        else:
            typer.echo(f"fewer than two judges scored {runs} under protocol {protocol} (found: {found}); score it with a "
                       f"second judge, e.g. `iwr evaluate --data DATA {runs} --judge gemini/gemini-2.5-pro`, then rerun this.")
        return
    for a, b in pairs:
        typer.echo(compare(a, b).line())


def register(app: typer.Typer) -> None:
    app.command("agreement")(agreement)
