"""Labels and the controls they stand for, beyond what the page's own ``for`` says."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from iwr_bench.tasks.locate.view import Candidate

__all__ = ["adopt_orphan_labels"]


def adopt_orphan_labels(controls: Sequence[Candidate]) -> list[dict[str, Any]]:
    """A label whose own control is not on the page as drawn (a widget hid the native input and drew its own field
    under the label, as choices.js does) names the field of its control's kind right under it that has no label of
    its own: the field gets the label's words, and the label stands for it."""
    ids = {int(c.get("index", i)) for i, c in enumerate(controls)}
    out = [dict(c) for c in controls]
    taken: set[int] = set()
    for k, c in enumerate(out):
        if c.get("tag") != "label" or not c.get("for_role") or c.get("label_for", -1) in ids or not str(c.get("text") or "").strip():
            continue
        if (c.get("colors") or {}).get("bg") or {"button", "btn"} & set(c.get("tokens") or []):
            continue  # a label drawn as a button ("Select File" over a hidden file input) is a control of its own
        x, y, w, h = (float(v) for v in (c.get("box") or (0, 0, 0, 0)))
        for field in out[k + 1:k + 4]:
            fx, fy, fw, fh = (float(v) for v in (field.get("box") or (0, 0, 0, 0)))
            if field.get("editable") and field.get("role") == c["for_role"] and not field.get("label") \
                    and int(field["index"]) not in taken \
                    and y + h - 4 <= fy <= y + h + 60 and fx < x + w and x < fx + fw:
                field["label"] = c["text"]
                c["label_for"] = int(field["index"])
                taken.add(int(field["index"]))
                break
    return out
