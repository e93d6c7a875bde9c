"""The report's plots as inline SVG (no library, no network): bars with confidence whiskers,
grouped bars and lines over runs with a noise band. Pure functions: values in, an ``<svg>`` string out."""

from __future__ import annotations

import html
from collections.abc import Sequence

from iwr_bench.tasks.report.figures import pct

PALETTE = ("#3b6fb6", "#e8590c", "#2f9e44", "#ae3ec9", "#f08c00", "#1098ad", "#c2255c", "#5c940d", "#7048e8", "#868e96")

e = html.escape


def svg_ci_bars(labels: Sequence[str], series: Sequence[tuple[str, Sequence[float | None], Sequence[tuple[float, float] | None]]], title: str) -> str:
    """Horizontal bars in % per label and series, with confidence-interval whiskers."""
    bar, gap, left, width = 12, 10, 220, 420
    group = bar * len(series) + gap
    height = 30 + group * len(labels) + 24
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{left + width + 60}" height="{height}" role="img" aria-label="{e(title)}">']
    for t in range(0, 101, 20):
        x = left + width * t / 100
        out.append(f'<line x1="{x:.1f}" y1="22" x2="{x:.1f}" y2="{height - 20}" stroke="#e3e6ec"/><text x="{x:.1f}" y="{height - 6}" text-anchor="middle">{t}%</text>')
    for i, label in enumerate(labels):
        y0 = 26 + i * group
        short = label if len(label) <= 34 else label[:33] + "…"
        out.append(f'<text x="{left - 6}" y="{y0 + bar * len(series) / 2 + 4:.1f}" text-anchor="end"><title>{e(label)}</title>{e(short)}</text>')
        for j, (name, values, cis) in enumerate(series):
            v = values[i]
            y = y0 + j * bar
            if v is None:
                continue
            color = PALETTE[j % len(PALETTE)]
            out.append(f'<rect x="{left}" y="{y}" width="{width * v:.1f}" height="{bar - 2}" fill="{color}"><title>{e(name)} {pct(v)}%</title></rect>')
            ci = cis[i]
            if ci is not None:
                x1, x2, ym = left + width * ci[0], left + width * ci[1], y + (bar - 2) / 2
                out.append(f'<path d="M{x1:.1f} {ym:.1f}H{x2:.1f}M{x1:.1f} {ym - 4:.1f}v8M{x2:.1f} {ym - 4:.1f}v8" stroke="#222" fill="none"/>')
    legend = "".join(
        f'<rect x="{left + k * 110}" y="4" width="10" height="10" fill="{PALETTE[k % len(PALETTE)]}"/><text x="{left + k * 110 + 14}" y="13">{e(name)}</text>'
        for k, (name, _, _) in enumerate(series)
    )
    out.append(legend + "</svg>")
    return "".join(out)


def svg_grouped_bars(categories: Sequence[str], series: Sequence[tuple[str, Sequence[float | None]]], title: str, percent: bool = True) -> str:
    """Vertical grouped bars: one group per category, one bar per series (model)."""
    n = max(1, len(series))
    bar = max(3, min(16, 120 // n))
    group = bar * n + 12
    left, top, plot_h = 44, 18 + 16 * ((len(series) + 3) // 4), 180
    width = left + group * max(1, len(categories)) + 10
    values = [v for _, vs in series for v in vs if v is not None]
    # Counts get a maximum divisible by the 4 grid steps, so every tick label is exact.
    vmax = 1.0 if percent else float(max(4, -(-int(max([1.0, *values])) // 4) * 4))
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{max(width, 460)}" height="{top + plot_h + 34}" role="img" aria-label="{e(title)}">']
    for k in range(5):
        t = vmax * k / 4
        y = top + plot_h - plot_h * k / 4
        label = f"{100 * t:.0f}%" if percent else f"{t:.0f}"
        out.append(f'<line x1="{left}" y1="{y:.1f}" x2="{width}" y2="{y:.1f}" stroke="#e3e6ec"/><text x="{left - 4}" y="{y + 4:.1f}" text-anchor="end">{label}</text>')
    for i, cat in enumerate(categories):
        x0 = left + 6 + i * group
        out.append(f'<text x="{x0 + bar * n / 2:.1f}" y="{top + plot_h + 14}" text-anchor="middle">{e(cat)}</text>')
        for j, (name, vs) in enumerate(series):
            v = vs[i]
            if v is None:
                continue
            h = plot_h * v / vmax
            shown = f"{pct(v)}%" if percent else f"{v:g}"
            out.append(f'<rect x="{x0 + j * bar}" y="{top + plot_h - h:.1f}" width="{bar - 1}" height="{h:.1f}" fill="{PALETTE[j % len(PALETTE)]}"><title>{e(name)} · {e(cat)}: {shown}</title></rect>')
    for k, (name, _) in enumerate(series):
        x, y = left + (k % 4) * 150, 4 + 16 * (k // 4)
        short = name if len(name) <= 20 else name[:19] + "…"
        out.append(f'<rect x="{x}" y="{y}" width="10" height="10" fill="{PALETTE[k % len(PALETTE)]}"/><text x="{x + 14}" y="{y + 9}">{e(short)}</text>')
    out.append("</svg>")
    return "".join(out)


def svg_trend(runs: Sequence[str], series: Sequence[tuple[str, Sequence[tuple[str, float, tuple[float, float] | None, bool]]]],
              title: str) -> str:
    """A line per series over ``runs`` (in order, evenly spaced): each point (run, value, noise
    band or None, marked) drawn as a dot on the line, its band shaded behind it, a marked point
    (a regressed run) ringed in red. The value axis is zoomed to the data (a 1-point change
    must be visible), in %."""
    left, top, plot_w, plot_h = 52, 22 + 16 * ((len(series) + 2) // 3), max(240, 56 * max(1, len(runs) - 1)), 200
    values = [x for _, pts in series for _, v, band, _ in pts for x in ((v,) + (band or ()))]
    lo, hi = (min(values), max(values)) if values else (0.0, 1.0)
    pad = max(0.02, (hi - lo) * 0.15)
    lo, hi = max(0.0, lo - pad), min(1.0, hi + pad)
    if hi - lo < 1e-9:
        lo, hi = max(0.0, lo - 0.05), min(1.0, hi + 0.05)
    x_of = {r: left + (plot_w * i / max(1, len(runs) - 1) if len(runs) > 1 else plot_w / 2) for i, r in enumerate(runs)}

    def y(v: float) -> float:
        return top + plot_h * (1 - (v - lo) / (hi - lo))

    width, height = left + plot_w + 120, top + plot_h + 80  # room for the last run's slanted label
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height}" role="img" aria-label="{e(title)}">']
    for k in range(5):
        v = lo + (hi - lo) * k / 4
        out.append(f'<line x1="{left}" y1="{y(v):.1f}" x2="{left + plot_w}" y2="{y(v):.1f}" stroke="#e3e6ec"/>'
                   f'<text x="{left - 4}" y="{y(v) + 4:.1f}" text-anchor="end">{100 * v:.1f}%</text>')
    for r in runs:
        short = r if len(r) <= 18 else r[:17] + "…"
        out.append(f'<text transform="translate({x_of[r]:.1f},{top + plot_h + 12}) rotate(30)" font-size="10"><title>{e(r)}</title>{e(short)}</text>')
    for j, (name, pts) in enumerate(series):
        color = PALETTE[j % len(PALETTE)]
        banded = [(x_of[r], band) for r, _, band, _ in pts if band is not None]
        if len(banded) > 1:
            upper = " ".join(f"{x:.1f},{y(b[1]):.1f}" for x, b in banded)
            lower = " ".join(f"{x:.1f},{y(b[0]):.1f}" for x, b in reversed(banded))
            out.append(f'<polygon points="{upper} {lower}" fill="{color}" fill-opacity="0.15" stroke="none"/>')
        for x, b in banded:
            out.append(f'<path d="M{x:.1f} {y(b[0]):.1f}V{y(b[1]):.1f}" stroke="{color}" stroke-opacity="0.5" stroke-width="6"/>')
        if len(pts) > 1:
            out.append(f'<polyline points="{" ".join(f"{x_of[r]:.1f},{y(v):.1f}" for r, v, _, _ in pts)}" fill="none" stroke="{color}" stroke-width="2"/>')
        for r, v, band, marked in pts:
            noise = f", noise band {pct(band[0])}–{pct(band[1])}%" if band else ""
            ring = f'<circle cx="{x_of[r]:.1f}" cy="{y(v):.1f}" r="7" fill="none" stroke="#c92a2a" stroke-width="2"/>' if marked else ""
            out.append(f'{ring}<circle cx="{x_of[r]:.1f}" cy="{y(v):.1f}" r="3.5" fill="{color}"><title>{e(name)} · {e(r)}: {pct(v)}%{noise}'
                       f'{" (regressed)" if marked else ""}</title></circle>')
        short = name if len(name) <= 24 else name[:23] + "…"
        lx, ly = left + (j % 3) * 190, 4 + 16 * (j // 3)
        out.append(f'<rect x="{lx}" y="{ly}" width="10" height="10" fill="{color}"/><text x="{lx + 14}" y="{ly + 9}">{e(short)}</text>')
    out.append("</svg>")
    return "".join(out)
