"""A run on Dask: the cluster, every worker checked and set up first, the run's resources closed on every worker last.

``cluster(spec, probe)`` is the one way a run reaches Dask. With no ``--dask-address`` it starts
a local cluster (one single-threaded worker process per ``--workers``) and stops it afterwards;
with one, it connects to that scheduler (``dask scheduler``; ``dask worker tcp://…`` on each
machine). Either way, before any work:

* every worker is checked (``worker_problems``): it runs this code (the same stage code
  versions), finds Chromium and its driver, sees the dataset's task folders, and sees the run's
  warehouse and results folders (a file the run wrote there: the folders must be shared, at the
  same paths), and reaches the run's Prefect API. A problem is one line per worker, before any work;
* ``WorkerCleanup`` is registered: a worker that exits (stopped, restarted, scaled down)
  closes the browsers it holds, and its ``iwr`` log lines go to the run's Logs tab.

Afterwards the run's browsers and scorers are closed on every worker (``end_run``), so a
long-lived worker holds no Chromium between runs, and a local cluster's workers hold none when it
is stopped (once, 2 chromedrivers and 20 Chromium processes outlived each local run).

The per-model concurrency limit holds across the cluster: on a worker, a generation takes a
lease of a ``distributed.Semaphore`` named by the model (``generation_slot``), held by the
scheduler, not a per-process semaphore.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import socket
import threading
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from distributed.diagnostics.plugin import WorkerPlugin

from iwr_bench.core.errors import PrerequisiteError
from iwr_bench.flows.spec import RunSpec

log = logging.getLogger("iwr")
PLUGIN = "iwr-worker-cleanup"
CONNECT_TIMEOUT_S = 30
WORKERS_TIMEOUT_S = 120  # a scheduler with no worker yet: how long to wait for the first
START_HINT = "start one with `dask scheduler`, then `dask worker tcp://HOST:8786` on each machine"


def check_address(address: str) -> str:
    """``--dask-address``: ``tcp://host:port`` (or ``tls://``) of a scheduler that answers; one line otherwise."""
    scheme, sep, rest = address.partition("://")
    host, _, port = rest.rpartition(":")
    if not sep or scheme not in ("tcp", "tls") or not host or not port.isdigit():
        raise PrerequisiteError(f"--dask-address {address!r}: write the scheduler's address as tcp://HOST:PORT (e.g. tcp://10.0.0.5:8786)")
    try:
        with socket.create_connection((host.strip("[]"), int(port)), timeout=10):
            pass
    except OSError as err:
        raise PrerequisiteError(f"--dask-address {address}: no Dask scheduler answers there ({err.strerror or err}); {START_HINT}") from None
    return address


def worker_threads(address: str) -> int:
    """How many pairs the cluster's workers evaluate at once (their threads); 0 when it has no worker yet."""
    from distributed import Client

    with Client(address, timeout=f"{CONNECT_TIMEOUT_S}s", set_as_default=False) as client:
        return sum(w.get("nthreads", 1) for w in client.scheduler_info(n_workers=-1)["workers"].values())


@dataclass(frozen=True)
class Probe:
    """What every worker must see as the run's process does (plain values: shipped to each worker)."""

    api_url: str
    chromium: str
    chromedriver: str
    task_folders: tuple[str, ...]
    code: tuple[tuple[str, str], ...]  # (stage, code version); a local cluster's workers run this code: not checked
    shared: tuple[tuple[str, str, str], ...] = ()  # (setting, a file the run wrote there, its content)


class WorkerCleanup(WorkerPlugin):
    """On each worker: iwr's log lines to the run's Logs tab; every browser closed when the worker exits."""

    idempotent = True  # registered by every run; the first registration stays

    def setup(self, worker: Any) -> None:
        from iwr_bench.flows.prefect_env import attach_iwr_loggers

        attach_iwr_loggers()

    def teardown(self, worker: Any) -> None:
        from iwr_bench.flows.resources import close_resources

        close_resources()


@contextlib.contextmanager
def cluster(spec: RunSpec, probe: Probe) -> Iterator[str]:
    """The address of a scheduler whose workers passed ``probe`` (and see the run's folders); the run's
    resources closed on each worker afterwards."""
    from distributed import Client, LocalCluster

    with contextlib.ExitStack() as stack:
        address = spec.dask_address
        if not address:
            local = stack.enter_context(LocalCluster(n_workers=spec.workers, threads_per_worker=1, processes=True))
            address = local.scheduler_address
        try:
            client = stack.enter_context(Client(address, timeout=f"{CONNECT_TIMEOUT_S}s", set_as_default=False))
        except OSError as err:
            raise PrerequisiteError(f"--dask-address {address}: the scheduler did not answer ({err}); {START_HINT}") from None
        try:
            client.wait_for_workers(1, timeout=WORKERS_TIMEOUT_S)
        except TimeoutError:
            raise PrerequisiteError(f"--dask-address {address}: the scheduler has no worker after {WORKERS_TIMEOUT_S} s; "
                                    f"start them with `dask worker {address}` on each machine") from None
        with shared_markers(spec) as shared:
            problems = worker_problems(client, replace(probe, shared=shared, code=probe.code if spec.dask_address else ()))
        if problems:
            raise PrerequisiteError("\n".join([f"{len(problems)} problem(s) on the Dask workers at {address} (each worker needs "
                                               "what README's 'Scale-out' lists):", *(f"  {p}" for p in problems)]))
        client.register_plugin(WorkerCleanup(), name=PLUGIN)
        try:
            yield address
        finally:
            try:
                closed = end_run(client, spec.run_id)
            except Exception as err:  # noqa: BLE001 - the cluster went away: its workers' own teardown closes what they hold
                log.warning("run %s: could not close the run's browsers on the Dask workers (%s: %s)", spec.run_id, type(err).__name__, err)
            else:
                log.debug("run %s: browser pools closed on the workers: %s", spec.run_id, closed)


def worker_problems(client: Any, probe: Probe) -> list[str]:
    """One line per problem per worker (a worker that cannot even load this package: one line saying so)."""
    answers = client.run(_check_worker, probe, on_error="return")
    out = []
    for worker, found in sorted(answers.items()):
        if isinstance(found, BaseException):
            hint = " (install this package on every worker)" if isinstance(found, ImportError) else ""
            out.append(f"worker {worker}: {type(found).__name__}: {found}{hint}")
        else:
            out += [f"worker {worker}: {p}" for p in found]
    return out


async def _check_worker(probe: Probe) -> list[str]:
    return await asyncio.to_thread(check_here, probe)


def check_here(probe: Probe) -> list[str]:
    """What this process lacks of ``probe`` (run on each worker; also the run's own process in tests)."""
    import httpx

    from iwr_bench.flows.keys import stage_code
    from iwr_bench.tasks.sandbox.browser import Binaries, find_binaries

    problems = []
    wrong = [stage for stage, version in probe.code if stage_code(stage) != version]
    if wrong:
        problems.append(f"runs other iwr code than the run ({', '.join(wrong)} stage code differs): install the same "
                        "version of this package on every worker")
    try:
        find_binaries(Binaries(probe.chromium, probe.chromedriver))
    except PrerequisiteError as err:
        problems.append(str(err))
    missing = [f for f in probe.task_folders if not Path(f).is_dir()]
    if missing:
        problems.append(f"does not see {len(missing)} of the run's task folders (first: {missing[0]}): put the dataset at "
                        "the same path on every machine (a shared folder, or `iwr fetch` with the same HF_HOME)")
    for setting, path, content in probe.shared:
        try:
            seen = Path(path).read_text() == content
        except OSError:
            seen = False
        if not seen:
            problems.append(f"does not see the run's {setting} folder ({Path(path).parent}): mount the same shared folder at "
                            f"the same path on every machine (the workers write the run's rows and files there)")
    try:
        httpx.get(probe.api_url.rstrip("/") + "/health", timeout=10).raise_for_status()
    except httpx.HTTPError as err:
        problems.append(f"cannot reach the run's Prefect API at {probe.api_url} ({type(err).__name__}): start a Prefect server the "
                        "workers can reach (`prefect server start --host 0.0.0.0`) and set PREFECT_API_URL=http://HOST:4200/api "
                        "where the run starts")
    return problems


@contextlib.contextmanager
def shared_markers(spec: RunSpec) -> Iterator[tuple[tuple[str, str, str], ...]]:
    """A file in the run's warehouse and results folders that each worker must read back (removed afterwards)."""
    nonce = os.urandom(8).hex()
    files = [("IWR_WAREHOUSE", Path(spec.warehouse) / ".locks" / f"worker-probe-{nonce}"),
             ("IWR_RESULTS", Path(spec.results) / f".worker-probe-{nonce}")]
    try:
        for _, f in files:
            f.parent.mkdir(parents=True, exist_ok=True)
            f.write_text(nonce)
        yield tuple((setting, str(f), nonce) for setting, f in files)
    finally:
        for _, f in files:
            f.unlink(missing_ok=True)


def end_run(client: Any, run_id: str) -> dict[str, Any]:
    """Close the run's browsers and scorers on every worker; worker address -> browser pools closed (or the error)."""
    return client.run(_end_run, run_id, on_error="return")


async def _end_run(run_id: str) -> int:
    from iwr_bench.flows.resources import close_resources

    return await asyncio.to_thread(close_resources, run_id)


# ---------------------------------------------------------------- inside a task

def worker_name() -> str | None:
    """The Dask worker this code runs on (its address and name), or None outside Dask."""
    try:
        from distributed import get_worker

        w = get_worker()
    except (ImportError, ValueError):
        return None
    return f"{w.address} ({w.name})" if w.name is not None and str(w.name) != w.address else w.address


_slots: dict[tuple[str, int], Any] = {}
_slots_lock = threading.Lock()


def generation_slot(model: str, concurrency: int) -> Any:
    """On a Dask worker, the cluster-wide bound on requests in flight to ``model`` (a lease of a
    ``distributed.Semaphore`` the scheduler holds); elsewhere None (the process's own bound)."""
    if worker_name() is None:
        return None
    from distributed import Semaphore

    with _slots_lock:
        if (model, concurrency) not in _slots:
            # Named by the limit too: the scheduler refuses one name with two limits (two runs may set two).
            _slots[model, concurrency] = Semaphore(max_leases=concurrency, name=f"iwr-generate:{model}:{concurrency}")
        return _slots[model, concurrency]
