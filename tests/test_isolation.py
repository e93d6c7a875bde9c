"""The sandbox holds: nothing a page sends reaches anything but its own evaluation server, and
nothing an earlier evaluation left is visible to the next.

Every network probe targets a listener of its own on 127.0.0.1 that must receive nothing (no
connection, no byte, no datagram). The same page in a browser whose proxy lets those ports
through and whose WebRTC is unrestricted is the control: there each listener must hear its
probe, so a probe that cannot reach anything can never pass for a blocked one. (``<link
rel=preconnect>`` is not among them: this Chromium opens no connection for it even in the
control, so no test could tell it blocked.)
"""

from __future__ import annotations

import contextlib
import re
import socket
import threading
import time
from pathlib import Path

import pytest

from iwr_bench.tasks.replay.page import judge_scripts, replay_page
from iwr_bench.tasks.sandbox.browser import Viewport
from iwr_bench.tasks.sandbox.judge_browser import JudgeBrowser
from tests.builders import act, make_task

pytestmark = [pytest.mark.browser, pytest.mark.slow]

CLICK = [act(1, "Click", "Click the 'Go' button")]

# name: (transport, markup placed in the page's body). {port} is the probe's own listener.
PROBES: dict[str, tuple[str, str]] = {
    "fetch": ("tcp", "<script>fetch('http://127.0.0.1:{port}/fetch', {{mode: 'no-cors'}}).catch(() => {{}});</script>"),
    "xhr": ("tcp", "<script>try {{ const x = new XMLHttpRequest(); x.open('GET', 'http://127.0.0.1:{port}/xhr'); x.send(); }} catch (e) {{}}</script>"),
    "fetch_by_name": ("tcp", "<script>fetch('http://localhost:{port}/name', {{mode: 'no-cors'}}).catch(() => {{}});</script>"),
    "websocket": ("tcp", "<script>try {{ new WebSocket('ws://127.0.0.1:{port}/ws'); }} catch (e) {{}}</script>"),
    "eventsource": ("tcp", "<script>new EventSource('http://127.0.0.1:{port}/events');</script>"),
    "img": ("tcp", "<img src='http://127.0.0.1:{port}/pixel.png'>"),
    "script": ("tcp", "<script async src='http://127.0.0.1:{port}/lib.js'></script>"),
    "stylesheet": ("tcp", "<link rel=stylesheet href='http://127.0.0.1:{port}/style.css'>"),
    "css_background": ("tcp", "<div style=\"width:9px;height:9px;background:url('http://127.0.0.1:{port}/bg.png')\"></div>"),
    "iframe": ("tcp", "<iframe src='http://127.0.0.1:{port}/frame'></iframe>"),
    "beacon": ("tcp", "<script>navigator.sendBeacon('http://127.0.0.1:{port}/beacon', 'the page chose this');</script>"),
    "prefetch": ("tcp", "<link rel=prefetch href='http://127.0.0.1:{port}/next'>"),
    "preload": ("tcp", "<link rel=preload as=image href='http://127.0.0.1:{port}/preload.png'>"),
    "modulepreload": ("tcp", "<link rel=modulepreload href='http://127.0.0.1:{port}/module.js'>"),
    "worker": ("tcp", "<script>new Worker(URL.createObjectURL(new Blob([\"fetch('http://127.0.0.1:{port}/worker').catch(() => {{}})\"])));</script>"),
    "service_worker": ("tcp", "<script>navigator.serviceWorker.register('assets/sw.js?port={port}', {{scope: 'assets/'}}).catch(() => {{}});</script>"),
    "webrtc_udp": ("udp", """<script>(async () => {{
  const pc = new RTCPeerConnection({{iceServers: [{{urls: 'stun:127.0.0.1:{port}'}},
    {{urls: 'turn:127.0.0.1:{port}?transport=udp', username: 'u', credential: 'p'}}]}});
  pc.createDataChannel('x');
  const offer = await pc.createOffer(); await pc.setLocalDescription(offer);
  const peer = new RTCPeerConnection(); await peer.setRemoteDescription(offer);
  const answer = await peer.createAnswer(); await peer.setLocalDescription(answer);
  await pc.setRemoteDescription(answer);
  await pc.addIceCandidate({{candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 {port} typ host', sdpMid: '0', sdpMLineIndex: 0}});
}})().catch(() => {{}});</script>"""),
    "webrtc_turn_tcp": ("tcp", """<script>(async () => {{
  const pc = new RTCPeerConnection({{iceServers: [{{urls: 'turn:127.0.0.1:{port}?transport=tcp', username: 'u', credential: 'p'}}]}});
  pc.createDataChannel('x');
  await pc.setLocalDescription(await pc.createOffer());
}})().catch(() => {{}});</script>"""),
    # A name the machine resolves to 127.0.0.1 (/etc/hosts, then DNS): reaching it takes a lookup.
    "fetch_by_resolved_name": ("tcp", "<script>fetch('http://{host}:{port}/resolved', {{mode: 'no-cors'}}).catch(() => {{}});</script>"),
    "webtransport": ("udp", "<script>try {{ new WebTransport('https://127.0.0.1:{port}/wt').ready.catch(() => {{}}); }} catch (e) {{}}</script>"),
}

def _resolved_name() -> str:
    """A host name other than localhost that this machine resolves to 127.0.0.1 (its own, usually)."""
    for name in (socket.gethostname(), "localhost.localdomain", "ip6-localhost"):
        with contextlib.suppress(OSError):
            if name != "localhost" and socket.gethostbyname(name) == "127.0.0.1":
                return name
    return ""


RESOLVED_NAME = _resolved_name()

SERVICE_WORKER = "const port = new URL(location).searchParams.get('port');\n" \
    "self.addEventListener('install', (e) => e.waitUntil(fetch(`http://127.0.0.1:${port}/sw`).catch(() => {})));\n"


class Listener:
    """A loopback TCP or UDP endpoint that counts what reaches it: connections, bytes, datagrams."""

    def __init__(self, transport: str):
        kind = socket.SOCK_STREAM if transport == "tcp" else socket.SOCK_DGRAM
        self.sock = socket.socket(socket.AF_INET, kind)
        self.sock.bind(("127.0.0.1", 0))
        self.sock.settimeout(0.2)
        self.transport = transport
        self.hits = 0
        self.bytes = 0
        self._stop = False
        if transport == "tcp":
            self.sock.listen(16)
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    @property
    def port(self) -> int:
        return self.sock.getsockname()[1]

    def _serve(self) -> None:
        while not self._stop:
            try:
                if self.transport == "udp":
                    data, _ = self.sock.recvfrom(65536)
                    self.hits += 1
                    self.bytes += len(data)
                    continue
                conn, _ = self.sock.accept()
            except (TimeoutError, OSError):
                continue
            self.hits += 1
            conn.settimeout(0.3)
            with contextlib.suppress(OSError):
                self.bytes += len(conn.recv(65536))
            conn.close()

    def close(self) -> None:
        self._stop = True
        self._thread.join(5)
        self.sock.close()


def probe_page(folder: Path, listeners: dict[str, Listener]) -> Path:
    body = "\n".join(PROBES[name][1].format(port=ln.port, host=RESOLVED_NAME) for name, ln in listeners.items())
    page = folder / "probes.html"
    page.write_text(f"<!doctype html><body><button id=b onclick=\"this.textContent='Done'\">Go</button>\n{body}\n</body>")
    (folder / "assets").mkdir(exist_ok=True)
    (folder / "assets" / "sw.js").write_text(SERVICE_WORKER)
    return page


def run_probes(folder: Path, listeners: dict[str, Listener]) -> dict[str, int]:
    """Load the probe page in a fresh judge browser, click once, close everything; then count."""
    page = probe_page(folder, listeners)
    task = make_task(CLICK, assets_dir=folder / "assets")
    with JudgeBrowser(Viewport(1280, 720), judge_scripts()) as jb:
        r = replay_page(task, page, folder / "shots", browser=jb)
        assert [row["outcome"] for row in r.rows] == ["performed", "performed"], r.rows
        time.sleep(1.0)  # late senders (beacons, workers) get their chance before the browser goes
    return {name: ln.hits + ln.bytes for name, ln in listeners.items()}


@pytest.fixture(scope="module")
def reached(tmp_path_factory):
    """What reached each probe's listener: (sandboxed judge, control browser)."""
    import iwr_bench.tasks.sandbox.browser as browser

    listeners = {name: Listener(transport) for name, (transport, _) in PROBES.items()}
    try:
        sandboxed = run_probes(tmp_path_factory.mktemp("sandboxed"), listeners)
        ports = ";".join(f"127.0.0.1:{ln.port}" for ln in listeners.values())
        real = browser.proxy_settings
        with pytest.MonkeyPatch.context() as mp:
            names = ";localhost" + (f";{RESOLVED_NAME}" if RESOLVED_NAME else "")
            mp.setattr(browser, "proxy_settings", lambda proxy, allow: (real(proxy, allow)[0], real(proxy, allow)[1] + ";" + ports + names))
            mp.setattr(browser, "WEBRTC_PREFS", {})
            mp.setattr(browser, "RESOLVER_RULES", "MAP nothing.invalid ~NOTFOUND")  # names resolve as the machine says
            control = run_probes(tmp_path_factory.mktemp("control"), listeners)
        # The control ran second: it counts all hits so far, the sandboxed run's included.
        yield {name: (sandboxed[name], control[name] - sandboxed[name]) for name in PROBES}
    finally:
        for ln in listeners.values():
            ln.close()


@pytest.mark.parametrize("probe", sorted(PROBES))
def test_nothing_reaches_another_port(reached, probe):
    if probe == "fetch_by_resolved_name" and not RESOLVED_NAME:
        pytest.skip("no host name but localhost resolves to 127.0.0.1 here")
    sandboxed, control = reached[probe]
    assert control > 0, f"the {probe} probe reached nothing even without the sandbox: it proves nothing"
    assert sandboxed == 0, f"the {probe} probe got out of the sandbox"


def test_proxy_port_cannot_be_taken(judge):
    """Regression: the proxy was 127.0.0.1:9, unused by luck; whatever bound that port got every
    request a page made to any host. Now the port is the harness's own while the browser lives."""
    judge.ensure(Viewport(1280, 720))
    port = judge.browser.sink.port
    for host in ("127.0.0.1", "0.0.0.0"):
        for opt in (socket.SO_REUSEADDR, socket.SO_REUSEPORT):
            s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            s.setsockopt(socket.SOL_SOCKET, opt, 1)
            with pytest.raises(OSError), s:
                s.bind((host, port))
                s.listen(1)


# ---------------------------------------------------------------- state between evaluations

STATE_PAGE = """<!doctype html><body><button id=b>Show</button><button id=r>Reload</button><pre id=o></pre><script>
// Reads every carrier at load, then writes to it; 'Show' prints what was read.
const seen = {};
seen.window_name = window.name || 'none';
seen.history = history.length;
seen.local_storage = localStorage.getItem('k') || 'none';
seen.session_storage = sessionStorage.getItem('k') || 'none';
seen.cookie = document.cookie || 'none';
window.name = 'left by A'; history.pushState({}, '', '#a'); history.pushState({}, '', '#b');
localStorage.setItem('k', 'A'); sessionStorage.setItem('k', 'A'); document.cookie = 'k=A; max-age=3600';
const db = indexedDB.open('iwr', 1);
db.onupgradeneeded = () => db.result.createObjectStore('s');
db.onsuccess = () => {
  const st = db.result.transaction('s', 'readwrite').objectStore('s');
  const get = st.get('k');
  get.onsuccess = () => { seen.indexed_db = get.result || 'none'; st.put('A', 'k'); };
};
caches.open('c').then((c) => c.match('/k').then((res) => res ? res.text() : 'none').then((t) => {
  seen.cache_storage = t; return c.put('/k', new Response('A'));
}));
navigator.serviceWorker.getRegistrations().then((regs) => {
  seen.service_worker = regs.length ? 'registered' : 'none';
  return navigator.serviceWorker.register('assets/sw.js', {scope: 'assets/'});
}).catch((e) => { seen.service_worker = 'error ' + e; });
b.onclick = () => { o.textContent = Object.entries(seen).map(([k, v]) => k + '=' + v).join('\\n'); };
r.onclick = () => { o.textContent = ''; location.reload(); };
</script></body>"""
CARRIERS = ("window_name", "history", "local_storage", "session_storage", "cookie", "indexed_db", "cache_storage", "service_worker")
STATE_STEPS = [act(1, "Click", "Click the 'Show' button"), act(2, "Click", "Click the 'Reload' button"), act(3, "Click", "Click the 'Show' button")]


def _reads(text: str | None) -> dict[str, str]:
    # What a person sees: seen.js gives the <pre>'s lines as one line of text ("k=v k=v ...").
    return {k: v for k, v in re.findall(r"(\w+)=(.*?)(?= \w+=|\n|$)", text or "")}


@pytest.fixture(scope="module")
def carried(judge, tmp_path_factory):
    """Two evaluations on the same judge browser: what each read at its first load (fresh) and
    after reloading itself (the control: there every carrier holds what the page wrote)."""
    folder = tmp_path_factory.mktemp("state")
    page = folder / "state.html"
    page.write_text(STATE_PAGE)
    (folder / "assets").mkdir()
    (folder / "assets" / "sw.js").write_text("self.addEventListener('fetch', () => {});\n")
    task = make_task(STATE_STEPS, assets_dir=folder / "assets")
    runs = []
    for i in range(2):
        r = replay_page(task, page, folder / f"shots{i}", browser=judge)
        assert [row["outcome"] for row in r.rows] == ["performed"] * 4, r.rows
        runs.append((_reads(r.rows[1]["page_text"]), _reads(r.rows[3]["page_text"])))
    return runs


@pytest.mark.parametrize("carrier", CARRIERS)
def test_no_state_carried_over(carried, carrier):
    """Regression: window.name and history survived between evaluations; page B read what page
    A (another model, another task) left there."""
    (first, first_reloaded), (second, _) = carried
    assert first_reloaded[carrier] != first[carrier], f"{carrier}: the page's write did not hold even within one evaluation"
    assert second[carrier] == first[carrier], f"{carrier}: the second evaluation saw {second[carrier]!r}"
