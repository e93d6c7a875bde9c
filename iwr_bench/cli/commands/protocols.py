"""``iwr protocols``: the metric protocols, and how far a run's figures move between them."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer


def _describe(console) -> None:
    """Each protocol in one line, then every rule with one line per protocol (what it does with
    an undecided verdict, a judge error, a tie, a rubric the judge failed to give, ...)."""
    from iwr_bench.tasks.scoring.protocols import PROTOCOLS

    say = lambda text: console.print(text, markup=False, highlight=False)  # noqa: E731
    say("Metric protocols (iwr evaluate --protocol NAME):")
    for p in PROTOCOLS.values():
        say(f"  {p.name} (version {p.version}): {p.doc}")
    rules: dict[str, dict[str, str]] = {name: {} for p in PROTOCOLS.values() for name in p.rules()}
    for p in PROTOCOLS.values():
        for name, words in p.rules().items():
            rules[name][p.name] = words
    width = max(len(n) for n in PROTOCOLS)
    for name, per in rules.items():
        say(f"{name}:")
        for protocol, words in per.items():
            say(f"  {protocol:<{width}}  {words}")


def protocols_cmd(
    run_id: Annotated[str | None, typer.Option("--run-id", help="Run whose figures to set side by side; without it, list the protocols.")] = None,
    judge: Annotated[str | None, typer.Option("--judge", help="Judge whose scores to show, when the run was scored by several.")] = None,
    show_sql: Annotated[bool, typer.Option("--sql", help="Print the SQL behind the tables.")] = False,
    warehouse: Annotated[Path | None, typer.Option("--warehouse", help="Warehouse root (default: IWR_WAREHOUSE).")] = None,
) -> None:
    """Per model, LVS/HVS/VFS/IFS/Final under paper, reference and strict on the same replays, with the differences.

    Score the run under each protocol first (no browser work: each adds rows from the same
    replays), then compare:

    Example: iwr evaluate --data benchmarks/iwr-mini/dataset --run-id demo --protocol reference && iwr protocols --run-id demo
    """
    from iwr_bench.cli.commands.reports import _connect, _console, _fail, _print_table
    from iwr_bench.tasks.report.protocols import protocol_comparison

    console = _console()
    if run_id is None:
        _describe(console)
        return
    try:
        pc = protocol_comparison(_connect(warehouse), run_id, judge)
    except (LookupError, ValueError) as err:
        _fail(err)
    _print_table(pc.figures, console)
    console.print(f"Figures in %; differences in percentage points from {pc.protocols[0]}. Every average is over the same "
                  "tasks (failed generations and pages never scored count 0), except that reference skips tasks with no page.",
                  markup=False, highlight=False)
    _print_table(pc.counts, console)
    for name in pc.protocols:
        comp = pc.comparability[name]
        verdict = "comparable with the published table" if comp.comparable else "not comparable with the published table: " + "; ".join(comp.reasons)
        console.print(f"{name}: {verdict}", markup=False, highlight=False)
    from iwr_bench.tasks.scoring.protocols import PROTOCOLS

    for name in pc.protocols:
        for caveat in PROTOCOLS[name].caveats if name in PROTOCOLS else ():
            console.print(f"{name} caveat: {caveat}", markup=False, highlight=False)
    if pc.missing:
        console.print(f"not scored yet: {', '.join(pc.missing)} (iwr evaluate --run-id {run_id} --protocol NAME adds them)",
                      style="yellow", markup=False, highlight=False)
    if show_sql:
        console.print(pc.figures.sql + ";\n\n" + pc.counts.sql + ";", markup=False, highlight=False)


def register(app: typer.Typer) -> None:
    app.command("protocols")(protocols_cmd)
