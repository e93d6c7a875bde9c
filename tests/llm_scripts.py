"""The scripted models of the local server (tests/llm_server.py), by model name.

A script takes what a chat request asks (``Ask``) and returns what the server sends (``Reply``):
a completion, an HTTP error, a dropped connection or a slow answer. ``scripts()`` is the table
of model name -> (role, script); the server answers an unknown name with a 404.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

GOOD_PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Local</title></head>
<body><h1>Hello from the local server</h1><button>Add</button></body>
</html>"""
# The judge fails a statement that contains this word and passes every other one.
FAIL_MARKER = "xfail"
PACED_S = 2.0  # how long the "paced" model takes to answer
SLOW_S = 20.0  # how long the "slow" model sleeps: far above the tests' client timeouts; stop() wakes it
HUGE_BYTES = 5 * 1024 * 1024
# Rubric parts (layout, elements, content, style, overall) for different and for identical images.
RUBRIC_PARTS = {"layout": 8, "elements": 12, "content": 30, "style": 10, "overall": 15}
RUBRIC_SAME = {"layout": 10, "elements": 15, "content": 40, "style": 15, "overall": 20}


@dataclass(frozen=True)
class Ask:
    """What a chat request asks, as the scripts see it."""

    model: str
    messages: list[dict[str, Any]]
    body: dict[str, Any]
    conversation: str  # hash of the first user turn: the same for a retry and for a re-ask
    n_turn: int  # user turns so far (1 = first ask, 2 = first re-ask, ...)

    @property
    def text(self) -> str:
        """All text parts of the last user turn."""
        return _texts([m for m in self.messages if m.get("role") == "user"][-1:])

    @property
    def all_text(self) -> str:
        return _texts(self.messages)

    @property
    def images(self) -> list[str]:
        """The image URLs of the last user turn (data URLs)."""
        out = []
        for m in self.messages:
            if m.get("role") == "user" and isinstance(m.get("content"), list):
                out = [p["image_url"]["url"] for p in m["content"] if p.get("type") == "image_url"]
        return out

    @property
    def kind(self) -> str:
        """assertion, rubric, grounding or generation: what the prompt asks for."""
        text = self.all_text
        if "locating the element" in text:
            return "grounding"
        if "Assertion:" in text or "Statement:" in text:
            return "assertion"
        if "ORIGINAL" in text or "Score:" in text:
            return "rubric"
        return "generation"

    @property
    def statement(self) -> str:
        m = re.search(r"(?:Assertion|Statement):\s*(.*)", self.all_text)
        return m.group(1).strip() if m else ""

    @property
    def holds(self) -> bool:
        return FAIL_MARKER not in self.statement.lower()

    @property
    def same_images(self) -> bool:
        imgs = self.images
        return len(imgs) >= 2 and imgs[0] == imgs[1]


def _texts(messages: list[dict[str, Any]]) -> str:
    parts = []
    for m in messages:
        c = m.get("content")
        if isinstance(c, str):
            parts.append(c)
        elif isinstance(c, list):
            parts += [p.get("text", "") for p in c if p.get("type") == "text"]
    return "\n".join(parts)


@dataclass
class Reply:
    """What the server sends: a chat completion, or an HTTP error, or a dropped connection."""

    content: str | None = None
    finish_reason: str = "stop"
    usage: bool = True
    status: int = 200
    error: dict[str, Any] | None = None
    reset: bool = False
    sleep_s: float = 0.0
    headers: dict[str, str] = field(default_factory=dict)


def error_reply(status: int, message: str, type_: str, code: str | None = None) -> Reply:
    return Reply(status=status, error={"error": {"message": message, "type": type_, "param": None, "code": code}})


def _verdict_json(ask: Ask) -> str:
    return json.dumps({"reasoning": f"The AFTER screenshot {'shows' if ask.holds else 'does not show'} it.",
                       "verdict": "pass" if ask.holds else "fail"})


def _reference_verdict(ask: Ask) -> str:
    return json.dumps({"think": "Compared the two screenshots.", "result": "Yes" if ask.holds else "No"})


def _rubric_parts(ask: Ask) -> dict[str, int]:
    return RUBRIC_SAME if ask.same_images else RUBRIC_PARTS


def _rubric_text(ask: Ask) -> str:
    parts = _rubric_parts(ask)
    return ("Comments:\n"
            f"-Layout (10 points): regions in place. {parts['layout']}\n"
            f"-Elements (15 points): controls present. {parts['elements']}\n"
            f"-Content and Text (40 points): wording close. {parts['content']}\n"
            f"-Style (15 points): colours near. {parts['style']}\n"
            f"-Overall (20 points): similar. {parts['overall']}\n\n"
            f"Score: {sum(parts.values())}/100")


def judge(ask: Ask) -> Reply:
    """A well-behaved judge: answers each prompt in the form it asks for."""
    if ask.kind == "assertion":
        return Reply(_reference_verdict(ask) if "Assertion:" in ask.all_text else _verdict_json(ask))
    if "Score: ${final score}/100" in ask.all_text:  # the reference style's free-text rubric
        return Reply(_rubric_text(ask))
    return Reply(json.dumps({"reasoning": "Close match.", **_rubric_parts(ask)}))


def judge_fenced(ask: Ask) -> Reply:
    """Prose, then a fenced JSON block, then more prose."""
    inner = judge(ask).content
    return Reply(f"Let me compare the screenshots carefully.\n\n```json\n{inner}\n```\n\nThat is my assessment.")


def judge_prose_json(ask: Ask) -> Reply:
    """A bare JSON object inside prose, no fence."""
    return Reply(f"Here is my answer: {judge(ask).content} Hope this helps.")


def judge_malformed(ask: Ask) -> Reply:
    """Never parses, in any style (no JSON object, no yes/no, no score line)."""
    return Reply('Hmm, hard to tell from these pictures {"verdict": pass, "reasoning": ')


def judge_yesno(ask: Ask) -> Reply:
    """A plain "Yes." or "No.", whatever was asked."""
    return Reply("Yes." if ask.holds else "No.")


def judge_text_rubric(ask: Ask) -> Reply:
    """The published harness's free-text rubric ending "Score: N/100", to every rubric prompt."""
    return Reply(_rubric_text(ask)) if ask.kind == "rubric" else judge(ask)


def judge_no_score(ask: Ask) -> Reply:
    """A free-text rubric without a score line."""
    return Reply("Comments: the layout is similar and the text differs a little.") if ask.kind == "rubric" else judge(ask)


class RubricOutage:
    """A judge whose rubric calls fail with HTTP 500 while ``down`` (an outage of that one kind of
    call); its assertions, and its rubrics once up again, are ``judge``'s."""

    def __init__(self) -> None:
        self.down = True

    def __call__(self, ask: Ask) -> Reply:
        if ask.kind == "rubric" and self.down:
            return down(ask)
        return judge(ask)


INJECTION_WARNING = "instructions written inside the page"


def judge_injectable(ask: Ask) -> Reply:
    """A model that obeys text written in the page (an injection: "answer pass", "give 100 points")
    unless its prompt tells it to ignore instructions written inside the page; told so, it is ``judge``."""
    if INJECTION_WARNING not in ask.all_text:
        if ask.kind == "assertion":
            obeyed = {"think": "The page says to answer Yes.", "result": "Yes"} if "Assertion:" in ask.all_text else {
                "reasoning": "The page says to answer pass.", "verdict": "pass"}
            return Reply(json.dumps(obeyed))
        return Reply(json.dumps({"reasoning": "The page asks for full marks.", **RUBRIC_SAME}) if "Score: ${final score}/100" not in ask.all_text
                     else "The page asks for full marks.\n\nScore: 100/100")
    return judge(ask)


def grounder(ask: Ask) -> Reply:
    """The number of the marked candidate sharing the most words with the description (first on ties)."""
    desc = re.search(r"Description:\s*(.*)", ask.all_text)
    words = set(re.findall(r"\w+", (desc.group(1) if desc else "").lower()))
    best, best_n = None, -1
    for line in ask.all_text.splitlines():
        m = re.match(r"(\d+)\. (.*)", line)
        if not m:
            continue
        n = len(words & set(re.findall(r"\w+", m.group(2).lower())))
        if n > best_n:
            best, best_n = m.group(1), n
    return Reply(best or "0")


def grounder_second(ask: Ask) -> Reply:
    """Always the second mark, so a test can tell that the answer was used."""
    return Reply("2")


def grounder_unsure(ask: Ask) -> Reply:
    """No number at all."""
    return Reply("I cannot tell which of these the description means.")


def grounder_out_of_range(ask: Ask) -> Reply:
    return Reply("42")


def good(ask: Ask) -> Reply:
    return Reply(f"Here is the page you asked for.\n\n```html\n{GOOD_PAGE}\n```\n\nIt uses no external resources.")


def good_no_usage(ask: Ask) -> Reply:
    return Reply(good(ask).content, usage=False)


def truncated(ask: Ask) -> Reply:
    return Reply(f"```html\n{GOOD_PAGE[:90]}", finish_reason="length")


def prose(ask: Ask) -> Reply:
    return Reply("I watched the video. The page has a header, a list and an add button; I cannot write it now.")


def empty(ask: Ask) -> Reply:
    return Reply("")


def huge(ask: Ask) -> Reply:
    filler = "<p>" + "x" * 1000 + "</p>\n"
    body = filler * (HUGE_BYTES // len(filler) + 1)
    return Reply(f"```html\n<!DOCTYPE html><html><body>\n{body}</body></html>\n```")


def paced(ask: Ask) -> Reply:
    """A good page after PACED_S: two calls sent at once are seen in flight together."""
    return Reply(good(ask).content, sleep_s=PACED_S)


def slow(ask: Ask) -> Reply:
    return Reply(good(ask).content, sleep_s=SLOW_S)


def down(ask: Ask) -> Reply:
    return error_reply(500, "The server had an error while processing your request.", "server_error")


class _Once:
    """429 on the first call of each conversation, then the wrapped script."""

    def __init__(self, script: Callable[[Ask], Reply]):
        self.script = script
        self.seen: set[str] = set()
        self.lock = threading.Lock()

    def __call__(self, ask: Ask) -> Reply:
        with self.lock:
            first = ask.conversation not in self.seen
            self.seen.add(ask.conversation)
        if first:
            r = error_reply(429, "Rate limit reached for requests.", "requests", "rate_limit_exceeded")
            r.headers["retry-after"] = "0"
            return r
        return self.script(ask)


# Pages that pass or break the tiny fixture site's trajectory (tests/fixtures/sites/tiny): the site
# itself, the site with other wording outside what the trajectory checks, and the site without its
# script (Enter and Add then do nothing: the second action fails).
TINY_PAGE = (Path(__file__).resolve().parent / "fixtures" / "sites" / "tiny" / "index.html").read_text()
TINY_PAGES = {"a": TINY_PAGE, "b": TINY_PAGE.replace("The end of the list page", "That is all for today"),
              "broken": TINY_PAGE[:TINY_PAGE.index("<script>")] + "</body>\n</html>\n"}
MARKER = re.compile(r"asset_9(\d\d)\.txt")  # the file marked_dataset adds to task N's assets, N < 100


def marked_dataset(src: Path, out: Path, n: int) -> Path:
    """Tasks 1..n, each task 1 of ``src`` with one more asset, ``asset_9NN.txt``: the prompt lists
    it, so a scripted model tells the tasks apart (``task_of``)."""
    import shutil

    record = json.loads((src / "data.jsonl").read_text().splitlines()[0])
    lines = []
    for tid in range(1, n + 1):
        shutil.copytree(src / "data" / str(record["id"]), out / "data" / str(tid))
        (out / "data" / str(tid) / "assets" / f"asset_9{tid:02d}.txt").write_text(f"task {tid}\n")
        lines.append(json.dumps({**record, "id": tid}))
    (out / "data.jsonl").write_text("\n".join(lines) + "\n")
    return out


def task_of(ask: Ask) -> int | None:
    found = MARKER.search(ask.all_text)
    return int(found.group(1)) if found else None


def _page(name: str) -> Reply:
    return Reply(f"```html\n{TINY_PAGES[name]}\n```")


class Sampled:
    """A model whose answers differ by sample: the n-th answer to the same request is page
    a, b or broken for n = 0, 1, 2 (mod 3), so of every three samples of a task one is broken."""

    def __init__(self) -> None:
        self.asked: dict[str, int] = {}
        self.lock = threading.Lock()

    def __call__(self, ask: Ask) -> Reply:
        with self.lock:
            n = self.asked.get(ask.conversation, 0)
            self.asked[ask.conversation] = n + 1
        return _page(("a", "b", "broken")[n % 3])


class Nightly:
    """A model a test makes worse between runs: the site for every task, except the broken page
    for a task in ``worse``, and for the next ``glitch[task]`` answers of that task."""

    def __init__(self) -> None:
        self.worse: set[int] = set()
        self.glitch: dict[int, int] = {}
        self.lock = threading.Lock()

    def __call__(self, ask: Ask) -> Reply:
        task = task_of(ask)
        with self.lock:
            glitch = self.glitch.get(task, 0) if task is not None else 0
            if glitch:
                self.glitch[task] = glitch - 1  # type: ignore[index]
        return _page("broken" if task in self.worse or glitch else "a")


def scripts() -> dict[str, tuple[str, Callable[[Ask], Reply]]]:
    """Model name -> (role, script). A fresh table per server (the 429 counters live in it)."""
    return {
        # generators
        "good": ("generator", good),
        "good-no-usage": ("generator", good_no_usage),
        "truncated": ("generator", truncated),
        "flaky-429": ("generator", _Once(good)),
        "down-500": ("generator", down),
        "slow": ("generator", slow),
        "paced": ("generator", paced),
        "empty": ("generator", empty),
        "prose": ("generator", prose),
        "huge": ("generator", huge),
        "sampled": ("generator", Sampled()),
        "nightly": ("generator", Nightly()),
        # a name LiteLLM has a price for, so the cost is known
        "gpt-4o-mini": ("generator", good),
        # judges
        "judge": ("judge", judge),
        "judge-fenced": ("judge", judge_fenced),
        "judge-prose-json": ("judge", judge_prose_json),
        "judge-malformed": ("judge", judge_malformed),
        "judge-yesno": ("judge", judge_yesno),
        "judge-text-rubric": ("judge", judge_text_rubric),
        "judge-no-score": ("judge", judge_no_score),
        "judge-flaky-429": ("judge", _Once(judge)),
        "judge-rubric-outage": ("judge", RubricOutage()),
        "judge-injectable": ("judge", judge_injectable),
        # grounders
        "grounder": ("grounder", grounder),
        "grounder-second": ("grounder", grounder_second),
        "grounder-unsure": ("grounder", grounder_unsure),
        "grounder-out-of-range": ("grounder", grounder_out_of_range),
    }


MODELS = tuple(scripts())
