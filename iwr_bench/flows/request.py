"""A run request and every check made on it before any work.

``check(request, settings)`` resolves a ``RunRequest`` (the defaults filled from the settings)
into a ``Plan``: the dataset loaded, the tasks selected, the models checked, the pages located.
Every mistake is a ``PrerequisiteError`` with one line naming the argument and the fix, raised
before anything is written (no warehouse part, no results folder, no Prefect state, no bar).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, cast

from pydantic import BaseModel, ConfigDict, Field

from iwr_bench.core.errors import PrerequisiteError
from iwr_bench.core.settings import Settings
from iwr_bench.flows.options import (
    error_share,
    limit_tasks,
    mlflow_ready,
    model_args_of,
    say_dropped,
    task_runner,
)
from iwr_bench.flows.selection import select_tasks
from iwr_bench.flows.spec import STAGES, RunSpec
from iwr_bench.schemas.rows import ActionsRow, GenerationsRow

RUN_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,99}")
# Models under test when none are named: the offline baselines (the judge's canaries).
BASELINES = ("iwr/oracle", "iwr/static-frame", "iwr/blank")


class RunRequest(BaseModel):
    """What a caller asks for; ``None`` takes the settings' default. JSON-able, so Prefect can
    rebuild it in a fresh process (a served deployment's parameters)."""

    model_config = ConfigDict(extra="forbid")

    data: str | None = Field(None, description="Dataset folder, or 'hf' / 'hf:REV' (IWR_DATA).")
    models: list[str] = Field(default_factory=list, description="Models under test (default: the offline baselines); with pages or "
                              "an earlier run's pages: which of their models (default: all).")
    judge: str | None = Field(None, description="Judge: iwr/offline or a LiteLLM model (IWR_JUDGE).")
    protocol: str | None = Field(None, description="Metric protocol: paper (the paper's definitions, default), reference (the published "
                                 "harness) or strict; see iwr protocols (IWR_PROTOCOL).")
    tasks: str | list[int] | None = Field(None, description="Task ids: '1,3,5-8' or a list (default: all).")
    run_id: str | None = Field(None, description="Run id; the same id resumes a run (default: a UTC timestamp).")
    stages: list[str] | None = Field(None, description="Stages to run: generate, replay, score (default: all; replay and score with pages).")
    refresh: list[str] = Field(default_factory=list, description="Stages to compute again instead of taking them from the cache.")
    skip_invalid: bool | None = Field(None, description="Run the usable records and skip the others, each named (default: refuse "
                                      "to start while a record of the selection cannot run).")
    pages: str | None = Field(None, description="Pages made elsewhere: a folder DIR/<task_id>/<model>/index.html or a predictions file.")
    api_base: str | None = Field(None, description="Base URL of an OpenAI-compatible server for the models under test "
                                 "(over the models file's api_base and IWR_API_BASE).")
    api_key_env: str | None = Field(None, description="Variable holding the models' key (over the models file and IWR_API_KEY_ENV).")
    judge_api_base: str | None = Field(None, description="The judge's base URL (IWR_JUDGE_API_BASE); none: its provider's host.")
    judge_api_key_env: str | None = Field(None, description="Variable holding the judge's key (IWR_JUDGE_API_KEY_ENV).")
    grounding_model: str | None = Field(None, description="LiteLLM model that picks an element when the locator is not sure (IWR_GROUNDING_MODEL).")
    grounding_api_base: str | None = Field(None, description="The grounder's base URL (IWR_GROUNDING_API_BASE).")
    grounding_api_key_env: str | None = Field(None, description="Variable holding the grounder's key (IWR_GROUNDING_API_KEY_ENV).")
    task_runner: str | None = Field(None, description="threads or dask (IWR_TASK_RUNNER).")
    dask_address: str | None = Field(None, description="tcp://host:port of a Dask scheduler (IWR_DASK_ADDRESS).")
    workers: int | None = Field(None, description="Parallel (task, model) evaluations (IWR_WORKERS).")
    samples: int | None = Field(None, description="Independent generations per (task, model), samples 0..N-1 (IWR_SAMPLES, default 1); "
                                "a later run with more reuses those made.")
    nightly: bool = Field(False, description="A nightly run: the models are asked afresh (pages of other runs are not reused; a rerun "
                          "with the same run id resumes) and the run is compared with the previous completed nightly run.")
    limit: int | None = Field(None, description="Only N of the selected tasks: the first N, or with --seed a random sample of N.")
    seed: int | None = Field(None, description="With --limit: draw the N tasks at random with this seed (the same seed, the same tasks).")
    model_args: list[str] = Field(default_factory=list, description="Generation settings over the models file: key=value for every "
                                  "model, model=NAME:key=value for one (temperature, max_tokens, ...; other keys go to the provider).")
    fail_on_error: float | None = Field(None, description="End the run Failed when more than this share (0-1) of its (task, model) "
                                        "pairs had an error: a generation call, the judge or the harness.")
    mlflow: bool = Field(False, description="Log the run to MLflow at its end (MLFLOW_TRACKING_URI; pip install iwr-bench[mlflow]).")


@dataclass(frozen=True)
class RunPage:
    """A page this run made earlier: its ``generations`` row and, for a score-only run, the
    ``actions`` rows of its replay: the durable record scoring reads (with the screenshots they
    name, checked by sha256), so rescoring needs no Prefect cache."""

    generation: GenerationsRow
    actions: tuple[ActionsRow, ...] = ()


@dataclass(frozen=True)
class Plan:
    """A checked request: everything the flow needs, nothing left to fail on arguments."""

    request: RunRequest  # resolved: every default filled in (what the flow run shows as its parameter)
    spec: RunSpec  # every value the run works with
    loaded: Any  # iwr_bench.tasks.data.dataset.LoadedDataset
    tasks: tuple[Any, ...]  # BenchTask
    pairs: tuple[tuple[Any, str, Any, int], ...]  # (BenchTask, model, page: PageSource | RunPage | None, sample)

    @property
    def key(self) -> str:
        return self.request.model_dump_json()


def parse_task_ids(text: str | list[int] | None) -> list[int] | None:
    """``1,2,5-7`` -> [1, 2, 5, 6, 7]; None for all tasks. A reversed or open range is an error."""
    if text is None or text == "" or text == []:
        return None
    if isinstance(text, list):
        if not all(isinstance(t, int) and not isinstance(t, bool) for t in text):
            raise PrerequisiteError(f"--tasks: {text!r} is not a list of task ids")
        return list(text)
    out: list[int] = []
    for part in (p.strip() for p in str(text).split(",")):
        if not part:
            continue
        m = re.fullmatch(r"(\d+)(?:\s*-\s*(\d+))?", part)
        if not m:
            raise PrerequisiteError(f"--tasks: {part!r} is not a task id or a range like 3-7")
        lo, hi = int(m.group(1)), int(m.group(2)) if m.group(2) else None
        if hi is not None and hi < lo:
            raise PrerequisiteError(f"--tasks: {part!r} runs backwards; write the range low-high, e.g. {hi}-{lo}")
        out += list(range(lo, hi + 1)) if hi is not None else [lo]
    if not out:
        raise PrerequisiteError(f"--tasks: {text!r} names no task id; write ids and ranges like 1,3,5-8")
    return out


def check_run_id(run_id: str) -> str:
    if not RUN_ID.fullmatch(run_id):
        # The run id names a folder (a hive partition) whose value DuckDB reads back as the column.
        raise PrerequisiteError(f"--run-id {run_id!r}: use letters, digits, '.', '_' and '-' only, starting with a letter or digit (at most 100)")
    return run_id


def _stages(request: RunRequest) -> tuple[str, ...]:
    asked = request.stages
    if asked is None:
        return ("replay", "score") if request.pages else STAGES
    unknown = [s for s in asked if s not in STAGES]
    if unknown or not asked:
        raise PrerequisiteError(f"--stages: {', '.join(unknown) or '(none)'} is not a stage; stages are {', '.join(STAGES)}")
    chosen = tuple(s for s in STAGES if s in asked)
    if chosen == ("generate", "score"):
        raise PrerequisiteError("--stages generate,score: scoring needs the new pages replayed; add replay (--stages generate,replay,score)")
    if request.pages and "generate" in chosen:
        raise PrerequisiteError("--stages: with --pages the pages are given, not generated; drop generate (e.g. --stages replay,score)")
    return chosen


def _refresh(request: RunRequest, stages: tuple[str, ...]) -> frozenset[str]:
    for r in request.refresh:
        if r not in STAGES:
            raise PrerequisiteError(f"--refresh: unknown stage {r!r}; stages are {', '.join(STAGES)}")
        if r not in stages:
            raise PrerequisiteError(f"--refresh {r}: that stage does not run here (stages: {', '.join(stages)})")
    return frozenset(request.refresh)


def _judge_endpoint(judge: str, request: RunRequest, s: Settings) -> Any:
    """The judge's checked ``iwr_bench.tasks.llm.Endpoint`` (None for the offline judge): provider known,
    key present, host reachable and serving it, or one line before any work."""
    from iwr_bench.tasks.judge.judges import OFFLINE, check_judge, judge_endpoint

    if judge == OFFLINE:
        return None
    if judge.startswith("iwr/"):
        raise PrerequisiteError(f"--judge {judge!r}: the only offline judge is {OFFLINE}; or name a LiteLLM model")
    endpoint = judge_endpoint(judge, s, cli_api_base=request.judge_api_base, cli_api_key_env=request.judge_api_key_env)
    check_judge(judge, endpoint)
    return endpoint


def _grounding_endpoint(request: RunRequest, s: Settings, stages: tuple[str, ...]) -> Any:
    """The grounder's endpoint when one is named (it names the replays in the cache, so a
    score-only run finds them); checked when pages are replayed. None: no LLM grounding."""
    from iwr_bench.tasks.llm import check_endpoint, endpoint_for

    model = request.grounding_model or s.grounding_model
    if not model:
        return None
    endpoint = endpoint_for(model, None, request.grounding_api_base, s, role="grounder", cli_api_key_env=request.grounding_api_key_env)
    if "replay" in stages:
        check_endpoint(endpoint, "grounder")
    return endpoint


def generator_endpoints(models: list[str], request: RunRequest, s: Settings) -> tuple[tuple[str, Any], ...]:
    """(model, checked ``iwr_bench.tasks.llm.Endpoint``) per model under test: base URL and key variable from
    the command line, else the model's models-file row, else the settings, else the provider's.
    An offline baseline (``iwr/...``) is called nowhere: it takes no endpoint fields."""
    from iwr_bench.tasks.generation import model_settings
    from iwr_bench.tasks.generation.baselines import check_generator
    from iwr_bench.tasks.llm import Endpoint, endpoint_for

    override = Path(s.models_config) if s.models_config else None
    out = []
    for m in models:
        if m.startswith("iwr/"):
            endpoint = Endpoint(m)
        else:
            endpoint = endpoint_for(m, model_settings(m, override).endpoint_row(), request.api_base, s, role="generator",
                                    cli_api_key_env=request.api_key_env)
        check_generator(endpoint)  # unknown model, missing key, host down: one line, before any work
        out.append((m, endpoint))
    return tuple(out)


def _run_pages(s: Settings, run_id: str, with_actions: bool) -> dict[tuple[str, int, int], RunPage]:
    """The pages of an earlier run by (model, task, sample): its generations rows, with its
    actions rows when asked (read only; an empty warehouse gives none)."""
    from iwr_bench.tasks.warehouse.store import connect, query_rows, slug

    if not (Path(s.warehouse) / "generations" / f"run_id={slug(run_id)}").is_dir():
        return {}
    con = connect(Path(s.warehouse))
    rows = query_rows(con, "SELECT * FROM generations WHERE run_id = ?", [run_id])
    # Rows read back from their own tables (SELECT *): the tables' rows, as written.
    actions: dict[tuple[str, int, int], list[ActionsRow]] = {}
    if with_actions:
        for a in query_rows(con, "SELECT * FROM actions WHERE run_id = ? ORDER BY model, task_id, sample, step", [run_id]):
            actions.setdefault((a["model"], int(a["task_id"]), int(a["sample"])), []).append(cast(ActionsRow, a))
    keys = {(r["model"], int(r["task_id"]), int(r["sample"])): cast(GenerationsRow, r) for r in rows}
    return {k: RunPage(r, tuple(actions.get(k, ()))) for k, r in keys.items()}


def check(request: RunRequest, s: Settings) -> Plan:
    """Every check, in the order a user fixes them; nothing is written."""
    from iwr_bench.tasks.scoring.protocols import PROTOCOLS

    stages = _stages(request)
    refresh = _refresh(request, stages)
    run_id = check_run_id(request.run_id or datetime.now(UTC).strftime("%Y%m%d-%H%M%S"))
    task_ids = parse_task_ids(request.tasks)
    protocol = request.protocol or s.protocol
    if protocol not in PROTOCOLS:
        raise PrerequisiteError(f"--protocol {protocol!r}: unknown protocol; use one of {', '.join(PROTOCOLS)}")
    runner, dask_address = task_runner(request.task_runner, request.dask_address, s)
    workers = request.workers if request.workers is not None else s.workers
    if workers < 1:
        raise PrerequisiteError(f"--workers {workers}: at least 1")
    judge = request.judge or s.judge
    judge_at = _judge_endpoint(judge, request, s) if "score" in stages else None
    grounding_at = _grounding_endpoint(request, s, stages)
    data = request.data or (str(s.data) if s.data else None)
    if not data:
        raise PrerequisiteError("no dataset: pass --data PATH (or 'hf'), or set IWR_DATA")

    loaded, tasks, skipped = select_tasks(bool(request.skip_invalid), s, data, task_ids, generating="generate" in stages)
    tasks = limit_tasks(tasks, request.limit, request.seed)
    samples = _samples(request, s)
    models, pairs, source = _pairs(request, s, stages, run_id, tasks, samples, frozenset(t.task_id for t in loaded.tasks))
    model_args = model_args_of(request.model_args, models, s) if source == "generate" else ()
    from iwr_bench.tasks.llm import CallBudget

    endpoints = generator_endpoints(models, request, s) if source == "generate" else ()
    spec = RunSpec(
        run_id=run_id, models=tuple(models), judge=judge, protocol=protocol, warehouse=str(s.warehouse), results=str(s.results),
        stages=frozenset(stages), source=source, refresh=refresh, samples=max((p[3] for p in pairs), default=0) + 1, nightly=request.nightly,
        task_runner=runner, dask_address=dask_address, workers=workers,
        skip_invalid=bool(request.skip_invalid), skipped_task_ids=tuple(u.task_id for u in skipped if u.task_id is not None),
        skipped_records=tuple(map(str, skipped)),
        prefect_home=str(s.prefect_home), api_base=request.api_base or s.api_base,
        models_config=str(s.models_config) if s.models_config else None, models_dir=str(s.models_dir),
        generation_attempts=s.generation_attempts, generation_backoff_s=s.generation_backoff_s, judge_retries=s.judge_retries,
        dino_batch=s.dino_batch, browsers=s.browsers, chromium=str(s.chromium), chromedriver=str(s.chromedriver),
        renderer_memory_mb=s.renderer_memory_mb, browser_patience_s=s.browser_patience_s,
        grounding_model=grounding_at.model if grounding_at else None, generator_endpoints=endpoints,
        judge_endpoint=judge_at, judge_budget=CallBudget.for_role("judge", s),
        grounding_endpoint=grounding_at, grounding_budget=CallBudget.for_role("grounder", s),
        report=s.report_after_run and "score" in stages,
        report_options={"base": s.home, "resamples": s.bootstrap_resamples, "seed": s.bootstrap_seed, "base_url": s.report_base_url},
        regression_options={"alpha": s.regression_alpha, "min_delta": s.regression_min_delta, "notify_block": s.notify_block},
        model_args=model_args, fail_on_error=error_share(request.fail_on_error), mlflow=mlflow_ready(request.mlflow),
    )
    if s.generation_attempts < 1:
        raise PrerequisiteError(f"IWR_GENERATION_ATTEMPTS={s.generation_attempts}: set it to 1 or more")
    _check_room(s, tasks, pairs, stages, source)
    resolved = request.model_copy(update={
        "data": data, "models": list(models), "judge": judge, "protocol": protocol, "tasks": [t.task_id for t in tasks],
        "run_id": run_id, "stages": list(stages), "refresh": sorted(refresh), "task_runner": runner, "workers": workers,
        "dask_address": dask_address, "samples": spec.samples, "limit": None, "seed": None,
    })
    return Plan(resolved, spec, loaded, tasks, tuple(pairs))


def _samples(request: RunRequest, s: Settings) -> int | None:
    """The samples asked for (None: the default, or for a run's own pages all it has)."""
    if request.samples is not None and request.samples < 1:
        raise PrerequisiteError(f"--samples {request.samples}: at least 1")
    if request.samples is not None and request.samples > 1 and request.pages:
        raise PrerequisiteError("--samples: pages made elsewhere are one page per (task, model); drop --samples, or generate the pages here")
    if s.samples < 1:
        raise PrerequisiteError(f"IWR_SAMPLES={s.samples}: set it to 1 or more")
    return request.samples


def _pairs(request: RunRequest, s: Settings, stages: tuple[str, ...], run_id: str, tasks: tuple,
           samples: int | None, known: frozenset[int] = frozenset()) -> tuple[list[str], list, str]:
    """(models, (task, model, page, sample) pairs, page source) for the request."""
    from iwr_bench.tasks.data.imports import locate_pages

    wanted = [m.strip() for m in request.models if m.strip()]
    if request.pages:
        pages = locate_pages(request.pages)
        say_dropped(request.pages, pages, known)
        found = sorted({m for m, _ in pages})
        unknown = [m for m in wanted if m not in found]
        if unknown:
            raise PrerequisiteError(f"--models {unknown[0]}: {request.pages} has no page of that model (it has {', '.join(found)})")
        models = wanted or found
        return models, [(t, m, pages.get((m, t.task_id)), 0) for t in tasks for m in models], "import"
    if "generate" in stages:
        wanted = wanted or list(BASELINES)
        n = samples or s.samples
        # Sample-major: sample 1 of a task starts once sample 0's stages are done and cached, so
        # a page the samples share (temperature 0) is replayed and scored once.
        return wanted, [(t, m, None, k) for k in range(n) for t in tasks for m in wanted], "generate"
    earlier = _run_pages(s, run_id, with_actions="replay" not in stages)
    if not earlier:
        raise PrerequisiteError(f"--run-id {run_id}: the run has no pages to {stages[0]}; generate them first "
                                f"(iwr generate --run-id {run_id}) or give pages made elsewhere (--pages)")
    found = sorted({m for m, _, _ in earlier})
    unknown = [m for m in wanted if m not in found]
    if unknown:
        raise PrerequisiteError(f"--models {unknown[0]}: run {run_id} has no pages of that model (it has {', '.join(found)})")
    models = wanted or found
    has = max(k for _, _, k in earlier) + 1
    if samples is not None and samples > has:
        raise PrerequisiteError(f"--samples {samples}: run {run_id} has {has} sample(s) of its pages; generate more first "
                                f"(iwr generate --run-id {run_id} --samples {samples})")
    pairs = [(t, m, earlier[(m, t.task_id, k)], k) for t in tasks for m in models for k in range(samples or has) if (m, t.task_id, k) in earlier]
    if not pairs:
        raise PrerequisiteError(f"--tasks: run {run_id} has no pages for the selected tasks")
    return models, pairs, "run"


def _check_room(s: Settings, tasks: tuple, pairs: list, stages: tuple[str, ...], source: str) -> None:
    """The state folders take writes and have room for the plan (``iwr_bench.flows.preflight``)."""
    from collections import Counter

    from iwr_bench.flows.preflight import PART_BYTES, check_folders, estimate

    need = estimate(tasks, len(pairs), Counter(t.task_id for t, *_ in pairs), stages, source == "generate")
    check_folders({"IWR_RESULTS": (str(s.results), need.results), "IWR_WAREHOUSE": (str(s.warehouse), need.warehouse),
                   "IWR_PREFECT_HOME": (str(s.prefect_home), 3 * len(pairs) * PART_BYTES)})


# A plan checked by ``iwr_bench.flows.run.run`` is handed to its flow here instead of being checked twice.
_PLANS: dict[str, Plan] = {}


def remember(plan: Plan) -> None:
    _PLANS[plan.key] = plan


def forget(plan: Plan) -> None:
    _PLANS.pop(plan.key, None)


def prepared(request: RunRequest) -> Plan:
    """The plan of ``request``: the one its caller checked, or checked now (a served deployment)."""
    plan = _PLANS.get(request.model_dump_json())
    if plan is not None:
        return plan
    from iwr_bench.core.settings import get_settings

    return check(request, get_settings())
