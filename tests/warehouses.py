"""Warehouses tests read from: runs written straight into the Parquet tables, without a browser or a model.

``make_run`` writes a synthetic run (seeded, any size) for the report and its figures;
``build_run`` writes one whose every score row comes from ``score_page`` under each protocol, for
the views; ``action_rows`` are bare action rows for the store's own tests (child processes import it).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import numpy as np

from iwr_bench.tasks.warehouse.store import write_part, write_result
from tests.builders import (
    RUBRIC,
    ScriptedJudge,
    ocr,
    replayed_rows,
    scored_task,
    solid_png,
    tiny_dino_graph,
)

LEVELS = ("L1", "L2", "L3", "L4")
TYPES = ("Click", "Type", "Press", "Scroll")
DATASET = "synthetic"


def action_rows(task_id: int, n: int, run_id: str = "r1", model: str = "m") -> list[dict]:
    return [{"run_id": run_id, "model": model, "task_id": task_id, "step": s, "type": "Click", "outcome": "performed"} for s in range(n)]


def report_png(path: Path, color: tuple[int, int, int], size=(128, 72)) -> str:
    """A one-colour PNG as the report's rows name it (a path string)."""
    return str(solid_png(path, color, size))


def _located(k: int) -> dict:
    """What the locator says of a located step: evidence, calibrated confidence, runner-up; step 2 undecided."""
    undecided = k == 2
    return {"evidence": json.dumps([{"kind": "text", "detail": f"thing {k}"}]), "confidence": 0.41 if undecided else 0.97,
            "flagged": undecided, "tie": undecided,
            "runner_up": json.dumps({"tag": "a", "text": "other thing", "score": 40.0, "evidence": [{"kind": "text", "detail": "thing"}]})}


def make_run(root: Path, *, run_id="r1", models=("m/a", "m/b"), n_tasks=6, n_steps=3, seed=0, judge="iwr/offline",
             protocol="paper", images=True, shared_images: Path | None = None, reasoning_len=120) -> Path:
    """A warehouse under root/wh with one run; screenshots under root/results. Returns the warehouse."""
    rng = random.Random(seed)
    wh = root / "wh"
    res = root / "results"
    shared = None
    if shared_images is not None:
        shared = [report_png(shared_images / f"shared_{i}.png", (40 * i, 90, 160)) for i in range(3)]
    task_rows, action_rows = [], []
    for t in range(1, n_tasks + 1):
        platform = "mobile" if t % 5 == 0 else "desktop"
        w, h = (390, 844) if platform == "mobile" else (1280, 720)
        task_rows.append({"dataset": DATASET, "task_id": t, "interaction_complexity": LEVELS[t % 4], "visual_complexity": ("low", "high")[t % 2],
                          "domain": ("shop", "travel", "tools")[t % 3], "resolution": f"{w}x{h}", "width": w, "height": h,
                          "environment": platform, "platform": platform, "n_actions": n_steps,
                          "source_website": f"site-{t}"})
        for k in range(1, n_steps + 1):
            gt = (shared[k % 3] if shared else report_png(res / "data" / str(t) / "checkpoints" / f"step_{k}.png", (200, 200, 10 * k))) if images else None
            action_rows.append({"dataset": DATASET, "task_id": t, "step": k, "type": TYPES[(t + k) % 4], "description": f"do thing {k}",
                                "visual_evaluation_flag": True, "logical_assertion": f"thing {k} happened", "checkpoint_path": gt})
        if images and not shared:
            report_png(res / "data" / str(t) / "checkpoints" / "step_0.png", (200, 200, 200))
            report_png(res / "data" / str(t) / "assets" / "asset_001.png", (30, 30, 30 + t), size=(16, 16))
    write_part(wh, "dataset_tasks", task_rows, partition=("dataset", DATASET), key=("tasks",))
    write_part(wh, "dataset_actions", action_rows, partition=("dataset", DATASET), key=("actions",))
    write_result(wh, "runs", [{"run_id": run_id, "dataset": DATASET, "judge": judge, "protocol": protocol, "models": list(models),
                               "absent_components": ["dino", "hvs"]}], run_id=run_id)
    for m in models:
        for t in range(1, n_tasks + 1):
            ok = rng.random() > 0.15
            gen_dir = res / "pages" / run_id / m.replace("/", "_") / str(t)
            page_path = None
            if ok:
                gen_dir.mkdir(parents=True, exist_ok=True)
                (gen_dir / "index.html").write_text("<html><body><p id=p>static</p><img src=\"assets/asset_001.png\" alt=logo>"
                                                    "<script>document.getElementById('p').textContent='JS RAN'</script></body></html>")
                page_path = str(gen_dir / "index.html")
            write_result(wh, "generations", [{"run_id": run_id, "model": m, "task_id": t, "page_path": page_path,
                                              "error_kind": None if ok else "generation_failed", "error_message": None if ok else "model said no"}],
                         run_id=run_id, model=m, task_id=t)
            fail_at = rng.choice([None, *range(1, n_steps + 1)]) if ok else None
            actions, asserts, cps = [], [], []
            if ok:
                for k in range(0, n_steps + 1):
                    failed = fail_at == k
                    skipped = fail_at is not None and k > fail_at
                    shot = (shared[k % 3] if shared else report_png(gen_dir / f"step_{k}.png", (10, 20 * k, 200))) if images and not skipped else None
                    actions.append({"run_id": run_id, "model": m, "task_id": t, "step": k, "type": "Load" if k == 0 else TYPES[(t + k) % 4],
                                    "description": "load" if k == 0 else f"do thing {k}",
                                    # A failed step was never located: no method, no chosen element, a NaN score (as once shown raw).
                                    "method": "page" if k == 0 else None if failed else "fuzzy",
                                    "chosen": None if k == 0 or failed else json.dumps({"tag": "button", "text": f"thing {k}", "box": [100, 50, 200, 40]}),
                                    "match_score": None if k == 0 else float("nan") if failed else 91.0, "outcome": "skipped" if skipped else "failed" if failed else "performed",
                                    "error_kind": "not_found" if failed else None, "screenshot_path": shot,
                                    **({} if k == 0 or failed else _located(k))})
                    if k and not skipped:
                        asserts.append({"run_id": run_id, "model": m, "task_id": t, "step": k, "judge": judge, "protocol": protocol,
                                        "assertion": f"thing {k} happened", "verdict": "fail" if failed else "pass",
                                        "counts_as": "fail" if failed else "pass", "reasoning": ("because " * 40)[:reasoning_len]})
                    if not skipped and not failed:
                        cps.append({"run_id": run_id, "model": m, "task_id": t, "step": k, "judge": judge, "protocol": protocol,
                                    "gt_path": (shared[k % 3] if shared else str(res / "data" / str(t) / "checkpoints" / f"step_{k}.png")) if images else None,
                                    "shot_path": shot, "ocr_score": rng.random(), "lvs": rng.random(), "score": rng.random()})
                write_result(wh, "actions", actions, run_id=run_id, model=m, task_id=t)
                write_result(wh, "assertions", asserts, run_id=run_id, model=m, task_id=t, variant=f"{judge}-{protocol}")
                write_result(wh, "checkpoints", cps, run_id=run_id, model=m, task_id=t, variant=f"{judge}-{protocol}")
            succeeded = (fail_at - 1) if fail_at else n_steps
            ifs = succeeded / n_steps if ok else 0.0
            vfs = float(np.mean([c["score"] for c in cps])) if cps else 0.0
            write_result(wh, "task_scores", [{
                "run_id": run_id, "model": m, "task_id": t, "judge": judge, "protocol": protocol, "protocol_version": "1",
                "ifs": ifs, "lvs": vfs if ok else 0.0, "hvs": None, "vfs": vfs, "final": 0.7 * ifs + 0.3 * vfs, "n_actions": n_steps,
                "steps_succeeded": succeeded if ok else 0, "first_failure": fail_at if ok else 0,
                "first_failure_kind": ("not_found" if fail_at else None) if ok else "generation_failed",
                "n_checkpoints": len(cps), "judge_errors": 0, "generation_ok": ok, "hvs_present": False, "dino_present": False,
            }], run_id=run_id, model=m, task_id=t, variant=f"{judge}-{protocol}")
    return wh


def build_run(tmp_path, *, old_failed_row=False):
    """Run r1: m/good scores four tasks; m/mixed has one scored task, a failed generation, a task
    with no checkpoint and a page never replayed. Every scored row is made by score_page /
    score_no_page under paper, reference and strict, with a rubric judge and a (tiny) DINO."""
    from dataclasses import replace

    from iwr_bench.tasks.scoring.dino import load_scorer
    from iwr_bench.tasks.scoring.page import score_no_page, score_page
    from iwr_bench.tasks.scoring.protocols import PROTOCOLS
    from iwr_bench.tasks.scoring.visual import FeatureCache

    wh = tmp_path / "wh"
    base = scored_task(tmp_path)
    no_cp = replace(base, task_id=9, initial_checkpoint=None, actions=tuple(replace(a, checkpoint=None) for a in base.actions))
    tasks = {7: base, 8: replace(base, task_id=8), 9: no_cp, 10: replace(base, task_id=10)}
    plan = {"m/good": {7: "ok", 8: "ok", 9: "ok", 10: "ok"}, "m/mixed": {7: "ok", 8: "failed", 9: "ok", 10: "unreplayed"}}
    tiny_dino_graph(tmp_path / "dinov2-base.onnx")
    dino = load_scorer(tmp_path)
    cache = FeatureCache(tmp_path / "cache")
    acts = replayed_rows(tmp_path)
    for model, per_task in plan.items():
        judge = ScriptedJudge({3: "fail"} if model == "m/mixed" else {}, RUBRIC)
        for tid, what in per_task.items():
            ok = what != "failed"
            write_result(wh, "generations", [{"run_id": "r1", "model": model, "task_id": tid, "page_path": "p/index.html" if ok else None,
                                              "error_kind": None if ok else "no_page"}], run_id="r1", model=model, task_id=tid)
            if what == "ok":
                write_result(wh, "actions", [{**a, "run_id": "r1", "model": model, "task_id": tid} for a in acts],
                             run_id="r1", model=model, task_id=tid)
            if what == "unreplayed":
                continue
            for protocol in PROTOCOLS.values():
                if ok:
                    page = score_page(tasks[tid], model, "r1", acts, judge=judge, protocol=protocol, dino=dino, cache=cache, ocr=ocr)
                else:
                    page = score_no_page(tasks[tid], model, "r1", judge=judge, protocol=protocol, dino=dino, kind="no_page")
                    if old_failed_row:  # as rows written before presence was the run's
                        page.task_score.update(dino_present=False, hvs_present=False)
                variant = f"{judge.name}|{protocol.name}"
                for table, part in (("task_scores", [page.task_score]), ("checkpoints", page.checkpoints), ("assertions", page.assertions)):
                    write_result(wh, table, part, run_id="r1", model=model, task_id=tid, variant=variant)
    return wh
