"""Typed rows (``schemas/rows.py``): the one column definition, and what the stages write.

Every table's stored schema is built from its row type (``schema_of``); each field's Python
type matches its Arrow type; every key a stage writes (generation, import, replay, scoring,
the run summary, the dataset) is a column of its table; and every column is written by some
stage (or by ``land``/the warehouse).
"""

from __future__ import annotations

import importlib
import shutil
import typing
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import Annotated, TypedDict

import pyarrow as pa
import pytest

from iwr_bench.schemas.rows import ROW_TYPES, Col, schema_of
from iwr_bench.schemas.tables import TABLE_NAMES, column_default, get_table

# Added to every result row by iwr_bench.flows.stages.land, and to every row by the warehouse.
LANDED = {"run_id", "model", "task_id", "sample"}
WAREHOUSE = {"created_at"}


def _python_type(t: pa.DataType) -> object:
    if pa.types.is_list(t):
        return list[_python_type(t.value_type)]  # type: ignore[misc]
    for check, py in ((pa.types.is_string, str), (pa.types.is_integer, int), (pa.types.is_floating, float),
                      (pa.types.is_boolean, bool), (pa.types.is_timestamp, datetime)):
        if check(t):
            return py
    raise AssertionError(f"no Python type for {t}")


@pytest.mark.parametrize("table", TABLE_NAMES)
def test_every_table_schema_is_built_from_its_row(table):
    built = schema_of(ROW_TYPES[table])
    assert importlib.import_module(f"iwr_bench.schemas.tables.{table}").SCHEMA.equals(built, check_metadata=True)
    stored = get_table(table).schema
    assert stored.remove_metadata().equals(built, check_metadata=False)
    assert [f.metadata for f in stored] == [f.metadata for f in built]
    assert list(typing.get_type_hints(ROW_TYPES[table])) == stored.names


@pytest.mark.parametrize("table", TABLE_NAMES)
def test_row_fields_python_types_match_their_arrow_types(table):
    schema = get_table(table).schema
    hints = typing.get_type_hints(ROW_TYPES[table])
    for f in schema:
        want = _python_type(f.type)
        assert hints[f.name] == (want | None if f.nullable else want), f"{table}.{f.name}: {hints[f.name]} vs {f.type}"


class _Made(TypedDict, total=False):
    key: Annotated[int, Col(pa.int32(), "A key.")]
    note: Annotated[str | None, Col(pa.string(), "A later column.", default="'none'")]


class _Undeclared(TypedDict, total=False):
    key: Annotated[int, Col(pa.int32(), "A key.")]
    loose: str


def test_a_row_field_is_a_column_nullable_when_its_type_admits_none():
    schema = schema_of(_Made)
    assert schema.names == ["key", "note"]
    assert schema.field("key").type == pa.int32() and not schema.field("key").nullable
    assert schema.field("note").nullable and column_default(schema.field("note")) == "'none'"
    assert schema.field("note").metadata[b"doc"] == b"A later column."
    with pytest.raises(TypeError, match=r"_Undeclared\.loose: no column type; declare it as Annotated"):
        schema_of(_Undeclared)


def _check(table: str, rows: list[dict], extra: set[str] = frozenset()) -> set[str]:
    fields = set(typing.get_type_hints(ROW_TYPES[table]))
    written: set[str] = set()
    for row in rows:
        unknown = set(row) - fields
        assert not unknown, f"{table}: a stage writes keys that are no column: {sorted(unknown)}"
        written |= set(row)
    columns = set(get_table(table).schema.names)
    return written | extra | (WAREHOUSE & columns)


def test_generation_and_import_rows(tmp_path):
    from iwr_bench.tasks.generation import ModelSettings, generate_page, import_page
    from tests.builders import generation_task

    task = generation_task(tmp_path / "t", frames=4)
    settings = ModelSettings(max_side=64)
    ok = generate_page(task, "iwr/blank", settings, tmp_path / "a", run_id="r", cache_root=tmp_path / "c")
    failed = generate_page(generation_task(tmp_path / "u", reference=False), "iwr/oracle", settings, tmp_path / "b", run_id="r",
                           cache_root=tmp_path / "c")
    cached = generate_page(task, "iwr/blank", settings, tmp_path / "d", run_id="r", cache_root=tmp_path / "c")
    imported = import_page(task, "m", "<html><body>x</body></html>", "somewhere", tmp_path / "e", run_id="r")
    missing = import_page(task, "m", None, "nowhere", tmp_path / "f", run_id="r")
    assert failed.row["error_kind"] == "no_page" and cached.row["cached"]
    written = _check("generations", [g.row for g in (ok, failed, cached, imported, missing)], {"sample"})  # sample: added by land
    assert written == set(get_table("generations").schema.names)


def test_run_and_dataset_rows(tmp_path):
    from iwr_bench.tasks.data.dataset import load_dataset
    from iwr_bench.tasks.data.rows import dataset_rows
    from iwr_bench.tasks.report.summary import PairOutcome, run_row
    from tests.fixtures.datasets import published_dataset

    now = datetime.now()
    row = run_row(run_id="r", started=now, ended=now, dataset="d", revision="v", models=["m"], judge="j", protocol="p",
                  outcomes=[PairOutcome(1, "m")], gt_computed=0, gt_reused=0, absent=[], warnings=[])
    assert _check("runs", [row]) == set(get_table("runs").schema.names)
    tasks, actions = dataset_rows(load_dataset(published_dataset(tmp_path / "ds")))
    assert _check("dataset_tasks", tasks) == set(get_table("dataset_tasks").schema.names)
    assert _check("dataset_actions", actions) == set(get_table("dataset_actions").schema.names)


@pytest.mark.browser
def test_replay_and_score_rows(judge, tmp_path):
    from iwr_bench.tasks.judge.judges import OfflineJudge
    from iwr_bench.tasks.replay.page import replay_page
    from iwr_bench.tasks.scoring.page import score_no_page, score_page
    from iwr_bench.tasks.scoring.protocols import get_protocol
    from iwr_bench.tasks.scoring.visual import FeatureCache, ocr_text
    from tests.builders import PAGES, TODO, make_task

    task = make_task(TODO[:2])
    rep = replay_page(task, PAGES / "todo.html", tmp_path / "shots", browser=judge)
    rows = [dict(r) for r in rep.rows]
    assert _check("actions", rows, LANDED) == set(get_table("actions").schema.names)

    # Score against its own screenshots (copied: the ground truth), with an assertion the offline judge decides.
    gt = tmp_path / "gt"
    gt.mkdir()
    shots = {int(r["step"]): Path(shutil.copyfile(r["screenshot_path"], gt / f"step_{r['step']}.png")) for r in rows}
    scored = replace(task, initial_checkpoint=shots[0], actions=(
        replace(task.actions[0], checkpoint=shots[1], logical_assertion="The box shows 'Buy milk'."),
        replace(task.actions[1], checkpoint=shots[2])))
    page = score_page(scored, "m", "r", rows, judge=OfflineJudge(ocr_text), protocol=get_protocol("paper"), dino=None,
                      cache=FeatureCache(tmp_path / "features"), ocr=ocr_text)
    assert page.assertions and page.checkpoints
    for table, made in (("assertions", page.assertions), ("checkpoints", page.checkpoints),
                        ("task_scores", [page.task_score, score_no_page(scored, "m", "r", judge_name="iwr/offline",
                                                                         protocol=get_protocol("paper"), dino=None, kind="no_page").task_score])):
        assert _check(table, made, LANDED) == set(get_table(table).schema.names), table


def test_both_judges_are_judges(tmp_path):
    """Scoring takes any ``iwr_bench.tasks.judge.contracts.Judge``; the offline judge and the model judge are both."""
    from iwr_bench.tasks.judge.contracts import Judge
    from iwr_bench.tasks.judge.judges import LiteLLMJudge, OfflineJudge

    for judge in (OfflineJudge(), LiteLLMJudge("openai/judge", tmp_path)):
        assert isinstance(judge, Judge)
        assert judge.version.startswith(judge.name + "/")
    assert not OfflineJudge().has_rubric and LiteLLMJudge("openai/judge", tmp_path).has_rubric
