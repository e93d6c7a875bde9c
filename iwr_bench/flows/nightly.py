"""The nightly deployment, served (``iwr serve``) or from ``prefect.yaml`` (a process work pool).

The two paths register distinct deployments of the flow ``iwr-nightly``: ``iwr-nightly-serve``
(``iwr serve``; stopping it pauses that one only) and ``iwr-nightly-pool`` (``prefect deploy
--all``). The flow's parameters are the config's path and, optionally, the night (plain
strings), so a fresh process (the served runner's, a worker's) rebuilds them without any iwr type.

A nightly run asks the models afresh (``RunRequest.nightly``) and compares itself with the previous
completed nightly (``iwr_bench.tasks.report.regression``); when a model regressed, the flow run ends
in the FAILED-type state ``Regressed`` (and tells the notification block IWR_NOTIFY_BLOCK names).
"""

import os
from pathlib import Path

import yaml
from prefect import flow

from iwr_bench.core.errors import PrerequisiteError
from iwr_bench.flows.request import RunRequest

DEFAULT_CRON = "0 2 * * *"
SERVED_NAME = "iwr-nightly-serve"  # prefect.yaml's deployment is iwr-nightly-pool


def read_config(path: Path, run_id: str | None = None) -> RunRequest:
    """The nightly config as a run request: data and models, optionally judge, protocol, tasks,
    workers, samples, ... (``nightly: false`` reuses pages of earlier runs instead of asking afresh)."""
    from pydantic import ValidationError

    try:
        cfg = yaml.safe_load(Path(path).read_text()) or {}
    except FileNotFoundError:
        raise PrerequisiteError(f"nightly config {path} not found; copy config/nightly.yaml and edit it") from None
    if not isinstance(cfg, dict):
        raise PrerequisiteError(f"nightly config {path}: expected fields data, models, judge, protocol, ...")
    for key in ("data", "models"):
        if not cfg.get(key):
            raise PrerequisiteError(f"nightly config {path}: field '{key}' is required")
    if "run_id" in cfg:
        raise PrerequisiteError(f"nightly config {path}: field 'run_id': the nightly run id is the date (nightly-YYYY-MM-DD); remove it")
    try:
        return RunRequest(**{"nightly": True, **cfg, "data": str(cfg["data"]), "run_id": run_id})
    except ValidationError as err:
        first = err.errors()[0]
        raise PrerequisiteError(f"nightly config {path}: field '{'.'.join(map(str, first['loc']))}': {first['msg']}") from None


def nightly_run_id(night: str | None = None) -> str:
    """``nightly-YYYY-MM-DD``: the night given (the flow's ``night`` parameter), else today (UTC)."""
    from datetime import UTC, date, datetime

    if night is None:
        try:
            from prefect.runtime import flow_run

            night = flow_run.parameters.get("night")
        except Exception:  # noqa: BLE001 - outside a flow run: today
            night = None
    if night is None:
        return f"nightly-{datetime.now(UTC):%Y-%m-%d}"
    try:
        return f"nightly-{date.fromisoformat(str(night)):%Y-%m-%d}"
    except ValueError:
        raise PrerequisiteError(f"night {night!r}: write the date as YYYY-MM-DD (the nightly run id is nightly-YYYY-MM-DD)") from None


# Named like the run it starts (a random "delicate-skink" said nothing in the UI's run list).
@flow(name="iwr-nightly", flow_run_name=nightly_run_id, persist_result=False)
def nightly_flow(config: str = "config/nightly.yaml", night: str | None = None):
    """One scheduled run; its run id is the date (``night``, default today UTC), so a rerun the
    same night resumes it and a past night can be run again or filled in.

    It enters through ``iwr_bench.flows.run.run`` like every other caller: the same checks, defaults
    and clean-up (its browsers are closed however the run ends). It ends as its run did:
    Completed, ``Regressed`` (a FAILED-type state: a model got worse than the previous nightly
    beyond noise) or Failed.
    """
    from iwr_bench.flows.publish import run_state
    from iwr_bench.flows.run import run

    return run_state(run(read_config(Path(config), run_id=nightly_run_id(night)), progress=False))


def serve_nightly(config: Path, cron: str | None) -> None:
    from iwr_bench.core.settings import get_settings
    from iwr_bench.flows.request import check

    settings = get_settings()
    check(read_config(config, run_id="nightly-check"), settings)  # every check now, not at 02:00
    if not os.environ.get("PREFECT_API_URL"):
        # Prefect's ephemeral mode has no scheduler: a served deployment would never run.
        raise PrerequisiteError("iwr serve needs a Prefect server for its schedule: start one with `make ui` (writes PREFECT_API_URL to .env), then run iwr serve again")
    from iwr_bench.flows.prefect_env import ensure_api

    ensure_api()  # a server that does not answer: one line now, not a traceback
    check_notify_block(settings.notify_block)
    schedule = cron or settings.nightly_cron or DEFAULT_CRON
    from prefect.schedules import Cron

    config = Path(config).absolute()  # the served runs start in a fresh process
    print(f"serving deployment iwr-nightly/{SERVED_NAME} ({schedule} UTC, config {config}); Ctrl-C stops and pauses it")
    nightly_flow.serve(name=SERVED_NAME, schedules=[Cron(schedule, timezone="UTC")], parameters={"config": str(config)},
                       description=f"IWR-Bench nightly run ({schedule} UTC) from {config}", print_starting_message=False)


def check_notify_block(name: str | None) -> None:
    """IWR_NOTIFY_BLOCK names a notification block the server holds, or one line now (not at 02:00)."""
    if not name:
        return
    if "/" not in name:
        raise PrerequisiteError(f"IWR_NOTIFY_BLOCK={name!r}: name the block as TYPE/NAME, e.g. slack-webhook/iwr-nightly (see `prefect block ls`)")
    from prefect.blocks.core import Block

    try:
        loaded = Block.load(name)
    except (ValueError, KeyError, RuntimeError) as err:
        raise PrerequisiteError(f"IWR_NOTIFY_BLOCK={name!r}: no such block on the Prefect server ({err}); create it in the UI "
                                "(Blocks) or with `prefect block create`, or unset IWR_NOTIFY_BLOCK") from None
    if not callable(getattr(loaded, "notify", None)):
        raise PrerequisiteError(f"IWR_NOTIFY_BLOCK={name!r} is a {type(loaded).__name__}, not a notification block (Slack, "
                                "Microsoft Teams, custom webhook, ...)")
