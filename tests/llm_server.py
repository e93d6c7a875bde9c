"""A local OpenAI-compatible chat-completions server that LiteLLM reaches over real HTTP.

It stands in for a model provider in tests: ``openai/<name>`` models with
``api_base=server.api_base`` (``http://127.0.0.1:PORT/v1``). Every behaviour is scripted by the
model name (the ``model`` field of the request, which LiteLLM sends without its ``openai/``
prefix); see ``tests/llm_scripts.py``. Nothing here mocks LiteLLM: the request goes through LiteLLM, the
OpenAI client and httpx to a socket, and the answer comes back the same way.

* ``GET /v1/models`` lists the served names (reachability checks).
* An unknown model answers 404 as OpenAI does; a wrong bearer token (when ``require_key`` is set) 401.
* Every request is logged in memory (``log``): model, role, path, whether an Authorization
  header came, body size, time. ``calls(model=..., role=...)`` counts them.
* ``peak_in_flight(model)``: the most calls of a model it was answering at once (a concurrency
  limit that holds shows 1 for a limit of 1, whichever processes send them).
* ``fail_next(model, n, how)`` makes the next ``n`` chat calls of ``model`` fail with a 500 or a
  connection reset (a simulated outage), before its script is consulted.

The pytest fixtures at the bottom (loaded by ``tests/conftest.py`` as a plugin) give a
session-wide server with a clean log per test, a factory for more servers (one per role) and a
"trap": a listener that must receive nothing, with the provider-default environment variables
(``OPENAI_API_BASE``, ``OPENAI_BASE_URL``, ...) pointed at it.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import socket
import struct
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from tests.llm_scripts import (
    FAIL_MARKER,
    HUGE_BYTES,
    MODELS,
    SLOW_S,
    Ask,
    down,
    error_reply,
    scripts,
)

__all__ = ["FAIL_MARKER", "HUGE_BYTES", "MODELS", "SLOW_S", "LLMServer", "Logged"]

# ---------------------------------------------------------------------------------------------
# The server


@dataclass(frozen=True)
class Logged:
    method: str
    path: str
    model: str | None
    role: str | None  # generator, judge, grounder; None for an unknown model or a non-chat path
    kind: str | None  # what the prompt asked: assertion, rubric, grounding, generation
    authorized: bool  # an Authorization header came
    body_bytes: int
    at: float  # time.time() when the request arrived
    status: int  # what the server answered (0: connection reset)
    conversation: str | None = None


class _Quiet(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A client that gave up (timeout, reset) leaves a broken pipe behind: expected here.
        pass


class LLMServer:
    """A threaded OpenAI-compatible server on 127.0.0.1 and a free port. Use as a context manager."""

    def __init__(self, *, require_key: str | None = None, trap: bool = False, name: str = "llm"):
        self.require_key = require_key
        self.trap = trap  # log and refuse everything: a host no request may reach
        self.name = name
        self.scripts = scripts()
        self.log: list[Logged] = []
        self._fail: dict[str, list[str]] = {}
        self._in_flight: dict[str, int] = {}
        self._peak: dict[str, int] = {}
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._httpd: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle
    def start(self) -> LLMServer:
        handler = type("Handler", (_Handler,), {"server_ref": self})
        self._httpd = _Quiet(("127.0.0.1", 0), handler)
        self._thread = threading.Thread(target=self._httpd.serve_forever, name=f"{self.name}-server", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()  # wakes sleeping "slow" handlers
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
        if self._thread is not None:
            self._thread.join(10)

    def __enter__(self) -> LLMServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def port(self) -> int:
        assert self._httpd is not None, "server not started"
        return int(self._httpd.server_address[1])

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        return f"{self.url}/v1"

    # -- scripting and the log
    def fail_next(self, model: str, n: int, how: str = "500") -> None:
        """The next ``n`` chat calls of ``model`` fail: ``500`` or ``reset`` (connection dropped)."""
        if how not in ("500", "reset"):
            raise ValueError(f"how must be '500' or 'reset', got {how!r}")
        with self._lock:
            self._fail.setdefault(model, []).extend([how] * n)

    def clear(self) -> None:
        """Forget the log, pending failures, the per-conversation counters and the in-flight peaks."""
        with self._lock:
            self.log.clear()
            self._fail.clear()
            self._peak.clear()
            self.scripts = scripts()

    def peak_in_flight(self, model: str) -> int:
        """The most chat calls of ``model`` this server was answering at once."""
        with self._lock:
            return self._peak.get(model, 0)

    @contextlib.contextmanager
    def _answering(self, model: str) -> Iterator[None]:
        with self._lock:
            self._in_flight[model] = self._in_flight.get(model, 0) + 1
            self._peak[model] = max(self._peak.get(model, 0), self._in_flight[model])
        try:
            yield
        finally:
            with self._lock:
                self._in_flight[model] -= 1

    def calls(self, model: str | None = None, role: str | None = None, kind: str | None = None) -> int:
        """Chat-completion calls received, optionally of one model, role or prompt kind."""
        with self._lock:
            return sum(1 for r in self.log if r.path.endswith("/chat/completions")
                       and (model is None or r.model == model) and (role is None or r.role == role)
                       and (kind is None or r.kind == kind))

    def requests(self) -> list[Logged]:
        with self._lock:
            return list(self.log)

    def _take_failure(self, model: str) -> str | None:
        with self._lock:
            pending = self._fail.get(model)
            return pending.pop(0) if pending else None

    def _record(self, entry: Logged) -> None:
        with self._lock:
            self.log.append(entry)


class _Handler(BaseHTTPRequestHandler):
    server_ref: LLMServer
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:  # quiet: the log is in memory
        pass

    def _send(self, status: int, payload: Any, headers: dict[str, str] | None = None) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        # One request per connection: a pooled connection never outlives a test's server.
        self.send_header("Connection", "close")
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(data)
        self.close_connection = True

    def _reset(self) -> None:
        # SO_LINGER 0: close() sends RST, the client sees the connection dropped mid-request.
        self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self.close_connection = True
        self.connection.close()

    def _authorized(self) -> tuple[bool, bool]:
        """(header present, accepted)."""
        header = self.headers.get("Authorization")
        srv = self.server_ref
        ok = srv.require_key is None or header == f"Bearer {srv.require_key}"
        return header is not None, ok

    def _log(self, *, model=None, role=None, kind=None, body_bytes=0, status=200, conversation=None) -> None:
        present, _ = self._authorized()
        self.server_ref._record(Logged(self.command, self.path, model, role, kind, present, body_bytes, time.time(), status, conversation))

    def do_GET(self) -> None:  # noqa: N802 - http.server's naming
        srv = self.server_ref
        if srv.trap:
            self._log(status=503)
            return self._send(503, {"error": {"message": "trap: no request may come here", "type": "trap"}})
        _, ok = self._authorized()
        if not ok:
            self._log(status=401)
            return self._send(401, error_reply(401, "Incorrect API key provided.", "invalid_request_error", "invalid_api_key").error)
        if self.path.rstrip("/") == "/v1/models":
            self._log()
            return self._send(200, {"object": "list", "data": [{"id": m, "object": "model", "owned_by": "local"} for m in srv.scripts]})
        self._log(status=404)
        self._send(404, {"error": {"message": f"no route {self.path}", "type": "invalid_request_error"}})

    def do_POST(self) -> None:  # noqa: N802
        srv = self.server_ref
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        if srv.trap:
            self._log(body_bytes=len(raw), status=503)
            return self._send(503, {"error": {"message": "trap: no request may come here", "type": "trap"}})
        if not self.path.rstrip("/").endswith("/chat/completions"):
            self._log(body_bytes=len(raw), status=404)
            return self._send(404, {"error": {"message": f"no route {self.path}", "type": "invalid_request_error"}})
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            self._log(body_bytes=len(raw), status=400)
            return self._send(400, {"error": {"message": "body is not JSON", "type": "invalid_request_error"}})
        model = str(body.get("model"))
        messages = body.get("messages") or []
        users = [m for m in messages if m.get("role") == "user"]
        conversation = hashlib.sha256(json.dumps(users[:1], sort_keys=True).encode()).hexdigest()[:16]
        ask = Ask(model, messages, body, conversation, len(users))
        role, script = srv.scripts.get(model, (None, None))
        meta = {"model": model, "role": role, "kind": ask.kind, "body_bytes": len(raw), "conversation": conversation}
        _, ok = self._authorized()
        if not ok:
            # Echoes the token it got, as some servers do: the caller must keep it out of rows and logs.
            got = (self.headers.get("Authorization") or "").removeprefix("Bearer ")
            self._log(**meta, status=401)
            return self._send(401, error_reply(401, f"Incorrect API key provided: {got}.", "invalid_request_error", "invalid_api_key").error)
        if script is None:
            self._log(**meta, status=404)
            return self._send(404, error_reply(404, f"The model `{model}` does not exist or you do not have access to it.",
                                          "invalid_request_error", "model_not_found").error)
        with srv._answering(model):
            self._answer(ask, script, meta)

    def _answer(self, ask: Ask, script: Callable[[Ask], Any], meta: dict[str, Any]) -> None:
        srv, model, raw_bytes = self.server_ref, ask.model, meta["body_bytes"]
        failure = srv._take_failure(model)
        if failure == "reset":
            self._log(**meta, status=0)
            return self._reset()
        reply = down(ask) if failure == "500" else script(ask)
        self._log(**meta, status=reply.status)
        if reply.sleep_s and srv._stop.wait(reply.sleep_s):
            return self._reset()
        if reply.error is not None:
            return self._send(reply.status, reply.error, reply.headers)
        payload: dict[str, Any] = {
            "id": f"chatcmpl-{ask.conversation}", "object": "chat.completion", "created": int(time.time()), "model": model,
            "choices": [{"index": 0, "message": {"role": "assistant", "content": reply.content}, "finish_reason": reply.finish_reason}],
        }
        if reply.usage:
            out_tokens = max(1, len(reply.content or "") // 4)
            payload["usage"] = {"prompt_tokens": max(1, raw_bytes // 4), "completion_tokens": out_tokens,
                                "total_tokens": max(1, raw_bytes // 4) + out_tokens}
        self._send(200, payload, reply.headers)


# ---------------------------------------------------------------------------------------------
# Fixtures

# Where LiteLLM and the OpenAI client look for a provider's default host.
DEFAULT_BASE_VARS = ("OPENAI_API_BASE", "OPENAI_BASE_URL", "OPENAI_BASE", "AZURE_API_BASE", "ANTHROPIC_API_BASE",
                     "ANTHROPIC_BASE_URL", "GEMINI_API_BASE", "OLLAMA_API_BASE", "HOSTED_VLLM_API_BASE")


@pytest.fixture(scope="session")
def _llm_session_server() -> Iterator[LLMServer]:
    with LLMServer(name="llm-session") as srv:
        yield srv


@pytest.fixture
def llm_server(_llm_session_server: LLMServer) -> LLMServer:
    """The session's local model server, with an empty log and no pending failures."""
    _llm_session_server.clear()
    return _llm_session_server


@pytest.fixture
def llm_servers() -> Iterator[Callable[..., LLMServer]]:
    """A factory of more servers (e.g. one per role); all are stopped after the test."""
    started: list[LLMServer] = []

    def make(**kw: Any) -> LLMServer:
        srv = LLMServer(**kw).start()
        started.append(srv)
        return srv

    yield make
    for srv in started:
        srv.stop()


@pytest.fixture
def llm_trap(monkeypatch: pytest.MonkeyPatch) -> Iterator[LLMServer]:
    """A listener that must receive nothing, with every provider-default base URL pointed at it."""
    with LLMServer(trap=True, name="trap") as trap:
        for var in DEFAULT_BASE_VARS:
            monkeypatch.setenv(var, trap.api_base)
        yield trap
