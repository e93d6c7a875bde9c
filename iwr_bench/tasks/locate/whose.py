"""Whose words the place's are: where the verb or the preposition says that the words after it name the element after
all (a column sorted by, the subject a card or a paragraph is about, the box typed in). Used by ``parse.readings``."""

from __future__ import annotations

from iwr_bench.tasks.locate.state import State
from iwr_bench.tasks.locate.vocab import (
    ABOUT_PREPS,
    ABOUT_VERBS,
    ACTION_VERBS,
    ANCHOR_PREPS,
    FIELD_NOUNS,
    LABELLED_NOUNS,
    NAME_LEADS,
    NAMING_NOUNS,
    SELF_VERBS,
    SORT_VERBS,
    SUBJECT_LEADS,
    TEXT_NOUNS,
    TYPING_VERBS,
)

__all__ = ["SAYING", "split_placed", "whose_words"]


def whose_words(s: State, target_q: list[str], target: list[str], anchor_q: list[str], anchor: list[str],
                 placed: list[tuple[int, bool, str]], kinds: list[str], anchor_at: int,
                 anchor_prep: str) -> tuple[list[str], list[str], list[str], list[str]]:
    """Where the verb or the preposition says the place's words name the element after all: a column sorted by, the
    subject a card is about, the box typed in. Returns (target quotes, target words, anchor quotes, anchor words)."""
    labelled = s.first_verb in ACTION_VERBS and s.first_verb not in SELF_VERBS
    if s.first_verb in SORT_VERBS and anchor_prep == "by" and (anchor or anchor_q):
        # "Sort the table by Salary", "Sort the employees by Name": the column's header is pressed; what is sorted
        # says where it is.
        s.weak += [(-1, w) for w in target]
        target, target_q, anchor, anchor_q = anchor, anchor_q, [], []
    elif anchor_prep == "for" and not target and not target_q and any(i < anchor_at and w in LABELLED_NOUNS for i, w in s.weak):
        # "Check the box for Prevent Duplicates": the box's label, not a place it is in.
        target, target_q, anchor, anchor_q = anchor, anchor_q, [], []
    elif target and set(target) <= NAMING_NOUNS and not target_q and len(anchor_q) == 1 and not any(
            w in ANCHOR_PREPS for w in s.toks[anchor_at + 1:max(i for i, quoted, _ in placed if quoted)]):
        # "the title of the 'To Do' column", "the heading of the blue card, 'Settings'": the quote names the thing the
        # title is of, so it is what the title says (not "the title of the card in the 'Done' column").
        s.weak += [(-1, w) for w in target]
        target, target_q, anchor_q = [], anchor_q, []
    elif anchor_prep in ABOUT_PREPS and set(target) <= TEXT_NOUNS | ABOUT_VERBS and not target_q and not (labelled and kinds):
        # "the card about the product detail page", "the paragraph that talks about the universe": what it is about
        # is written on it.
        target, target_q, anchor, anchor_q = [w for w in target if w in TEXT_NOUNS] + anchor, anchor_q, [], []
    elif target and set(target) <= TEXT_NOUNS and not target_q and (lead := next(
            (i for i in range(anchor_at + 1, len(s.toks)) if s.toks[i] in SUBJECT_LEADS), None)) is not None:
        # "the last paragraph of the article, about Venus and Mars", "the first paragraph, the one starting 'Science is
        # an enterprise'": what follows says what the text says; what comes before it, where the text is.
        said_q, said = split_placed([p for p in placed if p[0] > lead])
        target_q, target = said_q, target + said
        anchor_q, anchor = split_placed([p for p in placed if p[0] < lead])
    elif (s.first_verb in TYPING_VERBS and anchor_prep in ("in", "inside") and not target and not target_q
          and any(i > anchor_at and w in FIELD_NOUNS for i, w in s.weak)):
        # "Type 3000 in the ZIP code box": the box typed in is the element, its words its name; what
        # follows the box ("the Name field under Form input") still says where it is.
        box = min(i for i, w in s.weak if i > anchor_at and w in FIELD_NOUNS)
        # "... in the spinner field that says 'Enter a number'": what it says is its own; and so are the words of the name
        # after "labelled" ("in the red field labelled Input error").
        says = [p for p in placed if p[0] > box and p[1] and all(s.toks[k] in SAYING for k in range(box + 1, p[0]))]
        says += _named_run(s, box, [p for p in placed if p not in says])
        target_q, target = split_placed([p for p in placed if p[0] < box or p in says])
        anchor_q, anchor = split_placed([p for p in placed if p[0] > box and p not in says])
    return target_q, target, anchor_q, anchor


def _named_run(s: State, box: int, placed: list[tuple[int, bool, str]]) -> list[tuple[int, bool, str]]:
    """The words right after "labelled" (or "called", "named") that follows the box: its name, word by word."""
    k = box + 1
    while k < len(s.toks) and s.toks[k] in SAYING and s.toks[k] not in NAME_LEADS:
        k += 1
    if k >= len(s.toks) or s.toks[k] not in NAME_LEADS:
        return []
    at = {p[0]: p for p in placed}
    run = []
    while (k := k + 1) in at:
        run.append(at[k])
    return run


SAYING = frozenset("that which says saying shows showing reads reading displays displaying labelled labeled with the text "
                   "placeholder hint".split())


def split_placed(placed: list[tuple[int, bool, str]]) -> tuple[list[str], list[str]]:
    """The quotes and the words among ``placed``."""
    return [t for _, quoted, t in placed if quoted], [t for _, quoted, t in placed if not quoted]
