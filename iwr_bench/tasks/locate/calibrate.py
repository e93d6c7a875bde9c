"""The locator's confidence as a probability of being right, and the threshold for "not sure".

The decision yields a raw certainty (how far the choice leads the runner-up and how well its words fit, 0-1) and the
signals it was made on (``signals``: what the description asked for against what the pick shows, look-alikes, how
much of the description the evidence accounts for). What they mean is measured, not assumed: ``python -m
iwr_bench.bench.grounding --calibrate`` runs the locator over every grounding corpus (``benchmarks/grounding/`` and
all parts of ``benchmarks/grounding-real/``, each held-out part measured once unseen and learned from since) and
fits, into ``calibration.json`` beside this module:

* for a weak pick (raw certainty at most ``WEAK_RAW``: a tie, weak words, a control out of reach; always flagged), a
  monotone map from raw certainty to the share of right choices (isotonic regression, pool-adjacent-violators);
* for any other, a logistic model of the signals, and a monotone map from its score to the share of right choices
  fitted on out-of-fold scores: each corpus scored by a model fitted without it (a corpus is one hand's pages and
  descriptions), so the probability says what happens on pages the model never saw. A raw-certainty map alone,
  fitted on the easy corpora, once said 0.99 for picks right 91-95 % of the time on published templates.

The threshold for flagging a choice (ask the grounder, or leave the step undecided) comes from the same out-of-fold
measurement: the lowest probability at which the choices taken without a flag are wrong in at most
``WRONG_UNFLAGGED_MAX`` of all decisions (the issue's bar: a confident wrong click in at most 1 % of actions).
``by_part`` measures what that does on each corpus with a table fitted without it. Without a table (a fresh checkout
that never calibrated) the raw certainty is used as is and ``DEFAULT_FLAG_BELOW`` applies; a table whose model reads
signals the locator no longer gives is refused with the command that refits it.
"""

from __future__ import annotations

import bisect
import json
import math
from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

__all__ = ["CALIBRATION", "against", "by_part", "calibrated", "confidence_of", "fit_model", "flag_below", "is_flagged", "out_of_fold", "reliability"]

CALIBRATION = Path(__file__).resolve().with_name("calibration.json")
DEFAULT_FLAG_BELOW = 0.55
WEAK_RAW = 0.25  # the raw certainty a pick on weak evidence (or out of reach) gets at most: always flagged
WRONG_UNFLAGGED_MAX = 0.01  # wrong and not flagged, as a share of all actions
BINS = (0.0, 0.5, 0.7, 0.8, 0.9, 0.95, 1.0001)  # reliability table bins


@cache
def table() -> dict[str, Any] | None:
    if not CALIBRATION.is_file():
        return None
    return json.loads(CALIBRATION.read_text(encoding="utf-8"))


def calibrated(raw: float) -> float:
    """The share of right choices measured at this raw certainty (the raw value without a table)."""
    return _raw_share(table(), raw)


def _raw_share(t: Mapping[str, Any] | None, raw: float) -> float:
    return _step(t["steps"], raw) if t and "steps" in t else raw  # steps: [[upper raw bound, probability], ...] ascending


def confidence_of(raw: float, seen: Mapping[str, float]) -> float:
    """The probability that a pick is right. A weak pick (raw certainty at most ``WEAK_RAW``: a tie, weak words, a
    control out of reach) gets its raw certainty's measured share; any other the table's model of the decision's signals
    when it has one (fitted on the signals the locator gives now), else the raw certainty's share too."""
    return _probability(table(), raw, seen)


def is_flagged(probability: float, raw: float, t: Mapping[str, Any] | None = None) -> bool:
    """Not sure: under the threshold of ``t`` (the shipped table by default), or a weak pick whatever its bin says.
    The one rule: the replay's decision and the bench's out-of-fold figures both read it."""
    threshold = float(t["flag_below"]) if t is not None else flag_below()
    return probability < threshold or raw <= WEAK_RAW


def _probability(t: Mapping[str, Any] | None, raw: float, seen: Mapping[str, float]) -> float:
    model = t.get("model") if t else None
    if not model or not seen or raw <= WEAK_RAW:
        return _raw_share(t, raw)
    missing = [n for n in model["names"] if n not in seen]
    if missing:
        raise ValueError(f"calibration.json: its model reads signals the locator no longer gives ({', '.join(missing[:3])}); "
                         "refit it: python -m iwr_bench.bench.grounding --calibrate")
    z = model["bias"] + sum(w * float(seen[n]) for n, w in zip(model["names"], model["weights"], strict=True))
    return _step(model["steps"], 1 / (1 + math.exp(-max(-30.0, min(30.0, z)))))


def against(seen: Mapping[str, float], k: int = 2) -> list[str]:
    """The signals that lower this pick's confidence most (the model's weight times the signal, most negative first):
    what a flagged pick's message names. Empty without a model."""
    model = (table() or {}).get("model")
    if not model:
        return []
    parts = sorted((w * float(seen.get(n, 0.0)), n) for n, w in zip(model["names"], model["weights"], strict=True))
    return [n for v, n in parts[:k] if v < 0]


def _step(steps: Sequence[Sequence[float]], x: float) -> float:
    uppers = [s[0] for s in steps]
    return float(steps[min(bisect.bisect_left(uppers, x), len(steps) - 1)][1])


def flag_below() -> float:
    t = table()
    return float(t["flag_below"]) if t else DEFAULT_FLAG_BELOW


def _isotonic(points: Sequence[tuple[float, bool]]) -> list[list[float]]:
    """Pool-adjacent-violators over (raw, right) sorted by raw: [[upper raw, share right], ...]; each
    share is smoothed (one right and one wrong added: a block of two wrong picks is no proof that
    such a pick is never right) and kept non-decreasing."""
    same: dict[float, list[float]] = {}  # one block per value: picks of equal raw certainty are one measurement
    for raw, right in points:
        same.setdefault(raw, [0.0, 0.0])
        same[raw][0] += float(right)
        same[raw][1] += 1.0
    blocks: list[list[float]] = []  # [upper raw, right, count]
    for raw in sorted(same):
        blocks.append([raw, *same[raw]])
        while len(blocks) > 1 and blocks[-2][1] / blocks[-2][2] >= blocks[-1][1] / blocks[-1][2]:
            upper, r, n = blocks.pop()
            blocks[-1] = [upper, blocks[-1][1] + r, blocks[-1][2] + n]
    out, floor = [], 0.0
    for u, r, n in blocks:
        floor = max(floor, (r + 1) / (n + 2))
        out.append([round(u, 4), round(floor, 4)])
    return out


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


# --- the model of the signals (``signals.NAMES``): logistic regression, its output calibrated like the raw certainty ---

L2 = 1.0  # ridge on the weights (not the bias): 2,000-odd cases, 50-odd signals


def _logistic(x: Any, y: Any, l2: float = L2) -> tuple[float, list[float]]:
    """Bias and weights of an L2-penalised logistic regression (Newton's method: a few exact steps)."""
    import numpy as np

    X = np.hstack([np.ones((x.shape[0], 1)), x])
    w = np.zeros(X.shape[1])
    ridge = np.full(X.shape[1], l2)
    ridge[0] = 0.0
    for _ in range(50):
        p = 1 / (1 + np.exp(-np.clip(X @ w, -30, 30)))
        grad = X.T @ (p - y) + ridge * w
        hess = (X * (p * (1 - p))[:, None]).T @ X + np.diag(ridge + 1e-9)
        step = np.linalg.solve(hess, grad)
        w -= step
        if float(np.abs(step).max()) < 1e-8:
            break
    return float(w[0]), [float(v) for v in w[1:]]


def _matrix(rows: Sequence[tuple[Mapping[str, float], bool]], names: Sequence[str]) -> tuple[Any, Any]:
    import numpy as np

    x = np.array([[float(sig.get(n, 0.0)) for n in names] for sig, _ in rows], dtype=float).reshape(len(rows), len(names))
    return x, np.array([1.0 if ok else 0.0 for _, ok in rows])


def _scores(bias: float, weights: Sequence[float], x: Any) -> list[float]:
    import numpy as np

    return [float(v) for v in 1 / (1 + np.exp(-np.clip(bias + x @ np.asarray(weights), -30, 30)))]


def out_of_fold(rows: Sequence[tuple[Mapping[str, float], bool, str]], names: Sequence[str], l2: float = L2) -> list[float]:
    """Each row's model score from a model fitted without its group (a part of the corpus, written by one hand): what
    the model makes of pages it never saw."""
    out = [0.0] * len(rows)
    for g in sorted({r[2] for r in rows}):
        train = [(s, ok) for s, ok, gg in rows if gg != g]
        test = [k for k, r in enumerate(rows) if r[2] == g]
        bias, weights = _logistic(*_matrix(train, names), l2)
        x, _ = _matrix([(rows[k][0], rows[k][1]) for k in test], names)
        for k, v in zip(test, _scores(bias, weights, x), strict=True):
            out[k] = v
    return out


def fit_model(rows: Sequence[tuple[float, Mapping[str, float], bool, str]], names: Sequence[str], sources: Sequence[str] = (),
              l2: float = L2) -> dict[str, Any]:
    """The table from (raw certainty, signals, right, part) per decision. Weak picks keep the raw certainty's map; the
    others get a model of their signals, its weights fitted on them all, and its map to a probability and the flag
    threshold fitted on the scores each part got from a model fitted without it (``out_of_fold``), so that both say
    what happens on pages the model never saw. The threshold is the lowest probability at which the picks taken without
    a flag are wrong in at most ``WRONG_UNFLAGGED_MAX`` of all decisions (weak picks are always flagged)."""
    raw_steps = _isotonic([(raw, ok) for raw, _, ok, _ in rows])
    strong = [(sig, ok, g) for raw, sig, ok, g in rows if raw > WEAK_RAW]
    held = out_of_fold(strong, names, l2)
    steps = _isotonic(list(zip(held, (ok for _, ok, _ in strong), strict=True)))
    probs = [(_step(steps, h), ok) for h, (_, ok, _) in zip(held, strong, strict=True)]
    n = len(rows)
    threshold = max((p for p, _ in probs), default=DEFAULT_FLAG_BELOW) + 1e-6  # none acted on as sure
    for t in sorted({p for p, _ in probs}):  # the lowest that keeps the wrong picks acted on as sure within the bar
        if sum(1 for p, ok in probs if not ok and p >= t) <= WRONG_UNFLAGGED_MAX * n:
            threshold = t
            break
    flagged = n - sum(1 for p, _ in probs if p >= threshold)
    bias, weights = _logistic(*_matrix([(sig, ok) for sig, ok, _ in strong], names), l2)
    return {"version": 2, "steps": raw_steps, "flag_below": round(threshold, 4), "cases": n,
            "flagged_share": round(flagged / n, 4) if n else 0.0, "sources": list(sources),
            "model": {"names": list(names), "bias": round(bias, 6), "weights": [round(w, 6) for w in weights], "steps": steps,
                      "l2": l2, "cases": len(strong), "groups": sorted({g for _, _, g in strong})}}


def by_part(rows: Sequence[tuple[float | None, Mapping[str, float], bool, str]], names: Sequence[str],
            l2: float = L2) -> dict[str, list[tuple[float | None, bool, bool]]]:
    """What the confidence does on pages its fit never saw: for each part, its decisions' (confidence, right, flagged)
    under a table fitted (``fit_model``) on the other parts only. A decision with no certainty (nothing found) is
    (None, right, False): acted on as it is, never flagged. One with a certainty and no signals (a text clicked for
    want of a control, certainty 0) is judged by its certainty alone, as the replay judges it: always flagged."""
    out: dict[str, list[tuple[float | None, bool, bool]]] = {}
    for g in sorted({r[3] for r in rows}):
        t = fit_model([(raw, sig, ok, gg) for raw, sig, ok, gg in rows if gg != g and raw is not None and sig], names, l2=l2)
        recs: list[tuple[float | None, bool, bool]] = []
        for raw, sig, ok, gg in rows:
            if gg != g:
                continue
            if raw is None:
                recs.append((None, ok, False))
                continue
            p = _probability(t, raw, sig)  # (without signals, the raw certainty's share)
            recs.append((p, ok, is_flagged(p, raw, t)))
        out[g] = recs
    return out
