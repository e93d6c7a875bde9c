"""The scoring figures on a CUDA machine: DINO images/s with onnxruntime's CUDA provider
(batch 1 and 8, against its CPU provider in the same run) and RapidOCR on CUDA against CPU.

``iwr_bench/bench/gpu.sh`` runs it; it takes a few minutes. A provider that does not load is
reported as a row saying so, never replaced by another provider's figure.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
import warnings
from pathlib import Path

import numpy as np

from iwr_bench.bench.common import (
    Figure,
    Stopwatch,
    figure,
    machine,
    markdown_table,
    ratio,
    skipped,
    write_report,
)

SECTION = "gpu"


def _session(path: Path, provider: str):
    import onnxruntime as ort

    ort.set_default_logger_severity(3)  # a CUDA provider that cannot load is reported as a row, not a log burst
    opts = ort.SessionOptions()
    opts.log_severity_level = 3
    sess = ort.InferenceSession(str(path), sess_options=opts, providers=[provider])
    return sess if sess.get_providers()[0] == provider else None


def dino_model(tmp: Path) -> tuple[Path | None, str]:
    """A DINOv2-base ONNX file: exported with random weights when torch is present, else the pulled one."""
    try:
        from iwr_bench.bench.scoring import random_dinov2
        from iwr_bench.tasks.scoring.dino import export_onnx

        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return export_onnx(random_dinov2(), tmp / "dinov2-base-random.onnx"), "random weights (export)"
    except ImportError:
        from iwr_bench.core.settings import get_settings
        from iwr_bench.tasks.scoring.dino import model_path

        path = model_path(get_settings().models_dir)
        return (path, "models/onnx file") if path.exists() else (None, "no torch and no models/onnx/dinov2-base.onnx")


def dino_cuda(path: Path, repeats: int) -> list[Figure]:
    cpu, cuda = _session(path, "CPUExecutionProvider"), _session(path, "CUDAExecutionProvider")
    if cuda is None:
        return [skipped(SECTION, "DINO images/s, CUDA", "onnxruntime's CUDA provider did not load (CUDA/cuDNN libraries?)")]
    out = []
    for batch in (1, 8):
        x = np.random.default_rng(0).standard_normal((batch, 3, 224, 224), dtype=np.float32)
        rates: dict[str, list[float]] = {"cuda": [], "cpu": []}
        for name, sess in (("cuda", cuda), ("cpu", cpu)):
            sess.run(None, {"pixel_values": x})  # warm-up: CUDA picks kernels on the first run
            for _ in range(repeats):
                t = time.perf_counter()
                sess.run(None, {"pixel_values": x})
                rates[name].append(batch / (time.perf_counter() - t))
        out += [figure(SECTION, f"DINO images/s, onnxruntime CUDA, batch {batch}", rates["cuda"], "img/s"),
                figure(SECTION, f"DINO images/s, onnxruntime CPU, batch {batch}", rates["cpu"], "img/s"),
                Figure(SECTION, f"DINO CUDA / CPU, batch {batch}", ratio(float(np.median(rates["cuda"])), float(np.median(rates["cpu"]))), "x", repeats)]
    return out


def ocr_cuda(images: list[Path], repeats: int) -> list[Figure]:
    from iwr_bench.tasks.scoring.ocr import rapidocr_engine

    if not images:
        return [skipped(SECTION, "OCR checkpoints/s, CUDA", "no checkpoints (build the dataset: iwr author --all benchmarks/iwr-mini)")]
    engines = {"cpu": rapidocr_engine(), "cuda": rapidocr_engine(use_cuda=True)}
    out = []
    if engines["cuda"].text_det.session.session.get_providers()[0] != "CUDAExecutionProvider":
        del engines["cuda"]  # it fell back to CPU: its figure would be a CPU figure under a CUDA label
        out.append(skipped(SECTION, "OCR checkpoints/s, RapidOCR CUDA", "onnxruntime's CUDA provider did not load for RapidOCR"))
    rates: dict[str, list[float]] = {name: [] for name in engines}
    for name, engine in engines.items():
        engine(str(images[0]))  # warm-up
        for _ in range(repeats):
            with Stopwatch() as sw:
                for img in images:
                    engine(str(img))
            rates[name].append(len(images) / sw.seconds)
    note = f"{len(images)} checkpoints per run"
    if "cuda" in rates:
        out.append(figure(SECTION, "OCR checkpoints/s, RapidOCR CUDA", rates["cuda"], "ckpt/s", note))
        out.append(Figure(SECTION, "OCR CUDA / CPU", ratio(float(np.median(rates["cuda"])), float(np.median(rates["cpu"]))), "x", repeats))
    return out + [figure(SECTION, "OCR checkpoints/s, RapidOCR CPU", rates["cpu"], "ckpt/s", note)]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m iwr_bench.bench.gpu", description="DINO and OCR speed on CUDA against CPU.")
    p.add_argument("--data", help="built dataset (default: benchmarks/iwr-mini/dataset)")
    p.add_argument("--repeats", type=int, default=5)
    p.add_argument("--ocr-images", type=int, default=12)
    p.add_argument("--out", help="report folder (default: <results>/bench)")
    args = p.parse_args(argv)
    from iwr_bench.bench.scoring import checkpoint_images
    from iwr_bench.bench.suite import default_data
    from iwr_bench.core.settings import get_settings

    data = Path(args.data) if args.data else default_data()
    images = checkpoint_images(data)[: args.ocr_images] if (data / "data.jsonl").exists() else []
    figures: list[Figure] = []
    with tempfile.TemporaryDirectory(prefix="iwr-bench-gpu-") as tmp:
        path, source = dino_model(Path(tmp))
        figures += dino_cuda(path, args.repeats) if path else [skipped(SECTION, "DINO images/s, CUDA", source)]
    figures += ocr_cuda(images, args.repeats)
    info = machine()
    md, js = write_report(figures, Path(args.out) if args.out else get_settings().results / "bench", info=info)
    print(markdown_table(figures))
    print(f"wrote {md} and {js}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
