"""Prefect configuration, applied before ``prefect`` is first imported, and its API made ready.

Nothing here runs on import: a run configures Prefect when it starts (``ensure_api``, called by
``iwr_bench.flows.run.run``), and the commands that load a flow module (``iwr serve``,
``iwr validate --load``) call ``configure_prefect`` before they import it.

Prefect keeps its state under the project (``IWR_PREFECT_HOME``, default ``.prefect/``), not
the home folder; it runs in ephemeral mode unless ``PREFECT_API_URL`` points at a server
(``iwr ui`` sets that); telemetry is off (there may be no network); and the noise the
ephemeral server makes at shutdown is kept out of the user's terminal.

The iwr loggers (``iwr``, ``iwr_bench``) log at INFO and are sent to the API, so a
run's warnings, failures and progress lines are on its Logs tab in the UI; Prefect's own
engine lines stay at WARNING (a line per task run would bury them).
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

from iwr_bench.core import lifeline
from iwr_bench.core.errors import PrerequisiteError

_APPLIED = False
# The ephemeral server took 39-54 s to answer at load 6-7 on 2 cores (12 CPU-s); 180 s leaves room.
STARTUP_BUDGET_S = 180
IWR_LOGGERS = "iwr,iwr_bench"


def configure_prefect(home: Path | None = None) -> None:
    global _APPLIED
    lifeline.hold()  # the ephemeral server (and all this process starts) dies with it, even on SIGKILL
    if _APPLIED:
        return
    from iwr_bench.core.settings import get_settings

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
        "PREFECT_LOGGING_TO_API_ENABLED": "true",
        "PREFECT_LOGGING_EXTRA_LOGGERS": IWR_LOGGERS,
        # iwr commands log outside runs too (iwr report, iwr sql): no API, no warning about it.
        "PREFECT_LOGGING_TO_API_WHEN_MISSING_FLOW": "ignore",
        "PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS": str(STARTUP_BUDGET_S),
        # SQLite under concurrent task runs: wait for the lock instead of failing.
        "PREFECT_API_DATABASE_TIMEOUT": "60",
        "PREFECT_SERVER_DATABASE_TIMEOUT": "60",
        "PREFECT_SERVER_LOGGING_LEVEL": "CRITICAL",
        "PREFECT_UI_ENABLED": os.environ.get("PREFECT_UI_ENABLED", "false"),
        "LITELLM_LOCAL_MODEL_COST_MAP": "True",
        # A local Dask cluster's 30 lines of start-up INFO would bury the progress lines.
        "DASK_LOGGING__DISTRIBUTED": "warning",
        "PREFECT_LOGGING_SETTINGS_PATH": str(Path(__file__).with_name("prefect_logging.yml")),
    }
    for k, v in defaults.items():
        os.environ.setdefault(k, v)
    # Shutdown of the ephemeral server logs cancelled-task tracebacks through these loggers.
    for name in ("uvicorn", "uvicorn.error", "uvicorn.access", "prefect.server", "sqlalchemy", "aiosqlite", "asyncio", "docket"):
        logging.getLogger(name).setLevel(logging.CRITICAL)
    if "prefect" in sys.modules:
        attach_iwr_loggers()
        _warn_if_configured_elsewhere(Path(os.environ["PREFECT_HOME"]))
    _APPLIED = True


def _warn_if_configured_elsewhere(home: Path) -> None:
    """Prefect read its settings when it was imported; a program that imported it (or a flow
    module) before iwr configured it keeps Prefect's state wherever that import put it."""
    from prefect.settings import get_current_settings

    current = Path(get_current_settings().home).expanduser().resolve()
    if current != home.expanduser().resolve() and not os.environ.get("PREFECT__FLOW_RUN_ID"):
        logging.getLogger("iwr").warning(
            "Prefect was imported before iwr configured it: its state is in %s, not %s (call "
            "iwr_bench.flows.prefect_env.configure_prefect() before importing prefect or a flow module)", current, home)


def attach_iwr_loggers() -> None:
    """Prefect was imported before us (a work-pool worker's flow-run process starts in
    ``prefect.engine``; a Dask worker, set up by ``iwr_bench.flows.cluster.WorkerCleanup``) and read
    its logging settings already: send iwr's lines to the run's Logs tab anyway, at INFO."""
    from prefect.logging.handlers import APILogHandler

    for name in IWR_LOGGERS.split(","):
        logger = logging.getLogger(name)
        logger.setLevel(logging.INFO)
        if not any(isinstance(h, APILogHandler) for h in logger.handlers):
            logger.addHandler(APILogHandler())


def ensure_api() -> str:
    """The Prefect API this process will talk to, answering: the configured server's URL, or
    the ephemeral server's, started here with a budget and one retry.

    A configured server that does not answer, or an ephemeral one that does not start, is a
    ``PrerequisiteError`` of one line naming the setting, before any work (Prefect's own
    errors are a long traceback, and a failed ephemeral start left its server running).
    """
    configure_prefect()
    from prefect.settings import PREFECT_API_URL

    url = PREFECT_API_URL.value()
    return _check_server(url) if url else _start_ephemeral()


def check_configured_api() -> None:
    """Before anything is written: a configured server (``PREFECT_API_URL`` in the environment
    or in ``.env``, where ``iwr ui`` puts it) that does not answer is one line. Reads no Prefect
    setting and creates nothing (``ensure_api`` does both, later)."""
    url = os.environ.get("PREFECT_API_URL")
    env_file = Path(".env")
    if not url and env_file.is_file():
        for line in env_file.read_text(errors="replace").splitlines():
            key, _, value = line.strip().partition("=")
            if key.strip() == "PREFECT_API_URL" and value.strip():
                url = value.strip().strip("'\"")
    if url:
        _check_server(url)


def _check_server(url: str, attempts: int = 3, timeout_s: float = 10.0) -> str:
    import time

    import httpx

    err: Exception | None = None
    for attempt in range(attempts):
        try:
            resp = httpx.get(url.rstrip("/") + "/health", timeout=timeout_s)
            if resp.status_code == 200:
                return url
            err = RuntimeError(f"HTTP {resp.status_code}")
        except httpx.HTTPError as e:
            err = e
        if attempt + 1 < attempts:
            time.sleep(2.0)
    raise PrerequisiteError(
        f"PREFECT_API_URL={url} does not answer ({type(err).__name__}: {err}): start that server (`iwr ui`), "
        "or remove the PREFECT_API_URL line from .env (or the environment) to run with a temporary local server") from None


def _start_ephemeral() -> str:
    from prefect.server.api.server import SubprocessASGIServer

    budget = int(float(os.environ.get("PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS", STARTUP_BUDGET_S)))
    for _attempt in range(2):
        server = SubprocessASGIServer()
        try:
            server.start(timeout=budget)
            return server.api_url
        except RuntimeError:
            server.stop()  # Prefect leaves a server that missed its budget running; it would outlive us
    raise PrerequisiteError(
        f"the temporary Prefect server did not answer within {budget} s, twice (a busy machine?): raise "
        "PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS, or start a server once with `iwr ui` and keep it running")
