"""The warehouse: atomic parts under concurrency and crashes, readable across schema growth."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from tasks.warehouse import connect, write_part, write_result

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
        from tasks.warehouse import write_result
        from tests.test_warehouse import action_rows
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
        from tasks import warehouse
        from tests.test_warehouse import action_rows

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
    from tasks.dataset import load_dataset, write_dataset
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
    iwr = [sys.executable, "-c", "from iwr.cli import main; main()"]
    out = subprocess.run([*iwr, "validate", "--data", str(base)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert "tasks     5" in out.stdout
    assert "Traceback" not in out.stderr and "ERROR" not in out.stderr, out.stderr
    q = subprocess.run([*iwr, "sql", "SELECT platform, count(*) AS n FROM dataset_tasks GROUP BY ALL ORDER BY 1", "--format", "csv"],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert q.stdout == "platform,n\ndesktop,4\nmobile,1\n", q.stderr
