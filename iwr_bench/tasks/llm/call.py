"""One model call with our retries: ``complete`` and the ``Reply`` it returns."""

from __future__ import annotations

import functools
import json
import logging
import os
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from iwr_bench.core.deadline import call_with_deadline
from iwr_bench.core.errors import PrerequisiteError
from iwr_bench.core.kinds import ErrorKind
from iwr_bench.core.secrets import scrub
from iwr_bench.tasks.llm.endpoint import Endpoint, Role
from iwr_bench.tasks.llm.errors import classify, one_line, retry_after

# LiteLLM (imported lazily below) fetches its price map from the network unless told otherwise.
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

log = logging.getLogger("iwr_bench.tasks.llm")


# ---------------------------------------------------------------------------------------------
# Budget and reply


@dataclass(frozen=True)
class CallBudget:
    """How hard one call tries: attempts, per-call timeout and wall time, backoff with jitter.

    Attempt k (k >= 2) waits ``base * 2**(k-2) * U(0.5, 1)`` (capped; a larger Retry-After from a
    429 wins). No attempt starts once ``total_s`` has passed or its wait would pass it.
    """

    attempts: int = 4
    timeout_s: float = 120.0
    total_s: float | None = 600.0  # None: bounded by attempts only
    backoff_base_s: float = 2.0
    backoff_max_s: float = 60.0
    # A call still running this long after its timeout is abandoned (a stalled connection).
    deadline_grace_s: float = 30.0
    sleep: Callable[[float], None] = field(default=time.sleep, compare=False, repr=False)
    rng: random.Random | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.attempts < 1:
            raise PrerequisiteError(f"a model call needs at least 1 attempt, got {self.attempts}; set IWR_GENERATION_ATTEMPTS / IWR_JUDGE_ATTEMPTS to 1 or more")

    def delay(self, attempt: int, retry_after: float | None = None) -> float:
        """Seconds to wait after failed attempt ``attempt`` (1-based)."""
        jitter = (self.rng or random).uniform(0.5, 1.0)
        wait = min(self.backoff_max_s, self.backoff_base_s * 2 ** (attempt - 1)) * jitter
        if retry_after is not None:
            wait = max(wait, min(self.backoff_max_s, retry_after))
        return wait

    @classmethod
    def for_role(cls, role: Role, settings: Any, **overrides: Any) -> CallBudget:
        """The default budget of a role from the settings (generation: per-model timeout given by the caller)."""
        if role == "generator":
            base = dict(attempts=settings.generation_attempts, backoff_base_s=settings.generation_backoff_s, timeout_s=600.0, total_s=None)
        elif role == "judge":
            base = dict(attempts=settings.judge_attempts, timeout_s=settings.judge_timeout_s, total_s=max(600.0, 2 * settings.judge_timeout_s))
        else:  # grounding runs while a browser waits: a short budget
            base = dict(attempts=min(3, settings.judge_attempts), timeout_s=60.0, total_s=120.0, backoff_base_s=1.0)
        return cls(**{**base, **overrides})


@dataclass(frozen=True)
class Reply:
    """What one ``complete`` call came to. ``attempts`` is the number of HTTP calls made."""

    content: str | None  # None when no answer came
    finish_reason: str | None
    input_tokens: int | None  # None: the reply reported no usage (never 0 for "unknown")
    output_tokens: int | None
    cost_usd: float | None  # None: the price is unknown (never 0 for "unknown")
    latency_s: float  # time spent in calls, summed over attempts (not the waits between them)
    elapsed_s: float  # wall time from the first attempt to the end, waits included
    attempts: int
    error_kind: ErrorKind | None = None
    error_message: str | None = None  # one line, scrubbed
    raw: dict[str, Any] | None = field(default=None, repr=False)  # the response as LiteLLM parsed it

    @property
    def ok(self) -> bool:
        return self.error_kind is None


class CallFailed(RuntimeError):
    """Raised by callers that need an exception (the grounder's ``LlmFn``); carries the reply."""

    def __init__(self, reply: Reply):
        self.reply = reply
        self.error_kind = reply.error_kind.value if reply.error_kind else ErrorKind.LLM_ERROR.value
        self.attempts = reply.attempts
        super().__init__(f"{self.error_kind}: {reply.error_message}")


class Answer(str):
    """A reply's text that still carries its call record (``.reply``, ``.attempts``)."""

    reply: Reply
    attempts: int

    def __new__(cls, text: str, reply: Reply) -> Answer:
        obj = super().__new__(cls, text)
        obj.reply = reply
        obj.attempts = reply.attempts
        return obj

# ---------------------------------------------------------------------------------------------
# The call


def _quiet(litellm: Any) -> None:
    # LiteLLM prints help banners to stdout on every exception; our rows and logs say it once.
    litellm.suppress_debug_info = True


def _usage_and_cost(response: Any) -> tuple[int | None, int | None, float | None]:
    """Tokens and cost, None where unknown.

    LiteLLM fills a reply that reported no usage with zeros; a real prompt is never 0 tokens,
    so all-zero usage is read as "not reported". Cost is None when the usage is unknown or
    LiteLLM has no price for the model.
    """
    import litellm

    usage = getattr(response, "usage", None)
    pt, ct = getattr(usage, "prompt_tokens", None), getattr(usage, "completion_tokens", None)
    if usage is None or (not pt and not ct):
        return None, None, None
    cost = (getattr(response, "_hidden_params", None) or {}).get("response_cost")
    if cost is None:
        try:
            cost = litellm.completion_cost(completion_response=response)
        except Exception:  # noqa: BLE001 - LiteLLM has no price for this model
            cost = None
    return int(pt) if pt is not None else None, int(ct) if ct is not None else None, float(cost) if cost is not None else None


def complete(endpoint: Endpoint, messages: list[dict[str, Any]], *, budget: CallBudget | None = None, role: Role = "generator",
             **params: Any) -> Reply:
    """Ask ``endpoint``; retry transient failures within ``budget``; never raise for a failed call.

    ``params`` are ``litellm.completion`` arguments (``max_tokens``, ``temperature``,
    ``metadata``...); the endpoint's own ``params`` override them. ``timeout`` defaults to the
    budget's. LiteLLM's and the OpenAI client's own retries are always off.
    """
    import litellm

    _quiet(litellm)
    budget = budget or CallBudget()
    kwargs: dict[str, Any] = {**params, **endpoint.params, **endpoint.call_kwargs(), "messages": messages,
                              "max_retries": 0, "num_retries": 0}
    timeout = float(kwargs.pop("timeout", None) or budget.timeout_s)
    secrets = (endpoint.key(),)
    started = time.monotonic()
    latency = 0.0
    attempt = 0
    while True:
        attempt += 1
        call_timeout = timeout
        if budget.total_s is not None:
            # The last attempt gets what is left of the budget (at least a second).
            call_timeout = min(timeout, max(1.0, budget.total_s - (time.monotonic() - started)))
        t0 = time.monotonic()
        try:
            response = call_with_deadline(functools.partial(litellm.completion, **kwargs, timeout=call_timeout),
                                          call_timeout + budget.deadline_grace_s, name=f"iwr-{role}")
        except Exception as exc:  # noqa: BLE001 - every failure becomes a Reply
            latency += time.monotonic() - t0
            kind = classify(exc)
            message = one_line(exc, secrets)
            wait = budget.delay(attempt, retry_after(exc)) if kind.transient and attempt < budget.attempts else None
            spent = time.monotonic() - started
            if wait is not None and budget.total_s is not None and spent + wait >= budget.total_s:
                message += f" (retry budget of {budget.total_s:g} s spent)"
                wait = None
            if wait is None:
                log.warning("%s %s at %s: %s after %d attempt(s): %s", role, endpoint.model, endpoint.where, kind.value, attempt, message)
                return Reply(None, None, None, None, None, latency, time.monotonic() - started, attempt, kind, message)
            log.info("%s %s: %s (attempt %d of %d); retrying in %.1f s", role, endpoint.model, kind.value, attempt, budget.attempts, wait)
            budget.sleep(wait)
            continue
        latency += time.monotonic() - t0
        return _reply(response, latency, time.monotonic() - started, attempt, secrets)


def _reply(response: Any, latency: float, elapsed: float, attempts: int, secrets: tuple[str | None, ...]) -> Reply:
    try:
        choice = response.choices[0]
    except (AttributeError, IndexError, TypeError):
        return Reply(None, None, None, None, None, latency, elapsed, attempts, ErrorKind.LLM_ERROR, "the reply holds no choices")
    tokens_in, tokens_out, cost = _usage_and_cost(response)
    try:
        raw = json.loads(scrub(json.dumps(response.model_dump(), default=str), secrets))
    except Exception:  # noqa: BLE001 - a provider object that does not serialise
        raw = None
    content = getattr(choice.message, "content", None)
    return Reply(content if content is not None else "", choice.finish_reason, tokens_in, tokens_out, cost, latency, elapsed, attempts, raw=raw)

