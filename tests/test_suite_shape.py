"""The suite's own shape: test modules share helpers only through helper modules (tests/builders.py,
tests/runs.py, tests/warehouses.py, ...), tasks are built by one ``make_task`` and runs are started
by one in-process and one ``iwr run`` launcher (tests/runs.py).

Each rule is a pattern over the source text, so code that a child process runs (``python -c``
strings) is held to it too; each is also shown to catch a line that breaks it.
"""

from __future__ import annotations

import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent

# `from tests.test_x import ...`, `import tests.validity.test_x`, `from tests import test_x`, `from .test_x import ...`
IMPORTS_A_TEST_MODULE = re.compile(
    r"^\s*(?:from\s+tests(?:\.\w+)*\.test_\w+\s+import|import\s+tests(?:\.\w+)*\.test_\w+"
    r"|from\s+tests(?:\.\w+)*\s+import\s+(?:\(\s*)?test_|from\s+\.+(?:\w+\.)*test_\w+\s+import|from\s+\.+\s+import\s+test_)",
    re.MULTILINE)
DEFINES_MAKE_TASK = re.compile(r"^\s*def\s+make_task\s*\(", re.MULTILINE)
# A run started any other way than tests/runs.py's run_in_process and iwr_run.
STARTS_A_RUN = re.compile(r"\brun\(\s*RunRequest\(|\"iwr_bench\.cli\.main\",\s*\"run\"|\[\s*IWR\s*,\s*\"run\"")

BUILDER = TESTS / "builders.py"
LAUNCHER = TESTS / "runs.py"


def _sources() -> list[Path]:
    return sorted(p for p in TESTS.rglob("*.py") if "fixtures" not in p.relative_to(TESTS).parts)


def _offenders(pattern: re.Pattern[str], allowed: set[Path] = frozenset()) -> list[str]:
    out = []
    for path in _sources():
        if path in allowed or path == Path(__file__).resolve():
            continue
        text = path.read_text()
        for m in pattern.finditer(text):
            out.append(f"{path.relative_to(TESTS.parent)}:{text.count(chr(10), 0, m.start()) + 1}: {m.group(0).strip()}")
    return out


def test_no_test_module_imports_another():
    bad = ["from tests.test_replay import act", "    from tests.validity.test_mutants import KINDS", "import tests.test_flows",
           "from tests import test_views", "from .test_scoring import rows", "from . import test_dino"]
    assert all(IMPORTS_A_TEST_MODULE.search(line) for line in bad)
    assert not IMPORTS_A_TEST_MODULE.search("from tests.builders import make_task\nfrom tests.fixtures.datasets import png")
    offenders = _offenders(IMPORTS_A_TEST_MODULE)
    assert not offenders, f"move what is shared into a helper module (tests/builders.py, tests/runs.py, ...): {offenders}"


def test_one_task_builder():
    assert DEFINES_MAKE_TASK.search("def helper():\n    def make_task(root):\n        pass")
    offenders = _offenders(DEFINES_MAKE_TASK, {BUILDER})
    assert not offenders, f"build tasks with tests.builders.make_task (give it the fields that differ): {offenders}"
    assert len(DEFINES_MAKE_TASK.findall(BUILDER.read_text())) == 1


def test_one_in_process_and_one_cli_run_launcher():
    bad = ['summary = run(RunRequest(**fields), progress=False)', '[sys.executable, "-m", "iwr_bench.cli.main", "run", "--data"]',
           'subprocess.run([IWR, "run", "--data", data])']
    assert all(STARTS_A_RUN.search(line) for line in bad)
    offenders = _offenders(STARTS_A_RUN, {LAUNCHER})
    assert not offenders, f"start a run with tests.runs.run_in_process or tests.runs.iwr_run: {offenders}"
