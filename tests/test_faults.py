"""The fault suite: damage each kind of state file, run again, and get the rows of an undamaged run.

Once, with ``results/replays`` removed, a rerun reported every replay as reused and landed rows
pointing at missing screenshots, and ``--refresh score`` then dropped the oracle's VFS from 100
to 0 (Final 70) with no warning; one truncated Parquet part crashed the end of every new run.
Here one clean run (the tiny site, oracle and blank) is the reference; each test damages one
kind of state under ``results/``, ``.prefect/`` or ``warehouse/``, reruns the same run id through
``iwr_bench.flows.run.run`` and compares every table with the clean rows. The tests share the state and
run in order; each leaves it repaired by its rerun.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from iwr_bench.tasks.warehouse.store import connect, query_rows
from tests.test_flows import VOLATILE

pytestmark = [pytest.mark.browser, pytest.mark.slow]

RUN = "faults"
TABLES = ("generations", "actions", "assertions", "checkpoints", "task_scores")
# A page replayed again may differ by a few pixels under load (seen once: the tiny site's step 3),
# so the screenshots' hashes are left out; every score computed from them is compared.
SHOT_HASHES = {"screenshot_sha256", "shot_sha256"}


_CHILD = """
import json, sys
from iwr_bench.flows.run import RunRequest, run
summary = run(RunRequest(**json.loads(sys.argv[1])), progress=False)
print("SUMMARY " + json.dumps(summary, default=str))
"""


def _run(data: Path, run_id: str = RUN, **kw) -> dict:
    """``iwr_bench.flows.run.run`` in a fresh process, as a user's rerun is: Prefect's storage, server and
    settings are fixed per process at first use, so in the test process an earlier test's
    Prefect home (and its cache records) would stand in for this suite's."""
    import os
    import subprocess
    import sys

    fields = dict(data=str(data), run_id=run_id, judge="iwr/offline", protocol="paper", task_runner="threads", workers=2,
                  models=["iwr/oracle", "iwr/blank"], tasks=[1])
    env = {k: v for k, v in os.environ.items() if not k.startswith("PREFECT_")}
    done = subprocess.run([sys.executable, "-c", _CHILD, json.dumps({**fields, **kw})], cwd=Path(__file__).resolve().parent.parent,
                          env=env, capture_output=True, text=True, timeout=1800)
    lines = [ln for ln in done.stdout.splitlines() if ln.startswith("SUMMARY ")]
    assert done.returncode == 0 and lines, done.stdout[-2000:] + done.stderr[-4000:]
    return json.loads(lines[-1][len("SUMMARY "):])


def _rows(wh: Path, run_id: str = RUN) -> dict[str, list[dict]]:
    con = connect(wh)
    out = {}
    for table in TABLES:
        rows = query_rows(con, f"SELECT * FROM {table} WHERE run_id = ?", [run_id])
        out[table] = sorted(({k: v for k, v in r.items() if k not in VOLATILE | SHOT_HASHES} for r in rows),
                            key=lambda r: json.dumps(r, sort_keys=True, default=str))
    return out


def _files_exist(wh: Path) -> None:
    """Every screenshot and page the run's rows name is there."""
    con = connect(wh)
    named = [r["p"] for r in query_rows(con, "SELECT screenshot_path AS p FROM actions WHERE run_id = ? AND p IS NOT NULL "
                                             "UNION ALL SELECT shot_path FROM checkpoints WHERE run_id = ? AND shot_path IS NOT NULL "
                                             "UNION ALL SELECT page_path FROM generations WHERE run_id = ? AND page_path IS NOT NULL",
                                        [RUN, RUN, RUN])]
    assert named and all(Path(p).is_file() for p in named), [p for p in named if not Path(p).is_file()]


def _rejected(summary: dict, stage: str, *, all_damaged: bool = True) -> int:
    """How many of ``stage``'s cached results failed verification; none may have been reused.

    A cached result is sometimes not offered by Prefect at all on the first rerun (computed
    afresh, not counted), so the count is at least one rather than exactly the pairs.
    """
    hits = json.loads(summary["cache_hits"])[stage]
    assert not all_damaged or hits["reused"] == 0, summary["cache_hits"]
    return hits.get("failed_verification", 0)


@pytest.fixture(scope="module")
def state(tiny_dataset, tmp_path_factory):
    from iwr_bench.core.settings import get_settings

    base = tmp_path_factory.mktemp("faults")
    with pytest.MonkeyPatch.context() as mp:
        for name, sub in (("IWR_WAREHOUSE", "wh"), ("IWR_RESULTS", "results"), ("IWR_PREFECT_HOME", "prefect")):
            mp.setenv(name, str(base / sub))
        mp.setenv("IWR_REPORT_AFTER_RUN", "false")
        get_settings.cache_clear()
        summary = _run(tiny_dataset)
        assert summary["state"] == "Completed", summary["message"]
        clean = _rows(base / "wh")
        oracle = [r for r in clean["task_scores"] if r["model"] == "iwr/oracle"]
        assert oracle and oracle[0]["vfs"] == pytest.approx(1.0) and oracle[0]["final"] == pytest.approx(1.0)
        yield base, clean
    get_settings.cache_clear()


def _again(tiny_dataset, state, **kw) -> dict:
    base, clean = state
    summary = _run(tiny_dataset, **kw)
    assert summary["state"] == "Completed", summary["message"]
    now = _rows(base / "wh")
    for table in TABLES:
        assert len(now[table]) == len(clean[table]), table
        for a, b in zip(now[table], clean[table], strict=True):
            assert a == b, (table, a["model"], a.get("step"), a.get("type"), {k: (a.get(k), b.get(k)) for k in a.keys() | b.keys() if a.get(k) != b.get(k)})
    _files_exist(base / "wh")
    return summary


def test_replays_removed_are_replayed_and_counted(tiny_dataset, state):
    shutil.rmtree(state[0] / "results" / "replays")
    summary = _again(tiny_dataset, state)
    assert _rejected(summary, "replay") >= 1
    # A replay made again with other pixels also fails its cached score's check: counted too.
    total = sum(d.get("failed_verification", 0) for d in json.loads(summary["cache_hits"]).values())
    assert f"cache entries that failed verification: {total} (computed again)" in summary["message"]


def test_replays_removed_then_refresh_score_keeps_the_oracles_vfs(tiny_dataset, state):
    """The case that once scored the oracle's checkpoints against missing screenshots (VFS 0)."""
    shutil.rmtree(state[0] / "results" / "replays")
    summary = _again(tiny_dataset, state, refresh=["score"])
    assert _rejected(summary, "replay") >= 1
    assert not summary["warnings"], summary["warnings"]  # the calibration canary is quiet


def test_a_changed_screenshot_is_replayed(tiny_dataset, state):
    shot = next((state[0] / "results" / "replays").rglob("step_1.png"))
    shot.write_bytes(shot.read_bytes()[:-10])
    summary = _again(tiny_dataset, state)
    assert _rejected(summary, "replay", all_damaged=False) == 1


def test_pages_removed_are_made_again(tiny_dataset, state):
    shutil.rmtree(state[0] / "results" / "pages")
    summary = _again(tiny_dataset, state)
    assert _rejected(summary, "generate") >= 1


def test_a_damaged_part_of_the_run_is_rewritten(tiny_dataset, state):
    part = next((state[0] / "wh" / "checkpoints").rglob("*.parquet"))
    part.write_bytes(part.read_bytes()[: part.stat().st_size // 2])
    _again(tiny_dataset, state)


def test_a_damaged_part_of_another_run_costs_that_part_only(tiny_dataset, state):
    """One truncated part once crashed the end of every new run with a traceback."""
    base, _ = state
    other = base / "wh" / "task_scores" / "run_id=other"
    other.mkdir(parents=True)
    (other / "x__1.parquet").write_bytes(b"PAR1 not a parquet file")
    try:
        _again(tiny_dataset, state)
    finally:
        shutil.rmtree(other)


def test_the_prefect_state_removed_recomputes_from_the_results(tiny_dataset, state):
    shutil.rmtree(state[0] / "prefect")
    _again(tiny_dataset, state)


def test_damaged_prefect_cache_records_are_computed_again(tiny_dataset, state):
    records = [p for p in (state[0] / "prefect").rglob("*") if p.is_file() and "storage" in p.parts]
    assert records, "the stages persist their results under the Prefect home"
    for p in records:
        p.write_bytes(p.read_bytes()[: max(1, p.stat().st_size // 3)])
    _again(tiny_dataset, state)
