"""What tests build a task from: the one task builder (``make_task``), actions, small images and
videos, a tiny DINO graph and a judge with fixed answers.

Every test module builds its ``BenchTask`` here; tests/test_suite_shape.py fails on a second
``def make_task`` and on any import from one test module into another. Child processes import
these helpers, so this module must not import tests.conftest (that would point their IWR_*
folders at a session folder of their own).
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import Any

from PIL import Image

from iwr_bench.schemas.record import Action, BenchTask
from iwr_bench.tasks.judge.judges import AssertionCase, Rubric, Verdict
from iwr_bench.tasks.llm import CallBudget, Endpoint

PAGES = Path(__file__).resolve().parent / "fixtures" / "pages"


# ---------------------------------------------------------------- the one task builder

def act(step: int, type_: str, description: str, **kw) -> Action:
    """A visually checked action without a logical assertion; ``kw`` sets key, text, direction, checkpoint..."""
    return Action(step=step, type=type_, description=description, visual_evaluation_flag=True, logical_assertion=None, **kw)


def make_task(actions=(), width=1280, height=720, mobile=False, task_id=1, assets_dir=None, **fields: Any) -> BenchTask:
    """A task whose pages are the fixture pages (tests/fixtures/pages) unless ``root`` says otherwise;
    ``fields`` overrides any other BenchTask field."""
    platform = "mobile" if mobile else "desktop"
    values: dict[str, Any] = dict(
        task_id=task_id, root=PAGES, width=width, height=height, environment=platform, platform=platform,
        interaction_complexity="L3", visual_complexity="low", domain="test", sub_domain="test", source_website="fixture",
        actions=tuple(actions), video=None, assets_dir=assets_dir, sheets=(), initial_checkpoint=None,
        checkpoint_mapping="none", content_hash="fixture",
    )
    values.update(fields)
    return BenchTask(**values)


TODO = [
    act(1, "Type", "Type 'Buy milk' into the 'What needs to be done?' box", text="Buy milk"),
    act(2, "Press", "Press Enter to add the task", key="Enter"),
    act(3, "Type", "Type 'Walk dog' into the new task field", text="Walk dog"),
    act(4, "Click", "Click the 'Add' button"),
    act(5, "Click", "Click the 'Done' button of 'Buy milk'"),
    act(6, "Click", "Click the settings icon"),
    act(7, "Scroll", "Scroll down the notes panel", direction="down", scroll_page="1"),
    act(8, "Scroll", "Scroll down one page", direction="down", scroll_page="1"),
    act(9, "Click", "Click the 'Show done' checkbox"),
]


def solid_png(path: Path, color, size: tuple[int, int] = (16, 16)) -> Path:
    """A one-colour PNG at ``path`` (its folder made)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", size, color).save(path)
    return path


# ---------------------------------------------------------------- a scored task: four actions, known OCR

# Ground truth: step_0, and one file per visually checked action (1, 3 and 4).
GT_TEXT = {"step_0.png": "abcx", "step_1.png": "abcd", "step_3.png": "wxyz", "step_4.png": "end"}
SHOT_TEXT = {"shot_0.png": "abcx", "shot_1.png": "abcd", "shot_2.png": "abcd", "shot_3.png": "wxyz", "shot_4.png": "end"}
OCR = {**GT_TEXT, **SHOT_TEXT}
RUBRIC = {("step_0.png", "shot_0.png"): 0.8, ("step_1.png", "shot_1.png"): 0.9, ("step_1.png", "shot_0.png"): 0.5,
          ("step_3.png", "shot_2.png"): 0.6}


def ocr(path):
    """OCR as a lookup of each file's text (OCR above)."""
    return OCR.get(Path(path).name, "")


def scored_task(tmp_path: Path) -> BenchTask:
    """Task 7 in ``tmp_path``: four actions, ground truth for step 0 and the visually checked actions 1, 3 and 4."""
    gt = {k: solid_png(tmp_path / f"step_{k}.png", (k, 255, 255)) for k in (0, 1, 3, 4)}  # distinct: the cache is keyed by content
    actions = (
        Action(1, "Click", "Click 'Menu'", True, None, checkpoint=gt[1]),
        Action(2, "Press", "Press Enter", False, "The menu opens.", key="Enter"),
        Action(3, "Scroll", "Scroll down one page", True, "The footer is visible.", direction="down", scroll_page="1",
               checkpoint=gt[3]),
        Action(4, "Click", "Click 'End'", True, None, checkpoint=gt[4]),
    )
    return make_task(actions, width=16, height=16, task_id=7, root=tmp_path, domain="x", sub_domain="y", source_website="s",
                     initial_checkpoint=gt[0], checkpoint_mapping="per_visual_action", content_hash="h")


def replayed_rows(tmp_path: Path, outcomes=("performed",) * 5) -> list[dict]:
    """The action rows of a replay of ``scored_task`` (Load then four clicks), screenshots shot_<k>.png."""
    out = []
    for k, outcome in enumerate(outcomes):
        shot = solid_png(tmp_path / f"shot_{k}.png", (10 * k, 0, 0)) if outcome != "skipped" else None
        out.append({"step": k, "type": "Load" if k == 0 else "Click", "outcome": outcome,
                    "error_kind": None if outcome == "performed" else "not_interactable",
                    "screenshot_path": str(shot) if shot else None, "page_text": ""})
    return out


class ScriptedJudge:
    """A judge with a rubric whose answers are fixed: verdicts by step, rubric scores by (truth, shot) file names."""

    name = "scripted/judge"
    version = "scripted/judge/v1"
    has_rubric = True

    def __init__(self, verdicts=None, rubric=None):
        self.verdicts = verdicts or {}
        self.scores = rubric or {}
        self.styles: list[str] = []
        self.rubric_pairs: list[tuple[str, str]] = []

    def judge_assertion(self, case: AssertionCase, *, style: str) -> Verdict:
        self.styles.append(style)
        v = self.verdicts.get(case.step, "pass")
        return Verdict(v, "scripted", self.version, "judge_error" if v == "error" else None)

    def rubric(self, gt: Path, shot: Path, *, style: str) -> Rubric:
        self.styles.append(style)
        self.rubric_pairs.append((gt.name, shot.name))
        score = self.scores.get((gt.name, shot.name), 0.0)
        if score is None:
            return Rubric(None, "unparsable", self.version, error_kind="judge_error")
        return Rubric(score, "scripted", self.version)


# ---------------------------------------------------------------- a generation task: assets, sheets, video, reference

REFERENCE = """<!DOCTYPE html>
<html><head><title>Ref</title><style>.logo{background:url('assets/asset_002.png')}</style></head>
<body><img src="assets/asset_001.png" width="10" height="10"><button>Go</button></body>
</html>
"""


def encode_video(path: Path, frames: int, rate: int, size: tuple[int, int] = (64, 48)) -> Path:
    """An H.264 video whose frame i is a flat grey of level (i * 7) % 256, so frames are recognisable."""
    import av

    with av.open(str(path), mode="w", format="mp4") as container:
        stream = container.add_stream("libx264", rate=rate)
        stream.width, stream.height = size
        stream.pix_fmt = "yuv420p"
        stream.options = {"preset": "ultrafast", "crf": "0"}
        stream.codec_context.time_base = Fraction(1, rate)
        for i in range(frames):
            img = Image.new("RGB", size, ((i * 7) % 256,) * 3)
            frame = av.VideoFrame.from_image(img)
            frame.pts = i
            for packet in stream.encode(frame):
                container.mux(packet)
        for packet in stream.encode(None):
            container.mux(packet)
    return path


def generation_task(root: Path, *, task_id: int = 7, frames: int = 12, rate: int = 2, sheets: int = 2,
                    reference: bool = True) -> BenchTask:
    """A task folder at ``root`` as a generator sees it: two assets, ``sheets`` stitched sheets, a video of
    ``frames`` frames (none for 0) and, with ``reference``, an oracle page."""
    root.mkdir(parents=True, exist_ok=True)
    assets = root / "assets"
    assets.mkdir(exist_ok=True)
    for i in (1, 2):
        Image.new("RGB", (8, 8), (i * 80, 0, 0)).save(assets / f"asset_{i:03d}.png")
    sheet_dir = root / "stitched_assets"
    sheet_dir.mkdir(exist_ok=True)
    sheet_paths = []
    for i in range(sheets):
        p = sheet_dir / f"stitched_image_{i}.png"
        Image.new("RGB", (200, 100), (0, i * 40, 0)).save(p)
        sheet_paths.append(p)
    video = encode_video(root / "video.mp4", frames=frames, rate=rate) if frames else None
    ref = None
    if reference:
        ref = root / "reference" / "index.html"
        ref.parent.mkdir(exist_ok=True)
        ref.write_text(REFERENCE)
    return make_task(width=320, height=240, task_id=task_id, assets_dir=assets, root=root, interaction_complexity="L1",
                     source_website="test-site", video=video, sheets=tuple(sheet_paths),
                     content_hash=f"hash-{task_id}-{frames}-{sheets}", reference_page=ref)


# ---------------------------------------------------------------- a tiny DINO

def tiny_dino_graph(path):
    """pixel_values (N,3,224,224) -> last_hidden_state (N,4,3): token t = mean of one 112 px quadrant."""
    from onnx import TensorProto, helper, save

    nodes = [
        helper.make_node("AveragePool", ["pixel_values"], ["pooled"], kernel_shape=[112, 112], strides=[112, 112]),
        helper.make_node("Reshape", ["pooled", "shape"], ["tokens_cf"]),
        helper.make_node("Transpose", ["tokens_cf"], ["last_hidden_state"], perm=[0, 2, 1]),
    ]
    shape = helper.make_tensor("shape", TensorProto.INT64, [3], [0, 3, 4])
    graph = helper.make_graph(
        nodes, "tiny_dino",
        [helper.make_tensor_value_info("pixel_values", TensorProto.FLOAT, ["batch", 3, 224, 224])],
        [helper.make_tensor_value_info("last_hidden_state", TensorProto.FLOAT, ["batch", 4, 3])],
        [shape],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    save(model, str(path))
    return path


def fast(attempts: int = 3, timeout_s: float = 30.0, **kw: Any) -> CallBudget:
    """A model-call budget with tiny backoff, so retry tests stay short (no assertion depends on time)."""
    return CallBudget(attempts=attempts, timeout_s=timeout_s, total_s=None, backoff_base_s=0.01, backoff_max_s=0.05, **kw)


def at(server: Any, name: str, **kw: Any) -> Endpoint:
    """The endpoint of model ``name`` on the local OpenAI-compatible server (tests/llm_server.py)."""
    return Endpoint(f"openai/{name}", server.api_base, **kw)


def cand(index, tag="button", role="button", text="", **kw):
    """A candidate as ``collect.js`` gives it to the locator (the fields it always has), with ``kw`` over them."""
    base = {"index": index, "tag": tag, "role": role, "text": text, "name": "", "placeholder": "", "title": "",
            "alt": "", "value": "", "label": "", "context": "", "near": "", "section": "", "tokens": [], "regions": [],
            "grid": None, "sib": None, "item": None, "occluded": False, "ancestor": -1, "label_for": -1,
            "box": [10 * index, 0, 10, 10], "page": [1280, 720, 1280, 720]}
    base.update(kw)
    return base


def page_text(index, text, tag="span", box=(0, 0, 100, 20)):
    """A short text of the page that is no control, as ``collect.js`` lists it after the controls (``kind: text``)."""
    return {"index": index, "kind": "text", "tag": tag, "text": text, "box": list(box), "scope": None}
