"""Words for the locator: normalizing, tokens, stems, and what counts as the same thing.

A person calls the same control by many names: "Log in" for "Sign in", "basket" for a 🛒,
"three dots" for ⋮, "trash can" for a ``fa-trash`` icon. ``CONCEPTS`` groups such names
(words, phrases, symbols, a few CJK words); two texts name the same thing when they share a
token, a stem, or a concept. Multi-word names are joined into one token first ("sign in" ->
``sign_in``), so "first name" is a field and not an ordinal. CJK text has no spaces: its runs
are split into character bigrams, so "购物车" is found inside "加入购物车".

Everything here is a pure function of strings.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache

from rapidfuzz import fuzz

# Each group: names of one thing. A name may be a word, a phrase or a symbol.
_GROUPS: tuple[tuple[str, ...], ...] = (
    ("login", "log in", "log on", "sign in", "signin", "登录", "登入", "ログイン"),
    ("logout", "log out", "sign out", "signout", "退出", "ログアウト"),
    ("signup", "sign up", "register", "registration", "create account", "create an account", "join", "注册"),
    ("cart", "basket", "bag", "shopping bag", "shopping cart", "trolley", "🛒", "🛍", "购物车", "カート"),
    ("search", "find", "magnifier", "magnifying glass", "lookup", "🔍", "🔎", "搜索", "検索"),
    ("close", "dismiss", "x", "×", "✕", "✖", "✗", "╳", "exit", "cross", "times", "xmark", "关闭", "閉じる",
     "fechar", "cerrar", "fermer", "schließen", "chiudi", "sluiten"),  # a consent banner or dialog in its own language
    ("toggle", "show or hide", "hide or show", "show/hide", "show hide", "open or close", "on/off"),
    ("accept", "agree", "i agree", "allow", "aceitar", "aceptar", "accepter", "akzeptieren", "accetta", "accetto",
     "accepteren", "同意", "接受"),
    ("menu", "hamburger", "burger", "☰", "≡", "three lines", "three line", "bars", "navicon", "drawer",
     "toggle navigation", "toggle sidebar", "sidebar toggle", "hide sidebar", "show sidebar", "align justify", "⋮", "⋯", "…", "菜单", "メニュー"),
    ("more", "more options", "options", "⋮", "⋯", "…", "...", "three dots", "three vertical dots", "vertical dots",
     "three horizontal dots", "horizontal dots", "dot menu", "dots menu", "vertical ellipsis", "kebab", "kebab menu",
     "overflow", "ellipsis", "dots", "更多"),
    ("delete", "deletion", "remove", "trash", "trash can", "bin", "garbage", "discard", "erase", "🗑", "删除"),
    ("edit", "pencil", "modify", "rename", "✎", "✏", "✏️", "编辑"),
    ("settings", "setting", "gear", "cog", "preferences", "config", "configuration", "⚙", "⚙️", "设置"),
    ("account", "profile", "user", "avatar", "my account", "person", "👤", "账户", "我的"),
    ("home", "house", "homepage", "🏠", "首页", "ホーム"),
    ("notifications", "notification", "bell", "alerts", "🔔", "通知"),
    ("favorite", "favourite", "favorites", "favourites", "heart", "wishlist", "wish list", "♡", "♥", "❤", "🤍", "收藏"),
    ("like", "thumbs up", "👍", "upvote", "heart", "♡", "♥", "❤", "🤍"),  # music and social apps "like" with a heart
    ("share", "分享"),
    ("origin", "from"),  # a trip's fields labelled "From" and "To"
    ("destination", "to"),
    ("reply", "respond", "answer", "回复", "答复", "返信"),
    ("add", "plus", "+", "＋", "new", "create", "添加"),
    ("increase", "plus", "+", "＋", "more", "up"),
    ("decrease", "minus", "−", "-", "–", "reduce", "less", "down"),
    ("next", "forward", "›", "»", "→", ">", "❯", "⟩", "following", "下一页", "下一个"),
    ("previous", "prev", "back", "‹", "«", "←", "<", "❮", "⟨", "上一页", "返回"),
    ("arrow", "‹", "›", "«", "»", "←", "→", "↑", "↓", "<", ">", "❮", "❯", "⟨", "⟩", "chevron", "caret", "angle",
     "toggle dropdown"),  # a split button's toggle ("Toggle Dropdown" to a screen reader) is drawn as its caret
    ("play", "▶", "►", "⏵", "▷", "播放"),
    ("pause", "⏸", "❚❚"),
    ("volume", "sound", "speaker", "mute", "unmute", "audio", "🔊", "🔇"),
    ("fullscreen", "full screen", "maximize", "⛶", "four arrows", "four corners"),
    ("contrast", "adjust", "high contrast", "half filled circle"),  # Font Awesome's "adjust" is a half-filled circle
    ("seek bar", "seekbar", "seek", "progress bar", "scrubber", "timeline", "time slider", "time rail", "time total"),
    ("subtitles", "subtitle", "captions", "caption", "cc", "closed captions"),
    ("submit", "send", "提交"),
    ("send", "paper plane", "➤", "✈"),
    ("confirm", "ok", "okay", "yes", "确定", "确认"),
    ("cancel", "取消", "cancelar", "annuler", "abbrechen", "annulla", "annuleren"),
    ("download", "⤓", "⬇", "下载"),
    ("upload", "⤒", "⬆", "上传"),
    ("refresh", "reload", "↻"),
    ("rewind", "replay", "⟲", "↺"),
    ("undo", "↶", "⟲", "↺"),
    ("redo", "↷", "⟳", "↻"),
    ("forward", "skip", "fast forward", "⟳", "⏩"),
    ("filter", "filters", "funnel"),
    ("sort", "sorting", "order by", "↕", "⇅"),
    ("calendar", "date", "📅"),
    ("location", "map", "pin", "address", "📍"),
    ("phone", "call", "voice call", "telephone", "tel", "📞", "☎"),  # tel: <input type=tel>
    ("url", "website", "web address", "homepage"),
    ("video", "video call", "camera", "📹", "🎥"),
    ("email", "e-mail", "mail", "envelope", "inbox", "messages", "✉", "邮箱"),
    ("attach", "attachment", "paperclip", "clip", "📎"),
    ("emoji", "smiley", "emoticon", "😊", "☺", "🙂"),
    ("bookmark", "save for later"),
    ("help", "support", "faq", "question mark", "?", "❓", "帮助"),
    ("info", "information", "ⓘ", "ℹ", "details"),
    ("chat", "message", "messages", "inbox", "conversation", "comments", "speech bubble", "speech bubbles", "bubbles", "comment", "💬"),
    ("star", "☆", "★", "⭐", "rate", "*", "asterisk"),
    ("hash", "#", "pound", "number sign"),
    ("rating", "review", "reviews", "rated", "stars"),
    ("strikethrough", "strike", "strikeout", "struck through", "strike through"),
    # A rich-text editor's toolbar, drawn as icons: "the Omega sign", "the T with a small x".
    ("special character", "special characters", "omega", "Ω", "symbol"),
    ("code", "</>", "source", "source code"),  # the code view's sign: "Tap the </> button"
    ("remove format", "clear formatting", "clear format", "remove formatting"),
    ("bullets", "bullet", "bulleted list", "bullet list", "bullets list", "unordered list", "ul", "•"),
    ("copyright", "©"), ("paragraph", "pilcrow", "¶"), ("horizontal line", "horizontal rule", "divider line", "―"),
    ("quote", "quotes", "blockquote", "quotation", "quotation marks", "“", "”"),
    ("numbered", "numbered list", "ordered list", "number list", "ol"),
    ("center", "centre", "align center", "align centre", "middle"),
    ("link", "hyperlink", "🔗", "chain"),
    ("image", "picture", "photo", "img", "pic", "🖼", "📷", "thumbnail"),
    ("language", "globe", "🌐", "语言"),
    # Brands' marks as people name them: the logo is drawn, the icon font's class says the brand ("the 'in' icon": a
    # preposition is no name, so only a quoted or a name's "in" reads so).
    ("twitter", "bird", "tweet"), ("dribbble", "basketball"), ("github", "octocat"), ("facebook", "fb"), ("linkedin", "in"),
    ("dark", "dark mode", "dark theme", "night mode", "🌙", "moon"),
    ("light mode", "light theme", "☀", "sun"),
    ("remember", "remember me", "keep me signed in", "stay signed in", "keep me logged in"),
    ("forgot", "forgot password", "forgot your password", "reset password", "lost password"),
    ("quantity", "qty", "amount"),
    ("small", "s", "sm"), ("medium", "m", "md"), ("large", "l", "lg"), ("extra large", "xl"), ("extra small", "xs"),
    ("password", "pwd", "passcode"),
    ("shipping", "ship", "delivery", "deliver", "postage"),
    ("international", "internationally", "abroad", "overseas", "worldwide"),
    ("collapse", "minimize", "hide"),
    ("expand", "open", "show"),
    ("monday", "mon", "mo"), ("tuesday", "tue", "tues", "tu"), ("wednesday", "wed", "we"),
    ("thursday", "thu", "thur", "thurs", "th"), ("friday", "fri", "fr"), ("saturday", "sat", "sa"),
    ("sunday", "sun", "su"),
    ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("june", "jun"), ("july", "jul"),
    ("august", "aug"), ("september", "sep", "sept"), ("october", "oct"), ("november", "nov"), ("december", "dec"),
    # A date or time field's format as its placeholder spells it ("hh:mm:ss", "dd/mm/yyyy"): "the field asking for
    # hours, minutes and seconds". (mm is the month's or the minutes', as the format has it.)
    ("hours", "hour", "hh", "hrs"), ("minutes", "minute", "mm", "mins"), ("seconds", "ss", "secs"),
    ("days", "day", "dd"), ("months", "month", "mm"), ("years", "year", "yyyy", "yy"),
)

# Phrases that are one name (joined into one token before anything else reads the text).
_EXTRA_PHRASES = ("first name", "last name", "full name", "user name", "zip code", "post code", "postal code",
                  "phone number", "credit card", "card number", "check out", "go back", "next to", "text area",
                  "in front of", "on top of", "low to high", "high to low", "a to z", "z to a")


def _token_of(phrase: str) -> str:
    return "_".join(phrase.split())


def _build() -> tuple[dict[str, frozenset[str]], tuple[str, ...]]:
    concepts: dict[str, set[str]] = {}
    phrases = set(_EXTRA_PHRASES)
    for group in _GROUPS:
        cid = _token_of(group[0])
        for name in group:
            name = name.lower()
            if " " in name:
                phrases.add(name)
            concepts.setdefault(_token_of(name), set()).add(cid)
    return {k: frozenset(v) for k, v in concepts.items()}, tuple(sorted(phrases, key=lambda p: -len(p)))


CONCEPTS, PHRASES = _build()
_PHRASE_RE = re.compile(r"(?<![\w])(" + "|".join(re.escape(p) for p in PHRASES) + r")(?![\w])")
CJK_RE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+")
_SYMBOLS = frozenset(k for k in CONCEPTS if len(k) <= 2 and not k.isalnum() and not CJK_RE.fullmatch(k))
# An ellipsis, the code sign "</>", a sign of two symbols the vocabulary knows ("❚❚": pause), a word (letters,
# digits, '&' joins "q&a", an inner apostrophe stays), a CJK run, or one symbol character.
_PAIRS = "".join(re.escape(k) + "|" for k in sorted(_SYMBOLS, key=len, reverse=True) if len(k) == 2 and not k.isalnum())
_TOKEN_RE = re.compile(r"\.{3}|</>|" + _PAIRS + r"[^\W_]+(?:[&'’][^\W_]+)*(?:_[^\W_]+)*|[^\w\s]", re.UNICODE)

# Words that say nothing about which element (articles, prepositions, politeness).
STOPWORDS = frozenset(
    "a an the to of for at with in on into onto by from as and or then it its this that these those "
    "please your my our their his her is are be there here which who whose one once again also just".split()
)
# Id/class words that name the framework or the layout, not the thing.
NOISE_TOKENS = frozenset(
    "js ng css sc jsx mui mat ql fa fas far fab fal bi bx ri mdi ion icon icons ico btn button buttons col row md lg sm xs xl "
    "xxl flex grid wrap wrapper container inner outer item items el elem element comp component block box div span "
    "text txt bg is has active selected current open closed show hidden primary secondary default outline "
    "ghost small large big clearfix pull float mt mb ml mr mx my pt pb pl pr px py "
    "w100 h100 d none inline lnk action actions tool tools control controls ui ux x2 x3 svg img glyphicon "
    "material symbols rounded outlined filled regular solid light dark".split()
)


@lru_cache(maxsize=8192)
def norm(text: str | None) -> str:
    """Lower case, NFKC, one space between words."""
    return " ".join(unicodedata.normalize("NFKC", text or "").lower().replace("’", "'").split())


def is_cjk(text: str) -> bool:
    return bool(CJK_RE.search(text or ""))


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A crude English stem: enough that "shipping", "ships" and "shipped" meet "ship"."""
    w = word
    if len(w) <= 3 or not w.isalpha():
        return w
    for suffix in ("ations", "ation", "ions", "ion", "ings", "ing", "ies", "ied", "ed", "es", "s", "e", "y"):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            w = w[: len(w) - len(suffix)]
            if suffix in ("ies", "ied"):
                w += "i"
            break
    if len(w) >= 4 and w[-1] == w[-2] and w[-1] not in "aeiousl":
        w = w[:-1]  # shipp -> ship
    return w


@lru_cache(maxsize=8192)
def tokens(text: str | None) -> tuple[str, ...]:
    """The text's tokens: known phrases joined, words, single symbols; CJK runs as bigrams."""
    t = norm(text)
    if not t:
        return ()
    t = _PHRASE_RE.sub(lambda m: _token_of(m.group(1)), re.sub(r"(?<=\w)-(?=\w)", " ", t))
    t = CJK_RE.sub(lambda m: f" {m.group(0)} ", t)
    t = re.sub(r"(?<=\w)-(?=\w)", " ", t)  # "next-day", "icon-list-ul": words, not a minus sign
    out: list[str] = []
    for tok in _TOKEN_RE.findall(t):
        tok = tok.strip("'")
        if not tok:
            continue
        if CJK_RE.fullmatch(tok):
            out.extend(cjk_units(tok))
        elif tok == "...":
            out.append(tok)  # an ellipsis ("…" reads "..." once normalized): the "more" icon
        elif len(tok) == 1 and not tok.isalnum():
            if tok in _SYMBOLS or standalone(tok, t):
                out.append(tok)
        else:
            out.append(tok)
            if tok.endswith("'s") and len(tok) > 3:
                out[-1] = tok[:-2]
    return tuple(out)


def names_in(sentence: str) -> set[str]:
    """The tokens of the words a sentence capitalises inside it, as a name is written ("the Documents folder", "Sort
    the list by Name"); its first word is capitalised anyway."""
    return {t for w in sentence.split()[1:] if w[:1].isupper() and w[1:].islower() for t in tokens(w)}


def standalone(symbol: str, text: str) -> bool:
    """A symbol that stands on its own ("#", "*", "%" as a key or a label), not punctuation of a word."""
    return symbol not in ".,;:!?'\"()[]{}" and bool(re.search(rf"(?:^|\s){re.escape(symbol)}(?:\s|$)", text))


def cjk_units(run: str) -> list[str]:
    """A CJK run as its known names (when the run is one) or character bigrams."""
    if run in CONCEPTS or len(run) <= 2:
        return [run]
    return [run[i:i + 2] for i in range(len(run) - 1)]


@lru_cache(maxsize=65536)
def concepts_of(token: str) -> frozenset[str]:
    found = CONCEPTS.get(token)
    if found is None and "_" not in token:
        found = CONCEPTS.get(stem(token))
    return found or frozenset()


class Bag:
    """One field's tokens, stems and concepts, for matching description words against it."""

    __slots__ = ("text", "toks", "stems", "concepts", "cjk")

    def __init__(self, text: str, toks: Iterable[str] | None = None):
        self.text = norm(text)
        self.toks = frozenset(toks if toks is not None else tokens(text))
        self.stems = frozenset(stem(t) for t in self.toks)
        self.concepts = frozenset(c for t in self.toks for c in concepts_of(t))
        self.cjk = is_cjk(self.text)

    def __bool__(self) -> bool:
        return bool(self.toks)


@lru_cache(maxsize=4096)
def _bag(text: str) -> Bag:
    return Bag(text)


def bag(text: str | None) -> Bag:
    return _bag(norm(text))


def word_match(word: str, b: Bag, *, abbreviations: bool = False) -> float:
    """How well one description token is named in a field (0-1).

    1.0 the same token or stem; 0.9 the same concept (a synonym, a symbol, an icon word);
    0.8 one a prefix of the other ("strike" in "strikethrough", with ``abbreviations``
    also short ones: "cat" for "category", "fav" for "favorite"); 0.75 a typo."""
    if not b or not word:
        return 0.0
    if word in b.toks:
        return 1.0
    s = stem(word)
    if s in b.stems:
        return 1.0
    if concepts_of(word) & b.concepts:
        return 0.9
    if b.cjk and len(word) >= 2 and CJK_RE.fullmatch(word):
        # A CJK word said inside a sentence ("the 验证码 field") against a text without spaces ("请输入验证码"): the
        # text holds it, or most of its character pairs.
        if word in b.text:
            return 0.9
        units = cjk_units(word)
        share = sum(u in b.toks for u in units) / len(units)
        return 0.75 * share if share >= 0.5 and len(units) > 1 else 0.0
    if "_" in word:
        # A joined name ("phone_number") the field words differently ("Phone (optional)"): by its parts.
        parts = [t for t in word.split("_") if t not in STOPWORDS] or word.split("_")
        scores = [word_match(t, b, abbreviations=abbreviations) for t in parts]
        return 0.9 * (0.7 * max(scores) + 0.3 * sum(scores) / len(scores))
    if not word.isalpha() or len(word) < 3:
        return 0.0
    best = 0.0
    shortest = 3 if abbreviations else 4
    for t in b.toks:
        if not t.isalpha():
            continue
        short, long_ = (t, word) if len(t) <= len(word) else (word, t)
        short_stem = stem(short)
        if len(short_stem) >= shortest and long_.startswith(short_stem):
            best = max(best, 0.8)
        elif len(word) >= 5 and len(t) >= 5 and fuzz.ratio(word, t) >= 85:
            best = max(best, 0.75)
    return best


def phrase_exact(phrase: str, field: str) -> bool:
    """Equal once case, spacing and decoration (arrows, counts in brackets, punctuation) are set aside."""
    a, b = _bare(phrase), _bare(field)
    return bool(a) and a == b


def phrase_in(phrase: str, field: str) -> bool:
    """Said in the field as the phrase, word for word in order ("Child 2" in "Child 2 0", not in "Child 1 2")."""
    a, b = _bare(phrase), _bare(field)
    return bool(a) and f" {a} " in f" {b} "


@lru_cache(maxsize=8192)
def _bare(text: str) -> str:
    t = norm(text)
    t = re.sub(r"[^\w\s&]+", " ", t)  # symbols, punctuation, emoji
    return " ".join(t.split())


def ratio(a: str, b: str) -> float:
    """Ordered similarity of two normalized strings (0-1): "low to high" is not "high to low"."""
    if not a or not b:
        return 0.0
    return fuzz.ratio(a, b) / 100.0
