"""Picking the option a description names in a dropdown (native <select> and ARIA listbox)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from iwr_bench.tasks.locate.decide import evidence_line
from iwr_bench.tasks.locate.option import named_option
from iwr_bench.tasks.replay.page import replay_page
from iwr_bench.tasks.sandbox.settle import Limits
from tests.builders import PAGES, act, make_task

SORT = ["Featured", "Price: low to high", "Price: high to low", "Newest"]
SIZES = ["Choose a size", "Small", "Medium", "Large", "X-Large"]


def test_a_quoted_label_names_its_option_exactly_or_nearly():
    assert named_option("Select 'Price: low to high' in the 'Sort by' dropdown", SORT) == 1
    assert named_option("Select 'Large' in the size dropdown", SIZES) == 3
    assert named_option("Select 'x-large' in the size dropdown", SIZES) == 4
    assert named_option("Select 'Larg' in the size dropdown", SIZES) == 3  # a typo in the description


def test_unquoted_words_name_an_option_and_word_order_counts():
    assert named_option("Sort by price from low to high", SORT) == 1
    assert named_option("Sort the list by price, high to low", SORT) == 2
    assert named_option("Sort by newest first", SORT) == 3
    assert named_option("Choose large in the size dropdown", SIZES, "Size") == 3  # not X-Large, not "Choose a size"
    assert named_option("Set the country to United Kingdom", ["United States", "United Kingdom", "Germany"]) == 1


def test_an_option_said_whole_among_look_alikes_is_the_one_meant():
    """jquery-confirm's Versions menu: "Pick v3.3.1 from the Versions menu" picked no option, as v3.3.0 and v3.1.1 share
    its words; the one said whole (the longest of those said) is meant."""
    versions = ["v3.3.2", "v3.3.1", "v3.3.0", "v3.1.1", "v1.7.9", "v1.7", "v1.0"]
    assert named_option("Pick v3.3.1 from the Versions menu", versions, "Versions") == 1
    assert named_option("Choose v1.7.9 in the menu", versions) == 4
    assert named_option("Choose v1.7 in the menu", versions) == 5
    assert named_option("Open the Versions menu", versions, "Versions") is None


def test_a_description_that_names_no_option_picks_none():
    assert named_option("Click the sort dropdown", SORT) is None
    assert named_option("Open the size menu", SIZES) is None
    assert named_option("Pick a size", []) is None
    # "price" alone fits two options equally: the description does not say which.
    assert named_option("Sort by price", SORT) is None


def test_the_value_a_dropdown_shows_tells_it_apart_and_is_not_picked():
    """Issue 24 (stisla's sign-up form): "Click the 'Country' dropdown that shows 'Indonesia'" picked
    'Indonesia' again instead of opening the list; the quote after "shows" is how a person tells
    the dropdown apart, the option to pick is another quote or none."""
    countries = ["Indonesia", "Palestine", "Syria", "Malaysia", "Thailand"]
    assert named_option("Click the 'Country' dropdown that shows 'Indonesia'", countries) is None
    assert named_option("Open the dropdown showing 'Indonesia'", countries) is None
    assert named_option("In the dropdown that shows 'Indonesia', choose 'Syria'", countries) == 2
    assert named_option("Choose 'Malaysia'", countries) == 3


@pytest.mark.browser
def test_select_large_in_the_size_dropdown_picks_the_option_not_only_the_dropdown(judge, tmp_path):
    """Once the replay only clicked the <select> the locator chose for "Select 'Large' in the
    size dropdown": nothing changed, so the oracle of a page with a dropdown failed its step."""
    actions = [
        act(1, "Click", "Select 'Large' in the size dropdown"),
        act(2, "Click", "Choose Blue from the colour menu"),
        act(3, "Click", "Sort the reviews by rating, high to low"),
        act(4, "Click", "Select 'Small' in the size dropdown"),
    ]
    r = replay_page(make_task(actions), PAGES / "dropdowns.html", tmp_path, browser=judge, limits=Limits())
    failed = [(row["step"], row["error_kind"], row["error_message"]) for row in r.rows if row["outcome"] != "performed"]
    assert not failed
    by_step = {row["step"]: row for row in r.rows}
    assert "Selected size: Large." in by_step[1]["page_text"]
    assert "Selected colour: Blue." in by_step[2]["page_text"]  # an ARIA listbox: opened, then its option clicked
    assert "Reviews sorted by: Rating: high to low." in by_step[3]["page_text"]
    assert "Selected size: Small." in by_step[4]["page_text"]
    chosen = {k: json.loads(by_step[k]["chosen"]) for k in (1, 2, 3)}
    assert chosen[1]["tag"] == "select" and chosen[1]["option"] == "Large"
    assert chosen[2]["tag"] == "button" and chosen[2]["option"] == "Blue"
    assert chosen[3]["option"] == "Rating: high to low"
    assert "picked option 'Large'" in evidence_line(by_step[1]["evidence"])


@pytest.mark.browser
def test_a_dropdown_clicked_without_an_option_named_is_only_clicked(judge, tmp_path):
    r = replay_page(make_task([act(1, "Click", "Click the size dropdown")]), PAGES / "dropdowns.html", tmp_path,
                    browser=judge, limits=Limits())
    row = r.rows[1]
    assert row["outcome"] == "performed", row["error_message"]
    assert "option" not in json.loads(row["chosen"])
    assert "Selected size: none." in row["page_text"]


def test_fixture_page_exists():
    assert Path(PAGES / "dropdowns.html").is_file()


def test_shop_sizes_and_the_dropdowns_own_label():
    """Shops abbreviate sizes ("L"), and a placeholder option ("Choose a size") repeats the
    dropdown's label: neither may hide the option a person names."""
    shop = ["XS", "S", "M", "L", "XL"]
    assert named_option("Select 'Large' in the size dropdown", shop, "Size") == 3
    assert named_option("Pick small in the size menu", shop, "Size XS S M L XL") == 1  # "S" is not the "s" of "Size"
    assert named_option("Choose extra large", shop, "Size") == 4
    assert named_option("Select XL", shop) == 4
    assert named_option("Choose a size", SIZES, "Size") is None
    assert named_option("Set quantity to 2", ["1", "2", "3"], "Quantity") == 1


def test_a_label_that_wraps_the_dropdown_does_not_hide_its_options():
    """A <label>Sort reviews <select>…</label> reads the option texts too: they are still options."""
    opts = ["Most helpful", "Rating: low to high", "Rating: high to low"]
    label = "Sort reviews Most helpful Rating: low to high Rating: high to low"
    assert named_option("Sort the reviews by rating, high to low", opts, label) == 2


def test_a_keyboard_shortcut_beside_an_option_is_no_word_of_it():
    """summernote's paragraph menu: its buttons are named "Align center (CTRL+SHIFT+E)" and "Indent (CTRL+])"; the
    shortcut's words kept "the align center icon" from covering the option, and the menu was only opened."""
    menu = ["Align left (CTRL+SHIFT+L)", "Align center (CTRL+SHIFT+E)", "Align right (CTRL+SHIFT+R)",
            "Justify full (CTRL+SHIFT+J)", "Outdent (CTRL+[)", "Indent (CTRL+])"]
    assert named_option("In the paragraph menu, click the align center icon", menu, "Paragraph") == 1
    assert named_option("Click the indent button in the alignment dropdown", menu, "Paragraph") == 5
    assert named_option("Choose 'Ctrl' in the key menu", ["Ctrl", "Alt"]) == 0  # a key named as an option stays one


def test_a_menu_named_by_an_items_word_and_a_long_item_named_by_a_few_words():
    """Modular Admin's header menus. "Click Logout in the profile dropdown": "profile" names the menu, and its item
    Profile tied with Logout, so the menu was only opened; the words of what is clicked say which. "click the one about
    Zack Alien pushing a new commit": a notification says a name and a line, and the words said cover half of it; two
    of its words no other item says name it. A badge's count after a name ("Tasks 42") is no word of it."""
    profile = ["Profile", "Notifications", "Settings", "Logout"]
    assert named_option("Click Logout in the profile dropdown (the power icon one)", profile, "John Doe") == 3
    assert named_option("Open the profile menu", profile, "John Doe") == 0  # said alone, the item is meant
    notes = ["Zack Alien pushed new commit: Fix page load performance issue", "Amaya Hatsumi started new task: Dashboard UI",
             "Andy Nouman deployed new version of NodeJS REST Api V3", "View All"]
    assert named_option("In the notifications dropdown, click the one about Zack Alien pushing a new commit", notes) == 0
    assert named_option("In the notifications dropdown, click the new one", notes) is None  # a word all say names none
    assert named_option("Click the one from Zack in the notifications", notes) is None  # one word: not enough
    assert named_option("In the admin dropdown click Tasks", ["Updates 42", "Tasks 42", "Logout"], "admin") == 1
