"""Scoring a page: replayed actions in, assertions / checkpoints / task_scores rows out.

``score_page`` scores one (model, task) under a protocol from its ``actions`` rows and the
screenshots they name, and nothing else: scoring the same replay under another protocol
needs no browser. ``score_no_page`` scores a task that has no page. The flow
(``flows/stages.py``) lands them one part per table, model, task and variant (judge +
protocol), so re-judging adds rows and never overwrites others.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import iwr_bench.tasks.scoring.metrics as metrics
from iwr_bench.core.kinds import Count, Outcome, VerdictKind
from iwr_bench.schemas.record import BenchTask
from iwr_bench.schemas.rows import AssertionsRow, CheckpointsRow, TaskScoresRow, VariantKeys
from iwr_bench.tasks.judge.contracts import AssertionCase, Judge
from iwr_bench.tasks.judge.offline import OFFLINE
from iwr_bench.tasks.scoring.protocols import Protocol
from iwr_bench.tasks.scoring.published import ScoringFacts, comparability
from iwr_bench.tasks.scoring.visual import CheckpointCase, FeatureCache, ocr_version, score_visual


@dataclass
class PageScore:
    assertions: list[AssertionsRow]
    checkpoints: list[CheckpointsRow]
    task_score: TaskScoresRow
    judge_errors: int = 0
    # Ground-truth features this scoring computed and read from the cache (the run summary's counters).
    gt_features: tuple[int, int] = (0, 0)


def _steps(task: BenchTask, by_step: Mapping[int, Mapping[str, Any]], protocol: Protocol) -> tuple[list[metrics.StepOutcome], list[str]]:
    """Each action's outcome under the protocol's execution policy, and the notes it made."""
    steps, notes = [], []
    for a in task.actions:
        row = by_step.get(a.step)
        kind: str | None
        note: str | None
        if row is None:
            performed, note, kind = False, None, "not_replayed"
        else:
            performed, note = protocol.execution(a, row)
            kind = None if performed else (row.get("error_kind") or "not_performed")
            if performed and row.get("outcome") != Outcome.PERFORMED and a.step < len(task.actions):
                note = f"{note}; the replay stopped there, so the actions after it count as not executed"
        if note:
            notes.append(note)
        steps.append(metrics.StepOutcome(a.step, performed, kind, a.visual_evaluation_flag, bool(a.logical_assertion),
                                         a.checkpoint is not None, tie=bool(row and row.get("tie"))))
    return steps, notes


@dataclass
class _Verdicts:
    counted: dict[int, Count]
    rows: list[AssertionsRow]
    judge_errors: int = 0
    undecided: int = 0


def judge_steps(task: BenchTask, steps: Sequence[metrics.StepOutcome], by_step: Mapping[int, Mapping[str, Any]],
                shot: Mapping[int, Path | None], judge: Judge, protocol: Protocol, common: VariantKeys) -> _Verdicts:
    """The assertion verdicts of the performed steps in order, until one counts as failed (no
    protocol counts anything after it), with how the protocol counts each."""
    out = _Verdicts({}, [])
    for s in steps:
        if not s.performed:
            break
        a = task.actions[s.step - 1]
        verdict = None
        if a.logical_assertion:
            v = judge.judge_assertion(AssertionCase(task.task_id, a.step, a.logical_assertion, shot.get(a.step - 1), shot.get(a.step),
                                                    a.expect, by_step[a.step].get("page_text")), style=protocol.judge_style)
            verdict = v.verdict
            out.judge_errors += v.verdict == VerdictKind.ERROR
            out.undecided += v.verdict == VerdictKind.UNDECIDED
        counts = protocol.step_counts(verdict, tie=s.tie)
        if counts is not None:
            out.counted[s.step] = counts
        if a.logical_assertion:
            out.rows.append({**common, "step": a.step, "protocol_version": protocol.version, "assertion": a.logical_assertion,
                             "verdict": v.verdict, "counts_as": Count(counts).value if counts else None, "reasoning": v.reasoning,
                             "judge_version": v.judge_version, "error_kind": v.error_kind, "cached": v.cached, "parsed_as": v.parsed_as})
        if counts == Count.FAIL:
            break
    return out


@dataclass
class _Checkpoints:
    scores: dict[int, metrics.CheckpointScore]
    rows: list[CheckpointsRow]
    judge_errors: int = 0
    tally: Counter[tuple[str, str]] = field(default_factory=Counter)  # ground-truth features computed and reused


def _ground_truth(task: BenchTask, pair: metrics.CheckpointPair) -> Path | None:
    return task.step_file(pair.step) if pair.positional else task.checkpoint(pair.step)


def score_checkpoints(task: BenchTask, pairs: Sequence[tuple[metrics.CheckpointPair, Path]], shot: Mapping[int, Path | None],
                      by_step: Mapping[int, Mapping[str, Any]], *, judge: Judge, protocol: Protocol, dino, cache: FeatureCache,
                      ocr, common: VariantKeys) -> _Checkpoints:
    """OCR, DINO and the rubric of each (pair, ground truth). A rubric the judge failed to give
    leaves the checkpoint's OCR and DINO evidence in place: only its HVS is missing."""
    cases = [CheckpointCase(p.step, gt, shot.get(p.shot_step), by_step.get(p.shot_step, {}).get("error_kind")) for p, gt in pairs]
    out = _Checkpoints({}, [])
    visual = score_visual(cases, cache=cache, dino=dino, center_crop=protocol.dino_center_crop, ocr=ocr, tally=out.tally)
    hvs_present = bool(judge.has_rubric)
    for (pair, gt), vis in zip(pairs, visual, strict=True):
        shot_path = shot.get(pair.shot_step)
        rubric = judge.rubric(gt, shot_path, style=protocol.judge_style) if shot_path is not None and vis.shot_sha256 and hvs_present else None
        hvs = rubric.score if rubric else (0.0 if hvs_present and not vis.shot_sha256 else None)
        hvs_error = bool(rubric and (rubric.error_kind or rubric.score is None))
        out.judge_errors += hvs_error
        out.scores[pair.step] = cp = metrics.CheckpointScore(pair.step, vis.ocr_score, vis.dino_score, hvs, hvs_error)
        low, _, s = metrics.checkpoint_figures(cp, protocol, hvs_present=hvs_present)
        out.rows.append({
            **common, "step": pair.step, "shot_step": pair.shot_step, "protocol_version": protocol.version,
            "gt_path": str(gt), "gt_sha256": vis.gt_sha256,
            "shot_path": str(shot_path) if shot_path else None, "shot_sha256": vis.shot_sha256,
            "ocr_text_gt": vis.ocr_text_gt, "ocr_text_shot": vis.ocr_text_shot, "ocr_score": vis.ocr_score, "dino_score": vis.dino_score,
            "hvs_score": hvs, "hvs_reasoning": rubric.reasoning if rubric else None, "hvs_parsed_as": rubric.parsed_as if rubric else None,
            "lvs": low, "score": s,
            "ocr_model": ocr_version(), "dino_model": dino.model_version(protocol.dino_center_crop) if dino else None,
            "judge_version": rubric.judge_version if rubric else judge.version,
            "error_kind": vis.error_kind or (rubric.error_kind if rubric else None),
        })
    return out


def score_page(task: BenchTask, model: str, run_id: str, actions: Sequence[Mapping[str, Any]], *, judge: Judge, protocol: Protocol,
               dino, cache: FeatureCache, ocr) -> PageScore:
    """Judge, compare and score one replayed page (rows of the ``actions`` table, step 0 = load) under ``protocol``."""
    by_step = {int(r["step"]): r for r in actions}
    common: VariantKeys = {"run_id": run_id, "model": model, "task_id": task.task_id, "judge": judge.name, "protocol": protocol.name}
    shot = {k: (Path(r["screenshot_path"]) if r.get("screenshot_path") else None) for k, r in by_step.items()}
    steps, notes = _steps(task, by_step, protocol)
    verdicts = judge_steps(task, steps, by_step, shot, judge, protocol, common)
    gt = metrics.GroundTruths(task.initial_checkpoint is not None, task.step_files())
    pairs = []
    for pair in protocol.select_checkpoints(steps, metrics.progress(steps, verdicts.counted, protocol), gt):
        truth = _ground_truth(task, pair) if pair.has_gt else None
        if truth is None:
            what = f"step_{pair.step}" if pair.positional else f"state {pair.step}"
            notes.append(f"{what} has no ground-truth screenshot; left out (the published harness stops there with an error)")
            continue
        pairs.append((pair, truth))
    cps = score_checkpoints(task, pairs, shot, by_step, judge=judge, protocol=protocol, dino=dino, cache=cache, ocr=ocr, common=common)
    ts = metrics.score_task(steps, verdicts.counted, cps.scores, protocol, has_initial_gt=gt.initial, gt_files=gt.files,
                            dino_present=dino is not None, hvs_present=bool(judge.has_rubric))
    judge_errors = verdicts.judge_errors + cps.judge_errors
    row = task_row(common, task, ts, protocol, judge_errors, verdicts.undecided, dino, notes)
    return PageScore(verdicts.rows, cps.rows, row, judge_errors, (cps.tally["gt", "computed"], cps.tally["gt", "reused"]))


def score_no_page(task: BenchTask, model: str, run_id: str, *, protocol: Protocol, dino, kind: str | None,
                  judge=None, judge_name: str | None = None) -> PageScore:
    """A task whose generation failed or gave no page: 0 on everything.

    The protocol's aggregation policy says whether it stays in the benchmark average. DINO
    and HVS presence are the run's (its scorer and judge), as for every other task: a failed
    generation must not mark a whole model "no DINO". Give ``judge`` (or only its name).
    """
    name = judge.name if judge is not None else judge_name
    # A judge has a rubric unless it is the offline one (iwr_bench.tasks.judge.judges.get_judge's registry).
    hvs_present = bool(judge.has_rubric) if judge is not None else name != OFFLINE
    common: VariantKeys = {"run_id": run_id, "model": model, "task_id": task.task_id, "judge": name, "protocol": protocol.name}
    ts = metrics.no_page_score(len(task.actions), protocol, dino_present=dino is not None, hvs_present=hvs_present)
    page = PageScore([], [], task_row(common, task, ts, protocol, 0, 0, dino, []))
    page.task_score["first_failure_kind"] = kind or "no_page"
    return page


def task_row(common: VariantKeys, task: BenchTask, ts: metrics.TaskScore, protocol: Protocol, judge_errors: int,
             undecided: int, dino, notes: Sequence[str] = ()) -> TaskScoresRow:
    """The ``task_scores`` row, with the comparability verdict of ``iwr_bench.tasks.scoring.published``."""
    ocr_model = ocr_version()
    dino_model = dino.model_version(protocol.dino_center_crop) if dino else None
    comp = comparability(ScoringFacts(protocol.name, common["judge"], ts.dino_present, ts.hvs_present, ocr_model, dino_model,
                                      protocol.w, protocol.alpha))
    return {
        **common, "protocol_version": protocol.version, "ifs": ts.ifs, "lvs": ts.lvs, "hvs": ts.hvs, "vfs": ts.vfs, "final": ts.final,
        "n_actions": ts.n_actions, "steps_succeeded": ts.steps_succeeded, "first_failure": ts.first_failure,
        "first_failure_kind": ts.first_failure_kind, "n_checkpoints": ts.n_checkpoints, "judge_errors": judge_errors,
        "unscored_steps": ts.unscored_steps, "unscored_checkpoints": ts.unscored_checkpoints, "undecided": undecided,
        "generation_ok": ts.generation_ok, "in_average": ts.in_average, "ocr_model": ocr_model, "dino_model": dino_model,
        "hvs_present": ts.hvs_present, "dino_present": ts.dino_present, "notes": list(notes),
        "paper_comparable": comp.comparable, "comparability": list(comp.reasons), "not_measured": None,
    }


def not_measured_row(base: TaskScoresRow, kind: str) -> TaskScoresRow:
    """The ``task_scores`` row of a pair that was not measured (``kind``: an infrastructure error
    kind, ``iwr_bench.core.kinds.ErrorKind.infrastructure``): no figure, so it claims no score,
    and the views leave it out of every average and count it apart."""
    return {**base, "ifs": None, "lvs": None, "hvs": None, "vfs": None, "final": None, "steps_succeeded": None,
            "first_failure": None, "first_failure_kind": kind, "n_checkpoints": 0, "not_measured": kind}
