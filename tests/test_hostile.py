"""Hostile pages: each ends within its time limits, the run goes on, no process is left.

The limits are small so the suite stays fast; a page that breaks the browser costs its
own evaluation (its remaining actions are skipped) and the next evaluation gets a fresh
browser. Every test ends by replaying a harmless page on the same JudgeBrowser: the run goes on.
"""

from __future__ import annotations

import time

import psutil
import pytest

from tasks.replay import replay_page
from tasks.settle import Limits
from tests.test_replay import PAGES, act, make_task

pytestmark = [pytest.mark.browser, pytest.mark.slow]  # each restarts a killed browser: seconds apiece

LIMITS = Limits(load_s=2.0, action_s=2.0, screenshot_s=2.0, settle_cap_s=0.6)
BUDGET = 25.0  # seconds for one hostile evaluation: limits plus killing and cleanup
CLICK = [act(1, "Click", "Click the 'Go' button"), act(2, "Click", "Click the 'Go' button")]


def hostile(judge, tmp_path, page, actions=CLICK, limits=LIMITS):
    before = set(judge.browser.pids()) if judge.browser else set()
    t = time.monotonic()
    r = replay_page(make_task(actions), PAGES / page, tmp_path / "hostile", browser=judge, limits=limits)
    elapsed = time.monotonic() - t
    assert elapsed < BUDGET, f"{page} took {elapsed:.1f}s"
    if r.browser_replaced:
        left = [p for p in before if psutil.pid_exists(p) and psutil.Process(p).status() != psutil.STATUS_ZOMBIE]
        assert not left, f"killed browser left processes {left}"
    # The run goes on: the same judge replays a sane page next.
    ok = replay_page(make_task([act(1, "Click", "Click the 'Add' button")]), PAGES / "todo.html", tmp_path / "after",
                     browser=judge, limits=LIMITS)
    assert [row["outcome"] for row in ok.rows] == ["performed", "performed"], ok.rows[1]["error_message"]
    return r


def kinds(r):
    return [(row["outcome"], row["error_kind"]) for row in r.rows]


def test_infinite_loop_at_load(judge, tmp_path):
    r = hostile(judge, tmp_path, "hang_load.html")
    assert kinds(r) == [("failed", "page_unresponsive"), ("skipped", "page_unresponsive"), ("skipped", "page_unresponsive")]
    assert r.browser_replaced


def test_infinite_loop_on_click(judge, tmp_path):
    r = hostile(judge, tmp_path, "hang_click.html")
    assert r.rows[0]["outcome"] == "performed"
    assert kinds(r)[1:] == [("failed", "page_unresponsive"), ("skipped", "page_unresponsive")]


def test_alert_loop_is_dismissed_and_recorded(judge, tmp_path):
    r = hostile(judge, tmp_path, "alert_loop.html")
    assert r.rows[0]["outcome"] == "performed"
    assert r.rows[0]["dialogs"][:2] == ["alert: hello", "confirm: sure?"]
    assert "clicked" in r.rows[1]["page_text"]


def test_window_open_loop_and_extra_tab(judge, tmp_path):
    actions = [act(1, "Click", "Click the 'Go' button"), act(2, "Click", "Click the 'Open tab' link")]
    r = hostile(judge, tmp_path, "open_loop.html", actions)
    assert all(row["outcome"] == "performed" for row in r.rows)
    assert r.rows[0]["dialogs"][0] == "window.open: http://evil.example/"
    assert any(d.startswith("window: ") for d in r.rows[2]["dialogs"]), "the blocked tab is recorded"
    assert len(judge.driver.window_handles) == 1


def test_reload_loop_ends_within_limits(judge, tmp_path):
    r = hostile(judge, tmp_path, "reload_loop.html")
    assert len(r.rows) == 3  # whatever the outcome, every action has its row


def test_navigation_to_another_host_fails_the_action(judge, tmp_path):
    r = hostile(judge, tmp_path, "navigate_away.html")
    assert kinds(r)[1] == ("failed", "navigated_away")
    assert "evil.example" in r.rows[1]["navigated_to"]


def test_fetch_to_internet_and_files_fails(judge, tmp_path):
    r = hostile(judge, tmp_path, "fetch_out.html", [])
    for probe in ("internet:blocked", "ip:blocked", "file:blocked", "self:reached"):
        assert probe in r.rows[0]["page_text"]


def test_memory_bomb(judge, tmp_path):
    r = hostile(judge, tmp_path, "memory_bomb.html")
    assert kinds(r)[1][1] in ("page_crashed", "page_unresponsive")


def test_hundred_thousand_nodes(judge, tmp_path):
    # Building 100,000 nodes in a parser-blocking script takes seconds on two busy cores.
    r = hostile(judge, tmp_path, "big_dom.html", limits=Limits(load_s=8.0, action_s=4.0, screenshot_s=4.0, settle_cap_s=0.6))
    assert kinds(r)[1] == ("performed", None)
    assert "clicked" in r.rows[1]["page_text"]


def test_tab_crash_mid_action(judge, tmp_path, monkeypatch):
    """No page can open chrome://crash, so the crash is injected: a Click whose perform crashes the tab."""
    from tasks import replay

    def crash(ctx, action):
        ctx.call(lambda: ctx.driver.execute_cdp_cmd("Page.crash", {}), "crash")
        return {}

    monkeypatch.setitem(replay.PERFORMERS, "Click", crash)
    r = replay_page(make_task(CLICK), PAGES / "todo.html", tmp_path, browser=judge, limits=LIMITS)
    monkeypatch.undo()
    assert kinds(r)[1:] == [("failed", "page_crashed"), ("skipped", "page_crashed")]
    hostile(judge, tmp_path, "todo.html", [])


def test_element_replaced_just_before_the_click(judge, tmp_path):
    r = hostile(judge, tmp_path, "vanishing.html", [act(1, "Click", "Click the 'Buy now' button")])
    row = r.rows[1]
    assert (row["outcome"], row["error_kind"]) in (("performed", None), ("failed", "not_interactable"))
    if row["outcome"] == "performed":
        assert "bought" in row["page_text"]
