"""The bench sections, their full and ``--quick`` sizes, and the run that writes the report."""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from bench.common import Figure, machine, markdown_table, write_report
from core.errors import PrerequisiteError

SECTIONS = ("replay", "scoring", "pipeline", "scale", "grounding")


@dataclass(frozen=True)
class Sizes:
    """How much each section measures. ``--quick`` is for development and loaded machines."""

    replay_repeats: int
    replay_tasks: int | None
    scoring_repeats: int
    ocr_repeats: int  # passes over the checkpoints (each image is a sample too)
    ocr_images: int | None
    reuse_images: int
    warm_repeats: int
    pipeline_tasks: int | None
    scale_sizes: tuple[int, ...]


FULL = Sizes(replay_repeats=3, replay_tasks=None, scoring_repeats=5, ocr_repeats=2, ocr_images=None, reuse_images=6,
             warm_repeats=3, pipeline_tasks=None, scale_sizes=(100, 300, 1000))
QUICK = Sizes(replay_repeats=2, replay_tasks=3, scoring_repeats=3, ocr_repeats=2, ocr_images=6, reuse_images=3,
              warm_repeats=2, pipeline_tasks=2, scale_sizes=(10, 30, 100))


def default_data() -> Path:
    from core.settings import get_settings

    return get_settings().home / "benchmarks" / "iwr-mini" / "dataset"


def check_data(data: Path) -> Path:
    from bench.scale import dataset_file

    return dataset_file(Path(data)).parent


def parse_only(text: str | None) -> tuple[str, ...]:
    if not text:
        return SECTIONS
    names = tuple(dict.fromkeys(t.strip() for t in text.split(",") if t.strip()))
    bad = [n for n in names if n not in SECTIONS]
    if bad:
        raise PrerequisiteError(f"--only: unknown section {', '.join(bad)}; sections are {', '.join(SECTIONS)}")
    return names


def _section(name: str, data: Path, sizes: Sizes) -> list[Figure]:
    if name == "replay":
        from bench import replay

        return replay.run(data, repeats=sizes.replay_repeats, task_limit=sizes.replay_tasks)
    if name == "scoring":
        from bench import scoring

        return scoring.run(data, repeats=sizes.scoring_repeats, ocr_repeats=sizes.ocr_repeats, ocr_images=sizes.ocr_images,
                           reuse_images=sizes.reuse_images)
    if name == "pipeline":
        from bench import pipeline
        from tasks.dataset import load_dataset

        ids = None
        if sizes.pipeline_tasks:
            ids = ",".join(str(t.task_id) for t in load_dataset(data).tasks[: sizes.pipeline_tasks])
        return pipeline.run(data, warm_repeats=sizes.warm_repeats, task_ids=ids)
    if name == "scale":
        from bench import scale

        return scale.run(data, sizes=sizes.scale_sizes)
    if name == "grounding":
        from bench import grounding

        return grounding.run()
    raise PrerequisiteError(f"unknown bench section {name!r}")


def run_bench(only: Sequence[str] = SECTIONS, *, quick: bool = False, data: Path | None = None, out_dir: Path | None = None,
              log: Callable[[str], None] = lambda m: print(m, file=sys.stderr, flush=True)) -> tuple[list[Figure], Path, Path]:
    """Run the sections, print the table and write ``bench-<timestamp>.{md,json}``.

    A section that breaks is reported as one row with the error, and the others still run.
    """
    from core.settings import get_settings

    data = check_data(data or default_data())
    out_dir = out_dir or get_settings().results / "bench"
    sizes = QUICK if quick else FULL
    load_at_start = machine()["load_avg_1_5_15"]
    figures: list[Figure] = []
    for name in only:
        log(f"bench: {name} ({'quick' if quick else 'full'}) on {data}")
        try:
            figures += _section(name, data, sizes)
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
    log(f"bench: wrote {md} and {js}")
    return figures, md, js
