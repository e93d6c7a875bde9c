"""The state a description is read in: its quotes taken out, its tokens, which of them the passes
of ``iwr_bench.tasks.locate.parse`` have taken and what they found."""

from __future__ import annotations

import re
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
from iwr_bench.tasks.locate.text import CJK_RE, norm, tokens
from iwr_bench.tasks.locate.vocab import (
    ANCHOR_PREPS,
    FILLER,
    GENERIC_VERBS,
    LAST_WORDS,
    ORDINALS,
    RELATION_WORDS,
    ROLE_NOUNS,
    SEQUENCE_ADVERBS,
)

__all__ = ["State", "capitalized", "start"]


# A capitalized little word in mid-sentence after a lower-case word (or the first word) is a label
# ("into the To field", "Click On", "into the Text field"), not grammar; after a capitalized name it is part of the name
# ("Click Sign In", "Log Out").
_LITTLE_WORDS = "To|From|In|On|Off|Out|Up|By|For|Of|At|All|It|Me|Go|Do|No|Yes|OK|About|Text"
# A run of them is one label ("the Off Text box": 'Off Text').
_LITTLE_SET = frozenset(_LITTLE_WORDS.lower().split("|"))
_LITTLE = re.compile(rf"(?<=[\w,] )((?:{_LITTLE_WORDS})(?: (?:{_LITTLE_WORDS}))*)(?=\s|$)")


def _quote_little_words(rest: str) -> str:
    def sub(m: re.Match[str]) -> str:
        before = rest[: m.start()].rstrip()
        prev = re.split(r"\s+", before)[-1] if before else ""
        first = not re.search(r"\s", before.strip())
        if m.group(1) == "About" and not first:
            return m.group(0)  # "the card About the launch": a capital is no label there; "Click About" is
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
    ordinal_set: bool = False
    set_nth: Nth | None = None
    set_size: int = 0
    layout: str = ""
    row: Nth | None = None
    col: Nth | None = None
    positions: set[str] = field(default_factory=set)
    screen_place: bool = False
    sides: set[str] = field(default_factory=set)
    regions: set[str] = field(default_factory=set)
    region_tokens: set[str] = field(default_factory=set)
    grid: bool = False
    page_number: bool = False
    colours: set[str] = field(default_factory=set)
    surface_colours: set[str] = field(default_factory=set)
    size: str = ""
    empty: bool = False
    checked: str = ""  # "true" for "the ticked box", "false" for "the empty checkbox"
    expanded: str = ""  # "true" for "the open item", "Collapse ..." (open now); "false" for "Expand ..."
    disabled: bool = False  # "the greyed-out button": the one that cannot be used now
    direction: str = ""
    relations: list[Relation] = field(default_factory=list)
    content: list[tuple[int, str]] = field(default_factory=list)  # words that may name the element or its place
    weak: list[tuple[int, str]] = field(default_factory=list)  # verbs and role nouns: may name it
    first_verb: str = ""
    purpose: list[tuple[int, str]] = field(default_factory=list)  # words of "to see more albums"
    likeness: bool = False  # "... that looks like a stack of cards": how an icon looked, its words weak
    instrument_at: int = -1  # where "using" (or "with the ... button" after a verb that is no click) starts
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
            ordinal_noun=self.ordinal_noun, ordinal_set=self.ordinal_set, set_nth=self.set_nth, set_size=self.set_size, layout=self.layout, row=self.row, col=self.col, positions=frozenset(self.positions), screen_place=self.screen_place,
            sides=frozenset(self.sides),
            regions=frozenset(self.regions), grid=self.grid, page_number=self.page_number, colours=frozenset(self.colours),
            surface_colours=frozenset(self.surface_colours), empty=self.empty, checked=self.checked, expanded=self.expanded, disabled=self.disabled,
            size=self.size, direction=self.direction, relations=tuple(self.relations),
            words=" ".join(words + [w for _, w in self.weak if w not in GENERIC_VERBS]), notes=tuple(self.notes))


def _words(text: str) -> list[str]:
    """The description's tokens in order; CJK runs kept whole (split later)."""
    t = norm(text)
    # "#2" alone is a count ("click #2", "the #2 tab"); after a name it is the name's number ("Collapsible Group Item #3",
    # "PR #248"), a text the page shows.
    t = re.sub(r"(^|\b(?:the|a|an|no|number|\w+ing|\w+ed)\s+|[^\w\s]\s*)#\s*(\d+)\b", r"\1 no \2 ", t)
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


# A run of words written in capitals inside a sentence that is not ("Click the ITEM just after
# DISABLED"): copied from the screen, where the labels are set in capitals; a name, like a quote.
_SHOUTED = re.compile(r"(?<![\w'\"])([A-Z][A-Z0-9]+(?:[ -][A-Z][A-Z0-9]+)*)(?![\w'\"])")


def _quote_shouted_words(rest: str) -> str:
    if not re.search(r"[a-z]{2,}", rest):
        return rest  # a description written in capitals throughout says nothing by them ("Click SMALL BUTTON" does)

    def sub(m: re.Match[str]) -> str:
        if m.start() > 0 and re.search(r"(?<=[a-z] )[A-Z][a-z]+,? $", rest[:m.start()]):
            return m.group(0)  # "that says San Francisco, CA": the capitals go on with a name begun before them
        nxt = re.match(r"\s*([A-Za-z][a-z]+|[a-z])", rest[m.end():])
        word = nxt.group(1).lower() if nxt else ""
        # "the ZIP code box", "the ZIP Code field", "the IBM logo": the next word goes on with the name; a role noun
        # or a little word of place ("the ITEM tab", "ITEM just after") does not.
        if nxt and word not in ROLE_NOUNS and word not in FILLER and word not in ANCHOR_PREPS \
                and word not in RELATION_WORDS and word not in SEQUENCE_ADVERBS:
            return m.group(0)
        return f"'{m.group(1)}'"
    return _SHOUTED.sub(sub, rest)


# A label set in title case inside a sentence ("the Select Here multi-select", "that says Select Here"): each word
# begins with a capital, the first after a lower-case word or the opening verb. Where one of its words would be dropped
# as grammar ("here", "there", "now"), the run is a name, quoted whole. A kind word alone ("the Select Theme dropdown")
# does not make it one: the page may write the name beside the control, not on it.
_TITLED = re.compile(r"(?<=[a-z,] )([A-Z][a-z]+(?: [A-Z][a-z]+)+)(?=[\s,.;:!?)]|$)")


# A capitalised word in mid-sentence with a count right after it ("Press Select 2nd option"): the count is part of the
# label, not which one of several.
_COUNTED_NAME = re.compile(r"(?<=[a-z,] )([A-Z][a-z]+ \d+(?:st|nd|rd|th)(?: [a-z]+)?)(?=[\s,.;:!?)]|$)")


def _quote_titled_words(rest: str) -> str:
    def sub(m: re.Match[str]) -> str:
        words = m.group(1).lower().split()
        if not any(w in FILLER and w not in _LITTLE_SET for w in words):  # ("Sign In": a little word's rule reads it)
            return m.group(0)
        return f"'{m.group(1)}'"
    return _COUNTED_NAME.sub(r"'\1'", _TITLED.sub(sub, rest))


def start(description: str) -> State:
    """The state before the passes: quotes taken out (a capitalized little word after a lower-case
    one quoted too, a title-cased label holding such a word, a capitalised word with a count right after it, and words
    written in capitals), the rest as tokens."""
    quotes, rest = extract_quotes(description)
    marked = _quote_shouted_words(_quote_little_words(_quote_titled_words(rest)))
    if marked != rest:
        quotes, rest = extract_quotes(requote(description, quotes, marked))
    toks = _words(rest)
    return State(description, quotes, toks, [False] * len(toks))


# ---------------------------------------------------------------- passes


def capitalized(description: str, word: str) -> bool:
    """Written with a capital inside the sentence ("the Red button"): a name, not a colour."""
    return bool(re.search(rf"(?<=[a-z,] ){word.capitalize()}\b", description))
