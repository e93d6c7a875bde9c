"""One candidate as the locator reads it: its own names and its surroundings as token bags, the
kind of control it is (its role, or what its class words say: a ``div.toggle`` is a switch), which
way it points, and whether a person can reach it. Built once per decision (``view``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from iwr_bench.tasks.locate.look import doubled, orientation, reach
from iwr_bench.tasks.locate.text import NOISE_TOKENS, Bag, bag, norm, tokens
from iwr_bench.tasks.locate.vocab import FIELD_ROLES, GLYPH_NAMES, REMOVE_SIGNS

__all__ = ["Candidate", "View", "center_in", "shows_remove_sign", "view"]

Candidate = Mapping[str, Any]  # one element as collect.js reports it

_OWN_KEYS = ("text", "name", "label", "placeholder", "title", "alt", "value")
ICON_TONES = frozenset({"light", "dark"})
# What an empty native date or time input shows in Chromium (en-US): its own drawing, in no attribute of the page.
EMPTY_DATE_SHOWS = {"date": "mm/dd/yyyy", "time": "--:-- --", "datetime-local": "mm/dd/yyyy, --:-- --", "month": "--------- ----",
                    "week": "Week --, ----"}
DEFAULT_LABELS = {"submit": "Submit", "reset": "Reset"}  # what Chromium writes on a button input that has no value
_SYMBOLIC_MAX = 3  # visible text this short and wordless ("×", "☰", "🛒2") makes an icon
# Class words that say what kind of control an element without a role is.
KIND_WORDS = {"toggle": "switch", "switch": "switch", "switcher": "switch", "checkbox": "checkbox", "check": "checkbox", "chk": "checkbox",
              "radio": "radio", "tab": "tab", "dropdown": "combobox", "select": "combobox", "selectric": "combobox",
              "combobox": "combobox", "btn": "button", "button": "button", "link": "link"}


@dataclass
class View:
    """One candidate, its fields as token bags, read once per decision."""

    c: Candidate
    index: int
    role: str
    own: list[tuple[str, Bag]]
    tokens: Bag
    textless: bool
    near: Bag
    options: list[Bag]
    context: list[tuple[str, Bag, float]]
    regions: frozenset[str]
    box: tuple[float, float, float, float]
    is_field: bool
    own_text: str
    kinds: frozenset[str] = frozenset()  # its role, and the kind its class words say when it has no role
    points: str = ""  # left, right, up, down: which way it points
    unreachable: str = ""  # clipped, covered, disabled
    doubled: bool = False  # a double arrow (to the first or last), not a single step
    memo: dict[tuple[str, str, bool], tuple[float, str]] = field(default_factory=dict, repr=False)

    @property
    def center(self) -> tuple[float, float]:
        x, y, w, h = self.box
        return x + w / 2, y + h / 2

    @property
    def area(self) -> float:
        return self.box[2] * self.box[3]


# Creative Tim's icon fonts (Nucleo as "ni", "nc-icon", "tim-icons") name drawings in words that say something else.
ICON_FONTS = frozenset({"ni", "nc", "tim", "nucleo"})
ICON_FONT_NAMES = {"single": ("user", "person"), "zoom": ("search", "magnifier"), "layout": ("grid", "apps")}


_DATE = r"(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[/.]\d{1,2}[/.]\d{2,4})"
# Kinds its visible text says it is ("the question about Polymer": a link that asks something).
TEXT_KINDS: dict[str, Callable[[str], bool]] = {
    "question": lambda t: len(t) > 12 and t.rstrip().endswith("?"),
    "email": lambda t: re.fullmatch(r"[^\s@]+@[^\s@]+\.\w+", t.strip()) is not None,  # "the field that shows an email address"
    "url": lambda t: re.match(r"(https?://|www\.)\S+$", t.strip()) is not None,
    # "the date field, the one that already shows a date range": two dates, 2025-01-15 - 2025-01-16 (a field that shows
    # one date is no more a date field than an empty one)
    "range": lambda t: re.fullmatch(rf"{_DATE}\s*(-|–|to|→|~)\s*{_DATE}", t.strip()) is not None,
    # "the field that shows a dollar amount": $10,000.00 (a price in its own currency sign)
    "dollar": lambda t: re.fullmatch(r"(US)?\$\s?\d[\d,]*(\.\d+)?", t.strip()) is not None,
}


def shows_remove_sign(v: View, *keys: str) -> bool:
    """It says nothing but a remove sign: what its ``keys`` ("name", "text") say, or its class words (x, close, ...)."""
    shown = {str(v.c.get(k) or "").strip().lower() for k in keys} | set(v.tokens.toks)
    return v.textless and bool(shown & REMOVE_SIGNS)


def center_in(box: Sequence[float], outer: Sequence[float]) -> bool:
    """The box's centre lies in ``outer`` (boxes as x, y, width, height)."""
    x, y, w, h = (float(k) for k in box)
    ox, oy, ow, oh = (float(k) for k in outer)
    return ox <= x + w / 2 <= ox + ow and oy <= y + h / 2 <= oy + oh


def textless(text: str) -> bool:
    """Shows no words: nothing, a symbol or emoji ("×", "☰"), one letter glyph ("B", "U"), an icon with a
    count ("🛒2"). A number ("15") is text: it names a day or a page."""
    t = norm(text).replace(" ", "")
    if not t or not any(ch.isalnum() for ch in t) or (len(t) == 1 and t.isalpha()):
        return True
    return len(t) <= _SYMBOLIC_MAX and not any(ch.isalpha() for ch in t) and not t.isdigit()


EMAIL = re.compile(r"^[\w.+-]+@[\w-]+(\.[\w-]+)+$")
PHONE = re.compile(r"^\+?[\d\s().-]+$")


def shows(text: str) -> str:
    """The kind of thing a text is, in the words a person calls it: an e-mail address, a phone number."""
    t = text.strip()
    if EMAIL.match(t):
        return "email address"
    if PHONE.match(t) and sum(ch.isdigit() for ch in t) >= 7:
        return "phone number"
    return ""


def _kinds(role: str, c: Candidate) -> frozenset[str]:
    out = {role}
    if role in ("", "label", "img", "cell", "listitem", "generic"):
        out |= {KIND_WORDS[t] for t in (c.get("tokens") or []) if t in KIND_WORDS}
    if role == "link" and {"btn", "button"} & set(c.get("tokens") or []):
        out.add("button")  # a link drawn as a button ("a.btn") is a button to whoever sees it
    if role == "label" and c.get("for_role"):
        out.add(str(c.get("for_role")))
    if role in ("", "generic") and c.get("choices") and c.get("tag") in ("div", "span"):
        out.add("combobox")  # a box that opens a list of options is a custom select ("the Optgroups box")
    if c.get("tag") == "textarea":
        out.add("multiline")  # what "the text area" asks for, of the fields in a row
    if role == "textbox" and c.get("choices") and not c.get("editable"):
        out.add("combobox")  # so is a read-only field that opens one (Materialize's select draws its box as an input)
    return frozenset(out)


def _glyphs_read(text: str) -> str:
    """An icon font's ligature beside a field ("account_circle" before Materialize's First Name) reads as its icon."""
    return " ".join(GLYPH_NAMES.get(w, w) for w in text.split())


def _context(c: Candidate) -> list[tuple[str, Bag, float]]:
    item = c.get("item") or {}
    grid = c.get("grid") or {}
    sib = c.get("sib") or {}
    # A cell of a board or calendar: the text around it is the whole grid's, which says nothing about the cell.
    in_grid = int(sib.get("count") or 0) >= 4 and not item
    ctx: list[tuple[str, Bag, float]] = []
    for kind, text, weight in (("item title", item.get("title"), 1.0), ("row or card", item.get("text"), 0.8),
                               ("context", None if in_grid else c.get("context"), 0.85), ("section", c.get("section"), 0.85),
                               ("column", grid.get("head"), 0.9), ("nearby label", None if in_grid else c.get("near"), 0.9),
                               ("label", c.get("label"), 0.9),
                               # the list items it sits in: a contents entry under "Core Documentation"
                               ("section", " ".join(str(t) for t in c.get("outline") or []), 0.85),
                               ("section", c.get("lead"), 0.85)):  # the line over its box: "Option: repick"
        if text:
            b = bag(_glyphs_read(str(text)) if kind in ("context", "nearby label") else str(text))
            if b:
                ctx.append((kind, b, weight))
    region_words = [str(r) for r in (c.get("regions") or [])]
    if region_words:
        ctx.append(("region", Bag(" ".join(region_words), region_words), 0.8))
    return ctx


def member_words(c: Candidate) -> list[str]:
    """What each of a set is called by the set's plural class word: a dot of ``ul.slick-dots``, a bullet of
    ``swiper-pagination-bullets``, a tab of ``nav-tabs`` ("the second dot under the top slider")."""
    sib = c.get("sib") or {}
    if int(sib.get("count") or 0) < 2 or not sib.get("whole"):
        return []  # a part of a member (the number badge of a step) is not called by the set's word
    out = []
    for t in sib.get("tokens") or []:
        t = str(t)
        # (a footer's "links" says no more of its links than their tag does: "the last link in the side navigation"
        # is no footer link)
        if len(t) > 3 and t.endswith("s") and not t.endswith(("ss", "us", "is")) and t[:-1] not in NOISE_TOKENS \
                and t != "links":
            out.append(t[:-1])
    return out


def view(c: Candidate, i: int) -> View:
    own_text = str(c.get("text") or "")
    own = [(k, bag(str(c.get(k)))) for k in _OWN_KEYS if c.get(k)]
    if c.get("tag") == "input" and c.get("type") not in (None, "", "text", "submit", "button", "checkbox", "radio"):
        own.append(("type", bag(str(c.get("type")))))  # <input type=date>: "the departure date"
        if not c.get("value") and c.get("type") in EMPTY_DATE_SHOWS:  # "the field showing 'mm/dd/yyyy'"
            own.append(("placeholder", bag(EMPTY_DATE_SHOWS[str(c.get("type"))])))
    if c.get("tag") == "input" and c.get("type") in DEFAULT_LABELS and not c.get("value") and not own_text:
        own.append(("value", bag(DEFAULT_LABELS[str(c.get("type"))])))  # <input type=submit> with no value reads "Submit"
    # An icon font's ligature ("skip_next") names the icon: an own name, never visible text.
    own += [("glyph", bag(GLYPH_NAMES.get(str(g), str(g).replace("_", " ")))) for g in c.get("glyphs") or []]
    own = [(k, b) for k, b in own if b]
    shown = shows(own_text)
    if shown and not c.get("editable"):
        own.append(("shows", bag(shown)))  # "the email address under the name": what its text is, not what it says
    # "light" and "dark" are theme words on a control with text, the icon's name on one without (a moon, a sun).
    keep = ICON_TONES if textless(str(c.get("text") or "")) else frozenset()
    toks = [t for t in (c.get("tokens") or []) if t not in NOISE_TOKENS or t in keep]
    # Adjacent class words that make one name ("fa-paper-plane": a paper plane, the send icon).
    toks += [t for t in tokens(" ".join(toks)) if "_" in t and t not in toks]
    toks += [t for t in member_words(c) if t not in toks]
    shows_text = own_text or str(c.get("value") or c.get("placeholder") or "")  # a field shows its value
    toks += [k for k, shape in TEXT_KINDS.items() if shape(shows_text) and k not in toks]
    if ICON_FONTS & set(toks):  # Nucleo ("ni ni-single-02", "nc-icon nc-zoom-split"): the name of the drawing, in its words
        toks += [a for t in toks for a in ICON_FONT_NAMES.get(t, ()) if a not in toks]
    box = tuple(float(v) for v in (c.get("box") or (0, 0, 0, 0)))
    role = str(c.get("role") or "")
    kinds = _kinds(role, c)
    return View(c, int(c.get("index", i)), role, own, Bag(" ".join(toks), toks), textless(own_text), bag(str(c.get("near") or "")),
                [bag(str(o)) for o in (c.get("options") or []) if o], _context(c),
                frozenset(str(r) for r in (c.get("regions") or [])),
                box if len(box) == 4 else (0.0, 0.0, 0.0, 0.0),  # type: ignore[arg-type]
                role in FIELD_ROLES or bool(c.get("editable")) or "combobox" in kinds, own_text, kinds, orientation(c), reach(c), doubled(c))


def content_of(c: Mapping[str, Any]) -> str:
    """What a field holds: an input's value, a text area's or an editable box's text (a rich-text editor is a div)."""
    if c.get("tag") == "textarea" or (c.get("editable") and c.get("tag") != "input"):
        return str(c.get("value") or c.get("text") or "")
    return str(c.get("value") or "")
