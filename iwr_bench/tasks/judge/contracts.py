"""Typed contracts between the stages that are not rows: what a judge is, is asked and answers.

Row types per warehouse table are in ``schemas/rows.py``; the error-kind and verdict
vocabularies in ``iwr_bench/core/kinds.py``. Scoring (``iwr_bench.tasks.scoring.page.score_page``) and the flow accept
any ``Judge``: ``iwr_bench.tasks.judge.judges.OfflineJudge``, ``iwr_bench.tasks.judge.judges.LiteLLMJudge``, or a test's own.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from iwr_bench.core.kinds import JudgeStyle, VerdictKind


@dataclass(frozen=True)
class AssertionCase:
    task_id: int
    step: int
    assertion: str
    before: Path | None  # screenshot of s_{i-1}
    after: Path | None  # screenshot of s_i
    expect: Mapping[str, Any] = field(default_factory=dict)
    page_text: str | None = None  # what a person sees after the action (actions.page_text)


@dataclass(frozen=True)
class Verdict:
    verdict: VerdictKind
    reasoning: str
    judge_version: str
    error_kind: str | None = None
    cached: bool = False
    parsed_as: str | None = None  # how the reply was read (tasks/judge/replies.py); None: no reply read
    calls: int = 0  # HTTP calls this verdict cost (0 when cached or offline)


@dataclass(frozen=True)
class Rubric:
    score: float | None  # total / 100; None on judge_error
    reasoning: str
    judge_version: str
    parts: dict[str, int] = field(default_factory=dict)
    error_kind: str | None = None
    cached: bool = False
    parsed_as: str | None = None  # how the reply was read; "no_score" marks the reference style's 0
    calls: int = 0


@runtime_checkable
class Judge(Protocol):
    """Decides assertions on before/after screenshots and (when it can) scores the HVS rubric."""

    name: str  # the judge column of every row it makes (iwr/offline, or the LiteLLM model)

    @property
    def version(self) -> str:
        """The judge and the version of its prompts or rules."""
        ...

    @property
    def has_rubric(self) -> bool:
        """False: no HVS (``rubric`` returns None), and figures say HVS is absent."""
        ...

    def judge_assertion(self, case: AssertionCase, style: JudgeStyle = JudgeStyle.JSON) -> Verdict: ...

    def rubric(self, gt: Path, shot: Path, style: JudgeStyle = JudgeStyle.JSON) -> Rubric | None: ...
