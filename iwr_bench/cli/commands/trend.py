"""``iwr trend``: each model's Final over runs, with the band of run-to-run noise.

The figures come from ``iwr_bench.tasks.report.trend`` (SQL over the warehouse views); the command
only parses options and prints.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from iwr_bench.cli.commands.reports import WAREHOUSE_HELP, _connect, _console, _fail, _resampling


def trend_cmd(
    model: Annotated[list[str] | None, typer.Option("--model", help="Model(s) to show (repeatable); default: every model.")] = None,
    since: Annotated[str | None, typer.Option("--since", help="Only runs started on or after this date (YYYY-MM-DD, UTC).")] = None,
    judge: Annotated[str | None, typer.Option("--judge", help="Only scores made by this judge.")] = None,
    protocol: Annotated[str | None, typer.Option("--protocol", help="Only scores made under this protocol.")] = None,
    nightly: Annotated[bool, typer.Option("--nightly", help="Only nightly runs (run ids nightly-YYYY-MM-DD).")] = False,
    svg: Annotated[Path | None, typer.Option("--svg", help="Also write the plot to this SVG file.")] = None,
    resamples: Annotated[int | None, typer.Option("--resamples", help="Bootstrap resamples of the noise band.")] = None,
    seed: Annotated[int | None, typer.Option("--seed", help="Bootstrap seed.")] = None,
    show_sql: Annotated[bool, typer.Option("--sql", help="Print the SQL behind the table.")] = False,
    warehouse: Annotated[Path | None, typer.Option("--warehouse", help=WAREHOUSE_HELP)] = None,
) -> None:
    """Each model's Final over runs, with the band of run-to-run noise drawn from the samples.

    A line is one (model, judge, protocol, dataset revision); the band is the run's Final with
    only its samples drawn again (runs of one sample have none). The HTML report of a run
    draws the same plot.

    Example: iwr trend --model openai/gpt-5 --since 2026-01-01 --nightly --svg trend.svg
    """
    from datetime import date

    from rich.table import Table as RichTable

    from iwr_bench.tasks.report.trend import trend, trend_svg

    if since is not None:
        try:
            date.fromisoformat(since)
        except ValueError:
            _fail(ValueError(f"--since {since!r}: write the date as YYYY-MM-DD"))
    n, s = _resampling(resamples, seed)
    try:
        t = trend(_connect(warehouse), model or None, since, judge, protocol, nightly_only=nightly, resamples=n, seed=s)
    except (LookupError, ValueError) as err:
        _fail(err)
    if not t.series:
        _fail(LookupError("no scored runs" + (f" of {', '.join(model)}" if model else "") + (f" since {since}" if since else "")
                          + "; list them with: iwr leaderboard"))
    rows = t.rows()
    table = RichTable(title="Final over runs (%)", title_justify="left")
    for c in rows[0]:
        table.add_column(c, justify="left" if c in ("model", "run_id", "started", "state") else "right")
    for r in rows:
        table.add_row(*(str(v) for v in r.values()))
    console = _console()
    console.print(table)
    console.print(f"noise band: 95 % interval of the run's Final with its samples drawn again and its tasks kept ({n} resamples, seed {s})")
    if svg is not None:
        svg.write_text(trend_svg(t), encoding="utf-8")
        console.print(f"plot: {svg}", markup=False, highlight=False)
    if show_sql:
        console.print(t.sql + ";", markup=False, highlight=False)


def register(app: typer.Typer) -> None:
    app.command("trend")(trend_cmd)
