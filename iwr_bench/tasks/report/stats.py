"""Bootstrap confidence intervals over benchmark tasks, and over samples within them (pure numpy, seeded).

A benchmark figure is a macro average over tasks, so the unit that is resampled is the
task: a resample draws n tasks with replacement and takes the mean. Percentile intervals
are used; with 113 tasks and scores in [0, 1] they are close to BCa and need no
jackknife. The same seed gives the same interval on every machine (numpy's PCG64).

With several samples per task (``iwr run --samples N``), ``hierarchical_ci`` draws tasks, then
samples within them; ``permutation_p`` tests whether two runs of a model differ on the same
tasks (the nightly comparison, ``iwr_bench.tasks.report.regression``).
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


# ---------------------------------------------------------------- samples: tasks, then samples within them

def _groups(groups: Sequence[Sequence[float]], what: str) -> tuple[np.ndarray, np.ndarray]:
    """Ragged per-task samples as a padded matrix (tasks x most samples) and the count per task."""
    arrays = [_as_array(g, f"{what}, task {i}") for i, g in enumerate(groups)]
    if any(a.size == 0 for a in arrays):
        raise ValueError(f"{what}: a task with no sample")
    width = max((a.size for a in arrays), default=0)
    values = np.zeros((len(arrays), width))
    for i, a in enumerate(arrays):
        values[i, :a.size] = a
    return values, np.array([a.size for a in arrays])


def _two_stage_means(values: np.ndarray, counts: np.ndarray, tasks: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Per resample (rows of ``tasks``, the drawn tasks), the mean over them of each one's mean over
    its samples drawn again with replacement."""
    c = counts[tasks]  # (B, T)
    width = values.shape[1]
    picks = np.floor(rng.random((*tasks.shape, width)) * c[..., None]).astype(int)
    drawn = values[tasks[..., None], picks]
    mask = np.arange(width) < c[..., None]
    return ((drawn * mask).sum(axis=2) / c).mean(axis=1)


def _block(n_tasks: int, width: int) -> int:
    return max(1, min(_BLOCK, 4_000_000 // max(1, n_tasks * width)))


def _resampled_two_stage(values: np.ndarray, counts: np.ndarray, resamples: int, seed: int, tasks_fixed: bool) -> np.ndarray:
    rng = np.random.default_rng(seed)
    n = counts.size
    out = np.empty(resamples)
    step = _block(n, values.shape[1])
    for start in range(0, resamples, step):
        stop = min(resamples, start + step)
        tasks = np.broadcast_to(np.arange(n), (stop - start, n)) if tasks_fixed else rng.integers(0, n, size=(stop - start, n))
        out[start:stop] = _two_stage_means(values, counts, tasks, rng)
    return out


def task_means(groups: Sequence[Sequence[float]]) -> np.ndarray:
    values, counts = _groups(groups, "values")
    return values.sum(axis=1) / counts if counts.size else np.empty(0)


def hierarchical_ci(groups: Sequence[Sequence[float]], *, resamples: int = DEFAULT_RESAMPLES, seed: int = DEFAULT_SEED, level: float = 0.95,
                    what: str = "values", tasks_fixed: bool = False) -> Interval:
    """Mean over tasks of each task's mean over its samples, with a two-stage bootstrap interval.

    ``groups[i]`` holds task i's per-sample values. A resample draws tasks with replacement,
    then, within each drawn task, its samples with replacement: the interval covers both the
    choice of tasks and the sampling of the model (a little wide: the second stage counts the
    within-task spread once more than the first already holds; Davison & Hinkley 1997, 3.8).
    With one sample per task it is ``bootstrap_ci`` exactly. ``tasks_fixed``: only samples are
    drawn again, the tasks kept: the spread a rerun on the same tasks would show (run-to-run
    noise), zero-width with one sample per task.
    """
    if not 0.0 < level < 1.0:
        raise ValueError(f"level must be in (0, 1), got {level}")
    values, counts = _groups(groups, what)
    if counts.size == 0:
        return Interval(float("nan"), float("nan"), float("nan"), 0, level)
    mean = float((values.sum(axis=1) / counts).mean())
    if counts.max() == 1:
        if tasks_fixed:
            return Interval(mean, mean, mean, int(counts.size), level)
        return bootstrap_ci(values[:, 0], resamples=resamples, seed=seed, level=level, what=what)
    if resamples <= 0:
        return Interval(mean, mean, mean, int(counts.size), level)
    low, high = _percentiles(_resampled_two_stage(values, counts, resamples, seed, tasks_fixed), level)
    return Interval(mean, low, high, int(counts.size), level)


def paired_hierarchical(a: Sequence[Sequence[float]], b: Sequence[Sequence[float]], *, resamples: int = DEFAULT_RESAMPLES,
                        seed: int = DEFAULT_SEED, level: float = 0.95) -> PairedComparison:
    """A - B on the same tasks (``a[i]`` and ``b[i]``: task i's samples under each), the tasks
    drawn once for both and each side's samples drawn within them; ``paired_bootstrap`` when
    every task has one sample on both sides."""
    va, ca = _groups(a, "a")
    vb, cb = _groups(b, "b")
    if ca.size != cb.size:
        raise ValueError(f"paired comparison needs the same tasks for both: {ca.size} vs {cb.size}")
    if ca.size == 0 or (ca.max() == 1 and cb.max() == 1):
        return paired_bootstrap(va[:, 0] if ca.size else [], vb[:, 0] if cb.size else [], resamples=resamples, seed=seed, level=level)
    ma, mb = va.sum(axis=1) / ca, vb.sum(axis=1) / cb
    mean = float((ma - mb).mean())
    if resamples <= 0:
        p = 1.0 if mean > 0 else 0.0 if mean < 0 else 0.5
        return PairedComparison(int(ca.size), float(ma.mean()), float(mb.mean()), Interval(mean, mean, mean, int(ca.size), level), p)
    rng = np.random.default_rng(seed)
    diffs = np.empty(resamples)
    step = _block(ca.size, max(va.shape[1], vb.shape[1]))
    for start in range(0, resamples, step):
        stop = min(resamples, start + step)
        tasks = rng.integers(0, ca.size, size=(stop - start, ca.size))
        diffs[start:stop] = _two_stage_means(va, ca, tasks, rng) - _two_stage_means(vb, cb, tasks, rng)
    low, high = _percentiles(diffs, level)
    p = float((diffs > 0).mean() + 0.5 * (diffs == 0).mean())
    return PairedComparison(int(ca.size), float(ma.mean()), float(mb.mean()), Interval(mean, low, high, int(ca.size), level), p)


def permutation_p(a: Sequence[Sequence[float]], b: Sequence[Sequence[float]], *, resamples: int = DEFAULT_RESAMPLES,
                  seed: int = DEFAULT_SEED) -> float:
    """Two-sided p-value that A and B differ, on paired tasks (``a[i]``, ``b[i]``: task i's samples).

    The null is "nothing changed": then a task's samples under A and under B are draws of one
    model, exchangeable, so the test shuffles them within each task (a stratified permutation
    test; with one sample a side it is the sign-flip test) and counts how often the mean over
    tasks of (mean A - mean B) lies at least as far from 0 as observed. The Monte Carlo p-value
    (hits + 1) / (resamples + 1) has exactly its level for any number of resamples: under the
    null, P(p <= alpha) <= alpha. A task whose samples are all equal moves nothing and is skipped.
    """
    va, ca = _groups(a, "a")
    vb, cb = _groups(b, "b")
    if ca.size != cb.size:
        raise ValueError(f"paired test needs the same tasks for both: {ca.size} vs {cb.size}")
    if ca.size == 0:
        return 1.0
    n = ca.size
    observed = float(((va.sum(axis=1) / ca) - (vb.sum(axis=1) / cb)).mean())
    rng = np.random.default_rng(seed)
    total = np.zeros(resamples)
    for i in range(n):
        pooled = np.concatenate([va[i, :ca[i]], vb[i, :cb[i]]])
        if np.ptp(pooled) == 0:
            continue
        order = rng.random((resamples, pooled.size)).argsort(axis=1)
        shuffled = pooled[order]
        total += shuffled[:, :ca[i]].mean(axis=1) - shuffled[:, ca[i]:].mean(axis=1)
    total /= n
    hits = int((np.abs(total) >= abs(observed) - 1e-12).sum())
    return (hits + 1) / (resamples + 1)
