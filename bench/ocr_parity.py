"""Does the tuned OCR give the checkpoint scores RapidOCR's default settings gave?

For every ground-truth checkpoint of the bundled benchmark, a "generated screenshot" is
made by ``perturb`` (the page 10 % smaller, offset, colours swapped: what an imperfect
reconstruction looks like to OCR). A checkpoint's OCR similarity is that of the ground
truth's text and the screenshot's; ``tests/test_visual.py`` checks that the tuned engine's
similarity stays within 0.01 of the default engine's for every checkpoint.

The default engine's texts are recorded once in ``tests/fixtures/ocr_default_texts.json``
(keyed by image content), since reading ~200 images with the default settings costs
minutes; an image the file does not hold is read with the default engine on the spot.
``python -m bench.ocr_parity --record [--data DIR]`` records them again (after the bundled
sites change, or RapidOCR is upgraded).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "tests" / "fixtures" / "ocr_default_texts.json"
TOLERANCE = 0.01


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


def pairs(data: Path) -> list[Pair]:
    from tasks.visual import load_picture

    out = []
    for p in sorted(Path(data).glob("data/*/checkpoints/step_*.png"), key=lambda q: (int(q.parent.parent.name), int(q.stem[5:]))):
        gt = load_picture(p).image
        out.append(Pair(f"{p.parent.parent.name}/{p.name}", gt, perturb(gt)))
    return out


def default_engine():
    from rapidocr_onnxruntime import RapidOCR

    return RapidOCR()


def texts_of(images: Iterable[Image.Image], read: Callable[[Image.Image], str]) -> dict[str, str]:
    from tasks.visual import content_key

    return {content_key(im): read(im) for im in images}


def load_fixture(path: Path = FIXTURE) -> dict[str, str]:
    try:
        return json.loads(path.read_text())["texts"]
    except (OSError, ValueError, KeyError):
        return {}


def compare(ps: list[Pair], default: dict[str, str], read_default: Callable[[Image.Image], str],
            read_tuned: Callable[[Image.Image], str]) -> list[tuple[str, float, float]]:
    """(checkpoint, default similarity, tuned similarity) per pair; default texts from ``default`` or read on the spot."""
    from tasks.metrics import ocr_similarity
    from tasks.visual import content_key

    out = []
    for p in ps:
        d = [default.get(content_key(im)) for im in (p.gt, p.shot)]
        d = [t if t is not None else read_default(im) for t, im in zip(d, (p.gt, p.shot), strict=True)]
        t = [read_tuned(im) for im in (p.gt, p.shot)]
        out.append((p.checkpoint, ocr_similarity(*d), ocr_similarity(*t)))
    return out


def record(data: Path, path: Path = FIXTURE) -> Path:
    from tasks.ocr import ocr_version, read_with

    eng = default_engine()
    ps = pairs(data)
    texts = texts_of([im for p in ps for im in (p.gt, p.shot)], lambda im: read_with(eng, im))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"about": "RapidOCR default-settings texts of the bundled checkpoints and their perturbed copies (bench/ocr_parity.py)",
                                "rapidocr": ocr_version().split("+")[0], "texts": texts}, indent=0, sort_keys=True) + "\n")
    return path


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.ocr_parity", description=__doc__.splitlines()[0])
    ap.add_argument("--record", action="store_true", help=f"record the default engine's texts into {FIXTURE.relative_to(ROOT)}")
    ap.add_argument("--data", default=str(ROOT / "benchmarks" / "iwr-mini" / "dataset"))
    args = ap.parse_args(argv)
    if args.record:
        print(record(Path(args.data)))
        return 0
    from tasks.ocr import make_engine, read_with

    eng, tuned = default_engine(), make_engine()
    rows = compare(pairs(Path(args.data)), load_fixture(), lambda im: read_with(eng, im), lambda im: read_with(tuned, im))
    worst = max(rows, key=lambda r: abs(r[1] - r[2]))
    print(f"{len(rows)} checkpoints; largest difference {abs(worst[1] - worst[2]):.4f} at {worst[0]} (tolerance {TOLERANCE})")
    return 0 if abs(worst[1] - worst[2]) <= TOLERANCE else 1


if __name__ == "__main__":
    sys.exit(main())
