"""Load never changes scores: the oracle on a saturated machine scores what it scores on a quiet one.

At load 30 on a 2-core machine, the oracle page of bundled task 3 once scored Final 0.30, 1.00,
0.42 and 1.00 in four identical runs ("click did not return within 0.5 s", "screenshot did not
return within 5 s; browser killed" -> page_unresponsive), and the failure was cached. Here busy
processes hold every core of this process for the whole test while the oracle is run three times
on six bundled tasks (task 3 among them, desktop and mobile): IFS 1.0 on every task every time,
and the three runs land identical rows. Generation comes from the cache after the first run;
replay and score are computed afresh each time.
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from iwr_bench.tasks.warehouse.store import connect, query_rows
from tests.runs import VOLATILE, run_in_process

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.e2e]

TASKS = [1, 2, 3, 4, 6, 18]  # the fewest actions of the bundle, task 3 (the one that flipped) and two mobile ones
TABLES = ("actions", "checkpoints", "task_scores")


@contextlib.contextmanager
def saturated() -> Iterator[list[subprocess.Popen]]:
    """One busy process per core this process may use, for as long as the block runs."""
    from iwr_bench.core.environment import cpu_count

    spinners = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(cpu_count())]
    try:
        yield spinners
    finally:
        for p in spinners:
            p.kill()
            p.wait()


def _rows(wh: Path, run_id: str) -> dict[str, list[dict]]:
    con = connect(wh)
    out = {}
    for table in TABLES:
        rows = query_rows(con, f"SELECT * FROM {table} WHERE run_id = ?", [run_id])
        out[table] = sorted(({k: v for k, v in r.items() if k not in VOLATILE | {"run_id"}} for r in rows),
                            key=lambda r: json.dumps(r, sort_keys=True, default=str))
    return out


def test_the_oracle_scores_the_same_on_a_saturated_machine(bundled_dataset, tmp_path, monkeypatch):
    from iwr_bench.core.environment import load_average
    from iwr_bench.core.settings import get_settings

    for name, sub in (("IWR_WAREHOUSE", "wh"), ("IWR_RESULTS", "results"), ("IWR_PREFECT_HOME", "prefect")):
        monkeypatch.setenv(name, str(tmp_path / sub))
    monkeypatch.setenv("IWR_REPORT_AFTER_RUN", "false")
    get_settings.cache_clear()
    wh = tmp_path / "wh"
    seen = []
    with saturated() as spinners:
        for i in range(3):
            summary = run_in_process(data=bundled_dataset, run_id=f"load-{i}", models=["iwr/oracle"], tasks=TASKS, judge="iwr/offline",
                                     protocol="paper", task_runner="threads", workers=2, refresh=["replay", "score"])
            assert summary["state"] == "Completed", summary["message"]
            scores = query_rows(connect(wh), "SELECT task_id, ifs, first_failure_kind FROM task_scores WHERE run_id = ? ORDER BY task_id",
                                [f"load-{i}"])
            assert [(r["task_id"], r["ifs"]) for r in scores] == [(t, 1.0) for t in TASKS], scores
            seen.append(load_average())
        assert all(p.poll() is None for p in spinners), "the busy processes held the cores for the whole test"
    get_settings.cache_clear()
    print(f"load average after each run: {seen} on {os.cpu_count()} cores")
    first = _rows(wh, "load-0")
    assert first["actions"] and first["checkpoints"]
    for i in (1, 2):
        again = _rows(wh, f"load-{i}")
        for table in TABLES:
            assert again[table] == first[table], (table, i, [(a, b) for a, b in zip(again[table], first[table], strict=False) if a != b][:2])
