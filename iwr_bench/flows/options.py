"""The run options an inspect_ai or lm-eval user reaches for, checked before any work: ``--limit`` /
``--seed`` (which tasks), ``-M`` (generation settings per model), ``--fail-on-error`` (an error
budget), ``--mlflow`` (a tracker), the pages ``--pages`` gives for tasks the dataset lacks, and
where the pairs run (``--task-runner``, ``--dask-address``).
``iwr_bench.flows.request.check`` calls these; each mistake is one ``PrerequisiteError`` line.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from iwr_bench.core.errors import PrerequisiteError
from iwr_bench.core.settings import Settings

RUNNERS = ("threads", "dask")


def limit_tasks(tasks: tuple, limit: int | None, seed: int | None) -> tuple:
    """``--limit N``: the first N tasks, or with ``--seed`` N drawn at random (in id order)."""
    if limit is None:
        if seed is not None:
            raise PrerequisiteError("--seed draws the tasks of --limit N at random: add --limit N (or drop --seed)")
        return tasks
    if limit < 1:
        raise PrerequisiteError(f"--limit {limit}: at least 1")
    if seed is None:
        return tasks[:limit]
    import random

    chosen = random.Random(seed).sample(range(len(tasks)), min(limit, len(tasks)))
    return tuple(tasks[i] for i in sorted(chosen))


def model_args_of(given: list[str], models: list[str], s: Settings) -> tuple[tuple[str, tuple[tuple[str, Any], ...]], ...]:
    """``-M key=value`` (every model) and ``-M model=NAME:key=value`` (one) as (model, ((key, value), ...)),
    each checked against that model's settings now (``iwr_bench.tasks.generation.models.with_args``)."""
    from iwr_bench.tasks.generation import model_settings
    from iwr_bench.tasks.generation.models import parse_model_arg, with_args

    per: dict[str, dict[str, Any]] = {m: {} for m in models}
    for text in given:
        model, key, value = parse_model_arg(text)
        if model is not None and model not in per:
            raise PrerequisiteError(f"-M {text}: {model} is not a model of this run (models: {', '.join(models)})")
        for m in ([model] if model else models):
            per[m][key] = value
    override = Path(s.models_config) if s.models_config else None
    for m, fields in per.items():
        if fields:
            with_args(model_settings(m, override), fields, m)
    return tuple((m, tuple(sorted(f.items()))) for m, f in per.items() if f)


def error_share(value: float | None) -> float | None:
    if value is not None and not 0 <= value <= 1:
        raise PrerequisiteError(f"--fail-on-error {value}: a share between 0 and 1 (0.1 = fail above 10 % of the pairs)")
    return value


def mlflow_ready(wanted: bool) -> bool:
    if wanted:
        from iwr_bench.tasks.report.tracking import require_mlflow

        require_mlflow()  # not installed: one line naming the extra, before any work
    return wanted


def say_dropped(source: str, pages: dict, known: frozenset[int]) -> None:
    """Pages for task ids the dataset does not have are not judged: say which, once, before any work."""
    import logging

    stray = sorted({tid for _, tid in pages} - known)
    if known and stray:
        n = sum(1 for _, tid in pages if tid in stray)
        logging.getLogger("iwr").warning("--pages %s: %d page(s) not judged: task id(s) %s are not in the dataset (its ids: %s)",
                                         source, n, ranges(stray), ranges(sorted(known)))




def ranges(ids: list[int]) -> str:
    """[1, 2, 3, 5] -> '1-3,5'."""
    out, start = [], None
    for i, x in enumerate(ids):
        if start is None:
            start = x
        if i + 1 == len(ids) or ids[i + 1] != x + 1:
            out.append(f"{start}" if start == x else f"{start}-{x}")
            start = None
    return ",".join(out)


def task_runner(runner: str | None, address: str | None, s: Settings) -> tuple[str, str | None]:
    """(task runner, scheduler address): a scheduler's address means Dask, checked to answer."""
    chosen = runner or s.task_runner
    if chosen not in RUNNERS:
        raise PrerequisiteError(f"--task-runner {chosen!r}: use one of {', '.join(RUNNERS)}")
    address = address or s.dask_address
    if not address:
        return chosen, None
    if runner == "threads":
        raise PrerequisiteError(f"--task-runner threads with --dask-address {address}: drop one (an address runs on that Dask cluster)")
    from iwr_bench.flows.cluster import check_address

    return "dask", check_address(address)
