"""H.264 video of an authored task, encoded with PyAV from screenshots as they are taken.

The frame schedule is decided by the author (a fixed number of frames per action), never
by the wall clock, so re-authoring a task gives the same frame count and duration even
when the machine is slower; only the encoded bytes may differ.
"""

from __future__ import annotations

import io
import os
from pathlib import Path

from PIL import Image

DEFAULT_FPS = 5


class VideoWriter:
    """Appends PNG screenshots as frames of an MP4 (H.264, yuv420p) at a steady rate.

    Writes to a temporary name and renames on ``close()``, so a crash never leaves a
    truncated ``video.mp4`` that looks finished.
    """

    def __init__(self, path: str | Path, width: int, height: int, fps: int = DEFAULT_FPS):
        import av

        self.path = Path(path)
        self.tmp = self.path.with_name(f".{self.path.name}.part")
        # yuv420p needs even dimensions; an odd viewport gets a one-pixel pad.
        self.width, self.height = width + width % 2, height + height % 2
        self.fps = fps
        self.frames = 0
        self._last: bytes | None = None
        self._container = av.open(str(self.tmp), mode="w", format="mp4")
        self._stream = self._container.add_stream("libx264", rate=fps)
        self._stream.width = self.width
        self._stream.height = self.height
        self._stream.pix_fmt = "yuv420p"
        # One thread and a fixed preset: the same frames give the same bytes where x264 allows.
        self._stream.options = {"crf": "23", "preset": "veryfast", "threads": "1", "tune": "stillimage"}
        self._stream.codec_context.thread_count = 1

    def add(self, png: bytes, repeat: int = 1) -> None:
        """Append one screenshot, shown for ``repeat`` frames."""
        if repeat <= 0:
            return
        import av

        img = Image.open(io.BytesIO(png)).convert("RGB")
        if img.size != (self.width, self.height):
            canvas = Image.new("RGB", (self.width, self.height), "white")
            canvas.paste(img, (0, 0))
            img = canvas
        frame = av.VideoFrame.from_image(img).reformat(format="yuv420p")
        for _ in range(repeat):
            frame.pts = self.frames
            for packet in self._stream.encode(frame):
                self._container.mux(packet)
            self.frames += 1
        self._last = png

    def hold(self, repeat: int) -> None:
        """Repeat the last frame (a still), e.g. at the start and end of the video."""
        if self._last is not None:
            self.add(self._last, repeat)

    @property
    def duration_s(self) -> float:
        return self.frames / self.fps

    def close(self) -> Path:
        for packet in self._stream.encode(None):
            self._container.mux(packet)
        self._container.close()
        os.replace(self.tmp, self.path)
        return self.path

    def abort(self) -> None:
        try:
            self._container.close()
        finally:
            self.tmp.unlink(missing_ok=True)


def probe(path: str | Path) -> tuple[int, float, str]:
    """(frame count, duration in seconds, codec name) of a video, by decoding it."""
    import av

    with av.open(str(path)) as container:
        stream = container.streams.video[0]
        frames = sum(1 for _ in container.decode(stream))
        rate = float(stream.average_rate or stream.base_rate or 1)
        return frames, frames / rate, stream.codec_context.name


def unreadable(path: str | Path) -> str | None:
    """Why ``path`` is no video a model can be shown (not a container PyAV opens, no video stream), or None.

    Opens the container only (its index, not its frames): a truncated or foreign file fails here in
    milliseconds, not later in the middle of a run."""
    import av

    try:
        # No stream analysis: the container's own index says whether there is a video with frames.
        with av.open(str(path), options={"probesize": "32768", "analyzeduration": "0"}) as container:
            video = container.streams.video
            if not video:
                return "holds no video stream"
            if not (video[0].frames or video[0].duration or container.duration):
                return "holds no frame"
    except (av.error.FFmpegError, OSError, ValueError) as err:
        detail = getattr(err, "strerror", None) or (str(err).splitlines() or ["no detail"])[0][:80]
        return f"cannot be decoded ({type(err).__name__}: {detail})"
    return None
