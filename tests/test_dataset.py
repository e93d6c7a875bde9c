"""The dataset layer: lenient loading, strict records, checkpoint mapping, hub snapshots (offline)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from iwr_bench.core.errors import PrerequisiteError
from iwr_bench.tasks.data import folders, hub, records
from iwr_bench.tasks.data.dataset import load_dataset
from iwr_bench.tasks.data.layout import DatasetNotFound
from iwr_bench.tasks.data.rows import dataset_rows, validation_report
from tests.fixtures.datasets import (
    action,
    hf_cache,
    published_dataset,
    record,
    task_folder,
    write_jsonl,
)

COMMIT_A = "a" * 40
COMMIT_B = "b" * 40


@pytest.fixture
def published(tmp_path: Path) -> Path:
    return published_dataset(tmp_path / "IWR-Bench")


def test_good_tasks_load_and_bad_records_are_named(published):
    loaded = load_dataset(published)
    assert [t.task_id for t in loaded.tasks] == [1, 2, 3, 4, 9]
    fatal = {(p.task_id, p.line, p.field) for p in loaded.problems if p.fatal}
    assert fatal == {
        (5, 5, "classification.domain"),
        (6, 6, "action_sequence[1].visual_evaluation_flag"),
        (None, 7, "<line>"),
        (None, 8, "<json>"),
    }
    assert all(not p.fatal for p in loaded.problems if p.task_id in {1, 2, 3, 4, 9})
    assert "expected bool, got str" in next(str(p) for p in loaded.problems if p.task_id == 6)
    assert str(next(p for p in loaded.problems if p.line == 7)).startswith("line 7: field '<line>': not UTF-8")


def test_both_checkpoint_conventions_are_inferred(published):
    loaded = load_dataset(published)
    t1, t2 = loaded.task(1), loaded.task(2)
    cps = t1.root / "checkpoints"
    assert t1.checkpoint_mapping == "per_action"
    assert [a.checkpoint for a in t1.actions] == [cps / "step_1.png", cps / "step_2.png", cps / "step_3.png"]
    assert t1.checkpoint(0) == cps / "step_0.png"
    # Task 2: 4 actions, visual checks on 1 and 4, files step_1 and step_2.
    cps2 = t2.root / "checkpoints"
    assert t2.checkpoint_mapping == "per_visual_action"
    assert [a.checkpoint for a in t2.actions] == [cps2 / "step_1.png", None, None, cps2 / "step_2.png"]
    assert not t1.problems and not t2.problems


def test_explicit_checkpoint_wins_and_mobile_reference(published):
    t3 = load_dataset(published).task(3)
    assert t3.checkpoint_mapping == "explicit"
    assert t3.actions[0].checkpoint == t3.root / "checkpoints" / "after_open.png"
    assert t3.actions[1].checkpoint is None  # not visually checked: not a problem
    assert (t3.width, t3.height, t3.platform, t3.resolution) == (390, 844, "mobile", "390x844")
    assert t3.reference_page == t3.root / "reference" / "index.html"
    assert t3.actions[1].key == "Enter"
    assert not t3.problems


def test_missing_video_and_missing_checkpoint_are_not_fatal(published):
    loaded = load_dataset(published)
    t4, t9 = loaded.task(4), loaded.task(9)
    assert t4.video is None and any("'video.mp4': missing; a model cannot be shown this task" in p for p in t4.problems)
    assert t9.checkpoint_mapping == "none"
    assert t9.actions[0].checkpoint is None
    assert any("checkpoints/step_1" in p and "not scored" in p for p in t9.problems)


@pytest.mark.parametrize(
    ("visual", "files", "expected"),
    [
        ([True, False, True, False, False], {1, 2}, "per_visual_action"),
        ([False, True, False, True, False], {2, 4}, "per_action"),  # k = action number, visual actions only
        ([True, False, True, False, False], {1, 2, 3, 4, 5}, "per_action"),
        ([True, True, True], {1, 2, 3}, "per_action"),  # conventions coincide
        ([True, False, True], set(), "none"),
    ],
)
def test_mapping_inference(tmp_path, visual, files, expected):
    root = task_folder(tmp_path, 1, steps=[0, *files])
    acts = [records.parse_action(action(visual=v), i) for i, v in enumerate(visual)]
    mapping, initial, per, problems = folders.resolve_checkpoints(root, acts, 1)
    assert mapping == expected
    assert initial == root / "checkpoints" / "step_0.png"
    assert not [p for p in problems if "match no action" in p.message]


def test_explicit_checkpoint_outside_task_folder_is_ignored(tmp_path):
    root = task_folder(tmp_path, 1, steps=[0])
    (tmp_path / "secret.png").write_bytes(b"x")
    acts = [records.parse_action(action(checkpoint="../../../secret.png"), 0)]
    mapping, _, per, problems = folders.resolve_checkpoints(root, acts, 1)
    assert mapping == "explicit" and per == [None]
    assert "outside the task folder" in problems[0].message


def test_empty_file_yields_nothing_usable(tmp_path):
    (tmp_path / "data.jsonl").write_bytes(b"")
    loaded = load_dataset(tmp_path)
    assert loaded.tasks == ()
    assert [str(p) for p in loaded.problems] == ["data.jsonl: field 'data.jsonl': file is empty"]


def test_wrong_types_are_rejected(tmp_path):
    bad_id = record(1)
    bad_id["id"] = True  # a bool is not an id
    bad_res = record(2, resolution="wide")
    bad_seq = record(3)
    bad_seq["action_sequence"] = {"0": {}}
    write_jsonl(tmp_path / "data.jsonl", [bad_id, bad_res, bad_seq])
    for i in (1, 2, 3):
        task_folder(tmp_path, i)
    loaded = load_dataset(tmp_path)
    assert loaded.tasks == ()
    fields = {(p.task_id, p.field) for p in loaded.problems}
    # data/1/ belongs to no record once record 1's id is unusable: said too.
    assert fields == {(None, "id"), (2, "recording_details.resolution"), (3, "action_sequence"), (None, "<folder>")}


def test_task_folders_beside_data_file_and_nested_search(tmp_path):
    base = tmp_path / "some" / "where"
    write_jsonl(base / "data.jsonl", [record(7), record(8)])
    task_folder(base, 7, steps=[0, 1, 2, 3], layout="flat")
    loaded = load_dataset(tmp_path)
    assert [t.task_id for t in loaded.tasks] == [7]
    assert loaded.task(7).root == base.resolve() / "7"
    assert any(p.task_id == 8 and p.field == "<folder>" and p.fatal for p in loaded.problems)
    assert loaded.dataset == str(base.resolve())


def test_two_data_files_at_the_same_depth_is_a_clear_error(tmp_path):
    write_jsonl(tmp_path / "a" / "data.jsonl", [record(1)])
    write_jsonl(tmp_path / "b" / "data.jsonl", [record(1)])
    with pytest.raises(DatasetNotFound, match="2 data.jsonl"):
        load_dataset(tmp_path)


def test_no_data_file(tmp_path):
    with pytest.raises(DatasetNotFound, match="no data.jsonl"):
        load_dataset(tmp_path)


def test_platform_rule():
    assert records.platform_of("Mobile (iPhone 13)", 390, 844) == "mobile"
    assert records.platform_of("desktop", 600, 900) == "desktop"  # stated environment wins over shape
    assert records.platform_of("chrome", 390, 844) == "mobile"
    assert records.platform_of("chrome", 1280, 720) == "desktop"


def test_content_hash_follows_record_and_files(published):
    before = load_dataset(published).task(1).content_hash
    assert load_dataset(published).task(1).content_hash == before
    (published / "data" / "1" / "assets" / "asset_001.png").write_bytes(b"changed")
    after_file = load_dataset(published)
    assert after_file.task(1).content_hash != before
    assert after_file.task(2).content_hash == load_dataset(published).task(2).content_hash


def test_rows_fit_the_warehouse_schema(published):
    from iwr_bench.tasks.warehouse.store import to_table

    loaded = load_dataset(published)
    task_rows, action_rows = dataset_rows(loaded)
    tasks = to_table("dataset_tasks", task_rows).to_pylist()
    actions = to_table("dataset_actions", action_rows).to_pylist()
    assert len(tasks) == 5 and len(actions) == sum(len(t.actions) for t in loaded.tasks)
    t2 = next(r for r in tasks if r["task_id"] == 2)
    assert (t2["n_actions"], t2["n_visual_checks"], t2["n_checkpoints"], t2["checkpoint_mapping"]) == (4, 2, 3, "per_visual_action")
    t4 = next(r for r in tasks if r["task_id"] == 4)
    assert t4["has_video"] is False and t4["problems"] == ["video.mp4: missing; a model cannot be shown this task (its pages can still be judged)"]
    scroll = next(r for r in actions if r["task_id"] == 2 and r["step"] == 4)
    assert (scroll["type"], scroll["direction"], scroll["scroll_page"]) == ("Scroll", "down", "1")


def test_validation_report(published):
    text = validation_report(load_dataset(published))
    assert "tasks     5" in text and "actions   14" in text
    assert "with a visual check   8" in text
    assert "mobile    1 of 5 (20.0 %)" in text
    assert "task 2: checkpoints per_visual_action, ok" in text
    assert "task 5: NOT LOADED" in text and "classification.domain: missing" in text
    assert "line 7: field '<line>': not UTF-8" in text


# ---------------------------------------------------------------- HuggingFace cache, offline


def _two_revisions(cache: Path) -> None:
    def old(d: Path) -> None:
        write_jsonl(d / "data.jsonl", [record(1)])
        task_folder(d, 1, steps=[0, 1, 2, 3])

    def new(d: Path) -> None:
        write_jsonl(d / "data.jsonl", [record(1), record(2)])
        task_folder(d, 1, steps=[0, 1, 2, 3])
        task_folder(d, 2, steps=[0, 1, 2, 3])

    hf_cache(cache, "IWR-Bench/IWR-Bench", COMMIT_A, old, refs={})
    hf_cache(cache, "IWR-Bench/IWR-Bench", COMMIT_B, new, refs={"main": COMMIT_B})


def test_hf_cache_folder_loads_through_huggingface_hub(tmp_path, monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    _two_revisions(tmp_path / "hub")
    calls = []
    import huggingface_hub

    real = huggingface_hub.snapshot_download
    monkeypatch.setattr(huggingface_hub, "snapshot_download", lambda **kw: calls.append(kw) or real(**kw))
    loaded = load_dataset(tmp_path / "hub")
    assert calls and calls[0]["local_files_only"] is True and calls[0]["repo_type"] == "dataset"
    assert loaded.dataset == f"IWR-Bench/IWR-Bench@{COMMIT_B}" and loaded.revision == COMMIT_B
    assert [t.task_id for t in loaded.tasks] == [1, 2]


def test_hf_pinned_revision(tmp_path, monkeypatch):
    import huggingface_hub.constants

    _two_revisions(tmp_path / "hub")
    monkeypatch.setattr(huggingface_hub.constants, "HF_HUB_CACHE", str(tmp_path / "hub"))
    pinned = load_dataset(f"hf:{COMMIT_A}")
    assert pinned.dataset == f"IWR-Bench/IWR-Bench@{COMMIT_A}"
    assert [t.task_id for t in pinned.tasks] == [1]
    assert [t.task_id for t in load_dataset("hf").tasks] == [1, 2]  # refs/main
    assert load_dataset(tmp_path / "hub" / "datasets--IWR-Bench--IWR-Bench", revision=COMMIT_A).revision == COMMIT_A
    with pytest.raises(DatasetNotFound, match=r"IWR-Bench/IWR-Bench@v9 is not in .* \(it holds main -> bbbbbbb, aaaaaaa, bbbbbbb\): run `iwr fetch --revision v9`"):
        load_dataset("hf:v9")


def test_path_inside_a_snapshot_keeps_the_hub_identity(tmp_path):
    _two_revisions(tmp_path / "hub")
    snap = tmp_path / "hub" / "datasets--IWR-Bench--IWR-Bench" / "snapshots" / COMMIT_A
    assert load_dataset(snap).dataset == f"IWR-Bench/IWR-Bench@{COMMIT_A}"


def test_fetch_record_names_the_dataset(published):
    (published / "iwr-fetch.json").write_text(json.dumps({"repo": "IWR-Bench/IWR-Bench", "revision": COMMIT_A}))
    assert load_dataset(published).dataset == f"IWR-Bench/IWR-Bench@{COMMIT_A}"


def test_fetch_without_network_says_how_to_use_a_local_copy(tmp_path, monkeypatch):
    import huggingface_hub.constants

    monkeypatch.setattr(huggingface_hub.constants, "HF_HUB_OFFLINE", True)
    with pytest.raises(PrerequisiteError) as err:
        hub.fetch_dataset("main", tmp_path / "dest")
    msg = str(err.value)
    assert "\n" not in msg and "--data PATH" in msg and "IWR_DATA" in msg


# ---------------------------------------------------------------- the command line


def test_validate_exit_codes(tmp_path, published):
    from typer.testing import CliRunner

    from iwr_bench.cli.main import app

    runner = CliRunner()
    ok = runner.invoke(app, ["validate", "--data", str(published), "--no-load"])
    assert ok.exit_code == 0 and "task 6: NOT LOADED" in ok.output
    (tmp_path / "empty").mkdir()
    (tmp_path / "empty" / "data.jsonl").write_bytes(b"")
    empty = runner.invoke(app, ["validate", "--data", str(tmp_path / "empty"), "--no-load"])
    assert empty.exit_code == 1 and "file is empty" in empty.output
    nothing = runner.invoke(app, ["validate", "--data", str(tmp_path / "empty" / "nope"), "--no-load"])
    assert nothing.exit_code == 1


def test_sql_formats(tmp_path):
    from typer.testing import CliRunner

    from iwr_bench.cli.main import app

    runner = CliRunner()
    wh = ["--warehouse", str(tmp_path)]
    assert runner.invoke(app, ["sql", "SELECT 1 AS a, NULL AS b", "--format", "csv", *wh]).output == "a,b\n1,\n"
    assert '"a": 1' in runner.invoke(app, ["sql", "SELECT 1 AS a", "-f", "json", *wh]).output
    listing = runner.invoke(app, ["sql", *wh]).output
    assert "dataset_tasks\n" in listing and "checkpoint_mapping" in listing and "leaderboard\n" in listing
    bad = runner.invoke(app, ["sql", "SELEC 1", *wh])
    assert bad.exit_code == 1


def test_every_problem_of_a_record_is_listed_at_once(tmp_path):
    """Regression: one problem was reported per malformed record, so a missing action type hid
    behind a bad resolution until the resolution was fixed."""
    bad = record(1, resolution="wide")
    del bad["action_sequence"][1]["type"]
    bad["classification"].pop("domain")
    no_folder = record(2)
    no_folder["action_sequence"][0]["visual_evaluation_flag"] = "yes"
    write_jsonl(tmp_path / "data.jsonl", [bad, no_folder, record(3)])
    task_folder(tmp_path, 1)
    task_folder(tmp_path, 3)
    loaded = load_dataset(tmp_path)
    assert [t.task_id for t in loaded.tasks] == [3]
    fields = {(p.task_id, p.field) for p in loaded.problems if p.fatal}
    assert {(1, "recording_details.resolution"), (1, "action_sequence[1].type"), (1, "classification.domain")} <= fields
    assert {(2, "<folder>"), (2, "action_sequence[0].visual_evaluation_flag")} <= fields
    report = validation_report(loaded)
    for words in ("action_sequence[1].type: missing", "recording_details.resolution: expected 'WxH'", "classification.domain: missing"):
        assert words in report


def test_a_malformed_expect_is_named_and_the_task_still_loads(tmp_path):
    acts = [action(expect={"visible_text": "ok", "checkd": ["Remember me"]}),
            action(expect={"values": {"Email": 3}}), action(expect={"selected": {"Size": "Large"}, "checked": ["Agree"]})]
    write_jsonl(tmp_path / "data.jsonl", [record(1, acts)])
    task_folder(tmp_path, 1, steps=[0, 1, 2, 3])
    loaded = load_dataset(tmp_path)
    (task,) = loaded.tasks
    found = {p.field: p.message for p in loaded.problems}
    assert "did you mean 'checked'" in found["action_sequence[0].expect.checkd"]
    assert "expect ignored" in found["action_sequence[1].expect.values"]
    assert task.actions[0].expect == {} and task.actions[1].expect == {}
    assert task.actions[2].expect == {"selected": {"Size": "Large"}, "checked": ["Agree"]}
