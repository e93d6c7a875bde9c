"""Does the tuned OCR give the checkpoint scores RapidOCR's own settings give?

For every ground-truth checkpoint of the bundled benchmark, a "generated screenshot" is
made by ``perturb`` (the page 10 % smaller, offset, colours swapped: what an imperfect
reconstruction looks like to OCR). A checkpoint's OCR similarity is that of the ground
truth's text and the screenshot's; the validity test in ``tests/test_visual.py`` checks that
the tuned engine's similarity stays within 0.01 of the reference engine's for every checkpoint.

The reference is RapidOCR's default settings with the angle classifier off
(``REFERENCE_SETTINGS``). The classifier is the one default the scorer deliberately leaves:
it turns right-way-up crops of rendered pages upside down (on the 18 tasks bundled then it moved 9
of 144 checkpoints by more than 0.01, two of them by 0.17 and 0.15: a line read as "aang buiddqs uo suapuo", or dropped), and
the published harness's OCR (EasyOCR's ``readtext``, no ``rotation_info``) has no such step
either. ``python -m iwr_bench.bench.ocr_parity --classifier`` lists what the classifier moves.

The reference engine's texts are recorded once in ``tests/fixtures/ocr_default_texts.json``
(keyed by image content), since reading ~300 images with RapidOCR's default threads costs
minutes; an image the file does not hold is read with the reference engine on the spot.
``python -m iwr_bench.bench.ocr_parity --record [--data DIR]`` records them again (after the bundled
sites change, or RapidOCR is upgraded).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PIL import Image

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "tests" / "fixtures" / "ocr_default_texts.json"
TOLERANCE = 0.01
# RapidOCR's defaults (its own thread counts, detection limits, batch) but for the angle classifier.
REFERENCE_SETTINGS: dict[str, Any] = {"use_cls": False}
# The checkpoint ``make test`` compares (the one the angle classifier read upside down): recorded first.
GUARD = "10/step_5.png"


def perturb(image: Image.Image) -> Image.Image:
    """The page drawn 10 % smaller, 12 px right and 8 px down, red and blue swapped."""
    rgb = image.convert("RGB")
    w, h = rgb.size
    small = rgb.resize((int(w * 0.9), int(h * 0.9)), Image.Resampling.BICUBIC)
    r, g, b = small.split()
    small = Image.merge("RGB", (b, g, r))
    canvas = Image.new("RGB", (w, h), rgb.getpixel((0, 0)))
    canvas.paste(small, (12, 8))
    return canvas


@dataclass(frozen=True)
class Pair:
    checkpoint: str  # task/step_k.png
    gt: Image.Image
    shot: Image.Image


def pairs(data: Path, only: Iterable[str] | None = None) -> list[Pair]:
    """The checkpoints of ``data`` (``only``: those named ``task/step_k.png``) with their perturbed copies."""
    from iwr_bench.tasks.scoring.visual import load_picture

    wanted = set(only) if only is not None else None
    out = []
    for p in sorted(Path(data).glob("data/*/checkpoints/step_*.png"), key=lambda q: (int(q.parent.parent.name), int(q.stem[5:]))):
        name = f"{p.parent.parent.name}/{p.name}"
        if wanted is not None and name not in wanted:
            continue
        gt = load_picture(p).image
        out.append(Pair(name, gt, perturb(gt)))
    return out


def reference_engine():
    from iwr_bench.tasks.scoring.ocr import rapidocr_engine

    return rapidocr_engine(**REFERENCE_SETTINGS)


def default_engine():
    """RapidOCR exactly as it comes (angle classifier on): only to show what the classifier moves."""
    from iwr_bench.tasks.scoring.ocr import rapidocr_engine

    return rapidocr_engine()


def texts_of(images: Iterable[Image.Image], read: Callable[[Image.Image], str]) -> dict[str, str]:
    from iwr_bench.tasks.scoring.visual import content_key

    return {content_key(im): read(im) for im in images}


def load_fixture(path: Path = FIXTURE) -> dict[str, str]:
    """The recorded reference texts; none when the file was recorded with other settings or another RapidOCR."""
    try:
        raw = json.loads(path.read_text())
    except (OSError, ValueError):
        return {}
    if raw.get("settings") != REFERENCE_SETTINGS or raw.get("rapidocr") != _rapidocr():
        return {}
    return raw.get("texts") or {}


def _rapidocr() -> str:
    from iwr_bench.tasks.scoring.ocr import ocr_version

    return ocr_version().split("+")[0]


def compare(ps: list[Pair], reference: dict[str, str], read_reference: Callable[[Image.Image], str],
            read_tuned: Callable[[Image.Image], str]) -> list[tuple[str, float, float]]:
    """(checkpoint, reference similarity, tuned similarity) per pair; reference texts from ``reference`` or read on the spot."""
    from iwr_bench.tasks.scoring.metrics import ocr_similarity
    from iwr_bench.tasks.scoring.visual import content_key

    out = []
    for p in ps:
        ref = [reference.get(content_key(im)) for im in (p.gt, p.shot)]
        d = [r if r is not None else read_reference(im) for r, im in zip(ref, (p.gt, p.shot), strict=True)]
        t = [read_tuned(im) for im in (p.gt, p.shot)]
        out.append((p.checkpoint, ocr_similarity(d[0], d[1]), ocr_similarity(t[0], t[1])))
    return out


_ENGINE: Any = None


def _reference_texts(name: str, data: str) -> dict[str, str]:
    """The reference engine's texts of one checkpoint and its perturbed copy (in a worker process)."""
    global _ENGINE
    from iwr_bench.tasks.scoring.ocr import read_with

    _ENGINE = _ENGINE or reference_engine()
    return texts_of([im for p in pairs(Path(data), [name]) for im in (p.gt, p.shot)], lambda im: read_with(_ENGINE, im))


def _write(path: Path, texts: dict[str, str]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps({"about": "RapidOCR texts (default settings, angle classifier off) of the bundled checkpoints and "
                                        "their perturbed copies (iwr_bench/bench/ocr_parity.py)",
                               "rapidocr": _rapidocr(), "settings": REFERENCE_SETTINGS, "texts": texts}, indent=0, sort_keys=True) + "\n")
    tmp.replace(path)


def record(data: Path, path: Path = FIXTURE, jobs: int = 1) -> Path:
    """Read every checkpoint and its copy with the reference engine (in ``jobs`` processes) into the fixture.

    The file is written after every checkpoint, and a second call reads only what it lacks, so
    an interrupted recording resumes; texts of images no longer in ``data`` are dropped.
    """
    from concurrent.futures import ProcessPoolExecutor, as_completed

    from iwr_bench.tasks.scoring.visual import content_key

    ps = pairs(data)
    keys = {content_key(im) for p in ps for im in (p.gt, p.shot)}
    texts = {k: v for k, v in load_fixture(path).items() if k in keys}
    todo = sorted((p.checkpoint for p in ps if content_key(p.gt) not in texts or content_key(p.shot) not in texts),
                  key=lambda name: name != GUARD)
    _write(path, texts)
    with ProcessPoolExecutor(max_workers=max(jobs, 1)) as pool:
        for fut in as_completed([pool.submit(_reference_texts, name, str(data)) for name in todo]):
            texts.update(fut.result())
            _write(path, texts)
    return path


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m iwr_bench.bench.ocr_parity", description=__doc__.splitlines()[0])
    ap.add_argument("--record", action="store_true", help=f"record the reference engine's texts into {FIXTURE.relative_to(ROOT)}")
    ap.add_argument("--classifier", action="store_true", help="instead: list the checkpoints RapidOCR's angle classifier moves")
    ap.add_argument("--data", default=str(ROOT / "benchmarks" / "iwr-mini" / "dataset"))
    ap.add_argument("--jobs", type=int, default=1, help="processes that read at once when recording (default 1)")
    args = ap.parse_args(argv)
    if args.record:
        print(record(Path(args.data), jobs=max(args.jobs, 1)))
        return 0
    from iwr_bench.tasks.scoring.ocr import make_engine, read_with

    ref, other = reference_engine(), (default_engine() if args.classifier else make_engine())
    label = "with the angle classifier" if args.classifier else "tuned"
    rows = compare(pairs(Path(args.data)), load_fixture(), lambda im: read_with(ref, im), lambda im: read_with(other, im))
    moved = [(cp, d, t) for cp, d, t in rows if abs(d - t) > TOLERANCE]
    for cp, d, t in moved:
        print(f"{cp}: reference {d:.4f}, {label} {t:.4f}")
    worst = max(rows, key=lambda r: abs(r[1] - r[2]))
    print(f"{len(rows)} checkpoints, {len(moved)} moved by more than {TOLERANCE} ({label}); "
          f"largest difference {abs(worst[1] - worst[2]):.4f} at {worst[0]}")
    return 0 if args.classifier or not moved else 1


if __name__ == "__main__":
    sys.exit(main())
