"""Reading an action's description as a person would: what it names, where, and which one.

"Click the 'Add to cart' button of the third product" names a label ('Add to cart', quoted:
an exact match wins outright), a role (button), and which of the repeated ones (the third
product: an ordinal over containers). "Click the light in row 2, column 4" names a grid cell;
"Click the search icon at the top right" a word, an icon and a position; "Delete next to
'Buy milk'" a label and the text beside it (the anchor). ``parse_description`` turns a
description into a ``Query`` holding those parts; ``tasks.locate`` weighs candidates by them.

When a description starts with a verb that is often a label itself ("Delete Carol White",
"Edit 'Call the bank'", "Add the Linen Shirt to the cart"), it is read two ways: the verb
names the control and the rest says where it is, or the rest names the control. The
locator keeps, per candidate, the reading that fits it best.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from tasks.locate_text import CJK_RE, STOPWORDS, is_cjk, norm, tokens

_QUOTE_RE = re.compile(
    r"\"([^\"]+)\"|“([^”]+)”|‘([^’]+)’|「([^」]+)」|『([^』]+)』|(?<![\w])'((?:[^']|'(?=\w))+?)'(?![\w])"
)

ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
            "ninth": 9, "tenth": 10, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7, "8th": 8,
            "9th": 9, "10th": 10}
_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_CJK_NUMBERS = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}
_MONTHS = frozenset("january february march april may june july august september october november december "
                    "jan feb mar apr jun jul aug sep sept oct nov dec".split())

# Verbs that only say "act on it"; they name nothing.
GENERIC_VERBS = frozenset(
    "click tap press hit push choose pick open go type enter input put place set change use visit navigate move drag "
    "drop make fill write tick check uncheck untick toggle turn enable disable mark switch activate deactivate "
    "double right long double_click right_click try want need let get bring go_back".split()
)
# Verbs that are often the control's own label ("Delete", "Reply", "Subscribe").
ACTION_VERBS = frozenset(
    "delete remove edit reply play pause mute unmute share subscribe unsubscribe close dismiss accept reject decline "
    "confirm cancel expand collapse sort filter star like unlike save submit search add insert rewind skip forward "
    "send attach download upload print copy rename archive follow unfollow buy checkout book apply continue undo redo "
    "refresh reload publish preview increase decrease rate vote upvote zoom maximize minimize show hide view load "
    "retry join leave pin bookmark order pay start stop reset clear update create compose post comment react answer "
    "select log_in log_out sign_in sign_out sign_up login logout signup register center centre".split()
)
# Verbs that say which kind of control: "tick" a checkbox, "turn on" a switch.
_VERB_ROLES = {"tick": "checkbox", "untick": "checkbox", "check": "checkbox", "uncheck": "checkbox", "mark": "checkbox",
               "toggle": "switch", "enable": "switch", "disable": "switch",
               "type": "textbox", "enter": "textbox", "fill": "textbox", "write": "textbox"}

FIELD_ROLES = frozenset({"textbox", "searchbox", "combobox", "spinbutton"})
# Role nouns -> the ARIA roles (from collect.js) that satisfy them.
ROLE_NOUNS: dict[str, frozenset[str]] = {
    "button": frozenset({"button"}), "btn": frozenset({"button"}),
    "link": frozenset({"link"}), "hyperlink": frozenset({"link"}),
    "tab": frozenset({"tab"}),
    "checkbox": frozenset({"checkbox", "switch"}), "check_box": frozenset({"checkbox", "switch"}),
    "tickbox": frozenset({"checkbox"}), "tick_box": frozenset({"checkbox"}),
    "radio": frozenset({"radio"}), "radio_button": frozenset({"radio"}),
    "toggle": frozenset({"switch", "checkbox"}), "switch": frozenset({"switch", "checkbox"}),
    "dropdown": frozenset({"combobox", "listbox"}), "drop_down": frozenset({"combobox", "listbox"}),
    "select": frozenset({"combobox", "listbox"}), "selector": frozenset({"combobox", "listbox"}),
    "combobox": frozenset({"combobox"}), "listbox": frozenset({"listbox", "combobox"}),
    "option": frozenset({"option", "radio", "menuitem"}), "menuitem": frozenset({"menuitem"}),
    "field": FIELD_ROLES, "input": FIELD_ROLES, "textbox": FIELD_ROLES, "text_box": FIELD_ROLES,
    "textarea": frozenset({"textbox"}), "box": FIELD_ROLES,
    "slider": frozenset({"slider"}),
}
# Role nouns that are also the thing's name ("the slider" may be a carousel): kept as words too.
_NAMING_ROLES = frozenset({"slider"})
# The roles a click may land on although the description named another ("the next page button" is often a link).
COMPATIBLE = {"button": frozenset({"link", "tab", "menuitem", "option", "switch", "label", "summary"}),
              "link": frozenset({"button", "tab", "menuitem", "option"}),
              "checkbox": frozenset({"label"}), "radio": frozenset({"label"}), "switch": frozenset({"label"}),
              "tab": frozenset({"button", "link"}), "option": frozenset({"link", "label"}),
              "combobox": frozenset({"button"}), "img": frozenset({"link", "button", ""})}
_ICON_NOUNS = frozenset({"icon", "icons", "glyph", "symbol"})
# Nouns for repeated containers: "the third product" counts products, not buttons.
CONTAINER_NOUNS = frozenset(
    "product products card cards item items row rows result results post posts message messages comment comments "
    "task tasks entry entries order orders file files restaurant restaurants episode episodes track tracks song songs "
    "video videos email emails review reviews listing listings question questions faq faqs plan plans article "
    "articles conversation conversations chat chats notification notifications story stories thread threads hotel "
    "hotels room rooms offer offers deal deals tile tiles headline headlines news 商品 条 記事 件".split()
)
GRID_NOUNS = frozenset("cell cells square squares light lights seat seats spot slot slots date dates "
                       "hole holes pixel pixels key keys".split())
# A region noun that is the element's own kind: "the second breadcrumb" is a link in the breadcrumb trail.
_SELF_REGIONS = {"breadcrumb": "breadcrumb", "breadcrumbs": "breadcrumb"}
_POSITIONS = {"top": "top", "upper": "top", "topmost": "top", "bottom": "bottom", "lower": "bottom", "bottommost": "bottom",
              "left": "left", "leftmost": "left", "right": "right", "rightmost": "right", "center": "center",
              "centre": "center", "middle": "center", "central": "center"}
# Region words a description uses -> the landmark words (from collect.js) that satisfy them.
_REGION_SETS = {
    "header": frozenset({"header", "nav", "navbar", "topbar", "top", "banner", "appbar", "masthead", "hd", "head", "navigation"}),
    "nav": frozenset({"nav", "navbar", "navigation", "menu", "menubar", "header", "topbar"}),
    "footer": frozenset({"footer", "foot", "ft", "bottom"}),
    "sidebar": frozenset({"sidebar", "side", "aside", "sidenav", "drawer", "leftnav", "panel"}),
    "dialog": frozenset({"dialog", "modal", "popup", "overlay", "lightbox", "alertdialog", "popover"}),
    "menu": frozenset({"menu", "nav", "navigation", "sidebar", "drawer", "dropdown", "listbox", "menubar", "popover", "context"}),
    "toolbar": frozenset({"toolbar", "tools", "controls", "editor"}),
    "breadcrumb": frozenset({"breadcrumb", "breadcrumbs", "crumbs", "crumb", "trail"}),
    "tabbar": frozenset({"tabbar", "bottombar", "bottomnav", "tabs", "nav", "navigation", "bottom"}),
    "banner": frozenset({"banner", "announce", "announcement", "notice", "cookies", "cookie", "consent"}),
    "player": frozenset({"player", "controls", "video"}),
}
_REGION_WORDS = {
    "header": "header", "top_bar": "header", "topbar": "header", "navbar": "nav", "nav_bar": "nav", "app_bar": "header",
    "masthead": "header", "navigation": "nav", "nav": "nav", "menu_bar": "nav", "main_menu": "nav", "top_menu": "nav",
    "main_navigation": "nav", "navigation_bar": "nav", "top_navigation": "nav", "footer": "footer",
    "sidebar": "sidebar", "side_bar": "sidebar", "side_menu": "sidebar", "left_menu": "sidebar", "left_panel": "sidebar",
    "side_panel": "sidebar", "sidenav": "sidebar", "dialog": "dialog", "dialogue": "dialog", "modal": "dialog",
    "popup": "dialog", "pop_up": "dialog", "overlay": "dialog", "lightbox": "dialog", "window": "dialog",
    "menu": "menu", "drawer": "menu", "dropdown_menu": "menu", "context_menu": "menu", "open_menu": "menu",
    "toolbar": "toolbar", "tool_bar": "toolbar", "breadcrumb": "breadcrumb", "breadcrumbs": "breadcrumb",
    "breadcrumb_trail": "breadcrumb", "trail": "breadcrumb", "bottom_bar": "tabbar", "tab_bar": "tabbar",
    "bottom_navigation": "tabbar", "bottom_nav": "tabbar", "bottom_menu": "tabbar", "banner": "banner", "player": "player",
}
_REGION_PHRASES = tuple(sorted((k for k in _REGION_WORDS if "_" in k), key=len, reverse=True))
_LOCATION_PREPS = frozenset({"in", "on", "at", "of", "inside", "within", "from"})
# "to" and "with" are left out: they join more labels ("Add to cart", "Continue with Google") than places.
_ANCHOR_PREPS = frozenset({"next_to", "beside", "near", "for", "of", "in", "on", "under", "below", "above", "inside",
                           "within", "from", "by", "at", "about", "belonging", "regarding", "beneath", "in_front_of",
                           "on_top_of"})
# Verbs followed by a place: "put an O in the top square" names the square.
_PLACING = frozenset({"put", "place", "drop", "move", "drag", "set"})
_FILLER = STOPWORDS | frozenset(
    "labeled labelled called named titled says reading reads text button's icon's thing element control area part "
    "screen please now here there corner far hand side down up once twice as".split()
)
_CJK_FILLER = re.compile(r"点击|单击|双击|轻触|轻点|点按|请|然后|一下|选择|勾选|打开|进入|切换到|切换|输入|填写|点|按|在|里面|里|中|内|上的|的"
                         r"|をクリック|クリックする|クリック|をタップ|タップ|を押す|押す|を選択|選択|に入力|を入力|入力|を開く|開く|します|して|する"
                         r"|を|の|に|で|へ")
_CJK_ROLES = {"按钮": "button", "链接": "link", "图标": "icon", "复选框": "checkbox", "输入框": "field", "搜索框": "field",
              "文本框": "field", "下拉框": "dropdown", "标签页": "tab", "标签": "tab", "选项卡": "tab", "框": "field",
              "ボタン": "button", "リンク": "link", "アイコン": "icon", "タブ": "tab", "チェックボックス": "checkbox", "入力欄": "field",
              "検索欄": "field", "欄": "field"}
_CJK_ORDINAL = re.compile(r"第\s*(\d+|[一二两三四五六七八九十]+)\s*(?:个|項|项|条|件|张|位|篇|款)?")


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
    m = _CJK_ORDINAL.search(run)
    if m:
        raw = m.group(1)
        n = int(raw) if raw.isdigit() else (_CJK_NUMBERS.get(raw) or (10 + _CJK_NUMBERS.get(raw[-1], 0) if raw.startswith("十") else None))
        if n:
            nth = Nth(int(n))
        run = run[: m.start()] + " " + run[m.end():]
    role = ""
    for word, r in sorted(_CJK_ROLES.items(), key=lambda kv: -len(kv[0])):
        if word in run:
            # "搜索框" keeps its content word: only the trailing role character goes.
            run = run.replace(word, " " if word != "搜索框" else "搜索 ")
            role = role or r
    run = _CJK_FILLER.sub(" ", run)
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
            elif nxt in _NUMBER_WORDS:
                value = Nth(_NUMBER_WORDS[nxt])
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
        if w[0].isdigit() and (nxt == "of" and after in _MONTHS or word(i - 1) in _MONTHS or int(re.sub(r"\D", "", w)) > 10):
            continue  # a date: "the 1st of June" is the day numbered 1
        used[i] = True
        j = i + 1
        while j < len(toks) and (toks[j] in _FILLER or toks[j] in _ICON_NOUNS) and _quote_index(toks[j]) is None:
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
    first_content = next((i for i, w in enumerate(toks) if not used[i] and w not in _FILLER), -1)
    for i, w in enumerate(toks):
        if used[i] or w not in _POSITIONS:
            continue
        if i == first_content and w in ("center", "centre"):
            continue  # "Center the text": a verb
        pos = _POSITIONS[w]
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
    for i, w in enumerate(joined):
        for ph in _REGION_PHRASES:
            parts = ph.split("_")
            if joined[i:i + len(parts)] == parts:
                for k in range(1, len(parts)):
                    used[i + k] = True
                joined[i] = ph
                break
    for i, w in enumerate(joined):
        region = _REGION_WORDS.get(w)
        if region is None:
            continue
        k = i - 1
        while k >= 0 and (joined[k] in STOPWORDS - _LOCATION_PREPS or joined[k] in _POSITIONS or joined[k] in ("open", "main", "cookie", "newsletter")):
            k -= 1
        if k >= 0 and joined[k] in _LOCATION_PREPS:
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
            if w in _VERB_ROLES:
                hint_roles.add(_VERB_ROLES[w])
            if w in ("turn", "switch") and word(i + 1) in ("on", "off"):
                hint_roles.add("switch")
                used[i + 1] = True
            if w in ACTION_VERBS:
                weak.append((i, w))
            elif w in ("select", "open", "show", "view"):
                weak.append((i, w))
            continue
        if w in _VERB_ROLES and w in ("tick", "untick", "check", "uncheck", "toggle", "enable", "disable"):
            hint_roles.add(_VERB_ROLES[w])
        if w in _ICON_NOUNS:
            icon = True
            continue
        if w == "bar" and word(i - 1) == "search":
            roles |= FIELD_ROLES
            continue
        base = w[:-1] if w.endswith("s") and w[:-1] in ROLE_NOUNS else w
        if base in ROLE_NOUNS and not (base == "select" and i == first_content):
            roles |= ROLE_NOUNS[base]
            (content if base in _NAMING_ROLES else weak).append((i, w))
            continue
        if w in _SELF_REGIONS:
            regions.add(_SELF_REGIONS[w])
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
        if w in _FILLER and w not in _ANCHOR_PREPS and w not in ("next_to",):
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
    words = [w for _, w in content if _quote_index(w) is None and w not in _ANCHOR_PREPS] + cjk_content

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
    placing = first_verb in _PLACING
    for i, w in content:
        q = _quote_index(w)
        if w in _ANCHOR_PREPS or w == "next_to":
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
    for k, q in enumerate(quotes):
        if q not in target_q and q not in anchor_q and f"qqq{k}qqq" not in toks:
            target_q.append(q)
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
