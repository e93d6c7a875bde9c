"""Nothing leaves the machine for a host nobody named: every library's telemetry is off.

``telemetry_off()`` sets these variables (unless the user set them) when ``iwr_bench`` is
imported, before any of the libraries that read them is: some read them once, at their own
import. Found by tracing a run's connections (strace, and a proxy trap in
``tests/test_telemetry.py``):

* onnxruntime (1.31, used by RapidOCR and DINO) keeps a device id and an event store under
  ``~/.cache/Microsoft/DeveloperTools/.onnxruntime/`` and, at the exit of a process that ran
  a session, tries to send them to ``mobile.events.data.microsoft.com`` (a DNS lookup, or a
  ``CONNECT`` through a proxy; about two exits in five). ``disable_telemetry_events()`` does
  not stop it; ``ORT_DISABLE_TELEMETRY`` read at import does.
* Prefect's client sends usage events to Amplitude unless ``DO_NOT_TRACK``; its server
  reports analytics unless told not to.
* huggingface_hub adds telemetry to its requests (to the hub a user named) unless told not to.
* LiteLLM fetches its model price map from GitHub when imported, unless told to use its copy.
* Selenium Manager (not used when the driver's path is known, as here) sends usage stats.

Chromium's own background traffic is held by the sandbox (``iwr_bench.tasks.sandbox.browser``:
no name resolves, everything else goes to a proxy that goes nowhere).
"""

from __future__ import annotations

import os

TELEMETRY_OFF = {
    "ORT_DISABLE_TELEMETRY": "1",
    "DO_NOT_TRACK": "1",
    "PREFECT_SERVER_ANALYTICS_ENABLED": "false",
    "PREFECT_CLOUD_ENABLE_ORCHESTRATION_TELEMETRY": "false",
    "HF_HUB_DISABLE_TELEMETRY": "1",
    "LITELLM_LOCAL_MODEL_COST_MAP": "True",
    "SE_AVOID_STATS": "true",
}


def telemetry_off() -> None:
    """Set every variable of ``TELEMETRY_OFF`` the environment does not set already."""
    for key, value in TELEMETRY_OFF.items():
        os.environ.setdefault(key, value)
