"""The installed environment matches the pins: one onnxruntime, a safe litellm, no network on import."""

from __future__ import annotations

import importlib.metadata as md
import os
import re
import subprocess
import sys

import pytest


def _dists() -> set[str]:
    return {re.sub(r"[-_.]+", "-", (d.metadata["Name"] or "").lower()) for d in md.distributions()}


def test_exactly_one_onnxruntime_distribution():
    """rapidocr-onnxruntime depends on ``onnxruntime``, whose files would overwrite onnxruntime-gpu's."""
    runtimes = sorted(d for d in _dists() if d.startswith("onnxruntime"))
    assert runtimes == ["onnxruntime-gpu"], f"expected only onnxruntime-gpu, found {runtimes}"


def test_rapidocr_imports_on_the_gpu_runtime():
    import onnxruntime
    import rapidocr_onnxruntime  # noqa: F401

    assert "CPUExecutionProvider" in onnxruntime.get_available_providers()


def test_litellm_is_not_a_malicious_release():
    assert md.version("litellm") not in {"1.82.7", "1.82.8"}


@pytest.mark.slow
def test_importing_litellm_makes_no_network_call():
    code = (
        "import socket\n"
        "def refuse(*a, **k): raise SystemExit('network call on import: %r' % (a,))\n"
        "socket.socket.connect = refuse\n"
        "socket.getaddrinfo = refuse\n"
        "socket.create_connection = refuse\n"
        "import litellm\n"
        "assert litellm.model_cost, 'the local price map did not load'\n"
    )
    env = {**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
