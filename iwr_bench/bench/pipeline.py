"""Pipeline wall time and memory: a cold `make demo`, a warm rerun, and warehouse query times.

The demo runs as a child ``iwr run`` with its own results, warehouse and Prefect folders in
a temporary directory (``IWR_RESULTS``, ``IWR_WAREHOUSE``, ``IWR_PREFECT_HOME``), so "cold"
means no cache of any stage; the bundled dataset is already built. Peak memory is the summed
PSS of the child's whole process tree (browsers and the Prefect server included).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from iwr_bench.bench.common import Figure, PeakMemory, Stopwatch, figure, ratio

SECTION = "pipeline"
DEMO_MODELS = "iwr/oracle,iwr/static-frame,iwr/blank"
QUERIES = {
    "leaderboard": "SELECT * FROM leaderboard",
    "by_interaction_complexity": "SELECT * FROM by_interaction_complexity",
    "by_visual_complexity": "SELECT * FROM by_visual_complexity",
    "by_domain": "SELECT * FROM by_domain",
    "by_platform": "SELECT * FROM by_platform",
    "by_action_type": "SELECT * FROM by_action_type",
}


@dataclass(frozen=True)
class RunMeasure:
    wall_s: float
    peak_mib: float  # summed PSS of the tree (RSS where PSS is not available): ``memory_kind``
    memory_kind: str
    peak_breakdown: str  # the peak by process kind, largest first
    peak_per_kind_mib: dict[str, float]  # each process kind's own peak
    returncode: int
    output_tail: str


def isolated_env(root: Path) -> dict[str, str]:
    """The environment of a child run whose state lives only under ``root``.

    Inherited ``PREFECT_*`` variables are dropped: a ``PREFECT_API_URL`` of a running UI
    would send the bench's flow runs there, and ``PREFECT_HOME`` would share its cache.
    """
    env = {k: v for k, v in os.environ.items() if not k.startswith("PREFECT_")}
    env.update({
        "IWR_RESULTS": str(root / "results"),
        "IWR_WAREHOUSE": str(root / "warehouse"),
        "IWR_PREFECT_HOME": str(root / "prefect"),
        "LITELLM_LOCAL_MODEL_COST_MAP": "True",
        "SE_OFFLINE": "true",
    })
    return env


def iwr_command() -> list[str]:
    exe = Path(sys.executable).with_name("iwr")
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "iwr_bench.cli.main"]


def run_iwr(args: Sequence[str], env: dict[str, str], timeout_s: float | None = None) -> RunMeasure:
    """Run ``iwr ARGS`` as a child; its wall time and the peak memory of its process tree."""
    with tempfile.TemporaryFile() as log:
        t0 = time.perf_counter()
        proc = subprocess.Popen([*iwr_command(), *args], env=env, stdout=log, stderr=subprocess.STDOUT)
        with PeakMemory(proc.pid) as pm:
            try:
                rc = proc.wait(timeout=timeout_s)
            except BaseException:  # a timeout or Ctrl-C: leave no Prefect server or browser behind
                kill_tree(proc.pid)
                rc = proc.wait()
                if not isinstance(sys.exc_info()[1], subprocess.TimeoutExpired):
                    raise
        wall = time.perf_counter() - t0
        log.seek(0)
        tail = log.read().decode(errors="replace")[-2000:]
    per_kind = {k: v / 2**20 for k, v in pm.peak_per_kind.items()}
    return RunMeasure(wall, pm.peak_mib, pm.kind, pm.breakdown(), per_kind, rc, tail)


def kill_tree(pid: int) -> None:
    """Kill a process and every descendant (the ephemeral Prefect server outlives a killed ``iwr``)."""
    import psutil

    try:
        root = psutil.Process(pid)
        procs = [*root.children(recursive=True), root]
    except psutil.Error:
        return
    for p in procs:
        try:
            p.kill()
        except psutil.Error:
            pass
    psutil.wait_procs(procs, timeout=10)


def query_times(warehouse: Path, repeats: int) -> list[Figure]:
    """Median time of each report query over the run's rows (views already created)."""
    from iwr_bench.tasks.warehouse.store import connect

    with Stopwatch() as sw:
        con = connect(warehouse)
    out = [Figure(SECTION, "warehouse connect (all views)", sw.seconds, "s", 1)]
    rows = con.execute("SELECT count(*) FROM actions").fetchone()[0]
    cps = con.execute("SELECT count(*) FROM checkpoints").fetchone()[0]
    for name, sql in QUERIES.items():
        samples = []
        for _ in range(repeats):
            with Stopwatch() as sw:
                con.execute(sql).fetchall()
            samples.append(sw.seconds * 1000)
        out.append(figure(SECTION, f"query {name}", samples, "ms", f"over {rows} action rows, {cps} checkpoint rows"))
    con.close()
    return out


def run(data: Path, *, warm_repeats: int = 3, query_repeats: int = 5, task_ids: str | None = None,
        models: str = DEMO_MODELS, keep: Path | None = None) -> list[Figure]:
    """Cold demo once, warm reruns ``warm_repeats`` times, then the report queries."""
    args = ["run", "--data", str(data), "--models", models, "--run-id", "demo"]
    if task_ids:
        args += ["--tasks", task_ids]
    what = f"{models}, tasks {task_ids or 'all'}"
    with tempfile.TemporaryDirectory(prefix="iwr-bench-pipeline-", dir=keep) as tmp:
        env = isolated_env(Path(tmp))
        cold = run_iwr(args, env)
        if cold.returncode not in (0, 1):
            return [Figure(SECTION, "cold demo", None, "s", 0, f"iwr run exited {cold.returncode}: {cold.output_tail[-300:]!r}")]
        warm = [run_iwr(args, env) for _ in range(warm_repeats)]
        warm_s = [w.wall_s for w in warm]
        ratios = [r for w in warm if (r := ratio(cold.wall_s, w.wall_s)) is not None]
        out = [
            Figure(SECTION, "cold demo wall time", cold.wall_s, "s", 1, f"{what}; fresh results/warehouse/Prefect; exit {cold.returncode}"),
            figure(SECTION, "warm rerun wall time", warm_s, "s", "same run id: every stage cached"),
            figure(SECTION, "cold / warm", ratios, "x", "each warm run against the cold one"),
            Figure(SECTION, "peak memory, cold demo (process tree)", cold.peak_mib, "MiB", 1,
                   f"{cold.memory_kind.upper()} summed: {cold.peak_breakdown}"),
            figure(SECTION, "peak memory, warm rerun (process tree)", [w.peak_mib for w in warm], "MiB"),
        ]
        out += query_times(Path(tmp) / "warehouse", query_repeats)
    return out
