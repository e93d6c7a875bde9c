"""Every bad argument is one line before any work, with nothing written.

Once ``--protocol strcit`` generated and replayed before a 236-line traceback, ``--tasks 99``
failed after 87 s, ``--tasks 3-1`` ran all tasks and ``--tasks 1-`` ran task 1,
``import-outputs --run-id "a b"`` silently stored another id, ``--judge nojudge`` passed every
assertion, and a wrong ``--data`` drew progress bars before failing. Each case here runs the
real command line (``iwr_bench.cli.main.main``) and checks the exit code, the one line, an empty stdout
(no progress bar, no traceback) and that no warehouse, results or Prefect folder appeared.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from iwr_bench.core.errors import PrerequisiteError
from tests.fixtures.datasets import action, record, task_folder, write_jsonl


@pytest.fixture(scope="module")
def dataset(tmp_path_factory) -> Path:
    base = tmp_path_factory.mktemp("checks-ds")
    for tid in (1, 2, 3):
        task_folder(base, tid, steps=(0, 1), reference=True)
    write_jsonl(base / "data.jsonl", [record(t, [action()]) for t in (1, 2, 3)])
    return base


@pytest.fixture()
def state(tmp_path, monkeypatch):
    """Warehouse, results and Prefect state under ``tmp_path/state``, none of which may appear."""
    from iwr_bench.core.settings import get_settings

    root = tmp_path / "state"
    for name, sub in (("IWR_WAREHOUSE", "wh"), ("IWR_RESULTS", "results"), ("IWR_PREFECT_HOME", "prefect")):
        monkeypatch.setenv(name, str(root / sub))
    monkeypatch.setenv("IWR_ENV_FILE", str(tmp_path / "no.env"))
    monkeypatch.delenv("IWR_DATA", raising=False)
    get_settings.cache_clear()
    yield root
    get_settings.cache_clear()


def cli(capsys, monkeypatch, *args: str) -> tuple[int, str, str]:
    from iwr_bench.cli.main import main

    monkeypatch.setattr(sys, "argv", ["iwr", *args])
    with pytest.raises(SystemExit) as exit_:
        main()
    out = capsys.readouterr()
    return exit_.value.code, out.out, out.err


def fails(capsys, monkeypatch, state: Path, *args: str) -> str:
    code, out, err = cli(capsys, monkeypatch, *args)
    line = err.strip()
    assert code == 2, (code, out, err)
    assert out == "", out
    assert line.startswith("iwr: ") and "\n" not in line, err
    assert not state.exists(), sorted(p.name for p in state.rglob("*"))
    return line


def run(dataset: Path, *extra: str) -> list[str]:
    return ["run", "--data", str(dataset), "--models", "iwr/oracle", "--run-id", "r1", *extra]


def test_data_path_missing(capsys, monkeypatch, state, tmp_path):
    line = fails(capsys, monkeypatch, state, *run(tmp_path / "nope"))
    assert "--data" in line and "no such file" in line


def test_data_path_not_a_dataset(capsys, monkeypatch, state, tmp_path):
    (tmp_path / "empty").mkdir()
    assert "data.jsonl" in fails(capsys, monkeypatch, state, *run(tmp_path / "empty"))


def test_no_data_at_all(capsys, monkeypatch, state):
    assert "--data" in fails(capsys, monkeypatch, state, "run", "--models", "iwr/oracle")


def test_unknown_task_id(capsys, monkeypatch, state, dataset):
    line = fails(capsys, monkeypatch, state, *run(dataset, "--tasks", "99"))
    assert "--tasks" in line and "99" in line and "1-3" in line


@pytest.mark.parametrize(("tasks", "says"), [("3-1", "backwards"), ("1-", "not a task id"), ("-3", "not a task id"),
                                             ("a", "not a task id"), (",", "names no task")])
def test_bad_task_ranges(capsys, monkeypatch, state, dataset, tasks, says):
    line = fails(capsys, monkeypatch, state, *run(dataset, "--tasks", tasks))
    assert line.startswith("iwr: --tasks") and says in line


@pytest.mark.parametrize("command", ["run", "import-outputs"])
def test_run_id_not_file_safe(capsys, monkeypatch, state, dataset, tmp_path, command):
    pages = tmp_path / "pages" / "1" / "m"
    pages.mkdir(parents=True)
    (pages / "index.html").write_text("<html></html>")
    args = run(dataset) if command == "run" else ["import-outputs", str(tmp_path / "pages"), "--data", str(dataset)]
    args = [a for a in args if a not in ("--run-id", "r1")] + ["--run-id", "a b"]
    line = fails(capsys, monkeypatch, state, *args)
    assert "--run-id 'a b'" in line


def test_unknown_model(capsys, monkeypatch, state, dataset):
    line = fails(capsys, monkeypatch, state, "run", "--data", str(dataset), "--models", "iwr/oracle,nomodel")
    assert "generator nomodel" in line and "provider" in line and "--models" in line
    assert "unknown offline baseline" in fails(capsys, monkeypatch, state, "run", "--data", str(dataset), "--models", "iwr/nope")


def test_missing_api_key(capsys, monkeypatch, state, dataset):
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    line = fails(capsys, monkeypatch, state, "generate", "--data", str(dataset), "--model", "anthropic/claude-x")
    assert "ANTHROPIC_API_KEY" in line


def test_unknown_judge(capsys, monkeypatch, state, dataset):
    """``--judge nojudge`` once passed every assertion (IFS 100 %, exit 0)."""
    line = fails(capsys, monkeypatch, state, *run(dataset, "--judge", "nojudge"))
    assert "judge nojudge" in line and "--judge" in line
    assert "offline judge" in fails(capsys, monkeypatch, state, *run(dataset, "--judge", "iwr/offlin"))


def test_unknown_protocol(capsys, monkeypatch, state, dataset):
    line = fails(capsys, monkeypatch, state, *run(dataset, "--protocol", "strcit"))
    assert "--protocol 'strcit'" in line and "paper" in line and "strict" in line


def test_unknown_refresh_stage(capsys, monkeypatch, state, dataset):
    assert "--refresh: unknown stage 'everything'" in fails(capsys, monkeypatch, state, *run(dataset, "--refresh", "everything"))
    assert "does not run here" in fails(capsys, monkeypatch, state, *run(dataset, "--stages", "generate", "--refresh", "score"))


@pytest.mark.parametrize(("stages", "says"), [("generate,score", "add replay"), ("bogus", "not a stage")])
def test_stage_subsets_that_make_no_sense(capsys, monkeypatch, state, dataset, stages, says):
    assert says in fails(capsys, monkeypatch, state, *run(dataset, "--stages", stages))


def test_stages_without_pages_need_a_run_with_pages(capsys, monkeypatch, state, dataset):
    line = fails(capsys, monkeypatch, state, "evaluate", "--data", str(dataset), "--run-id", "never-ran")
    assert "--run-id never-ran" in line and "no pages" in line


def test_pages_with_generate_stage(capsys, monkeypatch, state, dataset, tmp_path):
    (tmp_path / "p" / "1" / "m").mkdir(parents=True)
    (tmp_path / "p" / "1" / "m" / "index.html").write_text("<html></html>")
    line = fails(capsys, monkeypatch, state, "run", "--data", str(dataset), "--pages", str(tmp_path / "p"), "--stages", "generate,replay")
    assert "drop generate" in line


@pytest.mark.parametrize(("lines", "says"), [
    (['{"task_id": 1, "model": "m", "page": "<html></html>"}', "not json"], "line 2: not a JSON object"),
    (['{"model": "m", "page": "x"}'], "line 1: field 'task_id'"),
    (['{"task_id": 1, "page": "x"}'], "line 1: field 'model'"),
    (['{"task_id": 1, "model": "m"}'], "line 1: give exactly one of the fields 'page'"),
    (['{"task_id": 1, "model": "m", "page": "x", "path": "y"}'], "line 1: give exactly one"),
    (['{"task_id": 1, "model": "m", "path": "missing.html"}'], "line 1: field 'path'"),
    (['{"task_id": 1, "model": "m", "page": "x", "extra": 1}'], "line 1: unknown field 'extra'"),
    (['{"task_id": 1, "model": "m", "page": "x"}', "", '{"task_id": 1, "model": "m", "page": "y"}'], "line 3: field 'task_id'"),
])
def test_bad_predictions_file(capsys, monkeypatch, state, dataset, tmp_path, lines, says):
    preds = tmp_path / "preds.jsonl"
    preds.write_text("\n".join(lines) + "\n")
    line = fails(capsys, monkeypatch, state, "judge", str(preds), "--data", str(dataset))
    assert f"predictions {preds}: {says}" in line


def test_pages_of_an_unknown_model(capsys, monkeypatch, state, dataset, tmp_path):
    preds = write_jsonl(tmp_path / "p.jsonl", [{"task_id": 1, "model": "m", "page": "<html></html>"}])
    assert "--models other" in fails(capsys, monkeypatch, state, "judge", str(preds), "--data", str(dataset), "--models", "other")


def test_nightly_flow_makes_the_same_checks(state, dataset, tmp_path):
    """The nightly flow enters through the same entry point, so the same mistakes stop it first."""
    from iwr_bench.flows.nightly import nightly_flow

    config = tmp_path / "nightly.yaml"
    config.write_text(json.dumps({"data": str(dataset), "models": ["iwr/oracle"], "protocol": "strcit"}))
    with pytest.raises(PrerequisiteError, match="--protocol 'strcit'"):
        nightly_flow.fn(str(config))
    config.write_text(json.dumps({"data": str(dataset), "models": ["iwr/oracle"], "tasks": "3-1"}))
    with pytest.raises(PrerequisiteError, match="backwards"):
        nightly_flow.fn(str(config))
    config.write_text(json.dumps({"data": str(dataset), "models": ["iwr/oracle"], "judge": "nojudge"}))
    with pytest.raises(PrerequisiteError, match="nojudge"):
        nightly_flow.fn(str(config))
    for sub in ("wh", "results"):
        assert not (state / sub).exists()


def test_check_resolves_the_same_defaults_for_every_caller(state, dataset):
    """The CLI, the nightly flow and tests all get their defaults from one place."""
    from iwr_bench.core.settings import get_settings
    from iwr_bench.flows.request import RunRequest, check

    plan = check(RunRequest(data=str(dataset), tasks="2-3"), get_settings())
    assert plan.request.models == ["iwr/oracle", "iwr/static-frame", "iwr/blank"]
    assert (plan.request.judge, plan.request.protocol, plan.request.stages) == ("iwr/offline", "paper", ["generate", "replay", "score"])
    assert [t.task_id for t in plan.tasks] == [2, 3] and len(plan.pairs) == 6 and plan.spec.source == "generate"
    assert not state.exists()


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.parametrize(("extra", "says"), [
    (["--dask-address", "10.0.0.5:8786"], "write the scheduler's address as tcp://HOST:PORT"),
    (["--dask-address", "tcp://127.0.0.1:{port}"], "no Dask scheduler answers there"),
    (["--task-runner", "threads", "--dask-address", "tcp://127.0.0.1:{port}"], "drop one"),
])
def test_a_dask_address_is_a_scheduler_that_answers(capsys, monkeypatch, state, dataset, extra, says):
    """A cluster's address is checked before any work, like every other argument."""
    port = _free_port()
    line = fails(capsys, monkeypatch, state, *run(dataset, *(a.format(port=port) for a in extra)))
    assert "--" in line and says in line, line


@pytest.mark.parametrize(("extra", "says"), [(("--samples", "0"), "--samples 0: at least 1"), (("--samples", "-2"), "--samples -2")])
def test_bad_sample_counts(capsys, monkeypatch, state, dataset, extra, says):
    assert says in fails(capsys, monkeypatch, state, *run(dataset, *extra))


def test_samples_of_pages_made_elsewhere(capsys, monkeypatch, state, dataset, tmp_path):
    """A predictions file holds one page per (task, model): there is nothing to sample."""
    preds = write_jsonl(tmp_path / "p.jsonl", [{"task_id": 1, "model": "m", "page": "<html></html>"}])
    assert "one page per (task, model)" in fails(capsys, monkeypatch, state, "run", "--data", str(dataset), "--pages", str(preds), "--samples", "3")


def test_samples_are_pairs_sample_major_and_plan_counts_them(state, dataset):
    """Sample 1 of a task is queued after every task's sample 0, so a page the samples share is
    replayed once; the plan counts every sample's generation."""
    from iwr_bench.core.settings import get_settings
    from iwr_bench.flows.request import RunRequest, check
    from iwr_bench.flows.run import forecast

    plan = check(RunRequest(data=str(dataset), tasks="1-2", models=["iwr/oracle"], samples=3), get_settings())
    assert [(t.task_id, k) for t, _, _, k in plan.pairs] == [(1, 0), (2, 0), (1, 1), (2, 1), (1, 2), (2, 2)]
    assert plan.spec.samples == 3 and plan.request.samples == 3 and not plan.spec.nightly
    assert forecast(plan).work.pairs == 6
    assert not state.exists()
