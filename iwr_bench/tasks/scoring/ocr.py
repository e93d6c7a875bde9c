"""RapidOCR for screenshots: settings tuned for rendered pages, a pool of engines, text in reading order.

Why these settings (measured in ``bench``; ``tests/test_visual.py`` checks that every bundled
checkpoint's OCR similarity stays within 0.01 of RapidOCR's defaults):

* one onnxruntime thread per session (``intra_op_num_threads=1``): screenshots are scored
  in parallel, one per core (``iwr_bench.tasks.scoring.visual``), which scales better than one image over
  several threads, and a single-threaded session never spin-waits (onnxruntime's thread pool
  spins on idle cores, which under load burnt ~40 % more CPU for the same text);
* no angle classifier (``use_cls=False``): a rendered page has no text upside down, and the
  classifier only ever flipped a few short crops the wrong way;
* text lines already read are not read again (``LineCache``): consecutive checkpoints of a task,
  and a model's screenshots beside their ground truth, show mostly the same lines (on the bundled
  checkpoints about half the crops of a task repeat). RapidOCR reads the crops of an image in
  batches of six sorted by width, each crop padded to its batch's widest; a line is read alone
  at exactly that padding and remembered by its pixels and the padding, so a cached line is the
  text the batch would have given (``tests/test_visual.py`` compares with RapidOCR's own reading);
* OCR_SETTINGS below holds the rest.

An engine is not thread-safe (RapidOCR keeps per-call state on the detector), so each thread
takes its own from a pool; onnxruntime runs with the GIL released, so threads scale.
"""

from __future__ import annotations

import functools
import importlib.metadata
import queue
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from PIL import Image

# The engine's settings (``rapidocr_engine(**OCR_SETTINGS)``). Changing them changes ``ocr_version()``, so cached
# texts and result rows made with other settings are never mixed with these.
OCR_SETTINGS: dict[str, Any] = {
    "intra_op_num_threads": 1,
    "inter_op_num_threads": 1,
    "use_cls": False,
}
SETTINGS_TAG = "screen1"  # bump when OCR_SETTINGS change

_POOL: queue.SimpleQueue = queue.SimpleQueue()


# RapidOCR's package: ``rapidocr`` 2.x, which names no onnxruntime of its own (``rapidocr-onnxruntime``
# 1.x depended on ``onnxruntime``, so a plain ``pip install`` put the CPU runtime's files over
# ``onnxruntime-gpu``'s). 2.1 ships the same three PP-OCRv4 / mobile ONNX models as 1.4.4, byte for
# byte, and reads the bundled checkpoints to the same text (issue 30); 3.x changed the models.
DISTRIBUTION = "rapidocr"


def ocr_version() -> str:
    """The OCR model and settings that rows and the feature cache carry."""
    try:
        base = f"{DISTRIBUTION}=={importlib.metadata.version(DISTRIBUTION)}"
    except importlib.metadata.PackageNotFoundError:
        base = DISTRIBUTION
    return f"{base}+{SETTINGS_TAG}"


# Our names for RapidOCR's settings (those of its 1.x keyword arguments) -> its 2.x parameter keys.
_PARAMS = {
    "use_cls": "Global.use_cls",
    "intra_op_num_threads": "EngineConfig.onnxruntime.intra_op_num_threads",
    "inter_op_num_threads": "EngineConfig.onnxruntime.inter_op_num_threads",
    "use_cuda": "EngineConfig.onnxruntime.use_cuda",
}


def rapidocr_engine(**settings: Any):
    """RapidOCR itself (no line cache) with ``settings`` in our names (``_PARAMS``); none: its defaults."""
    unknown = set(settings) - set(_PARAMS)
    if unknown:
        raise TypeError(f"unknown RapidOCR settings {sorted(unknown)}; known: {sorted(_PARAMS)}")
    from rapidocr import RapidOCR

    _quiet_rapidocr()
    return RapidOCR(params={_PARAMS[k]: v for k, v in settings.items()})


@functools.cache
def _quiet_rapidocr() -> None:
    """RapidOCR 2 logs three INFO lines per engine on its own handlers (one engine per thread): warnings only."""
    import logging
    import pkgutil

    import rapidocr

    for mod in pkgutil.walk_packages(rapidocr.__path__, "rapidocr."):
        log = logging.getLogger(mod.name)
        if not log.handlers:
            log.addHandler(logging.StreamHandler())
            log.propagate = False
        for handler in log.handlers:
            handler.setLevel(logging.WARNING)


class LineCache:
    """Texts of text-line crops by (pixels, padded width), shared by the engines of a process; bounded (least recently used go)."""

    def __init__(self, max_entries: int = 50_000) -> None:
        import threading
        from collections import OrderedDict

        self._lines: OrderedDict[str, tuple[str, float]] = OrderedDict()
        self._lock = threading.Lock()
        self.max_entries = max_entries
        self.hits = 0
        self.misses = 0

    @staticmethod
    def key(crop: Any, width: int) -> str:
        from iwr_bench.core.hashing import sha256_bytes

        return sha256_bytes(f"{crop.shape}:{crop.dtype}:{width}:".encode() + crop.tobytes())

    def get(self, key: str) -> tuple[str, float] | None:
        with self._lock:
            got = self._lines.get(key)
            if got is None:
                self.misses += 1
            else:
                self.hits += 1
                self._lines.move_to_end(key)
            return got

    def put(self, key: str, value: tuple[str, float]) -> None:
        with self._lock:
            self._lines[key] = value
            while len(self._lines) > self.max_entries:
                self._lines.popitem(last=False)


LINES = LineCache()


class CachedRecognizer:
    """RapidOCR's ``TextRecognizer`` call with its batching, each unread crop read alone at its batch's padding.

    RapidOCR (``rapidocr.ch_ppocr_rec.TextRecognizer.__call__``) sorts the crops by width / height, reads
    them ``rec_batch_num`` at a time and pads each to the widest of its batch (at least
    ``rec_img_shape``'s width). The padding changes what the model reads, so the cache key holds
    it; reading a crop alone at that padding gives the batch's text (and costs no more CPU here).
    Word boxes (``return_word_box``) go to RapidOCR's own recognizer.
    """

    def __init__(self, rec: Any, cache: LineCache) -> None:
        self.rec = rec
        self.cache = cache

    def __getattr__(self, name: str) -> Any:
        return getattr(self.rec, name)

    def __call__(self, args: Any) -> Any:
        import time

        import numpy as np
        from rapidocr.ch_ppocr_rec import TextRecOutput

        if args.return_word_box:
            return self.rec(args)
        img_list = [args.img] if isinstance(args.img, np.ndarray) else args.img
        start = time.perf_counter()
        rec = self.rec
        _, img_h, img_w = rec.rec_image_shape[:3]
        ratios = [im.shape[1] / float(im.shape[0]) for im in img_list]
        order = np.argsort(np.array(ratios))
        out: list[tuple[str, float]] = [("", 0.0)] * len(img_list)
        for beg in range(0, len(img_list), rec.rec_batch_num):
            batch = order[beg: beg + rec.rec_batch_num]
            max_ratio = max([img_w / img_h, *(ratios[i] for i in batch)])
            width = int(img_h * max_ratio)
            for i in batch:
                key = self.cache.key(img_list[i], width)
                got = self.cache.get(key)
                if got is None:
                    pixels = rec.resize_norm_img(img_list[i], max_ratio)[np.newaxis, :].astype(np.float32)
                    lines, _ = rec.postprocess_op(rec.session(pixels), False, wh_ratio_list=[ratios[i]], max_wh_ratio=max_ratio)
                    got = tuple(lines[0])
                    self.cache.put(key, got)
                out[i] = got
        txts, scores = (tuple(x) for x in zip(*out, strict=True)) if out else ((), ())
        return TextRecOutput(img_list, txts, scores, tuple(None for _ in out), time.perf_counter() - start)


def make_engine(lines: LineCache | None = LINES, **settings: Any):
    """A RapidOCR engine (``settings`` default to ``OCR_SETTINGS``; pass ``{}``-like overrides to compare)
    whose recognizer remembers the lines it read in ``lines`` (None: RapidOCR's recognizer as it comes)."""
    eng = rapidocr_engine(**(OCR_SETTINGS if not settings else settings))
    if lines is not None:
        eng.text_rec = CachedRecognizer(eng.text_rec, lines)
    return eng


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
    out = eng(src)
    if getattr(out, "boxes", None) is None or getattr(out, "txts", None) is None:
        return ""
    return reading_order(list(zip(out.boxes, out.txts, strict=True)))


def ocr_text(image: str | Path | bytes | Image.Image) -> str:
    """Text of a screenshot in reading order ('' when none found).

    A PIL image gives exactly the text of the file it was opened from (RapidOCR converts
    both the same way), so a caller that decoded the file already need not decode it twice.
    """
    with engine() as eng:
        return read_with(eng, image)
