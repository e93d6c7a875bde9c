"""Clauses read before the words: a setting given a value ("Set the position to Bottom Right") is read as the value
chosen in the setting, and a purpose clause ("... to see more albums") says what for, its words weak, as are those of a
likeness ("the button that looks like a stack of cards"). A verb said again
("Re-enter the password", "Retype it") is that verb. Before the words are read (``said_first``), what the element is not
is dropped, and a place said first, a section named before a colon, or a menu opened first go after the action."""

from __future__ import annotations

import re

from iwr_bench.tasks.locate.query import quote_index
from iwr_bench.tasks.locate.state import State
from iwr_bench.tasks.locate.vocab import (
    ACTION_VERBS,
    ANCHOR_PREPS,
    CHOICE_VERBS,
    FILLER,
    GENERIC_VERBS,
    GOING_VERBS,
    ICON_NOUNS,
    PURPOSE_VERBS,
    ROLE_NOUNS,
    SET_VERBS,
    TYPING_VERBS,
)

__all__ = ["again", "choice_last", "label_last", "likeness", "not_said", "path_last", "place_last", "purpose", "said_first",
           "setting"]

AGAIN = re.compile(r"^(\s*)re-?([a-z]+)\b", re.IGNORECASE)
AGAIN_VERBS = frozenset({"open", "check", "click", "tap", "press"})


def again(description: str) -> str:
    """"Re-enter 'Secret123' in the Confirm Password box", "Retype the code": the verb said again is the verb. A
    verb of its own that starts so ("Remove", "Review", "Reset") is not: unhyphened, only a typing or choosing verb."""
    m = AGAIN.match(description)
    verb = m.group(2).lower() if m else ""
    if not m or verb not in (GENERIC_VERBS | ACTION_VERBS if "-" in m.group(0) else TYPING_VERBS | CHOICE_VERBS | AGAIN_VERBS):
        return description
    return m.group(1) + m.group(2) + description[m.end():]


def setting(s: State) -> None:
    """"Set the position to Bottom Right", "Pick Error as the toast type": the value is chosen, the setting says where.
    Read as "choose Bottom Right in the position" (the value a name, its words no place on the screen)."""
    verb = s.word(0)
    if verb in SET_VERBS and "to" in s.toks[2:]:
        at = s.toks.index("to", 2)
        setting_, value = s.toks[1:at], s.toks[at + 1:]
    elif verb in CHOICE_VERBS and "as" in s.toks[2:]:
        at = s.toks.index("as", 2)
        value, setting_ = s.toks[1:at], s.toks[at + 1:]
    else:
        return
    # A short value with no number ("Set the quantity to 3" types, "from 5000 to 8000" too), nothing said after it.
    if not value or len(value) > 4 or not [w for w in setting_ if w not in FILLER] or value[0] in PURPOSE_VERBS \
            or value[0] in FILLER or "," in s.toks or "from" in setting_ \
            or any(ch.isdigit() for w in value for ch in w) or any(w in ANCHOR_PREPS or w in ("using", "with") for w in value):
        return
    s.notes.append(f"setting: {' '.join(setting_)} = {' '.join(value)}")
    s.toks = ["choose", *value, "in", *setting_]
    s.used = [False] * len(s.toks)


def purpose(s: State) -> None:
    """"Click the arrow ... to see more albums", "Click the button to add a user": the clause that
    says what for. Its words may name the control ("Add user"), so they stay as weak words: they
    count where the control shows them, never against it."""
    for i, w in enumerate(s.toks):
        if w == "to" and s.word(i + 1) in PURPOSE_VERBS and s.word(i - 1) not in GOING_VERBS and i > 0:
            _weak_clause(s, "purpose", i, i + 1)
            return


def _weak_clause(s: State, what: str, start: int, words: int) -> None:
    """The clause from ``start`` to the next comma is read; its words from ``words`` on stay as weak words."""
    end = next((k for k in range(start, len(s.toks)) if s.toks[k] == ","), len(s.toks))
    s.notes.append(f"{what}: " + " ".join(s.toks[words:end]))
    for k in range(start, end):
        s.used[k] = True
        if k >= words and s.toks[k] not in FILLER and quote_index(s.toks[k]) is None:
            s.purpose.append((k, s.toks[k]))


LIKENESS = frozenset({"look", "looks", "looking", "shaped"})


def likeness(s: State) -> None:
    """"Open the playlist with the button that looks like a stack of cards with a play sign": how a person saw an
    icon they had no word for. When the element is named before it, the likeness's words stay as weak words (counted
    where the control shows them, never against it); when not ("the icon that looks like a gear"), they are its name."""
    for i, w in enumerate(s.toks):
        if w not in LIKENESS or s.word(i + 1) != "like":
            continue
        named = [t for j, t in enumerate(s.toks[1:i], 1) if s.free(j) and t.isalpha() and t not in FILLER
                 and t not in ROLE_NOUNS and t not in ICON_NOUNS]
        start_ = i - 1 if s.word(i - 1) in ("that", "which") else i
        if not named:  # "the icon that looks like a gear": the likeness is its name
            for k in range(start_, i + 2):
                s.used[k] = True
            return
        _weak_clause(s, "looks like", start_, i + 2)
        s.likeness = True
        return


# The verbs that start the action after a clause said first.
ACTING_VERBS = GENERIC_VERBS | ACTION_VERBS | CHOICE_VERBS | {"hover"}

# The prepositions that open a place said first.
_PLACE_PREPS = r"in|on|inside|within|under|below|above|beneath"
# (a quote in the place may hold a comma: "In the tree under 'Link enabled, or', click the link 'Parent 4'")
LEADING_PLACE = re.compile(rf"^\s*((?:from|{_PLACE_PREPS})\s+(?:\"[^\"]*\"|“[^”]*”|(?<!\w)'[^']*'(?!\w)|[^,\"“]){{2,80}}?),"
                           r"\s*(\w+)(.*)$", re.IGNORECASE | re.DOTALL)
# "In 'Bonus: available on GitHub but also on Npm' click GitHub": a quoted place needs no comma before the verb.
_QUOTED = r"(?:\"[^\"]+\"|“[^”]+”|(?<!\w)'[^']+'(?!\w))"
LEADING_QUOTED_PLACES = tuple(re.compile(rf"^\s*((?:{_PLACE_PREPS})\s+(?:the\s+)?{_QUOTED}{noun})"
                                         r"\s+(\w+)(.*)$", re.IGNORECASE | re.DOTALL) for noun in ("", r"\s+[a-z]+"))
# "On the blue PRIMARY COLOR navbar click Profile": a short place said first, no comma, then the action's verb
# ("In the white Default button's dropdown tap Action": a word's possessive is the place's word).
LEADING_BARE_PLACE = re.compile(rf"^\s*((?:{_PLACE_PREPS})\s+(?:the|a|an)\s+(?:[^\s,\"“'’]+(?:['’]s)?\s+){{1,5}}?)"
                                r"(click|tap|press|hit|choose|pick|type|enter|hover|tick)\b(.*)$", re.IGNORECASE | re.DOTALL)
# (only verbs no place's name says: "In the Country select pick Canada" is no place "In the Country")


def place_last(description: str) -> str:
    """"In the configurator, pick the black dot under Sidebar Colors": the place said first goes after the action,
    where the passes read places ("pick the black dot under Sidebar Colors in the configurator")."""
    m = LEADING_PLACE.match(description)
    rest = f"{m.group(2)}{m.group(3)}".strip() if m else ""
    if m and m.group(2).lower() not in ACTING_VERBS:
        # two places said first, the wider one first ("In the contents, under Setup, click Install")
        inner = place_last(rest)
        m, rest = (m, inner) if inner != rest else (None, "")
    if not m:
        m = place_without_comma(description)
        if not m:
            return description
        rest = f"{m.group(2)}{m.group(3)}".strip()
    place = m.group(1).strip()
    return f"{rest.rstrip().rstrip('.')} {place[0].lower()}{place[1:]}"


def place_without_comma(description: str) -> re.Match[str] | None:
    """A place said first with no comma, then the action's verb: a quoted one, with or without a noun after the quote
    ("In the 'Bonus' section click GitHub", "In 'Bonus: ... jsDelivr' click GitHub"), or a short one ("On the blue
    PRIMARY COLOR navbar click Profile")."""
    for pattern in (*LEADING_QUOTED_PLACES, LEADING_BARE_PLACE):
        m = pattern.match(description)
        if m and m.group(2).lower() in ACTING_VERBS:
            return m
    return None


# "Font Awesome Heart LTR: click the first heart": a section named before a colon, then the action; read as a place
# after it. A goal said so ("Sort by name: click ...") starts with a verb and stays as it is.
LEADING_LABEL = re.compile(r"^\s*([^:\"“'()]{2,60}?):\s+(\w+)(.*)$", re.DOTALL)


def label_last(description: str) -> str:
    m = LEADING_LABEL.match(description)
    if not m or m.group(2).lower() not in ACTING_VERBS:
        return description
    first = m.group(1).split()[0].lower()
    if first in ACTING_VERBS or first in PURPOSE_VERBS:
        return description
    return f"{m.group(2)}{m.group(3).rstrip().rstrip('.')}, in {m.group(1).strip()}"


# "Open the bell's menu and click '8 friend requests'", "Hover About and open The company": two steps said as one; the
# element acted on is the last one named, in the menu the first opens ("Click '8 friend requests' in the bell's menu").
OPEN_THEN_CHOOSE = re.compile(r"^\s*(?:open|expand|click|tap|press|hover(?:\s+over)?|mouse\s+over)\s+(?:on\s+)?(.{2,80}?),?\s+"
                              r"(?:and|then)\s+(?:then\s+)?(click|choose|select|pick|tap|open)\s+(?:on\s+)?(.+?)\.?\s*$",
                              re.IGNORECASE | re.DOTALL)


def choice_last(description: str) -> str:
    m = OPEN_THEN_CHOOSE.match(description)
    return f"{m.group(2).capitalize()} {m.group(3)} in {m.group(1)}" if m else description


# "Click the button labelled 'Escape key', not the sidebar link": what the element is not says nothing it is; its
# words ("sidebar", "link") would count for the one excluded; nor "(the one without full width)". (In an aside only.)
NOT_SAID = re.compile(r"\s*(?:,\s*|\(\s*)(?:(?:but\s+|and\s+)?not\s+(?:the|its|a|an|that|this|those|these)|the\s+one\s+without)\b[^,()]*"
                      r"(?:\)|(?=,)|$)", re.IGNORECASE)


def not_said(description: str) -> str:
    # (an aside that ends a bracket opened before it keeps the bracket's end: "(the plain one, not the other one)")
    out = NOT_SAID.sub(lambda m: ")" if m.group(0).lstrip().startswith(",") and m.group(0).endswith(")") else "", description)
    return out.strip() or description


# "Menu > Account", "Click File → Save as", "home field country list -> France": a path through menus, written as
# menus are; the element is the last step, in the ones before it ("Click Save as in File").
PATH_STEP = re.compile(r"\s+(?:->|>|→|›|»)\s+|\s*(?:->|→)\s*")
PATH_VERB = re.compile(r"^\s*((?:click|tap|choose|select|pick|open|go\s+to|navigate\s+to)\s+)?(.*?)\.?\s*$", re.IGNORECASE | re.DOTALL)
NO_STEP = frozenset({"the", "a", "an", "on", "in", "at", "to", "of", "and", "or", "then", "under", "above", "below", "inside",
                     "within", "from", "with", "for", "by", "near", "beside", "into", "onto", "over"})
STEP_VERBS = frozenset({"click", "tap", "press", "choose", "pick", "select", "type", "enter", "hover", "tick"})


def path_last(description: str) -> str:
    m = PATH_VERB.match(description)
    if m is None or re.search(r"[\"“”'‘’<]", description):
        return description
    steps = PATH_STEP.split(m.group(2))
    words = [step.split() for step in steps]
    if len(steps) < 2 or any(not w or len(w) > 6 or w[0].lower() in NO_STEP or w[-1].lower() in NO_STEP
                             or not any(c.isalpha() for c in ''.join(w)) or STEP_VERBS & {t.lower() for t in w} for w in words):
        return description  # (no path: "Click the > arrow", "the › next to March", "Under Tooltips > Position click ON")
    return f"{(m.group(1) or 'Click ').strip().capitalize()} {' in '.join(reversed(steps))}"


def said_first(description: str) -> str:
    """The description with its clauses put where the passes read them: a verb said again, what it is not, a section
    before a colon, a path through menus, two steps said as one, a place said first."""
    return choice_last(place_last(choice_last(label_last(not_said(path_last(again(description)))))))  # (a place may come first)
