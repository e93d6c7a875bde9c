"""The bench sections, their full and ``--quick`` sizes, and the run that writes the report."""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from iwr_bench.bench.common import Figure, machine, markdown_table, write_report
from iwr_bench.core.errors import PrerequisiteError

# Scoring runs before cold: the cold section's rates take its in-process DINO cost. The OCR rate is
# the cold run's own (its line cache reuses lines across checkpoints as every run does).
SECTIONS = ("scoring", "cold", "replay", "pipeline", "scale", "grounding")


@dataclass(frozen=True)
class Sizes:
    """How much each section measures. ``--quick`` is for development and loaded machines."""

    replay_repeats: int
    replay_tasks: int | None
    scoring_repeats: int
    ocr_repeats: int  # passes over the checkpoints (each image is a sample too)
    ocr_images: int | None
    ocr_task_order_images: int | None  # checkpoints read in task order with the line cache (None: all)
    reuse_images: int
    warm_repeats: int
    pipeline_tasks: int | None
    scale_sizes: tuple[int, ...]
    cold_bundled_tasks: str | None  # task ids of the bundled benchmark for the cold runs (None: all)
    cold_synthetic_tasks: int  # synthetic tasks of the published shape in the cold runs and the check


FULL = Sizes(replay_repeats=2, replay_tasks=None, scoring_repeats=5, ocr_repeats=1, ocr_images=24, ocr_task_order_images=None, reuse_images=6,
             warm_repeats=2, pipeline_tasks=None, scale_sizes=(10, 30, 100), cold_bundled_tasks=None, cold_synthetic_tasks=12)
QUICK = Sizes(replay_repeats=2, replay_tasks=3, scoring_repeats=3, ocr_repeats=2, ocr_images=6, ocr_task_order_images=24, reuse_images=3,
              warm_repeats=2, pipeline_tasks=2, scale_sizes=(10, 30), cold_bundled_tasks="1,2,3", cold_synthetic_tasks=3)
# `--only scale` named on its own: the points behind the README's scale row (over an hour here).
SCALE_ALONE = (100, 300, 1000)


def default_data() -> Path:
    from iwr_bench.core.settings import get_settings

    return get_settings().home / "benchmarks" / "iwr-mini" / "dataset"


def check_data(data: Path) -> Path:
    from iwr_bench.bench.scale import dataset_file

    return dataset_file(Path(data)).parent


def parse_only(text: str | None) -> tuple[str, ...]:
    if not text:
        return SECTIONS
    names = tuple(dict.fromkeys(t.strip() for t in text.split(",") if t.strip()))
    bad = [n for n in names if n not in SECTIONS]
    if bad:
        raise PrerequisiteError(f"--only: unknown section {', '.join(bad)}; sections are {', '.join(SECTIONS)}")
    return names


def _rate(figures: Sequence[Figure], name: str) -> float | None:
    return next((f.value for f in figures if f.name == name and f.value), None)


def _section(name: str, data: Path, sizes: Sizes, *, quick: bool, seen: Sequence[Figure], log: Callable[[str], None]) -> list[Figure]:
    if name == "replay":
        from iwr_bench.bench import replay

        return replay.run(data, repeats=sizes.replay_repeats, task_limit=sizes.replay_tasks)
    if name == "scoring":
        from iwr_bench.bench import scoring

        return scoring.run(data, repeats=sizes.scoring_repeats, ocr_repeats=sizes.ocr_repeats, ocr_images=sizes.ocr_images,
                           task_order_images=sizes.ocr_task_order_images,
                           reuse_images=sizes.reuse_images)
    if name == "pipeline":
        from iwr_bench.bench import pipeline
        from iwr_bench.tasks.data.dataset import load_dataset

        ids = None
        if sizes.pipeline_tasks:
            ids = ",".join(str(t.task_id) for t in load_dataset(data).tasks[: sizes.pipeline_tasks])
        return pipeline.run(data, warm_repeats=sizes.warm_repeats, task_ids=ids)
    if name == "scale":
        from iwr_bench.bench import scale

        return scale.run(data, sizes=sizes.scale_sizes)
    if name == "grounding":
        from iwr_bench.bench import grounding

        return grounding.run()
    if name == "cold":
        from iwr_bench.bench import cold
        from iwr_bench.bench import scoring as scoring_names

        return cold.run(data, synthetic_tasks=sizes.cold_synthetic_tasks, bundled_tasks=sizes.cold_bundled_tasks,
                        dino_cpu_s_per_image=_rate(seen, scoring_names.DINO_PER_IMAGE),
                        save=not quick, log=log)
    raise PrerequisiteError(f"unknown bench section {name!r}")


def run_bench(only: Sequence[str] = SECTIONS, *, quick: bool = False, data: Path | None = None, out_dir: Path | None = None,
              log: Callable[[str], None] = lambda m: print(m, file=sys.stderr, flush=True)) -> tuple[list[Figure], Path, Path]:
    """Run the sections, print the table and write ``bench-<timestamp>.{md,json}``.

    A section that breaks is reported as one row with the error, and the others still run.
    """
    from iwr_bench.core.settings import get_settings

    data = check_data(data or default_data())
    out_dir = out_dir or get_settings().results / "bench"
    sizes = QUICK if quick else FULL
    if tuple(only) == ("scale",) and not quick:
        sizes = replace(sizes, scale_sizes=SCALE_ALONE)
    load_at_start = machine()["load_avg_1_5_15"]
    figures: list[Figure] = []
    for name in only:
        log(f"bench: {name} ({'quick' if quick else 'full'}) on {data}")
        try:
            figures += _section(name, data, sizes, quick=quick, seen=figures, log=log)
        except PrerequisiteError:
            raise
        except Exception as err:  # noqa: BLE001 - one broken section must not lose the others' figures
            traceback.print_exc()
            figures.append(Figure(name, "section failed", None, "", 0, f"{type(err).__name__}: {str(err)[:200]}"))
    info = machine()
    info["quick"] = quick
    info["load_at_start"] = load_at_start
    md, js = write_report(figures, out_dir, info=info)
    print(markdown_table(figures))
    print("\n".join(summary_lines(figures, load_at_start, info["load_avg_1_5_15"])))
    log(f"bench: wrote {md} and {js}")
    return figures, md, js


HEADLINES = (
    ("cold oracle run: CPU-seconds per pair", "CPU-seconds per cold oracle pair"),
    ("cold oracle run: CPU-seconds per checkpoint", "CPU-seconds per checkpoint"),
    ("cold oracle run: average cores busy", "average cores busy"),
    ("OCR CPU-seconds per 1280x720 checkpoint, tuned", "OCR CPU-seconds per 1280x720 checkpoint"),
)


def summary_lines(figures: Sequence[Figure], load_start: Sequence[float], load_end: Sequence[float]) -> list[str]:
    """The figures issue 18 asks of ``make bench``, one per line, with the machine's load."""
    by = {f.name: f for f in figures}
    out = ["", f"load average (1, 5, 15 min): {list(load_start)} at the start, {list(load_end)} at the end"]
    for name, label in HEADLINES:
        if name in by and by[name].value is not None:
            out.append(f"{label}: {by[name].value:.2f} {by[name].unit}")
    out += [f"{f.name.removeprefix('projection, ')}: {f.value:.1f} {f.unit} ({f.note})" for f in figures if f.name.startswith("projection") and f.value]
    return out
