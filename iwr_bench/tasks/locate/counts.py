"""The passes of ``iwr_bench.tasks.locate.parse`` that read which one of several is meant: rows and columns ("row 2",
"the top row"), ordinals ("the third product", "the last tab"), ends ("at the end of the Colors row"), ratings ("four
stars"), numbers ("#2"), and a count said of the other thing a place is told by ("right of the second 'View options'")."""

from __future__ import annotations

import re
from dataclasses import replace

from iwr_bench.tasks.locate.query import Nth, quote_index
from iwr_bench.tasks.locate.state import State
from iwr_bench.tasks.locate.vocab import (
    ACTION_VERBS,
    COLOURS,
    COLUMN_WORDS,
    CONTAINER_NOUNS,
    DESCRIBED,
    END_OF,
    END_WORDS,
    FILLER,
    GENERIC_VERBS,
    GRID_NOUNS,
    ICON_NOUNS,
    LOCATION_PREPS,
    MONTHS,
    NUMBER_WORDS,
    RC_PLACES,
    REGION_WORDS,
    ROLE_NOUNS,
    ROW_WORDS,
    SEAT_WORDS,
    SET_NOUNS,
    SET_SIZE_LEADS,
    SIDE_WORDS,
    WIDGET_NOUNS,
)

__all__ = ["count_the_other_thing", "ends", "numbers", "ordinals", "ratings", "rows_and_columns", "sets_said"]


def rows_and_columns(s: State) -> None:
    """"row 2", "column C", "the top row", "the second column"; with a row, "seat 4" is the column."""
    for i, w in enumerate(s.toks):
        if s.used[i] or w not in ROW_WORDS | COLUMN_WORDS:
            continue
        value, taken = _rc_value(s, i, w)
        if value is None:
            continue
        for k in taken:
            s.used[k] = True
        if w in ROW_WORDS:
            s.row = s.row or value
        else:
            s.col = s.col or value
    if s.row is not None and s.col is None:
        for i, w in enumerate(s.toks):
            if s.free(i) and w in SEAT_WORDS and s.word(i + 1).isdigit():
                s.col = Nth(int(s.word(i + 1)))
                s.used[i] = s.used[i + 1] = True
                break


def _rc_value(s: State, i: int, w: str) -> tuple[Nth | None, tuple[int, ...]]:
    nxt = s.word(i + 1)
    if nxt.isdigit():
        return Nth(int(nxt)), (i, i + 1)
    if len(nxt) == 1 and nxt.isalpha() and w == "row":
        return Nth(ord(nxt) - 96), (i, i + 1)
    if nxt in NUMBER_WORDS:
        return Nth(NUMBER_WORDS[nxt]), (i, i + 1)
    prev = s.word(i - 1)
    value = s.nth_at(i - 1) or (Nth(*RC_PLACES[prev]) if prev in RC_PLACES else None)
    return value, ((i, i - 1) if value is not None else ())


SET_PREPS = frozenset({"of", "under", "below", "beneath", "above", "in", "on", "inside", "within", "for", "from"})


def sets_said(s: State) -> None:
    """Which set of look-alikes, said before the count within it: "the last dot under the first slider" (the n-th
    carousel on the page), "the fourth of the four dots", "the slider that has just four dots", "the fifth of nine"
    (the set that holds that many)."""
    for i, w in enumerate(s.toks):
        nth = s.nth_at(i - 1)
        if w in WIDGET_NOUNS and nth is not None and s.free(i - 1) and s.word(i - 2) == "the" and s.word(i - 3) in SET_PREPS:
            s.set_nth, s.used[i - 1] = nth, True
            s.notes.append("set " + nth.label())
    for i, w in enumerate(s.toks):
        n = NUMBER_WORDS.get(w) or (int(w) if w.isdigit() and len(w) <= 2 else 0)
        if not n or n < 2 or not s.free(i):
            continue
        prev, nxt, after = s.word(i - 1), s.word(i + 1), s.word(i + 2)
        plural = nxt.endswith("s") and len(nxt) > 3 and nxt not in ROW_WORDS | COLUMN_WORDS | {"stars"}
        plural = plural and (prev != "the" or s.word(i - 2) == "of")  # "of the four dots", not "beside the three squares"
        compound = prev == "the" and nxt.isalpha() and after.isalpha() and after not in LOCATION_PREPS | {"of", "and", "or"}
        of_count = prev == "of" and s.nth_at(i - 2) is not None and (not nxt.isalpha() or nxt in SET_PREPS)  # "the fifth of nine"
        if (prev in SET_SIZE_LEADS and (plural or compound)) or of_count:
            s.set_size, s.used[i] = n, True
            s.notes.append(f"set of {n}")
            return


def ordinals(s: State) -> None:
    """"the third product", "the second 'Delete'", "the last tab"; with only a row or a column
    named, an ordinal over cells is the other coordinate."""
    for i, w in enumerate(s.toks):
        if s.used[i]:
            continue
        nth = s.nth_at(i)
        if nth is None and w == "middle" and s.word(i - 1) == "the" and s.word(i + 1) not in ("of", "", "row", "column", "col"):
            nth = Nth(middle=True)  # "the middle ITEM of the tabs": the middle one of its look-alikes
        if nth is None:
            continue
        if w.isalpha() and re.search(rf"(?<=[a-z] )[A-Z]\w* {w.capitalize()} [A-Z]", s.description):
            continue  # "Click Clear Last Toast": a capitalised word amid capitalised words is part of a name, no count
        nxt, after = s.word(i + 1), s.word(i + 2)
        if w[0].isdigit() and (nxt == "of" and after in MONTHS or s.word(i - 1) in MONTHS or int(re.sub(r"\D", "", w)) > 10):
            continue  # a date: "the 1st of June" is the day numbered 1
        s.used[i] = True
        step = s.word(i - 2) if s.word(i - 1) == "the" else ""
        if not nth.middle and (step == "before" and nth.from_end or step == "after" and not nth.from_end):
            # "the blue swatch just before the last one": the second from the end ("after the first": the second)
            nth, s.used[i - 2] = replace(nth, n=nth.n + 1), True
        j = i + 1
        # "the second blue notification": a colour before the noun says which ones, the noun what is counted.
        while j < len(s.toks) and (s.toks[j] in FILLER or s.toks[j] in ICON_NOUNS or s.used[j] and s.toks[j] in NUMBER_WORDS
                                   or s.toks[j] in COLOURS and s.word(j + 1).isalpha() and s.word(j + 1) not in FILLER) \
                and quote_index(s.toks[j]) is None:
            j += 1
        noun = s.word(j)
        if (s.row is not None) != (s.col is not None) and (noun in GRID_NOUNS or noun in ("one", "") or noun not in CONTAINER_NOUNS):
            # "the second light in the first row": the ordinal is the other coordinate.
            if s.row is not None:
                s.col = nth
            else:
                s.row = nth
            continue
        s.ordinal, s.ordinal_noun, s.ordinal_item = nth, noun, noun in CONTAINER_NOUNS or _owner_counted(s, i, j, noun)
        # "the second tab set", "the first tabs": a set of look-alikes is counted, not one of them.
        s.ordinal_set = s.word(j + 1) in SET_NOUNS or noun in SET_NOUNS or (
            noun.endswith("s") and (noun[:-1] in ROLE_NOUNS or noun[:-1] in DESCRIBED) and s.word(i - 2) in LOCATION_PREPS)
        s.ordinal_item = s.ordinal_item and not s.ordinal_set
        if noun in ("row", "rows") and s.row is None and not s.ordinal_item:
            s.row, s.ordinal = nth, None
        break


def ends(s: State) -> None:
    """"the white toggle at the end of the Colors row", "the refresh button at the right end of the toolbar": the last
    of its look-alikes there (with a row named, its last column); "at the start of" is the first."""
    for i, w in enumerate(s.toks):
        if w not in END_WORDS or s.word(i + 1) != "of" or not s.free(i):
            continue
        k = i - 1 - (s.word(i - 1) in SIDE_WORDS)
        if s.word(k) != "the" or s.word(k - 1) not in ("at", "on", "to"):
            continue  # "its right end" is the element's own side (``relate._its_side``)
        if not any(s.word(j) in END_OF for j in range(i + 2, min(i + 7, len(s.toks)))):
            continue  # the end of a row is its last one; of a bar or a card it is a side, which the look-alikes may not share
        nth = Nth(1, from_end=END_WORDS[w])
        if s.row is not None and s.col is None:
            s.col = nth
        elif s.ordinal is None and s.col is None:
            s.ordinal = nth
        else:
            continue
        for j in range(k, i + 1):
            s.used[j] = True  # the place words stay: "at ... of the Colors row" is where it is
        s.notes.append("at the " + w)
        return


def ratings(s: State) -> None:
    """"Give the recipe four stars", "rate it 3 stars": a rating is the star counted so far."""
    for i, w in enumerate(s.toks):
        n = NUMBER_WORDS.get(w) or (int(w) if w.isdigit() and len(w) == 1 else 0)
        if n and s.free(i) and s.word(i + 1) in ("stars", "star") and s.ordinal is None:
            s.ordinal, s.ordinal_noun, s.used[i] = Nth(n), "star", True
            s.notes.append(f"rating {n}")
            return


def numbers(s: State) -> None:
    """"#2", "number 2" without a row: an ordinal."""
    for i, w in enumerate(s.toks):
        if s.free(i) and w == "no" and s.word(i + 1).isdigit() and s.ordinal is None:
            s.ordinal, s.used[i], s.used[i + 1] = Nth(int(s.word(i + 1))), True, True


def count_the_other_thing(s: State) -> None:
    """"the Add to cart button just right of the second 'View options'": the count is of the thing the place is
    told by, not of the element."""
    k = quote_index(s.ordinal_noun) if s.ordinal is not None and s.ordinal_noun else None
    if k is None:
        return
    for j, rel in enumerate(s.relations):
        if s.quotes[k] in rel.quotes:
            s.relations[j] = replace(rel, nth=s.ordinal)
            s.ordinal, s.ordinal_noun, s.ordinal_item = None, "", False
            return


def _owner_counted(s: State, i: int, j: int, noun: str) -> bool:
    """"The checkbox of the first user", "Edit on the third user": the control is named before, the count is of the
    things it belongs to (rows, cards), whatever the page calls them."""
    prep, owner = s.word(i - 2), s.word(i - 3)
    verb = i - 3 == 0 and (owner in ACTION_VERBS or owner in GENERIC_VERBS)  # "Click on the first link": no control named
    if s.word(i - 1) != "the" or prep not in ("of", "on", "for") or not owner or verb:
        return False
    kinds = ROLE_NOUNS.keys() | DESCRIBED | GRID_NOUNS | SET_NOUNS | WIDGET_NOUNS | ROW_WORDS | COLUMN_WORDS | REGION_WORDS.keys()
    if s.word(j + 1) in kinds:
        return False  # "the second pagination row", "the second project row": the noun after it is what is counted
    return bool(noun) and noun.isalpha() and noun not in kinds and noun.rstrip("s") not in kinds
