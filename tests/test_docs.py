"""``docs/ARCHITECTURE.md`` is true: every dotted name it cites exists, every path it cites is
there, and its error-kind table is ``iwr_bench.core.kinds.ErrorKind``.

Once it named functions that did not exist (``iwr_bench.tasks.judge.judges.judge_assertions``,
``iwr_bench.tasks.scoring.visual.score_checkpoints``) and sent readers to a design file outside the repository.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from iwr_bench.core.kinds import ErrorKind

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "ARCHITECTURE.md"
_NAME = re.compile(r"^iwr_bench(?:\.[A-Za-z_][A-Za-z0-9_]*)+")
# Folders a cited path may start with (flows/, tasks/ and schemas/ are the repository's links into iwr_bench/).
_FOLDERS = ("iwr_bench", "flows", "tasks", "schemas", "docs", "tests", "warehouse", "benchmarks", "config", "models")


def cited(text: str) -> tuple[set[str], set[str]]:
    """(dotted names, repository paths) in backticks."""
    names, paths = set(), set()
    for span in re.findall(r"`([^`\n]+)`", text):
        m = _NAME.match(span)
        if m and not span.endswith((".py", ".sql", ".yaml", ".json", ".md", ".csv", ".yml", ".txt")):
            names.add(m.group(0))
        elif re.fullmatch(r"(?:{})/[\w./<>-]*".format("|".join(_FOLDERS)), span) and (span.endswith("/") or "." in span):
            paths.add(span)  # a file or a folder/ (iwr/oracle is a model name, not a path)
    return names, paths


def resolves(name: str) -> bool:
    parts = name.split(".")
    for i in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:i]))
        except ImportError:
            continue
        for attr in parts[i:]:
            if not hasattr(obj, attr) and not (isinstance(obj, type) and attr in getattr(obj, "model_fields", {})):
                return False
            obj = getattr(obj, attr, None)
        return True
    return False


def test_every_dotted_name_exists():
    names, _ = cited(DOC.read_text())
    assert len(names) > 30
    missing = sorted(n for n in names if not resolves(n))
    assert not missing, f"docs/ARCHITECTURE.md cites names that do not exist: {missing}"


def built(path: str) -> bool:
    """A path git ignores is made by a command (``benchmarks/iwr-mini/dataset/`` by ``make demo``)."""
    import subprocess

    return subprocess.run(["git", "check-ignore", "-q", path], cwd=ROOT).returncode == 0


def test_every_cited_path_exists():
    _, paths = cited(DOC.read_text())
    missing = sorted(p for p in paths if "<" not in p and not (ROOT / p.rstrip("/")).exists() and not built(p))
    assert not missing, f"docs/ARCHITECTURE.md cites paths that do not exist: {missing}"


def test_the_doc_stays_inside_the_repository():
    assert "../shared" not in DOC.read_text() and "DESIGN.md" not in DOC.read_text()


def test_error_kind_table_is_the_enumeration():
    rows = re.findall(r"^\| `([a-z_]+)` \| (\w+) \| (yes|no) \| (yes|no) \|", DOC.read_text(), re.M)
    assert [(k, s, t == "yes", i == "yes") for k, s, t, i in rows] == [(k.value, k.source, k.transient, k.infrastructure) for k in ErrorKind]


@pytest.mark.parametrize("bad", ["iwr_bench.tasks.judge.judges.judge_assertions", "tasks.nothing.here", "iwr_bench.flows.run.nope"])
def test_a_missing_name_is_caught(bad):
    assert not resolves(bad)


# A user's own file in an example (the README copies the shipped config to it first).
EXAMPLE_PATHS = {"config/my-nightly.yaml"}
_PATH = re.compile(r"(?<![\w./-])((?:iwr_bench|tasks|flows|schemas|docs|tests|benchmarks|config)/[\w./-]*"
                   r"\.(?:py|md|sql|yaml|yml|json|js|csv|txt|html|css|sh))")
_DOTTED = re.compile(r"(?<![\w./])iwr_bench(?:\.[A-Za-z_][A-Za-z0-9_]*)+")


def test_code_and_docs_name_only_what_exists():
    """Once six comments cited a design file outside the repository and bench/__init__ named a
    module that did not exist. Every comment, docstring and doc names real files and names."""
    texts = {p: p.read_text() for p in [*sorted((ROOT / "iwr_bench").rglob("*.py")), *sorted((ROOT / "docs").glob("*.md")),
                                        ROOT / "README.md"]}
    wrong = []
    for path, text in texts.items():
        where = path.relative_to(ROOT)
        if "DESIGN.md" in text:
            wrong.append(f"{where}: cites DESIGN.md, which is not in this repository")
        for p in {m.group(1) for m in _PATH.finditer(text)}:
            if "<" not in p and p not in EXAMPLE_PATHS and not (ROOT / p).exists() and not built(p):
                wrong.append(f"{where}: {p} does not exist")
        for name in {m.group(0).rstrip(".") for m in _DOTTED.finditer(text)}:
            if not name.endswith(tuple(f".{x}" for x in ("py", "md", "sql", "yaml", "json", "csv", "yml", "txt", "js"))) and not resolves(name):
                wrong.append(f"{where}: {name} does not exist")
    assert wrong == []
