"""The run estimate: work and measured rates in, CPU-seconds, wall time and judge calls out."""

import json
from dataclasses import replace

import pytest

from iwr_bench.tasks.report.estimate import (
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
    from iwr_bench.schemas.record import Action, BenchTask
    from iwr_bench.tasks.report.estimate import work_for

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


def test_work_for_counts_only_the_stages_that_run_and_the_pairs_given(tmp_path):
    from iwr_bench.schemas.record import Action, BenchTask
    from iwr_bench.tasks.report.estimate import work_for

    gt = [tmp_path / f"{k}.png" for k in range(2)]
    t = BenchTask(7, tmp_path, 1000, 1000, "desktop", "desktop", "L1", "low", "x", "y", "s",
                  (Action(1, "Click", "Click 'A'", True, "A shows.", checkpoint=gt[1]),), None, None, (), gt[0], "per_action", "h")
    full = work_for([t], ["a", "b"], llm_judge=True)
    assert (full.pairs, full.actions, full.checkpoints, full.ocr_images, full.judge_calls, full.generations) == (2, 2, 4, 6, 6, 2)
    replay_only = work_for([t], ["a", "b"], llm_judge=True, stages=("replay",))
    assert (replay_only.actions, replay_only.ocr_images, replay_only.judge_calls, replay_only.generations) == (2, 0, 0, 0)
    one = work_for([t], ["a", "b"], pairs=[(t, "b")])  # an earlier run has a page of "b" only
    assert (one.pairs, one.generations) == (1, 1)


def test_plan_lines_say_the_work_the_stages_and_the_wall_time_on_1_4_and_16_workers():
    from iwr_bench.tasks.report.estimate import Forecast

    work = Work(pairs=4, actions=30, ocr_megapixels=10.0, ocr_images=12, checkpoints=8, judge_calls=20, generations=4,
                cached={"pairs_done": 2, "gt_features": 5})
    f = Forecast(work, replace(RATES, source="make bench"), workers=2)
    text = "\n".join(f.lines())
    assert "4 (task, model) pairs, 30 actions to replay, 8 checkpoints to score" in text
    assert "12 by OCR" in text and "judge calls 20" in text and "generation calls 4" in text
    assert "already done: 2 pairs" in text and "already read: 5" in text
    assert "replay 30" in text and "ocr 5" in text
    assert f.estimate.line() in text and "1: " in text and "16: " in text
    assert "no rates measured" not in text
    assert "no rates measured" in "\n".join(Forecast(work, DEFAULT_RATES, 1).lines())
    assert f.eta(0.5, 100.0) == pytest.approx(100.0) and f.eta(0.0, 0.0) == pytest.approx(f.estimate.wall_s)
    # A Dask cluster's run: its worker threads, said where, and among the scales.
    cluster = "\n".join(Forecast(work, f.rates, 6, where="on the Dask cluster at tcp://h:8786").lines())
    assert f"estimate on the Dask cluster at tcp://h:8786: {Forecast(work, f.rates, 6).estimate.line()}" in cluster
    assert ", 4: " in cluster and ", 6: " in cluster and ", 16: " in cluster


@pytest.fixture()
def small_dataset(tmp_path, monkeypatch):
    """Three tasks of one visually checked action each, and state folders that must stay unwritten."""
    from iwr_bench.core.settings import get_settings
    from tests.fixtures.datasets import action, png, record, task_folder, write_jsonl

    data = tmp_path / "data-set"
    for tid in (1, 2, 3):
        root = task_folder(data, tid, steps=(0, 1), reference=True)
        for k in (0, 1):  # every checkpoint its own pixels, as in a real dataset
            (root / "checkpoints" / f"step_{k}.png").write_bytes(png((tid * 30, k * 90, 7)))
    write_jsonl(data / "data.jsonl", [record(t, [action()]) for t in (1, 2, 3)])
    state = tmp_path / "state"
    for name, sub in (("IWR_WAREHOUSE", "wh"), ("IWR_RESULTS", "results"), ("IWR_PREFECT_HOME", "prefect")):
        monkeypatch.setenv(name, str(state / sub))
    monkeypatch.setenv("IWR_ENV_FILE", str(tmp_path / "no.env"))
    get_settings.cache_clear()
    yield data, state
    get_settings.cache_clear()


def test_iwr_run_plan_prints_the_estimate_and_does_no_work(small_dataset, capsys, monkeypatch):
    import sys

    from iwr_bench.cli.main import main

    data, state = small_dataset
    monkeypatch.setattr(sys, "argv", ["iwr", "run", "--plan", "--data", str(data), "--models", "iwr/oracle,iwr/blank", "--run-id", "p"])
    with pytest.raises(SystemExit) as exit_:
        main()
    out = capsys.readouterr().out
    assert exit_.value.code in (0, None), out
    # 3 tasks x 2 models; the oracle's screenshots equal the ground truth, so only the blank's and the ground truth are read
    assert "6 (task, model) pairs, 6 actions to replay, 12 checkpoints to score" in out
    assert "images to read: 12 by OCR" in out and "generation calls 0" in out
    assert "estimate here:" in out and "(rates: defaults)" in out
    assert not state.exists(), sorted(str(p) for p in state.rglob("*"))


def test_plan_takes_out_what_the_caches_and_the_run_already_hold(small_dataset):
    """A resumed run (same run id) and ground truth read by an earlier run cost nothing."""
    from iwr_bench.core.settings import get_settings
    from iwr_bench.flows.request import RunRequest
    from iwr_bench.flows.run import plan
    from iwr_bench.tasks.report.estimate import save_rates
    from iwr_bench.tasks.scoring.visual import CheckpointCase, FeatureCache, score_visual
    from iwr_bench.tasks.warehouse.store import write_result

    data, state = small_dataset
    s = get_settings()
    request = RunRequest(data=str(data), models=["iwr/blank"], run_id="r")
    before = plan(request, settings=s)
    assert (before.work.pairs, before.work.ocr_images) == (3, 12)
    cache = FeatureCache(s.results / "cache" / "features")
    gts = [data / "data" / str(t) / "checkpoints" / f"step_{k}.png" for t in (1, 2) for k in (0, 1)]
    score_visual([CheckpointCase(0, g, None) for g in gts], cache=cache, dino=None, center_crop=True, ocr=lambda p: "x")
    write_result(s.warehouse, "task_scores", [{"run_id": "r", "model": "iwr/blank", "task_id": 3}], run_id="r", model="iwr/blank",
                 task_id=3, variant="iwr/offline|paper")
    save_rates(s.results, RATES)
    after = plan(request, settings=s)
    assert after.work.cached == {"pairs_done": 1, "gt_features": 4}
    assert (after.work.pairs, after.work.ocr_images) == (2, 4)  # tasks 1 and 2: only the blank page's screenshots
    assert after.rates.action_cpu_s == RATES.action_cpu_s  # this machine's measured rates


def test_the_pairs_bar_shows_the_time_left_from_the_forecast():
    from rich.progress import Progress

    from iwr_bench.flows.progress import _eta_column

    col = _eta_column(lambda done, elapsed: 120.0 if done == 0.5 else 999.0)
    prog = Progress(col)
    pairs, replay = prog.add_task("pairs", total=10), prog.add_task("replay", total=10)
    prog.update(pairs, completed=5)
    assert col.render(prog.tasks[pairs]).plain.endswith("ETA 2 min")
    assert col.render(prog.tasks[replay]).plain == ""  # one ETA, on the pairs bar
