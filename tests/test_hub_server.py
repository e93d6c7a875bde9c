"""The local Hub (tests/hub_server.py) proven with huggingface_hub itself: downloads, errors, faults, uploads.

Also pins down what the library writes in its cache for each way of calling it (``refs/<revision>``), which
the dataset layer relies on to find a snapshot offline.
"""

from __future__ import annotations

import hashlib
import io
import os
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tests.hub_server import HubServer

pytest_plugins = ["tests.hub_server"]  # the `hub` fixture

REPO = "IWR-Bench/IWR-Bench"
PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4  # LFS by name and by content
FILES = {
    "data.jsonl": '{"id": 1}\n{"id": 2}\n',
    "README.md": "---\nlicense: mit\n---\n# IWR-Bench\n",
    "data/1/checkpoints/step_0.png": PNG,
    "data/1/video.mp4": b"\x00\x00\x00\x18ftypmp42" + b"v" * 3000,
    "data/2/assets/asset_001.png": PNG[::-1],
}


def _bytes(files: dict[str, bytes | str]) -> dict[str, bytes]:
    return {k: v.encode() if isinstance(v, str) else v for k, v in files.items()}


def _tree(folder: Path) -> dict[str, bytes]:
    """The files of a snapshot or a local_dir, without the library's own .cache/huggingface/ folder."""
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and ".cache" not in p.relative_to(folder).parts}


def _refs(hub: HubServer, repo: str = REPO) -> dict[str, str]:
    refs = hub.cache_dir / ("datasets--" + repo.replace("/", "--")) / "refs"
    return {p.relative_to(refs).as_posix(): p.read_text() for p in refs.rglob("*") if p.is_file()} if refs.exists() else {}


@pytest.fixture
def published(hub: HubServer) -> tuple[str, str]:
    """Two commits: v1.0 (FILES) and main (data.jsonl changed, one task folder removed, one file added)."""
    old = hub.create(REPO, FILES, tag="v1.0")
    new = hub.commit(REPO, add={"data.jsonl": '{"id": 1}\n', "data/1/extra.txt": "x"}, delete=("data/2/assets/asset_001.png",))
    return old, new


# ------------------------------------------------------------------ downloads


def test_snapshot_to_the_cache_is_byte_identical_and_lfs_comes_from_the_cdn(hub, published):
    from huggingface_hub import snapshot_download

    old, new = published
    folder = Path(snapshot_download(REPO, repo_type="dataset", revision="v1.0"))
    assert folder == hub.cache_dir / "datasets--IWR-Bench--IWR-Bench" / "snapshots" / old
    assert _tree(folder) == _bytes(FILES)
    assert (folder / "data.jsonl").is_symlink()  # into blobs/, named by git sha1 (regular) or sha256 (LFS)
    lfs = {e.file for e in hub.calls("cdn", "GET")}
    assert lfs == {"data/1/checkpoints/step_0.png", "data/1/video.mp4", "data/2/assets/asset_001.png"}
    assert {e.status for e in hub.calls("resolve", "HEAD") if e.file in lfs} == {302}
    assert {e.file for e in hub.calls("resolve", "GET")} == {"data.jsonl", "README.md"}


def test_snapshot_to_a_local_dir_and_a_changed_commit_leaves_removed_files(hub, published, tmp_path):
    from huggingface_hub import snapshot_download

    old, new = published
    dest = tmp_path / "dest"
    snapshot_download(REPO, repo_type="dataset", revision=old, local_dir=dest)
    assert _tree(dest) == _bytes(FILES)
    snapshot_download(REPO, repo_type="dataset", revision=new, local_dir=dest)
    assert _tree(dest) == {**_bytes(FILES), **hub.files(REPO, new)}  # asset_001.png, gone in `new`, is still there
    assert "data/2/assets/asset_001.png" not in hub.files(REPO, new)
    assert not (hub.cache_dir / "datasets--IWR-Bench--IWR-Bench" / "snapshots").exists()


def test_hf_hub_download_repo_info_listing_and_refs(hub, published):
    from huggingface_hub import HfApi, hf_hub_download

    old, new = published
    hub.page_size = 2  # the listing comes in pages the library follows through the Link header
    api = HfApi()
    info = api.repo_info(REPO, repo_type="dataset", files_metadata=True)
    assert info.sha == new and not info.gated
    png = next(s for s in info.siblings if s.rfilename == "data/1/checkpoints/step_0.png")
    assert png.size == len(PNG) and png.lfs.sha256 == hashlib.sha256(PNG).hexdigest()
    assert api.repo_info(REPO, repo_type="dataset", revision="v1.0").sha == old
    assert api.repo_info(REPO, repo_type="dataset", revision=old[:7]).sha == old
    assert sorted(api.list_repo_files(REPO, repo_type="dataset", revision="v1.0")) == sorted(FILES)
    assert len(hub.calls("tree")) == 5  # 5 files + 5 folders, 2 a page
    top = {(type(e).__name__, e.path) for e in api.list_repo_tree(REPO, repo_type="dataset", path_in_repo="data/1")}
    assert top == {("RepoFolder", "data/1/checkpoints"), ("RepoFile", "data/1/video.mp4"), ("RepoFile", "data/1/extra.txt")}
    refs = api.list_repo_refs(REPO, repo_type="dataset")
    assert [(b.name, b.target_commit) for b in refs.branches] == [("main", new)]
    assert [(t.name, t.target_commit) for t in refs.tags] == [("v1.0", old)]
    path = hf_hub_download(REPO, "data/1/video.mp4", repo_type="dataset")
    assert Path(path).read_bytes() == _bytes(FILES)["data/1/video.mp4"]


def test_a_model_repo_too(hub):
    from huggingface_hub import HfApi, hf_hub_download

    sha = hub.create("org/tiny-model", {"config.json": "{}", "model.safetensors": b"\0" * 64}, repo_type="model")
    assert HfApi().model_info("org/tiny-model").sha == sha
    assert Path(hf_hub_download("org/tiny-model", "model.safetensors")).read_bytes() == b"\0" * 64
    assert [e.server for e in hub.calls(file="model.safetensors", method="GET")] == ["cdn"]


@pytest.mark.parametrize(("call", "refs"), [
    ("branch", {"main": "new"}),
    ("tag", {"v1.0": "old"}),
    ("short sha", {"<short>": "new"}),
    ("full sha", {}),
    ("repo_info, then the full sha", {}),  # what tasks.dataset.fetch_dataset does
    ("resolve_revision, then its result", {"main": "new"}),
    ("hf_hub_download by branch", {"main": "new"}),
    ("branch into a local_dir", {"main": "new"}),  # a ref in the cache, with no snapshot beside it
])
def test_which_refs_the_library_writes(hub, published, tmp_path, call, refs):
    from huggingface_hub import HfApi, hf_hub_download, snapshot_download

    old, new = published
    shas = {"old": old, "new": new}

    def snap(revision, **kw):
        return snapshot_download(REPO, repo_type="dataset", revision=revision, **kw)

    {
        "branch": lambda: snap("main"),
        "tag": lambda: snap("v1.0"),
        "short sha": lambda: snap(new[:7]),
        "full sha": lambda: snap(new),
        "repo_info, then the full sha": lambda: snap(HfApi().repo_info(REPO, repo_type="dataset", revision="main").sha),
        "resolve_revision, then its result": lambda: snap(HfApi().resolve_revision(REPO, repo_type="dataset")),
        "hf_hub_download by branch": lambda: hf_hub_download(REPO, "data.jsonl", repo_type="dataset"),
        "branch into a local_dir": lambda: snap("main", local_dir=tmp_path / "dest"),
    }[call]()
    assert _refs(hub) == {k.replace("<short>", new[:7]): shas[v] for k, v in refs.items()}


def test_offline_a_snapshot_is_found_by_its_full_sha_or_by_a_written_ref_only(hub, published, monkeypatch):
    from huggingface_hub import constants, snapshot_download
    from huggingface_hub.errors import LocalEntryNotFoundError

    old, new = published
    snapshot_download(REPO, repo_type="dataset", revision=new)  # as `iwr fetch` does: no ref written
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", True)
    n = len(hub.log)
    assert Path(snapshot_download(REPO, repo_type="dataset", revision=new)).name == new
    for rev in ("main", new[:7]):
        with pytest.raises(LocalEntryNotFoundError):
            snapshot_download(REPO, repo_type="dataset", revision=rev)
    assert len(hub.log) == n  # offline: nothing reached the server


def test_a_child_process_finds_the_hub_through_the_environment(hub, published):
    code = "import huggingface_hub as h; print(h.snapshot_download('IWR-Bench/IWR-Bench', repo_type='dataset'))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env={**os.environ, **hub.env},
                         timeout=120, check=True).stdout.strip()
    assert Path(out) == hub.cache_dir / "datasets--IWR-Bench--IWR-Bench" / "snapshots" / published[1]
    assert _refs(hub) == {"main": published[1]}


# ------------------------------------------------------------------ errors the library names


def test_missing_repo_revision_and_file(hub, published):
    from huggingface_hub import HfApi, hf_hub_download, snapshot_download
    from huggingface_hub.errors import (
        EntryNotFoundError,
        RepositoryNotFoundError,
        RevisionNotFoundError,
    )

    with pytest.raises(RepositoryNotFoundError):
        snapshot_download("IWR-Bench/nope", repo_type="dataset")
    assert hub.log[-1].status == 401  # to a stranger, "missing" looks like "private"
    with pytest.raises(RepositoryNotFoundError):
        HfApi(token="hf_someone").repo_info("IWR-Bench/nope", repo_type="dataset")
    assert hub.log[-1].status == 404
    with pytest.raises(RevisionNotFoundError):
        snapshot_download(REPO, repo_type="dataset", revision="v9")
    with pytest.raises(RevisionNotFoundError):
        hf_hub_download(REPO, "data.jsonl", repo_type="dataset", revision="v9")
    with pytest.raises(EntryNotFoundError):
        hf_hub_download(REPO, "nope.txt", repo_type="dataset")


def test_gated_repo_needs_a_granted_token(hub, published, monkeypatch):
    from huggingface_hub import HfApi, snapshot_download
    from huggingface_hub.errors import GatedRepoError

    hub.gate(REPO, granted=("hf_granted",))
    assert HfApi().repo_info(REPO, repo_type="dataset").gated == "manual"  # the card stays public
    with pytest.raises(GatedRepoError, match="Please log in"):
        snapshot_download(REPO, repo_type="dataset")
    assert hub.log[-1].status == 401
    with pytest.raises(GatedRepoError, match="not in the authorized list"):
        snapshot_download(REPO, repo_type="dataset", token="hf_other")
    assert hub.log[-1].status == 403
    monkeypatch.setenv("HF_TOKEN", "hf_granted")
    n = len(hub.log)
    assert _tree(Path(snapshot_download(REPO, repo_type="dataset"))) == hub.files(REPO)
    assert {(e.server, e.auth) for e in hub.log[n:]} == {("hub", True), ("cdn", False)}  # no token to the CDN


def test_5xx_on_repo_info(hub, published):
    from huggingface_hub import HfApi, snapshot_download
    from huggingface_hub.errors import HfHubHTTPError, LocalEntryNotFoundError

    hub.fail("info", 503)
    with pytest.raises(HfHubHTTPError) as err:
        HfApi().repo_info(REPO, repo_type="dataset")
    assert err.value.response.status_code == 503 and len(hub.calls("info")) == 1  # not retried
    hub.fail("info", 500)
    with pytest.raises(LocalEntryNotFoundError):  # snapshot_download turns it into "not in the cache either"
        snapshot_download(REPO, repo_type="dataset")
    snapshot_download(REPO, repo_type="dataset")
    hub.fail("info", 500)  # with a cached ref, the library falls back to the cached snapshot
    assert Path(snapshot_download(REPO, repo_type="dataset")).name == published[1]


def test_5xx_on_a_file_head_is_retried_but_not_on_its_body(hub, published):
    from huggingface_hub import hf_hub_download
    from huggingface_hub.errors import HfHubHTTPError

    hub.fail("resolve", 500, times=2, file="data.jsonl", method="HEAD")
    path = hf_hub_download(REPO, "data.jsonl", repo_type="dataset")  # one plain try, then backoff (1 s)
    assert Path(path).read_text() == '{"id": 1}\n'
    assert [e.status for e in hub.calls("resolve", "HEAD", "data.jsonl")] == [500, 500, 200]
    hub.fail("cdn", 502, file="data/1/video.mp4")
    with pytest.raises(HfHubHTTPError):
        hf_hub_download(REPO, "data/1/video.mp4", repo_type="dataset")
    assert len(hub.calls("cdn", "GET", "data/1/video.mp4")) == 1


def test_5xx_on_the_listing_is_retried(hub, published):
    from huggingface_hub import snapshot_download

    hub.fail("tree", 502)
    snapshot_download(REPO, repo_type="dataset")  # after a 1 s backoff
    assert [e.status for e in hub.calls("tree")] == [502, 200]


def test_a_failed_snapshot_keeps_finished_files_and_a_rerun_fetches_the_rest(hub, published):
    from huggingface_hub import snapshot_download
    from huggingface_hub.errors import HfHubHTTPError

    hub.fail("cdn", 404, file="data/1/video.mp4")
    with pytest.raises(HfHubHTTPError):
        snapshot_download(REPO, repo_type="dataset")
    snap = hub.cache_dir / "datasets--IWR-Bench--IWR-Bench" / "snapshots" / published[1]
    assert "data/1/video.mp4" not in _tree(snap) and "data.jsonl" in _tree(snap)
    assert not list(snap.parent.parent.glob("blobs/*.incomplete"))  # a partial file is not kept
    n = len(hub.log)
    snapshot_download(REPO, repo_type="dataset")
    assert {e.file for e in hub.log[n:] if e.kind in ("resolve", "cdn")} == {"data/1/video.mp4"}


BIG = bytes(range(256)) * (11 * 2**12)  # 11 MiB: the library writes (and can resume) in 10 MiB chunks


@pytest.mark.parametrize(("kind", "name", "after", "resumed_at"), [
    ("cdn", "big.bin", 10 * 2**20 + 5, 10 * 2**20),  # an LFS file, from the CDN
    ("cdn", "big.bin", 10, None),  # less than a chunk received: the library starts again from 0
    ("resolve", "small.txt", 10, None),  # a regular file (<= 10 MiB, or the Hub makes it LFS): the same
])
def test_an_interrupted_download_resumes_with_a_range(hub, kind, name, after, resumed_at):
    from huggingface_hub import hf_hub_download

    hub.create(REPO, {"big.bin": BIG, "small.txt": "0123456789" * 100})
    hub.cut(kind, after=after, file=name)
    path = hf_hub_download(REPO, name, repo_type="dataset")  # one retry after 1 s
    assert Path(path).read_bytes() == hub.files(REPO)[name]
    again = (f"bytes={resumed_at}-", 206) if resumed_at else (None, 200)
    assert [(e.range, e.status) for e in hub.calls(kind, "GET", name)] == [(None, 200), again]


def test_range_requests_as_the_cdn_answers_them(hub, published):
    import httpx2

    url = f"{hub.url}/datasets/{REPO}/resolve/v1.0/data/1/video.mp4"
    head = httpx2.head(url)
    assert head.status_code == 302 and head.headers["X-Linked-Size"] == str(len(FILES["data/1/video.mp4"]))
    cdn = head.headers["Location"]
    assert cdn.startswith(hub.cdn_url)
    assert httpx2.get(cdn, headers={"Range": "bytes=4-11"}).content == b"ftypmp42"
    assert httpx2.get(cdn, headers={"Range": "bytes=-3"}).content == b"vvv"
    assert httpx2.get(cdn, headers={"Range": "bytes=99999-"}).status_code == 416


# ------------------------------------------------------------------ uploads


def _parquet(rows: list[dict]) -> bytes:
    import pyarrow as pa
    import pyarrow.parquet as pq

    buf = io.BytesIO()
    pq.write_table(pa.Table.from_pylist(rows), buf)
    return buf.getvalue()


def test_upload_folder_then_read_it_back_with_duckdb_and_pyarrow(hub, tmp_path):
    import duckdb
    import pyarrow.parquet as pq
    from huggingface_hub import HfApi, snapshot_download

    out = tmp_path / "out"
    (out / "data").mkdir(parents=True)
    (out / "data" / "runs.parquet").write_bytes(_parquet([{"run_id": "r1", "final": 70.5}, {"run_id": "r2", "final": 12.0}]))
    (out / "README.md").write_text("---\nlicense: mit\nconfigs:\n- config_name: runs\n  data_files: data/runs.parquet\n---\n# results\n")
    (out / "empty.txt").write_text("")
    api = HfApi(token="hf_writer")
    url = api.create_repo("me/results", repo_type="dataset")
    assert url.repo_id == "me/results" and url.repo_type == "dataset"
    info = api.upload_folder(repo_id="me/results", repo_type="dataset", folder_path=out, commit_message="results")
    assert info.oid == hub.repos[("dataset", "me/results")].branches["main"]
    assert [e.kind for e in hub.calls(method="PUT")] == ["upload"]  # the parquet went through the LFS batch API
    assert hub.files("me/results").keys() == {".gitattributes", "README.md", "empty.txt", "data/runs.parquet"}

    folder = Path(snapshot_download("me/results", repo_type="dataset"))
    assert _tree(out).items() <= _tree(folder).items()
    table = pq.read_table(folder / "data" / "runs.parquet")
    assert table.column("final").to_pylist() == [70.5, 12.0]
    got = duckdb.sql(f"SELECT run_id FROM '{folder / 'data' / 'runs.parquet'}' WHERE final > 50").fetchall()
    assert got == [("r1",)]

    again = api.upload_folder(repo_id="me/results", repo_type="dataset", folder_path=out)
    assert again.oid == info.oid  # nothing changed: no new commit
    (out / "empty.txt").unlink()
    api.upload_folder(repo_id="me/results", repo_type="dataset", folder_path=out, delete_patterns=["*.txt"])
    assert "empty.txt" not in hub.files("me/results")


def test_writes_need_a_token_and_a_bad_card_is_refused(hub, tmp_path):
    from huggingface_hub import HfApi
    from huggingface_hub.errors import HfHubHTTPError

    with pytest.raises(HfHubHTTPError):
        HfApi().create_repo("me/results", repo_type="dataset")
    api = HfApi(token="hf_writer")
    api.create_repo("me/results", repo_type="dataset")
    api.create_repo("me/results", repo_type="dataset", exist_ok=True)
    with pytest.raises(ValueError, match="Invalid metadata"):
        api.upload_file(path_or_fileobj=b"---\n[unclosed\n---\n", path_in_repo="README.md", repo_id="me/results",
                        repo_type="dataset")
