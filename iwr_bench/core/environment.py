"""What a run ran on, for its ``runs`` row: interpreter, browser and driver, the libraries that
shape a result, and the machine (CPU model and count, load at the start).

A figure made with another Chromium, another OCR or another LiteLLM may differ; the row says
which were used, so two runs can be told apart (inspect_ai's ``EvalSpec`` records package
versions the same way). Every reading is best effort: what cannot be read is None, never a guess.
"""

from __future__ import annotations

import functools
import os
import platform
import re
import subprocess
from typing import Any

# Distributions whose versions a run records: what they are called where they are installed
# (the first that is installed wins: onnxruntime may be the GPU build).
PACKAGES: dict[str, tuple[str, ...]] = {
    "onnxruntime": ("onnxruntime", "onnxruntime-gpu"),
    "rapidocr": ("rapidocr-onnxruntime", "rapidocr"),
    "litellm": ("litellm",),
    "prefect": ("prefect",),
    "selenium": ("selenium",),
}
_VERSION = re.compile(r"\b(\d+(?:\.\d+){1,3})\b")


def _version_of(argv: list[str]) -> str | None:
    try:
        out = subprocess.run(argv, capture_output=True, text=True, timeout=20, env={**os.environ, "LC_ALL": "C"})
    except (OSError, subprocess.SubprocessError):
        return None
    m = _VERSION.search(out.stdout or "")
    return m.group(1) if out.returncode == 0 and m else None


@functools.cache
def chromium_version(path: str = "/usr/bin/chromium") -> str | None:
    """``156.0.8078.114``: what ``chromium --version`` says (None: not found or unreadable)."""
    return _version_of([path, "--version"])


@functools.cache
def chromedriver_version(path: str = "/usr/bin/chromedriver") -> str | None:
    return _version_of([path, "--version"])


def package_versions() -> dict[str, str | None]:
    """The installed version of each of ``PACKAGES`` (None: not installed)."""
    from importlib.metadata import PackageNotFoundError, version

    out: dict[str, str | None] = {}
    for name, dists in PACKAGES.items():
        out[name] = None
        for dist in dists:
            try:
                out[name] = version(dist)
                break
            except PackageNotFoundError:
                continue
    return out


def cpu_model() -> str | None:
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.lower().startswith("model name"):
                    return line.split(":", 1)[1].strip() or None
    except OSError:
        pass
    return platform.processor() or None


def cpu_count() -> int:
    """The cores this process may run on (its affinity), not the machine's."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


def load_average() -> float | None:
    """The one-minute load average (runnable and waiting processes), None where unknown."""
    try:
        return round(os.getloadavg()[0], 2)
    except OSError:
        return None


def environment(chromium: str = "/usr/bin/chromium", chromedriver: str = "/usr/bin/chromedriver") -> dict[str, Any]:
    """The ``runs`` row's environment columns."""
    return {
        "python_version": platform.python_version(), "chromium_version": chromium_version(chromium),
        "chromedriver_version": chromedriver_version(chromedriver), "package_versions": package_versions(),
        "cpu_model": cpu_model(), "cpu_count": cpu_count(), "load_at_start": load_average(),
    }
