"""Dataset and warehouse commands: ``iwr fetch``, ``iwr validate``, ``iwr publish``, ``iwr sql``, ``iwr doctor``."""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer

from iwr_bench.core.errors import PrerequisiteError


class OutputFormat(StrEnum):
    table = "table"
    csv = "csv"
    json = "json"


DATA_HELP = "Dataset: a folder with data.jsonl somewhere below it, hf, hf:REV, or a HuggingFace cache folder. Default: IWR_DATA."
WAREHOUSE_HELP = "Warehouse root. Default: IWR_WAREHOUSE (warehouse/ in the project)."


def fetch(
    revision: Annotated[str | None, typer.Option("--revision", help="Branch, tag or commit to pin. Default: IWR_HF_REVISION (main).")] = None,
    dest: Annotated[Path | None, typer.Option("--dest", help="Put the files in this folder (made to mirror the commit) instead of the "
                                              "HuggingFace cache.")] = None,
) -> None:
    """Download the published dataset (IWR_HF_REPO, default IWR-Bench/IWR-Bench) pinned to a commit.

    The commit the revision names now is downloaded and recorded; fetching it again downloads
    nothing, an interrupted fetch goes on where it stopped. Afterwards `--data hf` (or hf:REV, the
    revision as you named it) finds it without the network.

    Example: iwr fetch --revision main --dest datasets/IWR-Bench
    """
    from iwr_bench.core.settings import get_settings
    from iwr_bench.tasks.data.hub import fetch_dataset

    s = get_settings()
    got = fetch_dataset(revision or s.hf_revision, dest, repo=s.hf_repo)
    what = "fetched" if got.downloaded else "already here, nothing fetched:"
    typer.echo(f"{what} {got.repo}@{got.commit} ({got.revision}) in {got.folder}")
    if got.removed:
        typer.echo(f"removed {len(got.removed)} file(s) the commit no longer has ({', '.join(got.removed[:3])}{', ...' if len(got.removed) > 3 else ''})")
    data = got.folder if dest is not None else ("hf" if got.revision == s.hf_revision else f"hf:{got.revision}")
    typer.echo(f"next: iwr validate --data {data}")


def validate(
    data: Annotated[str | None, typer.Option("--data", help=DATA_HELP)] = None,
    load: Annotated[bool, typer.Option("--load/--no-load", help="Also write dataset_tasks and dataset_actions to the warehouse.")] = True,
    warehouse: Annotated[Path | None, typer.Option("--warehouse", help=WAREHOUSE_HELP)] = None,
) -> None:
    """Check a dataset in the published layout and print what is there and what is wrong.

    Exits 1 only when nothing usable was found; one bad record never hides the good ones.

    Example: iwr validate --data ~/IWR-Bench
    """
    from iwr_bench.core.settings import get_settings
    from iwr_bench.tasks.data.dataset import load_dataset, resolve_source
    from iwr_bench.tasks.data.layout import DatasetNotFound, find_data_file
    from iwr_bench.tasks.data.rows import validation_report

    s = get_settings()
    data = data or (str(s.data) if s.data else None)
    if not data:
        raise PrerequisiteError("no dataset given: pass --data PATH (or hf, hf:REV) or set IWR_DATA")
    try:
        # Found before the flow starts, so "nothing there" is one line, not a failed flow run.
        find_data_file(resolve_source(data, hf_repo=s.hf_repo, hf_revision=s.hf_revision).path)
    except DatasetNotFound as err:
        typer.secho(f"iwr: {err}", err=True, fg="red")
        raise typer.Exit(1) from None
    root = warehouse or s.warehouse
    if load:
        from iwr_bench.flows.prefect_env import configure_prefect

        configure_prefect()  # before the flow module imports prefect
        from iwr_bench.flows.load import load_dataset_flow

        loaded = load_dataset_flow(data, str(root))
    else:
        loaded = load_dataset(data, hf_repo=s.hf_repo, hf_revision=s.hf_revision)
    typer.echo(validation_report(loaded))
    if not loaded.tasks:
        typer.secho("nothing usable found", err=True, fg="red")
        raise typer.Exit(1)
    if load:
        typer.echo(f"loaded into {root}; try: iwr sql \"SELECT platform, count(*) FROM dataset_tasks GROUP BY ALL\"")


def sql(
    query: Annotated[str | None, typer.Argument(help="A SQL query. Without one, list every view and its columns.")] = None,
    fmt: Annotated[OutputFormat, typer.Option("--format", "-f", help="Output: table, csv or json.")] = OutputFormat.table,
    warehouse: Annotated[Path | None, typer.Option("--warehouse", help=WAREHOUSE_HELP)] = None,
    timeout: Annotated[float | None, typer.Option("--timeout", help="Seconds the query may run. Default: IWR_SQL_TIMEOUT_S (300).")] = None,
    max_rows: Annotated[int | None, typer.Option("--max-rows", help="Rows printed at most. Default: IWR_SQL_MAX_ROWS (100000).")] = None,
) -> None:
    """Query the warehouse views with DuckDB (dataset_tasks, runs, actions, checkpoints, leaderboard, ...).

    Queries only: the warehouse's parts are read, no file is written, no other file is read,
    and a query is stopped past its time and memory limits (IWR_SQL_TIMEOUT_S, IWR_SQL_MEMORY_MB).

    Example: iwr sql "SELECT model, final FROM leaderboard ORDER BY final DESC" --format csv
    """
    import duckdb

    from iwr_bench.core.settings import get_settings
    from iwr_bench.tasks.warehouse.query import (
        QueryLimits,
        QueryRefused,
        QueryStopped,
        connect_readonly,
        run_query,
    )
    from iwr_bench.tasks.warehouse.store import view_columns

    s = get_settings()
    root = warehouse or s.warehouse
    limits = QueryLimits(timeout_s=timeout or s.sql_timeout_s, memory_mb=s.sql_memory_mb, max_rows=max_rows or s.sql_max_rows,
                         **({"threads": s.sql_threads} if s.sql_threads else {}))
    if query is None:
        for view, cols in view_columns(connect_readonly(root, limits)).items():
            typer.echo(view)
            width = max(len(c) for c, _, _ in cols)
            for name, type_, comment in cols:
                typer.echo(f"  {name:<{width}}  {type_:<24} {comment or ''}".rstrip())
        return
    try:
        answer = run_query(root, query, limits)
    except (QueryRefused, QueryStopped) as err:
        typer.secho(f"iwr sql: {err}", err=True, fg="red")
        raise typer.Exit(1) from None
    except duckdb.Error as err:
        typer.secho(f"iwr sql: {_one_line(err)}{_damage_hint(root, err)}", err=True, fg="red")
        raise typer.Exit(1) from None
    typer.echo(render(answer.names, answer.rows, fmt), nl=False)
    if answer.truncated:
        typer.secho(f"iwr sql: more than {limits.max_rows} rows; printed the first {limits.max_rows} (add LIMIT, or --max-rows)",
                    err=True, fg="red")
        raise typer.Exit(1)


def _one_line(err: Exception) -> str:
    return " ".join(str(err).split("\n\n")[0].split())[:400]


# The user's own mistakes: the warehouse is not to blame for these.
_QUERY_ERRORS = ("ParserException", "CatalogException", "BinderException", "PermissionException", "ConversionException")


def _damage_hint(root: Path, err: Exception) -> str:
    """A query can fail on a part whose footer is corrupt though both ends look whole (found
    only when read); DuckDB's error then names no file, so look for one."""
    if type(err).__name__ in _QUERY_ERRORS:
        return ""
    from iwr_bench.tasks.warehouse.doctor import first_unreadable

    found = first_unreadable(Path(root))
    return f"; damaged part {found} (`iwr doctor` quarantines it)" if found else ""


def doctor(
    warehouse: Annotated[Path | None, typer.Option("--warehouse", help=WAREHOUSE_HELP)] = None,
    deep: Annotated[bool, typer.Option("--deep", help="Also decode every row of every part (slow), not only the footers.")] = False,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Only list what is wrong; move nothing. Exits 1 when something is.")] = False,
) -> None:
    """Check the warehouse: list damaged parts and move them to <warehouse>/.quarantine/.

    A damaged part (empty, truncated, unreadable) is left out of every query until then;
    moving it aside keeps it for inspection. Also removes temporary files of writers that died
    mid-write, and notes each partition's schema so that reads stay fast.

    Example: iwr doctor --dry-run
    """
    from iwr_bench.core.settings import get_settings
    from iwr_bench.tasks.warehouse.doctor import examine

    root = Path(warehouse or get_settings().warehouse)
    if not root.is_dir():
        raise PrerequisiteError(f"no warehouse at {root}: pass --warehouse DIR or set IWR_WAREHOUSE")
    report = examine(root, deep=deep, fix=not dry_run)
    for line in report.lines():
        typer.echo(line)
    if dry_run and report.problems:
        raise typer.Exit(1)


def render(names: list[str], rows: list[tuple], fmt: OutputFormat) -> str:
    """Query results as text in the chosen format."""
    import io

    if fmt is OutputFormat.csv:
        import csv

        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(names)
        w.writerows(rows)
        return buf.getvalue()
    if fmt is OutputFormat.json:
        import json

        return json.dumps([dict(zip(names, r, strict=True)) for r in rows], default=str, indent=1) + "\n"
    from rich.console import Console
    from rich.table import Table

    table = Table(*names, caption=f"{len(rows)} row(s)")
    for r in rows:
        table.add_row(*("NULL" if v is None else str(v) for v in r))
    buf = io.StringIO()
    Console(file=buf, width=200, force_terminal=False).print(table)
    return buf.getvalue()


def publish(
    run_id: Annotated[str, typer.Option("--run-id", help="The run to publish (it must have been scored).")],
    repo: Annotated[str, typer.Option("--repo", help="The dataset repository to publish to, OWNER/NAME (made when missing).")],
    private: Annotated[bool, typer.Option("--private", help="Make a new repository private.")] = False,
    out: Annotated[Path | None, typer.Option("--out", help="Where the files are built (default results/published/<run_id>/).")] = None,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Build the files and the card, upload nothing.")] = False,
    warehouse: Annotated[Path | None, typer.Option("--warehouse", help=WAREHOUSE_HELP)] = None,
) -> None:
    """Publish a run's results to the HuggingFace Hub as a dataset: its tables as Parquet and a card.

    The card gives the leaderboard, the protocol, why figures are or are not comparable with the
    published table and what the run was made with; others load it with `datasets` or query it with
    DuckDB. Publishing an unchanged run makes no new commit; the commit printed pins what you published.
    Needs a token with write access (`hf auth login` or HF_TOKEN).

    Example: iwr publish --run-id 2026-11-29 --repo me/iwr-results
    """
    from iwr_bench.core.settings import get_settings
    from iwr_bench.tasks.report.hub import build_bundle, publish_bundle
    from iwr_bench.tasks.warehouse.store import connect, slug

    if repo.count("/") != 1 or not all(repo.split("/")):
        raise PrerequisiteError(f"--repo {repo!r}: name the dataset repository as OWNER/NAME, e.g. me/iwr-results")
    s = get_settings()
    bundle = build_bundle(connect(Path(warehouse or s.warehouse)), run_id, out or s.results / "published" / slug(run_id), repo=repo)
    typer.echo(f"built {', '.join(f'{t} ({n})' for t, n in bundle.rows.items())} and README.md in {bundle.folder}")
    if dry_run:
        return
    done = publish_bundle(bundle, repo, private=private)
    said = "published" if done.changed else "nothing changed; still"
    typer.echo(f"{said} run {run_id} at {repo}@{done.commit}: {done.url}")
    typer.echo(f'load it pinned: datasets.load_dataset("{repo}", "leaderboard", revision="{done.commit}")')


def register(app: typer.Typer) -> None:
    app.command(name="fetch")(fetch)
    app.command(name="publish")(publish)
    app.command(name="validate")(validate)
    app.command(name="sql")(sql)
    app.command(name="doctor")(doctor)
