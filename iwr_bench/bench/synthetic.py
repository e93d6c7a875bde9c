"""A synthetic benchmark of the published shape, built with the authoring tool from generated sites.

The published benchmark: 113 tasks, 1,001 actions (8.9 per task), 620 with a visual check
(so ~6.5 checkpoints per task with ``step_0``), 403 with an assertion, 10.6 % mobile.
``plan_benchmark`` deals exactly those totals (scaled for another task count) over seeded
tasks; ``build`` writes one generated site per task (``iwr_bench.bench.synth_site``) and authors it
with ``iwr_bench.tasks.author.author_task``, into ``<results>/bench/synthetic/<name>/dataset``. A task
is authored once: a stamp of its site's sources skips it on the next build.

Resolutions: the records give ``WxH`` per task, but the published dataset's mix is not
reachable offline, so ``DESKTOP`` and ``MOBILE`` below are an assumption (desktop recordings
mostly full HD). OCR cost grows with the pixels, so the whole-benchmark figures scale with it.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

PUBLISHED = {"tasks": 113, "actions": 1001, "visual": 620, "assertions": 403, "mobile_share": 0.106}
DESKTOP = (((1920, 1080), 40), ((1280, 720), 25), ((1440, 900), 15), ((1366, 768), 10), ((1536, 864), 10))
MOBILE = (((390, 844), 50), ((375, 812), 25), ((414, 896), 25))
GENERATOR_VERSION = "2"  # 2: half-viewport sections, so a scroll's expected heading is in view under the sticky toolbar
MAX_SCROLL_PAGES = 3.0  # the page is the toolbar, a banner and 4.5 viewports of sections (iwr_bench.bench.synth_site.SECTIONS)


@dataclass(frozen=True)
class TaskPlan:
    task_id: int
    width: int
    height: int
    mobile: bool
    visual: tuple[bool, ...]  # per action
    asserted: tuple[bool, ...]
    seed: int

    @property
    def n_actions(self) -> int:
        return len(self.visual)

    @property
    def checkpoints(self) -> int:
        """Ground-truth checkpoints scored when every action succeeds: step_0 and each visual check."""
        return 1 + sum(self.visual)

    @property
    def resolution(self) -> str:
        return f"{self.width}x{self.height}"


def _apportion(total: int, weights: Sequence[int]) -> list[int]:
    """Integers proportional to ``weights`` that add up to ``total`` (largest remainder)."""
    s = sum(weights)
    raw = [total * w / s for w in weights]
    out = [int(r) for r in raw]
    for i in sorted(range(len(raw)), key=lambda i: out[i] - raw[i])[: total - sum(out)]:
        out[i] += 1
    return out


def _counts(rng: random.Random, n_tasks: int, total: int, lo: int = 2, hi: int = 20) -> list[int]:
    mean = total / n_tasks
    counts = [min(hi, max(lo, round(rng.gauss(mean, mean * 0.38)))) for _ in range(n_tasks)]
    while sum(counts) != total:
        i = rng.randrange(n_tasks)
        step = 1 if sum(counts) < total else -1
        if lo <= counts[i] + step <= hi:
            counts[i] += step
    return counts


def plan_benchmark(n_tasks: int = int(PUBLISHED["tasks"]), seed: int = 0, first_id: int = 1) -> list[TaskPlan]:
    """Tasks with the published totals of actions, visual checks, assertions and mobile share, scaled to ``n_tasks``."""
    scale = n_tasks / PUBLISHED["tasks"]
    rng = random.Random(seed)
    n_actions = round(PUBLISHED["actions"] * scale)
    counts = _counts(rng, n_tasks, n_actions)
    visual = set(rng.sample(range(n_actions), round(PUBLISHED["visual"] * scale)))
    asserted = set(rng.sample(range(n_actions), round(PUBLISHED["assertions"] * scale)))
    n_mobile = round(PUBLISHED["mobile_share"] * n_tasks)
    sizes = [r for (r, _), k in zip(MOBILE, _apportion(n_mobile, [w for _, w in MOBILE]), strict=True) for _ in range(k)]
    sizes += [r for (r, _), k in zip(DESKTOP, _apportion(n_tasks - n_mobile, [w for _, w in DESKTOP]), strict=True) for _ in range(k)]
    mobile = [i < n_mobile for i in range(n_tasks)]
    order = list(range(n_tasks))
    rng.shuffle(order)
    plans, at = [], 0
    for t in range(n_tasks):
        j = order[t]
        idx = range(at, at + counts[t])
        at += counts[t]
        plans.append(TaskPlan(first_id + t, *sizes[j], mobile[j], tuple(i in visual for i in idx), tuple(i in asserted for i in idx),
                              rng.randrange(2**31)))
    return plans


def totals(plans: Sequence[TaskPlan]) -> dict[str, float]:
    n = len(plans)
    return {"tasks": n, "actions": sum(p.n_actions for p in plans), "visual": sum(sum(p.visual) for p in plans),
            "assertions": sum(sum(p.asserted) for p in plans), "mobile": sum(p.mobile for p in plans),
            "checkpoints": sum(p.checkpoints for p in plans), "megapixels": sum(p.checkpoints * p.width * p.height for p in plans) / 1e6}


def sample(plans: Sequence[TaskPlan], k: int) -> list[TaskPlan]:
    """``k`` tasks spread over the resolutions in proportion (the same ones every time)."""
    if k >= len(plans):
        return list(plans)
    groups: dict[str, list[TaskPlan]] = {}
    for p in plans:
        groups.setdefault(p.resolution, []).append(p)
    keys = sorted(groups)
    quota = _apportion(k, [len(groups[g]) for g in keys])
    return sorted((p for g, q in zip(keys, quota, strict=True) for p in groups[g][:q]), key=lambda p: p.task_id)


# ---------------------------------------------------------------- sites and building

def _classification(rng: random.Random, plan: TaskPlan) -> dict[str, str]:
    from iwr_bench.bench.synth_site import DOMAINS

    level = "L1" if plan.n_actions <= 5 else "L2" if plan.n_actions <= 8 else "L3" if plan.n_actions <= 11 else "L4"
    domain, sub = rng.choice(DOMAINS)
    return {"interaction_complexity": level, "visual_complexity": rng.choice(("low", "medium", "high")), "domain": domain, "sub_domain": sub}


def _png(size: tuple[int, int], rng: random.Random) -> bytes:
    import io

    from PIL import Image, ImageDraw

    im = Image.new("RGB", size, tuple(rng.randrange(256) for _ in range(3)))
    d = ImageDraw.Draw(im)
    for _ in range(6):
        x0, y0 = rng.randrange(size[0]), rng.randrange(size[1])
        d.ellipse((x0, y0, x0 + size[0] // 3, y0 + size[1] // 3), fill=tuple(rng.randrange(256) for _ in range(3)))
    buf = io.BytesIO()
    im.save(buf, format="PNG", compress_level=6)
    return buf.getvalue()


def write_site(plan: TaskPlan, sites_root: Path) -> Path:
    """The site folder of ``plan`` (index.html, two images, trajectory.yaml); the same bytes for the same plan."""
    import yaml

    from iwr_bench.bench.synth_site import make_spec, plan_actions, render_html

    rng = random.Random(plan.seed)
    spec = make_spec(rng, plan.task_id, plan.mobile)
    actions = plan_actions(rng, spec, plan.n_actions, list(plan.visual), list(plan.asserted), MAX_SCROLL_PAGES)
    site = sites_root / f"{plan.task_id:04d}"
    (site / "img").mkdir(parents=True, exist_ok=True)
    (site / "img" / "logo.png").write_bytes(_png((64, 64), rng))
    (site / "img" / "hero.png").write_bytes(_png((640, 180), rng))
    (site / "index.html").write_text(render_html(spec, plan.mobile, {"logo": "img/logo.png", "hero": "img/hero.png"}), encoding="utf-8")
    traj = {"id": plan.task_id, "source_website": f"synthetic-{plan.task_id:04d}", "classification": _classification(rng, plan),
            "recording": {"resolution": plan.resolution, "environment": "mobile" if plan.mobile else "desktop"}, "actions": actions}
    (site / "trajectory.yaml").write_text(yaml.safe_dump(traj, sort_keys=False, allow_unicode=True), encoding="utf-8")
    return site


def _stamp(site: Path) -> str:
    h = hashlib.sha256(GENERATOR_VERSION.encode())
    for p in sorted(q for q in site.rglob("*") if q.is_file()):
        h.update(p.relative_to(site).as_posix().encode() + b"\0" + p.read_bytes())
    return h.hexdigest()


def default_root(n_tasks: int, seed: int) -> Path:
    from iwr_bench.core.settings import get_settings

    return get_settings().results / "bench" / "synthetic" / f"n{n_tasks}-seed{seed}-v{GENERATOR_VERSION}"


def build(plans: Sequence[TaskPlan], root: Path, progress: Callable[[str], None] = lambda m: None) -> Path:
    """Author every task of ``plans`` not built yet into ``root/dataset``; returns that folder.

    A task whose authoring fails raises: the generator is at fault, and the message names
    the task and the step.
    """
    from iwr_bench.tasks.author import author_task

    dataset, stamps = root / "dataset", root / "stamps"
    stamps.mkdir(parents=True, exist_ok=True)
    todo = []
    for plan in plans:
        site = write_site(plan, root / "sites")
        stamp = _stamp(site)
        done = stamps / f"{plan.task_id}.txt"
        if not (done.exists() and done.read_text() == stamp and (dataset / "data" / str(plan.task_id) / "metadata.json").exists()):
            todo.append((plan, site, stamp, done))
    for k, (plan, site, stamp, done) in enumerate(todo, 1):
        # A fresh browser per task, as ``iwr author`` does: nothing carries over between tasks.
        author_task(site, site / "trajectory.yaml", dataset)
        done.write_text(stamp)
        progress(f"synthetic: authored task {plan.task_id} ({plan.resolution}, {plan.n_actions} actions) [{k}/{len(todo)}]")
    (root / "plan.json").write_text(json.dumps(totals(plans), indent=1) + "\n")
    return dataset
