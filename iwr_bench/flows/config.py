"""What every stage of one run is told: plain, picklable values (the flow passes them to tasks,
also on Dask workers), read from the settings once by ``iwr_bench.flows.request.check``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

STAGES = ("generate", "replay", "score")
# Where a run's pages come from: asked of the models, imported, or the run's own earlier pages.
SOURCES = ("generate", "import", "run")


@dataclass(frozen=True)
class RunConfig:
    run_id: str
    models: tuple[str, ...]
    judge: str
    protocol: str
    warehouse: str
    results: str
    stages: frozenset[str] = frozenset(STAGES)
    source: str = "generate"
    refresh: frozenset[str] = frozenset()
    api_base: str | None = None
    models_config: str | None = None
    models_dir: str = "models/onnx"
    generation_attempts: int = 5
    generation_backoff_s: float = 2.0
    judge_retries: int = 2
    dino_batch: int = 16
    browsers: int = 2
    chromium: str = "/usr/bin/chromium"
    chromedriver: str = "/usr/bin/chromedriver"
    renderer_memory_mb: int = 1024  # 0: no cap
    grounding_model: str | None = None
    # (model, iwr_bench.tasks.llm Endpoint) of each model under test, resolved and checked by iwr_bench.flows.request.check.
    generator_endpoints: tuple[tuple[str, Any], ...] = ()
    # iwr_bench.tasks.llm Endpoint and CallBudget of the judge and the grounder, made from the settings.
    judge_endpoint: Any = None
    judge_budget: Any = None
    grounding_endpoint: Any = None
    grounding_budget: Any = None

    def generator_endpoint(self, model: str) -> Any:
        """The endpoint of ``model`` (a plain ``iwr_bench.tasks.llm.Endpoint`` of the model when none was resolved)."""
        for m, endpoint in self.generator_endpoints:
            if m == model:
                return endpoint
        from iwr_bench.tasks.llm import Endpoint

        return Endpoint(model, None if model.startswith("iwr/") else self.api_base)

    @property
    def variant(self) -> str:
        return f"{self.judge}|{self.protocol}"
