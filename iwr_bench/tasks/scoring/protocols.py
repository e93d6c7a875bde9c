"""Metric protocols, looked up by name: data plus four small pure policies.

A protocol says how the same replay is counted; none of them touches a browser, so a
replay scored under one protocol can be scored under another from its ``actions`` rows and
screenshots alone. The policies:

* **execution**: whether a recorded action counts as performed (``as_recorded`` or
  ``published_execution``), with a note where the replay cannot tell;
* **verdicts**: how a judge's verdict (pass, fail, undecided, error, or none: ``unjudged``)
  and a locator tie count for IFS;
* **checkpoint selection**: which (ground truth, screenshot) pairs are scored
  (``states_after_success`` or ``states_before_flagged``);
* **aggregation**: whether a task with no page stays in the benchmark average.

Doubt is never credit. Under ``paper`` (the default, the paper's text: docs/ARCHITECTURE.md, "Metric definitions")
and ``strict`` a verdict nobody could reach (the offline judge's ``undecided``, a judge
error) leaves its step unscored: out of IFS's numerator and denominator, counted in the row
(``undecided``, ``judge_errors``, ``unscored_steps``), never a pass and never a failure.
``reference`` reproduces the published harness so its figures can be set beside the
published table: there a judge "Error" counts as a pass, because that IS the published rule
(the rows still count every one); ``undecided`` is no verdict the published harness ever
gives (its judge always answers), so it is unscored there too. A rubric the judge failed
to give is missing under every protocol: the checkpoint's OCR and DINO evidence stays and
only its HVS is missing (``iwr_bench.tasks.scoring.metrics``). Its docstrings cite the
published code (the IWR-Bench repository, github.com/L-O-I/IWR-Bench, read from an indexed
copy of its ``.py`` files at commit ce0e2ea): ``evaluate.py`` and ``utils/``. Each protocol
has a version that every row carries: change it whenever a policy changes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from iwr_bench.core.kinds import ActionType, Count, ErrorKind, JudgeStyle, Outcome, VerdictKind
from iwr_bench.schemas.record import Action
from iwr_bench.tasks.scoring.metrics import CheckpointPair, GroundTruths, Progress, StepOutcome
from iwr_bench.tasks.scoring.published import PUBLISHED_ALPHA, PUBLISHED_W

UNJUDGED = "unjudged"  # a step with an assertion that no judge was asked about
VERDICTS = (*VerdictKind, UNJUDGED)

Execution = tuple[bool, str | None]  # (counts as performed, note where the replay cannot tell)
ExecutionPolicy = Callable[[Action, Mapping[str, Any]], Execution]
Selection = Callable[[Sequence[StepOutcome], Progress, GroundTruths], tuple[CheckpointPair, ...]]


# ---------------------------------------------------------------- execution policies

def as_recorded(action: Action, row: Mapping[str, Any]) -> Execution:
    """An action counts as performed when the replay performed it."""
    return row.get("outcome") == Outcome.PERFORMED, None


# A Press that failed for one of these fails in any harness: the page itself broke.
_PAGE_FAULTS = frozenset({ErrorKind.TIMEOUT, ErrorKind.PAGE_UNRESPONSIVE, ErrorKind.PAGE_CRASHED})
PUBLISHED_SCROLL = ("down", 0.5)


def _scroll_as_replayed(action: Action) -> tuple[str, float]:
    # The replay's own reading of a Scroll (tasks/replay/actions.py perform_scroll): direction down and one page unless given.
    direction = (action.direction or "").strip().lower() or "down"
    try:
        pages = float(action.scroll_page) if action.scroll_page not in (None, "") else 1.0
    except ValueError:
        pages = 1.0
    return direction, pages


def published_execution(action: Action, row: Mapping[str, Any]) -> Execution:
    """The published harness's execution rules applied to the recorded outcome.

    * Press always succeeds: ``utils/operations.py`` ``IWR.press`` returns
      ``IWR._execute_press``, which returns True once the key is sent, so a failed Press
      counts as performed here unless the page itself broke (a timeout or a crash fails
      any harness's call, ``evaluate.py`` ``excute_action``).
    * Scroll: ``IWR.scroll`` always scrolls half a page down (``down=True, num_pages=0.5``)
      whatever the action says, and fails when the page moved 5 px or less. A replay of
      another direction cannot tell what that would have done, one of another amount
      reached another state: the outcome is kept and a note says so. A Scroll down that
      failed (nothing could move down) fails there too.
    * Elements are found by an LLM over the accessibility tree (``IWR.click``,
      ``IWR._try_llm_click``): not reproducible, a caveat of the protocol, not a rule here.
    """
    performed = row.get("outcome") == Outcome.PERFORMED
    kind = row.get("error_kind")
    if action.type == ActionType.PRESS and row.get("outcome") == Outcome.FAILED and kind not in _PAGE_FAULTS:
        return True, (f"step {action.step}: Press failed in the replay ({kind}); counted as performed, "
                      "as the published harness's Press always succeeds")
    if action.type == ActionType.SCROLL and row.get("outcome") in (Outcome.PERFORMED, Outcome.FAILED):
        direction, pages = _scroll_as_replayed(action)
        said = f"step {action.step}: Scroll {direction} {pages:g} page(s) replayed as recorded; the published harness scrolls half a page"
        if direction != PUBLISHED_SCROLL[0]:
            return performed, f"{said} down, so its outcome there is unknown (kept)"
        if performed and pages != PUBLISHED_SCROLL[1]:
            return performed, f"{said}, so the state after it differs (kept)"
        # A failed Scroll down: nothing could move down, so half a page down fails too.
    return performed, None


# ---------------------------------------------------------------- checkpoint selections

def states_after_success(steps: Sequence[StepOutcome], p: Progress, gt: GroundTruths) -> tuple[CheckpointPair, ...]:
    """s_0 (when its ground truth exists), and s_i for every action i before the first failure
    with a visual check and a ground truth, each against its own ground truth (docs/ARCHITECTURE.md, "Metric definitions", 3)."""
    stop = p.first_failure or p.n_actions + 1
    pairs = [CheckpointPair(0, 0)] if gt.initial else []
    pairs += [CheckpointPair(s.step, s.step) for s in steps if s.step < stop and s.visual_flag and s.has_gt]
    return tuple(pairs)


def states_before_flagged(steps: Sequence[StepOutcome], p: Progress, gt: GroundTruths) -> tuple[CheckpointPair, ...]:
    """The published harness's checkpoints (``evaluate.py`` ``evaluate_single_task``).

    Its list starts with s_0, then for each action i (1-based) with the visual flag appends
    ``screenshot_map[i - 1]``: the state *before* action i, which the replay recorded as
    ``step_{i-1}.png`` (s_0 is therefore kept twice when action 1 is flagged). It appends
    while i - 1 is among the screenshots taken (s_0 .. s_S, S = actions executed before the
    first execution failure), so a flagged action that failed to execute still adds its
    pre-action state, and it stops before the first assertion answered "No". List entry j is
    paired with ground truth ``checkpoints/step_j.png`` by position (``utils/visual_scorer.py``
    ``VisualScorer.calculate_all_scores``), whatever action that file belongs to: on the
    published layout (one file per visually checked action) it is the checked action's own
    ground truth, on a per-action layout the ground truth of action j. ``step`` is that
    position (``positional``). ``utils/metrics.py`` ``aggregate_requested_scores`` then keeps
    the first (steps succeeded + 1) entries. A position without a file stops the published
    run with an exception; here it is left out (``has_gt`` False) and noted.
    """
    assertion_failure = p.first_failure if p.first_failure is not None and p.first_failure <= p.executed else None
    shots = [0]
    for s in sorted(steps, key=lambda s: s.step):
        if s.step == assertion_failure:
            break
        if s.visual_flag and s.step - 1 <= p.executed:
            shots.append(s.step - 1)
    pairs = [CheckpointPair(j, shot, gt.initial if j == 0 else j in gt.files, positional=True) for j, shot in enumerate(shots)]
    return tuple(pairs[: p.succeeded + 1])


SELECTION_WORDS = {
    "states_after_success": "s_0 and the state after each succeeded visually checked action, against its own ground truth",
    "states_before_flagged": "s_0, then the state before each visually checked action, list entry j against step_j by position",
}


# ---------------------------------------------------------------- the protocols

@dataclass(frozen=True)
class Protocol:
    name: str
    version: str
    verdicts: Mapping[str, Count]  # verdict (VERDICTS) -> how it counts for IFS
    tie_counts_as: Count | None  # a performed step whose element was a locator tie; None: ties do not matter
    execution: ExecutionPolicy
    select_checkpoints: Selection
    no_page_in_average: bool  # False: a task with no page is left out of the benchmark average
    empty_ifs: float  # IFS of a task with no actions
    unmeasured_in_average: bool  # False: a task whose every step is unscored (no step IFS can count) is left out of the average
    dino_center_crop: bool  # True: shortest side 256, crop 224 (HF processor); False: whole page 224x224
    judge_style: JudgeStyle  # prompts and reply parsing the judge uses
    w: float = PUBLISHED_W  # S = w*LVS + (1-w)*HVS
    alpha: float = PUBLISHED_ALPHA  # Final = alpha*IFS + (1-alpha)*VFS
    doc: str = ""
    caveats: tuple[str, ...] = field(default=())  # what the protocol cannot reproduce on any replay

    def rules(self) -> dict[str, str]:
        """Each rule of the protocol in words, by rule (``iwr protocols`` prints one line per protocol for each)."""
        words = {Count.PASS: "counts as a pass", Count.FAIL: "counts as a failure",
                 Count.UNSCORED: "unscored: out of IFS's numerator and denominator, counted in the row"}
        return {
            "undecided verdict": words[self.verdicts[VerdictKind.UNDECIDED]],
            "judge error (assertion)": words[self.verdicts[VerdictKind.ERROR]] + (" (the published rule), counted in the row"
                                                                                  if self.verdicts[VerdictKind.ERROR] == Count.PASS else ""),
            "assertion never judged": words[self.verdicts[UNJUDGED]],
            "locator tie": words[self.tie_counts_as] if self.tie_counts_as is not None else "ignored (the chosen element counts)",
            "rubric the judge failed to give": "HVS missing for that checkpoint; its LVS counts; counted in the row, asked again on rerun",
            "rubric reply without a score": ("scores 0, as the published harness reads it" if self.judge_style == JudgeStyle.REFERENCE
                                             else "asked again; then a judge error (HVS missing)"),
            "checkpoints": SELECTION_WORDS.get(self.select_checkpoints.__name__, self.select_checkpoints.__name__),
            "task with no page": "0 on everything, in the average" if self.no_page_in_average else "left out of the average (counted)",
            "task whose every step is unscored": ("IFS 0, in the average" if self.unmeasured_in_average
                                                  else "IFS not measured: left out of the average (counted)"),
            "DINO": "224 px centre crop" if self.dino_center_crop else "the whole page",
        }

    def counts_as(self, verdict: str) -> Count:
        """How an assertion verdict counts for IFS."""
        try:
            return self.verdicts[verdict]
        except KeyError:
            raise ValueError(f"unknown verdict {verdict!r}; known: {', '.join(VERDICTS)}") from None

    def step_counts(self, verdict: str | None, *, tie: bool = False) -> Count | None:
        """How a performed step counts: its verdict's count, unless a locator tie decides
        (None: a step without an assertion and without a tie that matters: it passes)."""
        if tie and self.tie_counts_as is not None:
            return self.tie_counts_as
        return self.counts_as(verdict) if verdict is not None else None


PROTOCOLS: dict[str, Protocol] = {
    "paper": Protocol(
        name="paper",
        version="4",
        # Doubt is never credit: a judge reply that could not be used, the offline judge's
        # "undecided" and an assertion nobody judged are no verdict, so the step counts
        # neither way (version 2 passed them: a blank page scored IFS 25 % on undecided
        # assertions). Rows keep the verdict; task rows count them.
        verdicts={"pass": Count.PASS, "fail": Count.FAIL, "undecided": Count.UNSCORED, "error": Count.UNSCORED,
                  UNJUDGED: Count.UNSCORED},
        tie_counts_as=None,
        execution=as_recorded,
        select_checkpoints=states_after_success,
        no_page_in_average=True,
        empty_ifs=1.0,  # (f - 1) / n with nothing to do and nothing failed; no published task has n = 0
        # Nor is it blame: a task none of whose steps could be judged has no IFS to give (version 3 gave it 0, in the
        # average). It is left out of the average and counted, as a rerun with a judge that decides can fill it in.
        unmeasured_in_average=False,
        dino_center_crop=True,
        judge_style=JudgeStyle.JSON,
        doc="The paper's definitions: checkpoints after each succeeded visually checked action; undecided verdicts and "
            "judge errors leave their step unscored (counted); a task with no page scores 0 and stays in the average; a task "
            "whose every step is unscored is left out of the average (counted).",
    ),
    "reference": Protocol(
        name="reference",
        version="2",
        # utils/assertion_scorer.py AssertionScorer.evaluate_assertion answers Yes, No or
        # Error; evaluate.py evaluate_single_task cuts back only at "No", so "Error" and an
        # assertion never judged (evaluate_all_assertions gives None) count as passes: the
        # published rule, kept, and counted in the row. "undecided" is not a verdict the
        # published judge gives (it always answers): only the offline judge says it, and
        # it is no evidence, so it is unscored (version 1 passed it).
        # A reply without "Score: N/100" is the published 0 (VisualScorer._parse_score),
        # read by the judge (tasks/judge/replies.py parse_reference_rubric), not a failure.
        verdicts={"pass": Count.PASS, "fail": Count.FAIL, "undecided": Count.UNSCORED, "error": Count.PASS, UNJUDGED: Count.PASS},
        tie_counts_as=None,
        execution=published_execution,
        select_checkpoints=states_before_flagged,
        # evaluate.py main: a task whose index.html does not exist is skipped (`continue`),
        # so utils/metrics.py write_markdown_for_model averages over the tasks with a page.
        no_page_in_average=False,
        # utils/metrics.py aggregate_requested_scores: ifs = success / total_steps if total_steps > 0 else 0.0.
        empty_ifs=0.0,
        # The published judge always answers, so every task there has a counted step; with the offline judge's
        # "undecided" a task can have none, and it keeps the arithmetic's 0 in the average, as version 2 did.
        unmeasured_in_average=True,
        dino_center_crop=True,  # VisualScorer.score_dino_batch: AutoImageProcessor of facebook/dinov2-base
        judge_style=JudgeStyle.REFERENCE,
        doc="The published harness on the same replays: checkpoints are the states before each visually checked action, "
            "paired with step_j by position; judge errors pass (counted); undecided verdicts are unscored; a reply without "
            "a score line scores 0; a task with no page is left out of the average; Press always succeeds.",
        caveats=(
            "elements found by this harness's locator, not by an LLM over the accessibility tree (not reproducible)",
            "Scroll replayed as the action says; the published harness always scrolls half a page down (noted per step)",
            "OCR by RapidOCR in reading order; the published harness uses EasyOCR (English) in its own order",
            "DINO in fp32 through onnxruntime; the published harness runs it in fp16 on CUDA",
        ),
    ),
    "strict": Protocol(
        name="strict",
        version="4",
        # A step nobody could judge, or whose element was a toss-up between tied candidates,
        # is neither a success nor a failure: it leaves both the numerator and the
        # denominator of IFS, and the task row counts it as unscored.
        verdicts={"pass": Count.PASS, "fail": Count.FAIL, "undecided": Count.UNSCORED, "error": Count.UNSCORED,
                  UNJUDGED: Count.UNSCORED},
        tie_counts_as=Count.UNSCORED,
        execution=as_recorded,
        select_checkpoints=states_after_success,
        no_page_in_average=True,
        empty_ifs=1.0,
        unmeasured_in_average=False,  # as paper (version 3 gave such a task IFS 0, in the average)
        # The centre crop hides the sides of a wide page; strict compares the whole page.
        dino_center_crop=False,
        judge_style=JudgeStyle.JSON,
        doc="As paper, but locator ties leave the step unscored too; DINO sees the whole page.",
    ),
}


def get_protocol(name: str) -> Protocol:
    try:
        return PROTOCOLS[name]
    except KeyError:
        raise KeyError(f"unknown protocol {name!r}; known: {', '.join(PROTOCOLS)}") from None
