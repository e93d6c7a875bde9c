"""Bootstrap intervals: seeded, centred on the mean, and paired on the same tasks."""

import numpy as np
import pytest

from iwr_bench.tasks.report.stats import bootstrap_ci, paired_bootstrap


def test_interval_is_seeded_and_contains_the_mean():
    rng = np.random.default_rng(7)
    values = rng.uniform(0, 1, size=113)
    a = bootstrap_ci(values, resamples=4000, seed=3)
    b = bootstrap_ci(values, resamples=4000, seed=3)
    assert a == b
    assert a.mean == pytest.approx(values.mean())
    assert a.low < a.mean < a.high
    assert a.n == 113
    # The percentile interval of a mean of 113 iid values is close to +-1.96 standard errors.
    se = values.std(ddof=1) / np.sqrt(values.size)
    assert a.high - a.low == pytest.approx(2 * 1.96 * se, rel=0.1)


def test_other_seed_gives_a_slightly_other_interval():
    values = np.linspace(0, 1, 50)
    assert bootstrap_ci(values, resamples=2000, seed=0) != bootstrap_ci(values, resamples=2000, seed=1)


def test_constant_values_have_a_zero_width_interval():
    ci = bootstrap_ci([0.25] * 20, resamples=500)
    assert (ci.low, ci.mean, ci.high) == (0.25, 0.25, 0.25)


def test_empty_and_single_values():
    assert bootstrap_ci([]).n == 0
    one = bootstrap_ci([0.4])
    assert (one.low, one.high) == (0.4, 0.4)


def test_missing_values_are_an_error_not_silently_dropped():
    with pytest.raises(ValueError, match="missing"):
        bootstrap_ci([0.1, float("nan")], what="final")


def test_paired_bootstrap_sees_a_small_consistent_gain_that_unpaired_intervals_miss():
    rng = np.random.default_rng(0)
    difficulty = rng.uniform(0, 1, size=100)
    a = np.clip(difficulty + 0.02, 0, 1)
    b = difficulty
    cmp = paired_bootstrap(a, b, resamples=3000, seed=1)
    assert cmp.n == 100
    assert cmp.diff.mean == pytest.approx((a - b).mean())
    assert cmp.diff.low > 0
    assert cmp.p_a_better == 1.0
    ci_a, ci_b = bootstrap_ci(a, resamples=3000), bootstrap_ci(b, resamples=3000)
    assert ci_a.low < ci_b.high  # separately the intervals overlap


def test_paired_bootstrap_of_equal_models_is_a_coin_flip():
    values = np.linspace(0, 1, 30)
    cmp = paired_bootstrap(values, values, resamples=1000)
    assert cmp.p_a_better == 0.5
    assert cmp.diff.low == cmp.diff.high == 0.0


def test_paired_bootstrap_needs_the_same_tasks():
    with pytest.raises(ValueError, match="same tasks"):
        paired_bootstrap([0.1, 0.2], [0.3])


def test_p_a_better_reflects_a_noisy_difference():
    rng = np.random.default_rng(5)
    b = rng.uniform(0, 1, 60)
    a = np.clip(b + rng.normal(0.01, 0.3, 60), 0, 1)
    cmp = paired_bootstrap(a, b, resamples=4000, seed=2)
    assert 0.0 < cmp.p_a_better < 1.0
    assert (cmp.p_a_better > 0.5) == (cmp.diff.mean > 0)
