"""The one call path to a model, for every role: generator, judge and grounder.

* ``Endpoint``: which model, at which host (``api_base``; None = the provider's default host),
  with which key (``api_key_env``: the NAME of the variable holding it; None = the provider's
  default variable, or no key for a named host), plus extra LiteLLM parameters.
* ``endpoint_for``: a role's endpoint from the command line, a ``config/models.yaml`` row and the
  settings, in that order of precedence, field by field; what none of them names is the
  provider's default.
* ``complete``: one ``litellm.completion`` per attempt, retried by us (never by LiteLLM, whose
  retry path imports ``tenacity``, which is not installed) on transient kinds with exponential
  backoff and jitter within a budget of attempts and wall time. It never raises for a failed
  call: the ``Reply`` says what happened, with an ``ErrorKind`` and a scrubbed one-line message.
* ``check_endpoint``: before any work, one line naming the role, the model and the fix when the
  provider is unknown, the key variable is missing, the host is unreachable or does not serve
  the model.

A key meant for a provider's own host is never sent to a base URL the user named unless the
user names its variable (``api_key_env``): a named host with no key variable gets a placeholder
(local servers need none), so ``OPENAI_API_KEY`` does not leak to a local or third-party server.
"""

from __future__ import annotations

import functools
import json
import logging
import os
import random
import re
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from core.deadline import DeadlineExceeded, call_with_deadline
from core.errors import PrerequisiteError
from core.kinds import ErrorKind
from core.secrets import scrub

# LiteLLM (imported lazily below) fetches its price map from the network unless told otherwise.
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

log = logging.getLogger(__name__)

Role = Literal["generator", "judge", "grounder"]
ROLES: tuple[Role, ...] = ("generator", "judge", "grounder")
PLACEHOLDER_KEY = "iwr-no-key"  # the OpenAI client insists on a key; a local server ignores it


# ---------------------------------------------------------------------------------------------
# Endpoints


@dataclass(frozen=True)
class Endpoint:
    model: str  # LiteLLM model string, e.g. openai/qwen2.5-vl or gemini/gemini-2.5-pro
    api_base: str | None = None  # None: the provider's default host
    api_key_env: str | None = None  # NAME of the variable holding the key; None: provider default
    params: Mapping[str, Any] = field(default_factory=dict, hash=False)  # extra litellm.completion arguments

    def key(self) -> str | None:
        """The key this endpoint sends, when it names its variable and the variable is set."""
        return os.environ.get(self.api_key_env) or None if self.api_key_env else None

    def call_kwargs(self) -> dict[str, Any]:
        """``model``, ``api_base`` and ``api_key`` as ``litellm.completion`` takes them."""
        kwargs: dict[str, Any] = {"model": self.model}
        key = self.key()
        if self.api_base:
            kwargs["api_base"] = self.api_base
            kwargs["api_key"] = key or PLACEHOLDER_KEY
        elif key:
            kwargs["api_key"] = key
        return kwargs

    @property
    def where(self) -> str:
        return self.api_base or "its provider's default host"

    def identity(self) -> dict[str, Any]:
        """What names the answering model in a cache key (never the key itself)."""
        return {"model": self.model, "api_base": self.api_base}


# Settings fields of each role: (base URL, key variable).
_ROLE_SETTINGS: dict[str, tuple[str, str]] = {
    "generator": ("api_base", "api_key_env"),
    "judge": ("judge_api_base", "judge_api_key_env"),
    "grounder": ("grounding_api_base", "grounding_api_key_env"),
}


def endpoint_for(model: str, row: Mapping[str, Any] | None = None, cli_api_base: str | None = None, settings: Any = None, *,
                 role: Role = "generator", cli_api_key_env: str | None = None, params: Mapping[str, Any] | None = None) -> Endpoint:
    """``model``'s endpoint for ``role``. Each of ``api_base`` and ``api_key_env`` is taken from the
    first that names it: the command line, the model's ``config/models.yaml`` row (``row``), the
    role's settings (``IWR_API_BASE``/``IWR_JUDGE_API_BASE``/``IWR_GROUNDING_API_BASE`` and the
    ``*_API_KEY_ENV`` fields); none: the provider's default."""
    if role not in _ROLE_SETTINGS:
        raise ValueError(f"unknown role {role!r}; known: {', '.join(ROLES)}")
    base_field, key_field = _ROLE_SETTINGS[role]
    row = row or {}

    def first(*values: Any) -> str | None:
        return next((str(v) for v in values if v), None)

    return Endpoint(
        model=model,
        api_base=first(cli_api_base, row.get("api_base"), getattr(settings, base_field, None)),
        api_key_env=first(cli_api_key_env, row.get("api_key_env"), getattr(settings, key_field, None)),
        params=dict(params or {}),
    )


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
# Failures


def _chain(exc: BaseException) -> Iterator[BaseException]:
    seen: set[int] = set()
    cur: BaseException | None = exc
    while cur is not None and id(cur) not in seen:
        seen.add(id(cur))
        yield cur
        cur = cur.__cause__ or cur.__context__


def _named(exc: BaseException, names: frozenset[str]) -> bool:
    return any(c.__name__ in names for c in type(exc).__mro__)


# By class name, so neither openai nor httpx (LiteLLM's dependencies, not ours) is imported here.
_TIMEOUTS = frozenset({"APITimeoutError", "Timeout", "TimeoutException", "TimeoutError", "DeadlineExceeded"})
_CONNECTION = frozenset({"APIConnectionError", "TransportError", "NetworkError", "ConnectionError", "RemoteProtocolError"})
_BY_CLASS: tuple[tuple[frozenset[str], ErrorKind], ...] = (
    (frozenset({"RateLimitError"}), ErrorKind.RATE_LIMITED),
    (frozenset({"AuthenticationError", "PermissionDeniedError"}), ErrorKind.AUTH_ERROR),
    (frozenset({"NotFoundError"}), ErrorKind.UNKNOWN_MODEL),
    (frozenset({"BadRequestError", "UnprocessableEntityError", "ContextWindowExceededError", "ContentPolicyViolationError"}), ErrorKind.BAD_REQUEST),
    (frozenset({"InternalServerError", "ServiceUnavailableError", "BadGatewayError"}), ErrorKind.SERVER_ERROR),
)


def classify(exc: BaseException) -> ErrorKind:
    """The error kind of an exception raised by ``litellm.completion`` (or by our deadline).

    A network failure counts as what it is even when LiteLLM wraps it in a 500
    (``InternalServerError: Connection error.``): the exception chain decides first.
    """
    named = getattr(exc, "iwr_error_kind", None)
    if named:
        try:
            return ErrorKind(named)
        except ValueError:
            return ErrorKind.LLM_ERROR
    if isinstance(exc, DeadlineExceeded):
        return ErrorKind.LLM_TIMEOUT
    chain = list(_chain(exc))
    if any(_named(e, _TIMEOUTS) for e in chain):
        return ErrorKind.LLM_TIMEOUT
    if any(_named(e, _CONNECTION) for e in chain):
        return ErrorKind.CONNECTION_ERROR
    for names, kind in _BY_CLASS:
        if _named(exc, names):
            return kind
    status = getattr(exc, "status_code", None)
    if isinstance(status, int):
        if status == 429:
            return ErrorKind.RATE_LIMITED
        if status in (401, 403):
            return ErrorKind.AUTH_ERROR
        if status >= 500:
            return ErrorKind.SERVER_ERROR
    return ErrorKind.LLM_ERROR


_LITELLM_PREFIX = re.compile(r"^(?:litellm\.\w+:\s*)?(?:\w+Error:\s*)?")


def one_line(exc: BaseException, extra_secrets: tuple[str | None, ...] = ()) -> str:
    """The first line of an exception's text, without LiteLLM's class-name prefixes, scrubbed."""
    lines = [ln.strip() for ln in str(exc).splitlines() if ln.strip()]
    text = _LITELLM_PREFIX.sub("", lines[0]) if lines else type(exc).__name__
    return scrub(text or type(exc).__name__, extra_secrets)[:300]


def _retry_after(exc: BaseException) -> float | None:
    headers = getattr(exc, "litellm_response_headers", None) or getattr(getattr(exc, "response", None), "headers", None)
    try:
        value = headers.get("retry-after") if headers is not None else None
        return float(value) if value is not None else None
    except (TypeError, ValueError, AttributeError):
        return None


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
            wait = budget.delay(attempt, _retry_after(exc)) if kind.transient and attempt < budget.attempts else None
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


# ---------------------------------------------------------------------------------------------
# Setup checks

# Per role: how the model is chosen, and the settings that name its host and key variable.
_FIX: dict[str, dict[str, str]] = {
    "generator": {"model": "--models", "base": "--api-base / IWR_API_BASE", "key": "IWR_API_KEY_ENV", "else": ""},
    "judge": {"model": "--judge", "base": "IWR_JUDGE_API_BASE", "key": "IWR_JUDGE_API_KEY_ENV", "else": "; or judge offline with --judge iwr/offline"},
    "grounder": {"model": "IWR_GROUNDING_MODEL", "base": "IWR_GROUNDING_API_BASE", "key": "IWR_GROUNDING_API_KEY_ENV", "else": "; or unset IWR_GROUNDING_MODEL (no LLM grounding)"},
}


def check_endpoint(endpoint: Endpoint, role: Role, *, timeout_s: float = 5.0) -> None:
    """Raise ``PrerequisiteError`` (one line: role, model, fix) when ``endpoint`` cannot be called.

    Checks, in order: LiteLLM knows the provider; the key variable is set (the named one, or the
    provider's default when no host is named); a named host answers ``GET {api_base}/models``
    within ``timeout_s`` and, when it lists its models, serves this one.
    """
    import litellm

    fix = _FIX[role]
    who = f"{role} {endpoint.model}"
    if role == "generator" and endpoint.model.startswith("iwr/"):
        _check_baseline(endpoint.model)
        return
    try:
        served, _provider, _, _ = litellm.get_llm_provider(model=endpoint.model, api_base=endpoint.api_base)
    except Exception:  # noqa: BLE001 - LiteLLM raises BadRequestError for an unknown provider
        raise PrerequisiteError(f"{who}: LiteLLM does not know this provider; name the model as provider/model "
                                f"(e.g. openai/{endpoint.model} for an OpenAI-compatible server) with {fix['model']}{fix['else']}") from None
    if endpoint.api_key_env and not endpoint.key():
        raise PrerequisiteError(f"{who}: the key variable {endpoint.api_key_env} is not set; export it (or put it in .env), or name another with {fix['key']}{fix['else']}")
    if not endpoint.api_base:
        if not endpoint.api_key_env:
            env = litellm.validate_environment(model=endpoint.model)
            if not env.get("keys_in_environment"):
                missing = " or ".join(env.get("missing_keys") or ["its API key"])
                raise PrerequisiteError(f"{who}: set {missing} in the environment or .env, name the key variable with {fix['key']}, "
                                        f"or point it at an OpenAI-compatible server with {fix['base']}{fix['else']}")
        return
    _probe(endpoint, served, who, fix, timeout_s)


def _check_baseline(model: str) -> None:
    from tasks.baselines import BASELINES

    if model.split("/", 1)[1] not in BASELINES:
        raise PrerequisiteError(f"unknown offline baseline {model!r}; known: {', '.join('iwr/' + b for b in sorted(BASELINES))}")


def _probe(endpoint: Endpoint, served: str, who: str, fix: Mapping[str, str], timeout_s: float) -> None:
    base = str(endpoint.api_base).rstrip("/")
    key = endpoint.key() or PLACEHOLDER_KEY
    request = urllib.request.Request(f"{base}/models", headers={"Authorization": f"Bearer {key}"})
    secrets = (endpoint.key(),)
    try:
        with urllib.request.urlopen(request, timeout=timeout_s) as response:  # noqa: S310 - the user's own base URL
            body = response.read(4 << 20)
    except urllib.error.HTTPError as err:
        if err.code in (401, 403):
            sent = f"the key in {endpoint.api_key_env}" if endpoint.api_key_env else "no key (none named)"
            raise PrerequisiteError(scrub(f"{who}: {base} refused {sent} (HTTP {err.code}); name the right key variable with {fix['key']}", secrets)) from None
        return  # reachable; it just does not list its models (not every server has /models)
    except (urllib.error.URLError, OSError, ValueError) as err:
        reason = getattr(err, "reason", None) or err
        raise PrerequisiteError(scrub(f"{who}: {base} is not reachable ({reason}); start the server or fix {fix['base']}{fix['else']}", secrets)) from None
    try:
        ids = {str(m["id"]) for m in json.loads(body)["data"]}
    except (ValueError, KeyError, TypeError):
        return  # a listing we cannot read proves nothing either way
    if served not in ids and endpoint.model not in ids:
        shown = ", ".join(sorted(ids)[:12]) + (" ..." if len(ids) > 12 else "")
        raise PrerequisiteError(f"{who}: {base} does not serve model {served!r} (it serves: {shown or 'nothing'}); fix the model name with {fix['model']}{fix['else']}")
