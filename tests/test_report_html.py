"""The HTML report: a folder that holds what it shows, its way in (the task grid), words
instead of raw values, comparability in words, and serving it over HTTP.

Synthetic runs come from ``tests.warehouses.make_run`` (real Parquet parts and PNGs on
disk); pages are checked by parsing their HTML and, for the browser tests, in Chromium.
"""

from __future__ import annotations

import html.parser
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import urllib.request
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from iwr_bench.tasks.report import figures as report
from iwr_bench.tasks.warehouse.store import connect
from tests.warehouses import make_run, report_png

# What once showed through instead of words: a Python list, None, NaN, a dict, a bool.
RAW_PYTHON = re.compile(r"\[\s*'|\{\s*'|\bNone\b|\bnan\b|\bNaN\b|\bTrue\b|\bFalse\b|\binf\b")


class _Refs(html.parser.HTMLParser):
    """Every src/href/data-src of a page, with the tag, and the page's text and attribute values."""

    def __init__(self) -> None:
        super().__init__()
        self.refs: list[tuple[str, str, dict[str, str]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        for key in ("src", "href", "data-src"):
            if a.get(key):
                self.refs.append((tag, a[key], a))
        self.text.extend(v for k, v in a.items() if k in ("title", "alt", "placeholder", "aria-label", "value") or k.startswith("data-"))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def parse(page: Path) -> _Refs:
    p = _Refs()
    p.feed(page.read_text(encoding="utf-8"))
    return p


def local_targets(page: Path) -> list[Path]:
    """The files a page's local references point at (fragments and queries dropped)."""
    out = []
    for _, ref, _ in parse(page).refs:
        parts = urlsplit(ref)
        if parts.scheme or ref.startswith("#"):
            continue
        out.append((page.parent / unquote(parts.path)).resolve())
    return out


def report_pages(out: Path) -> list[Path]:
    return [out / "index.html", *sorted((out / "pages").rglob("task_*.html"))]


@pytest.fixture
def built(tmp_path):
    """A 3-model, 6-task run with its report built in tmp/report; originals in tmp/results."""
    from iwr_bench.tasks.report.html import build_report

    wh = make_run(tmp_path, n_tasks=6, models=("m/a", "m/b", "m/c"))
    res = build_report(connect(wh), "r1", tmp_path / "report", base=tmp_path, resamples=200)
    return tmp_path, wh, res


# ---------------------------------------------------------------- the folder holds what it shows

def test_copied_report_folder_resolves_every_reference_without_the_originals(built, tmp_path_factory):
    """A copied report folder once lost 19 of 19 images: they pointed five folders up, into results/."""
    from PIL import Image

    root, _, res = built
    copy = tmp_path_factory.mktemp("elsewhere") / "report"
    shutil.copytree(res.index.parent, copy)
    shutil.rmtree(root / "results")
    shutil.rmtree(res.index.parent)
    pages = report_pages(copy)
    assert len(pages) == 1 + res.pages == 1 + 18
    images = 0
    for page in pages:
        for target in local_targets(page):
            assert target.is_file(), f"{page.relative_to(copy)}: broken reference to {target}"
            assert copy.resolve() in target.parents, f"{page.relative_to(copy)}: {target} is outside the report folder"
            if target.suffix in (".png", ".webp", ".jpg"):
                with Image.open(target) as im:
                    im.verify()
                images += 1
    assert images > 100
    # The generated page's display copy shows its asset from inside the report too.
    frames = [(p, a) for p in pages[1:] for tag, _, a in parse(p).refs if tag == "iframe"]
    assert frames and all("sandbox" in a and "allow-scripts" not in a["sandbox"] for _, a in frames)
    shown = [(p.parent / unquote(a["data-src"])).resolve() for p, a in frames]
    for page_copy in set(shown):
        assets = local_targets(page_copy)
        assert assets and all(a.is_file() and copy.resolve() in a.parents for a in assets), page_copy
    # The page as the model wrote it (the download link) opens with its images too: once 74 of its links led nowhere.
    sources = sorted((copy / "sources").glob("*/index.html"))
    assert sources and sum(len(local_targets(s)) for s in sources) > 0
    for source in sources:
        assert all(a.is_file() and copy.resolve() in a.parents for a in local_targets(source)), source


def test_identical_images_are_stored_once(tmp_path):
    """Every model's screenshot and checkpoint is one of three images: three media files, whatever the pages."""
    from iwr_bench.tasks.report.html import build_report

    wh = make_run(tmp_path, n_tasks=4, models=("m/a", "m/b"), shared_images=tmp_path / "shared")
    res = build_report(connect(wh), "r1", tmp_path / "report", base=tmp_path, resamples=50)
    pngs = sorted((tmp_path / "report" / "media").rglob("*.png"))
    assert len(pngs) == 3
    assert res.media_bytes == sum(p.stat().st_size for p in (tmp_path / "report" / "media").rglob("*") if p.is_file())
    assert res.total_bytes == sum(p.stat().st_size for p in (tmp_path / "report").rglob("*") if p.is_file())
    assert res.linked >= 3 and res.copied == 0  # same filesystem: hard links, not copies
    assert os.stat(pngs[0]).st_nlink >= 2


def test_sources_on_another_filesystem_are_copied(tmp_path):
    """Hard links cannot cross filesystems; the report falls back to copies (here: /dev/shm, a tmpfs)."""
    from iwr_bench.tasks.report.media import MediaStore

    if not Path("/dev/shm").is_dir() or os.stat("/dev/shm").st_dev == os.stat(tmp_path).st_dev:
        pytest.skip("no second filesystem to copy from")
    with tempfile.TemporaryDirectory(dir="/dev/shm") as shm:
        src = Path(report_png(Path(shm) / "shot.png", (1, 2, 3)))
        store = MediaStore(tmp_path / "report")
        stored = store.add(src)
        assert stored is not None and stored.read_bytes() == src.read_bytes()
        assert store.copied == 1 and store.linked == 0 and os.stat(stored).st_nlink == 1
        assert store.add(src) == stored and store.thumb(src) is not None


def test_rebuild_leaves_nothing_stale(built):
    from iwr_bench.tasks.report.html import build_report

    root, wh, res = built
    out = res.index.parent
    stray = out / "media" / "zz" / ("0" * 64 + ".png")
    stray.parent.mkdir(parents=True)
    stray.write_bytes(b"old")
    old_page = out / "pages" / "gone" / "x__y" / "task_1.html"
    old_page.parent.mkdir(parents=True)
    old_page.write_text("old")
    again = build_report(connect(wh), "r1", out, base=root, resamples=50)
    assert not stray.exists() and not old_page.exists()
    assert again.pages == res.pages
    for page in report_pages(out):
        assert all(t.is_file() for t in local_targets(page)), page


# ---------------------------------------------------------------- the way in

def test_index_starts_with_leaderboard_then_a_grid_linking_every_task_page(built):
    """The task grid, the way to the step viewer, was once at the bottom of a ~3,000 px page and showed ids only."""
    _, _, res = built
    out = res.index.parent
    text = res.index.read_text()
    order = [text.index(f'id="{x}"') for x in ("leaderboard", "comparability", "tasks", "plots", "breakdowns", "published")]
    assert order == sorted(order)
    grid = text[text.index('id="task-grid"'):text.index("</table>", text.index('id="task-grid"'))]
    hrefs = {(out / unquote(h)).resolve() for h in re.findall(r'href="([^"#]+)"', grid)}
    assert hrefs == {p.resolve() for p in (out / "pages").rglob("task_*.html")}
    rows = re.findall(r"<tr data-id=", grid)
    assert len(rows) == res.pages == 18
    for field in ("data-level=\"L", "data-platform=\"desktop\"", "data-platform=\"mobile\"", "data-final=", "data-model=\"m/b\""):
        assert field in grid
    # Each row names its task by its site label, not only its id.
    assert all(f"#{t} site-{t}<" in grid for t in range(1, 7))
    assert grid.count("<img ") + grid.count('class="nothumb"') == 18
    for thumb in re.findall(r'<img src="([^"]+)"', grid):
        assert thumb.startswith("thumbs/") and (out / unquote(thumb)).is_file()


def test_no_raw_python_in_any_page(built):
    """``['dino', 'hvs']``, ``method None`` and ``nan`` once showed through; every page reads in words."""
    _, _, res = built
    for page in report_pages(res.index.parent):
        found = RAW_PYTHON.findall("\n".join(parse(page).text))
        assert not found, f"{page.name}: {found}"
    index = res.index.read_text()
    assert "dino" not in re.sub(r"<pre>.*?</pre>", "", index, flags=re.S).replace("DINO", "")


def test_protocol_and_comparability_in_words_on_index_and_task_pages(built):
    root, wh, res = built
    lb = report.leaderboard(connect(wh), ["r1"], resamples=10)
    pages = report_pages(res.index.parent)
    for page in [pages[0], pages[1], pages[-1]]:
        text = html.unescape(re.sub(r"<[^>]+>", "", page.read_text()))
        assert "Protocol" in text and "paper (version 1)" in text
        assert "Judge" in text and "iwr/offline, the offline judge" in text
        assert "Absent" in text and "DINO (" in text and "HVS (" in text
        for r in lb.rows:
            for reason in r.reasons:
                assert reason in text, f"{page.name}: reason {reason!r} not shown"
        assert "LVS, HVS, VFS, IFS and Final are not comparable with the published table, because:" in text


def test_comparability_block_says_when_every_figure_is_comparable():
    from iwr_bench.tasks.report.words import comparability_html

    ok = comparability_html(protocol="paper", protocol_version="1", judge="gemini/gemini-2.5-pro", absent=[], not_comparable=set(), reasons=())
    assert "Every figure is comparable" in ok and "Absent</b>: nothing" in ok
    part = comparability_html(protocol="paper", protocol_version=None, judge="gemini/gemini-2.5-pro", absent=["dino"],
                              not_comparable={"lvs", "vfs", "final"}, reasons=("no DINO",))
    part = re.sub(r"<[^>]+>", "", part)
    assert "LVS, VFS and Final are not comparable" in part and "HVS and IFS are comparable" in part and "because: no DINO" in part


def test_words_never_show_python_values():
    from iwr_bench.tasks.report.words import kind_words, method_words, words

    assert [words(None), words(float("nan")), words(True), words(["dino", "hvs"]), words([]), words(0.5, 1)] == ["—", "—", "yes", "dino, hvs", "—", "0.5"]
    assert method_words(None) == "not located" and kind_words("not_found") == "element not found" and kind_words("new_kind") == "new kind"


# ---------------------------------------------------------------- serving

def _get(url: str) -> tuple[int, str, bytes]:
    with urllib.request.urlopen(url, timeout=60) as r:  # noqa: S310 - a loopback URL the test made
        return r.status, r.headers.get("Content-Type", ""), r.read()


def test_served_report_answers_index_and_screenshot(built):
    from iwr_bench.tasks.report.serve import ReportServer

    _, _, res = built
    out = res.index.parent
    shot = next((out / "media").rglob("*.png"))
    with ReportServer(out, port=0) as server:
        assert server.url.startswith("http://127.0.0.1:")
        status, ctype, body = _get(server.url_of(res.index))
        assert status == 200 and "text/html" in ctype and b"task-grid" in body
        status, ctype, body = _get(server.url_of(shot))
        assert status == 200 and ctype == "image/png" and body == shot.read_bytes()
        thumb = next((out / "thumbs").iterdir())
        assert _get(server.url_of(thumb))[0] == 200


def test_report_link_is_http_when_a_base_url_is_configured(tmp_path):
    from iwr_bench.tasks.report.serve import report_link

    index = tmp_path / "reports" / "nightly 1" / "index.html"
    assert report_link(index, tmp_path / "reports", "http://reports.local:8765/") == "http://reports.local:8765/nightly%201/index.html"
    assert report_link(index, tmp_path / "reports", "http://h/iwr") == "http://h/iwr/nightly%201/index.html"
    assert report_link(index, tmp_path / "reports", None) == index.resolve().as_uri()
    assert report_link(tmp_path / "other" / "index.html", tmp_path / "reports", "http://h/").startswith("file://")


def test_busy_port_is_a_one_line_setup_error(tmp_path):
    from iwr_bench.core.errors import PrerequisiteError
    from iwr_bench.tasks.report.serve import ReportServer

    with ReportServer(tmp_path, port=0) as first:
        port = int(first.url.rsplit(":", 1)[1].strip("/"))
        with pytest.raises(PrerequisiteError, match=f"--port {port}: .*choose another with --port"):
            ReportServer(tmp_path, port=port)


@pytest.mark.slow
def test_cli_serve_prints_the_url_and_stops_cleanly_on_ctrl_c(tmp_path):
    """``iwr report --serve``: the printed URL answers, and SIGINT (Ctrl-C) ends it with exit 0."""
    wh = make_run(tmp_path, n_tasks=2, models=("m/a",))
    env = {**os.environ, "IWR_REPORT_BASE_URL": ""}
    proc = subprocess.Popen([sys.executable, "-m", "iwr_bench.cli.main", "report", "--warehouse", str(wh), "--run-id", "r1", "--out", str(tmp_path / "rep"),
                             "--resamples", "20", "--serve", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env,
                            cwd=Path(__file__).resolve().parent.parent)
    try:
        lines = []
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.append(line)
            if line.startswith("serving "):
                break
        url = re.search(r"http://127\.0\.0\.1:\d+/\S*", lines[-1])
        assert url, "".join(lines)
        assert url.group(0).endswith("/index.html")
        assert _get(url.group(0))[0] == 200
        proc.send_signal(signal.SIGINT)
        rest, _ = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 0, "".join(lines) + rest
    assert "stopped" in rest and "Traceback" not in rest


# ---------------------------------------------------------------- in a browser

@pytest.mark.browser
def test_report_opens_in_chromium_and_the_grid_filters_and_sorts(tmp_path):
    """Every page loads with every image and no error; the grid's filters and sorting work; the
    generated page opens only on demand, sandboxed (its script does not run)."""
    import time

    from iwr_bench.tasks.report.html import build_report
    from iwr_bench.tasks.report.serve import ReportServer
    from iwr_bench.tasks.sandbox.browser import Browser, Viewport

    wh = make_run(tmp_path, n_tasks=4, models=("m/a", "m/b"))
    out = tmp_path / "report"
    build_report(connect(wh), "r1", out, base=tmp_path, resamples=100)
    shutil.rmtree(tmp_path / "results")  # served from the report folder alone
    collector = ("window.__errs=[];addEventListener('error',function(e){__errs.push(String(e.message||(e.target&&e.target.src)||e))},true);"
                 "addEventListener('unhandledrejection',function(e){__errs.push('rejection '+e.reason)});"
                 "var ce=console.error;console.error=function(){__errs.push([].join.call(arguments,' '));ce.apply(console,arguments)};")
    pages = report_pages(out)
    browser = Browser(Viewport(1280, 900))
    try:
        d = browser.driver
        d.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": collector})
        with ReportServer(out, port=0) as server:
            for p in pages:
                d.get(server.url_of(p))
                # Lazy images load when scrolled to; bring each into view, then check it.
                state = d.execute_async_script(
                    "var done=arguments[0];var imgs=[...document.images];imgs.forEach(i=>{i.loading='eager';i.scrollIntoView()});"
                    "Promise.all(imgs.map(i=>i.complete?0:new Promise(r=>{i.onload=i.onerror=r}))).then(()=>done({"
                    "title:document.title,bad:imgs.filter(i=>!(i.complete&&i.naturalWidth>0)).map(i=>i.src),n:imgs.length,errs:window.__errs}))")
                assert state["title"], p
                assert not state["bad"], f"{p}: missing images {state['bad']}"
                assert not state["errs"], f"{p}: errors {state['errs']}"
                assert state["n"] > 0, p

            d.get(server.url_of(out / "index.html"))
            shown = "return [...document.querySelectorAll('#task-grid tbody tr')].filter(r=>!r.hidden).map(r=>[r.dataset.id,r.dataset.model,r.dataset.final])"
            assert len(d.execute_script(shown)) == 8
            d.execute_script("var s=document.querySelector('select[data-filter=model]');s.value='m/b';s.dispatchEvent(new Event('change'))")
            rows = d.execute_script(shown)
            assert len(rows) == 4 and {r[1] for r in rows} == {"m/b"}
            assert "4 of 8 shown" in d.find_element("css selector", ".grid-controls .count").text
            d.execute_script("var s=document.querySelector('select[data-filter=model]');s.value='';s.dispatchEvent(new Event('change'))")
            d.find_element("css selector", "th[data-sort=final]").click()
            finals = [float(r[2]) for r in d.execute_script(shown)]
            assert finals == sorted(finals, reverse=True)
            d.find_element("css selector", "th[data-sort=final]").click()
            assert [float(r[2]) for r in d.execute_script(shown)] == sorted(finals)
            box = d.find_element("css selector", "input[data-filter=text]")
            box.send_keys("SITE-3")
            assert {r[0] for r in d.execute_script(shown)} == {"3"}

            page_with_frame = next(p for p in pages[1:] if 'sandbox="allow-same-origin"' in p.read_text())
            d.get(server.url_of(page_with_frame))
            assert d.find_element("css selector", "iframe.page").get_attribute("src") in (None, "")
            d.execute_script("document.querySelector('details[data-lazy-frame]').open=true")
            frame = d.find_element("css selector", "iframe.page")
            deadline = time.time() + 60
            while not frame.get_attribute("src") and time.time() < deadline:
                time.sleep(0.05)
            d.switch_to.frame(frame)
            text, loaded = "", False
            while time.time() < deadline and not (text and loaded):
                text = d.execute_script("return document.body ? document.body.innerText : ''") or ""
                loaded = bool(d.execute_script("var i=document.images[0];return !!(i&&i.complete&&i.naturalWidth>0)"))
                time.sleep(0.05)
            assert "static" in text and "JS RAN" not in text
            assert loaded, "the generated page's asset did not load from the report folder"
    finally:
        browser.close()


# ---------------------------------------------------------------- pieces

def test_frames_prefer_sampled_video_frames_then_checkpoints(tmp_path):
    from iwr_bench.tasks.report.task_page import MAX_FRAMES, find_frames

    page = tmp_path / "gen" / "index.html"
    page.parent.mkdir()
    page.write_text("<html></html>")
    gt = [Path(report_png(tmp_path / "gt" / f"step_{k}.png", (0, 0, 0))) for k in range(3)]
    frames, source = find_frames({"page_path": str(page)}, tmp_path, gt)
    assert frames == gt and "checkpoints" in source
    sampled = [Path(report_png(page.parent / "frames" / f"frame_{i:03d}.png", (9, 9, 9))) for i in range(40)]
    frames, source = find_frames({"page_path": str(page)}, tmp_path, gt)
    assert len(frames) == MAX_FRAMES and frames[0] == sampled[0] and frames[-1] == sampled[-1]
    assert "video" in source
    cache = [Path(report_png(tmp_path / "cache" / f"frame_{i:04d}.jpg", (5, 5, 5))) for i in range(3)]
    (page.parent / "request.json").write_text(json.dumps({"frame_paths": [str(c) for c in cache]}))
    frames, _ = find_frames({"page_path": str(page)}, tmp_path, gt)
    assert frames == cache


def test_svg_plots_are_well_formed_and_count_ticks_are_exact():
    import xml.etree.ElementTree as ET

    from iwr_bench.tasks.report.svg import svg_ci_bars, svg_grouped_bars

    svg = svg_ci_bars(["a <model>", "b"], [("Final", [0.4, None], [(0.3, 0.5), None])], "t")
    ET.fromstring(svg)
    svg = svg_grouped_bars(["load", "1", "none"], [("m&1", [5, 1, None]), ("m2", [0, 2, 3])], "t", percent=False)
    root = ET.fromstring(svg)
    ticks = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text") if t.text and t.text.isdigit()]
    assert ticks[:5] == ["0", "2", "4", "6", "8"]


def test_element_box_is_drawn_in_viewport_percent(tmp_path):
    from iwr_bench.tasks.report.task_page import Shown, _img

    shot = Path(report_png(tmp_path / "s.png", (1, 2, 3)))
    out = _img(Shown(shot, shot.name), tmp_path, "shot", box=[128, 72, 256, 36], viewport=(1280, 720))
    assert 'left:10.00%;top:10.00%;width:20.00%;height:5.00%' in out
    assert 'loading="lazy"' in out and 'src="s.png"' in out
    assert "missing file nope.png" in _img(Shown(None, "nope.png"), tmp_path, "shot")
    assert "shot: none" in _img(Shown(None, None), tmp_path, "shot")


def test_each_step_shows_its_confidence_flag_evidence_and_runner_up(built):
    """Issue 24: a person reading a task page sees why the judge acted where it did, and where it was unsure."""
    _, _, res = built
    pages = sorted((res.index.parent / "pages").rglob("task_*.html"))
    text = "".join(p.read_text() for p in pages)
    assert "confidence 0.97" in text and "why this element" in text
    assert "runner-up &lt;a&gt; “other thing”, match 40: text: thing" in text
    assert "chosen: text: thing 1" in text
    assert "<b>undecided</b> (the protocol decides how it counts)" in text and "confidence 0.41" in text
