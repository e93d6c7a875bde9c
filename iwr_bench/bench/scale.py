"""The scale check: the bundled tasks repeated under new ids, run with an offline baseline.

``derive_dataset`` writes a ``data.jsonl`` of ``n`` records (ids 1001, 1002, …) whose task
folders are symlinks to the bundled ones, so a 1,000-task benchmark costs no disk. Each
size runs as a fresh child ``iwr run`` (own results, warehouse and Prefect folders); its
wall time and the peak memory (PSS) of its process tree are fitted against the task count: a
slope near zero means memory does not grow with the number of tasks.

The default model is ``iwr/blank`` (its page has nothing to find, so a replay stops at the
first action and there is no OCR of a shot): the check measures orchestration (Prefect
task fan-out, per-task parts, the summary), not the scorers, which the other sections time.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path

from iwr_bench.bench.common import Figure, linear_fit
from iwr_bench.bench.pipeline import isolated_env, run_iwr

SECTION = "scale"
FIRST_ID = 1001


def dataset_file(data: Path) -> Path:
    """The ``data.jsonl`` of a built dataset folder (or the bundle folder holding ``dataset/``)."""
    for cand in (data / "data.jsonl", data / "dataset" / "data.jsonl"):
        if cand.is_file():
            return cand
    from iwr_bench.core.errors import PrerequisiteError

    raise PrerequisiteError(f"no data.jsonl under {data}; build the bundled benchmark: iwr author --all benchmarks/iwr-mini")


def derive_dataset(data: Path, n: int, out: Path, first_id: int = FIRST_ID) -> Path:
    """Write ``out/data.jsonl`` with ``n`` records cycling through ``data``'s, ids from ``first_id``,
    and ``out/data/<id>`` symlinks to the source task folders. Returns ``out``."""
    src = dataset_file(data)
    records = [json.loads(line) for line in src.read_text().splitlines() if line.strip()]
    if not records:
        raise ValueError(f"{src} holds no records")
    (out / "data").mkdir(parents=True, exist_ok=True)
    lines = []
    for i in range(n):
        rec = dict(records[i % len(records)])
        orig = rec["id"]
        rec["id"] = first_id + i
        folder = src.parent / "data" / str(orig)
        if not folder.is_dir():
            raise ValueError(f"task {orig}: folder {folder} is missing")
        link = out / "data" / str(rec["id"])
        if link.is_symlink() or link.exists():
            link.unlink()
        os.symlink(folder.resolve(), link, target_is_directory=True)
        lines.append(json.dumps(rec, ensure_ascii=False))
    (out / "data.jsonl").write_text("\n".join(lines) + "\n")
    return out


def run(data: Path, *, sizes: Sequence[int] = (100, 300, 1000), models: str = "iwr/blank", workers: int | None = None,
        keep: Path | None = None) -> list[Figure]:
    out: list[Figure] = []
    points: list[tuple[int, float, float, float]] = []
    for n in sizes:
        with tempfile.TemporaryDirectory(prefix=f"iwr-bench-scale-{n}-", dir=keep) as tmp:
            root = Path(tmp)
            derived = derive_dataset(data, n, root / "dataset")
            args = ["run", "--data", str(derived), "--models", models, "--run-id", f"scale-{n}"]
            if workers:
                args += ["--workers", str(workers)]
            m = run_iwr(args, isolated_env(root))
        note = f"{models}; exit {m.returncode}"
        if m.returncode not in (0, 1):
            out.append(Figure(SECTION, f"{n} tasks", None, "s", 0, f"iwr run failed: {m.output_tail[-300:]!r}"))
            continue
        points.append((n, m.wall_s, m.peak_mib, m.peak_per_kind_mib.get("iwr", 0.0)))
        out.append(Figure(SECTION, f"{n} tasks: wall time", m.wall_s, "s", 1, note))
        out.append(Figure(SECTION, f"{n} tasks: per task", m.wall_s / n, "s/task", 1))
        out.append(Figure(SECTION, f"{n} tasks: peak memory (process tree)", m.peak_mib, "MiB", 1, f"{m.memory_kind.upper()} summed: {m.peak_breakdown}"))
    if len({p[0] for p in points}) >= 2:
        xs = [float(p[0]) for p in points]
        mem_slope, mem_icpt = linear_fit(xs, [p[2] for p in points])
        time_slope, time_icpt = linear_fit(xs, [p[1] for p in points])
        iwr_slope, iwr_icpt = linear_fit(xs, [p[3] for p in points])
        span = max(xs) - min(xs)
        growth = mem_slope * span / mem_icpt if mem_icpt else float("nan")
        out += [
            Figure(SECTION, "memory fit: slope", mem_slope * 1000, "MiB per 1000 tasks", len(points),
                   f"intercept {mem_icpt:.0f} MiB; {growth:+.1%} of the intercept across {int(min(xs))}..{int(max(xs))} tasks"),
            Figure(SECTION, "memory fit, iwr process alone: slope", iwr_slope * 1000, "MiB per 1000 tasks", len(points),
                   f"intercept {iwr_icpt:.0f} MiB; the browsers' share varies with what they render, the orchestrator's should not"),
            Figure(SECTION, "time fit: slope", time_slope, "s per task", len(points), f"intercept {time_icpt:.1f} s (start-up)"),
        ]
    return out
