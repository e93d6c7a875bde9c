"""Clauses read before the words: a setting given a value ("Set the position to Bottom Right") is read as the value
chosen in the setting, and a purpose clause ("... to see more albums") says what for, its words weak. A verb said again
("Re-enter the password", "Retype it") is that verb."""

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
    PURPOSE_VERBS,
    SET_VERBS,
    TYPING_VERBS,
)

__all__ = ["again", "purpose", "setting"]

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
            end = next((k for k in range(i, len(s.toks)) if s.toks[k] == ","), len(s.toks))
            s.notes.append("purpose: " + " ".join(s.toks[i + 1:end]))
            for k in range(i, end):
                s.used[k] = True
                if k > i and s.toks[k] not in FILLER and quote_index(s.toks[k]) is None:
                    s.purpose.append((k, s.toks[k]))
            return
