"""Option parsing shared by the commands."""

from __future__ import annotations

from core.errors import PrerequisiteError


def split_list(text: str | None) -> list[str]:
    """``a, b,,c`` -> ['a', 'b', 'c']."""
    return [t.strip() for t in (text or "").split(",") if t.strip()]


def parse_task_ids(text: str | None) -> list[int] | None:
    """``1,2,5-7`` -> [1, 2, 5, 6, 7]; None for all tasks."""
    if not text:
        return None
    out: list[int] = []
    for part in split_list(text):
        lo, _, hi = part.partition("-")
        try:
            out += list(range(int(lo), int(hi) + 1)) if hi else [int(lo)]
        except ValueError:
            raise PrerequisiteError(f"--tasks: {part!r} is not a task id or a range like 3-7") from None
    return out
