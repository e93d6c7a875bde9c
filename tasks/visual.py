"""Visual scoring of checkpoints: RapidOCR text in reading order, DINO embeddings, feature cache.

Ground-truth features (OCR text, DINO embedding) depend only on the image and the scorer
version, so they are cached on disk under ``<results>/cache/features/`` once per
(image sha256, model version) and reused by every model and every run.
"""

from __future__ import annotations

import importlib.metadata
import json
import os
import tempfile
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from core.hashing import sha256_file
from tasks import metrics
from tasks.dino import DinoScorer

_OCR = None
_OCR_LOCK = threading.Lock()


def ocr_version() -> str:
    try:
        return f"rapidocr-onnxruntime=={importlib.metadata.version('rapidocr-onnxruntime')}"
    except importlib.metadata.PackageNotFoundError:
        return "rapidocr-onnxruntime"


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


def _engine():
    global _OCR
    with _OCR_LOCK:
        if _OCR is None:
            from rapidocr_onnxruntime import RapidOCR

            _OCR = RapidOCR()
    return _OCR


def ocr_text(image: str | Path | bytes) -> str:
    """Text of a screenshot in reading order ('' when none found)."""
    src = str(image) if isinstance(image, Path) else image
    result, _ = _engine()(src)
    return reading_order([(box, text) for box, text, _score in (result or [])])


class FeatureCache:
    """On-disk features of images: ``<root>/<kind>/<version slug>/<sha[:2]>/<sha>.{txt,npy}``."""

    def __init__(self, root: Path):
        self.root = Path(root)
        self.computed = 0
        self.reused = 0
        self._lock = threading.Lock()

    def _path(self, kind: str, version: str, sha: str, ext: str) -> Path:
        from tasks.warehouse import slug

        return self.root / kind / slug(version) / sha[:2] / f"{sha}.{ext}"

    def _count(self, hit: bool) -> None:
        with self._lock:
            if hit:
                self.reused += 1
            else:
                self.computed += 1

    @staticmethod
    def _atomic_write(dest: Path, data: bytes) -> None:
        dest.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{dest.name}.", dir=dest.parent)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, dest)

    def text(self, path: Path, sha: str, version: str, compute) -> str:
        p = self._path("ocr", version, sha, "json")
        if p.exists():
            self._count(True)
            return json.loads(p.read_text())["text"]
        text = compute(path)
        self._atomic_write(p, json.dumps({"text": text}).encode())
        self._count(False)
        return text

    def embedding(self, path: Path, sha: str, version: str, compute) -> np.ndarray:
        p = self._path("dino", version, sha, "npy")
        if p.exists():
            self._count(True)
            return np.load(p)
        emb = np.asarray(compute(path), dtype=np.float32)
        import io

        buf = io.BytesIO()
        np.save(buf, emb)
        self._atomic_write(p, buf.getvalue())
        self._count(False)
        return emb


@dataclass(frozen=True)
class CheckpointCase:
    """One checkpoint to score: the ground-truth screenshot and the generated page's."""

    step: int
    gt_path: Path
    shot_path: Path | None  # None: the page produced no screenshot for this state
    error_kind: str | None = None  # why there is no screenshot


@dataclass(frozen=True)
class VisualResult:
    step: int
    gt_sha256: str
    shot_sha256: str | None
    ocr_text_gt: str
    ocr_text_shot: str | None
    ocr_score: float
    dino_score: float | None
    error_kind: str | None


def score_visual(cases: Sequence[CheckpointCase], *, cache: FeatureCache, dino: DinoScorer | None, center_crop: bool, ocr=ocr_text) -> list[VisualResult]:
    """OCR and DINO similarity per checkpoint. A missing screenshot scores 0 on both.

    Ground-truth features come from ``cache``; the generated screenshots' are computed
    (they differ per model and run, so caching them would only fill the disk).
    """
    ocr_v = ocr_version()
    out = []
    for c in cases:
        gt_sha = sha256_file(c.gt_path)
        gt_text = cache.text(c.gt_path, gt_sha, ocr_v, ocr)
        if c.shot_path is None or not Path(c.shot_path).exists():
            out.append(VisualResult(c.step, gt_sha, None, gt_text, None, 0.0, 0.0 if dino else None, c.error_kind or "no_screenshot"))
            continue
        shot_text = ocr(c.shot_path)
        dino_score = None
        if dino is not None:
            gt_emb = cache.embedding(c.gt_path, gt_sha, dino.model_version(center_crop), lambda p: dino.embed([p], center_crop)[0])
            dino_score = metrics_cosine(gt_emb, dino.embed([c.shot_path], center_crop)[0])
        out.append(VisualResult(c.step, gt_sha, sha256_file(c.shot_path), gt_text, shot_text,
                                metrics.ocr_similarity(gt_text, shot_text), dino_score, None))
    return out


def metrics_cosine(a: np.ndarray, b: np.ndarray) -> float:
    from tasks.dino import cosine

    return cosine(a, b)
