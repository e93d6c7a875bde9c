"""The visibility battery (``tests/fixtures/visibility/``): "a person sees X" means what the screenshot shows.

First the fixture is sound (no browser): every case builds a page, names are unique, the ways
issue 25 lists are all there, the pictures the cases use exist. Then every case is judged
(``iwr_bench.bench.visibility``), one test id per case: no hidden text passes, no visible text
fails without at least an undecided verdict, the inline-markup case passes. All 133 go through
the fast path (one browser context, the run's page state, screenshot and offline judge); a
dozen, one per family, also through the run's own path (``replay_page`` + ``score_page``), and
both paths must agree. OCR texts are kept by image content in pytest's cache folder.
"""

from __future__ import annotations

import re

import pytest

from iwr_bench.bench.visibility_cases import FIXTURE, SEES, Case, load_battery, write_dataset

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


# ---------------------------------------------------------------- every case judged

CASES = load_battery().cases
# One case per family, through the run's own path too: colour, cover, filter, clip, shadow root,
# frame, canvas, image, generated content, inline markup, form control, plain text.
REAL_PATH = ["white-oklch", "covered-by-svg-rect", "filter-blur", "clip-path-inset", "closed-shadow-root", "iframe-srcdoc",
             "canvas-text", "image-of-text", "before-content", "inline-markup", "input-value", "plain-paragraph"]


def _cache(pytestconfig, tmp_path_factory, name: str):
    from pathlib import Path

    cache = getattr(pytestconfig, "cache", None)  # absent under -p no:cacheprovider
    return Path(cache.mkdir(name)) if cache is not None else tmp_path_factory.mktemp(name)


@pytest.fixture(scope="module")
def ocr_cache(pytestconfig, tmp_path_factory):
    return _cache(pytestconfig, tmp_path_factory, "iwr-visibility-ocr")


@pytest.fixture(scope="module")
def judged(ocr_cache, tmp_path_factory):
    from iwr_bench.bench.visibility import run_one_context

    return {r.case.name: r for r in run_one_context(work=tmp_path_factory.mktemp("visibility"), cache=ocr_cache)}


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.parametrize("name", [c.name for c in CASES])
def test_the_judge_says_what_a_person_sees(judged, name):
    r = judged[name]
    if r.case.sees == "hidden":
        assert "pass" not in (r.verdict_expect, r.verdict_quoted), f"hidden ({r.case.what}), yet passed: {r.reason_expect} / {r.reason_quoted}"
    else:
        assert r.outcome == "performed", r.error
        assert r.verdict_expect != "fail", f"visible ({r.case.what}), yet failed: {r.reason_expect}"
        assert r.verdict_quoted != "fail"  # without expect the offline judge never fails


@pytest.mark.browser
@pytest.mark.slow
def test_inline_markup_passes_and_is_read_as_words(judged):
    """`Add<span>ed</span> <b>to</b> cart` was read as 'Addedto cart': the space between two inline
    elements is drawn, so it is read (tasks/sandbox/js/seen.js)."""
    r = judged["inline-markup"]
    assert (r.verdict_expect, r.verdict_quoted) == ("pass", "pass"), (r.reason_expect, r.reason_quoted)
    assert "Added to cart" in r.page_text.split("\n")
    assert "Added to cart" in judged["span-per-word"].page_text.split("\n")


@pytest.mark.browser
@pytest.mark.slow
def test_the_runs_own_path_agrees_with_the_fast_path(judged, ocr_cache, tmp_path):
    from iwr_bench.bench.visibility import run_battery

    real = {r.case.name: r for r in run_battery(names=REAL_PATH, work=tmp_path, cache=ocr_cache)}
    for name in REAL_PATH:
        fast = judged[name]
        assert real[name].outcome == "performed", (name, real[name].error)
        assert (real[name].verdict_expect, real[name].verdict_quoted) == (fast.verdict_expect, fast.verdict_quoted), name
        assert real[name].page_text == fast.page_text, name
