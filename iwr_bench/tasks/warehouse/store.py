"""The results warehouse: immutable Parquet parts, read through DuckDB views.

Layout: ``<root>/<table>/<partition>=<value>/<part>.parquet``. A part is written to a
temporary name in the same folder and renamed over its final name (atomic on POSIX), so a
reader never sees a half-written file and two writers of different parts never collide. A
part is never opened for writing in place; the same part name always holds the rows for the
same key, so a rerun replaces whole parts and never duplicates rows.

Reading never fails on a damaged part: ``connect`` leaves out every part that ``iwr_bench.tasks.warehouse.parts``
finds damaged and says so in one line per connection (which file, which run); ``iwr doctor``
lists and quarantines them. ``iwr sql`` reads through ``iwr_bench.tasks.warehouse.query``.
"""

from __future__ import annotations

import functools
import logging
import os
import re
import tempfile
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime
from importlib import resources
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

import iwr_bench.tasks.warehouse.parts as part_files
from iwr_bench.schemas.tables import TABLE_NAMES, all_tables, column_default, get_table

# Package data of ``schemas`` (beside the table schemas it derives from), found in the checkout
# and in an installed wheel alike.
VIEWS_SQL = Path(str(resources.files("iwr_bench.schemas").joinpath("views.sql")))
DATASET_TABLES = ("dataset_tasks", "dataset_actions")
log = logging.getLogger("iwr.warehouse")


def slug(value: object) -> str:
    """A file-name-safe, readable, injective-enough form of a key value."""
    text = str(value)
    safe = re.sub(r"[^A-Za-z0-9._-]+", "_", text).strip("_") or "x"
    if safe != text:
        import hashlib

        safe = f"{safe[:60]}-{hashlib.sha256(text.encode()).hexdigest()[:8]}"
    return safe


def part_path(root: Path, table: str, partition: tuple[str, str], *key: object) -> Path:
    name = "__".join(slug(k) for k in key if k is not None) or "part"
    return Path(root) / table / f"{partition[0]}={slug(partition[1])}" / f"{name}.parquet"


def to_table(table: str, rows: Iterable[Mapping[str, Any]]) -> pa.Table:
    """Rows (dicts) to a pyarrow table of ``table``'s schema; unknown keys are an error."""
    spec = get_table(table)
    rows = list(rows)
    names = set(spec.schema.names)
    now = datetime.now(UTC)
    for r in rows:
        extra = set(r) - names
        if extra:
            raise ValueError(f"{table}: unknown columns {sorted(extra)}")
    cols = {}
    for f in spec.schema:
        if f.name == "created_at":
            cols[f.name] = [r.get("created_at") or now for r in rows]
        elif (default := column_default(f)) is not None:  # a key added later (sample): its default when left out
            cols[f.name] = [r.get(f.name, int(default)) for r in rows]
        else:
            cols[f.name] = [r.get(f.name) for r in rows]
    return pa.table(cols, schema=spec.schema)


def write_part(root: Path, table: str, rows: Iterable[Mapping[str, Any]], *, partition: tuple[str, str], key: tuple[object, ...]) -> Path:
    """Write one immutable part atomically; returns its path."""
    data = to_table(table, rows)
    dest = part_path(root, table, partition, *key)
    dest.parent.mkdir(parents=True, exist_ok=True)
    part_files.mark_schema(dest.parent, get_table(table).version)
    # The temporary name does not end in .parquet, so the views' glob never reads it.
    fd, tmp = tempfile.mkstemp(prefix=f".{dest.name}.", suffix=".tmp", dir=dest.parent)
    os.close(fd)
    try:
        pq.write_table(data, tmp)
        os.replace(tmp, dest)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return dest


def _sample_key(sample: int) -> str | None:
    # Sample 0 keeps the part name a run without samples has, so a resumed or older run's
    # parts are the same parts.
    return f"sample{sample}" if sample else None


def write_result(root: Path, table: str, rows: Iterable[Mapping[str, Any]], *, run_id: str, model: str | None = None, task_id: int | None = None,
                 variant: str | None = None, sample: int = 0) -> Path:
    """One part per (table, run, model, task[, variant][, sample]) under ``<table>/run_id=<id>/``."""
    return write_part(root, table, rows, partition=("run_id", run_id), key=(model, task_id, variant, _sample_key(sample)))


def part_exists(root: Path, table: str, *, run_id: str, model: str | None = None, task_id: int | None = None, variant: str | None = None,
                sample: int = 0) -> bool:
    return part_path(root, table, ("run_id", run_id), model, task_id, variant, _sample_key(sample)).exists()


def _sql_list(paths: list[str]) -> str:
    return "[" + ", ".join("'" + p.replace("'", "''") + "'" for p in paths) + "]"


@functools.cache
def _duck_type(t: pa.DataType) -> str:
    import duckdb

    # One connection per column made connect() take seconds; a handful of distinct types exist.
    con = duckdb.connect()
    return str(con.from_arrow(pa.table({"x": pa.array([], type=t)})).types[0])


def _columns(fields: list[pa.Field], present: set[str]) -> str:
    """The select list of a base view: each column, or a typed NULL where no part has it; a
    column added later with a default (``sample``) reads as that default in parts without it."""
    return ", ".join(f'"{f.name}"' if f.name in present and column_default(f) is None
                     else f'CAST({_value(f, present)} AS {_duck_type(f.type)}) AS "{f.name}"' for f in fields)


def _value(f: pa.Field, present: set[str]) -> str:
    default = column_default(f)
    if default is None:
        return "NULL"
    return f'coalesce("{f.name}", {default})' if f.name in present else default


def _sources(partitions: list[part_files.Partition]) -> tuple[list[str], list[str]]:
    """(current, older): globs or files whose parts have exactly the current columns, and
    the rest. A partition with a damaged part lists its whole parts one by one."""
    current: list[str] = []
    older: list[str] = []
    for p in partitions:
        if not p.good:
            continue
        files = [(p.folder / "*.parquet").as_posix()] if not p.damaged else [g.as_posix() for g in p.good]
        (current if p.current else older).extend(files)
    return current, older


def create_base_view(con, table: str, partitions: list[part_files.Partition]) -> None:
    """The base view of ``table`` over its whole parts (``partitions`` from ``parts.scan``).

    Parts with the current columns are read without ``union_by_name`` (a bind opens one file,
    not all); older parts are read with it, and columns none of them has read as NULL. Hive
    partitioning is off: every part holds its keys itself, and a partition folder's slug must
    never replace a row's value.
    """
    import duckdb

    fields = list(get_table(table).schema)
    every = {f.name for f in fields}
    current, older = _sources(partitions)
    selects = []
    if current:
        selects.append(f"SELECT {_columns(fields, every)} FROM read_parquet({_sql_list(current)})")
    older_src = f"read_parquet({_sql_list(older)}, union_by_name=true)"
    if older:
        selects.append(f"SELECT {_columns(fields, every)} FROM {older_src}")
    if not selects:
        selects.append(f"SELECT {_columns(fields, set())} WHERE false")
    try:
        con.execute(f"CREATE OR REPLACE VIEW {table} AS " + " UNION ALL ".join(selects))
        return
    except duckdb.BinderException:
        if not older:
            raise
    # Older parts that lack a column the schema has now (one more bind, only in this case).
    present = {r[0] for r in con.execute(f"DESCRIBE SELECT * FROM {older_src}").fetchall()}
    selects[-1] = f"SELECT {_columns(fields, present)} FROM {older_src}"
    con.execute(f"CREATE OR REPLACE VIEW {table} AS " + " UNION ALL ".join(selects))


def _find_unreadable(partitions: list[part_files.Partition]) -> int:
    """Move parts whose footer does not parse from good to damaged (DuckDB's error for one
    does not name the file). Returns how many were found."""
    found = 0
    for p in partitions:
        for path in list(p.good):
            problem = part_files.check_footer(path)
            if problem:
                p.good.remove(path)
                p.damaged.append(part_files.DamagedPart(path, p.table, p.folder.name, problem))
                found += 1
    return found


def report_damage(root: Path, damaged: list[part_files.DamagedPart]) -> None:
    if damaged:
        first = damaged[0].describe(root)
        more = f" and {len(damaged) - 1} more" if len(damaged) > 1 else ""
        log.warning(f"warehouse: skipped damaged part {first}{more}; `iwr doctor` quarantines them")


def connect(root: Path, database: str = ":memory:", *, report: bool = True):
    """A DuckDB connection with every base view and the derived views of ``views.sql``.

    Damaged parts (and parts of another table's schema) are left out and reported in one
    line; every whole part stays readable.
    """
    return open_views(root, database, report=report)[0]


def open_views(root: Path, database: str = ":memory:", *, report: bool = True) -> tuple[Any, dict[str, list[part_files.Partition]]]:
    """``connect``, and the parts its views read (``parts.scan``'s answer)."""
    import duckdb

    root = Path(root).resolve()
    con = duckdb.connect(database)
    scanned = part_files.scan(root)
    for table in TABLE_NAMES:
        try:
            create_base_view(con, table, scanned[table])
        except duckdb.Error:
            # A footer that does not parse though both magic bytes are there: find it the slow way.
            if not _find_unreadable(scanned[table]):
                raise
            create_base_view(con, table, scanned[table])
    if report:
        report_damage(root, part_files.damaged(scanned))
    for stmt in split_sql(VIEWS_SQL.read_text()):
        con.execute(stmt)
    docs: dict[str, str] = {}
    for spec in all_tables():
        for name, doc in spec.column_docs().items():
            if doc:
                _comment(con, spec.name, name, doc)
                docs.setdefault(name, doc)
    # A derived view's column named like a base column (run_id, ifs, ...) means the same thing:
    # it takes that documentation unless views.sql gave it its own.
    for view, column in con.execute(
        "SELECT table_name, column_name FROM duckdb_columns() WHERE NOT internal AND comment IS NULL "
        "AND database_name = current_database()"
    ).fetchall():
        if column in docs:
            _comment(con, view, column, docs[column])
    return con, scanned


def _comment(con, view: str, column: str, doc: str) -> None:
    con.execute(f"COMMENT ON COLUMN {view}.\"{column}\" IS '{doc.replace(chr(39), chr(39) * 2)}'")


def split_sql(text: str) -> list[str]:
    """Statements of a SQL file (';' at line end separates; '--' comments dropped)."""
    lines = [ln for ln in text.splitlines() if not ln.strip().startswith("--")]
    return [s.strip() for s in "\n".join(lines).split(";\n") if s.strip().rstrip(";").strip()]


def view_columns(con) -> dict[str, list[tuple[str, str, str | None]]]:
    """Every view's columns: name, type and comment."""
    rows = con.execute(
        "SELECT table_name, column_name, data_type, comment FROM duckdb_columns() "
        "WHERE internal = false AND database_name = current_database() ORDER BY table_name, column_index"
    ).fetchall()
    out: dict[str, list[tuple[str, str, str | None]]] = {}
    for t, c, ty, cm in rows:
        out.setdefault(t, []).append((c, ty, cm))
    return out


def query_rows(con, sql: str, params: list | None = None) -> list[dict[str, Any]]:
    """A query's rows as dicts (column name -> value)."""
    cur = con.execute(sql, params or [])
    names = [d[0] for d in cur.description]
    return [dict(zip(names, r, strict=True)) for r in cur.fetchall()]
