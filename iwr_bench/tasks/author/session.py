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
  (performance.getEntriesByType('resource') || [])
    .filter(e => (e.responseStatus || 200) >= 400 && !e.name.endsWith('/favicon.ico')).map(e => e.name)];
"""

_REPAINT_JS = r"""
const done = arguments[arguments.length - 1];
const s = document.getElementById('__iwr_still');
if (!s) { done(false); return; }
const css = s.textContent;
s.textContent = css + 'html{will-change:transform!important}';
requestAnimationFrame(() => requestAnimationFrame(() => {
  s.textContent = css;
  requestAnimationFrame(() => requestAnimationFrame(() => done(true)));
}));
"""

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

    def fail(self, step: Step | None, fld: str, problem: str) -> TaskDataError:
        where = f"{step.field}.{fld}" if step else fld
        prefix = f"{step.label}: " if step else ""
        return TaskDataError(self.traj.task_id, where, prefix + problem)

    def open(self) -> None:
        self.d.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": DETERMINISM_JS})
        self.d.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": "UTC"})
        with contextlib.suppress(Exception):
            self.d.execute_cdp_cmd("Emulation.setLocaleOverride", {"locale": "en-US"})
        self.d.get(self.base_url + "index.html")
        self.d.execute_async_script("const done = arguments[arguments.length - 1]; document.fonts.ready.then(() => done(true));")
        self.settle(None)

    def settle(self, step: Step | None, quiet: float = 0.3, cap: float = 4.0) -> None:
        """Wait until the DOM has not changed for ``quiet`` seconds and images are loaded (capped)."""
        deadline = time.monotonic() + cap
        last = None
        quiet_since = time.monotonic()
        while True:
            mutations, ready, images, missing = self.d.execute_script(_STATE_JS)
            if missing:
                paths = sorted({m.split("/", 3)[-1] if m.startswith(self.base_url) else m for m in missing})
                raise self.fail(step, "assets", f"the page requested {', '.join(paths)}, which neither the task's assets nor the site folder have; add the files or fix the page")
            now = time.monotonic()
            if mutations != last:
                last, quiet_since = mutations, now
            elif ready == "complete" and images and now - quiet_since >= quiet:
                break
            if now >= deadline:
                break
            time.sleep(0.05)
        # Two animation frames: the last change is painted before a screenshot.
        self.d.execute_async_script("const done = arguments[arguments.length - 1]; requestAnimationFrame(() => requestAnimationFrame(() => done(true)));")

    def seen(self) -> PageState:
        from iwr_bench.tasks.sandbox.settle import seen

        return seen(self.d, PAGE_TEXT_CHARS)

    def check(self, step: Step) -> tuple[str, str] | None:
        """(field, problem) when the step's ``expect`` does not hold on the reference page itself."""
        if not step.expect:
            return None
        problems = check_expect(step.expect, self.seen())
        if not problems:
            return None
        return (f"{step.field}.expect", f"{step.label}: " + "; ".join(problems) + " after this step on the reference site itself "
                "(only what a person sees in the viewport counts); fix the expectation or the step")

    def repaint(self) -> None:
        """Paint the whole viewport afresh. Chromium re-rasters only what changed, in batches
        that depend on timing, so an edge pixel could differ by one level between two runs."""
        self.d.execute_async_script(_REPAINT_JS)

    def checkpoint(self, repeat: int) -> bytes:
        self.repaint()
        return canonical_png(self.shot(repeat))

    def shot(self, repeat: int = 1) -> bytes:
        png = self.b.screenshot_png()
        self.video.add(png, repeat)
        return png

    def find(self, step: Step) -> Any:
        from selenium.common.exceptions import InvalidSelectorException
        from selenium.webdriver.common.by import By

        try:
            found = self.d.find_elements(By.CSS_SELECTOR, step.selector)
        except InvalidSelectorException as err:
            raise self.fail(step, "selector", f"{step.selector!r} is not a valid CSS selector; fix its syntax") from err
        if not found:
            raise self.fail(step, "selector", f"{step.selector!r} matches nothing on the reference page at this point; fix the selector or the steps before it")
        shown = [e for e in found if e.is_displayed()]
        if not shown:
            raise self.fail(step, "selector", f"{step.selector!r} matches {len(found)} element(s), none visible; make it match the visible element")
        return shown[0]

    def click(self, step: Step, element: Any) -> None:
        from selenium.webdriver.common.action_chains import ActionChains

        if element.tag_name.lower() == "option":
            # An option of a native dropdown: a person opens the list and picks it. Headless
            # Chromium draws no list, so it is picked as WebDriver picks options.
            element.click()
            return
        covered = self.d.execute_script(POINTER_TARGET_JS, element)
        if covered:
            raise self.fail(step, "selector", f"{step.selector!r} is covered by {covered!r}, so a real click would not reach it; fix the selector or the steps before it")
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
        x0, y0, w, h = self.d.execute_script(_SCROLL_POS_JS, element)
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
        x1, y1, _, _ = self.d.execute_script(_SCROLL_POS_JS, element)
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
