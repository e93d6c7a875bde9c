"""The generation prompt, versioned: text in ``generate_<version>.txt``, messages built here.

``PROMPT_VERSION`` is part of every generation's cache key and row: change the text or the way
messages are put together, and bump it, so answers to the old prompt are never reused.

The prompt says what the page must be, never how it will be judged (the published harness told
models to add a ``btn`` class "so the evaluation agent can click"; that shapes pages for the
judge, not for fidelity).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from string import Template
from typing import Any

PROMPT_VERSION = "v1"
# What the model writes before an asset file name; post-processing rewrites it to ASSET_DIR.
PLACEHOLDER = "{{ASSETS}}/"
ASSET_DIR = "assets/"
# An asset list longer than this is cut short in the text; the sheets still show every file.
MAX_LISTED_ASSETS = 400

_TEXT = (Path(__file__).resolve().parent / f"generate_{PROMPT_VERSION}.txt").read_text()


def instructions(width: int, height: int, mobile: bool, asset_names: Sequence[str]) -> str:
    """The instruction text for one task."""
    if asset_names:
        shown = list(asset_names[:MAX_LISTED_ASSETS])
        more = len(asset_names) - len(shown)
        listing = "The provided files are: " + ", ".join(shown) + (f" (and {more} more on the sheets)." if more else ".")
    else:
        listing = "This page has no provided files; draw every picture with CSS or inline SVG."
    return Template(_TEXT).substitute(
        width=width,
        height=height,
        platform_note=" on a mobile phone (touch screen, mobile browser)" if mobile else " in a desktop browser",
        placeholder=PLACEHOLDER,
        asset_list=listing,
    )


def build_messages(
    *,
    width: int,
    height: int,
    mobile: bool,
    asset_names: Sequence[str],
    sheets: Sequence[str],
    frames: Sequence[tuple[float, str]],
    frames_dropped: int = 0,
) -> list[dict[str, Any]]:
    """One user message: the instructions, the asset sheets, then the frames in time order.

    ``sheets`` are image URLs (data URLs); ``frames`` are (seconds into the video, image URL).
    """
    content: list[dict[str, Any]] = [{"type": "text", "text": instructions(width, height, mobile, asset_names)}]
    if sheets:
        content.append({"type": "text", "text": f"Asset sheets ({len(sheets)}): the page's files, each labelled with its file name."})
        for i, url in enumerate(sheets, 1):
            content.append({"type": "text", "text": f"Sheet {i} of {len(sheets)}:"})
            content.append({"type": "image_url", "image_url": {"url": url}})
    if frames:
        gap = " (evenly thinned from a longer recording)" if frames_dropped else ""
        content.append({"type": "text", "text": f"Recording: {len(frames)} frames in time order{gap}."})
        for t, url in frames:
            content.append({"type": "text", "text": f"t = {t:.1f} s"})
            content.append({"type": "image_url", "image_url": {"url": url}})
    else:
        content.append({"type": "text", "text": "No recording is available for this page; rebuild it from the asset sheets."})
    return [{"role": "user", "content": content}]
