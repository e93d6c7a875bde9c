"""Thin Prefect tasks around the plain stage functions of ``tasks/``.

Each stage is cached by a key naming everything its result depends on (``flows/keys.py``:
content hashes, prompt, protocol, scorer and code versions; never the run id), persisted under
the Prefect home (``.prefect/storage``). Stage results are run-independent (pages, replays and
scores live in content-addressed folders under ``results/``); ``land`` then writes the run's
rows. A stage that failed for a transient reason (``ErrorKind.transient``) raises, so the
failure is never cached and a rerun tries again.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from prefect import task
from prefect.cache_policies import NO_CACHE

from iwr_bench.core.kinds import ErrorKind, is_transient
from iwr_bench.flows.keys import (
    draw,
    generate_key,
    import_key,
    replay_content,
    replay_key,
    score_key,
    stage_code,
)
from iwr_bench.flows.names import PairName, StageName
from iwr_bench.flows.resources import browser_pool, model_setup, scorers
from iwr_bench.flows.spec import STAGES, RunSpec
from iwr_bench.flows.verify import stale_files
from iwr_bench.schemas.record import BenchTask
from iwr_bench.tasks.report.summary import PairOutcome

__all__ = ["STAGES", "PairOutcome", "evaluate_pair"]


class StageFailed(RuntimeError):
    """A stage failed for a transient or harness reason; carries the partial result.

    Raising it keeps the result out of Prefect's cache (only a Completed state is cached), so a
    rerun computes it again; the caller lands ``result`` all the same."""

    def __init__(self, message: str, result: Any = None):
        super().__init__(message)
        self.result = result

    def __reduce__(self):
        # Pickled across Dask workers: keep the result (the default would rebuild from args only).
        return (type(self), (str(self), self.result))


class ServiceFailed(StageFailed):
    """A model service (the grounder) failed transiently during a replay: the rows land, the
    replay is not cached, and Prefect does not retry it (the call's own retries are counted)."""


def _not_a_service_failure(task, task_run, state) -> bool:
    """Prefect's retry condition: retry anything but a ``ServiceFailed``."""
    return not isinstance(getattr(state, "data", None), ServiceFailed)  # Prefect passes Failed(data=the exception)


class NotReplayed(RuntimeError):
    """Scoring alone was asked, and the stage cache holds no replay of this page."""


def _key(fn):
    return lambda ctx, params: fn(params)


# ---------------------------------------------------------------- stages

# No Prefect retries: the call's own retries (iwr_bench.tasks.llm.complete) are counted in the row's
# ``attempts``; a Prefect retry on top once made the server see 10 calls where the row said 5.
@task(name="generate_page", task_run_name=StageName("generate"),
      cache_key_fn=_key(lambda p: generate_key(p["task"], p["model"], p["spec"], p.get("sample", 0))), retries=0)
def generate_stage(task: BenchTask, model: str, spec: RunSpec, sample: int = 0):
    from iwr_bench.tasks.generation import generate_page
    from iwr_bench.tasks.llm import CallBudget

    settings, endpoint = model_setup(spec, model)
    out = Path(spec.results) / "pages" / generate_key(task, model, spec, sample)
    gen = generate_page(task, model, settings, out, run_id="", endpoint=endpoint, refresh="generate" in spec.refresh,
                        cache_root=Path(spec.results) / "cache",
                        budget=CallBudget(attempts=spec.generation_attempts, backoff_base_s=spec.generation_backoff_s, total_s=None),
                        code=stage_code("generate"), draw=draw(spec, sample))
    if is_transient(gen.row.get("error_kind")):
        raise StageFailed(f"task {task.task_id}, {model}: {gen.row['error_kind']}", gen)
    return gen


def import_stage(task: BenchTask, model: str, source: Any, spec: RunSpec):
    """A page made elsewhere (``iwr_bench.tasks.data.imports.PageSource``; None: the task has none). Cheap: not cached."""
    from iwr_bench.tasks.generation import import_page

    content = source.read() if source is not None else None
    origin = source.origin if source is not None else f"no page for task {task.task_id}"
    out = Path(spec.results) / "pages" / import_key(task, model, content)
    return import_page(task, model, content, origin, out, run_id="")


@task(name="replay_page", task_run_name=StageName("replay"), cache_key_fn=_key(lambda p: replay_key(p["task"], p["page_sha256"], p["spec"].grounding_endpoint)), retries=1,
      retry_delay_seconds=2, retry_condition_fn=_not_a_service_failure)
def replay_stage(task: BenchTask, page_path: str, page_sha256: str, spec: RunSpec, cached_only: bool = False):
    from iwr_bench.tasks.replay.page import replay_page

    if cached_only:
        raise NotReplayed(f"task {task.task_id}: this page was never replayed (no cached replay); run the replay stage")
    out = Path(spec.results) / "replays" / replay_key(task, page_sha256, spec.grounding_endpoint)
    from iwr_bench.tasks.locate.decide import litellm_grounder
    from iwr_bench.tasks.replay.page import evaluations_root

    llm = litellm_grounder(spec.grounding_endpoint, budget=spec.grounding_budget) if spec.grounding_endpoint else None
    rep = replay_page(task, page_path, out, pool=browser_pool(spec), llm=llm, evaluations=evaluations_root(spec.results))
    if rep.rows and is_transient(rep.rows[0].get("error_kind")):
        raise StageFailed(f"task {task.task_id}: the browser did not start", rep)
    service = [r for r in rep.rows if is_transient(r.get("error_kind")) and ErrorKind(r["error_kind"]).source == "service"]
    if service:  # the grounder failed transiently: never cached, so a rerun asks it again
        raise ServiceFailed(f"task {task.task_id}: step {service[0]['step']}: the grounder failed ({service[0]['error_kind']})", rep)
    return rep


@task(name="score_checkpoints", task_run_name=StageName("score"), cache_key_fn=_key(lambda p: score_key(p["task"], p["replay_id"], p["spec"], scorers(p["spec"]))))
def score_stage(task: BenchTask, rows: tuple[dict, ...], replay_id: str, spec: RunSpec):
    from iwr_bench.tasks.scoring.page import score_page

    sc = scorers(spec)
    page = score_page(task, "", "", rows, judge=sc["judge"], protocol=sc["protocol"], dino=sc["dino"], cache=sc["cache"], ocr=sc["ocr"])
    if page.judge_errors:
        # A judge error is transient: the page's scores must not be served from the cache next
        # time. The judge's own cache keeps every answer that was read, so a rerun asks again
        # exactly the items that failed.
        raise StageFailed(f"task {task.task_id}: {page.judge_errors} judge error(s)", page)
    return page


def score_without_page(task: BenchTask, spec: RunSpec, kind: str):
    from iwr_bench.tasks.scoring.page import score_no_page

    sc = scorers(spec)
    return score_no_page(task, "", "", judge_name=sc["judge"].name, protocol=sc["protocol"], dino=sc["dino"], kind=kind)


# ---------------------------------------------------------------- one (task, model), landed

def land(spec: RunSpec, model: str, task_id: int, table: str, rows, variant: str | None = None, sample: int = 0) -> None:
    from iwr_bench.tasks.warehouse.store import write_result

    keyed = [{**r, "run_id": spec.run_id, "model": model, "task_id": task_id, "sample": sample} for r in rows]
    write_result(Path(spec.warehouse), table, keyed, run_id=spec.run_id, model=model, task_id=task_id, variant=variant, sample=sample)


def _run(stage, refresh: bool, out: PairOutcome | None = None, **params):
    """Call a stage; report whether Prefect answered it from the cache.

    A cached result whose files are gone or changed (``iwr_bench.flows.verify``) is computed again, and
    counted in ``out.cache_rejected``; with ``cached_only`` there is nothing to compute it with.
    """
    with _own_commit():
        state = stage.with_options(refresh_cache=refresh or None)(**params, return_state=True)
    result, cached = state.result(), state.is_completed() and state.name == "Cached"
    if out is not None and cached and (wrong := stale_files(result)):
        import logging

        name = stage.name.split("_")[0]
        out.cache_rejected.append(name)
        logging.getLogger("iwr").warning("task %s, %s: the cached %s result failed verification (%s%s); computing it again",
                                         out.task_id, out.model, name, wrong[0], f" and {len(wrong) - 1} more" if len(wrong) > 1 else "")
        if params.get("cached_only"):
            raise NotReplayed(f"task {params['task'].task_id}: its cached replay failed verification ({wrong[0]}); run the replay stage")
        with _own_commit():
            result, cached = stage.with_options(refresh_cache=True)(**params), False
    return result, cached


def _own_commit():
    """A stage's cache record is committed as soon as the stage completes.

    Prefect stages a nested task's record in its parent's transaction (commit mode LAZY) and
    rolls every staged record back when any sibling fails. A score stage fails on purpose when
    the judge erred (so that it is never cached), and that once rolled back the pair's completed
    generate and replay records too: the rerun computed them again, with new screenshots and so
    new judge questions."""
    from prefect.transactions import CommitMode, transaction

    return transaction(commit_mode=CommitMode.EAGER)


@task(name="evaluate_pair", task_run_name=PairName(), retries=0, cache_policy=NO_CACHE, persist_result=False)
def evaluate_pair(task: BenchTask, model: str, spec: RunSpec, page: Any = None, sample: int = 0) -> PairOutcome:
    """The run's stages for one (task, model) and sample; rows land as each stage ends.

    ``page`` is where the pair's page comes from when it is not generated: a
    ``iwr_bench.tasks.data.imports.PageSource`` (or None: no page) for imported pages, the run's earlier
    ``generations`` row for a run's own pages. A harness error (a bug, a browser that will
    not start) costs this pair only: it is logged with the task, recorded as the pair's
    ``harness_error`` and counted in the run's state.
    """
    import logging

    from iwr_bench.flows.progress import advance

    out = PairOutcome(task.task_id, model, sample=sample)
    reached: list[str] = []
    from iwr_bench.flows.names import set_pair

    set_pair(task.task_id, model, sample)
    try:
        _evaluate(task, model, spec, page, out, reached)
    except Exception as err:  # noqa: BLE001 - one broken pair never fails the run
        out.harness_error = out.harness_error or type(err).__name__
        logging.getLogger("iwr").error("task %s, %s: the harness failed (%s: %s); rows landed so far are in run %s",
                                       task.task_id, model, type(err).__name__, err, spec.run_id)
        for stage in (spec.source, *STAGES[1:]):
            if stage not in reached:
                advance(stage)
    return out


def _page(task: BenchTask, model: str, spec: RunSpec, page: Any, out: PairOutcome):
    """The pair's page: generated, imported, or the run's own; its row landed when made here."""
    from iwr_bench.tasks.generation import Generation

    if spec.source == "run":
        row = dict(page)
        return Generation(row, Path(row["page_path"]) if row.get("page_path") else None)
    if spec.source == "import":
        gen = import_stage(task, model, page, spec)
    else:
        try:
            gen, out.cache_hits["generate"] = _run(generate_stage, "generate" in spec.refresh, out, task=task, model=model, spec=spec,
                                                   sample=out.sample)
        except StageFailed as err:
            gen = err.result
        if out.cache_hits.get("generate"):
            # Served from Prefect's cache: nothing was asked now, so the first call's attempts and
            # latency are not this run's.
            gen = Generation({**gen.row, "cached": True, "attempts": 0, "latency_s": None}, gen.page_path)
        elif not gen.row.get("cached"):
            # What this run spent; None stays None (an unknown usage or price is never summed as 0).
            out.input_tokens, out.output_tokens, out.cost_usd = gen.row.get("input_tokens"), gen.row.get("output_tokens"), gen.row.get("cost_usd")
    land(spec, model, task.task_id, "generations", [gen.row], sample=out.sample)
    return gen


def _evaluate(task: BenchTask, model: str, spec: RunSpec, page: Any, out: PairOutcome, reached: list[str]) -> None:
    import logging

    from iwr_bench.flows.progress import advance as bar

    def advance(stage: str) -> None:
        bar(stage)
        reached.append(stage)

    gen = _page(task, model, spec, page, out)
    advance(spec.source)
    out.generation_error = gen.row.get("error_kind") if not gen.ok else None
    if "replay" not in spec.stages and "score" not in spec.stages:
        return
    if not gen.ok:
        advance("replay")
        if "score" in spec.stages:
            _land_scores(spec, model, task, score_without_page(task, spec, out.generation_error or ErrorKind.NO_PAGE.value), out)
            advance("score")
        return
    params = dict(task=task, page_path=str(gen.page_path), page_sha256=gen.row["page_sha256"], spec=spec)
    if "replay" in spec.stages:
        try:
            rep, out.cache_hits["replay"] = _run(replay_stage, "replay" in spec.refresh, out, **params)
        except ServiceFailed as err:
            rep, out.cache_hits["replay"] = err.result, False
        except StageFailed:
            out.harness_error = ErrorKind.BROWSER_LAUNCH.value
            raise
        land(spec, model, task.task_id, "actions", rep.rows, sample=out.sample)
    else:
        try:
            rep, out.cache_hits["replay"] = _run(replay_stage.with_options(retries=0), False, out, **params, cached_only=True)
        except NotReplayed as err:
            out.harness_error = ErrorKind.NOT_REPLAYED.value
            logging.getLogger("iwr").warning("%s, %s: %s", model, f"task {task.task_id}", err)
            return
    advance("replay")
    if "score" in spec.stages:
        replay_id = replay_content(rep.rows)  # the replay scored, not its inputs: a refreshed replay is scored again
        try:
            scored, out.cache_hits["score"] = _run(score_stage, "score" in spec.refresh, out, task=task, rows=rep.rows, replay_id=replay_id, spec=spec)
        except StageFailed as err:  # judge errors: landed, never cached
            scored, out.cache_hits["score"] = err.result, False
        _land_scores(spec, model, task, scored, out)
        advance("score")


def _land_scores(spec: RunSpec, model: str, task: BenchTask, page: Any, out: PairOutcome) -> None:
    land(spec, model, task.task_id, "assertions", page.assertions, spec.variant, out.sample)
    land(spec, model, task.task_id, "checkpoints", page.checkpoints, spec.variant, out.sample)
    land(spec, model, task.task_id, "task_scores", [page.task_score], spec.variant, out.sample)
    ts = page.task_score
    out.first_failure_kind, out.judge_errors, out.final, out.ifs = ts.get("first_failure_kind"), page.judge_errors, ts.get("final"), ts.get("ifs")
    # What the judge was asked on this page: every assertion verdict and every rubric (a rubric row has its reasoning).
    out.judge_items = len(page.assertions) + sum(c.get("hvs_reasoning") is not None for c in page.checkpoints)
