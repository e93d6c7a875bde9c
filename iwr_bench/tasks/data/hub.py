"""The published dataset on the HuggingFace Hub: fetched pinned to a commit, found again offline.

``fetch_dataset`` resolves the revision asked for (branch, tag, short or full commit) to its
commit, downloads that commit, and records it: in the HuggingFace cache a ref named exactly as
asked (``refs/main``, ``refs/v1.0``, ``refs/<short sha>``; huggingface_hub writes none when it
downloads by commit), in a ``--dest`` folder ``iwr-fetch.json``, written last, after the folder
mirrors the commit (files the commit removed are removed). ``cached_snapshot`` finds a fetched
revision again without the network: by full commit, by the ref, or by a commit prefix; an
unfinished snapshot is refused, naming what it lacks.

Every hub failure is one line naming the cause and the fix (``hub_failure``); a 5xx, a 429 or a
download that broke off is tried again first (``ATTEMPTS``), a finished file is never fetched twice.
"""

from __future__ import annotations

import json
import logging
import re
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from iwr_bench.core.errors import PrerequisiteError
from iwr_bench.tasks.data.layout import FETCH_RECORD, DatasetNotFound, Source, mirror, missing_files

# The published dataset; the settings (IWR_HF_REPO, IWR_HF_REVISION) pass their own.
HF_REPO = "IWR-Bench/IWR-Bench"
HF_REVISION = "main"
ATTEMPTS = 3  # tries of a step that failed for a passing reason (5xx, 429, a download cut off)
BACKOFF_S = 1.0  # then 2 s, 4 s, ...
_FULL_SHA = re.compile(r"[0-9a-f]{40}")
_SHORT_SHA = re.compile(r"[0-9a-f]{4,39}")
_OURS = (".cache", FETCH_RECORD)  # what a --dest folder holds besides the commit's files
UNFINISHED = Path(".cache") / "iwr-fetch-unfinished"  # in a --dest folder while a fetch is under way
T = TypeVar("T")
log = logging.getLogger("iwr")


class HubError(PrerequisiteError):
    """The hub could not give what was asked (down, 5xx, gated, no such repository or revision)."""


@dataclass(frozen=True)
class Fetched:
    folder: Path  # the folder holding data.jsonl
    repo: str
    revision: str  # as asked
    commit: str
    downloaded: bool  # False: the commit was already here, complete (nothing was fetched)
    removed: tuple[str, ...] = ()  # files of an earlier commit removed from --dest


def storage_folder(repo: str, cache_dir: Path | None = None) -> Path:
    from huggingface_hub import constants

    return Path(cache_dir or constants.HF_HUB_CACHE).expanduser() / ("datasets--" + repo.replace("/", "--"))


def repo_of_cache_name(name: str) -> str:
    return name.removeprefix("datasets--").replace("--", "/", 1)


# ---------------------------------------------------------------- offline: a fetched revision


def cached_snapshot(repo: str, revision: str, cache_dir: Path | None = None) -> Source:
    """The cached snapshot of ``repo`` at ``revision`` (full or short commit, branch, tag), without the network."""
    from huggingface_hub import snapshot_download
    from huggingface_hub.errors import IncompleteSnapshotError, LocalEntryNotFoundError

    storage = storage_folder(repo, cache_dir)
    where = cache_dir or f"the HuggingFace cache ({storage.parent})"
    fetch = f"iwr fetch{'' if revision == HF_REVISION else f' --revision {revision}'}"
    if not (storage / "snapshots").is_dir():
        raise DatasetNotFound(f"no copy of {repo} in {where}: run `{fetch}` where the hub is reachable, "
                              "or pass --data PATH to a local copy")
    commit = _by_prefix(storage, revision) if _SHORT_SHA.fullmatch(revision) and not (storage / "refs" / revision).is_file() else None
    try:
        folder = snapshot_download(repo_id=repo, repo_type="dataset", revision=commit or revision, cache_dir=cache_dir,
                                   local_files_only=True)
    except IncompleteSnapshotError as err:
        missing = re.search(r"(\d+) file\(s\) are missing \(([^)]*)\)", str(err))
        what = f"lacks {missing[1]} file(s) ({missing[2]})" if missing else "is incomplete"
        raise DatasetNotFound(f"the cached snapshot of {repo}@{revision} {what}: an unfinished fetch; run `{fetch}` "
                              "to finish it") from None
    except (LocalEntryNotFoundError, FileNotFoundError, OSError):
        raise DatasetNotFound(f"{repo}@{revision} is not in {where} (it holds {_cached_names(storage)}): run `{fetch}` "
                              "where the hub is reachable, or pass --data PATH to a local copy") from None
    sha = Path(folder).name
    return Source(Path(folder), f"{repo}@{sha}", sha, edge=storage)


def _by_prefix(storage: Path, prefix: str) -> str | None:
    found = [p.name for p in (storage / "snapshots").iterdir() if p.name.startswith(prefix)]
    return found[0] if len(found) == 1 else None


def _cached_names(storage: Path) -> str:
    refs = storage / "refs"
    names = [f"{p.relative_to(refs).as_posix()} -> {p.read_text().strip()[:7]}" for p in sorted(refs.rglob("*")) if p.is_file()] \
        if refs.is_dir() else []
    names += [p.name[:7] for p in sorted((storage / "snapshots").iterdir())]
    return ", ".join(names) or "nothing"


def snapshot_source(path: Path) -> Source | None:
    """The hub identity of a path inside a cache snapshot (``.../datasets--O--N/snapshots/<sha>/...``);
    an unfinished snapshot is refused by name. None for any other path."""
    parts = path.parts
    for i in range(len(parts) - 2):
        if parts[i].startswith("datasets--") and parts[i + 1] == "snapshots":
            storage, commit = Path(*parts[:i + 1]), parts[i + 2]
            _refuse_unfinished(Path(*parts[:i + 3]), _cached_tree(storage, commit), f"the cached snapshot {commit[:12]}",
                               f"iwr fetch --revision {commit}")
            return Source(path, f"{repo_of_cache_name(parts[i])}@{commit}", commit, edge=storage)
    return None


def fetched_folder_check(folder: Path) -> None:
    """A ``--dest`` folder: refused by name when its fetch never finished or its files are not the commit's.
    (A folder another tool downloaded, with no fetch record, is left to load as it is.)"""
    record = folder / FETCH_RECORD
    if (folder / UNFINISHED).exists():
        raise DatasetNotFound(f"{folder} is an unfinished `iwr fetch --dest`: run `iwr fetch --dest {folder}` again to finish it")
    if not record.is_file():
        return
    try:
        commit = str(json.loads(record.read_text())["revision"])
    except (ValueError, KeyError, TypeError):
        return  # a damaged record: the folder loads under its own content hash
    _refuse_unfinished(folder, _cached_tree(folder / ".cache" / "huggingface", commit), str(folder),
                       f"iwr fetch --revision {commit} --dest {folder}")


def _cached_tree(tree_folder: Path, commit: str) -> dict[str, int] | None:
    """path -> size of every file of ``commit`` as the library listed it when it fetched it; None when unknown."""
    try:
        data = json.loads((tree_folder / "trees" / f"{commit}.json").read_text())
        return {p: int(info["size"]) for p, info in data["files"].items()}
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _refuse_unfinished(folder: Path, tree: dict[str, int] | None, name: str, fix: str) -> None:
    missing = missing_files(folder, tree) if tree is not None else []
    if missing:
        shown = ", ".join(missing[:3]) + (f", ... ({len(missing) - 3} more)" if len(missing) > 3 else "")
        raise DatasetNotFound(f"{name} lacks {len(missing)} of its {len(tree or {})} files ({shown}): an unfinished fetch; "
                              f"run `{fix}` to finish it")


# ---------------------------------------------------------------- online: fetching


def fetch_dataset(revision: str | None = None, dest: Path | None = None, repo: str | None = None, *,
                  attempts: int = ATTEMPTS, backoff_s: float = BACKOFF_S) -> Fetched:
    """Download the published dataset pinned to the commit ``revision`` names now, and record it.

    Without ``dest`` the files land in the HuggingFace cache (``--data hf``, ``hf:REV`` find them
    offline); with ``dest`` there, mirroring the commit. Fetching what is already here downloads nothing."""
    from huggingface_hub import HfApi, constants, snapshot_download

    repo, revision = repo or HF_REPO, revision or HF_REVISION
    if dest is not None:
        dest = _check_dest(Path(dest).expanduser().resolve())
    try:
        commit = str(_retrying(lambda: HfApi().repo_info(repo, repo_type="dataset", revision=revision).sha, attempts, backoff_s))
        done = _already_here(repo, commit, dest)
        if done:
            folder = dest or storage_folder(repo) / "snapshots" / commit
        else:
            if dest is not None:  # the label goes back on once the folder is the commit
                (dest / UNFINISHED).parent.mkdir(parents=True, exist_ok=True)
                (dest / UNFINISHED).write_text(commit + "\n")
                (dest / FETCH_RECORD).unlink(missing_ok=True)
            folder = Path(_retrying(lambda: snapshot_download(repo_id=repo, repo_type="dataset", revision=commit, local_dir=dest),
                                    attempts, backoff_s))
    except Exception as err:
        why = hub_failure(err, repo, revision, constants.ENDPOINT)
        if why is None:
            raise
        raise HubError(why) from None
    removed = tuple(mirror(folder, set(_commit_files(repo, commit, dest)), _OURS)) if dest is not None else ()
    if dest is None:
        _write_ref(storage_folder(repo), revision, commit)
    _write_record(folder, repo, revision, commit)
    if dest is not None:
        (dest / UNFINISHED).unlink(missing_ok=True)
    return Fetched(folder, repo, revision, commit, not done, removed)


def _check_dest(dest: Path) -> Path:
    """A --dest is mirrored (files not in the commit are deleted): only an empty folder or an earlier fetch's."""
    if dest.exists() and not dest.is_dir():
        raise HubError(f"--dest {dest} is a file; give a folder")
    if dest.is_dir() and any(dest.iterdir()) and not (dest / ".cache" / "huggingface").is_dir():
        raise HubError(f"--dest {dest} holds other files and was not made by iwr fetch; it would be made to mirror the "
                       "dataset (other files deleted): give an empty or new folder")
    return dest


def _already_here(repo: str, commit: str, dest: Path | None) -> bool:
    from huggingface_hub import constants

    if dest is not None:
        tree = _cached_tree(dest / ".cache" / "huggingface", commit)
        try:
            recorded = json.loads((dest / FETCH_RECORD).read_text()).get("revision")
        except (OSError, ValueError, AttributeError):
            recorded = None
        return recorded == commit and tree is not None and not missing_files(dest, tree)
    storage = storage_folder(repo, Path(constants.HF_HUB_CACHE))
    tree = _cached_tree(storage, commit)
    return tree is not None and not missing_files(storage / "snapshots" / commit, tree)


def _commit_files(repo: str, commit: str, dest: Path | None) -> list[str]:
    tree = _cached_tree(dest / ".cache" / "huggingface", commit) if dest is not None else None
    if tree is not None:
        return list(tree)
    from huggingface_hub import HfApi

    return HfApi().list_repo_files(repo, repo_type="dataset", revision=commit)


def _write_ref(storage: Path, revision: str, commit: str) -> None:
    """``refs/<revision>`` as huggingface_hub writes it when it resolves a name itself: offline,
    ``hf:<revision>`` then finds the snapshot."""
    if revision == commit:
        return
    ref = storage / "refs" / revision
    ref.parent.mkdir(parents=True, exist_ok=True)
    tmp = ref.with_name(f".{ref.name}.tmp")
    tmp.write_text(commit)
    tmp.replace(ref)


def _write_record(folder: Path, repo: str, revision: str, commit: str) -> None:
    record = folder / FETCH_RECORD
    tmp = record.with_name(f".{record.name}.tmp")
    tmp.write_text(json.dumps({"repo": repo, "revision": commit, "requested": revision,
                               "fetched_at": datetime.now(UTC).isoformat()}, indent=2) + "\n")
    tmp.replace(record)


# ---------------------------------------------------------------- failures


def error_chain(err: BaseException) -> Iterator[BaseException]:
    seen: set[int] = set()
    cur: BaseException | None = err
    while cur is not None and id(cur) not in seen:
        seen.add(id(cur))
        yield cur
        cur = cur.__cause__ or cur.__context__


def http_status(err: BaseException) -> int | None:
    response = getattr(err, "response", None)
    status = getattr(response, "status_code", None)
    return status if isinstance(status, int) else None


def _names(err: BaseException) -> set[str]:
    return {c.__name__ for c in type(err).__mro__}


def _transient(err: BaseException) -> bool:
    """A 5xx, a 429 or a download cut off: the same request may well work a moment later. Not a HEAD's
    5xx: huggingface_hub has tried that one again already (five times, backing off to 8 s)."""
    for e in error_chain(err):
        names = _names(e)
        if {"GatedRepoError", "RepositoryNotFoundError", "RevisionNotFoundError", "OfflineModeIsEnabled"} & names:
            return False
        status = http_status(e)
        if status is not None:
            method = getattr(getattr(getattr(e, "response", None), "request", None), "method", None)
            return (status >= 500 or status == 429) and method != "HEAD"
        if "TransportError" in names or "ChunkedEncodingError" in names:
            return not {"ConnectError", "ConnectTimeout", "ProxyError"} & names
    return False


def _retrying(call: Callable[[], T], attempts: int, backoff_s: float) -> T:
    for attempt in range(1, attempts + 1):
        try:
            return call()
        except Exception as err:
            if attempt == attempts or not _transient(err):
                raise
            wait = backoff_s * 2 ** (attempt - 1)
            log.warning("hub: %s; trying again in %.0f s (%d of %d)", _short(err), wait, attempt + 1, attempts)
            time.sleep(wait)
    raise AssertionError("unreachable")


def _short(err: BaseException) -> str:
    status = next((s for e in error_chain(err) if (s := http_status(e)) is not None), None)
    return f"HTTP {status}" if status else type(next(iter(reversed(list(error_chain(err)))))).__name__


def hub_failure(err: BaseException, repo: str, revision: str, endpoint: str, attempts: int = ATTEMPTS) -> str | None:
    """One line naming the cause and the fix of a failed fetch; None when ``err`` is no hub failure."""
    page = f"{endpoint}/datasets/{repo}"
    local = "or use a local copy with --data PATH (IWR_DATA)"
    what = f"{repo}@{revision}"
    for e in error_chain(err):
        names, status = _names(e), http_status(e)
        if "HFValidationError" in names:
            return f"{repo!r} is not a dataset repository name: set IWR_HF_REPO to OWNER/NAME (the published one is {HF_REPO})"
        if "GatedRepoError" in names:
            if status == 403:
                return f"{repo} is gated and your token has not been granted access: ask for it at {page}, then fetch again"
            return (f"{repo} is gated: log in with `hf auth login` (or set HF_TOKEN) with an account granted access "
                    f"at {page}, then fetch again")
        if "RepositoryNotFoundError" in names:
            return (f"no dataset {repo} on the hub at {endpoint} (or it is private): set IWR_HF_REPO to the dataset's "
                    f"OWNER/NAME (the published one is {HF_REPO}); for a private one, log in with `hf auth login` or set HF_TOKEN")
        if "RevisionNotFoundError" in names:
            return (f"{repo} has no revision {revision!r}: pass --revision (or IWR_HF_REVISION) a branch, tag or commit "
                    f"of it{_known_refs(repo)}")
        if "OfflineModeIsEnabled" in names:
            return f"HF_HUB_OFFLINE is set, so the hub is not asked for {repo}@{revision}: unset it to fetch, {local}"
        if status is not None and (status >= 500 or status == 429):
            return (f"the hub at {endpoint} answered HTTP {status} for {what}{_file(e)}, and again when asked again: it is "
                    f"having trouble; run `iwr fetch` again later (files already fetched are kept), {local}")
        if status is not None:
            return (f"the hub at {endpoint} refused {what}{_file(e)} (HTTP {status}: {_message(e)}): run `iwr fetch` again "
                    f"(files already fetched are kept), {local}")
        if {"ConnectError", "ConnectTimeout", "ProxyError"} & names or "ConnectionError" in names and "TransportError" not in names:
            return (f"cannot reach the hub at {endpoint} to fetch {repo}@{revision} ({type(e).__name__}): check the network "
                    f"(or HF_ENDPOINT), {local}")
        if "TransportError" in names or "ChunkedEncodingError" in names:
            return (f"the download from {endpoint} broke off {attempts} times ({type(e).__name__}): run `iwr fetch` "
                    "again; it goes on where it stopped")
    return None


def _file(err: BaseException) -> str:
    """' (file data/1/video.mp4)' when the failed request was for one file of the repository."""
    url = str(getattr(getattr(getattr(err, "response", None), "request", None), "url", "") or "")
    m = re.search(r"[?&]filename=([^&]+)", url) or re.search(r"/resolve/[^/]+/(.+?)(?:\?|$)", url)
    if not m:
        return ""
    from urllib.parse import unquote

    return f" (file {unquote(m[1])})"


def _message(err: BaseException) -> str:
    response = getattr(err, "response", None)
    headers: Any = getattr(response, "headers", None) or {}
    return str(headers.get("X-Error-Message") or str(err).splitlines()[0])[:160]


def _known_refs(repo: str) -> str:
    """'; it has branches main and tags v1.0' when the hub can say, else ''."""
    try:
        from huggingface_hub import HfApi

        refs = HfApi().list_repo_refs(repo, repo_type="dataset")
    except Exception:  # noqa: BLE001 - a hint only; the failure itself is already named
        return ""
    parts = [f"{kind} {', '.join(r.name for r in found)}" for kind, found in (("branches", refs.branches), ("tags", refs.tags)) if found]
    return f" (it has {'; '.join(parts)})" if parts else ""
