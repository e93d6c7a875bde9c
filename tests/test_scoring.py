"""score_page: replayed action rows and their screenshots in, assertion / checkpoint / task score rows out.

The rows and screenshots are real files; OCR is a lookup of each file's text, so every
figure is computed by hand in the comments. ``ScriptedJudge`` answers with fixed verdicts
and rubric scores: the LLM judge's prompts and reply parsing are tested in test_judge.py,
here only what scoring does with its answers under each protocol.
"""

from dataclasses import replace
from pathlib import Path

import pytest

from iwr_bench.tasks.judge.judges import OfflineJudge
from iwr_bench.tasks.scoring.page import score_no_page, score_page
from iwr_bench.tasks.scoring.protocols import get_protocol
from iwr_bench.tasks.scoring.visual import FeatureCache
from tests.builders import RUBRIC, ScriptedJudge, ocr, replayed_rows, scored_task, solid_png

# ---------------------------------------------------------------- one task, four actions (tests.builders.scored_task)


def score(tmp_path, task, acts, protocol, judge, dino=None):
    return score_page(task, "m", "r1", acts, judge=judge, protocol=get_protocol(protocol), dino=dino,
                      cache=FeatureCache(tmp_path / "cache"), ocr=ocr)


def test_same_replay_under_paper_and_reference(tmp_path):
    """Action 3's assertion fails. paper scores s_0, s_1; reference s_0 twice (before action 1)."""
    task = scored_task(tmp_path)
    acts = replayed_rows(tmp_path)
    paper = score(tmp_path, task, acts, "paper", ScriptedJudge({3: "fail"}, RUBRIC))
    judge = ScriptedJudge({3: "fail"}, RUBRIC)
    ref = score(tmp_path, task, acts, "reference", judge)
    assert set(judge.styles) == {"reference"}
    # paper: S0 = .5*1 + .5*.8 = .9, S1 = .5*1 + .5*.9 = .95
    p = paper.task_score
    assert (p["ifs"], p["first_failure"], p["first_failure_kind"]) == (0.5, 3, "assertion_failed")
    assert [(c["step"], c["shot_step"]) for c in paper.checkpoints] == [(0, 0), (1, 1)]
    assert (p["lvs"], p["hvs"], p["vfs"]) == pytest.approx((1.0, 0.85, 0.925))
    assert p["final"] == pytest.approx(0.35 + 0.3 * 0.925)
    # reference: step_1's truth against shot_0 ("abcx" vs "abcd": OCR .75), rubric .5: S = .625
    r = ref.task_score
    assert r["ifs"] == 0.5
    assert [(c["step"], c["shot_step"], Path(c["shot_path"]).name) for c in ref.checkpoints] == [(0, 0, "shot_0.png"), (1, 0, "shot_0.png")]
    assert judge.rubric_pairs == [("step_0.png", "shot_0.png"), ("step_1.png", "shot_0.png")]
    assert (r["lvs"], r["hvs"], r["vfs"]) == pytest.approx((0.875, 0.65, 0.7625))
    assert r["final"] == pytest.approx(0.35 + 0.3 * 0.7625)
    # both stop judging at action 3's "No"
    assert [a["step"] for a in paper.assertions] == [a["step"] for a in ref.assertions] == [2, 3]
    assert ref.assertions[1]["counts_as"] == "fail"


def test_judge_error_under_each_protocol(tmp_path):
    task = scored_task(tmp_path)
    acts = replayed_rows(tmp_path)
    ifs = {p: score(tmp_path, task, acts, p, ScriptedJudge({2: "error", 3: "fail"}, RUBRIC)).task_score for p in ("paper", "reference", "strict")}
    # reference: the error passes (the published rule), f = 3. paper, strict: doubt is never credit,
    # step 2 unscored: 1 succeeded of 4 - 1
    assert ifs["reference"]["ifs"] == 0.5 and ifs["reference"]["unscored_steps"] == 0
    for p in ("paper", "strict"):
        assert ifs[p]["ifs"] == pytest.approx(1 / 3) and ifs[p]["unscored_steps"] == 1
    assert all(t["judge_errors"] == 1 for t in ifs.values())


def test_rubric_failure_under_each_protocol(tmp_path):
    task = scored_task(tmp_path)
    acts = replayed_rows(tmp_path)
    broken = {**RUBRIC, ("step_1.png", "shot_1.png"): None, ("step_1.png", "shot_0.png"): None}
    figs = {p: score(tmp_path, task, acts, p, ScriptedJudge({3: "fail"}, broken)) for p in ("paper", "reference", "strict")}
    for p in ("paper", "strict"):
        t = figs[p].task_score
        # s_1 keeps its LVS (OCR 1.0), only its HVS is missing: LVS 1, HVS .8 (s_0's), VFS .9
        assert (t["n_checkpoints"], t["unscored_checkpoints"], t["judge_errors"]) == (2, 1, 1)
        assert (t["lvs"], t["hvs"], t["vfs"]) == pytest.approx((1.0, 0.8, 0.9))
        assert [(c["lvs"], c["hvs_score"], c["score"]) for c in figs[p].checkpoints] == [(1.0, 0.8, pytest.approx(0.9)), (1.0, None, None)]
        assert figs[p].checkpoints[1]["error_kind"] == "judge_error"
    t = figs["reference"].task_score
    # the same under reference (an outage is not the published 0): step_1 vs shot_0 keeps LVS .75
    assert (t["n_checkpoints"], t["unscored_checkpoints"]) == (2, 1)
    assert (t["lvs"], t["hvs"], t["vfs"]) == pytest.approx((0.875, 0.8, 0.8375))
    assert t["vfs"] == pytest.approx(0.5 * t["lvs"] + 0.5 * t["hvs"])


def test_failed_generation_under_each_protocol(tmp_path):
    task = scored_task(tmp_path)
    judge = ScriptedJudge()
    for p, in_average in (("paper", True), ("strict", True), ("reference", False)):
        t = score_no_page(task, "m", "r", judge=judge, protocol=get_protocol(p), dino=None, kind="rate_limited").task_score
        assert (t["ifs"], t["lvs"], t["hvs"], t["vfs"], t["final"]) == (0.0, 0.0, 0.0, 0.0, 0.0)
        assert t["in_average"] is in_average and t["first_failure_kind"] == "rate_limited"
        # the judge has a rubric: HVS is present in this run, failed generation or not
        assert t["hvs_present"] is True and t["dino_present"] is False


def test_a_failed_generation_keeps_the_runs_presence(tmp_path):
    """A failed generation's row once said dino_present = hvs_present = false, so the
    leaderboard's bool_and marked the whole model 'no DINO, no HVS'."""
    from iwr_bench.tasks.scoring.dino import load_scorer
    from tests.builders import tiny_dino_graph

    tiny_dino_graph(tmp_path / "dinov2-base.onnx")
    dino = load_scorer(tmp_path)
    t = score_no_page(scored_task(tmp_path), "m", "r", judge_name="gemini/gemini-2.5-pro", protocol=get_protocol("paper"),
                      dino=dino, kind=None).task_score
    assert t["dino_present"] is True and t["hvs_present"] is True and t["dino_model"].endswith("/crop224")
    assert t["first_failure_kind"] == "no_page"
    assert score_no_page(scored_task(tmp_path), "m", "r", judge_name="iwr/offline", protocol=get_protocol("paper"), dino=None,
                         kind=None).task_score["hvs_present"] is False


def test_reference_counts_a_failed_press_as_performed(tmp_path):
    """The replay stopped at action 2 (a Press that did not reach the page); the published harness's Press always succeeds."""
    task = scored_task(tmp_path)
    acts = replayed_rows(tmp_path, ("performed", "performed", "failed", "skipped", "skipped"))
    paper = score(tmp_path, task, acts, "paper", ScriptedJudge(rubric=RUBRIC))
    ref = score(tmp_path, task, acts, "reference", ScriptedJudge(rubric=RUBRIC))
    assert paper.task_score["ifs"] == 0.25 and paper.task_score["first_failure_kind"] == "not_interactable"
    assert paper.task_score["notes"] == [] and paper.assertions == []
    t = ref.task_score
    # Press counted performed and its assertion judged; action 3 was never replayed: f = 3
    assert (t["ifs"], t["first_failure"]) == (0.5, 3) and [a["step"] for a in ref.assertions] == [2]
    assert any("Press failed in the replay" in n and "the replay stopped there" in n for n in t["notes"])
    # flagged action 3 failed to execute: its pre-action state s_2 is list entry 2, scored against the
    # layout's second file by position (per visually checked action: action 3's truth)
    assert [(c["step"], c["shot_step"], Path(c["gt_path"]).name) for c in ref.checkpoints] == [
        (0, 0, "step_0.png"), (1, 0, "step_1.png"), (2, 2, "step_3.png")]


def test_reference_pairs_ground_truth_by_position_on_both_published_layouts(tmp_path):
    """The published code pairs list entry j with step_j.png by position. On a per-action layout
    (bundled tasks 7 and 9) that is action j's truth, not the checked action's own: version 1 of
    reference paired each checked action with its own, and the oracle's LVS there differed."""
    base = scored_task(tmp_path)  # flags T F T T; per visually checked action: step_1, step_3, step_4 are its files 1..3
    ref = score(tmp_path, base, replayed_rows(tmp_path), "reference", ScriptedJudge(rubric=RUBRIC))
    assert [(c["step"], c["shot_step"], Path(c["gt_path"]).name) for c in ref.checkpoints] == [
        (0, 0, "step_0.png"), (1, 0, "step_1.png"), (2, 2, "step_3.png"), (3, 3, "step_4.png")]
    # the same actions with one file per action (step_1 .. step_4): entry 2 meets step_2, action 2's truth
    files = {k: solid_png(tmp_path / f"pa_step_{k}.png", (k, 128, 255)) for k in range(5)}
    per_action = replace(base, checkpoint_mapping="per_action", initial_checkpoint=files[0],
                         actions=tuple(replace(a, checkpoint=files[a.step]) for a in base.actions))
    ref = score(tmp_path, per_action, replayed_rows(tmp_path), "reference", ScriptedJudge(rubric=RUBRIC))
    assert [(c["step"], c["shot_step"], Path(c["gt_path"]).name) for c in ref.checkpoints] == [
        (0, 0, "pa_step_0.png"), (1, 0, "pa_step_1.png"), (2, 2, "pa_step_2.png"), (3, 3, "pa_step_3.png")]
    # paper is not positional: each checked action against its own state's truth, on either layout
    paper = score(tmp_path, per_action, replayed_rows(tmp_path), "paper", ScriptedJudge(rubric=RUBRIC))
    assert [(c["step"], Path(c["gt_path"]).name) for c in paper.checkpoints] == [
        (0, "pa_step_0.png"), (1, "pa_step_1.png"), (3, "pa_step_3.png"), (4, "pa_step_4.png")]


def test_reference_notes_a_scroll_the_published_harness_would_do_otherwise(tmp_path):
    task = scored_task(tmp_path)
    t = score(tmp_path, task, replayed_rows(tmp_path), "reference", ScriptedJudge(rubric=RUBRIC)).task_score
    assert t["notes"] == ["step 3: Scroll down 1 page(s) replayed as recorded; the published harness scrolls half a page, "
                          "so the state after it differs (kept)"]
    assert score(tmp_path, replace(task, actions=task.actions[:2]), replayed_rows(tmp_path)[:3], "reference",
                 ScriptedJudge(rubric=RUBRIC)).task_score["notes"] == []


def test_strict_leaves_a_locator_tie_unscored(tmp_path):
    task = scored_task(tmp_path)
    acts = replayed_rows(tmp_path)
    acts[1]["tie"] = True  # the actions.tie column: the locator chose among tied candidates
    strict = score(tmp_path, task, acts, "strict", ScriptedJudge(rubric=RUBRIC)).task_score
    paper = score(tmp_path, task, acts, "paper", ScriptedJudge(rubric=RUBRIC)).task_score
    assert paper["ifs"] == 1.0 and paper["unscored_steps"] == 0
    assert strict["ifs"] == 1.0 and strict["unscored_steps"] == 1 and strict["steps_succeeded"] == 3


def test_offline_scoring_of_a_good_page(tmp_path):
    """The offline judge: no rubric (HVS absent), undecided where nothing is machine-checkable, and an
    undecided step is unscored under every protocol (never credit)."""
    task = scored_task(tmp_path)
    acts = replayed_rows(tmp_path)
    for p, ifs, unscored in (("paper", 1.0, 2), ("reference", 1.0, 2), ("strict", 1.0, 2)):
        page = score(tmp_path, task, acts, p, OfflineJudge(ocr))
        t = page.task_score
        assert {a["verdict"] for a in page.assertions} == {"undecided"}
        assert (t["ifs"], t["unscored_steps"], t["undecided"]) == (ifs, unscored, 2), p
        assert t["hvs"] is None and t["hvs_present"] is False and t["dino_present"] is False
        assert t["paper_comparable"] is False and "no HVS" in t["comparability"] and "judge iwr/offline" in t["comparability"]
    # paper: every state's OCR text matches its truth: VFS = LVS = 1
    assert score(tmp_path, task, acts, "paper", OfflineJudge(ocr)).task_score["vfs"] == 1.0


def test_comparability_is_decided_once_for_the_row(tmp_path):
    task = scored_task(tmp_path)
    judge = ScriptedJudge(rubric=RUBRIC)
    judge.name = "gemini/gemini-2.5-pro"
    t = score(tmp_path, task, replayed_rows(tmp_path), "reference", judge).task_score
    # no DINO here, and RapidOCR: the published table used both DINO and EasyOCR
    assert t["paper_comparable"] is False
    assert t["comparability"] == ["judge prompts reworded, not the published texts", "no DINO", "OCR RapidOCR, not EasyOCR"]
    t = score(tmp_path, task, replayed_rows(tmp_path), "paper", judge).task_score
    assert t["comparability"][0] == "protocol paper"


# ---------------------------------------------------------------- end to end through iwr_bench.flows.run.run

@pytest.fixture()
def isolated_run(tmp_path, monkeypatch):
    """Fresh warehouse, results and Prefect state for one run of the entry point."""
    from iwr_bench.core.settings import get_settings

    for k, v in {"IWR_WAREHOUSE": tmp_path / "wh", "IWR_RESULTS": tmp_path / "results",
                 "IWR_PREFECT_HOME": tmp_path / "prefect", "IWR_REPORT_AFTER_RUN": "false"}.items():
        monkeypatch.setenv(k, str(v))
    get_settings.cache_clear()
    yield tmp_path
    get_settings.cache_clear()


@pytest.mark.browser
@pytest.mark.slow
def test_strict_leaves_a_tied_click_unscored_end_to_end(tiny_dataset, isolated_run):
    """A page with two identical 'Add' buttons, the first a dud: the locator cannot tell them apart,
    takes the first and records the tie. ``paper`` fails the step (a coin-flip counted against
    the page); ``strict``, scoring the same replay with no browser work, leaves it unscored."""
    from iwr_bench.tasks.warehouse.store import connect, query_rows
    from tests.runs import run_in_process

    ref = (tiny_dataset / "data" / "1" / "reference" / "index.html").read_text()
    dud = '<button class="dud">Add</button> <button id="add">Add</button>'
    assert ref.count('<button id="add">Add</button>') == 1
    page = isolated_run / "pages" / "1" / "tied" / "index.html"
    page.parent.mkdir(parents=True)
    page.write_text(ref.replace('<button id="add">Add</button>', dud))
    base = dict(data=str(tiny_dataset), run_id="tie", judge="iwr/offline", tasks="1", task_runner="threads", workers=1)
    first = run_in_process(**base, protocol="paper", pages=str(page.parents[2]))
    again = run_in_process(**base, protocol="strict", stages=["score"])
    assert first["state"] == again["state"] == "Completed"

    con = connect(isolated_run / "wh")
    acts = {r["step"]: r for r in query_rows(con, "SELECT step, outcome, tie, method FROM actions WHERE run_id = 'tie'")}
    assert acts[4]["tie"] is True and acts[4]["outcome"] == "performed" and acts[4]["method"] == "fuzzy"
    assert not any(acts[k]["tie"] for k in (1, 2, 3, 5))
    scores = {r["protocol"]: r for r in query_rows(
        con, "SELECT protocol, ifs, steps_succeeded, unscored_steps, n_actions FROM task_scores WHERE run_id = 'tie'")}
    assert set(scores) == {"paper", "strict"}
    # paper: the dud's click changes nothing, the offline judge fails step 4's expect: f = 4, IFS 3/5.
    assert scores["paper"]["steps_succeeded"] == 3 and scores["paper"]["ifs"] == pytest.approx(3 / 5)
    assert scores["paper"]["unscored_steps"] == 0
    # strict: the tie (step 4) and the Scroll the offline judge cannot decide (step 5) are unscored,
    # not failures; the three counted steps pass: IFS 3/3.
    assert scores["strict"]["unscored_steps"] == 2 and scores["strict"]["ifs"] == 1.0
