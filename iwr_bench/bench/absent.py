"""What the judge does on a page that lacks the element a case names (``--absent`` of the grounding bench).

A generated page may lack a control the recording used. The bench takes each case's marked element out of its page
(``marks.TAKE_OUT``), collects and locates as the replay would, and puts the element back where it was
(``marks.PUT_BACK``) before the next case. The judge then finds nothing (the step fails), is not sure (the grounder is
asked, or offline the step is undecided, which ``strict`` leaves unscored), or clicks another element as if sure (the
step's verdict then rests on what that click does).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from iwr_bench.bench.marks import PUT_BACK, TAKE_OUT

__all__ = ["ABSENT_KINDS", "absent_kind", "absent_line", "absent_shares", "without"]

ABSENT_KINDS = ("not found", "not sure", "sure")


class Case(Protocol):
    """A grounding case as read here (``bench.grounding`` imports this module, so its ``Case`` is not imported back)."""

    @property
    def pattern(self) -> str: ...
    @property
    def description(self) -> str: ...
    @property
    def expect(self) -> str: ...
    @property
    def action(self) -> str: ...
    @property
    def text(self) -> str | None: ...


def without(driver: Any, case: Case, mode: str, llm: Any) -> str:
    """What the judge does on the page with the case's marked element taken out (one of ``ABSENT_KINDS``)."""
    from iwr_bench.tasks.locate.decide import locate_action
    from iwr_bench.tasks.sandbox.settle import Limits, js

    if not driver.execute_script(TAKE_OUT, case.expect):  # (the case's own verdict found it a moment ago)
        raise LookupError(f"{case.pattern}: data-expect={case.expect!r} could not be taken out of the page")
    try:
        cands = driver.execute_script(js("collect"), mode, Limits().scan_limit) or []
    finally:
        driver.execute_script(PUT_BACK)
    choice = locate_action(case.action, case.description, cands, type_text=case.text, llm=llm)
    return absent_kind(choice.index, choice.error_kind, bool(choice.flagged or choice.tie))


def absent_kind(index: int | None, error_kind: str | None, unsure: bool) -> str:
    """A choice on a page that lacks the element, as ``ABSENT_KINDS`` names it: any pick there is another element."""
    if error_kind == "not_found":
        return "not found"
    return "not sure" if unsure or index is None or error_kind else "sure"


def absent_shares(kinds: Sequence[str | None]) -> dict[str, float] | None:
    """Each of ``ABSENT_KINDS``' share of the cases measured without their element (None: not measured); None if none
    were."""
    measured = [k for k in kinds if k is not None]
    return {k: measured.count(k) / len(measured) for k in ABSENT_KINDS} if measured else None


def absent_line(shares: Mapping[str, float], cases: int) -> str:
    """"not found 9.0 %, not sure 51.0 %, sure 40.0 % of 6210 cases"."""
    return ", ".join(f"{k} {100 * shares[k]:.1f} %" for k in ABSENT_KINDS) + f" of {cases} cases"
