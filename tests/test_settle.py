"""Waiting for the page a person sees (``iwr_bench.tasks.sandbox.settle.settle``, ``tasks/sandbox/js/recorder.js``).

A template's page loader (a blank layer over the whole viewport and over the page, removed by the page's script a
moment after load) is waited for like a loading request: a person watching the recording sees the page after it.
A dialog over its backdrop, a full-screen canvas, a blank stretch of the page itself and a fixed background with
nothing in front of it are what the page shows, and are not waited for.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

LOADER = """<!doctype html><html><head><style>
body { margin: 0; font: 16px sans-serif; }
.loader { position: fixed; inset: 0; background: #fff; z-index: 99; }
.spin { position: absolute; left: 50%; top: 50%; width: 40px; height: 40px; border: 4px solid #ccc; border-top-color: #07f;
        border-radius: 50%; animation: s 1s linear infinite; }
@keyframes s { to { transform: rotate(360deg); } }
</style></head><body>
<div class="loader"><div class="spin"></div></div>
<main style="padding: 40px"><h1>Shop</h1><button id="buy">Buy now</button></main>
<script>setTimeout(() => document.querySelector('.loader').remove(), DELAY);</script>
</body></html>"""

DIALOG = """<!doctype html><html><head><style>
.backdrop { position: fixed; inset: 0; background: rgba(0, 0, 0, .5); }
.dialog { position: fixed; left: 30%; top: 30%; width: 40%; height: 40%; background: #fff; }
</style></head><body><p>Page</p><div class="backdrop"><div class="dialog"><p>Delete this file?</p><button>OK</button></div></div>
</body></html>"""

CANVAS = """<!doctype html><html><body style="margin: 0">
<canvas style="position: fixed; inset: 0; width: 100vw; height: 100vh; background: #000"></canvas></body></html>"""


def _settled(judge, tmp_path, html: str) -> tuple[dict, str]:
    from iwr_bench.tasks.sandbox.browser import Viewport
    from iwr_bench.tasks.sandbox.settle import Limits, settle

    (tmp_path / "index.html").write_text(html)
    judge.ensure(Viewport(1280, 720))
    with judge.evaluation(tmp_path):
        judge.driver.get(judge.server.url + "index.html")
        out = settle(judge.driver, Limits())
        hit = judge.driver.execute_script("const e = document.elementFromPoint(640, 360); return e ? e.tagName + '.' + e.className : ''")
    return out, hit


def test_a_page_loader_is_waited_for(judge, tmp_path):
    out, hit = _settled(judge, tmp_path, LOADER.replace("DELAY", "1500"))
    assert out["quiet"] and out["waited_ms"] >= 1000, out
    assert "loader" not in hit and "spin" not in hit, hit


def test_a_loader_that_never_goes_costs_the_cap_not_more(judge, tmp_path):
    from iwr_bench.tasks.sandbox.settle import Limits

    out, hit = _settled(judge, tmp_path, LOADER.replace("DELAY", "600000"))
    assert not out["quiet"] and out["waited_ms"] <= Limits().settle_cap_s * 1000 * 5 + 500, out


# AdminBSB's page loader, faded out as jQuery 1.x animates: a timer ticks every 13 ms and sets the opacity from the
# clock's time since the start (``+new Date()``); at the end the layer is hidden.
FADED_LOADER = """<!doctype html><html><body style="margin: 0">
<div class="page-loader-wrapper" style="position: fixed; inset: 0; background: #fff; z-index: 99"><p>Please wait...</p></div>
<main style="padding: 40px"><h1>Profile</h1><button id="follow">Follow</button><p id="when"></p></main>
<script>
setTimeout(() => {
  const el = document.querySelector('.page-loader-wrapper'), start = +new Date(), duration = 400;
  const tick = setInterval(() => {
    const p = Math.min(1, (+new Date() - start) / duration);
    el.style.opacity = String(1 - p);
    if (p >= 1) { clearInterval(tick); el.style.display = 'none'; }
  }, 13);
}, 50);
document.getElementById('when').textContent = new Date().toISOString().slice(0, 10);
</script></body></html>"""


def test_an_animation_timed_by_the_clock_ends(judge, tmp_path):
    """The clock starts at a fixed instant and runs: a loader faded out by the clock's time (as jQuery animates) goes,
    and the page's date is the fixed one. A clock held still kept AdminBSB's loader over the whole page for ever."""
    out, hit = _settled(judge, tmp_path, FADED_LOADER)
    assert "loader" not in hit, (hit, out)
    assert judge.driver is not None
    with judge.evaluation(tmp_path):
        judge.driver.get(judge.server.url + "index.html")
        assert judge.driver.execute_script("return document.getElementById('when').textContent") == "2025-01-15"


SPACER = """<!doctype html><html><body style="margin: 0"><h1>Top</h1><div style="height: 3000px; background: #eef"></div>
<script>scrollTo(0, 1200)</script></body></html>"""

BACKDROP = """<!doctype html><html><body style="margin: 0">
<div style="position: fixed; inset: 0; background: #eef; z-index: -1"></div></body></html>"""


@pytest.mark.parametrize("html", [DIALOG, CANVAS, SPACER, BACKDROP], ids=["dialog", "canvas", "spacer", "backdrop"])
def test_what_the_page_shows_is_no_loader(judge, tmp_path, html):
    """A dialog over its backdrop, a full-screen canvas, a blank stretch of the page scrolled into view (the todo
    page's spacer once cost each step the 10 s cap), a fixed background with nothing in front of it."""
    out, _ = _settled(judge, tmp_path, html)
    assert out["quiet"] and out["waited_ms"] < 1000, out


# ---------------------------------------------------------------- a change a handler makes a moment later

DELAYED = """<!doctype html><html><body style="margin: 0; font: 16px sans-serif">
<div id="card" style="padding: 20px">Direct Chat <button id="max">Maximize</button></div>
<script>
document.querySelector('#max').addEventListener('click', () => {
  setTimeout(() => { document.querySelector('#card').textContent = 'Maximized card'; }, 400);
});
TIMERS
</script></body></html>"""


def _clicked(judge, tmp_path, timers: str = "") -> tuple[dict, str]:
    from iwr_bench.tasks.sandbox.browser import Viewport
    from iwr_bench.tasks.sandbox.settle import Limits, seen, settle

    (tmp_path / "index.html").write_text(DELAYED.replace("TIMERS", timers))
    judge.ensure(Viewport(1280, 720))
    with judge.evaluation(tmp_path):
        judge.driver.get(judge.server.url + "index.html")
        settle(judge.driver, Limits())
        judge.driver.find_element("css selector", "#max").click()
        out = settle(judge.driver, Limits())
        text = seen(judge.driver, 2000).to_text()
    return out, text


def test_a_change_a_click_handler_makes_a_moment_later_is_waited_for(judge, tmp_path):
    """AdminLTE's maximize adds its class 150 ms after the click (jQuery's .delay) and changes nothing before: a 100 ms
    quiet window ended first, and about one replay of bundled task 22 in ten read the card not yet maximized."""
    out, text = _clicked(judge, tmp_path)
    assert out["quiet"] and out["timers"] == 0, out
    assert "Maximized card" in text, text


@pytest.mark.parametrize("timers", [
    "(function loop() { setTimeout(loop, 20); })();",  # a loop that re-arms itself: counted a few rounds only
    "setTimeout(() => {}, 60000);",  # due long after any settle's cap
    "setInterval(() => {}, 20);",  # periodic
    "clearInterval(setTimeout(() => {}, 900));",  # a timeout cancelled through clearInterval (one list of ids)
], ids=["loop", "long", "interval", "cancelled"])
def test_timers_that_never_end_a_wait_are_not_waited_for(judge, tmp_path, timers):
    """A poll loop, a far timer or an interval would hold every wait to the cap: only the click's own timer counts."""
    out, text = _clicked(judge, tmp_path, timers)
    assert out["quiet"] and out["waited_ms"] < 1000, out
    assert "Maximized card" in text, text
