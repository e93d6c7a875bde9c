"""Importing any module of iwr_bench does nothing: no folder, no file, no setting.

Once four ``flows/`` modules configured Prefect when imported: a ``.prefect/`` folder appeared in
whatever folder a program ran from, and ~18 environment variables were set, behind 23 noqa
comments. Prefect is configured when a run starts now (``iwr_bench.flows.prefect_env``).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from iwr_bench.core.telemetry import TELEMETRY_OFF

# The variables an import may set, and why: they turn off the telemetry of the libraries iwr
# uses (onnxruntime, Prefect, huggingface_hub, LiteLLM's price-map fetch, Selenium Manager),
# some of which read them once, at their own import (iwr_bench.core.telemetry).
ALLOWED = dict(TELEMETRY_OFF)

CHILD = r"""
import importlib, json, os, pkgutil
before = dict(os.environ)
import iwr_bench
names = [m.name for m in pkgutil.walk_packages(iwr_bench.__path__, "iwr_bench.") if not m.name.endswith("__main__")]
for name in names:
    importlib.import_module(name)
after = dict(os.environ)
print(json.dumps({"modules": len(names), "changed": {k: after.get(k) for k in set(before) | set(after) if before.get(k) != after.get(k)},
                  "cwd": sorted(os.listdir("."))}))
"""


@pytest.mark.slow
def test_importing_every_module_creates_nothing_and_sets_nothing(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("IWR_", "PREFECT_", "LITELLM_")) and k not in TELEMETRY_OFF}
    env["HOME"] = str(tmp_path / "home")  # Prefect's own import may make its home folder; ours must not
    work = tmp_path / "work"
    work.mkdir()
    out = subprocess.run([sys.executable, "-c", CHILD], cwd=work, env=env, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-3000:]
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["modules"] > 100
    assert seen["cwd"] == [], f"importing iwr_bench wrote into the current folder: {seen['cwd']}"
    assert seen["changed"] == ALLOWED, seen["changed"]
