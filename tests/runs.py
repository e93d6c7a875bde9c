"""How tests start a run: in this process (``run_in_process``) or as a user types ``iwr run`` in a
fresh process (``iwr_run``); what differs between two runs of the same pages (``VOLATILE``); and
the judge's replay and score of an authored task's oracle page (``replay_oracle``).

Child processes import this module, so it must not import tests.conftest.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
IWR = str(Path(sys.executable).with_name("iwr"))  # the console script a user runs

# Columns that legitimately differ between two evaluations of the same pages.
VOLATILE = {"created_at", "wait_s", "action_s", "latency_s", "screenshot_path", "shot_path", "page_path", "raw_path",
            "cached", "cache_key", "started_at", "ended_at", "message", "cache_hits", "gt_features_computed",
            "gt_features_reused", "code_version", "attempts"}


def run_in_process(**fields: Any) -> dict:
    """``run(RunRequest(**fields), progress=False)``: the one entry point, as every caller uses it
    (``data`` may be a Path). Returns the run's summary."""
    from iwr_bench.flows.run import RunRequest, run

    if fields.get("data") is not None:
        fields["data"] = str(fields["data"])
    return run(RunRequest(**fields), progress=False)


def iwr_run(*args: str, env: dict[str, str] | None = None, cwd: Path = ROOT, **popen: Any) -> subprocess.Popen:
    """``iwr run ARGS`` in a fresh process, started and not waited for; ``popen`` goes to Popen
    (stdout, stderr, text, start_new_session...)."""
    return subprocess.Popen([IWR, "run", *args], cwd=cwd, env=env, **popen)


def iwr_run_to_end(*args: str, timeout: float, env: dict[str, str] | None = None, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    """``iwr run ARGS`` in a fresh process, waited for, its output captured as text."""
    proc = iwr_run(*args, env=env, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        raise
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)


def oracle_verdicts_hold(verdicts: list[str]) -> bool:
    """No verdict of the oracle fails, and the pixels decide most of them. The offline judge's pass
    needs OCR to read the expected text in the screenshot; where it misreads small text the verdict
    is undecided (unscored, counted apart), never a pass or a fail."""
    return bool(verdicts) and "fail" not in verdicts and verdicts.count("pass") * 2 >= len(verdicts)


def replay_oracle(out: Path, task_id: int) -> tuple[float, list[dict], list[str]]:
    """IFS of the task's oracle page replayed by the judge (offline judge, protocol strict: a tie or
    an undecided verdict does not count), the action rows and the verdicts."""
    from iwr_bench.tasks.data.dataset import load_dataset
    from iwr_bench.tasks.judge.judges import OfflineJudge
    from iwr_bench.tasks.replay.page import replay_page
    from iwr_bench.tasks.scoring.page import score_page
    from iwr_bench.tasks.scoring.protocols import get_protocol
    from iwr_bench.tasks.scoring.visual import FeatureCache, text_reader

    (task,) = [t for t in load_dataset(out).tasks if t.task_id == task_id]
    shots = Path(tempfile.mkdtemp(prefix="iwr-oracle-"))
    rows = replay_page(task, task.reference_page, shots).rows
    cache = FeatureCache(shots / "cache")  # the offline judge reads the screenshots as a run's does (a pass needs the pixels)
    page = score_page(task, "iwr/oracle", "r", rows, judge=OfflineJudge(text_reader(cache)), protocol=get_protocol("strict"), dino=None,
                      cache=cache, ocr=lambda p: "")
    return page.task_score["ifs"], rows, [a["verdict"] for a in page.assertions]
