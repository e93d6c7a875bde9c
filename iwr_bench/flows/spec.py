"""The run specification: every value one run works with, resolved once.

Defaults meet in one place: ``iwr_bench.flows.request.check`` builds a ``RunSpec`` from the
caller's ``RunRequest`` (the command line, a nightly config, a test) and the settings
(``IWR_*``), field by field, the request first. Nothing downstream reads the settings or a
request again: the flow hands the spec to every stage (plain, picklable values, also on Dask
workers). A new setting is a ``Settings`` field, a ``RunRequest`` field (when a caller may
override it), one entry of the CLI's run options (``iwr_bench.cli.commands._args.RUN_OPTIONS``)
and one field here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from iwr_bench.core.kinds import Stage
from iwr_bench.tasks.llm import CallBudget, Endpoint

STAGES = tuple(Stage)


@dataclass(frozen=True)
class RunSpec:
    run_id: str
    models: tuple[str, ...]
    judge: str
    protocol: str
    warehouse: str
    results: str
    stages: frozenset[str] = frozenset(STAGES)
    source: str = "generate"  # where pages come from: "generate" (the models), "import" (--pages) or "run" (this run's own)
    refresh: frozenset[str] = frozenset()
    # Dataset records that are not run (only with skip_invalid; otherwise the run is refused).
    skip_invalid: bool = False
    skipped_task_ids: tuple[int, ...] = ()
    skipped_records: tuple[str, ...] = ()  # one line each: which record and why
    samples: int = 1  # generations per (task, model): samples 0..samples-1
    # A nightly run asks the models afresh (its generate keys name the run, so a rerun the same
    # night resumes and the next night asks again) and compares itself with the previous nightly.
    nightly: bool = False
    # Orchestration.
    task_runner: str = "threads"
    dask_address: str | None = None
    workers: int = 2
    prefect_home: str = ".prefect"
    # Generation.
    api_base: str | None = None
    models_config: str | None = None
    generation_attempts: int = 5
    generation_backoff_s: float = 2.0
    # -M: (model, ((key, value), ...)) over its models-file row; generation settings, so in its cache key.
    model_args: tuple[tuple[str, tuple[tuple[str, Any], ...]], ...] = ()
    # (model, endpoint) of each model under test, resolved and checked.
    generator_endpoints: tuple[tuple[str, Endpoint], ...] = ()
    # Replay.
    browsers: int = 2
    chromium: str = "/usr/bin/chromium"
    chromedriver: str = "/usr/bin/chromedriver"
    renderer_memory_mb: int = 1024  # 0: no cap
    browser_patience_s: float = 120.0  # wall time a starved browser call may take (iwr_bench.tasks.sandbox.settle.Limits.patience_s)
    grounding_model: str | None = None
    grounding_endpoint: Endpoint | None = None
    grounding_budget: CallBudget | None = None
    # Scoring.
    models_dir: str = "models/onnx"
    judge_retries: int = 2
    dino_batch: int = 16
    judge_endpoint: Endpoint | None = None  # None: the offline judge
    judge_budget: CallBudget | None = None
    # The end of the run.
    report: bool = True
    report_options: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)
    # Nightly comparisons (tasks/report/regression.py): alpha, min_delta, notify_block.
    regression_options: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)
    fail_on_error: float | None = None  # a share of the pairs; above it the run ends Failed
    mlflow: bool = False  # log the run to MLflow at its end

    def model_overrides(self, model: str) -> dict[str, Any]:
        """The ``-M`` settings of ``model`` (empty: its models-file row as it is)."""
        return next((dict(args) for m, args in self.model_args if m == model), {})

    def generator_endpoint(self, model: str) -> Endpoint:
        """The endpoint of ``model`` (a plain endpoint of the model when none was resolved)."""
        for m, endpoint in self.generator_endpoints:
            if m == model:
                return endpoint
        return Endpoint(model, None if model.startswith("iwr/") else self.api_base)

    @property
    def variant(self) -> str:
        return f"{self.judge}|{self.protocol}"
