"""The mutant registry's pure parts: injection, construction, the expected-vs-observed check, the table."""

from __future__ import annotations

import pytest

from tests.mutants import (
    KINDS,
    Detection,
    Expected,
    Observation,
    check,
    detection_markdown,
    first_use,
    inject,
    make_mutant,
    selectors_by_step,
)

PAGE = "<!DOCTYPE html><html><body><button id='go'>Go</button></body></html>"


def test_inject_goes_before_the_last_body_end():
    assert inject("<body>a</body><!-- </BODY> -->x</BODY>", "S") == "<body>a</body><!-- </BODY> -->xS\n</BODY>"
    assert inject("<p>no body</p>", "S") == "<p>no body</p>\nS\n"


def test_selector_is_a_json_literal_in_the_script():
    """A selector with both kinds of quote must not end the script's string early."""
    html = make_mutant("handler_removed", PAGE, step=1, selector="button[aria-label=\"Like Maya's post\"]").html
    assert 'const SEL = "button[aria-label=\\"Like Maya\'s post\\"]";' in html
    assert html.index("data-iwr-mutant") < html.index("</body>")


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_every_kind_changes_the_page(kind):
    spec = KINDS[kind]
    kw = {"step": 1, "selector": "#go", "old": "Go", "new": "Proceed"} if spec.needs else {}
    m = make_mutant(kind, PAGE, **kw)
    assert m.html != PAGE and m.kind == kind and m.expected == spec.expected
    assert m.step == (1 if spec.needs else None)


def test_make_mutant_names_what_is_missing():
    with pytest.raises(ValueError, match="needs selector"):
        make_mutant("overlay", PAGE, step=1)
    with pytest.raises(ValueError, match="needs step"):
        make_mutant("overlay", PAGE, selector="#go")
    with pytest.raises(ValueError, match="needs old, new"):
        make_mutant("relabel_wrong", PAGE, step=1, selector="#go")
    with pytest.raises(KeyError, match="unknown mutant kind 'nope'"):
        make_mutant("nope", PAGE)


ORIG = Observation(None, None, 1.0, ocr0=1.0)


def test_check_fails_at_step():
    exp = Expected("fails_at_step", ("assertion_failed",))
    assert check(exp, 3, ORIG, Observation(3, "assertion_failed", 2 / 6)) == (True, [])
    ok, why = check(exp, 3, ORIG, Observation(2, "assertion_failed", 1 / 6))
    assert not ok and "first failure at step 3, got 2" in why[0]
    ok, why = check(exp, 3, ORIG, Observation(3, "not_found", 2 / 6))
    assert not ok and "expected assertion_failed at step 3, got not_found" in why[0]
    # An original that already fails there makes the case meaningless.
    ok, why = check(exp, 3, Observation(2, "timeout", 1 / 6), Observation(3, "assertion_failed", 2 / 6))
    assert not ok and "proves nothing" in why[0]


def test_check_unchanged_and_drops():
    exp = Expected("unchanged", drops=("ocr",))
    assert check(exp, None, ORIG, Observation(None, None, 1.0, ocr0=0.5))[0]
    ok, why = check(exp, None, ORIG, Observation(4, "not_found", 0.5, ocr0=0.5))
    assert not ok and "IFS changed" in why[0]
    ok, why = check(exp, None, ORIG, Observation(None, None, 1.0, ocr0=0.97))
    assert not ok and "OCR did not drop: 1.000 -> 0.970" in why[0]
    ok, why = check(Expected("not_checked", drops=("dino",)), None, ORIG, Observation(1, "x", 0.0, ocr0=0.2))
    assert not ok and why == ["DINO not measured"]


def test_first_use():
    sel = {1: "#q1", 2: "#theme", 3: "#q1", 5: "#q5"}
    assert first_use(sel, 1) and first_use(sel, 2) and first_use(sel, 5)
    assert not first_use(sel, 3) and not first_use(sel, 4)


def test_selectors_by_step_reads_the_trajectory(tmp_path):
    t = tmp_path / "trajectory.yaml"
    t.write_text(
        "id: 1\nsource_website: x\nclassification: {interaction_complexity: L2, visual_complexity: low, domain: d, sub_domain: s}\n"
        "recording: {resolution: 800x600, environment: desktop}\nactions:\n"
        "  - {type: Click, description: \"Click 'Go'\", selector: '#go'}\n"
        "  - {type: Scroll, description: Scroll down, direction: down}\n"
    )
    assert selectors_by_step(t) == {1: "#go"}


def test_detection_markdown_counts_and_marks():
    rows = [Detection("overlay", 3, 1, "fails at step 1", "no failure", False),
            Detection("handler_removed", 3, 1, "fails at step 1", "fails at step 1", True),
            Detection("layout_shuffled", 1, None, "DINO drops", "no failure", None, "DINO absent")]
    md = detection_markdown(rows)
    lines = md.splitlines()
    assert lines[4].startswith("| handler_removed | 3 | 1 |") and lines[4].endswith("| yes |")
    assert "| layout_shuffled | 1 | - | DINO drops | no failure (DINO absent) | skipped |" in md
    assert "| **NO** |" in lines[6]
    assert "1 of 2 checked mutants detected as expected; 1 skipped." in md
