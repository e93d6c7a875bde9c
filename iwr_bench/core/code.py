"""The version of the code a result depends on, computed from the source itself.

``code_version(roots)`` hashes every module reachable from ``roots`` through imports inside
our own packages (the lazy imports inside functions too), and the data files those modules
name (a string such as ``"js"`` or ``f"generate_{VERSION}.txt"`` that resolves, beside the
module, to a file or a folder of files). Nothing is listed by hand, so a change to any module
a stage's result depends on (post-processing, the locator, a page script, a prompt text)
changes that stage's cache key, and a change elsewhere does not.
"""

from __future__ import annotations

import ast
import fnmatch
import functools
import threading
from collections.abc import Iterable, Iterator
from pathlib import Path

from iwr_bench.core.hashing import sha256_bytes

ROOT = Path(__file__).resolve().parents[2]  # the folder holding iwr_bench (checkout or site-packages)
PACKAGES = ("iwr_bench.core", "iwr_bench.schemas", "iwr_bench.tasks")  # the layers a stage's result can depend on


def module_file(name: str, root: Path = ROOT) -> Path | None:
    """The source file of module ``name`` (a package's ``__init__.py``), or None."""
    base = root.joinpath(*name.split("."))
    for cand in (base.with_suffix(".py"), base / "__init__.py"):
        if cand.is_file():
            return cand
    return None


def _imports(tree: ast.AST, root: Path) -> Iterator[str]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            # ``from iwr_bench.tasks.scoring import metrics`` imports the submodule ...scoring.metrics.
            names = [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
        else:
            continue
        for name in names:
            # Importing a.b.c runs a/__init__ and a/b/__init__ first, but a package's __init__ only
            # says what it owns and re-exports names (tests/test_rooms.py holds them to that), so it
            # shapes no result: it counts when it is imported from, not when a module below it is.
            if ".".join(name.split(".")[:2]) in PACKAGES and module_file(name, root) is not None:
                yield name


def _patterns(tree: ast.AST) -> Iterator[str]:
    """String literals that may name a data file: constants, and f-strings as glob patterns."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            yield node.value
        elif isinstance(node, ast.JoinedStr):
            parts = [str(v.value) if isinstance(v, ast.Constant) else "*" for v in node.values]
            fixed = "".join(p for p in parts if p != "*")
            if len(fixed) >= 3:  # "{x}" alone would match every file
                yield "".join(parts)


def _data_files(module: Path, tree: ast.AST) -> set[Path]:
    here = module.parent
    found: set[Path] = set()
    for text in _patterns(tree):
        if not text or len(text) > 100 or text.strip(". ") == "" or any(c in text for c in " \n\t:") or text.startswith("/"):
            continue
        if "*" in text:
            folder, _, name = text.rpartition("/")
            base = here / folder
            if "*" not in folder and "**" not in name and base.is_dir():
                found |= {p for p in base.iterdir() if p.is_file() and p.suffix != ".py" and fnmatch.fnmatchcase(p.name, name)}
            continue
        target = here / text
        if target.is_file() and target.suffix != ".py":
            found.add(target)
        elif target.is_dir() and not (target / "__init__.py").exists():  # a package is code: its imports count
            found |= {p for p in target.rglob("*") if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"}
    return found


def closure(roots: Iterable[str], root: Path = ROOT) -> tuple[list[Path], list[Path]]:
    """(modules, data files) reachable from ``roots``, each sorted."""
    seen: dict[str, Path] = {}
    data: set[Path] = set()
    todo = [r for r in roots]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        path = module_file(name, root)
        if path is None:
            raise ValueError(f"code_version: no module {name!r} under {root}")
        seen[name] = path
        tree = ast.parse(path.read_bytes(), filename=str(path))
        todo += [n for n in _imports(tree, root) if n not in seen]
        data |= _data_files(path, tree)
    return sorted(set(seen.values())), sorted(data)


# ast.parse from several threads at once raised "SystemError: AST constructor recursion depth
# mismatch" (CPython 3.11, cpython#106905) in the stage pool: the key was lost and Prefect did not
# persist that stage's result. One computation at a time; each root set is computed once.
_lock = threading.Lock()


def code_version(roots: tuple[str, ...], root: Path = ROOT) -> str:
    """Hash of the source of every module reachable from ``roots`` and the data files they name."""
    with _lock:
        return _code_version(tuple(roots), root)


@functools.cache
def _code_version(roots: tuple[str, ...], root: Path) -> str:
    modules, data = closure(roots, root)
    parts = [p.relative_to(root).as_posix().encode() + b"\0" + p.read_bytes() for p in (*modules, *data)]
    return sha256_bytes(b"\0\0".join(parts))[:16]


def _clear() -> None:
    _code_version.cache_clear()


code_version.cache_clear = _clear  # type: ignore[attr-defined]  # tests recompute after editing sources
