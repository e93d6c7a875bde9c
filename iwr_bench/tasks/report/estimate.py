"""How long a run will take: the work it has left and this machine's measured rates, in, an estimate out.

Pure functions; ``iwr run --plan`` and the progress ETA call ``estimate``. The rates come
from ``make bench`` (``<results>/bench/rates.json``, written by ``iwr_bench.bench.cold``); with none,
``DEFAULT_RATES`` (measured on the project's 2-core machine) stand in and the estimate says so.

The model, per run:

* local CPU = start-up + pairs x per-pair overhead + replayed actions x per-action cost
  + megapixels to OCR x OCR cost + images to embed x DINO cost (cached features cost nothing);
* remote wait = generation calls x their latency + judge calls x theirs (no local CPU);
* wall on W workers = start-up wall + local CPU / (W x cores per worker x efficiency)
  + remote wait / W, where efficiency is the share of the cores a run keeps busy (measured:
  average cores busy / cores in a cold run).
"""

from __future__ import annotations

import json
from collections.abc import Collection, Mapping, Sequence
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from iwr_bench.schemas.record import BenchTask

RATES_FILE = "rates.json"


@dataclass(frozen=True)
class Work:
    """What a run has left to do (what the caches hold is already taken out)."""

    pairs: int  # (task, model) pairs to evaluate
    actions: int  # actions to replay (pairs whose replay is cached count 0)
    ocr_megapixels: float  # pixels of the images to OCR (not yet in the feature cache)
    ocr_images: int = 0
    checkpoints: int = 0  # checkpoints to score (each needs its ground truth and its screenshot read, unless cached)
    dino_images: int = 0  # images to embed (0 when DINO is absent or cached)
    judge_calls: int = 0  # calls to an LLM judge (assertions + rubrics; 0 with the offline judge)
    generations: int = 0  # calls to a model API (offline baselines: 0)
    cached: Mapping[str, int] = field(default_factory=dict)  # what the caches already hold, for the plan's display
    attempts: Mapping[str, int] = field(default_factory=dict)  # the most calls per generation / judge question, retries included


@dataclass(frozen=True)
class Rates:
    """Per-stage costs on one machine (CPU-seconds unless named wall)."""

    startup_cpu_s: float
    startup_wall_s: float
    pair_cpu_s: float
    action_cpu_s: float
    ocr_cpu_s_per_mpx: float
    dino_cpu_s_per_image: float
    efficiency: float  # average cores busy / cores during a cold run, in (0, 1]
    cores_per_worker: float = 1.0
    generation_wall_s: float = 60.0  # a model API call (not measurable offline: a guess, say so)
    judge_wall_s: float = 8.0  # a judge API call (the same)
    source: str = "defaults"
    measured_at: str | None = None


# Measured by `make bench` on the project's machine (AMD EPYC, 2 cores, shared; see README).
DEFAULT_RATES = Rates(startup_cpu_s=25.0, startup_wall_s=30.0, pair_cpu_s=3.0, action_cpu_s=1.2, ocr_cpu_s_per_mpx=0.6,
                      dino_cpu_s_per_image=0.5, efficiency=0.85, cores_per_worker=1.0)


@dataclass(frozen=True)
class Estimate:
    cpu_s: float
    wall_s: float
    workers: int
    judge_calls: int
    by_stage: dict[str, float]  # CPU-seconds per stage
    rates_source: str

    def line(self) -> str:
        """One line for a plan or a progress bar."""
        return (f"~{duration(self.wall_s)} on {self.workers} worker{'s' if self.workers != 1 else ''}, {self.cpu_s:,.0f} CPU-s, "
                f"{self.judge_calls} judge calls (rates: {self.rates_source})")


def duration(seconds: float) -> str:
    s = int(round(seconds))
    if s < 90:
        return f"{s} s"
    if s < 5400:
        return f"{s / 60:.0f} min"
    return f"{s / 3600:.1f} h"


def estimate(work: Work, rates: Rates = DEFAULT_RATES, workers: int = 1, *, include_startup: bool = True) -> Estimate:
    """CPU-seconds and wall time of ``work`` on ``workers`` workers at ``rates``."""
    if workers < 1:
        raise ValueError("workers must be at least 1")
    by_stage = {
        "startup": rates.startup_cpu_s if include_startup else 0.0,
        "pairs": work.pairs * rates.pair_cpu_s,
        "replay": work.actions * rates.action_cpu_s,
        "ocr": work.ocr_megapixels * rates.ocr_cpu_s_per_mpx,
        "dino": work.dino_images * rates.dino_cpu_s_per_image,
    }
    cpu = sum(by_stage.values())
    work_cpu = cpu - by_stage["startup"]
    capacity = workers * rates.cores_per_worker * max(min(rates.efficiency, 1.0), 0.05)
    remote = work.generations * rates.generation_wall_s + work.judge_calls * rates.judge_wall_s
    wall = (rates.startup_wall_s if include_startup else 0.0) + work_cpu / capacity + remote / workers
    return Estimate(cpu, wall, workers, work.judge_calls, by_stage, rates.source)


def remaining(total: Estimate, done_fraction: float, elapsed_s: float) -> float:
    """ETA in seconds: the estimate corrected by the pace so far once a tenth of the work is done."""
    done_fraction = min(max(done_fraction, 0.0), 1.0)
    if done_fraction >= 1.0:
        return 0.0
    if done_fraction < 0.1 or elapsed_s <= 0:
        return max(total.wall_s - elapsed_s, 0.0)
    return elapsed_s * (1.0 - done_fraction) / done_fraction


def work_for(tasks: Sequence[BenchTask], models: Sequence[str], *, done: Collection[tuple[int, str] | tuple[int, str, int]] = (),
             gt_cached: Collection[Path] = (), same_as_ground_truth: Collection[str] = (), offline: Collection[str] = (),
             dino: bool = False, llm_judge: bool = False, stages: Collection[str] = ("generate", "replay", "score"),
             pairs: Sequence[tuple[BenchTask, str] | tuple[BenchTask, str, int]] | None = None, without_page: int = 0,
             attempts: Mapping[str, int] | None = None) -> Work:
    """The most work a run can have left: every action of every pair not ``done`` replays and every checkpoint is scored.

    ``gt_cached``: ground-truth checkpoints whose features the cache holds; ``same_as_ground_truth``:
    models whose screenshots equal the ground truth (``iwr/oracle``), read for free;
    ``offline``: models that call no API; ``stages``: the stages that run (the others cost
    nothing); ``pairs``: the (task, model[, sample]) pairs of the run when not every task with every
    model (an earlier run's pages, several samples); ``done`` names them the same way (sample 0 when
    left out). A real model's replay usually stops early, so this is an upper bound; the ETA
    corrects it by the pace once the run is under way. ``without_page``: pairs with no page to
    judge (they score 0 and cost nothing); ``attempts``: the most calls one generation and one judge
    question may take with retries (shown, not priced: a retry happens only after a failure).
    """
    every = [(p[0], p[1], p[2] if len(p) > 2 else 0) for p in pairs] if pairs is not None else [(t, m, 0) for t in tasks for m in models]
    finished = {(d[0], d[1], d[2] if len(d) > 2 else 0) for d in done}
    todo = [(t, m) for t, m, k in every if (t.task_id, m, k) not in finished]
    cached = set(map(Path, gt_cached))
    actions = checkpoints = assertions = images = 0
    mpx = 0.0
    gt_seen: set[Path] = set()
    for t, m in todo:
        actions += len(t.actions)
        assertions += sum(1 for a in t.actions if a.logical_assertion)
        steps = [t.initial_checkpoint] + [a.checkpoint for a in t.actions if a.visual_evaluation_flag]
        gts = [Path(g) for g in steps if g is not None]
        checkpoints += len(gts)
        fresh_gt = [g for g in gts if g not in cached and g not in gt_seen]
        gt_seen.update(fresh_gt)
        read = len(fresh_gt) + (0 if m in same_as_ground_truth else len(gts))
        images += read
        mpx += read * t.width * t.height / 1e6
    scoring = "score" in stages
    return Work(pairs=len(todo), actions=actions if "replay" in stages else 0, ocr_megapixels=mpx if scoring else 0.0,
                ocr_images=images if scoring else 0, checkpoints=checkpoints if scoring else 0,
                dino_images=images if dino and scoring else 0, judge_calls=(assertions + checkpoints) if llm_judge and scoring else 0,
                generations=sum(1 for _, m in todo if m not in offline) if "generate" in stages else 0,
                cached={"pairs_done": len(done), "gt_features": len(cached), **({"without_page": without_page} if without_page else {})},
                attempts=dict(attempts or {}))


@dataclass(frozen=True)
class Forecast:
    """A run's work left, this machine's rates and the parallelism it gets: what ``iwr run --plan`` shows."""

    work: Work
    rates: Rates
    workers: int  # evaluations that run at once (workers, capped by the cores here; a cluster's worker threads)
    where: str = "here"  # "on the Dask cluster at tcp://…" for a cluster's workers

    @property
    def estimate(self) -> Estimate:
        return estimate(self.work, self.rates, self.workers)

    def eta(self, done_fraction: float, elapsed_s: float) -> float:
        """Seconds left once ``done_fraction`` of the pairs took ``elapsed_s`` (for the progress bar)."""
        return remaining(self.estimate, done_fraction, elapsed_s)

    def lines(self) -> list[str]:
        return plan_lines(self.work, self.rates, self.workers, where=self.where)


def plan_lines(work: Work, rates: Rates, workers: int, *, scale: Sequence[int] = (1, 4, 16), where: str = "here") -> list[str]:
    """What ``iwr run --plan`` prints: the work left, CPU-seconds by stage, wall time ``where`` the run goes on
    ``workers`` and on ``scale`` workers (the run's own count among them)."""
    here = estimate(work, rates, workers)
    stages = ", ".join(f"{k} {v:,.0f}" for k, v in here.by_stage.items() if v)
    cached = work.cached
    lines = [
        f"work: {work.pairs} (task, model) pairs, {work.actions} actions to replay, {work.checkpoints} checkpoints to score",
        f"  images to read: {work.ocr_images} by OCR ({work.ocr_megapixels:,.0f} Mpx), {work.dino_images} by DINO; "
        f"judge calls {work.judge_calls}; generation calls {work.generations}",
        f"  already done: {cached.get('pairs_done', 0)} pairs of this run; ground-truth checkpoints already read: {cached.get('gt_features', 0)}",
        f"CPU-seconds by stage: {stages} (total {here.cpu_s:,.0f})",
        f"estimate {where}: {here.line()}",
    ]
    if rates.source == DEFAULT_RATES.source:
        lines.append("  (no rates measured on this machine: `make bench` measures them; the defaults are the project machine's)")
    if cached.get("without_page"):
        lines.append(f"  pairs without a page: {cached['without_page']} (scored 0 as no_page; nothing to replay or judge)")
    if work.generations or work.judge_calls:
        lines.append(f"  API waits assumed: {rates.generation_wall_s:.0f} s per generation, {rates.judge_wall_s:.0f} s per judge call")
        most = work.attempts
        lines.append(f"  with retries at most {work.generations * most.get('generation', 1)} generation calls and "
                     f"{work.judge_calls * most.get('judge', 1)} judge calls (a retry follows a failure only)")
    walls = ", ".join(f"{w}: {duration(estimate(work, rates, w).wall_s)}" for w in sorted({*scale, workers}))
    lines.append(f"on Dask workers of {rates.cores_per_worker:g} core(s): {walls}")
    return lines


# ---------------------------------------------------------------- the rates file

def rates_path(results: Path) -> Path:
    return Path(results) / "bench" / RATES_FILE


def load_rates(results: Path) -> Rates:
    """The rates ``make bench`` measured here, else ``DEFAULT_RATES``; unknown or missing fields take the default."""
    p = rates_path(results)
    try:
        raw = json.loads(p.read_text())
    except (OSError, ValueError):
        return DEFAULT_RATES
    known = {f.name for f in fields(Rates)}
    vals: dict[str, Any] = {k: v for k, v in raw.items() if k in known and v is not None}
    try:
        return replace(DEFAULT_RATES, **{**vals, "source": str(p)})
    except TypeError:
        return DEFAULT_RATES


def save_rates(results: Path, rates: Rates) -> Path:
    p = rates_path(results)
    p.parent.mkdir(parents=True, exist_ok=True)
    tmp = p.with_suffix(".tmp")
    tmp.write_text(json.dumps(asdict(rates), indent=1) + "\n")
    tmp.replace(p)
    return p
