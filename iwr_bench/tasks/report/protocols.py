"""How far each figure moves between protocols on the same replays (``iwr protocols``).

A run scored under several protocols (``iwr evaluate --protocol P`` adds rows, never
overwrites) has one leaderboard row per (model, protocol); this pivots them so each model's
LVS, HVS, VFS, IFS and Final stand side by side with their differences from the first
protocol (``paper`` when present), and lists what each protocol counted apart.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from iwr_bench.tasks.report.figures import Table, _is, lit, query, row_comparability
from iwr_bench.tasks.scoring.protocols import PROTOCOLS
from iwr_bench.tasks.scoring.published import Comparability
from iwr_bench.tasks.warehouse.store import query_rows

FIGURE_NAMES = ("lvs", "hvs", "vfs", "ifs", "final")
COUNT_COLUMNS = ("n_tasks", "n_averaged", "not_measured", "failed_generations", "not_replayed", "no_checkpoint", "undecided", "judge_errors",
                 "unscored_steps", "unscored_checkpoints", "notes")


@dataclass(frozen=True)
class ProtocolComparison:
    """One run's figures under every protocol it was scored with, for one judge."""

    run_id: str
    judge: str | None
    protocols: tuple[str, ...]  # scored, the base (paper when present) first
    missing: tuple[str, ...]  # registered protocols the run was not scored with
    figures: Table  # (model, figure): one column per protocol, then each one's difference from the base
    counts: Table  # (model, protocol): what the leaderboard counted apart
    comparability: dict[str, Comparability]  # per protocol (presence is the run's, so any model's row says it)


def protocol_order(present: Iterable[str]) -> list[str]:
    """Registered protocols in registry order (paper first), then any others by name."""
    present = set(present)
    known = [p for p in PROTOCOLS if p in present]
    return known + sorted(present - set(known))


def _ident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def protocols_sql(run_id: str, judge: str | None, protocols: Sequence[str]) -> str:
    """The leaderboard figures of ``run_id`` pivoted: a column per protocol, then differences from the first."""
    base, others = protocols[0], protocols[1:]
    cols = [f"max(value) FILTER (WHERE protocol = {lit(p)}) AS {_ident(p)}" for p in protocols]
    cols += [f"{_ident(p)} - {_ident(base)} AS {_ident(f'{p} - {base}')}" for p in others]
    select = ",\n       ".join(cols)
    figures = ", ".join(FIGURE_NAMES)
    order = ", ".join(lit(f) for f in FIGURE_NAMES)
    return (
        f"SELECT model, figure,\n       {select}\n"
        f"FROM (SELECT model, protocol, {figures} FROM leaderboard\n"
        f"      WHERE run_id = {lit(run_id)} AND {_is('judge', judge)})\n"
        f"     UNPIVOT INCLUDE NULLS (value FOR figure IN ({figures}))\n"
        f"GROUP BY model, figure\nORDER BY model, list_position([{order}], figure)"
    )


def counts_sql(run_id: str, judge: str | None) -> str:
    return (f"SELECT model, protocol, {', '.join(COUNT_COLUMNS)}\nFROM leaderboard\n"
            f"WHERE run_id = {lit(run_id)} AND {_is('judge', judge)}\nORDER BY model, protocol")


def protocol_comparison(con, run_id: str, judge: str | None = None) -> ProtocolComparison:
    """Per model, each figure under every protocol ``run_id`` was scored with by ``judge``."""
    found = con.execute("SELECT DISTINCT judge, protocol FROM leaderboard WHERE run_id = ?", [run_id]).fetchall()
    if not found:
        raise LookupError(f"run {run_id!r} has no task scores; list scored runs with: iwr leaderboard")
    judges = sorted({j for j, _ in found if judge is None or j == judge}, key=str)
    if not judges:
        raise LookupError(f"run {run_id!r} was not scored by judge {judge!r}; its judges: {', '.join(sorted({str(j) for j, _ in found}))}")
    if len(judges) > 1:
        raise LookupError(f"run {run_id!r} was scored by several judges; choose one: {', '.join(f'--judge {j}' for j in judges)}")
    judge = judges[0]
    protocols = protocol_order(p for j, p in found if j == judge and p is not None)
    if not protocols:
        raise LookupError(f"run {run_id!r} has task scores with no protocol")
    percent = [*protocols, *(f"{p} - {protocols[0]}" for p in protocols[1:])]
    figures = query(con, f"Run {run_id}, judge {judge}: figures under each protocol, on the same replays",
                    protocols_sql(run_id, judge, protocols), percent=percent)
    counts = query(con, "What each protocol counted apart", counts_sql(run_id, judge))
    comps: dict[str, Comparability] = {}
    for r in query_rows(con, f"SELECT * FROM leaderboard WHERE run_id = {lit(run_id)} AND {_is('judge', judge)} ORDER BY model"):
        comps.setdefault(r["protocol"], row_comparability(r))
    missing = tuple(p for p in PROTOCOLS if p not in protocols)
    return ProtocolComparison(run_id, judge, tuple(protocols), missing, figures, counts, comps)
