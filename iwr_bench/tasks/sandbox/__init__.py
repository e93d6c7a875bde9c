"""The sandbox a page runs in: headless Chromium that reaches only a loopback server.

* ``browser``: ``Browser`` (one Chromium, the sandbox's network, memory and process rules) and
  ``serve_folder``, shared by authoring and the judge;
* ``loopback``: the server a page may reach, and the proxy port that goes nowhere;
* ``processes``: finding a browser's processes, capping their memory, sweeping orphans;
* ``judge_browser``: ``JudgeBrowser`` (one per worker, a fresh context per evaluation with a
  storage quota and no downloads, every driver call time-limited, a browser left large
  replaced), ``BrowserPool``, ``PageFault``;
* ``settle``: page-quiet detection, the judge's record read from its isolated world, and the
  page scripts in ``js/`` (the locator's collector, the instrumentation and the recorder, what
  a person sees).
"""

from iwr_bench.tasks.sandbox.browser import Binaries, Browser, Viewport, serve_folder
from iwr_bench.tasks.sandbox.judge_browser import BrowserPool, JudgeBrowser, PageFault
from iwr_bench.tasks.sandbox.settle import Limits, js, seen, settle

__all__ = ["Binaries", "Browser", "BrowserPool", "JudgeBrowser", "Limits", "PageFault", "Viewport", "js", "seen",
           "serve_folder", "settle"]
