"""A nightly run against the previous one: did a model change beyond noise?

The previous run is the latest completed nightly run (id ``nightly-…`` before this one, state
Completed or Regressed) on the same dataset revision, scored with the same judge and protocol.
Per model, on the tasks both runs scored, each task's Final is the mean over its samples.

The decision, per model: a stratified permutation test (``iwr_bench.tasks.report.stats.permutation_p``:
under "nothing changed" a task's samples of both nights are exchangeable) at ``alpha / M`` for
the M models compared (Bonferroni), so the chance that a night of unchanged models flags anything
is at most ``alpha`` (IWR_REGRESSION_ALPHA, 0.01: about 4 false alarms a year of nightly runs);
and a change smaller than ``min_delta`` (IWR_REGRESSION_MIN_DELTA, 1 point of Final) is never
flagged, however sure. A drop is a regression (the run's state is then ``Regressed``), a rise
an improvement (reported, no alarm). The interval shown is the paired two-stage bootstrap of
the change (tasks, then samples within them).
"""

from __future__ import annotations

from dataclasses import dataclass

from iwr_bench.core.kinds import RunState
from iwr_bench.tasks.report.figures import lit, pct
from iwr_bench.tasks.report.stats import (
    DEFAULT_RESAMPLES,
    DEFAULT_SEED,
    Interval,
    paired_hierarchical,
    permutation_p,
)

NIGHTLY_PREFIX = "nightly-"
COMPLETED = tuple(s.value for s in RunState if s.completed)  # runs.state of a run whose every pair was evaluated
DEFAULT_ALPHA = 0.01
DEFAULT_MIN_DELTA = 0.01
LISTED = 20  # tasks named in a summary line (the artifact and the report list them all)


@dataclass(frozen=True)
class TaskChange:
    task_id: int
    old: float  # mean Final over the task's samples in the previous run
    new: float
    old_passed: str  # "2/3": samples that passed every action
    new_passed: str

    @property
    def diff(self) -> float:
        return self.new - self.old


@dataclass(frozen=True)
class ModelChange:
    model: str
    n_tasks: int  # tasks both runs scored
    old: float  # mean Final on those tasks
    new: float
    diff: Interval  # new - old, 95 % paired two-stage bootstrap
    p: float  # permutation p-value, two-sided
    threshold: float  # alpha / models compared
    flagged: bool
    tasks: tuple[TaskChange, ...]  # tasks that moved, the largest change first

    @property
    def direction(self) -> str:
        return "" if not self.flagged else "regressed" if self.diff.mean < 0 else "improved"

    @property
    def moved(self) -> tuple[TaskChange, ...]:
        """For a flagged model, the tasks that moved its way."""
        sign = -1 if self.diff.mean < 0 else 1
        return tuple(t for t in self.tasks if t.diff * sign > 0)

    def line(self, previous: str) -> str:
        head = {"regressed": "regression", "improved": "improvement", "": "no change beyond noise"}[self.direction]
        text = (f"{head}: {self.model} Final {pct(self.old, 1)} -> {pct(self.new, 1)} ({_signed(self.diff.mean)} points, 95% CI "
                f"[{_signed(self.diff.low)}, {_signed(self.diff.high)}], p = {self.p:.4f} vs {self.threshold:.4f}) on {self.n_tasks} tasks "
                f"shared with {previous}")
        if self.flagged:
            ids = [str(t.task_id) for t in self.moved]
            more = f" and {len(ids) - LISTED} more" if len(ids) > LISTED else ""
            text += f"; {'worse' if self.direction == 'regressed' else 'better'} on tasks {', '.join(ids[:LISTED])}{more}"
        return text


def _signed(value: float) -> str:
    text = pct(value, 1)
    return text if text.startswith("-") or text in ("0.0", "—") else "+" + text


@dataclass(frozen=True)
class NightlyComparison:
    run_id: str
    previous: str | None
    judge: str | None
    protocol: str | None
    alpha: float
    min_delta: float
    resamples: int
    seed: int
    models: tuple[ModelChange, ...] = ()
    not_compared: tuple[str, ...] = ()  # models of this run the previous run did not score
    sql: str = ""

    @property
    def regressed(self) -> tuple[ModelChange, ...]:
        return tuple(m for m in self.models if m.direction == "regressed")

    @property
    def flagged(self) -> tuple[ModelChange, ...]:
        return tuple(m for m in self.models if m.flagged)

    def lines(self) -> list[str]:
        """Summary lines for the run's message: the flagged models, or that nothing moved."""
        if self.previous is None:
            return [f"nightly comparison: no earlier completed nightly run on this dataset revision with judge {self.judge} "
                    f"and protocol {self.protocol}"]
        out = [m.line(self.previous) for m in self.flagged]
        if not out:
            out = [f"nightly comparison with {self.previous}: no change beyond noise ({len(self.models)} model(s), "
                   f"alpha {self.alpha:g}, at least {100 * self.min_delta:g} points)"]
        if self.not_compared:
            out.append(f"not in {self.previous}: {', '.join(self.not_compared)}")
        return out

    def markdown(self) -> str:
        """The comparison for a Prefect artifact: one row per model, then every task that moved."""
        if self.previous is None:
            return "# Nightly comparison\n\n" + self.lines()[0] + "."
        parts = [f"# Nightly comparison: {self.run_id} vs {self.previous}\n",
                 f"Judge {self.judge}, protocol {self.protocol}. Flagged when the stratified permutation test gives p <= "
                 f"{self.alpha:g} / {max(1, len(self.models))} models and Final moved at least {100 * self.min_delta:g} points.\n",
                 "| model | verdict | tasks | Final before | Final now | change (95% CI) | p |", "|---|---|--:|--:|--:|---|--:|"]
        for m in self.models:
            parts.append(f"| {m.model} | {m.direction or 'no change beyond noise'} | {m.n_tasks} | {pct(m.old)} | {pct(m.new)} | "
                         f"{_signed(m.diff.mean)} [{_signed(m.diff.low)}, {_signed(m.diff.high)}] | {m.p:.4f} |")
        for m in self.flagged:
            parts.append(f"\n## {m.model}: {m.direction} on {len(m.moved)} task(s)\n")
            parts.append("| task | Final before | Final now | passed before | passed now |")
            parts.append("|--:|--:|--:|--:|--:|")
            parts += [f"| {t.task_id} | {pct(t.old)} | {pct(t.new)} | {t.old_passed} | {t.new_passed} |" for t in m.moved]
        if self.not_compared:
            parts.append(f"\nNot in {self.previous}: {', '.join(self.not_compared)}.")
        parts.append(f"\n```sql\n{self.sql};\n```")
        return "\n".join(parts)


def previous_sql(run_id: str, judge: str | None, protocol: str | None) -> str:
    return (
        "SELECT p.run_id FROM runs p JOIN runs c ON c.run_id = " + lit(run_id) + "\n"
        f"WHERE p.run_id LIKE '{NIGHTLY_PREFIX}%' AND p.run_id < c.run_id AND p.state IN ({', '.join(lit(s) for s in COMPLETED)})\n"
        "  AND p.dataset_revision IS NOT DISTINCT FROM c.dataset_revision\n"
        f"  AND EXISTS (SELECT 1 FROM task_scores s WHERE s.run_id = p.run_id AND s.judge IS NOT DISTINCT FROM {lit(judge)} "
        f"AND s.protocol IS NOT DISTINCT FROM {lit(protocol)})\n"
        "ORDER BY p.run_id DESC LIMIT 1"
    )


def samples_sql(run_ids: tuple[str, str], judge: str | None, protocol: str | None) -> str:
    return (
        "SELECT run_id, model, task_id, sample, final, passed FROM task_figures\n"
        f"WHERE in_average AND run_id IN ({lit(run_ids[0])}, {lit(run_ids[1])}) AND judge IS NOT DISTINCT FROM {lit(judge)} "
        f"AND protocol IS NOT DISTINCT FROM {lit(protocol)}\nORDER BY run_id, model, task_id, sample"
    )


def _per_task(con, sql: str) -> dict[tuple[str, str], dict[int, list[tuple[float, bool]]]]:
    out: dict[tuple[str, str], dict[int, list[tuple[float, bool]]]] = {}
    for run_id, model, task_id, _sample, final, passed in con.execute(sql).fetchall():
        if final is None:
            raise ValueError(f"task {task_id}: Final is NULL in run {run_id} ({model}); re-score that run")
        out.setdefault((run_id, model), {}).setdefault(task_id, []).append((final, bool(passed)))
    return out


def _passed(samples: list[tuple[float, bool]]) -> str:
    return f"{sum(p for _, p in samples)}/{len(samples)}"


def compare_model(model: str, old: dict[int, list[tuple[float, bool]]], new: dict[int, list[tuple[float, bool]]], *, threshold: float,
                  min_delta: float, resamples: int, seed: int) -> ModelChange:
    """One model's change on the tasks both runs scored (pure)."""
    shared = sorted(set(old) & set(new))
    a = [[f for f, _ in new[t]] for t in shared]
    b = [[f for f, _ in old[t]] for t in shared]
    diff = paired_hierarchical(a, b, resamples=resamples, seed=seed)
    p = permutation_p(a, b, resamples=resamples, seed=seed)
    tasks = [TaskChange(t, sum(b[i]) / len(b[i]), sum(a[i]) / len(a[i]), _passed(old[t]), _passed(new[t])) for i, t in enumerate(shared)]
    moved = tuple(sorted((t for t in tasks if t.diff != 0), key=lambda t: (-abs(t.diff), t.task_id)))
    flagged = bool(shared) and p <= threshold and abs(diff.diff.mean) >= min_delta - 1e-12
    return ModelChange(model, len(shared), diff.mean_b, diff.mean_a, diff.diff, p, threshold, flagged, moved)


def compare_nightly(con, run_id: str, judge: str | None, protocol: str | None, *, alpha: float = DEFAULT_ALPHA,
                    min_delta: float = DEFAULT_MIN_DELTA, resamples: int = DEFAULT_RESAMPLES, seed: int = DEFAULT_SEED) -> NightlyComparison:
    """This nightly run against the previous completed one (``previous_sql``), every model both scored."""
    base = NightlyComparison(run_id, None, judge, protocol, alpha, min_delta, resamples, seed, sql=previous_sql(run_id, judge, protocol))
    found = con.execute(base.sql).fetchone()
    if found is None:
        return base
    previous = found[0]
    sql = samples_sql((previous, run_id), judge, protocol)
    per = _per_task(con, sql)
    mine = sorted(m for r, m in per if r == run_id)
    both = [m for m in mine if (previous, m) in per]
    threshold = alpha / max(1, len(both))
    changes = tuple(compare_model(m, per[(previous, m)], per[(run_id, m)], threshold=threshold, min_delta=min_delta, resamples=resamples,
                                  seed=seed) for m in both)
    return NightlyComparison(run_id, previous, judge, protocol, alpha, min_delta, resamples, seed, changes,
                             tuple(m for m in mine if m not in both), sql)
