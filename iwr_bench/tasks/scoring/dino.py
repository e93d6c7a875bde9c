"""DINOv2 as an ONNX scorer: numpy preprocessing, an onnxruntime session, CLS cosine.

The model file is ``<models_dir>/dinov2-base.onnx`` with ``dinov2-base.json`` beside it
recording where it came from and its sha256. It is pulled from the Hub (``iwr models pull``)
or exported from the PyTorch weights (``iwr models export``, needs ``make export-deps``).
With no file, DINO is absent: ``load_scorer`` returns None and the DINO column stays NULL.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image

from iwr_bench.core.errors import PrerequisiteError
from iwr_bench.core.hashing import sha256_file

MODEL_NAME = "dinov2-base"
MODEL_FILE = f"{MODEL_NAME}.onnx"
PROVENANCE_FILE = f"{MODEL_NAME}.json"
SOURCE_CHECKPOINT = "facebook/dinov2-base"
IMAGENET_MEAN = np.array([0.485, 0.456, 0.406], dtype=np.float32)
IMAGENET_STD = np.array([0.229, 0.224, 0.225], dtype=np.float32)
RESIZE_SHORTEST = 256
CROP = 224


def _rgb(image: Image.Image | str | Path) -> Image.Image:
    if not isinstance(image, Image.Image):
        with Image.open(image) as im:
            im.load()
            image = im
    return image.convert("RGB")


def _resize_shortest(image: Image.Image, shortest: int) -> Image.Image:
    # Same size arithmetic as transformers' get_resize_output_image_size (int truncation).
    w, h = image.size
    short, long = (w, h) if w <= h else (h, w)
    new_short, new_long = shortest, int(shortest * long / short)
    size = (new_short, new_long) if w <= h else (new_long, new_short)
    return image.resize(size, Image.Resampling.BICUBIC, reducing_gap=None)


def _center_crop(arr: np.ndarray, size: int) -> np.ndarray:
    h, w = arr.shape[:2]
    top, left = (h - size) // 2, (w - size) // 2
    return arr[top : top + size, left : left + size]


def preprocess(images: Sequence[Image.Image | str | Path], center_crop: bool = True) -> np.ndarray:
    """Images to a float32 (N, 3, 224, 224) batch.

    ``center_crop=True`` equals the HF reference processor of dinov2-base (shortest side
    256 bicubic, centre crop 224, rescale 1/255, ImageNet mean/std); ``False`` resizes the
    whole page to 224x224 so nothing is cropped away.
    """
    out = []
    for image in images:
        im = _rgb(image)
        if center_crop:
            arr = _center_crop(np.asarray(_resize_shortest(im, RESIZE_SHORTEST)), CROP)
        else:
            arr = np.asarray(im.resize((CROP, CROP), Image.Resampling.BICUBIC, reducing_gap=None))
        x = arr.astype(np.float32) * np.float32(1 / 255)
        out.append(((x - IMAGENET_MEAN) / IMAGENET_STD).transpose(2, 0, 1))
    return np.stack(out).astype(np.float32) if out else np.zeros((0, 3, CROP, CROP), np.float32)


def cosine(a: np.ndarray, b: np.ndarray) -> float:
    """Cosine of two embeddings, clamped to [0, 1]."""
    na, nb = float(np.linalg.norm(a)), float(np.linalg.norm(b))
    if na == 0.0 or nb == 0.0:
        return 0.0
    return float(min(1.0, max(0.0, float(np.dot(a, b)) / (na * nb))))


def session_options(threads: int = 1):
    """onnxruntime options for the DINO session.

    Threads never spin-wait for work: onnxruntime's default keeps idle pool threads
    spinning, which on a shared machine burns the cores the browsers and OCR need and made
    a batch of 8 slower per image than PyTorch (``bench``). One thread per session is the
    default: pages are scored in parallel, one session run per core
    (``iwr_bench.tasks.scoring.visual.scoring_pool``), which keeps every core busy without oversubscribing.
    """
    import onnxruntime as ort

    opts = ort.SessionOptions()
    opts.log_severity_level = 3
    opts.intra_op_num_threads = max(1, int(threads))
    opts.inter_op_num_threads = 1
    opts.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
    opts.add_session_config_entry("session.inter_op.allow_spinning", "0")
    return opts


def providers() -> list[str]:
    import onnxruntime as ort

    available = ort.get_available_providers()
    return [p for p in ("CUDAExecutionProvider", "CPUExecutionProvider") if p in available]


@dataclass
class DinoScorer:
    """An onnxruntime session over a DINOv2 export (pixel_values -> last_hidden_state)."""

    path: Path
    version: str  # e.g. dinov2-base@sha256:0123abcd4567
    batch_size: int = 16
    threads: int = 1  # onnxruntime intra-op threads; see session_options

    def __post_init__(self) -> None:
        import onnxruntime as ort

        opts = session_options(self.threads)
        # onnxruntime-gpu lists CUDA even where its libraries are missing and then logs an
        # error while falling back to CPU; the fallback is intended, so keep it quiet.
        ort.set_default_logger_severity(4)
        self.session = ort.InferenceSession(str(self.path), sess_options=opts, providers=providers())
        names = [i.name for i in self.session.get_inputs()]
        if "pixel_values" not in names:
            raise PrerequisiteError(f"{self.path} is not a DINOv2 export (inputs {names}, want pixel_values); run `iwr models pull`")

    def model_version(self, center_crop: bool) -> str:
        """The version rows carry: the file plus how the page was shown to it."""
        return f"{self.version}/{'crop224' if center_crop else 'whole224'}"

    def embed_batch(self, pixel_values: np.ndarray) -> np.ndarray:
        """CLS embeddings (N, D) of preprocessed images, in batches of ``batch_size``."""
        chunks = []
        for i in range(0, len(pixel_values), self.batch_size):
            # InferenceSession.run is thread-safe: pages scored at once share the session.
            (hidden, *_) = self.session.run(None, {"pixel_values": pixel_values[i : i + self.batch_size]})
            chunks.append(np.asarray(hidden)[:, 0, :])
        return np.concatenate(chunks).astype(np.float32) if chunks else np.zeros((0, 0), np.float32)

    def embed(self, images: Sequence[Image.Image | str | Path], center_crop: bool = True) -> np.ndarray:
        return self.embed_batch(preprocess(images, center_crop))


def model_path(models_dir: Path) -> Path:
    return Path(models_dir) / MODEL_FILE


def read_provenance(models_dir: Path) -> dict | None:
    p = Path(models_dir) / PROVENANCE_FILE
    return json.loads(p.read_text()) if p.exists() else None


def load_scorer(models_dir: Path, batch_size: int = 16, threads: int = 1) -> DinoScorer | None:
    """The DINO scorer, or None when no model file is present (DINO absent, never imitated)."""
    path = model_path(models_dir)
    if not path.exists():
        return None
    prov = read_provenance(models_dir) or {}
    digest = prov.get("sha256") or sha256_file(path)
    return DinoScorer(path, f"{MODEL_NAME}@sha256:{digest[:12]}", batch_size, threads)


def _write_provenance(models_dir: Path, record: dict) -> Path:
    p = Path(models_dir) / PROVENANCE_FILE
    p.write_text(json.dumps(record, indent=1, sort_keys=True) + "\n")
    return p


def pull_model(models_dir: Path, repo: str, filename: str, revision: str = "main", expected_sha256: str | None = None) -> Path:
    """Download an ONNX export of dinov2-base with huggingface_hub, check its sha256, record provenance.

    The checksum is compared with ``expected_sha256`` when given, else with the sha256 the
    Hub stores for the LFS file (hf_hub_download checks the same on download).
    """
    from huggingface_hub import HfApi, hf_hub_download

    models_dir = Path(models_dir)
    models_dir.mkdir(parents=True, exist_ok=True)
    try:
        info = HfApi().model_info(repo, revision=revision, files_metadata=True)
        entry = next((s for s in info.siblings or [] if s.rfilename == filename), None)
        if entry is None:
            raise PrerequisiteError(f"{repo}@{revision} has no file {filename}; set IWR_DINO_ONNX_REPO / IWR_DINO_ONNX_FILE")
        hub_sha = entry.lfs.sha256 if entry.lfs else None
        cached = hf_hub_download(repo, filename, revision=info.sha)
    except PrerequisiteError:
        raise
    except Exception as err:  # offline, DNS, HTTP errors: all mean the Hub is out of reach
        raise PrerequisiteError(
            f"cannot download {repo}/{filename} ({type(err).__name__}); connect to the Hub, or build it with `make export-deps && iwr models export`"
        ) from None
    digest = sha256_file(cached)
    want = expected_sha256 or hub_sha
    if want and digest != want:
        raise PrerequisiteError(f"sha256 of {repo}/{filename} is {digest}, expected {want}; delete the Hub cache and pull again")
    dest = model_path(models_dir)
    tmp = dest.with_suffix(".onnx.tmp")
    tmp.write_bytes(Path(cached).read_bytes())
    tmp.replace(dest)
    _write_provenance(models_dir, {
        "source": "pull", "repo": repo, "revision": info.sha, "filename": filename, "sha256": digest,
        "checked_against": "expected" if expected_sha256 else ("hub_lfs" if hub_sha else "none"),
        "created_at": datetime.now(UTC).isoformat(),
    })
    return dest


def export_onnx(model, path: Path, opset: int = 17) -> Path:
    """Export a transformers ``Dinov2Model`` to ONNX with a dynamic batch axis."""
    import torch

    model = model.eval()
    dummy = torch.zeros(1, 3, CROP, CROP)
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)

    class _Hidden(torch.nn.Module):
        def __init__(self, inner):
            super().__init__()
            self.inner = inner

        def forward(self, pixel_values):
            return self.inner(pixel_values=pixel_values).last_hidden_state

    kwargs: dict[str, Any] = dict(input_names=["pixel_values"], output_names=["last_hidden_state"],
                  dynamic_axes={"pixel_values": {0: "batch"}, "last_hidden_state": {0: "batch"}},
                  opset_version=opset)
    with torch.no_grad():
        try:
            torch.onnx.export(_Hidden(model), (dummy,), str(path), dynamo=False, **kwargs)
        except TypeError:  # torch without the dynamo switch
            torch.onnx.export(_Hidden(model), (dummy,), str(path), **kwargs)
    return path


def export_model(models_dir: Path, source: str = SOURCE_CHECKPOINT) -> Path:
    """Build ``dinov2-base.onnx`` from the PyTorch weights (needs torch + transformers)."""
    try:
        import torch  # noqa: F401
        from transformers import Dinov2Model
    except ImportError:
        raise PrerequisiteError("`iwr models export` needs PyTorch and transformers: run `make export-deps`") from None
    try:
        model = Dinov2Model.from_pretrained(source)
    except OSError as err:
        raise PrerequisiteError(f"cannot load {source} ({type(err).__name__}); connect to the Hub or use a local folder: iwr models export --source PATH") from None
    dest = model_path(models_dir)
    tmp = export_onnx(model, dest.with_suffix(".tmp.onnx"))
    tmp.replace(dest)
    import transformers

    _write_provenance(Path(models_dir), {
        "source": "export", "checkpoint": source, "sha256": sha256_file(dest),
        "torch": torch.__version__, "transformers": transformers.__version__,
        "created_at": datetime.now(UTC).isoformat(),
    })
    return dest
