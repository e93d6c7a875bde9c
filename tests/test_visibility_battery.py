"""The visibility battery's fixture (``tests/fixtures/visibility/``) is sound: every case builds a
page, names are unique, the ways issue 25 lists are all there, and the pictures the cases use exist.

The battery itself runs with ``python -m iwr_bench.bench.visibility`` (a few minutes; see the fixture's
README.md for the baseline it measured). These checks need no browser.
"""

from __future__ import annotations

import re

import pytest

from iwr_bench.bench.visibility import FIXTURE, SEES, Case, load_battery, write_dataset

# Every way issue 25 names, by the case that stands for it.
ISSUE_HIDDEN = [
    "text-security-disc", "white-oklch", "white-color-function", "white-color-mix", "white-on-white-gradient",
    "white-on-white-image", "covered-by-svg-rect", "covered-by-after", "covered-by-inert-overlay", "covered-by-border",
    "covered-by-outline", "covered-by-inset-shadow", "covered-by-shadow-root-overlay", "mask-image", "filter-blur",
    "filter-brightness", "blend-screen", "bidi-reversed", "content-visibility-hidden", "closed-details", "hidden-until-found",
    "font-size-4px", "letter-spacing-minus-1em",
]
CLASSIC_HIDDEN = [
    "display-none", "visibility-hidden", "opacity-zero", "off-screen-left", "clip-path-inset", "zero-size-overflow-hidden",
    "same-colour-as-background", "behind-via-z-index",
]
ISSUE_VISIBLE = [
    "closed-shadow-root", "open-shadow-root", "nested-shadow-roots", "iframe-srcdoc", "canvas-text", "image-of-text",
    "before-content", "attr-content", "zero-width-space", "soft-hyphen", "broken-image-alt", "inline-block-per-letter",
    "inline-markup", "aria-hidden-text",
]


@pytest.fixture(scope="module")
def battery():
    return load_battery()


def test_the_battery_is_as_large_as_the_issue_asks(battery):
    sees = [c.sees for c in battery.cases]
    assert set(sees) <= set(SEES)
    assert sees.count("hidden") >= 45 and sees.count("visible") >= 36
    assert len({c.name for c in battery.cases}) == len(battery.cases)


def test_every_way_the_issue_names_is_a_case_labelled_by_what_a_person_sees(battery):
    by_name = {c.name: c for c in battery.cases}
    for name in ISSUE_HIDDEN + CLASSIC_HIDDEN:
        assert by_name[name].sees == "hidden", name
    for name in ISSUE_VISIBLE:
        assert by_name[name].sees == "visible", name
    # aria-hidden hides from screen readers only; the inline-markup case is the issue's own markup.
    assert "aria-hidden" in by_name["aria-hidden-text"].html
    assert "Add<span>ed</span> <b>to</b> cart" in by_name["inline-markup"].html


def test_every_case_builds_a_page_that_shows_nothing_before_the_click(battery):
    for case in battery.cases:
        page = battery.page(case)
        assert "/*CASE_" not in page and "<!--CASE_HTML-->" not in page, case.name
        # The expected words are only ever inside the template (or the case's script), never in the
        # page a person sees before the click.
        outside = re.sub(r"<template id=\"case\">.*?</template>|<script>.*?</script>|<style id=\"case-css\">.*?</style>", "",
                         page, flags=re.S)
        assert "added to cart" not in outside.lower(), case.name


def test_a_case_that_would_break_the_base_page_is_refused(battery):
    with pytest.raises(ValueError, match="end the base page"):
        battery.page(Case("bad", "hidden", "nothing", html="</template><p>Added to cart</p>"))


def test_the_pictures_the_cases_use_are_there_and_the_broken_one_is_not(battery):
    used = {m for c in battery.cases for m in re.findall(r"assets/([\w.-]+)", c.html + c.css)}
    assert "missing.png" in used and not (FIXTURE / "assets" / "missing.png").exists()
    for name in used - {"missing.png"}:
        assert (FIXTURE / "assets" / name).is_file(), name


def test_the_dataset_holds_the_task_with_and_without_expect(battery, tmp_path):
    from iwr_bench.tasks.data.dataset import load_dataset

    tasks = {t.task_id: t for t in load_dataset(write_dataset(battery, tmp_path)).tasks}
    (a1,), (a2,) = tasks[1].actions, tasks[2].actions
    assert a1.logical_assertion == a2.logical_assertion == battery.assertion
    assert a1.expect == {"visible_text": ["Added to cart"]} and a2.expect == {}
    assert (tasks[1].assets_dir / "added-to-cart.png").is_file()
