"""The recording session: one browser on the served reference page, performing the steps.

Frames go to the video on a fixed schedule per action kind (never timed), so the frame count
depends on the trajectory alone; after each step the page is settled, the step's ``expect``
is checked against what a person sees (``iwr_bench.tasks.sandbox.settle.seen``, ``iwr_bench.tasks.data.expect.check_expect``)
and the checkpoint is taken. Every problem raises ``TaskDataError`` naming the task, the
step and the fix.
"""

from __future__ import annotations

import contextlib
import io
import time
from collections.abc import Iterator
from typing import Any

from iwr_bench.core.errors import TaskDataError
from iwr_bench.tasks.author.trajectory import Step, Trajectory, key_sequence
from iwr_bench.tasks.data.expect import PageState, check_expect
from iwr_bench.tasks.sandbox.browser import DETERMINISM_JS, POINTER_TARGET_JS

# A page's own dialogs are answered as the judge answers them (``js/instrument.js``: dismissed, a confirm declined),
# so that they never block the recording. AdminLTE's demo.js raises an alert one second after load; on a busy machine
# the recording outlived that second and its driver failed on the open alert (task 22 failed so once, in a
# ``make demo`` run beside a CI run).
QUIET_DIALOGS_JS = """
;(() => { window.alert = () => {}; window.confirm = () => false; window.prompt = () => null; window.print = () => {}; })();
"""

# Frame schedule of the video, in frames at FPS.
FPS = 5
START_STILL = 5
END_STILL = 5
HOLD = 3  # the settled state after each action
CLICK_FRAMES = 2  # while the page reacts to a click
PRESS_FRAMES = 2
SCROLL_FRAMES = 6  # a smooth scroll in this many increments
MAX_TYPE_FRAMES = 30  # typing shows one frame per character, in groups beyond this
PAGE_TEXT_CHARS = 50_000

_STATE_JS = r"""
return [window.__iwrMutations || 0, document.readyState,
  Array.from(document.images).every(i => i.complete),
  !document.fonts || document.fonts.status === 'loaded'];
"""

# A fresh frame without touching the page: two animation frames, so the last change is painted
# (the old way, adding html{will-change:transform}, made html a containing block for a moment:
# a fixed full-screen layer grew to the document's height and an inner scroller lost its place).
_FRAME_JS = r"""
const done = arguments[arguments.length - 1];
requestAnimationFrame(() => requestAnimationFrame(() => done(true)));
"""

# The sheets the page itself has adopted, counted before what a person sees is read: that read
# (tasks/sandbox/js/seen.js) adds a sheet of its own, which must not stay behind.
_SHEETS_JS = "return document.adoptedStyleSheets.length;"
_TRIM_SHEETS_JS = r"""
const n = arguments[0];
if (document.adoptedStyleSheets.length > n) document.adoptedStyleSheets = Array.from(document.adoptedStyleSheets).slice(0, n);
"""

# Elements a selector names: CSS, with ">>>" to go on inside an element's open shadow root
# ("product-card:nth-of-type(2) >>> button").
_FIND_JS = r"""
const parts = arguments[0];
let scopes = [document];
for (let i = 0; i < parts.length; i++) {
  const next = [];
  for (const s of scopes) {
    const root = i === 0 ? s : s.shadowRoot;
    if (root) next.push(...root.querySelectorAll(parts[i]));
  }
  scopes = next;
}
return scopes;
"""

STABLE_TRIES = 4  # screenshots until two in a row are the same

_SCROLL_POS_JS = r"""
const el = arguments[0];
if (el) return [el.scrollLeft, el.scrollTop, el.clientWidth, el.clientHeight];
return [window.scrollX, window.scrollY, window.innerWidth, window.innerHeight];
"""

_SCROLL_BY_JS = r"""
const [el, dx, dy] = arguments;
(el || window).scrollBy({left: dx, top: dy, behavior: 'instant'});
"""


def canonical_png(png: bytes) -> bytes:
    """The same pixels, re-encoded by Pillow with fixed settings and no metadata.

    Chromium's screenshot encoder picks its compression effort by itself (the same pixels
    came back at 359 KB and at 633 KB on a busy machine), so its bytes are not reproducible.
    """
    from PIL import Image

    with Image.open(io.BytesIO(png)) as img:
        img.load()
        buf = io.BytesIO()
        img.convert("RGB").save(buf, format="PNG", compress_level=6)
        return buf.getvalue()


class Session:
    """The browser, the served page and the video of one authoring run."""

    def __init__(self, browser: Any, base_url: str, traj: Trajectory, video: Any):
        self.b = browser
        self.d = browser.driver
        self.base_url = base_url
        self.traj = traj
        self.video = video
        self._script_id: str | None = None

    def fail(self, step: Step | None, fld: str, problem: str) -> TaskDataError:
        where = f"{step.field}.{fld}" if step else fld
        prefix = f"{step.label}: " if step else ""
        return TaskDataError(self.traj.task_id, where, prefix + problem)

    def open(self) -> None:
        source = DETERMINISM_JS + QUIET_DIALOGS_JS
        self._script_id = self.d.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": source}).get("identifier")
        self.d.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": "UTC"})
        with contextlib.suppress(Exception):
            self.d.execute_cdp_cmd("Emulation.setLocaleOverride", {"locale": "en-US"})
        self.d.get(self.base_url + "index.html")
        self.d.execute_async_script("const done = arguments[arguments.length - 1]; document.fonts.ready.then(() => done(true));")
        self.settle(None)

    def close(self) -> None:
        """Leave the tab as it was found: the next page opened in it gets no script from this session."""
        if getattr(self, "_script_id", None):
            with contextlib.suppress(Exception):
                self.d.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": self._script_id})
            self._script_id = None

    def script(self, step: Step | None, source: str, *args: Any) -> Any:
        """``execute_script`` that tells a lost answer from a real one: chromedriver now and then
        returns None for a script that returns a list, right after a page load (measured: 1 in
        40 calls); it is asked again, then it is a clear error, never a traceback."""
        for _ in range(3):
            value = self.d.execute_script(source, *args)
            if value is not None:
                return value
            time.sleep(0.2)
        raise self.fail(step, "type", "the browser gave no answer three times while reading the page's state (chromedriver returned "
                        "nothing); run iwr author again, and if it stays so, check that the page does not replace the document")

    def settle(self, step: Step | None, quiet: float = 0.3, cap: float = 4.0) -> None:
        """Wait until the DOM has not changed for ``quiet`` seconds, images are loaded and fonts
        are ready (capped), then until a fresh frame is painted."""
        deadline = time.monotonic() + cap
        last = None
        quiet_since = time.monotonic()
        while True:
            mutations, ready, images, fonts = self.script(step, _STATE_JS)
            now = time.monotonic()
            if mutations != last:
                last, quiet_since = mutations, now
            elif ready == "complete" and images and fonts and now - quiet_since >= quiet:
                break
            if now >= deadline:
                break
            time.sleep(0.05)
        self.frame()

    def frame(self) -> None:
        """Wait for two animation frames: the last change is painted before a screenshot."""
        self.d.execute_async_script(_FRAME_JS)

    def seen(self) -> PageState:
        from iwr_bench.tasks.sandbox.settle import seen

        sheets = self.d.execute_script(_SHEETS_JS) or 0
        try:
            return seen(self.d, PAGE_TEXT_CHARS)
        finally:
            self.d.execute_script(_TRIM_SHEETS_JS, sheets)

    def check(self, step: Step) -> tuple[str, str] | None:
        """(field, problem) when the step's ``expect`` does not hold on the site itself."""
        if not step.expect:
            return None
        problems = check_expect(step.expect, self.seen())
        if not problems:
            return None
        return (f"{step.field}.expect", f"{step.label}: " + "; ".join(problems) + " after this step on the site itself "
                "(only what a person sees in the viewport counts); fix the expectation or the step")

    def checkpoint(self, repeat: int) -> bytes:
        """The settled screen: screenshots until two in a row agree (Chromium paints a change in
        batches whose timing varies, so one shot may still hold an old tile)."""
        png = self.b.screenshot_png()
        for _ in range(STABLE_TRIES):
            self.frame()
            again = self.b.screenshot_png()
            if canonical_png(again) == canonical_png(png):
                break
            png = again
        self.video.add(png, repeat)
        return canonical_png(png)

    def shot(self, repeat: int = 1) -> bytes:
        png = self.b.screenshot_png()
        self.video.add(png, repeat)
        return png

    def find(self, step: Step) -> Any:
        from selenium.common.exceptions import JavascriptException

        selector = step.selector or ""
        parts = [p.strip() for p in selector.split(">>>")]
        if not all(parts):
            raise self.fail(step, "selector", f"{selector!r} has an empty part around '>>>'; write 'host-selector >>> inner-selector'")
        try:
            found = self.d.execute_script(_FIND_JS, parts) or []
        except JavascriptException as err:
            raise self.fail(step, "selector", f"{selector!r} is not a valid CSS selector ({str(err.msg or err).splitlines()[0][:120]}); "
                            "fix its syntax (CSS, with '>>>' to go into a shadow root)") from err
        if not found:
            raise self.fail(step, "selector", f"{selector!r} matches nothing on the page at this point; fix the selector or the steps before it")
        shown = [e for e in found if e.is_displayed() or self.shown_label(e) is not None]
        if not shown:
            raise self.fail(step, "selector", f"{selector!r} matches {len(found)} element(s), none visible (nor a <label> of it); "
                            "make it match the visible element")
        return shown[0]

    def shown_label(self, element: Any) -> Any:
        """The first visible <label> of a control, or None: a styled checkbox or radio hides its
        input (opacity 0) and a person clicks its label, which forwards the click to it."""
        labels = self.d.execute_script("return arguments[0].labels ? [...arguments[0].labels] : [];", element) or []
        return next((label for label in labels if label.is_displayed()), None)

    def click(self, step: Step, element: Any) -> None:
        from selenium.webdriver.common.action_chains import ActionChains

        if element.tag_name.lower() == "option":
            # An option of a native dropdown: a person opens the list and picks it. Headless
            # Chromium draws no list, so it is picked as WebDriver picks options.
            element.click()
            return
        if not element.is_displayed():
            element = self.shown_label(element)  # find() returned it for a visible label
        covered = self.d.execute_script(POINTER_TARGET_JS, element)
        if covered:
            raise self.fail(step, "selector", f"{step.selector!r} is covered by {covered!r} at its centre, so a person's click would land "
                            "there instead; select what a person clicks (the covering element, when it is the control), "
                            "or add the step that first closes or moves it")
        ActionChains(self.d).move_to_element(element).click().perform()

    def perform(self, step: Step) -> None:
        from selenium.common.exceptions import WebDriverException
        from selenium.webdriver.common.action_chains import ActionChains

        try:
            if step.type == "Click":
                self.click(step, self.find(step))
                self.shot()
                time.sleep(0.15)
                self.shot(CLICK_FRAMES - 1)
            elif step.type == "Type":
                if step.selector:
                    self.click(step, self.find(step))
                    self.shot()
                elif self.d.execute_script("return document.activeElement === document.body || !document.activeElement"):
                    raise self.fail(step, "selector", "nothing has focus to type into; add a selector for the input")
                text = step.text or ""
                size = max(1, -(-len(text) // MAX_TYPE_FRAMES))
                for i in range(0, len(text), size):
                    ActionChains(self.d).send_keys(text[i : i + size]).perform()
                    self.shot()
            elif step.type == "Press":
                if step.selector:
                    self.d.execute_script("arguments[0].focus()", self.find(step))
                ActionChains(self.d).send_keys(key_sequence(self.traj.task_id, f"{step.field}.key", step.key or "")).perform()
                self.shot()
                time.sleep(0.15)
                self.shot(PRESS_FRAMES - 1)
            elif step.type == "Scroll":
                self.scroll(step)
        except TaskDataError:
            raise
        except WebDriverException as err:
            raise self.fail(step, "type", f"the browser could not perform it: {str(err.msg or err).splitlines()[0][:200]}; check the selector and the page") from err

    def scroll(self, step: Step) -> None:
        element = self.find(step) if step.selector else None
        x0, y0, w, h = self.script(step, _SCROLL_POS_JS, element)
        pages = float(step.scroll_page or "1")
        sign = -1 if step.direction in ("up", "left") else 1
        horizontal = step.direction in ("left", "right")
        total = round(pages * (w if horizontal else h))
        # Integer increments that add up to the total: a smooth scroll the video can show.
        cuts = [round(total * i / SCROLL_FRAMES) for i in range(SCROLL_FRAMES + 1)]
        for a, b in zip(cuts, cuts[1:], strict=False):
            delta = sign * (b - a)
            self.d.execute_script(_SCROLL_BY_JS, element, delta if horizontal else 0, 0 if horizontal else delta)
            self.shot()
        x1, y1, _, _ = self.script(step, _SCROLL_POS_JS, element)
        if (x1, y1) == (x0, y0):
            target = f"element {step.selector!r}" if element is not None else "the page"
            raise self.fail(step, "direction", f"scrolling {step.direction} did not move {target} (not scrollable, or already at the end); fix the direction, the selector or the page height")


@contextlib.contextmanager
def browser_errors(task_id: int) -> Iterator[None]:
    from selenium.common.exceptions import WebDriverException

    try:
        yield
    except WebDriverException as err:
        msg = str(err.msg or err).splitlines()[0][:200] if (err.msg or str(err)) else type(err).__name__
        raise TaskDataError(task_id, "index.html", f"the browser failed on the reference page ({type(err).__name__}: {msg}); open it in a browser and fix the page") from err


def rasterize(driver: Any, url: str, box: int = 254) -> Any:
    """An SVG asset drawn by the browser (Pillow cannot), or None when it will not draw."""
    import base64

    from iwr_bench.tasks.data.sheets import image_from_png

    script = r"""
    const [url, box, done] = arguments;
    const img = new Image();
    img.onload = () => {
      const w = img.naturalWidth || box, h = img.naturalHeight || box;
      const k = box / Math.max(w, h);
      const c = document.createElement('canvas');
      c.width = Math.max(1, Math.round(w * k)); c.height = Math.max(1, Math.round(h * k));
      c.getContext('2d').drawImage(img, 0, 0, c.width, c.height);
      done(c.toDataURL('image/png'));
    };
    img.onerror = () => done(null);
    img.src = url;
    """
    data = driver.execute_async_script(script, url, box)
    if not data:
        return None
    return image_from_png(base64.b64decode(data.split(",", 1)[1]))
