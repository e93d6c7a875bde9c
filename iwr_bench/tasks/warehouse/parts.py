"""The warehouse's part files: which are whole, which are damaged, and which schema they hold.

A damaged part (empty, truncated, an unreadable footer, or the schema of another table) must
never make the whole warehouse unreadable: ``scan`` checks each part once (size, the Parquet
magic bytes at both ends, that its footer parses and that its columns are its table's, see
``check_schema``) so the views can leave the damaged ones out. Parts never change once
written, so a partition's ``.verified`` file remembers which parts passed (name, size and
mtime) and later scans only stat them. ``check_data`` (every row) is the slow check ``iwr
doctor --deep`` adds; ``quarantine`` moves a damaged part to ``<root>/.quarantine/`` (kept,
not deleted: a person may want to look at it).

Schema markers make reading fast: a writer leaves ``.schema-v<VERSION>`` in the partition
folder it writes to. A partition whose only marker is the table's current version holds only
parts with exactly the current columns, so DuckDB may read it without ``union_by_name``
(which opens every file's footer on every bind: 10,000 parts took tens of seconds per view).
A partition with parts from before markers existed gets ``.schema-unknown`` from the first
writer that finds it, and is read the slow, tolerant way.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pyarrow as pa

from iwr_bench.schemas.tables import (
    TABLE_NAMES,
    column_default,
    fingerprint,
    get_table,
    recorded_fingerprint,
)

MAGIC = b"PAR1"
VERIFIED = ".verified"
# The first line of a ``.verified`` file: what its parts passed. A file without it (written
# before schemas were checked) is ignored, so every part is checked again once.
VERIFIED_HEADER = "# iwr verified: magic, footer, schema\n"
QUARANTINE = ".quarantine"
MARKER_PREFIX = ".schema-"
UNKNOWN_MARKER = ".schema-unknown"


@dataclass(frozen=True)
class DamagedPart:
    path: Path
    table: str
    partition: str  # the folder name, e.g. run_id=nightly-1
    problem: str

    @property
    def run_id(self) -> str | None:
        key, _, value = self.partition.partition("=")
        return value if key == "run_id" else None

    def describe(self, root: Path | None = None) -> str:
        where = self.path.relative_to(root) if root is not None and self.path.is_relative_to(root) else self.path
        owner = f"run {self.run_id}" if self.run_id is not None else self.partition
        return f"{where} ({self.table}, {owner}): {self.problem}"


@dataclass
class Partition:
    table: str
    folder: Path
    good: list[Path] = field(default_factory=list)
    damaged: list[DamagedPart] = field(default_factory=list)
    markers: set[str] = field(default_factory=set)

    @property
    def current(self) -> bool:
        """Every part here has exactly the table's current columns."""
        return self.markers == {marker_name(get_table(self.table).version)}


def marker_name(version: int) -> str:
    return f"{MARKER_PREFIX}v{version}"


def check_part(path: Path) -> str | None:
    """What is wrong with a part, from its size and magic bytes alone (None: looks whole)."""
    try:
        size = path.stat().st_size
        if size == 0:
            return "empty file"
        if size < 12:
            return f"too small to be a Parquet file ({size} bytes)"
        with open(path, "rb") as fh:
            head = fh.read(4)
            fh.seek(-8, os.SEEK_END)
            tail = fh.read(8)
    except OSError as err:
        return f"unreadable ({err.strerror or err})"
    if head != MAGIC:
        return "not a Parquet file"
    if tail[4:] != MAGIC:
        return "truncated (no Parquet footer)"
    if int.from_bytes(tail[:4], "little") > size - 12:
        return "truncated (footer longer than the file)"
    return None


def check_footer(path: Path) -> str | None:
    """Whether the footer parses (a slower check: it decodes the metadata)."""
    import pyarrow.parquet as pq

    try:
        pq.read_metadata(path)
    except Exception as err:  # noqa: BLE001 - pyarrow raises OSError, ArrowInvalid, ...
        return f"unreadable footer ({str(err).splitlines()[0][:120]})"
    return None


def _family(t: pa.DataType) -> str:
    """A type's kind as DuckDB reads a column of it: int64 and int32 read alike, a string never as a number."""
    if pa.types.is_integer(t) or pa.types.is_floating(t) or pa.types.is_decimal(t):
        return "number"
    if pa.types.is_string(t) or pa.types.is_large_string(t) or pa.types.is_string_view(t):
        return "text"
    if pa.types.is_list(t) or pa.types.is_large_list(t) or pa.types.is_list_view(t):
        return f"list<{_family(t.value_type)}>"
    if pa.types.is_timestamp(t):
        return "timestamp"
    return str(t)


def _as_written(t: pa.DataType) -> pa.DataType:
    """``t`` as our writer declared it: Parquet names a list's item ``element``, pyarrow ``item``."""
    if pa.types.is_list(t):
        return pa.list_(pa.field("item", _as_written(t.value_type), t.value_field.nullable))
    if pa.types.is_struct(t):
        return pa.struct([f.with_type(_as_written(f.type)) for f in t])
    return t


def check_schema(schema: pa.Schema, table: str) -> str | None:
    """Whether a part's columns are ``table``'s (None: they are).

    A part our writer made names its table and schema version in its metadata: the table must
    be this one and the columns exactly that version's (``schemas/fingerprints.json``). A part
    without them (written before they existed, or by another tool) must hold the table's key
    columns and no column the table lacks, each of a type the view can read as the table's.
    """
    spec = get_table(table)
    meta = schema.metadata or {}
    named = meta.get(b"iwr_table", b"").decode()
    if named and named != table:
        return f"the schema of table {named}, not {table}"
    version = meta.get(b"iwr_schema_version", b"").decode()
    if version.isdigit():
        if int(version) > spec.version:
            return f"schema v{version} of {table}, newer than this iwr knows (v{spec.version}): upgrade iwr to read it"
        recorded = recorded_fingerprint(table, int(version))
        if recorded is not None:
            written = pa.schema([f.with_type(_as_written(f.type)) for f in schema])
            return None if fingerprint(written) == recorded else f"columns differ from {table} schema v{version}"
    fields = {f.name: f.type for f in spec.schema}
    # A key added later (sample) has a default that parts written before it read as.
    missing = [k for k in spec.keys if k not in schema.names and column_default(spec.schema.field(k)) is None]
    foreign = [n for n in schema.names if n not in fields]
    clash = [f.name for f in schema if f.name in fields and _family(f.type) != _family(fields[f.name])]
    if missing or foreign or clash:
        why = [f"no {', '.join(missing)}" if missing else "", f"columns {', '.join(foreign[:5])} not in {table}" if foreign else "",
               f"{', '.join(clash[:5])} of another type" if clash else ""]
        return f"not a {table} part ({'; '.join(w for w in why if w)})"
    return None


def check_layout(path: Path, table: str) -> str | None:
    """Whether the footer parses and the part's columns are ``table``'s (one footer read)."""
    import pyarrow.parquet as pq

    try:
        schema = pq.read_schema(path)
    except Exception as err:  # noqa: BLE001 - pyarrow raises OSError, ArrowInvalid, ...
        return f"unreadable footer ({str(err).splitlines()[0][:120]})"
    return check_schema(schema, table)


def check_data(path: Path) -> str | None:
    """Whether every row decodes (the slowest check: it reads the whole part)."""
    import pyarrow.parquet as pq

    try:
        pq.read_table(path)
    except Exception as err:  # noqa: BLE001
        return f"unreadable data ({str(err).splitlines()[0][:120]})"
    return None


def _partitions(root: Path, table: str) -> Iterator[os.DirEntry]:
    try:
        entries = list(os.scandir(Path(root) / table))
    except OSError:
        return
    for entry in sorted(entries, key=lambda e: e.name):
        if entry.is_dir() and not entry.name.startswith("."):
            yield entry


def _read_verified(folder: Path) -> dict[str, tuple[int, int]]:
    try:
        text = (folder / VERIFIED).read_text()
    except OSError:
        return {}
    if not text.startswith(VERIFIED_HEADER):
        return {}
    lines = text.splitlines()[1:]
    out = {}
    for line in lines:
        name, _, rest = line.rpartition(" ")
        name, _, size = name.rpartition(" ")
        if name and size.isdigit() and rest.isdigit():
            out[name] = (int(size), int(rest))
    return out


def _write_verified(folder: Path, verified: dict[str, tuple[int, int]]) -> None:
    text = VERIFIED_HEADER + "".join(f"{n} {size} {mtime}\n" for n, (size, mtime) in sorted(verified.items()))
    tmp = folder / f"{VERIFIED}.{os.getpid()}.tmp"
    try:  # best effort: a read-only warehouse is checked again next time
        tmp.write_text(text)
        os.replace(tmp, folder / VERIFIED)
    except OSError:
        tmp.unlink(missing_ok=True)


def scan(root: Path, tables: tuple[str, ...] = TABLE_NAMES) -> dict[str, list[Partition]]:
    """Every table's partitions, their whole and damaged parts and their schema markers."""
    out: dict[str, list[Partition]] = {}
    for table in tables:
        parts = []
        for entry in _partitions(root, table):
            p = Partition(table, Path(entry.path))
            known = _read_verified(p.folder)
            verified = {}
            for f in sorted(os.scandir(entry.path), key=lambda e: e.name):
                if f.name.startswith(MARKER_PREFIX):
                    p.markers.add(f.name)
                    continue
                if not f.name.endswith(".parquet"):
                    continue
                path = Path(f.path)
                try:
                    st = f.stat()
                    key = (st.st_size, st.st_mtime_ns)
                except OSError:
                    key = (-1, -1)
                problem = None if known.get(f.name) == key else (check_part(path) or check_layout(path, table))
                if problem:
                    p.damaged.append(DamagedPart(path, table, entry.name, problem))
                else:
                    p.good.append(path)
                    verified[f.name] = key
            if verified != known:
                _write_verified(p.folder, verified)
            if p.good or p.damaged:
                parts.append(p)
        out[table] = parts
    return out


def damaged(scanned: dict[str, list[Partition]]) -> list[DamagedPart]:
    return [d for parts in scanned.values() for p in parts for d in p.damaged]


def mark_schema(folder: Path, version: int) -> None:
    """Note that a part of schema ``version`` is about to be written in ``folder``."""
    marker = folder / marker_name(version)
    if marker.exists():
        return
    with os.scandir(folder) as entries:
        names = [e.name for e in entries]
    if any(n.endswith(".parquet") for n in names) and not any(n.startswith(MARKER_PREFIX) for n in names):
        (folder / UNKNOWN_MARKER).touch()  # parts from before markers: their schema is unknown
    marker.touch()


def quarantine(root: Path, part: DamagedPart) -> Path:
    """Move a damaged part to ``<root>/.quarantine/<table>/<partition>/``; returns where it went."""
    dest_dir = Path(root) / QUARANTINE / part.table / part.partition
    dest_dir.mkdir(parents=True, exist_ok=True)
    dest = dest_dir / part.path.name
    n = 1
    while dest.exists():
        n += 1
        dest = dest_dir / f"{part.path.stem}.{n}{part.path.suffix}"
    shutil.move(str(part.path), dest)
    return dest


def stray_temporaries(root: Path, older_than_s: float) -> list[Path]:
    """Temporary files of writers that died mid-write (invisible to the views, never used again)."""
    import time

    now = time.time()
    found = []
    for table in TABLE_NAMES:
        for entry in _partitions(root, table):
            for f in os.scandir(entry.path):
                if f.name.startswith(".") and f.name.endswith(".tmp") and now - f.stat().st_mtime > older_than_s:
                    found.append(Path(f.path))
    return found
