"""The report's sections about more than one page per task: the samples (spread, per-task pass
counts), a nightly run's comparison with the previous nightly, and the trend over runs.
Rendering is pure HTML from values; ``sections`` reads what they need from the warehouse."""

from __future__ import annotations

import html
from typing import Any

from iwr_bench.tasks.report.figures import Leaderboard, pct, samples_text
from iwr_bench.tasks.report.index import VariantKey
from iwr_bench.tasks.report.samples import PassMatrix, pass_matrix, task_samples
from iwr_bench.tasks.report.trend import Trend, trend, trend_svg
from iwr_bench.tasks.report.words import sql_details

e = html.escape


def render_samples(lb: Leaderboard, matrix: PassMatrix) -> str:
    many = len({r.model for r in lb.rows}) != len(lb.rows)
    lines = "".join(f"<li>{e(VariantKey(r.model, r.judge, r.protocol).label(many))}: {e(samples_text(r))}</li>"
                    for r in lb.rows if (r.n_samples or 1) > 1)
    finals = {(r["task_id"], (r["run_id"], r["model"], r["judge"], r["protocol"])): r for r in matrix.table.dicts()}
    head = "<tr><th>task</th>" + "".join(f"<th>{e(VariantKey(*v[1:]).label(many))}</th>" for v in matrix.variants) + "</tr>"
    body = []
    for i, task in enumerate(matrix.tasks):
        cells = []
        for j, v in enumerate(matrix.variants):
            r = finals.get((task, v))
            tip = f"Final {pct(r['final'])} % (samples {pct(r['final_min'])}–{pct(r['final_max'])})" if r else ""
            cells.append(f'<td class="num" title="{e(tip)}">{e(matrix.text(i, j))}</td>')
        body.append(f"<tr><td>#{task}</td>{''.join(cells)}</tr>")
    return (f"<ul>{lines}</ul><p>Per task, how many samples passed every action (of how many); hover for the Final of the samples.</p>"
            f'<table class="samples"><thead>{head}</thead><tbody>{"".join(body)}</tbody></table>{sql_details(matrix.table.sql)}')


def render_nightly(nightly: Any) -> str:
    items = "".join(f"<li>{e(line)}</li>" for line in nightly.lines())
    if nightly.previous is None:
        return f"<ul>{items}</ul>"
    head = "<tr><th>model</th><th>verdict</th><th>tasks</th><th>Final before</th><th>Final now</th><th>change</th><th>95% CI</th><th>p</th></tr>"
    rows = "".join(
        f"<tr><td>{e(m.model)}</td><td>{e(m.direction or 'no change beyond noise')}</td><td class=num>{m.n_tasks}</td>"
        f"<td class=num>{pct(m.old)}</td><td class=num>{pct(m.new)}</td><td class=num>{pct(m.diff.mean)}</td>"
        f"<td class=num>[{pct(m.diff.low, 1)}, {pct(m.diff.high, 1)}]</td><td class=num>{m.p:.4f}</td></tr>" for m in nightly.models)
    moved = []
    for m in nightly.flagged:
        trs = "".join(f"<tr><td>#{t.task_id}</td><td class=num>{pct(t.old)}</td><td class=num>{pct(t.new)}</td><td>{e(t.old_passed)}</td>"
                      f"<td>{e(t.new_passed)}</td></tr>" for t in m.moved)
        moved.append(f"<h3>{e(m.model)}: {e(m.direction)} on {len(m.moved)} task(s)</h3><table><thead><tr><th>task</th><th>Final before</th>"
                     f"<th>Final now</th><th>passed before</th><th>passed now</th></tr></thead><tbody>{trs}</tbody></table>")
    rule = (f"Against {e(nightly.previous)}, the previous completed nightly run on this dataset revision, judge and protocol. A model is "
            f"flagged when a stratified permutation test on the shared tasks gives p ≤ {nightly.alpha:g} / {max(1, len(nightly.models))} "
            f"models (at most {nightly.alpha:g} false alarms per night) and Final moved at least {100 * nightly.min_delta:g} points; "
            f"the interval is a paired bootstrap over tasks, then samples. Figures in %.")
    return f"<ul>{items}</ul><p class=muted>{rule}</p><table><thead>{head}</thead><tbody>{rows}</tbody></table>{''.join(moved)}{sql_details(nightly.sql)}"


def render_trend(t: Trend) -> str:
    rows = t.rows()
    cols = list(rows[0]) if rows else []
    head = "".join(f"<th>{e(c)}</th>" for c in cols)
    body = "".join("<tr>" + "".join(f"<td>{e(str(r[c]))}</td>" for c in cols) + "</tr>" for r in rows)
    return (f"<figure>{trend_svg(t)}<figcaption>Final per run; the shaded band is the run-to-run noise drawn from the samples "
            f"(the run's Final with only its samples drawn again, tasks kept: 95 %, {t.resamples} resamples); a ringed point is a run "
            f"that regressed.</figcaption></figure><table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>{sql_details(t.sql)}")


def sections(con, run_id: str, run_info: dict[str, Any] | None, lb: Leaderboard, nightly: Any = None, *, resamples: int,
             seed: int) -> list[tuple[str, str, str]]:
    """(anchor, title, HTML) of the sections this run has: samples (with --samples), the nightly
    comparison (a nightly run), the trend (when a model of the run has earlier runs to show)."""
    out = []
    if any((r.n_samples or 1) > 1 for r in lb.rows):
        out.append(("samples", "Samples", render_samples(lb, pass_matrix(task_samples(con, [run_id])))))
    if nightly is not None:
        out.append(("nightly", "Nightly comparison", render_nightly(nightly)))
    info = run_info or {}
    variants = {(r.judge, r.protocol) for r in lb.rows}
    if len(variants) == 1 and info.get("started_at") is not None:
        judge, protocol = next(iter(variants))
        t = trend(con, sorted({r.model for r in lb.rows}), judge=judge, protocol=protocol, nightly_only=run_id.startswith("nightly-"),
                  until=info["started_at"], dataset_revision=info.get("dataset_revision"), resamples=resamples, seed=seed)
        if any(len(s.points) > 1 for s in t.series):
            out.append(("trend", "Trend", render_trend(t)))
    return out
