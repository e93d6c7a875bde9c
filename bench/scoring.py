"""Scoring speed: RapidOCR checkpoints/s, DINOv2 images/s (onnxruntime vs PyTorch eager),
and ground-truth feature reuse across models.

DINO uses the DINOv2-base architecture (transformers' ``Dinov2Config()`` defaults) with
random weights: speed does not depend on the weights, and no download is needed. The same
module is exported with ``tasks.dino.export_onnx`` to a temporary file, so both runtimes
run the same network on the same input. Runs of the two alternate, pairing each ratio.
"""

from __future__ import annotations

import tempfile
import time
import warnings
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from bench.common import Figure, Stopwatch, figure, ratio, skipped

SECTION = "scoring"


def checkpoint_images(data: Path) -> list[Path]:
    """Every ground-truth checkpoint of the dataset, in task then step order."""
    from tasks.dataset import load_dataset

    out: list[Path] = []
    for task in load_dataset(data).tasks:
        steps = [task.initial_checkpoint] + [a.checkpoint for a in task.actions]
        out += [Path(p) for p in steps if p is not None]
    return out


def ocr_speed(images: Sequence[Path], repeats: int) -> list[Figure]:
    from tasks.visual import _engine, ocr_text

    if not images:
        return [skipped(SECTION, "OCR checkpoints/s", "no checkpoints in the dataset")]
    with Stopwatch() as load:
        _engine()
    per_image: list[float] = []
    rates: list[float] = []
    for _ in range(repeats):
        with Stopwatch() as whole:
            for img in images:
                t = time.perf_counter()
                ocr_text(img)
                per_image.append(time.perf_counter() - t)
        rates.append(len(images) / whole.seconds)
    return [
        figure(SECTION, "OCR checkpoints/s (RapidOCR, CPU)", rates, "ckpt/s", f"{len(images)} checkpoints per run"),
        figure(SECTION, "OCR seconds per checkpoint", per_image, "s"),
        Figure(SECTION, "OCR engine load", load.seconds, "s", 1, "first use in a process"),
    ]


def random_dinov2():
    """DINOv2-base (Dinov2Config() defaults) with seeded random weights, in eval mode."""
    import torch
    from transformers import Dinov2Config, Dinov2Model

    torch.manual_seed(0)
    return Dinov2Model(Dinov2Config()).eval()


def dino_speed(model, path: Path, batches: Sequence[int], repeats: int) -> list[Figure]:
    """Images/s of onnxruntime (``path``, the export of ``model``) and PyTorch eager at each batch size, and their ratio."""
    import torch

    from tasks.dino import DinoScorer

    out: list[Figure] = []
    for batch in batches:
        scorer = DinoScorer(path, "dinov2-base@random", batch_size=batch)
        provider = scorer.session.get_providers()[0]
        x = np.random.default_rng(0).standard_normal((batch, 3, 224, 224), dtype=np.float32)
        xt = torch.from_numpy(x)
        with torch.inference_mode():
            scorer.embed_batch(x)  # warm-up: first runs allocate and pick kernels
            model(pixel_values=xt)
            ort_rates, torch_rates, ratios = [], [], []
            for _ in range(repeats):
                with Stopwatch() as a:
                    emb = scorer.embed_batch(x)
                with Stopwatch() as b:
                    ref = model(pixel_values=xt).last_hidden_state[:, 0, :].numpy()
                ort_rates.append(batch / a.seconds)
                torch_rates.append(batch / b.seconds)
                ratios.append(b.seconds / a.seconds)
        drift = float(np.max(np.abs(emb - ref)))
        out += [
            figure(SECTION, f"DINO images/s, onnxruntime ({provider}), batch {batch}", ort_rates, "img/s"),
            figure(SECTION, f"DINO images/s, PyTorch eager (CPU), batch {batch}", torch_rates, "img/s",
                   f"{torch.get_num_threads()} torch threads"),
            figure(SECTION, f"DINO onnxruntime / PyTorch, batch {batch}", ratios, "x",
                   f"paired runs; max |CLS difference| {drift:.1e}"),
        ]
    return out


def feature_reuse(images: Sequence[Path], dino_onnx: Path | None) -> list[Figure]:
    """Score the same checkpoints for two models with one feature cache: the second reuses
    every ground-truth feature (OCR text and, when a DINO file is given, the embedding)."""
    from tasks.dino import DinoScorer
    from tasks.visual import CheckpointCase, FeatureCache, ocr_text, score_visual

    if not images:
        return [skipped(SECTION, "ground-truth feature reuse", "no checkpoints in the dataset")]
    dino = DinoScorer(dino_onnx, "dinov2-base@random", batch_size=8) if dino_onnx else None
    cases = [CheckpointCase(i, p, p) for i, p in enumerate(images)]
    with tempfile.TemporaryDirectory(prefix="iwr-bench-features-") as tmp:
        cache = FeatureCache(Path(tmp))
        with Stopwatch() as first:
            score_visual(cases, cache=cache, dino=dino, center_crop=True, ocr=ocr_text)
        after_first = (cache.computed, cache.reused)
        with Stopwatch() as second:
            score_visual(cases, cache=cache, dino=dino, center_crop=True, ocr=ocr_text)
        computed, reused = cache.computed - after_first[0], cache.reused - after_first[1]
    kinds = "OCR + DINO" if dino else "OCR only (no DINO file)"
    return [
        Figure(SECTION, "GT features computed, first model", float(after_first[0]), "features", 1, f"{len(cases)} checkpoints, {kinds}"),
        Figure(SECTION, "GT features reused, second model", float(reused), "features", 1, f"computed again: {computed}"),
        Figure(SECTION, "visual scoring, second model / first (wall)", ratio(second.seconds, first.seconds), "x", 1,
               f"{first.seconds:.1f} s then {second.seconds:.1f} s; the second still scores its own screenshots"),
    ]


def run(data: Path, *, repeats: int = 3, ocr_repeats: int = 2, ocr_images: int | None = None, batches: Sequence[int] = (1, 8), reuse_images: int = 4) -> list[Figure]:
    images = checkpoint_images(data)
    out = ocr_speed(images[:ocr_images] if ocr_images else images, ocr_repeats)
    try:
        import torch
        import transformers  # noqa: F401
    except ImportError:
        out.append(skipped(SECTION, "DINO images/s", "PyTorch/transformers absent: run `make export-deps` to measure DINO (export and eager)"))
        return out + feature_reuse(images[:reuse_images], None)
    from tasks.dino import export_onnx

    model = random_dinov2()
    with tempfile.TemporaryDirectory(prefix="iwr-bench-dino-") as tmp:
        with Stopwatch() as exp, warnings.catch_warnings():
            warnings.simplefilter("ignore")  # the tracer's warnings about shape checks; the export is dynamic in batch only
            path = export_onnx(model, Path(tmp) / "dinov2-base-random.onnx")
        out.append(Figure(SECTION, "DINO export to ONNX (dinov2-base, random weights)", exp.seconds, "s", 1, f"torch {torch.__version__}"))
        out += dino_speed(model, path, batches, repeats)
        out += feature_reuse(images[:reuse_images], path)
    return out
