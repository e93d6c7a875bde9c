"""Serving a report folder over HTTP, and the link to a report that a browser will open.

Browsers refuse ``file://`` links from a web page (the Prefect UI's report link does
nothing), so where reports are served — ``iwr report --serve`` or any static server over
the reports folder — the link is ``<base URL>/<path of the report under the reports
folder>``. The server binds 127.0.0.1 only and lists nothing outside its folder.
"""

from __future__ import annotations

import functools
import http.server
import threading
from pathlib import Path
from urllib.parse import quote

from iwr_bench.core.errors import PrerequisiteError


class _Handler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the stdlib's name
        pass  # a report opens dozens of images; per-request lines would bury the URL


class ReportServer:
    """``folder`` served on 127.0.0.1:``port`` (0: a free port) from a background thread."""

    def __init__(self, folder: Path, port: int = 0):
        self.folder = Path(folder).resolve()
        if not self.folder.is_dir():
            raise PrerequisiteError(f"report folder {self.folder} does not exist; build it with: iwr report --run-id ID")
        handler = functools.partial(_Handler, directory=str(self.folder))
        try:
            self._server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
        except OSError as err:
            raise PrerequisiteError(f"--port {port}: cannot listen on 127.0.0.1:{port} ({err.strerror}); "
                                    "choose another with --port (0 picks a free one)") from None
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, name="iwr-report-server", daemon=True)
        self._thread.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}/"

    def url_of(self, path: Path) -> str:
        """The URL of a file inside the served folder."""
        return self.url + _rel(Path(path).resolve(), self.folder)

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=10)

    def __enter__(self) -> ReportServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _rel(path: Path, root: Path) -> str:
    return quote(path.relative_to(root).as_posix(), safe="/._-~")


def report_link(index: Path, reports_root: Path, base_url: str | None) -> str:
    """The link to a report's ``index.html``: under ``base_url`` when one is configured and the
    report lies under ``reports_root`` (the folder that URL serves), else its ``file://`` URI.

    Example: ``report_link(Path("results/reports/demo/index.html"), Path("results/reports"),
    "http://127.0.0.1:8765/")`` is ``"http://127.0.0.1:8765/demo/index.html"``.
    """
    index = Path(index).resolve()
    if base_url:
        try:
            return base_url.rstrip("/") + "/" + _rel(index, Path(reports_root).resolve())
        except ValueError:
            pass  # the report is elsewhere (iwr report --out): no server maps it
    return index.as_uri()
