"""What a person sees after an action, and the machine-checkable ``expect`` checked against it.

A ``PageState`` is what ``iwr_bench.tasks.sandbox.settle.page_state`` reads from the page (``tasks/sandbox/js/seen.js``):
the text drawn in the viewport that a person can read, and the form controls a person can
see with their state. It is stored as one string in ``actions.page_text``: the text, then,
when the page shows any form control, a ``[form controls]`` line and one line per control::

    Sign in
    Remember me
    [form controls]
    textbox "Email" = "ann@example.com"
    textbox "Search" (empty, placeholder "Search products")
    combobox "Size" = "Large"
    checkbox "Remember me" checked

Labels and values are JSON strings, so a value cannot break a line. A line of the page's own
text that reads ``[form controls]`` is stored as ``(form controls)``, so the last marker
line is always the real one.

``check_expect(expect, state)`` is the one check of an action's ``expect``: authoring runs it
on the reference page after each step, and the offline judge on the page under test. Keys:

* ``visible_text``: strings that must be seen (in the text, a field's value, a selected option
  or a shown placeholder); ``absent_text``: strings that must not be. Case-insensitive,
  whitespace folded, substring match.
* ``values``: a list of values some seen text field shows, or a mapping field label -> value.
* ``selected``: a list of option labels some seen dropdown has selected, or a mapping
  dropdown label -> option label.
* ``checked`` / ``unchecked``: labels of seen checkboxes, radio buttons or switches that must be
  (un)checked.

Values and option labels match whole (folded); a label names the control whose folded label
equals it, else the one control whose label contains it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

MARK = "[form controls]"
TEXT_KEYS = ("visible_text", "absent_text")
CONTROL_KEYS = ("values", "selected", "checked", "unchecked")
KEYS = TEXT_KEYS + CONTROL_KEYS
EXAMPLE = ("{visible_text: ['3 items left'], absent_text: ['Buy milk'], values: {'Email': 'ann@example.com'}, "
           "selected: {'Size': 'Large'}, checked: ['Remember me'], unchecked: ['Subscribe']}")

_STR = r'"(?:[^"\\]|\\.)*"'
_LINE = re.compile(rf"^(\w+) ({_STR})(?: = ({_STR})| (checked|unchecked|mixed)| \(empty(?:, placeholder ({_STR}))?\))$")


# Characters that draw nothing (soft hyphen, zero-width space and joiners, bidi controls, BOM):
# a person reads 'Add\u00aded' as 'Added', so text comparisons leave them out.
_INVISIBLE = re.compile("[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]")


def fold(text: str) -> str:
    """Case-insensitive, whitespace-folded form used for every text comparison (invisible characters left out)."""
    return " ".join(_INVISIBLE.sub("", text or "").split()).casefold()


@dataclass(frozen=True)
class Control:
    kind: str  # textbox, combobox, listbox, checkbox, radio, switch
    label: str
    value: str | None = None  # text fields and dropdowns
    checked: str | None = None  # checked, unchecked or mixed (checkboxes, radios, switches)
    placeholder: str | None = None  # shown only while the field is empty

    @property
    def shown(self) -> str:
        """The words a person reads in the control."""
        return self.value or self.placeholder or ""

    def line(self) -> str:
        head = f"{self.kind} {json.dumps(self.label, ensure_ascii=False)}"
        if self.checked is not None:
            return f"{head} {self.checked}"
        if self.value:
            return f"{head} = {json.dumps(self.value, ensure_ascii=False)}"
        if self.placeholder:
            return f"{head} (empty, placeholder {json.dumps(self.placeholder, ensure_ascii=False)})"
        return f"{head} (empty)"


@dataclass(frozen=True)
class PageState:
    text: str
    controls: tuple[Control, ...] = field(default_factory=tuple)

    @property
    def searchable(self) -> str:
        """Everything a person reads: the text and what the controls show."""
        return "\n".join([self.text, *(c.shown for c in self.controls if c.shown)])

    def to_text(self) -> str:
        # The page's own text never holds a marker line, so the last one is always real.
        text = "\n".join("(form controls)" if line == MARK else line for line in self.text.split("\n"))
        if not self.controls:
            return text
        return "\n".join([text, MARK, *(c.line() for c in self.controls)])

    @classmethod
    def from_script(cls, raw: Mapping[str, Any]) -> PageState:
        """From what ``tasks/sandbox/js/seen.js`` returns."""
        controls = []
        for c in raw.get("controls") or ():
            checked = c.get("checked")
            controls.append(Control(str(c.get("kind") or "textbox"), str(c.get("label") or ""),
                                    None if checked else str(c.get("value") or ""), checked or None,
                                    c.get("placeholder") or None))
        return cls(str(raw.get("text") or ""), tuple(controls))

    @classmethod
    def parse(cls, stored: str | None) -> PageState:
        """From the stored ``page_text`` (older rows, without controls, are text only)."""
        stored = stored or ""
        lines = stored.split("\n")
        at = max((i for i, line in enumerate(lines) if line == MARK), default=None)
        if at is None:
            return cls(stored)
        controls = []
        for line in lines[at + 1:]:
            m = _LINE.match(line)
            if not m:
                continue  # a truncated last line
            kind, label, value, checked, placeholder = m.groups()
            controls.append(Control(kind, json.loads(label), json.loads(value) if value else (None if checked else ""),
                                    checked, json.loads(placeholder) if placeholder else None))
        return cls("\n".join(lines[:at]), tuple(controls))


# ---------------------------------------------------------------- the shape of an expect

def expect_shape_problems(value: Any) -> list[tuple[str, str]]:
    """(key, problem) for everything wrong with an ``expect`` mapping's shape; [] when sound."""
    if value is None:
        return []
    if not isinstance(value, Mapping):
        return [("", f"must be a mapping like {EXAMPLE}")]
    out: list[tuple[str, str]] = []
    for key in value:
        if key not in KEYS:
            import difflib

            hint = difflib.get_close_matches(str(key), KEYS, n=1)
            out.append((str(key), f"unknown key; did you mean '{hint[0]}'?" if hint else f"unknown key; allowed: {', '.join(KEYS)}"))
    for key in KEYS:
        if key not in value or value[key] is None:
            continue
        items = value[key]
        if key in ("values", "selected") and isinstance(items, Mapping):
            bad = [k for k, v in items.items() if not (isinstance(k, str) and k.strip() and isinstance(v, str))]
            if bad:
                out.append((key, f"maps a label to the text shown, both strings; check {', '.join(repr(b) for b in bad)}"))
            continue
        if isinstance(items, str):
            items = [items]
        if not isinstance(items, list) or not all(isinstance(s, str) and s.strip() for s in items):
            shape = "a list of non-empty strings" + (" or a mapping label -> text" if key in ("values", "selected") else "")
            out.append((key, f"must be {shape}"))
    return out


def normalize_expect(value: Mapping[str, Any] | None) -> dict[str, Any]:
    """A sound ``expect`` with single strings made lists and empty keys dropped."""
    out: dict[str, Any] = {}
    for key in KEYS:
        items = (value or {}).get(key)
        if items is None:
            continue
        if isinstance(items, Mapping):
            if items:
                out[key] = dict(items)
            continue
        items = [items] if isinstance(items, str) else list(items)
        if items:
            out[key] = items
    return out


# ---------------------------------------------------------------- the check

def _find(controls: Iterable[Control], label: str, kinds: tuple[str, ...]) -> tuple[list[Control], str]:
    """Controls of ``kinds`` that ``label`` names (exact folded label, else the containing ones)."""
    pool = [c for c in controls if c.kind in kinds]
    want = fold(label)
    exact = [c for c in pool if fold(c.label) == want]
    if exact:
        return exact, ""
    inside = [c for c in pool if want and want in fold(c.label)]
    if len(inside) > 1 and len({fold(c.label) for c in inside}) > 1:
        names = ", ".join(sorted({repr(c.label) for c in inside}))
        return [], f"{label!r} names more than one control ({names}); name one exactly"
    if inside:
        return inside, ""
    seen = ", ".join(sorted({repr(c.label) for c in pool})) or "none"
    return [], f"no {_kind_words(kinds)} labelled {label!r} is seen (seen: {seen})"


def _kind_words(kinds: tuple[str, ...]) -> str:
    return {"textbox": "text field", "combobox": "dropdown"}.get(kinds[0], "checkbox, radio button or switch")


_FIELDS = ("textbox",)
_DROPDOWNS = ("combobox", "listbox")
_TOGGLES = ("checkbox", "radio", "switch")


def _shown_values(controls: Iterable[Control], key: str, want: Any) -> list[str]:
    kinds = _FIELDS if key == "values" else _DROPDOWNS
    noun = "field" if key == "values" else "dropdown"
    problems = []
    if isinstance(want, Mapping):
        for label, value in want.items():
            found, why = _find(controls, label, kinds)
            if why:
                problems.append(why)
                continue
            shown = [c.value or "" for c in found]
            if fold(value) not in {fold(s) for s in shown}:
                problems.append(f"the {label!r} {noun} shows {' / '.join(repr(s) for s in shown)}, not {value!r}")
        return problems
    pool = [c for c in controls if c.kind in kinds]
    for value in [want] if isinstance(want, str) else want:
        if not any(fold(c.value or "") == fold(value) for c in pool):
            seen = ", ".join(repr(c.value) for c in pool if c.value) or "nothing"
            problems.append(f"no seen {noun} shows {value!r} ({noun}s show: {seen})")
    return problems


def control_problems(expect: Mapping[str, Any] | None, state: PageState) -> list[str]:
    """What of ``expect``'s form controls (``values``, ``selected``, ``checked``, ``unchecked``) is
    false on ``state``, one sentence per item; [] when all holds."""
    expect = normalize_expect(expect)
    problems: list[str] = []
    for key in ("values", "selected"):
        if key in expect:
            problems += _shown_values(state.controls, key, expect[key])
    for key, want in (("checked", "checked"), ("unchecked", "unchecked")):
        for label in expect.get(key, ()):
            found, why = _find(state.controls, label, _TOGGLES)
            if why:
                problems.append(why)
            elif any(c.checked != want for c in found):
                problems.append(f"{label!r} is {next(c.checked for c in found if c.checked != want)}, not {want}")
    return problems


def check_expect(expect: Mapping[str, Any] | None, state: PageState) -> list[str]:
    """What of ``expect`` is false on ``state``, one sentence per item; [] when all holds."""
    expect = normalize_expect(expect)
    hay = fold(state.searchable)
    problems = [f"{s!r} is not visible" for s in expect.get("visible_text", ()) if fold(s) not in hay]
    problems += [f"{s!r} is visible but should be absent" for s in expect.get("absent_text", ()) if fold(s) in hay]
    return problems + control_problems(expect, state)


def decidable_by_ocr(expect: Mapping[str, Any] | None) -> bool:
    """True when OCR of the screenshot can confirm all of ``expect`` (only text that must be seen)."""
    e = normalize_expect(expect)
    return bool(e.get("visible_text")) and set(e) == {"visible_text"}
