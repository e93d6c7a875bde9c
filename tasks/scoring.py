"""Scoring a run: replayed actions in, assertions / checkpoints / task_scores rows out.

``score_page`` scores one (model, task) from its ``actions`` rows with plain values;
``score_run`` reads a run's rows from the warehouse and writes one part per table, model,
task and variant (judge + protocol), so re-judging adds rows and never overwrites others.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from schemas.record import BenchTask
from tasks import metrics
from tasks.judge import OFFLINE, AssertionCase
from tasks.protocols import Protocol
from tasks.visual import CheckpointCase, FeatureCache, ocr_version, score_visual


@dataclass
class PageScore:
    assertions: list[dict[str, Any]]
    checkpoints: list[dict[str, Any]]
    task_score: dict[str, Any]
    judge_errors: int = 0


@dataclass
class RunSummary:
    run_id: str
    judge: str
    protocol: str
    pages: int = 0
    failed_generations: int = 0
    not_replayed: list[tuple[str, int]] = field(default_factory=list)
    judge_errors: int = 0
    undecided: int = 0
    checkpoints: int = 0
    gt_features_computed: int = 0
    gt_features_reused: int = 0
    dino_present: bool = False
    hvs_present: bool = False
    seconds: float = 0.0
    parts: list[Path] = field(default_factory=list)

    @property
    def paper_comparable(self) -> bool:
        return self.protocol == "paper" and self.dino_present and self.hvs_present


def variant_key(judge: str, protocol: Protocol) -> str:
    return f"{judge}|{protocol.name}"


def score_page(task: BenchTask, model: str, run_id: str, actions: Sequence[Mapping[str, Any]], *, judge, protocol: Protocol,
               dino, cache: FeatureCache, ocr) -> PageScore:
    """Judge, compare and score one replayed page (rows of the ``actions`` table, step 0 = load)."""
    by_step = {int(r["step"]): r for r in actions}
    common = {"run_id": run_id, "model": model, "task_id": task.task_id, "judge": judge.name, "protocol": protocol.name}
    shot = {k: (Path(r["screenshot_path"]) if r.get("screenshot_path") else None) for k, r in by_step.items()}
    load_ok = by_step.get(0, {}).get("outcome") == "performed"

    # Actions are judged in order and judging stops at the first failure, as the replay does.
    steps, counted, assertion_rows = [], {}, []
    judge_errors = undecided = 0
    stopped = not load_ok
    for a in task.actions:
        row = by_step.get(a.step, {})
        performed = row.get("outcome") == "performed" and not stopped
        steps.append(metrics.StepOutcome(a.step, performed, row.get("error_kind") or ("skipped" if stopped else "not_replayed"),
                                         a.visual_evaluation_flag, bool(a.logical_assertion), a.checkpoint is not None))
        if not performed:
            stopped = True
            continue
        if a.logical_assertion:
            v = judge.judge_assertion(AssertionCase(task.task_id, a.step, a.logical_assertion, shot.get(a.step - 1), shot.get(a.step),
                                                    a.expect, row.get("page_text")))
            counts = protocol.counts_as(v.verdict)
            counted[a.step] = counts
            judge_errors += v.verdict == "error"
            undecided += v.verdict == "undecided"
            assertion_rows.append({**common, "step": a.step, "protocol_version": protocol.version, "assertion": a.logical_assertion,
                                   "verdict": v.verdict, "counts_as": counts, "reasoning": v.reasoning, "judge_version": v.judge_version,
                                   "error_kind": v.error_kind, "cached": v.cached, "parsed_as": v.parsed_as})
            if counts == "fail":
                stopped = True

    prog = metrics.progress(steps, counted, has_initial_gt=task.initial_checkpoint is not None)
    gt_path: dict[int, Path] = {}
    for k in prog.checkpoint_steps:
        gt = task.checkpoint(k)
        if gt is None:  # progress() lists only states with a ground truth; a None here is a bug, not bad data
            raise ValueError(f"task {task.task_id}: checkpoint step {k} has no ground-truth screenshot")
        gt_path[k] = gt
    cases = [CheckpointCase(k, gt_path[k], shot.get(k), by_step.get(k, {}).get("error_kind")) for k in prog.checkpoint_steps]
    visual = score_visual(cases, cache=cache, dino=dino, center_crop=protocol.dino_center_crop, ocr=ocr)
    cps, checkpoint_rows = {}, []
    for v in visual:
        rubric = judge.rubric(gt_path[v.step], shot[v.step]) if v.shot_sha256 and judge.has_rubric else None
        hvs = rubric.score if rubric else (0.0 if judge.has_rubric and not v.shot_sha256 else None)
        hvs_error = bool(rubric and rubric.error_kind)
        judge_errors += hvs_error
        cps[v.step] = metrics.CheckpointScore(v.step, v.ocr_score, v.dino_score, hvs, hvs_error)
        low = metrics.lvs(v.ocr_score, v.dino_score)
        checkpoint_rows.append({
            **common, "step": v.step, "protocol_version": protocol.version,
            "gt_path": str(gt_path[v.step]), "gt_sha256": v.gt_sha256,
            "shot_path": str(shot[v.step]) if shot.get(v.step) else None, "shot_sha256": v.shot_sha256,
            "ocr_text_gt": v.ocr_text_gt, "ocr_text_shot": v.ocr_text_shot, "ocr_score": v.ocr_score, "dino_score": v.dino_score,
            "hvs_score": hvs, "hvs_reasoning": rubric.reasoning if rubric else None,
            "hvs_parsed_as": rubric.parsed_as if rubric else None, "lvs": low,
            "score": None if (hvs_error and protocol.hvs_error_unscores_checkpoint) else metrics.checkpoint_score(low, hvs, protocol.w),
            "ocr_model": ocr_version(), "dino_model": dino.model_version(protocol.dino_center_crop) if dino else None,
            "judge_version": rubric.judge_version if rubric else judge.version if hasattr(judge, "version") else judge.name,
            "error_kind": v.error_kind or (rubric.error_kind if rubric else None),
        })
    ts = metrics.score_task(steps, counted, cps, protocol, has_initial_gt=task.initial_checkpoint is not None,
                            dino_present=dino is not None, hvs_present=judge.has_rubric)
    return PageScore(assertion_rows, checkpoint_rows, task_row(common, task, ts, protocol, judge_errors, undecided, dino), judge_errors)


def score_no_page(task: BenchTask, model: str, run_id: str, *, judge_name: str, protocol: Protocol, dino, kind: str | None) -> PageScore:
    """A task whose generation failed or gave no page: 0 on everything, kept in the denominator."""
    common = {"run_id": run_id, "model": model, "task_id": task.task_id, "judge": judge_name, "protocol": protocol.name}
    page = PageScore([], [], task_row(common, task, metrics.failed_generation_score(len(task.actions)), protocol, 0, 0, dino))
    page.task_score["first_failure_kind"] = kind or "no_page"
    return page


def task_row(common: Mapping[str, Any], task: BenchTask, ts: metrics.TaskScore, protocol: Protocol, judge_errors: int,
             undecided: int, dino) -> dict[str, Any]:
    return {
        **common, "protocol_version": protocol.version, "ifs": ts.ifs, "lvs": ts.lvs, "hvs": ts.hvs, "vfs": ts.vfs, "final": ts.final,
        "n_actions": ts.n_actions, "steps_succeeded": ts.steps_succeeded, "first_failure": ts.first_failure,
        "first_failure_kind": ts.first_failure_kind, "n_checkpoints": ts.n_checkpoints, "judge_errors": judge_errors,
        "unscored_steps": ts.unscored_steps, "undecided": undecided, "generation_ok": ts.generation_ok, "ocr_model": ocr_version(),
        "dino_model": dino.model_version(protocol.dino_center_crop) if dino else None, "hvs_present": ts.hvs_present,
        "dino_present": ts.dino_present,
        "paper_comparable": protocol.name == "paper" and ts.dino_present and ts.hvs_present and common["judge"] != OFFLINE,
    }


def score_run(data: str | Path, run_id: str, *, judge_name: str, protocol_name: str, settings=None, judge=None) -> RunSummary:
    """Score every replayed page of ``run_id``; write assertions, checkpoints and task_scores parts."""
    from core.settings import get_settings
    from tasks.dataset import load_dataset
    from tasks.dino import load_scorer
    from tasks.judge import get_judge
    from tasks.protocols import get_protocol
    from tasks.visual import ocr_text
    from tasks.warehouse import connect, query_rows, write_result

    s = settings or get_settings()
    protocol = get_protocol(protocol_name)
    judge = judge or get_judge(judge_name, s.results / "cache" / "judge", ocr=ocr_text, retries=s.judge_retries)
    dino = load_scorer(s.models_dir, s.dino_batch)
    cache = FeatureCache(s.results / "cache" / "features")
    ds = load_dataset(data)
    con = connect(s.warehouse)
    actions = query_rows(con, "SELECT * FROM actions WHERE run_id = ? ORDER BY model, task_id, step", [run_id])
    gens = con.execute("SELECT model, task_id, error_kind, page_path FROM generations WHERE run_id = ?", [run_id]).fetchall()
    rows: dict[tuple[str, int], list[dict]] = {}
    for r in actions:
        rows.setdefault((r["model"], int(r["task_id"])), []).append(r)
    failed = {(m, int(t)): k for m, t, k, page in gens if k or not page}
    models = sorted({m for m, _ in rows} | {m for m, *_ in gens})
    summary = RunSummary(run_id, judge.name, protocol.name, dino_present=dino is not None, hvs_present=judge.has_rubric)
    variant = variant_key(judge.name, protocol)
    t0 = time.perf_counter()
    for model in models:
        for task in ds.tasks:
            key = (model, task.task_id)
            if key in rows:
                page = score_page(task, model, run_id, rows[key], judge=judge, protocol=protocol, dino=dino, cache=cache, ocr=ocr_text)
            elif key in failed:
                page = score_no_page(task, model, run_id, judge_name=judge.name, protocol=protocol, dino=dino, kind=failed[key])
                summary.failed_generations += 1
            else:
                summary.not_replayed.append(key)
                continue
            for table, part in (("assertions", page.assertions), ("checkpoints", page.checkpoints), ("task_scores", [page.task_score])):
                summary.parts.append(write_result(s.warehouse, table, part, run_id=run_id, model=model, task_id=task.task_id, variant=variant))
            summary.pages += 1
            summary.judge_errors += page.judge_errors
            summary.undecided += page.task_score["undecided"]
            summary.checkpoints += len(page.checkpoints)
    summary.seconds = time.perf_counter() - t0
    summary.gt_features_computed, summary.gt_features_reused = cache.computed, cache.reused
    return summary
