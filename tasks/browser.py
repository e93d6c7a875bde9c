"""Headless Chromium and the loopback server, shared by task authoring and the judge's replay.

The page under test is untrusted: it is served from a loopback HTTP server rooted at a
folder that holds only the page and its assets; the browser resolves no other host, never
opens ``file://``, gets a fresh profile that is removed afterwards, and every Chromium and
chromedriver process it started is killed when the driver is closed.
"""

from __future__ import annotations

import contextlib
import http.server
import os
import shutil
import socketserver
import tempfile
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from core.errors import PrerequisiteError

MOBILE_UA = (
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 "
    "(KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1"
)
INSTALL_HINT = "install Chromium and its driver: apt-get install -y chromium chromium-driver (or run `make install`)"


# ---------------------------------------------------------------- loopback server

class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def translate_path(self, path: str) -> str:
        # The root is read per request, not per connection: Chromium preconnects sockets
        # during one evaluation that carry the next evaluation's first request.
        self.directory = str(self.server.root)  # type: ignore[attr-defined]
        return super().translate_path(path)

    def log_message(self, *args: object) -> None:  # noqa: D102 - silence per-request logs
        pass

    def end_headers(self) -> None:
        # No caching between evaluations that reuse a browser.
        self.send_header("Cache-Control", "no-store")
        super().end_headers()


class _Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    root: Path


class FolderServer:
    """A loopback HTTP server whose root folder can be switched between evaluations.

    The judge keeps one per browser: the browser may reach this one port and no other
    (see ``chrome_options(allow_port=...)``), so the port must outlive each evaluation.
    """

    def __init__(self, root: str | Path):
        self._server = _Server(("127.0.0.1", 0), _QuietHandler, bind_and_activate=False)
        self._server.root = Path(root)
        self._server.server_bind()
        self._server.server_activate()
        self._thread = threading.Thread(target=self._server.serve_forever, name="iwr-serve", daemon=True)
        self._thread.start()

    @property
    def port(self) -> int:
        return int(self._server.server_address[1])

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    @property
    def root(self) -> Path:
        return self._server.root

    @root.setter
    def root(self, value: str | Path) -> None:
        self._server.root = Path(value)

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()


@contextlib.contextmanager
def serve_folder(root: str | Path) -> Iterator[str]:
    """Serve ``root`` on 127.0.0.1 at a free port; yields the base URL (ending in '/')."""
    server = FolderServer(root)
    try:
        yield server.url
    finally:
        server.close()


# ---------------------------------------------------------------- driver

@dataclass(frozen=True)
class Viewport:
    width: int
    height: int
    mobile: bool = False


@dataclass(frozen=True)
class Binaries:
    """Where Chromium and chromedriver are (the settings' IWR_CHROMIUM, IWR_CHROMEDRIVER); PATH is the fallback."""

    chromium: str = "/usr/bin/chromium"
    chromedriver: str = "/usr/bin/chromedriver"


def _binaries(where: Binaries | None = None) -> tuple[str, str]:
    where = where or Binaries()
    chromium = shutil.which(where.chromium) or shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which(where.chromedriver) or shutil.which("chromedriver")
    if driver is None and chromium and os.environ.get("IWR_ALLOW_DOWNLOAD") == "1":
        # Online fallback only: webdriver-manager downloads a matching driver.
        from webdriver_manager.chrome import ChromeDriverManager

        driver = ChromeDriverManager().install()
    if not chromium or not driver:
        missing = "chromium" if not chromium else "chromedriver"
        raise PrerequisiteError(f"{missing} not found; {INSTALL_HINT}")
    return chromium, driver


def chrome_options(viewport: Viewport, profile_dir: str | Path, allow_port: int | None = None):
    """Options of the sandboxed browser. With ``allow_port`` the page reaches only
    ``127.0.0.1:<allow_port>``: other loopback services (a Prefect server, a database) go to
    the dead proxy as well, since ``<-loopback>`` removes Chromium's implicit loopback bypass."""
    from selenium.webdriver.chrome.options import Options

    bypass = f"<-loopback>;127.0.0.1:{allow_port}" if allow_port else "127.0.0.1;localhost"
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
        f"--proxy-bypass-list={bypass}",
        "--disable-smooth-scrolling",
        "--disable-crash-reporter",  # its crashpad handlers detach from the tree and would outlive us
        "--disable-breakpad",
        "--disable-renderer-backgrounding",
        "--disable-background-timer-throttling",
        "--disable-backgrounding-occluded-windows",
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
    # A dialog raised past the judge's overrides (e.g. from an iframe) must not wedge the session.
    opts.unhandled_prompt_behavior = "dismiss"
    return opts


class Browser:
    """One headless Chromium with a fresh profile; ``close()`` leaves no process behind."""

    def __init__(self, viewport: Viewport, page_load_timeout: float = 15.0, script_timeout: float = 10.0, allow_port: int | None = None,
                 binaries: Binaries | None = None):
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        os.environ.setdefault("SE_OFFLINE", "true")  # Selenium Manager must never download
        chromium, driver_path = _binaries(binaries)
        self.viewport = viewport
        self.profile = tempfile.mkdtemp(prefix="iwr-chrome-")
        opts = chrome_options(viewport, self.profile, allow_port=allow_port)
        opts.binary_location = chromium
        # A token in the environment marks every process of this browser, including the
        # crash handlers that double-fork away from the tree, so kill() can find them all.
        self.token = f"iwr-{os.getpid()}-{id(self):x}-{os.urandom(4).hex()}"
        self.service = Service(driver_path, env={**os.environ, "IWR_BROWSER_TOKEN": self.token})
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
            {"format": "png", "captureBeyondViewport": False, "fromSurface": True, "optimizeForSpeed": True},
        )
        import base64

        return base64.b64decode(res["data"])

    def pids(self) -> list[int]:
        """Every live process of this browser: the driver's tree plus detached helpers."""
        import psutil

        found: set[int] = set()
        proc = getattr(self.service, "process", None)
        if proc is not None:
            with contextlib.suppress(psutil.Error):
                root = psutil.Process(proc.pid)
                found |= {root.pid} | {c.pid for c in root.children(recursive=True)}
        for p in psutil.process_iter(["name"]):
            name = p.info.get("name") or ""
            if p.pid in found or not ("chrom" in name or "crashpad" in name):
                continue
            with contextlib.suppress(psutil.Error):
                if p.environ().get("IWR_BROWSER_TOKEN") == self.token:
                    found.add(p.pid)
        return sorted(found)

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

    def kill(self) -> None:
        """Kill every process of this browser without asking the driver (it may be hung)."""
        self._kill_tree()
        shutil.rmtree(self.profile, ignore_errors=True)

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


# ---------------------------------------------------------------- the judge's sandboxed browser

class PageFault(RuntimeError):
    """The page under test broke the browser: ``kind`` is page_unresponsive, page_crashed or timeout."""

    def __init__(self, kind: str, message: str):
        self.kind = kind
        super().__init__(message)


_CRASH_MARKS = ("tab crashed", "page crash", "target crashed", "renderer crashed")
_GONE_MARKS = ("invalid session id", "no such window", "chrome not reachable", "disconnected", "connection refused", "max retries exceeded")


def classify_fault(err: BaseException) -> PageFault | None:
    """A driver exception that means the page (not the harness) is at fault, as a ``PageFault``."""
    from selenium.common.exceptions import TimeoutException, WebDriverException

    text = str(err).lower()
    if any(m in text for m in _CRASH_MARKS):
        return PageFault("page_crashed", str(err).splitlines()[0][:200])
    if isinstance(err, TimeoutException):
        return PageFault("timeout", str(err).splitlines()[0][:200] if str(err) else "driver timeout")
    if isinstance(err, WebDriverException) and any(m in text for m in _GONE_MARKS):
        return PageFault("page_crashed", str(err).splitlines()[0][:200])
    return None


class JudgeBrowser:
    """A sandboxed browser plus its loopback server, reused evaluation after evaluation.

    The page may reach only this server's port. Every driver call goes through ``call``:
    a watchdog thread gives it a time limit, and a call that does not return (a renderer
    stuck in ``while(true){}`` wedges chromedriver too) gets the whole browser killed;
    ``ensure`` starts a fresh one for the next evaluation.
    """

    def __init__(self, viewport: Viewport, instrument_js: str | None = None, binaries: Binaries | None = None):
        self.viewport = viewport
        self.instrument_js = instrument_js
        self.binaries = binaries
        self.server = FolderServer(tempfile.gettempdir())
        self.browser: Browser | None = None
        self.launches = 0
        self.seen_pids: set[int] = set()  # every process any of its browsers had (leak checks)

    @property
    def alive(self) -> bool:
        return self.browser is not None

    @property
    def driver(self):
        if self.browser is None:
            raise PageFault("page_crashed", "the browser was killed")
        return self.browser.driver

    def ensure(self, viewport: Viewport) -> None:
        """A live browser with this viewport (a mobile switch needs a new one: UA and touch)."""
        if self.browser is not None and self.browser.viewport.mobile != viewport.mobile:
            self.close_browser()
        if self.browser is None:
            self.browser = Browser(viewport, allow_port=self.server.port, binaries=self.binaries)
            self.launches += 1
            self.seen_pids |= set(self.browser.pids())
            if self.instrument_js:
                self.browser.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": self.instrument_js})
        elif self.browser.viewport != viewport:
            self.browser.set_viewport(viewport)
        self.viewport = viewport

    def call(self, fn, timeout: float, what: str):
        """Run one driver call with a time limit; a hang kills the browser (PageFault page_unresponsive)."""
        if self.browser is None:
            raise PageFault("page_crashed", f"{what}: the browser is gone after an earlier fault")
        from core.deadline import DeadlineExceeded, call_with_deadline

        try:
            return call_with_deadline(fn, timeout, f"iwr-driver-{what}")
        except DeadlineExceeded:
            self.kill()
            raise PageFault("page_unresponsive", f"{what} did not return within {timeout:g}s; browser killed") from None
        except Exception as err:
            fault = classify_fault(err)
            if fault is None:
                raise
            if fault.kind == "page_crashed":
                self.kill()
            raise fault from err

    def responsive(self, timeout: float = 2.0) -> bool:
        try:
            self.call(lambda: self.driver.execute_script("return 1"), timeout, "probe")
            return True
        except PageFault:
            return False

    def reset(self, timeout: float = 5.0) -> None:
        """Clean state for the next evaluation: one blank tab, storage of our origin cleared."""
        if self.browser is None:
            return
        d = self.browser.driver

        def clean() -> None:
            handles = d.window_handles
            for h in handles[1:]:
                d.switch_to.window(h)
                d.close()
            d.switch_to.window(handles[0])
            d.get("about:blank")
            d.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": self.server.url.rstrip("/"), "storageTypes": "all"})
            d.execute_cdp_cmd("Network.clearBrowserCache", {})

        try:
            self.call(clean, timeout, "reset")
        except Exception:  # noqa: BLE001 - a browser that cannot be cleaned is replaced
            self.kill()

    def kill(self) -> None:
        if self.browser is not None:
            self.browser.kill()
            self.browser = None

    def close_browser(self) -> None:
        if self.browser is not None:
            browser, self.browser = self.browser, None
            closer = threading.Thread(target=browser.close, daemon=True)
            closer.start()
            closer.join(10)
            if closer.is_alive():
                browser.kill()

    def close(self) -> None:
        self.close_browser()
        self.server.close()

    def __enter__(self) -> JudgeBrowser:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class BrowserPool:
    """At most ``size`` judge browsers, each reused by one worker at a time."""

    def __init__(self, size: int = 2, instrument_js: str | None = None, binaries: Binaries | None = None):
        self.size = max(1, size)
        self.instrument_js = instrument_js
        self.binaries = binaries
        self._slots = threading.BoundedSemaphore(self.size)
        self._idle: list[JudgeBrowser] = []
        self._lock = threading.Lock()
        self._all: list[JudgeBrowser] = []

    @contextlib.contextmanager
    def acquire(self, viewport: Viewport) -> Iterator[JudgeBrowser]:
        self._slots.acquire()
        try:
            with self._lock:
                jb = self._idle.pop() if self._idle else None
                if jb is None:
                    jb = JudgeBrowser(viewport, self.instrument_js, self.binaries)
                    self._all.append(jb)
            try:
                yield jb
            finally:
                jb.reset()
                with self._lock:
                    self._idle.append(jb)
        finally:
            self._slots.release()

    def close(self) -> None:
        with self._lock:
            for jb in self._all:
                jb.close()
            self._all.clear()
            self._idle.clear()

    def __enter__(self) -> BrowserPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# Scroll an element into view only when its centre is off screen, and then as little as
# possible: what a person (and Selenium's own pointer actions) would do. Then say what a click
# at its centre would hit: null when the element itself (or its own content), else the top of
# whatever covers it. Authoring and the judge both use it, so the judge's screenshots line up
# with the ground-truth checkpoints, and a covered control is not clicked through.
POINTER_TARGET_JS = r"""
const el = arguments[0];
const r = el.getBoundingClientRect();
const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
if (cx < 0 || cy < 0 || cx >= innerWidth || cy >= innerHeight) {
  el.scrollIntoView({block: 'nearest', inline: 'nearest', behavior: 'instant'});
}
const q = el.getBoundingClientRect();
const top = document.elementFromPoint(q.left + q.width / 2, q.top + q.height / 2);
if (!top || top === el || el.contains(top) || top.contains(el)) return null;
return top.outerHTML.slice(0, 120);
"""


# Injected before any page script, when authoring and when judging alike: a fixed clock, a
# seeded Math.random, no animations, transitions or caret. The reference site and the page
# under test then render the same state the same way, and a rerun gives the same pixels.
DETERMINISM_JS = r"""
(() => {
  const FIXED = 1736935200000; // 2025-01-15T10:00:00Z
  const RealDate = Date;
  function FixedDate(...a) {
    if (!new.target) return new RealDate(FIXED).toString();
    return a.length ? new RealDate(...a) : new RealDate(FIXED);
  }
  FixedDate.prototype = RealDate.prototype;
  FixedDate.now = () => FIXED;
  FixedDate.UTC = RealDate.UTC;
  FixedDate.parse = RealDate.parse;
  window.Date = FixedDate;
  let seed = 0x1dea5eed;
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  window.__iwrMutations = 0;
  new MutationObserver((ms) => { window.__iwrMutations += ms.length; })
    .observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
  const css = "*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;" +
    "animation-iteration-count:1!important;transition:none!important;caret-color:transparent!important;" +
    "scroll-behavior:auto!important}";
  const add = () => {
    if (document.getElementById("__iwr_still")) return;
    const s = document.createElement("style");
    s.id = "__iwr_still";
    s.textContent = css;
    (document.head || document.documentElement).appendChild(s);
  };
  if (document.documentElement) add();
  document.addEventListener("DOMContentLoaded", add);
})();
"""
