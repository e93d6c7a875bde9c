"""Video frames for the generation prompt: PyAV decode, sampling, down-sampling, resizing, cache.

Sampling: one frame per ``1/fps`` seconds (the first frame at or after each instant), then,
for a video longer than ``cap`` samples, a uniform selection of ``cap`` of them that keeps
the first and the last (the initial and the final state are the most telling). Frames are
resized so the largest side is at most ``max_side`` (never enlarged) and stored as JPEG.

The sampled frames are cached under ``<cache_root>/<key>/`` where the key names the video's
sha256 and every sampling setting, so a changed video or setting never reuses stale frames.
"""

from __future__ import annotations

import base64
import io
import json
import logging
import os
import shutil
import tempfile
import threading
from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path

from PIL import Image

from iwr_bench.core.hashing import sha256_file, sha256_json

log = logging.getLogger(__name__)

# Bump when the way frames are chosen or encoded changes: old cache entries are then ignored.
FRAMES_VERSION = 1
JPEG_QUALITY = 90
_EPS = 1e-6


@dataclass(frozen=True)
class FrameSampling:
    fps: float = 1.0
    cap: int = 64
    max_side: int = 1280

    def __post_init__(self) -> None:
        if self.fps <= 0:
            raise ValueError(f"frame sampling: fps must be > 0, got {self.fps}")
        if self.cap < 1:
            raise ValueError(f"frame sampling: cap must be >= 1, got {self.cap}")
        if self.max_side < 16:
            raise ValueError(f"frame sampling: max_side must be >= 16, got {self.max_side}")


@dataclass(frozen=True)
class Frame:
    time_s: float  # presentation time in the video
    path: Path  # JPEG on disk (in the frame cache)

    def data_url(self) -> str:
        return "data:image/jpeg;base64," + base64.b64encode(self.path.read_bytes()).decode()


@dataclass(frozen=True)
class SampledFrames:
    frames: tuple[Frame, ...]
    video_frames: int  # frames in the video
    sampled: int  # frames at the sampling rate, before the cap
    cached: bool


def even_indices(n: int, k: int) -> list[int]:
    """``k`` indices spread evenly over ``range(n)``, first and last included (k >= 2)."""
    if k >= n:
        return list(range(n))
    if k <= 0:
        return []
    if k == 1:
        return [0]
    # Rounded positions are strictly increasing when k <= n, so no index repeats.
    return [round(i * (n - 1) / (k - 1)) for i in range(k)]


def sample_indices(times: Sequence[float], fps: float, cap: int) -> tuple[list[int], int]:
    """Indices of the frames to keep from frames at ``times`` (sorted seconds).

    Returns (kept indices, number sampled at ``fps`` before the cap was applied).
    """
    if not times:
        return [], 0
    start, end = times[0], times[-1]
    picked: list[int] = []
    j, k = 0, 0
    while True:
        target = start + k / fps
        if target > end + _EPS:
            break
        while j < len(times) and times[j] < target - _EPS:
            j += 1
        if j == len(times):
            break
        if not picked or picked[-1] != j:
            picked.append(j)
        k += 1
    sampled = len(picked)
    if sampled > cap:
        picked = [picked[i] for i in even_indices(sampled, cap)]
    return picked, sampled


def fit_within(img: Image.Image, max_side: int) -> Image.Image:
    """The image scaled down so its largest side is ``max_side``; smaller images unchanged."""
    w, h = img.size
    if max(w, h) <= max_side:
        return img
    scale = max_side / max(w, h)
    return img.resize((max(1, round(w * scale)), max(1, round(h * scale))), Image.Resampling.LANCZOS)


def encode_image(img: Image.Image, fmt: str = "JPEG") -> bytes:
    buf = io.BytesIO()
    if fmt == "JPEG":
        img.convert("RGB").save(buf, "JPEG", quality=JPEG_QUALITY)
    else:
        img.save(buf, fmt)
    return buf.getvalue()


def image_data_url(path: Path, max_side: int) -> str:
    """An image file (an asset sheet) as a PNG data URL, resized to ``max_side``.

    PNG, not JPEG: sheets carry the asset file names as small text, which JPEG blurs.
    """
    with Image.open(path) as img:
        img.load()
        data = encode_image(fit_within(img, max_side), "PNG")
    return "data:image/png;base64," + base64.b64encode(data).decode()


def _frame_times(video: Path) -> list[float]:
    """Presentation times of every frame, from the packets (no decoding)."""
    import av

    with av.open(str(video)) as container:
        stream = container.streams.video[0]
        tb = stream.time_base
        if tb is None:
            # No time base, no usable packet times: decode_frames then samples by frame order.
            return []
        pts = [p.pts for p in container.demux(stream) if p.size and p.pts is not None]
    return sorted(float(p * tb) for p in pts)


def decode_frames(video: Path, sampling: FrameSampling) -> tuple[list[tuple[float, Image.Image]], int, int]:
    """Decode ``video`` and return the sampled frames (time, resized image), frame count, sampled count."""
    import av

    times = _frame_times(video)
    keep, sampled = sample_indices(times, sampling.fps, sampling.cap)
    wanted = {round(times[i], 6) for i in keep}
    out: list[tuple[float, Image.Image]] = []
    decoded = 0
    with av.open(str(video)) as container:
        stream = container.streams.video[0]
        for frame in container.decode(stream):
            decoded += 1
            t = float(frame.time) if frame.time is not None else None
            if t is not None and round(t, 6) in wanted:
                wanted.discard(round(t, 6))
                out.append((t, fit_within(frame.to_image(), sampling.max_side)))
    if not times or len(out) < len(keep):
        # Packet and frame timestamps disagree (edit lists, missing pts): sample by frame order instead.
        out, sampled = _decode_by_order(video, sampling)
    return out, decoded, sampled


def _decode_by_order(video: Path, sampling: FrameSampling) -> tuple[list[tuple[float, Image.Image]], int]:
    import av

    with av.open(str(video)) as container:
        stream = container.streams.video[0]
        rate = float(stream.average_rate or stream.base_rate or 1)
        count = sum(1 for _ in container.decode(stream))
    keep, sampled = sample_indices([i / rate for i in range(count)], sampling.fps, sampling.cap)
    wanted = set(keep)
    out = []
    with av.open(str(video)) as container:
        for i, frame in enumerate(container.decode(container.streams.video[0])):
            if i in wanted:
                out.append((i / rate, fit_within(frame.to_image(), sampling.max_side)))
    return out, sampled


def frames_key(video_sha256: str, sampling: FrameSampling) -> str:
    return sha256_json({"video": video_sha256, "sampling": asdict(sampling), "version": FRAMES_VERSION})[:32]


_key_locks: dict[str, threading.Lock] = {}
_key_locks_guard = threading.Lock()


def _key_lock(key: str) -> threading.Lock:
    with _key_locks_guard:
        return _key_locks.setdefault(key, threading.Lock())


def _load_cached(folder: Path) -> SampledFrames | None:
    manifest = folder / "frames.json"
    try:
        meta = json.loads(manifest.read_text())
    except (OSError, ValueError):
        return None
    frames = tuple(Frame(t, folder / name) for t, name in zip(meta["times"], meta["files"], strict=True))
    if not all(f.path.is_file() for f in frames):
        return None
    return SampledFrames(frames, meta["video_frames"], meta["sampled"], cached=True)


def sample_frames(video: Path, sampling: FrameSampling, cache_root: Path) -> SampledFrames:
    """The sampled frames of ``video``, from the cache when this (video, sampling) was seen.

    Two tasks may share a video (the same recording, re-used): the per-key lock makes the second
    wait for the first's frames instead of decoding again or replacing a folder being read.
    """
    video = Path(video)
    if not video.is_file():
        raise FileNotFoundError(f"video not found: {video}")
    key = frames_key(sha256_file(video), sampling)
    folder = Path(cache_root) / key
    with _key_lock(key):
        hit = _load_cached(folder)
        if hit is not None:
            return hit
        decoded, video_frames, sampled = decode_frames(video, sampling)
        folder.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{folder.name}.", dir=folder.parent))
        files = []
        for i, (_, img) in enumerate(decoded):
            name = f"frame_{i:04d}.jpg"
            (tmp / name).write_bytes(encode_image(img))
            files.append(name)
        times = [t for t, _ in decoded]
        meta = {"times": times, "files": files, "video_frames": video_frames, "sampled": sampled, "sampling": asdict(sampling), "video": str(video)}
        (tmp / "frames.json").write_text(json.dumps(meta, indent=1))
        if folder.exists() and _load_cached(folder) is None:
            shutil.rmtree(folder, ignore_errors=True)  # an incomplete entry from a crashed run
        try:
            os.replace(tmp, folder)
        except OSError:
            # Another process completed the same entry first; its frames are identical.
            shutil.rmtree(tmp, ignore_errors=True)
            hit = _load_cached(folder)
            if hit is None:
                raise
            return replace(hit, cached=False)
    frames = tuple(Frame(t, folder / name) for t, name in zip(times, files, strict=True))
    log.debug("sampled %d of %d frames from %s", len(frames), video_frames, video)
    return SampledFrames(frames, video_frames, sampled, cached=False)


def last_frame(video: Path, max_side: int | None = None) -> bytes:
    """The video's last frame as JPEG (the final state of the recording)."""
    import av

    last = None
    with av.open(str(video)) as container:
        for frame in container.decode(container.streams.video[0]):
            last = frame
    if last is None:
        raise ValueError(f"video has no frames: {video}")
    img = last.to_image()
    return encode_image(fit_within(img, max_side) if max_side else img)
