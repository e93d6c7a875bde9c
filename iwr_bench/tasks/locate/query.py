"""Reading an action's description as a person would: what it names, where, and which one.

"Click the 'Add to cart' button of the third product" names a label ('Add to cart', quoted:
an exact match wins outright), a role (button), and which of the repeated ones (the third
product: an ordinal over containers). "Click the light in row 2, column 4" names a grid cell;
"Click the search icon at the top right" a word, an icon and a position; "Delete next to
'Buy milk'" a label and the text beside it (the anchor). ``parse_description`` turns a
description into a ``Query`` holding those parts; ``iwr_bench.tasks.locate.decide`` weighs candidates by them.

When a description starts with a verb that is often a label itself ("Delete Carol White",
"Edit 'Call the bank'", "Add the Linen Shirt to the cart"), it is read two ways: the verb
names the control and the rest says where it is, or the rest names the control. The
locator keeps, per candidate, the reading that fits it best.
"""

# size: the description parser (issue 24 splits it into small passes)

from __future__ import annotations

import re
from dataclasses import dataclass, field

from iwr_bench.tasks.locate.text import CJK_RE, STOPWORDS, norm, tokens
from iwr_bench.tasks.locate.vocab import (
    ACTION_VERBS,
    ANCHOR_PREPS,
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
    LOCATION_PREPS,
    MONTHS,
    NAMING_ROLES,
    NUMBER_WORDS,
    ORDINALS,
    PLACING,
    POSITIONS,
    REGION_PHRASES,
    REGION_WORDS,
    ROLE_NOUNS,
    SELF_REGIONS,
    VERB_ROLES,
)

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
class Query:
    description: str
    quoted: tuple[str, ...] = ()
    readings: tuple[Reading, ...] = (Reading(),)
    roles: frozenset[str] = frozenset()  # roles the description asks for; empty when it names none
    hint_roles: frozenset[str] = frozenset()  # roles its verb suggests (tick: checkbox)
    icon: bool = False
    ordinal: Nth | None = None
    ordinal_item: bool = False  # counts containers ("the third product"), not the elements
    ordinal_noun: str = ""  # what the ordinal counts ("product", "tab")
    row: Nth | None = None
    col: Nth | None = None
    positions: frozenset[str] = frozenset()
    regions: frozenset[str] = frozenset()
    grid: bool = False  # names a cell of a board, calendar, seat map
    page_number: bool = False  # "the last page": the pager's numbered links
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


def _requote(description: str, quotes: tuple[str, ...], rest: str) -> str:
    """The description with its quotes back in (as "..." so that new single quotes cannot pair with them)."""
    return re.sub(r" qqq(\d+)qqq ", lambda m: f' "{quotes[int(m.group(1))]}" ', rest)


def _quote_index(tok: str) -> int | None:
    m = re.fullmatch(r"qqq(\d+)qqq", tok)
    return int(m.group(1)) if m else None


def _nth_word(tok: str) -> Nth | None:
    if tok in ORDINALS:
        return Nth(ORDINALS[tok])
    if tok in ("last", "final", "lastmost"):
        return Nth(1, from_end=True)
    if tok in ("penultimate",):
        return Nth(2, from_end=True)
    return None


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


def _words(text: str) -> list[str]:
    """The description's tokens in order; CJK runs kept whole (split later)."""
    t = norm(text)
    t = re.sub(r"#\s*(\d+)\b", r" no \1 ", t)
    t = re.sub(r"\b(second|third)[\s-]+(?:to[\s-]+)?last\b", lambda m: f" {m.group(1)}_last ", t)
    t = re.sub(r"\b(\d+)(st|nd|rd|th)\b", r"\1\2", t)
    out: list[str] = []
    for piece in re.split(r"(" + CJK_RE.pattern + r")", t):
        if not piece:
            continue
        if CJK_RE.fullmatch(piece):
            out.append(piece)
        else:
            out.extend(tokens(piece))
    return out


# A capitalized little word in mid-sentence is a label ("into the To field", "Click On"), not grammar.
_LABEL_STOPWORD = re.compile(r"(?<=[a-z,] )(To|From|In|On|Off|Out|Up|By|For|Of|At|All|It|Me|Go|Do|No|Yes|OK)(?=\s|$)")


# size: one pass over the description (issue 24 splits it into small passes)
def parse_description(description: str) -> Query:
    """A description's parts: quotes, role words, ordinal, row/column, positions, regions, words."""
    quotes, rest = extract_quotes(description)
    if _LABEL_STOPWORD.search(rest):
        quotes, rest = extract_quotes(_LABEL_STOPWORD.sub(lambda m: f"'{m.group(1)}'", _requote(description, quotes, rest)))
    toks = _words(rest)
    notes: list[str] = []
    used = [False] * len(toks)

    # ---- CJK runs: their ordinals, role words and content pieces
    cjk_content: list[str] = []
    roles: set[str] = set()
    hint_roles: set[str] = set()
    icon = False
    ordinal: Nth | None = None
    ordinal_item = False
    for i, tok in enumerate(toks):
        if CJK_RE.fullmatch(tok):
            pieces, nth, role = _cjk_part(tok, notes)
            used[i] = True
            if nth:
                ordinal = nth
                ordinal_item = any(p.startswith("商品") for p in pieces)
                pieces = [p[2:] if p.startswith("商品") else p for p in pieces]
                pieces = [p for p in pieces if p]
            if role == "icon":
                icon = True
            elif role:
                roles |= ROLE_NOUNS.get(role, frozenset())
            cjk_content += pieces

    def word(i: int) -> str:
        return toks[i] if 0 <= i < len(toks) else ""

    def nth_at(i: int) -> Nth | None:
        w = word(i)
        if w.endswith("_last") and w.split("_")[0] in ORDINALS:
            return Nth(ORDINALS[w.split("_")[0]], from_end=True)
        return _nth_word(w)

    # ---- rows and columns
    row: Nth | None = None
    col: Nth | None = None
    rc_words = {"top": Nth(1), "bottom": Nth(1, from_end=True), "front": Nth(1), "back": Nth(1, from_end=True),
                "left": Nth(1), "right": Nth(1, from_end=True), "middle": Nth(middle=True), "center": Nth(middle=True),
                "centre": Nth(middle=True), "leftmost": Nth(1), "rightmost": Nth(1, from_end=True)}
    for i, w in enumerate(toks):
        if used[i]:
            continue
        if w in ("row", "column", "col", "line"):
            nxt = word(i + 1)
            value: Nth | None = None
            if nxt.isdigit():
                value = Nth(int(nxt))
            elif len(nxt) == 1 and nxt.isalpha() and w == "row":
                value = Nth(ord(nxt) - 96)
            elif nxt in NUMBER_WORDS:
                value = Nth(NUMBER_WORDS[nxt])
            if value is not None:
                used[i] = used[i + 1] = True
            else:
                prev = word(i - 1)
                value = nth_at(i - 1) or rc_words.get(prev)
                if value is not None:
                    used[i] = used[i - 1] = True
            if value is not None:
                if w == "row" or w == "line":
                    row = row or value
                else:
                    col = col or value
    if row is not None and col is None:
        for i, w in enumerate(toks):
            if not used[i] and w in ("seat", "number", "no", "num", "spot") and word(i + 1).isdigit():
                col = Nth(int(word(i + 1)))
                used[i] = used[i + 1] = True
                break

    # ---- ordinals ("the third product", "the second 'Delete'", "the last tab")
    ordinal_noun = ""
    for i, w in enumerate(toks):
        if used[i]:
            continue
        nth = nth_at(i)
        if nth is None:
            continue
        nxt = word(i + 1)
        after = word(i + 2)
        if w[0].isdigit() and (nxt == "of" and after in MONTHS or word(i - 1) in MONTHS or int(re.sub(r"\D", "", w)) > 10):
            continue  # a date: "the 1st of June" is the day numbered 1
        used[i] = True
        j = i + 1
        while j < len(toks) and (toks[j] in FILLER or toks[j] in ICON_NOUNS) and _quote_index(toks[j]) is None:
            j += 1
        noun = word(j)
        if (row is not None) != (col is not None) and (noun in GRID_NOUNS or noun in ("one", "") or noun not in CONTAINER_NOUNS):
            # "the second light in the first row": the ordinal is the other coordinate.
            if row is not None and col is None:
                col = nth
                continue
            if col is not None and row is None:
                row = nth
                continue
        ordinal = nth
        ordinal_noun = noun
        ordinal_item = noun in CONTAINER_NOUNS
        if noun in ("row", "rows") and row is None and not ordinal_item:
            row, ordinal = nth, None
        break
    for i, w in enumerate(toks):  # "#2", "number 2" without row context
        if not used[i] and w == "no" and word(i + 1).isdigit() and ordinal is None:
            ordinal, used[i], used[i + 1] = Nth(int(word(i + 1))), True, True

    # ---- positions; "middle of the right column" puts "middle" on the row
    positions: set[str] = set()
    first_content = next((i for i, w in enumerate(toks) if not used[i] and w not in FILLER), -1)
    for i, w in enumerate(toks):
        if used[i] or w not in POSITIONS:
            continue
        if i == first_content and w in ("center", "centre"):
            continue  # "Center the text": a verb
        pos = POSITIONS[w]
        if pos == "center" and col is not None and row is None:
            row, used[i] = Nth(middle=True), True
            continue
        if pos == "center" and row is not None and col is None:
            col, used[i] = Nth(middle=True), True
            continue
        positions.add(pos)
        used[i] = True
    if "front" in toks and row is None and any(t in ("row", "rows") for t in toks):
        row = Nth(1)

    # ---- regions, after a location preposition ("in the footer", "of the popup")
    regions: set[str] = set()
    region_tokens: set[str] = set()
    joined = list(toks)
    for i in range(len(joined)):
        for ph in REGION_PHRASES:
            parts = ph.split("_")
            if joined[i:i + len(parts)] == parts:
                for k in range(1, len(parts)):
                    used[i + k] = True
                joined[i] = ph
                break
    for i, w in enumerate(joined):
        region = REGION_WORDS.get(w)
        if region is None:
            continue
        k = i - 1
        while k >= 0 and (joined[k] in STOPWORDS - LOCATION_PREPS or joined[k] in POSITIONS or joined[k] in ("open", "main", "cookie", "newsletter")):
            k -= 1
        if k >= 0 and joined[k] in LOCATION_PREPS:
            regions.add(region)
            region_tokens.add(w)
    toks = joined

    # ---- the rest: verbs, role nouns, container/grid nouns, content
    grid = row is not None or col is not None
    page_number = False
    content: list[tuple[int, str]] = []  # (index, token) of words that may name the element or its place
    weak: list[tuple[int, str]] = []
    first_verb = ""
    for i, w in enumerate(toks):
        if used[i]:
            continue
        q = _quote_index(w)
        if q is not None:
            content.append((i, w))
            continue
        if not first_verb and not content and not weak and (w in GENERIC_VERBS or w in ACTION_VERBS):
            first_verb = w
            if w in VERB_ROLES:
                hint_roles.add(VERB_ROLES[w])
            if w in ("turn", "switch") and word(i + 1) in ("on", "off"):
                hint_roles.add("switch")
                used[i + 1] = True
            if w in ACTION_VERBS:
                weak.append((i, w))
            elif w in ("select", "open", "show", "view"):
                weak.append((i, w))
            continue
        if w in VERB_ROLES and w in ("tick", "untick", "check", "uncheck", "toggle", "enable", "disable"):
            hint_roles.add(VERB_ROLES[w])
        if w in ICON_NOUNS:
            icon = True
            continue
        if w == "bar" and word(i - 1) == "search":
            roles |= FIELD_ROLES
            continue
        base = w[:-1] if w.endswith("s") and w[:-1] in ROLE_NOUNS else w
        if base in ROLE_NOUNS and not (base == "select" and i == first_content):
            roles |= ROLE_NOUNS[base]
            (content if base in NAMING_ROLES else weak).append((i, w))
            continue
        if w in SELF_REGIONS:
            regions.add(SELF_REGIONS[w])
            weak.append((i, w))
            continue
        if w in region_tokens:
            continue
        if w in GRID_NOUNS or (w in ("board", "grid") and (positions or ordinal or grid)):
            grid = True
            if w in GRID_NOUNS:
                weak.append((i, w))
            continue
        if w == "page" and ordinal is not None and ordinal_noun == "page":
            page_number = True
            continue
        if w == "page" and (word(i + 1).isdigit() or word(i - 1) in ("next", "previous", "prev", "first")):
            continue  # "page 3", "the next page": the pager's link, whatever it says
        if w in FILLER and w not in ANCHOR_PREPS and w not in ("next_to",):
            continue
        if w in ("turn", "switch") and word(i + 1) in ("on", "off"):
            hint_roles.add("switch")
            used[i + 1] = True
            continue
        if w in ("on", "off") and i > 0 and toks[i - 1] in ("turn", "switch"):
            continue
        content.append((i, w))
    if ordinal is not None and ordinal_noun in CONTAINER_NOUNS:
        content = [(i, w) for i, w in content if w != ordinal_noun]
    # Day numbers ("the 15th", "the 4th of July") are the cell's text.
    content = [(i, re.sub(r"^(\d+)(st|nd|rd|th)$", r"\1", w)) for i, w in content]
    words = [w for _, w in content if _quote_index(w) is None and w not in ANCHOR_PREPS] + cjk_content

    # "the second card in the Done list": the counted noun is the object, what follows says where.
    readings = _readings(toks, quotes, content, weak, first_verb, cjk_content, has_object=ordinal_item)
    return Query(
        description=description, quoted=quotes, readings=readings, roles=frozenset(roles), hint_roles=frozenset(hint_roles),
        icon=icon, ordinal=ordinal, ordinal_item=ordinal_item, ordinal_noun=ordinal_noun, row=row, col=col, positions=frozenset(positions),
        regions=frozenset(regions), grid=grid, page_number=page_number,
        words=" ".join(words + [w for _, w in weak if w not in GENERIC_VERBS]), notes=tuple(notes),
    )


def _readings(toks: list[str], quotes: tuple[str, ...], content: list[tuple[int, str]], weak: list[tuple[int, str]],
              first_verb: str, cjk: list[str], *, has_object: bool = False) -> tuple[Reading, ...]:
    """Split the content into what names the element (target) and what names its place (anchor)."""
    target_q: list[str] = []
    anchor_q: list[str] = []
    target: list[str] = []
    anchor: list[str] = []
    seen_target = has_object or bool(weak and weak[-1][1] != first_verb)
    in_anchor = False
    placing = first_verb in PLACING
    for _, w in content:
        q = _quote_index(w)
        if w in ANCHOR_PREPS or w == "next_to":
            if seen_target or placing:
                in_anchor = True
                if placing:
                    # "put an O in the top square": what is put is no element; the place is.
                    target_q, target = [], []
                    placing = False
                    in_anchor = False
                    seen_target = False
            continue
        if q is not None:
            (anchor_q if in_anchor else target_q).append(quotes[q])
            seen_target = True
            continue
        (anchor if in_anchor else target).append(w)
        seen_target = True
    # Unclaimed quotes (a quote inside a word the tokenizer dropped) count as targets.
    for k, quote in enumerate(quotes):
        if quote not in target_q and quote not in anchor_q and f"qqq{k}qqq" not in toks:
            target_q.append(quote)
    target += cjk
    verb = [w for _, w in weak if w == first_verb]
    other_weak = tuple(w for _, w in weak if w != first_verb)
    base = Reading(tuple(target_q), tuple(target), tuple(verb) + other_weak, tuple(anchor_q), tuple(anchor),
                   exact_wins=not (first_verb in ACTION_VERBS and first_verb not in ("select", "show", "view")))
    readings = [base]
    if first_verb in ACTION_VERBS and (target_q or target or anchor or anchor_q):
        # The verb is the label; everything else says where ("Edit 'Call the bank'", "Delete Carol White").
        readings.append(Reading((), (first_verb,), other_weak, tuple(target_q + anchor_q), tuple(target + anchor),
                                exact_wins=False, verb=True))
        if anchor and not anchor_q:
            # "Add the Linen Shirt to the cart": the verb and the place make the label ("Add to cart").
            readings.append(Reading((), (first_verb, *anchor), other_weak, tuple(target_q), tuple(target), exact_wins=False,
                                    verb=True))
    return tuple(readings)
