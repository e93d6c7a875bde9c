"""The offline judge (``iwr/offline``): "a person sees X", decided from the pixels, never guessed.

It decides only what it can check for sure and otherwise says ``undecided``. Text an
assertion expects (an action's ``expect``, or the assertion's quoted text when a published
record has no ``expect``) is looked for in two readings of the state after the action:

* the **pixels**: OCR of the screenshot (the caller's reader; the flow's goes through the
  feature cache and OCR's line cache, so a screenshot the checkpoint scoring reads too is read
  once). What a person sees is what is drawn, however it is drawn (shadow roots, frames,
  canvas, images, generated content, inline markup);
* the **page text** (``actions.page_text``, ``tasks/sandbox/js/seen.js``): supporting evidence.

A text is seen when the pixels show it and the page text does not deny it; it is not seen
when neither shows it. Where the two disagree (text the DOM holds but the screenshot does not
show: covered, blurred, masked, reversed, white on white; or text drawn where the DOM has none)
the verdict is ``undecided``, never a pass. A pass needs the pixels: without a screenshot (or
OCR) every text check is undecided. OCR is read leniently (letters and digits only: OCR drops
spaces, 'Addedtocart'); the page text keeps the exact words. Form controls (``values``,
``selected``, ``checked``) are read from the page state alone, as authoring checks them.

Verdict of an assertion: ``fail`` when a check fails on both readings, else ``undecided`` when
any check is in doubt, else ``pass``. Without ``expect`` it never fails (the quoted text of a
sentence proves a pass at most).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from iwr_bench.core.kinds import JudgeStyle, VerdictKind
from iwr_bench.tasks.data.expect import (
    TEXT_KEYS,
    PageState,
    control_problems,
    fold,
    normalize_expect,
)
from iwr_bench.tasks.judge.contracts import AssertionCase, Rubric, Verdict

OFFLINE = "iwr/offline"
OFFLINE_VERSION = "offline-v3"  # v3: pixels decide, the page text supports; disagreement is undecided


def pixel_form(text: str) -> str:
    """How OCR text is compared: compatibility-normalized, case-folded, letters and digits only
    (OCR drops and adds spaces and misreads punctuation; the page text keeps the exact words)."""
    return "".join(ch for ch in unicodedata.normalize("NFKC", text or "").casefold() if ch.isalnum())


_QUOTED = re.compile(r"\"([^\"]+)\"|“([^”]+)”|‘([^’]+)’|(?<!\w)'([^']+?)'(?!\w)")
# Assertions about something going away: finding the quoted text proves nothing there.
_NEGATION = re.compile(r"\b(no longer|not|removed?|disappears?|disappeared|hidden|hides|deleted?|cleared?|gone|without|closes?|closed|empty|collapsed?)\b", re.I)


def quoted_texts(assertion: str) -> list[str]:
    return [next(g for g in m.groups() if g) for m in _QUOTED.finditer(assertion or "")]


def listed(items: Sequence[str], most: int = 6) -> str:
    """Texts in words for a reason a person reads: ``'A'``, ``'A' and 'B'``, ``'A', 'B' and 3 more``."""
    shown = [f"'{t}'" for t in items[:most]]
    if len(items) > most:
        shown.append(f"{len(items) - most} more")
    if len(shown) <= 1:
        return "".join(shown)
    return ", ".join(shown[:-1]) + " and " + shown[-1]


def expect_words(expect: Mapping[str, Any]) -> str:
    """What a (normalized) ``expect`` says holds, as words: ``shows 'Saved (1)'; the 'Sort by' dropdown
    shows 'Price: low to high'; 'Remember me' is checked``."""
    bits = []
    if expect.get("visible_text"):
        bits.append(f"shows {listed(expect['visible_text'])}")
    if expect.get("absent_text"):
        bits.append(f"no longer shows {listed(expect['absent_text'])}")
    for key, noun in (("values", "field"), ("selected", "dropdown")):
        want = expect.get(key)
        if isinstance(want, Mapping):
            bits += [f"the '{label}' {noun} shows '{value}'" for label, value in want.items()]
        elif want:
            bits.append(f"a {noun} shows {listed([want] if isinstance(want, str) else list(want))}")
    for key in ("checked", "unchecked"):
        if expect.get(key):
            labels = list(expect[key])
            bits.append(f"{listed(labels)} {'is' if len(labels) == 1 else 'are'} {key}")
    return "; ".join(bits) or "holds what was expected"


@dataclass(frozen=True)
class Readings:
    """The two readings of a state: the page text (None: not recorded) and OCR of the screenshot (None: none read)."""

    page: str | None
    pixels: str | None

    def seen(self, text: str) -> bool | None:
        """True: a person sees ``text``; False: they do not; None: the readings do not settle it."""
        dom = None if self.page is None else fold(text) in fold(self.page)
        pix = None if self.pixels is None else pixel_form(text) in pixel_form(self.pixels)
        if pix is True and dom is not False:
            return True
        if pix is False and dom is False:
            return False
        return None

    def doubt(self, text: str) -> str:
        """Why ``seen(text)`` is None, in words."""
        if self.pixels is None:
            return f"{text!r}: no screenshot was read, and the page text alone does not say what a person sees"
        if self.page is None:
            return f"{text!r}: OCR of the screenshot does not read it and no page text was recorded"
        if fold(text) in fold(self.page):
            return f"{text!r} is in the page text but OCR of the screenshot does not read it (covered, hidden or unreadable?)"
        return f"OCR of the screenshot reads {text!r} but the page text does not hold it"


def text_checks(expect: Mapping[str, Any], r: Readings) -> tuple[list[str], list[str]]:
    """(failures, doubts) of ``expect``'s ``visible_text`` and ``absent_text`` on the two readings."""
    failures, doubts = [], []
    for t in expect.get("visible_text", ()):
        seen = r.seen(t)
        if seen is False:
            failures.append(f"{t!r} is not visible (neither the screenshot nor the page text shows it)")
        elif seen is None:
            doubts.append(r.doubt(t))
    for t in expect.get("absent_text", ()):
        seen = r.seen(t)
        if seen is True:
            failures.append(f"{t!r} is visible but should be absent")
        elif seen is None:
            doubts.append(r.doubt(t))
    return failures, doubts


class OfflineJudge:
    """Decides only from machine-checkable evidence; everything else is ``undecided``.

    ``ocr`` reads a screenshot's text (None: no pixels, so no text check can pass). The page
    state is ``actions.page_text`` (a stored ``iwr_bench.tasks.data.expect.PageState``).
    """

    name = OFFLINE
    version = f"{OFFLINE}/{OFFLINE_VERSION}"
    has_rubric = False

    def __init__(self, ocr: Callable[[Path], str] | None = None):
        self._ocr = ocr

    def _pixels(self, path: Path | None) -> str | None:
        if path is None or self._ocr is None or not Path(path).exists():
            return None
        return self._ocr(Path(path))

    def judge_assertion(self, case: AssertionCase, style: JudgeStyle = JudgeStyle.JSON) -> Verdict:
        expect = normalize_expect(case.expect)
        state = PageState.parse(case.page_text) if case.page_text is not None else None
        if expect:
            failures: list[str] = []
            doubts: list[str] = []
            if any(k in expect for k in TEXT_KEYS):
                readings = Readings(state.searchable if state is not None else None, self._pixels(case.after))
                failures, doubts = text_checks(expect, readings)
            if set(expect) - set(TEXT_KEYS):
                if state is None:
                    doubts.append("no page text was recorded to read the form controls from")
                else:
                    failures += control_problems(expect, state)
            if failures:
                return Verdict(VerdictKind.FAIL, "expected but not seen: " + "; ".join(failures), self.version)
            if doubts:
                return Verdict(VerdictKind.UNDECIDED, "cannot tell: " + "; ".join(doubts), self.version)
            return Verdict(VerdictKind.PASS, f"as expected, the page {expect_words(expect)} (in the screenshot and the page text)",
                           self.version)
        quoted = quoted_texts(case.assertion)
        if quoted and not _NEGATION.search(case.assertion):
            readings = Readings(state.searchable if state is not None else None, self._pixels(case.after))
            if all(readings.seen(q) is True for q in quoted):
                return Verdict(VerdictKind.PASS, f"the screenshot shows the quoted {listed(quoted)}", self.version)
            unseen = [q for q in quoted if readings.seen(q) is not True]
            why = "; ".join(readings.doubt(q) if readings.seen(q) is None else f"{q!r} is not seen" for q in unseen)
            return Verdict(VerdictKind.UNDECIDED, f"the quoted text is not all seen, which proves nothing without an expect: {why}",
                           self.version)
        return Verdict(VerdictKind.UNDECIDED, "nothing machine-checkable decides this assertion", self.version)

    def rubric(self, gt: Path, shot: Path, style: JudgeStyle = JudgeStyle.JSON) -> Rubric | None:
        return None  # no rubric offline: HVS absent
