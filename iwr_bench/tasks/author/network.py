"""Every request the authoring browser makes, as the browser reports it (CDP ``Network`` events).

Authoring refuses a site only for what the page really does while the trajectory plays: a
request that leaves the site (the benchmark runs offline) or a file the browser asked for that
the site folder does not have. Both are read from the browser's own events, never guessed
from the text of stylesheets or scripts: a rule nobody uses, a font fallback no current
browser asks for, or a string in a script that looks like a URL costs nothing.

``NetworkLog`` opens its own DevTools connection to the browser (chromedriver keeps its own),
attaches to the page's tab, enables ``Network`` there and in every worker the page starts
(auto-attach, each worker held until its ``Network`` is on, so its first request is seen),
and keeps one ``Request`` per request: URL, resource type, who started it (the stylesheet,
script or document line), the step that was playing, the status or the failure.
"""

from __future__ import annotations

import contextlib
import json
import threading
import urllib.request
from dataclasses import dataclass
from typing import Any


@dataclass
class Request:
    url: str
    kind: str  # CDP resource type: Document, Stylesheet, Script, Image, Font, Fetch, XHR, Other, ...
    initiator: str  # the URL of what asked for it (a stylesheet, a script, the page), or ""
    step: int  # 0 = while the page loaded, k = during or after action k
    status: int | None = None
    failed: str | None = None  # the browser's error text when no response came
    worker: bool = False  # made by a worker the page started


def _initiator(raw: dict[str, Any]) -> str:
    if raw.get("url"):
        return str(raw["url"])
    stack = raw.get("stack") or {}
    while stack:
        for frame in stack.get("callFrames") or []:
            if frame.get("url"):
                return str(frame["url"])
        stack = stack.get("parent") or {}
    return ""


class NetworkLog:
    """The requests of the page in the driver's current tab (and its workers), from now on."""

    def __init__(self, driver: Any, timeout: float = 10.0):
        import websocket

        addr = driver.capabilities["goog:chromeOptions"]["debuggerAddress"]
        with urllib.request.urlopen(f"http://{addr}/json/version", timeout=timeout) as res:
            url = json.load(res)["webSocketDebuggerUrl"]
        self._ws = websocket.create_connection(url, timeout=timeout, suppress_origin=True)
        self._lock = threading.Lock()
        self._send_lock = threading.Lock()
        self._next = 0
        self._waiting: dict[int, threading.Event] = {}
        self._answers: dict[int, dict[str, Any]] = {}
        self._by_id: dict[tuple[str, str], Request] = {}
        self._workers: set[str] = set()
        self.requests: list[Request] = []
        self.worker_urls: list[str] = []  # the scripts of the workers the page started
        self.step = 0
        self._closed = False
        self._reader = threading.Thread(target=self._read, name="iwr-author-network", daemon=True)
        self._reader.start()
        session = self._send("Target.attachToTarget", targetId=driver.current_window_handle, flatten=True)["sessionId"]
        self._watch(session, worker=False)

    # ------------------------------------------------------------ protocol

    def _send(self, method: str, session: str | None = None, timeout: float = 10.0, **params: Any) -> dict[str, Any]:
        with self._lock:
            self._next += 1
            mid = self._next
            done = self._waiting[mid] = threading.Event()
        msg: dict[str, Any] = {"id": mid, "method": method, "params": params}
        if session:
            msg["sessionId"] = session
        with self._send_lock:
            self._ws.send(json.dumps(msg))
        if not done.wait(timeout):
            raise RuntimeError(f"DevTools did not answer {method} within {timeout:.0f} s")
        with self._lock:
            answer = self._answers.pop(mid)
        if "error" in answer:
            raise RuntimeError(f"{method}: {answer['error'].get('message')}")
        return answer.get("result", {})

    def _post(self, method: str, session: str, **params: Any) -> None:
        """A command whose answer nobody waits for (sent from the reader thread itself)."""
        with self._lock:
            self._next += 1
            mid = self._next
        with self._send_lock:
            self._ws.send(json.dumps({"id": mid, "method": method, "params": params, "sessionId": session}))

    def _watch(self, session: str, worker: bool) -> None:
        self._send("Network.enable", session)
        self._send("Target.setAutoAttach", session, autoAttach=True, waitForDebuggerOnStart=True, flatten=True)

    def _adopt(self, session: str, worker: bool) -> None:
        """A worker or frame that just started, held by the debugger: watch it, then let it run
        (from the reader thread, so nothing here may wait for an answer)."""
        if worker:
            self._workers.add(session)
        for method, params in (("Network.enable", {}),
                               ("Target.setAutoAttach", {"autoAttach": True, "waitForDebuggerOnStart": True, "flatten": True}),
                               ("Runtime.runIfWaitingForDebugger", {})):
            self._post(method, session, **params)

    def _read(self) -> None:
        import websocket

        while not self._closed:
            try:
                raw = self._ws.recv()
            except websocket.WebSocketTimeoutException:
                continue
            except Exception:  # noqa: BLE001 - the connection closed with the browser
                return
            try:
                msg = json.loads(raw)
            except ValueError:
                continue
            if "id" in msg:
                with self._lock:
                    done = self._waiting.pop(msg["id"], None)
                    if done is not None:
                        self._answers[msg["id"]] = msg
                if done is not None:
                    done.set()
                continue
            with contextlib.suppress(Exception):  # one odd event must not stop the log
                self._event(msg.get("method", ""), msg.get("params") or {}, msg.get("sessionId") or "")

    def _event(self, method: str, params: dict[str, Any], session: str) -> None:
        if method == "Target.attachedToTarget":
            info = params.get("targetInfo") or {}
            if info.get("type") in ("worker", "shared_worker", "service_worker", "iframe"):
                if info.get("type") != "iframe":
                    with self._lock:
                        self.worker_urls.append(str(info.get("url") or ""))
                self._adopt(params["sessionId"], worker=info.get("type") != "iframe")
            else:
                self._post("Runtime.runIfWaitingForDebugger", params["sessionId"])
        elif method == "Network.requestWillBeSent":
            req = params.get("request") or {}
            key = (session, str(params.get("requestId")))
            if key in self._by_id and params.get("redirectResponse"):
                self._by_id[key].status = int(params["redirectResponse"].get("status") or 0)
            entry = Request(str(req.get("url", "")), str(params.get("type") or "Other"), _initiator(params.get("initiator") or {}),
                            self.step, worker=session in self._workers)
            with self._lock:
                self._by_id[key] = entry
                self.requests.append(entry)
        elif method == "Network.responseReceived":
            answered = self._by_id.get((session, str(params.get("requestId"))))
            if answered is not None:
                answered.status = int((params.get("response") or {}).get("status") or 0)
        elif method == "Network.loadingFailed":
            failed = self._by_id.get((session, str(params.get("requestId"))))
            if failed is not None and not params.get("canceled"):
                failed.failed = str(params.get("errorText") or "failed")

    # ------------------------------------------------------------ use

    def snapshot(self) -> list[Request]:
        with self._lock:
            return list(self.requests)

    def close(self) -> None:
        self._closed = True
        with contextlib.suppress(Exception):
            self._ws.close()
        self._reader.join(2)

    def __enter__(self) -> NetworkLog:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
