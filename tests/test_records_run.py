"""Every record accounted for: `iwr run` applies `iwr validate`'s checks, names each record it will not run,
and starts only when told to skip them.

Once `iwr run` skipped records without a word (a non-JSON line, a missing or non-integer id, a duplicate id,
a resolution 0x0, a folder named for another id: exit 0, nothing said) and accepted others silently (an
unknown action type, a missing or corrupt video or checkpoint, an asset linked to /etc/passwd that was then
served to the page, wrong `expect` types); a record with an empty action_sequence gave a blank page IFS 100 %.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from iwr_bench.core.errors import PrerequisiteError
from iwr_bench.tasks.data.dataset import load_dataset
from tests.fixtures.datasets import action, png, record, task_folder, write_jsonl

# What each bad record is, and the words its line must carry.
NOT_RUN = {
    "line 2 of data.jsonl": "<json>: not valid JSON",
    "line 3 of data.jsonl": "id: missing",
    "line 4 of data.jsonl": 'id: expected int, got str "7"',
    "line 5 of data.jsonl": "id: 1 again (first on line 1)",
    "task 2": "recording_details.resolution: expected 'WxH' with positive numbers, got '0x0'",
    "task 3": "<folder>: no task folder data/3/ or 3/",
    "task 4": "action_sequence: empty; a task needs at least one action",
    "task 5": "action_sequence[0].type: 'Hover' is not an action the replay can perform (Click, Type, Press, Scroll)",
    "task 10": "<folder>: assets/asset_001.png -> /etc/passwd leads out of the dataset",
    "task 11": "<folder>: checkpoints/step_1.png -> ",
    "task 13": "stitched_assets/stitched_image_1.png: not a readable image",
}
# Not run where a model is asked for a page (no video to show it); their pages can still be judged.
NO_VIDEO = {"task 6": "video.mp4: missing", "task 8": "video.mp4: cannot be decoded"}
RUNS = [1, 9, 12]  # 9: a checkpoint that is no picture (not scored); 12: a malformed expect (ignored)


@pytest.fixture(scope="module")
def bad_dataset(tmp_path_factory) -> Path:
    base = tmp_path_factory.mktemp("bad-records")
    outside = tmp_path_factory.mktemp("outside") / "shot.png"
    outside.write_bytes(png())
    lines: list = [record(1), '{"id": 2, "classification": ', {**record(99), "id": None}, {**record(7), "id": "7"}, record(1),
                   record(2, resolution="0x0"), record(3), record(4, []), record(5, [action("Hover", "Hover the menu")]),
                   record(6), record(8), record(9), record(10), record(11),
                   record(12, [action(expect={"visible_text": 3}), action(), action()]), record(13)]
    del lines[2]["id"]
    write_jsonl(base / "data.jsonl", lines)
    for tid in (1, 2, 4, 5, 6, 8, 9, 10, 11, 12, 13):
        task_folder(base, tid, steps=(0, 1, 2, 3))
    task_folder(base, 30, steps=(0, 1, 2, 3))  # record 3's folder, named for another id
    (base / "data" / "6" / "video.mp4").unlink()
    (base / "data" / "8" / "video.mp4").write_bytes(b"\x00\x00\x00\x18ftypmp42 not really a video")
    (base / "data" / "9" / "checkpoints" / "step_2.png").write_bytes(b"\x89PNG\r\n\x1a\n broken")
    (base / "data" / "10" / "assets" / "asset_001.png").unlink()
    (base / "data" / "10" / "assets" / "asset_001.png").symlink_to("/etc/passwd")
    (base / "data" / "11" / "checkpoints" / "step_1.png").unlink()
    (base / "data" / "11" / "checkpoints" / "step_1.png").symlink_to(outside)
    (base / "data" / "13" / "stitched_assets" / "stitched_image_1.png").write_bytes(b"not a picture")
    return base


def test_the_loader_names_each_record_once(bad_dataset):
    loaded = load_dataset(bad_dataset)
    assert [t.task_id for t in loaded.tasks] == [1, 6, 8, 9, 12]
    lines = {str(u).split(": not run: ")[0]: str(u) for u in loaded.unusable()}
    assert set(lines) == set(NOT_RUN)  # one line per record, however many of its fields are wrong
    for where, words in NOT_RUN.items():
        assert words in lines[where], lines[where]
    assert loaded.task(9).actions[1].checkpoint is None  # the broken shot: that state is not scored, and said
    assert any("checkpoints/step_2.png: not a readable image" in c for c in loaded.caveats([9]))
    assert any("expect ignored" in c for c in loaded.caveats([12]))
    orphan = [p for p in loaded.problems if p.field == "<folder>" and p.task_id is None]
    assert [p.message for p in orphan] == ["data/30/ has no record in data.jsonl (does a record give another id?)"]


def test_validate_counts_records_not_problems(bad_dataset):
    """Regression: "records not loaded" counted problems (a record with 3 bad fields counted 3)."""
    from iwr_bench.tasks.data.rows import validation_report

    assert f"({len(NOT_RUN)} records not loaded)" in validation_report(load_dataset(bad_dataset))


@pytest.fixture()
def state(tmp_path, monkeypatch):
    from iwr_bench.core.settings import get_settings

    root = tmp_path / "state"
    for name, sub in (("IWR_WAREHOUSE", "wh"), ("IWR_RESULTS", "results"), ("IWR_PREFECT_HOME", "prefect")):
        monkeypatch.setenv(name, str(root / sub))
    monkeypatch.setenv("IWR_ENV_FILE", str(tmp_path / "no.env"))
    get_settings.cache_clear()
    yield root
    get_settings.cache_clear()


def test_run_refuses_naming_every_record_it_would_not_run(bad_dataset, state, capsys, monkeypatch):
    from iwr_bench.cli.main import main

    monkeypatch.setattr(sys, "argv", ["iwr", "run", "--data", str(bad_dataset), "--models", "iwr/blank", "--run-id", "r1"])
    with pytest.raises(SystemExit) as exit_:
        main()
    out = capsys.readouterr()
    assert exit_.value.code == 2 and out.out == ""
    head, *lines = out.err.strip().splitlines()
    expected = {**NOT_RUN, **NO_VIDEO}
    assert head == (f"iwr: --data {bad_dataset}: {len(expected)} record(s) cannot run (below); fix them (`iwr validate --data "
                    f"{bad_dataset}` lists every problem) or pass --skip-invalid to run the other {len(RUNS)} task(s)")
    assert len(lines) == len(expected)
    for where, words in expected.items():
        assert sum(line.startswith(f"  {where}: not run: ") and words in line for line in lines) == 1, where
    assert not state.exists()  # refused before any work


def test_skip_invalid_runs_the_rest_and_says_which(bad_dataset, state):
    from iwr_bench.core.settings import get_settings
    from iwr_bench.flows.request import RunRequest, check

    plan = check(RunRequest(data=str(bad_dataset), models=["iwr/blank"], run_id="r1", skip_invalid=True), get_settings())
    assert [t.task_id for t in plan.tasks] == RUNS
    assert sorted(plan.spec.skipped_task_ids) == [2, 3, 4, 5, 6, 8, 10, 11, 13]
    assert len(plan.spec.skipped_records) == len(NOT_RUN) + len(NO_VIDEO)
    judged = check(RunRequest(data=str(bad_dataset), pages=str(_pages(bad_dataset, state.parent)), run_id="r2",
                              skip_invalid=True), get_settings())
    assert [t.task_id for t in judged.tasks] == [1, 6, 8, 9, 12]  # pages made elsewhere need no video
    with pytest.raises(PrerequisiteError, match="1 record\(s\) cannot run"):
        check(RunRequest(data=str(bad_dataset), models=["iwr/blank"], run_id="r1", tasks="1,4"), get_settings())
    assert [t.task_id for t in check(RunRequest(data=str(bad_dataset), models=["iwr/blank"], run_id="r1", tasks="1,9"),
                                     get_settings()).tasks] == [1, 9]  # a selection of usable records needs no flag


def _pages(data: Path, where: Path) -> Path:
    preds = where / "preds.jsonl"
    preds.write_text("".join(json.dumps({"task_id": t, "model": "m", "page": "<html></html>"}) + "\n" for t in (1, 6)))
    return preds


def test_an_escaping_link_is_never_read(bad_dataset, monkeypatch):
    """The asset linked to /etc/passwd: its task is refused, and the file behind the link is not even hashed."""
    from iwr_bench.core import hashing

    read: list[Path] = []
    real = hashing.sha256_file
    monkeypatch.setattr(hashing, "sha256_file", lambda p: read.append(Path(p).resolve()) or real(p))
    loaded = load_dataset(bad_dataset)
    assert 10 not in {t.task_id for t in loaded.tasks} and read
    assert Path("/etc/passwd").resolve() not in read and not any("outside" in str(p) for p in read)
