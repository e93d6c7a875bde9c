"""The static HTML report of a run: an index (leaderboard, plots, breakdowns, task matrix)
and one step-viewer page per (model, task).

It opens from disk with no server and no network: our own CSS/JS (copied once into
``_static/``), plots as inline SVG made here, screenshots and frames referenced by
relative path (never copied) with ``loading="lazy"``, and the generated page shown in an
``<iframe sandbox="">`` (scripts off) that is only loaded when its section is opened.
Rendering functions are pure (values in, HTML out); ``build_report`` does the reading
and writing.
"""

from __future__ import annotations

import html
import os
import shutil
import string
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote

from tasks.report import (
    Leaderboard,
    Table,
    breakdowns,
    ci_text,
    first_failure_step_sql,
    leaderboard,
    lit,
    paper_rows,
    pct,
    query,
)
from tasks.stats import DEFAULT_RESAMPLES, DEFAULT_SEED

TEMPLATES = Path(__file__).resolve().parent / "report_templates"
STATIC = ("report.css", "report.js")
PALETTE = ("#3b6fb6", "#e8590c", "#2f9e44", "#ae3ec9", "#f08c00", "#1098ad", "#c2255c", "#5c940d", "#7048e8", "#868e96")
IMAGE_EXTS = (".png", ".jpg", ".jpeg", ".webp")
MAX_FRAMES = 16

e = html.escape


# ---------------------------------------------------------------- small helpers

def rel_url(target: Path, page_dir: Path) -> str:
    return quote(os.path.relpath(target, page_dir).replace(os.sep, "/"), safe="/._-~")


def resolve(path: str | None, base: Path) -> Path | None:
    if not path:
        return None
    p = Path(path)
    return p if p.is_absolute() else base / p


def sql_details(*sqls: str, label: str = "SQL") -> str:
    body = "\n\n".join(s.strip() + ";" for s in sqls)
    return f'<details class="sql"><summary>{e(label)} (run it with <code>iwr sql</code>)</summary><pre>{e(body)}</pre></details>'


def html_table(table: Table, classes: str = "") -> str:
    head = "".join(f"<th>{e(c)}</th>" for c in table.columns)
    body = []
    for row in table.rows:
        cells = []
        for c, v in zip(table.columns, row, strict=True):
            num = isinstance(v, int | float) and not isinstance(v, bool)
            text = pct(v) if (c in table.percent and v is not None) else ("—" if v is None else f"{v:.3f}" if isinstance(v, float) else str(v))
            cells.append(f'<td class="num">{e(text)}</td>' if num else f"<td>{e(text)}</td>")
        body.append("<tr>" + "".join(cells) + "</tr>")
    pct_note = f'<p class="muted">{e(", ".join(sorted(table.percent)))} in %.</p>' if table.percent and table.rows else ""
    empty = "" if table.rows else '<p class="muted">No rows.</p>'
    return f'<table class="{classes}"><thead><tr>{head}</tr></thead><tbody>{"".join(body)}</tbody></table>{empty}{pct_note}{sql_details(table.sql)}'


def page(title: str, body: str, static: str) -> str:
    shell = string.Template((TEMPLATES / "page.html").read_text())
    return shell.substitute(title=e(title), body=body, static=static)


def _q(value: float | None) -> str:
    if value is None:
        return "qx"
    return f"q{min(4, int(value * 5))}"


# ---------------------------------------------------------------- SVG plots

def svg_ci_bars(labels: Sequence[str], series: Sequence[tuple[str, Sequence[float | None], Sequence[tuple[float, float] | None]]], title: str) -> str:
    """Horizontal bars in % per label and series, with confidence-interval whiskers."""
    bar, gap, left, width = 12, 10, 220, 420
    group = bar * len(series) + gap
    height = 30 + group * len(labels) + 24
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{left + width + 60}" height="{height}" role="img" aria-label="{e(title)}">']
    for t in range(0, 101, 20):
        x = left + width * t / 100
        out.append(f'<line x1="{x:.1f}" y1="22" x2="{x:.1f}" y2="{height - 20}" stroke="#e3e6ec"/><text x="{x:.1f}" y="{height - 6}" text-anchor="middle">{t}%</text>')
    for i, label in enumerate(labels):
        y0 = 26 + i * group
        short = label if len(label) <= 34 else label[:33] + "…"
        out.append(f'<text x="{left - 6}" y="{y0 + bar * len(series) / 2 + 4:.1f}" text-anchor="end"><title>{e(label)}</title>{e(short)}</text>')
        for j, (name, values, cis) in enumerate(series):
            v = values[i]
            y = y0 + j * bar
            if v is None:
                continue
            color = PALETTE[j % len(PALETTE)]
            out.append(f'<rect x="{left}" y="{y}" width="{width * v:.1f}" height="{bar - 2}" fill="{color}"><title>{e(name)} {pct(v)}%</title></rect>')
            ci = cis[i]
            if ci is not None:
                x1, x2, ym = left + width * ci[0], left + width * ci[1], y + (bar - 2) / 2
                out.append(f'<path d="M{x1:.1f} {ym:.1f}H{x2:.1f}M{x1:.1f} {ym - 4:.1f}v8M{x2:.1f} {ym - 4:.1f}v8" stroke="#222" fill="none"/>')
    legend = "".join(
        f'<rect x="{left + k * 110}" y="4" width="10" height="10" fill="{PALETTE[k % len(PALETTE)]}"/><text x="{left + k * 110 + 14}" y="13">{e(name)}</text>'
        for k, (name, _, _) in enumerate(series)
    )
    out.append(legend + "</svg>")
    return "".join(out)


def svg_grouped_bars(categories: Sequence[str], series: Sequence[tuple[str, Sequence[float | None]]], title: str, percent: bool = True) -> str:
    """Vertical grouped bars: one group per category, one bar per series (model)."""
    n = max(1, len(series))
    bar = max(3, min(16, 120 // n))
    group = bar * n + 12
    left, top, plot_h = 44, 18 + 16 * ((len(series) + 3) // 4), 180
    width = left + group * max(1, len(categories)) + 10
    values = [v for _, vs in series for v in vs if v is not None]
    # Counts get a maximum divisible by the 4 grid steps, so every tick label is exact.
    vmax = 1.0 if percent else float(max(4, -(-int(max([1.0, *values])) // 4) * 4))
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{max(width, 460)}" height="{top + plot_h + 34}" role="img" aria-label="{e(title)}">']
    for k in range(5):
        t = vmax * k / 4
        y = top + plot_h - plot_h * k / 4
        label = f"{100 * t:.0f}%" if percent else f"{t:.0f}"
        out.append(f'<line x1="{left}" y1="{y:.1f}" x2="{width}" y2="{y:.1f}" stroke="#e3e6ec"/><text x="{left - 4}" y="{y + 4:.1f}" text-anchor="end">{label}</text>')
    for i, cat in enumerate(categories):
        x0 = left + 6 + i * group
        out.append(f'<text x="{x0 + bar * n / 2:.1f}" y="{top + plot_h + 14}" text-anchor="middle">{e(cat)}</text>')
        for j, (name, vs) in enumerate(series):
            v = vs[i]
            if v is None:
                continue
            h = plot_h * v / vmax
            shown = f"{pct(v)}%" if percent else f"{v:g}"
            out.append(f'<rect x="{x0 + j * bar}" y="{top + plot_h - h:.1f}" width="{bar - 1}" height="{h:.1f}" fill="{PALETTE[j % len(PALETTE)]}"><title>{e(name)} · {e(cat)}: {shown}</title></rect>')
    for k, (name, _) in enumerate(series):
        x, y = left + (k % 4) * 150, 4 + 16 * (k // 4)
        short = name if len(name) <= 20 else name[:19] + "…"
        out.append(f'<rect x="{x}" y="{y}" width="10" height="10" fill="{PALETTE[k % len(PALETTE)]}"/><text x="{x + 14}" y="{y + 9}">{e(short)}</text>')
    out.append("</svg>")
    return "".join(out)


# ---------------------------------------------------------------- index page

@dataclass(frozen=True)
class VariantKey:
    model: str
    judge: str | None
    protocol: str | None

    def label(self, many_variants: bool) -> str:
        return f"{self.model} [{self.judge}, {self.protocol}]" if many_variants else self.model

    def folder(self) -> str:
        from tasks.warehouse import slug

        return f"{slug(self.model)}/{slug(self.judge or 'none')}__{slug(self.protocol or 'none')}"


def render_leaderboard(lb: Leaderboard, many: bool) -> str:
    head = "<tr><th>#</th><th>model</th><th>LVS</th><th>HVS</th><th>VFS</th><th>IFS</th><th>IFS 95% CI</th><th>Final</th><th>Final 95% CI</th><th>n tasks</th><th>failed gen.</th><th>judge errors</th><th>not comparable with the paper</th></tr>"
    rows = []
    for i, r in enumerate(lb.rows, 1):
        label = VariantKey(r.model, r.judge, r.protocol).label(many)
        figs = "".join(
            f'<td class="num{" nc" if f in r.not_comparable else ""}">{pct(getattr(r, f))}</td>' + (f'<td class="num">{ci_text(r.ifs_ci if f == "ifs" else r.final_ci)}</td>' if f in ("ifs", "final") else "")
            for f in ("lvs", "hvs", "vfs", "ifs", "final")
        )
        rows.append(f"<tr><td>{i}</td><td>{e(label)}</td>{figs}<td class=num>{r.n_tasks}</td><td class=num>{r.failed_generations}</td><td class=num>{r.judge_errors}</td><td>{e('; '.join(r.reasons))}</td></tr>")
    legend = (f'<p class="muted">Figures in %. <span class="nc"></span> marks a figure not comparable with the published table (absent DINO or HVS, '
              f"another judge than the paper's, another protocol). Intervals: 95 % percentile bootstrap over tasks, {lb.resamples} resamples, seed {lb.seed}.</p>")
    return f"<table><thead>{head}</thead><tbody>{''.join(rows)}</tbody></table>{legend}{sql_details(lb.table.sql, lb.scores_sql)}"


def render_index(*, run_id: str, run_info: dict[str, Any] | None, lb: Leaderboard, tables: Sequence[Table], level_table: Table,
                 failure_steps: Table, matrix: Table, page_links: dict[tuple, str]) -> str:
    variants = [VariantKey(r.model, r.judge, r.protocol) for r in lb.rows]
    many = len({v.model for v in variants}) != len(variants)
    labels = [v.label(many) for v in variants]
    parts = [f"<h1>IWR-Bench report · run {e(run_id)}</h1>"]
    if run_info:
        info = ", ".join(f"{k}: {e(str(v))}" for k, v in run_info.items() if v not in (None, [], ""))
        parts.append(f'<p class="meta">{info}</p>')
    parts.append("<h2>Leaderboard</h2>" + render_leaderboard(lb, many))
    paper = "".join(f"<tr><td>{e(r.model)}</td>" + "".join(f'<td class="num">{pct(getattr(r, f))}</td>' for f in ("lvs", "hvs", "vfs", "ifs", "final")) + "</tr>"
                    for r in paper_rows())
    parts.append('<details><summary>Published results (IWR-Bench paper, 113 tasks, %)</summary><table><thead><tr><th>model</th><th>LVS</th><th>HVS</th>'
                 f"<th>VFS</th><th>IFS</th><th>Final</th></tr></thead><tbody>{paper}</tbody></table></details>")

    plot = svg_ci_bars(labels, [
        ("Final", [r.final for r in lb.rows], [(r.final_ci.low, r.final_ci.high) if r.final_ci and r.final_ci.n else None for r in lb.rows]),
        ("IFS", [r.ifs for r in lb.rows], [(r.ifs_ci.low, r.ifs_ci.high) if r.ifs_ci and r.ifs_ci.n else None for r in lb.rows]),
    ], "Final and IFS per model with 95% intervals")
    parts.append(f"<h2>Plots</h2><figure>{plot}<figcaption>Final and IFS per model, whiskers: 95 % bootstrap interval.</figcaption></figure>{sql_details(lb.table.sql, lb.scores_sql)}")

    levels = sorted({r[4] for r in level_table.rows}, key=lambda x: (x is None, str(x)))
    by_level = {(r[1], r[2], r[3], r[4]): r[6] for r in level_table.rows}
    level_series = [(lab, [by_level.get((v.model, v.judge, v.protocol, lv)) for lv in levels]) for v, lab in zip(variants, labels, strict=True)]
    parts.append(f"<figure>{svg_grouped_bars([str(x) if x is not None else 'unknown' for x in levels], level_series, 'IFS by interaction level')}"
                 f"<figcaption>IFS by interaction complexity level.</figcaption></figure>{sql_details(level_table.sql)}")

    steps = sorted({r[4] for r in failure_steps.rows}, key=lambda s: (s is None, s if s is not None else 0))
    by_step = {(r[1], r[2], r[3], r[4]): r[5] for r in failure_steps.rows}
    step_labels = ["load" if s == 0 else "none" if s is None else str(s) for s in steps]
    step_series = [(lab, [by_step.get((v.model, v.judge, v.protocol, s)) for s in steps]) for v, lab in zip(variants, labels, strict=True)]
    parts.append(f"<figure>{svg_grouped_bars(step_labels, step_series, 'First failure by step', percent=False)}"
                 f"<figcaption>Tasks by the step where the replay first failed (none: every action succeeded).</figcaption></figure>{sql_details(failure_steps.sql)}")

    parts.append("<h2>Breakdowns</h2>")
    for t in tables:
        parts.append(f"<h3>{e(t.title)}</h3>{html_table(t)}")

    parts.append("<h2>Tasks</h2><p class=\"muted\">Final (%) per task; a cell opens the step viewer.</p>")
    cells: dict[int, dict[VariantKey, tuple]] = {}
    for r in matrix.dicts():
        cells.setdefault(r["task_id"], {})[VariantKey(r["model"], r["judge"], r["protocol"])] = (r["final"], r["first_failure_kind"])
    head = "<tr><th>task</th>" + "".join(f"<th>{e(lab)}</th>" for lab in labels) + "</tr>"
    rows = []
    for task_id in sorted(cells):
        tds = []
        for v in variants:
            got = cells[task_id].get(v)
            href = page_links.get((v.model, v.judge, v.protocol, task_id))
            if got is None or href is None:
                tds.append('<td class="qx">—</td>')
                continue
            tip = f' title="{e(got[1])}"' if got[1] else ""
            tds.append(f'<td class="{_q(got[0])}"><a href="{href}"{tip}>{pct(got[0], 1)}</a></td>')
        rows.append(f"<tr><th>{task_id}</th>{''.join(tds)}</tr>")
    parts.append(f'<table class="matrix"><thead>{head}</thead><tbody>{"".join(rows)}</tbody></table>{sql_details(matrix.sql)}')
    return "\n".join(parts)


# ---------------------------------------------------------------- task page

@dataclass(frozen=True)
class TaskPage:
    variant: VariantKey
    run_id: str
    task_id: int
    score: dict[str, Any]  # the task_scores row
    generation: dict[str, Any] | None
    steps: Sequence[dict[str, Any]]  # step_detail rows, ordered by step
    info: dict[str, Any] | None  # dataset_tasks row
    frames: Sequence[Path]
    frames_source: str
    step0_gt: Path | None
    sql: Sequence[str]


def _img(path: Path | None, page_dir: Path, alt: str, box: Sequence[float] | None = None, viewport: tuple[int, int] | None = None) -> str:
    if path is None:
        return f'<div class="missing">{e(alt)}: none</div>'
    if not path.is_file():
        return f'<div class="missing">{e(alt)}: missing file {e(path.name)}</div>'
    overlay = ""
    if box and viewport and viewport[0] and viewport[1]:
        x, y, w, h = (float(v) for v in box)
        vw, vh = viewport
        overlay = f'<div class="box" style="left:{100 * x / vw:.2f}%;top:{100 * y / vh:.2f}%;width:{100 * w / vw:.2f}%;height:{100 * h / vh:.2f}%"></div>'
    return f'<div class="frame"><img src="{rel_url(path, page_dir)}" alt="{e(alt)}" loading="lazy">{overlay}</div>'


def _chosen(raw: str | None) -> tuple[dict, Sequence[float] | None]:
    import json

    if not raw:
        return {}, None
    try:
        data = json.loads(raw)
    except ValueError:
        return {"text": raw}, None
    if not isinstance(data, dict):
        return {"text": str(data)}, None
    box = data.get("box")
    ok = isinstance(box, list | tuple) and len(box) == 4 and all(isinstance(v, int | float) for v in box)
    return data, (box if ok else None)


def _fig(label: str, value: float | None) -> str:
    return f"<span>{e(label)} <b>{'—' if value is None else f'{100 * value:.1f}'}</b></span>"


def render_task_page(tp: TaskPage, page_dir: Path, base: Path, index_href: str, prev_href: str | None, next_href: str | None) -> str:
    v, s = tp.variant, tp.score
    viewport = None
    if tp.info and tp.info.get("width") and tp.info.get("height"):
        viewport = (int(tp.info["width"]), int(tp.info["height"]))
    nav = [f'<a href="{index_href}">← report</a>']
    if prev_href:
        nav.append(f'<a rel="prev" href="{prev_href}">← previous task</a>')
    if next_href:
        nav.append(f'<a rel="next" href="{next_href}">next task →</a>')
    parts = [f'<nav class="pager">{"".join(nav)}</nav>', f"<h1>Task {tp.task_id} · {e(v.model)}</h1>"]
    meta = [f"run {tp.run_id}", f"judge {v.judge}", f"protocol {v.protocol}"]
    if tp.info:
        meta += [str(tp.info.get(k)) for k in ("interaction_complexity", "visual_complexity", "domain", "platform", "resolution") if tp.info.get(k)]
    parts.append(f'<p class="meta">{e(" · ".join(meta))}</p>')
    ff = s.get("first_failure")
    parts.append('<p class="scores">' + "".join(_fig(k.upper(), s.get(k)) for k in ("final", "ifs", "vfs", "lvs", "hvs"))
                 + f"<span>steps succeeded <b>{s.get('steps_succeeded')}</b> / {s.get('n_actions')}</span>"
                 + (f"<span>first failure: step {ff} ({e(str(s.get('first_failure_kind')))})</span>" if ff is not None else "<span>no failure</span>") + "</p>")

    g = tp.generation or {}
    page_path, raw_path = resolve(g.get("page_path"), base), resolve(g.get("raw_path"), base)
    gen = [f"<h2>Generated page</h2><p>generation: {'ok' if s.get('generation_ok') else 'failed'}"]
    if g.get("error_kind"):
        gen.append(f" · <b>{e(g['error_kind'])}</b>: {e(str(g.get('error_message') or ''))}")
    if g.get("truncated"):
        gen.append(" · output truncated")
    gen.append("</p>")
    links = []
    if page_path and page_path.is_file():
        links.append(f'<a href="{rel_url(page_path, page_dir)}" download>index.html (source)</a>')
        gen.append(f'<details data-lazy-frame><summary>Show the page (sandboxed: scripts off)</summary>'
                   f'<iframe class="page" sandbox="" referrerpolicy="no-referrer" title="generated page" data-src="{rel_url(page_path, page_dir)}"></iframe></details>')
    if raw_path and raw_path.is_file():
        links.append(f'<a href="{rel_url(raw_path, page_dir)}">raw model answer</a>')
    if links:
        gen.append(f"<p>{' · '.join(links)}</p>")
    parts.append("".join(gen))

    if tp.frames:
        parts.append(f"<h2>Video</h2><p class=\"muted\">{e(tp.frames_source)}</p><div class=\"frames\">" + "".join(
            f'<img src="{rel_url(f, page_dir)}" alt="frame {i}" loading="lazy" title="{e(f.name)}">' for i, f in enumerate(tp.frames)
        ) + "</div>")

    parts.append("<h2>Steps</h2>")
    if not tp.steps:
        parts.append('<p class="muted">No replayed steps (no page to replay).</p>')
    shots = {st["step"]: resolve(st.get("screenshot_path"), base) for st in tp.steps}
    for st in tp.steps:
        k = st["step"]
        chosen, box = _chosen(st.get("chosen"))
        outcome = st.get("outcome") or "?"
        head = f"Step {k} · {e(str(st.get('type')))} · <span class=\"outcome-{e(outcome)}\">{e(outcome)}</span>"
        if st.get("error_kind"):
            head += f" · {e(st['error_kind'])}"
        body = [f'<section class="step {e(outcome)}" id="step-{k}"><h3>{head}</h3>']
        if st.get("description"):
            body.append(f"<p>{e(st['description'])}</p>")
        how = [f"method <b>{e(str(st.get('method')))}</b>"]
        if st.get("match_score") is not None:
            how.append(f"match {st['match_score']:.0f}")
        if chosen:
            how.append(f"chosen &lt;{e(str(chosen.get('tag', '?')))}&gt; “{e(str(chosen.get('text', ''))[:120])}”")
        if st.get("error_message"):
            how.append(f"<span class=\"outcome-failed\">{e(st['error_message'])}</span>")
        body.append(f"<p>{' · '.join(how)}</p>")
        gt = resolve(st.get("gt_path"), base) if k else (resolve(st.get("gt_path"), base) or tp.step0_gt)
        before = shots.get(k - 1) if k > 0 else None
        body.append('<div class="shots">')
        if k > 0:
            body.append(f"<figure class=\"shot\">{_img(before, page_dir, f'generated before step {k}', box, viewport)}<figcaption>generated, acted on (element box)</figcaption></figure>")
        body.append(f"<figure class=\"shot\">{_img(shots.get(k), page_dir, f'generated after step {k}')}<figcaption>generated, after</figcaption></figure>")
        body.append(f"<figure class=\"shot\">{_img(gt, page_dir, f'ground truth step {k}')}<figcaption>ground truth</figcaption></figure></div>")
        if st.get("assertion"):
            verdict = st.get("verdict") or "not judged"
            body.append(f"<p>assertion: {e(st['assertion'])} → <span class=\"verdict-{e(verdict)}\">{e(verdict)}</span>"
                        + (f" (counts as {e(st['counts_as'])})" if st.get("counts_as") else "")
                        + (f" · {e(st['judge_error_kind'])}" if st.get("judge_error_kind") else "") + "</p>")
            if st.get("reasoning"):
                body.append(f"<p class=\"muted\">judge: {e(st['reasoning'])}</p>")
        if st.get("score") is not None or st.get("ocr_score") is not None:
            body.append('<p class="figs">' + "".join(_fig(n, st.get(c)) for n, c in (("OCR", "ocr_score"), ("DINO", "dino_score"), ("LVS", "lvs"), ("HVS", "hvs_score"), ("S", "score"))) + "</p>")
            if st.get("hvs_reasoning"):
                body.append(f"<details><summary>HVS reasoning</summary><p>{e(st['hvs_reasoning'])}</p></details>")
        elif st.get("visual_evaluation_flag"):
            body.append('<p class="muted">visual check not scored (state not reached or no ground truth)</p>')
        body.append("</section>")
        parts.append("".join(body))
    parts.append(sql_details(*tp.sql))
    return "\n".join(parts)


def find_frames(generation: dict[str, Any] | None, base: Path, fallback: Sequence[Path]) -> tuple[list[Path], str]:
    """Frames the generation stage sent or sampled, else the task's ground-truth checkpoints;
    at most MAX_FRAMES, evenly spaced.

    Looked for beside the page or the raw answer: ``request.json``'s ``frame_paths`` (the
    frames sent to the model, in the frame cache), then a ``frames/`` folder.
    """
    import json

    found: list[Path] = []
    for key in ("page_path", "raw_path"):
        p = resolve((generation or {}).get(key), base)
        if p is None or found:
            continue
        request = p.parent / "request.json"
        if request.is_file():
            try:
                listed = json.loads(request.read_text()).get("frame_paths") or []
            except (ValueError, AttributeError):
                listed = []
            found = [f for f in (resolve(str(x), base) for x in listed if x) if f is not None and f.is_file()]
        if not found and (p.parent / "frames").is_dir():
            found = sorted(f for f in (p.parent / "frames").iterdir() if f.suffix.lower() in IMAGE_EXTS)
    source = "video frames sampled for generation"
    if not found:
        found, source = [f for f in fallback if f.is_file()], "ground-truth checkpoints (no sampled frames on disk)"
    if len(found) > MAX_FRAMES:
        step = (len(found) - 1) / (MAX_FRAMES - 1)
        found = [found[round(i * step)] for i in range(MAX_FRAMES)]
    return found, source


# ---------------------------------------------------------------- build

@dataclass(frozen=True)
class ReportResult:
    index: Path
    pages: int
    total_bytes: int  # the report's own files (screenshots are referenced, not counted)


def build_report(con, run_id: str, out_dir: Path, *, base: Path, resamples: int = DEFAULT_RESAMPLES, seed: int = DEFAULT_SEED) -> ReportResult:
    """Write ``out_dir/index.html`` and one page per (model, judge, protocol, task) of ``run_id``."""
    if not con.execute("SELECT count(*) FROM task_scores WHERE run_id = ?", [run_id]).fetchone()[0]:
        raise LookupError(f"run {run_id!r} has no task scores; list scored runs with: iwr leaderboard")
    out_dir = Path(out_dir).resolve()
    base = Path(base).resolve()
    (out_dir / "_static").mkdir(parents=True, exist_ok=True)
    for name in STATIC:
        shutil.copyfile(TEMPLATES / name, out_dir / "_static" / name)

    runs = [lit(run_id)]
    lb = leaderboard(con, [run_id], resamples=resamples, seed=seed)
    tables = breakdowns(con, run_ids=[run_id])
    level_table = next(t for t in tables if t.title == "By interaction complexity")
    failure_steps = query(con, "First failure by step", first_failure_step_sql([run_id]))
    matrix = query(con, "Tasks", f"SELECT task_id, model, judge, protocol, final, ifs, vfs, first_failure_kind\nFROM task_scores WHERE run_id = {runs[0]}\nORDER BY task_id, model", percent=("final", "ifs", "vfs"))
    run_row = con.execute("SELECT dataset, judge, protocol, state, absent_components, message FROM runs WHERE run_id = ?", [run_id]).fetchone()
    run_info = dict(zip(("dataset", "judge", "protocol", "state", "absent components", "message"), run_row, strict=True)) if run_row else None

    scores_sql = f"SELECT * FROM task_scores WHERE run_id = {runs[0]} ORDER BY model, judge, protocol, task_id"
    steps_sql = f"SELECT * FROM step_detail WHERE run_id = {runs[0]} ORDER BY model, judge, protocol, task_id, step"
    gens_sql = f"SELECT * FROM generations WHERE run_id = {runs[0]}"
    info_sql = f"SELECT d.* FROM dataset_tasks d JOIN runs r ON d.dataset = r.dataset WHERE r.run_id = {runs[0]}"
    scores = query(con, "", scores_sql).dicts()
    steps: dict[tuple, list[dict]] = {}
    for st in query(con, "", steps_sql).dicts():
        steps.setdefault((st["model"], st["judge"], st["protocol"], st["task_id"]), []).append(st)
    gens = {(g["model"], g["task_id"]): g for g in query(con, "", gens_sql).dicts()}
    infos = {d["task_id"]: d for d in query(con, "", info_sql).dicts()}
    gt_by_task: dict[int, list[Path]] = {}
    for task_id, path in con.execute(f"SELECT DISTINCT d.task_id, d.checkpoint_path FROM dataset_actions d JOIN runs r ON d.dataset = r.dataset WHERE r.run_id = {runs[0]} AND d.checkpoint_path IS NOT NULL ORDER BY d.task_id, d.checkpoint_path").fetchall():
        gt_by_task.setdefault(task_id, []).append(base / path if not Path(path).is_absolute() else Path(path))

    pages_root = out_dir / "pages"
    keys = [(s["model"], s["judge"], s["protocol"], s["task_id"]) for s in scores]
    path_of = {k: pages_root / VariantKey(*k[:3]).folder() / f"task_{k[3]}.html" for k in keys}
    page_links = {k: rel_url(p, out_dir) for k, p in path_of.items()}
    total = 0
    for i, s in enumerate(scores):
        k = keys[i]
        v = VariantKey(*k[:3])
        task_steps = sorted(steps.get(k, []), key=lambda r: r["step"])
        gt0 = next((resolve(st["gt_path"], base) for st in task_steps if st["step"] == 0 and st.get("gt_path")), None)
        gts = gt_by_task.get(k[3], [])
        if gt0 is None and gts:
            candidate = gts[0].parent / "step_0.png"
            gt0 = candidate if candidate.is_file() else None
        frames, frames_source = find_frames(gens.get((v.model, k[3])), base, ([gt0] if gt0 else []) + gts)
        dest = path_of[k]
        dest.parent.mkdir(parents=True, exist_ok=True)
        prev_k = keys[i - 1] if i and keys[i - 1][:3] == k[:3] else None
        next_k = keys[i + 1] if i + 1 < len(keys) and keys[i + 1][:3] == k[:3] else None
        own = (f"run_id = {runs[0]} AND model = {lit(v.model)} AND judge IS NOT DISTINCT FROM {lit(v.judge)} "
               f"AND protocol IS NOT DISTINCT FROM {lit(v.protocol)} AND task_id = {k[3]}")
        tp = TaskPage(v, run_id, k[3], s, gens.get((v.model, k[3])), task_steps, infos.get(k[3]), frames, frames_source, gt0,
                      (f"SELECT * FROM task_scores WHERE {own}", f"SELECT * FROM step_detail WHERE {own} ORDER BY step"))
        body = render_task_page(tp, dest.parent, base, rel_url(out_dir / "index.html", dest.parent),
                                rel_url(path_of[prev_k], dest.parent) if prev_k else None,
                                rel_url(path_of[next_k], dest.parent) if next_k else None)
        text = page(f"Task {k[3]} · {v.model}", body, rel_url(out_dir / "_static", dest.parent))
        dest.write_text(text, encoding="utf-8")
        total += len(text.encode())
    index_body = render_index(run_id=run_id, run_info=run_info, lb=lb, tables=tables, level_table=level_table,
                              failure_steps=failure_steps, matrix=matrix, page_links=page_links)
    index_text = page(f"IWR-Bench report · {run_id}", index_body, "_static")
    index = out_dir / "index.html"
    index.write_text(index_text, encoding="utf-8")
    total += len(index_text.encode()) + sum((out_dir / "_static" / n).stat().st_size for n in STATIC)
    return ReportResult(index, len(scores), total)
