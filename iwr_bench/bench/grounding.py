"""Grounding accuracy: the judge's locator on the corpus in ``benchmarks/grounding/``.

Each pattern's page is opened once in the judge browser (the judge's own page scripts, the
pattern's viewport); every case of it then collects the candidates as the replay does
(``tasks/sandbox/js/collect.js``) and asks the locator (``iwr_bench.tasks.locate.decide.locate_action``) with no LLM.
A case is right when the pick is the element marked ``data-expect`` (or inside it, its
label, or a container whose centre lands on it). A case "needs the LLM" when the evidence
could not decide it (the choice is a recorded tie). Nothing is clicked, so the page stays
in its loaded state for all its cases.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from iwr_bench.bench.common import Figure

SECTION = "grounding"
CORPUS = Path(__file__).resolve().parents[2] / "benchmarks" / "grounding"
# Added to every data-expect at run time; a candidate that mentions it means collect.js leaked the answer.
LEAK_MARKER = "qq-expect-marker-qq"

_CHECK = """
const [idx, key] = arguments;
const el = (window.__iwrCands || [])[idx];
const exp = document.querySelector('[data-expect~="' + CSS.escape(key) + '"]');
const show = (e) => e ? (e.tagName.toLowerCase() + ' ' + Array.from((e.innerText || e.getAttribute('aria-label') || e.getAttribute('placeholder') || '').replace(/\\s+/g, ' ').trim()).slice(0, 40).join('')) : null;
if (!exp) return {verdict: 'missing', expected: null};
const out = (verdict) => ({verdict, expected: show(exp)});
if (!el) return out('wrong');
if (el === exp || exp.contains(el)) return out('ok');
if (el.tagName === 'LABEL' && el.control === exp) return out('ok');
if (el.contains(exp)) {
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  if (hit && exp.contains(hit)) return out('ok');
}
return out('wrong');
"""
_MARK = f"""
for (const el of document.querySelectorAll('[data-expect]')) el.setAttribute('data-expect', el.getAttribute('data-expect') + ' {LEAK_MARKER}');
"""


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


def run_pattern(jb: Any, pattern: Pattern, *, llm: Any = None) -> tuple[list[CaseResult], bool]:
    """Open the pattern's page once and locate every case on it; returns (results, leaked)."""
    from iwr_bench.tasks.locate.decide import describe, locate_action
    from iwr_bench.tasks.sandbox.browser import Viewport
    from iwr_bench.tasks.sandbox.settle import Limits, js, settle

    jb.ensure(Viewport(pattern.width, pattern.height, pattern.mobile))
    jb.server.root = pattern.folder
    driver = jb.driver
    driver.get(jb.server.url + "index.html")
    settle(driver, Limits())
    driver.execute_script(_MARK)
    results, leaked = [], False
    for case in pattern.cases:
        mode = "type" if case.action == "Type" else "click"
        cands = driver.execute_script(js("collect"), mode, Limits().scan_limit) or []
        leaked = leaked or LEAK_MARKER in json.dumps(cands, ensure_ascii=False)
        choice = locate_action(case.action, case.description, cands, type_text=case.text, llm=llm)
        by_index = {int(c["index"]): c for c in cands}
        verdict = {"verdict": "wrong", "expected": None}
        if choice.index is not None:
            verdict = driver.execute_script(_CHECK, choice.index, case.expect)
        else:
            verdict["expected"] = driver.execute_script(_CHECK, -1, case.expect).get("expected")
        if verdict["verdict"] == "missing" or verdict.get("expected") is None:
            raise LookupError(f"{pattern.name}: no element carries data-expect={case.expect!r} ({case.description!r})")
        tie = bool(getattr(choice, "tie", False)) or choice.error_kind == "ambiguous"
        results.append(CaseResult(case, verdict["verdict"] == "ok", tie, choice.method, choice.error_kind,
                                  describe(by_index[choice.index]) if choice.index is not None else None, verdict.get("expected"),
                                  tuple(getattr(choice, "evidence", ()) or ()), getattr(choice, "confidence", None)))
    return results, leaked


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


def run(corpus: Path = CORPUS, log: Callable[[str], None] | None = None) -> list[Figure]:
    """Bench figures: top-1 accuracy and the LLM share per pattern, then over all cases."""
    summaries = run_corpus(load_corpus(corpus), log=log)
    figures = []
    for s in [*summaries, totals(summaries)]:
        note = f"{s.correct}/{s.cases} right, {s.ties} undecided" + ("; collect.js LEAKED data-expect" if s.leaked else "")
        figures.append(Figure(SECTION, f"top-1 {s.pattern}", round(100 * s.top1, 2), "%", s.cases, note))
        figures.append(Figure(SECTION, f"needs LLM {s.pattern}", round(100 * s.llm_share, 2), "%", s.cases, note))
    return figures


if __name__ == "__main__":  # python -m iwr_bench.bench.grounding: the table with every miss
    import os
    import sys

    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    os.environ.setdefault("SE_OFFLINE", "true")
    print(table(run_corpus(log=lambda m: print(m, file=sys.stderr)), misses=True))
