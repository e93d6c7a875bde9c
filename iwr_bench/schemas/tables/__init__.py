"""Versioned pyarrow schemas of every warehouse table, looked up by name.

Each module defines ``VERSION`` (bump it on any change), ``KEYS`` and ``SCHEMA``, built from
the table's row in ``schemas/rows.py`` (the one definition of its columns). The
fingerprint of every (table, version) is recorded in ``schemas/fingerprints.json``; a test
fails when a schema changes without a version bump. Every column carries its documentation
in the field metadata (``doc``), which becomes ``COMMENT ON COLUMN`` in the DuckDB views.
"""

from __future__ import annotations

import hashlib
import importlib
import json
from dataclasses import dataclass
from functools import cache
from importlib import resources

import pyarrow as pa

TABLE_NAMES = (
    "dataset_tasks",
    "dataset_actions",
    "runs",
    "generations",
    "actions",
    "assertions",
    "checkpoints",
    "task_scores",
)


@dataclass(frozen=True)
class TableSpec:
    name: str
    version: int
    schema: pa.Schema
    keys: tuple[str, ...]  # columns that identify a row
    doc: str

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.schema)

    def column_docs(self) -> dict[str, str]:
        return {f.name: (f.metadata or {}).get(b"doc", b"").decode() for f in self.schema}


def fingerprint(schema: pa.Schema) -> str:
    """Names, types and nullability of a schema's columns, hashed (``schemas/fingerprints.json``)."""
    text = "\n".join(f"{f.name}:{f.type}:{f.nullable}" for f in schema)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


@cache
def _recorded() -> dict[str, str]:
    return json.loads(resources.files("iwr_bench.schemas").joinpath("fingerprints.json").read_text())


def recorded_fingerprint(name: str, version: int) -> str | None:
    """The fingerprint recorded for ``name`` at ``version`` (None: no such version recorded)."""
    return _recorded().get(f"{name}@{version}")


def col(name: str, type_: pa.DataType, doc: str, nullable: bool = True, default: str | None = None) -> pa.Field:
    """A documented column (``iwr_bench.schemas.rows.schema_of`` makes each from a row field). ``default``: the SQL value of a column added later, which rows written
    before it existed (parts without the column) read as, and a row that leaves it out gets."""
    meta = {"doc": doc} | ({"default": default} if default is not None else {})
    return pa.field(name, type_, nullable=nullable, metadata=meta)


def column_default(field: pa.Field) -> str | None:
    """The SQL default of a column added later (``Col(default=...)`` in ``schemas/rows.py``), or None."""
    raw = (field.metadata or {}).get(b"default")
    return raw.decode() if raw is not None else None


def get_table(name: str) -> TableSpec:
    if name not in TABLE_NAMES:
        raise KeyError(f"unknown warehouse table {name!r}; known: {', '.join(TABLE_NAMES)}")
    mod = importlib.import_module(f"iwr_bench.schemas.tables.{name}")
    schema = mod.SCHEMA.with_metadata({"iwr_table": name, "iwr_schema_version": str(mod.VERSION)})
    return TableSpec(name, mod.VERSION, schema, tuple(mod.KEYS), (mod.__doc__ or "").strip())


def all_tables() -> list[TableSpec]:
    return [get_table(n) for n in TABLE_NAMES]
