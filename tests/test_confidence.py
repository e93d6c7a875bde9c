"""The locator's confidence model (``tasks/locate/calibrate.py``, ``signals.py``): pure functions, no browser."""

from __future__ import annotations

import random

import pytest

import iwr_bench.tasks.locate.calibrate as cal
from iwr_bench.tasks.locate.signals import NAMES


def _rows(parts: int = 6, per: int = 200, seed: int = 7) -> list[tuple[float, dict[str, float], bool, str]]:
    """Decisions of several parts: a pick whose description asked for a colour it does not show is right half the time,
    any other 99.5 % of the time; weak picks (raw 0.25 or less) are right 40 % of the time."""
    rnd = random.Random(seed)
    rows = []
    for p in range(parts):
        for _ in range(per):
            sig = dict.fromkeys(NAMES, 0.0)
            if rnd.random() < 0.1:
                raw, ok = 0.2, rnd.random() < 0.4
            else:
                raw = rnd.choice([0.9, 1.0])
                unshown = rnd.random() < 0.15
                sig["asks colour"] = sig["asks colour, unshown"] = float(unshown)
                ok = rnd.random() < (0.5 if unshown else 0.995)
            sig["raw"] = raw
            rows.append((raw, sig, ok, f"part{p}"))
    return rows


def test_the_model_learns_what_makes_a_leading_pick_wrong_and_flags_it():
    rows = _rows()
    t = cal.fit_model(rows, NAMES, [f"part{p}" for p in range(6)])
    w = dict(zip(t["model"]["names"], t["model"]["weights"], strict=True))
    assert w["asks colour, unshown"] < -1.0, w["asks colour, unshown"]
    plain = dict.fromkeys(NAMES, 0.0) | {"raw": 1.0}
    colour = plain | {"asks colour": 1.0, "asks colour, unshown": 1.0}
    p_plain, p_colour = cal._probability(t, 1.0, plain), cal._probability(t, 1.0, colour)
    assert p_plain >= t["flag_below"] > p_colour and p_plain > 0.97 and p_colour < 0.8, (p_plain, p_colour, t["flag_below"])
    # The threshold keeps the wrong picks acted on as sure under 1 % of all decisions, on the scores out of fold.
    parts = cal.by_part(rows, NAMES)
    recs = [r for recs in parts.values() for r in recs]
    assert len(recs) == len(rows)
    assert sum(1 for _, ok, flagged in recs if not ok and not flagged) <= 0.02 * len(recs)
    # Every weak pick is flagged whatever its bin says; its probability is the raw certainty's measured share.
    weak = [r for r, row in zip(recs, (row for g in sorted(parts) for row in rows if row[3] == g), strict=True) if row[0] <= 0.25]
    assert weak and all(flagged for _, _, flagged in weak)
    assert 0.2 < cal._probability(t, 0.2, plain) < 0.6


def test_out_of_fold_a_text_clicked_for_want_of_a_control_is_flagged_as_the_replay_flags_it():
    """A text picked because no control fits has a certainty (0) and no signals. The replay flags it (never sure); the
    out-of-fold figures counted it with "nothing found", acted on and never flagged, so each such wrong text pick was
    reported as confidently wrong. Nothing found (no certainty) stays unflagged."""
    rows = _rows(parts=3, per=100)
    rows += [(0.0, {}, False, "part0"), (None, {}, False, "part0")]
    recs = cal.by_part(rows, NAMES)["part0"]
    text, none = recs[-2], recs[-1]
    assert text[0] is not None and text[2], text
    assert none == (None, False, False), none


def test_a_part_is_judged_by_a_fit_that_never_saw_it():
    """Out of fold means out of fold: turning one part's right picks into wrong ones changes nothing of its own
    confidences (the others' fits never read them), and changes the others'."""
    rows = _rows(parts=4, per=150)
    flipped = [(raw, sig, (not ok) if g == "part0" else ok, g) for raw, sig, ok, g in rows]
    a, b = cal.by_part(rows, NAMES), cal.by_part(flipped, NAMES)
    assert [c for c, _, _ in a["part0"]] == [c for c, _, _ in b["part0"]]
    assert [c for c, _, _ in a["part1"]] != [c for c, _, _ in b["part1"]]


def test_a_table_fitted_on_other_signals_is_refused_with_the_command_that_refits_it(monkeypatch):
    t = cal.fit_model(_rows(parts=3, per=100), NAMES)
    t["model"]["names"][0] = "a signal the locator no longer gives"
    monkeypatch.setattr(cal, "table", lambda: t)
    with pytest.raises(ValueError, match=r"no longer gives.*python -m iwr_bench.bench.grounding --calibrate"):
        cal.confidence_of(0.9, dict.fromkeys(NAMES, 0.0))


def test_the_shipped_table_reads_the_signals_the_locator_gives_and_calibrates_on_every_corpus():
    from iwr_bench.bench.grounding import CALIBRATE_ON, CORPORA

    t = cal.table()
    assert t is not None and t["version"] == 2 and t["model"]["names"] == list(NAMES)
    assert sorted(t["model"]["groups"]) == sorted(CALIBRATE_ON) == sorted(CORPORA)
    assert 0.5 < t["flag_below"] < 1.0 and all(a[1] <= b[1] for a, b in zip(t["model"]["steps"], t["model"]["steps"][1:], strict=False))


def test_a_pick_carries_the_signals_its_confidence_read_and_words_it_does_not_show_lower_it():
    """The same clear pick, once asked for as it is and once with a size, a colour and a place nothing about it shows:
    the shipped model trusts the second less (on published templates such picks were wrong far more often) and names
    what it asked for unshown. With a colour and a place alone the eighteenth round's table (thirty-three corpora) set it
    at its flag threshold, 0.968; the thirtieth's set this one at its threshold, 0.9091; the thirty-second's (fifty-nine
    corpora) at 0.963, above its threshold of 0.9496. Whether it is flagged is the table's call, refitted each round;
    the plain pick never is."""
    from iwr_bench.tasks.locate.calibrate import against, table
    from iwr_bench.tasks.locate.decide import choose
    from iwr_bench.tasks.locate.parse import parse_description
    from tests.builders import cand

    cs = [cand(0, text="Subscribe", box=[600, 300, 120, 40]), cand(1, text="Cancel", box=[760, 300, 120, 40])]
    plain = choose(parse_description("Click 'Subscribe'"), cs)
    said = choose(parse_description("Click the big green 'Subscribe' button at the bottom left of the newsletter box"), cs)
    assert plain.index == said.index == 0
    assert set(plain.signals) == set(NAMES) and plain.signals["asks colour, unshown"] == 0.0
    assert said.signals["asks colour, unshown"] == 1.0 and said.signals["unexplained"] > 0
    assert plain.confidence is not None and said.confidence is not None and said.confidence < plain.confidence
    flag_below = (table() or {})["flag_below"]
    assert round(flag_below, 3) < plain.confidence and not plain.flagged
    assert said.flagged == (said.confidence < round(flag_below, 3)), (said.confidence, flag_below)
    assert any(name.endswith(", unshown") for name in against(said.signals)), against(said.signals)



def test_the_steps_left_unscored_because_the_locator_was_not_sure_are_named_at_the_end_of_a_run():
    """Under strict a locator tie is unscored: the end-of-run line says so beside the verdicts the judge could not
    decide (it used to name the verdicts only, leaving the ties unexplained)."""
    from iwr_bench.tasks.report.figures import OFFLINE, LeaderRow, unmeasured

    row = LeaderRow(model="m", lvs=None, hvs=None, vfs=None, ifs=None, final=None, judge=OFFLINE, protocol="strict",
                    undecided=16, judge_errors=0, unscored_steps=22, counted_steps=131)
    text = unmeasured(row)
    assert text.startswith("IFS not measured on 22 of 153 steps reached (14 %)"), text
    assert "16 verdict(s) the judge could not decide offline" in text and "6 step(s) whose element the locator was not sure" in text
    only = LeaderRow(model="m", lvs=None, hvs=None, vfs=None, ifs=None, final=None, judge=OFFLINE, protocol="paper",
                     undecided=16, judge_errors=0, unscored_steps=16, counted_steps=137)
    assert "locator" not in unmeasured(only)


def test_a_refit_prints_each_corpus_judged_out_of_fold_from_its_own_measurement(monkeypatch, tmp_path, capsys):
    """``--calibrate --unseen`` measures every calibrating corpus once and prints the out-of-fold table from that same
    measurement (a second half-hour run of every corpus is not needed for the round's figures)."""
    from types import SimpleNamespace

    import iwr_bench.bench.grounding as g

    rows = _rows(parts=3, per=100)
    measured: list[str] = []

    def measure(name: str, **_: object) -> SimpleNamespace:
        measured.append(name)
        part = f"part{len(measured) % 3}"
        return SimpleNamespace(results=[SimpleNamespace(certainty=raw, signals=sig, correct=ok) for raw, sig, ok, p in rows if p == part])

    monkeypatch.setattr(g, "measure", measure)
    monkeypatch.setattr(cal, "CALIBRATION", tmp_path / "calibration.json")
    monkeypatch.setattr(g, "CALIBRATE_ON", ("synthetic", "working", "heldout"))
    try:
        g.main(["--calibrate", "--unseen"])
    finally:
        cal.table.cache_clear()
    out = capsys.readouterr().out
    assert measured == ["synthetic", "working", "heldout"]
    assert (tmp_path / "calibration.json").is_file() and out.startswith("calibration: 300 cases from synthetic, working, heldout")
    assert "| corpus | cases | top-1 | flagged | confidently wrong |" in out and "| **all** | 300 |" in out
    assert all(f"| {name} | 100 |" in out for name in ("synthetic", "working", "heldout"))
