"""``iwr run`` (the main job), ``iwr serve`` (nightly deployment) and ``iwr ui`` (local Prefect UI)."""

from __future__ import annotations

import re
from pathlib import Path

import typer

from core.errors import PrerequisiteError
from iwr.commands._args import parse_task_ids, split_list

BASELINES = "iwr/oracle,iwr/static-frame,iwr/blank"

def run_benchmark(data: str, models: list[str], *, judge: str, protocol: str, task_ids: list[int] | None, run_id: str,
                  refresh: list[str], task_runner: str, dask_address: str | None, workers: int, api_base: str | None = None,
                  progress: bool = True) -> dict:
    """Run the benchmark flow; returns the run summary (the ``runs`` row plus report path)."""
    from flows.prefect_env import configure_prefect

    configure_prefect()
    from core.settings import get_settings
    from flows.progress import stage_bars
    from flows.stages import STAGES, RunConfig, close_resources
    from tasks.judge import OFFLINE, check_judge_available

    s = get_settings()
    bad = set(refresh) - set(STAGES)
    if bad:
        raise PrerequisiteError(f"--refresh: unknown stage {sorted(bad)}; stages are {', '.join(STAGES)}")
    if judge != OFFLINE:
        check_judge_available(judge)
    from tasks.generate import check_model_ready

    for m in models:
        check_model_ready(m, api_base)  # a missing key fails here, in one line, before any work
    cfg = RunConfig(run_id=run_id, models=tuple(models), judge=judge, protocol=protocol, warehouse=str(s.warehouse),
                    results=str(s.results), api_base=api_base, models_config=str(s.models_config) if s.models_config else None,
                    refresh=frozenset(refresh))
    flow = _with_runner(task_runner, dask_address, workers)
    try:
        with stage_bars({st: None for st in (*STAGES, "pairs")}, enabled=progress and task_runner != "dask"):
            state = flow(data=data, cfg=cfg, task_ids=task_ids, return_state=True)
    finally:
        close_resources()
    summary = state.result(raise_on_failure=False)
    if isinstance(summary, BaseException):
        raise summary
    return summary


def _with_runner(kind: str, address: str | None, workers: int):
    from flows.benchmark import benchmark_flow

    if kind == "threads":
        from prefect.task_runners import ThreadPoolTaskRunner

        return benchmark_flow.with_options(task_runner=ThreadPoolTaskRunner(max_workers=workers))  # type: ignore[arg-type]  # Prefect's with_options wants TaskRunner[PrefectFuture[Any]]; its runners' generics don't match
    if kind == "dask":
        try:
            from prefect_dask import DaskTaskRunner
        except ImportError as err:  # pragma: no cover - prefect-dask is a default dependency
            raise PrerequisiteError("prefect-dask is not installed: run `make install`") from err
        if address:
            return benchmark_flow.with_options(task_runner=DaskTaskRunner(address=address))  # type: ignore[arg-type]  # Prefect's with_options wants TaskRunner[PrefectFuture[Any]]; its runners' generics don't match
        return benchmark_flow.with_options(task_runner=DaskTaskRunner(cluster_kwargs={"n_workers": workers, "threads_per_worker": 1, "processes": True}))  # type: ignore[arg-type]  # Prefect's with_options wants TaskRunner[PrefectFuture[Any]]; its runners' generics don't match
    raise PrerequisiteError(f"--task-runner: {kind!r} is not one of threads, dask")


def print_summary(summary: dict) -> None:
    from rich.console import Console

    con = Console()
    con.print(f"[bold]run {summary['run_id']}[/]: {summary['state']} - {summary['message']}")
    con.print(f"  cache: {summary['cache_hits']}; ground-truth features computed {summary['gt_features_computed']}, reused {summary['gt_features_reused']}")
    if summary.get("absent_components"):
        con.print(f"  [yellow]absent: {', '.join(summary['absent_components'])}[/] - figures marked * are not comparable with the paper")
    for w in summary.get("warnings") or []:
        con.print(f"  [red]{w}[/]")
    if summary.get("report"):
        con.print(f"  report: {summary['report']}")


def register(app: typer.Typer) -> None:
    @app.command("run")
    def run_cmd(
        data: str | None = typer.Option(None, "--data", help="Dataset folder, or 'hf' / 'hf:REV' for the hub copy (IWR_DATA)."),
        models: str = typer.Option(BASELINES, "--models", help="Comma-separated LiteLLM model strings."),
        judge: str = typer.Option(None, "--judge", help="Judge model (LiteLLM string) or iwr/offline (IWR_JUDGE)."),
        protocol: str = typer.Option(None, "--protocol", help="paper (default), reference or strict (IWR_PROTOCOL); see iwr protocols."),
        tasks: str = typer.Option(None, "--tasks", help="Task ids, e.g. 1,3,5-8 (default: all)."),
        run_id: str = typer.Option(None, "--run-id", help="Run id; the same id resumes a run (default: a timestamp)."),
        refresh: list[str] = typer.Option([], "--refresh", help="Force a stage again: generate, replay or score (repeatable)."),
        task_runner: str = typer.Option(None, "--task-runner", help="threads (default) or dask."),
        dask_address: str = typer.Option(None, "--dask-address", help="tcp://host:port of a Dask scheduler (default: a local cluster)."),
        workers: int = typer.Option(None, "--workers", help="Parallel (task, model) evaluations (IWR_WORKERS)."),
        api_base: str = typer.Option(None, "--api-base", help="Base URL of an OpenAI-compatible server (vLLM, Ollama)."),
    ) -> None:
        """The main job: load, generate, replay, score, print the leaderboard.

        Example: iwr run --data benchmarks/iwr-mini --models iwr/oracle,iwr/blank --run-id demo
        """
        from datetime import UTC, datetime

        from core.settings import get_settings

        s = get_settings()
        data = data or (str(s.data) if s.data else None)
        if not data:
            raise PrerequisiteError("no dataset: pass --data PATH (or 'hf'), or set IWR_DATA")
        rid = run_id or datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]{0,99}", rid):
            # The run id names a folder (a hive partition) whose value DuckDB reads back as the column.
            raise PrerequisiteError(f"--run-id {rid!r}: use letters, digits, '.', '_' and '-' only (at most 100)")
        summary = run_benchmark(data, split_list(models), judge=judge or s.judge, protocol=protocol or s.protocol, task_ids=parse_task_ids(tasks),
                                run_id=rid, refresh=refresh, task_runner=task_runner or s.task_runner,
                                dask_address=dask_address or s.dask_address, workers=workers or s.workers, api_base=api_base)
        _print_leaderboard(rid)
        print_summary(summary)
        if summary["state"] != "Completed":
            raise typer.Exit(1)

    @app.command("serve")
    def serve_cmd(
        config: Path = typer.Option(Path("config/nightly.yaml"), "--config", help="Nightly config: data, models, judge, protocol."),
        cron: str = typer.Option(None, "--cron", help="Cron schedule in UTC (IWR_NIGHTLY_CRON, default '0 2 * * *')."),
    ) -> None:
        """Register and serve the nightly deployment (flow.serve); runs until stopped.

        Example: iwr serve --config config/nightly.yaml --cron "0 2 * * *"
        """
        from flows.nightly import serve_nightly

        serve_nightly(config, cron)

    @app.command("ui")
    def ui_cmd(port: int = typer.Option(4200, "--port", help="Port of the local Prefect server.")) -> None:
        """Start a local Prefect server and UI on 127.0.0.1 and point iwr at it (via .env).

        Example: iwr ui --port 4200   (then open http://127.0.0.1:4200)
        """
        from flows.nightly import start_ui

        start_ui(port)


def _print_leaderboard(run_id: str) -> None:
    from iwr.commands.reports import leaderboard_cmd

    leaderboard_cmd(run_id=[run_id])
