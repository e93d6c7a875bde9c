"""The step viewer: one page per (model, judge, protocol, task).

For each replayed step: the action and how its element was found, the generated page before
(with the element's box) and after, the ground truth, the assertion's verdict and the
checkpoint figures. Every image is the report's own stored copy (``iwr_bench.tasks.report.media``);
rendering is pure (values in, HTML out).
"""

from __future__ import annotations

import html
import json
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote

from iwr_bench.tasks.report.words import DASH, kind_words, method_words, sql_details, words

e = html.escape
IMAGE_EXTS = (".png", ".jpg", ".jpeg", ".webp")
MAX_FRAMES = 16
SANDBOX = "allow-same-origin"  # never with allow-scripts: that pair lets a page lift its own sandbox


def rel_url(target: Path, page_dir: Path) -> str:
    return quote(os.path.relpath(target, page_dir).replace(os.sep, "/"), safe="/._-~")


def resolve(path: str | None, base: Path) -> Path | None:
    if not path:
        return None
    p = Path(path)
    return p if p.is_absolute() else base / p


@dataclass(frozen=True)
class Shown:
    """A file as a page shows it: the report's stored copy (None when the source is missing),
    the source's file name (None when there was no source at all), and a thumbnail."""

    path: Path | None
    name: str | None
    thumb: Path | None = None


NOTHING = Shown(None, None)


@dataclass(frozen=True)
class TaskPage:
    variant: Any  # report_html.VariantKey
    run_id: str
    task_id: int
    name: str  # the task's site label, or "task <id>"
    score: dict[str, Any]  # the task_scores row
    generation: dict[str, Any] | None
    steps: Sequence[dict[str, Any]]  # step_detail rows, ordered by step
    info: dict[str, Any] | None  # dataset_tasks row
    shots: dict[int, Shown]  # generated page after each step
    gts: dict[int, Shown]  # ground truth of each step
    frames: Sequence[Shown]
    frames_source: str
    page_source: Shown = NOTHING
    page_display: Path | None = None
    raw_answer: Shown = NOTHING
    comparability: str = ""  # the protocol block (HTML), same as the index's for this variant
    sql: Sequence[str] = field(default_factory=tuple)


def _img(shown: Shown, page_dir: Path, alt: str, box: Sequence[float] | None = None, viewport: tuple[int, int] | None = None) -> str:
    if shown.name is None:
        return f'<div class="missing">{e(alt)}: none</div>'
    if shown.path is None:
        return f'<div class="missing">{e(alt)}: missing file {e(shown.name)}</div>'
    overlay = ""
    if box and viewport and viewport[0] and viewport[1]:
        x, y, w, h = (float(v) for v in box)
        vw, vh = viewport
        overlay = f'<div class="box" style="left:{100 * x / vw:.2f}%;top:{100 * y / vh:.2f}%;width:{100 * w / vw:.2f}%;height:{100 * h / vh:.2f}%"></div>'
    src = rel_url(shown.path, page_dir)
    return f'<div class="frame"><a href="{src}"><img src="{src}" alt="{e(alt)}" loading="lazy"></a>{overlay}</div>'


def _chosen(raw: str | None) -> tuple[dict, Sequence[float] | None]:
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


def fig(label: str, value: float | None) -> str:
    shown = DASH if value is None or value != value else f"{100 * value:.1f}"
    return f"<span>{e(label)} <b>{shown}</b></span>"


def task_meta(info: dict[str, Any] | None) -> list[str]:
    if not info:
        return []
    parts = []
    for key, label in (("interaction_complexity", "level"), ("visual_complexity", "visual complexity"), ("domain", "domain"),
                       ("platform", "platform"), ("resolution", "viewport")):
        if info.get(key):
            parts.append(f"{label} {words(info[key])}")
    return parts


def _generation(tp: TaskPage, page_dir: Path) -> str:
    s, g = tp.score, tp.generation or {}
    gen = ["<h2>Generated page</h2><p>generation: " + ("succeeded" if s.get("generation_ok") else "<b>failed</b>")]
    if g.get("error_kind"):
        gen.append(f" · <b>{e(kind_words(g['error_kind']))}</b>")
        if g.get("error_message"):
            gen.append(f": {e(words(g['error_message']))}")
    if g.get("truncated"):
        gen.append(" · the answer was cut off (truncated)")
    gen.append("</p>")
    links = []
    if tp.page_source.path is not None:
        links.append(f'<a href="{rel_url(tp.page_source.path, page_dir)}" download="index.html">index.html (source)</a>')
    if tp.page_display is not None:
        # Scripts, forms, pop-ups and top navigation stay off. Same origin is allowed only so that a
        # report opened from file:// may load the page's images (Chromium refuses file:// loads to
        # an opaque origin); without scripts the page can do nothing with it.
        gen.append('<details data-lazy-frame><summary>Show the page (sandboxed: its scripts do not run)</summary>'
                   f'<iframe class="page" sandbox="{SANDBOX}" referrerpolicy="no-referrer" title="generated page" '
                   f'data-src="{rel_url(tp.page_display, page_dir)}"></iframe></details>')
    elif tp.page_source.name is not None:
        gen.append(f'<p class="missing">page: missing file {e(tp.page_source.name)}</p>')
    if tp.raw_answer.path is not None:
        links.append(f'<a href="{rel_url(tp.raw_answer.path, page_dir)}">raw model answer</a>')
    if links:
        gen.append(f"<p>{' · '.join(links)}</p>")
    return "".join(gen)


def _evidence_words(raw: Any) -> str:
    """An evidence list ([{kind, detail}]) in a line: "text: save; region: header"."""
    items = raw if isinstance(raw, list) else []
    return "; ".join(f"{item.get('kind', '')}: {item.get('detail', '')}" for item in items if isinstance(item, dict))


def _element_words(el: dict[str, Any]) -> str:
    """An element as the step viewer names it: <tag> “text”."""
    return f"&lt;{e(words(el.get('tag', 'element')))}&gt; “{e(words(el.get('text', ''))[:120])}”"


def _why(st: dict[str, Any]) -> list[str]:
    """The evidence for the chosen element and for the runner-up, folded under the step's line."""
    try:
        evidence = json.loads(st["evidence"]) if st.get("evidence") else []
        runner = json.loads(st["runner_up"]) if st.get("runner_up") else None
    except ValueError:
        return []
    lines = []
    if evidence:
        lines.append(f"<li>chosen: {e(_evidence_words(evidence))}</li>")
    if isinstance(runner, dict):
        score = f", match {words(runner['score'], 0)}" if runner.get("score") is not None else ""
        lines.append(f"<li>runner-up {_element_words(runner)}{score}"
                     + (f": {e(_evidence_words(runner.get('evidence')))}" if runner.get("evidence") else "") + "</li>")
    return [f"<details class=\"why\"><summary>why this element</summary><ul>{''.join(lines)}</ul></details>"] if lines else []


def _step(st: dict[str, Any], tp: TaskPage, page_dir: Path, viewport: tuple[int, int] | None) -> str:
    k = st["step"]
    chosen, box = _chosen(st.get("chosen"))
    outcome = st.get("outcome") or "not recorded"
    head = f"Step {k} · {e(words(st.get('type')))} · <span class=\"outcome-{e(outcome)}\">{e(outcome)}</span>"
    if st.get("error_kind"):
        head += f" · {e(kind_words(st['error_kind']))}"
    body = [f'<section class="step {e(outcome)}" id="step-{k}"><h3>{head}</h3>']
    # Step 0's description is the replay server's URL: a detail of the harness, not of the task.
    if st.get("description") and k > 0:
        body.append(f"<p>{e(words(st['description']))}</p>")
    how = [] if k == 0 else [f"found by <b>{e(method_words(st['method']))}</b>" if st.get("method") else "<b>not located</b>"]
    if st.get("match_score") is not None:
        how.append(f"match {words(st['match_score'], 0)}")
    if chosen:
        how.append(f"chosen {_element_words(chosen)}")
    if st.get("confidence") is not None:
        how.append(f"confidence {words(st['confidence'], 2)}")
    if st.get("tie"):
        how.append("<b>undecided</b> (the protocol decides how it counts)")
    elif st.get("flagged"):
        how.append("flagged: the grounder was asked")
    if st.get("error_message"):
        how.append(f"<span class=\"outcome-failed\">{e(words(st['error_message']))}</span>")
    if how:
        body.append(f"<p>{' · '.join(how)}</p>")
    body.extend(_why(st))
    body.append('<div class="shots">')
    if k > 0:
        before = tp.shots.get(k - 1, NOTHING)
        body.append(f"<figure class=\"shot\">{_img(before, page_dir, f'generated before step {k}', box, viewport)}<figcaption>generated, acted on (element box)</figcaption></figure>")
    body.append(f"<figure class=\"shot\">{_img(tp.shots.get(k, NOTHING), page_dir, f'generated after step {k}')}<figcaption>generated, after</figcaption></figure>")
    body.append(f"<figure class=\"shot\">{_img(tp.gts.get(k, NOTHING), page_dir, f'ground truth step {k}')}<figcaption>ground truth</figcaption></figure></div>")
    if st.get("assertion"):
        verdict = st.get("verdict") or "not judged"
        body.append(f"<p>assertion: {e(words(st['assertion']))} → <span class=\"verdict-{e(verdict)}\">{e(verdict)}</span>"
                    + (f" (counts as {e(words(st['counts_as']))})" if st.get("counts_as") else "")
                    + (f" · {e(kind_words(st['judge_error_kind']))}" if st.get("judge_error_kind") else "") + "</p>")
        if st.get("reasoning"):
            body.append(f"<p class=\"muted\">judge: {e(words(st['reasoning']))}</p>")
    if st.get("score") is not None or st.get("ocr_score") is not None:
        body.append('<p class="figs">' + "".join(fig(n, st.get(c)) for n, c in (("OCR", "ocr_score"), ("DINO", "dino_score"), ("LVS", "lvs"), ("HVS", "hvs_score"), ("S", "score"))) + "</p>")
        if st.get("hvs_reasoning"):
            body.append(f"<details><summary>HVS reasoning</summary><p>{e(words(st['hvs_reasoning']))}</p></details>")
    elif st.get("visual_evaluation_flag"):
        body.append('<p class="muted">visual check not scored (state not reached or no ground truth)</p>')
    body.append("</section>")
    return "".join(body)


def render_task_page(tp: TaskPage, page_dir: Path, index_href: str, prev_href: str | None, next_href: str | None) -> str:
    v, s = tp.variant, tp.score
    viewport = None
    if tp.info and tp.info.get("width") and tp.info.get("height"):
        viewport = (int(tp.info["width"]), int(tp.info["height"]))
    nav = [f'<a href="{index_href}#tasks">← all tasks</a>']
    if prev_href:
        nav.append(f'<a rel="prev" href="{prev_href}">← previous task</a>')
    if next_href:
        nav.append(f'<a rel="next" href="{next_href}">next task →</a>')
    parts = [f'<nav class="pager">{"".join(nav)}</nav>', f"<h1>Task {tp.task_id} · {e(tp.name)} · {e(v.model)}</h1>"]
    meta = [f"run {tp.run_id}", f"judge {words(v.judge)}", f"protocol {words(v.protocol)}", *task_meta(tp.info)]
    parts.append(f'<p class="meta">{e(" · ".join(meta))}</p>')
    ff = s.get("first_failure")
    failure = (f"<span>first failure: {'the page load' if ff == 0 else f'step {ff}'} ({e(kind_words(s.get('first_failure_kind')))})</span>"
               if ff is not None else "<span>no failure</span>")
    parts.append('<p class="scores">' + "".join(fig(k.upper() if k != "final" else "Final", s.get(k)) for k in ("final", "ifs", "vfs", "lvs", "hvs"))
                 + f"<span>steps succeeded <b>{words(s.get('steps_succeeded'))}</b> of {words(s.get('n_actions'))}</span>" + failure + "</p>")
    if tp.comparability:
        parts.append(f"<details class=\"protocol-box\"><summary>Protocol, judge and comparability with the published table</summary>{tp.comparability}</details>")
    parts.append(_generation(tp, page_dir))
    if tp.frames:
        parts.append(f"<h2>Video</h2><p class=\"muted\">{e(tp.frames_source)}</p><div class=\"frames\">" + "".join(
            f'<a href="{rel_url(f.path, page_dir)}"><img src="{rel_url(f.thumb or f.path, page_dir)}" alt="frame {i}" loading="lazy" title="{e(words(f.name))}"></a>'
            for i, f in enumerate(tp.frames) if f.path is not None) + "</div>")
    parts.append("<h2>Steps</h2>")
    if not tp.steps:
        parts.append('<p class="muted">No replayed steps (no page to replay).</p>')
    for st in tp.steps:
        parts.append(_step(st, tp, page_dir, viewport))
    parts.append(sql_details(*tp.sql))
    return "\n".join(parts)


def find_frames(generation: dict[str, Any] | None, base: Path, fallback: Sequence[Path]) -> tuple[list[Path], str]:
    """Frames the generation stage sent or sampled, else the task's ground-truth checkpoints;
    at most MAX_FRAMES, evenly spaced.

    Looked for beside the page or the raw answer: ``request.json``'s ``frame_paths`` (the
    frames sent to the model, in the frame cache), then a ``frames/`` folder.
    """
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
