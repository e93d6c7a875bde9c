"""Bootstrap confidence intervals over benchmark tasks (pure numpy, seeded).

A benchmark figure is a macro average over tasks, so the unit that is resampled is the
task: a resample draws n tasks with replacement and takes the mean. Percentile intervals
are used; with 113 tasks and scores in [0, 1] they are close to BCa and need no
jackknife. The same seed gives the same interval on every machine (numpy's PCG64).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

DEFAULT_RESAMPLES = 10_000
DEFAULT_SEED = 0
# Resamples are drawn in blocks so that 10k x 1k tasks never needs a 10M-int matrix at once.
_BLOCK = 2_000


@dataclass(frozen=True)
class Interval:
    mean: float
    low: float
    high: float
    n: int
    level: float = 0.95


@dataclass(frozen=True)
class PairedComparison:
    """A minus B on the tasks both were scored on."""

    n: int
    mean_a: float
    mean_b: float
    diff: Interval  # mean of (a - b) with its bootstrap interval
    p_a_better: float  # share of resamples where A's mean beats B's (ties count half)


def _as_array(values: Sequence[float] | np.ndarray, what: str) -> np.ndarray:
    arr = np.asarray(values, dtype=float)
    if arr.ndim != 1:
        raise ValueError(f"{what}: expected a flat list of per-task values, got shape {arr.shape}")
    if np.isnan(arr).any():
        # A NULL task score must be decided upstream (DESIGN: failed generations score 0).
        raise ValueError(f"{what}: {int(np.isnan(arr).sum())} missing (NULL) per-task values")
    return arr


def _resampled_means(arr: np.ndarray, resamples: int, rng: np.random.Generator) -> np.ndarray:
    n = arr.size
    out = np.empty(resamples)
    for start in range(0, resamples, _BLOCK):
        stop = min(resamples, start + _BLOCK)
        idx = rng.integers(0, n, size=(stop - start, n))
        out[start:stop] = arr[idx].mean(axis=1)
    return out


def _percentiles(means: np.ndarray, level: float) -> tuple[float, float]:
    tail = (1.0 - level) / 2.0
    low, high = np.quantile(means, [tail, 1.0 - tail])
    return float(low), float(high)


def bootstrap_ci(values: Sequence[float] | np.ndarray, *, resamples: int = DEFAULT_RESAMPLES, seed: int = DEFAULT_SEED, level: float = 0.95, what: str = "values") -> Interval:
    """Mean of per-task ``values`` and its percentile bootstrap interval."""
    if not 0.0 < level < 1.0:
        raise ValueError(f"level must be in (0, 1), got {level}")
    arr = _as_array(values, what)
    if arr.size == 0:
        return Interval(float("nan"), float("nan"), float("nan"), 0, level)
    mean = float(arr.mean())
    if arr.size == 1 or resamples <= 0:
        return Interval(mean, mean, mean, int(arr.size), level)
    low, high = _percentiles(_resampled_means(arr, resamples, np.random.default_rng(seed)), level)
    return Interval(mean, low, high, int(arr.size), level)


def paired_bootstrap(a: Sequence[float] | np.ndarray, b: Sequence[float] | np.ndarray, *, resamples: int = DEFAULT_RESAMPLES, seed: int = DEFAULT_SEED, level: float = 0.95) -> PairedComparison:
    """Paired bootstrap of A - B: the same resampled tasks for both models.

    ``a[i]`` and ``b[i]`` must be the same task. Pairing removes the task-difficulty
    variance that two separate intervals would double count.
    """
    xa, xb = _as_array(a, "a"), _as_array(b, "b")
    if xa.size != xb.size:
        raise ValueError(f"paired bootstrap needs the same tasks for both: {xa.size} vs {xb.size} values")
    if xa.size == 0:
        nan = float("nan")
        return PairedComparison(0, nan, nan, Interval(nan, nan, nan, 0, level), nan)
    d = xa - xb
    mean = float(d.mean())
    if xa.size == 1 or resamples <= 0:
        p = 1.0 if mean > 0 else 0.0 if mean < 0 else 0.5
        return PairedComparison(int(xa.size), float(xa.mean()), float(xb.mean()), Interval(mean, mean, mean, int(xa.size), level), p)
    means = _resampled_means(d, resamples, np.random.default_rng(seed))
    low, high = _percentiles(means, level)
    p = float((means > 0).mean() + 0.5 * (means == 0).mean())
    return PairedComparison(int(xa.size), float(xa.mean()), float(xb.mean()), Interval(mean, low, high, int(xa.size), level), p)
