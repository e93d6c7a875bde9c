"""``iwr run --samples N`` end to end, against the local OpenAI-compatible server.

The scripted model ``sampled`` (tests/llm_scripts.py) answers the same request with a different
page each time: the tiny site, the site with other wording, and the site without its script (its
second action then fails), so of every three samples of a task one is broken. The run's
leaderboard must show the spread and, per task, that two samples of three passed every action;
asking for a fourth sample later must ask the model exactly once more per task.
"""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from iwr_bench.tasks.warehouse.store import connect, query_rows
from tests.llm_scripts import marked_dataset

pytestmark = [pytest.mark.browser, pytest.mark.slow]


@pytest.fixture(scope="module")
def two_tasks(tiny_dataset, tmp_path_factory):
    """Tasks 1 and 2: the tiny site, each with a marker asset so the model tells them apart."""
    return marked_dataset(tiny_dataset, tmp_path_factory.mktemp("marked-2"), 2)


@pytest.fixture()
def isolated(tmp_path, monkeypatch):
    from iwr_bench.core.settings import get_settings

    for k, v in {"IWR_WAREHOUSE": tmp_path / "wh", "IWR_RESULTS": tmp_path / "results", "IWR_PREFECT_HOME": tmp_path / "prefect",
                 "IWR_REPORT_AFTER_RUN": "true", "IWR_HOME": tmp_path, "IWR_BOOTSTRAP_RESAMPLES": "2000"}.items():
        monkeypatch.setenv(k, str(v))
    for k in ("IWR_API_BASE", "IWR_SAMPLES", "IWR_GROUNDING_MODEL"):
        monkeypatch.delenv(k, raising=False)
    get_settings.cache_clear()
    yield tmp_path
    get_settings.cache_clear()


def test_samples_give_the_spread_and_per_task_pass_counts_and_a_later_sample_is_the_only_one_asked(two_tasks, isolated, llm_servers):
    from iwr_bench.cli.main import app

    srv = llm_servers(name="sampled")
    cli = CliRunner()
    args = ["run", "--data", str(two_tasks), "--models", "openai/sampled", "--api-base", srv.api_base, "--run-id", "s", "--workers", "2"]
    res = cli.invoke(app, [*args, "--samples", "3"])
    assert res.exit_code == 0, res.output
    assert srv.calls("sampled") == 6  # three samples of two tasks
    out = " ".join(res.output.split())
    assert "3 samples per task" in out and "every sample passed every action on 0 of 2 tasks, some sample on 2" in out
    assert "tasks, then samples within them" in out
    con = connect(isolated / "wh")
    per_task = query_rows(con, "SELECT task_id, n_samples, n_passed, final_sd FROM task_samples WHERE run_id = 's' ORDER BY task_id")
    assert [(r["task_id"], r["n_samples"], r["n_passed"]) for r in per_task] == [(1, 3, 2), (2, 3, 2)]
    assert all(r["final_sd"] > 0 for r in per_task)
    board = query_rows(con, "SELECT final, final_sd, n_samples FROM leaderboard WHERE run_id = 's'")[0]
    assert board["n_samples"] == 3 and board["final_sd"] is not None
    pages = query_rows(con, "SELECT DISTINCT page_sha256 FROM generations WHERE run_id = 's' AND task_id = 1")
    assert len(pages) == 3  # the samples' pages differ
    report = (isolated / "results" / "reports" / "s" / "index.html").read_text()
    assert 'id="samples"' in report and ">2/3<" in report

    # The plan of a fourth sample: only it is left; then the run asks the model once per task.
    planned = cli.invoke(app, [*args, "--samples", "4", "--plan"])
    assert planned.exit_code == 0 and "work: 2 (task, model) pairs" in planned.output, planned.output
    res = cli.invoke(app, [*args, "--samples", "4"])
    assert res.exit_code == 0, res.output
    assert srv.calls("sampled") == 8
    gens = query_rows(connect(isolated / "wh"), "SELECT sample, bool_and(cached) AS cached, count(*) AS n FROM generations "
                                                "WHERE run_id = 's' GROUP BY sample ORDER BY sample")
    assert [(g["sample"], g["n"]) for g in gens] == [(0, 2), (1, 2), (2, 2), (3, 2)]
    assert [g["cached"] for g in gens] == [True, True, True, False]
    per_task = query_rows(connect(isolated / "wh"), "SELECT n_samples, n_passed FROM task_samples WHERE run_id = 's' ORDER BY task_id")
    assert [(r["n_samples"], r["n_passed"]) for r in per_task] == [(4, 3), (4, 3)]
