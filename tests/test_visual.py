"""OCR in reading order, the ground-truth feature cache, and checkpoint visual scores."""

import pytest
from PIL import Image, ImageDraw, ImageFont

from tasks import visual


def box(x0, y0, x1, y1):
    return [[x0, y0], [x1, y0], [x1, y1], [x0, y1]]


def test_reading_order_groups_lines_then_left_to_right():
    items = [
        (box(300, 12, 400, 32), "world"),   # same line as "Hello", centre 2 px lower
        (box(10, 10, 120, 30), "Hello"),
        (box(10, 60, 90, 80), "second"),
        (box(200, 58, 300, 78), "line"),
        (box(10, 100, 60, 120), "end"),
    ]
    assert visual.reading_order(items) == "Hello world\nsecond line\nend"
    assert visual.reading_order([]) == ""


def render(lines, size=(640, 240)):
    im = Image.new("RGB", size, "white")
    d = ImageDraw.Draw(im)
    font = ImageFont.load_default(size=36)
    for i, text in enumerate(lines):
        d.text((20, 20 + 60 * i), text, fill="black", font=font)
    return im


@pytest.mark.slow
def test_rapidocr_reads_a_rendered_page(tmp_path):
    p = tmp_path / "page.png"
    render(["Buy milk today", "3 items left"]).save(p)
    text = visual.ocr_text(p)
    assert text.lower().replace(" ", "") == "buymilktoday\n3itemsleft"


def tiny_scorer(tmp_path):
    from tasks import dino
    from tests.test_dino import tiny_dino_graph

    tiny_dino_graph(tmp_path / dino.MODEL_FILE)
    return dino.load_scorer(tmp_path)


def test_ground_truth_features_are_computed_once_and_reused(tmp_path):
    gt = tmp_path / "gt.png"
    shot = tmp_path / "shot.png"
    Image.new("RGB", (64, 64), "white").save(gt)
    Image.new("RGB", (64, 64), "white").save(shot)
    calls = []

    def ocr(p):
        calls.append(p)
        return "Same text" if p == gt else "same text"

    cases = [visual.CheckpointCase(0, gt, shot), visual.CheckpointCase(2, gt, None, "page_crashed")]
    cache = visual.FeatureCache(tmp_path / "features")
    scorer = tiny_scorer(tmp_path)
    first = visual.score_visual(cases, cache=cache, dino=scorer, center_crop=True, ocr=ocr)
    assert (cache.computed, cache.reused) == (2, 1)  # gt text + gt embedding; step 2 reuses the text
    assert first[0].ocr_score == 1.0 and first[0].dino_score == pytest.approx(1.0)
    assert first[1].ocr_score == 0.0 and first[1].dino_score == 0.0 and first[1].error_kind == "page_crashed"
    again = visual.FeatureCache(tmp_path / "features")  # another run, another model
    visual.score_visual(cases[:1], cache=again, dino=scorer, center_crop=True, ocr=ocr)
    assert (again.computed, again.reused) == (0, 2)
    assert calls.count(gt) == 1


def test_without_dino_the_dino_score_is_null(tmp_path):
    gt = tmp_path / "gt.png"
    Image.new("RGB", (8, 8)).save(gt)
    r = visual.score_visual([visual.CheckpointCase(0, gt, gt)], cache=visual.FeatureCache(tmp_path), dino=None,
                            center_crop=True, ocr=lambda p: "")
    assert r[0].dino_score is None and r[0].ocr_score == 1.0
