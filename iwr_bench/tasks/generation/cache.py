"""The on-disk generation cache: one folder per key holding the page, the raw response and the
row's fields, replaced whole by one rename. Only answers with a page are stored."""

from __future__ import annotations

import json
import logging
import os
import shutil
import tempfile
import threading
from pathlib import Path
from typing import Any, cast

from iwr_bench.core.hashing import sha256_file, sha256_json
from iwr_bench.schemas.record import BenchTask
from iwr_bench.schemas.rows import GenerationsRow
from iwr_bench.tasks.generation.call import scrub
from iwr_bench.tasks.generation.models import ModelSettings
from iwr_bench.tasks.generation.prompts import PROMPT_VERSION

log = logging.getLogger("iwr_bench.tasks.generation")

PAGE_FILE = "index.html"
RAW_FILE = "raw.json"
REQUEST_FILE = "request.json"

CACHED_FIELDS = (
    "frames_total", "frames_used", "frames_dropped", "sheets_used", "sheets_dropped", "input_tokens",
    "output_tokens", "cost_usd", "latency_s", "finish_reason", "truncated", "removed", "error_kind", "error_message",
)


def cache_key(task: BenchTask, model: str, settings: ModelSettings, api_base: str | None = None, code: str | None = None,
              draw: dict[str, Any] | None = None) -> str:
    """Everything the answer depends on: task content, model, prompt, settings, endpoint and
    the code that shapes the request and post-processes the answer (``code``). ``draw`` tells
    independent answers to the same request apart (a sample index, a nightly run); empty or
    None: the key of the first sample, as before samples existed."""
    return sha256_json({"task": task.content_hash, "model": model, "prompt": PROMPT_VERSION, "settings": settings.hash,
                        "api_base": api_base, "code": code, **({"draw": draw} if draw else {})})[:32]


def write_json(path: Path, value: Any) -> None:
    path.write_text(scrub(json.dumps(value, indent=1, default=str)))


def cache_load(folder: Path, out_dir: Path, row: GenerationsRow) -> Path | None:
    """Copy a cached answer into ``out_dir`` and fill ``row``; the page path, or None on a miss."""
    meta_path, page_src, raw_src = folder / "meta.json", folder / PAGE_FILE, folder / RAW_FILE
    if not (meta_path.is_file() and page_src.is_file() and raw_src.is_file()):
        return None
    page_path, raw_path = out_dir / PAGE_FILE, out_dir / RAW_FILE
    try:
        meta = json.loads(meta_path.read_text())
        shutil.copyfile(page_src, page_path)
        shutil.copyfile(raw_src, raw_path)
    except (OSError, ValueError):
        # Replaced under us by a --refresh run, or damaged: a miss, so the model is asked.
        return None
    # The fields as the first answer's row stored them (cache_store): GenerationsRow columns.
    row.update(cast(GenerationsRow, {k: meta.get(k) for k in CACHED_FIELDS}))
    row.update({
        "attempts": 0,
        "latency_s": None,  # nothing was asked now: the first call's timing is not repeated as new
        "cached": True,
        "page_path": str(page_path),
        "page_sha256": sha256_file(page_path),
        "raw_path": str(raw_path),
        "raw_sha256": sha256_file(raw_path),
    })
    return page_path


def cache_store(folder: Path, row: GenerationsRow, page_path: Path) -> None:
    raw_path = row.get("raw_path")
    if raw_path is None:
        raise ValueError(f"task {row.get('task_id')}: a generations row without raw_path cannot be cached (write the raw answer first)")
    folder.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{folder.name}.", dir=folder.parent))
    try:
        shutil.copyfile(page_path, tmp / PAGE_FILE)
        shutil.copyfile(raw_path, tmp / RAW_FILE)
        write_json(tmp / "meta.json", {k: row.get(k) for k in (*CACHED_FIELDS, "model", "task_id", "prompt_version", "settings_hash")})
        if folder.exists():
            # Moved aside first, so the new entry appears whole in one rename.
            old = folder.with_name(f".{folder.name}.old.{os.getpid()}.{threading.get_ident()}")
            os.replace(folder, old)
            shutil.rmtree(old, ignore_errors=True)
        os.replace(tmp, folder)
    except OSError as err:
        log.warning("generation cache %s not written: %s", folder, err)
        shutil.rmtree(tmp, ignore_errors=True)
