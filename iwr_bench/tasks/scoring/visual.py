"""Visual scoring of checkpoints: OCR text and DINO embeddings, cached by image content, computed in parallel.

Features (OCR text, DINO embedding) depend only on the pixels and the scorer version, so
they are cached on disk under ``<results>/cache/features/`` once per (content key, version)
and reused by every model, run and protocol: the ground truth's and the generated
screenshots' alike. The content key is the hash of the decoded pixels, not of the file: the
judge's browser and the authoring tool encode the same pixels into different PNG bytes, and
an oracle page's screenshot is usually pixel-equal to its ground truth, so it is read once.

The images of one page are read in parallel on a process-wide pool of ``scoring_threads()``
threads (onnxruntime runs with the GIL released, one single-threaded session per image), so
scoring a page keeps every core busy while other pages replay.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import io
import json
import os
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from PIL import Image

import iwr_bench.tasks.scoring.metrics as metrics
from iwr_bench.tasks.scoring.dino import DinoScorer
from iwr_bench.tasks.scoring.ocr import ocr_text, ocr_version, reading_order  # noqa: F401 - re-exported: callers import them from here

_POOL: ThreadPoolExecutor | None = None
_POOL_LOCK = threading.Lock()


def scoring_threads() -> int:
    """Threads that compute features at once in this process: the cores it may use."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


def scoring_pool() -> ThreadPoolExecutor:
    global _POOL
    with _POOL_LOCK:
        if _POOL is None:
            _POOL = ThreadPoolExecutor(max_workers=scoring_threads(), thread_name_prefix="iwr-features")
        return _POOL


# ---------------------------------------------------------------- images by content

@dataclass(frozen=True)
class Picture:
    """A decoded image file, its content key (hash of mode, size and pixels) and its file sha256."""

    path: Path
    image: Image.Image
    key: str
    file_sha256: str


def content_key(image: Image.Image) -> str:
    """Hash of what a scorer sees: equal keys mean equal decoded pixels, hence equal features."""
    h = hashlib.sha256(f"{image.mode}:{image.width}x{image.height}:".encode())
    h.update(image.tobytes())
    return h.hexdigest()


def load_picture(path: str | Path) -> Picture:
    path = Path(path)
    data = path.read_bytes()
    with Image.open(io.BytesIO(data)) as im:
        im.load()
        image = im.copy() if im.mode in ("RGB", "RGBA", "L") else im.convert("RGB")
    return Picture(path, image, content_key(image), hashlib.sha256(data).hexdigest())


# ---------------------------------------------------------------- the cache

class FeatureCache:
    """On-disk features of images: ``<root>/<kind>/<version slug>/<key[:2]>/<key>.{json,npy}``.

    Each (kind, version, key) is computed once even when threads, or processes (Dask workers,
    on one machine or sharing the folder), ask for it at the same time: a thread lock per key,
    then an ``flock`` on the key's folder's ``.lock`` (the kernel drops it with its process).
    ``computed`` / ``reused`` count the ground truth's features read through this cache in this
    process; ``counts`` also counts the generated screenshots' (``shot``). A caller that needs
    its own share (one page's scoring) passes a ``tally`` Counter, counted the same way.
    """

    def __init__(self, root: Path):
        self.root = Path(root)
        self.counts: Counter[tuple[str, str]] = Counter()
        self._lock = threading.Lock()
        self._key_locks: dict[Path, threading.Lock] = {}

    @property
    def computed(self) -> int:
        return self.counts["gt", "computed"]

    @property
    def reused(self) -> int:
        return self.counts["gt", "reused"]

    def _path(self, kind: str, version: str, key: str, ext: str) -> Path:
        from iwr_bench.tasks.warehouse.store import slug

        return self.root / kind / slug(version) / key[:2] / f"{key}.{ext}"

    def _count(self, role: str, hit: bool, tally: Counter | None = None) -> None:
        with self._lock:
            self.counts[role, "reused" if hit else "computed"] += 1
            if tally is not None:
                tally[role, "reused" if hit else "computed"] += 1

    @contextlib.contextmanager
    def _locked(self, paths: Sequence[Path]) -> Iterator[None]:
        """Hold the entries ``paths`` against every other thread and process: thread locks, then
        their folders' file locks, each set in one order everywhere (no deadlock)."""
        with contextlib.ExitStack() as held:
            for p in sorted(set(paths)):
                with self._lock:
                    lock = self._key_locks.setdefault(p, threading.Lock())
                held.enter_context(lock)
            for folder in sorted({p.parent for p in paths}):
                folder.mkdir(parents=True, exist_ok=True)
                handle = held.enter_context(open(folder / ".lock", "a"))  # noqa: SIM115 - closed by the stack, which drops the lock
                fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
            yield

    @staticmethod
    def _atomic_write(dest: Path, data: bytes) -> None:
        dest.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{dest.name}.", dir=dest.parent)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, dest)

    def remember(self, pic: Picture) -> None:
        """Note which content key a file has, so ``holds_text`` can answer from the file's hash alone."""
        p = self.root / "keys" / pic.file_sha256[:2] / f"{pic.file_sha256}.txt"
        if not p.exists():
            self._atomic_write(p, pic.key.encode())

    def holds_text(self, file_sha256: str, version: str) -> bool:
        """Whether the OCR text of a file seen before (by its sha256) is cached: what ``iwr run --plan`` counts."""
        alias = self.root / "keys" / file_sha256[:2] / f"{file_sha256}.txt"
        try:
            key = alias.read_text().strip()
        except OSError:
            return False
        return self._path("ocr", version, key, "json").exists()

    def text(self, path, key: str, version: str, compute: Callable, role: str = "gt", pixels: int | None = None,
             tally: Counter | None = None) -> str:
        """OCR text of ``path`` under ``key`` (computed as ``compute(path)`` when not cached).

        A computed entry also records what it cost (``cpu_s`` of this thread, ``pixels``):
        ``bench`` reads them to split a run's CPU time by stage.
        """
        p = self._path("ocr", version, key, "json")
        with self._locked([p]):
            if p.exists():
                self._count(role, True, tally)
                return json.loads(p.read_text())["text"]
            t0 = time.thread_time()
            text = compute(path)
            cost = {"cpu_s": round(time.thread_time() - t0, 4), "pixels": pixels}
            self._atomic_write(p, json.dumps({"text": text, **cost}).encode())
        self._count(role, False, tally)
        return text

    def embedding(self, path, key: str, version: str, compute: Callable, role: str = "gt") -> np.ndarray:
        return self.embeddings([(path, key, role)], version, lambda items: np.stack([np.asarray(compute(x)) for x in items]))[0]

    def embeddings(self, items: Sequence[tuple[object, str, str]], version: str,
                   compute: Callable[[list], np.ndarray], tally: Counter | None = None) -> list[np.ndarray]:
        """Embeddings of ``(image, key, role)`` items; the missing ones computed in one ``compute`` call (a batch)."""
        paths = {key: self._path("dino", version, key, "npy") for _, key, _ in items}
        with self._locked(list(paths.values())):
            missing = {key: image for image, key, _ in items if not paths[key].exists()}
            fresh = dict(zip(missing, np.asarray(compute(list(missing.values())), dtype=np.float32), strict=True)) if missing else {}
            for key, emb in fresh.items():
                buf = io.BytesIO()
                np.save(buf, emb)
                self._atomic_write(paths[key], buf.getvalue())
            out, seen = [], set()
            for _, key, role in items:
                out.append(fresh[key] if key in fresh else np.load(paths[key]))
                self._count(role, key in seen or key not in fresh, tally)
                seen.add(key)
            return out


# ---------------------------------------------------------------- scoring

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


def _image_ocr(pic: Picture) -> str:
    return ocr_text(pic.image)


def score_visual(cases: Sequence[CheckpointCase], *, cache: FeatureCache, dino: DinoScorer | None, center_crop: bool,
                 ocr: Callable = ocr_text, tally: Counter | None = None) -> list[VisualResult]:
    """OCR and DINO similarity per checkpoint. A missing screenshot scores 0 on both.

    Every distinct image (by content) is decoded once and read once; the features not yet
    cached are computed on the scoring pool, in parallel, and DINO embeds them as one batch.
    ``ocr`` is called with a path, except for the built-in ``ocr_text`` which gets the
    decoded image. ``tally`` counts the features this call computed and reused, by role.
    """
    pool = scoring_pool()
    files = {c.gt_path for c in cases} | {Path(c.shot_path) for c in cases if c.shot_path is not None and Path(c.shot_path).exists()}
    pics = dict(zip(files, pool.map(load_picture, files), strict=True))
    for pic in pics.values():
        cache.remember(pic)
    roles = {p: "gt" for p in {c.gt_path for c in cases}}
    for c in cases:
        if c.shot_path is not None and Path(c.shot_path) in pics:
            roles.setdefault(Path(c.shot_path), "shot")
    ocr_v = ocr_version()
    read = _image_ocr if ocr is ocr_text else (lambda pic: ocr(pic.path))
    # Ground truths first: a shot equal to its ground truth then finds the text already there.
    order = sorted(pics, key=lambda p: roles[p] != "gt")
    # The page's DINO batch goes first, so one thread embeds while the others read text.
    batch = pool.submit(cache.embeddings, [(pics[p].image, pics[p].key, roles[p]) for p in order], dino.model_version(center_crop),
                        lambda images: dino.embed(images, center_crop), tally) if dino is not None else None

    def read_text(p: Path) -> str:
        return cache.text(pics[p], pics[p].key, ocr_v, read, roles[p], pics[p].image.width * pics[p].image.height, tally)

    # Each content once, in parallel (a ground truth before a shot of the same pixels, so it is
    # the ground truth that counts as read); the same pixels again come from the cache after.
    firsts: dict[str, Path] = {}
    for p in order:
        firsts.setdefault(pics[p].key, p)
    texts = dict(zip(firsts.values(), pool.map(read_text, firsts.values()), strict=True))
    texts.update({p: read_text(p) for p in order if p not in texts})
    embs: dict[Path, np.ndarray] = dict(zip(order, batch.result(), strict=True)) if batch is not None else {}
    out = []
    for c in cases:
        gt = pics[c.gt_path]
        shot = pics.get(Path(c.shot_path)) if c.shot_path is not None else None
        if shot is None:
            out.append(VisualResult(c.step, gt.file_sha256, None, texts[c.gt_path], None, 0.0, 0.0 if dino else None,
                                    c.error_kind or "no_screenshot"))
            continue
        dino_score = metrics_cosine(embs[c.gt_path], embs[shot.path]) if dino is not None else None
        out.append(VisualResult(c.step, gt.file_sha256, shot.file_sha256, texts[c.gt_path], texts[shot.path],
                                metrics.ocr_similarity(texts[c.gt_path], texts[shot.path]), dino_score, None))
    return out


def text_reader(cache: FeatureCache, ocr: Callable = ocr_text) -> Callable[[Path], str]:
    """OCR of a screenshot through ``cache``, keyed by its decoded pixels as ``score_visual`` keys it:
    what the offline judge reads of a state after an action is read once and shared with the
    checkpoint scoring of the same screenshot (and with every protocol and rerun)."""
    version = ocr_version()
    read = _image_ocr if ocr is ocr_text else (lambda pic: ocr(pic.path))

    def text(path: Path) -> str:
        pic = load_picture(path)
        cache.remember(pic)
        return cache.text(pic, pic.key, version, read, "shot", pic.image.width * pic.image.height)

    return text


def cached_ground_truth(paths: Sequence[Path], cache: FeatureCache) -> set[Path]:
    """The ground-truth screenshots among ``paths`` whose OCR text the cache holds (hashes the files; decodes nothing)."""
    from iwr_bench.core.hashing import sha256_file

    version = ocr_version()
    return {Path(p) for p in paths if Path(p).exists() and cache.holds_text(sha256_file(p), version)}


def metrics_cosine(a: np.ndarray, b: np.ndarray) -> float:
    from iwr_bench.tasks.scoring.dino import cosine

    return cosine(a, b)
