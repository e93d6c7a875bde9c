"""The README's tables say what the code does: every command and option its command table shows
exists on that command, and its counts of the bundled benchmark are the bundle's.

Once the `iwr run` row left out `--workers` and the grounder options while rows elsewhere still
said 12 tasks when the bundle held 18, and the text said the 1,000-task point "has not been run"
beside a table row of it.
"""

from __future__ import annotations

import re
from pathlib import Path

from iwr_bench.cli.main import command

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text()


def _command_table() -> list[str]:
    """The first cell of every row of the table headed `| command | what it does |`."""
    block = README.split("| command | what it does |", 1)[1].split("\n\n", 1)[0]
    return [line.split(" | ")[0] for line in block.splitlines()[2:] if line.startswith("| `")]


def _usages(cell: str) -> list[str]:
    return [u.replace("\\|", "|") for u in re.findall(r"`(iwr [^`]+)`", cell)]


def _resolve(usage: str):
    """(command path, click command) of ``iwr a [b] ...``."""
    words = usage.split()[1:]
    cmd, path = command(), []
    while words and hasattr(cmd, "commands") and words[0] in cmd.commands:
        cmd = cmd.commands[words[0]]
        path.append(words.pop(0))
    return " ".join(path), cmd


def test_every_option_the_command_table_shows_exists():
    rows = _command_table()
    assert len(rows) >= 15
    checked = 0
    for cell in rows:
        for usage in _usages(cell):
            path, cmd = _resolve(usage)
            opts = {o for p in cmd.params for o in (*p.opts, *getattr(p, "secondary_opts", ()))} | {"--help"}
            if not path:  # `iwr --version`: the root's own option
                opts |= {"--version"}
            shown = set(re.findall(r"(?<![\w-])(--[a-z][a-z-]*|-[A-Z])\b", usage))
            missing = shown - opts
            assert not missing, f"README row `{usage}` shows options iwr {path} does not have: {sorted(missing)}"
            checked += len(shown)
    assert checked > 40


def test_the_run_row_names_every_option_of_iwr_run():
    run_row = next(c for c in _command_table() if c.startswith("| `iwr run "))
    _, run = _resolve("iwr run")
    shown = set(re.findall(r"(?<![\w-])(--[a-z][a-z-]*|-[A-Z])\b", run_row))
    unnamed = [p.opts[0] for p in run.params if not set(p.opts) & shown]
    assert not unnamed, f"the README's iwr run row leaves out {unnamed}"


def test_counts_of_the_bundled_benchmark_are_the_bundles():
    sites = [p for p in (ROOT / "benchmarks" / "iwr-mini" / "sites").iterdir() if (p / "trajectory.yaml").is_file()]
    claims = [int(n) for pattern in (r"builds the bundled benchmark \((\d+) small web apps", r"\((\d+) tasks × 3 baselines",
                                     r"the (\d+) tasks\s+with `iwr/oracle`", r"on the (\d+) bundled tasks")
              for n in re.findall(pattern, README)]
    assert claims, "the README names no count of the bundled tasks"
    assert set(claims) == {len(sites)}, f"README counts {claims}, the bundle has {len(sites)} sites"
    # A count of the bundle from before it grew is said as such ("when the bundle held 12 sites"), never as today's.
    assert not re.search(r"bundled benchmark \((?!when)\d+ tasks\)", README)


def test_no_claim_that_a_measured_point_was_not_run():
    assert "has not been\nrun" not in README and "has not been run" not in README
