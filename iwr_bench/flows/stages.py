"""Thin Prefect tasks around the plain stage functions of ``tasks/``.

Each stage is cached by a key naming everything its result depends on (``flows/keys.py``:
content hashes, prompt, protocol, scorer and code versions; never the run id), persisted under
the Prefect home (``.prefect/storage``). Stage results are run-independent (pages, replays and
scores live in content-addressed folders under ``results/``); ``land`` then writes the run's
rows. A stage that failed for a reason that is not the model's (``ErrorKind.infrastructure``: an
outage, a crashed or starved browser, a judge error, a full disk) raises, so the failure is
never cached; the pair is then not measured (no score lands) and a rerun tries again.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from prefect import task
from prefect.cache_policies import NO_CACHE

from iwr_bench.core.kinds import ErrorKind, Outcome, is_infrastructure, os_error_kind
from iwr_bench.flows.keys import (
    draw,
    generate_key,
    import_key,
    replay_identity,
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
    """A stage failed for an infrastructure reason (``kind``); carries the partial result.

    Raising it keeps the result out of Prefect's cache (only a Completed state is cached), so a
    rerun computes it again; the caller lands ``result`` for diagnosis and scores nothing."""

    def __init__(self, message: str, result: Any = None, kind: str | None = None):
        super().__init__(message)
        self.result = result
        self.kind = kind or ErrorKind.HARNESS_ERROR.value

    def __reduce__(self):
        # Pickled across Dask workers: keep the result (the default would rebuild from args only).
        return (type(self), (str(self), self.result, self.kind))


class ServiceFailed(StageFailed):
    """A model service (the grounder) failed during a replay: the rows land, the replay is not
    cached, and Prefect does not retry it (the call's own retries are counted)."""


class NotMeasured(Exception):
    """The pair cannot be measured now (``kind`` is an infrastructure ``ErrorKind``): nothing of
    it is scored, and rerunning the same command measures it."""

    def __init__(self, kind: str, message: str, page: Any = None):
        super().__init__(message)
        self.kind = kind
        # The page's scoring made anyway (judge errors): its verdicts and checkpoints land as
        # evidence (OCR, DINO, the answers the judge gave), its task_scores row only for its counts.
        self.page = page


def _retry_replay(task, task_run, state) -> bool:
    """Prefect's retry condition of a replay: once more in place after a browser crash, a starved
    call or a failed launch; not after a service failure (the call's own retries are counted)
    nor a full or read-only disk (the same write would fail again)."""
    err = getattr(state, "data", None)  # Prefect passes Failed(data=the exception)
    return not isinstance(err, ServiceFailed) and not (isinstance(err, BaseException) and os_error_kind(err))


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
    slot = None
    if spec.task_runner == "dask":  # the model's concurrency holds across the cluster, not per worker
        from iwr_bench.flows.cluster import generation_slot

        slot = generation_slot(model, settings.concurrency)
    gen = generate_page(task, model, settings, out, run_id="", endpoint=endpoint, refresh="generate" in spec.refresh,
                        cache_root=Path(spec.results) / "cache",
                        budget=CallBudget(attempts=spec.generation_attempts, backoff_base_s=spec.generation_backoff_s, total_s=None),
                        code=stage_code("generate"), draw=draw(spec, sample), slot=slot)
    kind = gen.row.get("error_kind")
    if is_infrastructure(kind):  # an outage, a refused key: never cached, the pair is not measured
        raise StageFailed(f"task {task.task_id}, {model}: generation {kind}", gen, kind)
    return gen


def import_stage(task: BenchTask, model: str, source: Any, spec: RunSpec):
    """A page made elsewhere (``iwr_bench.tasks.data.imports.PageSource``; None: the task has none). Cheap: not cached."""
    from iwr_bench.tasks.generation import import_page

    content = source.read() if source is not None else None
    origin = source.origin if source is not None else f"no page for task {task.task_id}"
    out = Path(spec.results) / "pages" / import_key(task, model, content)
    return import_page(task, model, content, origin, out, run_id="")


@task(name="replay_page", task_run_name=StageName("replay"), cache_key_fn=_key(lambda p: replay_key(p["task"], p["page_sha256"], p["spec"].grounding_endpoint, p["spec"].chromium)),
      retries=1, retry_delay_seconds=2, retry_condition_fn=_retry_replay)
def replay_stage(task: BenchTask, page_path: str, page_sha256: str, spec: RunSpec):
    from iwr_bench.tasks.locate.decide import litellm_grounder
    from iwr_bench.tasks.replay.page import evaluations_root, replay_page

    out = Path(spec.results) / "replays" / replay_key(task, page_sha256, spec.grounding_endpoint, spec.chromium)
    from iwr_bench.tasks.sandbox.settle import Limits

    llm = litellm_grounder(spec.grounding_endpoint, budget=spec.grounding_budget) if spec.grounding_endpoint else None
    rep = replay_page(task, page_path, out, pool=browser_pool(spec), llm=llm, evaluations=evaluations_root(spec.results),
                      limits=Limits(patience_s=spec.browser_patience_s))
    failed_kinds = ((r, r.get("error_kind") or "") for r in rep.rows if r.get("outcome") == Outcome.FAILED)
    broke, error_kind = next(((r, k) for r, k in failed_kinds if is_infrastructure(k)), (None, ""))
    if broke is not None:  # the browser, the machine or the grounder failed: never cached, never scored
        kind = str(ErrorKind(error_kind).value)
        failed = ServiceFailed if ErrorKind(kind).source == "service" else StageFailed
        raise failed(f"task {task.task_id}: step {broke['step']}: {kind} ({broke.get('error_message') or ''})"[:300], rep, kind)
    return rep


@task(name="score_checkpoints", task_run_name=StageName("score"), cache_key_fn=_key(lambda p: score_key(p["task"], p["replay_id"], p["spec"], scorers(p["spec"]))))
def score_stage(task: BenchTask, rows: tuple[dict, ...], replay_id: str, spec: RunSpec):
    from iwr_bench.tasks.scoring.page import score_page

    sc = scorers(spec)
    page = score_page(task, "", "", rows, judge=sc["judge"], protocol=sc["protocol"], dino=sc["dino"], cache=sc["cache"], ocr=sc["ocr"])
    if page.judge_errors:
        # A judge error is the judge's, not the page's: the page's scores must not be served from
        # the cache next time, nor landed. The judge's own cache keeps every answer that was
        # read, so a rerun asks again exactly the items that failed.
        raise StageFailed(f"task {task.task_id}: {page.judge_errors} judge error(s)", page, ErrorKind.JUDGE_ERROR.value)
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

    A cached result whose files are gone or changed (``iwr_bench.flows.verify``) is computed again,
    and counted in ``out.cache_rejected``.
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
    ``iwr_bench.tasks.data.imports.PageSource`` (or None: no page) for imported pages, the run's
    own ``iwr_bench.flows.request.RunPage`` (its generations row, and its actions rows when only
    scoring) for a run's own pages. A failure that is not the model's (an infrastructure
    ``ErrorKind``: an outage, a crashed or starved browser, a full or read-only disk, a bug in
    this tool) leaves the pair not measured: ``out.not_measured`` names it, no score is landed
    (a ``task_scores`` row says "not measured" instead), and the run ends incomplete.
    """
    import logging

    from iwr_bench.flows.names import set_pair
    from iwr_bench.flows.progress import advance

    out = PairOutcome(task.task_id, model, sample=sample)
    reached: list[str] = []
    set_pair(task.task_id, model, sample)
    log = logging.getLogger("iwr")
    scored = None
    if spec.task_runner == "dask":  # on the pair's Logs tab: which machine ran it
        from iwr_bench.flows.cluster import worker_name

        log.info("task %s, %s: on Dask worker %s", task.task_id, model, worker_name())
    try:
        _evaluate(task, model, spec, page, out, reached)
    except NotMeasured as err:
        out.not_measured, scored = err.kind, err.page
        log.warning("task %s, %s: not measured (%s): %s", task.task_id, model, err.kind, err)
    except Exception as err:  # noqa: BLE001 - one broken pair never fails the run
        kind = os_error_kind(err)
        out.not_measured = (kind or ErrorKind.HARNESS_ERROR).value
        if kind is None:  # a bug in this tool: named by its exception type
            out.harness_error = out.harness_error or type(err).__name__
            log.error("task %s, %s: the harness failed (%s: %s); rows landed so far are in run %s",
                      task.task_id, model, type(err).__name__, err, spec.run_id)
        else:
            log.warning("task %s, %s: not measured (%s): %s", task.task_id, model, kind.value, err)
    if out.not_measured is not None:
        _land_not_measured(spec, model, task, out.not_measured, scored, sample)
        for stage in (spec.source, *STAGES[1:]):
            if stage not in reached:
                advance(stage)
    return out


def _page(task: BenchTask, model: str, spec: RunSpec, page: Any, out: PairOutcome):
    """The pair's page: generated, imported, or the run's own; its row landed when made here."""
    from iwr_bench.tasks.generation import Generation

    if spec.source == "run":
        row = page.generation.copy()
        if is_infrastructure(row.get("error_kind")):
            raise NotMeasured(row["error_kind"], f"its generation was not measured ({row['error_kind']}); rerun the generate stage "
                                                 f"(iwr generate --run-id {spec.run_id})")
        return Generation(row, Path(row["page_path"]) if row.get("page_path") else None)
    if spec.source == "import":
        gen = import_stage(task, model, page, spec)
    else:
        try:
            gen, out.cache_hits["generate"] = _run(generate_stage, "generate" in spec.refresh, out, task=task, model=model, spec=spec,
                                                   sample=out.sample)
        except StageFailed as err:
            out.cache_hits["generate"] = False
            land(spec, model, task.task_id, "generations", [err.result.row], sample=out.sample)
            raise NotMeasured(err.kind, str(err)) from err
        if out.cache_hits.get("generate"):
            # Served from Prefect's cache: nothing was asked now, so the first call's attempts and
            # latency are not this run's.
            gen = Generation({**gen.row, "cached": True, "attempts": 0, "latency_s": None}, gen.page_path)
        elif not gen.row.get("cached"):
            # What this run spent; None stays None (an unknown usage or price is never summed as 0).
            out.input_tokens, out.output_tokens, out.cost_usd = gen.row.get("input_tokens"), gen.row.get("output_tokens"), gen.row.get("cost_usd")
    land(spec, model, task.task_id, "generations", [gen.row], sample=out.sample)
    return gen


def _replay(task: BenchTask, model: str, spec: RunSpec, gen: Any, page: Any, out: PairOutcome) -> tuple[dict, ...]:
    """The replay's rows: replayed now (and landed), or, when only scoring, the run's durable
    record (its ``actions`` rows and the screenshots they name, checked by sha256)."""
    from iwr_bench.flows.verify import stale_shots

    if "replay" in spec.stages:
        params = dict(task=task, page_path=str(gen.page_path), page_sha256=gen.row["page_sha256"], spec=spec)
        try:
            rep, out.cache_hits["replay"] = _run(replay_stage, "replay" in spec.refresh, out, **params)
        except StageFailed as err:
            out.cache_hits["replay"] = False
            land(spec, model, task.task_id, "actions", err.result.rows if err.result is not None else [], sample=out.sample)
            raise NotMeasured(err.kind, str(err)) from err
        land(spec, model, task.task_id, "actions", rep.rows, sample=out.sample)
        return rep.rows
    rows = tuple(sorted(page.actions, key=lambda r: int(r["step"]))) if page is not None else ()
    again = f"run the replay stage (iwr run --run-id {spec.run_id} --stages replay,score)"
    if not rows:
        raise NotMeasured(ErrorKind.NOT_REPLAYED.value, f"this page was never replayed; {again}")
    broke = next((r["error_kind"] for r in rows if is_infrastructure(r.get("error_kind"))), None)
    if broke:
        raise NotMeasured(broke, f"its replay was not measured ({broke}); {again}")
    if wrong := stale_shots(rows):
        raise NotMeasured(ErrorKind.NOT_REPLAYED.value, f"its replay's screenshots failed verification ({wrong[0]}); {again}")
    return rows


def _evaluate(task: BenchTask, model: str, spec: RunSpec, page: Any, out: PairOutcome, reached: list[str]) -> None:
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
    rows = _replay(task, model, spec, gen, page, out)
    advance("replay")
    if "score" in spec.stages:
        try:
            scored, out.cache_hits["score"] = _run(score_stage, "score" in spec.refresh, out, task=task, rows=rows,
                                                   replay_id=replay_identity(rows), spec=spec)
        except StageFailed as err:  # judge errors: never cached, never scored
            out.cache_hits["score"] = False
            out.judge_errors, out.judge_items = err.result.judge_errors, _judge_items(err.result)
            raise NotMeasured(err.kind, str(err), err.result) from err
        _land_scores(spec, model, task, scored, out)
        advance("score")


def _judge_items(page: Any) -> int:
    """What the judge was asked on this page: every assertion verdict and every rubric (a rubric row has its reasoning)."""
    return len(page.assertions) + sum(c.get("hvs_reasoning") is not None for c in page.checkpoints)


def _land_scores(spec: RunSpec, model: str, task: BenchTask, page: Any, out: PairOutcome) -> None:
    land(spec, model, task.task_id, "assertions", page.assertions, spec.variant, out.sample)
    land(spec, model, task.task_id, "checkpoints", page.checkpoints, spec.variant, out.sample)
    land(spec, model, task.task_id, "task_scores", [page.task_score], spec.variant, out.sample)
    ts = page.task_score
    out.first_failure_kind, out.judge_errors, out.final, out.ifs = ts.get("first_failure_kind"), page.judge_errors, ts.get("final"), ts.get("ifs")
    if not out.cache_hits.get("score"):  # counted where the pair ran (on Dask, a worker): the summary sums them
        out.gt_computed, out.gt_reused = page.gt_features
    out.judge_items = _judge_items(page)


def _land_not_measured(spec: RunSpec, model: str, task: BenchTask, kind: str, scored: Any, sample: int = 0) -> None:
    """A pair not measured lands no figure: its ``task_scores`` row says so (``not_measured``, the
    figures NULL) and replaces whatever an earlier attempt of the run landed for it. A page scored
    with judge errors (``scored``) keeps its verdicts and checkpoints as evidence (a rubric outage
    leaves each checkpoint's OCR and DINO, LVS included); the rerun asks only what failed."""
    import contextlib
    import logging

    if "score" not in spec.stages:
        return
    from iwr_bench.tasks.scoring.page import not_measured_row

    with contextlib.suppress(Exception):  # the warehouse itself may be what failed: the run summary still counts it
        base = scored.task_score if scored is not None else score_without_page(task, spec, kind).task_score
        land(spec, model, task.task_id, "assertions", scored.assertions if scored is not None else [], spec.variant, sample)
        land(spec, model, task.task_id, "checkpoints", scored.checkpoints if scored is not None else [], spec.variant, sample)
        land(spec, model, task.task_id, "task_scores", [not_measured_row(base, kind)], spec.variant, sample)
        return
    logging.getLogger("iwr").warning("task %s, %s: its not-measured row could not land either", task.task_id, model)
