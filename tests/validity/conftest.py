"""The validity suite's shared judge: the bundled benchmark, one browser, cached OCR features.

The bundled benchmark is the suite's one bundled-dataset fixture (``tests/conftest.py``
``bundled_dataset``: the built copy when current with its sites, else authored once). OCR features are cached by image content
in pytest's cache folder too: OCR is a deterministic function of the image bytes (the key
holds the OCR version), and the oracle's screenshots are byte-identical to the ground truth,
so a warm run does almost no OCR.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest

from iwr_bench.schemas.record import BenchTask

ROOT = Path(__file__).resolve().parents[2]
BUNDLE = ROOT / "benchmarks" / "iwr-mini"
DETECTION_MD = ROOT / "results" / "validity" / "detection.md"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "validity: calibration and mutation tests of the judge (make validity)")


def _cache_dir(config: pytest.Config, tmp_path_factory: pytest.TempPathFactory, name: str) -> Path:
    cache = getattr(config, "cache", None)  # absent under -p no:cacheprovider
    return Path(cache.mkdir(name)) if cache is not None else tmp_path_factory.mktemp(name)


@pytest.fixture(scope="session")
def bundle_dataset(bundled_dataset: Path) -> Path:
    """The suite's one bundled-dataset fixture (tests/conftest.py): current with its sites."""
    return bundled_dataset


@pytest.fixture(scope="session")
def bench_tasks(bundle_dataset: Path) -> dict[int, BenchTask]:
    from iwr_bench.tasks.data.dataset import load_dataset

    return {t.task_id: t for t in load_dataset(bundle_dataset).tasks}


@dataclass
class Evaluated:
    """A page through the judge: its replay rows, scores and the summary the mutants compare."""

    task: BenchTask
    replay: Any
    score: Any  # iwr_bench.tasks.scoring.page.PageScore

    @property
    def rows(self) -> tuple[dict[str, Any], ...]:
        return self.replay.rows

    @property
    def ts(self) -> dict[str, Any]:
        return self.score.task_score

    def checkpoint(self, step: int) -> dict[str, Any] | None:
        return next((c for c in self.score.checkpoints if c["step"] == step), None)

    def observation(self):
        from tests.mutants import Observation

        c0 = self.checkpoint(0)
        return Observation(self.ts["first_failure"], self.ts["first_failure_kind"], self.ts["ifs"],
                           c0["ocr_score"] if c0 else None, c0["dino_score"] if c0 else None)


def without_checkpoints(task: BenchTask, keep_initial: bool = False) -> BenchTask:
    """The task with its ground-truth screenshots dropped: scoring then judges IFS only (no OCR)."""
    return replace(task, actions=tuple(replace(a, checkpoint=None) for a in task.actions),
                   initial_checkpoint=task.initial_checkpoint if keep_initial else None)


class Judge:
    """generate -> replay -> score with the stage functions, one browser, the offline judge."""

    def __init__(self, work: Path, cache_root: Path):
        from iwr_bench.core.hashing import sha256_file
        from iwr_bench.core.settings import get_settings
        from iwr_bench.tasks.judge.judges import OfflineJudge
        from iwr_bench.tasks.sandbox.judge_browser import BrowserPool
        from iwr_bench.tasks.scoring.dino import load_scorer
        from iwr_bench.tasks.scoring.protocols import get_protocol
        from iwr_bench.tasks.scoring.visual import FeatureCache, ocr_text, ocr_version

        self.work = work
        self.cache_root = cache_root
        self.features = FeatureCache(cache_root / "features")
        version = ocr_version()
        self.ocr = lambda p: self.features.text(Path(p), sha256_file(p), version, ocr_text)
        self.judge = OfflineJudge(self.ocr)
        self.protocol = get_protocol("paper")
        self.dino = load_scorer(get_settings().models_dir)
        self.pool = BrowserPool(1)
        self._n = 0

    def generate(self, task: BenchTask, model: str) -> Path:
        from iwr_bench.tasks.generation import generate_page, model_settings

        out = self.work / "pages" / model.replace("/", "_") / str(task.task_id)
        gen = generate_page(task, model, model_settings(model), out, run_id="validity", cache_root=self.cache_root / "generate")
        assert gen.page_path is not None, f"task {task.task_id}: {model} produced no page: {gen.row.get('error_message')}"
        return gen.page_path

    def evaluate(self, task: BenchTask, page: Path, label: str, *, scored: BenchTask | None = None) -> Evaluated:
        """Replay ``page`` against ``task`` and score it; ``scored`` (default ``task``) picks the checkpoints scored."""
        from iwr_bench.tasks.replay.page import replay_page
        from iwr_bench.tasks.scoring.page import score_page

        self._n += 1
        shots = self.work / "shots" / f"{self._n:03d}-{task.task_id}-{label.replace('/', '_')}"
        replay = replay_page(task, page, shots, pool=self.pool)
        rows = [dict(r) for r in replay.rows]
        score = score_page(scored or task, label, "validity", rows, judge=self.judge, protocol=self.protocol,
                           dino=self.dino, cache=self.features, ocr=self.ocr)
        return Evaluated(task, replay, score)

    def close(self) -> None:
        self.pool.close()


@pytest.fixture(scope="session")
def judge_env(pytestconfig: pytest.Config, tmp_path_factory: pytest.TempPathFactory):
    env = Judge(tmp_path_factory.mktemp("validity"), _cache_dir(pytestconfig, tmp_path_factory, "iwr-validity-cache"))
    yield env
    env.close()


@pytest.fixture(scope="session")
def oracle_runs(judge_env: Judge, bench_tasks: dict[int, BenchTask]):
    """The oracle's evaluation per task, made on first use and shared by calibration and mutants."""
    done: dict[int, Evaluated] = {}

    def get(task_id: int) -> Evaluated:
        if task_id not in done:
            task = bench_tasks[task_id]
            done[task_id] = judge_env.evaluate(task, judge_env.generate(task, "iwr/oracle"), "iwr/oracle")
        return done[task_id]

    return get


_DETECTIONS: list[Any] = []


@pytest.fixture(scope="session")
def detections() -> list[Any]:
    """Mutation tests append ``tests.mutants.Detection`` rows; the table is written at the end."""
    return _DETECTIONS


def pytest_terminal_summary(terminalreporter, exitstatus, config) -> None:
    if not _DETECTIONS:
        return
    from tests.mutants import detection_markdown

    text = detection_markdown(_DETECTIONS)
    DETECTION_MD.parent.mkdir(parents=True, exist_ok=True)
    DETECTION_MD.write_text(text, encoding="utf-8")
    terminalreporter.write_sep("-", f"mutant detection (also in {DETECTION_MD.relative_to(ROOT)})")
    terminalreporter.write_line(text)
