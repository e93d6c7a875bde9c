"""Words for a drafted step: the description a person would write, the ``expect`` and the assertion.

Pure functions. A description is drafted from what a person sees of the element (its accessible
name, role, the card or row it sits in, its place among look-alikes), in several phrasings
from the plainest on (``click_phrasings``); the draft keeps the first one the judge's own
locator (``iwr_bench.tasks.locate``, no LLM) finds the recorded element by. ``draft_expect``
takes what became visible and what disappeared between the states before and after the step;
``draft_assertion`` says it in words.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from iwr_bench.tasks.data.expect import PageState, fold

ORDINAL_WORDS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh", 8: "eighth",
                 9: "ninth", 10: "tenth"}
_NOUNS = {"button": "button", "link": "link", "textbox": "field", "searchbox": "search field", "combobox": "dropdown",
          "listbox": "list", "checkbox": "checkbox", "radio": "radio button", "switch": "switch", "tab": "tab",
          "menuitem": "menu item", "option": "option", "slider": "slider", "spinbutton": "field", "img": "image"}
_CONTAINERS = ("product", "card", "item", "row", "result", "post", "message", "comment", "task", "entry", "order", "review",
               "listing", "question", "plan", "article", "story", "notification", "track", "song", "video", "file")
_KEY_NAMES = {" ": "Space", "Spacebar": "Space", "Esc": "Escape"}
MAX_TEXT = 80  # a line longer than this is not an expectation anyone would write


def ordinal(n: int) -> str:
    return ORDINAL_WORDS.get(n, f"{n}th")


def noun(role: str) -> str:
    return _NOUNS.get((role or "").lower(), "")


def key_name(key: str) -> str:
    """A trajectory key name for a ``KeyboardEvent.key``."""
    return _KEY_NAMES.get(key, key)


def _q(text: str) -> str:
    """Quoted as descriptions quote labels; a label holding a single quote is double-quoted."""
    text = " ".join(text.split())
    return f'"{text}"' if "'" in text else f"'{text}'"


def _the(name: str, kind: str) -> str:
    return f"the {_q(name)} {kind}" if kind else _q(name)


def lookalikes(cands: Sequence[Mapping[str, Any]], index: int) -> tuple[int, int]:
    """(place, count) of candidate ``index`` among those with its role and shown name, in page order."""
    me = cands[index]

    def key(c: Mapping[str, Any]) -> tuple[str, str]:
        return (str(c.get("role") or c.get("tag")), fold(str(c.get("name") or c.get("text") or c.get("label") or c.get("alt") or "")))

    same = [c for c in cands if key(c) == key(me)]
    return same.index(me) + 1, len(same)


def _container(item: Mapping[str, Any]) -> str:
    words = [str(t).lower() for t in item.get("tokens") or ()]
    return next((w for w in words if w in _CONTAINERS), next((c for c in _CONTAINERS if any(c in w for w in words)), "item"))


def click_phrasings(verb: str, name: str, role: str, cand: Mapping[str, Any] | None,
                    place: tuple[int, int] = (1, 1)) -> list[str]:
    """Descriptions of a click on an element, plainest first; duplicates removed."""
    kind = noun(role)
    cand = cand or {}
    text = " ".join(str(cand.get("text") or "").split())
    names = [n for n in dict.fromkeys([name, text, str(cand.get("label") or ""), str(cand.get("title") or ""),
                                       str(cand.get("alt") or "")]) if n and len(n) <= MAX_TEXT]
    out: list[str] = []
    k, count = place
    item = cand.get("item") or {}
    title = " ".join(str(item.get("title") or "").split())
    section = str(cand.get("section") or "")
    for n in names:
        if count <= 1:
            out += [f"{verb} {_the(n, kind)}", f"{verb} {_q(n)}"]
        if title and fold(title) != fold(n):
            out += [f"{verb} {_the(n, kind)} for {_q(title)}", f"{verb} {_q(n)} under the {title}"]
        if item.get("ord"):
            out.append(f"{verb} {_the(n, kind)} of the {ordinal(int(item['ord']))} {_container(item)}")
        if count > 1:
            out.append(f"{verb} the {ordinal(k)} {_q(n)} {kind or 'one'}")
        if section and fold(section) != fold(n):
            out.append(f"{verb} {_the(n, kind)} in the {_q(section)} section")
    words = [str(t) for t in cand.get("tokens") or () if len(str(t)) > 2][:3]
    for w in words:  # an icon with no name: what its id and class call it
        base = f"{verb} the {w} {kind or 'icon'}"
        out.append(base)
        if title:
            out.append(f"{base} on the {title}")
        if item.get("ord"):
            out.append(f"{base} on the {ordinal(int(item['ord']))} {_container(item)}")
    return list(dict.fromkeys(out))


def type_phrasings(text: str, label: str, placeholder: str = "", place: tuple[int, int] = (1, 1)) -> list[str]:
    out = []
    for name in dict.fromkeys([label, placeholder]):
        if name:
            out += [f"Type {_q(text)} into the {_q(name)} field", f"Type {_q(text)} into {_q(name)}"]
    if place[1] > 1:
        out.append(f"Type {_q(text)} into the {ordinal(place[0])} field")
    out.append(f"Type {_q(text)}")
    return list(dict.fromkeys(out))


def select_phrasings(option: str, label: str) -> list[str]:
    out = [f"Select {_q(option)} in the {_q(label)} dropdown"] if label else []
    return out + [f"Select {_q(option)} in the dropdown", f"Choose {_q(option)}"]


def press_phrasing(key: str, field_label: str = "") -> str:
    return f"Press {key_name(key)} in the {_q(field_label)} field" if field_label else f"Press {key_name(key)}"


def pages_phrase(pages: float) -> str:
    if pages < 0.4:
        return "a little"
    if abs(pages - 1) < 0.05:
        return "one page"
    if abs(pages - 0.5) < 0.05:
        return "half a page"
    if abs(pages - round(pages)) < 0.05 and 2 <= round(pages) <= 10:
        return f"{['', '', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][round(pages)]} pages"
    return f"{pages:g} pages"


def scroll_phrasings(direction: str, pages: float, scroller: str = "") -> list[str]:
    if scroller:
        return [f"Scroll {direction} the {_q(scroller)} list", f"Scroll {direction} the {scroller} list", f"Scroll {direction} in {_q(scroller)}"]
    return [f"Scroll {direction} {pages_phrase(pages)}"]


def scroll_amount(delta: float, page: float) -> str:
    """The shortest ``scroll_page`` string that scrolls exactly ``|delta|`` pixels on a ``page``-pixel page."""
    want = round(abs(delta))
    for digits in range(0, 5):
        s = f"{abs(delta) / page:.{digits}f}"
        if float(s) > 0 and round(float(s) * page) == want:
            return s.rstrip("0").rstrip(".") if "." in s else s
    return f"{abs(delta) / page:.5f}"


# ---------------------------------------------------------------- what changed

def _lines(state: PageState) -> list[str]:
    """The state's text lines that say something in words (a bare "#1" or "19" does not)."""
    lines = (" ".join(line.split()) for line in state.text.split("\n"))
    return [line for line in lines if sum(ch.isalpha() for ch in line) >= 2]


def _control(after: PageState, kinds: tuple[str, ...], label: str, value: str | None = None) -> Any:
    """The seen control of one of ``kinds`` showing ``value`` (when given), its label preferred."""
    found = [c for c in after.controls if c.kind in kinds and (value is None or fold(c.value or "") == fold(value))]
    return next((c for c in found if fold(c.label) == fold(label)), found[0] if len(found) == 1 else None)


def draft_expect(before: PageState, after: PageState, *, typed: tuple[str, str] | None = None,
                 picked: tuple[str, str] | None = None, toggled: str | None = None, limit: int = 3) -> dict[str, Any]:
    """What a person sees change: up to ``limit`` new lines, up to two that are gone, and the
    control the step set, as a person sees it after the step (``typed``: (label, value);
    ``picked``: (label, option); ``toggled``: the label of a checkbox or radio button). Only
    what holds on ``after`` is kept (a field in a shadow root is not seen as a field)."""
    from iwr_bench.tasks.data.expect import check_expect

    had = fold(before.searchable)
    has = fold(after.searchable)
    old = {fold(line) for line in _lines(before)}
    new = [line for line in _lines(after) if fold(line) not in old and fold(line) not in had and 2 <= len(line) <= MAX_TEXT]
    gone = [line for line in _lines(before) if fold(line) not in has and 2 <= len(line) <= MAX_TEXT]
    expect: dict[str, Any] = {}
    if typed:
        field = _control(after, ("textbox", "searchbox", "combobox"), *typed)
        if field is not None:
            expect["values"] = {field.label: typed[1]} if field.label else [typed[1]]
            new = [line for line in new if fold(line) != fold(typed[1])]
    if picked:
        box = _control(after, ("combobox", "listbox"), *picked)
        if box is not None:
            expect["selected"] = {box.label: picked[1]} if box.label else [picked[1]]
    if toggled is not None:
        toggle = _control(after, ("checkbox", "radio", "switch"), toggled)
        if toggle is not None and toggle.label and toggle.checked in ("checked", "unchecked"):
            expect[toggle.checked] = [toggle.label]
    if new:
        expect["visible_text"] = list(dict.fromkeys(new))[:limit]
    if gone:
        expect["absent_text"] = list(dict.fromkeys(gone))[:2]
    for key in list(expect):  # keep only what the check itself confirms on the state after the step
        if check_expect({key: expect[key]}, after):
            del expect[key]
    return expect


def _listing(items: Sequence[str]) -> str:
    quoted = [_q(s) for s in items]
    return quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " and " + quoted[-1]


def draft_assertion(expect: Mapping[str, Any], lead: str) -> str | None:
    """The expected outcome in words, from ``expect`` (None when nothing visible changes)."""
    parts = []
    for label, value in (expect.get("values") or {}).items() if isinstance(expect.get("values"), Mapping) else ():
        parts.append(f"the {_q(label)} field shows {_q(value)}")
    for label, option in (expect.get("selected") or {}).items() if isinstance(expect.get("selected"), Mapping) else ():
        parts.append(f"the {_q(label)} dropdown shows {_q(option)}")
    for label in expect.get("checked") or ():
        parts.append(f"{_q(label)} is checked")
    for label in expect.get("unchecked") or ():
        parts.append(f"{_q(label)} is unchecked")
    if expect.get("visible_text"):
        shown = expect["visible_text"]
        parts.append(f"{_listing(shown)} {'is' if len(shown) == 1 else 'are'} shown")
    if expect.get("absent_text"):
        parts.append(f"{_listing(expect['absent_text'])} {'is' if len(expect['absent_text']) == 1 else 'are'} no longer shown")
    if not parts:
        return None
    text = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
    return f"{lead}, {text}."
