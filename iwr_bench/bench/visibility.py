"""The visibility battery: does the offline judge's "the page shows X" mean what a person sees?

The cases (``tests/fixtures/visibility/``) and their results are ``iwr_bench.bench.visibility_cases``.
``run_battery`` replays and scores every case as a run does (``replay_page`` with a judge browser
from a ``BrowserPool``, then ``score_page`` with the offline judge made as ``flows.resources``
makes it: its OCR through the feature cache), once for the action with ``expect`` and once for
the same action without it (a published record). ``run_one_context`` opens every case in one
browser context and asks the same judge the same two questions: a fifth of the Chromium, the same
verdicts (the test suite checks that both paths agree on a dozen cases). OCR texts are kept by
image content under ``cache`` (a warm cache reads nothing twice: most hidden cases draw the same
empty card).

    python -m iwr_bench.bench.visibility                 # the table; results in results/visibility/
    python -m iwr_bench.bench.visibility --ocr           # also OCR every screenshot before the click
    python -m iwr_bench.bench.visibility --cache results/visibility/ocr   # keep OCR texts for the next run
    python -m iwr_bench.bench.visibility --one-context   # every case in one browser context (faster)
    python -m iwr_bench.bench.visibility inline-markup canvas-text   # some cases only
"""

from __future__ import annotations

import shutil
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import Any

from iwr_bench.bench.common import Figure
from iwr_bench.bench.visibility_cases import (  # noqa: F401 - the battery's names, re-exported for its users
    FIXTURE,
    QUOTED_ONLY,
    ROOT,
    SECTION,
    SEES,
    WITH_EXPECT,
    Battery,
    Case,
    CaseResult,
    contact_sheet,
    headline,
    load_battery,
    load_results,
    problems,
    summarize,
    table,
    to_json,
    write_dataset,
)

Log = Callable[[str], None] | None


def select(battery: Battery, names: Sequence[str]) -> list[Case]:
    cases = [c for c in battery.cases if not names or c.name in names]
    missing = set(names) - {c.name for c in cases}
    if missing:
        raise KeyError(f"no such case: {', '.join(sorted(missing))}")
    return cases


@contextmanager
def workspace(work: Path | None) -> Iterator[Path]:
    """``work``, or a temporary folder removed afterwards."""
    own = work is None
    folder = Path(tempfile.mkdtemp(prefix="iwr-visibility-")) if work is None else Path(work)
    try:
        yield folder
    finally:
        if own:
            shutil.rmtree(folder, ignore_errors=True)


def _logged(r: CaseResult, log: Log) -> CaseResult:
    if log:
        log(f"{'WRONG' if r.wrong else 'ok   '} {r.case.sees:7s} {r.case.name}: expect={r.verdict_expect} "
            f"quoted={r.verdict_quoted} ({r.seconds.get('total_s', 0.0):.2f}s)")
    return r


def offline_judge(features) -> tuple[Any, Callable[[Path], str]]:
    """The offline judge as a run makes it (its OCR through the feature cache), and that OCR."""
    from iwr_bench.tasks.judge.offline import OfflineJudge
    from iwr_bench.tasks.scoring.visual import text_reader

    read = text_reader(features)
    return OfflineJudge(read), read


# ---------------------------------------------------------------- the run's path

def _real_case(battery: Battery, case: Case, tasks: dict, work: Path, pool, features, ocr_all: bool) -> CaseResult:
    from iwr_bench.tasks.replay.page import replay_page
    from iwr_bench.tasks.sandbox.settle import Limits
    from iwr_bench.tasks.scoring.ocr import ocr_text
    from iwr_bench.tasks.scoring.page import score_page
    from iwr_bench.tasks.scoring.protocols import get_protocol

    t0 = time.monotonic()
    page = work / "pages" / f"{case.name}.html"
    page.write_text(battery.page(case), encoding="utf-8")
    replay = replay_page(tasks[WITH_EXPECT], page, work / "shots" / case.name, pool=pool, limits=Limits(), evaluations=work / "evaluations")
    rows: list[dict[str, Any]] = [dict(r) for r in replay.rows]
    t1 = time.monotonic()
    (judge, read), verdicts = offline_judge(features), {}
    for task_id in (WITH_EXPECT, QUOTED_ONLY):
        score = score_page(tasks[task_id], "visibility", "battery", rows, judge=judge, protocol=get_protocol("paper"), dino=None,
                           cache=features, ocr=ocr_text)
        a = score.assertions[0] if score.assertions else {}
        verdicts[task_id] = (a.get("verdict"), a.get("reasoning") or "")
    shot, shot0 = rows[1].get("screenshot_path"), rows[0].get("screenshot_path")
    return CaseResult(case, rows[1]["outcome"], rows[1].get("error_message"), *verdicts[WITH_EXPECT], *verdicts[QUOTED_ONLY],
                      rows[1].get("page_text") or "", read(Path(shot)) if shot else None,
                      read(Path(shot)) if ocr_all and shot else None, shot, tuple(battery.expect.get("visible_text") or ()),
                      rows[0].get("page_text") or "", read(Path(shot0)) if ocr_all and shot0 else None,
                      {"replay_s": round(t1 - t0, 3), "score_s": round(time.monotonic() - t1, 3), "total_s": round(time.monotonic() - t0, 3)})


def run_battery(battery: Battery | None = None, *, names: Sequence[str] = (), work: Path | None = None, ocr_all: bool = False,
                cache: Path | None = None, workers: int = 1, log: Log = None) -> list[CaseResult]:
    """Replay and score every case (or those in ``names``), ``workers`` at a time, each worker
    with its judge browser from one ``BrowserPool`` (as a run replays). Screenshots and pages
    stay under ``work`` (default: a temporary folder, removed afterwards); OCR texts are kept by
    image content under ``cache`` (default: in ``work``)."""
    from concurrent.futures import ThreadPoolExecutor

    from iwr_bench.tasks.data.dataset import load_dataset
    from iwr_bench.tasks.replay.page import judge_scripts
    from iwr_bench.tasks.sandbox.judge_browser import BrowserPool
    from iwr_bench.tasks.scoring.visual import FeatureCache

    battery = battery or load_battery()
    cases = select(battery, names)
    with workspace(work) as folder:
        tasks = {t.task_id: t for t in load_dataset(write_dataset(battery, folder / "dataset")).tasks}
        features = FeatureCache(Path(cache) if cache else folder / "features")
        (folder / "pages").mkdir(parents=True, exist_ok=True)
        with BrowserPool(workers, judge_scripts()) as pool, ThreadPoolExecutor(max(1, workers)) as threads:
            return list(threads.map(lambda c: _logged(_real_case(battery, c, tasks, folder, pool, features, ocr_all), log), cases))


# ---------------------------------------------------------------- the fast path

def _fast_case(jb, battery: Battery, case: Case, work: Path, judge, read: Callable[[Path], str], lim) -> CaseResult:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By

    from iwr_bench.tasks.judge.contracts import AssertionCase
    from iwr_bench.tasks.sandbox.settle import page_state, settle

    t0 = time.monotonic()
    d = jb.driver
    d.get(jb.server.url + f"{case.name}.html")
    settle(d, lim)
    ActionChains(d, duration=0).move_to_element(d.find_element(By.ID, "add")).click().perform()
    settle(d, lim)
    text = page_state(d, lim)["text"]
    shot = work / "shots" / f"{case.name}.png"
    shot.parent.mkdir(parents=True, exist_ok=True)
    assert jb.browser is not None
    shot.write_bytes(jb.browser.screenshot_png())
    t1 = time.monotonic()
    v = {key: judge.judge_assertion(AssertionCase(WITH_EXPECT, 1, battery.assertion, None, shot, expect, text))
         for key, expect in (("expect", battery.expect), ("quoted", {}))}
    return CaseResult(case, "performed", None, v["expect"].verdict, v["expect"].reasoning, v["quoted"].verdict, v["quoted"].reasoning,
                      text, read(shot), None, str(shot), tuple(battery.expect.get("visible_text") or ()), "", None,
                      {"replay_s": round(t1 - t0, 3), "total_s": round(time.monotonic() - t0, 3)})


def _patiently(one: Callable[[], CaseResult], tries: int = 3) -> CaseResult:
    """A case again when the browser timed out (a machine under load): the run's path gives the
    judge browser's time limits and page faults; this path has none of its own."""
    from selenium.common.exceptions import TimeoutException

    for attempt in range(tries):
        try:
            return one()
        except TimeoutException:
            if attempt == tries - 1:
                raise
    raise AssertionError("unreachable")


def run_one_context(battery: Battery | None = None, *, names: Sequence[str] = (), work: Path | None = None,
                    cache: Path | None = None, log: Log = None) -> list[CaseResult]:
    """The same verdicts for a fifth of the Chromium; NOT what a run does.

    Every case page is opened in one browser context of one judge browser (a run makes a new
    context, and so a new renderer, per evaluation), the button is clicked by id with the
    replay's pointer click (no locating), and there is no step-0 state. The page state after
    the click (``tasks.sandbox.settle.page_state``), the screenshot and the offline judge's two
    verdicts (with and without ``expect``) are the run's.
    """
    from iwr_bench.tasks.replay.page import judge_scripts
    from iwr_bench.tasks.sandbox.browser import Viewport
    from iwr_bench.tasks.sandbox.judge_browser import JudgeBrowser
    from iwr_bench.tasks.sandbox.settle import Limits
    from iwr_bench.tasks.scoring.visual import FeatureCache

    battery = battery or load_battery()
    cases = select(battery, names)
    with workspace(work) as folder:
        site = folder / "site"
        shutil.copytree(battery.folder / "assets", site / "assets", dirs_exist_ok=True)
        for case in cases:
            (site / f"{case.name}.html").write_text(battery.page(case), encoding="utf-8")
        judge, read = offline_judge(FeatureCache(Path(cache) if cache else folder / "features"))
        viewport = Viewport(1280, 720)
        with JudgeBrowser(viewport, judge_scripts()) as jb:
            jb.ensure(viewport)
            with jb.evaluation(site):
                return [_logged(_patiently(partial(_fast_case, jb, battery, case, folder, judge, read, Limits())), log) for case in cases]


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


def main(argv: Sequence[str] | None = None) -> int:
    import argparse
    import json
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
