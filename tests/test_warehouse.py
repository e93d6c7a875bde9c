"""The warehouse: atomic parts under concurrency and crashes, readable across schema growth."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import duckdb
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from iwr_bench.tasks.warehouse.store import connect, write_part, write_result

ROOT = Path(__file__).resolve().parent.parent


def action_rows(task_id: int, n: int, run_id: str = "r1", model: str = "m") -> list[dict]:
    return [{"run_id": run_id, "model": model, "task_id": task_id, "step": s, "type": "Click", "outcome": "performed"} for s in range(n)]


def count(root: Path, sql: str = "SELECT count(*) FROM actions") -> int:
    return connect(root).execute(sql).fetchone()[0]


def _python(code: str, **kw) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", textwrap.dedent(code)], cwd=ROOT, text=True, **kw)


def test_two_processes_writing_many_parts_lose_nothing(tmp_path):
    parts, rows = 25, 5
    code = f"""
        import sys
        from pathlib import Path
        from iwr_bench.tasks.warehouse.store import write_result
        from tests.warehouses import action_rows
        w = sys.argv[1]
        for i in range({parts}):
            write_result(Path({str(tmp_path)!r}), "actions", action_rows(i, {rows}, model="writer-" + w), run_id="concurrent", model="writer-" + w, task_id=i)
            # Both writers also rewrite one shared part: the last rename wins, rows never double.
            write_result(Path({str(tmp_path)!r}), "actions", action_rows(999, 3, model="shared"), run_id="concurrent", model="shared", task_id=999)
    """
    procs = [subprocess.Popen([sys.executable, "-c", textwrap.dedent(code), str(w)], cwd=ROOT) for w in (1, 2)]
    assert [p.wait(timeout=120) for p in procs] == [0, 0]
    assert count(tmp_path) == 2 * parts * rows + 3
    assert count(tmp_path, "SELECT count(DISTINCT (model, task_id)) FROM actions") == 2 * parts + 1
    assert not list(tmp_path.rglob("*.tmp")), "temporary files left behind after clean exits"


def test_killed_writer_leaves_no_visible_partial_part(tmp_path):
    write_result(tmp_path, "actions", action_rows(1, 4), run_id="r1", model="m", task_id=1)
    # The child writes half of a big part, flushes, and waits to be killed mid-write.
    child = _python(
        f"""
        import time
        from pathlib import Path
        import pyarrow.parquet as pq
        from iwr_bench.tasks.warehouse import store as warehouse
        from tests.warehouses import action_rows

        def half_then_hang(table, where, **kw):
            with pq.ParquetWriter(where, table.schema) as w:
                w.write_table(table.slice(0, len(table) // 2), row_group_size=10_000)
                w.file_handle.flush() if hasattr(w, "file_handle") else None
                print("half", flush=True)
                time.sleep(120)
                w.write_table(table.slice(len(table) // 2))

        warehouse.pq.write_table = half_then_hang
        warehouse.write_result(Path({str(tmp_path)!r}), "actions", action_rows(2, 50_000), run_id="r1", model="m", task_id=2)
        """,
        stdout=subprocess.PIPE,
    )
    try:
        assert child.stdout.readline().strip() == "half"
        part_dir = tmp_path / "actions" / "run_id=r1"
        partial = [p for p in part_dir.iterdir() if p.name.endswith(".tmp")]
        assert len(partial) == 1 and partial[0].stat().st_size > 0, "the kill must land mid-write"
        os.kill(child.pid, signal.SIGKILL)
    finally:
        child.kill()
        child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL
    assert sorted(p.name for p in part_dir.glob("*.parquet")) == ["m__1.parquet"]
    assert count(tmp_path) == 4  # views still read, and see only the complete part
    # A rerun of the killed part completes and replaces nothing else.
    write_result(tmp_path, "actions", action_rows(2, 7), run_id="r1", model="m", task_id=2)
    assert count(tmp_path) == 11


def test_rewriting_a_part_replaces_it(tmp_path):
    write_result(tmp_path, "actions", action_rows(1, 4), run_id="r1", model="m", task_id=1)
    write_result(tmp_path, "actions", action_rows(1, 2), run_id="r1", model="m", task_id=1)
    assert count(tmp_path) == 2


def _old_dataset_tasks_part(root: Path, key: str) -> None:
    """A part written before ``content_hash`` and ``problems`` existed (an older schema version)."""
    old = pa.table({"dataset": ["old"], "task_id": pa.array([1], pa.int64()), "platform": ["desktop"]})
    d = root / "dataset_tasks" / f"dataset_key={key}"
    d.mkdir(parents=True)
    pq.write_table(old, d / "part.parquet")


def test_older_parts_stay_readable_after_the_schema_grows(tmp_path):
    _old_dataset_tasks_part(tmp_path, "old")
    # Alone: the new columns exist in no file yet and read as NULL.
    rows = connect(tmp_path).execute("SELECT dataset, task_id, platform, problems, content_hash FROM dataset_tasks").fetchall()
    assert rows == [("old", 1, "desktop", None, None)]
    write_part(tmp_path, "dataset_tasks", [{"dataset": "new", "task_id": 2, "platform": "mobile", "content_hash": "h", "problems": ["x"]}],
               partition=("dataset_key", "new"), key=())
    rows = connect(tmp_path).execute("SELECT dataset, task_id, content_hash, problems FROM dataset_tasks ORDER BY task_id").fetchall()
    assert rows == [("old", 1, None, None), ("new", 2, "h", ["x"])]


def test_views_exist_without_any_parts(tmp_path):
    con = connect(tmp_path)
    for view in ("dataset_tasks", "dataset_actions", "runs", "generations", "actions", "checkpoints", "task_scores", "leaderboard"):
        assert con.execute(f"SELECT count(*) FROM {view}").fetchone() == (0,)


def test_dataset_parts_keep_the_full_dataset_identity(tmp_path):
    """Regression: under a ``dataset=<slug>`` hive partition DuckDB replaced the rows' dataset
    column with the slug, so dataset_tasks never joined to runs.dataset."""
    from iwr_bench.tasks.data.dataset import load_dataset
    from iwr_bench.tasks.data.rows import write_dataset
    from tests.fixtures.datasets import published_dataset

    base = published_dataset(tmp_path / "ds")
    (base / "iwr-fetch.json").write_text('{"repo": "IWR-Bench/IWR-Bench", "revision": "' + "c" * 40 + '"}')
    loaded = load_dataset(base)
    paths = write_dataset(loaded, tmp_path / "wh")
    assert len(paths) == 2
    con = connect(tmp_path / "wh")
    assert con.execute("SELECT DISTINCT dataset FROM dataset_tasks").fetchall() == [(f"IWR-Bench/IWR-Bench@{'c' * 40}",)]
    assert con.execute("SELECT count(*) FROM dataset_actions").fetchone()[0] == sum(len(t.actions) for t in loaded.tasks)


@pytest.mark.slow
def test_validate_loads_the_dataset_through_the_flow(tmp_path):
    """``iwr validate`` runs the load-dataset Prefect flow and the tables answer SQL."""
    from tests.fixtures.datasets import published_dataset

    base = published_dataset(tmp_path / "ds")
    env = {**os.environ, "IWR_WAREHOUSE": str(tmp_path / "wh")}
    iwr = [sys.executable, "-c", "from iwr_bench.cli.main import main; main()"]
    out = subprocess.run([*iwr, "validate", "--data", str(base)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert "tasks     5" in out.stdout
    assert "Traceback" not in out.stderr and "ERROR" not in out.stderr, out.stderr
    q = subprocess.run([*iwr, "sql", "SELECT platform, count(*) AS n FROM dataset_tasks GROUP BY ALL ORDER BY 1", "--format", "csv"],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert q.stdout == "platform,n\ndesktop,4\nmobile,1\n", q.stderr


# ---------------------------------------------------------------- damaged parts

def _damage(path: Path, how: str) -> None:
    data = path.read_bytes()
    if how == "empty":
        path.write_bytes(b"")
    elif how == "truncated":
        path.write_bytes(data[: len(data) // 2])
    elif how == "not_parquet":
        path.write_text("<html>an error page saved under the part's name</html>")
    elif how == "corrupt_footer":  # both magic bytes intact: only parsing the footer tells
        footer = int.from_bytes(data[-8:-4], "little")
        start = len(data) - 8 - footer
        path.write_bytes(data[:start] + bytes(b ^ 0x55 for b in data[start:start + 64]) + data[start + 64:])


def _warehouse_with_runs(root: Path) -> dict[str, Path]:
    paths = {}
    for run, tasks in (("r1", (1, 2, 3)), ("r2", (1, 2))):
        for t in tasks:
            paths[f"{run}/{t}"] = write_result(root, "actions", action_rows(t, 3, run_id=run), run_id=run, model="m", task_id=t)
    return paths


ALL_ROWS = "SELECT run_id, task_id, step FROM actions ORDER BY ALL"


@pytest.mark.parametrize("how", ["empty", "truncated", "not_parquet", "corrupt_footer"])
def test_a_damaged_part_is_skipped_and_named(tmp_path, how, caplog):
    """Regression: one truncated or empty part made every query of every run crash."""
    paths = _warehouse_with_runs(tmp_path)
    before = connect(tmp_path).execute(ALL_ROWS).fetchall()
    _damage(paths["r1/2"], how)
    with caplog.at_level("WARNING", logger="iwr.warehouse"):
        con = connect(tmp_path)
        rows = con.execute(ALL_ROWS).fetchall()
    assert rows == [r for r in before if r[:2] != ("r1", 2)], "every whole part stays readable"
    assert con.execute("SELECT count(*) FROM leaderboard").fetchone() == (0,)  # derived views too
    [line] = [r.getMessage() for r in caplog.records]
    assert "actions/run_id=r1/m__2.parquet" in line and "run r1" in line and "iwr doctor" in line and "\n" not in line


def test_doctor_lists_then_quarantines_damaged_parts(tmp_path):
    from iwr_bench.tasks.warehouse.doctor import examine

    paths = _warehouse_with_runs(tmp_path)
    _damage(paths["r1/1"], "truncated")
    _damage(paths["r2/2"], "corrupt_footer")
    stray = paths["r1/3"].with_name(".m__3.parquet.abc.tmp")
    stray.write_bytes(b"half a part")
    os.utime(stray, (0, 0))  # written long ago by a writer that died
    listed = examine(tmp_path, fix=False)
    assert listed.problems == 3 and (tmp_path / "actions" / "run_id=r1" / "m__1.parquet").exists()
    report = examine(tmp_path)
    text = "\n".join(report.lines())
    assert "actions/run_id=r1/m__1.parquet (actions, run r1): truncated" in text
    assert "actions/run_id=r2/m__2.parquet (actions, run r2): unreadable footer" in text
    assert (tmp_path / ".quarantine" / "actions" / "run_id=r1" / "m__1.parquet").exists()
    assert not stray.exists()
    assert count(tmp_path) == 3 * 3  # r1/2, r1/3, r2/1
    assert examine(tmp_path).problems == 0


def _score_rows(task_id: int, run_id: str = "r1") -> list[dict]:
    return [{"run_id": run_id, "model": "m", "task_id": task_id, "judge": "iwr/offline", "protocol": "paper", "ifs": 1.0, "final": 0.9}]


@pytest.mark.parametrize("verified_before", [False, True])
def test_a_part_of_another_tables_schema_is_left_out_and_doctor_names_it(tmp_path, caplog, verified_before):
    """Regression: an `actions` part copied into task_scores/ broke every task_scores query and
    `iwr leaderboard` (a traceback) while `iwr doctor --deep` called the warehouse healthy.
    ``verified_before``: the part was already in a partition's `.verified` list from before
    schemas were checked (it must be checked again)."""
    from iwr_bench.tasks.warehouse.doctor import examine

    for t in (1, 2):
        write_result(tmp_path, "task_scores", _score_rows(t), run_id="r1", model="m", task_id=t, variant="offline")
    foreign = write_result(tmp_path, "actions", action_rows(3, 2), run_id="r1", model="m", task_id=3)
    planted = tmp_path / "task_scores" / "run_id=r1" / "m__3__offline.parquet"
    planted.write_bytes(foreign.read_bytes())
    if verified_before:
        (planted.parent / ".verified").write_text("".join(f"{p.name} {p.stat().st_size} {p.stat().st_mtime_ns}\n"
                                                          for p in planted.parent.glob("*.parquet")))
    with caplog.at_level("WARNING", logger="iwr.warehouse"):
        con = connect(tmp_path)
        assert con.execute("SELECT task_id FROM task_scores ORDER BY 1").fetchall() == [(1,), (2,)]
        con.execute("SELECT * FROM leaderboard").fetchall()
    [line] = [r.getMessage() for r in caplog.records]
    assert "task_scores/run_id=r1/m__3__offline.parquet" in line and "the schema of table actions, not task_scores" in line
    report = examine(tmp_path, deep=True, fix=False)
    assert report.problems == 1 and "the schema of table actions, not task_scores" in "\n".join(report.lines())
    assert examine(tmp_path, deep=True).problems == 1 and not planted.exists()
    assert examine(tmp_path, deep=True).problems == 0


@pytest.mark.parametrize(("columns", "problem"), [
    ({"run_id": ["r1"], "model": ["m"], "task_id": [3], "step": [0]}, "not a task_scores part (no judge, protocol; columns step not in task_scores)"),
    ({"run_id": ["r1"], "model": ["m"], "task_id": [3], "judge": ["j"], "protocol": ["p"], "final": ["51.94"]},
     "not a task_scores part (final of another type)"),
])
def test_a_part_without_our_marks_must_still_fit_its_table(tmp_path, columns, problem):
    """A part another tool wrote (no table or version in its metadata) is read only when its
    columns are the table's: its keys, no foreign column, no column of another kind."""
    from iwr_bench.tasks.warehouse import parts

    write_result(tmp_path, "task_scores", _score_rows(1), run_id="r1", model="m", task_id=1, variant="offline")
    pq.write_table(pa.table(columns), tmp_path / "task_scores" / "run_id=r1" / "other.parquet")
    [damaged] = parts.damaged(parts.scan(tmp_path))
    assert damaged.problem == problem
    assert connect(tmp_path).execute("SELECT task_id, final FROM task_scores").fetchall() == [(1, 0.9)]


def test_doctor_notes_the_schema_of_parts_written_before_markers(tmp_path):
    from iwr_bench.tasks.warehouse import parts
    from iwr_bench.tasks.warehouse.doctor import examine

    paths = _warehouse_with_runs(tmp_path)
    for marker in tmp_path.glob("actions/*/.schema-*"):
        marker.unlink()  # as written before markers existed
    assert not any(p.current for p in parts.scan(tmp_path)["actions"])
    assert examine(tmp_path).remarked == 2
    assert all(p.current for p in parts.scan(tmp_path)["actions"])
    assert count(tmp_path) == len(paths) * 3


def test_current_parts_are_read_without_opening_every_footer(tmp_path):
    """connect() with 10,000 parts took tens of seconds: union_by_name reads every footer on
    every bind. Parts known to have the current columns are read without it."""
    _warehouse_with_runs(tmp_path)
    sql = connect(tmp_path).execute("SELECT sql FROM duckdb_views() WHERE view_name = 'actions'").fetchone()[0]
    assert "union_by_name" not in sql and "run_id=r1/*.parquet" in sql


def test_a_new_part_beside_older_ones_keeps_them_readable(tmp_path):
    """A partition holding parts from before markers is read the tolerant way once a new
    writer adds its marker there (the older parts may lack columns)."""
    old = pa.table({"run_id": ["r1"], "model": ["m"], "task_id": pa.array([1], pa.int64()), "step": pa.array([0], pa.int64())})
    (tmp_path / "actions" / "run_id=r1").mkdir(parents=True)
    pq.write_table(old, tmp_path / "actions" / "run_id=r1" / "m__1.parquet")
    write_result(tmp_path, "actions", action_rows(2, 2), run_id="r1", model="m", task_id=2)
    rows = connect(tmp_path).execute("SELECT task_id, step, type FROM actions ORDER BY ALL").fetchall()
    assert rows == [(1, 0, None), (2, 0, "Click"), (2, 1, "Click")]


# ---------------------------------------------------------------- iwr sql reads the warehouse only

def _iwr(*args: str, root: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "IWR_WAREHOUSE": str(root)}
    return subprocess.run([sys.executable, "-c", "from iwr_bench.cli.main import main; main()", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)


# (statement, the connection itself refuses it too: a file outside the parts, a setting)
REFUSED = [
    ("COPY (SELECT 1 AS x) TO '{root}/task_scores/run_id=x/evil.parquet'", True),
    ("COPY (SELECT * FROM actions) TO '{root}/actions/run_id=r1/m__9.parquet'", True),
    # Over a part the views read, in place: DuckDB allows it (the path is readable), the parser does not.
    ("COPY (SELECT * FROM actions) TO '{root}/actions/run_id=r1/m__1.parquet' (USE_TMP_FILE false)", False),
    ("EXPLAIN ANALYZE COPY (SELECT 1 AS x) TO '{root}/task_scores/run_id=x/evil.parquet'", True),
    ("EXPLAIN (ANALYZE, FORMAT json) COPY (SELECT 1 AS x) TO '{root}/x.csv'", True),
    ("EXPLAIN ANALYZE CREATE TABLE t AS SELECT 1", False),
    ("EXPLAIN ANALYZE INSERT INTO actions SELECT * FROM actions", False),
    ("UPDATE EXTENSIONS", True),
    ("COPY (SELECT 1 AS x) TO '/tmp/iwr-sql-escape.csv'", True),
    ("CREATE TABLE t AS SELECT 1", False),
    ("INSERT INTO actions SELECT * FROM actions", False),
    ("ATTACH '{root}/other.db'", False),
    ("ATTACH '/tmp/iwr-sql-escape.db'", True),
    ("SET enable_external_access = true", True),
    ("INSTALL httpfs", True),
    ("SELECT 1; DROP VIEW actions", False),
    ("SELECT * FROM read_csv('/etc/passwd')", True),
    ("SELECT * FROM read_text('{root}/../pyproject.toml')", True),
    ("SELECT * FROM glob('/etc/*')", True),
]


@pytest.mark.parametrize(("statement", "outside"), REFUSED)
def test_sql_reads_only_the_warehouse(tmp_path, statement, outside):
    """Regression: `COPY ... TO 'warehouse/task_scores/...'` changed the leaderboard, and
    read_csv('/etc/passwd') worked; then `EXPLAIN ANALYZE COPY ... TO '<warehouse>/...'` wrote
    a part that moved a model's Final from 3.89 to 51.94. Two layers: only queries pass
    ``check_query`` (inside an EXPLAIN too), and the connection reads the warehouse's parts
    only and creates no file, not even inside the warehouse (and cannot be reconfigured)."""
    from iwr_bench.tasks.warehouse.query import QueryRefused, check_query, connect_readonly

    _warehouse_with_runs(tmp_path)
    connect(tmp_path)  # the first read notes which parts it verified (.verified)
    before = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*"))
    sql = statement.format(root=tmp_path)
    with pytest.raises((QueryRefused, duckdb.Error)):
        check_query(sql)
        connect_readonly(tmp_path).execute(sql).fetchall()
    if outside:
        with pytest.raises(duckdb.Error):
            connect_readonly(tmp_path).execute(sql).fetchall()
    assert sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*")) == before
    assert not Path("/tmp/iwr-sql-escape.csv").exists() and not Path("/tmp/iwr-sql-escape.db").exists()


def test_sql_still_answers_queries(tmp_path):
    from iwr_bench.tasks.warehouse.query import run_query

    _warehouse_with_runs(tmp_path)
    for q in ("SELECT count(*) FROM actions", "DESCRIBE actions", "SHOW TABLES", "EXPLAIN SELECT * FROM actions",
              "EXPLAIN ANALYZE SELECT * FROM actions", "EXPLAIN (ANALYZE, FORMAT json) SELECT 1", "SUMMARIZE actions",
              f"SELECT count(*) FROM read_parquet('{tmp_path}/actions/*/*.parquet')",
              f"SELECT count(*) FROM read_parquet('{tmp_path}/actions/run_id=r1/m__1.parquet')"):
        assert run_query(tmp_path, q).rows, q


def test_sql_sees_a_part_written_after_it_listed_them(tmp_path, monkeypatch):
    """The connection may read only the parts it listed: one a run writes meanwhile is listed
    again, not refused."""
    from iwr_bench.tasks.warehouse import query

    _warehouse_with_runs(tmp_path)
    real = query.open_views

    def then_a_new_part(root, **kw):
        opened = real(root, **kw)
        if not (tmp_path / "actions" / "run_id=r3").exists():
            write_result(tmp_path, "actions", action_rows(7, 2, run_id="r3"), run_id="r3", model="m", task_id=7)
            write_result(tmp_path, "actions", action_rows(8, 2, run_id="r1"), run_id="r1", model="m", task_id=8)
        return opened

    monkeypatch.setattr(query, "open_views", then_a_new_part)
    assert query.run_query(tmp_path, f"SELECT count(*) FROM read_parquet('{tmp_path}/actions/*/*.parquet')").rows == [(19,)]


LIMITS = {"timeout_s": 2.0, "memory_mb": 256, "threads": 2, "max_rows": 1000}


@pytest.mark.parametrize(("sql", "timeout_s", "stopped"), [
    ("SELECT sum(a.range * b.range) FROM range(200000) a, range(200000) b", 2.0, "time limit (2 s"),
    ("SELECT count(*) FROM range(1000000000000)", 2.0, "time limit (2 s"),
    # a long time limit: on a loaded machine the list may not reach 256 MB within 2 s
    ("SELECT length(list(repeat('x', 100) || i)) FROM range(100000000) t(i)", 600.0, "memory limit (256 MB"),
])
def test_sql_stops_a_query_past_its_limits(tmp_path, sql, timeout_s, stopped):
    """Regression: a cross join ran until killed and a list() reached 4.1 GB."""
    from iwr_bench.tasks.warehouse.query import QueryLimits, QueryStopped, run_query

    with pytest.raises(QueryStopped, match=re.escape(stopped)):
        run_query(tmp_path, sql, QueryLimits(**{**LIMITS, "timeout_s": timeout_s}))


def test_sql_fetches_at_most_max_rows(tmp_path):
    from iwr_bench.tasks.warehouse.query import QueryLimits, run_query

    answer = run_query(tmp_path, "SELECT i FROM range(1000000000) t(i)", QueryLimits(**LIMITS))
    assert answer.truncated and len(answer.rows) == 1000 and answer.rows[-1] == (999,)
    assert not run_query(tmp_path, "SELECT 1", QueryLimits(**LIMITS)).truncated


@pytest.mark.slow
def test_cli_answers_bad_input_in_one_line(tmp_path):
    """`iwr sql` with a refused statement, `iwr sql` and `iwr doctor` on a damaged warehouse,
    `iwr sql` past its time or row limit: one line each on stderr, never a traceback (once
    `UPDATE EXTENSIONS` printed one)."""
    paths = _warehouse_with_runs(tmp_path)
    _damage(paths["r2/1"], "empty")
    refused = _iwr("sql", f"COPY (SELECT 1) TO '{tmp_path}/x.csv'", root=tmp_path)
    assert refused.returncode == 1 and refused.stderr.count("\n") == 1 and "refused: COPY" in refused.stderr
    ok = _iwr("sql", "SELECT run_id, count(*) AS n FROM actions GROUP BY ALL ORDER BY 1", "--format", "csv", root=tmp_path)
    assert ok.returncode == 0 and ok.stdout == "run_id,n\nr1,9\nr2,3\n", ok.stderr
    assert "m__1.parquet" in ok.stderr and "run r2" in ok.stderr and "Traceback" not in ok.stderr
    listed = _iwr("doctor", "--dry-run", root=tmp_path)
    assert listed.returncode == 1 and "damaged: actions/run_id=r2/m__1.parquet (actions, run r2): empty file" in listed.stdout
    fixed = _iwr("doctor", root=tmp_path)
    assert fixed.returncode == 0 and "1 damaged part(s) quarantined" in fixed.stdout, fixed.stderr
    clean = _iwr("sql", "SELECT count(*) FROM actions", root=tmp_path)
    assert clean.returncode == 0 and clean.stderr == ""
    for attack in ("UPDATE EXTENSIONS", f"EXPLAIN ANALYZE COPY (SELECT 1) TO '{tmp_path}/x.parquet'", "EXPLAIN ANALYZE CREATE TABLE t AS SELECT 1"):
        refused = _iwr("sql", attack, root=tmp_path)
        assert refused.returncode == 1 and refused.stderr.count("\n") == 1 and "refused: " in refused.stderr, refused.stderr
    slow = _iwr("sql", "SELECT count(*) FROM range(1000000000000)", "--timeout", "1", root=tmp_path)
    assert slow.returncode == 1 and slow.stderr.count("\n") == 1 and "time limit (1 s" in slow.stderr, slow.stderr
    many = _iwr("sql", "SELECT * FROM range(10)", "--max-rows", "3", "--format", "csv", root=tmp_path)
    assert many.returncode == 1 and many.stdout == "range\n0\n1\n2\n" and "more than 3 rows" in many.stderr
    assert not (tmp_path / "x.csv").exists() and not (tmp_path / "x.parquet").exists()
