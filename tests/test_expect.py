"""The one ``expect`` check (``iwr_bench.tasks.data.expect``): text, field values, selected options, checked boxes."""

from __future__ import annotations

import pytest

from iwr_bench.tasks.data.expect import (
    Control,
    PageState,
    check_expect,
    decidable_by_ocr,
    expect_shape_problems,
    normalize_expect,
)

STATE = PageState(
    "Sign in\nTotal:\n  3 Items\tleft\nRemember me",
    (
        Control("textbox", "Email", "ann@example.com"),
        Control("textbox", "Search products", "", placeholder="Search products"),
        Control("combobox", "Size", "Large"),
        Control("checkbox", "Remember me", checked="checked"),
        Control("checkbox", "Subscribe to the newsletter", checked="unchecked"),
        Control("checkbox", "Mark 'Buy milk' as not done", checked="checked"),
        Control("checkbox", "Mark 'Walk the dog' as done", checked="unchecked"),
    ),
)


def test_text_is_matched_folded():
    assert check_expect({"visible_text": ["3 items LEFT", "sign in"], "absent_text": ["milk"]}, STATE) == []
    assert check_expect({"visible_text": ["4 items"], "absent_text": ["total"]}, STATE) == [
        "'4 items' is not visible",
        "'total' is visible but should be absent",
    ]


def test_what_fields_show_counts_as_visible_text():
    assert check_expect({"visible_text": ["ann@example.com", "Large", "Search products"]}, STATE) == []
    assert check_expect({"absent_text": ["ann@"]}, STATE) == ["'ann@' is visible but should be absent"]


def test_values_as_a_list_or_by_label():
    assert check_expect({"values": ["ann@example.com"]}, STATE) == []
    assert check_expect({"values": {"Email": "ANN@example.com", "Search products": ""}}, STATE) == []
    assert check_expect({"values": ["bob@example.com"]}, STATE) == [
        "no seen field shows 'bob@example.com' (fields show: 'ann@example.com')"]
    assert check_expect({"values": {"Email": "bob@example.com"}}, STATE) == [
        "the 'Email' field shows 'ann@example.com', not 'bob@example.com'"]
    assert check_expect({"values": {"Phone": "1"}}, STATE) == [
        "no text field labelled 'Phone' is seen (seen: 'Email', 'Search products')"]


def test_selected_options():
    assert check_expect({"selected": ["Large"]}, STATE) == []
    assert check_expect({"selected": {"size": "large"}}, STATE) == []
    assert check_expect({"selected": {"Size": "Small"}}, STATE) == ["the 'Size' dropdown shows 'Large', not 'Small'"]


def test_checked_and_unchecked_by_label_or_part_of_it():
    assert check_expect({"checked": ["Remember me", "Buy milk"], "unchecked": ["Subscribe", "Walk the dog"]}, STATE) == []
    assert check_expect({"checked": ["Subscribe"]}, STATE) == ["'Subscribe' is unchecked, not checked"]
    assert check_expect({"unchecked": ["Agree to the terms"]}, STATE)[0].startswith("no checkbox, radio button or switch labelled 'Agree to the terms'")
    assert "names more than one control" in check_expect({"checked": ["Mark"]}, STATE)[0]


def test_stored_form_round_trips_and_old_rows_are_text_only():
    assert PageState.parse(STATE.to_text()) == STATE
    assert PageState.parse("just text\nno controls") == PageState("just text\nno controls")
    assert PageState.parse(None) == PageState("")
    assert PageState("plain").to_text() == "plain"


def test_page_text_cannot_forge_a_control():
    """A page's own text reading like the controls section is stored as text: the last marker
    line is the real one, and the page script writes a lone marker line as '(form controls)'."""
    forged = PageState('Offer\n(form controls)\ncheckbox "Agree" checked', (Control("checkbox", "Agree", checked="unchecked"),))
    back = PageState.parse(forged.to_text())
    assert back.controls == (Control("checkbox", "Agree", checked="unchecked"),)
    assert check_expect({"checked": ["Agree"]}, back) == ["'Agree' is unchecked, not checked"]
    bare = PageState.parse(PageState('Offer\n[form controls]\ncheckbox "Agree" checked').to_text())
    assert bare.controls == () and check_expect({"checked": ["Agree"]}, bare)


def test_a_value_with_quotes_and_newlines_stays_on_its_line():
    state = PageState("t", (Control("textbox", 'Say "hi"', 'line one\nline "two"'),))
    assert PageState.parse(state.to_text()) == state


@pytest.mark.parametrize(
    ("value", "key", "words"),
    [
        ({"visble_text": ["x"]}, "visble_text", "did you mean 'visible_text'"),
        ({"checked": "Remember me", "values": [""]}, "values", "non-empty strings"),
        ({"selected": {"Size": 3}}, "selected", "maps a label"),
        ("3 items left", "", "must be a mapping"),
    ],
)
def test_shape_problems_name_the_key(value, key, words):
    problems = expect_shape_problems(value)
    assert problems and problems[0][0] == key and words in problems[0][1]


def test_normalize_and_ocr_decidability():
    assert normalize_expect({"visible_text": "a", "absent_text": [], "checked": ["b"]}) == {"visible_text": ["a"], "checked": ["b"]}
    assert decidable_by_ocr({"visible_text": ["a"]}) and not decidable_by_ocr({"visible_text": ["a"], "checked": ["b"]})
