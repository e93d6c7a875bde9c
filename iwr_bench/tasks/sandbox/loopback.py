"""The loopback ends of the sandbox: the server a page may reach, and the proxy port that goes nowhere."""

from __future__ import annotations

import contextlib
import http.server
import logging
import socket
import socketserver
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

log = logging.getLogger("iwr.sandbox")


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def send_head(self):  # type: ignore[no-untyped-def]
        # The root is read per request, not per connection: Chromium preconnects sockets
        # during one evaluation that carry the next evaluation's first request.
        root = self.server.root  # type: ignore[attr-defined]
        if root is None:  # between evaluations the server serves nothing at all
            self.send_error(404)
            return None
        self.directory = str(root)
        try:
            return super().send_head()
        except ValueError:  # a NUL in the path (/assets/%00): no file has such a name
            self.send_error(404)
            return None

    def log_message(self, *args: object) -> None:  # noqa: D102 - silence per-request logs
        pass

    def end_headers(self) -> None:
        # No caching between evaluations that reuse a browser.
        self.send_header("Cache-Control", "no-store")
        super().end_headers()


class _Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    root: Path | None

    def handle_error(self, request: object, client_address: object) -> None:
        """One line in the log, not socketserver's traceback on stderr: the page under test
        chooses what it requests, and a page that hangs up mid-answer is no fault of ours."""
        err = sys.exc_info()[1]
        if not isinstance(err, ConnectionError):
            log.warning(f"loopback server: a request failed ({type(err).__name__}: {str(err).splitlines()[0][:200] if str(err) else ''})")


class FolderServer:
    """A loopback HTTP server whose root folder can be switched between evaluations.

    The judge keeps one per browser: the browser may reach this one port and no other
    (see ``chrome_options(allow_port=...)``), so the port must outlive each evaluation.
    With no root (``None``) every request gets a 404.
    """

    def __init__(self, root: str | Path | None):
        self._server = _Server(("127.0.0.1", 0), _QuietHandler, bind_and_activate=False)
        self._server.root = Path(root) if root is not None else None
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
    def root(self) -> Path | None:
        return self._server.root

    @root.setter
    def root(self, value: str | Path | None) -> None:
        self._server.root = Path(value) if value is not None else None

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


class ProxySink:
    """The browser's proxy: a loopback TCP port this process holds and never listens on.

    A connection to it is refused at once (the kernel answers a bound, non-listening port with
    a reset), and since the socket is bound without SO_REUSEADDR/SO_REUSEPORT no other
    process can bind the port, listening or not, while this one holds it. Chromium does not
    fall back to a direct connection when a configured proxy fails, so everything routed
    through the proxy goes nowhere.
    """

    def __init__(self) -> None:
        self._sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._sock.bind(("127.0.0.1", 0))

    @property
    def port(self) -> int:
        return int(self._sock.getsockname()[1])

    def close(self) -> None:
        self._sock.close()


