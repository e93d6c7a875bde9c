"""The results warehouse: immutable Parquet parts, read through DuckDB views.

Layout: ``<root>/<table>/<partition>=<value>/<part>.parquet``. A part is written to a
temporary name in the same folder and renamed over its final name (atomic on POSIX), so a
reader never sees a half-written file and two writers of different parts never collide. A
part is never opened for writing in place; the same part name always holds the rows for the
same key, so a rerun replaces whole parts and never duplicates rows.
"""

from __future__ import annotations

import functools
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

from schemas.tables import TABLE_NAMES, all_tables, get_table

# Package data of ``schemas`` (beside the table schemas it derives from), found in the checkout
# and in an installed wheel alike.
VIEWS_SQL = Path(str(resources.files("schemas").joinpath("views.sql")))
DATASET_TABLES = ("dataset_tasks", "dataset_actions")


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
        else:
            cols[f.name] = [r.get(f.name) for r in rows]
    return pa.table(cols, schema=spec.schema)


def write_part(root: Path, table: str, rows: Iterable[Mapping[str, Any]], *, partition: tuple[str, str], key: tuple[object, ...]) -> Path:
    """Write one immutable part atomically; returns its path."""
    data = to_table(table, rows)
    dest = part_path(root, table, partition, *key)
    dest.parent.mkdir(parents=True, exist_ok=True)
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


def write_result(root: Path, table: str, rows: Iterable[Mapping[str, Any]], *, run_id: str, model: str | None = None, task_id: int | None = None, variant: str | None = None) -> Path:
    """One part per (table, run, model, task[, variant]) under ``<table>/run_id=<id>/``."""
    return write_part(root, table, rows, partition=("run_id", run_id), key=(model, task_id, variant))


def part_exists(root: Path, table: str, *, run_id: str, model: str | None = None, task_id: int | None = None, variant: str | None = None) -> bool:
    return part_path(root, table, ("run_id", run_id), model, task_id, variant).exists()


def _glob(root: Path, table: str) -> str:
    return (Path(root) / table / "*" / "*.parquet").as_posix()


def _source(root: Path, table: str) -> str:
    # union_by_name: older parts stay readable after a schema grows (new columns read NULL).
    return f"read_parquet('{_glob(root, table)}', hive_partitioning=true, union_by_name=true)"


def _has_parts(root: Path, table: str) -> bool:
    d = Path(root) / table
    return d.is_dir() and any(d.glob("*/*.parquet"))


@functools.cache
def _duck_type(t: pa.DataType) -> str:
    import duckdb

    # One connection per column made connect() take seconds; a handful of distinct types exist.
    con = duckdb.connect()
    return str(con.from_arrow(pa.table({"x": pa.array([], type=t)})).types[0])


def base_view_sql(root: Path, table: str) -> str:
    spec = get_table(table)
    if _has_parts(root, table):
        cols = ", ".join(f'"{n}"' for n in spec.schema.names)
        return f"CREATE OR REPLACE VIEW {table} AS SELECT {cols} FROM {_source(root, table)}"
    cols = ", ".join(f'CAST(NULL AS {_duck_type(f.type)}) AS "{f.name}"' for f in spec.schema)
    return f"CREATE OR REPLACE VIEW {table} AS SELECT {cols} WHERE false"


def connect(root: Path, database: str = ":memory:"):
    """A DuckDB connection with every base view and the derived views of ``views.sql``."""
    import duckdb

    con = duckdb.connect(database)
    for table in TABLE_NAMES:
        try:
            con.execute(base_view_sql(root, table))
        except duckdb.Error:
            # A part missing a column that the schema now has: select what exists, NULL the rest.
            con.execute(_tolerant_view_sql(con, root, table))
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
    return con


def _comment(con, view: str, column: str, doc: str) -> None:
    con.execute(f"COMMENT ON COLUMN {view}.\"{column}\" IS '{doc.replace(chr(39), chr(39) * 2)}'")


def _tolerant_view_sql(con, root: Path, table: str) -> str:
    spec = get_table(table)
    src = _source(root, table)
    present = {r[0] for r in con.execute(f"DESCRIBE SELECT * FROM {src}").fetchall()}
    cols = ", ".join(
        f'"{f.name}"' if f.name in present else f'CAST(NULL AS {_duck_type(f.type)}) AS "{f.name}"'
        for f in spec.schema
    )
    return f"CREATE OR REPLACE VIEW {table} AS SELECT {cols} FROM {src}"


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
