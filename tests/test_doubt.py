"""Doubt is never credit: a blank page scores IFS 0 under every protocol, with and without `expect`.

Regression of issue 25: under ``paper`` an assertion the offline judge could not decide counted
as a pass. Published records carry no ``expect``, so on the real dataset every offline assertion
was undecided, and a blank page scored IFS 25 % (Final 17.5) on the 2048 task, whose assertions
quote 'Moves: 1': its two first actions are key presses, which a blank page "performs". The
leaderboard showed no undecided count.

The blank baseline runs through the one entry point on the bundled benchmark as authored (with
``expect``) and as published records are (the same tasks, ``expect`` removed), then the same
replays are scored under ``reference`` and ``strict`` (no browser work).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from iwr_bench.tasks.warehouse.store import connect, query_rows
from tests.runs import run_in_process

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.validity]  # the whole bundle under every protocol: make validity


@pytest.fixture()
def isolated(tmp_path, monkeypatch):
    from iwr_bench.core.settings import get_settings

    for k, v in {"IWR_WAREHOUSE": tmp_path / "wh", "IWR_RESULTS": tmp_path / "results", "IWR_PREFECT_HOME": tmp_path / "prefect",
                 "IWR_REPORT_AFTER_RUN": "false"}.items():
        monkeypatch.setenv(k, str(v))
    get_settings.cache_clear()
    yield tmp_path
    get_settings.cache_clear()


def without_expect(dataset: Path, out: Path) -> Path:
    """The dataset as the published records are: every action's ``expect`` removed (task folders linked)."""
    lines = []
    for line in (dataset / "data.jsonl").read_text().splitlines():
        if not line.strip():
            continue
        record = json.loads(line)
        for action in record["action_sequence"]:
            action.pop("expect", None)
        lines.append(json.dumps(record))
    (out / "data").mkdir(parents=True)
    for folder in (dataset / "data").iterdir():  # copies: a link that leads out of a dataset is refused
        shutil.copytree(folder, out / "data" / folder.name)
    (out / "data.jsonl").write_text("\n".join(lines) + "\n")
    return out


def _run(data: Path, run_id: str, **kw):
    fields = dict(data=str(data), run_id=run_id, judge="iwr/offline", protocol="paper", task_runner="threads", workers=2,
                  models=["iwr/blank"])
    fields.update(kw)
    return run_in_process(**fields)


def test_a_blank_page_scores_ifs_0_under_every_protocol_with_and_without_expect(bundled_dataset, isolated):
    from typer.testing import CliRunner

    from iwr_bench.cli.main import app

    published = without_expect(bundled_dataset, isolated / "published")
    for run_id, data in (("with-expect", bundled_dataset), ("published", published)):
        first = _run(data, run_id)
        assert first["state"] == "Completed", first["message"]
        for protocol in ("reference", "strict"):
            _run(data, run_id, protocol=protocol, stages=["score"])
    wh = isolated / "wh"
    scores = query_rows(connect(wh), "SELECT run_id, protocol, task_id, ifs, final, undecided, unscored_steps FROM task_scores")
    assert {(r["run_id"], r["protocol"]) for r in scores} == {(r, p) for r in ("with-expect", "published") for p in ("paper", "reference", "strict")}
    for r in scores:
        assert r["ifs"] == 0.0, r
    board = {(r["run_id"], r["protocol"]): r for r in query_rows(connect(wh), "SELECT * FROM leaderboard")}
    # 2048 (task 11): two key presses a blank page performs, whose quoted 'Moves: 1' / 'Score: 4' nobody
    # can see: with expect both readings say they are absent (a failure), without it they are undecided
    t11 = {(r["run_id"], r["protocol"]): r for r in scores if r["task_id"] == 11}
    assert all(t11[("published", p)]["undecided"] == 2 and t11[("published", p)]["unscored_steps"] == 2 for p in ("paper", "reference", "strict"))
    assert all(t11[("with-expect", p)]["undecided"] == 0 for p in ("paper", "reference", "strict"))
    for protocol in ("paper", "reference", "strict"):
        assert board[("published", protocol)]["ifs"] == 0.0 and board[("published", protocol)]["undecided"] >= 2
    res = CliRunner().invoke(app, ["leaderboard", "--run-id", "published", "--protocol", "paper", "--warehouse", str(wh), "--resamples", "50"],
                           env={"COLUMNS": "400"})
    assert res.exit_code == 0, res.output
    assert "undecided verdict(s)" in res.output and "IFS not measured on" in res.output and "offline" in res.output
