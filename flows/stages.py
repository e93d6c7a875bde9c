"""Thin Prefect tasks around the plain stage functions of ``tasks/``.

Each stage is cached by a key naming everything its result depends on (content hashes,
prompt, protocol, scorer and code versions; never the run id), persisted under the project
(``.prefect/storage``). Stage results are run-independent (pages, replays and scores live in
content-addressed folders under ``results/``); ``land`` then writes the run's rows. A stage that
failed for a transient reason raises, so the failure is never cached and a rerun tries again.
"""

from __future__ import annotations

import functools
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core.hashing import sha256_bytes, sha256_json
from flows.prefect_env import configure_prefect

configure_prefect()

from prefect import task  # noqa: E402

from schemas.record import BenchTask  # noqa: E402
from tasks.summary import PairOutcome  # noqa: E402

STAGES = ("generate", "replay", "score")
TRANSIENT_GENERATION = {"rate_limited", "timeout", "api_error", "connection_error", "server_error"}
HERE = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class RunConfig:
    run_id: str
    models: tuple[str, ...]
    judge: str
    protocol: str
    warehouse: str
    results: str
    api_base: str | None = None
    models_config: str | None = None
    refresh: frozenset[str] = frozenset()

    @property
    def variant(self) -> str:
        return f"{self.judge}|{self.protocol}"


class StageFailed(RuntimeError):
    """A stage failed for a transient or harness reason; carries the partial result."""

    def __init__(self, message: str, result: Any = None):
        super().__init__(message)
        self.result = result


@functools.cache
def code_version(*modules: str) -> str:
    """Hash of the source of ``modules`` (and tasks/js/): a code change invalidates the cache."""
    parts = []
    for mod in modules:
        parts.append((HERE / "tasks" / f"{mod}.py").read_bytes())
    js = HERE / "tasks" / "js"
    if js.is_dir():
        parts += [p.read_bytes() for p in sorted(js.rglob("*")) if p.is_file()]
    return sha256_bytes(b"\0".join(parts))[:16]


# ---------------------------------------------------------------- shared per-process resources

_lock = threading.Lock()
_resources: dict[str, Any] = {}


def resource(name: str, make) -> Any:
    with _lock:
        if name not in _resources:
            _resources[name] = make()
        return _resources[name]


def browser_pool():
    from tasks.browser import BrowserPool

    return resource("browser_pool", BrowserPool)


def close_resources() -> None:
    """End of a run: close the browsers and drop the scorers (their counters are per run)."""
    with _lock:
        pool = _resources.pop("browser_pool", None)
        _resources.clear()
    if pool is not None:
        pool.close()


def scorers(cfg: RunConfig):
    """Judge, DINO scorer, feature cache and protocol, made once per process."""
    def make():
        from core.settings import get_settings
        from tasks.dino import load_scorer
        from tasks.judge import get_judge
        from tasks.protocols import get_protocol
        from tasks.visual import FeatureCache, ocr_text

        s = get_settings()
        results = Path(cfg.results)
        return {
            "judge": get_judge(cfg.judge, results / "cache" / "judge", ocr=ocr_text, retries=s.judge_retries),
            "dino": load_scorer(s.models_dir, s.dino_batch),
            "cache": FeatureCache(results / "cache" / "features"),
            "protocol": get_protocol(cfg.protocol),
            "ocr": ocr_text,
        }

    return resource(f"scorers:{cfg.judge}:{cfg.protocol}", make)


def model_setup(cfg: RunConfig, model: str):
    def make():
        from tasks.generate import check_model_ready, model_settings

        return model_settings(model, Path(cfg.models_config) if cfg.models_config else None), check_model_ready(model, cfg.api_base)

    return resource(f"model:{model}:{cfg.api_base}", make)


# ---------------------------------------------------------------- cache keys

def generate_key(task: BenchTask, model: str, cfg: RunConfig) -> str:
    from tasks.generate import cache_key

    settings, _ = model_setup(cfg, model)
    return "generate-" + cache_key(task, model, settings, cfg.api_base)


def replay_key(task: BenchTask, page_sha256: str) -> str:
    return "replay-" + sha256_json({"task": task.content_hash, "page": page_sha256,
                                    "code": code_version("replay", "locate", "locate_query", "locate_vocab", "locate_text",
                                                        "locate_score", "locate_structure", "settle", "browser", "judge_browser",
                                                        "loopback")})[:32]


def score_key(task: BenchTask, replay_id: str, cfg: RunConfig) -> str:
    sc = scorers(cfg)
    dino = sc["dino"]
    return "score-" + sha256_json({
        "task": task.content_hash, "replay": replay_id, "judge": cfg.judge, "protocol": sc["protocol"].name,
        "protocol_version": sc["protocol"].version, "dino": dino.model_version(sc["protocol"].dino_center_crop) if dino else None,
        "code": code_version("scoring", "metrics", "judge", "visual", "protocols", "dino"),
    })[:32]


def _key(fn):
    return lambda ctx, params: fn(params)


# ---------------------------------------------------------------- stages

@task(name="generate_page", cache_key_fn=_key(lambda p: generate_key(p["task"], p["model"], p["cfg"])), retries=1, retry_delay_seconds=5)
def generate_stage(task: BenchTask, model: str, cfg: RunConfig):
    from tasks.generate import generate_page

    settings, call_args = model_setup(cfg, model)
    out = Path(cfg.results) / "pages" / generate_key(task, model, cfg)
    gen = generate_page(task, model, settings, out, run_id="", api_base=cfg.api_base, refresh="generate" in cfg.refresh,
                        cache_root=Path(cfg.results) / "cache", call_args=call_args)
    if gen.row.get("error_kind") in TRANSIENT_GENERATION:
        raise StageFailed(f"task {task.task_id}, {model}: {gen.row['error_kind']}", gen)
    return gen


@task(name="replay_page", cache_key_fn=_key(lambda p: replay_key(p["task"], p["page_sha256"])), retries=1, retry_delay_seconds=2)
def replay_stage(task: BenchTask, page_path: str, page_sha256: str, cfg: RunConfig):
    from tasks.replay import replay_page

    out = Path(cfg.results) / "replays" / replay_key(task, page_sha256)
    rep = replay_page(task, page_path, out, pool=browser_pool())
    if rep.rows and rep.rows[0].get("error_kind") == "browser_launch":
        raise StageFailed(f"task {task.task_id}: the browser did not start", rep)
    return rep


@task(name="score_checkpoints", cache_key_fn=_key(lambda p: score_key(p["task"], p["replay_id"], p["cfg"])))
def score_stage(task: BenchTask, rows: tuple[dict, ...], replay_id: str, cfg: RunConfig):
    from tasks.scoring import score_page

    sc = scorers(cfg)
    return score_page(task, "", "", rows, judge=sc["judge"], protocol=sc["protocol"], dino=sc["dino"], cache=sc["cache"], ocr=sc["ocr"])


def score_without_page(task: BenchTask, cfg: RunConfig, kind: str):
    from tasks.scoring import score_no_page

    sc = scorers(cfg)
    return score_no_page(task, "", "", judge_name=sc["judge"].name, protocol=sc["protocol"], dino=sc["dino"], kind=kind)


# ---------------------------------------------------------------- one (task, model), landed

def land(cfg: RunConfig, model: str, task_id: int, table: str, rows, variant: str | None = None) -> None:
    from tasks.warehouse import write_result

    keyed = [{**r, "run_id": cfg.run_id, "model": model, "task_id": task_id} for r in rows]
    write_result(Path(cfg.warehouse), table, keyed, run_id=cfg.run_id, model=model, task_id=task_id, variant=variant)


def _run(stage, refresh: bool, **params):
    """Call a stage; report whether Prefect answered it from the cache."""
    state = stage.with_options(refresh_cache=refresh or None)(**params, return_state=True)
    return state.result(), state.is_completed() and state.name == "Cached"


@task(name="evaluate_pair", retries=0)
def evaluate_pair(task: BenchTask, model: str, cfg: RunConfig) -> PairOutcome:
    """generate -> replay -> score for one (task, model); rows land as each stage ends.

    A harness error (a bug, a browser that will not start) costs this pair only: it is logged
    with the task, recorded as the pair's ``harness_error`` and counted in the run's state.
    """
    import logging

    from flows.progress import advance

    out = PairOutcome(task.task_id, model)
    reached: list[str] = []
    try:
        _evaluate(task, model, cfg, out, reached)
    except Exception as err:  # noqa: BLE001 - one broken pair never fails the run
        out.harness_error = out.harness_error or type(err).__name__
        logging.getLogger("iwr").error("task %s, %s: the harness failed (%s: %s); rows landed so far are in run %s",
                                       task.task_id, model, type(err).__name__, err, cfg.run_id)
        for stage in STAGES:
            if stage not in reached:
                advance(stage)
    return out


def _evaluate(task: BenchTask, model: str, cfg: RunConfig, out: PairOutcome, reached: list[str]) -> None:
    from flows.progress import advance as bar

    def advance(stage: str) -> None:
        bar(stage)
        reached.append(stage)

    try:
        gen, out.cache_hits["generate"] = _run(generate_stage, "generate" in cfg.refresh, task=task, model=model, cfg=cfg)
    except StageFailed as err:
        gen = err.result
    advance("generate")
    land(cfg, model, task.task_id, "generations", [gen.row])
    out.generation_error = gen.row.get("error_kind") if not gen.ok else None
    out.input_tokens, out.output_tokens = gen.row.get("input_tokens") or 0, gen.row.get("output_tokens") or 0
    out.cost_usd = gen.row.get("cost_usd") or 0.0
    if gen.ok:
        try:
            rep, out.cache_hits["replay"] = _run(replay_stage, "replay" in cfg.refresh, task=task, page_path=str(gen.page_path),
                                                 page_sha256=gen.row["page_sha256"], cfg=cfg)
        except StageFailed:
            out.harness_error = "browser_launch"
            raise
        advance("replay")
        land(cfg, model, task.task_id, "actions", rep.rows)
        replay_id = replay_key(task, gen.row["page_sha256"])
        page, out.cache_hits["score"] = _run(score_stage, "score" in cfg.refresh, task=task, rows=rep.rows, replay_id=replay_id, cfg=cfg)
    else:
        advance("replay")
        page = score_without_page(task, cfg, out.generation_error or "no_page")
    advance("score")
    land(cfg, model, task.task_id, "assertions", page.assertions, cfg.variant)
    land(cfg, model, task.task_id, "checkpoints", page.checkpoints, cfg.variant)
    land(cfg, model, task.task_id, "task_scores", [page.task_score], cfg.variant)
    ts = page.task_score
    out.first_failure_kind, out.judge_errors, out.final, out.ifs = ts.get("first_failure_kind"), page.judge_errors, ts.get("final"), ts.get("ifs")
