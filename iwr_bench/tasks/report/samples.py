"""Per task, what its samples did (``iwr run --samples N``): how many passed every action, and
the spread of their Final. SQL over the ``task_samples`` view, values inlined like
``iwr_bench.tasks.report.figures`` (pasting ``Table.sql`` into ``iwr sql`` gives the same rows).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from iwr_bench.tasks.report.figures import Table, lit, query


def samples_sql(run_ids: Sequence[str] | None = None, protocol: str | None = None) -> str:
    conds = ([f"run_id IN ({', '.join(lit(r) for r in run_ids)})"] if run_ids else []) + ([f"protocol = {lit(protocol)}"] if protocol else [])
    where = ("WHERE " + " AND ".join(conds) + "\n") if conds else ""
    return ("SELECT run_id, model, judge, protocol, task_id, n_samples, n_passed, final, final_sd, final_min, final_max\n"
            f"FROM task_samples\n{where}ORDER BY run_id, model, judge, protocol, task_id")


def task_samples(con, run_ids: Sequence[str] | None = None, protocol: str | None = None) -> Table:
    return query(con, "Samples per task", samples_sql(run_ids, protocol), percent=("final", "final_sd", "final_min", "final_max"))


@dataclass(frozen=True)
class PassMatrix:
    """Tasks down, variants across: 'passed/samples' per cell (the per-task pass counts)."""

    variants: tuple[tuple[str, str, str | None, str | None], ...]  # (run_id, model, judge, protocol)
    tasks: tuple[int, ...]
    cells: dict[tuple[int, int], tuple[int, int]]  # (task index, variant index) -> (passed, samples)
    table: Table

    def text(self, task_index: int, variant_index: int) -> str:
        got = self.cells.get((task_index, variant_index))
        return f"{got[0]}/{got[1]}" if got else "—"


def pass_matrix(table: Table) -> PassMatrix:
    rows = table.dicts()
    variants = tuple(dict.fromkeys((r["run_id"], r["model"], r["judge"], r["protocol"]) for r in rows))
    tasks = tuple(sorted({r["task_id"] for r in rows}))
    vi, ti = {v: i for i, v in enumerate(variants)}, {t: i for i, t in enumerate(tasks)}
    cells = {(ti[r["task_id"]], vi[(r["run_id"], r["model"], r["judge"], r["protocol"])]): (r["n_passed"], r["n_samples"]) for r in rows}
    return PassMatrix(variants, tasks, cells, table)
