"""Which option of a dropdown a description names.

"Select 'Large' in the size dropdown" names two things: the dropdown (the locator finds it,
often through its options) and the option to pick in it. A person reading the description
opens the list and picks "Large"; the replay must do the same rather than only click the
dropdown. ``named_option`` is the second half: a pure function over the option texts the
page script collected (``options`` of a candidate).

Order of evidence: a quoted label equal to an option (case, spacing and punctuation aside);
a quoted label close to one option (a typo, "Price low-high"); then the description's own
words covering all of an option's words ("Choose large in the size menu"). Word order
counts, so "low to high" is never "high to low". When two options fit equally well the
description does not say which, and ``None`` is returned (the dropdown is only clicked).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from rapidfuzz import fuzz

from iwr_bench.tasks.locate.parse import parse_description
from iwr_bench.tasks.locate.text import (
    STOPWORDS,
    Bag,
    bag,
    norm,
    phrase_exact,
    phrase_in,
    ratio,
    tokens,
    word_match,
)

# Clothing sizes as shops abbreviate them and people say them ("Select 'Large'" for an option "L").
SIZES = {"xxs": "extra extra small", "xs": "extra small", "s": "small", "m": "medium", "l": "large",
         "xl": "extra large", "xxl": "extra extra large", "2xl": "extra extra large"}
NEAR_QUOTE = 0.85  # a quoted label this close (ordered similarity) to one option names it
COVER = 0.75  # the description's words must cover this share of an option's words
LEAD = 0.05  # and that option must lead the next by this much
# "the 'Country' dropdown that shows 'Indonesia'": a quote after these words is what the dropdown shows
# now (how a person tells it apart), not the option to pick.
# A keyboard shortcut an option shows beside its name ("Align center (CTRL+SHIFT+E)", "Indent (⌘+])"): no person
# says it, so it is no word of the option's.
KEY_HINT = re.compile(r"\s*\(\s*(?:ctrl|shift|alt|cmd|command|option|meta|⌘|⌥|⇧)\s*\+[^)]*\)\s*$", re.I)
# What an option says after its name, in brackets, as a dialling code or as a count on a badge ("India (भारत)+91", "Books
# (12)", "United States+1", CoreUI's "Tasks 42"): a person says "India", "Books", "United States", "Tasks"; the name
# alone is another way to say the option.
AFTER_NAME = re.compile(r"(?:\s*(?:\([^()]*\)|\[[^\[\]]*\]|\+\s*\d[\d\s-]*)|(?<=[^\W\d_])\s+\d{1,5})+\s*$")
SHOWING = re.compile(r"\b(?:shows?|showing|displays?|displaying|reads|says|saying|currently)\s+(['\"“‘])(.+?)['\"”’]", re.I)


def named_option(description: str, options: Sequence[str], control: str = "") -> int | None:
    """The index in ``options`` of the option ``description`` names, or None.

    ``control``: the dropdown's own label or name. Its words in the description name the
    dropdown, not an option ("size" in "Choose large in the size dropdown" does not make
    the placeholder option "Choose a size" the one meant)."""
    texts = [KEY_HINT.sub("", str(o or "")) for o in options]
    if not any(texts):
        return None
    names = [_names(o) for o in texts]
    shown = {norm(m.group(2)) for m in SHOWING.finditer(description)}
    description = SHOWING.sub(" ", description)
    query = parse_description(description)
    quoted = [q for q in query.quoted if norm(q) not in shown]
    for q in quoted:
        for i, alts in enumerate(names):
            if any(phrase_exact(q, o) for o in alts):
                return i
    for q in quoted:
        near = _best([max(ratio(norm(q), norm(o)) for o in alts) for alts in names], NEAR_QUOTE)
        if near is not None:
            return near
    for q in quoted:
        # "click '8 friend requests'" in a menu of "8 friend requests 12 hours": the words an item starts with.
        starts = [i for i, o in enumerate(texts) if len(norm(q)) >= 3 and norm(o).startswith(norm(q) + " ")]
        if len(starts) == 1:
            return starts[0]
    # A <label> wrapping the <select> reads its options too: those texts are the options'.
    control = norm(control)
    for o in sorted(texts, key=len, reverse=True):
        if norm(o):
            control = re.sub(rf"(?<!\w){re.escape(norm(o))}(?!\w)", " ", control)
    own = bag(control)
    said = Bag(description, [t for t in tokens(description) if not (own and word_match(t, own) >= 1.0)])
    whole = norm(description)
    fits = [max(_fit(o, said, whole) for o in alts) for alts in names]
    best = _best(fits, COVER)
    if best is not None:
        return best
    # "Click Logout in the profile dropdown": "profile" names the menu, not its item Profile. Of the options said in
    # full, the one the words of what is clicked say.
    target = query.readings[0].target if query.readings else ()
    if target and sum(f >= COVER for f in fits) > 1:
        aim = Bag(" ".join(target), list(target))
        best = _best([max(_fit(o, aim, whole) for o in alts) if f >= COVER else 0.0
                      for alts, f in zip(names, fits, strict=True)], COVER)
        if best is not None:
            return best
    # "Pick v3.3.1 from the Versions menu" among v3.3.0 and v3.1.1: the words of each fit alike; the one said whole, as
    # a phrase, is meant (the longest of those said, "v1.7.9" over "v1.7").
    # (not a placeholder that repeats the dropdown's own label: "Choose a size")
    said_whole = [i for i, o in enumerate(texts) if phrase_in(o, description) and not any(word_match(t, own) >= 1.0 for t in tokens(o))]
    longest = [i for i in said_whole if not any(j != i and phrase_in(texts[i], texts[j]) for j in said_whole)]
    if len(longest) == 1:
        return longest[0]
    return _told_apart(texts, said)


def _told_apart(texts: Sequence[str], said: Bag) -> int | None:
    """"the one about Zack Alien pushing a new commit" among notifications of a name and a line each: a long item is
    named by a few of its words. The one option two or more of whose words are said that no other option says."""
    bags = [bag(o) for o in texts]
    own = [{t for t in tokens(o) if t not in STOPWORDS and word_match(t, said) >= 1.0
            and not any(j != i and word_match(t, b) >= 1.0 for j, b in enumerate(bags))} for i, o in enumerate(texts)]
    named = [i for i, words in enumerate(own) if words]
    return named[0] if len(named) == 1 and len(own[named[0]]) >= 2 else None


def _names(option: str) -> list[str]:
    """The ways a person says an option: as it reads, the size it abbreviates, its name without what follows it."""
    names = [option, SIZES[norm(option)]] if norm(option) in SIZES else [option]
    head = AFTER_NAME.sub("", option)
    return [*names, head] if head != option and tokens(head) else names


def option_of(description: str, cand: Mapping[str, Any]) -> int | None:
    """The option of dropdown candidate ``cand`` (collect.js's dict) that ``description`` names, or None:
    ``named_option`` with the candidate's own label and name as the control's words."""
    return named_option(description, cand.get("options") or [], f"{cand.get('label') or ''} {cand.get('name') or ''}")


def _fit(option: str, said: Bag, whole: str) -> float:
    words = [t for t in tokens(option) if t not in STOPWORDS] or list(tokens(option))
    if not words:
        return 0.0
    matches = [word_match(t, said) for t in words]
    cover = sum(matches) / len(matches)
    if cover < COVER or max(matches) < 1.0:
        # (an option no word of the description says as it is, only a word of the same sense, is not named: "Click
        # 'Douglas McGee' with the round avatar" opens the user menu; its "Profile" is no avatar)
        return 0.0
    # Word order breaks a tie between "Price: low to high" and "Price: high to low"; of two
    # options the description says in full, the longer is meant ("extra large", not "large").
    return cover + 0.2 * fuzz.partial_ratio(norm(option), whole) / 100.0 + 0.1 * min(len(words), 4)


def _best(scores: list[float], floor: float) -> int | None:
    ranked = sorted(range(len(scores)), key=lambda i: -scores[i])
    top = ranked[0]
    if scores[top] < floor:
        return None
    if len(ranked) > 1 and scores[top] - scores[ranked[1]] < LEAD:
        return None
    return top
