"""Cache keys of the stages: every input a stage's result depends on, never the run id (but a
nightly run's generations, which are its own: ``draw``).

Samples: the generate key names the sample index (none for sample 0, so a run without samples
keeps its keys); a replay and a score are keyed by what they read (the page's content, the
replay), so two samples that wrote the same page share them.

The code part of each key is computed (``iwr_bench.core.code.code_version``): the closure of the stage
module's imports inside our packages, plus the data files they name (page scripts, prompt
texts). The roots below are the modules the stage calls; everything else follows from them.
"""

from __future__ import annotations

import functools
from typing import Any

from iwr_bench.core.code import code_version
from iwr_bench.core.hashing import sha256_json
from iwr_bench.flows.spec import RunSpec
from iwr_bench.schemas.record import BenchTask

# The modules each stage calls (the flow's wrappers call nothing else that shapes a result).
CODE_ROOTS: dict[str, tuple[str, ...]] = {
    "generate": ("iwr_bench.tasks.generation",),
    "import": ("iwr_bench.tasks.generation",),
    "replay": ("iwr_bench.tasks.replay.page",),
    "score": ("iwr_bench.tasks.scoring.page", "iwr_bench.tasks.scoring.dino", "iwr_bench.tasks.scoring.visual", "iwr_bench.tasks.judge.judges", "iwr_bench.tasks.scoring.protocols"),
}


def stage_code(stage: str) -> str:
    return code_version(CODE_ROOTS[stage])


def draw(spec: RunSpec, sample: int) -> dict[str, Any]:
    """What tells one generation of a (task, model) from another: the sample index, and for a
    nightly run the run (so every night asks afresh and a rerun the same night resumes). Empty
    for sample 0 of an ordinary run, whose keys are the keys a run without samples has."""
    return {**({"sample": sample} if sample else {}), **({"run": spec.run_id} if spec.nightly else {})}


def generate_key(task: BenchTask, model: str, spec: RunSpec, sample: int = 0) -> str:
    from iwr_bench.flows.resources import model_setup
    from iwr_bench.tasks.generation import cache_key

    settings, endpoint = model_setup(spec, model)
    return "generate-" + cache_key(task, model, settings, endpoint.api_base, stage_code("generate"), draw(spec, sample))


def import_key(task: BenchTask, model: str, content: str | None) -> str:
    return "import-" + sha256_json({"task": task.content_hash, "model": model, "page": content,
                                    "code": stage_code("import")})[:32]


def replay_key(task: BenchTask, page_sha256: str, grounder: Any = None, chromium: str = "/usr/bin/chromium") -> str:
    """``grounder``: the run's grounding ``iwr_bench.tasks.llm.Endpoint`` (None: no LLM grounding), whose
    choices shape the replay; its model and base URL are named (never its key). The browser's
    major version is named too: another Chromium renders other pixels."""
    key: dict[str, Any] = {"task": task.content_hash, "page": page_sha256, "code": stage_code("replay"), "browser": browser_major(chromium)}
    if grounder is not None:
        key["grounder"] = grounder.identity()
    return "replay-" + sha256_json(key)[:32]


# What of an ``actions`` row scoring reads: the identity of a replay for the score stage's key.
REPLAY_FIELDS = ("step", "type", "outcome", "error_kind", "tie", "page_text", "screenshot_path", "screenshot_sha256")


def replay_identity(rows: Any) -> str:
    """The content of a replay as scoring sees it, the same whether the rows come from the replay
    just made or from the warehouse (a score-only run scores from the durable record)."""
    return "replay-" + sha256_json([{f: r.get(f) for f in REPLAY_FIELDS} for r in sorted(rows, key=lambda r: int(r["step"]))])[:32]


@functools.cache
def browser_major(chromium: str = "/usr/bin/chromium") -> str | None:
    """Chromium's major version (``156``), None when it cannot be read."""
    from iwr_bench.core.environment import chromium_version

    version = chromium_version(chromium)
    return version.split(".")[0] if version else None


def score_key(task: BenchTask, replay_id: str, spec: RunSpec, scorers: dict[str, Any]) -> str:
    """The judge is named with its endpoint (model and base URL, never the key): another server
    is asked again, whatever model name it answers to."""
    protocol, dino = scorers["protocol"], scorers["dino"]
    judge = spec.judge_endpoint.identity() if spec.judge_endpoint is not None else spec.judge
    return "score-" + sha256_json({
        "task": task.content_hash, "replay": replay_id, "judge": judge, "protocol": protocol.name,
        "protocol_version": protocol.version, "dino": dino.model_version(protocol.dino_center_crop) if dino else None,
        "code": stage_code("score"),
    })[:32]
