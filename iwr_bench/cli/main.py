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

AREAS = ("data", "author", "generate", "replay", "evaluate", "models", "run", "reports", "trend", "protocols", "bench", "validity")

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


def version() -> str:
    """The installed distribution's version (a checkout run without installing: 'unknown')."""
    import importlib.metadata

    try:
        return importlib.metadata.version("iwr-bench")
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


def _version(shown: bool) -> None:
    if shown:
        typer.echo(f"iwr {version()}")
        raise typer.Exit()


@app.callback()
def _root(show_version: bool = typer.Option(False, "--version", callback=_version, is_eager=True, metavar="",
                                            help="Print the version of iwr-bench and exit.")) -> None:
    """IWR-Bench: generate, replay and score interactive web reconstructions."""


def command():
    """The ``iwr`` click command, its help in plain words (what ``main`` runs; tests invoke it too)."""
    from typer.main import get_command

    cmd = get_command(app)
    _plain_help(cmd)
    return cmd


def _plain_help(command) -> None:
    """Help names each value in words (``TEXT``, ``N``, ``PATH``, ``a|b``), never typer's ``<str>`` or
    ``<list[str]>``; a flag shows no value at all. Options that name their own metavar keep it."""
    from typer.core import TyperArgument, TyperOption

    ctx = typer.Context(command)
    command.get_help_option(ctx)  # made (and kept) now, so it is plain too
    for param in [*command.params, *([command._help_option] if getattr(command, "_help_option", None) else [])]:
        if isinstance(param, TyperOption) and param.metavar is None:
            param.metavar = "" if param.is_flag else _words(param.display_type(ctx))
        elif isinstance(param, TyperArgument):
            param.display_type_rich = lambda ctx: None  # type: ignore[method-assign]  # its name says it: PAGES, QUERY
    for sub in getattr(command, "commands", {}).values():
        _plain_help(sub)


def _words(typed: str) -> str:
    """typer's ``<int>`` -> ``N``; a choice ``<csv|json>`` stays ``csv|json``."""
    bare = typed.strip("<>")
    return {"int": "N", "float": "NUMBER", "path": "PATH", "str": "TEXT", "list[str]": "TEXT", "list[int]": "N"}.get(bare, bare)


def main() -> None:
    """Entry point: load ``.env`` (here only), then run; setup errors print one line."""
    from dotenv import load_dotenv

    load_dotenv(os.environ.get("IWR_ENV_FILE", ".env"), override=False)
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    try:
        command()(standalone_mode=True)
    except PrerequisiteError as err:
        typer.secho(f"iwr: {err}", err=True, fg="red")
        sys.exit(2)


if __name__ == "__main__":
    main()
