"""Does the built reference page show what the site showed? Pixels, checkpoint by checkpoint.

The oracle answer of a task is the built page (one ``index.html`` and ``assets/``), while the
video and checkpoints come from the site as it is. ``mismatches`` compares the two takes'
checkpoints; ``mismatch_problems`` words each differing checkpoint as a refusal and keeps the two
screenshots and their difference where the message says, so the author can look.

Two plays of one page in Chromium can differ at the edges of what a step repainted: a channel
by a few levels at a glyph or a border (measured on the fixtures: up to 13 pixels, at most 3
levels), and the anti-aliased corner pixels of a rounded box whose text changed (up to 3
pixels, by up to 25 levels; Chromium re-rasters a changed area in tiles whose edges round
differently). A pixel counts as different past ``LEVELS``, and a checkpoint differs when more
than ``MAX_PIXELS`` do: what a wrong build shows (a missing image or font, a shifted line, a
missing stylesheet) differs over hundreds of pixels.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from iwr_bench.tasks.author.trajectory import Trajectory


@dataclass(frozen=True)
class Mismatch:
    step: int
    pixels: int  # pixels that differ in any channel
    box: tuple[int, int, int, int]  # left, top, right, bottom of the differing area
    site: bytes
    built: bytes


def _image(png: bytes):  # type: ignore[no-untyped-def]
    from PIL import Image

    with Image.open(io.BytesIO(png)) as img:
        return img.convert("RGB")


LEVELS = 8  # a channel may differ by this much (rasterization rounding; measured up to 3)
MAX_PIXELS = 16  # this many pixels may differ by more (corner anti-aliasing; measured up to 3)


def difference(a: bytes, b: bytes, levels: int = LEVELS) -> tuple[int, tuple[int, int, int, int] | None]:
    """(pixels with a channel differing by more than ``levels``, their bounding box or None)
    between two screenshots of one size."""
    from PIL import ImageChops

    if a == b:
        return 0, None
    ia, ib = _image(a), _image(b)
    if ia.size != ib.size:
        return ia.size[0] * ia.size[1], (0, 0, *ia.size)
    # The largest channel difference per pixel, then only what passes ``levels``.
    r, g, b_ = ImageChops.difference(ia, ib).split()
    worst = ImageChops.lighter(ImageChops.lighter(r, g), b_).point(lambda v: 255 if v > levels else 0)
    box = worst.getbbox()
    if box is None:
        return 0, None
    return worst.histogram()[255], box


def mismatches(site: Sequence[bytes], built: Sequence[bytes]) -> list[Mismatch]:
    out = []
    for step, (a, b) in enumerate(zip(site, built, strict=True)):
        pixels, box = difference(a, b)
        if box is not None and pixels > MAX_PIXELS:
            out.append(Mismatch(step, pixels, box, a, b))
    return out


def keep_published_within_noise(new_dir: Path, published_dir: Path) -> list[str]:
    """Each checkpoint in ``new_dir`` that differs from the one already published in
    ``published_dir`` by no more than rasterization noise (what ``mismatches`` lets pass) takes
    the published bytes back: re-authoring an unchanged site then changes no byte of its
    checkpoints, so the task's content hash, and every cache keyed on it, stays. Returns the
    names kept."""
    kept = []
    for new in sorted(Path(new_dir).glob("step_*.png")):
        old = Path(published_dir) / new.name
        if not old.is_file():
            continue
        a, b = old.read_bytes(), new.read_bytes()
        if a == b:
            continue
        pixels, box = difference(a, b)
        if box is None or pixels <= MAX_PIXELS:
            new.write_bytes(a)
            kept.append(new.name)
    return kept


def mismatch_problems(found: Sequence[Mismatch], traj: Trajectory, keep: Path) -> list[tuple[str, str]]:
    """One refusal per differing checkpoint; the screenshots go to ``keep/step_<k>.{site,built,diff}.png``."""
    from PIL import ImageChops

    problems = []
    keep.mkdir(parents=True, exist_ok=True)
    for m in found:
        (keep / f"step_{m.step}.site.png").write_bytes(m.site)
        (keep / f"step_{m.step}.built.png").write_bytes(m.built)
        ImageChops.difference(_image(m.site), _image(m.built)).save(keep / f"step_{m.step}.diff.png")
        where = "the page as loaded" if m.step == 0 else traj.steps[m.step - 1].label
        fld = "index.html" if m.step == 0 else traj.steps[m.step - 1].field
        left, top, right, bottom = m.box
        problems.append((fld, f"the built reference page does not look like the site after {where}: {m.pixels} pixels differ, "
                         f"between x {left}-{right} and y {top}-{bottom}, in two plays each (screenshots in {keep}). Either the "
                         "page does not show the same thing twice (something timed that does not settle: a "
                         "layout measured before its web font arrived, a canvas drawn from a timer), or a script finds its "
                         "own files from document.currentScript, which an inlined script has not: make the page settle, "
                         "or give it those paths literally"))
    return problems
