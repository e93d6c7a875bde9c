"""Small modules, short functions: a module over 400 lines or a function over 60 says why.

Once ``tasks/dataset.py`` had 710 lines and ``parse_description`` 233 (complexity 70). A longer
one is allowed when it carries a ``# size: <why>`` comment: for a module among its first 40
lines, for a function on the line above its ``def`` (or its decorators) or as its first line.
"""

from __future__ import annotations

import ast
from pathlib import Path

MODULE_LINES = 400
FUNCTION_LINES = 60
PACKAGE = Path(__file__).resolve().parent.parent / "iwr_bench"


def _explained(lines: list[str], at: int) -> bool:
    return lines[at].strip().startswith("# size:") if 0 <= at < len(lines) else False


def offenders(root: Path = PACKAGE) -> list[str]:
    found = []
    for path in sorted(root.rglob("*.py")):
        lines = path.read_text().splitlines()
        where = path.relative_to(root.parent)
        if len(lines) > MODULE_LINES and not any(line.strip().startswith("# size:") for line in lines[:40]):
            found.append(f"{where}: {len(lines)} lines")
        for node in ast.walk(ast.parse("\n".join(lines))):
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            length = (node.end_lineno or node.lineno) - node.lineno + 1
            top = min([node.lineno, *(d.lineno for d in node.decorator_list)]) - 1
            if length > FUNCTION_LINES and not (_explained(lines, top - 1) or _explained(lines, node.body[0].lineno - 1)):
                found.append(f"{where}:{node.lineno}: {node.name}() {length} lines")
    return found


def test_long_modules_and_functions_say_why():
    assert offenders() == []


def test_the_rule_sees_long_code_and_its_reasons(tmp_path):
    pkg = tmp_path / "iwr_bench"
    pkg.mkdir()
    body = "\n".join(f"    x{i} = {i}" for i in range(61))
    (pkg / "a.py").write_text(f"def long():\n{body}\n\n\n# size: a table, read top to bottom\ndef ok():\n{body}\n")
    (pkg / "b.py").write_text("\n".join(f"y{i} = {i}" for i in range(401)) + "\n")
    assert offenders(pkg) == ["iwr_bench/a.py:1: long() 62 lines", "iwr_bench/b.py: 401 lines"]
