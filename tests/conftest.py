"""Shared fixtures. Tests never reach the network: the hub is offline and LiteLLM uses its local price map.

Every test session gets its own warehouse, results and Prefect state in a temporary folder,
so tests never touch the project's own ``warehouse/``, ``results/`` or ``.prefect/``.
"""

import json
import os
import shutil
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
os.environ.setdefault("SE_OFFLINE", "true")
os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")

_SESSION = Path(tempfile.mkdtemp(prefix="iwr-tests-"))
for _name, _sub in (("IWR_WAREHOUSE", "warehouse"), ("IWR_RESULTS", "results"), ("IWR_PREFECT_HOME", "prefect")):
    os.environ[_name] = str(_SESSION / _sub)

# Prefect reads its settings on first import: configure it (state below the session's folder)
# before any test module imports a flow module, as every entry point of iwr does.
from iwr_bench.flows.prefect_env import configure_prefect  # noqa: E402

configure_prefect()

# The local OpenAI-compatible model server and its fixtures (llm_server, llm_servers, llm_trap);
# a real Prefect server (prefect_server, short_tmp).
pytest_plugins = ["tests.llm_server", "tests.prefect_server"]

ROOT = Path(__file__).resolve().parent.parent
TINY_SITE = ROOT / "tests" / "fixtures" / "sites" / "tiny"


def pytest_sessionfinish(session, exitstatus):
    shutil.rmtree(_SESSION, ignore_errors=True)


@pytest.fixture(scope="session")
def tiny_dataset(tmp_path_factory) -> Path:
    """The tiny fixture site authored once, then repeated as tasks 1, 2 and 3 of one dataset."""
    from iwr_bench.tasks.author import author_task

    src = tmp_path_factory.mktemp("tiny-src")
    author_task(TINY_SITE, TINY_SITE / "trajectory.yaml", src)
    record = json.loads((src / "data.jsonl").read_text().splitlines()[0])
    out = tmp_path_factory.mktemp("tiny-dataset")
    lines = []
    for tid in (1, 2, 3):
        shutil.copytree(src / "data" / str(record["id"]), out / "data" / str(tid))
        lines.append(json.dumps({**record, "id": tid}))
    (out / "data.jsonl").write_text("\n".join(lines) + "\n")
    return out


BUNDLE = ROOT / "benchmarks" / "iwr-mini"


def bundled_sites() -> list[tuple[int, Path, Path]]:
    """(task id, site folder, trajectory) of every bundled site."""
    from iwr_bench.tasks.author import find_trajectory, load_trajectory, site_dirs

    out = []
    for site in site_dirs(BUNDLE / "sites"):
        traj = find_trajectory(site)
        assert traj is not None
        out.append((load_trajectory(traj, default_source=site.name).task_id, site, traj))
    return out


def bundle_current(out: Path) -> bool:
    """Every bundled site's task in ``out`` was built from the site as it is now."""
    from iwr_bench.tasks.author import is_current, source_hash

    sites = bundled_sites()
    return bool(sites) and all(is_current(out, tid, source_hash(site, traj, tid)) for tid, site, traj in sites)


@pytest.fixture(scope="session")
def bundled_dataset(pytestconfig, tmp_path_factory) -> Path:
    """The bundled benchmark, current with its sites: the built copy (`make demo` builds it) when
    every task there is current, else authored into pytest's cache folder (once, then only what
    changed; ~5 min on 2 cores from nothing). The one bundled-dataset fixture of the suite."""
    from iwr_bench.tasks.author import author_all

    shipped = BUNDLE / "dataset"
    if shipped.is_dir() and bundle_current(shipped):
        return shipped
    cache = getattr(pytestconfig, "cache", None)  # absent under -p no:cacheprovider
    out = Path(os.environ.get("IWR_TEST_DATASET") or (cache.mkdir("iwr-mini-dataset") if cache is not None
                                                        else tmp_path_factory.mktemp("iwr-mini")))
    failed = [r for r in author_all(BUNDLE / "sites", out) if r.status == "failed"]
    assert not failed, [r.error for r in failed]
    return out


@pytest.fixture(scope="session")
def bundled_task(tmp_path_factory):
    """``bundled_task(10)``: a dataset holding bundled task 10 alone, current with its site (the
    built bundle where it is current, else that one site authored: seconds, not the bundle's
    minutes). For tests that need one bundled task; ``bundled_dataset`` is for the whole bundle."""
    from iwr_bench.tasks.author import author_task

    built: dict[int, Path] = {}

    def one(task_id: int) -> Path:
        shipped = BUNDLE / "dataset"
        if shipped.is_dir() and bundle_current(shipped):
            return shipped
        if task_id not in built:
            found = [(site, traj) for tid, site, traj in bundled_sites() if tid == task_id]
            assert found, f"no bundled site has task id {task_id}"
            out = tmp_path_factory.mktemp(f"iwr-mini-{task_id}")
            author_task(*found[0], out)
            built[task_id] = out
        return built[task_id]

    return one


def assert_no_process_left(jb) -> None:
    """No process any of the judge browser's Chromium instances started is still running."""
    import psutil

    alive = [p for p in jb.seen_pids if psutil.pid_exists(p) and psutil.Process(p).status() != psutil.STATUS_ZOMBIE]
    assert not alive, f"processes left behind: {alive}"


@pytest.fixture(scope="module")
def judge():
    """One judge browser per test module, set up exactly as the flow sets it up."""
    from iwr_bench.tasks.replay.page import judge_scripts
    from iwr_bench.tasks.sandbox.browser import Viewport
    from iwr_bench.tasks.sandbox.judge_browser import JudgeBrowser

    jb = JudgeBrowser(Viewport(1280, 720), judge_scripts())
    yield jb
    jb.close()
    assert_no_process_left(jb)
