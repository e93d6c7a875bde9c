"""Each model's figures over runs (``iwr trend``, the report's trend section).

A series is one (model, judge, protocol, dataset revision): figures made another way are never
drawn on one line. A point is a run: its Final (tasks averaged, each over its samples) and the
band of run-to-run noise, drawn from the samples: the interval of the run's Final when only the
samples are drawn again and the tasks kept (``iwr_bench.tasks.report.stats.hierarchical_ci`` with
``tasks_fixed``), i.e. how far a rerun of the same tasks would move by sampling alone. A run of
one sample per task has no band (nothing to draw it from).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from iwr_bench.core.kinds import RunState
from iwr_bench.tasks.report.figures import lit, pct
from iwr_bench.tasks.report.stats import DEFAULT_RESAMPLES, DEFAULT_SEED, Interval, hierarchical_ci


@dataclass(frozen=True)
class TrendPoint:
    run_id: str
    started_at: datetime | None
    state: str | None
    n_tasks: int
    n_samples: int  # the most samples a task has in the run
    final: float
    ifs: float
    band: Interval  # run-to-run noise: samples drawn again, tasks kept (zero width with one sample)
    regressed: bool = False  # the run's nightly comparison flagged this model as worse

    @property
    def has_band(self) -> bool:
        return self.n_samples > 1


@dataclass(frozen=True)
class TrendSeries:
    model: str
    judge: str | None
    protocol: str | None
    dataset_revision: str | None
    points: tuple[TrendPoint, ...]

    def label(self, many_variants: bool) -> str:
        return f"{self.model} ({self.judge}, {self.protocol}, {(self.dataset_revision or '?')[:12]})" if many_variants else self.model


@dataclass(frozen=True)
class Trend:
    series: tuple[TrendSeries, ...]
    sql: str
    resamples: int
    seed: int

    @property
    def many_variants(self) -> bool:
        return len({s.model for s in self.series}) != len(self.series)

    def rows(self) -> list[dict[str, Any]]:
        """The table: one row per (series, run), with the change from the series' previous run."""
        out = []
        for s in self.series:
            before = None
            for p in s.points:
                out.append({"model": s.label(self.many_variants), "run_id": p.run_id,
                            "started": p.started_at.strftime("%Y-%m-%d %H:%M") if p.started_at else "—", "tasks": p.n_tasks,
                            "samples": p.n_samples, "final": pct(p.final), "noise band": f"[{pct(p.band.low, 1)}, {pct(p.band.high, 1)}]"
                            if p.has_band else "— (1 sample)", "change": _change(p.final, before), "ifs": pct(p.ifs), "state": p.state or "—"})
                before = p.final
        return out


def _change(now: float, before: float | None) -> str:
    if before is None:
        return ""
    text = pct(now - before)
    return text if text.startswith("-") or text == "0.00" else "+" + text


def trend_sql(models: Sequence[str] | None = None, since: str | None = None, judge: str | None = None, protocol: str | None = None,
              nightly_only: bool = False, until: datetime | None = None, dataset_revision: str | None = None) -> str:
    conds = ["f.in_average"]
    conds += [f"f.model IN ({', '.join(lit(m) for m in models)})"] if models else []
    conds += [f"r.started_at >= {lit(since)}::TIMESTAMPTZ"] if since else []
    conds += [f"f.judge IS NOT DISTINCT FROM {lit(judge)}"] if judge else []
    conds += [f"f.protocol IS NOT DISTINCT FROM {lit(protocol)}"] if protocol else []
    conds += ["f.run_id LIKE 'nightly-%'"] if nightly_only else []
    conds += [f"r.started_at <= {lit(until.isoformat())}::TIMESTAMPTZ"] if until else []
    conds += [f"r.dataset_revision IS NOT DISTINCT FROM {lit(dataset_revision)}"] if dataset_revision else []
    return ("SELECT f.model, f.judge, f.protocol, r.dataset_revision, f.run_id, r.started_at, r.state, r.message, f.task_id, f.sample, f.final, f.ifs\n"
            "FROM task_figures f JOIN runs r ON r.run_id = f.run_id\n"
            f"WHERE {' AND '.join(conds)}\nORDER BY f.model, f.judge, f.protocol, r.dataset_revision, r.started_at, f.run_id, f.task_id, f.sample")


def trend(con, models: Sequence[str] | None = None, since: str | None = None, judge: str | None = None, protocol: str | None = None, *,
          nightly_only: bool = False, until: datetime | None = None, dataset_revision: str | None = None,
          resamples: int = DEFAULT_RESAMPLES, seed: int = DEFAULT_SEED) -> Trend:
    """Every series the filters leave, its runs in the order they started."""
    sql = trend_sql(models, since, judge, protocol, nightly_only, until, dataset_revision)
    runs: dict[tuple, dict[str, Any]] = {}
    for model, jd, pr, rev, run_id, started, state, message, task_id, _sample, final, ifs in con.execute(sql).fetchall():
        if final is None or ifs is None:
            raise ValueError(f"task {task_id}: Final or IFS is NULL in run {run_id} ({model}); re-score that run")
        # The run's summary names each model its comparison flagged (iwr_bench.tasks.report.regression.ModelChange.line).
        flagged = state == RunState.REGRESSED and f"regression: {model} Final" in (message or "")
        run = runs.setdefault((model, jd, pr, rev), {}).setdefault(run_id, {"started": started, "state": state, "final": {}, "ifs": {},
                                                                            "regressed": flagged})
        run["final"].setdefault(task_id, []).append(final)
        run["ifs"].setdefault(task_id, []).append(ifs)
    series = []
    for (model, jd, pr, rev), by_run in runs.items():
        points = []
        for run_id, r in by_run.items():
            finals, ifs_values = list(r["final"].values()), list(r["ifs"].values())
            band = hierarchical_ci(finals, resamples=resamples, seed=seed, tasks_fixed=True, what=f"final of {model} in {run_id}")
            points.append(TrendPoint(run_id, r["started"], r["state"], len(finals), max(len(v) for v in finals), band.mean,
                                     sum(sum(v) / len(v) for v in ifs_values) / len(ifs_values), band, r["regressed"]))
        series.append(TrendSeries(model, jd, pr, rev, tuple(points)))
    return Trend(tuple(series), sql, resamples, seed)


def trend_svg(t: Trend, title: str = "Final over runs") -> str:
    from iwr_bench.tasks.report.svg import svg_trend

    runs = sorted({(p.started_at.timestamp() if p.started_at else float("-inf"), p.run_id) for s in t.series for p in s.points})
    order = [r for _, r in runs]
    return svg_trend(order, [(s.label(t.many_variants), [(p.run_id, p.final, (p.band.low, p.band.high) if p.has_band else None,
                                                            p.regressed) for p in s.points]) for s in t.series], title)
