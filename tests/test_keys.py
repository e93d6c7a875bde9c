"""Cache keys name every input, the code included, computed from the source rather than listed.

Once ``generate_key`` had no code version, so a change to post-processing kept serving pages
made by the old code, and the replay and score keys hashed a hand-written list of modules.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from core.code import ROOT, closure, code_version
from flows.keys import CODE_ROOTS


@pytest.fixture()
def copy(tmp_path) -> Path:
    for package in ("core", "schemas", "tasks"):
        shutil.copytree(ROOT / package, tmp_path / package, ignore=shutil.ignore_patterns("__pycache__"))
    return tmp_path


def versions(root: Path) -> dict[str, str]:
    code_version.cache_clear()
    return {stage: code_version(roots, root) for stage, roots in CODE_ROOTS.items()}


def edit(path: Path) -> None:
    path.write_text(path.read_text() + "\n# changed\n")


@pytest.mark.parametrize(("changed", "changes", "keeps"), [
    ("tasks/generation/postprocess.py", {"generate", "import"}, {"replay", "score"}),
    ("tasks/frames.py", {"generate", "import"}, set()),  # a lazy import inside a function counts too
    ("tasks/locate.py", {"replay"}, {"generate", "import", "score"}),
    ("tasks/js/collect.js", {"replay"}, {"generate", "import", "score"}),
    ("tasks/metrics.py", {"score"}, {"generate", "import", "replay"}),
    ("tasks/judge.py", {"score"}, {"generate", "import", "replay"}),
    ("schemas/record.py", {"generate", "import", "replay", "score"}, set()),
    # A prompt text is data its module names; it also reaches replay and score, through the
    # setup check of tasks/llm/check.py that imports tasks.baselines (over-inclusion is safe).
    ("tasks/prompts/generate_v1.txt", {"generate", "import"}, set()),
    ("tasks/report_html.py", set(), {"generate", "import", "replay", "score"}),  # no stage's result depends on the report
])
def test_a_change_to_a_module_changes_the_keys_of_the_stages_that_import_it_and_no_other(copy, changed, changes, keeps):
    before = versions(copy)
    edit(copy / changed)
    after = versions(copy)
    changed_stages = {s for s in before if before[s] != after[s]}
    assert changes <= changed_stages and not (keeps & changed_stages), changed_stages


def test_the_closure_follows_imports_and_names_the_data_files():
    modules, data = closure(CODE_ROOTS["replay"])
    names = {p.relative_to(ROOT).as_posix() for p in (*modules, *data)}
    assert {"tasks/replay.py", "tasks/locate.py", "tasks/settle.py", "tasks/browser.py", "tasks/js/instrument.js",
            "tasks/js/collect.js"} <= names
    assert not any(n.startswith(("flows/", "iwr/", "tasks/generation/")) for n in names)


def test_generate_key_carries_the_code_version(tmp_path):
    """The flow's generate key and the generation cache both change with the generation code."""
    from tasks.generation import ModelSettings, cache_key
    from tests.test_generate import make_task

    task = make_task(tmp_path / "t", frames=0)
    settings = ModelSettings()
    assert cache_key(task, "m", settings, None, "code-a") != cache_key(task, "m", settings, None, "code-b")
