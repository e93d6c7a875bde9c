"""The judge's replay on small fixture pages: finding, performing, waiting, screenshots, rows."""

from __future__ import annotations

import json
import statistics
import struct
from pathlib import Path

import pytest

from iwr_bench.tasks.replay.page import judge_scripts, replay_page
from iwr_bench.tasks.sandbox.judge_browser import BrowserPool
from iwr_bench.tasks.sandbox.settle import Limits
from tests.builders import PAGES, TODO, act, make_task


def png_size(path: str) -> tuple[int, int]:
    return struct.unpack(">II", Path(path).read_bytes()[16:24])


@pytest.mark.browser
def test_todo_trajectory_succeeds_with_exact_screenshots(judge, tmp_path):
    stale = tmp_path / "step_99.png"
    stale.write_bytes(b"old")
    r = replay_page(make_task(TODO), PAGES / "todo.html", tmp_path, browser=judge, limits=Limits())
    failed = [(row["step"], row["error_kind"], row["error_message"]) for row in r.rows if row["outcome"] != "performed"]
    assert not failed
    assert r.steps_succeeded == len(TODO) and r.first_failure is None
    assert [row["type"] for row in r.rows] == ["Load"] + [a.type for a in TODO]
    assert not stale.exists(), "an earlier run's screenshot must not survive a rerun"
    for row in r.rows:
        assert png_size(row["screenshot_path"]) == (1280, 720)
        assert len(row["screenshot_sha256"]) == 64
        assert row["wait_s"] is not None and row["wait_s"] < 2.5
    by_step = {row["step"]: row for row in r.rows}
    assert "1 items left" in by_step[2]["page_text"] and "Buy milk" in by_step[2]["page_text"]
    assert "Walk dog" in by_step[4]["page_text"]
    assert "1 items left" in by_step[5]["page_text"]  # Buy milk done, Walk dog open
    assert "Settings opened" in by_step[6]["page_text"]
    assert json.loads(by_step[5]["chosen"])["text"] == "Done"
    assert by_step[5]["method"] == "fuzzy" and by_step[5]["match_score"] > by_step[5]["runner_up_score"]
    assert by_step[2]["method"] == "focus"


@pytest.mark.browser
def test_rows_land_in_the_actions_view(judge, tmp_path):
    from iwr_bench.tasks.warehouse.store import connect, write_result

    r = replay_page(make_task(TODO[:2]), PAGES / "todo.html", tmp_path / "shots", browser=judge)
    rows = [{**row, "run_id": "r1", "model": "m", "task_id": r.task_id} for row in r.rows]
    write_result(tmp_path / "wh", "actions", rows, run_id="r1", model="m", task_id=r.task_id)
    con = connect(tmp_path / "wh")
    got = con.execute("SELECT step, type, outcome, method FROM actions ORDER BY step").fetchall()
    assert got == [(0, "Load", "performed", "page"), (1, "Type", "performed", "fuzzy"), (2, "Press", "performed", "focus")]


@pytest.mark.browser
def test_failure_stops_and_later_actions_are_skipped(judge, tmp_path):
    actions = [act(1, "Click", "Click the 'Checkout' button"), act(2, "Click", "Click the 'Add' button"), act(3, "Hover", "Hover the logo")]
    r = replay_page(make_task(actions), PAGES / "todo.html", tmp_path, browser=judge)
    assert [(row["outcome"], row["error_kind"]) for row in r.rows[1:]] == [("failed", "not_found"), ("skipped", "not_found"), ("skipped", "not_found")]
    assert r.steps_succeeded == 0 and r.first_failure == 1


@pytest.mark.browser
def test_unknown_action_and_undelivered_press_are_failures(judge, tmp_path):
    r = replay_page(make_task([act(1, "Hover", "Hover the logo")]), PAGES / "todo.html", tmp_path, browser=judge)
    assert r.rows[1]["error_kind"] == "unknown_action"
    r = replay_page(make_task([act(1, "Press", "Press the Frobnicate key", key="Frobnicate")]), PAGES / "todo.html", tmp_path, browser=judge)
    assert r.rows[1]["error_kind"] == "unknown_action"


@pytest.mark.browser
def test_scroll_that_cannot_move_is_not_scrollable(judge, tmp_path):
    r = replay_page(make_task([act(1, "Scroll", "Scroll up one page", direction="up")]), PAGES / "todo.html", tmp_path, browser=judge)
    assert r.rows[1]["error_kind"] == "not_scrollable"


@pytest.mark.browser
def test_sandbox_blocks_internet_files_and_other_loopback_ports(judge, tmp_path):
    from iwr_bench.tasks.sandbox.browser import FolderServer

    other = FolderServer(tmp_path)  # stands for any other local service (a Prefect server, a database)
    try:
        page = tmp_path / "probe.html"
        page.write_text((PAGES / "fetch_out.html").read_text().replace(
            "probe('self'", f"probe('loopback', 'http://127.0.0.1:{other.port}/', {{mode: 'no-cors'}});\nprobe('self'"))
        r = replay_page(make_task([]), page, tmp_path / "shots", browser=judge)
    finally:
        other.close()
    text = r.rows[0]["page_text"]
    for probe in ("internet:blocked", "ip:blocked", "file:blocked", "loopback:blocked", "self:reached"):
        assert probe in text, text


@pytest.mark.browser
def test_storage_is_clean_between_evaluations_with_a_pool(tmp_path):
    from tests.conftest import assert_no_process_left

    page = tmp_path / "store.html"
    page.write_text("<body><p id=o></p><script>o.textContent = 'seen:' + (localStorage.getItem('k') || 'none'); localStorage.setItem('k', 'yes');</script></body>")
    with BrowserPool(size=1, instrument_js=judge_scripts()) as pool:
        texts = [replay_page(make_task([]), page, tmp_path / str(i), pool=pool).rows[0]["page_text"] for i in range(2)]
        jb = pool._all[0]
        assert jb.launches == 1, "the pool reuses its browser"
    assert texts == ["seen:none", "seen:none"]
    assert_no_process_left(jb)


@pytest.mark.browser
def test_mobile_viewport_is_exact(tmp_path):
    r = replay_page(make_task([act(1, "Click", "Click the 'Add' button")], width=390, height=844, mobile=True),
                    PAGES / "todo.html", tmp_path)
    assert r.rows[1]["outcome"] == "performed"
    assert all(png_size(row["screenshot_path"]) == (390, 844) for row in r.rows)


@pytest.mark.browser
def test_median_action_time_is_recorded(judge, tmp_path):
    """The quality bar (median <= 0.35 s at 1280x720) is measured here, not asserted tightly:
    the machine is shared; a loose bound still catches a fixed sleep creeping in."""
    r = replay_page(make_task(TODO), PAGES / "todo.html", tmp_path, browser=judge)
    times = [row["action_s"] for row in r.rows[1:]]
    print(f"median action_s {statistics.median(times):.3f}")
    assert statistics.median(times) < 1.0


SITES = Path(__file__).resolve().parent.parent / "benchmarks" / "iwr-mini" / "sites"


@pytest.mark.browser
@pytest.mark.slow  # the whole bundle (about 1.5 min, plus authoring it on a fresh clone): in make test since a locator change
# clicked a hidden select on task 19. Task 22's maximized card once went missing in 1 replay of 10: the settle now waits
# for the page's short timers (tests/test_settle.py)
def test_bundled_reference_sites_replay_without_llm(judge, tmp_path, bundled_dataset):
    """Quality bar: the oracle page (each built task's reference page, served with only its
    assets, as a model's page is) performs every action, found without an LLM, and the
    trajectory's expected text is visible after each action. Regression: the sources served
    with img/ renamed missed every file a script asks for at run time (the product grid's JSON)."""
    from iwr_bench.tasks.data.dataset import load_dataset

    tasks = load_dataset(bundled_dataset).tasks
    assert len(tasks) == len(list(SITES.glob("*/trajectory.yaml")))
    total = deterministic = 0
    for task in tasks:
        assert task.reference_page is not None, f"task {task.task_id}: no reference page"
        r = replay_page(task, task.reference_page, tmp_path / str(task.task_id), browser=judge)
        for row, a in zip(r.rows[1:], task.actions, strict=True):
            where = f"task {task.task_id} ({task.source_website}) step {row['step']}"
            assert row["outcome"] == "performed", f"{where}: {row['error_kind']} {row['error_message']}"
            text = " ".join((row["page_text"] or "").split()).lower()
            for want in (a.expect or {}).get("visible_text", []):
                assert " ".join(want.split()).lower() in text, f"{where}: {want!r} not visible"
            total += 1
            deterministic += row["llm_calls"] == 0
    assert deterministic / total >= 0.9


# ---------------------------------------------------------------- a killed replay leaves nothing

REPLAY_CHILD = """
import signal, sys, time
# Ctrl-C as in a terminal. A child inherits the runner's SIGINT disposition and signal mask: started in the
# background the runner hands SIGINT on ignored (and Python keeps ignoring it), and a blocked SIGINT never arrives,
# so the child would sleep out the test's wait (in make test it once did, 303 s).
signal.signal(signal.SIGINT, signal.default_int_handler)
signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
from iwr_bench.tasks.replay.page import replay_page
from tests.builders import PAGES, act, make_task

def hold(row):
    if sys.argv[2] == "hold":
        print("loaded", flush=True)
        time.sleep(300)

from pathlib import Path
replay_page(make_task([act(1, "Click", "Click the 'Add' button")]), PAGES / "todo.html", sys.argv[1], on_row=hold,
            evaluations=Path(sys.argv[1]).parent / "results" / "evaluations")
print("done", flush=True)
"""


def _replay_child(tmp_path: Path, mode: str):
    import os
    import subprocess
    import sys

    env = {**os.environ, "IWR_RESULTS": str(tmp_path / "results")}
    return subprocess.Popen([sys.executable, "-c", REPLAY_CHILD, str(tmp_path / "shots"), mode], cwd=Path(__file__).resolve().parent.parent,
                            env=env, text=True, stdout=subprocess.PIPE)


def _browser_processes_of(pid: int) -> list[int]:
    import psutil

    from iwr_bench.tasks.sandbox.processes import token_of, token_owner

    return [p.pid for p in psutil.process_iter(["name"]) if token_owner(token_of(p) or "") == pid]


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.parametrize("sig", ["SIGTERM", "SIGINT"])
def test_terminated_replay_cleans_up(tmp_path, sig):
    """Regression: a killed `iwr replay` left its evaluation folder (with the page) behind."""
    import signal

    child = _replay_child(tmp_path, "hold")
    try:
        assert child.stdout.readline().strip() == "loaded"
        evaluations = tmp_path / "results" / "evaluations"
        assert [p for p in evaluations.iterdir() if p.is_dir()], "the page is being served from here"
        assert _browser_processes_of(child.pid)
        child.send_signal(getattr(signal, sig))
        # Cleaning up resets the browser context: on a starved machine that call may wait out the
        # judge's patience before it kills the browser instead, so the child gets that and more.
        assert child.wait(timeout=Limits().patience_s + 180) != 0
    finally:
        child.kill()
        child.wait(timeout=60)
    assert list(evaluations.iterdir()) == []
    assert _browser_processes_of(child.pid) == []


@pytest.mark.browser
@pytest.mark.slow
def test_sigkilled_replay_leaves_no_browser_and_the_next_start_sweeps_its_folder(tmp_path):
    """A SIGKILLed replay cannot clean up: its browser dies with it all the same (the
    watchdog of iwr_bench.core.lifeline), profile included, and the evaluation folder it left
    is swept by the next start."""
    import time

    import psutil

    child = _replay_child(tmp_path, "hold")
    try:
        assert child.stdout.readline().strip() == "loaded"
        running = _browser_processes_of(child.pid)
        profiles = {a.split("=", 1)[1] for pid in running for a in psutil.Process(pid).cmdline() if a.startswith("--user-data-dir=")}
    finally:
        child.kill()
        child.wait(timeout=60)
    assert running and profiles and all(Path(p).is_dir() for p in profiles)
    evaluations = tmp_path / "results" / "evaluations"
    assert [p for p in evaluations.iterdir() if p.is_dir()], "a SIGKILLed process cannot clean up"
    # Longer than the watchdog's own wait for a slow-dying browser (kill_marked's settle_s, 30 s) before it removes
    # the profile: the test must not give up while the watchdog still waits (it failed so once at load 2-3).
    deadline = time.monotonic() + 75
    while (_browser_processes_of(child.pid) or any(Path(p).exists() for p in profiles)) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert _browser_processes_of(child.pid) == [], "its browser outlived it"
    assert not any(Path(p).exists() for p in profiles), "its profile outlived it"
    nxt = _replay_child(tmp_path, "run")
    assert nxt.stdout.readline().strip() == "done"
    assert nxt.wait(timeout=120) == 0
    assert list(evaluations.iterdir()) == []
