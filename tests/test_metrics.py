"""Metrics of DESIGN.md section 4, checked against numbers computed by hand."""

import csv
from pathlib import Path

import pytest

from tasks import metrics as m
from tasks.protocols import get_protocol

PAPER = get_protocol("paper")
STRICT = get_protocol("strict")
PAPER_CSV = Path(__file__).resolve().parent.parent / "iwr" / "data" / "paper_results.csv"


def steps(*spec):
    """spec: (performed, visual_flag, has_assertion, has_gt) per action."""
    return [m.StepOutcome(i + 1, p, None if p else "not_found", v, a, g) for i, (p, v, a, g) in enumerate(spec)]


def cp(step, ocr, dino=None, hvs=None, **kw):
    return m.CheckpointScore(step, ocr, dino, hvs, **kw)


def test_ocr_similarity_edge_cases():
    assert m.ocr_similarity("", "") == 1.0
    assert m.ocr_similarity("abc", "") == 0.0
    assert m.ocr_similarity("", "abc") == 0.0
    assert m.ocr_similarity("Hello", "hello") == 1.0
    # kitten -> sitting: distance 3 over max length 7
    assert m.ocr_similarity("kitten", "sitting") == pytest.approx(1 - 3 / 7)


def test_all_succeed():
    s = steps((True, True, True, True), (True, False, False, False), (True, True, False, True))
    cps = {0: cp(0, 0.8, 0.6, 0.5), 1: cp(1, 1.0, 0.8, 0.7), 3: cp(3, 0.4, 0.6, 0.9)}
    r = m.score_task(s, {1: "pass"}, cps, PAPER, has_initial_gt=True)
    # S0 = .5*.7 + .5*.5 = .6 ; S1 = .5*.9 + .5*.7 = .8 ; S3 = .5*.5 + .5*.9 = .7
    assert r.ifs == 1.0 and r.first_failure is None and r.steps_succeeded == 3
    assert r.n_checkpoints == 3
    assert r.vfs == pytest.approx(0.7)
    assert r.lvs == pytest.approx((0.7 + 0.9 + 0.5) / 3)
    assert r.hvs == pytest.approx((0.5 + 0.7 + 0.9) / 3)
    assert r.final == pytest.approx(0.7 * 1.0 + 0.3 * 0.7)


def test_first_action_fails():
    s = steps((False, True, False, True), (True, True, False, True))
    cps = {0: cp(0, 0.6, 0.4, 0.2), 1: cp(1, 1, 1, 1), 2: cp(2, 1, 1, 1)}
    r = m.score_task(s, {}, cps, PAPER, has_initial_gt=True)
    # only s_0: S = .5*.5 + .5*.2 = .35
    assert r.ifs == 0.0 and r.first_failure == 1 and r.first_failure_kind == "not_found"
    assert r.n_checkpoints == 1 and r.vfs == pytest.approx(0.35)
    assert r.final == pytest.approx(0.3 * 0.35)


def test_assertion_fails_midway():
    s = steps((True, True, False, True), (True, False, True, False), (True, True, True, True), (True, True, False, True))
    cps = {0: cp(0, 1.0, 1.0, 1.0), 1: cp(1, 0.5, 0.5, 0.5), 3: cp(3, 1, 1, 1), 4: cp(4, 1, 1, 1)}
    r = m.score_task(s, {2: "pass", 3: "fail"}, cps, PAPER, has_initial_gt=True)
    # f = 3: IFS = 2/4; checkpoints s_0 (1.0) and s_1 (0.5); step 3 failed, never scored
    assert r.ifs == 0.5 and r.first_failure == 3 and r.first_failure_kind == "assertion_failed"
    assert r.steps_succeeded == 2
    assert sorted(r.checkpoint_scores) == [0, 1]
    assert r.vfs == pytest.approx(0.75)
    assert r.final == pytest.approx(0.7 * 0.5 + 0.3 * 0.75)


def test_only_initial_checkpoint_reached():
    s = steps((True, False, False, False), (False, True, False, True))
    r = m.score_task(s, {}, {0: cp(0, 0.9, 0.7, 0.6)}, PAPER, has_initial_gt=True)
    # IFS 1/2; S0 = .5*.8 + .5*.6 = .7
    assert r.ifs == 0.5 and r.n_checkpoints == 1
    assert r.vfs == pytest.approx(0.7)
    assert r.final == pytest.approx(0.35 + 0.21)


def test_missing_ground_truth_checkpoint_is_not_scored():
    s = steps((True, True, False, False), (True, True, False, True))
    cps = {0: cp(0, 0.2, 0.2, 0.2), 2: cp(2, 0.8, 0.8, 0.8)}
    r = m.score_task(s, {}, cps, PAPER, has_initial_gt=True)
    assert sorted(r.checkpoint_scores) == [0, 2]
    assert r.vfs == pytest.approx(0.5)
    # and without step_0 only s_2 counts
    r = m.score_task(s, {}, {2: cps[2]}, PAPER, has_initial_gt=False)
    assert r.n_checkpoints == 1 and r.vfs == pytest.approx(0.8)


def test_absent_dino_lvs_is_ocr_alone():
    s = steps((True, True, False, True))
    cps = {0: cp(0, 0.6, None, 0.4), 1: cp(1, 0.8, None, 1.0)}
    r = m.score_task(s, {}, cps, PAPER, has_initial_gt=True, dino_present=False)
    # S0 = .5*.6 + .5*.4 = .5 ; S1 = .5*.8 + .5*1 = .9
    assert r.lvs == pytest.approx(0.7) and r.vfs == pytest.approx(0.7)
    assert r.dino_present is False
    assert r.final == pytest.approx(0.7 + 0.21)


def test_absent_hvs_score_is_lvs():
    s = steps((True, True, False, True))
    cps = {0: cp(0, 0.6, 0.2), 1: cp(1, 1.0, 0.6)}
    r = m.score_task(s, {}, cps, PAPER, has_initial_gt=True, hvs_present=False)
    # S0 = LVS0 = .4 ; S1 = .8
    assert r.hvs is None and r.hvs_present is False
    assert r.vfs == pytest.approx(0.6) and r.lvs == pytest.approx(0.6)


def test_generation_failed_scores_zero_and_counts():
    s = steps((True, True, False, True), (True, True, False, True))
    r = m.score_task(s, {}, {}, PAPER, has_initial_gt=True, generation_ok=False)
    assert (r.ifs, r.vfs, r.final, r.lvs) == (0.0, 0.0, 0.0, 0.0)
    assert r.generation_ok is False and r.n_actions == 2 and r.first_failure_kind == "no_page"


def test_judge_error_passes_under_paper_and_is_unscored_under_strict():
    s = steps((True, True, True, True), (True, False, False, False), (True, True, True, True), (False, False, False, False))
    cps = {0: cp(0, 1.0, 1.0), 1: cp(1, 0.5, 0.5), 3: cp(3, 0.0, 0.0)}
    paper = m.score_task(s, {1: PAPER.counts_as("error"), 3: "pass"}, cps, PAPER, has_initial_gt=True)
    assert paper.ifs == 0.75 and paper.unscored_steps == 0  # f = 4
    strict = m.score_task(s, {1: STRICT.counts_as("error"), 3: "pass"}, cps, STRICT, has_initial_gt=True)
    # step 1 unscored: 2 succeeded (2, 3) over 4 - 1 counted actions
    assert strict.ifs == pytest.approx(2 / 3) and strict.unscored_steps == 1
    assert strict.first_failure == 4
    assert strict.vfs == pytest.approx((1.0 + 0.5 + 0.0) / 3)


def test_hvs_judge_error_falls_back_under_paper_and_unscores_under_strict():
    s = steps((True, True, False, True))
    cps = {0: cp(0, 0.4, 0.4, 0.8), 1: cp(1, 0.6, 0.6, None, hvs_error=True)}
    assert m.score_task(s, {}, cps, PAPER, has_initial_gt=True).vfs == pytest.approx((0.6 + 0.6) / 2)
    r = m.score_task(s, {}, cps, STRICT, has_initial_gt=True)
    assert r.vfs == pytest.approx(0.6) and r.n_checkpoints == 1 and r.unscored_steps == 1


def test_weights_are_parameters():
    assert m.checkpoint_score(0.2, 1.0, w=0.25) == pytest.approx(0.8)
    assert m.final(1.0, 0.0, alpha=0.4) == pytest.approx(0.4)


def test_ifs_unscored_only_is_none():
    assert m.ifs([None, None]) is None
    assert m.ifs([True, False, True]) == pytest.approx(1 / 3)


def test_checkpoint_score_required_for_every_selected_step():
    with pytest.raises(ValueError, match=r"steps \[1\]"):
        m.score_task(steps((True, True, False, True)), {}, {0: cp(0, 1.0)}, PAPER, has_initial_gt=True)


def test_published_table_is_recomputed_within_001():
    rows = list(csv.DictReader(PAPER_CSV.open()))
    assert len(rows) == 28
    for r in rows:
        ifs_, lvs_, hvs_ = (float(r[k]) / 100 for k in ("ifs", "lvs", "hvs"))
        vfs_ = m.checkpoint_score(lvs_, hvs_, PAPER.w)
        assert vfs_ * 100 == pytest.approx(float(r["vfs"]), abs=0.01 + 1e-9), r["model"]
        # Final from the published (rounded) VFS, as the table's authors computed it
        assert m.final(ifs_, float(r["vfs"]) / 100, PAPER.alpha) * 100 == pytest.approx(float(r["final"]), abs=0.01 + 1e-9), r["model"]
