"""``iwr sql``: users' queries over the warehouse, read-only for real.

Three layers, each enough on its own for what it guards:

* **Only queries.** ``check_query`` parses the text with DuckDB's own parser and lets only
  SELECT statements through (DESCRIBE, SHOW, SUMMARIZE, FROM, VALUES and WITH parse as
  SELECT), and EXPLAIN [ANALYZE] of one: the statement inside an EXPLAIN is checked too,
  since EXPLAIN ANALYZE runs it. A kind the Python API has no name for (UPDATE EXTENSIONS) is
  refused under its first words.
* **Only the warehouse's parts, and only read.** File access is limited to the parts the views
  read, file by file (``allowed_paths`` with ``enable_external_access = false``): DuckDB
  refuses to create any file (in the warehouse or elsewhere), to read any other, to install
  or load an extension and to reach the network. ``allowed_directories`` would not do: it
  lets a query write inside the directory it allows reading.
* **Bounded.** A memory limit, a thread count, a time limit (``max_execution_time``: DuckDB
  interrupts the query itself), no spilling to disk (no ``temp_directory``) and at most
  ``max_rows`` rows fetched; then the configuration is locked, so no query can undo any of it.

The in-memory catalog stays writable (DuckDB has no read-only in-memory database, so
``access_mode`` does not apply): what a statement could put there is refused by the first
layer, bounded by the memory limit and gone with the process.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from iwr_bench.tasks.warehouse.store import open_views

# Statement types that only read (DESCRIBE, SHOW and SUMMARIZE parse as SELECT).
READ_STATEMENTS = ("SELECT",)
_EXPLAIN_WORDS = ("ANALYZE", "ANALYSE")


class QueryRefused(ValueError):
    """``iwr sql`` was given a statement that is not a query."""


class QueryStopped(RuntimeError):
    """A query ran past one of its limits (time, memory)."""


@dataclass(frozen=True)
class QueryLimits:
    """What one ``iwr sql`` query may use (the settings' IWR_SQL_*)."""

    timeout_s: float = 300.0
    memory_mb: int = 2048
    threads: int = field(default_factory=lambda: min(4, os.cpu_count() or 1))
    max_rows: int = 100_000


def _kind(statement: Any) -> str:
    try:
        return str(statement.type.name)
    except ValueError:  # a statement type the Python API has no name for (UPDATE EXTENSIONS)
        return " ".join(statement.query.split()[:2]).upper() or "?"


def _explained(text: str) -> str:
    """The statement an EXPLAIN [ANALYZE] [(options)] shows (and with ANALYZE, runs)."""
    import duckdb

    tokens = duckdb.tokenize(text)
    ends = [start for start, _ in tokens[1:]] + [len(text)]
    words = [(start, text[start:end].strip()) for (start, kind), end in zip(tokens, ends, strict=True)
             if kind != duckdb.token_type.comment]
    rest = words[1:]  # words[0] is EXPLAIN
    if rest and rest[0][1].upper() in _EXPLAIN_WORDS:
        rest = rest[1:]
    if rest and rest[0][1] == "(":  # EXPLAIN (ANALYZE, FORMAT json) ...
        depth = 0
        for n, (_, word) in enumerate(rest):
            depth += {"(": 1, ")": -1}.get(word, 0)
            if depth == 0:
                rest = rest[n + 1:]
                break
    return text[rest[0][0]:] if rest else ""


def check_query(sql: str, *, inside_explain: bool = False) -> None:
    """Refuse anything but queries (COPY, CREATE, INSERT, ATTACH, SET, EXPLAIN ANALYZE COPY, ...), in one line."""
    import duckdb

    try:
        statements = duckdb.extract_statements(sql)
    except duckdb.Error:
        if inside_explain:  # the whole parsed, this part does not: refuse what cannot be checked
            raise QueryRefused("an EXPLAIN whose statement could not be read") from None
        return  # let the query itself report the syntax error
    for st in statements:
        kind = _kind(st)
        if kind == "EXPLAIN":
            try:
                check_query(_explained(st.query), inside_explain=True)
            except QueryRefused as err:
                raise QueryRefused(f"{err} (inside EXPLAIN, which may run it)") from None
        elif kind not in READ_STATEMENTS:
            raise QueryRefused(f"only queries run against the warehouse (SELECT, DESCRIBE, SHOW, SUMMARIZE, EXPLAIN); refused: {kind}")
    if inside_explain and len(statements) != 1:
        raise QueryRefused("an EXPLAIN whose statement could not be read")


def _sql_list(items: list[str]) -> str:
    return "[" + ", ".join("'" + p.replace("'", "''") + "'" for p in items) + "]"


def readable_paths(root: Path, scanned: dict[str, list[Any]]) -> list[str]:
    """Every file and glob a query may read: the whole parts the views read, their partitions'
    globs (as the views name them) and each table's ``<table>/*/*.parquet``."""
    root = Path(root).resolve()
    out = [(root / table / "*" / "*.parquet").as_posix() for table in scanned]
    for partitions in scanned.values():
        for p in partitions:
            out.append((p.folder / "*.parquet").as_posix())
            out.extend(path.as_posix() for path in p.good)
    return out


def connect_readonly(root: Path, limits: QueryLimits | None = None, *, report: bool = True):
    """``connect`` for users' queries: reads the warehouse's parts and nothing else, writes no
    file, within ``limits``; its configuration is locked. Pair with ``check_query``."""
    limits = limits or QueryLimits()
    con, scanned = open_views(root, report=report)
    for stmt in (
        f"SET memory_limit = '{int(limits.memory_mb)}MB'",
        f"SET threads = {max(1, int(limits.threads))}",
        f"SET max_execution_time = {max(1, int(limits.timeout_s * 1000))}",
        "SET temp_directory = ''",  # before external access goes: it may not change after
        "SET enable_progress_bar = false",
        "SET autoinstall_known_extensions = false",
        "SET autoload_known_extensions = false",
        "SET allow_community_extensions = false",
        f"SET allowed_paths = {_sql_list(readable_paths(root, scanned))}",
        "SET enable_external_access = false",
        "SET lock_configuration = true",
    ):
        con.execute(stmt)
    return con


@dataclass(frozen=True)
class Answer:
    names: list[str]
    rows: list[tuple]
    truncated: bool  # there were more than ``max_rows`` rows


_DENIED = re.compile(r'Cannot access file "([^"]+)"')


def _new_part(root: Path, err: Exception) -> bool:
    """The query was denied a part written after the connection listed the parts."""
    m = _DENIED.search(str(err))
    path = Path(m.group(1)) if m else None
    return path is not None and path.suffix == ".parquet" and path.is_relative_to(Path(root).resolve()) and path.exists()


def run_query(root: Path, sql: str, limits: QueryLimits | None = None, *, report: bool = True) -> Answer:
    """``sql``'s answer over the warehouse at ``root``: ``QueryRefused`` for anything but a
    query, ``QueryStopped`` past a limit, ``duckdb.Error`` for the query's own mistakes."""
    import duckdb

    limits = limits or QueryLimits()
    check_query(sql)
    for attempt in (1, 2):
        con = connect_readonly(root, limits, report=report and attempt == 1)
        try:
            cur = con.execute(sql)
            names = [d[0] for d in cur.description or []]
            rows = cur.fetchmany(limits.max_rows + 1)
        except duckdb.PermissionException as err:
            if attempt == 1 and _new_part(root, err):
                continue  # a run wrote a part since: list the parts again
            raise
        except duckdb.InterruptException:
            raise QueryStopped(f"the query ran past its time limit ({limits.timeout_s:g} s; IWR_SQL_TIMEOUT_S or --timeout)") from None
        except duckdb.OutOfMemoryException:
            raise QueryStopped(f"the query needs more than its memory limit ({limits.memory_mb} MB; IWR_SQL_MEMORY_MB)") from None
        finally:
            con.close()
        return Answer(names, rows[:limits.max_rows], len(rows) > limits.max_rows)
    raise AssertionError("unreachable")
