"""The judge's replay: open a page in the sandbox and perform a task's actions in order, recording
per action how its element was found, what happened, and what a person sees afterwards.
"""

from iwr_bench.tasks.replay.page import Replay, evaluations_root, judge_scripts, replay_page

__all__ = ["Replay", "evaluations_root", "judge_scripts", "replay_page"]
