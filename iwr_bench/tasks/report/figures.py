"""What reports show, computed from the warehouse views: leaderboard, comparisons, breakdowns.

Every figure comes from a SQL statement kept beside it (``Table.sql``), written with its
values inlined so that pasting it into ``iwr sql`` gives the same numbers. Functions take
a DuckDB connection (``iwr_bench.tasks.warehouse.store.connect``) and return plain values; rendering to
the terminal lives in ``iwr_bench/cli/commands/reports.py`` and to HTML in ``tasks/report/html.py``.
"""

# size: every figure a report shows, one SQL each

from __future__ import annotations

import csv
import io
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from iwr_bench.tasks.judge.offline import OFFLINE
from iwr_bench.tasks.report.stats import (
    DEFAULT_RESAMPLES,
    DEFAULT_SEED,
    Interval,
    PairedComparison,
    hierarchical_ci,
    paired_bootstrap,
)
from iwr_bench.tasks.scoring.protocols import PROTOCOLS
from iwr_bench.tasks.scoring.published import (
    PUBLISHED_JUDGE,
    PUBLISHED_N_TASKS,
    PUBLISHED_PROTOCOL,
    Comparability,
    ScoringFacts,
    comparability,
)

BREAKDOWNS = {
    "interaction_complexity": "by_interaction_complexity",
    "visual_complexity": "by_visual_complexity",
    "domain": "by_domain",
    "platform": "by_platform",
}
ALL_BREAKDOWNS = (*BREAKDOWNS, "action_type")


# ---------------------------------------------------------------- SQL helpers

def lit(value: object) -> str:
    """A SQL literal for an inlined value (the shown SQL must run as is in ``iwr sql``)."""
    if value is None:
        return "NULL"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    return "'" + str(value).replace("'", "''") + "'"


def _in(column: str, values: Sequence[object] | None) -> list[str]:
    if not values:
        return []
    return [f"{column} IN ({', '.join(lit(v) for v in values)})"]


def _where(conds: Iterable[str]) -> str:
    conds = list(conds)
    return ("WHERE " + " AND ".join(conds)) if conds else ""


def _is(column: str, value: object) -> str:
    return f"{column} IS NOT DISTINCT FROM {lit(value)}"


@dataclass(frozen=True)
class Table:
    """A result table with the SQL that produced it."""

    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[Any, ...], ...]
    sql: str
    percent: frozenset[str] = frozenset()  # columns in [0, 1] shown as %

    def dicts(self) -> list[dict[str, Any]]:
        return [dict(zip(self.columns, r, strict=True)) for r in self.rows]


def query(con, title: str, sql: str, percent: Iterable[str] = ()) -> Table:
    sql = sql.replace(" \n", "\n")  # an empty WHERE leaves a trailing blank in the shown SQL
    cur = con.execute(sql)
    cols = tuple(d[0] for d in cur.description)
    return Table(title, cols, tuple(tuple(r) for r in cur.fetchall()), sql, frozenset(percent))


# ---------------------------------------------------------------- leaderboard

@dataclass(frozen=True)
class LeaderRow:
    model: str
    lvs: float | None
    hvs: float | None
    vfs: float | None
    ifs: float | None
    final: float | None
    n_tasks: int | None = None
    run_id: str | None = None
    judge: str | None = None
    protocol: str | None = None
    final_ci: Interval | None = None
    ifs_ci: Interval | None = None
    dino_present: bool | None = None
    hvs_present: bool | None = None
    judge_errors: int | None = None
    failed_generations: int | None = None
    source: str = "run"  # run | paper
    # Figures (lvs, hvs, vfs, ifs, final) not comparable with the published table, and why
    # (iwr_bench.tasks.scoring.published.comparability); ``comparable`` when there is no reason at all.
    not_comparable: frozenset[str] = frozenset()
    reasons: tuple[str, ...] = ()
    comparable: bool = False
    n_averaged: int | None = None  # tasks in the average (reference skips those with no page)
    not_replayed: int | None = None  # pages with no score under this judge and protocol (counted 0)
    not_measured: int | None = None  # pairs not measured (infrastructure): in no average, the row is incomplete
    no_checkpoint: int | None = None  # scored tasks with no checkpoint scored (visual figures 0)
    unscored_steps: int | None = None
    unscored_checkpoints: int | None = None  # checkpoints whose HVS is missing (the rubric judge failed)
    notes: int | None = None  # steps the protocol could not reproduce from the replays
    caveats: tuple[str, ...] = ()  # what the protocol cannot reproduce on any replay
    undecided: int | None = None  # assertion verdicts the judge left undecided (their steps unscored)
    counted_steps: int | None = None  # steps IFS counted (succeeded, and the first failure)
    dataset: str | None = None
    n_samples: int | None = None  # samples per task (the most any task has)
    final_sd: float | None = None  # spread across samples: sd of sample k's Final (None with one sample)
    n_pass_all: int | None = None  # tasks every sample of which passed every action
    n_pass_any: int | None = None  # tasks some sample of which passed every action


@dataclass(frozen=True)
class Leaderboard:
    rows: tuple[LeaderRow, ...]
    table: Table  # the leaderboard view query
    scores_sql: str  # the per-task query the intervals resample
    resamples: int
    seed: int


def facts(r: Mapping[str, Any]) -> ScoringFacts:
    """What a leaderboard row was made with, for ``iwr_bench.tasks.scoring.published.comparability``
    (the task set included: the row's dataset and its number of tasks)."""
    protocol = PROTOCOLS.get(r.get("protocol") or "")
    return ScoringFacts(r.get("protocol"), r.get("judge"), r.get("dino_present"), r.get("hvs_present"), r.get("ocr_model"),
                        r.get("dino_model"), protocol.w if protocol else None, protocol.alpha if protocol else None,
                        dataset=r.get("dataset"), n_tasks=r.get("n_tasks"), task_set=True)


def row_comparability(r: Mapping[str, Any]) -> Comparability:
    return comparability(facts(r))


def leaderboard_sql(run_ids: Sequence[str] | None = None, protocol: str | None = None) -> str:
    conds = _in("run_id", run_ids) + ([f"protocol = {lit(protocol)}"] if protocol else [])
    return (
        "SELECT run_id, model, judge, protocol, n_tasks, n_averaged, lvs, hvs, vfs, ifs, final,\n"
        "       failed_generations, not_replayed, not_measured, no_checkpoint, undecided, judge_errors, unscored_steps, counted_steps,\n"
        "       unscored_checkpoints, notes, dino_present, hvs_present, ocr_model, dino_model, dataset, paper_comparable, comparability,\n"
        "       n_samples, final_sd, n_pass_all, n_pass_any\n"
        f"FROM leaderboard {_where(conds)}\nORDER BY final DESC NULLS LAST, model, run_id"
    )


def task_scores_sql(run_ids: Sequence[str] | None = None, protocol: str | None = None) -> str:
    """The per-task (per-sample) figures the leaderboard averages (task_figures: every task of the run, 0 when not scored)."""
    conds = ["in_average"] + _in("run_id", run_ids) + ([f"protocol = {lit(protocol)}"] if protocol else [])
    return (
        "SELECT run_id, model, judge, protocol, task_id, sample, ifs, final\n"
        f"FROM task_figures {_where(conds)}\nORDER BY run_id, model, judge, protocol, task_id, sample"
    )


def _per_task(con, sql: str) -> dict[tuple, dict[str, list[list[float]]]]:
    """Per (run, model, judge, protocol) and figure, each task's values over its samples."""
    groups: dict[tuple, dict[str, dict[int, list[float]]]] = {}
    for run_id, model, judge, protocol, task_id, _sample, ifs, final in con.execute(sql).fetchall():
        for name, value in (("ifs", ifs), ("final", final)):
            if value is None:
                raise ValueError(f"task {task_id}: field '{name}' is NULL in task_scores (run {run_id}, model {model}, protocol {protocol}); "
                                 f"rows of an older protocol version: re-score with iwr evaluate --run-id {run_id} --protocol {protocol}")
        g = groups.setdefault((run_id, model, judge, protocol), {"ifs": {}, "final": {}})
        g["ifs"].setdefault(task_id, []).append(ifs)
        g["final"].setdefault(task_id, []).append(final)
    return {k: {f: list(by_task.values()) for f, by_task in g.items()} for k, g in groups.items()}


def leaderboard(con, run_ids: Sequence[str] | None = None, protocol: str | None = None, *, resamples: int = DEFAULT_RESAMPLES, seed: int = DEFAULT_SEED) -> Leaderboard:
    """The leaderboard view with 95 % bootstrap intervals on Final and IFS (tasks resampled, then
    samples within them: ``iwr_bench.tasks.report.stats.hierarchical_ci``)."""
    table = query(con, "Leaderboard", leaderboard_sql(run_ids, protocol), percent=("lvs", "hvs", "vfs", "ifs", "final"))
    scores_sql = task_scores_sql(run_ids, protocol)
    per_task = _per_task(con, scores_sql)
    rows = []
    for r in table.dicts():
        key = (r["run_id"], r["model"], r["judge"], r["protocol"])
        values = per_task.get(key, {"ifs": [], "final": []})
        comp = row_comparability(r)
        known = PROTOCOLS.get(r["protocol"] or "")
        rows.append(LeaderRow(
            model=r["model"], lvs=r["lvs"], hvs=r["hvs"], vfs=r["vfs"], ifs=r["ifs"], final=r["final"],
            n_tasks=r["n_tasks"], run_id=r["run_id"], judge=r["judge"], protocol=r["protocol"],
            final_ci=hierarchical_ci(values["final"], resamples=resamples, seed=seed, what=f"final of {r['model']}"),
            ifs_ci=hierarchical_ci(values["ifs"], resamples=resamples, seed=seed, what=f"ifs of {r['model']}"),
            dino_present=r["dino_present"], hvs_present=r["hvs_present"],
            judge_errors=r["judge_errors"], failed_generations=r["failed_generations"],
            not_comparable=comp.not_comparable, reasons=comp.reasons, comparable=comp.comparable,
            n_averaged=r["n_averaged"], not_replayed=r["not_replayed"], not_measured=r["not_measured"], no_checkpoint=r["no_checkpoint"],
            unscored_steps=r["unscored_steps"], unscored_checkpoints=r["unscored_checkpoints"], notes=r["notes"],
            caveats=known.caveats if known else (), undecided=r["undecided"], counted_steps=r["counted_steps"], dataset=r["dataset"],
            n_samples=r["n_samples"], final_sd=r["final_sd"], n_pass_all=r["n_pass_all"], n_pass_any=r["n_pass_any"],
        ))
    return Leaderboard(tuple(rows), table, scores_sql, resamples, seed)


def paper_rows(path: Path | None = None) -> list[LeaderRow]:
    """The published table (shipped beside this module), figures in [0, 1]."""
    text = path.read_text() if path else resources.files(__package__).joinpath("paper_results.csv").read_text()
    rows = []
    for i, r in enumerate(csv.DictReader(io.StringIO(text)), start=2):
        try:
            figs = {k: float(r[k]) / 100.0 for k in ("lvs", "hvs", "vfs", "ifs", "final")}
        except (KeyError, TypeError, ValueError) as err:
            raise ValueError(f"paper_results.csv line {i}: bad figure ({err})") from err
        rows.append(LeaderRow(model=r["model"], lvs=figs["lvs"], hvs=figs["hvs"], vfs=figs["vfs"], ifs=figs["ifs"], final=figs["final"],
                              source="paper", judge=PUBLISHED_JUDGE, protocol=PUBLISHED_PROTOCOL, n_tasks=PUBLISHED_N_TASKS,
                              comparable=True))
    return rows


# ---------------------------------------------------------------- compare

@dataclass(frozen=True)
class Variant:
    run_id: str
    model: str
    judge: str | None
    protocol: str | None

    def label(self) -> str:
        return f"{self.model} (run {self.run_id}, judge {self.judge}, {self.protocol})"


@dataclass(frozen=True)
class Comparison:
    a: Variant
    b: Variant
    final: PairedComparison
    ifs: PairedComparison
    top: Table  # the per-task differences that matter most
    sql: str  # the paired per-task query
    only_a: int  # tasks scored for A but not B (left out)
    only_b: int
    notes: tuple[str, ...] = ()


def resolve_variant(con, model: str, run_id: str | None = None, judge: str | None = None, protocol: str | None = None) -> Variant:
    """The scored (run, judge, protocol) of ``model``; the latest run when not given."""
    conds = [f"model = {lit(model)}"] + ([f"run_id = {lit(run_id)}"] if run_id else [])
    conds += ([f"judge = {lit(judge)}"] if judge else []) + ([f"protocol = {lit(protocol)}"] if protocol else [])
    found = con.execute(
        f"SELECT run_id, judge, protocol, max(created_at) AS last_at FROM task_scores {_where(conds)} "
        "GROUP BY ALL ORDER BY last_at DESC NULLS LAST, run_id DESC"
    ).fetchall()
    if not found:
        raise LookupError(f"no task scores for model {model!r}" + (f" in run {run_id!r}" if run_id else "") + "; list them with: iwr leaderboard")
    latest_run = found[0][0]
    same_run = [f for f in found if f[0] == latest_run]
    if len(same_run) > 1:
        options = ", ".join(f"--judge {f[1]} --protocol {f[2]}" for f in same_run)
        raise LookupError(f"model {model!r} in run {latest_run!r} was scored several ways; choose one: {options}")
    return Variant(latest_run, model, same_run[0][1], same_run[0][2])


def paired_sql(a: Variant, b: Variant) -> str:
    def side(alias: str, v: Variant) -> list[str]:
        return [f"{alias}.run_id = {lit(v.run_id)}", f"{alias}.model = {lit(v.model)}", _is(f"{alias}.judge", v.judge), _is(f"{alias}.protocol", v.protocol)]

    return (
        "SELECT a.task_id, a.final AS final_a, b.final AS final_b, a.final - b.final AS final_diff,\n"
        "       a.ifs AS ifs_a, b.ifs AS ifs_b, a.ifs - b.ifs AS ifs_diff,\n"
        "       a.first_failure_kind AS a_first_failure, b.first_failure_kind AS b_first_failure\n"
        "FROM task_samples a JOIN task_samples b ON a.task_id = b.task_id\n"
        f"WHERE {' AND '.join(['a.in_average', 'b.in_average'] + side('a', a) + side('b', b))}\nORDER BY a.task_id"
    )


def compare(con, a: Variant, b: Variant, *, resamples: int = DEFAULT_RESAMPLES, seed: int = DEFAULT_SEED, top: int = 10) -> Comparison:
    """Paired bootstrap of A vs B on their common tasks (Final and IFS), each task counted as the leaderboard counts it."""
    sql = paired_sql(a, b)
    paired = query(con, "Per-task differences", sql, percent=("final_a", "final_b", "final_diff", "ifs_a", "ifs_b", "ifs_diff"))
    rows = paired.dicts()
    for r in rows:
        for f in ("final_a", "final_b", "ifs_a", "ifs_b"):
            if r[f] is None:
                raise ValueError(f"task {r['task_id']}: field '{f[:-2]}' is NULL in task_scores for {(a if f.endswith('a') else b).label()}")
    count = ("SELECT count(DISTINCT task_id) FROM task_samples WHERE in_average AND run_id = ? AND model = ? "
             "AND judge IS NOT DISTINCT FROM ? AND protocol IS NOT DISTINCT FROM ?")
    n_a = con.execute(count, [a.run_id, a.model, a.judge, a.protocol]).fetchone()[0]
    n_b = con.execute(count, [b.run_id, b.model, b.judge, b.protocol]).fetchone()[0]
    final = paired_bootstrap([r["final_a"] for r in rows], [r["final_b"] for r in rows], resamples=resamples, seed=seed)
    ifs = paired_bootstrap([r["ifs_a"] for r in rows], [r["ifs_b"] for r in rows], resamples=resamples, seed=seed)
    ranked = sorted(paired.rows, key=lambda r: (-abs(r[3]), r[0]))[:top]
    top_table = Table("Largest per-task differences in Final", paired.columns, tuple(ranked), sql, paired.percent)
    notes = []
    if a.judge != b.judge:
        notes.append(f"different judges ({a.judge} vs {b.judge}): IFS and HVS are not measured the same way")
    if a.protocol != b.protocol:
        notes.append(f"different protocols ({a.protocol} vs {b.protocol})")
    return Comparison(a, b, final, ifs, top_table, sql, n_a - len(rows), n_b - len(rows), tuple(notes))


# ---------------------------------------------------------------- breakdowns

def breakdown_sql(by: str, run_ids: Sequence[str] | None = None, protocol: str | None = None) -> str:
    if by not in BREAKDOWNS:
        raise ValueError(f"unknown breakdown {by!r}; choose from {', '.join(ALL_BREAKDOWNS)}")
    conds = _in("run_id", run_ids) + ([f"protocol = {lit(protocol)}"] if protocol else [])
    return (
        f"SELECT run_id, model, judge, protocol, {by}, n_tasks, ifs, vfs, final\n"
        f"FROM {BREAKDOWNS[by]} {_where(conds)}\nORDER BY {by} NULLS LAST, run_id, model, judge, protocol"
    )


def action_type_sql(run_ids: Sequence[str] | None = None) -> str:
    return (
        "SELECT run_id, model, type, n_actions, n_performed, success_rate, common_failure\n"
        f"FROM by_action_type {_where(_in('run_id', run_ids))}\nORDER BY type, run_id, model"
    )


def first_failure_type_sql(run_ids: Sequence[str] | None = None, protocol: str | None = None) -> str:
    conds = _in("run_id", run_ids) + ([f"protocol = {lit(protocol)}"] if protocol else [])
    return (
        "SELECT run_id, model, judge, protocol, type, first_failure_kind, n_tasks\n"
        f"FROM first_failure_by_type {_where(conds)}\nORDER BY run_id, model, n_tasks DESC, type, first_failure_kind"
    )


def first_failure_step_sql(run_ids: Sequence[str] | None = None, protocol: str | None = None) -> str:
    conds = _in("run_id", run_ids) + ([f"protocol = {lit(protocol)}"] if protocol else [])
    return (
        "SELECT run_id, model, judge, protocol, first_failure, n_tasks\n"
        f"FROM first_failure_by_step {_where(conds)}\nORDER BY run_id, model, first_failure NULLS LAST"
    )


def breakdowns(con, by: Sequence[str] = ALL_BREAKDOWNS, run_ids: Sequence[str] | None = None, protocol: str | None = None) -> list[Table]:
    """The breakdown tables, in the order asked; ``action_type`` gives two tables."""
    out = []
    for name in by:
        if name == "action_type":
            out.append(query(con, "Success rate by action type", action_type_sql(run_ids), percent=("success_rate",)))
            out.append(query(con, "First failure by action type and kind", first_failure_type_sql(run_ids, protocol)))
        else:
            title = "By " + name.replace("_", " ")
            out.append(query(con, title, breakdown_sql(name, run_ids, protocol), percent=("ifs", "vfs", "final")))
    return out


# ---------------------------------------------------------------- export

RESULT_TABLES = ("runs", "generations", "actions", "assertions", "checkpoints", "task_scores")
EXPORT_FORMATS = {"csv": "(FORMAT csv, HEADER true)", "json": "(FORMAT json, ARRAY true)", "parquet": "(FORMAT parquet)"}


def export_run(con, run_id: str, fmt: str, out_dir: Path) -> dict[str, tuple[Path, int]]:
    """Every result table of ``run_id`` (and its dataset's tables) to ``out_dir/<table>.<fmt>``."""
    if fmt not in EXPORT_FORMATS:
        raise ValueError(f"unknown export format {fmt!r}; choose from {', '.join(EXPORT_FORMATS)}")
    seen = sum(con.execute(f"SELECT count(*) FROM {t} WHERE run_id = ?", [run_id]).fetchone()[0] for t in RESULT_TABLES)
    if not seen:
        raise LookupError(f"run {run_id!r} has no rows in the warehouse; list runs with: iwr sql \"SELECT DISTINCT run_id FROM task_scores\"")
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    selects = {t: f"SELECT * FROM {t} WHERE run_id = {lit(run_id)}" for t in RESULT_TABLES}
    datasets = [r[0] for r in con.execute("SELECT DISTINCT dataset FROM runs WHERE run_id = ? AND dataset IS NOT NULL", [run_id]).fetchall()]
    if datasets:
        for t in ("dataset_tasks", "dataset_actions"):
            selects[t] = f"SELECT * FROM {t} WHERE dataset IN ({', '.join(lit(d) for d in datasets)})"
    written = {}
    for t, select in selects.items():
        dest = out_dir / f"{t}.{fmt}"
        tmp = dest.with_name(f".{dest.name}.tmp")
        con.execute(f"COPY ({select}) TO {lit(tmp.as_posix())} {EXPORT_FORMATS[fmt]}")
        tmp.replace(dest)
        written[t] = (dest, con.execute(f"SELECT count(*) FROM ({select})").fetchone()[0])
    return written


# ---------------------------------------------------------------- formatting

def pct(value: float | None, digits: int = 2) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "—"
    text = f"{100.0 * value:.{digits}f}"
    return text[1:] if text.startswith("-") and float(text) == 0 else text  # a difference of -1e-17 is 0.00, not -0.00


def ci_text(ci: Interval | None) -> str:
    if ci is None or ci.n == 0:
        return ""
    return f"[{pct(ci.low, 1)}, {pct(ci.high, 1)}]"


def cell(table: Table, column: str, value: Any) -> str:
    if column in table.percent and value is not None:
        return pct(value)
    if value is None:
        return "—"
    if isinstance(value, float):
        return f"{value:.3f}"
    return str(value)



def counted_apart(r: LeaderRow) -> str:
    """What a row counts 0, leaves out or could not measure, in words: '' when none."""
    parts = [f"{n} {what}" for n, what in ((r.not_measured, "pair(s) not measured (infrastructure: rerun the same command)"),
                                            (r.failed_generations, "failed generation(s)"), (r.not_replayed, "page(s) never scored"),
                                            (r.no_checkpoint, "task(s) with no checkpoint"),
                                            (r.undecided, "undecided verdict(s)"),
                                            (r.judge_errors, "judge error(s) (no verdict behind them; a rerun asks again)"),
                                            (r.unscored_steps, "unscored step(s)"),
                                            (r.unscored_checkpoints, "checkpoint(s) without HVS (the rubric judge failed; LVS kept)"))
             if n]
    left_out = (r.n_tasks or 0) - (r.n_averaged or 0) - (r.not_measured or 0)
    if r.n_averaged is not None and r.n_tasks is not None and left_out:
        parts.append(f"{left_out} left out of the average")
    return ", ".join(parts)


def unmeasured(r: LeaderRow) -> str:
    """How much of IFS could not be measured, in words ('' when all of it was): the steps left
    unscored (undecided verdicts, judge errors, ties) against the steps IFS counted."""
    unscored, counted = r.unscored_steps or 0, r.counted_steps or 0
    if not unscored:
        return ""
    share = 100 * unscored / (unscored + counted)
    why = []
    if r.undecided:
        why.append(f"{r.undecided} verdict(s) the judge could not decide" + (" offline" if r.judge == OFFLINE else ""))
    if r.judge_errors:
        why.append(f"{r.judge_errors} judge error(s)")
    unsure = unscored - (r.undecided or 0) - (r.judge_errors or 0)  # the rest: locator ties (strict leaves them unscored)
    if unsure > 0:
        why.append(f"{unsure} step(s) whose element the locator was not sure of (a grounder, --grounder MODEL, is asked "
                   "about them)")
    text = (f"IFS not measured on {unscored} of {unscored + counted} steps reached ({share:.0f} %): "
            f"{' and '.join(why) or 'unscored steps'}; IFS rests on the other {counted}")
    if r.judge == OFFLINE and r.undecided:
        text += " (an MLLM judge, --judge MODEL, decides the assertions the offline judge cannot)"
    return text


def not_measured_lines(con, run_id: str) -> list[str]:
    """One line per leaderboard row of ``run_id`` whose IFS was not measured on every step
    (``unmeasured``), for the end of a run: 'model (judge / protocol): IFS not measured on ...'."""
    sql = ("SELECT model, judge, protocol, undecided, judge_errors, unscored_steps, counted_steps FROM leaderboard "
           f"WHERE run_id = {lit(run_id)} ORDER BY model, judge, protocol")
    out = []
    for r in query(con, "not measured", sql).dicts():
        row = LeaderRow(model=r["model"], lvs=None, hvs=None, vfs=None, ifs=None, final=None, judge=r["judge"], protocol=r["protocol"],
                        undecided=r["undecided"], judge_errors=r["judge_errors"], unscored_steps=r["unscored_steps"],
                        counted_steps=r["counted_steps"])
        if unmeasured(row):
            out.append(f"{r['model']} ({r['judge']} / {r['protocol']}): {unmeasured(row)}")
    return out


def samples_text(r: LeaderRow) -> str:
    """'3 samples per task, Final spread (sd across samples) 1.20 points; every sample passed 4 of 12 tasks, some sample 9'."""
    if (r.n_samples or 1) <= 1:
        return ""
    sd = f"{100 * r.final_sd:.2f} points" if r.final_sd is not None else "—"
    return (f"{r.n_samples} samples per task, Final spread (sd across samples) {sd}; every sample passed every action on "
            f"{r.n_pass_all} of {r.n_tasks} tasks, some sample on {r.n_pass_any}")


def leaderboard_markdown(lb: Leaderboard) -> str:
    """The leaderboard as a Markdown table (for a Prefect artifact or a README)."""
    lines = ["| model | judge / protocol | LVS | HVS | VFS | IFS (95% CI) | Final (95% CI) | n | counted apart |",
             "|---|---|--:|--:|--:|--:|--:|--:|---|"]
    for r in lb.rows:
        def fig(f: str, r: LeaderRow = r) -> str:
            return pct(getattr(r, f)) + ("\\*" if f in r.not_comparable else "")

        apart = "; ".join(x for x in (counted_apart(r), unmeasured(r)) if x)
        lines.append(f"| {r.model} | {r.judge} / {r.protocol} | {fig('lvs')} | {fig('hvs')} | {fig('vfs')} | "
                     f"{fig('ifs')} {ci_text(r.ifs_ci)} | {fig('final')} {ci_text(r.final_ci)} | {r.n_averaged if r.n_averaged is not None else r.n_tasks} | {apart} |")
    reasons = sorted({x for r in lb.rows for x in r.reasons})
    if reasons:
        lines.append(f"\n\\* not comparable with the published table: {'; '.join(reasons)}.")
    spread = [f"{r.model}: {samples_text(r)}" for r in lb.rows if (r.n_samples or 1) > 1]
    if spread:
        lines.append("\nSamples: " + "; ".join(spread) + ".")
    lines.append(f"\nFigures in %; every task of the run counts (0 when it has no page or was never scored; reference leaves out "
                 f"tasks with no page); 95 % bootstrap intervals over tasks, then samples within them ({lb.resamples} resamples, "
                 f"seed {lb.seed}).\n\n```sql\n{lb.table.sql};\n```")
    return "\n".join(lines)
