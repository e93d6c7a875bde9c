"""The visibility battery's cases and results: does "the page shows X" mean what a person sees?

``tests/fixtures/visibility/`` holds one base page (the buy box of the bundled cart task) and
``cases.yaml``: ways of showing or hiding 'Added to cart' after a click on 'Add to cart', each
labelled with what a person sees (``visible`` or ``hidden``). This module reads them
(``load_battery``), writes the two-record dataset a case is judged on (``write_dataset``: the
action with ``expect`` and the same without it, as every published record is), and holds the
results and their report. ``iwr_bench.bench.visibility`` runs the battery.

A hidden case is **wrong** when either verdict is ``pass``; a visible case is **wrong** when the
verdict with ``expect`` is ``fail`` (a visible text must pass, or at worst be undecided) or the
click itself failed. Without ``expect`` the offline judge never says ``fail`` (it passes or is
undecided), so a visible case without ``expect`` is only counted as undecided.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from iwr_bench.tasks.data.expect import (
    fold,  # project code: the heavy modules are imported where a battery runs
)

SECTION = "visibility"
ROOT = Path(__file__).resolve().parents[2]  # the repository: the battery lives in tests/fixtures
FIXTURE = ROOT / "tests" / "fixtures" / "visibility"
SEES = ("visible", "hidden")
# The task ids of the two records: the action with ``expect``, and the published shape without it.
WITH_EXPECT, QUOTED_ONLY = 1, 2
# Where the card (#slot) and the button sit in a 1280x720 screenshot: the contact sheet's crop.
CROP = (500, 200, 1000, 390)


@dataclass(frozen=True)
class Case:
    name: str
    sees: str  # visible | hidden: what a person sees in the screenshot after the click
    what: str  # what a person sees there, in words
    html: str = ""
    css: str = ""
    script: str = ""
    issue: bool = False  # named in issue 25


@dataclass(frozen=True)
class Battery:
    folder: Path
    assertion: str
    expect: dict[str, Any]
    base: str
    cases: tuple[Case, ...]

    def page(self, case: Case) -> str:
        """The base page with the case applied."""
        for mark in ("/*CASE_CSS*/", "<!--CASE_HTML-->", "/*CASE_JS*/"):
            if self.base.count(mark) != 1:
                raise ValueError(f"{self.folder / 'base.html'}: needs exactly one {mark}")
        if "</template" in case.html.lower() or "</script" in case.script.lower() or "</style" in case.css.lower():
            raise ValueError(f"case {case.name}: its html, script or css would end the base page's element early")
        return (self.base.replace("/*CASE_CSS*/", case.css).replace("<!--CASE_HTML-->", case.html)
                .replace("/*CASE_JS*/", case.script))


def load_battery(folder: Path = FIXTURE) -> Battery:
    """The base page and cases of ``folder``; a malformed case is an error naming it."""
    import yaml

    raw = yaml.safe_load((folder / "cases.yaml").read_text(encoding="utf-8"))
    cases, seen = [], set()
    for i, c in enumerate(raw["cases"]):
        name = str(c.get("name") or f"#{i}")
        unknown = set(c) - {"name", "sees", "what", "html", "css", "script", "issue"}
        if unknown or c.get("sees") not in SEES or not c.get("what") or name in seen:
            raise ValueError(f"{folder / 'cases.yaml'}: case {name}: needs a unique name, sees: visible|hidden and what"
                             + (f"; unknown keys {sorted(unknown)}" if unknown else ""))
        seen.add(name)
        cases.append(Case(name, c["sees"], str(c["what"]), str(c.get("html") or ""), str(c.get("css") or ""),
                          str(c.get("script") or ""), bool(c.get("issue", False))))
    return Battery(folder, str(raw["assertion"]), dict(raw["expect"]), (folder / "base.html").read_text(encoding="utf-8"), tuple(cases))


def write_dataset(battery: Battery, out: Path) -> Path:
    """A dataset in the published layout with the battery's one-action task twice: task 1 with
    ``expect``, task 2 without (as every published record is). Returns ``out``."""
    action = {"type": "Click", "parameters": {"description": "Click the 'Add to cart' button"},
              "visual_evaluation_flag": False, "logical_assertion": battery.assertion}
    lines = []
    for task_id, act in ((WITH_EXPECT, {**action, "expect": battery.expect}), (QUOTED_ONLY, action)):
        record = {"id": task_id, "classification": {"interaction_complexity": "L1", "visual_complexity": "low",
                                                    "domain": "e-commerce", "sub_domain": "visibility battery"},
                  "recording_details": {"resolution": "1280x720", "environment": "desktop"},
                  "source_website": "visibility-battery", "action_sequence": [act]}
        lines.append(json.dumps(record))
        shutil.copytree(battery.folder / "assets", out / "data" / str(task_id) / "assets")
    (out / "data.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return out


@dataclass(frozen=True)
class CaseResult:
    case: Case
    outcome: str  # the click's replay outcome (performed, failed)
    error: str | None
    verdict_expect: str | None  # None: the click failed, nothing was judged
    reason_expect: str
    verdict_quoted: str | None
    reason_quoted: str
    page_text: str  # actions.page_text after the click: what PageState held
    judge_ocr: str | None  # what the judge's OCR read of the screenshot, when it asked
    ocr: str | None = None  # OCR of the screenshot, with ocr_all
    screenshot: str | None = None
    wanted: tuple[str, ...] = ()  # the expect's visible_text
    page_text_before: str = ""  # actions.page_text after the load, before the click
    ocr_before: str | None = None  # OCR of the screenshot before the click, with ocr_all
    seconds: dict[str, float] = field(default_factory=dict)

    @property
    def wrong(self) -> bool:
        if self.case.sees == "hidden":
            return "pass" in (self.verdict_expect, self.verdict_quoted)
        return self.outcome != "performed" or self.verdict_expect == "fail"

    @property
    def in_state(self) -> bool:
        """Whether the page text (PageState) held the expected words (folded)."""
        return bool(self.wanted) and all(fold(t) in fold(self.page_text) for t in self.wanted)

    @property
    def ocr_reads(self) -> bool | None:
        return None if self.ocr is None else bool(self.wanted) and all(fold(t) in fold(self.ocr) for t in self.wanted)

    @property
    def new_text(self) -> list[str]:
        """Lines of the page text the click added (the card's text, a changed label, controls)."""
        before = set(self.page_text_before.split("\n"))
        return [line for line in self.page_text.split("\n") if line not in before]

    @property
    def new_ocr(self) -> list[str] | None:
        """Lines OCR reads after the click and not before it (with ocr_all)."""
        if self.ocr is None:
            return None
        # OCR may read a line with or without a space depending on the other lines of the image.
        before = {"".join(line.split()) for line in (self.ocr_before or "").split("\n")}
        return [line for line in self.ocr.split("\n") if "".join(line.split()) not in before]


@dataclass
class Summary:
    hidden: int = 0
    hidden_pass_expect: list[str] = field(default_factory=list)
    hidden_pass_quoted: list[str] = field(default_factory=list)
    visible: int = 0
    visible_fail_expect: list[str] = field(default_factory=list)
    visible_undecided_quoted: list[str] = field(default_factory=list)
    visible_click_failed: list[str] = field(default_factory=list)

    @property
    def hidden_passing(self) -> list[str]:
        return sorted(set(self.hidden_pass_expect) | set(self.hidden_pass_quoted))


def summarize(results: Iterable[CaseResult]) -> Summary:
    s = Summary()
    for r in results:
        n = r.case.name
        if r.case.sees == "hidden":
            s.hidden += 1
            if r.verdict_expect == "pass":
                s.hidden_pass_expect.append(n)
            if r.verdict_quoted == "pass":
                s.hidden_pass_quoted.append(n)
        else:
            s.visible += 1
            if r.outcome != "performed":
                s.visible_click_failed.append(n)
            if r.verdict_expect == "fail":
                s.visible_fail_expect.append(n)
            if r.verdict_quoted == "undecided":
                s.visible_undecided_quoted.append(n)
    return s


# ---------------------------------------------------------------- reporting

def problems(results: Sequence[CaseResult]) -> list[str]:
    """What keeps the battery from issue 25's bar, one line each; [] when it is met: no hidden text
    passes, no visible text fails (an undecided verdict is allowed), the inline-markup case passes."""
    out = [f"{r.case.name}: hidden, yet the judge passes it ({r.reason_expect if r.verdict_expect == 'pass' else r.reason_quoted})"
           for r in results if r.case.sees == "hidden" and r.wrong]
    out += [f"{r.case.name}: visible, yet {'the click failed: ' + str(r.error) if r.outcome != 'performed' else r.reason_expect}"
            for r in results if r.case.sees == "visible" and r.wrong]
    out += [f"{r.case.name}: must pass, is {r.verdict_expect} / {r.verdict_quoted}" for r in results
            if r.case.name == "inline-markup" and (r.verdict_expect, r.verdict_quoted) != ("pass", "pass")]
    return out


def _shown(lines: Sequence[str]) -> str:
    """Lines for a table cell: joined with ' / ', invisible characters named, pipes escaped."""
    import unicodedata

    text = " / ".join(lines)
    text = "".join(f"<U+{ord(ch):04X}>" if unicodedata.category(ch) == "Cf" else ch for ch in text)
    return text.replace("|", "\\|") or "—"


def table(results: Sequence[CaseResult]) -> str:
    """One markdown row per case: label, both verdicts, the page text (and, with OCR, the screen
    text) the click added."""
    ocr = any(r.ocr is not None for r in results)
    head = "| case | person sees | verdict (expect) | verdict (quoted only) | page text the click added |"
    lines = [head + (" OCR text the click added |" if ocr else ""), "|---|---|---|---|---|" + ("---|" if ocr else "")]
    for r in sorted(results, key=lambda r: (r.case.sees, not r.wrong, r.case.name)):
        mark = " **WRONG**" if r.wrong else ""
        name = f"`{r.case.name}`" + (" (issue)" if r.case.issue else "")
        row = f"| {name}{mark} | {r.case.sees} | {r.verdict_expect} | {r.verdict_quoted} | {_shown(r.new_text)} |"
        if ocr:
            row += f" {_shown(r.new_ocr or [])} |"
        lines.append(row)
    return "\n".join(lines)


def headline(results: Sequence[CaseResult]) -> str:
    s = summarize(results)
    return "\n".join([
        f"hidden cases: {s.hidden}; pass with expect: {len(s.hidden_pass_expect)}; pass quoted only: {len(s.hidden_pass_quoted)}; "
        f"pass either way: {len(s.hidden_passing)}",
        f"visible cases: {s.visible}; fail with expect: {len(s.visible_fail_expect)}; undecided quoted only: "
        f"{len(s.visible_undecided_quoted)}; click failed: {len(s.visible_click_failed)}",
        f"hidden and passing: {', '.join(s.hidden_passing) or 'none'}",
        f"visible and failing (expect): {', '.join(s.visible_fail_expect) or 'none'}",
        *([_ocr_line(results)] if any(r.ocr is not None for r in results) else []),
    ])


def _ocr_line(results: Sequence[CaseResult]) -> str:
    """How often OCR of the screenshot reads the expected words, as is and with spaces ignored
    (OCR often drops a space: 'Addedtocart')."""
    def reads(r: CaseResult, squeeze: bool) -> bool:
        norm = (lambda t: "".join(fold(t).split())) if squeeze else fold
        return bool(r.wanted) and all(norm(t) in norm(r.ocr or "") for t in r.wanted)

    out = []
    for sees in SEES:
        group = [r for r in results if r.case.sees == sees and r.ocr is not None]
        out.append(f"{sees}: {sum(reads(r, False) for r in group)} of {len(group)} ({sum(reads(r, True) for r in group)} with spaces ignored)")
    return "OCR of the screenshot reads the expected text: " + "; ".join(out)


def contact_sheet(results: Sequence[CaseResult], out: Path, columns: int = 4) -> Path:
    """The card of every case's screenshot in one picture, labelled, to check the labels by eye."""
    from PIL import Image, ImageDraw

    w, h = CROP[2] - CROP[0], CROP[3] - CROP[1]
    label = 16
    rows = (len(results) + columns - 1) // columns
    sheet = Image.new("RGB", (columns * w, rows * (h + label)), (255, 255, 255))
    draw = ImageDraw.Draw(sheet)
    for i, r in enumerate(results):
        x, y = (i % columns) * w, (i // columns) * (h + label)
        draw.text((x + 4, y + 2), f"{r.case.sees[0].upper()} {r.case.name}", fill=(200, 0, 0) if r.wrong else (0, 0, 0))
        if r.screenshot and Path(r.screenshot).exists():
            with Image.open(r.screenshot) as im:
                sheet.paste(im.crop(CROP), (x, y + label))
        draw.rectangle([x, y, x + w - 1, y + h + label - 1], outline=(180, 180, 180))
    out.parent.mkdir(parents=True, exist_ok=True)
    sheet.save(out)
    return out


def to_json(results: Sequence[CaseResult]) -> list[dict[str, Any]]:
    return [{**{k: v for k, v in asdict(r).items() if k != "case"}, "name": r.case.name, "sees": r.case.sees, "issue": r.case.issue,
             "wrong": r.wrong, "in_state": r.in_state} for r in results]


def load_results(path: Path, battery: Battery | None = None) -> list[CaseResult]:
    """The results a run wrote (``results.json``), for the battery's cases of the same names."""
    battery = battery or load_battery()
    by_name = {c.name: c for c in battery.cases}
    fields = set(CaseResult.__dataclass_fields__) - {"case"}
    out = []
    for row in json.loads(Path(path).read_text(encoding="utf-8"))["cases"]:
        kw = {k: v for k, v in row.items() if k in fields}
        kw["wanted"] = tuple(kw.get("wanted") or ())
        out.append(CaseResult(by_name[row["name"]], **kw))
    return out
