"""Metric protocols, looked up by name: how verdicts count and how DINO sees a page.

``paper`` reproduces the published evaluation so numbers are comparable with its table;
``strict`` fixes what that evaluation gets wrong. Each has a name and a version that every
result row carries; change the version whenever a definition below changes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Count = Literal["pass", "fail", "unscored"]
VERDICTS = ("pass", "fail", "undecided", "error")


@dataclass(frozen=True)
class Protocol:
    name: str
    version: str
    judge_error_counts_as: Count
    undecided_counts_as: Count
    dino_center_crop: bool  # True: resize shortest side 256, crop 224 (HF processor); False: whole page 224x224
    hvs_error_unscores_checkpoint: bool  # False: S falls back to LVS for that checkpoint
    w: float = 0.5  # S = w*LVS + (1-w)*HVS
    alpha: float = 0.7  # Final = alpha*IFS + (1-alpha)*VFS
    doc: str = ""

    def counts_as(self, verdict: str) -> Count:
        """How an assertion verdict counts for IFS."""
        if verdict == "pass":
            return "pass"
        if verdict == "fail":
            return "fail"
        if verdict == "error":
            return self.judge_error_counts_as
        if verdict == "undecided":
            return self.undecided_counts_as
        raise ValueError(f"unknown verdict {verdict!r}; known: {', '.join(VERDICTS)}")


PROTOCOLS: dict[str, Protocol] = {
    "paper": Protocol(
        name="paper",
        version="1",
        # The published code treats a judge reply of "Error" as a pass; we count it the same
        # way so IFS is comparable, and report the number of judge errors next to it.
        judge_error_counts_as="pass",
        # The offline judge's "undecided" is a non-verdict, like the published "Error", so it
        # counts the same way (pass). Rows keep the verdict, and the run summary counts them.
        undecided_counts_as="pass",
        dino_center_crop=True,
        hvs_error_unscores_checkpoint=False,
        doc="As published: judge errors and undecided verdicts pass; DINO on a 224 px centre crop.",
    ),
    "strict": Protocol(
        name="strict",
        version="1",
        # A step nobody could judge is neither a success nor a failure: it leaves both the
        # numerator and the denominator of IFS, and the task row counts it as unscored.
        judge_error_counts_as="unscored",
        undecided_counts_as="unscored",
        # The centre crop hides the sides of a wide page; strict compares the whole page.
        dino_center_crop=False,
        hvs_error_unscores_checkpoint=True,
        doc="Judge errors and undecided verdicts leave the step unscored; DINO sees the whole page.",
    ),
}


def get_protocol(name: str) -> Protocol:
    try:
        return PROTOCOLS[name]
    except KeyError:
        raise KeyError(f"unknown protocol {name!r}; known: {', '.join(PROTOCOLS)}") from None
