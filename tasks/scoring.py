"""Scoring a page: replayed actions in, assertions / checkpoints / task_scores rows out.

``score_page`` scores one (model, task) from its ``actions`` rows with plain values;
``score_no_page`` scores a task that has no page. The flow (``flows/stages.py``) lands them one
part per table, model, task and variant (judge + protocol), so re-judging adds rows and never
overwrites others.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from schemas.record import BenchTask
from tasks import metrics
from tasks.contracts import Judge
from tasks.judge import OFFLINE, AssertionCase
from tasks.protocols import Protocol
from tasks.visual import CheckpointCase, FeatureCache, ocr_version, score_visual


@dataclass
class PageScore:
    assertions: list[dict[str, Any]]
    checkpoints: list[dict[str, Any]]
    task_score: dict[str, Any]
    judge_errors: int = 0


def variant_key(judge: str, protocol: Protocol) -> str:
    return f"{judge}|{protocol.name}"


def score_page(task: BenchTask, model: str, run_id: str, actions: Sequence[Mapping[str, Any]], *, judge: Judge, protocol: Protocol,
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
            said = judge.judge_assertion(AssertionCase(task.task_id, a.step, a.logical_assertion, shot.get(a.step - 1), shot.get(a.step),
                                                       a.expect, row.get("page_text")))
            counts = protocol.counts_as(said.verdict)
            counted[a.step] = counts
            judge_errors += said.verdict == "error"
            undecided += said.verdict == "undecided"
            assertion_rows.append({**common, "step": a.step, "protocol_version": protocol.version, "assertion": a.logical_assertion,
                                   "verdict": said.verdict, "counts_as": counts, "reasoning": said.reasoning, "judge_version": said.judge_version,
                                   "error_kind": said.error_kind, "cached": said.cached, "parsed_as": said.parsed_as})
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
        shot_k = shot.get(v.step)
        rubric = judge.rubric(gt_path[v.step], shot_k) if shot_k is not None and v.shot_sha256 and judge.has_rubric else None
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
            "judge_version": rubric.judge_version if rubric else judge.version,
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
