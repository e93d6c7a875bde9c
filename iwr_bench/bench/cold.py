"""Cold runs measured to the CPU-second, the per-stage rates they give, and the whole-benchmark projection.

Every run is a child ``iwr run`` with fresh results, warehouse and Prefect folders, measured
with ``iwr_bench.bench.cputree`` (user + system time of the whole process tree, browsers included):

* A, the headline: the bundled benchmark with ``iwr/oracle`` (what issue 18 measures): CPU
  per pair and per checkpoint, average cores busy;
* B, one ``iwr/blank`` task (start-up and end of a run, plus one almost empty pair);
* D, ``k`` synthetic tasks with ``iwr/blank`` (what one pair costs besides its actions);
* C, ``k`` synthetic tasks with ``iwr/oracle`` on ``--task-runner dask --workers 2``: the check.

The OCR share of each run is exact: every OCR the run computed left its thread's CPU time
and pixel count in the feature cache. From B and D come the start-up cost and the cost of a
pair with one action; A then gives the cost per replayed action. ``iwr_bench.tasks.report.estimate`` turns
the rates into a projection, and C, measured, is set beside what the rates predict for it.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from iwr_bench.bench.common import Figure
from iwr_bench.bench.cputree import TreeMeasure, measure
from iwr_bench.bench.pipeline import isolated_env, iwr_command
from iwr_bench.tasks.report.estimate import Rates, Work, estimate

SECTION = "cold"


@dataclass(frozen=True)
class ColdRun:
    label: str
    m: TreeMeasure
    pairs: int
    actions: int  # replayed actions (the page load not counted)
    checkpoints: int  # checkpoint rows scored
    ocr_images: int  # OCRs computed (the rest came from the feature cache)
    ocr_cpu_s: float
    ocr_mpx: float

    @property
    def non_ocr_cpu_s(self) -> float:
        return self.m.cpu_s - self.ocr_cpu_s


def ocr_costs(results: Path) -> tuple[int, float, float]:
    """(OCRs computed, their CPU-seconds, their megapixels) from a run's feature cache."""
    n, cpu, px = 0, 0.0, 0
    for p in (results / "cache" / "features" / "ocr").rglob("*.json"):
        entry = json.loads(p.read_text())
        n += 1
        cpu += float(entry.get("cpu_s") or 0.0)
        px += int(entry.get("pixels") or 0)
    return n, cpu, px / 1e6


def warehouse_counts(warehouse: Path) -> tuple[int, int, int]:
    """(pairs, replayed actions, scored checkpoints) of every run in ``warehouse``."""
    from iwr_bench.tasks.warehouse.store import connect

    con = connect(warehouse)
    try:
        pairs = con.execute("SELECT count(*) FROM (SELECT DISTINCT model, task_id FROM generations)").fetchone()[0]
        # A replay stops at its first failure and records the rest as 'skipped': not replayed.
        actions = con.execute("SELECT count(*) FROM actions WHERE step >= 1 AND outcome IS DISTINCT FROM 'skipped'").fetchone()[0]
        cps = con.execute("SELECT count(*) FROM checkpoints").fetchone()[0]
    finally:
        con.close()
    return int(pairs), int(actions), int(cps)


def cold_run(label: str, data: Path, models: str, *, tasks: str | None = None, extra: Sequence[str] = (),
             keep: Path | None = None, timeout_s: float | None = None) -> ColdRun:
    with tempfile.TemporaryDirectory(prefix=f"iwr-bench-cold-{label}-", dir=keep) as tmp:
        root = Path(tmp)
        args = ["run", "--data", str(data), "--models", models, "--run-id", f"cold-{label}", *extra]
        if tasks:
            args += ["--tasks", tasks]
        m = measure([*iwr_command(), *args], isolated_env(root), timeout_s=timeout_s)
        if m.returncode not in (0, 1):
            raise RuntimeError(f"run {label}: iwr run exited {m.returncode}: {m.output_tail[-400:]}")
        pairs, actions, cps = warehouse_counts(root / "warehouse")
        n, cpu, mpx = ocr_costs(root / "results")
    return evaluated(ColdRun(label, m, pairs, actions, cps, n, cpu, mpx))


def evaluated(run: ColdRun) -> ColdRun:
    """``run``, when it evaluated something: a run that never got past start-up (Prefect's
    ephemeral server timing out on a loaded machine) once reported its start-up CPU as
    "28 CPU-seconds per pair" over 0 pairs."""
    if run.pairs == 0:
        raise RuntimeError(f"run {run.label}: iwr run exited {run.m.returncode} and evaluated no pair: {run.m.output_tail[-400:]}")
    return run


def derive_rates(a: ColdRun, b: ColdRun, d: ColdRun, *, cores: int, dino_cpu_s_per_image: float | None, base: Rates) -> tuple[Rates, list[str]]:
    """Per-stage rates from the three runs (see the module docstring); notes say what was clamped."""
    notes = []
    per_blank_pair = (d.non_ocr_cpu_s - b.non_ocr_cpu_s) / max(d.pairs - b.pairs, 1)
    startup = max(b.non_ocr_cpu_s - b.pairs * per_blank_pair, 0.0)
    blank_actions = d.actions / max(d.pairs, 1)  # a blank pair replays (and fails) about one action
    extra_actions = a.actions - a.pairs * blank_actions
    if extra_actions <= 0:
        notes.append(f"run A replayed no more actions per pair than the blank runs ({a.actions} for {a.pairs} pairs); "
                     f"the default {base.action_cpu_s} s per action stands in")
    action = (a.non_ocr_cpu_s - startup - a.pairs * per_blank_pair) / extra_actions if extra_actions > 0 else base.action_cpu_s
    if action <= 0:
        notes.append(f"per-action CPU came out {action:.2f} s (load noise); the default {base.action_cpu_s} s stands in")
        action = base.action_cpu_s
    pair = max(per_blank_pair - blank_actions * action, 0.0)
    # The run's own OCR rate: its line cache reuses lines across checkpoints as every run does.
    ocr_rate = a.ocr_cpu_s / a.ocr_mpx if a.ocr_mpx else base.ocr_cpu_s_per_mpx
    rates = replace(base, startup_cpu_s=round(startup, 2), startup_wall_s=round(b.m.wall_s, 2), pair_cpu_s=round(pair, 3),
                    action_cpu_s=round(action, 3), ocr_cpu_s_per_mpx=round(ocr_rate, 4),
                    dino_cpu_s_per_image=round(dino_cpu_s_per_image or base.dino_cpu_s_per_image, 4),
                    efficiency=round(min(a.m.cores_busy / max(cores, 1), 1.0), 3), cores_per_worker=1.0, source="make bench")
    return rates, notes


def work_of(run: ColdRun) -> Work:
    return Work(pairs=run.pairs, actions=run.actions, ocr_megapixels=run.ocr_mpx, ocr_images=run.ocr_images)


def headline(a: ColdRun, cores: int) -> list[Figure]:
    m = a.m
    load = f"load {m.load_start[0]} at start, {m.load_end[0]} at end"
    return [
        Figure(SECTION, "cold oracle run: CPU-seconds (process tree)", m.cpu_s, "CPU-s", 1,
               f"{a.label}: {a.pairs} pairs, {a.actions} actions, {a.checkpoints} checkpoints; wall {m.wall_s:.0f} s; {load}"),
        Figure(SECTION, "cold oracle run: CPU-seconds per pair", m.cpu_s / max(a.pairs, 1), "CPU-s", 1, "issue 18 target: <= 28"),
        Figure(SECTION, "cold oracle run: CPU-seconds per checkpoint", m.cpu_s / max(a.checkpoints, 1), "CPU-s", 1, "whole run / scored checkpoints"),
        Figure(SECTION, "cold oracle run: OCR CPU-seconds per image read", a.ocr_cpu_s / max(a.ocr_images, 1), "CPU-s", 1,
               f"{a.ocr_images} images read for {a.checkpoints} checkpoints (ground truth + screenshot each); {a.ocr_mpx:.0f} Mpx"),
        Figure(SECTION, "cold oracle run: average cores busy", m.cores_busy, "cores", 1, f"of {cores}; target >= 1.7 of 2"),
        Figure(SECTION, "cold oracle run: peak memory (process tree)", m.peak_mib, "MiB", 1, m.peak_breakdown),
        Figure(SECTION, "cold oracle run: CPU by process (sampled)", None, "", 0, json.dumps(m.cpu_by_kind_s)),
    ]


def run(data: Path, *, synthetic_tasks: int = 12, cores: int | None = None,
        dino_cpu_s_per_image: float | None = None, bundled_tasks: str | None = None, save: bool = True,
        log=lambda m: None) -> list[Figure]:
    import os

    cores = cores or len(os.sched_getaffinity(0))
    log("cold: A, the bundled benchmark with iwr/oracle")
    a = cold_run("A-bundled-oracle", data, "iwr/oracle", tasks=bundled_tasks)
    out = headline(a, cores)
    try:
        return out + _rates_check_projection(a, data, cores=cores, synthetic_tasks=synthetic_tasks,
                                             dino_cpu_s_per_image=dino_cpu_s_per_image, bundled_tasks=bundled_tasks, save=save, log=log)
    except Exception as err:  # noqa: BLE001 - the headline run took minutes: keep its figures
        import traceback

        traceback.print_exc()
        return [*out, Figure(SECTION, "rates, check and projection failed", None, "", 0, f"{type(err).__name__}: {str(err)[:300]}")]


def _rates_check_projection(a: ColdRun, data: Path, *, cores: int, synthetic_tasks: int,
                            dino_cpu_s_per_image: float | None, bundled_tasks: str | None, save: bool, log) -> list[Figure]:
    """Runs B, D and C after the headline run A, and the rates, check and projection they give."""
    from iwr_bench.bench import synthetic
    from iwr_bench.core.settings import get_settings
    from iwr_bench.tasks.report.estimate import DEFAULT_RATES, save_rates

    out: list[Figure] = []
    plans = synthetic.plan_benchmark()
    chosen = synthetic.sample(plans, synthetic_tasks)
    log(f"cold: building {len(chosen)} synthetic tasks (once; cached)")
    sdata = synthetic.build(chosen, synthetic.default_root(len(plans), 0), progress=log)
    ids = ",".join(str(p.task_id) for p in chosen)
    log("cold: B, one blank task; D, the synthetic sample with iwr/blank")
    b = cold_run("B-one-blank", data, "iwr/blank", tasks=bundled_tasks.split(",")[0] if bundled_tasks else "1")
    d = cold_run("D-synthetic-blank", sdata, "iwr/blank", tasks=ids)
    rates, notes = derive_rates(a, b, d, cores=cores, dino_cpu_s_per_image=dino_cpu_s_per_image,
                                base=DEFAULT_RATES)
    out += [Figure(SECTION, f"rate: {k}", float(v), "", 1, "; ".join(notes) if k == "action_cpu_s" else "")
            for k, v in vars(rates).items() if isinstance(v, int | float)]
    log("cold: C, the synthetic sample with iwr/oracle on 2 Dask workers (the check)")
    c = cold_run("C-synthetic-oracle-dask2", sdata, "iwr/oracle", tasks=ids, extra=["--task-runner", "dask", "--workers", "2"])
    predicted = estimate(work_of(c), rates, workers=2)
    out += [
        Figure(SECTION, "check: synthetic sample, 2 Dask workers, wall measured", c.m.wall_s, "s", 1,
               f"{c.pairs} pairs, {c.actions} actions, {c.checkpoints} checkpoints; predicted {predicted.wall_s:.0f} s"),
        Figure(SECTION, "check: measured / predicted wall", c.m.wall_s / predicted.wall_s, "x", 1, "1.0 = the projection's model holds"),
        Figure(SECTION, "check: measured / predicted CPU", c.m.cpu_s / predicted.cpu_s, "x", 1,
               f"measured {c.m.cpu_s:.0f} CPU-s, predicted {predicted.cpu_s:.0f}; {c.m.cores_busy:.2f} cores busy"),
        Figure(SECTION, "check: OCR measured / predicted CPU", c.ocr_cpu_s / max(predicted.by_stage.get("ocr", 0.0), 1e-9), "x", 1,
               f"OCR {c.ocr_cpu_s:.0f} CPU-s for {c.ocr_images} images, {c.ocr_mpx:.0f} Mpx ({c.ocr_cpu_s / max(c.ocr_mpx, 1e-9):.2f} CPU-s/Mpx; "
               f"the rate {rates.ocr_cpu_s_per_mpx:.2f}); the rest {c.non_ocr_cpu_s:.0f} CPU-s against "
               f"{predicted.cpu_s - predicted.by_stage.get('ocr', 0.0):.0f} predicted"),
        Figure(SECTION, "synthetic sample: CPU-seconds per oracle pair", c.m.cpu_s / max(c.pairs, 1), "CPU-s", 1,
               f"{c.ocr_mpx:.0f} Mpx read; published-shape tasks (iwr_bench.bench.synthetic)"),
    ]
    out += projection(rates, plans)
    if save:
        path = save_rates(get_settings().results, rates)
        log(f"cold: rates for `iwr run --plan` written to {path}")
    return out


def model_work(plans: Sequence, ifs: float | None) -> Work:
    """One model's work on ``plans``: every action and checkpoint (``ifs`` None), or the replay
    stopping at the first failure after a share ``ifs`` of the actions, as the published models did."""
    actions, mpx = 0, 0.0
    for p in plans:
        done = p.n_actions if ifs is None else min(p.n_actions, round(ifs * p.n_actions) + 1)
        reached = 1 + sum(p.visual[: done if ifs is None else done - 1])
        actions += done
        mpx += reached * p.width * p.height / 1e6
    return Work(pairs=len(plans), actions=actions, ocr_megapixels=mpx)


def projection(rates: Rates, plans: Sequence, models: int = 28) -> list[Figure]:
    """The published benchmark x ``models`` models with the offline judge, on 1, 4 and 16 Dask workers."""
    from iwr_bench.tasks.report.figures import paper_rows

    gt_mpx = sum(p.checkpoints * p.width * p.height for p in plans) / 1e6
    ifs = [r.ifs for r in paper_rows()][:models]
    upper = [model_work(plans, None)] * models
    published = [model_work(plans, x) for x in ifs]
    out = []
    for name, works in (("every action and checkpoint", upper), ("replays stopping as the published models' did", published)):
        total = Work(pairs=sum(w.pairs for w in works), actions=sum(w.actions for w in works),
                     ocr_megapixels=gt_mpx + sum(w.ocr_megapixels for w in works))
        # One model from cold caches on this machine (2 workers, one per core): its pages and the ground truth read once.
        one = estimate(replace(works[0], ocr_megapixels=works[0].ocr_megapixels + gt_mpx), rates, workers=2)
        for workers in (1, 4, 16):
            est = estimate(total, rates, workers=workers)
            out.append(Figure(SECTION, f"projection, {len(plans)} tasks x {models} models, {name}: {workers} worker(s)", est.wall_s / 3600, "h", 1,
                              f"{est.cpu_s / 3600:.1f} CPU-h; {total.pairs} pairs, {total.actions} actions, {total.ocr_megapixels:.0f} Mpx OCR"))
        out.append(Figure(SECTION, f"projection, one model ({name}), this machine", one.wall_s / 60, "min", 1,
                          f"{one.cpu_s / max(works[0].pairs, 1):.1f} CPU-s per pair; generation API time not included"))
    return out
