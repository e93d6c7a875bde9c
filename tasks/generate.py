"""Generation: a task's video frames and asset sheets in, one ``index.html`` out, for any model.

Every model, the offline baselines included, is asked through ``litellm.completion``. Around the
call, all plain functions:

* ``model_settings(model)``: the row of ``config/models.yaml`` (or the user's override) for a model;
* ``plan_images``: asset sheets first, then frames, within the model's image budget, always
  keeping a minimum number of frames (never silently zero);
* ``postprocess``: the html block out of the answer, the asset placeholder rewritten, iframes and
  off-host references removed (and listed), truncation detected;
* ``classify_error``: the failure kind of an exception and whether a retry may help.

``generate_page`` puts them together with retries, a per-model concurrency limit and an on-disk
cache, and returns the ``generations`` row. It never raises for a model's failure: a failed
generation is a row with its ``error_kind`` (the task then scores 0 and stays in the
denominator). Setup problems (no API key, unknown model) raise ``PrerequisiteError`` before any
work, from ``check_model_ready``.
"""

from __future__ import annotations

import fnmatch
import json
import logging
import os
import random
import re
import shutil
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from core.deadline import DeadlineExceeded, call_with_deadline
from core.errors import PrerequisiteError
from core.hashing import sha256_file, sha256_json
from core.secrets import scrub
from core.settings import PROJECT_ROOT, get_settings
from schemas.record import BenchTask
from tasks.prompts import ASSET_DIR, PROMPT_VERSION, build_messages

# LiteLLM (imported lazily below) fetches its price map from the network unless told otherwise.
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

log = logging.getLogger(__name__)

MODELS_CONFIG = PROJECT_ROOT / "config" / "models.yaml"
PAGE_FILE = "index.html"
RAW_FILE = "raw.json"
REQUEST_FILE = "request.json"


# ---------------------------------------------------------------------------------------------
# Per-model settings


class ModelSettings(BaseModel):
    """One row of the per-model settings table (see config/models.yaml for what each means)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    fps: float = Field(1.0, gt=0)
    frame_cap: int = Field(64, ge=1)
    min_frames: int = Field(8, ge=0)
    image_budget: int = Field(80, ge=1)
    max_side: int = Field(1280, ge=16)
    max_tokens: int = Field(32768, ge=1)
    temperature: float | None = 0.0
    timeout: float = Field(600.0, gt=0)
    concurrency: int = Field(4, ge=1)
    extra: dict[str, Any] = Field(default_factory=dict)

    def shaping(self) -> dict[str, Any]:
        """The fields that shape the request (and so the answer): not timeout or concurrency."""
        from tasks.frames import FRAMES_VERSION

        data = self.model_dump(exclude={"timeout", "concurrency"})
        data["frames_version"] = FRAMES_VERSION
        return data

    @property
    def hash(self) -> str:
        return sha256_json(self.shaping())[:16]


@dataclass(frozen=True)
class ModelsTable:
    default: dict[str, Any]
    rows: tuple[tuple[str, dict[str, Any]], ...]  # (pattern, fields), in match order

    def settings_for(self, model: str) -> ModelSettings:
        """The first row whose pattern matches ``model`` over the default row."""
        fields = dict(self.default)
        for pattern, row in self.rows:
            if fnmatch.fnmatchcase(model.lower(), pattern.lower()):
                fields.update(row)
                break
        return ModelSettings(**fields)


def _read_table(path: Path) -> tuple[dict[str, Any], list[tuple[str, dict[str, Any]]]]:
    try:
        doc = yaml.safe_load(Path(path).read_text()) or {}
    except (OSError, yaml.YAMLError) as err:
        raise PrerequisiteError(f"cannot read model settings {path}: {err}") from err
    if not isinstance(doc, dict) or set(doc) - {"default", "models"}:
        raise PrerequisiteError(f"model settings {path}: expected top-level keys 'default' and 'models' only")
    default = doc.get("default") or {}
    rows = []
    for i, row in enumerate(doc.get("models") or []):
        if not isinstance(row, dict) or not isinstance(row.get("pattern"), str):
            raise PrerequisiteError(f"model settings {path}: models[{i}] needs a 'pattern' string")
        fields = {k: v for k, v in row.items() if k != "pattern"}
        rows.append((row["pattern"], fields))
    for where, fields in [("default", default), *((f"models[{i}] ({p})", f) for i, (p, f) in enumerate(rows))]:
        try:
            ModelSettings(**{**default, **fields})
        except ValidationError as err:
            first = err.errors()[0]
            raise PrerequisiteError(f"model settings {path}: {where}: field '{'.'.join(map(str, first['loc']))}': {first['msg']}") from err
    return default, rows


def load_models_table(override: Path | None = None) -> ModelsTable:
    """The repo's table, with a user override file's rows tried first and its default merged in."""
    default, rows = _read_table(MODELS_CONFIG)
    if override is not None:
        if not Path(override).is_file():
            raise PrerequisiteError(f"model settings override {override} does not exist; fix IWR_MODELS_CONFIG")
        user_default, user_rows = _read_table(override)
        default = {**default, **user_default}
        rows = user_rows + rows
    return ModelsTable(default, tuple(rows))


def model_settings(model: str, override: Path | None = None) -> ModelSettings:
    return load_models_table(override if override is not None else get_settings().models_config).settings_for(model)


# ---------------------------------------------------------------------------------------------
# Image budget


@dataclass(frozen=True)
class ImagePlan:
    sheets: tuple[int, ...]  # indices of the asset sheets sent
    frames: tuple[int, ...]  # indices of the frames sent
    frames_dropped: int
    sheets_dropped: int


def plan_images(n_sheets: int, n_frames: int, budget: int, min_frames: int = 8) -> ImagePlan:
    """Which sheets and frames fit in ``budget`` images: sheets first, then frames thinned evenly.

    Frames never drop below ``min(min_frames, n_frames, budget)``: when the sheets alone fill the
    budget, the last sheets give way instead (the published harness let frames fall to zero).
    """
    from tasks.frames import even_indices

    if budget < 1:
        raise ValueError(f"image budget must be >= 1, got {budget}")
    floor = min(min_frames, n_frames, budget)
    n_keep_sheets = min(n_sheets, budget - floor)
    n_keep_frames = min(n_frames, budget - n_keep_sheets)
    return ImagePlan(
        sheets=tuple(range(n_keep_sheets)),
        frames=tuple(even_indices(n_frames, n_keep_frames)),
        frames_dropped=n_frames - n_keep_frames,
        sheets_dropped=n_sheets - n_keep_sheets,
    )


# ---------------------------------------------------------------------------------------------
# Post-processing


@dataclass(frozen=True)
class PageResult:
    html: str
    removed: tuple[str, ...]
    truncated: bool
    truncation_reason: str | None


_FENCE_HTML = re.compile(r"```[ \t]*html[^\n]*\n(.*?)```", re.IGNORECASE | re.DOTALL)
_FENCE_HTML_OPEN = re.compile(r"```[ \t]*html[^\n]*\n(.*)\Z", re.IGNORECASE | re.DOTALL)
_FENCE_ANY = re.compile(r"```[^\n]*\n(.*?)```", re.DOTALL)
_DOC_START = re.compile(r"<!doctype\s+html|<html[\s>]", re.IGNORECASE)
_HTML_CLOSE = re.compile(r"</html\s*>", re.IGNORECASE)
_PLACEHOLDER_RE = re.compile(r"\{\{\s*ASSETS\s*\}\}/?")


def extract_html(answer: str) -> str:
    """The page in a model's answer: the longest ```html block, else an unclosed one (the answer
    was cut off), else a fenced block that looks like a document, else the answer from its
    ``<!DOCTYPE``/``<html`` on, else the whole answer."""
    blocks = _FENCE_HTML.findall(answer)
    if blocks:
        return max(blocks, key=len).strip()
    m = _FENCE_HTML_OPEN.search(answer)
    if m:
        return m.group(1).strip()
    docs = [b for b in _FENCE_ANY.findall(answer) if _DOC_START.search(b)]
    if docs:
        return max(docs, key=len).strip()
    m = _DOC_START.search(answer)
    return (answer[m.start():] if m else answer).strip()


_OFF = r"(?:https?:)?//"  # another host: absolute http(s) or protocol-relative
_Q_OR_BARE = r"""(?:"(?P<dq>[^"]*)"|'(?P<sq>[^']*)'|(?P<bare>[^\s>"']+))"""
_IFRAME = re.compile(r"<(i?frame|frameset)\b[^>]*>(?:.*?</\1\s*>)?", re.IGNORECASE | re.DOTALL)
_SCRIPT_SRC = re.compile(r"<script\b[^>]*\bsrc\s*=\s*[\"']?\s*(" + _OFF + r"[^\"'\s>]*)[^>]*>.*?</script\s*>", re.IGNORECASE | re.DOTALL)
_LINK_HREF = re.compile(r"<link\b[^>]*\bhref\s*=\s*[\"']?\s*(" + _OFF + r"[^\"'\s>]*)[^>]*>", re.IGNORECASE)
_META_REFRESH = re.compile(r"<meta\b[^>]*http-equiv\s*=\s*[\"']?refresh[^>]*url\s*=\s*(" + _OFF + r"[^\"'\s>]*)[^>]*>", re.IGNORECASE)
_ATTR = re.compile(r"(?P<name>\b(?:src|href|action|formaction|poster|background|data|srcset))\s*=\s*" + _Q_OR_BARE, re.IGNORECASE)
_CSS_IMPORT = re.compile(r"@import\s+(?:url\(\s*)?[\"']?\s*(" + _OFF + r"[^\"')\s;]*)[^;]*;?", re.IGNORECASE)
_CSS_URL = re.compile(r"url\(\s*[\"']?\s*(" + _OFF + r"[^\"')]*)[\"']?\s*\)", re.IGNORECASE)
_JS_IMPORT = re.compile(r"\bimport\s+(?:[\w*{}\s,$]+\s+from\s+)?[\"'](" + _OFF + r"[^\"']*)[\"']\s*;?")
_JS_DYN_IMPORT = re.compile(r"\bimport\(\s*[\"'](" + _OFF + r"[^\"']*)[\"']\s*\)")
_OFF_RE = re.compile(r"^\s*" + _OFF, re.IGNORECASE)


def _short(url: str) -> str:
    url = url.strip()
    return url if len(url) <= 160 else url[:157] + "..."


def strip_off_host(page: str) -> tuple[str, list[str]]:
    """The page with iframes and every reference to another host removed, and what was removed.

    The judge's browser reaches no other host anyway; removing them here makes a page's
    dependence on the network visible in the row instead of a silent difference in replay.
    """
    removed: list[str] = []

    def drop(kind: str, group: int = 1) -> Callable[[re.Match[str]], str]:
        def repl(m: re.Match[str]) -> str:
            removed.append(f"{kind}: {_short(m.group(group))}" if group else kind)
            return ""

        return repl

    def iframe(m: re.Match[str]) -> str:
        src = re.search(r"\bsrc\s*=\s*[\"']?([^\"'\s>]*)", m.group(0), re.IGNORECASE)
        removed.append(f"{m.group(1).lower()}: {_short(src.group(1)) if src else '(inline)'}")
        return ""

    page = _IFRAME.sub(iframe, page)
    page = _SCRIPT_SRC.sub(drop("script"), page)
    page = _LINK_HREF.sub(drop("link"), page)
    page = _META_REFRESH.sub(drop("meta refresh"), page)

    def attr(m: re.Match[str]) -> str:
        value = m.group("dq") if m.group("dq") is not None else m.group("sq") if m.group("sq") is not None else m.group("bare")
        name = m.group("name")
        urls = [u.split()[0] for u in value.split(",") if u.strip()] if name.lower() == "srcset" else [value]
        off = [u for u in urls if _OFF_RE.match(u)]
        if not off:
            return m.group(0)
        removed.append(f"{name.lower()}: {_short(off[0])}")
        return f'{name}="{"#" if name.lower() == "href" else ""}"'

    page = _ATTR.sub(attr, page)
    page = _CSS_IMPORT.sub(drop("css import"), page)

    def css_url(m: re.Match[str]) -> str:
        removed.append(f"css url: {_short(m.group(1))}")
        return "none"

    page = _CSS_URL.sub(css_url, page)
    page = _JS_IMPORT.sub(drop("js import"), page)

    def dyn_import(m: re.Match[str]) -> str:
        removed.append(f"js import: {_short(m.group(1))}")
        return 'Promise.reject(new Error("off-host import removed"))'

    page = _JS_DYN_IMPORT.sub(dyn_import, page)
    return page, removed


def postprocess(answer: str, finish_reason: str | None = None) -> PageResult:
    """A model's answer to the page that is served: extract, rewrite assets, strip, check the end."""
    page = _PLACEHOLDER_RE.sub(ASSET_DIR, extract_html(answer or ""))
    page, removed = strip_off_host(page)
    reason = None
    if finish_reason == "length":
        reason = "the model stopped at its output token limit (finish_reason=length)"
    elif page and not _HTML_CLOSE.search(page):
        reason = "the page ends without </html>"
    return PageResult(page, tuple(removed), reason is not None, reason)


# ---------------------------------------------------------------------------------------------
# Failures and retries


@dataclass(frozen=True)
class RetryPolicy:
    """Exponential backoff with jitter: attempt k waits base * 2**(k-1) * U(0.5, 1.0), capped."""

    max_attempts: int = 5
    backoff_base_s: float = 2.0
    backoff_max_s: float = 60.0
    # A call still running this long after its timeout is abandoned (a stalled connection).
    deadline_grace_s: float = 30.0
    sleep: Callable[[float], None] = field(default=time.sleep, compare=False, repr=False)

    def __post_init__(self) -> None:
        # Zero attempts would leave generate_page with neither a response nor an error to record.
        if self.max_attempts < 1:
            raise PrerequisiteError(f"generation attempts must be at least 1, got {self.max_attempts}; set IWR_GENERATION_ATTEMPTS=1 or more")

    def delay(self, attempt: int, rng: random.Random | None = None) -> float:
        jitter = rng.uniform(0.5, 1.0) if rng is not None else random.uniform(0.5, 1.0)
        return min(self.backoff_max_s, self.backoff_base_s * 2 ** (attempt - 1)) * jitter

    @classmethod
    def from_settings(cls) -> RetryPolicy:
        s = get_settings()
        return cls(max_attempts=s.generation_attempts, backoff_base_s=s.generation_backoff_s)




def classify_error(exc: BaseException) -> tuple[str, bool]:
    """(error_kind, retryable) of an exception raised by a completion call."""
    import litellm

    kind = getattr(exc, "iwr_error_kind", None)
    if kind:
        return kind, False
    if isinstance(exc, (DeadlineExceeded, litellm.Timeout, TimeoutError)):
        return "timeout", True
    if isinstance(exc, litellm.RateLimitError):
        return "rate_limited", True
    if isinstance(exc, (litellm.BadRequestError, litellm.UnprocessableEntityError, litellm.NotFoundError)):
        return "bad_request", False
    if isinstance(exc, (litellm.AuthenticationError, litellm.PermissionDeniedError)):
        return "llm_error", False
    if isinstance(exc, (litellm.APIConnectionError, litellm.InternalServerError, litellm.ServiceUnavailableError, litellm.APIError)):
        return "llm_error", True
    return "llm_error", False


def _error_message(exc: BaseException) -> str:
    lines = [ln for ln in str(exc).splitlines() if ln.strip()]
    return scrub((lines[0] if lines else type(exc).__name__)[:500])


_semaphores: dict[str, threading.BoundedSemaphore] = {}
_semaphores_lock = threading.Lock()


def model_slot(model: str, concurrency: int) -> threading.BoundedSemaphore:
    """The semaphore that bounds requests in flight to ``model`` (shared by all threads)."""
    with _semaphores_lock:
        if model not in _semaphores:
            _semaphores[model] = threading.BoundedSemaphore(concurrency)
        return _semaphores[model]


# ---------------------------------------------------------------------------------------------
# Setup checks


def check_model_ready(model: str, api_base: str | None = None) -> dict[str, Any]:
    """Fail in one line when ``model`` cannot be called; returns extra call arguments.

    Runs before any work. A local OpenAI-compatible server (``api_base``) needs no key, but
    the OpenAI client insists on one, so a placeholder is passed when none is set.
    """
    import litellm

    from tasks.baselines import BASELINES, is_baseline, register_baselines

    register_baselines()
    if is_baseline(model):
        name = model.split("/", 1)[1]
        if name not in BASELINES:
            raise PrerequisiteError(f"unknown offline baseline {model!r}; known: {', '.join('iwr/' + b for b in sorted(BASELINES))}")
        return {}
    try:
        litellm.get_llm_provider(model=model, api_base=api_base)
    except Exception as err:
        raise PrerequisiteError(f"LiteLLM does not know the provider of model {model!r}; name it as provider/model (e.g. openai/{model})") from err
    env = litellm.validate_environment(model=model, api_base=api_base)
    missing = [k for k in env.get("missing_keys", []) if not (api_base and k.endswith("_API_BASE"))]
    if not missing:
        return {}
    if api_base:
        return {"api_key": "none"}
    raise PrerequisiteError(f"model {model}: set {' or '.join(missing)} in the environment or .env (or pass --api-base for a local server)")


# ---------------------------------------------------------------------------------------------
# Generation


@dataclass(frozen=True)
class Generation:
    row: dict[str, Any]  # a ``generations`` row
    page_path: Path | None

    @property
    def ok(self) -> bool:
        return self.page_path is not None and self.row.get("error_kind") in (None, "truncated")


@dataclass
class _Prepared:
    messages: list[dict[str, Any]]
    request_summary: dict[str, Any]
    counts: dict[str, int] = field(default_factory=dict)


def cache_key(task: BenchTask, model: str, settings: ModelSettings, api_base: str | None = None) -> str:
    return sha256_json({"task": task.content_hash, "model": model, "prompt": PROMPT_VERSION, "settings": settings.hash, "api_base": api_base})[:32]


def asset_names(task: BenchTask) -> list[str]:
    if not task.assets_dir or not Path(task.assets_dir).is_dir():
        return []
    return sorted(p.name for p in Path(task.assets_dir).iterdir() if p.is_file() and not p.name.startswith("."))


def prepare_request(task: BenchTask, settings: ModelSettings, frames_cache: Path) -> _Prepared:
    """The messages for one task: sheets then frames, within the image budget."""
    from tasks.frames import Frame, FrameSampling, image_data_url, sample_frames

    frames: tuple[Frame, ...] = ()
    if task.video and Path(task.video).is_file():
        frames = sample_frames(Path(task.video), FrameSampling(settings.fps, settings.frame_cap, settings.max_side), frames_cache).frames
    else:
        log.warning("task %s: no video; asking from the asset sheets alone", task.task_id)
    plan = plan_images(len(task.sheets), len(frames), settings.image_budget, settings.min_frames)
    if plan.frames_dropped or plan.sheets_dropped:
        log.warning(
            "task %s: image budget %d: sent %d of %d sheets and %d of %d frames (frames thinned evenly)",
            task.task_id, settings.image_budget, len(plan.sheets), len(task.sheets), len(plan.frames), len(frames),
        )
    sheets = [task.sheets[i] for i in plan.sheets]
    chosen = [frames[i] for i in plan.frames]
    messages = build_messages(
        width=task.width,
        height=task.height,
        mobile=task.is_mobile,
        asset_names=asset_names(task),
        sheets=[image_data_url(p, settings.max_side) for p in sheets],
        frames=[(f.time_s, f.data_url()) for f in chosen],
        frames_dropped=plan.frames_dropped,
    )
    summary = {
        "sheets": [Path(p).name for p in sheets],
        "frames_s": [round(f.time_s, 3) for f in chosen],
        # The frames as sent, in the frame cache: the report shows them beside the page.
        "frame_paths": [str(f.path) for f in chosen],
        "text": [c["text"] for c in messages[0]["content"] if c["type"] == "text"],
    }
    counts = {
        "frames_total": len(frames),
        "frames_used": len(chosen),
        "frames_dropped": plan.frames_dropped,
        "sheets_used": len(sheets),
        "sheets_dropped": plan.sheets_dropped,
    }
    return _Prepared(messages, summary, counts)


def _write_json(path: Path, value: Any) -> None:
    path.write_text(scrub(json.dumps(value, indent=1, default=str)))


def _response_fields(response: Any) -> dict[str, Any]:
    import litellm

    choice = response.choices[0]
    usage = getattr(response, "usage", None)
    cost = (getattr(response, "_hidden_params", None) or {}).get("response_cost")
    if cost is None:
        try:
            cost = litellm.completion_cost(completion_response=response)
        except Exception:  # noqa: BLE001 - the price of this model is unknown to LiteLLM
            cost = None
    return {
        "content": choice.message.content or "",
        "finish_reason": choice.finish_reason,
        "input_tokens": getattr(usage, "prompt_tokens", None),
        "output_tokens": getattr(usage, "completion_tokens", None),
        "cost_usd": float(cost) if cost is not None else None,
    }


def _finish(row: dict[str, Any], out_dir: Path, content: str | None, raw: Any) -> Generation:
    """Write the raw response and (when there is one) the page; complete the row."""
    raw_path = out_dir / RAW_FILE
    _write_json(raw_path, raw)
    row.update(raw_path=str(raw_path), raw_sha256=sha256_file(raw_path))
    if content is None:
        return Generation(row, None)
    result = postprocess(content, row.get("finish_reason"))
    row["removed"] = list(result.removed)
    row["truncated"] = result.truncated
    if not result.html.strip():
        row.update(error_kind="no_page", error_message=f"task {row['task_id']}: the answer holds no page (see {raw_path})")
        return Generation(row, None)
    page_path = out_dir / PAGE_FILE
    page_path.write_text(result.html, encoding="utf-8")
    row.update(page_path=str(page_path), page_sha256=sha256_file(page_path))
    if result.truncated:
        row.update(error_kind="truncated", error_message=f"task {row['task_id']}: {result.truncation_reason}")
        log.warning("task %s, %s: output truncated: %s", row["task_id"], row["model"], result.truncation_reason)
    if result.removed:
        log.info("task %s, %s: removed %d off-host references", row["task_id"], row["model"], len(result.removed))
    return Generation(row, page_path)


def _cache_load(folder: Path, out_dir: Path, row: dict[str, Any]) -> Generation | None:
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
    row.update({k: meta.get(k) for k in _CACHED_FIELDS})
    row.update(
        attempts=0,
        cached=True,
        page_path=str(page_path),
        page_sha256=sha256_file(page_path),
        raw_path=str(raw_path),
        raw_sha256=sha256_file(raw_path),
    )
    return Generation(row, page_path)


_CACHED_FIELDS = (
    "frames_total", "frames_used", "frames_dropped", "sheets_used", "sheets_dropped", "input_tokens",
    "output_tokens", "cost_usd", "latency_s", "finish_reason", "truncated", "removed", "error_kind", "error_message",
)


def _cache_store(folder: Path, gen: Generation, page_path: Path) -> None:
    folder.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{folder.name}.", dir=folder.parent))
    try:
        shutil.copyfile(page_path, tmp / PAGE_FILE)
        shutil.copyfile(gen.row["raw_path"], tmp / RAW_FILE)
        _write_json(tmp / "meta.json", {k: gen.row.get(k) for k in (*_CACHED_FIELDS, "model", "task_id", "prompt_version", "settings_hash")})
        if folder.exists():
            # Moved aside first, so the new entry appears whole in one rename.
            old = folder.with_name(f".{folder.name}.old.{os.getpid()}.{threading.get_ident()}")
            os.replace(folder, old)
            shutil.rmtree(old, ignore_errors=True)
        os.replace(tmp, folder)
    except OSError as err:
        log.warning("generation cache %s not written: %s", folder, err)
        shutil.rmtree(tmp, ignore_errors=True)


def generate_page(
    task: BenchTask,
    model: str,
    settings: ModelSettings,
    out_dir: Path,
    *,
    run_id: str,
    api_base: str | None = None,
    refresh: bool = False,
    retry: RetryPolicy | None = None,
    cache_root: Path | None = None,
    call_args: dict[str, Any] | None = None,
) -> Generation:
    """Ask ``model`` for ``task``'s page; the ``generations`` row and the page path.

    ``out_dir`` receives ``index.html``, ``raw.json`` (the response) and ``request.json`` (the
    prompt without image data). ``cache_root`` defaults to ``<results>/cache``; the same (task
    content, model, prompt version, settings) is answered from it unless ``refresh``.
    ``call_args`` come from ``check_model_ready`` (run it once per model first).
    """
    import litellm

    from tasks.baselines import register_baselines, task_metadata

    register_baselines()
    retry = retry or RetryPolicy.from_settings()
    cache_root = Path(cache_root or get_settings().results / "cache")
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    for stale in (PAGE_FILE, RAW_FILE, REQUEST_FILE):
        (out_dir / stale).unlink(missing_ok=True)
    key = cache_key(task, model, settings, api_base)
    row: dict[str, Any] = {
        "run_id": run_id, "model": model, "task_id": task.task_id, "prompt_version": PROMPT_VERSION,
        "settings_hash": settings.hash, "cache_key": key, "attempts": 0, "cached": False, "removed": [],
    }
    cached_dir = cache_root / "generations" / key
    if not refresh:
        hit = _cache_load(cached_dir, out_dir, row)
        if hit is not None:
            return hit

    try:
        prepared = prepare_request(task, settings, cache_root / "frames")
    except Exception as exc:  # noqa: BLE001 - a broken video or sheet fails this task only
        row.update(error_kind="generation_failed", error_message=scrub(f"task {task.task_id}: preparing images failed: {exc}")[:500])
        log.error("%s", row["error_message"])
        return Generation(row, None)
    row.update(prepared.counts)
    _write_json(out_dir / REQUEST_FILE, {"model": model, "prompt_version": PROMPT_VERSION, "settings": settings.model_dump(), **prepared.request_summary})

    kwargs: dict[str, Any] = {
        "model": model,
        "messages": prepared.messages,
        "max_tokens": settings.max_tokens,
        "timeout": settings.timeout,
        "metadata": {"iwr_task": task_metadata(task)},
        # Retries are ours (per failure kind, counted in the row), never the client's.
        "max_retries": 0,
        "num_retries": 0,
        "drop_params": True,
        **settings.extra,
        **(call_args or {}),
    }
    if settings.temperature is not None:
        kwargs["temperature"] = settings.temperature
    if api_base:
        kwargs["api_base"] = api_base

    slot = model_slot(model, settings.concurrency)
    latency = 0.0
    # Set by the loop: RetryPolicy allows at least one attempt, and a failed last attempt returns.
    response: Any = None
    for attempt in range(1, retry.max_attempts + 1):
        row["attempts"] = attempt
        with slot:
            started = time.monotonic()
            try:
                response = call_with_deadline(lambda: litellm.completion(**kwargs), settings.timeout + retry.deadline_grace_s)
            except Exception as exc:  # noqa: BLE001 - every failure becomes a row
                latency += time.monotonic() - started
                kind, retryable = classify_error(exc)
                message = _error_message(exc)
                if f"task {task.task_id}:" not in message:
                    message = f"task {task.task_id}: {message}"
                row.update(error_kind=kind, error_message=message, latency_s=latency)
                if not retryable or attempt == retry.max_attempts:
                    log.error("%s: %s after %d attempt(s): %s", model, kind, attempt, row["error_message"])
                    return _finish(row, out_dir, None, {"error_kind": kind, "error": row["error_message"], "attempts": attempt})
                wait = retry.delay(attempt)
                log.warning("task %s, %s: %s (attempt %d of %d); retrying in %.1f s", task.task_id, model, kind, attempt, retry.max_attempts, wait)
            else:
                latency += time.monotonic() - started
                break
        retry.sleep(wait)

    fields = _response_fields(response)
    row.update({k: v for k, v in fields.items() if k != "content"}, latency_s=latency, error_kind=None, error_message=None)
    try:
        raw = response.model_dump()
    except Exception:  # noqa: BLE001 - a provider object that does not serialise
        raw = {"content": fields["content"], "finish_reason": fields["finish_reason"]}
    gen = _finish(row, out_dir, fields["content"], raw)
    if gen.page_path is not None:
        _cache_store(cached_dir, gen, gen.page_path)
    return gen


# ---------------------------------------------------------------------------------------------
# Many tasks, many models


def run_dir(results: Path, run_id: str, model: str, task_id: int) -> Path:
    from tasks.warehouse import slug

    return Path(results) / "runs" / slug(run_id) / slug(model) / str(task_id)


def generate_and_record(
    task: BenchTask,
    model: str,
    settings: ModelSettings,
    *,
    run_id: str,
    warehouse: Path,
    results: Path,
    api_base: str | None = None,
    refresh: bool = False,
    retry: RetryPolicy | None = None,
    call_args: dict[str, Any] | None = None,
) -> Generation:
    """``generate_page`` into ``<results>/runs/<run>/<model>/<task>/`` and its row into the warehouse."""
    from tasks.warehouse import write_result

    gen = generate_page(
        task, model, settings, run_dir(results, run_id, model, task.task_id), run_id=run_id,
        api_base=api_base, refresh=refresh, retry=retry, cache_root=Path(results) / "cache", call_args=call_args,
    )
    write_result(Path(warehouse), "generations", [gen.row], run_id=run_id, model=model, task_id=task.task_id)
    return gen


def generate_all(
    tasks: Sequence[BenchTask],
    models: Sequence[str],
    *,
    run_id: str,
    api_base: str | None = None,
    refresh: bool = False,
    retry: RetryPolicy | None = None,
    warehouse: Path | None = None,
    results: Path | None = None,
    models_config: Path | None = None,
    on_done: Callable[[Generation], None] | None = None,
) -> list[Generation]:
    """Every (task, model) page, rows written to the warehouse one part per (run, model, task).

    Checks every model first (one line and no work when a key is missing).
    """
    s = get_settings()
    warehouse = Path(warehouse or s.warehouse)
    results = Path(results or s.results)
    table = load_models_table(models_config if models_config is not None else s.models_config)
    prepared = {m: (table.settings_for(m), check_model_ready(m, api_base)) for m in models}

    def one(task: BenchTask, model: str) -> Generation:
        settings, call_args = prepared[model]
        gen = generate_and_record(
            task, model, settings, run_id=run_id, warehouse=warehouse, results=results,
            api_base=api_base, refresh=refresh, retry=retry, call_args=call_args,
        )
        if on_done:
            on_done(gen)
        return gen

    jobs = [(t, m) for m in models for t in tasks]
    workers = max(1, min(32, sum(prepared[m][0].concurrency for m in models)))
    with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="iwr-generate") as pool:
        return list(pool.map(lambda job: one(*job), jobs))


def import_outputs(
    source: Path,
    model: str,
    tasks: Iterable[BenchTask],
    *,
    run_id: str,
    warehouse: Path | None = None,
    results: Path | None = None,
) -> list[Generation]:
    """Pages made elsewhere, in the published harness's layout ``<source>/<task_id>/<model>/index.html``.

    They go through the same post-processing; a task without a page gets a ``no_page`` row,
    so it scores 0 instead of vanishing from the denominator.
    """
    from tasks.warehouse import write_result

    s = get_settings()
    warehouse = Path(warehouse or s.warehouse)
    results = Path(results or s.results)
    source = Path(source)
    if not source.is_dir():
        raise PrerequisiteError(f"import-outputs: {source} is not a folder; expected <DIR>/<task_id>/<model>/index.html")
    out: list[Generation] = []
    for task in tasks:
        out_dir = run_dir(results, run_id, model, task.task_id)
        out_dir.mkdir(parents=True, exist_ok=True)
        src = source / str(task.task_id) / model / PAGE_FILE
        row: dict[str, Any] = {
            "run_id": run_id, "model": model, "task_id": task.task_id, "prompt_version": "imported",
            "attempts": 0, "cached": False, "removed": [],
        }
        if not src.is_file():
            row.update(error_kind="no_page", error_message=f"task {task.task_id}: no imported page at {src}")
            gen = Generation(row, None)
        else:
            content = src.read_text(encoding="utf-8", errors="replace")
            gen = _finish(row, out_dir, content, {"imported_from": str(src), "sha256": sha256_file(src), "content": content})
        write_result(warehouse, "generations", [gen.row], run_id=run_id, model=model, task_id=task.task_id)
        out.append(gen)
    return out
