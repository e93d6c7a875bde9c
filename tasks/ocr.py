"""RapidOCR for screenshots: settings tuned for rendered pages, a pool of engines, text in reading order.

Why these settings (measured in ``bench``; ``tests/test_visual.py`` checks that every bundled
checkpoint's OCR similarity stays within 0.01 of RapidOCR's defaults):

* one onnxruntime thread per session (``intra_op_num_threads=1``): screenshots are scored
  in parallel, one per core (``tasks.visual``), which scales better than one image over
  several threads, and a single-threaded session never spin-waits (onnxruntime's thread pool
  spins on idle cores, which under load burnt ~40 % more CPU for the same text);
* no angle classifier (``use_cls=False``): a rendered page has no text upside down, and the
  classifier only ever flipped a few short crops the wrong way;
* OCR_SETTINGS below holds the rest.

An engine is not thread-safe (RapidOCR keeps per-call state on the detector), so each thread
takes its own from a pool; onnxruntime runs with the GIL released, so threads scale.
"""

from __future__ import annotations

import importlib.metadata
import queue
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from PIL import Image

# Arguments to ``RapidOCR(**OCR_SETTINGS)``. Changing them changes ``ocr_version()``, so cached
# texts and result rows made with other settings are never mixed with these.
OCR_SETTINGS: dict[str, Any] = {
    "intra_op_num_threads": 1,
    "inter_op_num_threads": 1,
    "use_cls": False,
}
SETTINGS_TAG = "screen1"  # bump when OCR_SETTINGS change

_POOL: queue.SimpleQueue = queue.SimpleQueue()


def ocr_version() -> str:
    """The OCR model and settings that rows and the feature cache carry."""
    try:
        base = f"rapidocr-onnxruntime=={importlib.metadata.version('rapidocr-onnxruntime')}"
    except importlib.metadata.PackageNotFoundError:
        base = "rapidocr-onnxruntime"
    return f"{base}+{SETTINGS_TAG}"


def make_engine(**settings: Any):
    """A RapidOCR engine (``settings`` default to ``OCR_SETTINGS``; pass ``{}``-like overrides to compare)."""
    from rapidocr_onnxruntime import RapidOCR

    return RapidOCR(**(OCR_SETTINGS if not settings else settings))


@contextmanager
def engine() -> Iterator[Any]:
    """An engine for this thread's use only, returned to the pool afterwards."""
    try:
        eng = _POOL.get_nowait()
    except queue.Empty:
        eng = make_engine()
    try:
        yield eng
    finally:
        _POOL.put(eng)


def reading_order(items: Sequence[tuple[Sequence[Sequence[float]], str]]) -> str:
    """OCR boxes (four corner points, text) joined top-to-bottom, then left-to-right.

    Boxes whose vertical centres are closer than half the smaller box height sit on one
    line, so words of a line that the detector split come out in order.
    """
    boxes = []
    for box, text in items:
        ys = [p[1] for p in box]
        xs = [p[0] for p in box]
        boxes.append(((min(ys) + max(ys)) / 2, max(max(ys) - min(ys), 1.0), min(xs), text))
    boxes.sort(key=lambda b: (b[0], b[2]))
    lines: list[list[tuple[float, float, float, str]]] = []
    for b in boxes:
        if lines:
            line = lines[-1]
            cy = sum(x[0] for x in line) / len(line)
            h = min(b[1], min(x[1] for x in line))
            if abs(b[0] - cy) <= h / 2:
                line.append(b)
                continue
        lines.append([b])
    return "\n".join(" ".join(t for *_, t in sorted(line, key=lambda x: x[2])) for line in lines)


def read_with(eng: Any, image: str | Path | bytes | Image.Image) -> str:
    """Text of an image with a given engine, in reading order ('' when none found)."""
    src = str(image) if isinstance(image, Path) else image
    result, _ = eng(src)
    return reading_order([(box, text) for box, text, _score in (result or [])])


def ocr_text(image: str | Path | bytes | Image.Image) -> str:
    """Text of a screenshot in reading order ('' when none found).

    A PIL image gives exactly the text of the file it was opened from (RapidOCR converts
    both the same way), so a caller that decoded the file already need not decode it twice.
    """
    with engine() as eng:
        return read_with(eng, image)
