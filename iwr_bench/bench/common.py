"""Harness helpers: medians and ratios, figures, the machine description, the report writer,
and a peak-memory sampler over a process tree."""

from __future__ import annotations

import json
import os
import platform
import statistics
import threading
import time
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class Figure:
    """One row of the bench table: a median over ``runs`` measurements (or a count)."""

    section: str
    name: str
    value: float | None  # None: not measured (``note`` says why)
    unit: str
    runs: int = 1
    note: str = ""
    samples: tuple[float, ...] = ()


def median(values: Iterable[float]) -> float:
    vals = [float(v) for v in values]
    if not vals:
        raise ValueError("median of no values")
    return float(statistics.median(vals))


def ratio(numerator: float | None, denominator: float | None) -> float | None:
    """``numerator / denominator``; None when either is missing or the denominator is 0."""
    if numerator is None or denominator is None or denominator == 0:
        return None
    return float(numerator) / float(denominator)


def figure(section: str, name: str, samples: Sequence[float], unit: str, note: str = "") -> Figure:
    """A figure from raw measurements: their median, with the samples kept for the JSON."""
    if not samples:
        return Figure(section, name, None, unit, 0, note or "no measurement")
    return Figure(section, name, median(samples), unit, len(samples), note, tuple(round(float(s), 6) for s in samples))


def skipped(section: str, name: str, why: str, unit: str = "") -> Figure:
    return Figure(section, name, None, unit, 0, why)


@dataclass
class Stopwatch:
    """Wall time of a block: ``with Stopwatch() as sw: ...; sw.seconds``."""

    seconds: float = 0.0
    _t0: float = field(default=0.0, repr=False)

    def __enter__(self) -> Stopwatch:
        self._t0 = time.perf_counter()
        return self

    def __exit__(self, *exc: object) -> None:
        self.seconds = time.perf_counter() - self._t0


def machine() -> dict[str, Any]:
    """Cores, memory, CPU model and load: the context a reader needs to compare figures."""
    import psutil

    cpu = platform.processor() or ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    try:
        load = [round(x, 2) for x in os.getloadavg()]
    except OSError:
        load = []
    return {
        "cpu_model": cpu,
        "cores_logical": psutil.cpu_count(logical=True),
        "cores_physical": psutil.cpu_count(logical=False),
        "cores_usable": len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else psutil.cpu_count(),
        "memory_gib": round(psutil.virtual_memory().total / 2**30, 1),
        "load_avg_1_5_15": load,
        "python": platform.python_version(),
        "platform": platform.platform(),
    }


class PeakMemory:
    """Samples the memory of a process and all its descendants (browsers included).

    ``with PeakMemory(pid) as pm: ...; pm.peak_mib``. On Linux the figure is the summed PSS
    (shared pages split between the processes sharing them), since summed RSS counts
    Chromium's shared pages once per process and overstates a browser tree severalfold;
    elsewhere it is summed RSS (``kind`` says which). Sampling (default every 0.5 s, a few % of one core) can
    miss a spike shorter than the interval.
    """

    def __init__(self, pid: int | None = None, interval_s: float = 0.5):
        self.pid = pid or os.getpid()
        self.interval_s = interval_s
        self.peak_bytes = 0
        self.peak_by_process: dict[str, int] = {}  # at the peak sample: bytes per process kind
        self.peak_per_kind: dict[str, int] = {}  # each kind's own peak (over all samples)
        self.kind = "pss" if Path("/proc/self/smaps_rollup").exists() else "rss"
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="bench-peak-memory", daemon=True)

    def sample(self) -> dict[str, int]:
        """Bytes per process kind (``process_kind``) of the tree now."""
        import psutil

        try:
            root = psutil.Process(self.pid)
            procs = [root, *root.children(recursive=True)]
        except psutil.Error:
            return {}
        by: dict[str, int] = {}
        for p in procs:
            try:
                size = p.memory_full_info().pss if self.kind == "pss" else p.memory_info().rss
                kind = process_kind(p.name(), p.cmdline())
            except (psutil.Error, AttributeError):
                continue
            by[kind] = by.get(kind, 0) + size
        return by

    def _run(self) -> None:
        while not self._stop.is_set():
            by = self.sample()
            total = sum(by.values())
            if total > self.peak_bytes:
                self.peak_bytes, self.peak_by_process = total, by
            for kind, size in by.items():
                self.peak_per_kind[kind] = max(size, self.peak_per_kind.get(kind, 0))
            self._stop.wait(self.interval_s)

    def breakdown(self) -> str:
        """``iwr 900 MiB, chromium 700 MiB, …`` at the peak, largest first."""
        parts = sorted(self.peak_by_process.items(), key=lambda kv: -kv[1])
        return ", ".join(f"{k} {v / 2**20:.0f} MiB" for k, v in parts)

    @property
    def peak_mib(self) -> float:
        return self.peak_bytes / 2**20

    def __enter__(self) -> PeakMemory:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


def process_kind(name: str, cmdline: list[str]) -> str:
    """A short label for a process: a Python process by its script or module, others by name."""
    if name.startswith("python") and len(cmdline) > 1:
        args = cmdline[1:]
        if args[0] == "-m" and len(args) > 1:
            return args[1]
        if args[0] == "-c":
            return "python -c"
        return Path(args[0]).name
    if name.startswith("chrom") and name != "chromedriver":
        return "chromium"
    return name


def linear_fit(xs: Sequence[float], ys: Sequence[float]) -> tuple[float, float]:
    """Least-squares ``y = slope * x + intercept``."""
    if len(xs) != len(ys) or len(xs) < 2:
        raise ValueError("a fit needs two or more (x, y) pairs of equal count")
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    if sxx == 0:
        raise ValueError("a fit needs at least two different x values")
    slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / sxx
    return slope, my - slope * mx


# ---------------------------------------------------------------- the report

def _fmt(value: float | None) -> str:
    if value is None:
        return "-"
    if float(value).is_integer():
        return f"{int(value):,}"
    mag = abs(value)
    if mag >= 100:
        return f"{value:,.0f}"
    if mag >= 10:
        return f"{value:.1f}"
    if mag >= 0.01:
        return f"{value:.3f}"
    return f"{value:.2e}"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def markdown_table(figures: Sequence[Figure]) -> str:
    lines = ["| section | figure | value | unit | runs | note |", "|---|---|---:|---|---:|---|"]
    for f in figures:
        cells = [_cell(f.section), _cell(f.name), _fmt(f.value), _cell(f.unit), str(f.runs), _cell(f.note)]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def write_report(figures: Sequence[Figure], out_dir: Path, *, info: dict[str, Any] | None = None,
                 when: datetime | None = None) -> tuple[Path, Path]:
    """Write ``bench-<timestamp>.md`` and ``.json`` into ``out_dir``; returns both paths."""
    when = when or datetime.now(UTC)
    info = info if info is not None else machine()
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    stamp = when.strftime("%Y%m%dT%H%M%SZ")
    md, js = out_dir / f"bench-{stamp}.md", out_dir / f"bench-{stamp}.json"
    head = [f"# iwr bench, {when.isoformat(timespec='seconds')}", "",
            f"Machine: {info.get('cpu_model', '?')}, {info.get('cores_usable', '?')} usable cores "
            f"({info.get('cores_logical', '?')} logical), {info.get('memory_gib', '?')} GiB memory; "
            f"load average {info.get('load_at_start', '?')} at the start, {info.get('load_avg_1_5_15', [])} at the end.", "",
            "Each value is the median of `runs` measurements; ratios compare figures measured side by side in the same run.", "", ""]
    md.write_text("\n".join(head) + markdown_table(figures) + "\n")
    payload = {"created_at": when.isoformat(), "machine": info, "figures": [asdict(f) for f in figures]}
    js.write_text(json.dumps(payload, indent=1) + "\n")
    return md, js
