"""Grounding accuracy: the judge's locator on the grounding corpora, and what its confidence means.

The corpora share one format (``index.html`` + ``cases.yaml``): ``benchmarks/grounding/`` (pages written
for the locator's patterns), ``benchmarks/grounding-real/working/`` and the held-out parts ``heldout/`` to
``heldout71/`` (pages of published templates nobody here wrote; each held-out part is measured once unseen, at
the end of the round it is written in, and may be learned from after that; only ``CALIBRATE_ON`` calibrates).
Each pattern's page is opened once in the judge browser (the judge's own page scripts, the
pattern's viewport); every case of it then collects the candidates as the replay does
(``tasks/sandbox/js/collect.js``) and asks the locator (``iwr_bench.tasks.locate.decide.locate_action``) with no LLM.
A case is right when the pick is the element marked ``data-expect`` (or inside it, its
label or a label whose control is inside it, or a container whose centre lands on it; or a dropdown whose option the replay would then
pick is the marked one, as "Choose 'Skype'" picks in a native list). A case is "flagged" when the locator was
not sure (its calibrated confidence under the threshold): the grounder would be asked, or
offline the step left undecided. Nothing is clicked, so the page stays in its loaded state
for all its cases.

``make bench`` reports top-1 and the flagged and confidently-wrong (wrong, not flagged) shares per corpus, with its
reliability table, then the same shares out of fold; ``--calibrate`` and ``--unseen``: ``iwr_bench.bench.confidence``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from iwr_bench.bench.absent import absent_line, absent_shares, without
from iwr_bench.bench.common import Figure
from iwr_bench.bench.confidence import unseen, write_table
from iwr_bench.bench.marks import CHECK, LEAK_MARKER, MARK, MARKED, OPTION_AT

SECTION = "grounding"
BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
CORPUS = BENCHMARKS / "grounding"
HELD_OUT = ("heldout", *(f"heldout{n}" for n in range(2, 72)))
CORPORA = {"synthetic": CORPUS, "working": BENCHMARKS / "grounding-real" / "working",
           **{name: BENCHMARKS / "grounding-real" / name for name in HELD_OUT}}
# Every part calibrates: each held-out part was measured once, unseen, and is learned from since. The confidence model
# is fitted on them all; its probability map and flag threshold on each part's scores from a model fitted without it
# (a part is one hand's pages and descriptions), so the confidence says what happens on pages it never saw. A new part
# stays out until its one measurement; the rounds in benchmarks/grounding-real/README.md say when each part joined
# (heldout70 and heldout71 in the thirty-ninth round).
CALIBRATE_ON = tuple(CORPORA)
COLLECT_TIMEOUT_S = 60.0
MARK_WAIT_S = 10.0  # how long a page's own marking script may take after the judge's settle


@dataclass(frozen=True)
class Case:
    pattern: str
    description: str
    expect: str
    action: str = "Click"
    text: str | None = None


@dataclass(frozen=True)
class Pattern:
    name: str
    folder: Path
    width: int
    height: int
    mobile: bool
    paraphrase: bool
    cases: tuple[Case, ...]


@dataclass(frozen=True)
class CaseResult:
    case: Case
    correct: bool
    tie: bool  # the evidence could not decide: an LLM would have been asked
    method: str | None
    error_kind: str | None
    chosen: dict[str, Any] | None
    expected: str | None
    evidence: tuple[Any, ...] = ()
    confidence: float | None = None
    flagged: bool = False  # not sure: the grounder would be asked (offline: undecided)
    certainty: float | None = None  # the raw certainty the calibration maps to ``confidence``
    signals: dict[str, float] = field(default_factory=dict, repr=False)  # what the confidence model read
    # With the marked element taken out of the page (``absent=True``): what the judge did on a page that lacks it,
    # one of ABSENT_KINDS; None when not measured.
    absent: str | None = None
    # Whether the marked element shows when the page has loaded (``marks.CHECK``): False for an item of a closed menu or a
    # dialog not yet open, which a step before the described one would show (the judge's replay has taken it).
    shown: bool | None = None


@dataclass(frozen=True)
class PatternSummary:
    pattern: str
    cases: int
    correct: int
    ties: int
    leaked: bool = False
    misses: tuple[CaseResult, ...] = field(default=(), repr=False)

    @property
    def top1(self) -> float:
        return self.correct / self.cases if self.cases else 0.0

    @property
    def llm_share(self) -> float:
        return self.ties / self.cases if self.cases else 0.0


def load_corpus(root: Path = CORPUS) -> list[Pattern]:
    """Every pattern folder under ``root`` (``index.html`` + ``cases.yaml``), by name."""
    import yaml

    patterns = []
    for spec in sorted(Path(root).glob("*/cases.yaml")):
        raw = yaml.safe_load(spec.read_text(encoding="utf-8"))
        w, h = (int(v) for v in str(raw.get("viewport", "1280x720")).lower().split("x"))
        name = spec.parent.name
        cases = tuple(Case(name, str(c["description"]), str(c["expect"]), str(c.get("action", "Click")),
                           str(c["text"]) if c.get("text") is not None else None) for c in raw["cases"])
        patterns.append(Pattern(name, spec.parent, w, h, bool(raw.get("mobile", False)), bool(raw.get("paraphrase", False)), cases))
    return patterns


def run_pattern(jb: Any, pattern: Pattern, *, llm: Any = None, absent: bool = False) -> tuple[list[CaseResult], bool]:
    """Open the pattern's page once and locate every case on it; returns (results, leaked). ``absent``: locate each
    case again with its marked element taken out of the page (``CaseResult.absent``)."""
    from iwr_bench.tasks.sandbox.browser import Viewport
    from iwr_bench.tasks.sandbox.settle import Limits, settle

    jb.ensure(Viewport(pattern.width, pattern.height, pattern.mobile))
    # A browser context of its own with the judge's scripts, as the replay opens a page: settle then waits for quiet
    # (and for a page loader to go) as it does before a replayed action.
    with jb.evaluation(pattern.folder):
        driver = jb.driver
        driver.get(jb.server.url + "index.html")
        settle(driver, Limits())
        driver.set_script_timeout(COLLECT_TIMEOUT_S)  # accuracy is measured here, not speed: a loaded machine must not fail a case
        _await_marks(driver, [c.expect for c in pattern.cases])
        driver.execute_script(MARK)
        return _run_cases(driver, pattern, llm, absent)


def _await_marks(driver: Any, keys: Sequence[str], limit_s: float = MARK_WAIT_S) -> None:
    """Wait until the page carries every case's mark: a part's own marking script may set them a moment after load
    (``data-expect.js``); a mark still missing then is reported by the case that needs it."""
    import time

    end = time.monotonic() + limit_s
    while not driver.execute_script(MARKED, list(keys)) and time.monotonic() < end:
        time.sleep(0.1)


def _run_cases(driver: Any, pattern: Pattern, llm: Any, absent: bool = False) -> tuple[list[CaseResult], bool]:
    from iwr_bench.tasks.locate.decide import describe, locate_action
    from iwr_bench.tasks.sandbox.settle import Limits, js

    results, leaked = [], False
    for case in pattern.cases:
        mode = "type" if case.action == "Type" else "click"
        cands = driver.execute_script(js("collect"), mode, Limits().scan_limit) or []
        leaked = leaked or LEAK_MARKER in json.dumps(cands, ensure_ascii=False)
        choice = locate_action(case.action, case.description, cands, type_text=case.text, llm=llm)
        by_index = {int(c["index"]): c for c in cands}
        if choice.index is not None:
            verdict = driver.execute_script(CHECK, choice.index, case.expect)
        else:  # (nothing picked: wrong; what is expected, and whether it shows)
            verdict = {**driver.execute_script(CHECK, -1, case.expect), "verdict": "wrong"}
        if verdict["verdict"] == "wrong" and choice.index is not None and _picks_option(driver, case, by_index[choice.index]):
            verdict["verdict"] = "ok"
        if verdict["verdict"] == "missing" or verdict.get("expected") is None:
            raise LookupError(f"{pattern.name}: no element carries data-expect={case.expect!r} ({case.description!r})")
        tie = bool(choice.tie) or choice.error_kind == "ambiguous"
        results.append(CaseResult(case, verdict["verdict"] == "ok", tie, choice.method, choice.error_kind,
                                  describe(by_index[choice.index]) if choice.index is not None else None, verdict.get("expected"),
                                  tuple(choice.evidence or ()), choice.confidence, bool(choice.flagged), choice.certainty,
                                  dict(choice.signals), without(driver, case, mode, llm) if absent else None,
                                  verdict.get("shown")))
    return results, leaked


def _picks_option(driver: Any, case: Case, cand: dict[str, Any]) -> bool:
    """The chosen dropdown's option the replay would pick is the expected element."""
    from iwr_bench.tasks.locate.option import option_of

    if case.action != "Click" or not cand.get("options"):
        return False
    k = option_of(case.description, cand)
    return k is not None and k == driver.execute_script(OPTION_AT, int(cand["index"]), case.expect)


def run_corpus(patterns: Sequence[Pattern] | None = None, *, jb: Any = None,
               log: Callable[[str], None] | None = None) -> list[PatternSummary]:
    """Every pattern in one judge browser (desktop patterns first: a phone needs a new one)."""
    from iwr_bench.tasks.replay.page import judge_scripts
    from iwr_bench.tasks.sandbox.browser import Viewport
    from iwr_bench.tasks.sandbox.judge_browser import JudgeBrowser

    patterns = sorted(patterns if patterns is not None else load_corpus(), key=lambda p: (p.mobile, p.name))
    own = jb is None
    if jb is None:
        first = patterns[0] if patterns else None
        jb = JudgeBrowser(Viewport(first.width, first.height, first.mobile) if first else Viewport(1280, 720), judge_scripts())
    try:
        out = []
        for pattern in patterns:
            results, leaked = run_pattern(jb, pattern)
            summary = PatternSummary(pattern.name, len(results), sum(r.correct for r in results), sum(r.tie for r in results),
                                     leaked, tuple(r for r in results if not r.correct or r.tie))
            if log:
                log(f"grounding: {pattern.name}: {summary.correct}/{summary.cases} right, {summary.ties} undecided")
            out.append(summary)
        return out
    finally:
        if own:
            jb.close()


def totals(summaries: Iterable[PatternSummary]) -> PatternSummary:
    rows = list(summaries)
    return PatternSummary("all", sum(s.cases for s in rows), sum(s.correct for s in rows), sum(s.ties for s in rows),
                          any(s.leaked for s in rows), tuple(m for s in rows for m in s.misses))


def table(summaries: Sequence[PatternSummary], *, misses: bool = False) -> str:
    """The per-pattern table (markdown); with ``misses``, every wrong or undecided case below it."""
    lines = ["| pattern | cases | top-1 | needs LLM |", "|---|---:|---:|---:|"]
    for s in [*summaries, totals(summaries)]:
        name = f"**{s.pattern}**" if s.pattern == "all" else s.pattern
        lines.append(f"| {name} | {s.cases} | {100 * s.top1:.1f} % | {100 * s.llm_share:.1f} % |")
    if misses:
        lines.append("")
        for s in summaries:
            for r in s.misses:
                mark = "tie " if r.tie and r.correct else "MISS"
                got = f"{r.chosen['tag']} {r.chosen['text']!r}" if r.chosen else f"nothing ({r.error_kind})"
                lines.append(f"{mark} {s.pattern}: {r.case.description!r} -> {got}; expected {r.expected}"
                             + (f"; evidence {list(r.evidence)}" if r.evidence else ""))
    return "\n".join(lines)


@dataclass(frozen=True)
class CorpusResult:
    """One corpus measured: per pattern, and every case."""

    name: str
    summaries: tuple[PatternSummary, ...]
    results: tuple[CaseResult, ...]

    @property
    def cases(self) -> int:
        return len(self.results)

    def share(self, pick: Callable[[CaseResult], bool]) -> float:
        return sum(1 for r in self.results if pick(r)) / self.cases if self.cases else 0.0

    @property
    def top1(self) -> float:
        return self.share(lambda r: r.correct)

    @property
    def flagged(self) -> float:
        return self.share(lambda r: r.flagged)

    @property
    def confidently_wrong(self) -> float:
        """Wrong and not flagged (a pick the judge acts on as if sure, or nothing found)."""
        return self.share(lambda r: not r.correct and not r.flagged)

    def at_load(self) -> str:
        """The figures on the cases whose marked element shows when the page has loaded: what the locator does with
        what it can see, apart from the items of closed menus and dialogs a step before would open."""
        shown = [r for r in self.results if r.shown]
        return shown_line(len(shown), sum(r.correct for r in shown), sum(r.flagged for r in shown),
                          sum(not r.correct and not r.flagged for r in shown), self.cases)

    def absent(self) -> dict[str, float] | None:
        """Each of ``ABSENT_KINDS``' share of the cases measured with the marked element taken out; None if none were."""
        return absent_shares([r.absent for r in self.results])

    def reliability(self) -> str:
        from iwr_bench.tasks.locate.calibrate import reliability

        return reliability([(r.confidence, r.correct, r.flagged) for r in self.results])


def measure(name: str, *, jb: Any = None, log: Callable[[str], None] | None = None, clicks_only: bool = True,
            absent: bool = False) -> CorpusResult:
    """One corpus (``CORPORA`` name) through the locator; Scroll cases are left out (nothing is scrolled here).
    ``absent``: each case also on the page without its marked element (``CorpusResult.absent``)."""
    import dataclasses

    patterns = [dataclasses.replace(p, cases=tuple(c for c in p.cases if c.action != "Scroll")) if clicks_only else p
                for p in load_corpus(CORPORA[name])]
    own = jb is None
    out: list[PatternSummary] = []
    results: list[CaseResult] = []
    if own:
        from iwr_bench.tasks.replay.page import judge_scripts
        from iwr_bench.tasks.sandbox.browser import Viewport
        from iwr_bench.tasks.sandbox.judge_browser import JudgeBrowser

        jb = JudgeBrowser(Viewport(1280, 720), judge_scripts())
    try:
        for pattern in sorted(patterns, key=lambda p: (p.mobile, p.name)):
            rows, leaked = run_pattern(jb, pattern, absent=absent)
            results += rows
            out.append(PatternSummary(pattern.name, len(rows), sum(r.correct for r in rows), sum(r.flagged for r in rows), leaked,
                                      tuple(r for r in rows if not r.correct or r.flagged)))
            if log:
                log(f"grounding {name}: {pattern.name}: {out[-1].correct}/{out[-1].cases} right, {out[-1].ties} flagged")
    finally:
        if own:
            jb.close()
    return CorpusResult(name, tuple(out), tuple(results))


def shown_line(cases: int, right: int, flagged: int, wrong_sure: int, total: int) -> str:
    """"85 of 85 cases shown at load: top-1 78.8 %, flagged 37.6 %, confidently wrong 9.4 %" (``heldout66``)."""
    share = (lambda n: f"{100 * n / cases:.1f} %") if cases else (lambda n: "-")
    return (f"{cases:,} of {total:,} cases shown at load: top-1 {share(right)}, flagged {share(flagged)}, "
            f"confidently wrong {share(wrong_sure)}")


def rows(measured: Mapping[str, CorpusResult]) -> list[tuple[float | None, dict[str, float], bool, str]]:
    """Each measured decision as the confidence's fit reads it: (raw certainty, signals, right, corpus)."""
    return [(r.certainty, r.signals, r.correct, name) for name, res in measured.items() for r in res.results]


def run(log: Callable[[str], None] | None = None) -> list[Figure]:
    """Bench figures per corpus: top-1, the flagged and confidently-wrong shares (per synthetic pattern top-1 and flagged);
    the reliability tables go to ``log``; then the shares with each corpus judged by a confidence fitted without it."""
    figures = []
    measured: dict[str, CorpusResult] = {}
    for name in CORPORA:
        res = measured[name] = measure(name, log=log)
        leaked = any(s.leaked for s in res.summaries)
        note = f"{sum(r.correct for r in res.results)}/{res.cases} right" + ("; collect.js LEAKED data-expect" if leaked else "")
        if name == "synthetic":
            for s in res.summaries:
                figures.append(Figure(SECTION, f"top-1 {s.pattern}", round(100 * s.top1, 2), "%", s.cases, f"{s.correct}/{s.cases} right"))
                figures.append(Figure(SECTION, f"needs LLM {s.pattern}", round(100 * s.llm_share, 2), "%", s.cases, f"{s.ties} flagged"))
        figures.append(Figure(SECTION, f"top-1 {name}", round(100 * res.top1, 2), "%", res.cases, note))
        figures.append(Figure(SECTION, f"flagged {name}", round(100 * res.flagged, 2), "%", res.cases,
                              "not sure: the grounder is asked, or the step left undecided"))
        figures.append(Figure(SECTION, f"confidently wrong {name}", round(100 * res.confidently_wrong, 2), "%", res.cases,
                              "wrong and not flagged"))
        if log and name != "synthetic":
            log(f"grounding {name}: reliability (calibrated confidence against accuracy)\n{res.reliability()}")
    text, more = unseen(rows({n: measured[n] for n in CALIBRATE_ON}))
    if log:
        log(f"grounding: each corpus judged by a confidence fitted without it\n{text}")
    return figures + more


def main(argv: Sequence[str]) -> None:
    """``python -m iwr_bench.bench.grounding [--calibrate] [--unseen] [--absent] [synthetic|working|heldout ... heldout71]``:
    the tables with every miss, and the figures on what shows at load; ``--unseen``: then each corpus named judged by a
    confidence fitted on the others named (with ``--calibrate``: every calibrating corpus, from the refit's own
    measurement); ``--absent``: what the judge does on each case's page with the marked element taken out (not found,
    not sure, or another element as if sure)."""

    import sys

    def log(m: str) -> None:
        print(m, file=sys.stderr)

    if "-h" in argv or "--help" in argv:
        print(__doc__.strip() + "\n\nusage: " + str(main.__doc__).split("``")[1])
        return
    if "--calibrate" in argv:
        learned = rows({name: measure(name, log=log) for name in CALIBRATE_ON})
        t = write_table(learned, CALIBRATE_ON)
        print(f"calibration: {t['cases']} cases from {', '.join(t['sources'])}; flag below {t['flag_below']} "
              f"({100 * t['flagged_share']:.1f} % flagged out of fold); steps {t['model']['steps']}")
        if "--unseen" in argv:  # the same measurement, each corpus judged by a confidence fitted without it
            print(f"\n## Each corpus judged by a confidence fitted without it\n\n{unseen(learned)[0]}")
        return
    names = [a for a in argv if a in CORPORA] or list(CORPORA)
    measured = {}
    for name in names:
        res = measured[name] = measure(name, log=log, absent="--absent" in argv)
        print(f"\n## {name}\n\n{table(list(res.summaries), misses=True)}\n")
        print(f"{name}: {res.cases} cases; top-1 {100 * res.top1:.1f} %; flagged {100 * res.flagged:.1f} %; "
              f"confidently wrong {100 * res.confidently_wrong:.1f} %\n\n{res.reliability()}")
        print(f"{name}: {res.at_load()}")
        if (shares := res.absent()) is not None:
            print(f"\n{name} without the element: " + absent_line(shares, res.cases))
    if "--unseen" in argv:
        print(f"\n## Each corpus judged by a confidence fitted without it\n\n{unseen(rows(measured))[0]}")


if __name__ == "__main__":  # python -m iwr_bench.bench.grounding
    import os
    import sys

    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    os.environ.setdefault("SE_OFFLINE", "true")
    main(sys.argv[1:])
