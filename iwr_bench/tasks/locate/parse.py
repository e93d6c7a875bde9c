"""Reading a description in small passes over one ``State``: each pass takes the words it
understands (marks them used) and records what they say; the last passes split what is left
into the words that name the element and the words that name its place.

The passes, in order (``PASSES``): CJK runs, rows and columns, ordinals, numbers, colours and
sizes, directions, relations, positions, regions, the remaining words, the readings. Their word
lists are data in ``iwr_bench.tasks.locate.vocab``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from iwr_bench.tasks.locate.query import (
    Nth,
    Query,
    Reading,
    Relation,
    extract_quotes,
    quote_index,
    requote,
)
from iwr_bench.tasks.locate.text import CJK_RE, STOPWORDS, norm, tokens
from iwr_bench.tasks.locate.vocab import (
    ABOUT_PREPS,
    ACTION_VERBS,
    ANCHOR_PREPS,
    ARROW_NOUNS,
    CHOICE_ROLES,
    CHOICE_VERBS,
    CJK_FILLER,
    CJK_NUMBERS,
    CJK_ORDINAL,
    CJK_ROLES,
    COLOURS,
    COLUMN_NOUNS,
    COLUMN_WORDS,
    CONTAINER_NOUNS,
    DESCRIBED,
    DIRECTION_WORDS,
    FIELD_ROLES,
    FILLER,
    GENERIC_VERBS,
    GOING_VERBS,
    GRID_NOUNS,
    ICON_NOUNS,
    INSIDE_PREPS,
    LAST_WORDS,
    LOCATION_PREPS,
    MONTHS,
    NAMING_ROLES,
    NUMBER_WORDS,
    ORDINALS,
    PICTURE_WORDS,
    PLACING,
    POSITIONS,
    PURPOSE_VERBS,
    RC_PLACES,
    REGION_LEAD,
    REGION_PHRASES,
    REGION_WORDS,
    RELATION_WORDS,
    ROLE_NOUNS,
    ROW_WORDS,
    SEAT_WORDS,
    SELF_REGIONS,
    SELF_VERBS,
    SIDE_WORDS,
    SIZE_WORDS,
    VERB_ROLES,
)

__all__ = ["PASSES", "State", "parse_description", "start"]

# A capitalized little word in mid-sentence after a lower-case word (or the first word) is a label
# ("into the To field", "Click On"), not grammar; after a capitalized name it is part of the name
# ("Click Sign In", "Log Out").
_LITTLE = re.compile(r"(?<=[\w,] )(To|From|In|On|Off|Out|Up|By|For|Of|At|All|It|Me|Go|Do|No|Yes|OK)(?=\s|$)")


def _quote_little_words(rest: str) -> str:
    def sub(m: re.Match[str]) -> str:
        before = rest[: m.start()].rstrip()
        prev = re.split(r"\s+", before)[-1] if before else ""
        first = not re.search(r"\s", before.strip())
        if prev.endswith(",") or prev.islower() or first:
            return f"'{m.group(1)}'"
        return m.group(0)
    return _LITTLE.sub(sub, rest)


@dataclass
class State:
    """One description being read: its tokens, which are taken, and what the passes found."""

    description: str
    quotes: tuple[str, ...]
    toks: list[str]
    used: list[bool]
    notes: list[str] = field(default_factory=list)
    cjk_content: list[str] = field(default_factory=list)
    roles: set[str] = field(default_factory=set)
    hint_roles: set[str] = field(default_factory=set)
    icon: bool = False
    picture: bool = False
    ordinal: Nth | None = None
    ordinal_item: bool = False
    ordinal_noun: str = ""
    row: Nth | None = None
    col: Nth | None = None
    positions: set[str] = field(default_factory=set)
    regions: set[str] = field(default_factory=set)
    region_tokens: set[str] = field(default_factory=set)
    grid: bool = False
    page_number: bool = False
    colours: set[str] = field(default_factory=set)
    size: str = ""
    direction: str = ""
    relations: list[Relation] = field(default_factory=list)
    content: list[tuple[int, str]] = field(default_factory=list)  # words that may name the element or its place
    weak: list[tuple[int, str]] = field(default_factory=list)  # verbs and role nouns: may name it
    first_verb: str = ""
    purpose: list[tuple[int, str]] = field(default_factory=list)  # words of "to see more albums"
    role_words: list[tuple[int, frozenset[str]]] = field(default_factory=list)  # where a role noun was said
    readings: tuple[Reading, ...] = (Reading(),)

    def word(self, i: int) -> str:
        return self.toks[i] if 0 <= i < len(self.toks) else ""

    def nth_at(self, i: int) -> Nth | None:
        w = self.word(i)
        if w.endswith("_last") and w.split("_")[0] in ORDINALS:
            return Nth(ORDINALS[w.split("_")[0]], from_end=True)
        if w in ORDINALS:
            return Nth(ORDINALS[w])
        if w in LAST_WORDS:
            return Nth(LAST_WORDS[w], from_end=True)
        return None

    def free(self, i: int) -> bool:
        return 0 <= i < len(self.toks) and not self.used[i]

    def query(self) -> Query:
        words = [w for _, w in self.content if quote_index(w) is None and w not in ANCHOR_PREPS] + self.cjk_content
        return Query(
            description=self.description, quoted=self.quotes, readings=self.readings, roles=frozenset(self.roles),
            hint_roles=frozenset(self.hint_roles), icon=self.icon, picture=self.picture, ordinal=self.ordinal, ordinal_item=self.ordinal_item,
            ordinal_noun=self.ordinal_noun, row=self.row, col=self.col, positions=frozenset(self.positions),
            regions=frozenset(self.regions), grid=self.grid, page_number=self.page_number, colours=frozenset(self.colours),
            size=self.size, direction=self.direction, relations=tuple(self.relations),
            words=" ".join(words + [w for _, w in self.weak if w not in GENERIC_VERBS]), notes=tuple(self.notes))


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


def start(description: str) -> State:
    """The state before the passes: quotes taken out (a capitalized little word after a lower-case
    one quoted too), the rest as tokens."""
    quotes, rest = extract_quotes(description)
    marked = _quote_little_words(rest)
    if marked != rest:
        quotes, rest = extract_quotes(requote(description, quotes, marked))
    toks = _words(rest)
    return State(description, quotes, toks, [False] * len(toks))


# ---------------------------------------------------------------- passes

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


def cjk_runs(s: State) -> None:
    """CJK runs: their ordinals, role words and content pieces."""
    for i, tok in enumerate(s.toks):
        if not CJK_RE.fullmatch(tok):
            continue
        pieces, nth, role = _cjk_part(tok, s.notes)
        s.used[i] = True
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


def rows_and_columns(s: State) -> None:
    """"row 2", "column C", "the top row", "the second column"; with a row, "seat 4" is the column."""
    for i, w in enumerate(s.toks):
        if s.used[i] or w not in ROW_WORDS | COLUMN_WORDS:
            continue
        value, taken = _rc_value(s, i, w)
        if value is None:
            continue
        for k in taken:
            s.used[k] = True
        if w in ROW_WORDS:
            s.row = s.row or value
        else:
            s.col = s.col or value
    if s.row is not None and s.col is None:
        for i, w in enumerate(s.toks):
            if s.free(i) and w in SEAT_WORDS and s.word(i + 1).isdigit():
                s.col = Nth(int(s.word(i + 1)))
                s.used[i] = s.used[i + 1] = True
                break


def _rc_value(s: State, i: int, w: str) -> tuple[Nth | None, tuple[int, ...]]:
    nxt = s.word(i + 1)
    if nxt.isdigit():
        return Nth(int(nxt)), (i, i + 1)
    if len(nxt) == 1 and nxt.isalpha() and w == "row":
        return Nth(ord(nxt) - 96), (i, i + 1)
    if nxt in NUMBER_WORDS:
        return Nth(NUMBER_WORDS[nxt]), (i, i + 1)
    prev = s.word(i - 1)
    value = s.nth_at(i - 1) or (Nth(*RC_PLACES[prev]) if prev in RC_PLACES else None)
    return value, ((i, i - 1) if value is not None else ())


def ordinals(s: State) -> None:
    """"the third product", "the second 'Delete'", "the last tab"; with only a row or a column
    named, an ordinal over cells is the other coordinate."""
    for i, w in enumerate(s.toks):
        if s.used[i]:
            continue
        nth = s.nth_at(i)
        if nth is None:
            continue
        nxt, after = s.word(i + 1), s.word(i + 2)
        if w[0].isdigit() and (nxt == "of" and after in MONTHS or s.word(i - 1) in MONTHS or int(re.sub(r"\D", "", w)) > 10):
            continue  # a date: "the 1st of June" is the day numbered 1
        s.used[i] = True
        j = i + 1
        while j < len(s.toks) and (s.toks[j] in FILLER or s.toks[j] in ICON_NOUNS) and quote_index(s.toks[j]) is None:
            j += 1
        noun = s.word(j)
        if (s.row is not None) != (s.col is not None) and (noun in GRID_NOUNS or noun in ("one", "") or noun not in CONTAINER_NOUNS):
            # "the second light in the first row": the ordinal is the other coordinate.
            if s.row is not None:
                s.col = nth
            else:
                s.row = nth
            continue
        s.ordinal, s.ordinal_noun, s.ordinal_item = nth, noun, noun in CONTAINER_NOUNS
        if noun in ("row", "rows") and s.row is None and not s.ordinal_item:
            s.row, s.ordinal = nth, None
        break


def numbers(s: State) -> None:
    """"#2", "number 2" without a row: an ordinal."""
    for i, w in enumerate(s.toks):
        if s.free(i) and w == "no" and s.word(i + 1).isdigit() and s.ordinal is None:
            s.ordinal, s.used[i], s.used[i + 1] = Nth(int(s.word(i + 1))), True, True


def _describes(s: State, i: int) -> bool:
    """Word ``i`` is an adjective of a noun that follows before a preposition ("the green 'Save' button",
    "the big play button"), not the name itself ("Choose Red", "Choose large in the size menu")."""
    for j in range(i + 1, len(s.toks)):
        w = s.toks[j]
        if w in ANCHOR_PREPS or w in LOCATION_PREPS or w == ",":
            return False
        if quote_index(w) is not None or w in ROLE_NOUNS or w in ICON_NOUNS or w in DESCRIBED or w in ARROW_NOUNS:
            return True
        if w not in FILLER and w not in COLOURS and w not in SIZE_WORDS and s.free(j):
            return True
    return False


def _capitalized(description: str, word: str) -> bool:
    """Written with a capital inside the sentence ("the Red button"): a name, not a colour."""
    return bool(re.search(rf"(?<=[a-z,] ){word.capitalize()}\b", description))


def looks(s: State) -> None:
    """Colour and size words that describe the element ("the big green play button"), not the
    thing its place is told by ("the thumbnail under the big preview")."""
    place = next((j for j, w in enumerate(s.toks) if j >= 2 and (w in ANCHOR_PREPS or w in RELATION_WORDS)), len(s.toks))
    for i, w in enumerate(s.toks):
        if not s.free(i) or i > place:
            continue
        if w in COLOURS and _describes(s, i) and not _capitalized(s.description, w):
            s.colours.add(w)
            s.used[i] = True
        elif w in SIZE_WORDS and _describes(s, i):
            s.size = SIZE_WORDS[w]
            s.used[i] = True
        elif w in ("dark", "light") and s.word(i + 1) in COLOURS:
            s.used[i] = True  # "dark blue": the colour word decides


def directions(s: State) -> None:
    """Which way an arrow points: "the left arrow", "the arrow pointing right", "the down chevron"."""
    for i, w in enumerate(s.toks):
        if w not in ARROW_NOUNS:
            continue
        for j in (i - 1, i - 2, i + 1, i + 2):
            d = s.word(j)
            if d in DIRECTION_WORDS and (abs(j - i) == 1 or s.word(min(i, j) + 1) in ("facing", "pointing", "-")):
                s.direction = DIRECTION_WORDS[d]
                s.notes.append(f"direction {s.direction}")
                return
        if s.word(i + 1) in ("pointing", "facing") and s.word(i + 2) in DIRECTION_WORDS:
            s.direction = DIRECTION_WORDS[s.word(i + 2)]
            s.used[i + 1] = s.used[i + 2] = True
            return


def relations(s: State) -> None:
    """A place relative to another thing the page shows: "at the right of 'New releases'",
    "under the comment box", "next to the bell", "in the Review column". The other thing's words
    stay in the description (they also name the row or card around the element)."""
    for i, w in enumerate(s.toks):
        if w in INSIDE_PREPS:
            _in_column(s, i)
            continue
        kind = RELATION_WORDS.get(w)
        if kind is None and w in SIDE_WORDS and (s.word(i + 1) == "of" or (s.word(i + 1) == "side" and s.word(i + 2) == "of")):
            kind = SIDE_WORDS[w]
        if kind is None or (w == "by" and quote_index(s.word(i + 1)) is None and s.word(i + 1) not in ("the", "a")):
            continue
        quotes, words = _object_of(s, i + 1)
        if quotes or words:
            s.relations.append(Relation(kind, quotes, words))
            s.notes.append(f"relation {kind}")


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


def _object_of(s: State, j: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The quotes and words of the thing named from token ``j`` up to the next preposition."""
    quotes: list[str] = []
    words: list[str] = []
    for k in range(j, len(s.toks)):
        w = s.toks[k]
        if s.used[k] and (quotes or words):
            break
        q = quote_index(w)
        if q is not None:
            quotes.append(s.quotes[q])
            continue
        if (w in ANCHOR_PREPS or w in LOCATION_PREPS) and (quotes or words):
            break
        if w in FILLER or w in ("of", "side") or w in ROLE_NOUNS or w in ICON_NOUNS:
            continue
        words.append(w)
    return tuple(quotes), tuple(words)


def positions(s: State) -> None:
    """"top right", "in the middle"; "middle of the right column" puts "middle" on the row."""
    first_content = next((i for i, w in enumerate(s.toks) if not s.used[i] and w not in FILLER), -1)
    for i, w in enumerate(s.toks):
        if s.used[i] or w not in POSITIONS:
            continue
        if i == first_content and w in ("center", "centre"):
            continue  # "Center the text": a verb
        pos = POSITIONS[w]
        if pos == "center" and s.col is not None and s.row is None:
            s.row, s.used[i] = Nth(middle=True), True
            continue
        if pos == "center" and s.row is not None and s.col is None:
            s.col, s.used[i] = Nth(middle=True), True
            continue
        s.positions.add(pos)
        s.used[i] = True
    if "front" in s.toks and s.row is None and any(t in ("row", "rows") for t in s.toks):
        s.row = Nth(1)


def regions(s: State) -> None:
    """Region words after a location preposition ("in the footer", "of the popup")."""
    for i in range(len(s.toks)):
        for ph in REGION_PHRASES:
            parts = ph.split("_")
            if s.toks[i:i + len(parts)] == parts:
                for k in range(1, len(parts)):
                    s.used[i + k] = True
                s.toks[i] = ph
                break
    for i, w in enumerate(s.toks):
        region = REGION_WORDS.get(w)
        if region is None:
            continue
        k = i - 1
        while k >= 0 and (s.toks[k] in STOPWORDS - LOCATION_PREPS or s.toks[k] in POSITIONS or s.toks[k] in REGION_LEAD
                          or s.toks[k] in COLOURS or s.toks[k] in SIZE_WORDS):
            k -= 1
        if k >= 0 and s.toks[k] in LOCATION_PREPS:
            s.regions.add(region)
            s.region_tokens.add(w)


def _verb(s: State, i: int, w: str) -> bool:
    """The first verb: it says what to do, sometimes which kind of control, sometimes the label itself."""
    if s.first_verb or s.content or s.weak or not (w in GENERIC_VERBS or w in ACTION_VERBS):
        return False
    s.first_verb = w
    if w in VERB_ROLES:
        s.hint_roles.add(VERB_ROLES[w])
    if w in CHOICE_VERBS:
        s.hint_roles |= CHOICE_ROLES
    if w in ("turn", "switch") and s.word(i + 1) in ("on", "off"):
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
    base = w[:-1] if w.endswith("s") and w[:-1] in ROLE_NOUNS else w
    if base in ROLE_NOUNS and not (base == "select" and i == first_content):
        s.role_words.append((i, ROLE_NOUNS[base]))
        (s.content if base in NAMING_ROLES else s.weak).append((i, w))
        return True
    if w in SELF_REGIONS:
        s.regions.add(SELF_REGIONS[w])
        s.weak.append((i, w))
        return True
    if w in s.region_tokens:
        return True
    if w in GRID_NOUNS or (w in ("board", "grid") and (s.positions or s.ordinal or s.grid)):
        s.grid = True
        if w in GRID_NOUNS:
            s.weak.append((i, w))
        return True
    return False


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
        if w == "page" and s.ordinal is not None and s.ordinal_noun == "page":
            s.page_number = True
            continue
        if w == "page" and (s.word(i + 1).isdigit() or s.word(i - 1) in ("next", "previous", "prev", "first")):
            continue  # "page 3", "the next page": the pager's link, whatever it says
        if w in FILLER and w not in ANCHOR_PREPS and w != "next_to":
            continue
        if w in ("turn", "switch") and s.word(i + 1) in ("on", "off"):
            s.hint_roles.add("switch")
            s.used[i + 1] = True
            continue
        if w in ("on", "off") and i > 0 and s.toks[i - 1] in ("turn", "switch"):
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
    target_q: list[str] = []
    anchor_q: list[str] = []
    target: list[str] = []
    anchor: list[str] = []
    seen_target = s.ordinal_item or bool(s.weak and s.weak[-1][1] != s.first_verb)
    in_anchor = False
    placing = s.first_verb in PLACING
    kinds: list[str] = []
    anchor_at, anchor_prep = len(s.toks), ""
    for i, w in s.content:
        q = quote_index(w)
        if not in_anchor and w in CONTAINER_NOUNS and not _names_next(s, i) and not _capitalized(s.description, w):
            # "the BUG card", "the conversation about ...": the noun says what kind of thing, the rest which.
            kinds.append(w)
            seen_target = True
            continue
        if w in ANCHOR_PREPS or w == "next_to":
            if seen_target or placing:
                if not in_anchor:
                    anchor_at, anchor_prep = i, w
                in_anchor = True
                if placing:
                    # "put an O in the top square": what is put is no element; the place is.
                    target_q, target, placing, in_anchor, seen_target = [], [], False, False, False
            continue
        if q is not None:
            (anchor_q if in_anchor else target_q).append(s.quotes[q])
        else:
            (anchor if in_anchor else target).append(w)
        seen_target = True
    # Unclaimed quotes (a quote inside a word the tokenizer dropped) count as targets.
    for k, quote in enumerate(s.quotes):
        if quote not in target_q and quote not in anchor_q and f"qqq{k}qqq" not in s.toks:
            target_q.append(quote)
    target += s.cjk_content
    s.weak += [(-1, w) for w in kinds] + s.purpose
    # A role noun in the place ("the smiley next to the message box") is the other thing's, not the element's.
    own_roles = {r for i, roles in s.role_words if i < anchor_at for r in roles}
    s.roles |= own_roles or ({r for _, roles in s.role_words for r in roles} if not target and not target_q else set())
    labelled = s.first_verb in ACTION_VERBS and s.first_verb not in SELF_VERBS
    if anchor_prep in ABOUT_PREPS and not target and not target_q and not (labelled and kinds):
        # "the card about the product detail page": what it is about is written on it.
        target, target_q, anchor, anchor_q = anchor, anchor_q, [], []
    s.readings = _alternatives(s, target_q, target, anchor_q, anchor)


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
    if s.first_verb in ACTION_VERBS and (target_q or target or anchor or anchor_q):
        # The verb is the label; everything else says where ("Edit 'Call the bank'", "Delete Carol White").
        out.append(Reading((), (s.first_verb,), other_weak, tuple(target_q + anchor_q), tuple(target + anchor),
                           exact_wins=False, verb=True))
        if anchor and not anchor_q:
            # "Add the Linen Shirt to the cart": the verb and the place make the label ("Add to cart").
            out.append(Reading((), (s.first_verb, *anchor), other_weak, tuple(target_q), tuple(target), exact_wins=False,
                               verb=True))
    return tuple(out)


PASSES: tuple[Callable[[State], None], ...] = (purpose, cjk_runs, rows_and_columns, ordinals, numbers, looks, directions, relations,
                                               positions, regions, remaining, readings)


def parse_description(description: str) -> Query:
    """A description's parts: quotes, role words, ordinal, row/column, positions, regions, colours,
    size, direction, relations and the words that name the element and its place."""
    state = start(description)
    for step in PASSES:
        step(state)
    return state.query()
