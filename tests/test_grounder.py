"""The LLM grounder end to end: the replay, LiteLLM and the local OpenAI-compatible server (tests/llm_server.py).

A step the locator is not sure of (two identical "Publish" buttons) is put to the grounder once,
with the screenshot marked with numbered boxes; its answer decides the step. An answer that names
no mark leaves the step undecided (``tie``), acted on the locator's best, never guessed. A step the
locator is sure of costs no call. A text clicked for want of a control ("the Overview heading") is
shown as mark 1, the nearest controls after it.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from iwr_bench.tasks.locate.decide import litellm_grounder
from iwr_bench.tasks.locate.ground import mark_screenshot, marked, prompt
from iwr_bench.tasks.replay.page import replay_page
from tests.builders import act, at, fast, make_task

TWINS = Path(__file__).resolve().parent / "fixtures" / "pages" / "widgets" / "twins.html"
STEPS = [act(1, "Click", "Click 'Save draft'"), act(2, "Click", "Click 'Publish'"), act(3, "Click", "Click the 'Publish' button")]


def _replay(judge, tmp_path, server, model: str):
    return replay_page(make_task(STEPS), TWINS, tmp_path, browser=judge, llm=litellm_grounder(at(server, model), budget=fast()))


@pytest.mark.browser
def test_every_flagged_step_is_asked_once_and_its_answer_used(judge, tmp_path, llm_server):
    r = _replay(judge, tmp_path, llm_server, "grounder-second")
    saved, first, second = r.rows[1:]
    assert saved["method"] == "fuzzy" and not saved["flagged"] and saved["llm_calls"] == 0
    for row in (first, second):
        assert row["flagged"] and not row["tie"] and row["method"] == "llm" and row["llm_calls"] == 1
        assert "Clicked second" in row["page_text"], row["chosen"]  # mark 2 is the second button
        assert json.loads(row["evidence"])[0]["kind"] == "llm" and json.loads(row["runner_up"])["text"] == "Publish"
    asked = [q for q in llm_server.requests() if q.role == "grounder"]
    assert len(asked) == 2 and all(q.kind == "grounding" for q in asked)


@pytest.mark.browser
@pytest.mark.parametrize("model", ["grounder-unsure", "grounder-out-of-range"])
def test_an_unusable_answer_leaves_the_step_undecided(judge, tmp_path, llm_server, model):
    r = _replay(judge, tmp_path, llm_server, model)
    for row in r.rows[2:]:
        assert row["outcome"] == "performed" and row["tie"] and row["flagged"] and row["llm_calls"] == 1
        assert "Clicked first" in row["page_text"]  # the locator's best, acted on so the replay goes on
        assert "no usable answer" in json.loads(row["evidence"])[0]["detail"]
    assert llm_server.calls("grounder-unsure" if model == "grounder-unsure" else model) == 2


HEADING = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Guide</title>
<style>body { margin: 24px; font: 15px/1.4 system-ui, sans-serif; } button { margin: 8px; padding: 8px 14px; }</style></head>
<body><h1>Guide</h1><h3>Overview</h3><p>Read this first.</p><button>Next page</button><button>Print</button>
<p id="out">Nothing yet</p><script>document.addEventListener('click', (e) => {
  document.getElementById('out').textContent = 'Clicked ' + e.target.textContent; });</script>
</body></html>"""


@pytest.mark.browser
@pytest.mark.parametrize(("model", "landed"), [("grounder", "Clicked Overview"), ("grounder-second", "Clicked Next page")])
def test_a_text_clicked_for_want_of_a_control_is_put_to_the_grounder_and_its_answer_used(judge, tmp_path, llm_server, model, landed):
    """"Click the Overview heading" names no control: the locator's pick is the heading's text, never sure. The
    grounder sees that text as mark 1 and the nearest controls after it; its number decides where the click lands."""
    page = tmp_path / "guide.html"
    page.write_text(HEADING)
    task = make_task([act(1, "Click", "Click the Overview heading")])
    r = replay_page(task, page, tmp_path / "shots", browser=judge, llm=litellm_grounder(at(llm_server, model), budget=fast()))
    row = r.rows[-1]
    assert row["flagged"] and not row["tie"] and row["method"] == "llm" and row["llm_calls"] == 1, row
    assert landed in row["page_text"], row["chosen"]
    asked = [q for q in llm_server.requests() if q.role == "grounder"]
    assert len(asked) == 1 and asked[0].kind == "grounding"


def test_the_grounder_sees_the_candidates_numbered_on_the_screenshot():
    from PIL import Image

    page = [400, 300, 400, 300, 0, 0]
    cands = [{"index": 0, "tag": "button", "role": "button", "text": "Publish", "box": [20, 40, 80, 30], "page": page},
             {"index": 1, "tag": "button", "role": "button", "text": "Publish", "box": [200, 40, 80, 30], "page": page},
             {"index": 2, "tag": "span", "role": "", "text": "", "box": [205, 45, 60, 20], "page": page}]  # mark 2's label
    ranking = [type("S", (), {"index": i})() for i in (0, 1, 2)]
    shown = marked(cands, ranking)
    assert [c["index"] for c in shown] == [0, 1]
    blank = io.BytesIO()
    Image.new("RGB", (400, 300), "white").save(blank, format="PNG")
    img = Image.open(io.BytesIO(mark_screenshot(blank.getvalue(), shown))).convert("RGB")
    assert img.getpixel((20, 55)) != (255, 255, 255) and img.getpixel((200, 55)) != (255, 255, 255)  # box edges drawn
    assert img.getpixel((60, 55)) == (255, 255, 255)  # the element itself is left visible
    text = prompt("Click", "Click 'Publish'", shown)
    assert '1. button <button> "Publish" (20, 40, 80, 30)' in text and "2. button" in text and "Reply with the number" in text
