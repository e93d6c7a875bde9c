"""One namespace, rooms by concern (issue 23).

Once the wheel installed ``core``, ``schemas``, ``tasks``, ``flows``, ``bench`` and ``iwr`` as
top-level import names, so a user's own ``flows/`` package (common for Prefect users) shadowed
ours; ``tasks/`` was 68 flat modules with three import cycles hidden behind lazy imports.
Now everything lives under ``iwr_bench``; ``tasks`` is split into rooms that import one way
(``iwr_bench.tasks.ROOMS``), and no two modules import each other, lazily or not.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

from iwr_bench.tasks import ROOMS
from tests.fixtures.datasets import published_dataset

REPO = Path(__file__).resolve().parent.parent
PACKAGE = REPO / "iwr_bench"
OLD_TOPS = ("core", "schemas", "tasks", "flows", "bench", "iwr")


def module_name(path: Path, root: Path) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph(root: Path = REPO, package: str = "iwr_bench") -> dict[str, set[str]]:
    """Module -> the modules of ours it imports (lazy and type-checking imports included)."""
    files = {module_name(p, root): p for p in sorted((root / package).rglob("*.py"))}
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
            if isinstance(node, ast.Import):
                found |= {a.name for a in node.names if a.name in files}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found |= {m for m in (node.module, *(f"{node.module}.{a.name}" for a in node.names)) if m in files}
        graph[name] = found - {name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on.add(start)
        while work:
            node, it = work[-1]
            nxt = next(it, None)
            if nxt is not None:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on.add(nxt)
                    work.append((nxt, iter(sorted(graph.get(nxt, ())))))
                elif nxt in on:
                    low[node] = min(low[node], index[nxt])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                comp = []
                while True:
                    m = stack.pop()
                    on.discard(m)
                    comp.append(m)
                    if m == node:
                        break
                if len(comp) > 1:
                    out.append(sorted(comp))
    return out


def room_of(module: str, package: str = "iwr_bench") -> str | None:
    parts = module.split(".")
    return parts[2] if parts[:2] == [package, "tasks"] and len(parts) > 2 else None


def room_violations(graph: dict[str, set[str]], rooms: tuple[str, ...] = ROOMS) -> list[str]:
    """Imports against the room order, and modules that import their own room's ``__init__``."""
    order = {r: i for i, r in enumerate(rooms)}
    found = []
    for module, targets in sorted(graph.items()):
        here = room_of(module)
        if here is None:
            continue
        for target in sorted(targets):
            there = room_of(target)
            if there is None:
                continue
            if there == here and target == module.rsplit(".", module.count(".") - 2)[0] and module != target:
                found.append(f"{module} imports its own room's __init__ ({target}); import the module")
            elif there != here and order[there] > order[here]:
                found.append(f"{module} ({here}) imports {target} ({there}), a later room")
    return found


GRAPH = import_graph()


def test_no_module_imports_another_that_imports_it_back():
    assert cycles(GRAPH) == []


def test_rooms_import_one_way():
    assert room_violations(GRAPH) == []


def test_every_stage_module_lives_in_a_room():
    tasks = PACKAGE / "tasks"
    loose = sorted(p.name for p in tasks.glob("*.py") if p.name != "__init__.py")
    assert loose == []
    assert sorted(p.name for p in tasks.iterdir() if (p / "__init__.py").is_file()) == sorted(ROOMS)


@pytest.mark.parametrize("room", ROOMS)
def test_a_room_init_says_what_it_owns_and_only_re_exports(room):
    """A room's ``__init__`` shapes no result (``core.code`` relies on it for the cache keys)."""
    path = PACKAGE / "tasks" / room / "__init__.py"
    tree = ast.parse(path.read_text())
    assert ast.get_docstring(tree), f"{path}: say what the room owns"
    exported: set[str] = set()
    for node in tree.body[1:]:
        if isinstance(node, ast.ImportFrom):
            exported |= {a.asname or a.name for a in node.names}
        elif isinstance(node, ast.Assign) and [t.id for t in node.targets if isinstance(t, ast.Name)] == ["__all__"]:
            listed = set(ast.literal_eval(node.value))
            assert listed == exported, f"{path}: __all__ and the imports differ: {sorted(listed ^ exported)}"
        else:
            pytest.fail(f"{path}:{node.lineno}: a room's __init__ only imports and lists its names")


def test_nothing_imports_the_old_top_level_names():
    """``import tasks`` would import the repository's link to iwr_bench/tasks (a second copy of every
    module) in a checkout, and fail in an installed wheel."""
    found = []
    for path in sorted([*PACKAGE.rglob("*.py"), *(REPO / "tests").rglob("*.py")]):
        for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module] if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module else []
            found += [f"{path.relative_to(REPO)}:{node.lineno}: {n}" for n in names if n.split(".")[0] in OLD_TOPS]
    assert found == []


def test_a_cycle_and_a_wrong_way_import_are_caught(tmp_path):
    pkg = tmp_path / "iwr_bench" / "tasks"
    for room in ("llm", "data"):
        (pkg / room).mkdir(parents=True)
        (pkg / room / "__init__.py").write_text("")
    (tmp_path / "iwr_bench" / "__init__.py").write_text("")
    (pkg / "__init__.py").write_text("")
    (pkg / "llm" / "a.py").write_text("def f():\n    from iwr_bench.tasks.data.b import g\n")
    (pkg / "data" / "b.py").write_text("from iwr_bench.tasks.llm.a import f\nfrom iwr_bench.tasks.data import c\n")
    (pkg / "data" / "c.py").write_text("")
    graph = import_graph(tmp_path)
    assert cycles(graph) == [["iwr_bench.tasks.data.b", "iwr_bench.tasks.llm.a"]]
    assert room_violations(graph, ("llm", "data")) == [
        "iwr_bench.tasks.data.b imports its own room's __init__ (iwr_bench.tasks.data); import the module",
        "iwr_bench.tasks.llm.a (llm) imports iwr_bench.tasks.data.b (data), a later room",
    ]


@pytest.mark.slow
def test_iwr_runs_from_a_folder_holding_its_own_flows_tasks_core_and_schemas(tmp_path):
    """A Prefect user's project has a ``flows/`` package; ``import flows.run`` once failed there."""
    for name in ("flows", "tasks", "core", "schemas", "bench", "iwr"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "__init__.py").write_text(f"raise ImportError('the user\\'s own {name} package was imported')\n")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    code = ("import iwr_bench.flows.run, iwr_bench.core.settings, iwr_bench.tasks.scoring, iwr_bench.cli.main; "
            "from iwr_bench.cli.main import app; print('ok')")
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr[-2000:]
    data = published_dataset(tmp_path / "published")
    iwr = Path(sys.executable).with_name("iwr")
    out = subprocess.run([str(iwr), "validate", "--data", str(data), "--no-load"], cwd=tmp_path,
                         env={**env, "IWR_HOME": str(tmp_path / "home")}, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0 and "the user's own" not in out.stdout + out.stderr, out.stdout[-2000:] + out.stderr[-2000:]
