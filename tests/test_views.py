"""Users write SQL against the views: every view and every column is documented, and the README lists every view."""

from pathlib import Path

import pytest

from iwr_bench.tasks.warehouse.store import connect, view_columns
from tests.warehouses import build_run

README = (Path(__file__).resolve().parent.parent / "README.md").read_text()


def test_every_view_column_has_a_comment(tmp_path):
    cols = view_columns(connect(tmp_path))
    missing = [f"{v}.{c}" for v, cs in cols.items() for c, _, comment in cs if not comment]
    assert not missing, f"document these columns in schemas/tables or schemas/views.sql: {missing}"


def test_readme_lists_every_view(tmp_path):
    views = view_columns(connect(tmp_path))
    missing = [v for v in views if f"`{v}`" not in README]
    assert not missing, f"README's view table lacks {missing}"


def test_key_views_exist(tmp_path):
    views = view_columns(connect(tmp_path))
    for name in ("runs", "generations", "actions", "checkpoints", "task_scores", "leaderboard", "dataset_tasks", "dataset_actions"):
        assert name in views
    assert [c for c, *_ in views["leaderboard"]][:4] == ["run_id", "model", "judge", "protocol"]


# ---------------------------------------------------------------- the leaderboard's one denominator

def test_every_leaderboard_row_has_one_denominator_and_vfs_from_lvs_and_hvs(tmp_path):
    import pyarrow.parquet as pq

    wh = build_run(tmp_path)
    con = connect(wh)
    board = con.execute("SELECT * FROM leaderboard ORDER BY model, protocol").fetchall()
    names = [d[0] for d in con.description]
    rows = [dict(zip(names, r, strict=True)) for r in board]
    scores = [r for f in sorted((wh / "task_scores").rglob("*.parquet")) for r in pq.read_table(f).to_pylist()]
    assert len(rows) == 6
    marks = {"m/good": (0, 0, 1), "m/mixed": (1, 1, 1)}  # failed generations, not replayed, no checkpoint
    for r in rows:
        assert r["n_tasks"] == 4
        assert (r["failed_generations"], r["not_replayed"], r["no_checkpoint"]) == marks[r["model"]], r
        # reference skips the task with no page; the never-replayed page stays in, at 0
        assert r["n_averaged"] == (3 if r["model"] == "m/mixed" and r["protocol"] == "reference" else 4)
        assert r["dino_present"] is True and r["hvs_present"] is True
        assert abs(r["vfs"] - (0.5 * r["lvs"] + 0.5 * r["hvs"])) <= 1e-9
        assert abs(r["final"] - (0.7 * r["ifs"] + 0.3 * r["vfs"])) <= 1e-9
        mine = [s for s in scores if s["model"] == r["model"] and s["protocol"] == r["protocol"] and s["in_average"]]
        for f in ("lvs", "hvs", "vfs", "ifs", "final"):
            assert r[f] == pytest.approx(sum(s[f] for s in mine) / r["n_averaged"]), (r["model"], r["protocol"], f)
        assert r["paper_comparable"] is False and "OCR RapidOCR, not EasyOCR" in r["comparability"]
    # the figures differ between protocols on the same replays (reference scores the states before actions)
    good = {r["protocol"]: r for r in rows if r["model"] == "m/good"}
    assert good["paper"]["vfs"] != pytest.approx(good["reference"]["vfs"])
    # one Scroll per task, and the four states of task 9 that have no ground truth to pair with
    assert good["reference"]["notes"] == 4 + 4 and good["paper"]["notes"] == 0


def test_an_old_failed_generation_row_does_not_mark_the_model_no_dino(tmp_path):
    """Rows written before the fix said dino_present = hvs_present = false on a failed
    generation, and bool_and over them marked the whole model 'no DINO, no HVS'."""
    from iwr_bench.tasks.report import figures as report

    con = connect(build_run(tmp_path, old_failed_row=True))
    lb = report.leaderboard(con, ["r1"], resamples=50)
    for r in lb.rows:
        assert r.dino_present is True and r.hvs_present is True
        assert "no DINO" not in r.reasons and "no HVS" not in r.reasons
        assert r.final_ci.mean == pytest.approx(r.final)
        assert r.hvs is not None and abs(r.vfs - (0.5 * r.lvs + 0.5 * r.hvs)) <= 1e-9


def test_breakdowns_share_the_leaderboards_denominator(tmp_path):
    con = connect(build_run(tmp_path))
    lb = {(m, p): (n, f) for m, p, n, f in con.execute("SELECT model, protocol, n_averaged, final FROM leaderboard").fetchall()}
    # no dataset rows here: every task falls in the NULL group, which is then the whole run
    by = con.execute("SELECT model, protocol, n_tasks, final FROM by_platform").fetchall()
    assert {(m, p): (n, pytest.approx(f)) for m, p, n, f in by} == lb


def test_protocols_command_sets_the_protocols_side_by_side(tmp_path):
    from typer.testing import CliRunner

    from iwr_bench.cli.main import app
    from iwr_bench.tasks.report.protocols import protocol_comparison

    wh = build_run(tmp_path)
    pc = protocol_comparison(connect(wh), "r1")
    assert pc.protocols == ("paper", "reference", "strict") and pc.missing == ()
    board = {(m, p): dict(zip(("lvs", "hvs", "vfs", "ifs", "final"), figs, strict=True))
             for m, p, *figs in connect(wh).execute("SELECT model, protocol, lvs, hvs, vfs, ifs, final FROM leaderboard").fetchall()}
    for row in pc.figures.dicts():
        f = row["figure"]
        for p in pc.protocols:
            assert row[p] == pytest.approx(board[(row["model"], p)][f])
        assert row["reference - paper"] == pytest.approx(row["reference"] - row["paper"])
    assert [r["figure"] for r in pc.figures.dicts()][:5] == ["lvs", "hvs", "vfs", "ifs", "final"]
    reasons = pc.comparability["reference"].reasons
    assert reasons[-2:] == ("judge scripted/judge", "OCR RapidOCR, not EasyOCR")
    # the task set is a condition too, named in words (this warehouse has no runs row: dataset unknown)
    assert "dataset unknown, not the published IWR-Bench/IWR-Bench" in reasons and any("not the published 113" in r for r in reasons)
    res = CliRunner().invoke(app, ["protocols", "--run-id", "r1", "--warehouse", str(wh), "--sql"])
    assert res.exit_code == 0, res.output
    for text in ("m/mixed", "reference - paper", "strict - paper", "OCR RapidOCR, not EasyOCR", "UNPIVOT", "not_replayed"):
        assert text in res.output, text
    res = CliRunner().invoke(app, ["protocols"])
    assert res.exit_code == 0 and "list entry j against step_j by position" in res.output
    # one line per protocol for each rule: what each does with doubt
    lines = res.output.splitlines()
    at = lines.index("undecided verdict:")
    assert [line.split()[0] for line in lines[at + 1: at + 4]] == ["paper", "reference", "strict"]
    judge_error = lines[lines.index("judge error (assertion):") + 1: lines.index("judge error (assertion):") + 4]
    assert "unscored" in judge_error[0] and "counts as a pass (the published rule)" in judge_error[1]
    res = CliRunner().invoke(app, ["protocols", "--run-id", "nope", "--warehouse", str(wh)])
    assert res.exit_code == 1 and "no task scores" in res.output


def test_leaderboard_and_report_commands_work_on_strict_rows(tmp_path):
    """Unscored steps once left ifs NULL and `iwr leaderboard` / `iwr report` exited 1."""
    from typer.testing import CliRunner

    from iwr_bench.cli.main import app

    wh = build_run(tmp_path)
    res = CliRunner().invoke(app, ["leaderboard", "--run-id", "r1", "--protocol", "strict", "--warehouse", str(wh), "--resamples", "50"])
    assert res.exit_code == 0, res.output
    assert "m/mixed" in res.output and "not comparable" in res.output
    res = CliRunner().invoke(app, ["report", "--run-id", "r1", "--warehouse", str(wh), "--out", str(tmp_path / "rep"), "--resamples", "50"])
    assert res.exit_code == 0, res.output


def test_a_perfect_task_has_no_first_failure_and_the_leaderboard_counts_doubt(tmp_path):
    """`iwr compare` once said `not_replayed` for all 18 oracle tasks: a task that never failed has no
    first failure (NULL), and only a page without a score is `not_replayed`."""
    wh = build_run(tmp_path)
    con = connect(wh)
    kinds = dict(con.execute("SELECT task_id, first_failure_kind FROM task_figures WHERE model = 'm/good' AND protocol = 'paper'").fetchall())
    assert kinds == {7: None, 8: None, 9: None, 10: None}
    mixed = dict(con.execute("SELECT task_id, first_failure_kind FROM task_figures WHERE model = 'm/mixed' AND protocol = 'paper'").fetchall())
    assert mixed == {7: "assertion_failed", 8: "no_page", 9: "assertion_failed", 10: "not_replayed"}
    cols = [c for c, *_ in view_columns(con)["leaderboard"]]
    assert {"undecided", "judge_errors", "unscored_steps", "counted_steps", "unscored_checkpoints"} <= set(cols)
