"""``iwr run`` (the main job), ``iwr serve`` (nightly deployment) and ``iwr ui`` (local Prefect UI)."""

from __future__ import annotations

from pathlib import Path

import typer

from iwr_bench.cli.commands._args import (
    API_BASE_HELP,
    API_KEY_ENV_HELP,
    DATA_HELP,
    GROUNDER_API_BASE_HELP,
    GROUNDER_API_KEY_ENV_HELP,
    GROUNDER_HELP,
    JUDGE_API_BASE_HELP,
    JUDGE_API_KEY_ENV_HELP,
    JUDGE_HELP,
    PROTOCOL_HELP,
    RUN_ID_HELP,
    TASKS_HELP,
    execute,
    finish,
    run_request,
    split_list,
)


def register(app: typer.Typer) -> None:
    @app.command("run")
    def run_cmd(
        data: str | None = typer.Option(None, "--data", help=DATA_HELP),
        models: str = typer.Option(None, "--models", help="Comma-separated LiteLLM model strings (default: iwr/oracle,iwr/static-frame,iwr/blank)."),
        judge: str = typer.Option(None, "--judge", help=JUDGE_HELP),
        protocol: str = typer.Option(None, "--protocol", help=PROTOCOL_HELP),
        tasks: str = typer.Option(None, "--tasks", help=TASKS_HELP),
        run_id: str = typer.Option(None, "--run-id", help=RUN_ID_HELP),
        stages: str = typer.Option(None, "--stages", help="Stages to run, e.g. generate,replay (default: generate,replay,score; with --pages: replay,score)."),
        pages: str = typer.Option(None, "--pages", help="Judge pages made elsewhere: a folder DIR/<task_id>/<model>/index.html or a predictions file (.jsonl)."),
        refresh: list[str] = typer.Option([], "--refresh", help="Force a stage again: generate, replay or score (repeatable)."),
        task_runner: str = typer.Option(None, "--task-runner", help="threads (default) or dask."),
        dask_address: str = typer.Option(None, "--dask-address", help="tcp://host:port of a Dask scheduler (default: a local cluster)."),
        workers: int = typer.Option(None, "--workers", help="Parallel (task, model) evaluations (IWR_WORKERS)."),
        api_base: str = typer.Option(None, "--api-base", help=API_BASE_HELP),
        api_key_env: str = typer.Option(None, "--api-key-env", help=API_KEY_ENV_HELP),
        judge_api_base: str = typer.Option(None, "--judge-api-base", help=JUDGE_API_BASE_HELP),
        judge_api_key_env: str = typer.Option(None, "--judge-api-key-env", help=JUDGE_API_KEY_ENV_HELP),
        grounder: str = typer.Option(None, "--grounder", help=GROUNDER_HELP),
        grounder_api_base: str = typer.Option(None, "--grounder-api-base", help=GROUNDER_API_BASE_HELP),
        grounder_api_key_env: str = typer.Option(None, "--grounder-api-key-env", help=GROUNDER_API_KEY_ENV_HELP),
        wait: bool = typer.Option(False, "--wait", help="When a run with this --run-id is in progress, wait for it (default: refuse in one line)."),
        plan: bool = typer.Option(False, "--plan", help="Only say what the run would do and how long it should take here (rates from make bench); do nothing."),
    ) -> None:
        """The main job: load, generate, replay, score, print the leaderboard.

        Every argument is checked before any work; a mistake is one line and nothing is written.

        Example: iwr run --data benchmarks/iwr-mini/dataset --models iwr/oracle,iwr/blank --run-id demo

        Each role at its own server: iwr run --models openai/qwen2.5-vl --api-base http://127.0.0.1:8000/v1
        --judge openai/qwen2.5-vl --judge-api-base http://127.0.0.1:8000/v1
        """
        request = run_request(data=data, models=split_list(models), judge=judge, protocol=protocol, tasks=tasks, run_id=run_id,
                              stages=split_list(stages) or None, pages=pages, refresh=refresh,
                              task_runner=task_runner, dask_address=dask_address, workers=workers, api_base=api_base,
                              api_key_env=api_key_env, judge_api_base=judge_api_base, judge_api_key_env=judge_api_key_env,
                              grounding_model=grounder, grounding_api_base=grounder_api_base, grounding_api_key_env=grounder_api_key_env)
        if plan:
            from iwr_bench.flows.run import plan as plan_run

            typer.echo("\n".join(plan_run(request).lines()))
            return
        finish(execute(request, wait=wait))

    @app.command("serve")
    def serve_cmd(
        config: Path = typer.Option(Path("config/nightly.yaml"), "--config", help="Nightly config: data, models, judge, protocol."),
        cron: str = typer.Option(None, "--cron", help="Cron schedule in UTC (IWR_NIGHTLY_CRON, default '0 2 * * *')."),
    ) -> None:
        """Register and serve the nightly deployment (flow.serve); runs until stopped.

        Example: iwr serve --config config/nightly.yaml --cron "0 2 * * *"
        """
        from iwr_bench.flows.prefect_env import configure_prefect

        configure_prefect()  # before the flow module imports prefect
        from iwr_bench.flows.nightly import serve_nightly

        serve_nightly(config, cron)

    @app.command("ui")
    def ui_cmd(port: int = typer.Option(4200, "--port", help="Port of the local Prefect server.")) -> None:
        """Start a local Prefect server and UI on 127.0.0.1 and point iwr at it (via .env) until stopped.

        Ctrl-C (or SIGTERM) stops the server and takes its PREFECT_API_URL line back out of .env.

        Example: iwr ui --port 4200   (then open http://127.0.0.1:4200)
        """
        from iwr_bench.core.settings import get_settings
        from iwr_bench.flows.ui import start_ui

        raise typer.Exit(start_ui(port, get_settings().prefect_home))
