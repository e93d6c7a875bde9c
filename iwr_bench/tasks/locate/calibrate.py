"""The locator's confidence as a probability of being right, and the threshold for "not sure".

The decision yields a raw certainty (how far the choice leads the runner-up and how well its
words fit, 0-1). What that number means is measured, not assumed: ``python -m
iwr_bench.bench.grounding --calibrate`` runs the locator over the grounding corpora it may learn
from (``benchmarks/grounding/`` and both parts of ``benchmarks/grounding-real/``: the held-out part
was measured once for issue 24 and learned from since) and fits a monotone map from raw certainty to the share of right choices
(isotonic regression, pool-adjacent-violators), stored in ``calibration.json`` beside this
module with the bins it came from.

The threshold for flagging a choice (ask the grounder, or leave the step undecided) comes from
the same measurement: the lowest calibrated confidence at which the choices taken without a
flag are wrong at most ``WRONG_UNFLAGGED_MAX`` of the time (the issue's bar: a confident wrong
click in at most 1 % of actions). Without a table (a fresh checkout that never calibrated) the
raw certainty is used as is and ``DEFAULT_FLAG_BELOW`` applies.
"""

from __future__ import annotations

import bisect
import json
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any

__all__ = ["CALIBRATION", "calibrated", "fit_table", "flag_below", "reliability"]

CALIBRATION = Path(__file__).resolve().with_name("calibration.json")
DEFAULT_FLAG_BELOW = 0.55
WRONG_UNFLAGGED_MAX = 0.01  # wrong and not flagged, as a share of all actions
BINS = (0.0, 0.5, 0.7, 0.8, 0.9, 0.95, 1.0001)  # reliability table bins


@cache
def table() -> dict[str, Any] | None:
    if not CALIBRATION.is_file():
        return None
    return json.loads(CALIBRATION.read_text(encoding="utf-8"))


def calibrated(raw: float) -> float:
    """The share of right choices measured at this raw certainty (the raw value without a table)."""
    t = table()
    if not t:
        return raw
    steps = t["steps"]  # [[upper raw bound, probability], ...] ascending
    uppers = [s[0] for s in steps]
    k = bisect.bisect_left(uppers, raw)
    return float(steps[min(k, len(steps) - 1)][1])


def flag_below() -> float:
    t = table()
    return float(t["flag_below"]) if t else DEFAULT_FLAG_BELOW


def _isotonic(points: Sequence[tuple[float, bool]]) -> list[list[float]]:
    """Pool-adjacent-violators over (raw, right) sorted by raw: [[upper raw, share right], ...]; each
    share is smoothed (one right and one wrong added: a block of two wrong picks is no proof that
    such a pick is never right) and kept non-decreasing."""
    blocks: list[list[float]] = []  # [upper raw, right, count]
    for raw, right in sorted(points):
        blocks.append([raw, float(right), 1.0])
        while len(blocks) > 1 and blocks[-2][1] / blocks[-2][2] >= blocks[-1][1] / blocks[-1][2]:
            upper, r, n = blocks.pop()
            blocks[-1] = [upper, blocks[-1][1] + r, blocks[-1][2] + n]
    out, floor = [], 0.0
    for u, r, n in blocks:
        floor = max(floor, (r + 1) / (n + 2))
        out.append([round(u, 4), round(floor, 4)])
    return out


def fit_table(points: Sequence[tuple[float, bool]], sources: Sequence[str] = ()) -> dict[str, Any]:
    """The calibration table and the flag threshold from (raw certainty, right) pairs."""
    steps = _isotonic(points)
    uppers = [s[0] for s in steps]

    def p_of(raw: float) -> float:
        return steps[min(bisect.bisect_left(uppers, raw), len(steps) - 1)][1]

    probs = sorted({p_of(r) for r, _ in points})
    n = len(points)
    threshold = probs[-1] + 1e-6 if probs else DEFAULT_FLAG_BELOW
    for t in probs:
        wrong_kept = sum(1 for r, ok in points if not ok and p_of(r) >= t)
        if wrong_kept <= WRONG_UNFLAGGED_MAX * n:
            threshold = t
            break
    flagged = sum(1 for r, _ in points if p_of(r) < threshold)
    return {"version": 1, "steps": steps, "flag_below": round(threshold, 4), "cases": n,
            "flagged_share": round(flagged / n, 4) if n else 0.0, "sources": list(sources)}


def reliability(records: Sequence[tuple[float | None, bool, bool]]) -> str:
    """A markdown reliability table from (confidence, right, flagged) per case: accuracy per
    confidence bin, and how many were wrong without a flag."""
    lines = ["| confidence | cases | right | accuracy | wrong, not flagged |", "|---|---:|---:|---:|---:|"]
    for lo, hi in zip(BINS, BINS[1:], strict=False):
        rows = [r for r in records if r[0] is not None and lo <= r[0] < hi]
        if rows:
            right = sum(1 for r in rows if r[1])
            cw = sum(1 for r in rows if not r[1] and not r[2])
            lines.append(f"| [{lo:.2f}, {min(hi, 1.0):.2f}{']' if hi > 1 else ')'} | {len(rows)} | {right} | "
                         f"{100 * right / len(rows):.1f} % | {cw} |")
    none = [r for r in records if r[0] is None]
    if none:
        lines.append(f"| none (not found) | {len(none)} | {sum(1 for r in none if r[1])} | | {sum(1 for r in none if not r[1] and not r[2])} |")
    return "\n".join(lines)
