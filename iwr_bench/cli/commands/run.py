"""``iwr run`` (the main job), ``iwr serve`` (nightly deployment) and ``iwr ui`` (local Prefect UI)."""

from __future__ import annotations

from pathlib import Path

import typer

from iwr_bench.cli.commands._args import (
    GROUNDER_OPTIONS,
    JUDGE_OPTIONS,
    MODEL_OPTIONS,
    execute,
    finish,
    run_options,
)


def register(app: typer.Typer) -> None:
    @app.command("run")
    @run_options("--data", "--models", *JUDGE_OPTIONS[:2], "--tasks", "--run-id", "--samples", "--stages", "--pages", "--refresh", "--task-runner",
                 "--dask-address", "--workers", *MODEL_OPTIONS, *JUDGE_OPTIONS[2:], *GROUNDER_OPTIONS)
    def run_cmd(
        wait: bool = typer.Option(False, "--wait", help="When a run with this --run-id is in progress, wait for it (default: refuse in one line)."),
        plan: bool = typer.Option(False, "--plan", help="Only say what the run would do and how long it should take here (rates from make bench); do nothing."),
        *, request,
    ) -> None:
        """The main job: load, generate, replay, score, print the leaderboard.

        Every argument is checked before any work; a mistake is one line and nothing is written.

        Example: iwr run --data benchmarks/iwr-mini/dataset --models iwr/oracle,iwr/blank --run-id demo

        Each role at its own server: iwr run --models openai/qwen2.5-vl --api-base http://127.0.0.1:8000/v1
        --judge openai/qwen2.5-vl --judge-api-base http://127.0.0.1:8000/v1
        """
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
