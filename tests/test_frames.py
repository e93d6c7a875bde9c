"""Frame sampling against videos encoded with PyAV (tests.builders.encode_video: known frame count and rate)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from iwr_bench.tasks.data.frames import (
    FrameSampling,
    even_indices,
    fit_within,
    last_frame,
    sample_frames,
    sample_indices,
)
from tests.builders import encode_video


def grey_level(path: Path) -> int:
    with Image.open(path) as img:
        return img.convert("L").getpixel((img.width // 2, img.height // 2))


def test_even_indices_keep_first_and_last_without_repeats():
    assert even_indices(10, 4) == [0, 3, 6, 9]
    assert even_indices(3, 5) == [0, 1, 2]
    assert even_indices(7, 1) == [0]
    assert even_indices(5, 0) == []
    idx = even_indices(65, 64)
    assert len(set(idx)) == 64 and idx[0] == 0 and idx[-1] == 64


def test_sample_indices_one_per_second_then_cap():
    times = [i / 5 for i in range(50)]  # 10 s at 5 fps
    keep, sampled = sample_indices(times, fps=1, cap=64)
    assert keep == [0, 5, 10, 15, 20, 25, 30, 35, 40, 45]
    assert sampled == 10
    keep, sampled = sample_indices(times, fps=1, cap=4)
    assert sampled == 10 and len(keep) == 4 and keep[0] == 0 and keep[-1] == 45


def test_sample_indices_slow_video_does_not_repeat_frames():
    times = [0.0, 2.0, 4.0]  # 0.5 fps video sampled at 1 fps
    keep, sampled = sample_indices(times, fps=1, cap=64)
    assert keep == [0, 1, 2] and sampled == 3


def test_fit_within_never_enlarges():
    assert fit_within(Image.new("RGB", (100, 50)), 200).size == (100, 50)
    assert fit_within(Image.new("RGB", (1000, 500)), 200).size == (200, 100)
    assert fit_within(Image.new("RGB", (300, 900)), 300).size == (100, 300)


def test_sample_frames_at_one_fps(tmp_path):
    video = encode_video(tmp_path / "v.mp4", frames=20, rate=4)  # 5 s
    out = sample_frames(video, FrameSampling(fps=1, cap=64, max_side=32), tmp_path / "cache")
    assert out.video_frames == 20 and out.sampled == 5 and not out.cached
    assert [round(f.time_s, 3) for f in out.frames] == [0.0, 1.0, 2.0, 3.0, 4.0]
    # Frame i of the video has grey (i * 7); the sample at t seconds is video frame 4 t.
    assert [grey_level(f.path) for f in out.frames] == pytest.approx([0, 28, 56, 84, 112], abs=3)
    with Image.open(out.frames[0].path) as img:
        assert max(img.size) == 32


def test_long_video_is_sampled_uniformly_down_to_the_cap(tmp_path):
    video = encode_video(tmp_path / "long.mp4", frames=200, rate=2)  # 100 s: 100 samples at 1 fps
    out = sample_frames(video, FrameSampling(fps=1, cap=64, max_side=64), tmp_path / "cache")
    assert out.sampled == 100 and len(out.frames) == 64
    times = [f.time_s for f in out.frames]
    assert times[0] == 0 and times[-1] == pytest.approx(99.0)
    gaps = [b - a for a, b in zip(times, times[1:], strict=False)]
    assert min(gaps) >= 1.0 - 1e-6 and max(gaps) <= 2.0 + 1e-6


def test_frames_are_cached_by_video_and_settings(tmp_path):
    video = encode_video(tmp_path / "v.mp4", frames=12, rate=4)
    cache = tmp_path / "cache"
    first = sample_frames(video, FrameSampling(fps=1, cap=64, max_side=32), cache)
    again = sample_frames(video, FrameSampling(fps=1, cap=64, max_side=32), cache)
    assert again.cached and [f.path for f in again.frames] == [f.path for f in first.frames]
    other = sample_frames(video, FrameSampling(fps=2, cap=64, max_side=32), cache)
    assert not other.cached and len(other.frames) == 6
    assert len(list(cache.iterdir())) == 2


def test_last_frame_is_the_final_state(tmp_path):
    video = encode_video(tmp_path / "v.mp4", frames=10, rate=5)
    jpeg = last_frame(video)
    path = tmp_path / "last.jpg"
    path.write_bytes(jpeg)
    assert grey_level(path) == pytest.approx(63, abs=3)


def test_missing_video_is_a_clear_error(tmp_path):
    with pytest.raises(FileNotFoundError, match="video not found"):
        sample_frames(tmp_path / "nope.mp4", FrameSampling(), tmp_path / "cache")


def test_concurrent_sampling_of_one_video_shares_the_cache_entry(tmp_path):
    """Two tasks with the same recording once raced: one replaced the cache folder the other was reading."""
    from concurrent.futures import ThreadPoolExecutor

    video = encode_video(tmp_path / "v.mp4", frames=40, rate=4)
    copy = tmp_path / "copy.mp4"
    copy.write_bytes(video.read_bytes())
    sampling = FrameSampling(fps=1, cap=64, max_side=32)
    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(lambda v: sample_frames(v, sampling, tmp_path / "cache"), [video, copy, video, copy]))
    assert all(len(r.frames) == 10 and all(f.path.is_file() for f in r.frames) for r in results)
    assert sum(not r.cached for r in results) == 1
