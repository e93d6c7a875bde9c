"""What makes a leading pick doubtful all the same: the description asks for something the pick does not show.

A pick can lead its rivals by far and still rest on words that do not describe it. Such a pick is never a
sure one (its raw certainty is capped at the calibration's lowest bins, so the grounder is asked or the step
is left undecided):

* the words name only an option of the menu the pick opens ("the user name" on a link whose menu lists
  "User name"), and nothing says to choose from a menu;
* the description says which way an arrow points ("the left arrow on the city photo") and the pick points
  nowhere (a link beside the photo): the arrow meant was not found;
* the description places the element on the screen ("the profile picture at the top right corner") and the pick
  lies at the other side of it (a sidebar link at the left): the words that made it lead describe something else.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from iwr_bench.tasks.locate.query import Query
from iwr_bench.tasks.locate.score import page_position
from iwr_bench.tasks.locate.view import View

__all__ = ["OWN_WORDS", "unshown"]

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


def _drawn(pick: View) -> bool:
    c = pick.c
    return bool(c.get("picture")) or str(c.get("tag") or "") in DRAWN_TAGS or bool(set(c.get("tokens") or ()) & DRAWN_TOKENS)


def unshown(query: Query, evidence: Sequence[Mapping[str, str]], pick: View | None = None,
            decided: Sequence[Mapping[str, str]] = ()) -> str | None:
    """Why the pick with this evidence does not show what the description asks for, or None. ``decided``: what narrowed
    the candidates to it (a count, a row, a place)."""
    kinds = {e["kind"] for e in evidence}
    if kinds & OWN_WORDS == {"option"} and not query.hint_roles & {"option", "menuitem"} \
            and not (query.quoted and MENU_NOUNS & set(query.words.split())):
        return "named by its menu only"
    if query.direction and "direction" not in kinds:
        return f"no {query.direction} arrow"
    said = set(query.readings[0].target) & PHOTO_NOUNS if query.readings else set()
    if said and pick is not None and (pick.is_field or not pick.textless) and not _drawn(pick) and not kinds & OWN_TEXT:
        return f"a {sorted(said)[0]} asked for, words that are not its own chose it"
    if said and pick is not None and query.ordinal is None and set(query.words.split()) - said - LOOK_WORDS \
            and kinds | {e["kind"] for e in decided} <= ONLY_LOOKS:
        return "a picture told by what it shows"
    where = query.positions - {"center"}
    if pick is not None and query.screen_place and where and page_position(pick, frozenset(where)) < FAR:
        return "not at the " + " ".join(sorted(where, key=("top", "bottom", "left", "right").index))
    return None
