"""Smoke tests of the bench harness helpers on tiny inputs (no timed assertions)."""

from __future__ import annotations

import json
import os
import time
from datetime import UTC, datetime

import pytest

from iwr_bench.bench.common import (
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
from iwr_bench.bench.pipeline import kill_tree
from iwr_bench.bench.replay import ActionTiming, summarize
from iwr_bench.bench.scale import derive_dataset
from iwr_bench.bench.suite import parse_only
from iwr_bench.core.errors import PrerequisiteError


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
    assert parse_only(None) == ("scoring", "cold", "replay", "pipeline", "scale", "grounding")
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


# ---------------------------------------------------------------- issue 18: cold runs, synthetic benchmark, projection

def test_cputree_counts_an_orphaned_grandchild():
    """/usr/bin/time lost the CPU of processes whose parent exited without waiting (Chromium, Prefect's server)."""
    from iwr_bench.bench.cputree import measure

    m = measure(["bash", "-c", '( python3 -c "sum(i * i for i in range(3_000_000))" & ) ; exit 0'])
    assert m.returncode == 0 and m.exact_cpu
    assert m.cpu_s > 0.05  # the orphan's work, adopted and reaped by the measuring process


def test_synthetic_plan_has_the_published_totals():
    from iwr_bench.bench.synthetic import plan_benchmark, sample, totals

    plans = plan_benchmark()
    t = totals(plans)
    assert (t["tasks"], t["actions"], t["visual"], t["assertions"], t["mobile"]) == (113, 1001, 620, 403, 12)
    assert t["checkpoints"] == 733  # step_0 + one per visual check: ~6.5 per task
    assert plan_benchmark() == plans  # seeded
    assert totals(plan_benchmark(1000))["actions"] == 8858
    chosen = sample(plans, 12)
    assert len(chosen) == 12 and len({p.resolution for p in chosen}) >= 4 and chosen == sample(plans, 12)


def test_synthetic_site_is_a_valid_trajectory(tmp_path):
    """The generator writes sites the authoring tool accepts: every action names its target and expectation."""
    from iwr_bench.bench.synthetic import plan_benchmark, write_site
    from iwr_bench.tasks.author import load_trajectory

    plans = plan_benchmark()
    for plan in (plans[0], next(p for p in plans if p.mobile)):
        site = write_site(plan, tmp_path)
        first = (site / "index.html").read_bytes()
        traj = load_trajectory(site / "trajectory.yaml")
        assert len(traj.steps) == plan.n_actions and traj.mobile == plan.mobile
        assert [s.visual_check for s in traj.steps] == list(plan.visual)
        assert [s.assertion is not None for s in traj.steps] == list(plan.asserted)
        assert all(s.expect for s in traj.steps)
        for i, s in enumerate(traj.steps):  # Enter saves a note only right after typing it
            assert s.type != "Press" or traj.steps[i - 1].type == "Type"
        assert write_site(plan, tmp_path).joinpath("index.html").read_bytes() == first


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.e2e  # authors every synthetic site (minutes): make e2e
def test_synthetic_sites_pass_the_authoring_tool(tmp_path):
    """The authoring tool builds a desktop and a mobile synthetic task whose scrolls go half and whole pages both
    ways and whose details box and notes change the toolbar: each expectation holds on the page as a person sees it
    (a scroll's heading once sat under the sticky toolbar and failed ``make bench`` at the build)."""
    from iwr_bench.bench.synthetic import build, plan_benchmark
    from iwr_bench.tasks.author import load_trajectory
    from iwr_bench.tasks.data.dataset import load_dataset

    plans = plan_benchmark()

    def scrolls(plan):
        from iwr_bench.bench.synthetic import write_site

        steps = load_trajectory(write_site(plan, tmp_path / "probe").joinpath("trajectory.yaml")).steps
        kinds = {(s.direction, s.scroll_page) for s in steps if s.type == "Scroll"}
        return len(kinds) + sum(s.type == "Press" for s in steps) + sum("details" in s.description for s in steps)

    desktop = max((p for p in plans if not p.mobile and p.height <= 768), key=scrolls)
    mobile = max((p for p in plans if p.mobile), key=scrolls)
    data = build([desktop, mobile], tmp_path / "synthetic")
    built = {t.task_id: t for t in load_dataset(data).tasks}
    assert set(built) == {desktop.task_id, mobile.task_id}
    assert all(len(built[p.task_id].actions) == p.n_actions for p in (desktop, mobile))


def test_replayed_actions_leave_out_the_ones_a_stopped_replay_skipped(tmp_path):
    """A blank page's replay fails its first action and records the rest as skipped: counted as replayed,
    a blank pair looked like 8 actions and the per-action rate silently fell back to its default."""
    from iwr_bench.bench.cold import warehouse_counts
    from iwr_bench.tasks.warehouse.store import write_result

    rows = [{"run_id": "r", "model": "iwr/blank", "task_id": 1, "step": k, "outcome": o}
            for k, o in ((0, "performed"), (1, "failed"), (2, "skipped"), (3, "skipped"))]
    write_result(tmp_path, "actions", rows, run_id="r", model="iwr/blank", task_id=1)
    write_result(tmp_path, "generations", [{"run_id": "r", "model": "iwr/blank", "task_id": 1}], run_id="r", model="iwr/blank", task_id=1)
    assert warehouse_counts(tmp_path) == (1, 1, 0)


def test_a_rate_that_falls_back_to_its_default_says_so():
    from iwr_bench.bench.cold import derive_rates
    from iwr_bench.tasks.report.estimate import DEFAULT_RATES

    a = _run("A", 300.0, 200.0, 10, 10, 20)
    b = _run("B", 30.0, 30.0, 1, 1, 1)
    d = _run("D", 60.0, 60.0, 5, 50, 5)  # blank pairs replaying more actions than A's: the rate cannot be derived
    rates, notes = derive_rates(a, b, d, cores=2, dino_cpu_s_per_image=None, base=DEFAULT_RATES)
    assert rates.action_cpu_s == DEFAULT_RATES.action_cpu_s and any("stands in" in n for n in notes)


def _run(label, cpu, wall, pairs, actions, checkpoints, ocr_cpu=0.0, ocr_mpx=0.0, busy_cores=None):
    from iwr_bench.bench.cold import ColdRun
    from iwr_bench.bench.cputree import TreeMeasure

    m = TreeMeasure(wall, cpu, 0.0, 100.0, "", 0, (1.0, 1.0, 1.0), (1.0, 1.0, 1.0), True)
    return ColdRun(label, m, pairs, actions, checkpoints, 0, ocr_cpu, ocr_mpx)


def test_rates_from_three_runs_recover_the_stage_costs():
    from iwr_bench.bench.cold import derive_rates
    from iwr_bench.tasks.report.estimate import DEFAULT_RATES

    startup, pair, action = 30.0, 2.0, 1.5
    b = _run("B", startup + 1 * (pair + action) + 0.5, 40.0, 1, 1, 1, ocr_cpu=0.5)
    d = _run("D", startup + 8 * (pair + action) + 4.0, 60.0, 8, 8, 8, ocr_cpu=4.0)
    a = _run("A", startup + 12 * pair + 90 * action + 50.0, 200.0, 12, 90, 100, ocr_cpu=50.0, ocr_mpx=100.0)
    rates, notes = derive_rates(a, b, d, cores=2, dino_cpu_s_per_image=None, base=DEFAULT_RATES)
    assert not notes
    assert rates.startup_cpu_s == pytest.approx(startup) and rates.pair_cpu_s == pytest.approx(pair)
    assert rates.action_cpu_s == pytest.approx(action) and rates.ocr_cpu_s_per_mpx == pytest.approx(0.5)
    assert rates.efficiency == pytest.approx(min(a.m.cores_busy / 2, 1.0), abs=1e-3)


def test_projection_covers_1_4_16_workers_and_both_workloads():
    from iwr_bench.bench.cold import model_work, projection
    from iwr_bench.bench.synthetic import plan_benchmark
    from iwr_bench.tasks.report.estimate import DEFAULT_RATES

    plans = plan_benchmark()
    full, early = model_work(plans, None), model_work(plans, 0.24)
    assert full.actions == 1001 and early.actions < full.actions and early.ocr_megapixels < full.ocr_megapixels
    figs = projection(DEFAULT_RATES, plans)
    walls = [f.value for f in figs if "every action" in f.name and "worker(s)" in f.name]
    assert len(walls) == 3 and walls[0] > walls[1] > walls[2] > 0


def test_summary_names_the_issue_figures_and_the_load():
    from iwr_bench.bench.suite import summary_lines

    figs = [Figure("cold", "cold oracle run: CPU-seconds per pair", 25.0, "CPU-s"), Figure("cold", "cold oracle run: average cores busy", 1.8, "cores"),
            Figure("cold", "projection, 113 tasks x 28 models, every action: 4 worker(s)", 3.5, "h", 1, "12 CPU-h")]
    text = "\n".join(summary_lines(figs, [6.0, 5.0, 4.0], [7.0, 6.0, 5.0]))
    assert "[6.0, 5.0, 4.0] at the start, [7.0, 6.0, 5.0] at the end" in text
    assert "CPU-seconds per cold oracle pair: 25.00" in text and "average cores busy: 1.80" in text
    assert "4 worker(s): 3.5 h (12 CPU-h)" in text


def test_a_cold_run_that_evaluated_no_pair_is_an_error_not_a_figure():
    """Under load 40 Prefect's ephemeral server timed out: iwr run exited 1 with 0 pairs, and the
    bench printed its 28 start-up CPU-seconds as the CPU per pair, inside the issue's target."""
    from iwr_bench.bench.cold import evaluated

    ok = _run("A", 100.0, 50.0, 3, 20, 10)
    assert evaluated(ok) is ok
    with pytest.raises(RuntimeError, match="evaluated no pair"):
        evaluated(_run("A", 28.0, 850.0, 0, 0, 0))
