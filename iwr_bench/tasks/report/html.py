"""The static HTML report of a run: an index (leaderboard, comparability in words, task grid,
plots, breakdowns) and one step-viewer page per (model, judge, protocol, task).

The report folder holds everything it shows, so it can be copied anywhere or served by any
static server: our own CSS/JS in ``_static/``, plots as inline SVG, and every screenshot,
checkpoint, frame and generated page stored inside it by content (``iwr_bench.tasks.report.media``),
with thumbnails for the index. Images load lazily; the generated page is shown in an
``<iframe sandbox="">`` (scripts off) that loads only when its section is opened. No page
reaches the network. Rendering lives in ``report_index`` and ``report_task`` (pure);
``build_report`` does the reading and writing.
"""

from __future__ import annotations

import html
import shutil
import string
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from iwr_bench.tasks.report.figures import (
    Leaderboard,
    breakdowns,
    first_failure_step_sql,
    leaderboard,
    lit,
    query,
)
from iwr_bench.tasks.report.index import GridRow, VariantKey, render_index
from iwr_bench.tasks.report.media import MediaStore
from iwr_bench.tasks.report.stats import DEFAULT_RESAMPLES, DEFAULT_SEED
from iwr_bench.tasks.report.task_page import (
    NOTHING,
    Shown,
    TaskPage,
    find_frames,
    rel_url,
    render_task_page,
    resolve,
)
from iwr_bench.tasks.report.words import comparability_html, kind_words

TEMPLATES = Path(__file__).resolve().parent / "templates"
STATIC = ("report.css", "report.js")

e = html.escape


def page(title: str, body: str, static: str) -> str:
    shell = string.Template((TEMPLATES / "page.html").read_text())
    return shell.substitute(title=e(title), body=body, static=static)


@dataclass(frozen=True)
class ReportResult:
    index: Path
    pages: int  # step-viewer pages
    total_bytes: int  # everything in the report folder: pages, static files, media, thumbnails
    media_bytes: int  # the stored screenshots, checkpoints, frames and generated pages
    thumb_bytes: int
    files: int
    linked: int  # media files hard-linked from their source
    copied: int  # media files copied

    @property
    def bytes_per_page(self) -> float:
        return self.total_bytes / self.pages if self.pages else 0.0


def _comparability(lb: Leaderboard, absent: list[str], versions: dict[tuple, str | None]) -> dict[VariantKey, str]:
    """The comparability block of each leaderboard row (variants with the same facts share one text)."""
    blocks: dict[VariantKey, str] = {}
    groups: dict[tuple, list[VariantKey]] = {}
    for r in lb.rows:
        v = VariantKey(r.model, r.judge, r.protocol)
        groups.setdefault((r.judge, r.protocol, frozenset(r.not_comparable), tuple(r.reasons)), []).append(v)
    for (judge, protocol, marked, reasons), members in groups.items():
        who = "" if len(groups) == 1 else ", ".join(m.model for m in members)
        text = comparability_html(protocol=protocol, protocol_version=versions.get((judge, protocol)), judge=judge, absent=absent,
                                  not_comparable=marked, reasons=reasons, who=who)
        blocks.update(dict.fromkeys(members, text))
    return blocks


def _task_dirs(dataset: str | None, task_id: int, checkpoints: list[Path]) -> list[Path]:
    """Folders that may hold the task's anonymized assets: beside its checkpoints, then under the dataset."""
    dirs = [c.parent.parent / "assets" for c in checkpoints[:1]]
    if dataset:
        dirs.append(Path(dataset) / "data" / str(task_id) / "assets")
    return [d for d in dict.fromkeys(dirs) if d.is_dir()]


def _shown(store: MediaStore, path: Path | None, thumb: bool = False) -> Shown:
    if path is None:
        return NOTHING
    return Shown(store.add(path), path.name, store.thumb(path) if thumb else None)


def _outcome(score: dict[str, Any]) -> str:
    if not score.get("generation_ok"):
        return kind_words(score.get("first_failure_kind") or "no_page")
    if score.get("first_failure") is None:
        return "none"
    where = "load" if score["first_failure"] == 0 else f"step {score['first_failure']}"
    return f"{where}: {kind_words(score.get('first_failure_kind'))}"


# size: the report's pages in reading order
def build_report(con, run_id: str, out_dir: Path, *, base: Path, resamples: int = DEFAULT_RESAMPLES, seed: int = DEFAULT_SEED,
                 nightly: Any = None) -> ReportResult:
    """Write ``out_dir/index.html``, one page per (model, judge, protocol, task, sample) of ``run_id``,
    and the stored copies of everything they show. ``nightly``: the run's comparison with the
    previous nightly (``iwr_bench.tasks.report.regression.NightlyComparison``), shown with the
    samples and the trend (``iwr_bench.tasks.report.over_runs``)."""
    if not con.execute("SELECT count(*) FROM task_scores WHERE run_id = ?", [run_id]).fetchone()[0]:
        raise LookupError(f"run {run_id!r} has no task scores; list scored runs with: iwr leaderboard")
    out_dir = Path(out_dir).resolve()
    base = Path(base).resolve()
    (out_dir / "_static").mkdir(parents=True, exist_ok=True)
    for name in STATIC:
        shutil.copyfile(TEMPLATES / name, out_dir / "_static" / name)
    store = MediaStore(out_dir)

    run = lit(run_id)
    lb = leaderboard(con, [run_id], resamples=resamples, seed=seed)
    tables = breakdowns(con, run_ids=[run_id])
    level_table = next(t for t in tables if t.title == "By interaction complexity")
    failure_steps = query(con, "First failure by step", first_failure_step_sql([run_id]))
    run_cur = con.execute("SELECT * FROM runs WHERE run_id = ?", [run_id])
    run_row = run_cur.fetchone()
    run_info = dict(zip([d[0] for d in run_cur.description], run_row, strict=True)) if run_row else None
    absent = list((run_info or {}).get("absent_components") or [])

    scores_sql = f"SELECT * FROM task_scores WHERE run_id = {run} ORDER BY model, judge, protocol, task_id, sample"
    steps_sql = f"SELECT * FROM step_detail WHERE run_id = {run} ORDER BY model, judge, protocol, task_id, sample, step"
    gens_sql = f"SELECT * FROM generations WHERE run_id = {run}"
    info_sql = f"SELECT d.* FROM dataset_tasks d JOIN runs r ON d.dataset = r.dataset WHERE r.run_id = {run}"
    grid_sql = (f"SELECT s.task_id, d.source_website, d.interaction_complexity, d.platform, s.model, s.judge, s.protocol,\n"
                f"       s.ifs, s.vfs, s.final, s.first_failure, s.first_failure_kind\nFROM task_scores s\n"
                f"LEFT JOIN runs r ON r.run_id = s.run_id\nLEFT JOIN dataset_tasks d ON d.dataset = r.dataset AND d.task_id = s.task_id\n"
                f"WHERE s.run_id = {run}\nORDER BY s.task_id, s.model")
    scores = query(con, "", scores_sql).dicts()
    steps: dict[tuple, list[dict]] = {}
    for st in query(con, "", steps_sql).dicts():
        steps.setdefault((st["model"], st["judge"], st["protocol"], st["task_id"], st["sample"]), []).append(st)
    gens = {(g["model"], g["task_id"], g["sample"]): g for g in query(con, "", gens_sql).dicts()}
    infos = {d["task_id"]: d for d in query(con, "", info_sql).dicts()}
    gt_by_task: dict[int, list[Path]] = {}
    for task_id, path in con.execute(f"SELECT DISTINCT d.task_id, d.checkpoint_path FROM dataset_actions d JOIN runs r ON d.dataset = r.dataset "
                                     f"WHERE r.run_id = {run} AND d.checkpoint_path IS NOT NULL ORDER BY d.task_id, d.checkpoint_path").fetchall():
        gt_by_task.setdefault(task_id, []).append(resolve(path, base) or Path(path))
    versions = {(s["judge"], s["protocol"]): s.get("protocol_version") for s in scores}
    blocks = _comparability(lb, absent, versions)
    dataset = (run_info or {}).get("dataset")

    pages_root = out_dir / "pages"
    keys = [(s["model"], s["judge"], s["protocol"], s["task_id"], s["sample"]) for s in scores]
    path_of = {k: pages_root / VariantKey(*k[:3]).folder() / (f"task_{k[3]}_sample{k[4]}.html" if k[4] else f"task_{k[3]}.html") for k in keys}
    grid: list[GridRow] = []
    written: set[Path] = set()
    for i, s in enumerate(scores):
        k = keys[i]
        v, task_id, sample = VariantKey(*k[:3]), k[3], k[4]
        info = infos.get(task_id) or {}
        name = (info.get("source_website") or f"task {task_id}") + (f" · sample {sample}" if sample else "")
        task_steps = sorted(steps.get(k, []), key=lambda r: r["step"])
        gts_src = {st["step"]: resolve(st.get("gt_path"), base) for st in task_steps}
        gts = gt_by_task.get(task_id, [])
        if gts_src.get(0) is None and gts:
            candidate = gts[0].parent / "step_0.png"
            gts_src[0] = candidate if candidate.is_file() else None
        gen = gens.get((v.model, task_id, sample))
        gt0 = gts_src.get(0)
        frames, frames_source = find_frames(gen, base, ([gt0] if gt0 else []) + gts)
        page_src = resolve((gen or {}).get("page_path"), base)
        source, display = store.add_page(page_src, [*([page_src.parent / "assets"] if page_src else []), *_task_dirs(dataset, task_id, gts)])
        shots = {st["step"]: _shown(store, resolve(st.get("screenshot_path"), base), thumb=st["step"] == 0) for st in task_steps}
        dest = path_of[k]
        dest.parent.mkdir(parents=True, exist_ok=True)
        prev_k = keys[i - 1] if i and keys[i - 1][:3] == k[:3] else None
        next_k = keys[i + 1] if i + 1 < len(keys) and keys[i + 1][:3] == k[:3] else None
        own = (f"run_id = {run} AND model = {lit(v.model)} AND judge IS NOT DISTINCT FROM {lit(v.judge)} "
               f"AND protocol IS NOT DISTINCT FROM {lit(v.protocol)} AND task_id = {task_id} AND sample = {sample}")
        tp = TaskPage(
            variant=v, run_id=run_id, task_id=task_id, name=name, score=s, generation=gen, steps=task_steps, info=info or None,
            shots=shots, gts={step: _shown(store, p) for step, p in gts_src.items()},
            frames=[_shown(store, f, thumb=True) for f in frames], frames_source=frames_source,
            page_source=Shown(source, page_src.name) if page_src else NOTHING, page_display=display,
            raw_answer=_shown(store, resolve((gen or {}).get("raw_path"), base)), comparability=blocks.get(v, ""),
            sql=(f"SELECT * FROM task_scores WHERE {own}", f"SELECT * FROM step_detail WHERE {own} ORDER BY step"))
        body = render_task_page(tp, dest.parent, rel_url(out_dir / "index.html", dest.parent),
                                rel_url(path_of[prev_k], dest.parent) if prev_k else None,
                                rel_url(path_of[next_k], dest.parent) if next_k else None)
        dest.write_text(page(f"Task {task_id} · {name} · {v.model}", body, rel_url(out_dir / "_static", dest.parent)), encoding="utf-8")
        written.add(dest)
        thumb = shots.get(0, NOTHING).thumb
        grid.append(GridRow(v, task_id, name, info.get("interaction_complexity"), info.get("platform"), s.get("ifs"), s.get("vfs"),
                            s.get("final"), _outcome(s), rel_url(dest, out_dir), rel_url(thumb, out_dir) if thumb else None,
                            "no screenshot" if page_src else "no page"))
    grid.sort(key=lambda g: (g.task_id, g.variant.model, str(g.variant.judge), str(g.variant.protocol)))
    comparability = "".join(dict.fromkeys(blocks[VariantKey(r.model, r.judge, r.protocol)] for r in lb.rows))
    from iwr_bench.tasks.report.over_runs import sections

    index_body = render_index(run_id=run_id, run_info=run_info, lb=lb, comparability=comparability, grid=grid, grid_sql=grid_sql,
                              tables=tables, level_table=level_table, failure_steps=failure_steps,
                              sections=sections(con, run_id, run_info, lb, nightly, resamples=resamples, seed=seed))
    index = out_dir / "index.html"
    index.write_text(page(f"IWR-Bench report · {run_id}", index_body, "_static"), encoding="utf-8")
    # A rebuild leaves nothing of an earlier one behind: pages of variants gone, media no page shows.
    for old in pages_root.rglob("task_*.html"):
        if old not in written:
            old.unlink()
    store.prune()
    return _measure(out_dir, index, len(scores), store)


def _measure(out_dir: Path, index: Path, pages: int, store: MediaStore) -> ReportResult:
    files = [p for p in out_dir.rglob("*") if p.is_file()]

    def size(folder: str) -> int:
        return sum(p.stat().st_size for p in files if p.relative_to(out_dir).parts[0] == folder)

    return ReportResult(index=index, pages=pages, total_bytes=sum(p.stat().st_size for p in files), media_bytes=size("media"),
                        thumb_bytes=size("thumbs"), files=len(files), linked=store.linked, copied=store.copied)
