"""Judges, looked up by name: assertion verdicts and the HVS rubric.

* ``contracts``: what a judge is (``Judge``), is asked (``AssertionCase``) and answers
  (``Verdict``, ``Rubric``);
* ``offline``: ``OfflineJudge`` (decides only what it can check for sure: what the screenshot
  shows, with the page text as supporting evidence);
* ``judges``: ``LiteLLMJudge`` (a model at its own endpoint, prompts as data in ``prompts/``),
  ``get_judge``;
* ``replies``: reading a judge's replies, and how each was read;
* ``agreement``: do two judges (or one judge asked twice) say the same thing.
"""

from iwr_bench.tasks.judge.contracts import AssertionCase, Judge, Rubric, Verdict
from iwr_bench.tasks.judge.judges import (
           OFFLINE,
           LiteLLMJudge,
           OfflineJudge,
           check_judge,
           get_judge,
           judge_endpoint,
)

__all__ = ["OFFLINE", "AssertionCase", "Judge", "LiteLLMJudge", "OfflineJudge", "Rubric", "Verdict", "check_judge",
           "get_judge", "judge_endpoint"]
