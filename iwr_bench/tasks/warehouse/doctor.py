"""``iwr doctor``: find every damaged part of the warehouse and move it aside.

Three depths of checking: the magic bytes (what every read does), the footer and the part's
schema against its table's (here, always: a part of another table's schema is left out of
every read, and moved aside here), and with ``deep`` every row. A damaged part is moved to ``<root>/.quarantine/`` with one line
naming it; temporary files of writers that died mid-write are removed; and each partition
gets the schema marker its parts warrant, so reads of a warehouse written before markers
existed become fast too (see ``iwr_bench.tasks.warehouse.parts``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import iwr_bench.tasks.warehouse.parts as parts
from iwr_bench.schemas.tables import get_table

STRAY_AFTER_S = 3600.0  # a writer takes seconds; an hour-old temporary file has no writer


@dataclass
class DoctorReport:
    root: Path
    checked: int = 0
    damaged: list[tuple[parts.DamagedPart, Path | None]] = field(default_factory=list)  # (part, where it went)
    strays: list[Path] = field(default_factory=list)
    remarked: int = 0
    fixed: bool = False

    @property
    def problems(self) -> int:
        return len(self.damaged) + len(self.strays)

    def lines(self) -> list[str]:
        out = []
        for part, dest in self.damaged:
            moved = f" -> {dest.relative_to(self.root)}" if dest else ""
            out.append(f"damaged: {part.describe(self.root)}{moved}")
        for stray in self.strays:
            out.append(f"{'removed' if self.fixed else 'stray'} temporary file of a dead writer: {stray.relative_to(self.root)}")
        if self.remarked:
            out.append(f"noted the schema of {self.remarked} partition(s): reads skip opening their parts")
        verdict = "healthy" if not self.problems else (
            f"{len(self.damaged)} damaged part(s) quarantined" if self.fixed else f"{len(self.damaged)} damaged part(s); rerun without --dry-run to quarantine")
        out.append(f"warehouse {self.root}: {self.checked} part(s) checked; {verdict}")
        return out


def _kind(path: Path, table: str, version: int, current) -> tuple[str | None, str | None]:
    """(the marker a part warrants, what is wrong with it): its footer must parse and its
    columns be its table's (``parts.check_schema``)."""
    import pyarrow.parquet as pq

    try:
        schema = pq.read_schema(path)
    except Exception:  # noqa: BLE001 - pyarrow raises OSError, ArrowInvalid, ...
        return None, parts.check_footer(path) or "unreadable footer"
    problem = parts.check_schema(schema, table)
    if problem:
        return None, problem
    schema = schema.remove_metadata()
    same = schema.names == current.names and all(a.type == b.type for a, b in zip(schema, current, strict=True))
    return (parts.marker_name(version) if same else parts.UNKNOWN_MARKER), None


def examine(root: Path, *, deep: bool = False, fix: bool = True) -> DoctorReport:
    report = DoctorReport(Path(root).resolve(), fixed=fix)
    scanned = parts.scan(report.root)
    for table, partitions in scanned.items():
        spec = get_table(table)
        current = spec.schema.remove_metadata()
        for p in partitions:
            report.checked += len(p.good) + len(p.damaged)
            kinds = set()
            for path in list(p.good):
                kind, problem = _kind(path, table, spec.version, current)
                if not problem and deep:
                    problem = parts.check_data(path)
                if problem:
                    p.good.remove(path)
                    p.damaged.append(parts.DamagedPart(path, table, p.folder.name, problem))
                elif kind:
                    kinds.add(kind)
            for d in p.damaged:
                report.damaged.append((d, parts.quarantine(report.root, d) if fix else None))
            if fix and kinds and kinds != p.markers:
                for old in p.markers - kinds:
                    (p.folder / old).unlink(missing_ok=True)
                for new in kinds - p.markers:
                    (p.folder / new).touch()
                report.remarked += 1
    report.strays = parts.stray_temporaries(report.root, STRAY_AFTER_S)
    if fix:
        for stray in report.strays:
            stray.unlink(missing_ok=True)
    return report


def first_unreadable(root: Path) -> Path | None:
    """The first part whose rows do not decode (what a failed query may have tripped on)."""
    for partitions in parts.scan(Path(root)).values():
        for p in partitions:
            for path in p.good:
                if parts.check_data(path):
                    return path
    return None
