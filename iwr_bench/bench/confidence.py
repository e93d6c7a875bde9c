"""The locator's confidence, fitted and judged: ``python -m iwr_bench.bench.grounding --calibrate`` and ``--unseen``.

``calibrate`` runs the locator over every corpus it may learn from (``grounding.CALIBRATE_ON``) and writes the table
(``iwr_bench.tasks.locate.calibrate.CALIBRATION``); ``unseen`` judges each corpus by a table fitted without it, the
figure that says what the confidence does on pages it never saw (``make bench`` reports it).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from iwr_bench.bench.common import Figure
from iwr_bench.bench.grounding import CALIBRATE_ON, SECTION, CorpusResult, measure


def calibrate(*, log: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Measure the decisions' signals against being right on the corpora the locator may learn from (``CALIBRATE_ON``)
    and write ``iwr_bench.tasks.locate.calibrate.CALIBRATION``: the confidence model, its probability map and the flag
    threshold, the last two fitted on scores each corpus got from a model fitted without it."""
    from iwr_bench.tasks.locate import calibrate as cal
    from iwr_bench.tasks.locate.signals import NAMES

    rows: list[tuple[float, Mapping[str, float], bool, str]] = []
    for name in CALIBRATE_ON:
        rows += [(r.certainty, r.signals, r.correct, name) for r in measure(name, log=log).results
                 if r.signals and r.certainty is not None]
    table = cal.fit_model(rows, NAMES, CALIBRATE_ON)
    cal.CALIBRATION.write_text(json.dumps(table, indent=1) + "\n", encoding="utf-8")
    cal.table.cache_clear()
    return table


def unseen(results: Mapping[str, CorpusResult]) -> tuple[str, list[Figure]]:
    """The confidence on pages its fit never saw: each corpus judged by a table fitted on the others
    (``calibrate.by_part``): per corpus and in all, the flagged and confidently-wrong shares, and the reliability table
    of those out-of-fold confidences. The markdown and the bench figures."""
    from iwr_bench.tasks.locate.calibrate import by_part, reliability
    from iwr_bench.tasks.locate.signals import NAMES

    rows = [(r.certainty, r.signals, r.correct, name) for name, res in results.items() for r in res.results]
    parts = by_part(rows, NAMES)
    lines = ["| corpus | cases | top-1 | flagged | confidently wrong |", "|---|---:|---:|---:|---:|"]
    every = [rec for recs in parts.values() for rec in recs]
    for name, recs in [*parts.items(), ("**all**", every)]:
        n = len(recs) or 1
        lines.append(f"| {name} | {len(recs)} | {100 * sum(ok for _, ok, _ in recs) / n:.1f} % | "
                     f"{100 * sum(f for _, _, f in recs) / n:.1f} % | {100 * sum(not ok and not f for _, ok, f in recs) / n:.1f} % |")
    n = len(every) or 1
    note = f"each of {len(parts)} corpora judged by a confidence fitted on the others"
    figures = [Figure(SECTION, "flagged, out of fold", round(100 * sum(f for _, _, f in every) / n, 2), "%", len(every), note),
               Figure(SECTION, "confidently wrong, out of fold", round(100 * sum(not ok and not f for _, ok, f in every) / n, 2),
                      "%", len(every), note)]
    return "\n".join(lines) + "\n\n" + reliability(every), figures
