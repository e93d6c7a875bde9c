"""Words for the HTML report: every value a page shows goes through here, so no ``None``,
``nan``, ``['dino', 'hvs']`` or ``not_found`` reaches a reader.

Also the paragraph that says, in words, which protocol and judge made the figures, what
was absent, and therefore which figures are or are not comparable with the published
table. The decision itself is ``iwr_bench.tasks.report.figures.comparability`` (carried on each leaderboard
row as ``not_comparable`` and ``reasons``); this module only phrases it.
"""

from __future__ import annotations

import html
import math
from collections.abc import Iterable, Sequence
from typing import Any

e = html.escape
DASH = "—"
FIGURES = {"lvs": "LVS", "hvs": "HVS", "vfs": "VFS", "ifs": "IFS", "final": "Final"}

# Failure kinds (iwr_bench.core.kinds.ErrorKind values) as a reader says them; an unknown kind falls
# back to its name with spaces.
KIND_WORDS = {
    "not_found": "element not found",
    "ambiguous": "element ambiguous",
    "not_interactable": "element not interactable",
    "not_scrollable": "nothing to scroll",
    "timeout": "timed out",
    "page_unresponsive": "page unresponsive",
    "page_crashed": "page crashed",
    "navigated_away": "page navigated away",
    "unknown_action": "unknown action",
    "assertion_failed": "assertion failed",
    "no_screenshot": "no screenshot",
    "not_replayed": "page not replayed",
    "no_page": "no page in the answer",
    "truncated": "answer truncated",
    "generation_failed": "generation failed",
    "bad_request": "request rejected",
    "rate_limited": "rate limited",
    "llm_timeout": "model call timed out",
    "connection_error": "model endpoint unreachable",
    "server_error": "model endpoint error",
    "auth_error": "API key refused",
    "unknown_model": "unknown model",
    "llm_error": "model call failed",
    "judge_error": "judge error",
    "browser_launch": "browser did not start",
    "browser_crashed": "browser crashed",
    "overloaded": "machine too busy",
    "disk_full": "disk full",
    "read_only": "folder not writable",
    "harness_error": "harness error",
}
METHOD_WORDS = {
    "page": "page load",
    "fuzzy": "text match",
    "llm": "LLM grounding",
    "coordinates": "coordinates",
    "none": "not located",
    "keyboard": "keyboard",
    "scroll": "scrolling",
}
ABSENT_WORDS = {
    "dino": "DINO (the image-embedding half of LVS: no ONNX weights in models/onnx)",
    "hvs": "HVS (the MLLM rubric score: this judge scores no rubric)",
    "ocr": "OCR",
}
OFFLINE_JUDGE = "iwr/offline"


def words(value: Any, digits: int = 3) -> str:
    """A value as a reader reads it: a dash for nothing, yes/no, lists joined with commas."""
    if value is None:
        return DASH
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return DASH if math.isnan(value) or math.isinf(value) else f"{value:.{digits}f}"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, list | tuple | set | frozenset):
        items = [words(v, digits) for v in value if v is not None]
        return ", ".join(items) if items else DASH
    if isinstance(value, dict):
        return "; ".join(f"{k}: {words(v, digits)}" for k, v in value.items()) or DASH
    text = str(value)
    return text if text.strip() else DASH


def sql_details(*sqls: str, label: str = "SQL") -> str:
    """The SQL behind a figure, folded, ready to paste into ``iwr sql``."""
    body = "\n\n".join(s.strip() + ";" for s in sqls)
    return f'<details class="sql"><summary>{e(label)} (run it with <code>iwr sql</code>)</summary><pre>{e(body)}</pre></details>'


def kind_words(kind: str | None) -> str:
    if not kind:
        return DASH
    return KIND_WORDS.get(str(kind), str(kind).replace("_", " "))


def method_words(method: str | None) -> str:
    if not method:
        return "not located"
    return METHOD_WORDS.get(str(method), str(method).replace("_", " "))


def absent_words(name: str) -> str:
    return ABSENT_WORDS.get(name, name.replace("_", " "))


def join_and(items: Sequence[str]) -> str:
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def figures_words(marked: Iterable[str]) -> str:
    marked = set(marked)
    return join_and([label for key, label in FIGURES.items() if key in marked])


def judge_words(judge: str | None) -> str:
    if not judge:
        return "no judge recorded"
    if judge == OFFLINE_JUDGE:
        return (f"{judge}, the offline judge: it decides an assertion only from the record's machine-checkable "
                "expectations and text found on the page, says “undecided” otherwise, and scores no HVS rubric")
    return f"{judge}, an MLLM judge called through LiteLLM"


def protocol_words(protocol: str | None, version: str | None = None) -> str:
    """The protocol's name, version and what it does (``iwr_bench.tasks.scoring.protocols``' own description)."""
    from iwr_bench.tasks.scoring.protocols import get_protocol

    if not protocol:
        return "no protocol recorded"
    try:
        doc = get_protocol(protocol).doc
        version = version or get_protocol(protocol).version
    except KeyError:
        doc = "not a protocol this harness knows"
    head = f"{protocol}" + (f" (version {version})" if version else "")
    return f"{head}: {doc.rstrip('.')}" if doc else head


def comparability_html(*, protocol: str | None, protocol_version: str | None, judge: str | None, absent: Sequence[str],
                       not_comparable: Iterable[str], reasons: Sequence[str], who: str = "") -> str:
    """One block: which protocol and judge, what was absent, and what that means for comparison."""
    marked = set(not_comparable)
    lines = [f"<li><b>Protocol</b> {e(protocol_words(protocol, protocol_version))}.</li>",
             f"<li><b>Judge</b> {e(judge_words(judge))}.</li>"]
    gone = [absent_words(a) for a in absent]
    lines.append(f"<li><b>Absent</b>: {e(join_and(gone))}.</li>" if gone else "<li><b>Absent</b>: nothing; every component was scored.</li>")
    if marked:
        verdict = (f"<b>{e(figures_words(marked))}</b> {'is' if len(marked) == 1 else 'are'} not comparable with the "
                   f"published table, because: {e('; '.join(reasons) or 'see the protocol')}.")
        kept = [label for key, label in FIGURES.items() if key not in marked]
        if kept:
            verdict += f" {e(join_and(kept))} {'is' if len(kept) == 1 else 'are'} comparable."
        cls = "warn"
    else:
        verdict, cls = "Every figure is comparable with the published table (same protocol, judge and components).", "ok"
    lines.append(f"<li><b>Therefore</b>: {verdict}</li>")
    title = "How these figures compare with the published table" + (f" ({e(who)})" if who else "")
    return f'<section class="protocol {cls}"><h2 class="plain">{title}</h2><ul>{"".join(lines)}</ul></section>'
