"""Cache keys name every input, the code included, computed from the source rather than listed.

Once ``generate_key`` had no code version, so a change to post-processing kept serving pages
made by the old code, and the replay and score keys hashed a hand-written list of modules.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from iwr_bench.core.code import ROOT, closure, code_version
from iwr_bench.flows.keys import CODE_ROOTS


@pytest.fixture()
def copy(tmp_path) -> Path:
    for package in ("core", "schemas", "tasks"):
        shutil.copytree(ROOT / "iwr_bench" / package, tmp_path / "iwr_bench" / package, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "iwr_bench" / "__init__.py", tmp_path / "iwr_bench" / "__init__.py")
    return tmp_path


def versions(root: Path) -> dict[str, str]:
    code_version.cache_clear()
    return {stage: code_version(roots, root) for stage, roots in CODE_ROOTS.items()}


def edit(path: Path) -> None:
    path.write_text(path.read_text() + "\n# changed\n")


@pytest.mark.parametrize(("changed", "changes", "keeps"), [
    ("iwr_bench/tasks/generation/postprocess.py", {"generate", "import"}, {"replay", "score"}),
    ("iwr_bench/tasks/data/frames.py", {"generate", "import"}, set()),  # a lazy import inside a function counts too
    ("iwr_bench/tasks/locate/decide.py", {"replay"}, {"generate", "import", "score"}),
    ("iwr_bench/tasks/sandbox/js/collect.js", {"replay"}, {"generate", "import", "score"}),
    ("iwr_bench/tasks/scoring/metrics.py", {"score"}, {"generate", "import", "replay"}),
    ("iwr_bench/tasks/judge/judges.py", {"score"}, {"generate", "import", "replay"}),
    ("iwr_bench/schemas/record.py", {"generate", "import", "replay", "score"}, set()),
    ("iwr_bench/tasks/generation/prompts/generate_v1.txt", {"generate", "import"}, {"replay", "score"}),  # data its module names
    ("iwr_bench/tasks/report/html.py", set(), {"generate", "import", "replay", "score"}),  # no stage's result depends on the report
    # A room's __init__ only re-exports: it counts for the modules that import from it, not for those below it.
    ("iwr_bench/tasks/scoring/__init__.py", set(), {"generate", "import", "replay"}),
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
    t = "iwr_bench/tasks/"
    assert {t + "replay/page.py", t + "locate/decide.py", t + "sandbox/settle.py", t + "sandbox/browser.py",
            t + "sandbox/js/instrument.js", t + "sandbox/js/collect.js"} <= names
    assert not any(n.startswith(("iwr_bench/flows/", "iwr_bench/cli/", t + "generation/", t + "report/")) for n in names)


def test_generate_key_carries_the_code_version(tmp_path):
    """The flow's generate key and the generation cache both change with the generation code."""
    from iwr_bench.tasks.generation import ModelSettings, cache_key
    from tests.builders import generation_task

    task = generation_task(tmp_path / "t", frames=0)
    settings = ModelSettings()
    assert cache_key(task, "m", settings, None, "code-a") != cache_key(task, "m", settings, None, "code-b")


def test_sample_0_keeps_the_key_a_run_without_samples_has_and_other_draws_get_their_own(tmp_path):
    """Samples: sample 0 of an ordinary run is the generation every run before samples made (the
    same cache entry); sample k and a nightly run's generations are asked and cached on their own."""
    from iwr_bench.core.hashing import sha256_json
    from iwr_bench.flows.keys import draw
    from iwr_bench.flows.spec import RunSpec
    from iwr_bench.tasks.generation import ModelSettings, cache_key
    from iwr_bench.tasks.generation.prompts import PROMPT_VERSION
    from tests.builders import generation_task

    task, settings = generation_task(tmp_path / "t", frames=0), ModelSettings()
    before_samples = sha256_json({"task": task.content_hash, "model": "m", "prompt": PROMPT_VERSION, "settings": settings.hash,
                                  "api_base": None, "code": "c"})[:32]
    spec = RunSpec(run_id="r1", models=("m",), judge="j", protocol="paper", warehouse="w", results="r")
    night = RunSpec(run_id="nightly-2026-01-02", models=("m",), judge="j", protocol="paper", warehouse="w", results="r", nightly=True)
    keys = {name: cache_key(task, "m", settings, None, "c", d) for name, d in (
        ("sample 0", draw(spec, 0)), ("sample 1", draw(spec, 1)), ("sample 2", draw(spec, 2)),
        ("nightly sample 0", draw(night, 0)), ("other night", draw(RunSpec(**{**night.__dict__, "run_id": "nightly-2026-01-03"}), 0)))}
    assert draw(spec, 0) == {} and keys["sample 0"] == before_samples == cache_key(task, "m", settings, None, "c")
    assert len(set(keys.values())) == len(keys)
