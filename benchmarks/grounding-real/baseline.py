"""Measure the judge's locator on the real-template corpus: ``python benchmarks/grounding-real/baseline.py [part ...]``.

Run from the repository root with the project's Python. For each part (``working``, ``heldout``) it runs the
Click/Type cases through ``bench.grounding`` (the same browser, collector, locator and verdict as ``make bench``;
Scroll cases are skipped: that bench cannot measure them yet), then prints the per-site table with every miss,
the confidently-wrong rate (wrong and not a tie), a reliability table (confidence bins against accuracy), and the
same figures on the cases whose marked element shows when the page has loaded (not an item of a closed menu or a dialog
not yet open, which a step before would show).
With ``--json PATH`` it also writes one record per case; with ``--absent``, what the judge does on each case's page
with the marked element taken out (not found, not sure, or another element clicked as if sure).
"""

from __future__ import annotations

import dataclasses
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
BINS = (0.0, 0.5, 0.7, 0.8, 0.9, 0.95, 1.0001)


def measure(part: str, jb=None, absent=False):
    from iwr_bench.bench.grounding import PatternSummary, load_corpus, run_pattern  # the project's bench, one place

    patterns = [dataclasses.replace(p, cases=tuple(c for c in p.cases if c.action != "Scroll")) for p in load_corpus(ROOT / part)]
    patterns = sorted(patterns, key=lambda p: (p.mobile, p.name))
    summaries, records = [], []
    for p in patterns:
        results, leaked = run_pattern(jb, p, absent=absent)
        summaries.append(PatternSummary(p.name, len(results), sum(r.correct for r in results), sum(r.tie for r in results),
                                        leaked, tuple(r for r in results if not r.correct or r.tie)))
        for r in results:
            records.append({"part": part, "site": p.name, "description": r.case.description, "action": r.case.action,
                            "expect": r.case.expect, "correct": r.correct, "tie": r.tie, "confidence": r.confidence,
                            "method": r.method, "error_kind": r.error_kind, "expected": r.expected, "absent": r.absent, "shown": r.shown,
                            "chosen": f"{r.chosen['tag']} {r.chosen['text']!r}" if r.chosen else None})
        print(f"{part}/{p.name}: {summaries[-1].correct}/{summaries[-1].cases} right, {summaries[-1].ties} ties", file=sys.stderr)
    return summaries, records


def reliability(records) -> str:
    lines = ["| confidence | cases | right | accuracy | wrong, no tie |", "|---|---:|---:|---:|---:|"]
    for lo, hi in zip(BINS, BINS[1:]):
        rows = [r for r in records if r["confidence"] is not None and lo <= r["confidence"] < hi]
        if rows:
            right = sum(r["correct"] for r in rows)
            cw = sum(not r["correct"] and not r["tie"] for r in rows)
            lines.append(f"| [{lo:.2f}, {min(hi, 1.0):.2f}{']' if hi > 1 else ')'} | {len(rows)} | {right} | {100 * right / len(rows):.1f} % | {cw} |")
    none = [r for r in records if r["confidence"] is None]
    if none:
        lines.append(f"| none | {len(none)} | {sum(r['correct'] for r in none)} | | {sum(not r['correct'] and not r['tie'] for r in none)} |")
    return "\n".join(lines)


def main(argv):
    sys.path.insert(0, str(ROOT.parent.parent))  # the repository root: its bench/ and tasks/
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    os.environ.setdefault("SE_OFFLINE", "true")
    from iwr_bench.bench.absent import absent_line, absent_shares
    from iwr_bench.bench.grounding import shown_line, table
    from iwr_bench.tasks.sandbox.browser import Viewport
    from iwr_bench.tasks.sandbox.judge_browser import JudgeBrowser
    from iwr_bench.tasks.replay.page import judge_scripts

    out = None
    if "--json" in argv:
        i = argv.index("--json"); out = argv[i + 1]; argv = argv[:i] + argv[i + 2:]
    absent = "--absent" in argv  # each case again with its marked element taken out of the page
    argv = [a for a in argv if a != "--absent"]
    parts = argv or ["working", "heldout"]
    jb = JudgeBrowser(Viewport(1280, 720), judge_scripts())
    everything = []
    try:
        for part in parts:
            summaries, records = measure(part, jb, absent)
            everything += records
            n = len(records)
            right = sum(r["correct"] for r in records)
            ties = sum(r["tie"] for r in records)
            cw = sum(not r["correct"] and not r["tie"] for r in records)
            print(f"\n## {part}\n\n{table(summaries, misses=True)}\n")
            print(f"{part}: {n} Click/Type cases; top-1 {100 * right / n:.1f} % ({right}/{n}); ties {100 * ties / n:.1f} % ({ties}); "
                  f"confidently wrong (wrong, no tie) {100 * cw / n:.1f} % ({cw})\n")
            print(reliability(records))
            shown = [r for r in records if r["shown"]]
            print(f"\n{part}: " + shown_line(len(shown), sum(r["correct"] for r in shown), sum(r["tie"] for r in shown),
                                            sum(not r["correct"] and not r["tie"] for r in shown), n))
            if absent:
                print(f"\n{part} without the element: {absent_line(absent_shares([r['absent'] for r in records]), n)}")
    finally:
        jb.close()
    if out:
        Path(out).write_text(json.dumps(everything, ensure_ascii=False, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1:])
