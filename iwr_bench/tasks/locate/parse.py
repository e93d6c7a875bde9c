"""Reading a description in small passes over one ``State``: each pass takes the words it
understands (marks them used) and records what they say; the last passes split what is left
into the words that name the element and the words that name its place.

Clauses are first put where the passes read them (``clauses.said_first``: a place said before the action, "In the
configurator, pick ...", goes after it; so does a section named before a colon). The passes, in order
(``PASSES``): a setting given a value, a purpose clause and a likeness (``iwr_bench.tasks.locate.clauses``), CJK runs, rows and columns, ordinals, ends, ratings, numbers (those that count are in
``iwr_bench.tasks.locate.counts``), colours and sizes, directions, relations (in
``iwr_bench.tasks.locate.relate``), positions, layouts, regions, an
instrument, the remaining words, the readings. Their word lists are data in ``iwr_bench.tasks.locate.vocab``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from iwr_bench.tasks.locate.clauses import likeness, purpose, said_first, setting
from iwr_bench.tasks.locate.counts import (
    count_the_other_thing,
    ends,
    numbers,
    ordinals,
    ratings,
    rows_and_columns,
    sets_said,
)
from iwr_bench.tasks.locate.places import (
    directions,
    instrument,
    layouts,
    looks,
    positions,
    regions,
)
from iwr_bench.tasks.locate.query import (
    Nth,
    Query,
    Reading,
    quote_index,
)
from iwr_bench.tasks.locate.relate import relations
from iwr_bench.tasks.locate.state import State, capitalized, start
from iwr_bench.tasks.locate.text import CJK_RE
from iwr_bench.tasks.locate.vocab import (
    ACTION_VERBS,
    ANCHOR_PREPS,
    ASKING,
    CHOICE_ROLES,
    CHOICE_VERBS,
    CJK_FILLER,
    CJK_NUMBERS,
    CJK_ORDINAL,
    CJK_ROLES,
    CONTAINER_NOUNS,
    FIELD_ROLES,
    FILLER,
    GENERIC_VERBS,
    GRID_NOUNS,
    ICON_NOUNS,
    NAME_LEADS,
    NAMING_ROLES,
    ORDINALS,
    ORIENTATION,
    PICTURE_WORDS,
    PLACING,
    ROLE_NOUNS,
    SELF_REGIONS,
    SELF_VERBS,
    SLIDER_NOUNS,
    SLIDER_PARTS,
    SWITCH_VERBS,
    TEXT_AREA_NOUNS,
    VERB_ROLES,
)
from iwr_bench.tasks.locate.whose import split_placed, whose_words

__all__ = ["PASSES", "State", "parse_description", "start"]



def cjk_runs(s: State) -> None:
    """CJK runs: their ordinals, role words and content pieces."""
    for i, tok in enumerate(s.toks):
        if not CJK_RE.fullmatch(tok):
            continue
        pieces, nth, role = _cjk_part(tok, s.notes)
        s.used[i] = True
        if re.match(r"(?:取消)?勾选|チェック", tok) or "にチェック" in tok:
            s.hint_roles.add("checkbox")  # "勾选第二个食材": tick the second ingredient
        if nth:
            s.ordinal = nth
            s.ordinal_item = any(p.startswith("商品") for p in pieces)
            pieces = [q for q in (p[2:] if p.startswith("商品") else p for p in pieces) if q]
        if role == "icon":
            s.icon = True
        elif role:
            s.roles |= ROLE_NOUNS.get(role, frozenset())
        s.cjk_content += pieces


def _cjk_part(run: str, notes: list[str]) -> tuple[list[str], Nth | None, str]:
    """A CJK run without its filler words: (content pieces, ordinal, role word)."""
    nth = None
    m = CJK_ORDINAL.search(run)
    if m:
        raw = m.group(1)
        n = int(raw) if raw.isdigit() else (CJK_NUMBERS.get(raw) or (10 + CJK_NUMBERS.get(raw[-1], 0) if raw.startswith("十") else None))
        if n:
            nth = Nth(int(n))
        run = run[: m.start()] + " " + run[m.end():]
    role = ""
    for word, r in sorted(CJK_ROLES.items(), key=lambda kv: -len(kv[0])):
        if word in run:
            # "搜索框" keeps its content word: only the trailing role character goes.
            run = run.replace(word, " " if word != "搜索框" else "搜索 ")
            role = role or r
    run = CJK_FILLER.sub(" ", run)
    pieces = [p for p in run.split() if p]
    if pieces or nth or role:
        notes.append(f"cjk: {pieces} nth={nth} role={role}")
    return pieces, nth, role


def _verb(s: State, i: int, w: str) -> bool:
    """The first verb: it says what to do, sometimes which kind of control, sometimes the label itself."""
    if s.first_verb or s.content or s.weak or not (w in GENERIC_VERBS or w in ACTION_VERBS) \
            or s.word(i - 1) in ("the", "a", "an", "that", "this"):
        return False  # "Then the Submit under that textarea": after an article the word is the control's name
    s.first_verb = w
    if w in VERB_ROLES:
        s.hint_roles.add(VERB_ROLES[w])
    if w in CHOICE_VERBS:
        s.hint_roles |= CHOICE_ROLES
    if w in SWITCH_VERBS and s.word(i + 1) in ("on", "off"):
        s.hint_roles.add("switch")
        s.used[i + 1] = True
    if w in ACTION_VERBS or w in ("select", "open", "show", "view"):
        s.weak.append((i, w))
    return True


def _kind_word(s: State, i: int, w: str, first_content: int) -> bool:
    """Icon, role, region and grid nouns: they say what kind of thing, rarely its name."""
    if w in ICON_NOUNS:
        s.icon = True
        return True
    if w == "bar" and s.word(i - 1) == "search":
        s.role_words.append((i, FIELD_ROLES))
        return True
    if w == "page" and _page_named(s, i):
        s.role_words.append((i, ROLE_NOUNS["link"]))  # "the Radar page", "the Line chart page": the link to it
        s.weak.append((i, w))
        return True
    base = w[:-1] if w.endswith("s") and w[:-1] in ROLE_NOUNS else w
    if base in ROLE_NOUNS and s.word(i - 1) in NAME_LEADS:
        return False  # "the field labelled Input error", "the button called Select": after "labelled" a kind word is a name
    if base != w and s.word(i - 1) in ("all", "every"):
        return False  # "Collapse all fields", "Clear all checkboxes": what the control acts on, not what it is
    nxt = s.word(i + 1).removesuffix("s")
    if base in ROLE_NOUNS and base != "option" and capitalized(s.description, w) and _names_next(s, i) \
            and f"{w}_{nxt}" not in ROLE_NOUNS and not _in_place(s, i):
        return False  # "the Toggle button", "the Dropdown button": a capitalised kind word before a kind is the name
    if base in ROLE_NOUNS and not (base == "select" and i == first_content):
        # "Check the box for ...", "Tick the box of ...": the verb says which box, a checkbox, not a text box.
        ticked = base == "box" and s.hint_roles & {"checkbox"}
        if base in TEXT_AREA_NOUNS:
            s.hint_roles.add("multiline")  # "the small text area in row one": the box of many lines, not the one beside
        s.role_words.append((i, frozenset({"checkbox"}) if ticked else ROLE_NOUNS[base]))
        (s.content if base in NAMING_ROLES else s.weak).append((i, w))
        return True
    if w in SELF_REGIONS:
        s.regions.add(SELF_REGIONS[w])
        s.weak.append((i, w))
        return True
    if w in s.region_tokens:
        return True
    if w in GRID_NOUNS and _in_place(s, i):
        s.weak.append((i, w))  # "the dot under the row of squares": the cells are what it is placed by
        return True
    if w in GRID_NOUNS or (w in ("board", "grid") and (s.positions or s.ordinal or s.grid)):
        s.grid = True
        if w in GRID_NOUNS:
            s.weak.append((i, w))
        return True
    return False


def _page_named(s: State, i: int) -> bool:
    """"page" after a name written with a capital ("Go to the Time axis page"), not after a step or a number ("the next
    page", "the last page")."""
    run = []
    for j in range(i - 1, -1, -1):
        if s.toks[j] in FILLER or s.used[j]:
            break
        run.append(s.toks[j])
    return bool(run) and any(capitalized(s.description, w) for w in run) and not any(w in ORDINALS or w in ORIENTATION
                                                                                     or w.isdigit() for w in run)


def _in_place(s: State, i: int) -> bool:
    """The word stands in what says where, after a thing already named ("the second dot under the row of squares")."""
    preps = [k for k in range(i) if s.toks[k] in ANCHOR_PREPS - {"of"} or s.toks[k] == "next_to"]
    return bool(preps) and any(k < preps[0] for k, _ in [*s.content, *s.weak, *s.role_words])


def _names_next(s: State, i: int) -> bool:
    """The word names the control that follows ("the comment button"), so it is a name, not a kind."""
    for j in range(i + 1, len(s.toks)):
        w = s.toks[j]
        if w in FILLER and w not in ANCHOR_PREPS:
            continue
        return w in ROLE_NOUNS or w in ICON_NOUNS
    return False


def remaining(s: State) -> None:
    """The rest: verbs, role nouns, container and grid nouns, and the content words."""
    s.grid = s.row is not None or s.col is not None
    first_content = next((i for i, w in enumerate(s.toks) if not s.used[i] and w not in FILLER), -1)
    for i, w in enumerate(s.toks):
        if s.used[i]:
            continue
        if quote_index(w) is not None:
            s.content.append((i, w))
            continue
        if _verb(s, i, w):
            continue
        if w in VERB_ROLES and w in ("tick", "untick", "check", "uncheck", "toggle", "enable", "disable"):
            s.hint_roles.add(VERB_ROLES[w])
        if _kind_word(s, i, w, first_content):
            continue
        if w in ASKING and (s.role_words or s.word(i + 1) == "for"):
            if s.word(i + 1) == "for":
                s.used[i + 1] = True  # "the field asking for hours": the hours name it
            continue
        if w == "page" and s.ordinal is not None and s.ordinal_noun == "page":
            s.page_number = True
            continue
        if w == "page" and (s.word(i + 1).isdigit() or s.word(i - 1) in ("next", "previous", "prev", "first")):
            continue  # "page 3", "the next page": the pager's link, whatever it says
        if w in FILLER and w not in ANCHOR_PREPS and w != "next_to":
            continue
        if w in SWITCH_VERBS and s.word(i + 1) in ("on", "off"):
            s.hint_roles.add("switch")
            s.used[i + 1] = True
            continue
        if w in ("on", "off") and i > 0 and s.toks[i - 1] in SWITCH_VERBS:
            continue
        if w in PICTURE_WORDS:
            s.picture = True
        s.content.append((i, w))
    if s.ordinal is not None and s.ordinal_noun in CONTAINER_NOUNS:
        s.content = [(i, w) for i, w in s.content if w != s.ordinal_noun]
    # Day numbers ("the 15th", "the 4th of July") are the cell's text.
    s.content = [(i, re.sub(r"^(\d+)(st|nd|rd|th)$", r"\1", w)) for i, w in s.content]


def readings(s: State) -> None:
    """Split the content into what names the element (target) and what names its place (anchor);
    "the second card in the Done list": the counted noun is the object, what follows says where."""
    target_q, target = [], []  # type: tuple[list[str], list[str]]
    placed: list[tuple[int, bool, str]] = []  # (token index, quoted, text) of what names the place
    seen_target = s.ordinal_item or bool(s.weak and s.weak[-1][1] != s.first_verb)
    in_anchor = False
    placing = s.first_verb in PLACING
    kinds: list[str] = []
    anchor_at, anchor_prep = len(s.toks), ""
    for i, w in s.content:
        q = quote_index(w)
        in_anchor = in_anchor and not 0 <= anchor_at < s.instrument_at < i  # "out of the map using the minus button"
        if not in_anchor and w in CONTAINER_NOUNS and not _names_next(s, i) and not capitalized(s.description, w):
            # "the BUG card", "the conversation about ...": the noun says what kind of thing, the rest which.
            kinds.append(w)
            seen_target = True
            continue
        if w == "of" and s.nth_at(i - 1) is not None:
            continue  # "the second of the two dots": what follows is what is counted, not a place
        if (w in ANCHOR_PREPS or w == "next_to") and not (s.word(i - 1) in ANCHOR_PREPS and capitalized(s.description, w)):
            # ("in About": a capitalized word after a preposition is a name, the About menu's)
            if seen_target or placing:
                if not in_anchor:
                    anchor_at, anchor_prep = i, w
                in_anchor = True
                if placing:
                    # "put an O in the top square": what is put is no element; the place is.
                    target_q, target, placing, in_anchor, seen_target = [], [], False, False, False
            continue
        if in_anchor:
            placed.append((i, q is not None, s.quotes[q] if q is not None else w))
        elif q is not None:
            target_q.append(s.quotes[q])
        else:
            target.append(w)
        seen_target = True
    anchor_q, anchor = split_placed(placed)
    # Unclaimed quotes (a quote inside a word the tokenizer dropped) count as targets.
    for k, quote in enumerate(s.quotes):
        if quote not in target_q and quote not in anchor_q and f"qqq{k}qqq" not in s.toks:
            target_q.append(quote)
    target += s.cjk_content
    s.weak += [(-1, w) for w in kinds] + s.purpose
    # A role noun in the place ("the smiley next to the message box") is the other thing's, not the element's.
    own_roles = {r for i, roles in s.role_words if i < anchor_at for r in roles}
    s.roles |= own_roles or ({r for _, roles in s.role_words for r in roles} if not target and not target_q else set())
    target_q, target, anchor_q, anchor = whose_words(s, target_q, target, anchor_q, anchor, placed, kinds, anchor_at, anchor_prep)
    s.readings = _alternatives(s, target_q, target, anchor_q, anchor)
    count_the_other_thing(s)


def _alternatives(s: State, target_q: list[str], target: list[str], anchor_q: list[str], anchor: list[str]) -> tuple[Reading, ...]:
    verb = [w for _, w in s.weak if w == s.first_verb]
    other_weak = tuple(w for _, w in s.weak if w != s.first_verb)
    base = Reading(tuple(target_q), tuple(target), tuple(verb) + other_weak, tuple(anchor_q), tuple(anchor),
                   exact_wins=not (s.first_verb in ACTION_VERBS and s.first_verb not in ("select", "show", "view")))
    labelled = s.first_verb in ACTION_VERBS and s.first_verb not in SELF_VERBS
    if labelled and not target and not target_q and any(w in CONTAINER_NOUNS for w in other_weak):
        # "Delete the email about the boarding pass", "Pause the song": the object is a kind of thing, so the
        # verb names the control; the email's row is not what a person presses to delete it.
        return (Reading((), (s.first_verb,), other_weak, tuple(anchor_q), tuple(anchor), exact_wins=False,
                        verb=bool(anchor or anchor_q)),)
    out = [base]
    if any(w in SLIDER_PARTS for w in target) and not target_q and any(w in SLIDER_NOUNS for w in anchor):
        # "Tap the round knob of the range slider": a native slider draws its knob itself, so the slider may be what
        # is named (a custom one's knob is an element of its own, named by the first reading).
        out.append(Reading(tuple(anchor_q), tuple(anchor), other_weak + tuple(target), (), (), exact_wins=False))
    if s.first_verb in ACTION_VERBS and (target_q or target or anchor or anchor_q):
        # The verb is the label; everything else says where ("Edit 'Call the bank'", "Delete Carol White").
        out.append(Reading((), (s.first_verb,), other_weak, tuple(target_q + anchor_q), tuple(target + anchor),
                           exact_wins=False, verb=True))
        if anchor and not anchor_q:
            # "Add the Linen Shirt to the cart": the verb and the place make the label ("Add to cart").
            out.append(Reading((), (s.first_verb, *anchor), other_weak, tuple(target_q), tuple(target), exact_wins=False,
                               verb=True))
    return tuple(out)


PASSES: tuple[Callable[[State], None], ...] = (setting, purpose, likeness, cjk_runs, rows_and_columns, sets_said, ordinals, ends, ratings, numbers, looks, directions, relations,
                                               positions, layouts, regions, instrument, remaining, readings)


def parse_description(description: str) -> Query:
    """A description's parts: quotes, role words, ordinal, row/column, positions, regions, colours,
    size, direction, relations and the words that name the element and its place."""
    state = start(said_first(description))
    for step in PASSES:
        step(state)
    return state.query()
