"""Mutants of a reference page: targeted breakages whose effect on the judge is known.

Each mutant is a pure function ``page_html -> mutated html`` registered under a kind, with
the effect a correct judge must show (``Expected``). Most act on the element that the
trajectory's ``selector`` names for one step, by a ``<script>`` or ``<style>`` injected at
the end of the page, so the same mutant applies to any site. The validity suite
(``tests/validity``) replays each mutant and compares what the judge observed with what
was expected; ``Observation`` and ``check`` make that comparison a pure function.

An element is matched with ``closest(selector)`` when an event fires, not once at load,
so pages that re-render their controls are mutated all the same.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

IfsEffect = Literal["unchanged", "fails_at_step", "not_checked"]
VisualPart = Literal["ocr", "dino"]


@dataclass(frozen=True)
class Expected:
    """What a correct judge shows for a mutant, relative to the unmutated page."""

    ifs: IfsEffect
    error_kinds: tuple[str, ...] = ()  # acceptable first-failure kinds when ``ifs`` is fails_at_step
    drops: tuple[VisualPart, ...] = ()  # visual parts that must fall on the initial checkpoint

    def describe(self, step: int | None) -> str:
        bits = []
        if self.ifs == "unchanged":
            bits.append("IFS unchanged")
        elif self.ifs == "fails_at_step":
            bits.append(f"fails at step {step} ({'/'.join(self.error_kinds)})")
        bits += [f"{p.upper()} drops" for p in self.drops]
        return ", ".join(bits)


@dataclass(frozen=True)
class Mutant:
    kind: str
    html: str
    expected: Expected
    step: int | None = None  # the step whose element is mutated; None for page-wide mutants
    detail: str = ""


@dataclass(frozen=True)
class Observation:
    """What the judge made of one page (original or mutant)."""

    first_failure: int | None
    first_failure_kind: str | None
    ifs: float | None
    ocr0: float | None = None  # OCR score of the initial checkpoint
    dino0: float | None = None  # DINO score of the initial checkpoint; None when DINO is absent

    def describe(self) -> str:
        fail = f"fails at step {self.first_failure} ({self.first_failure_kind})" if self.first_failure else "no failure"
        bits = [fail, f"IFS {self.ifs:.2f}" if self.ifs is not None else "IFS -"]
        if self.ocr0 is not None:
            bits.append(f"OCR0 {self.ocr0:.2f}")
        if self.dino0 is not None:
            bits.append(f"DINO0 {self.dino0:.2f}")
        return ", ".join(bits)


# A visual part "drops" when it falls by at least this much on the initial checkpoint; the
# judge's own run-to-run noise on an unchanged page is 0 (screenshots are byte-identical).
MIN_DROP = 0.05


def check(expected: Expected, step: int | None, original: Observation, mutant: Observation,
          min_drop: float = MIN_DROP) -> tuple[bool, list[str]]:
    """Whether ``mutant`` shows the expected effect against ``original``; the reasons when not."""
    problems = []
    if expected.ifs == "unchanged":
        if (mutant.first_failure, mutant.ifs) != (original.first_failure, original.ifs):
            problems.append(f"IFS changed: {original.describe()} -> {mutant.describe()}")
    elif expected.ifs == "fails_at_step":
        if step is None:
            raise ValueError("a fails_at_step mutant needs a step")
        if original.first_failure is not None and original.first_failure <= step:
            problems.append(f"the original already fails at step {original.first_failure}; the case proves nothing")
        if mutant.first_failure != step:
            problems.append(f"expected the first failure at step {step}, got {mutant.first_failure}")
        elif expected.error_kinds and mutant.first_failure_kind not in expected.error_kinds:
            problems.append(f"expected {'/'.join(expected.error_kinds)} at step {step}, got {mutant.first_failure_kind}")
    for part in expected.drops:
        before, after = (original.ocr0, mutant.ocr0) if part == "ocr" else (original.dino0, mutant.dino0)
        if before is None or after is None:
            problems.append(f"{part.upper()} not measured")
        elif after > before - min_drop:
            problems.append(f"{part.upper()} did not drop: {before:.3f} -> {after:.3f}")
    return not problems, problems


# ---------------------------------------------------------------- injection

_BODY_END = re.compile(r"</body\s*>", re.I)


def inject(html: str, snippet: str) -> str:
    """``snippet`` just before the last ``</body>`` (at the very end when there is none)."""
    ends = list(_BODY_END.finditer(html))
    if not ends:
        return html + "\n" + snippet + "\n"
    at = ends[-1].start()
    return html[:at] + snippet + "\n" + html[at:]


def _script(body: str, **values: object) -> str:
    # Values go in as JSON literals, so a selector with quotes cannot break the script.
    decl = "".join(f"const {k} = {json.dumps(v)};\n" for k, v in values.items())
    return f"<script data-iwr-mutant>\n(() => {{\n{decl}{body}\n}})();\n</script>"


# Every event by which a control reacts to a person; blocked in the capture phase on window,
# which runs before any listener the page put on the element, its ancestors or the document.
_EVENTS = ["click", "dblclick", "mousedown", "mouseup", "pointerdown", "pointerup", "touchstart", "touchend",
           "change", "input", "keydown", "keyup", "keypress", "submit"]


def handler_removed(html: str, selector: str) -> str:
    """The element's handlers never run: its events are stopped before they reach them."""
    return inject(html, _script(
        "for (const type of EVENTS) window.addEventListener(type, (e) => {\n"
        "  const t = e.target;\n"
        "  if (t && t.closest && t.closest(SEL)) e.stopImmediatePropagation();\n"
        "}, true);",
        SEL=selector, EVENTS=_EVENTS))


# Undo every DOM change once the element was first used: the page's code runs, but what it
# shows stays as it was (records are reverted newest first, so positions stay valid).
_FREEZE = """
let frozen = false;
const revert = (records) => {
  for (const r of records.reverse()) {
    if (r.type === 'characterData') r.target.data = r.oldValue;
    else if (r.type === 'attributes') {
      if (r.oldValue === null) r.target.removeAttribute(r.attributeName);
      else r.target.setAttribute(r.attributeName, r.oldValue);
    } else {
      for (const n of r.addedNodes) if (n.parentNode === r.target) r.target.removeChild(n);
      for (const n of Array.from(r.removedNodes).reverse()) {
        const next = r.nextSibling && r.nextSibling.parentNode === r.target ? r.nextSibling : null;
        r.target.insertBefore(n, next);
      }
    }
  }
};
const obs = new MutationObserver((records) => { if (frozen) { obs.disconnect(); revert(records); watch(); } });
const watch = () => obs.observe(document.documentElement, {subtree: true, childList: true, attributes: true,
  characterData: true, attributeOldValue: true, characterDataOldValue: true});
for (const type of ['pointerdown', 'mousedown', 'click', 'focusin']) window.addEventListener(type, (e) => {
  const t = e.target;
  if (!frozen && t && t.closest && t.closest(SEL)) { frozen = true; watch(); }
}, true);
"""


def state_frozen(html: str, selector: str) -> str:
    """The element's handlers run, but from its first use on the page never shows a change."""
    return inject(html, _script(_FREEZE, SEL=selector))


_RELABEL = """
const pattern = OLD.replace(/[.*+?^${}()|[\\]\\\\]/g, '\\\\$&');
const has = new RegExp(pattern, 'i');  // not global: a global regex's test() keeps state
const all = new RegExp(pattern, 'gi');
const done = new WeakSet();  // once per element: a label that contains the old one must not grow
const relabel = () => {
  for (const el of document.querySelectorAll(SEL)) {
    if (done.has(el)) continue;
    done.add(el);
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (has.test(n.data)) n.data = n.data.replace(all, NEW);
    for (const a of ['aria-label', 'title', 'alt', 'placeholder', 'value']) {
      const v = el.getAttribute(a);
      if (v !== null && has.test(v)) el.setAttribute(a, v.replace(all, NEW));
    }
    if ((el.tagName === 'INPUT' || el.tagName === 'BUTTON') && has.test(el.value || '')) el.value = el.value.replace(all, NEW);
  }
};
relabel();
window.addEventListener('load', relabel);
"""


def relabelled(html: str, selector: str, old: str, new: str) -> str:
    """The element's label ``old`` reads ``new`` (text, aria-label, title, alt, value), at load."""
    if not old:
        raise ValueError("relabelled: the old label is empty")
    return inject(html, _script(_RELABEL, SEL=selector, OLD=old, NEW=new))


# A transparent layer over the element wherever it is drawn, above everything: the element
# stays visible and enabled, but a pointer at its centre hits the layer.
_OVERLAY = """
const cover = document.createElement('div');
cover.setAttribute('data-iwr-mutant', 'overlay');
cover.style.cssText = 'position:fixed;z-index:2147483647;background:transparent;display:none;pointer-events:auto';
document.documentElement.appendChild(cover);
const place = () => {
  const el = document.querySelector(SEL);
  const r = el ? el.getBoundingClientRect() : null;
  if (!r || r.width < 1 || r.height < 1) cover.style.display = 'none';
  else Object.assign(cover.style, {display: 'block', left: r.left - 2 + 'px', top: r.top - 2 + 'px',
                                   width: r.width + 4 + 'px', height: r.height + 4 + 'px'});
};
place();
new MutationObserver(place).observe(document.body, {subtree: true, childList: true, attributes: true});
window.addEventListener('scroll', place, true);
window.addEventListener('resize', place);
"""


def overlaid(html: str, selector: str) -> str:
    """A transparent layer covers the element, so a click at the element lands on the layer."""
    return inject(html, _script(_OVERLAY, SEL=selector))


RESTYLE_CSS = """<style data-iwr-mutant>
*, *::before, *::after { color: #c2185b !important; background-color: #fff59d !important;
  font-family: "Courier New", Courier, monospace !important; border-color: #00897b !important; }
</style>"""


def restyled(html: str) -> str:
    """Every colour and font changed; text, layout and behaviour left alone."""
    return inject(html, RESTYLE_CSS)


# Letters rotated (ROT13) in every text node once the page is built: the same amount of text
# in the same places, but other words.
_SCRAMBLE = """
const rot = (s) => s.replace(/[a-z]/gi, (c) => {
  const b = c <= 'Z' ? 65 : 97;
  return String.fromCharCode((c.charCodeAt(0) - b + 13) % 26 + b);
});
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {acceptNode: (n) =>
  n.parentElement && /^(SCRIPT|STYLE|NOSCRIPT)$/.test(n.parentElement.tagName) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT});
const nodes = [];
for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n);
for (const n of nodes) n.data = rot(n.data);
"""


def text_changed(html: str) -> str:
    """Every visible word replaced by its ROT13 form."""
    return inject(html, _script(_SCRAMBLE))


LAYOUT_CSS = """<style data-iwr-mutant>
body { display: flex !important; flex-direction: column-reverse !important; }
body * { flex-direction: row-reverse !important; text-align: right !important; }
body > * { order: 0 !important; }
</style>"""


def layout_shuffled(html: str) -> str:
    """The page's top-level blocks in reverse order and every row mirrored; text kept."""
    return inject(html, LAYOUT_CSS)


# ---------------------------------------------------------------- registry

@dataclass(frozen=True)
class MutantKind:
    build: Callable[..., str]
    expected: Expected
    needs: tuple[str, ...]  # arguments beyond the html: selector, old, new
    doc: str


_FAILS = ("assertion_failed",)
KINDS: dict[str, MutantKind] = {
    "handler_removed": MutantKind(handler_removed, Expected("fails_at_step", _FAILS), ("selector",),
                                  "the element's event handlers never run"),
    "state_not_updated": MutantKind(state_frozen, Expected("fails_at_step", _FAILS), ("selector",),
                                    "handlers run but the page never shows the new state"),
    "relabel_synonym": MutantKind(relabelled, Expected("unchanged"), ("selector", "old", "new"),
                                  "the control's label replaced by a synonym"),
    "relabel_wrong": MutantKind(relabelled, Expected("fails_at_step", ("not_found",)), ("selector", "old", "new"),
                                "the control's label replaced by an unrelated word"),
    "overlay": MutantKind(overlaid, Expected("fails_at_step", ("not_interactable",)), ("selector",),
                          "a transparent layer covers the control"),
    "restyled": MutantKind(restyled, Expected("unchanged", drops=("dino",)), (),
                           "colours and fonts changed"),
    "text_changed": MutantKind(text_changed, Expected("not_checked", drops=("ocr",)), (),
                               "every word rewritten (ROT13)"),
    "layout_shuffled": MutantKind(layout_shuffled, Expected("not_checked", drops=("dino",)), (),
                                  "blocks reordered and rows mirrored"),
}


def make_mutant(kind: str, html: str, *, step: int | None = None, selector: str | None = None,
                old: str | None = None, new: str | None = None) -> Mutant:
    """The mutant of ``kind`` of ``html``; element mutants need the step and its selector."""
    try:
        spec = KINDS[kind]
    except KeyError:
        raise KeyError(f"unknown mutant kind {kind!r}; known: {', '.join(KINDS)}") from None
    given = {"selector": selector, "old": old, "new": new}
    missing = [n for n in spec.needs if not given[n]]
    if missing or ("selector" in spec.needs and step is None):
        raise ValueError(f"mutant {kind} needs {', '.join(missing or ['step'])}")
    out = spec.build(html, *(given[n] for n in spec.needs))
    detail = selector or ""
    if old is not None:
        detail += f": {old!r} -> {new!r}"
    return Mutant(kind, out, spec.expected, step if spec.needs else None, detail or spec.doc)


# ---------------------------------------------------------------- trajectories

def selectors_by_step(trajectory: str | Path) -> dict[int, str]:
    """Step -> the CSS selector the trajectory names for it (authoring only; never in a record)."""
    from iwr_bench.tasks.author import load_trajectory

    return {s.step: s.selector for s in load_trajectory(trajectory).steps if s.selector}


def first_use(selectors: Mapping[int, str], step: int) -> bool:
    """True when no earlier step names the same selector (an element mutant would hit it first)."""
    sel = selectors.get(step)
    return sel is not None and all(s != sel for k, s in selectors.items() if k < step)


# ---------------------------------------------------------------- report

@dataclass(frozen=True)
class Detection:
    kind: str
    task_id: int
    step: int | None
    expected: str
    observed: str
    ok: bool | None  # None: not checked (a scorer is absent)
    note: str = ""


def detection_markdown(rows: Iterable[Detection], title: str = "Mutant detection") -> str:
    """The detection table as Markdown, ordered by kind, task and step."""
    rows = sorted(rows, key=lambda r: (r.kind, r.task_id, r.step or 0))
    lines = [f"# {title}", "", "| mutant | task | step | expected | observed | pass |", "|---|---|---|---|---|---|"]
    for r in rows:
        mark = "skipped" if r.ok is None else ("yes" if r.ok else "**NO**")
        observed = r.observed + (f" ({r.note})" if r.note else "")
        lines.append(f"| {r.kind} | {r.task_id} | {r.step if r.step is not None else '-'} | {r.expected} | {observed} | {mark} |")
    done = [r for r in rows if r.ok is not None]
    lines += ["", f"{sum(1 for r in done if r.ok)} of {len(done)} checked mutants detected as expected; "
                  f"{len(rows) - len(done)} skipped."]
    return "\n".join(lines) + "\n"
