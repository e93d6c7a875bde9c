"""One task's page: asked of a model (``generate_page``) or taken from elsewhere (``import_page``).

Both return the ``generations`` row and the page path, and never raise for a model's failure:
a failed generation is a row with its ``error_kind`` (the task then scores 0 and stays in the
denominator). A write the disk refuses (full, read-only) raises: it is not the model's.
Both pages go through the same post-processing.
"""

from __future__ import annotations

import logging
from contextlib import AbstractContextManager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from iwr_bench.core.hashing import sha256_bytes, sha256_file
from iwr_bench.core.kinds import ErrorKind, os_error_kind
from iwr_bench.schemas.record import BenchTask
from iwr_bench.schemas.rows import GenerationsRow
from iwr_bench.tasks.generation.budget import prepare_request
from iwr_bench.tasks.generation.cache import (
    PAGE_FILE,
    RAW_FILE,
    REQUEST_FILE,
    cache_key,
    cache_load,
    cache_store,
    write_json,
)
from iwr_bench.tasks.generation.call import model_slot, scrub
from iwr_bench.tasks.generation.models import ModelSettings
from iwr_bench.tasks.generation.postprocess import postprocess
from iwr_bench.tasks.generation.prompts import PROMPT_VERSION
from iwr_bench.tasks.llm import CallBudget, Endpoint, complete, endpoint_for

log = logging.getLogger("iwr_bench.tasks.generation")

IMPORTED = "imported"  # the prompt_version of a page made elsewhere


@dataclass(frozen=True)
class Generation:
    row: GenerationsRow
    page_path: Path | None

    @property
    def ok(self) -> bool:
        return self.page_path is not None and self.row.get("error_kind") in (None, ErrorKind.TRUNCATED)


def _write_page(row: GenerationsRow, out_dir: Path, content: str) -> Generation:
    """Post-process ``content`` into ``out_dir/index.html``; complete the row."""
    result = postprocess(content, row.get("finish_reason"))
    row["removed"] = list(result.removed)
    row["truncated"] = result.truncated
    if not result.html.strip():
        row.update({"error_kind": ErrorKind.NO_PAGE.value, "error_message": f"task {row['task_id']}: the answer holds no page (see {row['raw_path']})"})
        return Generation(row, None)
    page_path = out_dir / PAGE_FILE
    page_path.write_text(result.html, encoding="utf-8")
    row.update({"page_path": str(page_path), "page_sha256": sha256_file(page_path)})
    if result.truncated:
        row.update({"error_kind": ErrorKind.TRUNCATED.value, "error_message": f"task {row['task_id']}: {result.truncation_reason}"})
        log.warning("task %s, %s: output truncated: %s", row["task_id"], row["model"], result.truncation_reason)
    if result.removed:
        log.info("task %s, %s: removed %d off-host references", row["task_id"], row["model"], len(result.removed))
    return Generation(row, page_path)


def _finish(row: GenerationsRow, out_dir: Path, content: str | None, raw: Any) -> Generation:
    """Write the raw response and (when there is one) the page; complete the row."""
    raw_path = out_dir / RAW_FILE
    write_json(raw_path, raw)
    row.update({"raw_path": str(raw_path), "raw_sha256": sha256_file(raw_path)})
    if content is None:
        return Generation(row, None)
    return _write_page(row, out_dir, content)


def _fresh(out_dir: Path) -> Path:
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    for stale in (PAGE_FILE, RAW_FILE, REQUEST_FILE):
        (out_dir / stale).unlink(missing_ok=True)
    return out_dir


# size: cache, request, call, post-processing in order
def generate_page(
    task: BenchTask,
    model: str,
    settings: ModelSettings,
    out_dir: Path,
    *,
    run_id: str,
    cache_root: Path,
    endpoint: Endpoint | None = None,
    refresh: bool = False,
    budget: CallBudget | None = None,
    code: str | None = None,
    slot: AbstractContextManager[Any] | None = None,
    draw: dict[str, Any] | None = None,
) -> Generation:
    """Ask ``model`` for ``task``'s page; the ``generations`` row and the page path.

    The call goes through ``iwr_bench.tasks.llm.complete`` at ``endpoint`` (default: the models-file row's
    ``api_base`` / ``api_key_env``, else the provider's host), retried by ``budget`` (its timeout
    per call is the model's ``timeout``). ``out_dir`` receives ``index.html``, ``raw.json`` (the
    response) and ``request.json`` (the prompt without image data). The same (task content, model,
    prompt version, settings, base URL, ``code`` version) is answered from ``cache_root`` unless
    ``refresh``; ``draw`` names which of several independent answers this is (a sample index,
    a nightly run: ``iwr_bench.flows.keys.draw``), so each is asked and cached on its own.
    Check the endpoint once per model first (``iwr_bench.tasks.llm.check_endpoint``).
    The call holds ``slot`` (the caller's bound on requests in flight to ``model``: a cluster's),
    else this process's (``model_slot``, the model's ``concurrency``).
    """
    from iwr_bench.tasks.generation.baselines import is_baseline, register_baselines, task_metadata

    register_baselines()
    endpoint = endpoint or endpoint_for(model, settings.endpoint_row())
    budget = replace(budget or CallBudget(attempts=5, total_s=None), timeout_s=settings.timeout)
    cache_root = Path(cache_root)
    out_dir = _fresh(out_dir)
    key = cache_key(task, model, settings, endpoint.api_base, code, draw)
    row: GenerationsRow = {
        "run_id": run_id, "model": model, "task_id": task.task_id, "prompt_version": PROMPT_VERSION,
        "settings_hash": settings.hash, "cache_key": key, "attempts": 0, "cached": False, "removed": [],
    }
    cached_dir = cache_root / "generations" / key
    if not refresh:
        hit = cache_load(cached_dir, out_dir, row)
        if hit is not None:
            return Generation(row, hit)

    try:
        prepared = prepare_request(task, settings, cache_root / "frames")
    except Exception as exc:  # noqa: BLE001 - a broken video or sheet fails this task only
        if os_error_kind(exc) is not None:
            raise  # a full or read-only disk is not the model's failure: never a generation_failed row, never cached
        row.update({"error_kind": ErrorKind.GENERATION_FAILED.value, "error_message": scrub(f"task {task.task_id}: preparing images failed: {exc}")[:500]})
        log.error("%s", row["error_message"])
        return Generation(row, None)
    row.update(prepared.counts)
    write_json(out_dir / REQUEST_FILE, {"model": model, "prompt_version": PROMPT_VERSION, "settings": settings.model_dump(), **prepared.request_summary})

    params: dict[str, Any] = {
        "max_tokens": settings.max_tokens,
        "metadata": {"iwr_task": task_metadata(task)},
        "drop_params": True,
        **settings.extra,
    }
    if settings.temperature is not None:
        params["temperature"] = settings.temperature
    with slot if slot is not None else model_slot(model, settings.concurrency):
        reply = complete(endpoint, prepared.messages, budget=budget, role="generator", **params)
    row.update({"attempts": reply.attempts, "latency_s": reply.latency_s})
    if not reply.ok:
        kind = (reply.error_kind or ErrorKind.LLM_ERROR).value
        message = f"task {task.task_id}: {reply.error_message}"
        row.update({"error_kind": kind, "error_message": message})
        return _finish(row, out_dir, None, {"error_kind": kind, "error": message, "attempts": reply.attempts})

    row.update({"finish_reason": reply.finish_reason, "input_tokens": reply.input_tokens, "output_tokens": reply.output_tokens,
               "cost_usd": reply.cost_usd, "error_kind": None, "error_message": None})
    if is_baseline(model):
        # An offline baseline sends nothing anywhere: its usage is known to be none, not unknown.
        row.update({"input_tokens": 0, "output_tokens": 0, "cost_usd": 0.0})
    raw = reply.raw if reply.raw is not None else {"content": reply.content, "finish_reason": reply.finish_reason}
    gen = _finish(row, out_dir, reply.content or "", raw)
    if gen.page_path is not None:
        cache_store(cached_dir, gen.row, gen.page_path)
    return gen


def import_page(task: BenchTask, model: str, content: str | None, origin: str, out_dir: Path, *, run_id: str) -> Generation:
    """A page made elsewhere, post-processed like a model's answer into ``out_dir``.

    ``origin`` says where it came from (a file, or ``predictions.jsonl:N`` for an inline page);
    the row keeps it in ``raw_path`` and its ``prompt_version`` is ``imported``. ``content``
    None: the task has no page (``no_page``; it scores 0 and stays in the denominator).
    """
    out_dir = _fresh(out_dir)
    row: GenerationsRow = {
        "run_id": run_id, "model": model, "task_id": task.task_id, "prompt_version": IMPORTED,
        "attempts": 0, "cached": False, "removed": [], "raw_path": origin,
    }
    if content is None:
        row.update({"error_kind": ErrorKind.NO_PAGE.value, "error_message": f"task {task.task_id}: {model} has no page ({origin})"})
        return Generation(row, None)
    row["raw_sha256"] = sha256_bytes(content.encode("utf-8"))
    return _write_page(row, out_dir, content)
