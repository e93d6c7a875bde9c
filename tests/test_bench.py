"""Smoke tests of the bench harness helpers on tiny inputs (no timed assertions)."""

from __future__ import annotations

import json
import os
import time
from datetime import UTC, datetime

import pytest

from bench.common import (
    Figure,
    PeakMemory,
    figure,
    linear_fit,
    markdown_table,
    median,
    process_kind,
    ratio,
    write_report,
)
from bench.pipeline import kill_tree
from bench.replay import ActionTiming, summarize
from bench.scale import derive_dataset
from bench.suite import parse_only
from core.errors import PrerequisiteError


def test_median_and_ratio():
    assert median([3, 1, 2]) == 2
    assert median([4, 1, 2, 3]) == 2.5
    with pytest.raises(ValueError):
        median([])
    assert ratio(6, 3) == 2
    assert ratio(1, 0) is None
    assert ratio(None, 2) is None


def test_figure_keeps_samples_and_marks_missing():
    f = figure("s", "n", [0.3, 0.1, 0.2], "s")
    assert (f.value, f.runs, f.samples) == (0.2, 3, (0.3, 0.1, 0.2))
    empty = figure("s", "n", [], "s")
    assert empty.value is None and empty.runs == 0 and empty.note


def test_linear_fit():
    slope, icpt = linear_fit([100, 300, 1000], [210.0, 230.0, 300.0])
    assert slope == pytest.approx(0.1)
    assert icpt == pytest.approx(200.0)
    with pytest.raises(ValueError):
        linear_fit([5, 5], [1, 2])


def test_table_writer(tmp_path):
    figs = [Figure("replay", "per action | total", 0.25, "s", 3, "a|b"), Figure("scale", "fit", None, "MiB", 0, "not measured")]
    table = markdown_table(figs)
    assert table.count("\n") == 3
    assert "per action \\| total" in table and "| - |" in table
    md, js = write_report(figs, tmp_path, info={"cpu_model": "X", "cores_usable": 2, "memory_gib": 4.0},
                          when=datetime(2025, 1, 2, 3, 4, 5, tzinfo=UTC))
    assert md.name == "bench-20250102T030405Z.md" and js.name == "bench-20250102T030405Z.json"
    payload = json.loads(js.read_text())
    assert payload["machine"]["cores_usable"] == 2
    assert [f["name"] for f in payload["figures"]] == ["per action | total", "fit"]
    assert "2 usable cores" in md.read_text()


def test_replay_summary_pairs_ratios():
    quiet = [ActionTiming(1, k, "quiet", True, 0.1, 0.1, 0.05, 0.25, llm_calls=k == 2) for k in (1, 2)]
    fixed = [ActionTiming(1, k, "fixed", True, 0.1, 1.2, 0.05, 1.35) for k in (1, 2)]
    figs = {f.name: f for f in summarize(quiet + [ActionTiming(1, 3, "quiet", False, 0.5, 0, 0, 0.5)], fixed,
                                         totals=[(1.0, 4.0), (2.0, 4.0)], loads=[(0.3, 1.2)])}
    assert figs["per action total, quiet-page wait (judge)"].value == pytest.approx(0.25)
    assert figs["per action: fixed / quiet (median action time)"].value == pytest.approx(1.35 / 0.25)
    assert figs["all replayed tasks: fixed / quiet"].value == pytest.approx(3.0)  # median of 4.0 and 2.0
    assert figs["LLM grounding calls per action"].value == pytest.approx(1 / 3)
    assert "failures 1 / 0" in figs["actions performed, quiet / fixed"].note


def test_derive_dataset_links_folders(tmp_path):
    src = tmp_path / "src"
    for tid in (1, 2):
        (src / "data" / str(tid)).mkdir(parents=True)
    (src / "data.jsonl").write_text("\n".join(json.dumps({"id": t, "action_sequence": []}) for t in (1, 2)) + "\n")
    out = derive_dataset(src, 5, tmp_path / "out")
    records = [json.loads(line) for line in (out / "data.jsonl").read_text().splitlines()]
    assert [r["id"] for r in records] == [1001, 1002, 1003, 1004, 1005]
    assert os.readlink(out / "data" / "1003") == str((src / "data" / "1").resolve())
    assert os.readlink(out / "data" / "1004") == str((src / "data" / "2").resolve())


def test_derive_dataset_missing_folder_names_task(tmp_path):
    (tmp_path / "data.jsonl").write_text(json.dumps({"id": 7}) + "\n")
    with pytest.raises(ValueError, match="task 7"):
        derive_dataset(tmp_path, 1, tmp_path / "out")


def test_parse_only():
    assert parse_only(None) == ("replay", "scoring", "pipeline", "scale", "grounding")
    assert parse_only("scale, replay,scale") == ("scale", "replay")
    with pytest.raises(PrerequisiteError, match="--only"):
        parse_only("replay,speed")


def test_peak_memory_sees_this_process():
    with PeakMemory(interval_s=0.01) as pm:
        time.sleep(0.05)
    assert pm.peak_mib > 1
    assert "pytest" in pm.breakdown() or "python" in pm.breakdown()


def test_process_kind():
    assert process_kind("python3.11", ["/x/python", "/x/.venv/bin/iwr", "run"]) == "iwr"
    assert process_kind("python3", ["python", "-m", "uvicorn", "app"]) == "uvicorn"
    assert process_kind("chromium", ["/usr/lib/chromium/chromium", "--type=renderer"]) == "chromium"
    assert process_kind("chromedriver", ["/usr/bin/chromedriver"]) == "chromedriver"


def test_kill_tree_leaves_no_grandchild():
    """A killed ``iwr run`` once left its ephemeral Prefect server running: the bench kills the whole tree."""
    import subprocess

    import psutil

    proc = subprocess.Popen(["bash", "-c", "sleep 30 & wait"])
    deadline = time.monotonic() + 5
    while not psutil.Process(proc.pid).children() and time.monotonic() < deadline:
        time.sleep(0.02)
    children = psutil.Process(proc.pid).children(recursive=True)
    assert children
    kill_tree(proc.pid)
    proc.wait(5)
    assert not any(c.is_running() and c.status() != psutil.STATUS_ZOMBIE for c in children)
