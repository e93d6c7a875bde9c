"""score_page: replayed action rows in, assertion / checkpoint / task score rows out."""

from pathlib import Path

import pytest
from PIL import Image

from schemas.record import Action, BenchTask
from tasks.judge import OfflineJudge
from tasks.protocols import get_protocol
from tasks.scoring import score_no_page, score_page
from tasks.visual import FeatureCache


def make_task(tmp_path):
    gts = {k: tmp_path / f"step_{k}.png" for k in (0, 1)}
    for k, p in gts.items():  # distinct images: the feature cache is keyed by content
        Image.new("RGB", (16, 16), (k, 255, 255)).save(p)
    actions = (
        Action(1, "Type", "Type 'Buy milk'", True, None, text="Buy milk", checkpoint=gts[1]),
        Action(2, "Press", "Press Enter", False, "A task 'Buy milk' appears.", key="Enter", expect={"visible_text": ["1 item left"]}),
        Action(3, "Click", "Click 'Clear'", False, "The list is empty."),
    )
    return BenchTask(5, tmp_path, 64, 64, "desktop", "desktop", "L2", "low", "x", "y", "s", actions, None, None, (), gts[0], "explicit", "h")


def rows(tmp_path, page_texts, outcomes):
    out = []
    for k, (text, outcome) in enumerate(zip(page_texts, outcomes, strict=True)):
        shot = tmp_path / f"shot_{k}.png"
        Image.new("RGB", (16, 16), (255, k, 255)).save(shot)  # distinct: features are cached by content
        out.append({"step": k, "outcome": outcome, "error_kind": None if outcome == "performed" else "not_found",
                    "screenshot_path": str(shot), "page_text": text})
    return out


def texts(mapping):
    return lambda p: mapping.get(Path(p).name, "")


@pytest.mark.parametrize("protocol,ifs", [("paper", 1.0), ("strict", 1.0)])
def test_offline_scoring_of_a_good_page(tmp_path, protocol, ifs):
    task = make_task(tmp_path)
    acts = rows(tmp_path, ["", "", "1 item left", ""], ["performed"] * 4)
    ocr = texts({"step_0.png": "todos", "shot_0.png": "todos", "step_1.png": "buy milk", "shot_1.png": "buy mik"})
    page = score_page(task, "iwr/oracle", "r1", acts, judge=OfflineJudge(ocr), protocol=get_protocol(protocol), dino=None,
                      cache=FeatureCache(tmp_path / "c"), ocr=ocr)
    ts = page.task_score
    verdicts = {a["step"]: a["verdict"] for a in page.assertions}
    assert verdicts == {2: "pass", 3: "undecided"}
    if protocol == "paper":
        assert ts["ifs"] == 1.0 and ts["undecided"] == 1
    else:  # step 3 unscored: 2 of 2 counted steps
        assert ts["ifs"] == 1.0 and ts["unscored_steps"] == 1
    # S0 = 1.0, S1 = 1 - 1/8 (buy milk vs buy mik); DINO and HVS absent
    assert ts["vfs"] == pytest.approx((1.0 + 7 / 8) / 2)
    assert ts["dino_present"] is False and ts["hvs_present"] is False and ts["paper_comparable"] is False
    assert [c["step"] for c in page.checkpoints] == [0, 1]


def test_failed_expectation_stops_the_replay(tmp_path):
    task = make_task(tmp_path)
    acts = rows(tmp_path, ["", "", "0 items left", ""], ["performed"] * 4)
    ocr = texts({})
    page = score_page(task, "m", "r1", acts, judge=OfflineJudge(ocr), protocol=get_protocol("paper"), dino=None,
                      cache=FeatureCache(tmp_path / "c"), ocr=ocr)
    ts = page.task_score
    assert ts["ifs"] == pytest.approx(1 / 3) and ts["first_failure"] == 2 and ts["first_failure_kind"] == "assertion_failed"
    assert [a["step"] for a in page.assertions] == [2]  # step 3 never judged


def test_a_task_without_a_page_scores_zero_and_keeps_its_failure_kind(tmp_path):
    page = score_no_page(make_task(tmp_path), "m", "r", judge_name="iwr/offline", protocol=get_protocol("paper"), dino=None,
                         kind="rate_limited")
    ts = page.task_score
    assert (ts["ifs"], ts["vfs"], ts["final"], ts["generation_ok"]) == (0.0, 0.0, 0.0, False)
    assert ts["first_failure_kind"] == "rate_limited" and page.assertions == [] and page.checkpoints == []
    assert score_no_page(make_task(tmp_path), "m", "r", judge_name="j", protocol=get_protocol("paper"), dino=None,
                         kind=None).task_score["first_failure_kind"] == "no_page"
