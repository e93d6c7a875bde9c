"""Calibration: the offline baselines land where a correct judge puts them.

On the bundled benchmark, offline judge, protocol ``paper``: the oracle (the reference page
itself) succeeds at every action and matches every checkpoint; the blank page scores
nothing; the static frame (the video's last frame as a picture) looks like the site but
does nothing. With DINO and the HVS rubric absent, VFS is the OCR-based LVS alone.
"""

from __future__ import annotations

import pytest

pytestmark = [pytest.mark.validity, pytest.mark.browser, pytest.mark.slow]

ORACLE_MIN_OCR = 0.95
ORACLE_MIN_FINAL = 0.95
BLANK_MAX_FINAL = 0.05
STATIC_MAX_IFS = 0.2  # mean over the L2-L4 tasks (L1 tasks are scroll-only: a picture cannot scroll either)
# Measured on the 12 bundled tasks: the last frame against the initial checkpoint has a mean
# OCR similarity of 0.50 (0.13 on the booking form, whose last state is another page; 0.96
# on the scroll-only landing page). A per-task floor would fail the honest 0.13, so the floor
# is on the mean: 0.3 is far above the blank page's 0.0 and below the measured 0.50.
STATIC_MIN_MEAN_OCR0 = 0.3


def test_oracle_is_perfect(bench_tasks, oracle_runs):
    problems = []
    for tid in sorted(bench_tasks):
        ev = oracle_runs(tid)
        ts = ev.ts
        if ts["ifs"] != 1.0:
            problems.append(f"task {tid}: IFS {ts['ifs']} (first failure step {ts['first_failure']}: {ts['first_failure_kind']})")
        if ts["final"] is None or ts["final"] < ORACLE_MIN_FINAL:
            problems.append(f"task {tid}: Final {ts['final']}")
        for c in ev.score.checkpoints:
            if c["ocr_score"] < ORACLE_MIN_OCR:
                problems.append(f"task {tid} step {c['step']}: OCR {c['ocr_score']:.3f} < {ORACLE_MIN_OCR}")
        expected = 1 + sum(1 for a in ev.task.actions if a.visual_evaluation_flag and a.checkpoint is not None)
        if ts["n_checkpoints"] != expected:
            problems.append(f"task {tid}: {ts['n_checkpoints']} checkpoints scored, expected {expected}")
    assert not problems, "\n".join(problems)


def test_blank_page_scores_nothing(bench_tasks, judge_env):
    problems = []
    for tid, task in sorted(bench_tasks.items()):
        ts = judge_env.evaluate(task, judge_env.generate(task, "iwr/blank"), "iwr/blank").ts
        if ts["final"] is None or ts["final"] > BLANK_MAX_FINAL or ts["first_failure"] != 1:
            problems.append(f"task {tid}: Final {ts['final']}, first failure {ts['first_failure']} ({ts['first_failure_kind']})")
    assert not problems, "\n".join(problems)


def test_static_frame_looks_right_and_does_nothing(bench_tasks, judge_env):
    ifs, ocr0 = [], []
    for tid, task in sorted(bench_tasks.items()):
        ev = judge_env.evaluate(task, judge_env.generate(task, "iwr/static-frame"), "iwr/static-frame")
        if task.interaction_complexity != "L1":
            ifs.append(ev.ts["ifs"])
        c0 = ev.checkpoint(0)
        assert c0 is not None, f"task {tid}: the static frame's initial state was not scored"
        ocr0.append(c0["ocr_score"])
    mean_ifs, mean_ocr0 = sum(ifs) / len(ifs), sum(ocr0) / len(ocr0)
    print(f"static-frame: mean IFS over {len(ifs)} L2-L4 tasks {mean_ifs:.3f}; mean initial OCR {mean_ocr0:.3f} "
          f"(min {min(ocr0):.3f}, max {max(ocr0):.3f})")
    assert mean_ifs <= STATIC_MAX_IFS
    assert mean_ocr0 >= STATIC_MIN_MEAN_OCR0
