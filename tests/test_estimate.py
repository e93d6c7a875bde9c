"""The run estimate: work and measured rates in, CPU-seconds, wall time and judge calls out."""

import json

import pytest

from tasks.estimate import (
    DEFAULT_RATES,
    Rates,
    Work,
    estimate,
    load_rates,
    rates_path,
    remaining,
    save_rates,
)

RATES = Rates(startup_cpu_s=20.0, startup_wall_s=25.0, pair_cpu_s=2.0, action_cpu_s=1.0, ocr_cpu_s_per_mpx=0.5,
              dino_cpu_s_per_image=0.25, efficiency=0.8, cores_per_worker=1.0, generation_wall_s=30.0, judge_wall_s=5.0)


def test_cpu_is_the_sum_of_the_stages():
    work = Work(pairs=10, actions=90, ocr_megapixels=60.0, dino_images=40, judge_calls=12, generations=10)
    est = estimate(work, RATES, workers=2)
    assert est.by_stage == {"startup": 20.0, "pairs": 20.0, "replay": 90.0, "ocr": 30.0, "dino": 10.0}
    assert est.cpu_s == pytest.approx(170.0)
    # 150 CPU-s of work on 2 workers at 80 % busy, plus 10 x 30 s + 12 x 5 s of API waits shared by 2 workers
    assert est.wall_s == pytest.approx(25.0 + 150.0 / 1.6 + (300.0 + 60.0) / 2)
    assert est.judge_calls == 12 and est.workers == 2
    assert "2 workers" in est.line() and "170 CPU-s" in est.line()


def test_more_workers_never_take_longer_and_cached_work_costs_nothing():
    work = Work(pairs=3164, actions=28028, ocr_megapixels=5000.0)
    walls = [estimate(work, RATES, workers=w).wall_s for w in (1, 4, 16)]
    assert walls[0] > walls[1] > walls[2] > RATES.startup_wall_s
    assert estimate(work, RATES, 4).cpu_s == estimate(work, RATES, 16).cpu_s
    nothing = estimate(Work(pairs=0, actions=0, ocr_megapixels=0.0), RATES)
    assert nothing.cpu_s == RATES.startup_cpu_s and nothing.wall_s == RATES.startup_wall_s
    assert estimate(work, RATES, include_startup=False).by_stage["startup"] == 0.0
    with pytest.raises(ValueError):
        estimate(work, RATES, workers=0)


def test_eta_follows_the_pace_once_a_tenth_is_done():
    est = estimate(Work(pairs=10, actions=100, ocr_megapixels=0.0), RATES, workers=1)
    assert remaining(est, 0.05, 10.0) == pytest.approx(est.wall_s - 10.0)
    assert remaining(est, 0.5, 300.0) == pytest.approx(300.0)
    assert remaining(est, 1.0, 300.0) == 0.0


def test_rates_file_round_trip_and_defaults(tmp_path):
    assert load_rates(tmp_path) == DEFAULT_RATES  # no make bench yet
    path = save_rates(tmp_path, RATES)
    assert path == rates_path(tmp_path)
    back = load_rates(tmp_path)
    assert back.action_cpu_s == 1.0 and back.source == str(path)
    # an older or newer file: unknown fields ignored, missing ones defaulted
    path.write_text(json.dumps({"action_cpu_s": 2.5, "from_the_future": 1}))
    merged = load_rates(tmp_path)
    assert merged.action_cpu_s == 2.5 and merged.ocr_cpu_s_per_mpx == DEFAULT_RATES.ocr_cpu_s_per_mpx
    path.write_text("{not json")
    assert load_rates(tmp_path) == DEFAULT_RATES


def test_work_for_a_run_counts_what_is_left(tmp_path):
    from schemas.record import Action, BenchTask
    from tasks.estimate import work_for

    def task(tid, w, h):
        gts = [tmp_path / f"{tid}_{k}.png" for k in range(3)]
        acts = (Action(1, "Click", "Click 'A'", True, "A shows.", checkpoint=gts[1]),
                Action(2, "Scroll", "Scroll down", False, None, checkpoint=gts[2]))
        return BenchTask(tid, tmp_path, w, h, "desktop", "desktop", "L1", "low", "x", "y", "s", acts, None, None, (), gts[0], "per_action", "h")

    tasks = [task(1, 1000, 1000), task(2, 500, 400)]
    models = ["iwr/oracle", "gpt-5"]
    w = work_for(tasks, models, same_as_ground_truth={"iwr/oracle"}, offline={"iwr/oracle"}, llm_judge=True, dino=True)
    assert (w.pairs, w.actions, w.generations) == (4, 8, 2)
    # ground truth read once (2 checkpoints x 2 tasks), gpt-5's screenshots once each, the oracle's for free
    assert w.ocr_images == 8 and w.dino_images == 8
    assert w.ocr_megapixels == pytest.approx(2 * (2 * 1.0 + 2 * 0.2))
    assert w.judge_calls == 4 * (1 + 2)  # one assertion and two checkpoints per pair
    left = work_for(tasks, models, done={(1, "gpt-5"), (1, "iwr/oracle")}, gt_cached={tmp_path / "2_0.png", tmp_path / "2_1.png"})
    assert (left.pairs, left.ocr_images, left.generations) == (2, 4, 2) and left.cached["gt_features"] == 2  # both models read their pages
