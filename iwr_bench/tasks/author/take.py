"""One recording ("take") of a served folder: the trajectory played in a fresh browser context.

Authoring makes two takes of every task. The first plays the site folder as it is: it makes the
video and the checkpoints, checks every step's ``expect`` and logs every request the browser
makes (``iwr_bench.tasks.author.network.NetworkLog``). The second plays the built reference page,
served as the oracle answer will be (``index.html`` beside ``assets/``) with the site folder
behind it, so a file the built page still asks for by its original path is noticed; its
checkpoints must show the same pixels as the first take's (``iwr_bench.tasks.author.compare``).
Each take runs in its own browser context: storage, cookies and cache of one never reach the
other.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from iwr_bench.tasks.author.network import NetworkLog, Request
from iwr_bench.tasks.author.serve import AuthoringServer
from iwr_bench.tasks.author.session import END_STILL, HOLD, START_STILL, Session, browser_errors
from iwr_bench.tasks.author.trajectory import Trajectory


class NoVideo:
    """The video of a take nobody watches (the check of the built page)."""

    frames = 0
    duration_s = 0.0

    def add(self, png: bytes, repeat: int = 1) -> None:
        pass

    def hold(self, repeat: int) -> None:
        pass


@dataclass
class Take:
    checkpoints: list[bytes]  # canonical PNGs, step_0 first
    origin: str  # the served folder's origin, as the requests name it
    requests: list[Request]
    workers: list[str]  # worker script URLs
    unmet: list[tuple[str, str]]  # every step whose expect does not hold: (field, problem)
    from_site: set[str] = field(default_factory=set)  # asked of the site folder behind the served one
    missing: set[str] = field(default_factory=set)
    extra: Any = None  # what ``after`` returned


def record_take(traj: Trajectory, root: Path, browser: Any, *, fallback: Path | None = None, private: tuple[str, ...] = (),
                video: Any = None, after: Callable[[Session], Any] | None = None) -> Take:
    """Serve ``root`` (with ``fallback`` behind it), play every step, return what was seen.

    ``after`` runs with the session while the page is still open (the asset sheets draw SVGs
    in it). A step that cannot be performed raises ``TaskDataError`` at once; unmet ``expect``
    checks are collected, so all of them are reported together."""
    video = video if video is not None else NoVideo()
    context = None
    with AuthoringServer(root, fallback, private) as server, browser_errors(traj.task_id):
        with contextlib.suppress(Exception):  # a browser without contexts records in its own tab
            context, _ = browser.open_context()
        log = NetworkLog(browser.driver)
        s = Session(browser, server.url, traj, video)
        try:
            s.open()
            shots = [s.checkpoint(START_STILL)]
            unmet = []
            for step in traj.steps:
                log.step = step.step
                s.perform(step)
                s.settle(step)
                problem = s.check(step)
                if problem:
                    unmet.append(problem)
                shots.append(s.checkpoint(HOLD))
            video.hold(END_STILL)
            extra = after(s) if after else None
        finally:
            s.close()
            log.close()
            if context is not None:
                with contextlib.suppress(Exception):
                    browser.close_context(context)
        return Take(shots, server.url.rstrip("/"), log.snapshot(), list(log.worker_urls), unmet,
                    server.from_site, server.missing, extra)
