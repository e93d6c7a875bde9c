"""The flows' parameters can be rebuilt by Prefect in a fresh process (a served deployment).

Every run started by ``iwr serve`` once failed before doing any work with ``PydanticUserError:
`Benchmark_FlowModel` is not fully defined; you should define `RunConfig` `` (a dataclass
parameter under ``from __future__ import annotations``). The entry flow now takes one fully
defined pydantic model, ``iwr_bench.flows.request.RunRequest``. Here a subprocess that imports only the
flow module validates JSON parameters the way Prefect does for a deployment: the parameter
schema, ``validate_parameters``, and the flow loaded from its entrypoint as the runner loads it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

CHECK = r"""
import json, sys
from prefect.flows import load_flow_from_entrypoint, safe_load_flow_from_entrypoint
from prefect.utilities.callables import parameter_schema

entrypoint, params = sys.argv[1], json.loads(sys.argv[2])
module, name = entrypoint.split(":")
loaded = __import__(module.replace("/", ".").removesuffix(".py"), fromlist=[name])
flows = {"import": getattr(loaded, name), "entrypoint": load_flow_from_entrypoint(entrypoint),
         "safe": safe_load_flow_from_entrypoint(entrypoint)}
# As a loader that keeps only builtins around the function would see it: no annotation may
# need the module's namespace to resolve (a string annotation "RunConfig" once failed so).
import types
from prefect import Flow
fn = flows["import"].fn
bare = types.FunctionType(fn.__code__, {"__builtins__": __builtins__}, fn.__name__, fn.__defaults__, fn.__closure__)
bare.__annotations__, bare.__kwdefaults__ = dict(fn.__annotations__), fn.__kwdefaults__
flows["bare"] = Flow(bare, name="bare")
schema = parameter_schema(flows["import"].fn).model_dump_for_openapi()
out = {"schema": sorted(schema["properties"])}
for how, flow in flows.items():
    valid = flow.validate_parameters(params)
    out[how] = {k: (v.model_dump(mode="json") if hasattr(v, "model_dump") else v) for k, v in valid.items()}
print(json.dumps(out))
"""


def _validate(entrypoint: str, params: dict, tmp_path: Path) -> dict:
    env = {**os.environ, "PREFECT_HOME": str(tmp_path / "prefect"), "IWR_PREFECT_HOME": str(tmp_path / "prefect")}
    out = subprocess.run([sys.executable, "-c", CHECK, entrypoint, json.dumps(params)], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.mark.slow
def test_the_run_flow_rebuilds_its_request_from_json(tmp_path):
    request = {"data": "benchmarks/iwr-mini/dataset", "models": ["iwr/oracle", "gpt-5"], "judge": "iwr/offline", "protocol": "strict",
               "tasks": [1, 2, 5], "run_id": "nightly-2026-12-01", "stages": ["replay", "score"], "refresh": ["score"],
               "pages": "preds.jsonl", "workers": 3}
    out = _validate("iwr_bench/flows/benchmark.py:benchmark_flow", {"request": request}, tmp_path)
    assert out["schema"] == ["request"]
    for how in ("import", "entrypoint", "safe", "bare"):
        rebuilt = out[how]["request"]
        assert {k: rebuilt[k] for k in request} == request, how


@pytest.mark.slow
def test_the_nightly_flow_takes_plain_values(tmp_path):
    """The entrypoint is prefect.yaml's own: `prefect deploy` reads it as a file path (a dotted
    module path once failed with FileNotFoundError: 'iwr_bench.flows.nightly')."""
    import yaml

    entrypoint = yaml.safe_load((ROOT / "prefect.yaml").read_text())["deployments"][0]["entrypoint"]
    assert entrypoint == "iwr_bench/flows/nightly.py:nightly_flow"
    out = _validate(entrypoint, {"config": "config/nightly.yaml", "night": "2026-12-01"}, tmp_path)
    assert out["schema"] == ["config", "night"]  # night: run a past night again, or fill it in
    assert all(out[how] == {"config": "config/nightly.yaml", "night": "2026-12-01"} for how in ("import", "entrypoint", "safe", "bare"))
