"""The authoring server: a folder on 127.0.0.1 at a free port, optionally with the site behind it.

Authoring serves two things with it: the site folder as it is (the recording the task is made
from), and the built reference page as it will be served (a folder holding ``index.html`` and
``assets/``, exactly what the oracle answer gets) with the original site folder behind it. A
request the served folder cannot answer is answered from the site folder when the site has that
file, and logged (``from_site``): the built page still asks for a file by its original path.
Requests for files that neither has are logged as missing. Hidden files and the trajectory
are never served.
"""

from __future__ import annotations

import http.server
import posixpath
import socketserver
import threading
from collections.abc import Iterable
from pathlib import Path
from urllib.parse import unquote, urlsplit


class _Handler(http.server.SimpleHTTPRequestHandler):
    server: _Server

    def translate_path(self, path: str) -> str:
        srv = self.server
        rel = posixpath.normpath(unquote(urlsplit(path).path)).lstrip("/")
        if rel in ("", "."):
            rel = "index.html"
        hidden = rel.startswith("..") or any(part.startswith(".") for part in rel.split("/"))
        served = srv.root / rel
        with srv.lock:
            if not hidden and rel not in srv.private and served.is_file():
                return str(served)
            original = srv.fallback / rel if srv.fallback is not None else None
            if not hidden and rel not in srv.private and original is not None and original.is_file():
                srv.from_site.add(rel)
                return str(original)
            srv.missing.add(rel)
        return str(srv.root / ".missing")  # answered 404

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, *args: object) -> None:  # noqa: D102 - silence per-request logs
        pass


class _Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    root: Path
    fallback: Path | None
    private: set[str]
    from_site: set[str]
    missing: set[str]
    lock: threading.Lock


class AuthoringServer:
    """Serves ``root`` with ``fallback`` (the site folder) behind it; see the module docstring.
    ``private`` paths (the trajectory, the recording) are never served."""

    def __init__(self, root: Path, fallback: Path | None = None, private: Iterable[str] = ()):
        self._server = _Server(("127.0.0.1", 0), _Handler)
        self._server.root = Path(root)
        self._server.fallback = Path(fallback) if fallback is not None else None
        self._server.private = {*private}
        self._server.from_site, self._server.missing = set(), set()
        self._server.lock = threading.Lock()
        self._thread = threading.Thread(target=self._server.serve_forever, name="iwr-author-serve", daemon=True)
        self._thread.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}/"

    @property
    def from_site(self) -> set[str]:
        """Site paths the page requested that the served folder does not have (run-time assets)."""
        with self._server.lock:
            return set(self._server.from_site)

    @property
    def missing(self) -> set[str]:
        """Paths the page requested that neither the served folder nor the site has."""
        with self._server.lock:
            return set(self._server.missing)

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(5)

    def __enter__(self) -> AuthoringServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
