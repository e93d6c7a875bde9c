"""Key names as datasets and trajectories write them, to WebDriver key codes: one table for the
replay and for authoring (once the two disagreed on "Return")."""

from __future__ import annotations

# W3C WebDriver key codes (the Selenium ``Keys`` values).
ENTER, ESCAPE, TAB, BACKSPACE, DELETE = "\ue007", "\ue00c", "\ue004", "\ue003", "\ue017"
UP, DOWN, LEFT, RIGHT = "\ue013", "\ue015", "\ue012", "\ue014"
PAGE_UP, PAGE_DOWN, HOME, END = "\ue00e", "\ue00f", "\ue011", "\ue010"

# "Return" is the Enter key on a Mac keyboard: a person pressing it sends Enter.
KEY_CODES: dict[str, str] = {
    "enter": ENTER, "return": ENTER, "escape": ESCAPE, "esc": ESCAPE, "tab": TAB,
    "backspace": BACKSPACE, "delete": DELETE, "del": DELETE, "space": " ", "spacebar": " ",
    "arrowup": UP, "up": UP, "arrowdown": DOWN, "down": DOWN, "arrowleft": LEFT, "left": LEFT,
    "arrowright": RIGHT, "right": RIGHT, "pageup": PAGE_UP, "pagedown": PAGE_DOWN, "home": HOME, "end": END,
}
NAMED_KEYS = "Enter, Escape, Tab, Backspace, Delete, Space, ArrowUp/Down/Left/Right, Home, End, PageUp, PageDown"


def key_code(name: str) -> str | None:
    """The code of a key name (``Enter``, ``Arrow Up``, ``a``); None when it names no key."""
    if len(name) == 1:
        return name
    return KEY_CODES.get(name.replace(" ", "").lower())
