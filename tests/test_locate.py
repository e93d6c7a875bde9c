"""The locator's scoring and decision, on hand-made candidate lists (no browser)."""

from tasks.locate import choose, field_match, locate, parse_description, parse_llm_reply


def cand(index, tag="button", role="button", text="", **kw):
    base = {"index": index, "tag": tag, "role": role, "text": text, "name": "", "placeholder": "", "title": "",
            "alt": "", "value": "", "label": "", "context": "", "ancestor": -1, "label_for": -1, "box": [0, 0, 10, 10]}
    base.update(kw)
    return base


def test_parse_description_finds_quotes_and_roles():
    q = parse_description("Click the 'Sign in' button at the top")
    assert q.quoted == ("Sign in",)
    assert "button" in q.roles
    q = parse_description("Type \u201cBuy milk\u201d into the search box")
    assert q.quoted == ("Buy milk",) and "searchbox" in q.roles and "textbox" in q.roles
    # An apostrophe inside a word is not a quote.
    assert parse_description("Open the user's profile menu").quoted == ()


def test_quoted_exact_match_beats_containment_and_long_text():
    assert field_match("add", "add") == 100
    assert 90 < field_match("add", "add to cart") < 100 or field_match("add", "add to cart") > 70
    assert field_match("add", "add") > field_match("add", "add to cart") > field_match("add", "a very long paragraph where add appears once among many words")


def test_clear_winner_is_taken_with_score_and_runner_up():
    cands = [cand(0, text="Sign in"), cand(1, text="Sign up"), cand(2, tag="a", role="link", text="Help")]
    c = choose(parse_description("Click the 'Sign in' button"), cands)
    assert c.index == 0 and c.method == "fuzzy"
    assert c.score == 100 and c.runner_up is not None and c.runner_up < c.score - 8


def test_role_word_breaks_a_text_tie():
    cands = [cand(0, tag="a", role="link", text="Pricing"), cand(1, text="Pricing")]
    assert choose(parse_description("Click the 'Pricing' link"), cands).index == 0
    assert choose(parse_description("Click the 'Pricing' button"), cands).index == 1


def test_identical_buttons_are_ambiguous_without_context():
    cands = [cand(0, text="Delete", context="Buy milk Delete"), cand(1, text="Delete", context="Walk dog Delete")]
    c = choose(parse_description("Click the 'Delete' button"), cands)
    assert c.index is None and c.error_kind == "ambiguous"
    # A second quote naming the row settles it.
    c = choose(parse_description("Click the 'Delete' button of 'Walk dog'"), cands)
    assert c.index == 1


def test_nested_candidates_are_one_target_not_a_tie():
    cands = [cand(0, tag="div", role="", text="Checkout"), cand(1, text="Checkout", ancestor=0)]
    c = choose(parse_description("Click 'Checkout'"), cands)
    assert c.index in (0, 1) and c.error_kind is None


def test_label_stands_for_its_field():
    cands = [cand(0, tag="label", role="label", text="Email", label_for=1),
             cand(1, tag="input", role="textbox", text="", label="Email", editable=True)]
    assert choose(parse_description("Type into the 'Email' field"), cands).index == 1


def test_field_found_by_placeholder_and_icon_by_alt():
    cands = [cand(0, tag="input", role="textbox", placeholder="Search products"), cand(1, text="Go")]
    assert choose(parse_description("Click the search products box"), cands).index == 0
    cands = [cand(0, text="", alt="Shopping cart"), cand(1, text="", alt="Account")]
    assert choose(parse_description("Click the shopping cart icon"), cands).index == 0


def test_nothing_alike_is_not_found():
    c = choose(parse_description("Click the 'Checkout' button"), [cand(0, text="Home"), cand(1, text="About")])
    assert c.index is None and c.error_kind == "not_found"
    assert choose(parse_description("Click 'x'"), []).error_kind == "not_found"


def test_llm_is_asked_only_when_unclear_and_recorded():
    calls = []

    def llm(prompt, png):
        calls.append(prompt)
        return '{"index": 1}'

    clear = [cand(0, text="Save"), cand(1, text="Cancel")]
    assert locate("Click", "Click 'Save'", clear, llm=llm).method == "fuzzy" and not calls
    tie = [cand(0, text="Delete"), cand(1, text="Delete")]
    c = locate("Click", "Click the second 'Delete' button", tie, llm=llm)
    assert (c.index, c.method, c.llm_calls) == (1, "llm", 1) and len(calls) == 1
    assert "Delete" in calls[0]


def test_llm_failure_is_an_llm_error_row():
    def broken(prompt, png):
        raise TimeoutError("provider timed out")

    c = locate("Click", "Click 'Delete'", [cand(0, text="Delete"), cand(1, text="Delete")], llm=broken)
    assert c.index is None and c.error_kind == "llm_error" and c.llm_calls == 1


def test_parse_llm_reply_rejects_unknown_index():
    cands = [cand(3)]
    assert parse_llm_reply('sure: {"index": 3}', cands) == 3
    assert parse_llm_reply('{"index": null}', cands) is None
    for bad in ("no json", '{"index": 9}'):
        try:
            parse_llm_reply(bad, cands)
        except ValueError:
            continue
        raise AssertionError(bad)
