"""Reading an action's description as a person would: what it names, where, and which one.

"Click the 'Add to cart' button of the third product" names a label ('Add to cart', quoted:
an exact match wins outright), a role (button), and which of the repeated ones (the third
product: an ordinal over containers). "Click the light in row 2, column 4" names a grid cell;
"Click the search icon at the top right" a word, an icon and a position; "Delete next to
'Buy milk'" a label and the text beside it (the anchor); "the big green play button" a size
and a colour besides the name; "the arrow at the right of 'New releases'" a direction and a
place relative to another text on the page.

This module holds what a reading yields (``Query``, ``Reading``, ``Nth``, ``Relation``);
``iwr_bench.tasks.locate.parse.parse_description`` makes it, in small passes over one state;
``iwr_bench.tasks.locate.decide`` weighs candidates by it.

When a description starts with a verb that is often a label itself ("Delete Carol White",
"Edit 'Call the bank'", "Add the Linen Shirt to the cart"), it is read two ways: the verb
names the control and the rest says where it is, or the rest names the control. The
locator keeps, per candidate, the reading that fits it best.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from iwr_bench.tasks.locate.vocab import FIELD_ROLES

_QUOTE_RE = re.compile(
    r"\"([^\"]+)\"|“([^”]+)”|‘([^’]+)’|「([^」]+)」|『([^』]+)』|(?<![\w])'((?:[^']|'(?=\w))+?)'(?![\w])"
)


@dataclass(frozen=True)
class Nth:
    """Which one of several: ``n`` from the start, or from the end, or the middle one."""

    n: int = 1
    from_end: bool = False
    middle: bool = False

    def resolve(self, count: int) -> int | None:
        """The 1-based position among ``count``; None when out of range."""
        if count < 1:
            return None
        if self.middle:
            return (count + 1) // 2
        k = count - self.n + 1 if self.from_end else self.n
        return k if 1 <= k <= count else None

    def label(self) -> str:
        if self.middle:
            return "middle"
        if self.from_end:
            return "last" if self.n == 1 else f"{self.n}th from last"
        return {1: "1st", 2: "2nd", 3: "3rd"}.get(self.n, f"{self.n}th")


@dataclass(frozen=True)
class Reading:
    """One way to read the description: what names the element, what names where it is."""

    target_quotes: tuple[str, ...] = ()
    target: tuple[str, ...] = ()  # tokens that name the element
    weak: tuple[str, ...] = ()  # tokens that may name it (a verb, a role noun)
    anchor_quotes: tuple[str, ...] = ()
    anchor: tuple[str, ...] = ()  # tokens that name its row, card, label, section
    exact_wins: bool = True  # an exact match of the first target quote wins outright
    verb: bool = False  # the verb names the control; it fits only where the anchor is found around it

    @property
    def names_something(self) -> bool:
        return bool(self.target_quotes or self.target)


@dataclass(frozen=True)
class Relation:
    """A place relative to something else the page shows: ``kind`` is left_of, right_of, above,
    below, near or in_column (under a column's title); the other thing is named by ``quotes``
    and ``words``, or by its kind alone (``roles``)."""

    kind: str
    quotes: tuple[str, ...] = ()
    words: tuple[str, ...] = ()
    nth: Nth | None = None  # which of the things so named ("just right of the second 'View options'")
    roles: frozenset[str] = frozenset()  # or its kind alone: "the Submit under that textarea"

    def label(self) -> str:
        kinds = "/".join(sorted("text area" if r == "multiline" else r for r in self.roles))  # "below a text area"
        what = " ".join([*(f"'{q}'" for q in self.quotes), *self.words, *([f"a {kinds}"] if kinds else [])])
        return f"{self.kind.replace('_', ' ')} {what}".strip()


@dataclass(frozen=True)
class Query:
    description: str
    quoted: tuple[str, ...] = ()
    readings: tuple[Reading, ...] = (Reading(),)
    roles: frozenset[str] = frozenset()  # roles the description asks for; empty when it names none
    hint_roles: frozenset[str] = frozenset()  # roles its verb suggests (tick: checkbox)
    icon: bool = False
    picture: bool = False  # names a thing drawn, not written ("the bell", "the moon"): likely an icon
    ordinal: Nth | None = None
    ordinal_item: bool = False  # counts containers ("the third product"), not the elements
    ordinal_noun: str = ""  # what the ordinal counts ("product", "tab")
    ordinal_set: bool = False  # counts sets of look-alikes ("the second tab set", "the first tabs")
    set_nth: Nth | None = None  # which set the look-alikes are in: "the last dot under the first slider"
    set_size: int = 0  # how many the set holds: "the fourth of the four dots", "the slider with just four dots"
    layout: str = ""  # how the element's set is laid out: "vertical" or "horizontal"
    row: Nth | None = None
    col: Nth | None = None
    positions: frozenset[str] = frozenset()  # where on the screen ("the top right corner")
    screen_place: bool = False  # the positions are the screen's own ("at the top right"), not a named thing's
    sides: frozenset[str] = frozenset()  # the side of another thing ("at the right of 'X'"): among look-alikes only
    regions: frozenset[str] = frozenset()
    grid: bool = False  # names a cell of a board, calendar, seat map
    page_number: bool = False  # "the last page": the pager's numbered links
    colours: frozenset[str] = frozenset()  # "the green button": colour words, as written
    surface_colours: frozenset[str] = frozenset()  # "on the red card": the colour of the card or bar it sits on
    size: str = ""  # "big" or "small"
    empty: bool = False  # "the empty time field": a field with nothing typed in it
    checked: str = ""  # "the ticked box" ("true"), "the empty checkbox", "untick ..." (it is ticked now): its state
    expanded: str = ""  # "the open item", "Collapse ..." ("true": open now), "Expand ..." ("false")
    disabled: bool = False  # "the greyed-out Save button", "the faded one": the disabled one is meant
    direction: str = ""  # which way an arrow points: left, right, up, down
    relations: tuple[Relation, ...] = ()
    words: str = ""  # every content word, for "does it name anything at all"
    notes: tuple[str, ...] = field(default=(), repr=False)

    @property
    def field_only(self) -> bool:
        """It names a field ("search box", "email field"): only a field fits."""
        return bool(self.roles) and self.roles <= FIELD_ROLES


def extract_quotes(description: str) -> tuple[tuple[str, ...], str]:
    """Quoted strings, and the description with each replaced by a placeholder word."""
    quotes: list[str] = []

    def sub(m: re.Match[str]) -> str:
        text = next(g for g in m.groups() if g is not None).strip()
        if not text:
            return " "
        quotes.append(text)
        return f" qqq{len(quotes) - 1}qqq "

    rest = _QUOTE_RE.sub(sub, description)
    return tuple(quotes), rest


def requote(description: str, quotes: tuple[str, ...], rest: str) -> str:
    """The description with its quotes back in (as "..." so that new single quotes cannot pair with them)."""
    return re.sub(r" qqq(\d+)qqq ", lambda m: f' "{quotes[int(m.group(1))]}" ', rest)


def quote_index(tok: str) -> int | None:
    m = re.fullmatch(r"qqq(\d+)qqq", tok)
    return int(m.group(1)) if m else None
