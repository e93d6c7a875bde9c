"""The nightly deployment, served (``iwr serve``) or from ``prefect.yaml`` (a process work pool).

The two paths register distinct deployments of the flow ``iwr-nightly``: ``iwr-nightly-serve``
(``iwr serve``; stopping it pauses that one only) and ``iwr-nightly-pool`` (``prefect deploy
--all``). The flow's one parameter is the config's path (a string), so a fresh process (the
served runner's, a worker's) rebuilds it without any iwr type.
"""

import os
from pathlib import Path

import yaml
from prefect import flow

from iwr_bench.core.errors import PrerequisiteError
from iwr_bench.flows.request import RunRequest

DEFAULT_CRON = "0 2 * * *"
# Package data: the nightly config and prefect.yaml, written into a user's folder by `iwr init`
# (the checkout's config/nightly.yaml and prefect.yaml are links to these).
PROJECT_FILES = {"config/nightly.yaml": Path(__file__).with_name("project") / "nightly.yaml",
                 "prefect.yaml": Path(__file__).with_name("project") / "prefect.yaml"}
SERVED_NAME = "iwr-nightly-serve"  # prefect.yaml's deployment is iwr-nightly-pool


def read_config(path: Path, run_id: str | None = None) -> RunRequest:
    """The nightly config as a run request: data and models, optionally judge, protocol, tasks, workers, ..."""
    from pydantic import ValidationError

    try:
        cfg = yaml.safe_load(Path(path).read_text()) or {}
    except FileNotFoundError:
        raise PrerequisiteError(f"nightly config {path} not found; `iwr init` writes config/nightly.yaml (and prefect.yaml) "
                                f"in this folder: edit its data and models, then run this again") from None
    if not isinstance(cfg, dict):
        raise PrerequisiteError(f"nightly config {path}: expected fields data, models, judge, protocol, ...")
    for key in ("data", "models"):
        if not cfg.get(key):
            raise PrerequisiteError(f"nightly config {path}: field '{key}' is required")
    if "run_id" in cfg:
        raise PrerequisiteError(f"nightly config {path}: field 'run_id': the nightly run id is the date (nightly-YYYY-MM-DD); remove it")
    try:
        return RunRequest(**{**cfg, "data": str(cfg["data"]), "run_id": run_id})
    except ValidationError as err:
        first = err.errors()[0]
        raise PrerequisiteError(f"nightly config {path}: field '{'.'.join(map(str, first['loc']))}': {first['msg']}") from None


def init_project(dest: Path) -> list[tuple[Path, bool]]:
    """Write the nightly config and prefect.yaml below ``dest`` (what ``iwr serve`` and ``prefect
    deploy`` read there); an existing file is kept. Returns (path, written) per file."""
    out = []
    for rel, src in PROJECT_FILES.items():
        target = Path(dest) / rel
        if target.exists():
            out.append((target, False))
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(src.read_text())
        out.append((target, True))
    return out


def nightly_run_id() -> str:
    from datetime import UTC, datetime

    return f"nightly-{datetime.now(UTC):%Y-%m-%d}"


# Named like the run it starts (a random "delicate-skink" said nothing in the UI's run list).
@flow(name="iwr-nightly", flow_run_name=nightly_run_id, persist_result=False)
def nightly_flow(config: str = "config/nightly.yaml"):
    """One scheduled run; its run id is the date, so a rerun the same night resumes it.

    It enters through ``iwr_bench.flows.run.run`` like every other caller: the same checks, defaults
    and clean-up (its browsers are closed however the run ends).
    """
    from iwr_bench.flows.run import run

    return flag_warnings(run(read_config(Path(config), run_id=nightly_run_id()), progress=False))


def flag_warnings(summary: dict):
    """The run's warnings where people look: the nightly's own flow run gets a tag per kind
    (``warning:canary``, ``warning:judge-errors``, ``warning:incomplete``), a log line each and its
    state message; a run that did not complete fails the nightly too. Once the canary fired on
    the child run only, while the nightly showed Completed with nothing to see."""
    from prefect import get_run_logger
    from prefect.states import Completed, Failed

    from iwr_bench.tasks.report.summary import run_warnings

    found = run_warnings(summary)
    logger = get_run_logger()
    for _, line in found:
        logger.warning(line)
    _tag_flow_run([f"warning:{kind}" for kind in dict.fromkeys(kind for kind, _ in found)])
    message = f"run {summary['run_id']}: {summary['state']}" + (f"; {len(found)} warning(s): " + "; ".join(line for _, line in found) if found else "")
    logger.info(message)
    return (Completed if summary["state"] == "Completed" else Failed)(message=message[:2000], data=summary)


def _tag_flow_run(tags: list[str]) -> None:
    if not tags:
        return
    from prefect.client.orchestration import get_client
    from prefect.runtime import flow_run

    with get_client(sync_client=True) as client:
        run = client.read_flow_run(flow_run.id)
        client.update_flow_run(flow_run.id, tags=sorted({*run.tags, *tags}))


def serve_nightly(config: Path, cron: str | None) -> None:
    from iwr_bench.core.settings import get_settings
    from iwr_bench.flows.request import check

    check(read_config(config, run_id="nightly-check"), get_settings())  # every check now, not at 02:00
    if not os.environ.get("PREFECT_API_URL"):
        # Prefect's ephemeral mode has no scheduler: a served deployment would never run.
        raise PrerequisiteError("iwr serve needs a Prefect server for its schedule: start one with `make ui` (writes PREFECT_API_URL to .env), then run iwr serve again")
    from iwr_bench.flows.prefect_env import ensure_api

    ensure_api()  # a server that does not answer: one line now, not a traceback
    schedule = cron or get_settings().nightly_cron or DEFAULT_CRON
    from prefect.schedules import Cron

    config = Path(config).absolute()  # the served runs start in a fresh process
    print(f"serving deployment iwr-nightly/{SERVED_NAME} ({schedule} UTC, config {config}); Ctrl-C stops and pauses it")
    nightly_flow.serve(name=SERVED_NAME, schedules=[Cron(schedule, timezone="UTC")], parameters={"config": str(config)},
                       description=f"IWR-Bench nightly run ({schedule} UTC) from {config}", print_starting_message=False)
