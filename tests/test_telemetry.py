"""Nothing leaves the machine for a host nobody named (iwr_bench.core.telemetry).

A trap, a listener on loopback, is every process's HTTP(S) proxy (HTTP_PROXY, HTTPS_PROXY,
ALL_PROXY and their lower-case forms): a library that calls home through the environment's
proxy, as onnxruntime's telemetry client does, shows up there as a ``CONNECT host:443``.
onnxruntime sends only at some exits; its device id and event store under ``$HOME`` are
written at every session, so an empty ``$HOME`` is the check that does not depend on luck.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import textwrap
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.runs import iwr_run_to_end

ROOT = Path(__file__).resolve().parent.parent


class Trap:
    """A loopback listener that records the first line of every connection made to it."""

    def __init__(self) -> None:
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.seen: list[str] = []
        threading.Thread(target=self._serve, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.sock.getsockname()[1]}"

    def _serve(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            with conn:
                conn.settimeout(5)
                try:
                    self.seen.append(conn.recv(300).split(b"\r\n")[0].decode(errors="replace") or "(nothing sent)")
                except OSError:
                    self.seen.append("(connected)")

    def env(self, home: Path) -> dict[str, str]:
        """A subprocess environment whose every proxy is the trap (loopback goes direct)."""
        env = {k: v for k, v in os.environ.items() if k not in TELEMETRY_VARS}
        for name in ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY"):
            env[name] = env[name.lower()] = self.url
        env["NO_PROXY"] = env["no_proxy"] = "127.0.0.1,localhost,::1"
        env.update({"HOME": str(home), "PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": "1"})
        home.mkdir(parents=True, exist_ok=True)
        return env


def _telemetry_vars() -> set[str]:
    from iwr_bench.core.telemetry import TELEMETRY_OFF

    return set(TELEMETRY_OFF)


TELEMETRY_VARS = _telemetry_vars()  # left out of the subprocesses' environment: iwr must set them itself


@pytest.fixture
def trap() -> Iterator[Trap]:
    t = Trap()
    yield t
    t.sock.close()


def test_the_trap_sees_a_library_that_calls_home_through_the_proxy(trap, tmp_path):
    """The check itself can fail: a request through the environment's proxy is recorded."""
    code = "import iwr_bench, urllib.request\ntry:\n    urllib.request.urlopen('http://telemetry.example/ping', timeout=10)\nexcept Exception:\n    pass\n"
    subprocess.run([sys.executable, "-c", code], env=trap.env(tmp_path / "home"), cwd=tmp_path, timeout=120, check=True)
    assert trap.seen == ["GET http://telemetry.example/ping HTTP/1.1"]


OCR = """
    from PIL import Image, ImageDraw
    from iwr_bench.tasks.scoring.ocr import ocr_text
    img = Image.new("RGB", (400, 100), "white")
    ImageDraw.Draw(img).text((10, 40), "Hello world", fill="black")
    print(ocr_text(img))
"""


def test_ocr_calls_no_host_and_leaves_no_telemetry_store(trap, tmp_path):
    """Regression: every run that computed OCR made onnxruntime try to reach
    mobile.events.data.microsoft.com (and keep a device id and event store in ~/.cache)."""
    home = tmp_path / "home"
    procs = [subprocess.Popen([sys.executable, "-c", textwrap.dedent(OCR)], env=trap.env(home), cwd=tmp_path,
                              stdout=subprocess.PIPE, text=True) for _ in range(2)]
    outs = [p.communicate(timeout=300)[0] for p in procs]
    assert all(p.returncode == 0 and "llo" in out for p, out in zip(procs, outs, strict=True)), outs
    assert trap.seen == [], f"a host nobody named was called: {trap.seen}"
    assert sorted(str(p.relative_to(home)) for p in home.rglob("*")) == [], "a library wrote its telemetry store"


@pytest.mark.slow
@pytest.mark.browser
def test_a_run_calls_no_host_nobody_named(trap, tiny_dataset, tmp_path):
    """A whole run (Prefect's server, the browsers, generation through LiteLLM, OCR) with every
    proxy pointed at the trap: no connection reaches it, and nothing lands in $HOME."""
    home = tmp_path / "home"
    env = trap.env(home)
    env.update({"IWR_HOME": str(tmp_path / "state"), "IWR_REPORT_AFTER_RUN": "false"})
    env.pop("IWR_OWNER", None)
    out = iwr_run_to_end("--data", str(tiny_dataset), "--models", "iwr/oracle", "--judge", "iwr/offline", "--tasks", "1",
                         "--run-id", "t1", env=env, cwd=tmp_path, timeout=900)
    assert out.returncode == 0, out.stderr[-3000:]
    assert trap.seen == [], f"a host nobody named was called: {trap.seen}"
    left = sorted(str(p.relative_to(home)) for p in home.rglob("*"))
    assert not [p for p in left if "Microsoft" in p or "telemetry" in p.lower()], left
