"""The report's own copy of everything it shows, stored by content.

A report folder must work wherever it is copied (a laptop, a static host), so every
screenshot, ground-truth checkpoint, video frame and generated page it shows is stored
inside it under ``media/<aa>/<sha256>.<ext>``: identical files (the same checkpoint shown
by every model, a blank page's identical screenshots) are stored once. A file is
hard-linked when the report is on the same filesystem as its source and copied otherwise;
the replay writes each screenshot to a fresh file (it unlinks an earlier run's first), so a
link never changes under the report. Thumbnails for the index (small WebP, JPEG where Pillow
lacks WebP) go to ``thumbs/``.

A generated page is stored twice: the model's source as it was (the download link), in a
folder of its own with the assets it names beside it (``sources/<key>/index.html`` and
``sources/<key>/assets/``), and a display copy whose ``assets/<name>`` references point at the
stored assets, so the page shows its images inside the sandboxed frame with no path leaving
the report folder.
"""

from __future__ import annotations

import functools
import hashlib
import os
import re
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

THUMB_BOX = (320, 200)  # fits a 16:9 desktop shot at 320x180 and a phone shot at 92x200
THUMB_QUALITY = 70
# An asset reference as generation's post-processing writes it (``assets/asset_001.png``),
# possibly as ``./assets/...``; the name stops at a quote, bracket, query or space.
ASSET_REF = re.compile(r"(?<![\w/.-])(?:\./)?assets/([A-Za-z0-9_.-]+)")


def _digest(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


@functools.cache
def _thumb_format() -> tuple[str, str]:
    from PIL import features

    return ("WEBP", ".webp") if features.check("webp") else ("JPEG", ".jpg")


@dataclass
class MediaStore:
    """Files stored under ``root`` (the report folder), each once, by content."""

    root: Path
    linked: int = 0  # files hard-linked from their source
    copied: int = 0  # files copied (another filesystem, or links refused)
    reused: int = 0  # requests answered by a file already stored
    kept: set[Path] = field(default_factory=set)  # every file this build stored or reused
    _by_source: dict[Path, Path | None] = field(default_factory=dict)
    _thumbs: dict[Path, Path | None] = field(default_factory=dict)

    def _dest(self, digest: str, suffix: str, folder: str = "media") -> Path:
        return self.root / folder / digest[:2] / f"{digest}{suffix.lower()}"

    def _place(self, src: Path, dest: Path) -> None:
        """Link or copy ``src`` to ``dest`` (absent), so that ``dest`` appears whole or not at all."""
        dest.parent.mkdir(parents=True, exist_ok=True)
        try:
            os.link(src, dest)
            self.linked += 1
            return
        except FileExistsError:
            self.reused += 1
            return
        except OSError:
            pass  # another filesystem (EXDEV) or links not allowed: copy instead
        fd, tmp = tempfile.mkstemp(dir=dest.parent, prefix=".tmp-")
        os.close(fd)
        try:
            shutil.copyfile(src, tmp)
            os.replace(tmp, dest)
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
        self.copied += 1

    def add(self, src: Path | str | None) -> Path | None:
        """The stored copy of ``src`` (an absolute path inside the report); None when ``src`` is missing."""
        if src is None:
            return None
        src = Path(src)
        if src in self._by_source:
            stored = self._by_source[src]
            if stored is not None:
                self.reused += 1
            return stored
        stored = None
        if src.is_file():
            stored = self._dest(_digest(src), src.suffix)
            if stored.is_file():
                self.reused += 1
            else:
                self._place(src, stored)
            self.kept.add(stored)
        self._by_source[src] = stored
        return stored

    def add_bytes(self, data: bytes, suffix: str) -> Path:
        dest = self._dest(hashlib.sha256(data).hexdigest(), suffix)
        if dest.is_file():
            self.reused += 1
        else:
            dest.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=dest.parent, prefix=".tmp-")
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, dest)
        self.kept.add(dest)
        return dest

    def thumb(self, src: Path | str | None) -> Path | None:
        """A small image of ``src`` for the index; None when ``src`` is missing or not an image."""
        if src is None:
            return None
        src = Path(src)
        if src in self._thumbs:
            return self._thumbs[src]
        stored = self.add(src)
        out = None
        if stored is not None:
            fmt, suffix = _thumb_format()
            # Named by the full image's digest (its file name) and the box: same image, same thumbnail.
            out = self.root / "thumbs" / f"{stored.stem}-{THUMB_BOX[0]}x{THUMB_BOX[1]}{suffix}"
            if not out.is_file():
                out = self._make_thumb(stored, out, fmt)
            if out is not None:
                self.kept.add(out)
        self._thumbs[src] = out
        return out

    @staticmethod
    def _make_thumb(image: Path, out: Path, fmt: str) -> Path | None:
        from PIL import Image, UnidentifiedImageError

        try:
            with Image.open(image) as im:
                im.thumbnail(THUMB_BOX)
                small = im.convert("RGB")
        except (OSError, UnidentifiedImageError):
            return None
        out.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=out.parent, prefix=".tmp-")
        os.close(fd)
        try:
            small.save(tmp, format=fmt, quality=THUMB_QUALITY)
            os.replace(tmp, out)
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
        return out

    def add_page(self, page: Path | str | None, asset_dirs: list[Path]) -> tuple[Path | None, Path | None]:
        """(source copy, display copy) of a generated page; (None, None) when it is missing.

        The display copy's ``assets/<name>`` references point at the stored assets, found in
        the first of ``asset_dirs`` that holds the name; others are left as written (the page
        referenced a file the task does not have, and the replay saw it broken too).
        """
        source = self._page_folder(Path(page), asset_dirs) if page is not None and Path(page).is_file() else None
        if source is None:
            return None, None
        text = source.read_text(encoding="utf-8", errors="replace")
        display_dir = self._dest("0" * 64, ".html").parent  # only its depth matters: media/<aa>/

        def rewrite(m: re.Match[str]) -> str:
            name = m.group(1)
            for d in asset_dirs:
                stored = self.add(d / name)
                if stored is not None:
                    return os.path.relpath(stored, display_dir).replace(os.sep, "/")
            return m.group(0)

        shown = ASSET_REF.sub(rewrite, text)
        if shown == text:
            return source, source
        return source, self.add_bytes(shown.encode("utf-8"), ".html")

    def _page_folder(self, page: Path, asset_dirs: list[Path]) -> Path:
        """The page as it was, at ``sources/<key>/index.html`` with the assets it names beside it
        (``sources/<key>/assets/<name>``), so the copy opens with its images wherever the report is.
        Once the source copy sat in ``media/`` alone and its 74 asset links in the demo report led nowhere.
        The key names the page and the assets found, so two tasks' same page with different assets never share a folder."""
        text = page.read_text(encoding="utf-8", errors="replace")
        found: dict[str, Path] = {}
        for name in sorted(set(ASSET_REF.findall(text))):
            src = next((d / name for d in asset_dirs if (d / name).is_file()), None)
            if src is not None:
                found[name] = src
        key = hashlib.sha256((_digest(page) + "".join(f"|{n}:{_digest(p)}" for n, p in found.items())).encode()).hexdigest()
        folder = self.root / "sources" / key
        for dest, src in [(folder / "index.html", page), *((folder / "assets" / n, p) for n, p in found.items())]:
            if not dest.is_file():
                self._place(src, dest)
            self.kept.add(dest)
        return folder / "index.html"

    def prune(self) -> int:
        """Remove what an earlier build stored and this one did not; returns the files removed."""
        removed = 0
        for folder in ("media", "thumbs", "sources"):
            base = self.root / folder
            if not base.is_dir():
                continue
            for p in sorted(base.rglob("*")):
                if p.is_file() and p not in self.kept:
                    p.unlink()
                    removed += 1
            for d in sorted((d for d in base.rglob("*") if d.is_dir()), reverse=True):
                if not any(d.iterdir()):
                    d.rmdir()
        return removed
