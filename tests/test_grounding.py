"""The locator on the grounding corpus (benchmarks/grounding/): real pages, real browser, no LLM.

Each pattern's page is loaded once and all its cases are located on it, exactly as the replay
collects and locates (iwr_bench/bench/grounding.py). Issue 15: on pages written independently of the
locator, a 5x5 board failed its own oracle because near-ties failed as "ambiguous".
"""

import pytest

from iwr_bench.bench.grounding import CORPUS, load_corpus, run_corpus, table, totals

TOP1_MIN = 0.97
# The flag threshold is fitted out of fold on every corpus: on these pages, written for the locator's patterns, it flags
# 9.8 % with the twelfth round's table (twenty corpora) and 17.8 % with the thirteenth's (twenty-one, heldout19 among
# them): right picks on partial fits, which the published templates get wrong 5-10 % of the time; 25.0 % with the
# fourteenth's (twenty-five corpora, heldout20 to heldout23 among them: pages the locator gets right 62-81 % of the
# time make the one fitted model warier everywhere); 15.7 % with the fifteenth's (twenty-seven corpora: a link drawn as
# a button is now a button, so right picks of "the ... button" carry the role they were asked for); 21.0 % with the
# sixteenth's (twenty-nine corpora, flag below 0.9798: a jKanban board and a mail template made it warier); 18.7 % with
# the seventeenth's (thirty-one corpora, flag below 0.9365). The cap guards the
# locator's decisiveness against a regression; the share itself is the measured table's call.
LLM_SHARE_MAX = 0.25


def test_corpus_is_big_and_varied_enough():
    patterns = load_corpus(CORPUS)
    cases = [c for p in patterns for c in p.cases]
    assert len(patterns) >= 20 and len(cases) >= 250
    assert any(p.mobile for p in patterns) and any(p.paraphrase for p in patterns)
    # The board and its two descriptions are in it.
    board = next(p for p in patterns if p.name == "lights-out")
    said = {c.description for c in board.cases}
    assert "Click the light in the centre of the board (row 3, column 3)" in said
    assert "Click the 'Light row 3 column 3' button" in said


def test_collect_never_reads_the_marked_answers():
    """collect.js must not expose data-* attributes: the corpus marks its answers with data-expect. It reads ten by
    name, Bootstrap's toggle API (what a collapse toggle opens: a phone's navbar), an editable box's data-placeholder
    (the hint Tagify's and Quill's boxes draw through CSS) and a tooltip's words (where Bootstrap moves a title, and
    data-tooltip, data-tippy-content, data-tip: x-spreadsheet's toolbar), and no other."""
    import re

    from iwr_bench.tasks.sandbox.settle import js

    allowed = {"data-bs-target", "data-target", "data-bs-toggle", "data-toggle", "data-placeholder",
               "data-bs-original-title", "data-original-title", "data-tooltip", "data-tippy-content", "data-tip"}
    code = re.sub(r"//.*", "", js("collect"))
    read = re.findall(r"['\"](data-[\w-]+)['\"]", code)
    assert set(read) == allowed, read
    code = re.sub("['\"](" + "|".join(sorted(allowed, key=len, reverse=True)) + ")['\"]", "", code)
    assert ".dataset" not in code and "data-" not in code and ".attributes" not in code


@pytest.mark.browser
@pytest.mark.slow
def test_locator_top1_and_llm_share_on_the_corpus():
    summaries = run_corpus(load_corpus(CORPUS))
    report = table(summaries, misses=True)
    all_ = totals(summaries)
    assert not all_.leaked, "collect.js exposed the data-expect marker:\n" + report
    assert all_.top1 >= TOP1_MIN, f"top-1 {100 * all_.top1:.1f} % < {100 * TOP1_MIN:.0f} %:\n{report}"
    assert all_.llm_share <= LLM_SHARE_MAX, f"undecided {100 * all_.llm_share:.1f} % > {100 * LLM_SHARE_MAX:.0f} %:\n{report}"


def _write_site(root, html: str, cases: list[tuple[str, str]]) -> None:
    """A corpus of one site of ``html`` with Click ``cases`` (description, key) under ``root``."""
    import json

    site = root / "site"
    site.mkdir()
    (site / "index.html").write_text(html, encoding="utf-8")
    lines = "".join(f"  - {{description: {json.dumps(d)}, expect: {k}}}\n" for d, k in cases)
    (site / "cases.yaml").write_text("viewport: 800x600\ncases:\n" + lines, encoding="utf-8")


def _run_site(root, html: str, cases: list[tuple[str, str]], *, absent: bool = False):
    """One site of ``html`` with Click ``cases`` (description, key) run as the bench runs a pattern: every case's
    result."""
    from iwr_bench.bench.grounding import run_pattern
    from iwr_bench.tasks.replay.page import judge_scripts
    from iwr_bench.tasks.sandbox.browser import Viewport
    from iwr_bench.tasks.sandbox.judge_browser import JudgeBrowser

    _write_site(root, html, cases)
    (pattern,) = load_corpus(root)
    jb = JudgeBrowser(Viewport(800, 600), judge_scripts())
    try:
        return run_pattern(jb, pattern, absent=absent)[0]
    finally:
        jb.close()


def _measure_site(root, html: str, cases: list[tuple[str, str]]):
    """One site of ``html`` with Click ``cases`` (description, key), measured as the bench measures a corpus."""
    _write_site(root, html, cases)
    (summary,) = run_corpus(load_corpus(root))
    return summary


@pytest.mark.browser
def test_a_native_option_is_reached_through_its_select_as_the_replay_picks_it(tmp_path):
    """'Click Skype in the list': the locator rightly chooses the <select>, and the replay then picks
    the option named (named_option); the bench counts that as the marked option, and nothing else."""
    summary = _measure_site(tmp_path, "<label for=s>Messenger</label><select id=s><option>Slack</option>"
                            "<option data-expect='skype'>Skype</option><option>Hipchat</option></select><button>Send</button>",
                            [("Click 'Skype' in the Messenger list", "skype"), ("Click 'Hipchat' in the Messenger list", "skype"),
                             ("Click Send", "skype")])
    assert summary.cases == 3 and summary.correct == 1
    wrong = {m.case.description for m in summary.misses if not m.correct}
    assert wrong == {"Click 'Hipchat' in the Messenger list", "Click Send"}


@pytest.mark.browser
def test_a_wrapper_of_the_marked_control_counts_below_the_fold_too(tmp_path):
    """Shards' demo: a link wrapping the marked 'View Demo' button in the same box was counted wrong below the
    fold (no point there can be hit-tested without scrolling); a label works the switch its control sits in."""
    summary = _measure_site(tmp_path, "<div style='height: 2000px'></div><a href='#'><button data-expect='demo'>View Demo</button></a>"
                            "<a href='#' style='display: block; padding: 40px'>Other <button data-expect='other'>Docs</button></a>"
                            "<label><span class='toggle' data-expect='sw'><input type='checkbox'> On Off</span> Wi-Fi</label>",
                            [("Click 'View Demo'", "demo"), ("Click the Other link", "other"), ("Click the 'Wi-Fi' label", "sw")])
    assert summary.cases == 3 and summary.correct == 2, table([summary], misses=True)
    assert [m.case.description for m in summary.misses if not m.correct] == ["Click the Other link"]


@pytest.mark.browser
def test_the_control_of_a_marked_label_counts_as_the_label(tmp_path):
    """A checkbox drawn as its label over a hidden input (jQuery Mobile, AdminLTE's icheck): the case marks the label a
    person sees; the locator's pick of the input that label works is the same control, and nothing else is."""
    summary = _measure_site(tmp_path, "<div style='position:relative'><input type=checkbox id=c style='position:absolute;left:12px;top:12px;margin:0'>"
                            "<label for=c data-expect='c' style='display:block;position:relative;padding:10px 40px;background:#eee'>"
                            "Remember me</label></div>"
                            "<input type=checkbox id=d><label for=d>Stay signed out</label>",
                            [("Tick 'Remember me'", "c"), ("Tick 'Stay signed out'", "c")])
    assert summary.cases == 2 and summary.correct == 1, table([summary], misses=True)


@pytest.mark.browser
def test_a_label_holding_its_control_and_the_box_drawn_for_it_counts_as_that_box(tmp_path):
    """Puppertino's radios: a label holds the input, an empty span drawn as the round box (marked) and the text. The
    locator's pick of the label works the same radio; a link in a label ("the terms") is its own thing, and so is a
    box of another label."""
    radio = ("<label style='display:block;padding:8px'><input type=radio name=t style='opacity:0;position:absolute'>"
             "<span data-expect='{k}' style='display:inline-block;width:14px;height:14px;border-radius:7px;border:1px solid'>"
             "</span> {t}</label>")
    summary = _measure_site(tmp_path, radio.format(k="one", t="Thing one") + radio.format(k="two", t="Thing two")
                            + "<label style='display:block'><input type=checkbox> I agree to <a href='#' data-expect='terms'>"
                            "the terms</a> and the rules of the house</label>",
                            [("Select the radio button 'Thing one'", "one"), ("Pick Thing two", "two"),
                             ("Pick Thing two", "one"), ("Tick 'I agree to the terms and the rules of the house'", "terms")])
    assert summary.cases == 4 and summary.correct == 2, table([summary], misses=True)
    assert sorted(m.case.expect for m in summary.misses if not m.correct) == ["one", "terms"], table([summary], misses=True)


@pytest.mark.browser
def test_an_option_of_a_select_kept_for_screen_readers_is_the_item_a_person_picks(tmp_path):
    """The case marks the item of the list a person picks from (jQuery Mobile draws it away from the <select> it
    hides); the locator's pick of the button with that <select>'s option of the same text is the same choice, as the
    replay makes it (it opens the list and clicks the item showing the option's text). Another option is not."""
    hidden = "position:absolute;width:2px;height:2px;clip:rect(1px,1px,1px,1px)"
    summary = _measure_site(tmp_path, "<label for=b>Basic:</label><div class=ui-select><a href=# role=button aria-haspopup=true>One</a>"
                            f"<select id=b style='{hidden}'><option>One</option><option>Two</option><option>Three</option></select></div>"
                            "<ul hidden><li>One</li><li data-expect='two'>Two</li><li>Three</li></ul>",
                            [("Choose 'Two' in the Basic dropdown", "two"), ("Choose 'Three' in the Basic dropdown", "two")])
    assert summary.cases == 2 and summary.correct == 1, table([summary], misses=True)
    assert [m.case.description for m in summary.misses if not m.correct] == ["Choose 'Three' in the Basic dropdown"]


@pytest.mark.browser
def test_an_option_drawn_with_its_subtext_counts_as_the_item_marked(tmp_path):
    """bootstrap-select's item shows "WasabiHottest" (the option "Wasabi" and its subtext): the case marks that item,
    and the locator's pick of the box with the option "Wasabi" is the choice the replay makes. Another option is not."""
    from tests.builders import PAGES

    html = (PAGES / "widgets" / "subtext.html").read_text(encoding="utf-8")
    summary = _measure_site(tmp_path, html, [("Pick Wasabi (the hottest one) in the Vestibulum dropdown", "wasabi"),
                                             ("Pick Tabasco in the Vestibulum dropdown", "wasabi")])
    assert summary.cases == 2 and summary.correct == 1, table([summary], misses=True)
    assert [m.case.description for m in summary.misses if not m.correct] == ["Pick Tabasco in the Vestibulum dropdown"]


def test_a_choice_on_a_page_without_the_element_is_named_by_what_the_judge_does():
    from iwr_bench.bench.absent import absent_kind, absent_shares

    assert absent_kind(None, "not_found", False) == "not found"
    assert absent_kind(3, None, True) == "not sure" and absent_kind(None, "ambiguous", True) == "not sure"
    assert absent_kind(3, None, False) == "sure"
    assert absent_shares([None, None]) is None
    assert absent_shares(["sure", None, "not found", "not found"]) == {"not found": 2 / 3, "not sure": 0.0, "sure": 1 / 3}


@pytest.mark.browser
def test_each_case_is_also_measured_on_the_page_without_its_element_which_is_then_put_back(tmp_path):
    """``--absent``: what the judge does where a page lacks the element a case names. "Click Save" without Save finds
    nothing; "Click the first button" without the first picks the one left first. The element is put back after
    each case: the next case that names it finds it there."""
    results = _run_site(tmp_path, "<main><button data-expect='save'>Save</button>"
                        "<button data-expect='cancel'>Cancel</button><p>Nothing else here.</p></main>",
                        [("Click Save", "save"), ("Click the first button", "save"), ("Press the Save button", "save"),
                         ("Click Cancel", "cancel")], absent=True)
    assert [r.correct for r in results] == [True, True, True, True], [(r.case.description, r.chosen) for r in results]
    kinds = {r.case.description: r.absent for r in results}
    assert kinds["Click Save"] == "not found" and kinds["Press the Save button"] == "not found", kinds
    # (another element is picked: whether as sure is the calibration table's call)
    assert kinds["Click the first button"] in ("sure", "not sure") and kinds["Click Cancel"] == "not found", kinds


@pytest.mark.browser
def test_the_figures_on_what_shows_at_load_leave_out_what_a_step_before_would_show(tmp_path):
    """An item of a closed menu, or a dialog not yet open, is shown by a step before the described one: the line on
    what shows at load sets such cases apart. The menu's item is reached through its button (the replay opens the
    menu and picks it); the dialog's button is not found on the page as loaded. Below the fold counts as shown."""
    from iwr_bench.bench.grounding import CorpusResult

    results = _run_site(tmp_path, "<main><button data-expect='save'>Save</button><button>Menu</button>"
                        "<ul style='display: none'><li><a href='#' data-expect='archive'>Archive</a></li></ul>"
                        "<div style='height: 1500px'></div><button data-expect='help'>Help</button>"
                        "<div style='visibility: hidden'><button data-expect='ok'>Confirm</button></div></main>",
                        [("Click Save", "save"), ("In the menu click Archive", "archive"),
                         ("Click Help at the bottom", "help"), ("Click Confirm in the dialog", "ok")])
    assert [r.shown for r in results] == [True, False, True, False], [(r.case.description, r.shown) for r in results]
    assert [r.correct for r in results] == [True, True, True, False], [(r.case.description, r.chosen) for r in results]
    assert results[1].chosen["text"] == "Menu" and results[3].error_kind == "not_found", results
    line = CorpusResult("t", (), tuple(results)).at_load()
    assert line.startswith("2 of 4 cases shown at load: top-1 100.0 %, flagged "), line
    assert line.endswith(", confidently wrong 0.0 %"), line
