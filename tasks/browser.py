"""Headless Chromium and the loopback server, shared by task authoring and the judge's replay.

The page under test is untrusted: it is served from a loopback HTTP server rooted at a
folder that holds only the page and its assets; the browser resolves no other host, never
opens ``file://``, gets a fresh profile that is removed afterwards, and every Chromium and
chromedriver process it started is killed when the driver is closed.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import os
import shutil
import socketserver
import tempfile
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from iwr.errors import PrerequisiteError

MOBILE_UA = (
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 "
    "(KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1"
)
INSTALL_HINT = "install Chromium and its driver: apt-get install -y chromium chromium-driver (or run `make install`)"


# ---------------------------------------------------------------- loopback server

class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:  # noqa: D102 - silence per-request logs
        pass

    def end_headers(self) -> None:
        # No caching between evaluations that reuse a browser.
        self.send_header("Cache-Control", "no-store")
        super().end_headers()


class _Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True


@contextlib.contextmanager
def serve_folder(root: str | Path) -> Iterator[str]:
    """Serve ``root`` on 127.0.0.1 at a free port; yields the base URL (ending in '/')."""
    handler = functools.partial(_QuietHandler, directory=str(root))
    server = _Server(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, name="iwr-serve", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


# ---------------------------------------------------------------- driver

@dataclass(frozen=True)
class Viewport:
    width: int
    height: int
    mobile: bool = False


def _binaries() -> tuple[str, str]:
    from iwr.settings import get_settings

    s = get_settings()
    chromium = shutil.which(str(s.chromium)) or shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which(str(s.chromedriver)) or shutil.which("chromedriver")
    if driver is None and chromium and os.environ.get("IWR_ALLOW_DOWNLOAD") == "1":
        # Online fallback only: webdriver-manager downloads a matching driver.
        from webdriver_manager.chrome import ChromeDriverManager

        driver = ChromeDriverManager().install()
    if not chromium or not driver:
        missing = "chromium" if not chromium else "chromedriver"
        raise PrerequisiteError(f"{missing} not found; {INSTALL_HINT}")
    return chromium, driver


def chrome_options(viewport: Viewport, profile_dir: str | Path):
    from selenium.webdriver.chrome.options import Options

    opts = Options()
    for arg in (
        "--headless=new",
        "--no-sandbox",  # we run as root in containers; isolation comes from the flags below
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-quic",
        "--no-first-run",
        "--no-default-browser-check",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-extensions",
        "--disable-default-apps",
        "--disable-features=Translate,MediaRouter,OptimizationHints",
        "--mute-audio",
        "--hide-scrollbars",
        "--font-render-hinting=none",
        "--force-color-profile=srgb",
        "--force-device-scale-factor=1",
        # The sandbox: every host name but loopback fails to resolve.
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
        "--proxy-server=http://127.0.0.1:9",  # anything that bypasses the resolver goes nowhere
        "--proxy-bypass-list=127.0.0.1;localhost",
        "--js-flags=--max-old-space-size=512",
        f"--window-size={viewport.width},{viewport.height}",
        f"--user-data-dir={profile_dir}",
    ):
        opts.add_argument(arg)
    if viewport.mobile:
        opts.add_experimental_option(
            "mobileEmulation",
            {"deviceMetrics": {"width": viewport.width, "height": viewport.height, "pixelRatio": 1.0, "touch": True}, "userAgent": MOBILE_UA},
        )
    opts.page_load_strategy = "eager"
    return opts


class Browser:
    """One headless Chromium with a fresh profile; ``close()`` leaves no process behind."""

    def __init__(self, viewport: Viewport, page_load_timeout: float = 15.0, script_timeout: float = 10.0):
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        os.environ.setdefault("SE_OFFLINE", "true")  # Selenium Manager must never download
        chromium, driver_path = _binaries()
        self.viewport = viewport
        self.profile = tempfile.mkdtemp(prefix="iwr-chrome-")
        opts = chrome_options(viewport, self.profile)
        opts.binary_location = chromium
        self.service = Service(driver_path)
        try:
            self.driver = webdriver.Chrome(service=self.service, options=opts)
        except Exception as err:
            self._kill_tree()
            shutil.rmtree(self.profile, ignore_errors=True)
            raise PrerequisiteError(f"Chromium did not start ({type(err).__name__}: {str(err).splitlines()[0][:200]}); {INSTALL_HINT}") from err
        self.driver.set_page_load_timeout(page_load_timeout)
        self.driver.set_script_timeout(script_timeout)
        self.set_viewport(viewport)

    def set_viewport(self, viewport: Viewport) -> None:
        """Make the layout viewport and screenshots exactly ``width x height`` at scale 1."""
        self.viewport = viewport
        self.driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": viewport.width, "height": viewport.height, "deviceScaleFactor": 1, "mobile": viewport.mobile},
        )
        if viewport.mobile:
            self.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
            self.driver.execute_cdp_cmd("Emulation.setUserAgentOverride", {"userAgent": MOBILE_UA})

    def screenshot_png(self) -> bytes:
        """A PNG of exactly the viewport."""
        res = self.driver.execute_cdp_cmd(
            "Page.captureScreenshot",
            {"format": "png", "captureBeyondViewport": False, "fromSurface": True},
        )
        import base64

        return base64.b64decode(res["data"])

    def pids(self) -> list[int]:
        import psutil

        proc = getattr(self.service, "process", None)
        if proc is None:
            return []
        try:
            root = psutil.Process(proc.pid)
            return [root.pid] + [c.pid for c in root.children(recursive=True)]
        except psutil.Error:
            return []

    def _kill_tree(self) -> None:
        import psutil

        procs = []
        for pid in self.pids():
            with contextlib.suppress(psutil.Error):
                procs.append(psutil.Process(pid))
        for p in procs:
            with contextlib.suppress(psutil.Error):
                p.kill()
        psutil.wait_procs(procs, timeout=5)

    def close(self) -> None:
        pids = self.pids()
        with contextlib.suppress(Exception):
            self.driver.quit()
        # quit() can leave a hung renderer behind: kill whatever is left of the tree.
        import psutil

        for pid in pids:
            with contextlib.suppress(psutil.Error):
                psutil.Process(pid).kill()
        shutil.rmtree(self.profile, ignore_errors=True)

    def __enter__(self) -> Browser:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
