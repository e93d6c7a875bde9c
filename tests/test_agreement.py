"""Judge agreement statistics against values computed by hand."""

from __future__ import annotations

import math

import pytest

from iwr_bench.tasks.judge.agreement import (
    Group,
    cohen_kappa,
    compare,
    groups_from_rows,
    pairs_to_compare,
    ranks,
    repeat_variance,
    spearman,
)


def test_kappa_textbook_table():
    """2x2 table: both pass 20, a pass/b fail 5, a fail/b pass 10, both fail 15 (n=50).
    p_o = 35/50 = 0.7; p_e = (25*30 + 25*20)/2500 = 0.5; kappa = 0.2/0.5 = 0.4."""
    a = ["pass"] * 25 + ["fail"] * 25
    b = ["pass"] * 20 + ["fail"] * 5 + ["pass"] * 10 + ["fail"] * 15
    assert cohen_kappa(a, b) == pytest.approx(0.4)


def test_kappa_three_labels():
    """a = p p p f f u, b = p p f f u u: p_o = 4/6; p_e = (3*2 + 2*2 + 1*2)/36 = 1/3; kappa = (2/3-1/3)/(2/3) = 0.5."""
    assert cohen_kappa(list("pppffu"), list("ppffuu")) == pytest.approx(0.5)


def test_kappa_perfect_and_opposite():
    assert cohen_kappa(["pass", "fail", "pass"], ["pass", "fail", "pass"]) == pytest.approx(1.0)
    # Always disagreeing on a balanced set: p_o = 0, p_e = 0.5 -> -1.
    assert cohen_kappa(["pass", "fail"], ["fail", "pass"]) == pytest.approx(-1.0)


def test_kappa_undefined_cases():
    assert cohen_kappa([], []) is None
    # Both judges say pass to everything: chance agreement is 1, kappa is 0/0.
    assert cohen_kappa(["pass"] * 4, ["pass"] * 4) is None
    with pytest.raises(ValueError, match="pair them first"):
        cohen_kappa(["pass"], [])


def test_ranks_average_ties():
    assert ranks([10, 20, 20, 5]) == [2.0, 3.5, 3.5, 1.0]


def test_spearman_by_hand():
    """x = 1..5, y = 2 1 4 3 5: d = -1 1 -1 1 0, sum d^2 = 4; rho = 1 - 6*4/(5*24) = 0.8."""
    assert spearman([1, 2, 3, 4, 5], [2, 1, 4, 3, 5]) == pytest.approx(0.8)
    assert spearman([0.1, 0.5, 0.9], [0.2, 0.3, 0.95]) == pytest.approx(1.0)
    assert spearman([0.1, 0.5, 0.9], [0.9, 0.5, 0.1]) == pytest.approx(-1.0)


def test_spearman_with_ties_is_pearson_on_ranks():
    """x = 1 2 2 3 -> ranks 1 2.5 2.5 4; y = 1 2 3 4. Pearson of ranks: sxy = 4.5, sxx = 4.5, syy = 5 -> 4.5/sqrt(22.5)."""
    assert spearman([1, 2, 2, 3], [1, 2, 3, 4]) == pytest.approx(4.5 / math.sqrt(22.5))


def test_spearman_undefined():
    assert spearman([0.5], [0.5]) is None
    assert spearman([0.5, 0.5, 0.5], [0.1, 0.2, 0.3]) is None


def test_repeat_variance_by_hand():
    """Pairs (0.8, 0.6) and (0.5, 0.5): sample variances 0.02 and 0; mean 0.01. Singletons are left out."""
    assert repeat_variance([[0.8, 0.6], [0.5, 0.5], [0.9]]) == pytest.approx(0.01)
    assert repeat_variance([[0.9]]) is None


def test_compare_pairs_common_steps_and_drops_undecided():
    a = Group("judge-a", {("m", 1, 1): "pass", ("m", 1, 2): "fail", ("m", 1, 3): "undecided", ("m", 2, 1): "pass"},
              {("m", 1, 0): 0.8, ("m", 1, 1): 0.6, ("m", 1, 2): 0.4})
    b = Group("judge-b", {("m", 1, 1): "pass", ("m", 1, 2): "pass", ("m", 1, 3): "pass"},
              {("m", 1, 0): 0.7, ("m", 1, 1): 0.5, ("m", 1, 2): 0.6, ("m", 9, 0): 1.0})
    ag = compare(a, b)
    assert (ag.n_assertions, ag.n_decided) == (3, 2)  # task 2 is not common; step 3 is undecided for a
    assert ag.percent_agree == pytest.approx(0.5)
    # a = pass fail, b = pass pass: p_o = 0.5, p_e = (1*2 + 1*0)/4 = 0.5 -> kappa 0.
    assert ag.kappa == pytest.approx(0.0)
    # HVS on steps 0,1,2: a ranks 3 2 1, b ranks 3 1 2 -> rho = 1 - 6*2/(3*8) = 0.5.
    assert ag.n_hvs == 3 and ag.spearman_hvs == pytest.approx(0.5)
    # Variances: (0.1^2)/2, (0.1^2)/2, (0.2^2)/2 -> mean (0.005 + 0.005 + 0.02)/3 = 0.01.
    assert ag.hvs_variance == pytest.approx(0.01)
    assert "kappa 0.000" in ag.line()


def test_groups_and_pairs_from_view_rows():
    a_rows = [
        {"run_id": "r", "model": "m", "task_id": 1, "step": 1, "judge": "iwr/offline", "protocol": "paper", "verdict": "pass"},
        {"run_id": "r", "model": "m", "task_id": 1, "step": 1, "judge": "gemini/x", "protocol": "paper", "verdict": "fail"},
        {"run_id": "r", "model": "m", "task_id": 1, "step": 1, "judge": "gemini/x", "protocol": "strict", "verdict": "pass"},
    ]
    c_rows = [{"run_id": "r", "model": "m", "task_id": 1, "step": 0, "judge": "gemini/x", "protocol": "paper", "hvs_score": 0.7},
              {"run_id": "r", "model": "m", "task_id": 1, "step": 0, "judge": "iwr/offline", "protocol": "paper", "hvs_score": None}]
    judges = groups_from_rows([r for r in a_rows if r["protocol"] == "paper"], c_rows, ["judge"])
    assert sorted(judges) == ["gemini/x", "iwr/offline"]
    assert judges["gemini/x"].hvs == {("m", 1, 0, 0): 0.7} and judges["iwr/offline"].hvs == {}  # (model, task, sample, step)
    assert len(pairs_to_compare(judges, repeat=False)) == 1
    variants = groups_from_rows(a_rows, c_rows, ["judge", "protocol"])
    pairs = pairs_to_compare(variants, repeat=True)
    assert [(x.label, y.label) for x, y in pairs] == [("gemini/x paper", "gemini/x strict")]
    # One item, fail vs pass: p_o = 0 and p_e = 0, so kappa = 0 (no better than chance).
    assert compare(*pairs[0]).kappa == pytest.approx(0.0)


def test_agreement_command_reads_two_judges_from_the_warehouse(tmp_path):
    """`iwr agreement` on a run scored by two judges prints one line per pair; with one judge, what to run."""
    import typer
    from typer.testing import CliRunner

    from iwr_bench.cli.commands import validity
    from iwr_bench.tasks.warehouse.store import write_result

    verdicts = {"iwr/offline": ["pass", "fail", "pass", "undecided"], "gemini/x": ["pass", "fail", "fail", "pass"]}
    hvs = {"iwr/offline": [None, None, None], "gemini/x": [0.9, 0.4, 0.6]}
    for judge, vs in verdicts.items():
        common = {"run_id": "r1", "model": "m", "task_id": 1, "judge": judge, "protocol": "paper", "protocol_version": "1"}
        write_result(tmp_path, "assertions", [{**common, "step": i + 1, "verdict": v, "counts_as": v} for i, v in enumerate(vs)],
                     run_id="r1", model="m", task_id=1, variant=f"{judge}|paper")
        write_result(tmp_path, "checkpoints", [{**common, "step": i, "hvs_score": h} for i, h in enumerate(hvs[judge])],
                     run_id="r1", model="m", task_id=1, variant=f"{judge}|paper")
    app = typer.Typer()
    validity.register(app)
    app.command("noop")(lambda: None)  # a second command keeps typer from collapsing to a single one
    out = CliRunner().invoke(app, ["agreement", "--run-id", "r1", "--warehouse", str(tmp_path)])
    assert out.exit_code == 0, out.output
    # Decided on both: steps 1-3 -> a = p f f, b = p f p: p_o = 2/3, p_e = (2*1 + 1*2)/9 = 4/9, kappa = (2/9)/(5/9) = 0.4.
    assert "gemini/x vs iwr/offline: kappa 0.400 over 3 decided of 4 common" in out.output
    assert "over 0 checkpoints" in out.output  # the offline judge has no HVS
    out = CliRunner().invoke(app, ["agreement", "--run-id", "r1", "--repeat", "--warehouse", str(tmp_path)])
    assert out.exit_code == 0 and "no judge scored --run-id r1 twice" in out.output
