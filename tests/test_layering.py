"""Imports run one way: core <- schemas <- tasks <- flows <- bench (benchmarks) <- cli, all under iwr_bench.

Once ``iwr/`` was both the bottom layer (settings, errors, hashing) and the CLI, so the CLI
package and the stages imported each other. Every import counts, the lazy ones inside
functions too: a layer may import only from the layers below it and from itself.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "iwr_bench"
LAYERS = {"core": 0, "schemas": 1, "tasks": 2, "flows": 3, "bench": 4, "cli": 5}


def _layer(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if parts[0] == "iwr_bench" and len(parts) > 1 else None


def imported_packages(path: Path) -> list[tuple[int, str]]:
    """(line, layer) of every absolute import of ``iwr_bench.<layer>`` in ``path``."""
    tree = ast.parse(path.read_text(), filename=str(path))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(node.lineno, layer) for a in node.names if (layer := _layer(a.name))]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module and (layer := _layer(node.module)):
            out.append((node.lineno, layer))
    return out


def violations(root: Path = ROOT) -> list[str]:
    found = []
    for package, level in LAYERS.items():
        for path in sorted((root / package).rglob("*.py")):
            for line, target in imported_packages(path):
                if target in LAYERS and target != package and LAYERS[target] >= level:
                    found.append(f"{path.relative_to(root)}:{line}: {package} imports {target}")
    return found


def test_imports_run_one_way():
    assert violations() == []


def test_a_wrong_way_import_is_caught(tmp_path):
    (tmp_path / "core").mkdir()
    (tmp_path / "core" / "bad.py").write_text("def f():\n    from iwr_bench.tasks.scoring.metrics import ifs\n")
    (tmp_path / "tasks").mkdir()
    (tmp_path / "tasks" / "ok.py").write_text("import iwr_bench.core.kinds\nfrom iwr_bench.schemas.record import BenchTask\n")
    assert violations(tmp_path) == ["core/bad.py:2: core imports tasks"]


@pytest.mark.parametrize("package", sorted(LAYERS))
def test_every_layer_exists(package):
    assert (ROOT / package / "__init__.py").is_file()


def settings_readers(root: Path = ROOT, package: str = "tasks") -> list[str]:
    """Where a module of ``package`` reads the settings (``get_settings``); taking a ``Settings``
    argument (a type import of ``iwr_bench.core.settings.Settings``) is fine."""
    found = []
    for path in sorted((root / package).rglob("*.py")):
        tree = ast.parse(path.read_text(), filename=str(path))
        for node in ast.walk(tree):
            hit = (isinstance(node, ast.Name) and node.id == "get_settings") or \
                  (isinstance(node, ast.Attribute) and node.attr == "get_settings") or \
                  (isinstance(node, ast.ImportFrom) and any(a.name == "get_settings" for a in node.names))
            if hit:
                found.append(f"{path.relative_to(root)}:{node.lineno}")
    return found


def test_stage_functions_take_their_settings_as_arguments():
    """Once ``get_settings()`` was read deep inside ~15 stage functions, so a flow could not say
    what a stage ran with. Only ``flows/`` and the CLI read the settings."""
    assert settings_readers() == []


def test_a_settings_read_in_a_stage_is_caught(tmp_path):
    (tmp_path / "tasks").mkdir()
    (tmp_path / "tasks" / "bad.py").write_text("def f():\n    from iwr_bench.core.settings import get_settings\n    return get_settings().results\n")
    assert settings_readers(tmp_path) == ["tasks/bad.py:2", "tasks/bad.py:3"]
