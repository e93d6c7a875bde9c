"""The README's commands exist: every `iwr <command>` it shows is registered, every `make <target>` is in the Makefile."""

import os
import re
import subprocess
import sys
from pathlib import Path

from typer.main import get_command

from iwr_bench.cli.main import app

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text()


def _commands() -> dict:
    return get_command(app).commands


def test_readme_iwr_commands_exist():
    shown = set(re.findall(r"\biwr ([a-z][a-z-]+)", README))
    registered = set(_commands())
    missing = shown - registered
    assert not missing, f"README shows commands that do not exist: {sorted(missing)}"
    assert "models" in registered and {"pull", "export"} <= set(_commands()["models"].commands)


def test_readme_make_targets_exist():
    makefile = (ROOT / "Makefile").read_text()
    targets = set(re.findall(r"^([a-z-]+):", makefile, re.M))
    shown = set(re.findall(r"\bmake ([a-z][a-z-]+)", README))
    assert shown <= targets, f"README shows make targets that do not exist: {sorted(shown - targets)}"


def test_readme_starts_with_the_two_setup_commands():
    first_block = README.split("```")[1]
    assert "make demo" in first_block and "make test" in first_block


def test_every_command_has_help_with_an_example():
    def walk(cmds, prefix=""):
        for name, cmd in cmds.items():
            if hasattr(cmd, "commands"):
                yield from walk(cmd.commands, f"{prefix}{name} ")
            else:
                yield f"{prefix}{name}", cmd

    for name, cmd in walk(_commands()):
        assert cmd.help and "Example" in cmd.help, f"iwr {name}: help text needs an example"


def _iwr(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "IWR_HOME": str(cwd), "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-c", "from iwr_bench.cli.main import main; main()", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=300)


def test_bad_arguments_get_one_line_and_no_traceback(tmp_path):
    """Regression: `iwr run --api-base notaurl` and `iwr replay --page <missing>` ended in tracebacks."""
    from tests.fixtures.datasets import published_dataset

    data = published_dataset(tmp_path / "ds")
    for args, says in (
        (["run", "--data", str(data), "--models", "openai/m", "--api-base", "notaurl", "--tasks", "1"], "'notaurl' is not an http:// or https:// URL"),
        (["replay", "--data", str(data), "--task", "1", "--page", str(tmp_path / "missing.html")], "missing.html does not exist"),
        (["replay", "--data", str(data), "--task", "1", "--page", str(tmp_path)], "is a folder"),
    ):
        out = _iwr(*args, cwd=tmp_path)
        assert out.returncode == 2 and out.stderr.count("\n") == 1 and says in out.stderr, (args, out.stderr)
    assert not (tmp_path / "warehouse").exists() and not (tmp_path / "results").exists()
