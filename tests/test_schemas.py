"""Warehouse schemas are versioned: a change without a version bump fails here."""

import json
from pathlib import Path

import pytest

from iwr_bench.schemas.tables import TABLE_NAMES, get_table

RECORDED = json.loads((Path(__file__).resolve().parent.parent / "iwr_bench" / "schemas" / "fingerprints.json").read_text())


@pytest.mark.parametrize("name", TABLE_NAMES)
def test_schema_change_requires_version_bump(name):
    spec = get_table(name)
    key = f"{name}@{spec.version}"
    assert key in RECORDED, f"new version {key}: add \"{key}\": \"{spec.fingerprint}\" to schemas/fingerprints.json"
    assert RECORDED[key] == spec.fingerprint, (
        f"schema of {name} changed but its VERSION is still {spec.version}: bump VERSION in "
        f"schemas/tables/{name}.py and record \"{name}@{spec.version + 1}\": \"{spec.fingerprint}\""
    )


@pytest.mark.parametrize("name", TABLE_NAMES)
def test_every_column_is_documented(name):
    spec = get_table(name)
    undocumented = [c for c, doc in spec.column_docs().items() if not doc]
    assert not undocumented, f"{name}: document columns {undocumented}"


def test_schema_version_is_in_parquet_metadata():
    spec = get_table("actions")
    assert spec.schema.metadata[b"iwr_schema_version"] == str(spec.version).encode()
