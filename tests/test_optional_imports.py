"""Every import a code path makes lazily (inside a function) resolves in this environment.

LiteLLM's retry path once imported ``tenacity``, which the lock does not install: every judge
verdict of a run became ``judge_error`` ("tenacity import failed"), found by a user, not CI.
Our own lazy imports are the same kind of trap: a module that is only imported when a stage
runs. This walks our packages' syntax trees for imports inside functions and imports each
one, so a missing package fails here. (LiteLLM's own retry path is kept off: tasks/llm/
passes ``num_retries=0``; tests/test_llm.py checks that every attempt is ours.)
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("iwr_bench",)
# Imports that are optional by design, with the reason and the command that installs them.
OPTIONAL = {
    "torch": "DINOv2 export and the parity test only (make export-deps)",
    "transformers": "DINOv2 export only (make export-deps)",
}


def lazy_imports(root: Path = ROOT) -> dict[tuple[str, str | None], list[str]]:
    """(module, imported name or None) -> where, for every absolute import inside a function."""
    found: dict[tuple[str, str | None], list[str]] = {}
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            tree = ast.parse(path.read_text(), filename=str(path))
            for fn in ast.walk(tree):
                if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
                    continue
                for node in ast.walk(fn):
                    where = f"{path.relative_to(root)}:{getattr(node, 'lineno', 0)}"
                    if isinstance(node, ast.Import):
                        for alias in node.names:
                            found.setdefault((alias.name, None), []).append(where)
                    elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                        for alias in node.names:
                            found.setdefault((node.module, alias.name), []).append(where)
    return found


LAZY = lazy_imports()


def _optional(module: str) -> bool:
    return module.split(".")[0] in OPTIONAL


@pytest.mark.parametrize(("module", "name"), sorted((k for k in LAZY if not _optional(k[0])), key=lambda k: (k[0], k[1] or "")),
                         ids=lambda v: v or "-")
def test_lazy_import_resolves(module, name):
    mod = importlib.import_module(module)
    if name is None or name == "*" or hasattr(mod, name):
        return
    try:
        importlib.import_module(f"{module}.{name}")  # ``from package import submodule``
    except ImportError as err:
        pytest.fail(f"{module} has no {name!r} ({err}); imported at {', '.join(LAZY[(module, name)])}")


def test_the_walk_finds_imports_inside_functions(tmp_path):
    (tmp_path / "iwr_bench").mkdir()
    (tmp_path / "iwr_bench" / "x.py").write_text("import json\n\ndef f():\n    import tenacity\n    from litellm import completion\n")
    found = lazy_imports(tmp_path)
    assert set(found) == {("tenacity", None), ("litellm", "completion")}


def test_the_optional_list_names_only_what_is_imported():
    """An entry nobody imports any more would hide a future missing package of that name."""
    imported = {m.split(".")[0] for m, _ in LAZY}
    assert set(OPTIONAL) <= imported
    assert "litellm" in imported  # the walk sees the model call paths
