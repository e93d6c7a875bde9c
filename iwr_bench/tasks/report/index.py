"""The report's index page, top to bottom in the order a reader needs it: the leaderboard,
how its figures compare with the published table, the task grid (the way into every step
viewer, filterable and sortable by name, level, platform, model and score), then plots,
breakdowns and the published table. Rendering is pure (values in, HTML out).
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from iwr_bench.tasks.report.figures import Leaderboard, Table, ci_text, paper_rows, pct, unmeasured
from iwr_bench.tasks.report.summary import run_warnings
from iwr_bench.tasks.report.svg import svg_ci_bars, svg_grouped_bars
from iwr_bench.tasks.report.words import DASH, FIGURES, kind_words, sql_details, words

e = html.escape
# Key columns a breakdown table repeats on every row; shown only when they vary.
KEY_COLUMNS = ("run_id", "judge", "protocol")
KIND_COLUMNS = ("first_failure_kind", "common_failure", "error_kind")
HEADERS = {"n_tasks": "tasks", "n_actions": "actions", "n_performed": "performed", "success_rate": "success rate",
           "first_failure_kind": "first failure", "common_failure": "most common failure", "run_id": "run",
           "ifs": "IFS", "vfs": "VFS", "lvs": "LVS", "hvs": "HVS", "final": "Final", "first_failure": "first failure at step"}


@dataclass(frozen=True)
class VariantKey:
    model: str
    judge: str | None
    protocol: str | None

    def label(self, many_variants: bool) -> str:
        return f"{self.model} ({words(self.judge)}, {words(self.protocol)})" if many_variants else self.model

    def folder(self) -> str:
        from iwr_bench.tasks.warehouse.store import slug

        return f"{slug(self.model)}/{slug(self.judge or 'none')}__{slug(self.protocol or 'none')}"


@dataclass(frozen=True)
class GridRow:
    """One (model, task) of the task grid."""

    variant: VariantKey
    task_id: int
    name: str
    level: str | None
    platform: str | None
    ifs: float | None
    vfs: float | None
    final: float | None
    outcome: str  # in words
    href: str
    thumb: str | None  # relative URL of the thumbnail
    no_thumb: str = "no page"  # shown instead when there is none


def _q(value: float | None) -> str:
    if value is None:
        return "qx"
    return f"q{min(4, int(value * 5))}"


def html_table(table: Table) -> str:
    """A result table in words: percent columns in %, failure kinds spelled out, constant key columns left out."""
    keep = [i for i, c in enumerate(table.columns) if not (c in KEY_COLUMNS and len({r[i] for r in table.rows}) <= 1)]
    head = "".join(f"<th>{e(HEADERS.get(table.columns[i], table.columns[i].replace('_', ' ')))}</th>" for i in keep)
    body = []
    for row in table.rows:
        cells = []
        for i in keep:
            c, v = table.columns[i], row[i]
            num = isinstance(v, int | float) and not isinstance(v, bool)
            if c in table.percent and v is not None:
                text = pct(v)
            elif c in KIND_COLUMNS:
                text = kind_words(v) if v else "none"
            else:
                text = words(v)
            cells.append(f'<td class="num">{e(text)}</td>' if num else f"<td>{e(text)}</td>")
        body.append("<tr>" + "".join(cells) + "</tr>")
    shown = [HEADERS.get(c, c) for c in sorted(table.percent) if c in table.columns]
    pct_note = f'<p class="muted">{e(", ".join(shown))} in %.</p>' if shown and table.rows else ""
    empty = "" if table.rows else '<p class="muted">No rows.</p>'
    return f'<table><thead><tr>{head}</tr></thead><tbody>{"".join(body)}</tbody></table>{empty}{pct_note}{sql_details(table.sql)}'


def render_leaderboard(lb: Leaderboard, many: bool) -> str:
    head = ("<tr><th>#</th><th>model</th><th>LVS</th><th>HVS</th><th>VFS</th><th>IFS</th><th>IFS 95% CI</th><th>Final</th>"
            "<th>Final 95% CI</th><th>tasks</th><th>not measured</th><th>failed generations</th><th>undecided</th><th>judge errors</th>"
            "<th>unscored steps</th><th>checkpoints without HVS</th><th>not comparable with the paper, because</th></tr>")
    rows = []
    for i, r in enumerate(lb.rows, 1):
        label = VariantKey(r.model, r.judge, r.protocol).label(many)
        figs = "".join(
            f'<td class="num{" nc" if f in r.not_comparable else ""}">{pct(getattr(r, f))}</td>'
            + (f'<td class="num ci">{ci_text(r.ifs_ci if f == "ifs" else r.final_ci) or DASH}</td>' if f in ("ifs", "final") else "")
            for f in FIGURES)
        why = "; ".join(r.reasons) if r.reasons else "comparable"
        rows.append(f"<tr><td>{i}</td><td>{e(label)}</td>{figs}<td class=num>{words(r.n_tasks)}</td><td class=num>{words(r.not_measured)}</td>"
                    f"<td class=num>{words(r.failed_generations)}</td>"
                    f"<td class=num>{words(r.undecided)}</td><td class=num>{words(r.judge_errors)}</td><td class=num>{words(r.unscored_steps)}</td>"
                    f"<td class=num>{words(r.unscored_checkpoints)}</td><td>{e(why)}</td></tr>")
    not_measured = "".join(f"<li>{e(VariantKey(r.model, r.judge, r.protocol).label(many))}: {e(unmeasured(r))}.</li>"
                           for r in lb.rows if unmeasured(r))
    missing = sum(r.not_measured or 0 for r in lb.rows)
    incomplete = (f'<p class="warn">{missing} (task, model) pair(s) not measured (an infrastructure failure, not the model\'s): '
                  f"they are in no average; rerun the same command to measure them.</p>") if missing else ""
    sampled = ", then samples within them (the Samples section below)" if any((r.n_samples or 1) > 1 for r in lb.rows) else ""
    legend = (f'{incomplete}<p class="muted">Figures in %. A figure marked <span class="nc"></span> is not comparable with the published table '
              f"(the block below says why). Undecided verdicts and judge errors are no evidence: their steps are unscored (under "
              f"reference a judge error passes, as the published harness counts it) and counted here, never turned into a pass or a 0. "
              f"Intervals: 95 % percentile bootstrap over tasks{sampled}, {lb.resamples} resamples, seed {lb.seed}.</p>")
    if not_measured:
        legend += f'<ul class="muted">{not_measured}</ul>'

    return f"<table class=\"lb\"><thead>{head}</thead><tbody>{''.join(rows)}</tbody></table>{legend}{sql_details(lb.table.sql, lb.scores_sql)}"


def _options(name: str, values: Sequence[str]) -> str:
    opts = "".join(f'<option value="{e(v)}">{e(v)}</option>' for v in values)
    return f'<label>{e(name)} <select data-filter="{e(name)}"><option value="">all</option>{opts}</select></label>'


def render_task_grid(rows: Sequence[GridRow], many: bool, sql: str) -> str:
    """Every (model, task) with its thumbnail and figures; report.js filters and sorts it in place."""
    levels = sorted({r.level for r in rows if r.level})
    platforms = sorted({r.platform for r in rows if r.platform})
    models = list(dict.fromkeys(r.variant.label(many) for r in rows))
    controls = ['<label>name <input type="search" data-filter="text" placeholder="task id, site or model"></label>',
                _options("level", levels), _options("platform", platforms)]
    if len(models) > 1:
        controls.append(_options("model", models))
    controls.append(f'<span class="count" aria-live="polite">{len(rows)} of {len(rows)} shown</span>')
    head = ("<tr><th>page</th><th data-sort=\"name\">task</th><th data-sort=\"level\">level</th><th data-sort=\"platform\">platform</th>"
            "<th data-sort=\"model\">model</th><th data-sort=\"ifs\" data-num>IFS</th><th data-sort=\"vfs\" data-num>VFS</th>"
            "<th data-sort=\"final\" data-num>Final</th><th data-sort=\"outcome\">first failure</th></tr>")
    body = []
    for r in rows:
        model = r.variant.label(many)
        thumb = (f'<img src="{r.thumb}" alt="task {r.task_id}, {e(model)}" loading="lazy">' if r.thumb
                 else f'<span class="nothumb">{e(r.no_thumb)}</span>')
        nums = "".join(f'<td class="num {_q(v)}" data-v="{"" if v is None else f"{v:.6f}"}">{pct(v, 1)}</td>' for v in (r.ifs, r.vfs, r.final))
        body.append(
            f'<tr data-id="{r.task_id}" data-name="{e(r.name.lower())}" data-level="{e(r.level or "")}" data-platform="{e(r.platform or "")}" '
            f'data-model="{e(model)}" data-text="{e(f"{r.task_id} {r.name} {model}".lower())}" data-outcome="{e(r.outcome)}" '
            f'data-ifs="{words(r.ifs, 6)}" data-vfs="{words(r.vfs, 6)}" data-final="{words(r.final, 6)}">'
            f'<td class="thumb"><a href="{r.href}">{thumb}</a></td>'
            f'<td><a href="{r.href}">#{r.task_id} {e(r.name)}</a></td><td>{e(words(r.level))}</td><td>{e(words(r.platform))}</td>'
            f"<td>{e(model)}</td>{nums}<td>{e(r.outcome)}</td></tr>")
    return (f'<div class="grid-controls" data-grid="tasks">{"".join(controls)}</div>'
            f'<table class="grid" id="task-grid"><thead>{head}</thead><tbody>{"".join(body)}</tbody></table>'
            f'<p class="muted">Figures in %. Click a column title to sort; the task or its picture opens the step viewer.</p>{sql_details(sql)}')


def render_index(*, run_id: str, run_info: dict[str, Any] | None, lb: Leaderboard, comparability: str, grid: Sequence[GridRow],
                 grid_sql: str, tables: Sequence[Table], level_table: Table, failure_steps: Table,
                 sections: Sequence[tuple[str, str, str]] = ()) -> str:
    """The index page; ``sections`` (anchor, title, HTML) go after the comparability block:
    samples, the nightly comparison and the trend (``iwr_bench.tasks.report.over_runs``)."""
    variants = [VariantKey(r.model, r.judge, r.protocol) for r in lb.rows]
    many = len({v.model for v in variants}) != len(variants)
    labels = [v.label(many) for v in variants]
    parts = [f"<h1>IWR-Bench report · run {e(run_id)}</h1>"]
    if run_info:
        meta = []
        for key, label in (("dataset", "dataset"), ("n_tasks", "tasks"), ("models", "models"), ("state", "state"), ("ended_at", "ended")):
            if run_info.get(key) not in (None, [], ""):
                value = run_info[key]
                if key == "models" and len(value) > 4:
                    value = len(value)  # the leaderboard names them
                meta.append(f"{label} {words(value.strftime('%Y-%m-%d %H:%M UTC') if hasattr(value, 'strftime') else value)}")
        parts.append(f'<p class="meta">{e(" · ".join(meta))}</p>')
        if run_info.get("message"):
            parts.append(f'<p class="meta">{e(words(run_info["message"]))}</p>')
        parts += [f'<p class="warning" data-warning="{e(kind)}">&#9888; {e(line)}</p>' for kind, line in run_warnings(run_info)]
    extra = "".join(f'<a href="#{e(anchor)}">{e(title)}</a>' for anchor, title, _ in sections)
    parts.append('<nav class="toc"><a href="#leaderboard">Leaderboard</a><a href="#comparability">Comparability</a>'
                 f'{extra}<a href="#tasks">Tasks ({len(grid)})</a><a href="#plots">Plots</a><a href="#breakdowns">Breakdowns</a>'
                 '<a href="#published">Published results</a></nav>')
    parts.append('<h2 id="leaderboard">Leaderboard</h2>' + render_leaderboard(lb, many))
    parts.append(f'<div id="comparability">{comparability}</div>')
    parts += [f'<h2 id="{e(anchor)}">{e(title)}</h2>{body}' for anchor, title, body in sections]
    parts.append(f'<h2 id="tasks">Tasks</h2>{render_task_grid(grid, many, grid_sql)}')

    plot = svg_ci_bars(labels, [
        ("Final", [r.final for r in lb.rows], [(r.final_ci.low, r.final_ci.high) if r.final_ci and r.final_ci.n else None for r in lb.rows]),
        ("IFS", [r.ifs for r in lb.rows], [(r.ifs_ci.low, r.ifs_ci.high) if r.ifs_ci and r.ifs_ci.n else None for r in lb.rows]),
    ], "Final and IFS per model with 95% intervals")
    parts.append(f'<h2 id="plots">Plots</h2><figure>{plot}<figcaption>Final and IFS per model, whiskers: 95 % bootstrap interval.</figcaption></figure>'
                 f"{sql_details(lb.table.sql, lb.scores_sql)}")

    levels = sorted({r[4] for r in level_table.rows}, key=lambda x: (x is None, str(x)))
    by_level = {(r[1], r[2], r[3], r[4]): r[6] for r in level_table.rows}
    level_series = [(lab, [by_level.get((v.model, v.judge, v.protocol, lv)) for lv in levels]) for v, lab in zip(variants, labels, strict=True)]
    parts.append(f"<figure>{svg_grouped_bars([words(x) if x is not None else 'unknown' for x in levels], level_series, 'IFS by interaction level')}"
                 f"<figcaption>IFS by interaction complexity level.</figcaption></figure>{sql_details(level_table.sql)}")

    steps = sorted({r[4] for r in failure_steps.rows}, key=lambda s: (s is None, s if s is not None else 0))
    by_step = {(r[1], r[2], r[3], r[4]): r[5] for r in failure_steps.rows}
    step_labels = ["load" if s == 0 else "none" if s is None else str(s) for s in steps]
    step_series = [(lab, [by_step.get((v.model, v.judge, v.protocol, s)) for s in steps]) for v, lab in zip(variants, labels, strict=True)]
    parts.append(f"<figure>{svg_grouped_bars(step_labels, step_series, 'First failure by step', percent=False)}"
                 f"<figcaption>Tasks by the step where the replay first failed (none: every action succeeded).</figcaption></figure>{sql_details(failure_steps.sql)}")

    parts.append('<h2 id="breakdowns">Breakdowns</h2>')
    for t in tables:
        parts.append(f"<h3>{e(t.title)}</h3>{html_table(t)}")

    paper = "".join(f"<tr><td>{e(r.model)}</td>" + "".join(f'<td class="num">{pct(getattr(r, f))}</td>' for f in FIGURES) + "</tr>"
                    for r in paper_rows())
    parts.append('<h2 id="published">Published results</h2><details><summary>The IWR-Bench paper\'s table (113 tasks, judge Gemini 2.5 Pro, %)</summary>'
                 '<table><thead><tr><th>model</th><th>LVS</th><th>HVS</th><th>VFS</th><th>IFS</th><th>Final</th></tr></thead>'
                 f"<tbody>{paper}</tbody></table></details>")
    return "\n".join(parts)
