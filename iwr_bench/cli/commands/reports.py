"""Reports: ``iwr leaderboard``, ``iwr compare``, ``iwr breakdown``, ``iwr report``, ``iwr export`` (``iwr trend``: ``iwr_bench/cli/commands/trend.py``).

The commands only parse options and print; the figures come from ``iwr_bench.tasks.report.figures`` (SQL
over the warehouse views) and the HTML from ``iwr_bench.tasks.report.html``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

WAREHOUSE_HELP = "Warehouse root (default: IWR_WAREHOUSE)."


def _connect(warehouse: Path | None):
    from iwr_bench.core.settings import get_settings
    from iwr_bench.tasks.warehouse.store import connect

    return connect(warehouse or get_settings().warehouse)


def _resampling(resamples: int | None, seed: int | None) -> tuple[int, int]:
    from iwr_bench.core.settings import get_settings

    s = get_settings()
    return (resamples if resamples is not None else s.bootstrap_resamples,
            seed if seed is not None else s.bootstrap_seed)


def _console():
    from iwr_bench.cli.console import console

    return console()


def _fail(err: Exception) -> None:
    typer.secho(f"iwr: {err}", err=True, fg="red")
    raise typer.Exit(1)


def _print_table(table, console) -> None:
    from rich.table import Table as RichTable

    from iwr_bench.tasks.report.figures import cell

    rt = RichTable(title=table.title, title_justify="left")
    for c in table.columns:
        rt.add_column(c + (" %" if c in table.percent else ""), justify="right" if c in table.percent or c.startswith("n_") else "left")
    for row in table.rows:
        rt.add_row(*(cell(table, c, v) for c, v in zip(table.columns, row, strict=True)))
    console.print(rt)


def leaderboard_cmd(
    run_id: Annotated[list[str] | None, typer.Option("--run-id", help="Run(s) to show; default: every run.")] = None,
    protocol: Annotated[str | None, typer.Option("--protocol", help="Only rows scored with this protocol (paper, reference, strict).")] = None,
    with_paper: Annotated[bool, typer.Option("--with-paper", help="Add the published rows (paper_results.csv) for comparison.")] = False,
    resamples: Annotated[int | None, typer.Option("--resamples", help="Bootstrap resamples (default IWR_BOOTSTRAP_RESAMPLES or 10000).")] = None,
    seed: Annotated[int | None, typer.Option("--seed", help="Bootstrap seed (default IWR_BOOTSTRAP_SEED or 0).")] = None,
    show_sql: Annotated[bool, typer.Option("--sql", help="Print the SQL behind the figures.")] = False,
    per_task: Annotated[bool, typer.Option("--per-task", help="Per task, how many samples passed every action (shown anyway with --samples).")] = False,
    warehouse: Annotated[Path | None, typer.Option("--warehouse", help=WAREHOUSE_HELP)] = None,
) -> None:
    """The paper's table (LVS, HVS, VFS, IFS, Final in %) with 95 % bootstrap intervals.

    With samples (iwr run --samples N): the spread across samples and, per task, how many
    samples passed every action; the intervals then draw tasks, then samples within them.

    Example: iwr leaderboard --run-id nightly-2026-01-01 --with-paper
    """
    from rich.table import Table as RichTable

    from iwr_bench.tasks.report import figures as report

    n, s = _resampling(resamples, seed)
    try:
        lb = report.leaderboard(_connect(warehouse), run_id or None, protocol, resamples=n, seed=s)
    except (LookupError, ValueError) as err:
        _fail(err)
    rows = list(lb.rows)
    if not rows and not with_paper:
        _fail(LookupError("no scored runs" + (f" for run {', '.join(run_id)}" if run_id else "") + "; score one with: iwr run --data PATH --models MODEL"))
    if with_paper:
        rows = sorted(rows + report.paper_rows(), key=lambda r: -(r.final or 0.0))
    many_runs = len({r.run_id for r in lb.rows}) > 1
    t = RichTable(title="Leaderboard (%)", title_justify="left")
    for c in ("model", *(["run"] if many_runs else []), "judge / protocol", "LVS", "HVS", "VFS", "IFS", "IFS 95% CI", "Final", "Final 95% CI", "n"):
        t.add_column(c, justify="left" if c in ("model", "run", "judge / protocol") else "right")
    for r in rows:
        def fig(f: str, r=r) -> str:
            return report.pct(getattr(r, f)) + ("*" if f in r.not_comparable else "")

        who = "published" if r.source == "paper" else f"{r.judge} / {r.protocol}"
        t.add_row(r.model, *([r.run_id or "paper"] if many_runs else []), who, fig("lvs"), fig("hvs"), fig("vfs"), fig("ifs"),
                  report.ci_text(r.ifs_ci), fig("final"), report.ci_text(r.final_ci),
                  str(r.n_averaged if r.n_averaged is not None else r.n_tasks or ""),  # the tasks the figures average, as the markdown says
                  style="dim" if r.source == "paper" else None)
    console = _console()
    console.print(t)
    reasons = sorted({x for r in lb.rows for x in r.reasons})
    if reasons:
        console.print(f"* not comparable with the paper: {'; '.join(reasons)}")
    _print_counted_apart(lb.rows, console)
    sampled = [r for r in lb.rows if (r.n_samples or 1) > 1]
    for r in sampled:
        console.print(f"samples, {r.model} ({r.judge} / {r.protocol}): {report.samples_text(r)}", markup=False, highlight=False)
    console.print(f"intervals: 95 % percentile bootstrap over tasks{', then samples within them' if sampled else ''}, {n} resamples, seed {s}")
    if sampled or per_task:
        _print_passes(_connect(warehouse), run_id or None, protocol, console)
    if show_sql:
        console.print(lb.table.sql + ";\n\n" + lb.scores_sql + ";", markup=False, highlight=False)


def _print_counted_apart(rows, console) -> None:
    """Every task of the run counts: which ones scored 0 or were left out, and how much of IFS was not measured."""
    from iwr_bench.tasks.report import figures as report

    for r in rows:
        if report.counted_apart(r):
            console.print(f"counted apart, {r.model} ({r.judge} / {r.protocol}): {report.counted_apart(r)}", markup=False, highlight=False)
        if report.unmeasured(r):
            console.print(f"not measured, {r.model} ({r.judge} / {r.protocol}): {report.unmeasured(r)}", markup=False, highlight=False)


def _print_passes(con, run_ids, protocol, console) -> None:
    """Per task, 'passed/samples' per model: how many samples passed every action."""
    from rich.table import Table as RichTable

    from iwr_bench.tasks.report.samples import pass_matrix, task_samples

    m = pass_matrix(task_samples(con, run_ids, protocol))
    many_runs = len({v[0] for v in m.variants}) > 1
    t = RichTable(title="Samples that passed every action, per task", title_justify="left")
    t.add_column("task", justify="right")
    for run_id, model, _judge, _protocol in m.variants:
        t.add_column(f"{model} ({run_id})" if many_runs else model, justify="right")
    for i, task in enumerate(m.tasks):
        t.add_row(str(task), *(m.text(i, j) for j in range(len(m.variants))))
    console.print(t)


def compare_cmd(
    model_a: Annotated[str, typer.Argument(help="Model A (as in the model column).")],
    model_b: Annotated[str, typer.Argument(help="Model B.")],
    run_id: Annotated[list[str] | None, typer.Option("--run-id", help="Run of A and B (give it twice for A's run then B's); default: each model's latest run.")] = None,
    judge: Annotated[str | None, typer.Option("--judge", help="Judge whose scores to compare, when a run was scored several ways.")] = None,
    protocol: Annotated[str | None, typer.Option("--protocol", help="Protocol whose scores to compare.")] = None,
    top: Annotated[int, typer.Option("--top", help="How many per-task differences to list.")] = 10,
    resamples: Annotated[int | None, typer.Option("--resamples", help="Bootstrap resamples.")] = None,
    seed: Annotated[int | None, typer.Option("--seed", help="Bootstrap seed.")] = None,
    warehouse: Annotated[Path | None, typer.Option("--warehouse", help=WAREHOUSE_HELP)] = None,
) -> None:
    """Does A beat B on the same tasks? Paired bootstrap on Final and IFS.

    Example: iwr compare openai/gpt-5 anthropic/claude-sonnet-4 --run-id nightly
    """
    from iwr_bench.tasks.report import figures as report

    if run_id and len(run_id) > 2:
        _fail(ValueError("--run-id takes one run (both models) or two (A's, then B's)"))
    runs: list[str | None] = list(run_id) if run_id and len(run_id) == 2 else [run_id[0] if run_id else None] * 2
    n, s = _resampling(resamples, seed)
    con = _connect(warehouse)
    try:
        a = report.resolve_variant(con, model_a, runs[0], judge, protocol)
        b = report.resolve_variant(con, model_b, runs[1], judge, protocol)
        cmp = report.compare(con, a, b, resamples=n, seed=s, top=top)
    except (LookupError, ValueError) as err:
        _fail(err)
    console = _console()
    console.print(f"A = {a.label()}\nB = {b.label()}", markup=False, highlight=False)
    console.print(f"{cmp.final.n} common tasks" + (f" ({cmp.only_a} only in A, {cmp.only_b} only in B, left out)" if cmp.only_a or cmp.only_b else ""))
    for name, pc in (("Final", cmp.final), ("IFS", cmp.ifs)):
        console.print(f"{name}: A {report.pct(pc.mean_a)}  B {report.pct(pc.mean_b)}  A-B {report.pct(pc.diff.mean)} "
                      f"95% CI {report.ci_text(pc.diff)}  P(A>B) = {pc.p_a_better:.3f}", markup=False, highlight=False)
    for note in cmp.notes:
        console.print(f"note: {note}", style="yellow")
    if cmp.final.n:
        _print_table(cmp.top, console)


def breakdown_cmd(
    by: Annotated[list[str] | None, typer.Option("--by", help="interaction_complexity, visual_complexity, domain, platform, action_type (repeatable; default all).")] = None,
    run_id: Annotated[list[str] | None, typer.Option("--run-id", help="Run(s); default every run.")] = None,
    protocol: Annotated[str | None, typer.Option("--protocol", help="Only this protocol's scores.")] = None,
    show_sql: Annotated[bool, typer.Option("--sql", help="Print the SQL under each table.")] = False,
    warehouse: Annotated[Path | None, typer.Option("--warehouse", help=WAREHOUSE_HELP)] = None,
) -> None:
    """Breakdown tables: IFS/VFS/Final by level, visual complexity, domain, platform; action types.

    Example: iwr breakdown --by interaction_complexity --by action_type --run-id nightly
    """
    from iwr_bench.tasks.report import figures as report

    console = _console()
    try:
        tables = report.breakdowns(_connect(warehouse), by or report.ALL_BREAKDOWNS, run_id or None, protocol)
    except (LookupError, ValueError) as err:
        _fail(err)
    for t in tables:
        _print_table(t, console)
        if show_sql:
            console.print(t.sql + ";", markup=False, highlight=False)


def report_cmd(
    run_id: Annotated[str | None, typer.Option("--run-id", help="Run to report (with --serve and no run: serve every report).")] = None,
    out: Annotated[Path | None, typer.Option("--out", help="Folder for index.html (default results/reports/<run_id>/).")] = None,
    serve: Annotated[bool, typer.Option("--serve", help="Then serve it over HTTP on 127.0.0.1 and print the URL (Ctrl-C stops).")] = False,
    port: Annotated[int, typer.Option("--port", help="Port for --serve (0: any free port).")] = 8765,
    resamples: Annotated[int | None, typer.Option("--resamples", help="Bootstrap resamples.")] = None,
    seed: Annotated[int | None, typer.Option("--seed", help="Bootstrap seed.")] = None,
    warehouse: Annotated[Path | None, typer.Option("--warehouse", help=WAREHOUSE_HELP)] = None,
) -> None:
    """A self-contained HTML report: leaderboard, comparability, a task grid, a step viewer per task.

    The folder holds every image and page it shows: copy it anywhere, or serve it.
    With --serve the reports folder is served on 127.0.0.1 (the report of --out alone when
    given); set IWR_REPORT_BASE_URL to that server's URL so run artifacts link over HTTP.

    Example: iwr report --run-id demo --serve --port 8765
    """
    from iwr_bench.core.settings import get_settings
    from iwr_bench.tasks.report.serve import report_link
    from iwr_bench.tasks.warehouse.store import slug

    settings = get_settings()
    reports = settings.results / "reports"
    if run_id is None and not serve:
        _fail(ValueError("--run-id is required (or --serve alone, to serve every report in " + str(reports) + ")"))
    index = None
    if run_id is not None:
        from iwr_bench.tasks.report.html import build_report

        n, s = _resampling(resamples, seed)
        dest = out or reports / slug(run_id)
        try:
            con = _connect(warehouse)
            res = build_report(con, run_id, dest, base=settings.home, resamples=n, seed=s, nightly=_nightly(con, run_id, settings, n, s))
        except (LookupError, ValueError) as err:
            _fail(err)
        index = res.index
        typer.echo(f"{res.index}  ({res.pages} task pages; {res.files} files, {res.total_bytes / 1e6:.1f} MB in all, "
                   f"{res.bytes_per_page / 1e3:.0f} kB per task page; every image is inside the folder)")
        if settings.report_base_url and not serve:
            typer.echo(report_link(res.index, reports, settings.report_base_url))
    if serve:
        _serve(out.resolve() if out else reports, index, port)


def _nightly(con, run_id: str, settings, resamples: int, seed: int):
    """A nightly run's comparison with the previous one, as its run made it (None for other runs)."""
    from iwr_bench.tasks.report.regression import NIGHTLY_PREFIX, compare_nightly

    row = con.execute("SELECT judge, protocol FROM runs WHERE run_id = ?", [run_id]).fetchone()
    if not run_id.startswith(NIGHTLY_PREFIX) or row is None:
        return None
    return compare_nightly(con, run_id, row[0], row[1], alpha=settings.regression_alpha, min_delta=settings.regression_min_delta,
                           resamples=resamples, seed=seed)


def _serve(folder: Path, index: Path | None, port: int) -> None:
    import signal
    import threading

    from iwr_bench.tasks.report.serve import ReportServer

    folder.mkdir(parents=True, exist_ok=True)
    stop = threading.Event()
    # Ctrl-C and SIGTERM (a service manager, `kill`) stop it the same clean way, also when the
    # shell started it in the background with SIGINT ignored.
    previous = {sig: signal.signal(sig, lambda *_: stop.set()) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        with ReportServer(folder, port) as server:
            typer.echo(f"serving {folder} at {server.url_of(index) if index else server.url}  (Ctrl-C stops)")
            while not stop.wait(0.5):
                pass
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    typer.echo("stopped")


def export_cmd(
    run_id: Annotated[str, typer.Option("--run-id", help="Run to export.")],
    fmt: Annotated[str, typer.Option("--format", help="csv, json, parquet (every table) or predictions (its pages as the JSONL "
                                     "iwr judge reads).")] = "parquet",
    out: Annotated[Path | None, typer.Option("--out", help="Folder (default results/exports/<run_id>/).")] = None,
    page_files: Annotated[bool, typer.Option("--page-files", help="predictions: write the pages beside the file "
                                             "(pages/<model>/<task_id>.html) instead of inline.")] = False,
    to: Annotated[str | None, typer.Option("--to", help="mlflow: log the run to MLflow (MLFLOW_TRACKING_URI) instead of files: "
                                           "params, per-model metrics, the leaderboard table, the report.")] = None,
    warehouse: Annotated[Path | None, typer.Option("--warehouse", help=WAREHOUSE_HELP)] = None,
) -> None:
    """Every result table of a run (and its dataset's tables) as one file per table, its pages as a
    predictions file, or the run logged to MLflow.

    Example: iwr export --run-id demo --format csv --out /tmp/demo-csv

    Pages out and judged again: iwr export --run-id demo --format predictions --out /tmp/p && iwr judge /tmp/p/predictions.jsonl --data DATA

    To MLflow: iwr export --run-id demo --to mlflow   (pip install 'iwr-bench[mlflow]')
    """
    from iwr_bench.core.settings import get_settings
    from iwr_bench.tasks.warehouse.store import slug

    if to is not None:
        return _export_to(to, run_id, warehouse)
    dest = out or get_settings().results / "exports" / slug(run_id)
    if fmt == "predictions":
        from iwr_bench.tasks.report.predictions import export_predictions

        try:
            path, n, missing = export_predictions(_connect(warehouse), run_id, dest, inline=not page_files)
        except LookupError as err:
            _fail(err)
        for gone in missing:
            typer.secho(f"iwr: page gone from disk, not exported: {gone}", err=True, fg="yellow")
        typer.echo(f"predictions {n:8d} pages {path}")
        return
    from iwr_bench.tasks.report import figures as report

    try:
        written = report.export_run(_connect(warehouse), run_id, fmt, dest)
    except (LookupError, ValueError) as err:
        _fail(err)
    for table, (path, rows) in written.items():
        typer.echo(f"{table:16} {rows:8d} rows  {path}")


def _export_to(to: str, run_id: str, warehouse: Path | None) -> None:
    from iwr_bench.core.errors import PrerequisiteError

    if to != "mlflow":
        raise PrerequisiteError(f"--to {to}: the one tracker is mlflow")
    from iwr_bench.core.settings import get_settings
    from iwr_bench.tasks.report.tracking import log_run
    from iwr_bench.tasks.warehouse.store import slug

    report = get_settings().results / "reports" / slug(run_id)
    try:
        mlflow_run = log_run(_connect(warehouse), run_id, report if (report / "index.html").is_file() else None)
    except LookupError as err:
        _fail(err)
    typer.echo(f"mlflow run {mlflow_run} (run {run_id})")


def register(app: typer.Typer) -> None:
    app.command("leaderboard")(leaderboard_cmd)
    app.command("compare")(compare_cmd)
    app.command("breakdown")(breakdown_cmd)
    app.command("report")(report_cmd)
    app.command("export")(export_cmd)
