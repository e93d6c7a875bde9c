"""Samples, nightly comparisons and trends over the warehouse, without a browser.

Rows are written as the flow lands them (``write_result``, one part per task and sample), then
read back through the views the reports use: the leaderboard's macro average over tasks with
ragged samples, the spread and pass counts, parts written before samples existed, the nightly
comparison (what is flagged, what is not, with which tasks) and the trend's noise band.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from iwr_bench.tasks.report.stats import (
    bootstrap_ci,
    hierarchical_ci,
    paired_hierarchical,
    permutation_p,
)
from iwr_bench.tasks.warehouse.store import connect, write_result

JUDGE, PROTOCOL = "iwr/offline", "paper"
T0 = datetime(2026, 1, 1, 2, 0, tzinfo=UTC)


def land_run(wh: Path, run_id: str, finals: dict[str, dict[int, list[float]]], *, state: str = "Completed", revision: str = "rev1",
             started: datetime = T0, message: str = "") -> None:
    """A scored run: per model, per task, one Final per sample (passed when Final is 1)."""
    write_result(wh, "runs", [{"run_id": run_id, "dataset": "ds", "dataset_revision": revision, "models": sorted(finals), "judge": JUDGE,
                               "protocol": PROTOCOL, "state": state, "message": message, "started_at": started, "ended_at": started}], run_id=run_id)
    for model, tasks in finals.items():
        for task_id, values in tasks.items():
            for k, final in enumerate(values):
                write_result(wh, "generations", [{"run_id": run_id, "model": model, "task_id": task_id, "sample": k, "page_path": "p.html"}],
                             run_id=run_id, model=model, task_id=task_id, sample=k)
                write_result(wh, "task_scores", [{
                    "run_id": run_id, "model": model, "task_id": task_id, "sample": k, "judge": JUDGE, "protocol": PROTOCOL, "ifs": final,
                    "lvs": final, "vfs": final, "final": final, "n_actions": 2, "n_checkpoints": 1, "generation_ok": True, "in_average": True,
                    "hvs_present": False, "dino_present": False, "first_failure": None if final == 1 else 1, "ocr_model": "ocr"}],
                    run_id=run_id, model=model, task_id=task_id, variant=f"{JUDGE}|{PROTOCOL}", sample=k)


# ---------------------------------------------------------------- statistics

def test_one_sample_per_task_gives_the_task_bootstrap_exactly():
    values = np.random.default_rng(3).random(25)
    assert hierarchical_ci([[v] for v in values], resamples=2000) == bootstrap_ci(values, resamples=2000)
    band = hierarchical_ci([[v] for v in values], tasks_fixed=True)
    assert band.low == band.high == band.mean  # no samples to draw the noise from


def test_samples_widen_the_interval_and_draw_the_noise_band():
    difficulty = np.random.default_rng(4).uniform(0.3, 0.7, 30)
    steady = [[d] * 3 for d in difficulty]
    noisy = [[d - 0.25, d, d + 0.25] for d in difficulty]  # the same task means, samples apart
    ci_steady, ci_noisy = hierarchical_ci(steady, resamples=4000), hierarchical_ci(noisy, resamples=4000)
    assert ci_noisy.high - ci_noisy.low > ci_steady.high - ci_steady.low
    band = hierarchical_ci(noisy, resamples=4000, tasks_fixed=True)
    assert 0 < band.high - band.low < ci_noisy.high - ci_noisy.low  # sampling alone moves a run less than task choice and sampling
    assert hierarchical_ci(steady, tasks_fixed=True).high == pytest.approx(hierarchical_ci(steady, tasks_fixed=True).low)


@pytest.mark.parametrize("samples", [1, 3])
def test_noise_alone_flags_at_most_alpha_of_nights(samples):
    """400 nights of an unchanged model (pass/fail per sample, tasks of every difficulty): the
    share of nights whose permutation p-value is at most 0.05 stays near or under 0.05."""
    rng = np.random.default_rng(samples)
    alarms = 0
    for night in range(400):
        difficulty = rng.random(30)
        before = [list((rng.random(samples) < d).astype(float)) for d in difficulty]
        after = [list((rng.random(samples) < d).astype(float)) for d in difficulty]
        alarms += permutation_p(after, before, resamples=199, seed=night) <= 0.05
    assert alarms / 400 <= 0.05 + 3 * (0.05 * 0.95 / 400) ** 0.5, alarms


def test_a_model_worse_on_a_third_of_the_tasks_is_detected():
    before = [[1.0, 1.0, 1.0]] * 9
    after = [[0.3] * 3 if t % 3 == 0 else [1.0] * 3 for t in range(9)]
    assert permutation_p(after, before, resamples=9999) < 0.01
    diff = paired_hierarchical(after, before, resamples=2000).diff
    assert diff.mean == pytest.approx(-0.7 / 3) and diff.high < 0


# ---------------------------------------------------------------- warehouse views

def test_leaderboard_averages_tasks_over_their_samples_and_gives_spread_and_pass_counts(tmp_path):
    """Task 1 has three samples (one broken), task 2 one: each task counts once in Final."""
    from iwr_bench.tasks.report.figures import leaderboard
    from iwr_bench.tasks.report.samples import pass_matrix, task_samples

    land_run(tmp_path, "r1", {"m": {1: [1.0, 1.0, 0.4], 2: [1.0]}})
    con = connect(tmp_path)
    (row,) = leaderboard(con, ["r1"], resamples=500).rows
    assert row.final == pytest.approx(((1 + 1 + 0.4) / 3 + 1.0) / 2) and row.n_tasks == 2
    assert (row.n_samples, row.n_pass_all, row.n_pass_any) == (3, 1, 2)
    # the spread across samples: sample k's Final over the tasks that have sample k
    assert row.final_sd == pytest.approx(np.std([1.0, 1.0, 0.4], ddof=1))
    m = pass_matrix(task_samples(con, ["r1"]))
    assert [m.text(i, 0) for i in range(2)] == ["2/3", "1/1"]
    by_level = con.execute("SELECT n_tasks, final FROM by_interaction_complexity WHERE run_id = 'r1'").fetchall()
    assert by_level == [(2, pytest.approx(row.final))]


def test_parts_written_before_samples_read_as_sample_0(tmp_path):
    """A task_scores part of schema version 3 has no sample column: it is sample 0 of its task."""
    from iwr_bench.schemas.tables import get_table
    from iwr_bench.tasks.warehouse.parts import mark_schema

    land_run(tmp_path, "old", {"m": {1: [1.0]}})
    part = next((tmp_path / "task_scores" / "run_id=old").glob("*.parquet"))
    pq.write_table(pq.read_table(part).drop_columns(["sample"]).replace_schema_metadata({}), part)
    for f in (tmp_path / "task_scores" / "run_id=old").glob(".schema-*"):
        f.unlink()
    mark_schema(part.parent, 3)
    con = connect(tmp_path)
    assert con.execute("SELECT sample, final FROM task_scores WHERE run_id = 'old'").fetchall() == [(0, 1.0)]
    assert con.execute("SELECT n_samples, n_passed FROM task_samples WHERE run_id = 'old'").fetchall() == [(1, 1)]
    assert get_table("task_scores").schema.field("sample").metadata[b"default"] == b"0"
    assert pa.types.is_integer(get_table("task_scores").schema.field("sample").type)


# ---------------------------------------------------------------- nightly comparison

def nights(tmp_path: Path, third: dict[int, list[float]], second: dict[int, list[float]] | None = None):
    from iwr_bench.tasks.report.regression import compare_nightly

    steady = {t: [1.0, 1.0, 1.0] for t in range(1, 10)}
    land_run(tmp_path, "nightly-2026-01-01", {"m": steady, "calm": steady})
    land_run(tmp_path, "nightly-2026-01-02", {"m": second or steady, "calm": steady}, started=T0 + timedelta(days=1))
    land_run(tmp_path, "nightly-2026-01-03", {"m": third, "calm": steady, "new": steady}, started=T0 + timedelta(days=2))
    con = connect(tmp_path)
    return con, compare_nightly(con, "nightly-2026-01-03", JUDGE, PROTOCOL, resamples=4999)


def test_a_model_worse_on_a_third_of_the_tasks_is_flagged_with_those_tasks(tmp_path):
    glitch = {**{t: [1.0, 1.0, 1.0] for t in range(1, 10)}, 1: [1.0, 1.0, 0.3]}  # noise the night before: one broken sample
    worse = {t: ([0.3] * 3 if t in (3, 6, 9) else [1.0] * 3) for t in range(1, 10)}
    _, cmp = nights(tmp_path, worse, glitch)
    assert cmp.previous == "nightly-2026-01-02"
    (m,) = cmp.regressed
    assert m.model == "m" and m.threshold == pytest.approx(0.01 / 2) and m.p <= m.threshold
    assert sorted(t.task_id for t in m.moved) == [3, 6, 9] and {t.new_passed for t in m.moved} == {"0/3"}
    assert cmp.not_compared == ("new",) and not [x for x in cmp.models if x.model == "calm" and x.flagged]
    line = next(x for x in cmp.lines() if x.startswith("regression: m "))
    assert "worse on tasks 3, 6, 9" in line and "nightly-2026-01-02" in line
    assert "| 3 |" in cmp.markdown() and "regressed" in cmp.markdown()


def test_one_broken_sample_is_noise(tmp_path):
    glitch = {**{t: [1.0, 1.0, 1.0] for t in range(1, 10)}, 4: [1.0, 0.3, 1.0]}
    _, cmp = nights(tmp_path, glitch)
    assert not cmp.flagged and cmp.lines()[0].startswith("nightly comparison with nightly-2026-01-02: no change beyond noise")


def test_a_sure_change_below_the_smallest_flagged_change_flags_nothing(tmp_path):
    _, cmp = nights(tmp_path, {t: [0.995] * 3 for t in range(1, 10)})
    (m,) = [x for x in cmp.models if x.model == "m"]
    assert m.p <= m.threshold and not m.flagged  # sure, but half a point is not worth an alarm (min_delta: 1 point)


def test_the_previous_nightly_is_completed_on_the_same_dataset_revision(tmp_path):
    from iwr_bench.tasks.report.regression import compare_nightly

    steady = {"m": {1: [1.0]}}
    land_run(tmp_path, "nightly-2026-01-01", steady)
    land_run(tmp_path, "nightly-2026-01-02", steady, state="Failed", started=T0 + timedelta(days=1))
    land_run(tmp_path, "nightly-2026-01-03", steady, revision="rev2", started=T0 + timedelta(days=2))
    land_run(tmp_path, "adhoc", steady, started=T0 + timedelta(days=3))
    land_run(tmp_path, "nightly-2026-01-05", steady, started=T0 + timedelta(days=4))
    con = connect(tmp_path)
    assert compare_nightly(con, "nightly-2026-01-05", JUDGE, PROTOCOL).previous == "nightly-2026-01-01"
    first = compare_nightly(con, "nightly-2026-01-01", JUDGE, PROTOCOL)
    assert first.previous is None and "no earlier completed nightly" in first.lines()[0]


def test_a_regressed_run_row_and_flow_state():
    from iwr_bench.flows.publish import run_state
    from iwr_bench.tasks.report.summary import add_comparison

    row = {"state": "Completed", "message": "9 pairs evaluated"}
    regressed = add_comparison(row, ["regression: m ..."], True)
    assert regressed["state"] == "Regressed" and regressed["message"] == "9 pairs evaluated; regression: m ..."
    assert add_comparison({**row, "state": "Failed"}, ["x"], True)["state"] == "Failed"
    state = run_state(regressed)
    assert state.is_failed() and state.name == "Regressed" and "regression: m" in state.message
    assert run_state(row).is_completed()


# ---------------------------------------------------------------- trend

def test_trend_gives_each_model_its_runs_and_a_noise_band_from_the_samples(tmp_path):
    from iwr_bench.tasks.report.trend import trend, trend_svg

    land_run(tmp_path, "nightly-2026-01-01", {"m": {1: [1.0, 0.5], 2: [1.0, 1.0]}})
    land_run(tmp_path, "nightly-2026-01-02", {"m": {1: [1.0], 2: [0.5]}}, started=T0 + timedelta(days=1))
    land_run(tmp_path, "nightly-2026-01-03", {"m": {1: [1.0]}}, revision="rev2", started=T0 + timedelta(days=2), state="Regressed",
             message="9 pairs evaluated; regression: m Final 100.0 -> 50.0 (...)")
    t = trend(connect(tmp_path), ["m"], since="2026-01-01", resamples=500)
    assert [(s.dataset_revision, [p.run_id for p in s.points]) for s in t.series] == [
        ("rev1", ["nightly-2026-01-01", "nightly-2026-01-02"]), ("rev2", ["nightly-2026-01-03"])]
    first, second = t.series[0].points
    assert first.final == pytest.approx(0.875) and first.has_band and first.band.low < first.band.high
    assert not second.has_band and second.final == pytest.approx(0.75)
    rows = t.rows()
    assert rows[1]["change"] == "-12.50" and rows[1]["noise band"] == "— (1 sample)"
    svg = trend_svg(t)
    ET.fromstring(svg)  # well-formed
    assert "<polygon" not in svg  # one banded point per series: a bar, no band between points
    assert "(regressed)" in svg and 'stroke="#c92a2a"' in svg and t.series[1].points[0].regressed and not first.regressed
    assert trend(connect(tmp_path), ["m"], since="2026-01-02").series[0].points[0].run_id == "nightly-2026-01-02"


def test_a_nightly_run_is_named_by_its_night_and_asks_afresh_unless_told_not_to(tmp_path):
    from iwr_bench.core.errors import PrerequisiteError
    from iwr_bench.flows.nightly import nightly_run_id, read_config

    assert nightly_run_id("2026-12-01") == "nightly-2026-12-01"
    assert nightly_run_id().startswith("nightly-20")
    with pytest.raises(PrerequisiteError, match="night 'yesterday': write the date as YYYY-MM-DD"):
        nightly_run_id("yesterday")
    from iwr_bench.flows.nightly import check_notify_block

    with pytest.raises(PrerequisiteError, match="name the block as TYPE/NAME"):
        check_notify_block("my-slack")  # one line, before asking any server
    check_notify_block(None)
    cfg = tmp_path / "n.yaml"
    cfg.write_text("data: d\nmodels: [m]\nsamples: 3\n")
    request = read_config(cfg, run_id="nightly-2026-12-01")
    assert request.nightly and request.samples == 3
    cfg.write_text("data: d\nmodels: [m]\nnightly: false\n")
    assert not read_config(cfg).nightly
