"""What the stages of one process share: browsers, scorers, model set-up; closed in one place.

Made on first use, per process (on Dask, per worker), from the run's ``RunSpec``; the entry
point (``iwr_bench.flows.run.run``) closes them in a ``finally`` whatever the caller.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from iwr_bench.flows.spec import RunSpec

_lock = threading.Lock()
_resources: dict[str, Any] = {}


def resource(name: str, make) -> Any:
    with _lock:
        if name not in _resources:
            _resources[name] = make()
        return _resources[name]


def browser_pool(spec: RunSpec):
    from iwr_bench.tasks.sandbox.browser import Binaries
    from iwr_bench.tasks.sandbox.judge_browser import BrowserPool

    return resource("browser_pool", lambda: BrowserPool(spec.browsers, binaries=Binaries(spec.chromium, spec.chromedriver),
                                                             renderer_memory_mb=spec.renderer_memory_mb))


def close_resources() -> None:
    """End of a run: close the browsers and drop the scorers (their counters are per run)."""
    with _lock:
        pool = _resources.pop("browser_pool", None)
        _resources.clear()
    if pool is not None:
        pool.close()


def scorers(spec: RunSpec) -> dict[str, Any]:
    """Judge, DINO scorer, feature cache and protocol, made once per process."""
    def make():
        from iwr_bench.tasks.judge.judges import get_judge
        from iwr_bench.tasks.scoring.dino import load_scorer
        from iwr_bench.tasks.scoring.protocols import get_protocol
        from iwr_bench.tasks.scoring.visual import FeatureCache, ocr_text

        results = Path(spec.results)
        return {
            "judge": get_judge(spec.judge, results / "cache" / "judge", ocr=ocr_text, retries=spec.judge_retries,
                               endpoint=spec.judge_endpoint, budget=spec.judge_budget),
            "dino": load_scorer(Path(spec.models_dir), spec.dino_batch),
            "cache": FeatureCache(results / "cache" / "features"),
            "protocol": get_protocol(spec.protocol),
            "ocr": ocr_text,
        }

    return resource(f"scorers:{spec.judge}:{spec.protocol}", make)


def model_setup(spec: RunSpec, model: str):
    """(ModelSettings, iwr_bench.tasks.llm Endpoint) of a model under test, read once per process (the
    endpoint was resolved and checked by ``iwr_bench.flows.request.check``)."""
    def make():
        from iwr_bench.tasks.generation import model_settings
        from iwr_bench.tasks.generation.models import with_args

        row = model_settings(model, Path(spec.models_config) if spec.models_config else None)
        return with_args(row, spec.model_overrides(model), model), spec.generator_endpoint(model)

    endpoint = spec.generator_endpoint(model)
    return resource(f"model:{model}:{endpoint.api_base}:{endpoint.api_key_env}:{spec.models_config}:{spec.model_overrides(model)}", make)
