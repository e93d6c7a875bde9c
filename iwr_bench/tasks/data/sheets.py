"""Contact sheets of a task's assets (``stitched_assets/stitched_image_<n>.png``).

Each sheet is a grid of thumbnails, each labelled with the asset's anonymized file name,
so a model can tie what it sees in the video to a file it may reference. Layout and
resampling are fixed, so the same assets always give the same PNG bytes.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

PER_SHEET = 12
COLUMNS = 4
CELL = 256  # thumbnail box, pixels
LABEL_H = 28
PAD = 8
RASTER_EXTS = {".png", ".jpg", ".jpeg", ".gif", ".webp", ".bmp", ".ico"}
VIDEO_EXTS = {".mp4", ".webm", ".mov", ".m4v", ".ogv"}


@dataclass(frozen=True)
class SheetItem:
    name: str  # the anonymized file name, e.g. asset_001.png
    image: Image.Image | None  # None: drawn as a labelled placeholder (fonts, audio, ...)
    kind: str = ""  # shown on a placeholder, e.g. "font"


def load_thumbnail(path: Path) -> Image.Image | None:
    """A picture of an asset: the image itself, or a video's first frame; None otherwise."""
    ext = path.suffix.lower()
    if ext in RASTER_EXTS:
        with Image.open(path) as img:
            img.seek(0)
            return _flatten(img)
    if ext in VIDEO_EXTS:
        import av

        with av.open(str(path)) as container:
            for frame in container.decode(video=0):
                return frame.to_image().convert("RGB")
    return None


def image_from_png(data: bytes) -> Image.Image:
    with Image.open(io.BytesIO(data)) as img:
        return _flatten(img)


def _flatten(img: Image.Image) -> Image.Image:
    # Transparent icons go on a light checkerboard-free grey so white shapes stay visible.
    rgba = img.convert("RGBA")
    bg = Image.new("RGBA", rgba.size, (236, 236, 236, 255))
    bg.alpha_composite(rgba)
    return bg.convert("RGB")


def _font(size: int) -> ImageFont.ImageFont | ImageFont.FreeTypeFont:
    try:
        return ImageFont.load_default(size=size)
    except TypeError:  # Pillow without FreeType: the fixed bitmap font
        return ImageFont.load_default()


def render_sheet(items: Sequence[SheetItem], columns: int = COLUMNS) -> Image.Image:
    rows = max(1, -(-len(items) // columns))
    cols = min(columns, max(1, len(items)))
    cw, ch = CELL + 2 * PAD, CELL + LABEL_H + 2 * PAD
    sheet = Image.new("RGB", (cols * cw, rows * ch), "white")
    draw = ImageDraw.Draw(sheet)
    font = _font(18)
    for i, item in enumerate(items):
        x0, y0 = (i % columns) * cw, (i // columns) * ch
        box = (x0 + PAD, y0 + PAD, x0 + PAD + CELL - 1, y0 + PAD + CELL - 1)
        draw.rectangle(box, outline=(200, 200, 200))
        if item.image is not None:
            thumb = item.image.copy()
            if max(thumb.size) < CELL // 2:
                # Icons are tiny: enlarge them so their shape is readable on the sheet.
                k = (CELL * 3 // 4) / max(thumb.size)
                thumb = thumb.resize((max(1, round(thumb.width * k)), max(1, round(thumb.height * k))), Image.Resampling.LANCZOS)
            thumb.thumbnail((CELL - 2, CELL - 2), Image.Resampling.LANCZOS)
            sheet.paste(thumb, (x0 + PAD + (CELL - thumb.width) // 2, y0 + PAD + (CELL - thumb.height) // 2))
        else:
            draw.rectangle(box, fill=(245, 245, 245), outline=(200, 200, 200))
            draw.text((x0 + PAD + CELL // 2, y0 + PAD + CELL // 2), item.kind or "file", fill=(90, 90, 90), font=font, anchor="mm")
        draw.text((x0 + cw // 2, y0 + PAD + CELL + LABEL_H // 2), item.name, fill=(0, 0, 0), font=font, anchor="mm")
    return sheet


def write_sheets(items: Sequence[SheetItem], out_dir: Path, per_sheet: int = PER_SHEET) -> list[Path]:
    """Write ``stitched_image_<n>.png`` (n from 1) to ``out_dir``; no assets, no sheets."""
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for n, start in enumerate(range(0, len(items), per_sheet), start=1):
        path = out_dir / f"stitched_image_{n}.png"
        render_sheet(items[start : start + per_sheet]).save(path, format="PNG", optimize=False)
        paths.append(path)
    return paths
