"""The visibility battery: does the offline judge's "the page shows X" mean what a person sees?

``tests/fixtures/visibility/`` holds one base page (the buy box of the bundled cart task) and
``cases.yaml``: ways of showing or hiding 'Added to cart' after a click on 'Add to cart', each
labelled with what a person sees (``visible`` or ``hidden``). For every case the page is built,
replayed and scored as a run does it: ``tasks.replay.replay_page`` with a judge browser from a
``BrowserPool``, then ``iwr_bench.tasks.scoring.page.score_page`` with the offline judge (``OfflineJudge``
with OCR, as ``flows.resources`` makes it; OCR texts kept by image content) under ``paper``,
once for a task whose action carries ``expect: {visible_text: ['Added to cart']}`` and once
for the same task without ``expect`` (a published record: only the quoted text decides).
Both tasks come from a two-record dataset written to a temporary folder and read with
``tasks.dataset.load_dataset``. The replay does not read ``expect``, so one replay serves both.

A hidden case is **wrong** when either verdict is ``pass``; a visible case is **wrong** when the
verdict with ``expect`` is ``fail`` (a visible text must pass, or at worst be undecided) or the
click itself failed. Without ``expect`` the offline judge never says ``fail`` (it passes or is
undecided), so a visible case without ``expect`` is only counted as undecided.

    python -m iwr_bench.bench.visibility                 # the table; results in results/visibility/
    python -m iwr_bench.bench.visibility --ocr           # also OCR every screenshot (what pixels would say)
    python -m iwr_bench.bench.visibility --cache results/visibility/ocr   # keep OCR texts for the next run
    python -m iwr_bench.bench.visibility inline-markup canvas-text   # some cases only
"""

# size: the visibility battery's runner and its report (issue 25 splits it when the judge changes)

from __future__ import annotations

import json
import shutil
import tempfile
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from iwr_bench.bench.common import Figure
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


# size: the battery's real path, one step after another (issue 25 reworks the battery)
def run_battery(battery: Battery | None = None, *, names: Sequence[str] = (), work: Path | None = None, ocr_all: bool = False,
                cache: Path | None = None, workers: int = 1, log: Callable[[str], None] | None = None) -> list[CaseResult]:
    """Replay and score every case (or those in ``names``), ``workers`` at a time, each worker
    with its judge browser from one ``BrowserPool`` (as a run replays). Screenshots and pages
    stay under ``work`` (default: a temporary folder, removed afterwards). OCR texts are kept by
    image content under ``cache`` (default: in ``work``), as the validity suite keeps them: many
    cases draw the same pixels (an empty card), and a warm cache reads nothing twice."""
    from concurrent.futures import ThreadPoolExecutor

    from iwr_bench.core.hashing import sha256_file
    from iwr_bench.tasks.data.dataset import load_dataset
    from iwr_bench.tasks.judge.judges import OfflineJudge
    from iwr_bench.tasks.replay.page import judge_scripts, replay_page
    from iwr_bench.tasks.sandbox.judge_browser import BrowserPool
    from iwr_bench.tasks.sandbox.settle import Limits
    from iwr_bench.tasks.scoring.ocr import ocr_text, ocr_version
    from iwr_bench.tasks.scoring.page import score_page
    from iwr_bench.tasks.scoring.protocols import get_protocol
    from iwr_bench.tasks.scoring.visual import FeatureCache

    battery = battery or load_battery()
    cases = [c for c in battery.cases if not names or c.name in names]
    missing = set(names) - {c.name for c in cases}
    if missing:
        raise KeyError(f"no such case: {', '.join(sorted(missing))}")
    own = work is None
    work = Path(tempfile.mkdtemp(prefix="iwr-visibility-")) if work is None else Path(work)
    try:
        tasks = {t.task_id: t for t in load_dataset(write_dataset(battery, work / "dataset")).tasks}
        features = FeatureCache(Path(cache) if cache else work / "features")
        version = ocr_version()
        protocol = get_protocol("paper")
        wanted = tuple(battery.expect.get("visible_text") or ())

        def ocr(path: Path) -> str:
            return features.text(Path(path), sha256_file(path), version, ocr_text, role="shot")

        def one(case: Case) -> CaseResult:
            t0 = time.monotonic()
            page = work / "pages" / f"{case.name}.html"
            page.write_text(battery.page(case), encoding="utf-8")
            replay = replay_page(tasks[WITH_EXPECT], page, work / "shots" / case.name, pool=pool, limits=Limits(),
                                 evaluations=work / "evaluations")
            rows = [dict(r) for r in replay.rows]
            t1 = time.monotonic()
            read: list[tuple[str, float]] = []  # what the judge's OCR read, and how long it took

            def judge_ocr(path: Path) -> str:
                t = time.monotonic()
                text = ocr(path)
                read.append((text, time.monotonic() - t))
                return text

            judge = OfflineJudge(judge_ocr)
            verdicts = {}
            for task_id in (WITH_EXPECT, QUOTED_ONLY):
                score = score_page(tasks[task_id], "visibility", "battery", rows, judge=judge, protocol=protocol,
                                   dino=None, cache=features, ocr=ocr_text)
                a = score.assertions[0] if score.assertions else {}
                verdicts[task_id] = (a.get("verdict"), a.get("reasoning") or "")
            t2 = time.monotonic()
            shot, shot0 = rows[1].get("screenshot_path"), rows[0].get("screenshot_path")
            r = CaseResult(case, rows[1]["outcome"], rows[1].get("error_message"), *verdicts[WITH_EXPECT], *verdicts[QUOTED_ONLY],
                           rows[1].get("page_text") or "", read[0][0] if read else None,
                           ocr(Path(shot)) if ocr_all and shot else None, shot, wanted, rows[0].get("page_text") or "",
                           ocr(Path(shot0)) if ocr_all and shot0 else None,
                           {"replay_s": round(t1 - t0, 3), "score_s": round(t2 - t1, 3), "judge_ocr_s": round(sum(s for _, s in read), 3),
                            "total_s": round(time.monotonic() - t0, 3)})
            if log:
                log(f"{'WRONG' if r.wrong else 'ok   '} {case.sees:7s} {case.name}: expect={r.verdict_expect} "
                    f"quoted={r.verdict_quoted} ({r.seconds['total_s']:.2f}s)")
            return r

        (work / "pages").mkdir(parents=True, exist_ok=True)
        with BrowserPool(workers, judge_scripts()) as pool, ThreadPoolExecutor(max(1, workers)) as threads:
            return list(threads.map(one, cases))
    finally:
        if own:
            shutil.rmtree(work, ignore_errors=True)


# size: the battery's fast path, one step after another (issue 25 reworks the battery)
def run_one_context(battery: Battery | None = None, *, names: Sequence[str] = (), work: Path | None = None,
                    cache: Path | None = None, log: Callable[[str], None] | None = None) -> list[CaseResult]:
    """A faster way to the same verdicts, to measure what the real path costs; NOT what a run does.

    Every case page is opened in one browser context of one judge browser (a run makes a new
    context, and so a new renderer, per evaluation), the button is clicked by id with the
    replay's pointer click (no locating), and there is no step-0 state or screenshot. The page
    state after the click (``tasks.settle.page_state``), the screenshot and the offline judge's
    two verdicts (``OfflineJudge.judge_assertion``, with and without ``expect``) are the run's.
    """
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By

    from iwr_bench.core.hashing import sha256_file
    from iwr_bench.tasks.judge.judges import AssertionCase, OfflineJudge
    from iwr_bench.tasks.replay.page import judge_scripts
    from iwr_bench.tasks.sandbox.browser import Viewport
    from iwr_bench.tasks.sandbox.judge_browser import JudgeBrowser
    from iwr_bench.tasks.sandbox.settle import Limits, page_state, settle
    from iwr_bench.tasks.scoring.ocr import ocr_text, ocr_version
    from iwr_bench.tasks.scoring.visual import FeatureCache

    battery = battery or load_battery()
    cases = [c for c in battery.cases if not names or c.name in names]
    own = work is None
    work = Path(tempfile.mkdtemp(prefix="iwr-visibility-")) if work is None else Path(work)
    try:
        site = work / "site"
        shutil.copytree(battery.folder / "assets", site / "assets")
        for case in cases:
            (site / f"{case.name}.html").write_text(battery.page(case), encoding="utf-8")
        features = FeatureCache(Path(cache) if cache else work / "features")
        version = ocr_version()
        lim = Limits()
        wanted = tuple(battery.expect.get("visible_text") or ())
        read: list[str] = []  # what the judge's OCR read for the case at hand

        def judge_ocr(path: Path) -> str:
            read.append(features.text(Path(path), sha256_file(path), version, ocr_text, role="shot"))
            return read[-1]

        judge = OfflineJudge(judge_ocr)
        results = []
        viewport = Viewport(1280, 720)
        with JudgeBrowser(viewport, judge_scripts()) as jb:
            jb.ensure(viewport)
            with jb.evaluation(site):
                d = jb.driver
                for case in cases:
                    t0 = time.monotonic()
                    d.get(jb.server.url + f"{case.name}.html")
                    settle(d, lim)
                    ActionChains(d, duration=0).move_to_element(d.find_element(By.ID, "add")).click().perform()
                    settle(d, lim)
                    text = page_state(d, lim)["text"]
                    shot = work / "shots" / f"{case.name}.png"
                    shot.parent.mkdir(parents=True, exist_ok=True)
                    shot.write_bytes(jb.browser.screenshot_png())  # type: ignore[union-attr]
                    t1 = time.monotonic()
                    read.clear()
                    v = {key: judge.judge_assertion(AssertionCase(WITH_EXPECT, 1, battery.assertion, None, shot, expect, text))
                         for key, expect in (("expect", battery.expect), ("quoted", {}))}
                    r = CaseResult(case, "performed", None, v["expect"].verdict, v["expect"].reasoning, v["quoted"].verdict,
                                   v["quoted"].reasoning, text, read[0] if read else None, None, str(shot), wanted, "", None,
                                   {"replay_s": round(t1 - t0, 3), "total_s": round(time.monotonic() - t0, 3)})
                    results.append(r)
                    if log:
                        log(f"{'WRONG' if r.wrong else 'ok   '} {case.sees:7s} {case.name}: expect={r.verdict_expect} "
                            f"quoted={r.verdict_quoted} ({r.seconds['total_s']:.2f}s)")
        return results
    finally:
        if own:
            shutil.rmtree(work, ignore_errors=True)


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


def run(log: Callable[[str], None] | None = None) -> list[Figure]:
    """Bench figures: hidden cases that pass, visible cases that fail, and the battery's time."""
    t0 = time.monotonic()
    results = run_battery(log=log)
    seconds = time.monotonic() - t0
    s = summarize(results)
    return [
        Figure(SECTION, "hidden texts that pass", len(s.hidden_passing), "cases", s.hidden, ", ".join(s.hidden_passing)),
        Figure(SECTION, "visible texts that fail", len(s.visible_fail_expect), "cases", s.visible, ", ".join(s.visible_fail_expect)),
        Figure(SECTION, "visible texts undecided without expect", len(s.visible_undecided_quoted), "cases", s.visible),
        Figure(SECTION, "battery wall time", round(seconds, 1), "s", 1, f"{len(results)} cases"),
    ]


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


def main(argv: Sequence[str] | None = None) -> int:
    import argparse
    import os
    import sys

    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    os.environ.setdefault("SE_OFFLINE", "true")
    ap = argparse.ArgumentParser(prog="python -m iwr_bench.bench.visibility", description=__doc__.split("\n\n")[0])
    ap.add_argument("names", nargs="*", help="cases to run (default: all)")
    ap.add_argument("--ocr", action="store_true", help="also OCR every screenshot")
    ap.add_argument("--workers", type=int, default=1, help="cases replayed at once, one browser each (default 1)")
    ap.add_argument("--one-context", action="store_true",
                    help="every case in one browser context, no replay_page/score_page: faster, NOT what a run does")
    ap.add_argument("--cache", type=Path, help="keep OCR texts here across runs (default: none kept)")
    ap.add_argument("--out", type=Path, default=ROOT / "results" / "visibility", help="results folder (results.json, table.md, sheet.png)")
    ap.add_argument("--table", type=Path, metavar="RESULTS_JSON", help="only print the table of an earlier run's results.json")
    args = ap.parse_args(argv)
    if args.table:
        results = load_results(args.table)
        print(f"{headline(results)}\n\n{table(results)}")
        return 0
    work = args.out / "work"
    shutil.rmtree(work, ignore_errors=True)
    t0 = time.monotonic()
    log = lambda m: print(m, file=sys.stderr)  # noqa: E731
    if args.one_context:
        results = run_one_context(names=args.names, work=work, cache=args.cache, log=log)
    else:
        results = run_battery(names=args.names, work=work, ocr_all=args.ocr, cache=args.cache, workers=args.workers, log=log)
    seconds = time.monotonic() - t0
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "results.json").write_text(json.dumps({"seconds": round(seconds, 1), "cases": to_json(results)}, indent=1,
                                                      ensure_ascii=False), encoding="utf-8")
    text = f"{headline(results)}\nwall time: {seconds:.1f} s for {len(results)} cases\n\n{table(results)}\n"
    (args.out / "table.md").write_text(text, encoding="utf-8")
    contact_sheet(results, args.out / "sheet.png")
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
