"""Prefect configuration, applied before ``prefect`` is first imported.

Prefect keeps its state under the project (``IWR_PREFECT_HOME``, default ``.prefect/``), not
the home folder; it runs in ephemeral mode unless ``PREFECT_API_URL`` points at a server
(``make ui`` sets that); telemetry is off (there may be no network); and the noise the
ephemeral server makes at shutdown is kept out of the user's terminal.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

_APPLIED = False


def configure_prefect(home: Path | None = None) -> None:
    global _APPLIED
    if _APPLIED:
        return
    from core.settings import get_settings

    s = get_settings()
    home = Path(home or s.prefect_home)
    home.mkdir(parents=True, exist_ok=True)
    defaults = {
        "PREFECT_HOME": str(home),
        "PREFECT_SERVER_ANALYTICS_ENABLED": "false",
        "PREFECT_CLOUD_ENABLE_ORCHESTRATION_TELEMETRY": "false",
        "DO_NOT_TRACK": "1",
        "PREFECT_LOCAL_STORAGE_PATH": str(home / "storage"),
        "PREFECT_RESULTS_PERSIST_BY_DEFAULT": "true",
        "PREFECT_LOGGING_LEVEL": "WARNING",
        "PREFECT_LOGGING_TO_API_ENABLED": "false",
        "PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS": "90",
        # SQLite under concurrent task runs: wait for the lock instead of failing.
        "PREFECT_API_DATABASE_TIMEOUT": "60",
        "PREFECT_SERVER_DATABASE_TIMEOUT": "60",
        "PREFECT_SERVER_LOGGING_LEVEL": "CRITICAL",
        "PREFECT_UI_ENABLED": os.environ.get("PREFECT_UI_ENABLED", "false"),
        "LITELLM_LOCAL_MODEL_COST_MAP": "True",
        "PREFECT_LOGGING_SETTINGS_PATH": str(Path(__file__).with_name("prefect_logging.yml")),
    }
    for k, v in defaults.items():
        os.environ.setdefault(k, v)
    # Shutdown of the ephemeral server logs cancelled-task tracebacks through these loggers.
    for name in ("uvicorn", "uvicorn.error", "uvicorn.access", "prefect.server", "sqlalchemy", "aiosqlite", "asyncio", "docket"):
        logging.getLogger(name).setLevel(logging.CRITICAL)
    _APPLIED = True
