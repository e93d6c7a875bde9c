"""The generation call: setup checks, the completion call with its retries, failure kinds.

Failure kinds are ``core.kinds.ErrorKind`` values; a kind's ``transient`` decides whether a
retry may help (and, in the flow, that the failure is never cached). Retries are ours (per
failure kind, counted in the row's ``attempts``), never the client's.
"""

from __future__ import annotations

import logging
import os
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from core.deadline import DeadlineExceeded, call_with_deadline
from core.errors import PrerequisiteError
from core.kinds import ErrorKind
from core.secrets import scrub

# LiteLLM (imported lazily below) fetches its price map from the network unless told otherwise.
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

log = logging.getLogger("tasks.generation")


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


def classify_error(exc: BaseException) -> tuple[ErrorKind, bool]:
    """(error kind, retryable) of an exception raised by a completion call; retryable = transient."""
    import litellm

    named = getattr(exc, "iwr_error_kind", None)
    if named:
        return ErrorKind(named), False
    kind = ErrorKind.LLM_ERROR
    if isinstance(exc, (DeadlineExceeded, litellm.Timeout, TimeoutError)):
        kind = ErrorKind.LLM_TIMEOUT
    elif isinstance(exc, litellm.RateLimitError):
        kind = ErrorKind.RATE_LIMITED
    elif isinstance(exc, litellm.NotFoundError):
        kind = ErrorKind.UNKNOWN_MODEL
    elif isinstance(exc, (litellm.BadRequestError, litellm.UnprocessableEntityError)):
        kind = ErrorKind.BAD_REQUEST
    elif isinstance(exc, (litellm.AuthenticationError, litellm.PermissionDeniedError)):
        kind = ErrorKind.AUTH_ERROR
    elif isinstance(exc, litellm.APIConnectionError):
        kind = ErrorKind.CONNECTION_ERROR
    elif isinstance(exc, (litellm.InternalServerError, litellm.ServiceUnavailableError, litellm.APIError)):
        kind = ErrorKind.SERVER_ERROR
    return kind, kind.transient


def error_message(exc: BaseException) -> str:
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


def check_provider(model: str, api_base: str | None = None, role: str = "model") -> None:
    """Fail in one line when LiteLLM cannot tell which provider serves ``model``."""
    import litellm

    litellm.suppress_debug_info = True  # its provider list would spill onto the user's terminal
    try:
        litellm.get_llm_provider(model=model, api_base=api_base)
    except Exception as err:
        raise PrerequisiteError(f"{role} {model!r}: LiteLLM does not know its provider; name it as provider/model (e.g. openai/{model})") from err


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
    check_provider(model, api_base)
    env = litellm.validate_environment(model=model, api_base=api_base)
    missing = [k for k in env.get("missing_keys", []) if not (api_base and k.endswith("_API_BASE"))]
    if not missing:
        return {}
    if api_base:
        return {"api_key": "none"}
    raise PrerequisiteError(f"model {model}: set {' or '.join(missing)} in the environment or .env (or pass --api-base for a local server)")


@dataclass
class CallResult:
    """The response (None when every attempt failed), the attempts made and their total time."""

    response: Any
    attempts: int
    latency_s: float
    error_kind: ErrorKind | None = None
    error_message: str | None = None


def call_with_retries(kwargs: dict[str, Any], *, task_id: int, model: str, timeout: float, retry: RetryPolicy,
                      slot: threading.BoundedSemaphore) -> CallResult:
    """``litellm.completion(**kwargs)``, retried while the failure is transient, within ``retry``."""
    import litellm

    latency = 0.0
    kind: ErrorKind | None = None
    message: str | None = None
    for attempt in range(1, retry.max_attempts + 1):
        with slot:
            started = time.monotonic()
            try:
                response = call_with_deadline(lambda: litellm.completion(**kwargs), timeout + retry.deadline_grace_s)
            except Exception as exc:  # noqa: BLE001 - every failure becomes a row
                latency += time.monotonic() - started
                kind, retryable = classify_error(exc)
                message = error_message(exc)
                if f"task {task_id}:" not in message:
                    message = f"task {task_id}: {message}"
                if not retryable or attempt == retry.max_attempts:
                    log.error("%s: %s after %d attempt(s): %s", model, kind.value, attempt, message)
                    return CallResult(None, attempt, latency, kind, message)
                wait = retry.delay(attempt)
                log.warning("task %s, %s: %s (attempt %d of %d); retrying in %.1f s", task_id, model, kind.value, attempt, retry.max_attempts, wait)
            else:
                return CallResult(response, attempt, latency + time.monotonic() - started)
        retry.sleep(wait)
    return CallResult(None, retry.max_attempts, latency, kind, message)  # unreachable: the last attempt returns above


def response_fields(response: Any) -> dict[str, Any]:
    """Content, finish reason, usage and cost of a completion response."""
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
