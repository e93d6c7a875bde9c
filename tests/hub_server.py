"""A local server that speaks the HuggingFace Hub's HTTP protocol, for tests that use huggingface_hub unchanged.

Two threads on free loopback ports: the Hub, and a "CDN" holding LFS blobs (the real Hub redirects LFS
downloads to another host). Written against huggingface_hub 2.4 (file_download.py, hf_api.py,
_commit_api.py, lfs.py, utils/_http.py). Covered, for dataset and model repos:

* ``GET /api/{datasets|models}/{repo}[/revision/{rev}]``: repo info (sha, siblings, gated; ``blobs=1``: sizes, LFS).
* ``GET /api/.../{repo}/tree/{rev}[/{path}]?recursive=&cursor=``: files and folders, paged by ``Link: rel="next"``.
* ``GET /api/.../{repo}/refs``: branches and tags.
* ``HEAD|GET /[datasets/]{repo}/resolve/{rev}/{path}``: ``X-Repo-Commit``, ``ETag`` (git blob sha1). A regular
  file is served here (``Content-Length``, ``Range``); an LFS file answers 302 to the CDN with ``X-Linked-Etag``
  (sha256) and ``X-Linked-Size``, and the CDN serves it (``Range`` too).
* Revisions: branches, tags, full and abbreviated (5+ hex) commit shas, ``%2F``-quoted names.
* Errors with the Hub's ``X-Error-Code``: RepoNotFound (401 without a token, 404 with one), RevisionNotFound,
  EntryNotFound (404); GatedRepo on file access (401 without a token, 403 with one not granted).
* Writes, with a token: ``POST /api/repos/create`` (the repo starts with a ``.gitattributes``), ``/api/validate-yaml``,
  ``/api/.../preupload/{rev}``, the LFS batch API (``{repo}.git/info/lfs/objects/batch``; basic transfer: one PUT
  to the CDN, checked against its sha256), ``/api/.../commit/{rev}`` (NDJSON: header with optional
  parentCommit, file, lfsFile, deletedFile, deletedFolder).
* Faults per test: ``fail(kind, status, times)`` answers an error; ``cut(kind, after, times)`` closes the connection
  after ``after`` bytes of a body. Every request is in ``log``; ``calls(kind, method, file)`` filters it.

Not covered: Xet storage (the fixture sets HF_HUB_DISABLE_XET; with hf_xet installed, uploads would go to a Xet
CAS server), pull requests, multipart LFS, ``expand=true`` (no lastCommit), commit listings, Spaces.

The ``hub`` fixture starts one per test and points huggingface_hub at it, in this process (the constants it
reads at import) and in child processes (``hub.env``: HF_ENDPOINT, HF_HUB_OFFLINE=0, ...), with an empty cache
(``hub.cache_dir``) and no token.
"""

from __future__ import annotations

import base64
import fnmatch
import hashlib
import json
import re
import socket
import sys
import threading
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, unquote, urlsplit

import pytest

# LFS by name as in the .gitattributes the Hub puts in a new repo (abridged); binary or large files are LFS too.
LFS_PATTERNS = ("*.parquet", "*.arrow", "*.bin", "*.gz", "*.zip", "*.zst", "*.npy", "*.onnx", "*.safetensors",
                "*.pt", "*.png", "*.jpg", "*.jpeg", "*.gif", "*.webp", "*.mp4", "*.webm", "*.mp3", "*.wav")
GITATTRIBUTES = "".join(f"{p} filter=lfs diff=lfs merge=lfs -text\n" for p in LFS_PATTERNS).encode()
KINDS = ("info", "tree", "refs", "resolve", "cdn", "create", "yaml", "preupload", "lfs-batch", "upload", "commit")
Files = Mapping[str, bytes | str] | Path  # path in the repo -> content, or a folder to read


def wants_lfs(path: str, data: bytes, size: int | None = None) -> bool:
    big = (len(data) if size is None else size) > 10 * 2**20
    return bool(data) and (big or b"\0" in data[:512] or any(fnmatch.fnmatch(path.rsplit("/", 1)[-1], p) for p in LFS_PATTERNS))


@dataclass(frozen=True)
class Blob:
    data: bytes
    lfs: bool

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.data).hexdigest()

    @property
    def pointer(self) -> bytes:
        return f"version https://git-lfs.github.com/spec/v1\noid sha256:{self.sha256}\nsize {len(self.data)}\n".encode()

    @property
    def oid(self) -> str:  # the git blob sha1 of what git holds: the pointer, for an LFS file
        stored = self.pointer if self.lfs else self.data
        return hashlib.sha1(b"blob %d\0" % len(stored) + stored).hexdigest()

    def lfs_info(self, sha_key: str) -> dict[str, Any]:
        return {"lfs": {sha_key: self.sha256, "size": len(self.data), "pointerSize": len(self.pointer)}} if self.lfs else {}


@dataclass
class Commit:
    sha: str
    files: dict[str, Blob]
    date: str


@dataclass
class Repo:
    type: str
    id: str
    commits: dict[str, Commit] = field(default_factory=dict)
    branches: dict[str, str] = field(default_factory=dict)
    tags: dict[str, str] = field(default_factory=dict)
    gated: set[str] | None = None  # the tokens granted access; None: not gated

    def resolve(self, rev: str) -> Commit | None:
        rev = rev.removeprefix("refs/heads/").removeprefix("refs/tags/")
        sha = self.branches.get(rev) or self.tags.get(rev)
        if sha is None and re.fullmatch(r"[0-9a-f]{5,40}", rev):
            found = [s for s in self.commits if s.startswith(rev)]
            sha = found[0] if len(found) == 1 else None
        return self.commits.get(sha) if sha else None


@dataclass(frozen=True)
class Logged:
    server: str  # hub or cdn
    method: str
    path: str  # the URL path, unquoted
    kind: str  # one of KINDS, or "unknown"
    file: str | None  # the file in the repo (resolve, cdn)
    range: str | None
    auth: bool
    status: int


@dataclass
class _Fault:
    kind: str
    times: int
    status: int
    after: int | None  # cut the body after this many bytes
    file: str | None
    method: str | None


class HubServer:
    def __init__(self, page_size: int = 1000):
        self.page_size = page_size  # tree entries per page (the Hub's: 1000)
        self.repos: dict[tuple[str, str], Repo] = {}
        self.lfs_store: dict[str, bytes] = {}  # sha256 -> content, on the CDN
        self.log: list[Logged] = []
        self.cache_dir: Path | None = None  # set by the fixture
        self.env: dict[str, str] = {}
        self._faults: list[_Fault] = []
        self._lock = threading.RLock()
        self._servers = [_Server(self, role) for role in ("hub", "cdn")]

    def start(self) -> HubServer:
        for s in self._servers:
            threading.Thread(target=s.serve_forever, args=(0.05,), name=f"hub-{s.role}", daemon=True).start()
        return self

    def stop(self) -> None:
        for s in self._servers:
            s.shutdown()
            s.server_close()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._servers[0].server_address[1]}"

    @property
    def cdn_url(self) -> str:
        return f"http://127.0.0.1:{self._servers[1].server_address[1]}"

    # ---- the repos a test sets up
    def create(self, repo_id: str, files: Files | None = None, *, repo_type: str = "dataset", tag: str | None = None,
               message: str = "initial commit") -> str:
        """A repo whose main branch holds ``files``; returns the commit sha."""
        with self._lock:
            self.repos[(repo_type, repo_id)] = Repo(repo_type, repo_id)
            return self.commit(repo_id, add=files, repo_type=repo_type, tag=tag, message=message)

    def commit(self, repo_id: str, *, add: Files | None = None, delete: tuple[str, ...] = (), repo_type: str = "dataset",
               branch: str = "main", tag: str | None = None, message: str = "update") -> str:
        """A new commit on ``branch``: ``add`` files (LFS by name, size or content), ``delete`` paths; returns its sha."""
        if isinstance(add, Path):
            add = {p.relative_to(add).as_posix(): p.read_bytes() for p in sorted(add.rglob("*")) if p.is_file()}
        with self._lock:
            repo = self.repos[(repo_type, repo_id)]
            head = repo.resolve(branch)
            files = {p: b for p, b in (head.files if head else {}).items() if p not in delete}
            for path, data in (add or {}).items():
                data = data.encode() if isinstance(data, str) else data
                files[path] = Blob(data, wants_lfs(path, data))
            return self._new_commit(repo, branch, files, message, tag)

    def _new_commit(self, repo: Repo, branch: str, files: dict[str, Blob], message: str, tag: str | None = None) -> str:
        parent = repo.branches.get(branch, "")
        sha = hashlib.sha1(f"{parent}\n{message}\n{sorted((p, b.oid) for p, b in files.items())}".encode()).hexdigest()
        repo.commits[sha] = Commit(sha, files, datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z")
        repo.branches[branch] = sha
        self.lfs_store.update({b.sha256: b.data for b in files.values() if b.lfs})
        if tag:
            repo.tags[tag] = sha
        return sha

    def gate(self, repo_id: str, granted: tuple[str, ...] = (), repo_type: str = "dataset") -> None:
        """Make a repo gated: its files need a token in ``granted`` (its info and listing stay public)."""
        self.repos[(repo_type, repo_id)].gated = set(granted)

    def files(self, repo_id: str, rev: str = "main", repo_type: str = "dataset") -> dict[str, bytes]:
        commit = self.repos[(repo_type, repo_id)].resolve(rev)
        return {p: b.data for p, b in commit.files.items()} if commit else {}

    # ---- faults and the log
    def fail(self, kind: str, status: int = 500, times: int = 1, *, file: str | None = None,
             method: str | None = None) -> None:
        """The next ``times`` requests of ``kind`` (for ``file``, by ``method``) answer ``status``."""
        assert kind in KINDS, kind
        self._faults.append(_Fault(kind, times, status, None, file, method))

    def cut(self, kind: str = "cdn", after: int = 16, times: int = 1, *, file: str | None = None) -> None:
        """The next ``times`` GETs of ``kind`` (resolve or cdn) close the connection after ``after`` body bytes."""
        self._faults.append(_Fault(kind, times, 200, after, file, "GET"))

    def calls(self, kind: str | None = None, method: str | None = None, file: str | None = None) -> list[Logged]:
        return [e for e in self.log if kind in (None, e.kind) and method in (None, e.method) and file in (None, e.file)]

    def _take_fault(self, kind: str, file: str | None, method: str) -> _Fault | None:
        with self._lock:
            for f in self._faults:
                if f.kind == kind and f.times > 0 and f.file in (None, file) and f.method in (None, method):
                    f.times -= 1
                    return f
        return None


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, hub: HubServer, role: str):
        super().__init__(("127.0.0.1", 0), _Handler)
        self.hub, self.role = hub, role

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):  # a client gone mid-answer is no news
            super().handle_error(request, client_address)


class _Reply(Exception):
    """An error answer as the Hub gives it: a status, X-Error-Code and X-Error-Message, a JSON body."""

    def __init__(self, status: int, message: str, code: str | None = None, headers: dict[str, str] | None = None,
                 **body: Any):
        super().__init__(message)
        self.status, self.message, self.code, self.headers, self.body = status, message, code, headers or {}, body


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, as httpx expects; every answer has a Content-Length
    timeout = 10
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_GET(self) -> None:  # noqa: N802 - http.server's naming
        self.hub, split = self.server.hub, urlsplit(self.path)
        # Split before unquoting: the library quotes revisions and tree paths with safe="" (a/b -> a%2Fb).
        self.parts = [unquote(p) for p in split.path.split("/")[1:]]
        self.query = {k: v[-1] for k, v in parse_qs(split.query).items()}
        self.kind, self.file, self.fault = "unknown", None, None
        self.token = (self.headers.get("Authorization") or "").removeprefix("Bearer ") or None
        body = self._read_body()
        try:
            (self._route_cdn if self.server.role == "cdn" else self._route_hub)(body)
        except _Reply as r:
            headers = {**({"X-Error-Code": r.code} if r.code else {}), "X-Error-Message": r.message, **r.headers}
            self._send(r.status, json.dumps({"error": r.message, **r.body}).encode(), headers, "application/json")

    do_HEAD = do_POST = do_PUT = do_GET

    # ---- plumbing
    def _read_body(self) -> bytes:  # the library sends a Content-Length (no chunked uploads seen)
        return self.rfile.read(int(self.headers.get("Content-Length") or 0))

    def _send(self, status: int, body: bytes = b"", headers: Mapping[str, str] | None = None,
              content_type: str = "application/octet-stream") -> None:
        # Logged before the answer goes out: a test reads the log as soon as its client has the answer.
        self.hub.log.append(Logged(self.server.role, self.command, unquote(urlsplit(self.path).path), self.kind,
                                   self.file, self.headers.get("Range"), self.token is not None, status))
        self.send_response(status)
        for k, v in {"Content-Type": content_type, "Content-Length": str(len(body)), **(headers or {})}.items():
            self.send_header(k, v)
        self.end_headers()
        if self.command == "HEAD":
            return
        cut = self.fault.after if self.fault and status < 300 else None
        self.wfile.write(body[:cut])
        if cut is not None:  # drop the connection mid-body, as a network failure would
            self.wfile.flush()
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)

    def _json(self, data: Any, headers: Mapping[str, str] | None = None, status: int = 200) -> None:
        self._send(status, json.dumps(data).encode(), headers, "application/json")

    def _classify(self, kind: str, file: str | None = None) -> None:
        """Name the request for the log and the faults; answer an injected error now, keep a cut for the body."""
        self.kind, self.file = kind, file
        self.fault = self.hub._take_fault(kind, file, self.command)
        if self.fault and self.fault.after is None:
            raise _Reply(self.fault.status, "Internal Error - We're working hard to fix this as soon as possible!")

    def _serve_bytes(self, data: bytes, headers: dict[str, str]) -> None:
        """The whole body, or the part ``Range: bytes=a-b`` (or ``a-``, ``-n``) asks for, with 206."""
        status, body, n, headers = 200, data, len(data), {"Accept-Ranges": "bytes", **headers}
        if m := re.fullmatch(r"bytes=(\d*)-(\d*)", self.headers.get("Range", "")):
            start = int(m[1]) if m[1] else max(n - int(m[2] or 0), 0)
            end = min(int(m[2]), n - 1) if m[1] and m[2] else n - 1
            if start >= n or start > end:
                raise _Reply(416, "Requested Range Not Satisfiable", headers={"Content-Range": f"bytes */{n}"})
            status, body = 206, data[start:end + 1]
            headers["Content-Range"] = f"bytes {start}-{end}/{n}"
        self._send(status, body, headers)

    # ---- the Hub
    def _route_hub(self, body: bytes) -> None:
        p = self.parts
        if p[:3] == ["api", "repos", "create"]:
            return self._create(body)
        if p[:2] == ["api", "validate-yaml"]:
            return self._validate_yaml(body)
        if p[0] == "api" and len(p) >= 4 and p[1] in ("models", "datasets", "spaces"):
            repo_type, repo_id, rest = p[1][:-1], f"{p[2]}/{p[3]}", p[4:] or ["info"]
            if rest[0] in ("info", "revision"):
                return self._info(self._repo(repo_type, repo_id, "info"), rest[1] if len(rest) > 1 else "main")
            if rest[0] == "tree" and len(rest) >= 2:
                return self._tree(self._repo(repo_type, repo_id, "tree"), rest[1], "/".join(rest[2:]).strip("/"))
            if rest == ["refs"]:
                return self._refs(self._repo(repo_type, repo_id, "refs"))
            if rest[0] in ("preupload", "commit") and len(rest) == 2:
                repo = self._repo(repo_type, repo_id, rest[0], writes=True)
                return (self._preupload if rest[0] == "preupload" else self._commit)(repo, rest[1], body)
        repo_type = {"datasets": "dataset", "spaces": "space"}.get(p[0], "model")
        q = p if repo_type == "model" else p[1:]
        if len(q) >= 5 and q[2] == "resolve":
            return self._resolve(self._repo(repo_type, f"{q[0]}/{q[1]}", "resolve", "/".join(q[4:])), q[3])
        if len(q) == 6 and q[1].endswith(".git") and q[2:] == ["info", "lfs", "objects", "batch"]:
            return self._lfs_batch(self._repo(repo_type, f"{q[0]}/{q[1][:-4]}", "lfs-batch", writes=True), body)
        raise _Reply(404, "Sorry, we can't find the page you are looking for.")

    def _repo(self, repo_type: str, repo_id: str, kind: str, file: str | None = None, writes: bool = False) -> Repo:
        self._classify(kind, file)
        repo = self.hub.repos.get((repo_type, repo_id))
        if repo is None:  # to a stranger the Hub does not tell "missing" from "private": 401 without a token
            raise _Reply(404 if self.token else 401, "Repository not found", "RepoNotFound")
        if writes and not self.token:
            raise _Reply(401, "Invalid username or password.")
        return repo

    def _commit_of(self, repo: Repo, rev: str) -> Commit:
        if commit := repo.resolve(rev):
            return commit
        raise _Reply(404, f"Invalid rev id: {rev}", "RevisionNotFound")

    def _info(self, repo: Repo, rev: str) -> None:
        c, blobs = self._commit_of(repo, rev), self.query.get("blobs") in ("1", "true", "True")
        siblings = [{"rfilename": path, **({"size": len(b.data), "blobId": b.oid, **b.lfs_info("sha256")} if blobs else {})}
                    for path, b in sorted(c.files.items())]
        self._json({"_id": repo.id, "id": repo.id, "author": repo.id.split("/")[0], "sha": c.sha, "lastModified": c.date,
                    "createdAt": c.date, "private": False, "gated": "manual" if repo.gated is not None else False,
                    "disabled": False, "downloads": 0, "likes": 0, "tags": [], "siblings": siblings,
                    "usedStorage": sum(len(b.data) for b in c.files.values())})

    def _tree(self, repo: Repo, rev: str, folder: str) -> None:
        c, recursive = self._commit_of(repo, rev), self.query.get("recursive") in ("1", "true", "True")
        prefix, entries = f"{folder}/" if folder else "", {}
        for path, b in sorted(c.files.items()):
            if not path.startswith(prefix):
                continue
            names = path[len(prefix):].split("/")
            for i in range(1, len(names) if recursive else min(len(names), 2)):  # the folders on the way
                d = prefix + "/".join(names[:i])
                entries.setdefault(d, {"type": "directory", "path": d, "size": 0,
                                       "oid": hashlib.sha1(f"{c.sha}:{d}".encode()).hexdigest()})
            if recursive or len(names) == 1:
                entries[path] = {"type": "file", "path": path, "size": len(b.data), "oid": b.oid, **b.lfs_info("oid")}
        if folder and not entries:
            raise _Reply(404, f"{folder} does not exist on {rev}", "EntryNotFound")
        start, size = int(self.query.get("cursor", 0)), self.hub.page_size
        headers = {}
        if start + size < len(entries):
            q = f"recursive={str(recursive).lower()}&expand=false&cursor={start + size}"
            headers["Link"] = f'<{self.hub.url}{urlsplit(self.path).path}?{q}>; rel="next"'
        self._json(list(entries.values())[start:start + size], headers)

    def _refs(self, repo: Repo) -> None:
        def refs(names: dict[str, str], kind: str) -> list[dict[str, str]]:
            return [{"name": n, "ref": f"refs/{kind}/{n}", "targetCommit": s} for n, s in sorted(names.items())]

        self._json({"branches": refs(repo.branches, "heads"), "tags": refs(repo.tags, "tags"), "converts": [],
                    "pullRequests": []})

    def _resolve(self, repo: Repo, rev: str) -> None:
        c = self._commit_of(repo, rev)
        blob = c.files.get(self.file or "")
        if blob is None:
            raise _Reply(404, "Entry not found", "EntryNotFound", {"X-Repo-Commit": c.sha})
        if repo.gated is not None and self.token not in repo.gated:
            what = f"{repo.type} {repo.id}"
            message = (f"Access to {what} is restricted and you are not in the authorized list. Visit "
                       f"{self.hub.url}/{repo.type}s/{repo.id} to ask for access." if self.token else
                       f"Access to {what} is restricted. You must have access to it and be authenticated to access "
                       "it. Please log in.")
            raise _Reply(403 if self.token else 401, message, "GatedRepo", {"X-Repo-Commit": c.sha})
        headers = {"X-Repo-Commit": c.sha, "ETag": f'"{blob.oid}"'}
        if not blob.lfs:
            return self._serve_bytes(blob.data, headers)
        # LFS content comes from the CDN: a (here unsigned) URL on another host, named by its sha256.
        location = f"{self.hub.cdn_url}/{repo.type}s/{repo.id}/{blob.sha256}?filename={quote(self.file or '')}"
        self._send(302, b"", {**headers, "Location": location, "X-Linked-Etag": f'"{blob.sha256}"',
                              "X-Linked-Size": str(len(blob.data))})

    # ---- the CDN: LFS blobs by sha256; LFS uploads land here too
    def _route_cdn(self, body: bytes) -> None:
        sha = self.parts[-1]
        if self.command == "PUT" and self.parts[0] == "upload":
            self._classify("upload")
            if hashlib.sha256(body).hexdigest() != sha:
                raise _Reply(400, "content does not match its sha256")
            self.hub.lfs_store[sha] = body
            return self._send(200, b"", {"ETag": f'"{sha}"'})
        self._classify("cdn", self.query.get("filename"))
        if sha not in self.hub.lfs_store:
            raise _Reply(404, "NoSuchKey")
        self._serve_bytes(self.hub.lfs_store[sha], {"ETag": f'"{sha}"'})

    # ---- writes
    def _create(self, body: bytes) -> None:
        self._classify("create")
        if not self.token:
            raise _Reply(401, "Invalid username or password.")
        req = json.loads(body)
        repo_type, repo_id = req.get("type") or "model", f"{req.get('organization')}/{req['name']}"
        url = f"{self.hub.url}/{'' if repo_type == 'model' else repo_type + 's/'}{repo_id}"
        if (repo_type, repo_id) in self.hub.repos:
            raise _Reply(409, f"You already created this {repo_type} repo", url=url)
        self.hub.create(repo_id, {".gitattributes": GITATTRIBUTES}, repo_type=repo_type)
        self._json({"url": url, "name": repo_id, "id": repo_id})

    def _validate_yaml(self, body: bytes) -> None:
        import yaml

        self._classify("yaml")
        errors = []
        if m := re.match(r"---\n(.*?)\n---", json.loads(body)["content"], re.S):
            try:
                if not isinstance(yaml.safe_load(m[1]) or {}, dict):
                    errors.append({"message": "metadata must be a YAML mapping"})
            except yaml.YAMLError as err:
                errors.append({"message": f"invalid YAML: {err}"})
        self._json({"errors": errors, "warnings": []}, status=400 if errors else 200)

    def _preupload(self, repo: Repo, rev: str, body: bytes) -> None:
        c, out = self._commit_of(repo, rev), []
        for f in json.loads(body)["files"]:
            lfs = wants_lfs(f["path"], base64.b64decode(f["sample"]), f["size"])
            known = c.files.get(f["path"])  # its oid as the client computes it, to skip unchanged files
            oid = (known.sha256 if known.lfs else known.oid) if known else None
            out.append({"path": f["path"], "uploadMode": "lfs" if lfs else "regular", "shouldIgnore": False, "oid": oid})
        self._json({"files": out, "commitOid": c.sha})

    def _lfs_batch(self, repo: Repo, body: bytes) -> None:
        objects = [{"oid": o["oid"], "size": o["size"], "authenticated": True,
                    **({} if o["oid"] in self.hub.lfs_store else  # already stored: nothing to upload
                       {"actions": {"upload": {"href": f"{self.hub.cdn_url}/upload/{o['oid']}", "header": {}}}})}
                   for o in json.loads(body)["objects"]]
        self._send(200, json.dumps({"transfer": "basic", "objects": objects}).encode(), {}, "application/vnd.git-lfs+json")

    def _commit(self, repo: Repo, rev: str, body: bytes) -> None:
        if self.query.get("create_pr"):
            raise _Reply(400, "pull requests are not supported by this test server")
        if rev not in repo.branches:
            raise _Reply(404, f"Invalid rev id: {rev}", "RevisionNotFound")
        header, *ops = [json.loads(line) for line in body.splitlines() if line.strip()]
        with self.hub._lock:
            head = repo.commits[repo.branches[rev]]
            if header["value"].get("parentCommit") not in (None, head.sha):
                raise _Reply(412, "A commit has happened since. Please refresh and try again.")
            files = dict(head.files)
            for op in ops:
                key, v = op["key"], op["value"]
                if key == "file":
                    files[v["path"]] = Blob(base64.b64decode(v["content"]), lfs=False)
                elif key == "lfsFile" and v["oid"] in self.hub.lfs_store:
                    files[v["path"]] = Blob(self.hub.lfs_store[v["oid"]], lfs=True)
                elif key == "lfsFile":
                    raise _Reply(422, f"Your push was rejected because an LFS pointer pointed to a file that does "
                                      f"not exist ({v['path']})")
                elif key == "deletedFile" and files.pop(v["path"], None) is None:
                    raise _Reply(404, f"A file with this name doesn't exist: {v['path']}", "EntryNotFound")
                elif key == "deletedFolder":
                    files = {p: b for p, b in files.items() if not p.startswith(v["path"].rstrip("/") + "/")}
            sha = self.hub._new_commit(repo, rev, files, header["value"]["summary"])
        prefix = "" if repo.type == "model" else f"{repo.type}s/"
        self._json({"success": True, "commitOid": sha, "commitUrl": f"{self.hub.url}/{prefix}{repo.id}/commit/{sha}",
                    "hookOutput": ""})


@pytest.fixture
def hub(monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory) -> Iterator[HubServer]:
    """A fresh Hub per test, which huggingface_hub (here and in child processes) talks to, online, without
    Xet, with an empty cache (``hub.cache_dir``) and no token."""
    from huggingface_hub import constants
    from huggingface_hub.utils import _http

    server, home = HubServer().start(), tmp_path_factory.mktemp("hf-home")
    server.cache_dir = home / "hub"
    server.env = {"HF_ENDPOINT": server.url, "HF_HUB_OFFLINE": "0", "HF_HUB_DISABLE_XET": "1", "HF_HOME": str(home),
                  "HF_HUB_CACHE": str(server.cache_dir), "HF_HUB_DISABLE_TELEMETRY": "1"}
    for name, value in server.env.items():
        monkeypatch.setenv(name, value)
    for name in ("HF_TOKEN", "HUGGING_FACE_HUB_TOKEN", "HF_OIDC_RESOURCE"):
        monkeypatch.delenv(name, raising=False)
    # What huggingface_hub derived from those variables when it was imported.
    for name, value in (("ENDPOINT", server.url), ("HF_HUB_OFFLINE", False), ("HF_HUB_DISABLE_XET", True),
                        ("HF_HUB_CACHE", str(server.cache_dir)), ("HF_TOKEN_PATH", str(home / "token")),
                        ("AGENT_HARNESSES_PATH", str(home / ".agent_harnesses.json")),
                        ("HUGGINGFACE_CO_URL_TEMPLATE", server.url + "/{repo_id}/resolve/{revision}/{filename}")):
        monkeypatch.setattr(constants, name, value)
    try:
        yield server
    finally:
        _http.close_session()  # no keep-alive connection to a stopped server
        server.stop()
