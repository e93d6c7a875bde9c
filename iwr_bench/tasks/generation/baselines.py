"""Offline baseline "models", served as a LiteLLM custom provider named ``iwr``.

They go through ``litellm.completion`` exactly as real models do, and answer the way a model
would (one html code block using the asset placeholder), so the same post-processing, cache
and rows apply, and the judge is checked at both ends:

* ``iwr/oracle``: the task's reference page (the ceiling; it must score near 100),
* ``iwr/static-frame``: the last video frame as a full-viewport picture (looks right, does nothing),
* ``iwr/blank``: an empty page (the floor; it must score near 0).

A provider learns its task from the request's ``metadata["iwr_task"]`` (see ``task_metadata``).
"""

from __future__ import annotations

import base64
import html
import os
import re
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

# LiteLLM fetches its price map from the network on import unless told otherwise.
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
import litellm  # noqa: E402
from litellm import CustomLLM  # noqa: E402
from litellm.types.utils import Usage  # noqa: E402

from iwr_bench.core.errors import PrerequisiteError  # noqa: E402
from iwr_bench.schemas.record import BenchTask  # noqa: E402
from iwr_bench.tasks.generation.prompts import PLACEHOLDER  # noqa: E402
from iwr_bench.tasks.llm import Endpoint, check_endpoint  # noqa: E402

PROVIDER = "iwr"
_ASSET_REF = re.compile(r"(?<![\w/.-])(?:\./)?assets/")


class BaselineUnavailable(litellm.BadRequestError):
    """The baseline cannot answer for this task (no reference page, no video). Not retried."""

    iwr_error_kind = "no_page"

    def __init__(self, model: str, message: str):
        super().__init__(message=message, model=model, llm_provider=PROVIDER)


def task_metadata(task: BenchTask) -> dict[str, Any]:
    """What a baseline needs to know about the task, as plain JSON values."""
    return {
        "task_id": task.task_id,
        "reference_page": str(task.reference_page) if task.reference_page else None,
        "video": str(task.video) if task.video else None,
        "width": task.width,
        "height": task.height,
    }


def as_model_answer(page: str) -> str:
    return f"```html\n{page.rstrip()}\n```\n"


def oracle_page(info: dict[str, Any]) -> str:
    ref = info.get("reference_page")
    if not ref or not Path(ref).is_file():
        raise BaselineUnavailable(f"{PROVIDER}/oracle", f"task {info.get('task_id')}: no reference page (reference/index.html); iwr/oracle needs one")
    # The reference names assets as the served folder does; a model names them through the placeholder.
    return _ASSET_REF.sub(PLACEHOLDER, Path(ref).read_text(encoding="utf-8", errors="replace"))


def static_frame_page(info: dict[str, Any]) -> str:
    from iwr_bench.tasks.data.frames import last_frame

    video = info.get("video")
    if not video or not Path(video).is_file():
        raise BaselineUnavailable(f"{PROVIDER}/static-frame", f"task {info.get('task_id')}: no video; iwr/static-frame shows its last frame")
    # Embedded, not an asset file: the served folder holds only the task's own assets.
    data = base64.b64encode(last_frame(Path(video))).decode()
    return (
        "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        f"<title>Task {html.escape(str(info.get('task_id')))}</title>\n"
        "<style>html,body{margin:0;padding:0;height:100%;overflow:hidden;background:#fff}"
        "img{display:block;width:100vw;height:100vh;object-fit:fill}</style>\n"
        f"</head>\n<body>\n<img alt=\"\" src=\"data:image/jpeg;base64,{data}\">\n</body>\n</html>\n"
    )


def blank_page(info: dict[str, Any]) -> str:
    return "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title></title>\n</head>\n<body>\n</body>\n</html>\n"


# Registry: the model name after "iwr/" -> page builder.
BASELINES: dict[str, Callable[[dict[str, Any]], str]] = {
    "oracle": oracle_page,
    "static-frame": static_frame_page,
    "blank": blank_page,
}


# What a baseline needs of a task to answer at all (the BenchTask field), and, when no task of a
# run has it, why the baseline is absent: its calibration bound is then not checked (hub data
# ships no reference page, and the oracle's zeros would read as a broken judge).
NEEDS: dict[str, tuple[str, str]] = {
    "oracle": ("reference_page", "no task has a reference page (reference/index.html; the published dataset ships none), "
                                 "so the ceiling check cannot run"),
    "static-frame": ("video", "no task has a usable video"),
}


def answerable(model: str, tasks: Sequence[BenchTask]) -> tuple[tuple[int, ...], str]:
    """(the tasks ``model`` can answer, why none when there are none); every task for a model that needs nothing."""
    need = NEEDS.get(model.removeprefix(f"{PROVIDER}/")) if model.startswith(f"{PROVIDER}/") else None
    if need is None:
        return tuple(t.task_id for t in tasks), ""
    return tuple(t.task_id for t in tasks if getattr(t, need[0]) is not None), need[1]


def model_response(model: str, content: str, finish_reason: str = "stop") -> litellm.ModelResponse:
    # A fixed id and time, not a fresh uuid and clock: the same answer is the same raw response,
    # so a baseline's rows (raw_sha256 included) are reproducible across runs and machines.
    from iwr_bench.core.hashing import sha256_json

    return litellm.ModelResponse(
        id="iwr-" + sha256_json({"model": model, "content": content, "finish_reason": finish_reason})[:24],
        created=0,
        model=model,
        choices=[{"index": 0, "finish_reason": finish_reason, "message": {"role": "assistant", "content": content}}],
        # Baselines consume no tokens; zeros, not estimates.
        usage=Usage(prompt_tokens=0, completion_tokens=0, total_tokens=0),
    )


def request_task(litellm_params: dict[str, Any] | None, model: str) -> dict[str, Any]:
    info = ((litellm_params or {}).get("metadata") or {}).get("iwr_task")
    if not isinstance(info, dict):
        raise litellm.BadRequestError(message=f"{model}: the request carries no metadata['iwr_task']", model=model, llm_provider=PROVIDER)
    return info


class BaselineProvider(CustomLLM):
    """Dispatches ``iwr/<name>`` to the page builder registered under ``<name>``."""

    def completion(self, model: str, messages: list, *args: Any, litellm_params: dict | None = None, **kwargs: Any) -> litellm.ModelResponse:
        build = BASELINES.get(model)
        if build is None:
            raise litellm.BadRequestError(message=f"unknown baseline {PROVIDER}/{model}; known: {', '.join(sorted(BASELINES))}", model=model, llm_provider=PROVIDER)
        started = time.monotonic()
        page = build(request_task(litellm_params, f"{PROVIDER}/{model}"))
        response = model_response(f"{PROVIDER}/{model}", as_model_answer(page))
        response._response_ms = (time.monotonic() - started) * 1000  # type: ignore[attr-defined]  # LiteLLM's private latency field, set dynamically, absent from its class
        return response


_lock = threading.Lock()


def register_provider(name: str, handler: CustomLLM) -> None:
    """Install ``handler`` for ``<name>/...`` models, replacing an earlier handler of that name."""
    with _lock:
        litellm.custom_provider_map = [p for p in litellm.custom_provider_map if p.get("provider") != name]
        litellm.custom_provider_map.append({"provider": name, "custom_handler": handler})
        from litellm.utils import custom_llm_setup

        custom_llm_setup()


def register_baselines() -> None:
    if not any(p.get("provider") == PROVIDER for p in litellm.custom_provider_map):
        register_provider(PROVIDER, BaselineProvider())


def is_baseline(model: str) -> bool:
    return model.startswith(f"{PROVIDER}/")


def check_generator(endpoint: Endpoint) -> None:
    """Before any work: an offline baseline must be one of ours; any other model's endpoint must answer
    (``iwr_bench.tasks.llm.check_endpoint``). One line naming the model and the fix."""
    if endpoint.model.startswith(f"{PROVIDER}/"):
        if endpoint.model.split("/", 1)[1] not in BASELINES:
            raise PrerequisiteError(f"unknown offline baseline {endpoint.model!r}; known: {', '.join(f'{PROVIDER}/{b}' for b in sorted(BASELINES))}")
        return
    check_endpoint(endpoint, "generator")
