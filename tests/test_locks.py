"""Run locks and scratch folders, across real processes (flock: the kernel drops a dead process's lock)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from iwr_bench.tasks.warehouse.locks import RunLocked, owned_folder, run_lock, sweep_folders
from tests.runs import iwr_run

ROOT = Path(__file__).resolve().parent.parent


def holder(root: Path, run_id: str, *, wait: bool = False) -> subprocess.Popen:
    """A process that takes the run's lock, says so on stdout, and holds it until killed."""
    code = f"""
        import time
        from iwr_bench.tasks.warehouse.locks import run_lock
        with run_lock({str(root)!r}, {run_id!r}, wait={wait}):
            print("locked", flush=True)
            time.sleep(300)
    """
    return subprocess.Popen([sys.executable, "-c", textwrap.dedent(code)], cwd=ROOT, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def stop(proc: subprocess.Popen, sig: int = signal.SIGKILL) -> None:
    if proc.poll() is None:
        os.kill(proc.pid, sig)
    proc.wait(timeout=60)


def test_second_run_with_the_same_id_is_refused_in_one_line(tmp_path):
    first = holder(tmp_path, "nightly-1")
    try:
        assert first.stdout.readline().strip() == "locked"
        with pytest.raises(RunLocked) as err, run_lock(tmp_path, "nightly-1"):
            pass
        message = str(err.value)
        assert "\n" not in message and f"pid {first.pid}" in message and "--wait" in message
        with run_lock(tmp_path, "nightly-2"):  # another run id is not held up
            pass
    finally:
        stop(first)


def test_waiting_run_starts_when_the_first_ends(tmp_path):
    first = holder(tmp_path, "r")
    second = None
    try:
        assert first.stdout.readline().strip() == "locked"
        second = holder(tmp_path, "r", wait=True)
        with pytest.raises(RunLocked):
            with run_lock(tmp_path, "r", wait=True, timeout=0.5):
                pass
        stop(first, signal.SIGTERM)
        assert second.stdout.readline().strip() == "locked"  # blocks until the waiter got it
    finally:
        stop(first)
        if second is not None:
            stop(second)


def test_lock_of_a_killed_run_is_taken_over(tmp_path):
    first = holder(tmp_path, "r")
    assert first.stdout.readline().strip() == "locked"
    stop(first, signal.SIGKILL)
    with run_lock(tmp_path, "r") as path:
        assert f'"pid": {os.getpid()}' in path.read_text()


def test_same_process_cannot_hold_one_run_twice(tmp_path):
    with run_lock(tmp_path, "r"):
        with pytest.raises(RunLocked), run_lock(tmp_path, "r"):
            pass
    with run_lock(tmp_path, "r"):  # released on exit
        pass


def test_owned_folder_is_removed_and_a_dead_owners_folder_swept(tmp_path):
    with owned_folder(tmp_path, "task1-") as folder:
        (folder / "index.html").write_text("x")
        assert sweep_folders(tmp_path) == [], "a live owner's folder is never swept"
    assert list(tmp_path.iterdir()) == []
    code = f"""
        import time
        from iwr_bench.tasks.warehouse.locks import owned_folder
        with owned_folder({str(tmp_path)!r}, "task2-") as f:
            print(f, flush=True)
            time.sleep(300)
    """
    child = subprocess.Popen([sys.executable, "-c", textwrap.dedent(code)], cwd=ROOT, text=True, stdout=subprocess.PIPE)
    left = Path(child.stdout.readline().strip())
    stop(child, signal.SIGKILL)
    assert left.is_dir(), "a SIGKILLed owner cannot clean up"
    with owned_folder(tmp_path, "task3-"):  # the next start sweeps it
        assert not left.exists()
    assert list(tmp_path.iterdir()) == []


# ---------------------------------------------------------------- the lock in `iwr run`

def _iwr(state: Path, dataset: Path, *extra: str) -> subprocess.Popen:
    """``iwr run`` of one task's blank page (generate only: no browser) in a child process."""
    env = {**os.environ, "IWR_WAREHOUSE": str(state / "wh"), "IWR_RESULTS": str(state / "results"),
           "IWR_PREFECT_HOME": str(state / "prefect"), "IWR_ENV_FILE": str(state / "no.env"),
           "PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS": "300"}
    return iwr_run("--data", str(dataset), "--models", "iwr/blank", "--tasks", "1", "--stages", "generate", "--run-id", "r", *extra,
                   cwd=state, env=env, text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


@pytest.fixture()
def one_task(tmp_path) -> Path:
    from tests.fixtures.datasets import action, record, task_folder, write_jsonl

    data = tmp_path / "ds"
    task_folder(data, 1, steps=(0, 1), reference=True)
    write_jsonl(data / "data.jsonl", [record(1, [action()])])
    return data


def test_iwr_run_with_a_run_id_in_progress_is_refused_in_one_line_before_any_work(tmp_path, one_task):
    """Two `iwr run` with the same run id once both did all the work, each landing its own rows."""
    state = tmp_path / "state"
    first = holder(state / "wh", "r")
    try:
        assert first.stdout.readline().strip() == "locked"
        second = _iwr(state, one_task)
        out, err = second.communicate(timeout=600)
        assert second.returncode == 2, (out, err)
        assert err.strip().startswith("iwr: run 'r' is in progress") and "\n" not in err.strip(), err
        assert f"pid {first.pid}" in err and "--wait" in err
        assert sorted(p.name for p in state.iterdir()) == ["wh"], "nothing but the lock may be written"
    finally:
        stop(first)


@pytest.mark.slow
def test_iwr_run_wait_starts_when_the_first_run_ends(tmp_path, one_task):
    state = tmp_path / "state"
    first = holder(state / "wh", "r")
    second = None
    try:
        assert first.stdout.readline().strip() == "locked"
        second = _iwr(state, one_task, "--wait")
        assert second.stderr is not None
        said = second.stderr.readline()
        assert "run 'r' is in progress" in said and "waiting" in said, said
        assert not (state / "results").exists() and not (state / "prefect").exists(), "it waits before any work"
        stop(first, signal.SIGTERM)
        out, err = second.communicate(timeout=600)
        assert second.returncode == 0, (out, err[-3000:])
        assert "run r" in out and "Completed" in out
        assert list((state / "wh" / "generations").rglob("*.parquet")), "the waiting run did its work"
    finally:
        stop(first)
        if second is not None:
            stop(second)
