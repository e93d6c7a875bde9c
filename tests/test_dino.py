"""DINO scorer: numpy preprocessing, the onnxruntime session, batching and cosine.

Without PyTorch a tiny hand-built ONNX graph with DINOv2's signature tests the session
code; with PyTorch (``make export-deps``) a small random Dinov2Model is exported and the
ONNX path is checked against the PyTorch reference, preprocessing included.
"""

import importlib.util

import numpy as np
import pytest
from PIL import Image

from iwr_bench.tasks.scoring import dino
from tests.builders import tiny_dino_graph

HAS_TORCH = importlib.util.find_spec("torch") is not None and importlib.util.find_spec("transformers") is not None


def images(n, size=(320, 200), seed=0):
    rng = np.random.default_rng(seed)
    return [Image.fromarray(rng.integers(0, 256, (size[1], size[0], 3), dtype=np.uint8)) for _ in range(n)]


def test_preprocess_crop_matches_reference_arithmetic():
    im = images(1, (400, 300))[0]
    x = dino.preprocess([im], center_crop=True)
    assert x.shape == (1, 3, 224, 224) and x.dtype == np.float32
    # shortest side 300 -> 256, long side int(256 * 400 / 300) = 341; crop offsets (0, 58)
    resized = np.asarray(im.resize((341, 256), Image.Resampling.BICUBIC, reducing_gap=None)).astype(np.float32) / 255
    ref = (resized[16:240, 58:282] - dino.IMAGENET_MEAN) / dino.IMAGENET_STD
    np.testing.assert_allclose(x[0], ref.transpose(2, 0, 1), atol=1e-6)


def test_preprocess_whole_page_keeps_the_sides():
    im = Image.new("RGB", (1280, 720), "white")
    im.paste((255, 0, 0), (0, 0, 100, 720))  # a red column the centre crop would cut off
    whole = dino.preprocess([im], center_crop=False)
    crop = dino.preprocess([im], center_crop=True)
    # green channel: red is (0 - .456) / .224, white (1 - .456) / .224
    assert whole[0, 1, 112, 0] == pytest.approx(-0.456 / 0.224, abs=1e-3)
    assert crop[0, 1, 112, 0] == pytest.approx(0.544 / 0.224, abs=1e-3)


def test_cosine_is_clamped():
    assert dino.cosine(np.array([1.0, 0]), np.array([-1.0, 0])) == 0.0
    assert dino.cosine(np.array([1.0, 2.0]), np.array([2.0, 4.0])) == pytest.approx(1.0)
    assert dino.cosine(np.array([1.0, 0]), np.array([1.0, 1.0])) == pytest.approx(2 ** -0.5)
    assert dino.cosine(np.zeros(3), np.ones(3)) == 0.0


def test_session_batches_and_takes_cls(tmp_path):
    tiny_dino_graph(tmp_path / dino.MODEL_FILE)
    scorer = dino.load_scorer(tmp_path, batch_size=2)
    assert scorer is not None and scorer.version.startswith("dinov2-base@sha256:")
    ims = images(5)
    emb = scorer.embed(ims, center_crop=True)
    assert emb.shape == (5, 3)
    x = dino.preprocess(ims, center_crop=True)
    np.testing.assert_allclose(emb, x[:, :, :112, :112].mean(axis=(2, 3)), atol=1e-5)
    one_batch = dino.DinoScorer(scorer.path, scorer.version, batch_size=16).embed(ims)
    np.testing.assert_allclose(emb, one_batch, atol=1e-6)
    assert scorer.model_version(False).endswith("/whole224")


def test_no_model_file_means_dino_absent(tmp_path):
    assert dino.load_scorer(tmp_path) is None


def test_pull_offline_is_a_one_line_prerequisite_error(tmp_path, monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    import huggingface_hub.constants as c

    monkeypatch.setattr(c, "HF_HUB_OFFLINE", True)
    with pytest.raises(dino.PrerequisiteError) as err:
        dino.pull_model(tmp_path, "onnx-community/dinov2-base", "onnx/model.onnx")
    assert "\n" not in str(err.value) and "export" in str(err.value)


@pytest.mark.torch
@pytest.mark.slow
@pytest.mark.skipif(not HAS_TORCH, reason="needs PyTorch and transformers (make export-deps)")
def test_onnx_export_matches_pytorch_reference(tmp_path):
    import torch
    from transformers import BitImageProcessor, Dinov2Config, Dinov2Model

    torch.manual_seed(0)
    config = Dinov2Config(hidden_size=48, num_hidden_layers=2, num_attention_heads=3, intermediate_size=96, image_size=224, patch_size=14)
    model = Dinov2Model(config).eval()
    dino.export_onnx(model, tmp_path / dino.MODEL_FILE)
    scorer = dino.load_scorer(tmp_path, batch_size=2)
    # the reference processor of facebook/dinov2-base
    processor = BitImageProcessor(
        do_resize=True, size={"shortest_edge": 256}, resample=3, do_center_crop=True,
        crop_size={"height": 224, "width": 224}, do_rescale=True, rescale_factor=1 / 255,
        do_normalize=True, image_mean=[0.485, 0.456, 0.406], image_std=[0.229, 0.224, 0.225],
    )
    ims = images(3, (640, 360), seed=1) + images(1, (390, 844), seed=2)
    with torch.no_grad():
        pixels = processor(images=ims, return_tensors="pt")["pixel_values"]
        ref = model(pixel_values=pixels).last_hidden_state[:, 0].numpy()
    np.testing.assert_allclose(dino.preprocess(ims, center_crop=True), pixels.numpy(), atol=1e-4)
    np.testing.assert_allclose(scorer.embed(ims, center_crop=True), ref, atol=1e-4)
