"""`iwr publish`: a run's results as a dataset on a Hub (the local one of tests/hub_server.py), read back with
huggingface_hub and DuckDB, pinned by its commit, and published again without a new commit."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
import yaml
from typer.testing import CliRunner

from iwr_bench.core.errors import PrerequisiteError
from iwr_bench.tasks.warehouse.store import connect

if TYPE_CHECKING:
    from tests.hub_server import HubServer

pytest_plugins = ["tests.hub_server"]  # the `hub` fixture

RESULTS = "me/iwr-results"


@pytest.fixture
def scored(tmp_path: Path) -> Path:
    """A scored run r1 (two models, three protocols) with its runs row."""
    from iwr_bench.tasks.report.summary import PairOutcome, run_row
    from iwr_bench.tasks.warehouse.store import write_result
    from tests.warehouses import build_run

    wh = build_run(tmp_path)
    now = datetime(2026, 1, 2, tzinfo=UTC)
    row = run_row(run_id="r1", started=now, ended=now, dataset="IWR-Bench/IWR-Bench@" + "c" * 40, revision="c" * 40,
                  models=["m/good", "m/mixed"], judge="scripted", protocol="paper", outcomes=[PairOutcome(7, "m/good")],
                  gt_computed=0, gt_reused=0, absent=[], warnings=[], skipped_task_ids=[5],
                  skipped_records=["task 5: not run: action_sequence: empty"])
    write_result(wh, "runs", [row], run_id="r1")
    return wh


def publish(wh: Path, out: Path, *extra: str):
    from iwr_bench.cli.main import app

    return CliRunner().invoke(app, ["publish", "--run-id", "r1", "--repo", RESULTS, "--warehouse", str(wh), "--out", str(out), *extra])


def test_publish_then_read_it_back_pinned(hub: HubServer, scored, tmp_path, monkeypatch):
    import duckdb
    from huggingface_hub import snapshot_download

    monkeypatch.setenv("HF_TOKEN", "hf_writer")
    res = publish(scored, tmp_path / "out")
    assert res.exit_code == 0, res.output
    commit = re.search(rf"published run r1 at {RESULTS}@([0-9a-f]{{40}})", res.output)[1]
    assert commit == hub.repos[("dataset", RESULTS)].branches["main"]
    assert f'datasets.load_dataset("{RESULTS}", "leaderboard", revision="{commit}")' in res.output

    folder = Path(snapshot_download(RESULTS, repo_type="dataset", revision=commit))
    card = (folder / "README.md").read_text()
    meta = yaml.safe_load(card.split("---\n")[1])
    configs = {c["config_name"]: c for c in meta["configs"]}
    assert configs["leaderboard"].get("default") is True
    for c in configs.values():  # the layout `datasets` reads: every config's files are there
        (files,) = c["data_files"]
        assert files["split"] == "train" and (folder / files["path"]).is_file(), files
    for words in ("## Leaderboard", "| m/good |", "## Protocol and judge", "paper (version", "## Comparable with the published table?",
                  "protocol paper; judge scripted", "## What the run was made with", "**records not run**: task 5: not run",
                  f"IWR-Bench/IWR-Bench@{'c' * 40}"):
        assert words in card, words

    con = duckdb.connect()
    got = con.execute(f"SELECT model, protocol, final FROM '{folder}/data/leaderboard.parquet' ORDER BY ALL").fetchall()
    want = connect(scored).execute("SELECT model, protocol, final FROM leaderboard WHERE run_id = 'r1' ORDER BY ALL").fetchall()
    assert [r[:2] for r in got] == [r[:2] for r in want] and len(got) == 6
    assert [r[2] for r in got] == pytest.approx([r[2] for r in want])
    names = [d[0] for d in con.execute(f"SELECT * FROM '{folder}/data/actions.parquet' LIMIT 0").description]
    assert "outcome" in names and not [n for n in names if n.endswith("_path")]  # no file names of this machine
    assert con.execute(f"SELECT skipped_task_ids FROM '{folder}/data/runs.parquet'").fetchall() == [([5],)]

    again = publish(scored, tmp_path / "out2")
    assert again.exit_code == 0 and f"nothing changed; still run r1 at {RESULTS}@{commit}" in again.output
    assert hub.repos[("dataset", RESULTS)].branches["main"] == commit  # the same rows are the same bytes: no commit


def test_publish_needs_a_token_and_a_scored_run(hub, scored, tmp_path):
    res = publish(scored, tmp_path / "out")
    assert isinstance(res.exception, PrerequisiteError)
    assert str(res.exception) == f"publishing to {hub.url} needs a token with write access: log in with `hf auth login` or set HF_TOKEN"
    from iwr_bench.cli.main import app

    missing = CliRunner().invoke(app, ["publish", "--run-id", "nope", "--repo", RESULTS, "--warehouse", str(scored), "--dry-run"])
    assert isinstance(missing.exception, PrerequisiteError) and "--run-id nope: no scored rows" in str(missing.exception)
    bad = CliRunner().invoke(app, ["publish", "--run-id", "r1", "--repo", "results", "--warehouse", str(scored)])
    assert "name the dataset repository as OWNER/NAME" in str(bad.exception)
