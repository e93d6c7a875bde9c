"""The vocabularies that decide behaviour: error kinds, verdicts and how a verdict counts.

Every place that asks "is this failure transient?", "whose fault is it?" or "does this
verdict count?" asks these enumerations, never a list of strings of its own. Rows store
the ``.value`` (a plain snake_case string), so SQL keeps working on them.

* **transient**: the failure may go away by itself (a rate limit, an outage, a judge that
  could not answer). A transient failure is retried within a budget and never enters a
  cache, so a rerun asks again exactly where it failed.
* **source**: who is at fault. ``page`` and ``model`` are the model under test's failures
  (they score); ``service`` is a model or judge endpoint; ``harness`` is this tool or its
  environment (a browser that will not start, a full disk, a machine too busy to answer).
* **infrastructure**: ``service`` and ``harness``, SWE-bench's infrastructure errors. Such a
  failure is never a score: the pair is "not measured" (never cached, never averaged,
  counted apart), the run ends incomplete, and rerunning the same command measures exactly
  those pairs.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

Source = Literal["page", "model", "service", "harness"]


class ErrorKind(StrEnum):
    # The generated page (replay): the model's fault, final.
    NOT_FOUND = "not_found"  # no element matches the action's description
    AMBIGUOUS = "ambiguous"  # several elements match and nothing decides between them
    NOT_INTERACTABLE = "not_interactable"  # the element is covered, disabled or gone
    NOT_SCROLLABLE = "not_scrollable"  # nothing can scroll the way the action says
    TIMEOUT = "timeout"  # a page load or action ran past its time limit
    PAGE_UNRESPONSIVE = "page_unresponsive"  # the renderer hangs (the browser was replaced)
    PAGE_CRASHED = "page_crashed"  # the tab crashed
    NAVIGATED_AWAY = "navigated_away"  # the page left for another origin
    UNKNOWN_ACTION = "unknown_action"  # the action cannot be performed as recorded
    ASSERTION_FAILED = "assertion_failed"  # the judge says the assertion does not hold
    NO_SCREENSHOT = "no_screenshot"  # a checkpoint state has no screenshot
    # The model's answer (generation): the model's fault, final.
    NO_PAGE = "no_page"  # the answer holds no page
    TRUNCATED = "truncated"  # the answer was cut off (still replayed)
    GENERATION_FAILED = "generation_failed"  # the request could not be built (broken video, sheet)
    BAD_REQUEST = "bad_request"  # the provider rejected the request as malformed (too large, ...)
    # A model service (generator, judge, grounder endpoints).
    RATE_LIMITED = "rate_limited"  # HTTP 429: transient
    LLM_TIMEOUT = "llm_timeout"  # no answer within the call's time limit: transient
    CONNECTION_ERROR = "connection_error"  # the endpoint could not be reached: transient
    SERVER_ERROR = "server_error"  # HTTP 5xx: transient
    AUTH_ERROR = "auth_error"  # the key was refused: final (a setup problem)
    UNKNOWN_MODEL = "unknown_model"  # the endpoint does not serve that model: final
    LLM_ERROR = "llm_error"  # any other failure of a call: final
    JUDGE_ERROR = "judge_error"  # the judge gave no usable answer within its budget: transient
    # The harness itself and the machine it runs on.
    BROWSER_LAUNCH = "browser_launch"  # Chromium did not start: transient
    BROWSER_CRASHED = "browser_crashed"  # the browser (not the page's tab) died or stopped answering: transient
    OVERLOADED = "overloaded"  # a time limit passed while the machine, not the page, was busy: transient
    DISK_FULL = "disk_full"  # no space left on a results, warehouse or cache folder (ENOSPC, EDQUOT)
    READ_ONLY = "read_only"  # a folder the run writes to is read-only or not writable (EROFS, EACCES)
    NOT_REPLAYED = "not_replayed"  # no replay of the page to score (a score-only run)
    HARNESS_ERROR = "harness_error"  # a bug or an environment fault in this tool

    @property
    def transient(self) -> bool:
        """Retry within a budget and never cache: a rerun asks again."""
        return self in _TRANSIENT

    @property
    def source(self) -> Source:
        return _SOURCE.get(self, "page")

    @property
    def infrastructure(self) -> bool:
        """Not the model under test's failure: the pair is not measured (never scored nor cached)."""
        return self.source in ("service", "harness")

    @classmethod
    def parse(cls, value: str | ErrorKind | None) -> ErrorKind | None:
        """The kind named by a row's ``error_kind`` (None for None); ValueError for an unknown name."""
        if value is None or isinstance(value, ErrorKind):
            return value
        try:
            return cls(value)
        except ValueError:
            raise ValueError(f"unknown error kind {value!r}; known: {', '.join(k.value for k in cls)}") from None


_TRANSIENT = frozenset({
    ErrorKind.RATE_LIMITED, ErrorKind.LLM_TIMEOUT, ErrorKind.CONNECTION_ERROR, ErrorKind.SERVER_ERROR,
    ErrorKind.JUDGE_ERROR, ErrorKind.BROWSER_LAUNCH, ErrorKind.BROWSER_CRASHED, ErrorKind.OVERLOADED,
})
_SOURCE: dict[ErrorKind, Source] = {
    **{k: "model" for k in (ErrorKind.NO_PAGE, ErrorKind.TRUNCATED, ErrorKind.GENERATION_FAILED, ErrorKind.BAD_REQUEST)},
    **{k: "service" for k in (ErrorKind.RATE_LIMITED, ErrorKind.LLM_TIMEOUT, ErrorKind.CONNECTION_ERROR, ErrorKind.SERVER_ERROR,
                              ErrorKind.AUTH_ERROR, ErrorKind.UNKNOWN_MODEL, ErrorKind.LLM_ERROR, ErrorKind.JUDGE_ERROR)},
    **{k: "harness" for k in (ErrorKind.BROWSER_LAUNCH, ErrorKind.BROWSER_CRASHED, ErrorKind.OVERLOADED, ErrorKind.DISK_FULL,
                              ErrorKind.READ_ONLY, ErrorKind.NOT_REPLAYED, ErrorKind.HARNESS_ERROR)},
}


def is_transient(kind: str | ErrorKind | None) -> bool:
    """Whether a row's ``error_kind`` is transient (None and unknown names are not)."""
    try:
        parsed = ErrorKind.parse(kind)
    except ValueError:
        return False
    return parsed is not None and parsed.transient


def is_infrastructure(kind: str | ErrorKind | None) -> bool:
    """Whether a row's ``error_kind`` leaves its pair not measured (None and unknown names do not)."""
    try:
        parsed = ErrorKind.parse(kind)
    except ValueError:
        return False
    return parsed is not None and parsed.infrastructure


def os_error_kind(err: BaseException) -> ErrorKind | None:
    """``disk_full`` or ``read_only`` when ``err`` (or an exception it was raised from) is the
    file system refusing a write; None for anything else."""
    import errno

    seen: set[int] = set()
    cur: BaseException | None = err
    while cur is not None and id(cur) not in seen:
        seen.add(id(cur))
        if isinstance(cur, OSError):
            if cur.errno in (errno.ENOSPC, errno.EDQUOT):
                return ErrorKind.DISK_FULL
            if cur.errno in (errno.EROFS, errno.EACCES):
                return ErrorKind.READ_ONLY
        cur = cur.__cause__ or cur.__context__
    return None


class VerdictKind(StrEnum):
    """What a judge said about an assertion."""

    PASS = "pass"
    FAIL = "fail"
    UNDECIDED = "undecided"  # the judge cannot tell (the offline judge without evidence)
    ERROR = "error"  # the judge could not answer (judge_error)


class Count(StrEnum):
    """How a protocol counts a verdict or a step for IFS."""

    PASS = "pass"
    FAIL = "fail"
    UNSCORED = "unscored"  # neither: the step leaves the numerator and the denominator


class ActionType(StrEnum):
    """What an action does, as the dataset names it (``action_sequence[].type``); ``Load`` is the
    replay's step 0 (the page load), never a dataset action."""

    CLICK = "Click"
    TYPE = "Type"
    PRESS = "Press"
    SCROLL = "Scroll"
    LOAD = "Load"

    @classmethod
    def performable(cls) -> tuple[ActionType, ...]:
        """The types a replay (and an authoring session) can perform; others are ``unknown_action``."""
        return (cls.CLICK, cls.TYPE, cls.PRESS, cls.SCROLL)


class Outcome(StrEnum):
    """What became of one replayed action (``actions.outcome``)."""

    PERFORMED = "performed"
    FAILED = "failed"
    SKIPPED = "skipped"  # after the first failure: IFS needs only the prefix


class LocateMethod(StrEnum):
    """How an action's element was found (``actions.method``)."""

    FUZZY = "fuzzy"  # the deterministic evidence decided
    LLM = "llm"  # the grounding model was asked
    SINGLE = "single"  # the page's one editable field
    FOCUS = "focus"  # a key press goes to whatever has focus
    PAGE = "page"  # the page itself (the load, a scroll of the page)
    NONE = "none"  # nothing was found


class JudgeStyle(StrEnum):
    """The prompts a judge is asked with and how its replies are read (a protocol names one)."""

    JSON = "json"  # ours: a JSON verdict, robust reading
    REFERENCE = "reference"  # the published harness's prompts and reading


class Stage(StrEnum):
    """The stages of a run, in order."""

    GENERATE = "generate"
    REPLAY = "replay"
    SCORE = "score"


class RunState(StrEnum):
    """How a run ended (``runs.state``; the name of its flow run's final state)."""

    COMPLETED = "Completed"  # every (task, model) pair was evaluated
    # Completed, and the nightly comparison found a model worse beyond noise. In Prefect a
    # FAILED-type state with this name, so whatever alerts on failed runs alerts on it too.
    REGRESSED = "Regressed"
    # Pairs not measured (an infrastructure failure: outage, starved or crashed browser, full or
    # read-only folder): no score for them; rerun the same command (exit code 3).
    INCOMPLETE = "Incomplete"
    FAILED = "Failed"  # pairs failed in the harness (a bug in this tool)

    @property
    def completed(self) -> bool:
        """Every pair was evaluated: a run later nightly runs may compare themselves with."""
        return self in (RunState.COMPLETED, RunState.REGRESSED)
