"""The passes of ``iwr_bench.tasks.locate.parse`` that read how the element looks and where it is:
colours and sizes, directions, positions on the screen, regions (places relative to other things are
``iwr_bench.tasks.locate.relate``)."""

from __future__ import annotations

import re

from iwr_bench.tasks.locate.query import (
    Nth,
    quote_index,
)
from iwr_bench.tasks.locate.state import State, capitalized
from iwr_bench.tasks.locate.text import STOPWORDS
from iwr_bench.tasks.locate.vocab import (
    ANCHOR_PREPS,
    ARROW_NOUNS,
    BUTTON_SET_NOUNS,
    CHECKED_STATE,
    CHOICE_VERBS,
    CLICKS,
    COLOURS,
    DESCRIBED,
    DIRECTION_WORDS,
    DISABLED_WORDS,
    DROPDOWN_NOUNS,
    EXPANDED_BY_VERB,
    EXPANDED_STATE,
    FILLER,
    ICON_NOUNS,
    LAYOUT_HEADS,
    LAYOUT_WORDS,
    LOCATION_PREPS,
    OUTLINE_WORDS,
    POSITIONS,
    REGION_LEAD,
    REGION_PHRASES,
    REGION_WORDS,
    RELATION_WORDS,
    ROLE_NOUNS,
    SIDE_WORDS,
    SIZE_WORDS,
    STATE_WORDS,
    SURFACE_NOUNS,
    SURFACE_TONES,
    UNDO_VERBS,
    WITH_CONTROLS,
)

__all__ = ["CORNER_EDGES", "directions", "instrument", "layouts", "looks", "of_screen", "positions", "regions"]


def _describes(s: State, i: int) -> bool:
    """Word ``i`` is an adjective of a noun that follows before a preposition ("the green 'Save' button",
    "the big play button"), not the name itself ("Choose Red", "Choose large in the size menu")."""
    for j in range(i + 1, len(s.toks)):
        w = s.toks[j]
        if w in ANCHOR_PREPS or w in LOCATION_PREPS or w == ",":
            return False
        if quote_index(w) is not None or w in ROLE_NOUNS or w in ICON_NOUNS or w in DESCRIBED or w in ARROW_NOUNS:
            return True
        if w not in FILLER and w not in COLOURS and w not in SIZE_WORDS and s.free(j):
            return True
    return False


# What a menu is chosen from ("Choose 'Separated link' in the red split button").
TRIGGER_NOUNS = DROPDOWN_NOUNS | {"button"}


def looks(s: State) -> None:
    """Colour and size words that describe the element ("the big green play button"), not the
    thing its place is told by ("the thumbnail under the big preview")."""
    place = next((j for j, w in enumerate(s.toks) if j >= 2 and (w in ANCHOR_PREPS or w in RELATION_WORDS)), len(s.toks))
    chooses = s.word(0) in CHOICE_VERBS
    s.checked = "true" if s.word(0) in UNDO_VERBS else ""  # "Untick 'Remember me'": it is ticked now
    s.expanded = EXPANDED_BY_VERB.get(s.word(0), "")  # "Collapse ...": it is open now
    part = any(w in ARROW_NOUNS for w in s.toks[:place])  # "the arrow of the green split button": a part of a button
    for i, w in enumerate(s.toks):
        if i > place and (chooses or part) and w in COLOURS and s.free(i) \
                and any(s.word(i + k) in TRIGGER_NOUNS for k in (1, 2, 3)):
            s.colours.add(w)  # "Choose 'Separated link' in the red split button": the dropdown chosen in is what is red
            s.used[i] = True
        elif i > place and w in COLOURS and s.free(i) and any(s.word(i + k) in BUTTON_SET_NOUNS for k in (1, 2, 3)):
            s.colours.add(w)  # "the gear icon of the red vertical button stack": a button set's colour is its buttons'
            s.used[i] = True
        elif i > place and w in COLOURS and (s.word(i + 1) in SURFACE_NOUNS or s.word(i + 2) in SURFACE_NOUNS):
            s.surface_colours.add(w)  # "View Details on the red card": the card's colour, not the link's
        elif i > place and w in SURFACE_TONES and (s.word(i + 1) in SURFACE_NOUNS or s.word(i + 2) in SURFACE_NOUNS) \
                and s.word(i + 1) not in COLOURS:
            s.surface_colours.add(w)  # "the dots in the dark table" ("the dark red table": red decides)
        if not s.free(i) or i > place:
            continue
        if w in COLOURS and _describes(s, i) and not capitalized(s.description, w):
            s.colours.add(w)
            s.used[i] = True
        elif w in SIZE_WORDS and _describes(s, i):
            s.size = SIZE_WORDS[w]
            s.used[i] = True
        elif w in ("dark", "light") and s.word(i + 1) in COLOURS:
            s.used[i] = True  # "dark blue": the colour word decides
        elif w in OUTLINE_WORDS and s.word(i - 1) in COLOURS and f"{s.word(i - 1)}-{w}" in s.description.lower():
            # "the red-outlined field", "the green-bordered input": the colour is its border's ("the red outlined DANGER
            # button in the OUTLINE row": Bootstrap's outline buttons, "outlined" a word of what it is)
            s.used[i] = True
        elif w in STATE_WORDS and s.word(i - 1) in ("the", "a", "an", "its") and _describes(s, i):
            s.used[i] = True  # "the empty checkbox of 'X'": its state, no word of its name
            s.empty = s.empty or w in ("empty", "blank")
            s.checked = s.checked or CHECKED_STATE.get(w, "")
        elif (w in DISABLED_WORDS or (w == "read" and s.word(i + 1) == "only")) and s.free(i) \
                and (_describes(s, i) or s.word(i + 1) in ("out", "only")):
            s.used[i] = True  # "the greyed-out 'Save' button", "the read-only field": how it is now, not its name
            if s.word(i + 1) in ("out", "only") and s.free(i + 1):
                s.used[i + 1] = True
            s.disabled = True
        elif w in EXPANDED_STATE and s.free(i) and s.word(i - 1) in ("the", "a", "an", "its") and i > 1:
            s.used[i] = True  # "Collapse the open first item": how it is now, no word of its name
            s.expanded = s.expanded or EXPANDED_STATE[w]


def directions(s: State) -> None:
    """Which way an arrow points: "the left arrow", "the arrow pointing right", "the down chevron"."""
    for i, w in enumerate(s.toks):
        if w not in ARROW_NOUNS:
            continue
        for j in (i - 1, i - 2, i + 1, i + 2):
            d = s.word(j)
            if d in DIRECTION_WORDS and (abs(j - i) == 1 or s.word(min(i, j) + 1) in ("facing", "pointing", "-")):
                s.direction = DIRECTION_WORDS[d]
                s.notes.append(f"direction {s.direction}")
                return
        if s.word(i + 1) in ("pointing", "facing") and s.word(i + 2) in DIRECTION_WORDS:
            s.direction = DIRECTION_WORDS[s.word(i + 2)]
            s.used[i + 1] = s.used[i + 2] = True
            return


SCREEN_NOUNS = frozenset({"page", "screen", "window", "site", "viewport"})
NEXT_WORDS = frozenset({"just", "immediately", "directly"})
CORNER_WORDS = frozenset({"corner", "corners", "side", "edge", "hand", "end"})


CORNER_EDGES = frozenset({"top", "bottom", "upper", "lower"})  # "the top right", "the lower left": a corner


def of_screen(s: State, i: int) -> bool:
    """"at the top left of the page": the side word is the screen's, not a thing's called 'page'."""
    k = _whole_at(s, i + 2 + (s.word(i + 1) == "side"))
    return s.word(k) in SCREEN_NOUNS


def _whole_at(s: State, i: int) -> int:
    """Where the noun after "of" is ("of the board" -> the index of "board")."""
    return i + 1 if s.word(i) in ("the", "a", "this", "that") else i


def positions(s: State) -> None:
    """"top right", "in the middle"; "middle of the right column" puts "middle" on the row."""
    first_content = next((i for i, w in enumerate(s.toks) if not s.used[i] and w not in FILLER), -1)
    for i, w in enumerate(s.toks):
        if s.used[i] or w not in POSITIONS:
            continue
        if i == first_content and w in ("center", "centre"):
            continue  # "Center the text": a verb
        if w == "right" and (s.word(i + 1) in RELATION_WORDS or s.word(i + 1) in ("between", "at", "in", "on")) \
                and s.word(i - 1) not in CORNER_EDGES:  # "at the top right, before 'Contacts'": a corner
            s.used[i] = True  # "right under Register", "right between": an adverb, no side
            continue
        if any(s.toks[i:i + len(ph.split("_"))] == ph.split("_") for ph in REGION_PHRASES):
            continue  # "from the left menu", "in the top bar": the name of a region, not where the element is in it
        if _named_with(s, i):
            continue  # "the align-right icon": the icon's name, not where it is
        if capitalized(s.description, w) and not _place_named(s, i):
            continue  # "Click the Right placement button", "Click Bottom": its label, not where it is
        pos = POSITIONS[w]
        if pos == "center" and s.col is not None and s.row is None:
            s.row, s.used[i] = Nth(middle=True), True
            continue
        if pos == "center" and s.row is not None and s.col is None:
            s.col, s.used[i] = Nth(middle=True), True
            continue
        if pos in ("left", "right") and (s.word(i + 1) == "of" or (s.word(i + 1) == "side" and s.word(i + 2) == "of")) \
                and not of_screen(s, i):
            if s.word(i - 1) not in NEXT_WORDS:  # "just right of 'X'": beside X, the relation alone places it
                s.sides.add(pos)  # "at the right of 'X'": X's side, not the screen's (the relations pass has the place)
        elif pos == "center" and s.word(i + 1) == "of" and s.word(_whole_at(s, i + 2)) not in SCREEN_NOUNS:
            s.sides.add(pos)  # "in the centre of the board": the middle of the board's look-alikes, not of the screen
        else:
            s.positions.add(pos)
            k = _whole_at(s, i + 2) if s.word(i + 1) == "of" else -1
            if k > 0 and s.word(k) in SCREEN_NOUNS:
                s.used[k] = True  # "at the very bottom of the page": the screen's place, no element's name
        s.used[i] = True
    if "front" in s.toks and s.row is None and any(t in ("row", "rows") for t in s.toks):
        s.row = Nth(1)
    s.screen_place = bool(s.positions - {"center"}) and _of_the_screen(s)  # "in the middle" is mostly of a set


def _place_named(s: State, i: int) -> bool:
    """A capitalized place word that is a place after all: "at the Top Right" (a place phrase after "at the")."""
    first = i - 1 if s.word(i - 1) in POSITIONS and capitalized(s.description, s.word(i - 1)) else i
    return s.word(first - 1) == "the" and s.word(first - 2) in LOCATION_PREPS | {"at", "in", "on"}


def _named_with(s: State, i: int) -> bool:
    """The position word is the end of a hyphened name ("align-right", "text-left"), not a place ("top-right")."""
    prev = s.word(i - 1)
    return bool(prev) and prev not in POSITIONS and prev not in ARROW_NOUNS and prev.isalpha() \
        and re.search(rf"\b{re.escape(prev)}-{re.escape(s.toks[i])}\b", s.description.lower()) is not None


def _of_the_screen(s: State) -> bool:
    """The position words place the element on the screen itself ("at the top right", "at the bottom right corner,
    next to ...", "at the very top of the page"), not in a thing named after them ("the top right of the grid",
    "the top-right card")."""
    last = max(i for i, w in enumerate(s.toks) if w in POSITIONS and s.used[i])
    j = last + 1
    while s.word(j) in CORNER_WORDS:
        j += 1
    nxt = s.word(j)
    if nxt == "of":
        return s.word(_whole_at(s, j + 1)) in SCREEN_NOUNS
    return nxt in ("", ",", "between", "and") or nxt in RELATION_WORDS or nxt in SIDE_WORDS or nxt == "to"


def regions(s: State) -> None:
    """Region words after a location preposition ("in the footer", "of the popup")."""
    for i in range(len(s.toks)):
        for ph in REGION_PHRASES:
            parts = ph.split("_")
            if s.toks[i:i + len(parts)] == parts:
                for k in range(1, len(parts)):
                    s.used[i + k] = True
                s.toks[i] = ph
                break
    for i, w in enumerate(s.toks):
        region = REGION_WORDS.get(w)
        if region is None:
            continue
        k = i - 1
        while k >= 0 and (s.toks[k] in STOPWORDS - LOCATION_PREPS or s.toks[k] in POSITIONS or s.toks[k] in REGION_LEAD
                          or s.toks[k] in LAYOUT_WORDS                          or s.toks[k] in COLOURS or s.toks[k] in SIZE_WORDS):
            k -= 1
        if k >= 0 and s.toks[k] in LOCATION_PREPS:
            s.regions.add(region)
            s.region_tokens.add(w)
        elif 2 <= k and s.toks[k - 1] == "the" and s.toks[k - 2] in LOCATION_PREPS and s.toks[k].isalpha() \
                and region != "menu" and w not in DROPDOWN_NOUNS:
            # "in the example navigation bar": one word of its own between ("in the Shop menu" is the menu the Shop
            # link opens, no region the item sits in yet)
            s.regions.add(region)
            s.region_tokens.add(w)


def layouts(s: State) -> None:
    """How the element's set is laid out: "the vertical pills", "the horizontal tab list"."""
    for i, w in enumerate(s.toks):
        if s.free(i) and w in LAYOUT_WORDS:
            s.layout = LAYOUT_WORDS[w]
            # (before a name it may be the name's own word too: C3's "Stacked Bar chart" example)
            after = s.word(i + 1)
            s.used[i] = not after or after in ROLE_NOUNS or after.rstrip("s") in ROLE_NOUNS or after in LAYOUT_HEADS
            s.notes.append(f"layout {s.layout}")


INSTRUMENT_WORDS = frozenset({"using", "via"})


def _with_instrument(s: State, i: int) -> bool:
    """"Zoom out of the map with the minus button": after a verb that is no click, "with the ... button" is the control
    used, not a thing the element has beside it ("Click the button with the bird")."""
    free = [k for k in range(i + 1, len(s.toks)) if s.free(k)]
    return (s.toks[i] == "with" and s.toks[0] not in CLICKS and i + 1 < len(s.toks)
            and s.toks[i + 1] == "the" and bool(free) and s.toks[free[-1]] in WITH_CONTROLS)


def instrument(s: State) -> None:
    """"Go to the third image of the left carousel using its dots": the words after "using" name the
    control; the free words before it say what for (weak words, like a purpose clause). The count,
    places and regions already read stay."""
    u = next((i for i, w in enumerate(s.toks) if i > 1 and (w in INSTRUMENT_WORDS or _with_instrument(s, i)) and s.free(i)), None)
    if u is None:
        return
    after = [s.toks[k] for k in range(u + 1, len(s.toks)) if s.free(k) and s.toks[k] not in FILLER]
    if not after or (s.likeness and all(w in ROLE_NOUNS or w in ICON_NOUNS for w in after)):
        return  # (nothing after it names the control: "with the button that looks like a stack of cards")
    s.used[u], s.instrument_at = True, u
    s.notes.append("instrument: " + " ".join(s.toks[u + 1:]))
    for k in range(1, u):
        if s.free(k) and s.toks[k] not in FILLER and quote_index(s.toks[k]) is None:
            s.used[k] = True
            s.purpose.append((k, s.toks[k]))
