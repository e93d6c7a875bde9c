"""The ``iwr`` command line: parses options and calls library functions.

Each area registers its commands from ``iwr_bench/cli/commands/<area>.py`` (a ``register(app)``
function); heavy modules are imported inside the commands, so ``iwr --help`` is quick.
"""

from __future__ import annotations

import importlib
import os
import sys

import typer

from iwr_bench.core.errors import PrerequisiteError

AREAS = ("data", "author", "generate", "replay", "evaluate", "models", "run", "reports", "protocols", "bench", "validity")

app = typer.Typer(
    name="iwr",
    help="IWR-Bench: generate, replay and score interactive web reconstructions.\n\nExample: iwr run --data benchmarks/iwr-mini --models iwr/oracle,iwr/blank",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

for _area in AREAS:
    try:
        _mod = importlib.import_module(f"iwr_bench.cli.commands.{_area}")
    except ModuleNotFoundError as _err:
        if _err.name != f"iwr_bench.cli.commands.{_area}":
            raise
        continue
    _mod.register(app)


def main() -> None:
    """Entry point: load ``.env`` (here only), then run; setup errors print one line."""
    from dotenv import load_dotenv

    load_dotenv(os.environ.get("IWR_ENV_FILE", ".env"), override=False)
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    try:
        app()
    except PrerequisiteError as err:
        typer.secho(f"iwr: {err}", err=True, fg="red")
        sys.exit(2)


if __name__ == "__main__":
    main()
