"""How a candidate looks and whether a person can reach it: colour names from the colours the
page draws it in, which way it points, how big it is, and the reach flags ``collect.js`` sets.

All pure functions of a candidate's fields: ``colors`` (``bg``, ``fg``, ``border`` as RGB
lists), ``box``, its names, class words and icon glyphs, ``disabled``, ``occluded``, ``clipped``.
"""

from __future__ import annotations

import colorsys
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from iwr_bench.tasks.locate.text import norm, tokens
from iwr_bench.tasks.locate.vocab import COLOURS, ORIENTATION, SURFACE_TONES

__all__ = ["colour_fit", "orientation", "reach", "size_fit"]

# How much each painted part says about "the green button": its fill most, its text or icon, its border.
PART_WEIGHTS = {"bg": 1.0, "fg": 0.85, "border": 0.7, "picture": 0.85}  # a picture: the colour it shows
HUE_SLACK = 20.0  # degrees outside a colour's range where the fit fades out


def _hls(rgb: Sequence[float]) -> tuple[float, float, float]:
    r, g, b = (max(0.0, min(255.0, float(v))) / 255.0 for v in rgb[:3])
    h, lightness, s = colorsys.rgb_to_hls(r, g, b)
    return h * 360.0, lightness, s


PALE = 0.7  # the lightness from which a red is pink


def _hue_fit(hue: float, ranges: Iterable[tuple[float, float]]) -> float:
    best = 0.0
    for lo, hi in ranges:
        if lo <= hue <= hi:
            return 1.0
        gap = min(abs(hue - lo), abs(hue - hi), abs(hue + 360 - lo), abs(hue - 360 - hi))
        best = max(best, 1.0 - gap / HUE_SLACK)
    return max(0.0, best)


def colour_fit(word: str, rgb: Sequence[float] | None) -> float:
    """How well colour word ``word`` names colour ``rgb`` (0-1): "green" fits #2fb344 and, less, teal."""
    spec = COLOURS.get(word)
    if spec is None or not rgb or len(rgb) < 3:
        return 0.0
    hue, light, sat = _hls(rgb)
    if spec.get("hues") is None:
        if spec.get("light"):
            return 1.0 if light >= 0.92 else max(0.0, (light - 0.8) / 0.12)
        if spec.get("dark"):
            return 1.0 if light <= 0.15 else max(0.0, (0.3 - light) / 0.15)
        return 1.0 if sat <= 0.15 and 0.2 <= light <= 0.85 else 0.0
    if sat < 0.2 or light < 0.1 or light > 0.93:
        return 0.0
    fit = _hue_fit(hue, spec["hues"])  # type: ignore[arg-type]
    if spec.get("pale_hues") and light >= PALE:
        fit = max(fit, _hue_fit(hue, spec["pale_hues"]))  # type: ignore[arg-type]
    if spec.get("dark") and light > 0.45:
        fit *= 0.4
    if spec.get("light") and light < 0.6:
        fit *= 0.4
    return fit * (1.0 if sat >= 0.35 else 0.7)


def candidate_colour(c: Mapping[str, Any], word: str) -> tuple[float, str]:
    """The best fit of colour word ``word`` over the candidate's painted parts, and which part."""
    colors = c.get("colors") or {}
    best, part = 0.0, ""
    for key, weight in PART_WEIGHTS.items():
        s = colour_fit(word, colors.get(key)) * weight
        if s > best:
            best, part = s, key
    return best, part


def surface_colour(c: Mapping[str, Any], word: str) -> float:
    """How well colour word ``word`` fits the surface the candidate sits on (the card or bar painted around it)."""
    colors = c.get("colors") or {}
    fit = tone_fit if word in SURFACE_TONES else colour_fit
    return max(fit(word, colors.get("bg")), fit(word, colors.get("around")))


def tone_fit(word: str, rgb: Sequence[float] | None) -> float:
    """How well "dark" or "light" names a surface of colour ``rgb`` (0-1), whatever its hue: a dark red table is dark."""
    if not rgb or len(rgb) < 3:
        return 0.0
    light = _hls(rgb)[1]
    if word == "dark":
        return 1.0 if light <= 0.35 else max(0.0, (0.5 - light) / 0.15)
    return 1.0 if light >= 0.85 else max(0.0, (light - 0.7) / 0.15)


PLACED = frozenset({"pull", "pulled", "float", "text", "align", "justify", "navbar"})


def orientation(c: Mapping[str, Any]) -> str:
    """Which way the control points (left, right, up, down), from its names, class words and glyphs;
    empty when they do not say or disagree."""
    fields = [str(c.get(k) or "") for k in ("text", "name", "title", "alt")]
    words = [t for f in fields for t in tokens(f.replace("_", " "))]
    words += _glyph_words(c)
    toks = [str(t) for t in c.get("tokens") or []]
    # a layout class says where it sits, not where it points (Bootstrap's pull-right, float-left, text-right)
    words += [t for i, t in enumerate(toks) if not (i and toks[i - 1] in PLACED)]
    symbols = [ch for f in fields for ch in f if ch in ORIENTATION]
    found = {ORIENTATION[w] for w in (*words, *symbols) if w in ORIENTATION}
    return found.pop() if len(found) == 1 else ""


def doubled(c: Mapping[str, Any]) -> bool:
    """A double arrow or chevron (``fa-angle-double-right``, Material's ``last_page``): it goes to the end, not one step."""
    words = [str(t) for t in c.get("tokens") or []] + _glyph_words(c)
    return "double" in words or any(str(g) in ("first_page", "last_page") for g in c.get("glyphs") or [])


def _glyph_words(c: Mapping[str, Any]) -> list[str]:
    """The words of its icon-font glyphs ("keyboard_double_arrow_right": keyboard, double, arrow, right)."""
    return [t for g in c.get("glyphs") or [] for t in norm(str(g)).replace("_", " ").split()]


def size_fit(area: float, areas: Sequence[float], size: str) -> float:
    """How well "big" or "small" fits a box of ``area`` among the ``areas`` of the look-alikes (0-1)."""
    others = sorted(a for a in areas if a > 0)
    if not size or len(others) < 2 or area <= 0:
        return 0.0
    below = sum(1 for a in others if a < area * 0.8)
    above = sum(1 for a in others if a > area * 1.25)
    share = below / len(others) if size == "big" else above / len(others)
    return min(1.0, share * len(others) / max(1, len(others) - 1))


def reach(c: Mapping[str, Any]) -> str:
    """Why a person could not press it now: 'clipped' (cut away by a container that hides its
    overflow), 'covered' (something else is drawn over it), 'disabled'; empty when reachable."""
    if c.get("clipped") == "hidden":
        return "clipped"
    if c.get("occluded"):
        return "covered"
    if c.get("disabled"):
        return "disabled"
    return ""
