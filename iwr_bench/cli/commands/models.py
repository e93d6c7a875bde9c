"""ONNX scorer commands: ``iwr models pull`` and ``iwr models export``."""

from __future__ import annotations

from typing import Annotated

import typer

models_app = typer.Typer(help="ONNX scorers (DINOv2) under models/onnx/.\n\nExample: iwr models pull", no_args_is_help=True)


@models_app.command("pull")
def pull(
    repo: Annotated[str | None, typer.Option("--repo", help="Hub repo with an ONNX export of dinov2-base. Default: IWR_DINO_ONNX_REPO.")] = None,
    revision: Annotated[str | None, typer.Option("--revision", help="Revision to pin. Default: IWR_DINO_ONNX_REVISION.")] = None,
) -> None:
    """Download dinov2-base.onnx with huggingface_hub, check its sha256, record provenance.

    Example: iwr models pull --repo onnx-community/dinov2-base
    """
    from iwr_bench.core.settings import get_settings
    from iwr_bench.tasks.scoring.dino import pull_model

    s = get_settings()
    path = pull_model(s.models_dir, repo or s.dino_onnx_repo, s.dino_onnx_file, revision or s.dino_onnx_revision, s.dino_onnx_sha256)
    typer.echo(f"DINO scorer ready: {path}")


@models_app.command("export")
def export(
    source: Annotated[str, typer.Option("--source", help="PyTorch checkpoint: hub id or local folder.")] = "facebook/dinov2-base",
) -> None:
    """Export dinov2-base to ONNX from the PyTorch weights (needs `make export-deps`).

    Example: iwr models export --source facebook/dinov2-base
    """
    from iwr_bench.core.settings import get_settings
    from iwr_bench.tasks.scoring.dino import export_model

    path = export_model(get_settings().models_dir, source)
    typer.echo(f"DINO scorer exported: {path}")


def register(app: typer.Typer) -> None:
    app.add_typer(models_app, name="models")
