"""The metrics of DESIGN.md section 4 as pure functions: values in, values out.

IFS = (f - 1) / n, with f the first action that failed (performed with an error, or its
assertion judged not to hold). Checkpoints scored: s_0 when its ground truth exists, and
s_i for each succeeded action i < f with a visual check and a ground-truth ``step_i``.
S = w*LVS + (1-w)*HVS, VFS = mean S, Final = alpha*IFS + (1-alpha)*VFS.

Absent components (no DINO file, an offline judge with no rubric) are never imitated:
LVS is then OCR alone and S is then LVS alone, and the task row says which parts were
absent so reports can say the figures are not comparable with the paper.

Under ``strict`` a step whose assertion nobody could judge is "unscored": it neither
stops the replay nor counts, so IFS = succeeded / (n - unscored before f).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from rapidfuzz.distance import Levenshtein

from tasks.protocols import Count, Protocol


@dataclass(frozen=True)
class StepOutcome:
    """What the replay says about action ``step`` (1-based) of a task."""

    step: int
    performed: bool
    error_kind: str | None = None
    visual_flag: bool = False
    has_assertion: bool = False
    has_gt: bool = False  # a ground-truth step_<step> screenshot exists


@dataclass(frozen=True)
class CheckpointScore:
    """The parts of one checkpoint's score; None = that part is absent or could not be judged."""

    step: int
    ocr: float | None
    dino: float | None = None
    hvs: float | None = None
    hvs_error: bool = False  # the rubric judge was asked and failed (judge_error)


@dataclass(frozen=True)
class Progress:
    """How far a replay got: the first failure and which checkpoints are to be scored."""

    n_actions: int
    succeeded: int
    first_failure: int | None  # step of f; None when no action failed
    first_failure_kind: str | None
    unscored_steps: tuple[int, ...]
    checkpoint_steps: tuple[int, ...]
    ifs: float | None


@dataclass(frozen=True)
class TaskScore:
    ifs: float | None
    lvs: float | None
    hvs: float | None
    vfs: float | None
    final: float | None
    n_actions: int
    steps_succeeded: int
    first_failure: int | None
    first_failure_kind: str | None
    n_checkpoints: int
    unscored_steps: int
    generation_ok: bool
    dino_present: bool
    hvs_present: bool
    checkpoint_scores: dict[int, float] = field(default_factory=dict)  # step -> S


def ifs(outcomes: Sequence[bool | None]) -> float | None:
    """IFS from per-action outcomes in order: True succeeded, False failed, None unscored.

    Only actions before the first failure count; unscored ones leave the denominator.
    None when nothing is left to count (every counted action unscored).
    """
    n = len(outcomes)
    if n == 0:
        return 1.0  # nothing to do, nothing failed: no task in the benchmark has this
    succeeded = unscored = 0
    for o in outcomes:
        if o is False:
            break
        if o is None:
            unscored += 1
        else:
            succeeded += 1
    denom = n - unscored
    return succeeded / denom if denom else None


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


def _mean(values: Sequence[float | None]) -> float | None:
    present = [v for v in values if v is not None]
    return sum(present) / len(present) if present else None


def progress(steps: Sequence[StepOutcome], assertions: Mapping[int, Count], *, has_initial_gt: bool) -> Progress:
    """Replay bookkeeping: per action success, first failure, and the checkpoints to score.

    ``assertions`` maps a step to how the protocol counts its verdict; a step with an
    assertion but no entry counts as failed (the assertion was never judged).
    """
    ordered = sorted(steps, key=lambda s: s.step)
    if [s.step for s in ordered] != list(range(1, len(ordered) + 1)):
        raise ValueError(f"steps must be 1..n without gaps, got {[s.step for s in ordered]}")
    outcomes: list[bool | None] = []
    first_failure = first_kind = None
    unscored: list[int] = []
    checkpoints = [0] if has_initial_gt else []
    for s in ordered:
        if not s.performed:
            outcome: bool | None = False
            kind = s.error_kind or "not_performed"
        elif s.has_assertion:
            counted = assertions.get(s.step, "fail")
            outcome = {"pass": True, "fail": False, "unscored": None}[counted]
            kind = "assertion_failed" if s.step in assertions else "judge_error"
        else:
            outcome, kind = True, None
        outcomes.append(outcome)
        if outcome is False:
            first_failure, first_kind = s.step, kind
            break
        if outcome is None:
            unscored.append(s.step)
        if s.visual_flag and s.has_gt:
            checkpoints.append(s.step)
    n = len(ordered)
    outcomes += [False] * (n - len(outcomes))
    return Progress(
        n_actions=n,
        succeeded=sum(1 for o in outcomes[: (first_failure or n + 1) - 1] if o is True),
        first_failure=first_failure,
        first_failure_kind=first_kind,
        unscored_steps=tuple(unscored),
        checkpoint_steps=tuple(checkpoints),
        ifs=ifs(outcomes),
    )


def failed_generation_score(n_actions: int) -> TaskScore:
    """No page: zero on everything, and the task stays in the denominator of the benchmark."""
    return TaskScore(
        ifs=0.0, lvs=0.0, hvs=None, vfs=0.0, final=0.0, n_actions=n_actions, steps_succeeded=0,
        first_failure=1 if n_actions else None, first_failure_kind="no_page", n_checkpoints=0,
        unscored_steps=0, generation_ok=False, dino_present=False, hvs_present=False,
    )


def score_task(
    steps: Sequence[StepOutcome],
    assertions: Mapping[int, Count],
    checkpoints: Mapping[int, CheckpointScore],
    protocol: Protocol,
    *,
    has_initial_gt: bool,
    generation_ok: bool = True,
    dino_present: bool = True,
    hvs_present: bool = True,
) -> TaskScore:
    """One task's figures per DESIGN.md section 4 under ``protocol`` (its w and alpha).

    ``checkpoints`` must hold a score for every step that ``progress`` selects; scores of
    other steps are ignored (a state after the first failure is never scored).
    """
    if not generation_ok:
        return failed_generation_score(len(steps))
    p = progress(steps, assertions, has_initial_gt=has_initial_gt)
    missing = [k for k in p.checkpoint_steps if k not in checkpoints]
    if missing:
        raise ValueError(f"no checkpoint score for steps {missing}")
    s_values: dict[int, float] = {}
    lvs_values: list[float | None] = []
    hvs_values: list[float | None] = []
    unscored_cps = 0
    for k in p.checkpoint_steps:
        c = checkpoints[k]
        if c.hvs_error and protocol.hvs_error_unscores_checkpoint:
            unscored_cps += 1
            continue
        low = lvs(c.ocr, c.dino)
        s = checkpoint_score(low, c.hvs, protocol.w)
        if s is None:
            unscored_cps += 1
            continue
        s_values[k] = s
        lvs_values.append(low)
        hvs_values.append(c.hvs)
    vfs_value = vfs(list(s_values.values()))
    final_value = final(p.ifs, vfs_value, protocol.alpha) if p.ifs is not None else None
    return TaskScore(
        ifs=p.ifs,
        lvs=_mean(lvs_values),
        hvs=_mean(hvs_values) if hvs_present else None,
        vfs=vfs_value,
        final=final_value,
        n_actions=p.n_actions,
        steps_succeeded=p.succeeded,
        first_failure=p.first_failure,
        first_failure_kind=p.first_failure_kind,
        n_checkpoints=len(s_values),
        unscored_steps=len(p.unscored_steps) + unscored_cps,
        generation_ok=True,
        dino_present=dino_present,
        hvs_present=hvs_present,
        checkpoint_scores=s_values,
    )
