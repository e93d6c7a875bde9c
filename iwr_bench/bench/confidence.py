"""The locator's confidence, fitted and judged: ``python -m iwr_bench.bench.grounding --calibrate`` and ``--unseen``.

Over the decisions the grounding bench measured (``grounding.rows``: raw certainty, signals, right, corpus),
``write_table`` fits the table (``iwr_bench.tasks.locate.calibrate.CALIBRATION``) and ``unseen`` judges each corpus by a
table fitted without it, the figure that says what the confidence does on pages it never saw (``make bench`` reports
it). Nothing here runs a browser.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from iwr_bench.bench.common import Figure

SECTION = "grounding"  # the bench section its figures belong to (``iwr_bench.bench.grounding``)
Row = tuple[float | None, Mapping[str, float], bool, str]  # raw certainty, signals, right, corpus


def write_table(rows: Sequence[Row], sources: Sequence[str]) -> dict[str, Any]:
    """Fit the table on the decisions that have a certainty and signals (not ``not_found``) and write it."""
    from iwr_bench.tasks.locate import calibrate as cal
    from iwr_bench.tasks.locate.signals import NAMES

    table = cal.fit_model([(raw, sig, ok, g) for raw, sig, ok, g in rows if raw is not None and sig], NAMES, sources)
    cal.CALIBRATION.write_text(json.dumps(table, indent=1) + "\n", encoding="utf-8")
    cal.table.cache_clear()
    return table


def unseen(rows: Sequence[Row]) -> tuple[str, list[Figure]]:
    """The confidence on pages its fit never saw: each corpus judged by a table fitted on the others
    (``calibrate.by_part``): per corpus and in all, the flagged and confidently-wrong shares, and the reliability table
    of those out-of-fold confidences. The markdown and the bench figures."""
    from iwr_bench.tasks.locate.calibrate import by_part, reliability
    from iwr_bench.tasks.locate.signals import NAMES

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
