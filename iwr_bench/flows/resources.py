"""What the stages of one process share: browsers, scorers, model set-up; closed in one place.

Made on first use, per process (on Dask, per worker) and per run, from the run's ``RunSpec``.
A run's resources are closed when it ends: in the process that ran it by the entry point
(``iwr_bench.flows.run.run``, in a ``finally`` whatever the caller), and on every Dask worker by
``iwr_bench.flows.cluster`` (so a long-lived worker holds no browser between runs, and a second
run on the same worker keeps its own). Whatever is left when a process exits (a worker
stopped mid-run) is closed then: at interpreter exit here, and by the Dask worker plugin's
teardown (``iwr_bench.flows.cluster.WorkerCleanup``).
"""

from __future__ import annotations

import atexit
import threading
from pathlib import Path
from typing import Any

from iwr_bench.flows.spec import RunSpec

_lock = threading.Lock()
_resources: dict[tuple[str, str], Any] = {}  # (run id, name) -> resource
_at_exit = False


def resource(spec: RunSpec, name: str, make) -> Any:
    global _at_exit
    with _lock:
        if not _at_exit:
            atexit.register(close_resources)
            _at_exit = True
        key = (spec.run_id, name)
        if key not in _resources:
            _resources[key] = make()
        return _resources[key]


def browser_pool(spec: RunSpec):
    from iwr_bench.tasks.sandbox.browser import Binaries
    from iwr_bench.tasks.sandbox.judge_browser import BrowserPool

    return resource(spec, "browser_pool", lambda: BrowserPool(spec.browsers, binaries=Binaries(spec.chromium, spec.chromedriver),
                                                                   renderer_memory_mb=spec.renderer_memory_mb))


def close_resources(run_id: str | None = None) -> int:
    """The end of a run (``run_id``; None: every run, as a process exits): close its browsers and drop
    its scorers. Returns how many browser pools were closed."""
    with _lock:
        keys = [k for k in _resources if run_id is None or k[0] == run_id]
        dropped = [_resources.pop(k) for k in keys]
    pools = [r for (_, name), r in zip(keys, dropped, strict=True) if name == "browser_pool"]
    for pool in pools:
        pool.close()
    return len(pools)


def scorers(spec: RunSpec) -> dict[str, Any]:
    """Judge, DINO scorer, feature cache and protocol, made once per process and run."""
    def make():
        from iwr_bench.tasks.judge.judges import get_judge
        from iwr_bench.tasks.scoring.dino import load_scorer
        from iwr_bench.tasks.scoring.protocols import get_protocol
        from iwr_bench.tasks.scoring.visual import FeatureCache, ocr_text, text_reader

        results = Path(spec.results)
        cache = FeatureCache(results / "cache" / "features")
        return {
            # The offline judge reads the screenshots through the feature cache: what it reads is
            # not read again by the checkpoint scoring.
            "judge": get_judge(spec.judge, results / "cache" / "judge", ocr=text_reader(cache), retries=spec.judge_retries,
                               endpoint=spec.judge_endpoint, budget=spec.judge_budget),
            "dino": load_scorer(Path(spec.models_dir), spec.dino_batch),
            "cache": cache,
            "protocol": get_protocol(spec.protocol),
            "ocr": ocr_text,
        }

    return resource(spec, f"scorers:{spec.judge}:{spec.protocol}", make)


def model_setup(spec: RunSpec, model: str):
    """(ModelSettings, iwr_bench.tasks.llm Endpoint) of a model under test, read once per process and run
    (the endpoint was resolved and checked by ``iwr_bench.flows.request.check``)."""
    def make():
        from iwr_bench.tasks.generation import model_settings
        from iwr_bench.tasks.generation.models import with_args

        row = model_settings(model, Path(spec.models_config) if spec.models_config else None)
        return with_args(row, spec.model_overrides(model), model), spec.generator_endpoint(model)

    endpoint = spec.generator_endpoint(model)
    return resource(spec, f"model:{model}:{endpoint.api_base}:{endpoint.api_key_env}:{spec.models_config}:{spec.model_overrides(model)}", make)
