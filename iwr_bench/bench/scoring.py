"""Scoring speed: RapidOCR and DINOv2 CPU-seconds per image, each set beside what it replaced, and feature reuse.

Costs are CPU-seconds of this process (``time.process_time``: every thread, onnxruntime's
pool included), so a loaded machine inflates them less than wall time. Configurations are
measured alternately on the same images, so load falls on all alike.

DINO uses the DINOv2-base architecture (transformers' ``Dinov2Config()`` defaults) with
random weights: speed does not depend on the weights, and no download is needed. The same
module is exported with ``iwr_bench.tasks.scoring.dino.export_onnx`` to a temporary file, so onnxruntime and
PyTorch run the same network on the same input. CUDA is measured by ``iwr_bench/bench/gpu.py``.
"""

from __future__ import annotations

import functools
import os
import tempfile
import time
import warnings
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np

from iwr_bench.bench.common import Figure, Stopwatch, figure, ratio, skipped

SECTION = "scoring"
OCR_PER_MPX = "OCR CPU-seconds per megapixel (tuned)"  # an image read alone; iwr_bench.bench.cold's OCR rate is its run's own
DINO_PER_IMAGE = "DINO CPU-seconds per image (batch 8, tuned)"  # iwr_bench.bench.cold takes this one as its DINO rate


def checkpoint_images(data: Path) -> list[Path]:
    """Every ground-truth checkpoint of the dataset, in task then step order."""
    from iwr_bench.tasks.data.dataset import load_dataset

    out: list[Path] = []
    for task in load_dataset(data).tasks:
        steps = [task.initial_checkpoint] + [a.checkpoint for a in task.actions]
        out += [Path(p) for p in steps if p is not None]
    return out


def _cpu(fn: Callable[[], object]) -> tuple[float, float]:
    """(CPU-seconds of this process, wall seconds) of ``fn()``."""
    c, w = time.process_time(), time.perf_counter()
    fn()
    return time.process_time() - c, time.perf_counter() - w


def ocr_speed(images: Sequence[Path], repeats: int) -> list[Figure]:
    """RapidOCR's default settings against ``iwr_bench.tasks.scoring.ocr``'s, image by image, and the tuned engine on the scoring pool."""
    from PIL import Image

    from iwr_bench.tasks.scoring.ocr import make_engine, read_with
    from iwr_bench.tasks.scoring.visual import scoring_threads

    if not images:
        return [skipped(SECTION, "OCR", "no checkpoints in the dataset")]
    from rapidocr_onnxruntime import RapidOCR

    with Stopwatch() as load:
        engines = {"default": RapidOCR(), "tuned": make_engine(lines=None)}  # image by image: no line read before
    for eng in engines.values():
        read_with(eng, images[0])  # warm-up
    per: dict[str, list[float]] = {"default": [], "tuned": []}
    hd: dict[str, list[float]] = {"default": [], "tuned": []}
    px = 0
    for r in range(repeats):
        for i, img in enumerate(images):
            with Image.open(img) as im:
                size = im.size
            px += size[0] * size[1] if r == 0 else 0
            for name in (("default", "tuned") if (i + r) % 2 == 0 else ("tuned", "default")):
                cpu, _ = _cpu(functools.partial(read_with, engines[name], img))
                per[name].append(cpu)
                if size == (1280, 720):
                    hd[name].append(cpu)
    mpx_per_pass = px / 1e6
    threads = scoring_threads()
    pool_images = list(images) * max(1, 2 * threads // max(len(images), 1))
    with ThreadPoolExecutor(threads) as pool:
        cpu, wall = _cpu(lambda: list(pool.map(lambda p: _tuned_read(p), pool_images)))
    out = [
        figure(SECTION, "OCR CPU-seconds per checkpoint, RapidOCR defaults", per["default"], "CPU-s", f"{len(images)} checkpoints x {repeats}"),
        figure(SECTION, "OCR CPU-seconds per checkpoint, tuned (tasks/scoring/ocr.py)", per["tuned"], "CPU-s", "paired with the row above, image by image"),
        Figure(SECTION, "OCR tuned / defaults, CPU-seconds", ratio(sum(per["tuned"]), sum(per["default"])), "x", repeats),
        figure(SECTION, "OCR CPU-seconds per 1280x720 image read alone, tuned", hd["tuned"], "CPU-s", "no line cache: the engine's cost per image"),
        figure(SECTION, "OCR CPU-seconds per 1280x720 checkpoint, defaults", hd["default"], "CPU-s"),
        Figure(SECTION, OCR_PER_MPX, sum(per["tuned"]) / (mpx_per_pass * repeats), "CPU-s/Mpx", repeats, f"{mpx_per_pass:.1f} Mpx per pass"),
        Figure(SECTION, "OCR on the scoring pool: cores busy", cpu / wall if wall else None, "cores", 1,
               f"{len(pool_images)} images on {threads} threads, {len(pool_images) / wall:.2f} images/s; the GIL does not serialize them"),
        Figure(SECTION, "OCR engines load", load.seconds, "s", 1, "both engines, first use in a process"),
    ]
    return out


def ocr_in_task_order(images: Sequence[Path]) -> list[Figure]:
    """CPU-seconds per checkpoint when a task's checkpoints are read in order, as a run reads them:
    the lines an earlier checkpoint of the run showed come from the line cache (``iwr_bench.tasks.scoring.ocr.LineCache``)."""
    from PIL import Image

    from iwr_bench.tasks.scoring.ocr import LineCache, make_engine, read_with

    eng = make_engine(lines=LineCache())
    read_with(eng, images[0])  # the sessions' first run outside the measurement
    lines = eng.text_rec.cache = LineCache()  # then nothing read before
    every: list[float] = []
    hd: list[float] = []
    for img in images:
        with Image.open(img) as im:
            size = im.size
        cpu, _ = _cpu(functools.partial(read_with, eng, img))
        every.append(cpu)
        if size == (1280, 720):
            hd.append(cpu)
    share = lines.hits / max(lines.hits + lines.misses, 1)
    return [
        figure(SECTION, "OCR CPU-seconds per 1280x720 checkpoint, tuned", hd, "CPU-s",
               f"ground truth read in task order with the line cache ({share:.0%} of all lines from it); issue 18 target: <= 0.5"),
        figure(SECTION, "OCR CPU-seconds per checkpoint in task order, tuned", every, "CPU-s", f"{len(images)} checkpoints, every resolution"),
    ]


def _tuned_read(p: Path) -> str:
    from iwr_bench.tasks.scoring.ocr import ocr_text

    return ocr_text(p)


def random_dinov2():
    """DINOv2-base (Dinov2Config() defaults) with seeded random weights, in eval mode."""
    import torch
    from transformers import Dinov2Config, Dinov2Model

    torch.manual_seed(0)
    return Dinov2Model(Dinov2Config()).eval()


def _old_session(path: Path):
    """The session as it was before issue 18: onnxruntime's default options (spinning pool, all cores)."""
    import onnxruntime as ort

    opts = ort.SessionOptions()
    opts.log_severity_level = 3
    return ort.InferenceSession(str(path), sess_options=opts, providers=["CPUExecutionProvider"])


def dino_speed(model, path: Path, batches: Sequence[int], repeats: int) -> list[Figure]:
    """Images/s and CPU-seconds per image at each batch size: onnxruntime before and after, and PyTorch eager."""
    import onnxruntime as ort
    import torch

    from iwr_bench.tasks.scoring.dino import session_options

    cores = len(os.sched_getaffinity(0))
    sessions = {"onnxruntime defaults (before)": _old_session(path),
                "onnxruntime, 1 thread, no spinning (tuned)": ort.InferenceSession(str(path), sess_options=session_options(1), providers=["CPUExecutionProvider"]),
                f"onnxruntime, {cores} threads, no spinning": ort.InferenceSession(str(path), sess_options=session_options(cores), providers=["CPUExecutionProvider"])}
    out: list[Figure] = []
    per_image: dict[tuple[str, int], float] = {}
    for batch in batches:
        x = np.random.default_rng(0).standard_normal((batch, 3, 224, 224), dtype=np.float32)
        xt = torch.from_numpy(x)
        runs: dict[str, Callable[[], object]] = {name: functools.partial(s.run, None, {"pixel_values": x}) for name, s in sessions.items()}
        runs["PyTorch eager"] = functools.partial(model, pixel_values=xt)
        cpu: dict[str, list[float]] = {k: [] for k in runs}
        rate: dict[str, list[float]] = {k: [] for k in runs}
        with torch.inference_mode():
            for fn in runs.values():
                fn()  # warm-up: first runs allocate and pick kernels
            for r in range(repeats):
                names = list(runs) if r % 2 == 0 else list(reversed(runs))
                for name in names:
                    c, w = _cpu(runs[name])
                    cpu[name].append(c / batch)
                    rate[name].append(batch / w)
        ref = model(pixel_values=xt).last_hidden_state[:, 0, :].detach().numpy()
        drift = float(np.max(np.abs(np.asarray(sessions["onnxruntime, 1 thread, no spinning (tuned)"].run(None, {"pixel_values": x})[0])[:, 0, :] - ref)))
        for name in runs:
            note = f"{torch.get_num_threads()} torch threads" if name == "PyTorch eager" else (f"max |CLS - PyTorch| {drift:.1e}" if "tuned" in name else "")
            out.append(figure(SECTION, f"DINO batch {batch}: {name}, CPU-s per image", cpu[name], "CPU-s", note))
            out.append(figure(SECTION, f"DINO batch {batch}: {name}, images/s", rate[name], "img/s"))
            per_image[name, batch] = float(np.median(cpu[name]))
    tuned = "onnxruntime, 1 thread, no spinning (tuned)"
    if (tuned, 8) in per_image and (tuned, 1) in per_image:
        out.append(Figure(SECTION, "DINO tuned: CPU per image, batch 8 / batch 1", ratio(per_image[tuned, 8], per_image[tuned, 1]), "x", repeats,
                          "<= 1: a batch is at least as cheap per image as one image"))
        out.append(Figure(SECTION, "DINO batch 8: tuned onnxruntime / PyTorch, CPU per image", ratio(per_image[tuned, 8], per_image["PyTorch eager", 8]), "x",
                          repeats, "< 1: onnxruntime cheaper"))
        out.append(Figure(SECTION, DINO_PER_IMAGE, per_image[tuned, 8], "CPU-s", repeats))
    out.append(skipped(SECTION, "DINO on CUDA", "not measured here: no GPU on this machine (iwr_bench/bench/gpu.sh measures it where one is lent)"))
    return out


def feature_reuse(images: Sequence[Path], dino_onnx: Path | None) -> list[Figure]:
    """Score the same checkpoints for two models with one feature cache: the second computes nothing."""
    from iwr_bench.tasks.scoring.dino import DinoScorer
    from iwr_bench.tasks.scoring.visual import CheckpointCase, FeatureCache, ocr_text, score_visual

    if not images:
        return [skipped(SECTION, "feature reuse", "no checkpoints in the dataset")]
    dino = DinoScorer(dino_onnx, "dinov2-base@random", batch_size=8) if dino_onnx else None
    cases = [CheckpointCase(i, p, p) for i, p in enumerate(images)]
    with tempfile.TemporaryDirectory(prefix="iwr-bench-features-") as tmp:
        cache = FeatureCache(Path(tmp))
        with Stopwatch() as first:
            score_visual(cases, cache=cache, dino=dino, center_crop=True, ocr=ocr_text)
        after_first = dict(cache.counts)
        with Stopwatch() as second:
            score_visual(cases, cache=cache, dino=dino, center_crop=True, ocr=ocr_text)
        computed = sum(v for (_, kind), v in cache.counts.items() if kind == "computed") - sum(v for (_, kind), v in after_first.items() if kind == "computed")
    kinds = "OCR + DINO" if dino else "OCR only (no DINO file)"
    return [
        Figure(SECTION, "features computed, first model", float(sum(v for (_, k), v in after_first.items() if k == "computed")), "features", 1,
               f"{len(cases)} checkpoints whose screenshot equals the ground truth, {kinds}"),
        Figure(SECTION, "features computed, second model", float(computed), "features", 1, "everything reused: ground truths and screenshots"),
        Figure(SECTION, "visual scoring, second model / first (wall)", ratio(second.seconds, first.seconds), "x", 1,
               f"{first.seconds:.1f} s then {second.seconds:.2f} s"),
    ]


def run(data: Path, *, repeats: int = 3, ocr_repeats: int = 2, ocr_images: int | None = None, task_order_images: int | None = None, batches: Sequence[int] = (1, 8), reuse_images: int = 4) -> list[Figure]:
    images = checkpoint_images(data)
    spread = images[:: max(1, len(images) // ocr_images)][:ocr_images] if ocr_images else images  # every task and resolution
    out = ocr_speed(spread, ocr_repeats)
    out += ocr_in_task_order(images[:task_order_images])
    try:
        import torch
        import transformers  # noqa: F401
    except ImportError:
        out.append(skipped(SECTION, "DINO images/s", "PyTorch/transformers absent: run `make export-deps` to measure DINO (export and eager)"))
        return out + feature_reuse(images[:reuse_images], None)
    from iwr_bench.tasks.scoring.dino import export_onnx

    model = random_dinov2()
    with tempfile.TemporaryDirectory(prefix="iwr-bench-dino-") as tmp:
        with Stopwatch() as exp, warnings.catch_warnings():
            warnings.simplefilter("ignore")  # the tracer's warnings about shape checks; the export is dynamic in batch only
            path = export_onnx(model, Path(tmp) / "dinov2-base-random.onnx")
        out.append(Figure(SECTION, "DINO export to ONNX (dinov2-base, random weights)", exp.seconds, "s", 1, f"torch {torch.__version__}"))
        out += dino_speed(model, path, batches, repeats)
        out += feature_reuse(images[:reuse_images], path)
    return out
