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

import contextlib
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import psutil
import pytest

from iwr_bench.tasks.warehouse.store import connect, query_rows
from tests.runs import VOLATILE, iwr_run

pytestmark = [pytest.mark.browser, pytest.mark.slow]

RUN = "faults"
TABLES = ("generations", "actions", "assertions", "checkpoints", "task_scores")
# A page replayed again may differ by a few pixels under load (seen once: the tiny site's step 3),
# so the screenshots' hashes are left out; every score computed from them is compared.
SHOT_HASHES = {"screenshot_sha256", "shot_sha256"}


_CHILD = """
import json, sys
from tests.runs import run_in_process
summary = run_in_process(**json.loads(sys.argv[1]))
print("SUMMARY " + json.dumps(summary, default=str))
"""


def _run(data: Path, run_id: str = RUN, **kw) -> dict:
    """``tests.runs.run_in_process`` in a fresh process, as a user's rerun is: Prefect's storage, server and
    settings are fixed per process at first use, so in the test process an earlier test's
    Prefect home (and its cache records) would stand in for this suite's."""
    import os
    import subprocess

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


# ---------------------------------------------------------------- infrastructure faults
#
# One test per class of infrastructure failure (issue 26): the machine starves the browser, the
# browser dies, the disk is full, a folder is read-only, the generator or the judge is down. Each
# runs the same command as a user would (the CLI, in a fresh process) with the fault in place:
# the pairs it touched are not measured (no score, counted apart, the run's exit code 3 and its
# last line "incomplete: ..."), nothing of them is cached, and the same command run again with
# the fault gone lands exactly the rows of the clean run. The faulty run refreshes the stage the
# fault hits (else Prefect would serve the clean run's result and the fault would touch nothing);
# the rerun does not: had the failure been cached over the clean result, it would land again.

INCOMPLETE = re.compile(r"^incomplete: (\d+) pairs? not measured \((.*)\) — rerun the same command$")


def _cli(data: Path, *extra: str, env: dict[str, str] | None = None, run_id: str = RUN, models: str = "iwr/oracle,iwr/blank",
         judge: str = "iwr/offline", during=None) -> subprocess.CompletedProcess:
    """``iwr run`` as a user types it, in a fresh process; ``during(proc)`` runs while it does."""
    args = ["--data", str(data), "--run-id", run_id, "--models", models, "--tasks", "1", "--judge", judge, "--protocol", "paper",
            "--task-runner", "threads", "--workers", "2", *extra]
    full = {**{k: v for k, v in os.environ.items() if not k.startswith("PREFECT_")}, **(env or {})}
    proc = iwr_run(*args, env=full, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    stop = threading.Event()
    helper = threading.Thread(target=during, args=(proc, stop), daemon=True) if during else None
    if helper:
        helper.start()
    try:
        out, err = proc.communicate(timeout=1800)
    finally:
        stop.set()
        if helper:
            helper.join(30)
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)


def _incomplete(done: subprocess.CompletedProcess, kinds: set[str]) -> dict[str, int]:
    """The run ended incomplete (exit 3), its last line says so; the kinds it counted."""
    assert done.returncode == 3, (done.returncode, done.stdout[-3000:], done.stderr[-3000:])
    last = done.stderr.strip().splitlines()[-1]
    m = INCOMPLETE.match(last)
    assert m, last
    counted = {k: int(n) for k, n in (part.rsplit(" ", 1) for part in m.group(2).split(", "))}
    assert set(counted) <= kinds and sum(counted.values()) == int(m.group(1)), (counted, kinds)
    return counted


def _not_measured(wh: Path, run_id: str = RUN) -> dict[str, str]:
    """model -> the kind its task_scores row names, for the pairs the run did not measure."""
    con = connect(wh)
    rows = query_rows(con, "SELECT model, not_measured, final FROM task_scores WHERE run_id = ? AND not_measured IS NOT NULL", [run_id])
    assert all(r["final"] is None for r in rows), rows  # no score claimed
    board = query_rows(con, "SELECT sum(not_measured) AS n FROM leaderboard WHERE run_id = ?", [run_id])
    assert board[0]["n"] == len(rows)
    runs = query_rows(con, "SELECT state, n_not_measured FROM runs WHERE run_id = ?", [run_id])[0]
    assert runs["state"] == "Incomplete" and runs["n_not_measured"] == len(rows), runs
    return {r["model"]: r["not_measured"] for r in rows}


def _browsers_of(proc: subprocess.Popen) -> list[psutil.Process]:
    with contextlib.suppress(psutil.Error):
        return [p for p in psutil.Process(proc.pid).children(recursive=True) if "chrom" in p.name()]
    return []


def _on_every_load(base: Path, act):
    """A ``during`` that calls ``act(proc)`` each time a replay of the run has loaded its page
    (a new ``step_0.png``): the first attempt and Prefect's retry in place alike."""
    def during(proc: subprocess.Popen, stop: threading.Event) -> None:
        seen: set[tuple[str, float]] = set()
        while not stop.is_set() and proc.poll() is None:
            for shot in (base / "results" / "replays").glob("*/step_0.png"):
                with contextlib.suppress(OSError):
                    mark = (str(shot), shot.stat().st_mtime)
                    if mark not in seen:
                        seen.add(mark)
                        act(proc)
            time.sleep(0.02)
    return during


PATIENCE_S = 4.0  # a starved browser call gives up after 4 s here (120 s by default)


def _starve(proc: subprocess.Popen) -> None:
    """The machine gives the run's browsers no CPU at all (SIGSTOP) for twice the patience, then
    gives it back: a saturated machine, only more so. Starvation ends, as on a busy machine: a
    browser caught while starting (the other pair's) goes on afterwards; one caught answering a
    call has been given up on (``overloaded``) and killed by then."""
    stopped = []
    for p in _browsers_of(proc):
        with contextlib.suppress(psutil.Error):
            p.suspend()
            stopped.append(p)

    def resume() -> None:
        time.sleep(2 * PATIENCE_S)
        for p in stopped:
            with contextlib.suppress(psutil.Error):
                p.resume()
    threading.Thread(target=resume, daemon=True).start()


def _crash(proc: subprocess.Popen) -> None:
    """The browser process itself dies (as the OOM killer or a crash does), not the page's tab."""
    for p in _browsers_of(proc):
        with contextlib.suppress(psutil.Error):
            if p.name().startswith("chromium") and not any(a.startswith("--type=") for a in p.cmdline()):
                p.kill()


@contextlib.contextmanager
def _mounted(folder: Path, *, size: str = "1m", read_only: bool = False):
    """A small tmpfs at ``folder`` (a real file system: the kernel answers ENOSPC or EROFS). Needs
    root and CAP_SYS_ADMIN: elsewhere the test is skipped, never imitated."""
    folder.mkdir(parents=True, exist_ok=True)
    if subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)], capture_output=True).returncode:
        pytest.skip("cannot mount a tmpfs here (needs root and CAP_SYS_ADMIN)")
    try:
        if read_only:
            subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True, capture_output=True)
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True)


@pytest.mark.e2e  # minutes each: a clean reference run, the fault, then the rerun
@pytest.mark.parametrize("fault", ["starved", "crashed"])
def test_a_starved_or_crashed_browser_is_not_measured_then_the_rerun_is_clean(tiny_dataset, state, fault):
    """At load 30 the oracle once scored Final 0.30, 1.00, 0.42, 1.00 in four identical runs: a
    click or a screenshot the machine was too busy to answer in time failed as the page's
    (page_unresponsive), was cached, and the run exited 0."""
    base, _ = state
    act, kind = (_starve, "overloaded") if fault == "starved" else (_crash, "browser_crashed")
    env = {"IWR_BROWSER_PATIENCE_S": f"{PATIENCE_S:g}"}
    done = _cli(tiny_dataset, "--refresh", "replay", env=env, during=_on_every_load(base, act))
    _incomplete(done, {kind})
    assert set(_not_measured(base / "wh").values()) == {kind}
    _again(tiny_dataset, state)


@pytest.mark.e2e  # minutes each: a clean reference run, the fault, then the rerun
def test_a_full_disk_is_not_the_models_failure(tiny_dataset, state):
    """Out of space during generation was once stored and cached as generation_failed: after space
    was freed, the rerun reused it (the oracle's Final 80 instead of 100, exit 0)."""
    base, _ = state
    with _mounted(base / "results" / "pages", size="4k"):  # one page of memory: a pair's first file fills it
        done = _cli(tiny_dataset, "--refresh", "generate")
    assert set(_incomplete(done, {"disk_full"})) == {"disk_full"}
    assert set(_not_measured(base / "wh").values()) == {"disk_full"}
    assert query_rows(connect(base / "wh"), "SELECT * FROM generations WHERE run_id = ? AND error_kind IS NOT NULL", [RUN]) == []
    _again(tiny_dataset, state)


@pytest.mark.e2e  # minutes each: a clean reference run, the fault, then the rerun
def test_a_read_only_folder_is_not_the_models_failure(tiny_dataset, state):
    """A read-only results folder once let rows land and then ended the summary in 6 tracebacks."""
    base, _ = state
    with _mounted(base / "results" / "replays", read_only=True):
        done = _cli(tiny_dataset, "--refresh", "replay")
    _incomplete(done, {"read_only"})
    assert set(_not_measured(base / "wh").values()) == {"read_only"}
    assert "Traceback" not in done.stderr
    _again(tiny_dataset, state)


@pytest.mark.e2e  # minutes each: a clean reference run, the fault, then the rerun
def test_a_folder_refused_before_the_run_is_one_line_and_nothing_done(tiny_dataset, state, tmp_path):
    """Before any work: a results folder that takes no writes, or has too little room for the plan."""
    with _mounted(tmp_path / "ro", read_only=True):
        done = _cli(tiny_dataset, env={"IWR_RESULTS": str(tmp_path / "ro" / "results")}, run_id="refused")
    assert done.returncode == 2 and "read-only file system" in done.stderr.strip().splitlines()[-1] and "Traceback" not in done.stderr, done.stderr
    with _mounted(tmp_path / "small", size="1m"):
        done = _cli(tiny_dataset, env={"IWR_RESULTS": str(tmp_path / "small")}, run_id="refused")
        assert done.returncode == 2 and "free, the plan writes about" in done.stderr, done.stderr
        assert list((tmp_path / "small").iterdir()) == []
    assert not (state[0] / "wh" / "runs" / "run_id=refused").exists()


def _llm_env(base: Path) -> dict[str, str]:
    return {"IWR_GENERATION_ATTEMPTS": "2", "IWR_GENERATION_BACKOFF_S": "0.01", "IWR_JUDGE_ATTEMPTS": "1", "IWR_JUDGE_RETRIES": "0"}


def _llm_rows(wh: Path, run_id: str) -> dict[str, list[dict]]:
    return {t: [{k: v for k, v in r.items() if k != "run_id"} for r in rows] for t, rows in _rows(wh, run_id).items()}


@pytest.mark.e2e  # minutes each: a clean reference run, the fault, then the rerun
@pytest.mark.parametrize("role", ["generator", "judge"])
def test_an_outage_of_the_generator_or_the_judge_ends_incomplete_then_the_rerun_is_clean(tiny_dataset, state, llm_server, role):
    """All generations answering 5xx once gave a "Completed" run with exit 0 and the model scored 0
    ("1 failed generation(s)"); the judge's the same."""
    base, _ = state
    run_id = f"outage-{role}"
    model, judge = ("openai/good", "iwr/offline") if role == "generator" else ("iwr/oracle", "openai/judge")
    args = ["--api-base", llm_server.api_base] if role == "generator" else ["--judge-api-base", llm_server.api_base]
    llm_server.fail_next("good" if role == "generator" else "judge", 1000, "500")
    done = _cli(tiny_dataset, *args, env=_llm_env(base), run_id=run_id, models=model, judge=judge)
    llm_server.clear()  # the outage is over
    kind = "server_error" if role == "generator" else "judge_error"
    assert _incomplete(done, {kind}) == {kind: 1}
    assert _not_measured(base / "wh", run_id) == {model: kind}
    again = _cli(tiny_dataset, *args, env=_llm_env(base), run_id=run_id, models=model, judge=judge)
    assert again.returncode == 0, again.stderr[-3000:]
    clean = _cli(tiny_dataset, *args, env=_llm_env(base), run_id=f"{run_id}-clean", models=model, judge=judge)
    assert clean.returncode == 0, clean.stderr[-3000:]
    assert _llm_rows(base / "wh", run_id) == _llm_rows(base / "wh", f"{run_id}-clean")
