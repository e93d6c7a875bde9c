"""The pass of ``iwr_bench.tasks.locate.parse`` that reads places relative to other things the page shows: "at the
right of 'New releases'", "under the comment box", "between Sign In and the bell", "in the Review column"."""

from __future__ import annotations

from iwr_bench.tasks.locate.places import CORNER_EDGES, of_screen
from iwr_bench.tasks.locate.query import Relation, quote_index
from iwr_bench.tasks.locate.state import State, capitalized
from iwr_bench.tasks.locate.vocab import (
    ANCHOR_PREPS,
    COLOURS,
    COLUMN_NOUNS,
    FILLER,
    HAVING,
    ICON_NOUNS,
    INSIDE_PREPS,
    LOCATION_PREPS,
    RELATION_WORDS,
    ROLE_NOUNS,
    SEQUENCE_ADVERBS,
    SIDE_WORDS,
    TEXT_AREA_NOUNS,
)

__all__ = ["CLAUSE_VERBS", "relations"]


def relations(s: State) -> None:
    """A place relative to another thing the page shows: "at the right of 'New releases'",
    "under the comment box", "next to the bell", "in the Review column". The other thing's words
    stay in the description (they also name the row or card around the element)."""
    for i, w in enumerate(s.toks):
        if w == "its" and _its_side(s, i):
            continue
        if w in INSIDE_PREPS:
            _in_column(s, i)
            continue
        if w == "between":
            _between(s, i)
            continue
        kind = RELATION_WORDS.get(w)
        if kind is None and w in SIDE_WORDS and (s.word(i + 1) == "of" or (s.word(i + 1) == "side" and s.word(i + 2) == "of")) \
                and not of_screen(s, i):
            kind = SIDE_WORDS[w]
        if kind is None or (w == "by" and quote_index(s.word(i + 1)) is None and s.word(i + 1) not in ("the", "a")):
            continue
        if kind in ("after", "before") and s.used[i]:
            continue  # "just before the last one": a count (``counts.ordinals``)
        if kind in ("after", "before") and not (quote_index(s.word(i + 1)) is not None or s.word(i - 1) in SEQUENCE_ADVERBS):
            continue  # "after" as a label's word ("Save after editing"); "just after 'X'" is a place in a sequence
        if kind in ("after", "before") and s.word(i - 1) in SEQUENCE_ADVERBS and s.word(i - 2) not in CORNER_EDGES:
            s.used[i - 1] = True  # "right after": no side of the page
        quotes, words = _object_of(s, i + 1)
        roles = frozenset() if quotes or words else _kind_of(s, i + 1)
        if quotes or words or roles:
            s.relations.append(Relation(kind, quotes, words, roles=roles))
            s.notes.append(f"relation {kind}")


def _between(s: State, i: int) -> None:
    """"the cog icon between Sign In and the bell": near each of the two things."""
    k = next((j for j in range(i + 2, min(i + 8, len(s.toks))) if s.toks[j] == "and"), None)
    if k is None:
        return
    for quotes, words in (_object_of(s, i + 1, k), _object_of(s, k + 1)):
        if quotes or words:
            s.relations.append(Relation("near", quotes, words))
    s.notes.append("relation between")


def _its_side(s: State, i: int) -> bool:
    """"the 'One' dropdown that has the @ at its right end", "the field with the $ box on its left": the
    other thing is at that side of the element, so the element is at the other side of it. Its words
    stay in the description too: the thing may be part of the element ("the button with the arrow on
    its left"), where its words name the element."""
    side = s.word(i + 1)
    if side not in SIDE_WORDS or s.word(i - 1) not in ("at", "on", "to"):
        return False
    lead = next((k for k in range(i - 2, 0, -1) if s.toks[k] in HAVING), None)
    if lead is None:
        return False
    quotes = tuple(s.quotes[q] for k in range(lead + 1, i - 1) if (q := quote_index(s.toks[k])) is not None)
    words = tuple(w for k in range(lead + 1, i - 1) if s.free(k) and quote_index(w := s.toks[k]) is None
                  and w not in FILLER and w not in ROLE_NOUNS and w not in ICON_NOUNS and w not in COLOURS)
    if not (quotes or words):
        return False
    s.relations.append(Relation("left_of" if side == "right" else "right_of", quotes, words))
    s.notes.append("relation: the other thing at its " + side)
    end = i + 2 + (s.word(i + 2) in ("end", "side", "hand", "edge"))
    for k in range(i - 1, end):
        s.used[k] = True
    return True


def _in_column(s: State, i: int) -> None:
    """"in the Review column", "from the Done list": under that title, in its column."""
    for k in range(i + 1, min(i + 8, len(s.toks))):
        w = s.toks[k]
        if w in COLUMN_NOUNS:
            quotes, words = _object_of(s, i + 1)
            words = tuple(x for x in words if x not in COLUMN_NOUNS)
            if quotes or words:
                s.relations.append(Relation("in_column", quotes, words))
                s.notes.append("relation in_column")
            return
        if w in ANCHOR_PREPS or w in LOCATION_PREPS:
            return


def _object_of(s: State, j: int, end: int | None = None) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The quotes and words of the thing named from token ``j`` up to the next preposition (or ``end``)."""
    quotes: list[str] = []
    words: list[str] = []
    for k in range(j, len(s.toks) if end is None else end):
        w = s.toks[k]
        if s.used[k] and (quotes or words):
            break
        if s.used[k] and s.set_nth is not None and s.nth_at(k) is not None:
            continue  # "under the first slider": the count says which set (``counts.sets_said``), the noun what it is
        q = quote_index(w)
        if q is not None:
            quotes.append(s.quotes[q])
            continue
        if (w in ANCHOR_PREPS or w in LOCATION_PREPS or w in CLAUSE_VERBS) and (quotes or words):
            break  # "In the tree under 'Links', click the link 'Parent 4'": the action starts a new clause
        if w in FILLER or w in ("of", "side") or w in ROLE_NOUNS or w in ICON_NOUNS:
            if quotes and w in ROLE_NOUNS:
                s.used[k] = True  # "the square at the right of the '#00aabb' field": the field is the other thing, not the one
            continue
        words.append(w)
    # "the 'Sliders' carousel": with a quoted name, the other words say what kind of thing it is.
    return tuple(quotes), () if quotes else tuple(words)


def _kind_of(s: State, j: int) -> frozenset[str]:
    """"the Submit right under that textarea", "next to the text box": the other thing named by its kind alone (the
    last kind word before the next preposition), which is then the place's word, not the element's."""
    kinds = []
    for k in range(j, len(s.toks)):
        w = s.toks[k]
        if s.used[k] or w in ANCHOR_PREPS or w in LOCATION_PREPS or w in CLAUSE_VERBS or quote_index(w) is not None:
            break
        if w in ROLE_NOUNS and not capitalized(s.description, w):
            kinds.append(k)
        elif w not in FILLER:
            return frozenset()  # a word, or a kind written as a name ("the one below the Textarea", a heading)
    for k in kinds:
        s.used[k] = True
    head = s.toks[kinds[-1]] if kinds else ""
    return frozenset({"multiline"}) if head in TEXT_AREA_NOUNS else ROLE_NOUNS.get(head, frozenset())


# The verbs that start the action's own clause after a place said first (the comma is gone from the words).
CLAUSE_VERBS = frozenset("click tap press choose pick type enter tick untick check uncheck toggle select".split())
