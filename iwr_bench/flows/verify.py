"""A cached stage result is used only if the files it names are still there, as recorded.

Prefect's cache hands back a stage's result (a ``Generation``, a ``Replay``, a ``PageScore``),
not its files: once, with ``results/replays`` removed, a rerun reported every replay as reused
and landed rows pointing at missing screenshots, and ``--refresh score`` then scored the
oracle's checkpoints against nothing (VFS 100 -> 0). ``stale_files`` lists what a result names
under ``results/`` that is gone or hashes otherwise than its row says; the stage wrappers
(``iwr_bench.flows.stages``) then compute that stage again and count it in the run summary.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from iwr_bench.core.hashing import sha256_file


def _named(result: Any) -> Iterable[tuple[str, str | None]]:
    """(path, recorded sha256) of every file ``result`` names that the run made."""
    from iwr_bench.tasks.generation import Generation
    from iwr_bench.tasks.replay.page import Replay
    from iwr_bench.tasks.scoring.page import PageScore

    if isinstance(result, Generation):
        row = result.row
        if result.page_path is not None:
            yield str(result.page_path), row.get("page_sha256")
        raw = row.get("raw_path")
        if row.get("prompt_version") != "imported" and raw:  # an imported page's raw_path is its origin
            yield raw, row.get("raw_sha256")
    elif isinstance(result, Replay):
        yield from _shots(result.rows)
    elif isinstance(result, PageScore):
        # The ground truth belongs to the dataset (its content is in every key); the shots to the replay.
        for c in result.checkpoints:
            if shot := c.get("shot_path"):
                yield shot, c.get("shot_sha256")


def _shots(rows: Iterable[Mapping[str, Any]]) -> Iterable[tuple[str, str | None]]:
    for r in rows:
        if r.get("screenshot_path"):
            yield r["screenshot_path"], r.get("screenshot_sha256")


def stale_files(result: Any) -> list[str]:
    """What is wrong with the files ``result`` names, one phrase each (empty: all as recorded)."""
    return _stale(_named(result))


def stale_shots(rows: Iterable[Mapping[str, Any]]) -> list[str]:
    """What is wrong with the screenshots a replay's ``actions`` rows name (the durable record a
    score-only run scores from), one phrase each."""
    return _stale(_shots(rows))


def _stale(named: Iterable[tuple[str, str | None]]) -> list[str]:
    wrong: list[str] = []
    for path, recorded in named:
        p = Path(path)
        if not p.is_file():
            wrong.append(f"{path} is gone")
        elif recorded and sha256_file(p) != recorded:
            wrong.append(f"{path} changed (sha256 differs from the recorded one)")
    return wrong
