"""What the published table was made with, and the one rule for "comparable with it".

The published table (``tasks/report/paper_results.csv``) came out of the published harness
(the IWR-Bench repository's ``evaluate.py`` and ``utils/``), which protocol ``reference``
reproduces; protocol ``paper`` follows the paper's text and is a different number. Each
setting below is one constant; ``comparability`` is the only place that decides whether a
figure may be set beside the published one. Rows (``task_scores.paper_comparable``), the
leaderboard, the CLI and the HTML report all ask it.
"""

from __future__ import annotations

from dataclasses import dataclass

PUBLISHED_JUDGE = "gemini/gemini-2.5-pro"  # the paper's judge; no dated GA alias to pin
PUBLISHED_PROTOCOL = "reference"  # the published harness's behaviour, quirk for quirk
PUBLISHED_OCR = "easyocr"  # EasyOCR, English (utils/visual_scorer.py VisualScorer.__init__)
PUBLISHED_DINO = "dinov2-base"  # facebook/dinov2-base through the HF image processor
PUBLISHED_DINO_VIEW = "crop224"  # shortest side 256, centre crop 224 (the HF processor's default)
PUBLISHED_W = 0.5  # S = w*LVS + (1-w)*HVS (utils/metrics.py aggregate_requested_scores)
PUBLISHED_ALPHA = 0.7  # Final = alpha*IFS + (1-alpha)*VFS (same function)
PUBLISHED_N_TASKS = 113
PUBLISHED_DATASET = "IWR-Bench/IWR-Bench"  # the hub dataset; rows name it "<repo>@<revision>"
# Hub revisions (commits) known to hold the task set the published table was made on. None is
# recorded: the paper names no revision and this machine cannot reach the hub, so every run is
# told that its revision is not known to be the published one (add the commit once confirmed).
PUBLISHED_REVISIONS: frozenset[str] = frozenset()
# The judge prompts of style "reference" are this project's own words in the published format
# (tasks/judge/prompts/reference.yaml), not the published texts: a judge may answer them
# differently, so figures made with any judge's prompts are marked.
PUBLISHED_PROMPTS = False

FIGURES = ("lvs", "hvs", "vfs", "ifs", "final")
_ALL = frozenset(FIGURES)
_LOW = frozenset({"lvs", "vfs", "final"})  # what OCR and DINO feed
_HIGH = frozenset({"hvs", "vfs", "final"})  # what the rubric feeds


def is_published_judge(judge: str | None) -> bool:
    """Gemini 2.5 Pro under any provider prefix or dated version (``vertex_ai/gemini-2.5-pro-preview-06-05``)."""
    base = PUBLISHED_JUDGE.rsplit("/", 1)[-1]
    return judge is not None and judge.rsplit("/", 1)[-1].lower().startswith(base)


def ocr_engine(ocr_model: str | None) -> str:
    """The engine's name in words, from a row's ``ocr_model`` (``rapidocr==2.1.0``)."""
    if not ocr_model:
        return "unknown"
    names = {m.split("==")[0].split("-")[0].strip().lower() for m in ocr_model.split(",") if m.strip()}
    words = {"rapidocr": "RapidOCR", "easyocr": "EasyOCR"}
    return " + ".join(sorted(words.get(n, n) for n in names))


@dataclass(frozen=True)
class ScoringFacts:
    """What a figure was made with, as the rows record it."""

    protocol: str | None
    judge: str | None
    dino_present: bool | None
    hvs_present: bool | None
    ocr_model: str | None = None
    dino_model: str | None = None  # e.g. dinov2-base@sha256:0123abcd4567/crop224; several joined by ", "
    w: float | None = PUBLISHED_W
    alpha: float | None = PUBLISHED_ALPHA
    dataset: str | None = None  # the run's dataset identity (folder path, or "<hub repo>@<revision>")
    n_tasks: int | None = None  # tasks the figure averages over
    task_set: bool = False  # check the task set too (a leaderboard row; a task row cannot know it)


@dataclass(frozen=True)
class Comparability:
    comparable: bool  # every figure may be set beside the published table
    not_comparable: frozenset[str]  # the figures (lvs, hvs, vfs, ifs, final) that may not
    reasons: tuple[str, ...]  # why, in words; empty when comparable


def comparability(f: ScoringFacts) -> Comparability:
    """Which figures made with ``f`` are not comparable with the published table, and why.

    The task set (the published dataset at the published revision, 113 tasks), the protocol,
    the judge and its prompts decide which steps pass and which checkpoints are reached, so
    each changes every figure; OCR and DINO feed LVS; the rubric feeds HVS. Every missing
    condition is named in words.
    """
    marked: set[str] = set()
    reasons: list[str] = []

    def mark(figures: frozenset[str], why: str) -> None:
        marked.update(figures)
        reasons.append(why)

    if f.task_set:
        for why in task_set_reasons(f.dataset, f.n_tasks):
            mark(_ALL, why)
    if f.protocol != PUBLISHED_PROTOCOL:
        mark(_ALL, f"protocol {f.protocol}")
    if not is_published_judge(f.judge):
        mark(_ALL, f"judge {f.judge}")
    elif not PUBLISHED_PROMPTS:
        mark(_ALL, "judge prompts reworded, not the published texts")
    if f.dino_present is not True:
        mark(_LOW, "no DINO")
    elif f.dino_model:
        models = [m.strip() for m in f.dino_model.split(",") if m.strip()]
        if any(not m.startswith(PUBLISHED_DINO) for m in models):
            mark(_LOW, f"DINO {f.dino_model}, not {PUBLISHED_DINO}")
        if any(not m.endswith("/" + PUBLISHED_DINO_VIEW) for m in models):
            mark(_LOW, "DINO sees the whole page, not a 224 px centre crop")
    if f.hvs_present is not True:
        mark(_HIGH, "no HVS")
    engine = ocr_engine(f.ocr_model)
    if engine != "EasyOCR":
        mark(_LOW, f"OCR {engine}, not EasyOCR")
    if f.w is not None and abs(f.w - PUBLISHED_W) > 1e-12:
        mark(frozenset({"vfs", "final"}), f"w = {f.w:g}, not {PUBLISHED_W:g}")
    if f.alpha is not None and abs(f.alpha - PUBLISHED_ALPHA) > 1e-12:
        mark(frozenset({"final"}), f"alpha = {f.alpha:g}, not {PUBLISHED_ALPHA:g}")
    return Comparability(not marked, frozenset(marked), tuple(reasons))


def task_set_reasons(dataset: str | None, n_tasks: int | None) -> list[str]:
    """Why a figure's task set is not the published table's, in words; [] when it is."""
    out = []
    repo, _, revision = (dataset or "").partition("@")
    if repo != PUBLISHED_DATASET:
        out.append(f"dataset {dataset or 'unknown'}, not the published {PUBLISHED_DATASET}")
    elif revision not in PUBLISHED_REVISIONS:
        out.append(f"dataset revision {revision or 'unknown'} is not known to be the published table's")
    if n_tasks != PUBLISHED_N_TASKS:
        out.append(f"{n_tasks if n_tasks is not None else 'an unknown number of'} tasks, not the published {PUBLISHED_N_TASKS}")
    return out
