"""Reports: leaderboard numbers, comparisons, breakdowns, export, and the HTML step viewer.

The pipeline that fills the warehouse is built elsewhere; these tests write synthetic rows
with ``iwr_bench.tasks.warehouse.store.write_result`` (``tests.warehouses.make_run``, with small PNGs made
with Pillow), so every number they check is known in advance.
"""

from __future__ import annotations

import json

import numpy as np
import pytest

from iwr_bench.tasks.report import figures as report
from iwr_bench.tasks.warehouse.store import connect, write_result
from tests.warehouses import LEVELS, make_run


@pytest.fixture
def wh(tmp_path):
    return make_run(tmp_path, n_tasks=8, models=("m/a", "m/b", "m/c"))


# ---------------------------------------------------------------- leaderboard

def test_leaderboard_equals_figures_computed_from_task_scores(wh):
    import pyarrow.parquet as pq

    con = connect(wh)
    lb = report.leaderboard(con, ["r1"], resamples=500, seed=1)
    # Straight from the Parquet parts, not through the views.
    rows = [r for f in sorted((wh / "task_scores").rglob("*.parquet")) for r in pq.read_table(f).to_pylist()]
    assert {r.model for r in lb.rows} == {"m/a", "m/b", "m/c"}
    for r in lb.rows:
        mine = [x for x in rows if x["model"] == r.model]
        assert r.n_tasks == len(mine) == 8
        for f in ("ifs", "vfs", "final", "lvs"):
            assert getattr(r, f) == pytest.approx(np.mean([x[f] for x in mine]))
        assert r.final_ci.mean == pytest.approx(r.final)
        assert r.final_ci.low <= r.final <= r.final_ci.high
        assert r.ifs_ci.low <= r.ifs <= r.ifs_ci.high
        assert r.failed_generations == sum(not x["generation_ok"] for x in mine)
        # Offline judge, no DINO, no HVS: nothing here is comparable with the paper.
        assert r.not_comparable == {"lvs", "hvs", "vfs", "ifs", "final"}
        assert "no DINO" in r.reasons and "judge iwr/offline" in r.reasons
    finals = [r.final for r in lb.rows]
    assert finals == sorted(finals, reverse=True)


def test_leaderboard_sql_reproduces_the_numbers(wh):
    con = connect(wh)
    lb = report.leaderboard(con, ["r1"], resamples=10)
    again = con.execute(lb.table.sql).fetchall()
    # DuckDB sums in parallel: the last bit of an average may differ between two runs.
    assert [r[1] for r in again] == [r.model for r in lb.rows]
    final = lb.table.columns.index("final")
    assert [r[final] for r in again] == pytest.approx([r.final for r in lb.rows], abs=1e-12)


def test_comparability_markers(monkeypatch):
    from iwr_bench.tasks.scoring import published
    from iwr_bench.tasks.scoring.published import ScoringFacts, comparability

    easy = {"ocr_model": "easyocr==1.7.2", "dino_model": "dinov2-base@sha256:0123abcd4567/crop224"}
    # the reference prompts are this project's words: no figure made with them is comparable
    c = comparability(ScoringFacts("reference", "gemini/gemini-2.5-pro-preview-06-05", True, True, **easy))
    assert c.not_comparable == {"lvs", "hvs", "vfs", "ifs", "final"} and c.reasons == ("judge prompts reworded, not the published texts",)
    monkeypatch.setattr(published, "PUBLISHED_PROMPTS", True)  # as if the published texts were in use
    c = comparability(ScoringFacts("reference", "gemini/gemini-2.5-pro-preview-06-05", True, True, **easy))
    assert c.comparable and c.not_comparable == frozenset() and c.reasons == ()
    c = comparability(ScoringFacts("reference", "gemini/gemini-2.5-pro", False, True, **easy))
    assert c.not_comparable == {"lvs", "vfs", "final"} and c.reasons == ("no DINO",)
    # paper follows the paper's text, not the harness that made the published table
    c = comparability(ScoringFacts("paper", "gemini/gemini-2.5-pro", True, True, **easy))
    assert "ifs" in c.not_comparable and c.reasons == ("protocol paper",)
    c = comparability(ScoringFacts("reference", "gemini/gemini-2.5-pro", True, True, "rapidocr-onnxruntime==1.4.4", easy["dino_model"]))
    assert c.not_comparable == {"lvs", "vfs", "final"} and c.reasons == ("OCR RapidOCR, not EasyOCR",)


def test_comparability_checks_the_task_set(monkeypatch):
    """A reference run with the paper's judge, DINO and an MLLM rubric on the 18 bundled tasks once
    showed unstarred figures beside the published 113-task table."""
    from iwr_bench.tasks.scoring import published
    from iwr_bench.tasks.scoring.published import ScoringFacts, comparability

    monkeypatch.setattr(published, "PUBLISHED_PROMPTS", True)
    easy = {"ocr_model": "easyocr==1.7.2", "dino_model": "dinov2-base@sha256:0123abcd4567/crop224"}
    bundled = ScoringFacts("reference", "gemini/gemini-2.5-pro", True, True, **easy, dataset="benchmarks/iwr-mini/dataset",
                           n_tasks=18, task_set=True)
    c = comparability(bundled)
    assert c.not_comparable == {"lvs", "hvs", "vfs", "ifs", "final"}
    assert c.reasons == ("dataset benchmarks/iwr-mini/dataset, not the published IWR-Bench/IWR-Bench", "18 tasks, not the published 113")
    # the hub dataset at a revision nobody confirmed as the published one
    c = comparability(ScoringFacts("reference", "gemini/gemini-2.5-pro", True, True, **easy, dataset="IWR-Bench/IWR-Bench@abc123",
                                   n_tasks=113, task_set=True))
    assert c.reasons == ("dataset revision abc123 is not known to be the published table's",)
    monkeypatch.setattr(published, "PUBLISHED_REVISIONS", frozenset({"abc123"}))
    assert comparability(ScoringFacts("reference", "gemini/gemini-2.5-pro", True, True, **easy, dataset="IWR-Bench/IWR-Bench@abc123",
                                      n_tasks=113, task_set=True)).comparable


def test_paper_rows_are_the_published_table():
    rows = report.paper_rows()
    assert len(rows) == 28
    gpt5 = next(r for r in rows if r.model == "GPT-5")
    assert gpt5.final == pytest.approx(0.3635) and gpt5.ifs == pytest.approx(0.2439)
    for r in rows:
        assert r.final == pytest.approx(0.7 * r.ifs + 0.3 * r.vfs, abs=1e-4)


def test_null_final_is_an_error_naming_the_task(tmp_path):
    wh = make_run(tmp_path, n_tasks=2, models=("m/a",), images=False)
    write_result(wh, "task_scores", [{"run_id": "r1", "model": "m/a", "task_id": 2, "judge": "iwr/offline", "protocol": "paper", "final": None, "ifs": 0.5}],
                 run_id="r1", model="m/a", task_id=2, variant="iwr/offline-paper")
    with pytest.raises(ValueError, match="task 2: field 'final'"):
        report.leaderboard(connect(wh), ["r1"], resamples=10)


# ---------------------------------------------------------------- compare

def test_compare_pairs_common_tasks(wh):
    con = connect(wh)
    a = report.resolve_variant(con, "m/a")
    b = report.resolve_variant(con, "m/b")
    cmp = report.compare(con, a, b, resamples=500, seed=0, top=3)
    scores = {(r[0], r[1]): (r[2], r[3]) for r in con.execute("SELECT model, task_id, final, ifs FROM task_scores").fetchall()}
    diffs = [scores[("m/a", t)][0] - scores[("m/b", t)][0] for t in range(1, 9)]
    assert cmp.final.n == 8
    assert cmp.final.diff.mean == pytest.approx(np.mean(diffs))
    assert 0.0 <= cmp.final.p_a_better <= 1.0
    assert len(cmp.top.rows) == 3
    assert abs(cmp.top.rows[0][3]) == pytest.approx(max(abs(d) for d in diffs))
    assert cmp.only_a == cmp.only_b == 0


def test_compare_unknown_model_says_how_to_list(wh):
    with pytest.raises(LookupError, match="iwr leaderboard"):
        report.resolve_variant(connect(wh), "nope")


# ---------------------------------------------------------------- breakdowns and export

def test_breakdowns_cover_every_dimension(wh):
    con = connect(wh)
    tables = {t.title: t for t in report.breakdowns(con, run_ids=["r1"])}
    level = tables["By interaction complexity"]
    assert {r[4] for r in level.rows} == set(LEVELS)
    assert sum(r[5] for r in level.rows) == 8 * 3
    for row in level.dicts():
        got = con.execute("SELECT avg(s.ifs) FROM task_scores s JOIN dataset_tasks d USING (task_id) WHERE s.model = ? AND d.interaction_complexity = ?",
                          [row["model"], row["interaction_complexity"]]).fetchone()[0]
        assert row["ifs"] == pytest.approx(got)
    assert {r[4] for r in tables["By platform"].rows} == {"desktop", "mobile"}
    assert tables["Success rate by action type"].rows
    ff = tables["First failure by action type and kind"].dicts()
    n_failed = con.execute("SELECT count(*) FROM task_scores WHERE first_failure IS NOT NULL").fetchone()[0]
    assert sum(r["n_tasks"] for r in ff) == n_failed
    assert {r["first_failure_kind"] for r in ff} <= {"not_found", "generation_failed"}


def test_export_every_result_table(wh, tmp_path):
    import pyarrow.parquet as pq

    con = connect(wh)
    for fmt in ("csv", "json", "parquet"):
        written = report.export_run(con, "r1", fmt, tmp_path / fmt)
        assert set(report.RESULT_TABLES) <= set(written)
        n = con.execute("SELECT count(*) FROM actions WHERE run_id = 'r1'").fetchone()[0]
        path, count = written["actions"]
        assert count == n and path.is_file()
    assert pq.read_table(tmp_path / "parquet" / "task_scores.parquet").num_rows == 24
    assert len(json.loads((tmp_path / "json" / "task_scores.json").read_text())) == 24
    with pytest.raises(LookupError):
        report.export_run(con, "nope", "csv", tmp_path / "x")


# ---------------------------------------------------------------- CLI

def test_cli_commands_print_and_write(wh, tmp_path):
    from typer.testing import CliRunner

    from iwr_bench.cli.main import app

    runner = CliRunner()
    res = runner.invoke(app, ["leaderboard", "--warehouse", str(wh), "--with-paper", "--resamples", "200"])
    assert res.exit_code == 0, res.output
    assert "m/a" in res.output and "GPT-5" in res.output and "not comparable" in res.output
    res = runner.invoke(app, ["compare", "m/a", "m/b", "--warehouse", str(wh), "--resamples", "200"])
    assert res.exit_code == 0, res.output
    assert "P(A>B)" in res.output and "8 common tasks" in res.output
    res = runner.invoke(app, ["breakdown", "--warehouse", str(wh), "--by", "domain"])
    assert res.exit_code == 0 and "travel" in res.output
    res = runner.invoke(app, ["breakdown", "--warehouse", str(wh), "--by", "colour"])
    assert res.exit_code == 1 and "unknown breakdown" in res.output
    res = runner.invoke(app, ["report", "--warehouse", str(wh), "--run-id", "r1", "--out", str(tmp_path / "rep"), "--resamples", "100"])
    assert res.exit_code == 0, res.output
    assert (tmp_path / "rep" / "index.html").is_file() and "24 task pages" in res.output
    res = runner.invoke(app, ["export", "--warehouse", str(wh), "--run-id", "r1", "--format", "csv", "--out", str(tmp_path / "csv")])
    assert res.exit_code == 0 and (tmp_path / "csv" / "task_scores.csv").is_file()
    res = runner.invoke(app, ["leaderboard", "--warehouse", str(tmp_path / "empty")])
    assert res.exit_code == 1 and "no scored runs" in res.output


def test_leaderboard_markdown_for_artifacts(wh):
    lb = report.leaderboard(connect(wh), ["r1"], resamples=100)
    md = report.leaderboard_markdown(lb)
    assert md.count("\n| m/") == 3 and "FROM leaderboard" in md and "not comparable" in md
    assert f"{report.pct(lb.rows[0].final)}\\*" in md
