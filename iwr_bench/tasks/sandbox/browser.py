"""Headless Chromium and the loopback server, shared by task authoring and the judge's replay.

The page under test is untrusted. What holds it in (each has a test in tests/test_hostile.py):

* **Network.** Every request but those to the evaluation server's own port goes to a proxy
  whose port this process holds without listening (``ProxySink``): connections to it are
  refused, and nothing else can bind it while the browser lives, so the block does not rely
  on some port being unused. ``<-loopback>`` removes Chromium's implicit loopback bypass,
  host names do not resolve (host-resolver rules), QUIC is off, and WebRTC may only use
  proxied transports (the profile preference ``webrtc.ip_handling_policy``; the switch
  ``--force-webrtc-ip-handling-policy`` does not hold in Chromium 156: UDP still left).
* **State.** The judge opens each evaluation in a new browser context (CDP
  ``Target.createBrowserContext``: its own storage, cookies, cache, service workers, history
  and ``window.name``) and disposes of it afterwards.
* **Memory.** Renderers get an RLIMIT_DATA cap: an allocation past it fails inside the page
  (ArrayBuffer, WebAssembly.Memory.grow) or crashes its renderer. The cap is set on the zygote
  that forks every renderer (they inherit it) and on any renderer already running; only where
  no zygote is found, or a start's blank first tab crashed (a start begins again, on a fresh
  profile, ``FIRST_TAB_TRIES`` times at most), do renderers start under ``prlimit`` instead
  (``--renderer-cmd-prefix``, about a CPU-second per renderer: each starts from scratch).
  Chromium's own processes get a cap too (``cap_own``), and the judge caps each evaluation's
  storage (``iwr_bench.tasks.sandbox.judge_browser``): an off-the-record context keeps what a
  page stores in the browser process's memory (see ``iwr_bench.tasks.sandbox.processes``).
* **Processes.** A fresh profile is removed afterwards; every Chromium and chromedriver
  process carries a token, so ``close()`` kills them all; they also carry this process's
  ``iwr_bench.core.lifeline`` mark, so its watchdog kills them the moment this process dies
  (SIGKILL included), and ``sweep_orphans`` kills any a killed harness process left behind.
"""

# size: the sandbox's flags and the browser's life, which they shape, in one place (tests patch the flags here)
from __future__ import annotations

import contextlib
import json
import os
import shutil
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import iwr_bench.tasks.sandbox.processes as processes
from iwr_bench.core import lifeline
from iwr_bench.core.errors import PrerequisiteError

# Re-exported: authoring, the judge and tests import them from here.
from iwr_bench.tasks.sandbox.loopback import FolderServer as FolderServer
from iwr_bench.tasks.sandbox.loopback import ProxySink as ProxySink
from iwr_bench.tasks.sandbox.loopback import serve_folder as serve_folder
from iwr_bench.tasks.sandbox.processes import TOKEN_VAR, sweep_orphans

MOBILE_UA = (
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 "
    "(KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1"
)
INSTALL_HINT = "install Chromium and its driver: apt-get install -y chromium chromium-driver (or run `make install`)"
JS_DIR = Path(__file__).resolve().parent / "js"
# Scroll into view as a person would, then say what a click at the element's centre would hit.
POINTER_TARGET_JS = (JS_DIR / "pointer_target.js").read_text()
# A clock from a fixed instant, a seeded Math.random, no CSS animations: the same state renders the same pixels.
DETERMINISM_JS = (JS_DIR / "determinism.js").read_text()


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


def find_binaries(where: Binaries | None = None) -> tuple[str, str]:
    """(chromium, chromedriver) paths, or a ``PrerequisiteError`` naming the one missing (a Dask worker checks it before a run)."""
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


# WebRTC may use only proxied transports, and the proxy goes nowhere: no UDP leaves. These
# are profile preferences; browser contexts created later inherit them.
WEBRTC_PREFS = {
    "webrtc.ip_handling_policy": "disable_non_proxied_udp",
    "webrtc.multiple_routes_enabled": False,
    "webrtc.nonproxied_udp_enabled": False,
}


# No name is looked up (no DNS query, no /etc/hosts): every host name but loopback fails to resolve.
RESOLVER_RULES = "MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost"


def proxy_settings(proxy_port: int, allow_port: int | None) -> tuple[str, str]:
    """(proxy server, bypass list). With ``allow_port`` only ``127.0.0.1:<allow_port>`` is
    reached directly: other loopback services (a Prefect server, a database) go to the sink
    as well, since ``<-loopback>`` removes Chromium's implicit loopback bypass."""
    bypass = f"<-loopback>;127.0.0.1:{allow_port}" if allow_port else "127.0.0.1;localhost"
    return f"http://127.0.0.1:{proxy_port}", bypass


# size: one flag per line, each with its reason
def chrome_options(viewport: Viewport, profile_dir: str | Path, allow_port: int | None = None,
                   proxy_port: int = 9, renderer_prefix_mb: int | None = None, notify_dialogs: bool = False):
    """Options of the sandboxed browser (see the module's docstring for what each part holds).

    ``proxy_port`` must be a port the caller holds (``ProxySink``); ``renderer_prefix_mb``
    starts every renderer under ``prlimit`` with that cap; ``notify_dialogs`` makes the
    driver report a dialog it dismissed (the judge records it) instead of staying silent.
    """
    from selenium.webdriver.chrome.options import Options

    proxy, bypass = proxy_settings(proxy_port, allow_port)
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
        # IsolateSandboxedIframes would put <iframe sandbox> in a process of its own, where the
        # judge's instrumentation does not run and a native dialog wedges the driver.
        "--disable-features=Translate,MediaRouter,OptimizationHints,IsolateSandboxedIframes",
        "--mute-audio",
        "--hide-scrollbars",
        "--font-render-hinting=none",
        "--force-color-profile=srgb",
        "--force-device-scale-factor=1",
        # The sandbox: every host name but loopback fails to resolve.
        f"--host-resolver-rules={RESOLVER_RULES}",
        f"--proxy-server={proxy}",  # anything that bypasses the resolver goes nowhere
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
    if renderer_prefix_mb:
        prlimit = shutil.which("prlimit")
        if prlimit is None:
            raise PrerequisiteError("prlimit not found (it caps the page's memory); install util-linux: apt-get install -y util-linux")
        # RLIMIT_DATA counts writable private memory (heaps, ArrayBuffers, WebAssembly memory),
        # not V8's large address-space reservations, so it caps what a page can really use.
        opts.add_argument(f"--renderer-cmd-prefix={prlimit} --data={renderer_prefix_mb << 20} --")
    opts.add_experimental_option("prefs", WEBRTC_PREFS)
    if viewport.mobile:
        opts.add_experimental_option(
            "mobileEmulation",
            {"deviceMetrics": {"width": viewport.width, "height": viewport.height, "pixelRatio": 1.0, "touch": True}, "userAgent": MOBILE_UA},
        )
    opts.page_load_strategy = "eager"
    # A dialog raised past the judge's overrides must not wedge the session; with "notify" the
    # next driver call says so, and the judge records it.
    opts.unhandled_prompt_behavior = "dismiss and notify" if notify_dialogs else "dismiss"
    return opts


FIRST_TAB_TRIES = 3  # starts of a browser whose blank first tab crashed while being set up, before that is a fault


class BrowserLaunchFailed(PrerequisiteError):
    """Chromium was found but did not start (under load its first tab may crash): a harness
    fault for the pair at hand, not a setup mistake."""


class Browser:
    """One headless Chromium with a fresh profile; ``close()`` leaves no process behind.

    ``renderer_memory_mb`` caps each renderer's writable memory (None: no cap, for authoring).
    """

    def __init__(self, viewport: Viewport, page_load_timeout: float = 15.0, script_timeout: float = 10.0,
                 allow_port: int | None = None, renderer_memory_mb: int | None = None, notify_dialogs: bool = False,
                 binaries: Binaries | None = None, cdp_timeout: float = 10.0):
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        os.environ.setdefault("SE_OFFLINE", "true")  # Selenium Manager must never download
        lifeline.hold()  # chromedriver, Chromium and its helpers die with this process, even on SIGKILL
        sweep_orphans()
        chromium, driver_path = find_binaries(binaries)
        self.viewport = viewport
        self.allow_port = allow_port
        self.sink = ProxySink()
        self.profile = processes.new_profile()
        self._ws: Any = None
        self._ws_lock = threading.Lock()
        self._ws_id = 0
        self.cdp_timeout = cdp_timeout
        self._cpu = processes.CpuClock(lambda: getattr(self.service, "process", None))
        # A token in the environment marks every process of this browser, including the
        # crash handlers that double-fork away from the tree, so kill() can find them all.
        self.token = f"iwr-{os.getpid()}-{id(self):x}-{os.urandom(4).hex()}"
        self.service = Service(driver_path, env={**os.environ, TOKEN_VAR: self.token})
        prefix_mb = None
        first_tab_crashes = 0
        while True:
            opts = chrome_options(viewport, self.profile, allow_port=allow_port, proxy_port=self.sink.port,
                                  renderer_prefix_mb=prefix_mb, notify_dialogs=notify_dialogs)
            opts.binary_location = chromium
            try:
                self.driver = webdriver.Chrome(service=self.service, options=opts)
            except Exception as err:
                self._kill_tree()
                self._release()
                raise BrowserLaunchFailed(f"Chromium did not start ({type(err).__name__}: {str(err).splitlines()[0][:200]}); {INSTALL_HINT}") from err
            capped = not renderer_memory_mb or prefix_mb or self.cap_renderers(renderer_memory_mb)
            if capped:
                try:
                    self._first_tab(viewport, page_load_timeout, script_timeout)
                    break
                except Exception as err:  # noqa: BLE001 - its blank first tab crashed while starting (seen at load 20)
                    first_tab_crashes += 1
                    if first_tab_crashes >= FIRST_TAB_TRIES:
                        self._kill_tree()
                        self._release()
                        raise BrowserLaunchFailed(f"Chromium's first tab crashed {first_tab_crashes} times at start "
                                                f"({str(err).splitlines()[0][:200]}); {INSTALL_HINT}") from err
            with contextlib.suppress(Exception):  # start again; with no zygote to cap, renderers under prlimit
                self.driver.quit()
            self._kill_tree()
            if first_tab_crashes:  # a profile the crashed one never touched, renderers born under the cap (CI: a retry crashed too)
                shutil.rmtree(self.profile, ignore_errors=True)
                self.profile = processes.new_profile()
            self.service = Service(driver_path, env={**os.environ, TOKEN_VAR: self.token})
            prefix_mb = renderer_memory_mb if (first_tab_crashes or not capped) else prefix_mb

    def _first_tab(self, viewport: Viewport, page_load_timeout: float, script_timeout: float) -> None:
        self.anchor = self.driver.current_window_handle  # the first tab: never shows a page under test
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
        """A PNG of exactly the viewport. A page's ``alert()`` (AdminLTE's demo.js) open when it is asked for is dismissed
        by that command, which then returns nothing: it is asked again, a few times, before that is a fault."""
        import base64

        for _ in range(4):
            res = self.driver.execute_cdp_cmd(
                "Page.captureScreenshot",
                {"format": "png", "captureBeyondViewport": False, "fromSurface": True, "optimizeForSpeed": True},
            )
            if res and res.get("data"):
                return base64.b64decode(res["data"])
        raise RuntimeError("Page.captureScreenshot returned no image four times (a dialog the page keeps opening?)")

    # ------------------------------------------------------------ browser contexts

    def cdp_browser(self, method: str, timeout: float | None = None, **params: Any) -> dict[str, Any]:
        """A DevTools command on the browser target (chromedriver only speaks to page targets,
        which may not create browser contexts)."""
        import urllib.request

        import websocket

        timeout = timeout or self.cdp_timeout
        with self._ws_lock:
            if self._ws is None:
                addr = self.driver.capabilities["goog:chromeOptions"]["debuggerAddress"]
                with urllib.request.urlopen(f"http://{addr}/json/version", timeout=timeout) as res:
                    url = json.load(res)["webSocketDebuggerUrl"]
                self._ws = websocket.create_connection(url, timeout=timeout, suppress_origin=True)
            self._ws.settimeout(timeout)
            self._ws_id += 1
            self._ws.send(json.dumps({"id": self._ws_id, "method": method, "params": params}))
            while True:
                msg = json.loads(self._ws.recv())
                if msg.get("id") == self._ws_id:
                    break
        if "error" in msg:
            raise RuntimeError(f"{method}: {msg['error'].get('message')}")
        return msg.get("result", {})

    def open_context(self) -> tuple[str, str]:
        """A new browser context with one blank tab, the driver switched to it: (context, tab).

        Nothing of an earlier context is visible in it: storage, cookies, HTTP cache, service
        workers, history and ``window.name`` are all its own. It gets the same proxy settings
        as the browser (stated again, so the context cannot fall back to another default).
        """
        proxy, bypass = proxy_settings(self.sink.port, self.allow_port)
        ctx = self.cdp_browser("Target.createBrowserContext", disposeOnDetach=True, proxyServer=proxy, proxyBypassList=bypass)
        context = ctx["browserContextId"]
        tab = self.cdp_browser("Target.createTarget", url="about:blank", browserContextId=context)["targetId"]
        self.driver.switch_to.window(tab)
        self.set_viewport(self.viewport)
        return context, tab

    def close_context(self, context: str) -> None:
        """Dispose of a context and everything in it (its tabs, windows, storage); back to the anchor tab."""
        self.cdp_browser("Target.disposeBrowserContext", browserContextId=context)
        self.driver.switch_to.window(self.anchor)

    # ------------------------------------------------------------ processes

    def cap_renderers(self, mb: int, passes: int = 2) -> bool:
        """Cap the writable memory (RLIMIT_DATA) of the zygote that forks renderers, so every
        later renderer inherits it, and of renderers already running. False: no zygote found.

        Two passes at launch: a renderer forked after the first listing but before the zygote
        was capped (Chromium starts a spare one early) is only seen by the second.
        """
        capped: list[str] = []
        for _ in range(passes):
            capped += processes.cap_data(self.pids(), mb, {"renderer", "zygote"})
        return "zygote" in capped

    def cap_own(self, mb: int) -> None:
        """Cap the writable memory of Chromium's own processes (the browser, its utility and
        GPU processes; those started later inherit the browser's cap): an off-the-record
        context keeps a page's IndexedDB, Cache Storage and Blob data in the browser's memory."""
        processes.cap_data(self.pids(), mb, processes.CHROMIUM_OWN)

    def browser_resident_mb(self) -> int:
        """Resident memory of the browser process (where an off-the-record context's storage lives), in MB."""
        return processes.resident_mb(self.pids(), {"browser"})

    def cpu_seconds(self) -> float:
        """CPU time (user + system) its live processes have used (``iwr_bench.tasks.sandbox.processes.CpuClock``)."""
        return self._cpu.seconds()

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
            if p.pid not in found and processes.token_of(p) == self.token:
                found.add(p.pid)
        return sorted(found)

    def _kill_tree(self) -> None:
        processes.kill_all(self.pids())

    def _release(self) -> None:
        if self._ws is not None:
            with contextlib.suppress(Exception):
                self._ws.close()
        shutil.rmtree(self.profile, ignore_errors=True)
        self.sink.close()  # only once no process of this browser is left to use the port

    def kill(self) -> None:
        """Kill every process of this browser without asking the driver (it may be hung)."""
        self._kill_tree()
        self._release()

    def close(self) -> None:
        pids = self.pids()
        with contextlib.suppress(Exception):
            self.driver.quit()
        processes.kill_all(pids)  # quit() can leave a hung renderer behind: kill whatever is left of the tree
        self._release()

    def __enter__(self) -> Browser:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
