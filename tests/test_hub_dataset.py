"""The published dataset from a Hub (the local one of tests/hub_server.py, spoken to by huggingface_hub unchanged):
fetched pinned, found offline by every name, mirrored into --dest, resumed, and every failure one line."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from iwr_bench.tasks.data.dataset import load_dataset
from iwr_bench.tasks.data.hub import HubError, fetch_dataset
from iwr_bench.tasks.data.layout import FETCH_RECORD, DatasetNotFound
from tests.fixtures.datasets import record, task_folder, write_jsonl

if TYPE_CHECKING:
    from tests.hub_server import HubServer

pytest_plugins = ["tests.hub_server"]  # the `hub` fixture

REPO = "IWR-Bench/IWR-Bench"
FAST = {"backoff_s": 0.01}  # the retries' waits, shortened


def published_copy(base: Path, ids: tuple[int, ...] = (1, 2)) -> Path:
    """The published layout as the hub holds it: records, task folders, no reference pages."""
    write_jsonl(base / "data.jsonl", [record(i) for i in ids])
    for i in ids:
        task_folder(base, i, steps=(0, 1, 2, 3))
    (base / "README.md").write_text("---\nlicense: mit\n---\n# IWR-Bench\n")
    return base


@pytest.fixture(autouse=True)
def no_waiting(monkeypatch: pytest.MonkeyPatch) -> None:
    """huggingface_hub's own retries back off for up to 23 s a file; here they go at once."""
    from types import SimpleNamespace

    from huggingface_hub import file_download
    from huggingface_hub.utils import _http

    for module in (_http, file_download):
        monkeypatch.setattr(module, "time", SimpleNamespace(sleep=lambda s: None))


@pytest.fixture
def on_hub(hub: HubServer, tmp_path: Path) -> tuple[str, Path]:
    """The dataset on the hub, tagged v1.0; returns its commit and the files."""
    files = published_copy(tmp_path / "published")
    return hub.create(REPO, files, tag="v1.0"), files


def go_offline(hub: HubServer, monkeypatch: pytest.MonkeyPatch) -> int:
    """As a machine without the network: the library may not ask the hub; returns the log's length to compare."""
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", True)
    return len(hub.log)


def requests(hub: HubServer, since: int = 0) -> list[tuple[str, str, str | None]]:
    return [(e.kind, e.method, e.file) for e in hub.log[since:]]


# ------------------------------------------------------------------ fetch, then every name offline


def test_fetch_pins_the_commit_and_every_name_finds_it_offline(hub, on_hub, monkeypatch):
    """Regression: `iwr fetch` downloaded by commit, so the library wrote no refs/main and `--data hf` said
    "no cached snapshot" (also hf:main, hf:v1.0, a short commit); the tests wrote refs/main by hand."""
    commit, _ = on_hub
    got = fetch_dataset(**FAST)
    assert (got.commit, got.revision, got.downloaded) == (commit, "main", True)
    assert json.loads((got.folder / FETCH_RECORD).read_text())["revision"] == commit
    assert fetch_dataset("v1.0", **FAST).downloaded is False  # the same commit: nothing fetched, the name recorded
    n = go_offline(hub, monkeypatch)
    for name in ("hf", "hf:main", "hf:v1.0", f"hf:{commit[:7]}", f"hf:{commit}"):
        loaded = load_dataset(name)
        assert (loaded.dataset, [t.task_id for t in loaded.tasks]) == (f"{REPO}@{commit}", [1, 2]), name
    assert len(hub.log) == n  # offline: the hub was never asked
    with pytest.raises(DatasetNotFound, match=r"@v2 is not in the HuggingFace cache \(.*\) \(it holds main -> \w{7}, v1.0 -> .*"
                                               r"run `iwr fetch --revision v2`"):
        load_dataset("hf:v2")


def test_a_second_fetch_downloads_nothing(hub, on_hub):
    fetch_dataset(**FAST)
    n = len(hub.log)
    assert fetch_dataset(**FAST).downloaded is False
    assert requests(hub, n) == [("info", "GET", None)]  # which commit main names now; no file


def test_fetch_from_the_command_line_then_validate_hf(hub, on_hub, monkeypatch):
    from typer.testing import CliRunner

    from iwr_bench.cli.main import app

    commit, _ = on_hub
    out = CliRunner().invoke(app, ["fetch"])
    assert out.exit_code == 0, out.output
    assert f"fetched {REPO}@{commit} (main) in " in out.output and "next: iwr validate --data hf" in out.output
    go_offline(hub, monkeypatch)
    shown = CliRunner().invoke(app, ["validate", "--data", "hf", "--no-load"])
    assert shown.exit_code == 0 and f"dataset   {REPO}@{commit}" in shown.output and "tasks     2" in shown.output


# ------------------------------------------------------------------ --dest


def test_dest_mirrors_a_changed_commit_and_is_labelled_only_then(hub, on_hub, tmp_path):
    """Regression: a re-fetch into --dest kept the files the new commit removed, then labelled the folder
    with the new commit."""
    old, _ = on_hub
    dest = tmp_path / "dest"
    assert fetch_dataset(dest=dest, **FAST).commit == old
    new = hub.commit(REPO, add={"data.jsonl": json.dumps(record(1)) + "\n"}, delete=tuple(
        p for p in hub.files(REPO) if p.startswith("data/2/")))
    got = fetch_dataset(dest=dest, **FAST)
    assert got.commit == new and "data/2/video.mp4" in got.removed
    files = {p.relative_to(dest).as_posix() for p in dest.rglob("*") if p.is_file() and ".cache" not in p.parts}
    assert files == set(hub.files(REPO)) | {FETCH_RECORD}
    assert not (dest / "data" / "2").exists()  # the emptied folders go too
    loaded = load_dataset(dest)
    assert (loaded.dataset, [t.task_id for t in loaded.tasks]) == (f"{REPO}@{new}", [1])


def test_a_folder_another_tool_downloaded_loads_and_can_become_a_fetch(hub, on_hub, tmp_path):
    from huggingface_hub import snapshot_download

    commit, _ = on_hub
    folder = Path(snapshot_download(REPO, repo_type="dataset", local_dir=tmp_path / "hf-download"))
    assert [t.task_id for t in load_dataset(folder).tasks] == [1, 2]  # no fetch record: a plain local copy
    assert fetch_dataset(dest=folder, **FAST).downloaded is True  # made by huggingface_hub: iwr fetch may take it over
    assert load_dataset(folder).dataset == f"{REPO}@{commit}"


def test_dest_that_holds_other_files_is_not_mirrored(hub, on_hub, tmp_path):
    (tmp_path / "mine.txt").write_text("keep me")
    with pytest.raises(HubError, match="holds other files and was not made by iwr fetch"):
        fetch_dataset(dest=tmp_path, **FAST)
    assert (tmp_path / "mine.txt").read_text() == "keep me"


# ------------------------------------------------------------------ interrupted, resumed, partial copies refused


def test_an_interrupted_fetch_is_refused_by_name_then_resumed(hub, on_hub, tmp_path):
    dest = tmp_path / "dest"
    hub.fail("cdn", 404, times=1, file="data/2/video.mp4")  # a 404 is not retried: the fetch stops there
    with pytest.raises(HubError, match=r"refused IWR-Bench/IWR-Bench@main \(file data/2/video.mp4\) \(HTTP 404"):
        fetch_dataset(dest=dest, **FAST)
    assert not (dest / FETCH_RECORD).exists()
    with pytest.raises(DatasetNotFound, match=rf"{dest} is an unfinished `iwr fetch --dest`: run `iwr fetch --dest {dest}` again"):
        load_dataset(dest)
    n = len(hub.log)
    fetch_dataset(dest=dest, **FAST)
    fetched = {f for kind, method, f in requests(hub, n) if kind in ("resolve", "cdn") and method == "GET"}
    assert fetched == {"data/2/video.mp4"}  # what was finished is not fetched again
    assert [t.task_id for t in load_dataset(dest).tasks] == [1, 2]


def test_a_partial_snapshot_passed_by_path_is_refused_by_name(hub, on_hub):
    """Regression: a partial snapshot passed by path loaded under the full dataset's identity."""
    commit, _ = on_hub
    got = fetch_dataset(**FAST)
    (got.folder / "data" / "2" / "checkpoints" / "step_3.png").unlink()
    with pytest.raises(DatasetNotFound, match=rf"the cached snapshot {commit[:12]} lacks 1 of its \d+ files "
                                               r"\(data/2/checkpoints/step_3.png\).*run `iwr fetch --revision"):
        load_dataset(got.folder)
    with pytest.raises(DatasetNotFound, match=r"the cached snapshot of .*@main lacks 1 file"):
        load_dataset("hf")


def test_a_download_cut_off_is_tried_again(hub, on_hub):
    hub.cut("resolve", after=10, times=7, file="data.jsonl")  # more cuts than the library's own retries (5)
    got = fetch_dataset(**FAST)
    assert (got.folder / "data.jsonl").read_bytes() == hub.files(REPO)["data.jsonl"]


def test_a_download_cut_off_every_time_says_to_fetch_again(hub, on_hub):
    hub.cut("resolve", after=10, times=99, file="data.jsonl")
    with pytest.raises(HubError, match=r"the download from .* broke off 3 times .*run `iwr fetch` again; it goes on where it stopped"):
        fetch_dataset(**FAST)


# ------------------------------------------------------------------ one line per failure


def one_line(err: pytest.ExceptionInfo) -> str:
    text = str(err.value)
    assert "\n" not in text and "Traceback" not in text
    return text


def test_5xx_on_repo_info_is_retried_first(hub, on_hub):
    """Regression: a 5xx on repo_info printed a 65-95 line traceback."""
    hub.fail("info", 503, times=2)
    assert fetch_dataset(**FAST).commit == on_hub[0]
    assert [e.status for e in hub.calls("info")] == [503, 503, 200]
    hub.fail("info", 500, times=9)
    with pytest.raises(HubError) as err:
        fetch_dataset(**FAST)
    assert "answered HTTP 500 for IWR-Bench/IWR-Bench@main, and again when asked again" in one_line(err)
    assert "--data PATH" in str(err.value) and len(hub.calls("info")) == 3 + 3


def test_5xx_on_a_file_says_the_hub_answered(hub, on_hub, tmp_path):
    """Regression: a 500 on HEAD said "cannot reach the Hub" though it answered."""
    hub.fail("resolve", 500, times=99, file="data.jsonl", method="HEAD")
    with pytest.raises(HubError) as err:
        fetch_dataset(dest=tmp_path / "d", **FAST)
    assert "answered HTTP 500 for IWR-Bench/IWR-Bench@main (file data.jsonl)" in one_line(err) and "cannot reach" not in str(err.value)
    assert len(hub.calls("resolve", "HEAD", "data.jsonl")) <= 7  # the library's own tries (7 in 2.4), not three times over
    hub._faults.clear()
    hub.fail("cdn", 502, times=2, file="data/1/video.mp4")  # a body's 5xx: the library does not retry it, we do
    assert fetch_dataset(dest=tmp_path / "d", **FAST).commit == on_hub[0]


def test_a_hub_that_is_down(hub, on_hub, monkeypatch):
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "ENDPOINT", "http://127.0.0.1:9")  # nothing listens there
    with pytest.raises(HubError) as err:
        fetch_dataset(**FAST)
    assert one_line(err).startswith("cannot reach the hub at http://127.0.0.1:9 to fetch IWR-Bench/IWR-Bench@main (ConnectError)")
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", True)
    with pytest.raises(HubError, match="HF_HUB_OFFLINE is set"):
        fetch_dataset(**FAST)


def test_gated_needs_a_login_and_a_granted_token(hub, on_hub, monkeypatch):
    """Regression: a gated repository said "not found ... check --revision"."""
    hub.gate(REPO, granted=("hf_granted",))
    with pytest.raises(HubError) as err:
        fetch_dataset(**FAST)
    assert one_line(err).startswith("IWR-Bench/IWR-Bench is gated: log in with `hf auth login` (or set HF_TOKEN)")
    monkeypatch.setenv("HF_TOKEN", "hf_other")
    with pytest.raises(HubError, match=f"your token has not been granted access: ask for it at {hub.url}/datasets/{REPO}"):
        fetch_dataset(**FAST)
    monkeypatch.setenv("HF_TOKEN", "hf_granted")
    assert fetch_dataset(**FAST).commit == on_hub[0]


def test_a_wrong_repository_or_revision(hub, on_hub):
    with pytest.raises(HubError) as err:
        fetch_dataset(repo="IWR-Bench/IWR-Bnech", **FAST)
    assert "no dataset IWR-Bench/IWR-Bnech on the hub" in one_line(err) and "set IWR_HF_REPO" in str(err.value)
    with pytest.raises(HubError, match="'a/b/c' is not a dataset repository name: set IWR_HF_REPO to OWNER/NAME"):
        fetch_dataset(repo="a/b/c", **FAST)
    with pytest.raises(HubError) as err:
        fetch_dataset("v9", **FAST)
    assert one_line(err) == ("IWR-Bench/IWR-Bench has no revision 'v9': pass --revision (or IWR_HF_REVISION) a branch, tag or "
                             "commit of it (it has branches main; tags v1.0)")


def test_nothing_fetched_yet(hub):
    with pytest.raises(DatasetNotFound, match=r"no copy of IWR-Bench/IWR-Bench in the HuggingFace cache \(.*\): run `iwr fetch`"):
        load_dataset("hf")
    assert hub.log == []  # found out without asking the hub


# ------------------------------------------------------------------ the README's workflow, end to end


@pytest.mark.slow
@pytest.mark.browser
def test_fetch_then_run_on_hf_then_again_offline(hub, tiny_dataset, tmp_path, monkeypatch):
    """`iwr fetch`, `iwr run --data hf`, and the same run again with the hub out of reach. Hub data has no
    reference pages: the oracle has none to give, which the run says once (not "is the judge broken?")."""
    from typer.testing import CliRunner

    from iwr_bench.cli.main import app
    from iwr_bench.core.settings import get_settings
    from iwr_bench.tasks.warehouse.store import connect, query_rows
    from tests.runs import run_in_process

    copy = shutil.copytree(tiny_dataset, tmp_path / "published")
    for ref in copy.glob("data/*/reference"):
        shutil.rmtree(ref)
    commit = hub.create(REPO, copy)
    for name, value in {"IWR_WAREHOUSE": tmp_path / "wh", "IWR_RESULTS": tmp_path / "results", "IWR_PREFECT_HOME": tmp_path / "pf",
                        "IWR_REPORT_AFTER_RUN": "false"}.items():
        monkeypatch.setenv(name, str(value))
    get_settings.cache_clear()
    try:
        assert CliRunner().invoke(app, ["fetch"]).exit_code == 0
        args = ["run", "--data", "hf", "--models", "iwr/oracle,iwr/blank", "--judge", "iwr/offline", "--tasks", "1", "--run-id", "h1"]
        res = CliRunner().invoke(app, args)
        assert res.exit_code == 0, res.output
        row = query_rows(connect(tmp_path / "wh"), "SELECT dataset, message, skipped_task_ids FROM runs WHERE run_id = 'h1'")[0]
        assert row["dataset"] == f"{REPO}@{commit}" and row["skipped_task_ids"] == []
        assert row["message"].count("calibration: iwr/oracle not checked: no task has a reference page") == 1
        assert "is the judge broken" not in row["message"]

        n = go_offline(hub, monkeypatch)
        again = run_in_process(data="hf:main", models=["iwr/blank"], judge="iwr/offline", tasks=[1], run_id="h2")
        assert again["state"] == "Completed" and again["dataset"] == f"{REPO}@{commit}"
        assert again["cache_hits"].count('"reused": 1') == 3  # the page, its replay and its score: all from the first run
        assert len(hub.log) == n
    finally:
        get_settings.cache_clear()
