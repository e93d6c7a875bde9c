"""``iwr run`` (the main job), ``iwr serve`` (nightly deployment) and ``iwr ui`` (local Prefect UI)."""

from __future__ import annotations

from pathlib import Path

import typer

from iwr_bench.cli.commands._args import (
    GROUNDER_OPTIONS,
    JUDGE_OPTIONS,
    MODEL_OPTIONS,
    OUTCOME_OPTIONS,
    SAMPLE_OPTIONS,
    execute,
    finish,
    run_options,
)


def register(app: typer.Typer) -> None:
    @app.command("run")
    @run_options("--data", "--models", *JUDGE_OPTIONS[:2], "--tasks", *SAMPLE_OPTIONS, "--run-id", "--samples", "--model-arg", "--stages", "--pages",
                 "--refresh", *OUTCOME_OPTIONS, "--task-runner", "--dask-address", "--workers", *MODEL_OPTIONS, *JUDGE_OPTIONS[2:],
                 *GROUNDER_OPTIONS, "--skip-invalid")
    def run_cmd(
        wait: bool = typer.Option(False, "--wait", help="When a run with this --run-id is in progress, wait for it (default: refuse in one line)."),
        plan: bool = typer.Option(False, "--plan", help="Only say what the run would do and how long it should take here (rates from make bench); do nothing."),
        *, request,
    ) -> None:
        """The main job: load, generate, replay, score, print the leaderboard.

        Every argument is checked before any work; a mistake is one line and nothing is written.

        Example: iwr run --data benchmarks/iwr-mini/dataset --models iwr/oracle,iwr/blank --run-id demo

        A seeded sample of 20 tasks at temperature 0.7, failing above 10 % errors: iwr run --data hf --models gpt-5
        --limit 20 --seed 1 -M temperature=0.7 -M max_tokens=8192 --fail-on-error 0.1

        Each role at its own server: iwr run --models openai/qwen2.5-vl --api-base http://127.0.0.1:8000/v1
        --judge openai/qwen2.5-vl --judge-api-base http://127.0.0.1:8000/v1
        """
        if plan:
            from iwr_bench.core.settings import get_settings
            from iwr_bench.flows.request import check
            from iwr_bench.flows.run import forecast

            checked = check(request, get_settings())
            typer.echo(f"tasks: {','.join(str(t.task_id) for t in checked.tasks)}; models: {', '.join(checked.spec.models)}")
            typer.echo("\n".join(forecast(checked).lines()))
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

    app.command("init")(init_cmd)
    app.command("ui")(ui_cmd)


def init_cmd(dest: Path = typer.Argument(Path("."), help="Folder to write into (default: here).")) -> None:
    """Write config/nightly.yaml and prefect.yaml here: what `iwr serve` and `prefect deploy` read (existing files are kept).

    Example: iwr init && iwr serve --config config/nightly.yaml
    """
    from iwr_bench.flows.nightly import init_project

    for path, written in init_project(dest):
        typer.echo(f"{'wrote' if written else 'kept '} {path}")
    typer.echo("edit config/nightly.yaml (data, models, judge, protocol), then: iwr serve, or prefect deploy --all")

def ui_cmd(port: int = typer.Option(4200, "--port", help="Port of the local Prefect server.")) -> None:
    """Start a local Prefect server and UI on 127.0.0.1 and point iwr at it (via .env) until stopped.

    Ctrl-C (or SIGTERM) stops the server and takes its PREFECT_API_URL line back out of .env.

    Example: iwr ui --port 4200   (then open http://127.0.0.1:4200)
    """
    from iwr_bench.core.settings import get_settings
    from iwr_bench.flows.ui import start_ui

    raise typer.Exit(start_ui(port, get_settings().prefect_home))
