"""What makes a leading pick doubtful all the same: the description asks for something the pick does not show.

A pick can lead its rivals by far and still rest on words that do not describe it. Such a pick is never a
sure one (its raw certainty is capped at the calibration's lowest bins, so the grounder is asked or the step
is left undecided):

* the words name only an option of the menu the pick opens ("the user name" on a link whose menu lists
  "User name"), and nothing says to choose from a menu;
* the description says which way an arrow points ("the left arrow on the city photo") and the pick points
  nowhere (a link beside the photo): the arrow meant was not found;
* the words name an option of the menu the pick opens, and no one option of it ("Open Devices in the menu" where
  "Devices" is an item and, in each of its submenus, the back button): the replay would only open the menu;
* the description places the element on the screen ("the profile picture at the top right corner") and the pick
  lies at the other side of it (a sidebar link at the left): the words that made it lead describe something else;
* the pick is, by its own text, the very thing the element is placed against ("Under menu item 3, second row, the
  top item of the side menu" on "menu item 3"), and no menu of it offers what is named: its words name the other
  thing;
* a name the description gives the element is none of the pick's, and a text of the page says just that ("the Documents
  folder in the left sidebar" on a toolbar button with a folder icon, where the sidebar says "Documents"): the
  thing named may be that text.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from iwr_bench.tasks.locate.option import option_of
from iwr_bench.tasks.locate.query import Query
from iwr_bench.tasks.locate.score import page_position
from iwr_bench.tasks.locate.text import names_in, stem, tokens
from iwr_bench.tasks.locate.view import View
from iwr_bench.tasks.locate.vocab import (
    ANCHOR_KINDS,
    CONTAINER_NOUNS,
    FILLER,
    GENERIC_VERBS,
    GRID_NOUNS,
    ICON_NOUNS,
    REGION_WORDS,
    ROLE_NOUNS,
    SET_NOUNS,
    SURFACE_NOUNS,
    WIDGET_NOUNS,
)

__all__ = ["OWN_WORDS", "unshown", "untold"]

OWN_WORDS = frozenset({"text", "synonym", "id/class token", "nearby label", "quoted exact", "option"})
FAR = 0.25  # a pick whose place fits the screen position said less than this lies at the other side


# "the photo of the canal with a bridge", "Nina's round profile picture": the judge reads no picture's content, so a
# pick that is not a picture, or one only its kind of element and its looks chose, does not show what was asked for.
PHOTO_NOUNS = frozenset({"picture", "pictures", "photo", "photos", "image", "images", "pic", "thumbnail", "avatar"})
ONLY_LOOKS = frozenset({"id/class token", "synonym", "size", "colour", "surface colour", "shape", "icon", "role"})
LOOK_WORDS = frozenset({"round", "small", "big", "large", "little", "square", "dark", "light", "first", "last"})
MENU_NOUNS = frozenset({"menu", "dropdown", "list"})  # "Click '8 friend requests' in the bell's menu": a menu is said
OWN_TEXT = frozenset({"quoted exact", "text", "synonym"})
DRAWN_TAGS = frozenset({"img", "svg", "picture", "canvas", "video"})
DRAWN_TOKENS = frozenset({"img", "image", "avatar", "photo", "picture", "thumbnail", "thumb", "thumbs", "gallery"})
PLACED_KINDS = frozenset({"above", "below", "left_of", "right_of", "after", "before"})


def _drawn(pick: View) -> bool:
    c = pick.c
    return bool(c.get("picture")) or str(c.get("tag") or "") in DRAWN_TAGS or bool(set(c.get("tokens") or ()) & DRAWN_TOKENS)


def unshown(query: Query, evidence: Sequence[Mapping[str, str]], pick: View | None = None,
            decided: Sequence[Mapping[str, str]] = (), texts: Sequence[Mapping[str, object]] = ()) -> str | None:
    """Why the pick with this evidence does not show what the description asks for, or None. ``decided``: what narrowed
    the candidates to it (a count, a row, a place); ``texts``: the page's short texts."""
    kinds = {e["kind"] for e in evidence}
    if kinds & OWN_WORDS == {"option"} and not query.hint_roles & {"option", "menuitem"} \
            and not (query.quoted and MENU_NOUNS & set(query.words.split())):
        return "named by its menu only"
    if pick is not None and _option_untold(query, evidence, pick):
        return "its menu says the words more than once, or no one item of it whole"
    if query.direction and "direction" not in kinds:
        return f"no {query.direction} arrow"
    said = set(query.readings[0].target) & PHOTO_NOUNS if query.readings else set()
    if said and pick is not None and (pick.is_field or not pick.textless) and not _drawn(pick) and not kinds & OWN_TEXT:
        return f"a {sorted(said)[0]} asked for, words that are not its own chose it"
    if said and pick is not None and query.ordinal is None and set(query.words.split()) - said - LOOK_WORDS \
            and kinds | {e["kind"] for e in decided} <= ONLY_LOOKS:
        return "a picture told by what it shows"
    if pick is not None and not kinds & {"relation", "option"} and _is_the_anchor(query, pick):
        # (the menu that offers the element, "Under About, choose The author" on About, is what the replay opens)
        return "it is the thing the element is placed against"
    where = query.positions - {"center"}
    if pick is not None and query.screen_place and where and page_position(pick, frozenset(where)) < FAR:
        return "not at the " + " ".join(sorted(where, key=("top", "bottom", "left", "right").index))
    elsewhere = _said_elsewhere(query, [*decided, *evidence], texts) if pick is not None else None
    return f"a text of the page says {elsewhere!r}, the pick does not" if elsewhere else None


def _said_elsewhere(query: Query, evidence: Sequence[Mapping[str, str]], texts: Sequence[Mapping[str, object]]) -> str | None:
    """The text of the page that says, and says only, the words naming the element that the pick's evidence does not."""
    r = query.readings[0] if query.readings else None
    naming = {stem(w) for w in (r.target if r else ()) if _telling(w)}
    if not naming or (r is not None and r.target_quotes):
        return None
    shown = {stem(t) for e in evidence for t in tokens(str(e.get("detail") or "").replace("_", " "))}
    # (a name: capitalised inside the sentence, "the Documents folder"; "Collapse all nodes" names no text)
    capital = {stem(t) for t in names_in(query.description)}
    missing = (naming - shown) & capital
    if not missing:
        return None
    return next((str(t.get("text"))[:40] for t in texts if {stem(w) for w in tokens(str(t.get("text") or ""))} == missing), None)


def _is_the_anchor(query: Query, pick: View) -> bool:
    """The pick's own text is all of what a relation places the element against ("under menu item 3")."""
    own = {t for t in tokens(pick.own_text) if t not in FILLER}
    return bool(own) and any(rel.kind in PLACED_KINDS and own == {t for t in rel.words if t not in FILLER}
                             for rel in query.relations)


def _option_untold(query: Query, evidence: Sequence[Mapping[str, str]], pick: View) -> bool:
    """Its options named words its own text does not say, and no one option is the one named: picked for an item of
    its menu that the replay could not choose."""
    said = {t for e in evidence if e["kind"] == "option" for t in tokens(str(e.get("detail") or ""))}
    if not said or not pick.c.get("options") or said <= set(tokens(pick.own_text)):
        return False
    # (its own words name it too, "the bell with the yellow 15", "Open the 'Sub test' menu": it is the one meant)
    own = {t for e in evidence if e["kind"] in OWN_TEXT for t in tokens(str(e.get("detail") or ""))}
    if own - KIND_ONLY - GENERIC_VERBS - FILLER:
        return False
    return option_of(query.description, pick.c) is None


# Words that say what kind of thing, not which one: no evidence is owed for them.
KIND_ONLY = (ANCHOR_KINDS | CONTAINER_NOUNS | GRID_NOUNS | ICON_NOUNS | REGION_WORDS.keys() | ROLE_NOUNS.keys() | SET_NOUNS
             | SURFACE_NOUNS | WIDGET_NOUNS | set("one side end edge corner row rows column columns page screen line paragraph "
                                                  "example examples demo tree name heading width sized".split()))
# Words that join the telling words, not tell ("the dropdown showing 'down'", "the bar that has only A and B").
JOINING = frozenset("show shows showing shown has have having with without no not only where which that sit sits among "
                    "use uses already cost costs received says say saying".split())
LOOKS = {"colour": "colours", "surface colour": "surface_colours"}


def _telling(word: str) -> bool:
    """A word that tells which one: a word of letters, neither filler, nor a kind, nor a joining word."""
    return word.isalpha() and word not in FILLER and word not in KIND_ONLY and word not in JOINING


def untold(query: Query, evidence: Sequence[Mapping[str, str]]) -> str | None:
    """Among look-alikes that say the same words ("the 'Tab 2' row with a plus sign under 'Nested Elements'"), the
    words that were to tell them apart and that nothing about the pick accounts for; None when all are accounted for."""
    r = query.readings[0]
    shown = {t for e in evidence for t in tokens(str(e.get("detail") or ""))}
    kinds = {e["kind"] for e in evidence}
    if "ordinal" in kinds and query.ordinal_noun:
        shown.add(query.ordinal_noun)
    said = [w for q in r.anchor_quotes for w in tokens(q)] + [*r.target, *r.anchor]
    missing = [w for w in said if w not in shown and _telling(w)]
    missing += [w for kind, attr in LOOKS.items() if kind not in kinds for w in sorted(getattr(query, attr) or ())
                ]
    if query.size and "size" not in kinds:
        missing.append(query.size)
    return f"nothing tells it from its look-alikes by {', '.join(dict.fromkeys(missing))}" if missing else None
