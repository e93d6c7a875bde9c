"""The run summary row and the calibration canary (pure functions)."""

import json
from datetime import UTC, datetime

from iwr_bench.tasks.report.summary import PairOutcome, calibration_warnings, run_row


def test_baselines_inside_their_bounds_raise_no_warning():
    figs = {"iwr/oracle": {"ifs": 1.0, "final": 0.99, "vfs": 0.97}, "iwr/blank": {"final": 0.0}, "iwr/static-frame": {"ifs_l2_l4": 0.1}}
    assert calibration_warnings(figs) == []


def test_an_oracle_that_lost_its_vfs_shows_in_the_canary():
    """With its screenshots deleted, the oracle once kept IFS 1 but scored VFS 0 (Final 0.7), unnoticed."""
    warnings = calibration_warnings({"iwr/oracle": {"ifs": 1.0, "vfs": 0.0, "final": 0.7}})
    assert [w.split(" = ")[0] for w in warnings] == ["calibration: iwr/oracle vfs", "calibration: iwr/oracle final"]
    assert calibration_warnings({"iwr/oracle": {"ifs": 1.0, "vfs": 0.7216, "final": 0.9165}}) == []  # protocol reference


def test_a_broken_judge_shows_in_the_canary():
    figs = {"iwr/oracle": {"ifs": 0.8}, "iwr/blank": {"final": 0.3}, "iwr/static-frame": {"ifs_l2_l4": 0.5}, "gpt-5": {"ifs": 0.1}}
    warnings = calibration_warnings(figs)
    assert len(warnings) == 3
    assert any("iwr/oracle ifs = 0.800, expected >= 1.0" in w for w in warnings)
    assert not any("gpt-5" in w for w in warnings)  # real models have no bounds


def test_an_oracle_with_no_page_is_said_absent_once_not_a_broken_judge():
    """Regression: on hub data (no reference pages) the oracle scored 0 and the run asked "is the judge broken?"
    three times."""
    figs = {"iwr/oracle": {"ifs": 0.0, "vfs": 0.0, "final": 0.0}, "iwr/blank": {"final": 0.0}}
    warnings = calibration_warnings(figs, absent={"iwr/oracle": "no task has a reference page"})
    assert warnings == ["calibration: iwr/oracle not checked: no task has a reference page"]


def test_a_baseline_is_checked_over_the_tasks_it_can_answer(tmp_path):
    from dataclasses import replace

    from iwr_bench.tasks.generation.baselines import answerable
    from tests.builders import scored_task

    task = scored_task(tmp_path)
    tasks = [replace(task, task_id=1, reference_page=None), replace(task, task_id=2, reference_page=tmp_path / "r.html")]
    assert answerable("iwr/oracle", tasks)[0] == (2,)
    ids, why = answerable("iwr/oracle", tasks[:1])
    assert ids == () and "no task has a reference page" in why
    assert answerable("iwr/blank", tasks)[0] == (1, 2) and answerable("gpt-5", tasks)[0] == (1, 2)


def test_run_row_counts_failures_cache_hits_and_tokens():
    outcomes = [
        PairOutcome(1, "m", cache_hits={"generate": True, "replay": False}, input_tokens=10, output_tokens=5, cost_usd=0.5),
        PairOutcome(2, "m", not_measured="rate_limited", input_tokens=3),
        PairOutcome(1, "n", harness_error="KeyError", not_measured="harness_error", first_failure_kind="not_found"),
        PairOutcome(2, "n", first_failure_kind="not_found", judge_errors=2),
    ]
    now = datetime.now(UTC)
    row = run_row(run_id="r", started=now, ended=now, dataset="d", revision="v", models=["m", "n"], judge="j", protocol="paper",
                  outcomes=outcomes, gt_computed=4, gt_reused=6, absent=["dino"], warnings=["calibration: x"])
    assert row["n_tasks"] == 2 and row["n_generations"] == 4 and row["n_failures"] == 2
    assert json.loads(row["failures_by_kind"]) == {"rate_limited": 1, "KeyError": 1, "not_found": 1}
    assert json.loads(row["cache_hits"]) == {"generate": {"reused": 1, "computed": 0}, "replay": {"reused": 0, "computed": 1}}
    assert (row["total_input_tokens"], row["total_output_tokens"], row["total_cost_usd"], row["judge_errors"]) == (13, 5, 0.5, 2)
    assert row["state"] == "Failed" and "1 failed in the harness" in row["message"] and "calibration: x" in row["message"]
    assert row["n_not_measured"] == 2 and json.loads(row["not_measured_by_kind"]) == {"harness_error": 1, "rate_limited": 1}


def _row(outcomes):
    now = datetime.now(UTC)
    return run_row(run_id="r", started=now, ended=now, dataset="d", revision="v", models=["m"], judge="j", protocol="paper",
                   outcomes=outcomes, gt_computed=0, gt_reused=0, absent=[], warnings=[])


def test_a_run_with_pairs_not_measured_is_incomplete_and_says_how_many_and_why():
    """A generation outage once ended "Completed" (exit 0) with the model scored 0; an unreachable
    judge once left 36 of 36 verdicts judge_error, scored 100 % and said Completed."""
    from iwr_bench.tasks.report.summary import incomplete_line, judge_error_lines

    outcomes = [PairOutcome(1, "m", not_measured="judge_error", judge_errors=5, judge_items=6), PairOutcome(2, "m", judge_items=2),
                PairOutcome(1, "n", not_measured="server_error"), PairOutcome(2, "n", not_measured="server_error")]
    row = _row(outcomes)
    line = "incomplete: 3 pairs not measured (server_error 2, judge_error 1) — rerun the same command"
    assert row["state"] == "Incomplete" and line in row["message"] and row["judge_errors"] == 5
    assert incomplete_line(json.loads(row["not_measured_by_kind"])) == line
    assert judge_error_lines(outcomes) == ["judge errors, m: 5 of 8 verdicts (62.5 %) have no judge answer"]
    assert _row([PairOutcome(1, "m", judge_items=6)])["state"] == "Completed" and judge_error_lines([PairOutcome(1, "m")]) == []


def test_the_runs_row_records_the_environment():
    from iwr_bench.core.environment import environment

    env = environment()
    row = run_row(run_id="r", started=datetime.now(UTC), ended=datetime.now(UTC), dataset="d", revision="v", models=["m"], judge="j",
                  protocol="paper", outcomes=[PairOutcome(1, "m")], gt_computed=0, gt_reused=0, absent=[], warnings=[], environment=env)
    packages = json.loads(row["package_versions"])
    assert set(packages) == {"onnxruntime", "rapidocr", "litellm", "prefect", "selenium"} and packages["prefect"] and packages["selenium"]
    assert row["python_version"].count(".") == 2 and row["cpu_count"] >= 1 and row["load_at_start"] is not None
    assert row["chromium_version"] and row["chromium_version"].split(".")[0].isdigit()  # the machine's Chromium, read
    assert row["chromedriver_version"] and row["chromedriver_version"].split(".")[0] == row["chromium_version"].split(".")[0]


def test_unknown_usage_or_cost_makes_the_total_unknown_not_a_partial_sum():
    """A reply without usage once landed 0 tokens, and an unknown cost was summed as $0."""
    row = _row([PairOutcome(1, "m", input_tokens=10, output_tokens=5, cost_usd=None), PairOutcome(2, "m", input_tokens=None, output_tokens=None)])
    assert (row["total_input_tokens"], row["total_output_tokens"], row["total_cost_usd"]) == (None, None, None)
    known = _row([PairOutcome(1, "m", input_tokens=10, output_tokens=5, cost_usd=0.25), PairOutcome(2, "m")])  # 2: from a cache, nothing spent
    assert (known["total_input_tokens"], known["total_output_tokens"], known["total_cost_usd"]) == (10, 5, 0.25)
