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

from collections.abc import Sequence

from rapidfuzz import fuzz

from tasks.locate_query import parse_description
from tasks.locate_text import STOPWORDS, bag, norm, phrase_exact, ratio, tokens, word_match

NEAR_QUOTE = 0.85  # a quoted label this close (ordered similarity) to one option names it
COVER = 0.75  # the description's words must cover this share of an option's words
LEAD = 0.05  # and that option must lead the next by this much


def named_option(description: str, options: Sequence[str]) -> int | None:
    """The index in ``options`` of the option ``description`` names, or None."""
    texts = [str(o or "") for o in options]
    if not any(texts):
        return None
    quoted = parse_description(description).quoted
    for q in quoted:
        for i, o in enumerate(texts):
            if phrase_exact(q, o):
                return i
    for q in quoted:
        near = _best([ratio(norm(q), norm(o)) for o in texts], NEAR_QUOTE)
        if near is not None:
            return near
    said = bag(description)
    whole = norm(description)
    fits = []
    for o in texts:
        words = [t for t in tokens(o) if t not in STOPWORDS] or list(tokens(o))
        if not words:
            fits.append(0.0)
            continue
        cover = sum(word_match(t, said) for t in words) / len(words)
        # Word order breaks a tie between "Price: low to high" and "Price: high to low".
        fits.append(cover + 0.2 * fuzz.partial_ratio(norm(o), whole) / 100.0 if cover >= COVER else 0.0)
    return _best(fits, COVER)


def _best(scores: list[float], floor: float) -> int | None:
    ranked = sorted(range(len(scores)), key=lambda i: -scores[i])
    top = ranked[0]
    if scores[top] < floor:
        return None
    if len(ranked) > 1 and scores[top] - scores[ranked[1]] < LEAD:
        return None
    return top
