"""Metrics and protocol policies, checked against numbers computed by hand.

Checkpoint scores are given per ground-truth step as ``score_page`` would compute them
(under ``reference`` the screenshot compared is the one before the action, so its numbers
differ from ``paper``'s for the same step); S = .5 LVS + .5 HVS, LVS = (OCR + DINO) / 2.
"""

import csv
import random
from pathlib import Path

import pytest

from iwr_bench.core.kinds import Count
from iwr_bench.schemas.record import Action
from iwr_bench.tasks.scoring import metrics as m
from iwr_bench.tasks.scoring.protocols import PROTOCOLS, get_protocol

PAPER = get_protocol("paper")
STRICT = get_protocol("strict")
REF = get_protocol("reference")
PAPER_CSV = Path(__file__).resolve().parent.parent / "iwr_bench" / "tasks" / "report" / "paper_results.csv"
P = m.CheckpointPair


def R(step, shot, has_gt=True):
    """A reference pair: list entry ``step`` against the file step_<step>, by position."""
    return m.CheckpointPair(step, shot, has_gt, positional=True)


def steps(*spec):
    """spec: (performed, visual_flag, has_assertion, has_gt[, tie]) per action."""
    return [m.StepOutcome(i + 1, s[0], None if s[0] else "not_found", s[1], s[2], s[3], *(s[4:] or (False,))) for i, s in enumerate(spec)]


def cp(step, ocr, dino=None, hvs=None, **kw):
    return m.CheckpointScore(step, ocr, dino, hvs, **kw)


def selected(protocol, s, counted, has_initial_gt=True, files=None):
    return protocol.select_checkpoints(s, m.progress(s, counted, protocol), m.ground_truths(s, has_initial_gt, files))


# ---------------------------------------------------------------- arithmetic

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
    r = m.score_task(s, {1: Count.PASS}, cps, PAPER, has_initial_gt=True)
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


def test_weights_are_parameters():
    assert m.checkpoint_score(0.2, 1.0, w=0.25) == pytest.approx(0.8)
    assert m.final(1.0, 0.0, alpha=0.4) == pytest.approx(0.4)


def test_checkpoint_score_required_for_every_selected_step():
    with pytest.raises(ValueError, match=r"steps \[1\]"):
        m.score_task(steps((True, True, False, True)), {}, {0: cp(0, 1.0)}, PAPER, has_initial_gt=True)


def test_published_table_is_recomputed_within_001():
    rows = list(csv.DictReader(PAPER_CSV.open()))
    assert len(rows) == 28
    for r in rows:
        ifs_, lvs_, hvs_ = (float(r[k]) / 100 for k in ("ifs", "lvs", "hvs"))
        vfs_ = m.checkpoint_score(lvs_, hvs_, REF.w)
        assert vfs_ * 100 == pytest.approx(float(r["vfs"]), abs=0.01 + 1e-9), r["model"]
        # Final from the published (rounded) VFS, as the table's authors computed it
        assert m.final(ifs_, float(r["vfs"]) / 100, REF.alpha) * 100 == pytest.approx(float(r["final"]), abs=0.01 + 1e-9), r["model"]


# ---------------------------------------------------------------- the three checkpoint selections

def test_flags_tftt_with_the_assertion_at_step_3_failing():
    """Every action performed; action 3's assertion is judged not to hold."""
    s = steps((True, True, False, True), (True, False, False, False), (True, True, True, True), (True, True, False, True))
    counted = {3: Count.FAIL}
    # paper and strict: s_0 and s_1 (after action 1), each against its own ground truth; f = 3
    assert selected(PAPER, s, counted) == selected(STRICT, s, counted) == (P(0, 0), P(1, 1))
    # reference: s_0, then the state *before* flagged action 1 (s_0 again) for action 1's ground
    # truth; action 3's "No" stops the list before action 3
    assert selected(REF, s, counted) == (R(0, 0), R(1, 0))
    paper_cps = {0: cp(0, 0.8, 0.6, 0.5), 1: cp(1, 1.0, 0.8, 0.7)}  # S .6, .8
    ref_cps = {0: cp(0, 0.8, 0.6, 0.5), 1: cp(1, 0.4, 0.6, 0.2)}  # s_0 against step_1's truth: S .35
    paper = m.score_task(s, counted, paper_cps, PAPER, has_initial_gt=True)
    ref = m.score_task(s, counted, ref_cps, REF, has_initial_gt=True)
    assert paper.ifs == ref.ifs == 0.5 and paper.first_failure == ref.first_failure == 3
    assert paper.vfs == pytest.approx(0.7) and paper.final == pytest.approx(0.35 + 0.21)
    assert ref.vfs == pytest.approx(0.475) and ref.final == pytest.approx(0.35 + 0.1425)
    assert ref.lvs == pytest.approx(0.6) and ref.hvs == pytest.approx(0.35)


def test_flags_fft_with_action_3_failing_to_execute():
    s = steps((True, False, False, True), (True, False, False, True), (False, True, False, True))
    # paper: f = 3 (not performed), only s_0; IFS 2/3
    assert selected(PAPER, s, {}) == selected(STRICT, s, {}) == (P(0, 0),)
    # reference: the failed flagged action still adds its pre-action state s_2, as list entry 1
    # (against step_1: on a per-visual-action layout, action 3's own truth)
    assert selected(REF, s, {}) == (R(0, 0), R(1, 2))
    paper = m.score_task(s, {}, {0: cp(0, 0.8, 0.6, 0.5)}, PAPER, has_initial_gt=True)
    ref = m.score_task(s, {}, {0: cp(0, 0.8, 0.6, 0.5), 1: cp(1, 0.2, 0.4, 0.1)}, REF, has_initial_gt=True)
    assert paper.ifs == ref.ifs == pytest.approx(2 / 3)
    assert paper.vfs == pytest.approx(0.6) and paper.final == pytest.approx(0.7 * 2 / 3 + 0.18)
    # S3 = .5*.3 + .5*.1 = .2: VFS (.6 + .2) / 2
    assert ref.vfs == pytest.approx(0.4) and ref.final == pytest.approx(0.7 * 2 / 3 + 0.12)


def test_flags_tt_all_succeeding():
    s = steps((True, True, False, True), (True, True, False, True))
    assert selected(PAPER, s, {}) == selected(STRICT, s, {}) == (P(0, 0), P(1, 1), P(2, 2))
    # reference keeps s_0 twice: for step_0 and, as the state before action 1, for step_1
    assert selected(REF, s, {}) == (R(0, 0), R(1, 0), R(2, 1))


def test_reference_list_is_cut_to_steps_succeeded_plus_one():
    """Flags TTT, action 3 fails to execute: four entries (s_2 added for action 3), cut to f = 3 entries."""
    s = steps((True, True, False, True), (True, True, False, True), (False, True, False, True))
    assert selected(REF, s, {}) == (R(0, 0), R(1, 0), R(2, 1))
    s = steps((False, True, False, True), (False, True, False, True))
    assert selected(REF, s, {}) == (R(0, 0),)


def test_reference_pairs_ground_truth_by_position_on_a_per_action_layout():
    """Flags FTFT with a file per action (step_1..step_4): the published harness pairs list entry j
    with step_j whatever action it belongs to, so the state before action 2 meets step_1 (action 1's
    truth) and the state before action 4 meets step_2; on a per-visual-action layout (files step_1,
    step_2 for actions 2 and 4) the same positions are those actions' own truths."""
    s = steps((True, False, False, True), (True, True, False, True), (True, False, False, True), (True, True, False, True))
    per_action = selected(REF, s, {}, files={1, 2, 3, 4})
    per_visual = selected(REF, s, {}, files={1, 2})
    assert per_action == per_visual == (R(0, 0), R(1, 1), R(2, 3))
    # without step_2 the second entry is marked (the published run stops there)
    assert selected(REF, s, {}, files={1}) == (R(0, 0), R(1, 1), R(2, 3, False))
    # paper is not positional: each flagged action against its own state's truth
    assert selected(PAPER, s, {}) == (P(0, 0), P(2, 2), P(4, 4))


def test_reference_pairs_without_ground_truth_are_marked():
    s = steps((True, True, False, False), (True, True, False, True))
    pairs = selected(REF, s, {}, has_initial_gt=False)
    assert pairs == (R(0, 0, False), R(1, 0, False), R(2, 1, True))
    r = m.score_task(s, {}, {2: cp(2, 0.5, 0.5, 0.5)}, REF, has_initial_gt=False)
    assert r.n_checkpoints == 1 and r.vfs == pytest.approx(0.5)


# ---------------------------------------------------------------- judge errors, rubric failures, no page

def test_judge_error_under_each_protocol():
    """Action 2's assertion: judge error; action 3 fails to execute. Doubt is never credit: paper and
    strict leave the step unscored; reference keeps the published rule (an "Error" passes)."""
    s = steps((True, False, False, False), (True, False, True, False), (False, False, False, False))
    counted = {p: {2: PROTOCOLS[p].counts_as("error")} for p in PROTOCOLS}
    assert counted["reference"][2] == Count.PASS and counted["paper"][2] == counted["strict"][2] == Count.UNSCORED
    paper = m.score_task(s, counted["paper"], {}, PAPER, has_initial_gt=False)
    ref = m.score_task(s, counted["reference"], {}, REF, has_initial_gt=False)
    strict = m.score_task(s, counted["strict"], {}, STRICT, has_initial_gt=False)
    assert ref.ifs == pytest.approx(2 / 3) and ref.unscored_steps == 0
    # paper and strict: step 2 leaves numerator and denominator: 1 of 3 - 1
    for r in (paper, strict):
        assert r.ifs == pytest.approx(1 / 2) and r.unscored_steps == 1 and r.first_failure == 3
    # nothing visual scored: every visual figure is 0, not missing
    assert (strict.lvs, strict.hvs, strict.vfs, strict.n_checkpoints) == (0.0, 0.0, 0.0, 0)


def test_an_undecided_verdict_is_never_credit_under_any_protocol():
    """A blank page on the 2048 task: two Presses 'performed' with undecided assertions, then a Click
    finds nothing. Version 2 of paper passed the undecided steps (IFS 2/8 = 25 %)."""
    s = steps(*[(True, True, True, True)] * 2, *[(False, True, True, True)] * 6)
    for name, protocol in PROTOCOLS.items():
        assert protocol.counts_as("undecided") == Count.UNSCORED, name
        counted = {1: protocol.counts_as("undecided"), 2: protocol.counts_as("undecided")}
        r = m.score_task(s, counted, {k: cp(k, 0.1, 0.1, 0.0) for k in (1, 2)}, protocol, has_initial_gt=False)
        assert r.ifs == 0.0 and r.unscored_steps == 2 and r.first_failure == 3, name


def test_a_task_with_every_step_unscored_is_counted_apart_not_scored_zero():
    """ifs was None here, and `iwr leaderboard` exited 1 on the NULL; then (versions 3) it was 0 in the average, blame
    for doubt: the bundled oracle's ramen order, whose five steps the offline judge and the locator could not decide,
    pulled the oracle's strict IFS to 95.45. Now the row keeps a number and leaves the average (counted); reference,
    whose published judge always answers, keeps the arithmetic's 0 in its average."""
    s = steps((True, False, True, False), (True, False, True, False))
    for protocol in (STRICT, PAPER, get_protocol("reference")):
        r = m.score_task(s, {1: Count.UNSCORED, 2: Count.UNSCORED}, {}, protocol, has_initial_gt=False)
        assert r.ifs == 0.0 and r.final == 0.0 and r.unscored_steps == 2, protocol.name
        assert r.in_average is (protocol.name == "reference"), protocol.name
    # One step counted (or one failed) and the task is measured: it stays in the average.
    for counted in ({1: Count.UNSCORED, 2: Count.PASS}, {1: Count.UNSCORED, 2: Count.FAIL}):
        assert m.score_task(s, counted, {}, STRICT, has_initial_gt=False).in_average, counted
    assert m.score_task(steps(), {}, {}, STRICT, has_initial_gt=False).in_average  # no actions: IFS 1, measured
    assert m.ifs([None, None]) == 0.0 and m.ifs([True, False, True]) == pytest.approx(1 / 3)


def test_a_rubric_the_judge_failed_to_give_keeps_the_checkpoints_lvs_under_every_protocol():
    """A judge outage once threw away the OCR and DINO evidence with the rubric (a perfect page: LVS 0,
    VFS 0): now only the HVS of that checkpoint is missing, and counted."""
    s = steps((True, True, False, True))
    cps = {0: cp(0, 0.6, 0.4, 0.8), 1: cp(1, 1.0, 0.6, None, hvs_error=True)}
    for protocol in (PAPER, STRICT):
        r = m.score_task(s, {}, cps, protocol, has_initial_gt=True)
        assert (r.n_checkpoints, r.unscored_checkpoints) == (2, 1)
        # LVS over both checkpoints (.5, .8), HVS over the one the judge scored, VFS = .5 LVS + .5 HVS
        assert (r.lvs, r.hvs, r.vfs) == pytest.approx((0.65, 0.8, 0.725))
        assert r.checkpoint_scores == pytest.approx({0: 0.65})
    # reference pairs by position (entry 1: s_0 against step_1) and keeps the LVS too
    r = m.score_task(s, {}, {0: cps[0], 1: cp(1, 0.2, 0.6, None, hvs_error=True)}, REF, has_initial_gt=True)
    assert (r.n_checkpoints, r.unscored_checkpoints) == (2, 1)
    assert (r.lvs, r.hvs) == pytest.approx((0.45, 0.8))
    # every rubric missing: LVS stands, HVS has nothing to average
    r = m.score_task(s, {}, {0: cp(0, 1.0, 1.0, None, hvs_error=True), 1: cp(1, 1.0, 1.0, None, hvs_error=True)}, PAPER,
                     has_initial_gt=True)
    assert (r.lvs, r.hvs, r.n_checkpoints, r.unscored_checkpoints) == (1.0, 0.0, 2, 2)


def test_failed_generation_under_each_protocol():
    for name, in_average in (("paper", True), ("strict", True), ("reference", False)):
        r = m.no_page_score(3, PROTOCOLS[name], dino_present=True, hvs_present=True)
        assert (r.ifs, r.lvs, r.hvs, r.vfs, r.final) == (0.0, 0.0, 0.0, 0.0, 0.0), name
        assert r.in_average is in_average and r.generation_ok is False and r.first_failure_kind == "no_page"
        # presence is the run's, not the task's
        assert r.dino_present is True and r.hvs_present is True
    assert m.no_page_score(3, PAPER, dino_present=False, hvs_present=False).hvs is None


# ---------------------------------------------------------------- where paper and reference differ

def test_a_task_with_no_actions():
    assert m.score_task([], {}, {}, PAPER, has_initial_gt=False).ifs == 1.0
    assert m.score_task([], {}, {}, REF, has_initial_gt=False).ifs == 0.0  # total_steps 0 -> 0.0


def test_reference_counts_an_unjudged_assertion_as_a_pass():
    s = steps((True, False, True, False), (True, False, False, False))
    assert m.progress(s, {}, REF).ifs == 1.0
    for protocol in (PAPER, STRICT):  # no verdict, no credit and no failure
        assert m.progress(s, {}, protocol).unscored_steps == (1,) and m.progress(s, {}, protocol).ifs == 1.0


def test_press_always_succeeds_under_reference_only():
    press = Action(2, "Press", "Press Enter", False, None, key="Enter")
    row = {"step": 2, "outcome": "failed", "error_kind": "not_interactable"}
    assert PAPER.execution(press, row) == (False, None)
    performed, note = REF.execution(press, row)
    assert performed and "Press failed in the replay (not_interactable)" in note
    # a page that broke fails in any harness
    assert REF.execution(press, {**row, "error_kind": "page_crashed"}) == (False, None)
    assert REF.execution(press, {"outcome": "skipped", "error_kind": "not_found"}) == (False, None)


def test_reference_notes_a_scroll_it_cannot_reproduce():
    down_half = Action(1, "Scroll", "Scroll down", False, None, direction="down", scroll_page="0.5")
    up = Action(1, "Scroll", "Scroll up", False, None, direction="up", scroll_page="1")
    assert REF.execution(down_half, {"outcome": "performed"}) == (True, None)
    performed, note = REF.execution(up, {"outcome": "performed"})
    assert performed and "Scroll up 1 page(s) replayed as recorded" in note
    assert PAPER.execution(up, {"outcome": "performed"}) == (True, None)
    # nothing could move down: half a page down fails there too
    down = Action(1, "Scroll", "Scroll down", False, None, direction="down", scroll_page="1")
    assert REF.execution(down, {"outcome": "failed", "error_kind": "not_scrollable"}) == (False, None)
    assert "the state after it differs" in REF.execution(down, {"outcome": "performed"})[1]


def test_strict_leaves_a_locator_tie_unscored():
    assert STRICT.step_counts(None, tie=True) == Count.UNSCORED
    assert STRICT.step_counts("fail", tie=True) == Count.UNSCORED
    assert PAPER.step_counts(None, tie=True) is None and PAPER.step_counts("fail", tie=True) == Count.FAIL
    s = steps((True, False, False, False, True), (True, False, False, False))
    r = m.score_task(s, {1: STRICT.step_counts(None, tie=True)}, {}, STRICT, has_initial_gt=False)
    assert r.ifs == 1.0 and r.unscored_steps == 1


def test_vfs_is_w_lvs_plus_1_minus_w_hvs_on_every_task():
    rng = random.Random(7)
    for _ in range(200):
        n = rng.randint(0, 5)
        s = steps(*[(rng.random() > 0.2, rng.random() > 0.4, rng.random() > 0.5, rng.random() > 0.2) for _ in range(n)])
        counted = {x.step: rng.choice(list(Count)) for x in s if x.has_assertion}
        cps = {k: cp(k, rng.random(), rng.random(), rng.choice([rng.random(), None]), hvs_error=rng.random() < 0.2) for k in range(n + 1)}
        cps.update({k: cp(k, rng.random(), rng.random(), rng.random()) for k in range(n + 1) if k not in cps})
        for protocol in PROTOCOLS.values():
            r = m.score_task(s, counted, cps, protocol, has_initial_gt=rng.random() > 0.3)
            assert r.vfs == pytest.approx(protocol.w * r.lvs + (1 - protocol.w) * r.hvs, abs=1e-12)
            assert None not in (r.ifs, r.lvs, r.vfs, r.final)


def test_the_oracle_canary_reads_the_tasks_the_protocol_averages():
    """The run summary's canary ("calibration: iwr/oracle ifs = 0.955, expected >= 1.0 (is the judge broken?)") read
    every task row, the one a protocol leaves out of the average (every step unscored) included, while the
    leaderboard beside it said IFS 100."""
    import duckdb

    from iwr_bench.flows.publish import per_model_figures

    con = duckdb.connect()
    con.execute("CREATE TABLE task_scores_detail (run_id TEXT, judge TEXT, protocol TEXT, model TEXT, task_id INT, ifs DOUBLE, "
                "final DOUBLE, interaction_complexity TEXT, vfs DOUBLE, in_average BOOLEAN)")
    con.execute("INSERT INTO task_scores_detail VALUES ('r', 'j', 'strict', 'iwr/oracle', 1, 1.0, 1.0, 'L2', 1.0, true), "
                "('r', 'j', 'strict', 'iwr/oracle', 2, 0.0, 0.3, 'L2', 1.0, false), "
                "('r', 'j', 'strict', 'iwr/oracle', 3, 1.0, 1.0, 'L1', 1.0, NULL)")
    figs = per_model_figures(con, "r", ("j", "strict"))["iwr/oracle"]
    assert figs["ifs"] == 1.0 and figs["final"] == 1.0 and figs["ifs_l2_l4"] == 1.0, figs
