"""Typed contracts between the stages that are not rows: what a judge is.

Row types per warehouse table are in ``schemas/rows.py``; the error-kind and verdict
vocabularies in ``core/kinds.py``. Scoring (``tasks.scoring.score_page``) and the flow accept
any ``Judge``: ``tasks.judge.OfflineJudge``, ``tasks.judge.LiteLLMJudge``, or a test's own.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from tasks.judge import AssertionCase, Rubric, Verdict


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

    def judge_assertion(self, case: AssertionCase, style: str = "json") -> Verdict: ...

    def rubric(self, gt: Path, shot: Path, style: str = "json") -> Rubric | None: ...
