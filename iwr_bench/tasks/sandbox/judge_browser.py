"""The judge's sandboxed browser: one per worker, reused evaluation after evaluation.

Every evaluation runs in a browser context of its own (``JudgeBrowser.evaluation``), so a
page reads nothing an earlier page left; every driver call has a time limit, and a page that
hangs or crashes its renderer gets the browser killed and a fresh one for the next page.

A time limit is counted in the browser's CPU time, not in wall time
(``iwr_bench.core.deadline.call_with_patience``): on a busy machine a call that runs past its
limit waits on, and fails as the page's (``page_unresponsive``) only once the browser has
burned the limit's CPU-seconds without answering: a page stuck in its own script does that
whatever the load, a starved browser does not. A call that gets too little CPU to finish
within ``patience_s`` is the machine's fault (``overloaded``), and a browser that dies or stops
answering as a whole (not its page's tab) is ``browser_crashed``: both leave the pair not
measured, never scored.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterator
from typing import Any

from iwr_bench.tasks.sandbox.browser import Binaries, Browser, Viewport
from iwr_bench.tasks.sandbox.loopback import FolderServer
from iwr_bench.tasks.sandbox.settle import RECORDER_WORLD, Limits, js

# Writable memory a renderer may hold (RLIMIT_DATA). An empty page's renderer holds about
# 230-340 MB of it, so a page gets roughly 700 MB for its own heaps and buffers.
DEFAULT_RENDERER_MEMORY_MB = 1024
# How long (wall) a driver call may wait for CPU time on a busy machine before the run gives up on
# the pair as not measured (overloaded); the call's own limit is counted in CPU-seconds.
DEFAULT_PATIENCE_S = Limits.patience_s
# What one evaluation may store (IndexedDB, Cache Storage, ...; Chromium offered 10 GB, and a
# page wrote 1.74 GB into the browser process's memory): past it, QuotaExceededError.
DEFAULT_STORAGE_MB = 64
# Writable memory of each of Chromium's own processes (the browser holds about 330 MB of it
# after start, its utility and GPU processes 90-130 MB): past it the browser crashes, which
# costs the page's evaluation (page_crashed) and starts a fresh browser.
DEFAULT_OWN_MEMORY_MB = 1024
# A browser process still this large after an evaluation's context is closed (it keeps what
# it allocated: 1.9 GB once) is replaced before the next evaluation; one starts at about 220 MB.
RELEASE_AT_MB = 512
MAX_NATIVE_DIALOGS = 25  # a page that raises dialogs past the overrides forever ends here
# Calls that act on the page: a dialog reported after one means the action did happen,
# so it is recorded and not repeated.
_ACTING = ("click", "type", "press")


class PageFault(RuntimeError):
    """A driver call failed for good: ``kind`` is the page's (page_unresponsive, page_crashed,
    timeout) or the machine's (overloaded, browser_crashed: infrastructure, not measured)."""

    def __init__(self, kind: str, message: str):
        self.kind = kind
        super().__init__(message)


_CRASH_MARKS = ("tab crashed", "page crash", "target crashed", "renderer crashed")
_GONE_MARKS = ("invalid session id", "no such window", "chrome not reachable", "disconnected", "connection refused", "max retries exceeded")


def classify_fault(err: BaseException) -> PageFault | None:
    """A driver exception that ends the evaluation, as a ``PageFault`` (None: not one).

    The page's tab crashing is the page's (``page_crashed``: only its renderer runs its code,
    and that renderer's memory is capped). The whole browser gone or unreachable is not
    (``browser_crashed``): no page code runs in the browser process or the driver. A timeout
    of the driver's own wall clock cannot tell a busy page from a busy machine: the judge's
    driver limits are set past its patience, so one that still fires is ``overloaded``.
    """
    from selenium.common.exceptions import TimeoutException, WebDriverException

    text = str(err).lower()
    first = str(err).splitlines()[0][:200] if str(err) else type(err).__name__
    if any(m in text for m in _CRASH_MARKS):
        return PageFault("page_crashed", first)
    if isinstance(err, TimeoutException):
        return PageFault("overloaded", f"the driver's own time limit passed: {first}")
    if isinstance(err, WebDriverException) and any(m in text for m in _GONE_MARKS):
        return PageFault("browser_crashed", first)
    return None


class JudgeBrowser:
    """A sandboxed browser plus its loopback server, reused evaluation after evaluation.

    The page may reach only this server's port. Every driver call goes through ``call``:
    a watchdog thread gives it a time limit, and a call that does not return (a renderer
    stuck in ``while(true){}`` wedges chromedriver too) gets the whole browser killed;
    ``ensure`` starts a fresh one for the next evaluation.
    """

    def __init__(self, viewport: Viewport, instrument_js: str | None = None, renderer_memory_mb: int | None = None,
                 binaries: Binaries | None = None, own_memory_mb: int = DEFAULT_OWN_MEMORY_MB, release_at_mb: int = RELEASE_AT_MB):
        self.viewport = viewport
        self.binaries = binaries
        self.instrument_js = instrument_js
        # None: the default cap (the settings' IWR_RENDERER_MEMORY_MB reaches here through the RunSpec); 0: no cap.
        self.renderer_memory_mb = DEFAULT_RENDERER_MEMORY_MB if renderer_memory_mb is None else renderer_memory_mb
        self.server = FolderServer(None)  # serves nothing until an evaluation gives it a folder
        self.browser: Browser | None = None
        self.context: str | None = None
        self.tab: str | None = None
        self.own_memory_mb, self.release_at_mb = own_memory_mb, release_at_mb
        self.launches = 0
        self.patience_s = DEFAULT_PATIENCE_S  # set per evaluation from its Limits
        self.releases = 0  # browsers replaced because an evaluation left them large
        self.seen_pids: set[int] = set()  # every process any of its browsers had (leak checks)
        self._dialogs: list[str] = []  # dialogs that got past the page's overrides

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
            # The driver's own limits lie past the patience: the CPU-time limits of ``call`` decide.
            self.browser = Browser(viewport, page_load_timeout=self.patience_s + 30, script_timeout=self.patience_s + 30,
                                   allow_port=self.server.port, renderer_memory_mb=self.renderer_memory_mb or None, notify_dialogs=True,
                                   binaries=self.binaries, cdp_timeout=self.patience_s + 30)
            self.launches += 1
            self.browser.cap_own(self.own_memory_mb)
            self.seen_pids |= set(self.browser.pids())
        elif self.browser.viewport != viewport:
            self.browser.viewport = viewport  # applied to the next context's tab
        self.viewport = viewport

    @contextlib.contextmanager
    def evaluation(self, folder: Any, timeout: float = 30.0) -> Iterator[None]:
        """Serve ``folder`` in a new browser context for one evaluation; dispose of it afterwards."""
        self.server.root = folder
        try:
            self.call(self._open_context, timeout, "context")
            yield
        finally:
            self.reset(timeout)
            self.server.root = None

    def _open_context(self) -> None:
        assert self.browser is not None
        self.context, self.tab = self.browser.open_context()
        # The page's origin may store this much; it may download nothing.
        self.browser.driver.execute_cdp_cmd("Storage.overrideQuotaForOrigin", {"origin": self.server.url.rstrip("/"),
                                                                               "quotaSize": DEFAULT_STORAGE_MB << 20})
        self.browser.cdp_browser("Browser.setDownloadBehavior", behavior="deny", browserContextId=self.context)
        if self.instrument_js:  # the page's world: overrides only; the record lives in the recorder's isolated world
            self.browser.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": self.instrument_js})
            self.browser.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": js("recorder"), "worldName": RECORDER_WORLD})
        if self.renderer_memory_mb:
            self.browser.cap_renderers(self.renderer_memory_mb, passes=1)  # no renderer of the new tab escapes
        self.browser.cap_own(self.own_memory_mb)  # a utility process started since inherits nothing from an earlier pass
        self.seen_pids |= set(self.browser.pids())

    def take_dialogs(self) -> list[str]:
        """Dialogs the driver dismissed since the last call (those raised past the overrides)."""
        out, self._dialogs = self._dialogs, []
        return out

    def call(self, fn: Callable[[], Any], timeout: float, what: str) -> Any:
        """Run one driver call with a limit of ``timeout`` CPU-seconds of the browser (see the
        module's docstring); a call that fails it kills the browser: ``page_unresponsive`` when
        the browser was busy, ``overloaded`` when the machine starved it for ``patience_s``.

        A dialog that got past the in-page overrides was dismissed by the driver, which says so
        instead of running the call: it is recorded, and the call runs again unless it acted
        on the page (then it did happen).
        """
        from selenium.common.exceptions import UnexpectedAlertPresentException

        from iwr_bench.core.deadline import Busy, Starved, call_with_patience

        for _ in range(MAX_NATIVE_DIALOGS):
            browser = self.browser
            if browser is None:
                raise PageFault("page_crashed", f"{what}: the browser is gone after an earlier fault")
            try:
                return call_with_patience(fn, timeout, browser.cpu_seconds, self.patience_s, f"iwr-driver-{what}")
            except Busy as busy:
                self.kill()
                raise PageFault("page_unresponsive", f"{what} did not return within {timeout:g}s while the browser used "
                                                     f"{busy.cpu_s:.1f} CPU-s (the page is busy); browser killed") from None
            except Starved as starved:
                self.kill()
                raise PageFault("overloaded", f"{what} did not return in {starved.elapsed_s:.0f}s and the browser got only "
                                              f"{starved.cpu_s:.1f} CPU-s: the machine is too busy; browser killed") from None
            except UnexpectedAlertPresentException as err:
                self._dialogs.append(f"dialog: {(err.alert_text or '')[:200]}")
                if what in _ACTING:
                    return None
            except Exception as err:
                fault = classify_fault(err)
                if fault is None:
                    raise
                if fault.kind in ("page_crashed", "browser_crashed", "overloaded"):
                    self.kill()
                raise fault from err
        self.kill()
        raise PageFault("page_unresponsive", f"{what}: more than {MAX_NATIVE_DIALOGS} dialogs in a row; browser killed")

    def reset(self, timeout: float = 5.0) -> None:
        """Dispose of the evaluation's context (its tabs, windows and every kind of storage)."""
        context, self.context, self.tab = self.context, None, None
        if self.browser is None or context is None:
            return
        browser = self.browser
        try:
            self.call(lambda: browser.close_context(context), timeout, "reset")
        except Exception:  # noqa: BLE001 - a browser that cannot be cleaned is replaced
            self.kill()
            return
        if browser.browser_resident_mb() > self.release_at_mb:  # what the page made it allocate is given back
            self.releases += 1
            self.close_browser()

    def kill(self) -> None:
        self.context = self.tab = None
        if self.browser is not None:
            self.browser.kill()
            self.browser = None

    def close_browser(self) -> None:
        self.context = self.tab = None
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

    def __init__(self, size: int = 2, instrument_js: str | None = None, binaries: Binaries | None = None,
                 renderer_memory_mb: int | None = None):
        self.size = max(1, size)
        self.instrument_js = instrument_js
        self.binaries = binaries
        self.renderer_memory_mb = renderer_memory_mb
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
                    jb = JudgeBrowser(viewport, self.instrument_js, self.renderer_memory_mb, self.binaries)
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
