"""Asking the LLM grounder about a step the locator is not sure of.

The grounder sees what a person would: the screenshot, with the leading candidates boxed and
numbered on it (set-of-marks), and a list of the same numbers with each element's role, name
and box. It answers with one number. A number that is one of the marks decides the step; any
other answer (no number, a number not shown, 0 for "none of them") is unusable and leaves the
step undecided, never guessed. One question per flagged step.
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from iwr_bench.tasks.llm import CallBudget, Endpoint

__all__ = ["MARKS", "Answer", "LlmFn", "ask_grounder", "litellm_grounder", "mark_screenshot", "marked", "parse_mark", "prompt"]

LlmFn = Callable[[str, bytes | None], str]  # (prompt, screenshot png) -> reply text
MARKS = 9  # candidates numbered on the screenshot

PROMPT = (
    "You are locating the element a person acted on in a web page. Action: {action}.\n"
    "Description: {description}\n"
    "The screenshot shows the page with numbered boxes around the candidate elements. The same numbers, "
    "with each element's role, tag, visible text or name, and box (x, y, width, height in CSS pixels of the "
    "page; 'off screen' when it is outside the screenshot):\n{table}\n"
    "Reply with the number of the element the description means, and nothing else. Reply 0 if none of them fits."
)


@dataclass(frozen=True)
class Answer:
    index: int | None  # the candidate chosen; None when the answer was unusable
    mark: int | None = None
    calls: int = 1
    error_kind: str | None = None  # the call itself failed (rate_limited, llm_error, ...)
    message: str = ""


def _box(c: Mapping[str, Any]) -> tuple[float, float, float, float]:
    b = c.get("box") or (0, 0, 0, 0)
    return (float(b[0]), float(b[1]), float(b[2]), float(b[3])) if len(b) == 4 else (0.0, 0.0, 0.0, 0.0)


def marked(controls: Sequence[Mapping[str, Any]], ranking: Sequence[Any], limit: int = MARKS) -> list[Mapping[str, Any]]:
    """The leading candidates, best first, one per box (a button and its icon share one mark)."""
    by_index = {int(c.get("index", i)): c for i, c in enumerate(controls)}
    out: list[Mapping[str, Any]] = []
    boxes: list[tuple[float, float, float, float]] = []
    for s in ranking:
        c = by_index.get(s.index)
        if c is None:
            continue
        x, y, w, h = _box(c)
        if any(abs(x - bx) + abs(y - by) < 6 or (bx <= x and by <= y and x + w <= bx + bw and y + h <= by + bh and bw * bh < 4 * w * h)
               for bx, by, bw, bh in boxes):
            continue
        out.append(c)
        boxes.append((x, y, w, h))
        if len(out) >= limit:
            break
    return out


def _name(c: Mapping[str, Any]) -> str:
    for k in ("text", "name", "label", "alt", "title", "placeholder", "value"):
        if c.get(k):
            return str(c[k])[:80]
    glyphs = c.get("glyphs") or []
    return " ".join(str(g) for g in glyphs)[:80] or "(no text)"


def _on_screen(c: Mapping[str, Any]) -> bool:
    page = c.get("page") or []
    x, y, w, h = _box(c)
    if len(page) < 6:
        return True
    vx, vy = x - float(page[4]), y - float(page[5])
    return vx + w > 0 and vy + h > 0 and vx < float(page[0]) and vy < float(page[1])


def prompt(action: str, description: str, cands: Sequence[Mapping[str, Any]]) -> str:
    rows = []
    for k, c in enumerate(cands, start=1):
        x, y, w, h = _box(c)
        where = f"({x:.0f}, {y:.0f}, {w:.0f}, {h:.0f})" + ("" if _on_screen(c) else " off screen")
        rows.append(f"{k}. {c.get('role') or c.get('tag')} <{c.get('tag')}> {json.dumps(_name(c), ensure_ascii=False)} {where}")
    return PROMPT.format(action=action, description=description, table="\n".join(rows))


def mark_screenshot(png: bytes, cands: Sequence[Mapping[str, Any]]) -> bytes:
    """The screenshot with each candidate's box drawn and numbered (1, 2, ...), as PNG."""
    from PIL import Image, ImageDraw

    img = Image.open(io.BytesIO(png)).convert("RGB")
    draw = ImageDraw.Draw(img)
    colours = ("#e6194b", "#3cb44b", "#4363d8", "#f58231", "#911eb4", "#008080", "#9a6324", "#800000", "#000075")
    for k, c in enumerate(cands, start=1):
        page = c.get("page") or [img.width, img.height, 0, 0, 0, 0]
        scale = img.width / float(page[0] or img.width)
        x, y, w, h = _box(c)
        if len(page) >= 6:
            x, y = x - float(page[4]), y - float(page[5])
        x0, y0, x1, y1 = x * scale, y * scale, (x + w) * scale, (y + h) * scale
        if x1 < 0 or y1 < 0 or x0 > img.width or y0 > img.height:
            continue
        colour = colours[(k - 1) % len(colours)]
        draw.rectangle((x0, y0, x1, y1), outline=colour, width=2)
        lx, ly = max(0.0, x0), max(0.0, y0 - 14 if y0 >= 14 else y0)
        draw.rectangle((lx, ly, lx + 12 + 7 * len(str(k)), ly + 14), fill=colour)
        draw.text((lx + 3, ly + 1), str(k), fill="white")
    out = io.BytesIO()
    img.save(out, format="PNG")
    return out.getvalue()


def parse_mark(text: str, count: int) -> int:
    """The mark the reply names (1..count); ValueError when there is none or it is not shown."""
    m = re.search(r"-?\d+", text or "")
    if not m:
        raise ValueError(f"no number in the grounding reply: {str(text)[:120]!r}")
    n = int(m.group(0))
    if not 1 <= n <= count:
        raise ValueError(f"the grounding reply names {n}, not one of the {count} marks")
    return n


def ask_grounder(llm: LlmFn, action: str, description: str, controls: Sequence[Mapping[str, Any]], ranking: Sequence[Any],
                 screenshot: Callable[[], bytes | None] | None) -> Answer:
    """One question to the grounder about a flagged step, and what its answer says."""
    cands = marked(controls, ranking)
    if not cands:
        return Answer(None, calls=0, message="no candidate to show")
    png = screenshot() if screenshot else None
    shown = mark_screenshot(png, cands) if png else None
    try:
        reply = llm(prompt(action, description, cands), shown)
    except Exception as err:  # noqa: BLE001 - any provider failure is this action's error, with its kind when known
        return Answer(None, calls=int(getattr(err, "attempts", 1)), error_kind=getattr(err, "error_kind", None) or "llm_error",
                      message=f"{type(err).__name__}: {err}"[:300])
    calls = int(getattr(reply, "attempts", 1))
    try:
        mark = parse_mark(str(reply), len(cands))
    except ValueError as err:
        return Answer(None, calls=calls, message=str(err))
    return Answer(int(cands[mark - 1].get("index", 0)), mark, calls)


def litellm_grounder(model: str | Endpoint, timeout: float = 60.0, budget: CallBudget | None = None, settings: Any = None) -> LlmFn:
    """A grounding call through ``tasks/llm/`` with the marked screenshot attached.

    ``model`` is an ``Endpoint`` (the flow builds it from ``IWR_GROUNDING_API_BASE`` /
    ``IWR_GROUNDING_API_KEY_ENV``), or a model name at its provider's default host; ``budget``
    defaults to the grounder's budget from ``settings`` (the built-in defaults without).
    The reply text carries its call record (``.attempts``: HTTP calls made); a failed call
    raises ``CallFailed`` with its ``error_kind`` (rate_limited, connection_error, ...) and
    ``attempts``, so the action row says why and how many calls it cost.
    """
    from iwr_bench.tasks.llm import Answer as Reply
    from iwr_bench.tasks.llm import CallBudget, CallFailed, Endpoint, complete, endpoint_for

    endpoint = model if isinstance(model, Endpoint) else endpoint_for(model, None, None, settings, role="grounder")
    if budget is None:
        budget = CallBudget.for_role("grounder", settings, timeout_s=timeout) if settings is not None else CallBudget(timeout_s=timeout)

    def call(text: str, png: bytes | None) -> str:
        import base64

        content: list[dict[str, Any]] = [{"type": "text", "text": text}]
        if png:
            content.append({"type": "image_url", "image_url": {"url": "data:image/png;base64," + base64.b64encode(png).decode()}})
        reply = complete(endpoint, [{"role": "user", "content": content}], budget=budget, role="grounder", temperature=0)
        if not reply.ok:
            raise CallFailed(reply)
        return Reply(reply.content or "", reply)

    return call
