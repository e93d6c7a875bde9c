"""Scoring a replayed page: verdicts, checkpoints and task figures under a protocol.

* ``metrics``: the metric definitions as pure functions (docs/ARCHITECTURE.md, "Metric definitions");
* ``protocols``: ``paper``, ``strict``, ``reference``, looked up by name (``PROTOCOLS``);
* ``published``: what the published table was made with, and the one comparability rule;
* ``ocr`` (RapidOCR, the line cache), ``dino`` (DINOv2 as an ONNX scorer), ``visual`` (both,
  cached by image content);
* ``page``: ``score_page`` (replayed actions in, assertions / checkpoints / task_scores rows out).
"""

from iwr_bench.tasks.scoring.page import PageScore, score_no_page, score_page
from iwr_bench.tasks.scoring.protocols import PROTOCOLS, Protocol, get_protocol
from iwr_bench.tasks.scoring.published import ScoringFacts, comparability
from iwr_bench.tasks.scoring.visual import FeatureCache

__all__ = ["PROTOCOLS", "FeatureCache", "PageScore", "Protocol", "ScoringFacts", "comparability", "get_protocol",
           "score_no_page", "score_page"]
