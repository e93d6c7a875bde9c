"""What went wrong in a model call: the ``ErrorKind`` of an exception and a one-line message."""

from __future__ import annotations

import re
from collections.abc import Iterator

from iwr_bench.core.deadline import DeadlineExceeded
from iwr_bench.core.kinds import ErrorKind
from iwr_bench.core.secrets import scrub


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


def retry_after(exc: BaseException) -> float | None:
    headers = getattr(exc, "litellm_response_headers", None) or getattr(getattr(exc, "response", None), "headers", None)
    try:
        value = headers.get("retry-after") if headers is not None else None
        return float(value) if value is not None else None
    except (TypeError, ValueError, AttributeError):
        return None

