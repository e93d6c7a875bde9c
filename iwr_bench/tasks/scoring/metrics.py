"""The metrics as pure functions: values in, values out (docs/ARCHITECTURE.md, "Metric definitions").

IFS = (f - 1) / n, with f the first action that failed (not performed, or its assertion
counted as failed). S = w*LVS + (1-w)*HVS per checkpoint, VFS = mean S, Final =
alpha*IFS + (1-alpha)*VFS. Which checkpoints are scored and how a verdict counts are the
protocol's policies (``iwr_bench.tasks.scoring.protocols``); this module only does the
arithmetic they share.

Every figure is a number: a task with no scored checkpoint has LVS = HVS = VFS = 0 (no
visual credit), and a task whose every counted step is unscored has IFS = 0, with the
unscored steps counted in the row. Absent components (no DINO file, a judge with no
rubric) are never imitated: LVS is then OCR alone and S is then LVS alone, HVS stays None,
and the rows say what was absent.

A rubric the judge failed to give (an outage, an unreadable reply) is missing, not zero:
the checkpoint keeps its OCR and DINO evidence (its LVS counts), only its HVS is missing,
and the row counts it (``unscored_checkpoints``); a rerun asks the judge again. A task's
LVS is the mean over its scored checkpoints, its HVS the mean over those with an HVS, and
VFS = w*LVS + (1-w)*HVS; when every checkpoint has its HVS that is the mean of S, and so a
task with HVS present satisfies VFS = w*LVS + (1-w)*HVS exactly, as does every average
over tasks.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol as Structural

from rapidfuzz.distance import Levenshtein

from iwr_bench.core.kinds import Count, ErrorKind


@dataclass(frozen=True)
class StepOutcome:
    """What the replay says about action ``step`` (1-based) of a task, under a protocol."""

    step: int
    performed: bool
    error_kind: str | None = None
    visual_flag: bool = False
    has_assertion: bool = False
    has_gt: bool = False  # a ground-truth screenshot of the state after this action exists
    tie: bool = False  # the locator picked the element among equally good candidates


@dataclass(frozen=True)
class CheckpointPair:
    """A checkpoint to score: ground truth ``step`` against replay state ``shot_step``."""

    step: int  # 0 = the initial state, k = after action k; with ``positional``, the entry's position k
    shot_step: int  # the replay's screenshot compared with it (``step`` except under reference)
    has_gt: bool = True
    positional: bool = False  # the ground truth is the file checkpoints/step_<step> (the published pairing by position)


@dataclass(frozen=True)
class GroundTruths:
    """Which ground-truth screenshots a task has, for a protocol's checkpoint selection."""

    initial: bool  # checkpoints/step_0 exists
    files: frozenset[int] = frozenset()  # k of every checkpoints/step_<k> file (k >= 1), for pairing by position


@dataclass(frozen=True)
class CheckpointScore:
    """The parts of one checkpoint's score; None = that part is absent or could not be judged."""

    step: int
    ocr: float | None
    dino: float | None = None
    hvs: float | None = None
    hvs_error: bool = False  # the rubric judge was asked and failed (judge_error, unparsable): HVS missing


@dataclass(frozen=True)
class Progress:
    """How far a replay got under a protocol's counting."""

    n_actions: int
    executed: int  # actions performed before the first one that was not (the replay's own prefix)
    succeeded: int  # actions counted as succeeded before the first failure
    first_failure: int | None  # step of f; None when no action failed
    first_failure_kind: str | None
    unscored_steps: tuple[int, ...]  # steps before f that count neither way
    ifs: float


@dataclass(frozen=True)
class TaskScore:
    ifs: float
    lvs: float
    hvs: float | None  # None only when HVS is absent from the run
    vfs: float
    final: float
    n_actions: int
    steps_succeeded: int
    first_failure: int | None
    first_failure_kind: str | None
    n_checkpoints: int
    unscored_steps: int
    unscored_checkpoints: int  # checkpoints whose HVS is missing (the rubric judge failed): their LVS counts
    generation_ok: bool
    dino_present: bool
    hvs_present: bool
    in_average: bool = True  # the protocol's aggregation policy keeps the task in the benchmark average (no page; no step counted)
    checkpoint_scores: dict[int, float] = field(default_factory=dict)  # step -> S


def ifs(outcomes: Sequence[bool | None], *, empty: float = 1.0) -> float:
    """IFS from per-action outcomes in order: True succeeded, False failed, None unscored.

    Only actions before the first failure count; unscored ones leave the denominator, and
    when nothing is left to count the task gets 0 (no evidence of function, no credit).
    ``empty`` is the protocol's value for a task with no actions.
    """
    n = len(outcomes)
    if n == 0:
        return empty
    succeeded = unscored = 0
    for o in outcomes:
        if o is False:
            break
        if o is None:
            unscored += 1
        else:
            succeeded += 1
    denom = n - unscored
    return succeeded / denom if denom else 0.0


def ocr_similarity(a: str, b: str) -> float:
    """1 - normalized Levenshtein distance of the lower-cased texts (both empty 1.0, one empty 0.0)."""
    a, b = (a or "").lower(), (b or "").lower()
    if not a and not b:
        return 1.0
    if not a or not b:
        return 0.0
    return float(Levenshtein.normalized_similarity(a, b))


def lvs(ocr: float | None, dino: float | None) -> float | None:
    """Mean of OCR and DINO similarity, over the parts present (DINO absent: OCR alone)."""
    parts = [x for x in (ocr, dino) if x is not None]
    return sum(parts) / len(parts) if parts else None


def checkpoint_score(lvs_value: float | None, hvs_value: float | None, w: float = 0.5) -> float | None:
    """S = w*LVS + (1-w)*HVS; with HVS absent, S = LVS (and the other way round)."""
    if lvs_value is None:
        return hvs_value
    if hvs_value is None:
        return lvs_value
    return w * lvs_value + (1 - w) * hvs_value


def vfs(scores: Sequence[float]) -> float:
    """Mean S over the scored checkpoints; 0.0 when none was reached (no visual credit)."""
    return sum(scores) / len(scores) if scores else 0.0


def final(ifs_value: float, vfs_value: float, alpha: float = 0.7) -> float:
    return alpha * ifs_value + (1 - alpha) * vfs_value


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


class Rules(Structural):
    """What these functions need of a metric protocol; ``iwr_bench.tasks.scoring.protocols.Protocol``
    is one (described here so that the metrics import nothing from the protocols built on them)."""

    @property
    def verdicts(self) -> Mapping[str, Count]: ...
    @property
    def no_page_in_average(self) -> bool: ...
    @property
    def empty_ifs(self) -> float: ...
    @property
    def unmeasured_in_average(self) -> bool: ...
    @property
    def w(self) -> float: ...
    @property
    def alpha(self) -> float: ...
    @property
    def select_checkpoints(self) -> Callable[[Sequence[StepOutcome], Progress, GroundTruths], tuple[CheckpointPair, ...]]: ...


def progress(steps: Sequence[StepOutcome], counted: Mapping[int, Count], protocol: Rules) -> Progress:
    """Per action success, the first failure and the unscored steps, under ``protocol``.

    ``counted`` maps a step to how the protocol counts its verdict (or its tie); a step with
    an assertion and no entry was never judged and counts as ``protocol.verdicts['unjudged']``.
    """
    ordered = sorted(steps, key=lambda s: s.step)
    if [s.step for s in ordered] != list(range(1, len(ordered) + 1)):
        raise ValueError(f"steps must be 1..n without gaps, got {[s.step for s in ordered]}")
    executed = next((i for i, s in enumerate(ordered) if not s.performed), len(ordered))
    outcomes: list[bool | None] = []
    first_failure = first_kind = None
    unscored: list[int] = []
    for s in ordered:
        if not s.performed:
            c, kind = Count.FAIL, s.error_kind or "not_performed"
        elif s.step in counted:
            c, kind = counted[s.step], ErrorKind.ASSERTION_FAILED.value
        elif s.has_assertion:
            c, kind = protocol.verdicts["unjudged"], ErrorKind.JUDGE_ERROR.value
        else:
            c, kind = Count.PASS, None
        outcomes.append({Count.PASS: True, Count.FAIL: False, Count.UNSCORED: None}[Count(c)])
        if c == Count.FAIL:
            first_failure, first_kind = s.step, kind
            break
        if c == Count.UNSCORED:
            unscored.append(s.step)
    n = len(ordered)
    outcomes += [False] * (n - len(outcomes))
    return Progress(
        n_actions=n, executed=executed,
        succeeded=sum(1 for o in outcomes[: (first_failure or n + 1) - 1] if o is True),
        first_failure=first_failure, first_failure_kind=first_kind, unscored_steps=tuple(unscored),
        ifs=ifs(outcomes, empty=protocol.empty_ifs),
    )


def checkpoint_figures(c: CheckpointScore, protocol: Rules, *, hvs_present: bool) -> tuple[float | None, float | None, float | None]:
    """(LVS, HVS, S) of one checkpoint. With HVS present and the rubric missing (the judge
    failed), HVS and S are None and LVS stands: the OCR and DINO evidence is kept."""
    low = lvs(c.ocr, c.dino)
    if not hvs_present:
        return low, None, low
    if c.hvs_error or c.hvs is None:
        return low, None, None
    return low, c.hvs, checkpoint_score(low, c.hvs, protocol.w)


def hvs_missing(c: CheckpointScore, *, hvs_present: bool) -> bool:
    """The run's judge scores HVS and gave none for this checkpoint (a judge failure, retried on rerun)."""
    return hvs_present and (c.hvs_error or c.hvs is None)


def no_page_score(n_actions: int, protocol: Rules, *, dino_present: bool, hvs_present: bool) -> TaskScore:
    """No page: zero on everything; the protocol's aggregation policy says if it stays in the average."""
    return TaskScore(
        ifs=0.0, lvs=0.0, hvs=0.0 if hvs_present else None, vfs=0.0, final=0.0, n_actions=n_actions, steps_succeeded=0,
        first_failure=1 if n_actions else None, first_failure_kind=ErrorKind.NO_PAGE.value, n_checkpoints=0,
        unscored_steps=0, unscored_checkpoints=0, generation_ok=False, dino_present=dino_present, hvs_present=hvs_present,
        in_average=protocol.no_page_in_average,
    )


def ground_truths(steps: Sequence[StepOutcome], has_initial_gt: bool, files: Collection[int] | None = None) -> GroundTruths:
    """``GroundTruths`` of a task; ``files`` None: the step files a per-visual-action layout would
    have (one per visually checked action with a ground truth, numbered in order)."""
    if files is None:
        flagged = [s for s in sorted(steps, key=lambda s: s.step) if s.visual_flag]
        files = [j for j, s in enumerate(flagged, start=1) if s.has_gt]
    return GroundTruths(has_initial_gt, frozenset(k for k in files if k >= 1))


def score_task(
    steps: Sequence[StepOutcome],
    counted: Mapping[int, Count],
    checkpoints: Mapping[int, CheckpointScore],
    protocol: Rules,
    *,
    has_initial_gt: bool,
    gt_files: Collection[int] | None = None,
    dino_present: bool = True,
    hvs_present: bool = True,
) -> TaskScore:
    """One task's figures under ``protocol``: its checkpoint selection, counting, weights.

    ``checkpoints`` maps the ``step`` of each pair the protocol selects to its score; a
    selected pair without a ground truth is left out (``protocol.select_checkpoints`` says
    which), other entries are ignored. ``gt_files``: see ``ground_truths``.
    """
    p = progress(steps, counted, protocol)
    pairs = [c for c in protocol.select_checkpoints(steps, p, ground_truths(steps, has_initial_gt, gt_files)) if c.has_gt]
    missing = [c.step for c in pairs if c.step not in checkpoints]
    if missing:
        raise ValueError(f"no checkpoint score for steps {missing}")
    s_values: dict[int, float] = {}
    lvs_values: list[float] = []
    hvs_values: list[float] = []
    no_hvs = 0
    for pair in pairs:
        low, high, s = checkpoint_figures(checkpoints[pair.step], protocol, hvs_present=hvs_present)
        lvs_values.append(low if low is not None else 0.0)
        if hvs_missing(checkpoints[pair.step], hvs_present=hvs_present):
            no_hvs += 1
        if high is not None:
            hvs_values.append(high)
        if s is not None:
            s_values[pair.step] = s
    lvs_task = _mean(lvs_values)
    hvs_task = _mean(hvs_values) if hvs_present else None
    vfs_value = protocol.w * lvs_task + (1 - protocol.w) * hvs_task if hvs_task is not None else lvs_task
    return TaskScore(
        ifs=p.ifs,
        lvs=lvs_task,
        hvs=hvs_task,
        vfs=vfs_value,
        final=final(p.ifs, vfs_value, protocol.alpha),
        n_actions=p.n_actions,
        steps_succeeded=p.succeeded,
        first_failure=p.first_failure,
        first_failure_kind=p.first_failure_kind,
        n_checkpoints=len(pairs),
        unscored_steps=len(p.unscored_steps),
        unscored_checkpoints=no_hvs,
        generation_ok=True,
        dino_present=dino_present,
        hvs_present=hvs_present,
        in_average=protocol.unmeasured_in_average or not unmeasured(p),
        checkpoint_scores=s_values,
    )


def unmeasured(p: Progress) -> bool:
    """Every step is unscored: nothing failed and no step was counted, so IFS measured nothing."""
    return p.n_actions > 0 and p.first_failure is None and len(p.unscored_steps) == p.n_actions
