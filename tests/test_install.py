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
    """rapidocr-onnxruntime 1.x depended on ``onnxruntime``, whose files overwrote onnxruntime-gpu's (RapidOCR is now ``rapidocr`` 2.x)."""
    runtimes = sorted(d for d in _dists() if d.startswith("onnxruntime"))
    assert runtimes == ["onnxruntime-gpu"], f"expected only onnxruntime-gpu, found {runtimes}"


def test_rapidocr_imports_on_the_gpu_runtime():
    import onnxruntime
    import rapidocr  # noqa: F401

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


# Imported only behind a guard, and not installed by default: `make export-deps` brings them.
NOT_INSTALLED_BY_DEFAULT = {"torch", "transformers"}


def test_every_third_party_import_is_a_declared_dependency():
    """``websocket`` (websocket-client, the sandbox's CDP connection) was imported by tasks/sandbox/browser.py
    while only selenium brought it in: a selenium release dropping it would break every replay."""
    import ast
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    ours = {"iwr_bench", "tests"}
    imported: dict[str, str] = {}
    for package in ("iwr_bench",):
        for path in sorted((root / package).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else (
                    [node.module] if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module else [])
                for name in names:
                    top = name.split(".")[0]
                    if top not in ours and top not in sys.stdlib_module_names:
                        imported.setdefault(top, str(path.relative_to(root)))
    project = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    specs = project["dependencies"] + [d for extra in project["optional-dependencies"].values() for d in extra]
    declared = {re.sub(r"[-_.]+", "-", re.split(r"[<>=!~;\[ ]", d)[0].lower()) for d in specs}
    provided = md.packages_distributions()
    undeclared = {m: where for m, where in imported.items() if m not in NOT_INSTALLED_BY_DEFAULT
                  and not {re.sub(r"[-_.]+", "-", d.lower()) for d in provided.get(m, [])} & declared}
    assert not undeclared, f"imported but not in pyproject's dependencies: {undeclared}"
