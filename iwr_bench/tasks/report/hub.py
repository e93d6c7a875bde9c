"""A run's results back to the HuggingFace Hub, as a dataset others load with ``datasets`` or query with DuckDB.

``build_bundle`` writes a folder: ``data/<table>.parquet`` for the run's tables (the leaderboard, runs,
task scores, generations, actions, assertions, checkpoints, and its dataset's tasks and actions) and a
dataset card, ``README.md``, whose YAML names one config per table (``datasets.load_dataset(repo,
"leaderboard")``) and whose text gives the leaderboard, the protocol, why figures are or are not
comparable with the published table, and what the run was made with. The same rows give the same
bytes (rows in a fixed order, no time of publishing in the card), so ``publish_bundle`` of an unchanged
run makes no new commit; every publish names the commit that pins it.

Columns ending in ``_path`` are left out: they name files on the machine that made the run.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from iwr_bench.core.errors import PrerequisiteError
from iwr_bench.tasks.data.hub import error_chain, http_status
from iwr_bench.tasks.report.figures import Leaderboard, leaderboard, leaderboard_markdown
from iwr_bench.tasks.report.words import judge_words, protocol_words

DATA = "data"
# Config name -> the run's rows (``?`` is the run id), in an order that makes the file the same for the same rows.
TABLES: dict[str, str] = {
    "leaderboard": "SELECT * FROM leaderboard WHERE run_id = ? ORDER BY final DESC NULLS LAST, model, judge, protocol",
    **{t: f"SELECT * FROM {t} WHERE run_id = ? ORDER BY ALL"
       for t in ("runs", "task_scores", "generations", "actions", "assertions", "checkpoints")},
    **{t: f"SELECT * FROM {t} WHERE dataset IN (SELECT dataset FROM runs WHERE run_id = ?) ORDER BY ALL"
       for t in ("dataset_tasks", "dataset_actions")},
}
ABOUT = {
    "leaderboard": "one row per (model, judge, protocol): LVS, HVS, VFS, IFS, Final in [0, 1] and what was counted apart",
    "runs": "the run: dataset and revision, models, judge, protocol, code version, state, records not run",
    "task_scores": "one row per (model, task, judge, protocol): the task's figures",
    "generations": "one row per (model, task): how the page was made (frames, tokens, cost, errors)",
    "actions": "one row per replayed action: how its element was found, the outcome and error kind",
    "assertions": "one row per judged assertion: the verdict and how the judge's reply was read",
    "checkpoints": "one row per scored checkpoint: OCR, DINO, HVS and the score",
    "dataset_tasks": "the dataset's tasks the run drew from: classification, resolution, platform, checkpoints",
    "dataset_actions": "the dataset's actions: type, description, visual check, assertion",
}


class PublishError(PrerequisiteError):
    """The run cannot be published (no such run, no token, the hub refused or is down)."""


@dataclass(frozen=True)
class Bundle:
    folder: Path
    run_id: str
    rows: dict[str, int]  # table -> rows written


@dataclass(frozen=True)
class Published:
    repo: str
    commit: str
    changed: bool  # False: the hub held exactly these files already (no new commit)
    url: str


def build_bundle(con, run_id: str, out_dir: Path, *, repo: str) -> Bundle:
    """The run's tables as Parquet and its dataset card in ``out_dir`` (emptied first)."""
    import shutil

    import pyarrow.parquet as pq

    if not con.execute("SELECT count(*) FROM task_scores WHERE run_id = ?", [run_id]).fetchone()[0]:
        raise PublishError(f"--run-id {run_id}: no scored rows of that run in the warehouse (list runs with "
                           "`iwr sql \"SELECT run_id, state FROM runs\"`); publish a run that was scored")
    # One thread: a mean summed in another order differs in its last bit, and the same run must give the same bytes.
    con.execute("SET threads TO 1")
    if out_dir.exists():
        shutil.rmtree(out_dir)
    (out_dir / DATA).mkdir(parents=True)
    rows = {}
    for name, sql in TABLES.items():
        rel = con.sql(_without_paths(con, sql), params=[run_id])
        table = rel.to_arrow_table() if hasattr(rel, "to_arrow_table") else rel.arrow()  # DuckDB 2 renamed it
        pq.write_table(table, out_dir / DATA / f"{name}.parquet", compression="zstd")
        rows[name] = table.num_rows
    (out_dir / "README.md").write_text(card(con, run_id, repo, rows), encoding="utf-8")
    return Bundle(out_dir, run_id, rows)


def _without_paths(con, sql: str) -> str:
    """``sql`` with its columns named, less those naming files on this machine (``*_path``)."""
    names = [d[0] for d in con.execute(f"SELECT * FROM ({sql.replace('?', 'NULL')}) LIMIT 0").description]
    kept = [n for n in names if not n.endswith("_path")]
    return sql.replace("SELECT *", "SELECT " + ", ".join(f'"{n}"' for n in kept), 1)


def card(con, run_id: str, repo: str, rows: dict[str, int]) -> str:
    """The dataset card: YAML (one config per table, the leaderboard the default), then the run in words."""
    import yaml

    meta = {
        "pretty_name": f"IWR-Bench results, run {run_id}",
        "tags": ["iwr-bench", "benchmark-results", "web-reconstruction"],
        "configs": [{"config_name": name, "data_files": [{"split": "train", "path": f"{DATA}/{name}.parquet"}],
                     **({"default": True} if name == "leaderboard" else {})} for name in TABLES],
    }
    run = _one(con, "SELECT * FROM runs WHERE run_id = ?", run_id)
    lb = leaderboard(con, [run_id])
    body = [f"# IWR-Bench results, run `{run_id}`", "",
            f"Made by the IWR-Bench harness on `{run.get('dataset') or 'an unrecorded dataset'}`. Figures are in % below and in [0, 1] "
            "in the tables.", "", "## Leaderboard", "", leaderboard_markdown(lb), "",
            *_protocols(con, run_id), *_comparability(lb), *_environment(con, run_id, run), *_tables(repo, rows)]
    return "---\n" + yaml.safe_dump(meta, sort_keys=False, allow_unicode=True) + "---\n\n" + "\n".join(body).rstrip() + "\n"


def _one(con, sql: str, run_id: str) -> dict[str, Any]:
    cur = con.execute(sql, [run_id])
    names = [d[0] for d in cur.description]
    row = cur.fetchone()
    return dict(zip(names, row, strict=True)) if row else {}


def _distinct(con, column: str, table: str, run_id: str) -> list[str]:
    found = con.execute(f"SELECT DISTINCT {column} FROM {table} WHERE run_id = ? AND {column} IS NOT NULL ORDER BY 1", [run_id])
    return [str(r[0]) for r in found.fetchall()]


def _protocols(con, run_id: str) -> list[str]:
    protocols = con.execute("SELECT DISTINCT protocol, protocol_version FROM task_scores WHERE run_id = ? ORDER BY ALL", [run_id]).fetchall()
    return ["## Protocol and judge", "", *(f"* **Judge** {judge_words(j)}." for j in _distinct(con, "judge", "task_scores", run_id)),
            *(f"* **Protocol** {protocol_words(p, v)}." for p, v in protocols), ""]


def _comparability(lb: Leaderboard) -> list[str]:
    out = ["## Comparable with the published table?", ""]
    for r in lb.rows:
        verdict = "yes, every figure" if r.comparable else f"no ({'; '.join(r.reasons)})"
        out.append(f"* {r.model} ({r.judge}, {r.protocol}): {verdict}.")
    return [*out, "", "The rule: `iwr_bench.tasks.scoring.published.comparability` (protocol reference, the published judge, "
                      "EasyOCR, DINOv2-base on a 224 px centre crop, w = 0.5, alpha = 0.7).", ""]


def _environment(con, run_id: str, run: dict[str, Any]) -> list[str]:
    from iwr_bench import __version__

    facts = [("dataset", run.get("dataset")), ("dataset revision", run.get("dataset_revision")),
             ("models", ", ".join(run.get("models") or [])), ("harness code version", run.get("code_version")),
             ("generation prompt", ", ".join(_distinct(con, "prompt_version", "generations", run_id))),
             ("judge prompt and model", ", ".join(_distinct(con, "judge_version", "assertions", run_id))),
             ("OCR", ", ".join(_distinct(con, "ocr_model", "task_scores", run_id))),
             ("DINO", ", ".join(_distinct(con, "dino_model", "task_scores", run_id)) or "absent"),
             ("absent components", ", ".join(run.get("absent_components") or []) or "none"),
             ("started / ended (UTC)", f"{run.get('started_at')} / {run.get('ended_at')}"),
             ("state", f"{run.get('state')}: {run.get('message')}"),
             ("records not run", "; ".join(run.get("skipped_records") or []) or "none"),
             ("card made by", f"iwr-bench {__version__}")]
    return ["## What the run was made with", "", *(f"* **{k}**: {v if v not in (None, '') else 'not recorded'}" for k, v in facts), ""]


def _tables(repo: str, rows: dict[str, int]) -> list[str]:
    listed = [f"| `{name}` | {rows[name]} | {ABOUT[name]} |" for name in TABLES]
    return ["## Tables", "", "| config | rows | what |", "|---|--:|---|", *listed, "",
            "Columns are documented in the harness (`iwr sql` lists every column with its meaning); columns ending in "
            "`_path` (files on the machine that made the run) are left out.", "", "```python",
            "from datasets import load_dataset", f'leaderboard = load_dataset("{repo}", "leaderboard", split="train")', "```", "",
            "```sql", "-- DuckDB; pin a commit with @<commit> after the repository name",
            f"SELECT model, final FROM 'hf://datasets/{repo}/{DATA}/leaderboard.parquet' ORDER BY final DESC;", "```", ""]


def publish_bundle(bundle: Bundle, repo: str, *, private: bool = False) -> Published:
    """Upload the bundle as the repository's content (files of an earlier publish that are gone, removed);
    an unchanged bundle makes no commit. The token is huggingface_hub's (``hf auth login`` or HF_TOKEN)."""
    from huggingface_hub import HfApi, constants

    api = HfApi()
    try:
        api.create_repo(repo, repo_type="dataset", private=private, exist_ok=True)
        before = api.repo_info(repo, repo_type="dataset").sha
        info = api.upload_folder(repo_id=repo, repo_type="dataset", folder_path=bundle.folder, delete_patterns=[f"{DATA}/*"],
                                 commit_message=f"iwr publish: run {bundle.run_id}")
    except Exception as err:
        why = publish_failure(err, repo, constants.ENDPOINT)
        if why is None:
            raise
        raise PublishError(why) from None
    commit = str(info.oid)
    return Published(repo, commit, commit != before, f"{constants.ENDPOINT}/datasets/{repo}/tree/{commit}")


def publish_failure(err: BaseException, repo: str, endpoint: str) -> str | None:
    """One line naming the cause and the fix of a failed publish; None when ``err`` is no hub failure."""
    for e in error_chain(err):
        status, names = http_status(e), {c.__name__ for c in type(e).__mro__}
        if status == 401:
            return f"publishing to {endpoint} needs a token with write access: log in with `hf auth login` or set HF_TOKEN"
        if status == 403:
            return (f"your token may not write to {repo}: use a token with write access to {repo.split('/')[0]}, "
                    "or publish under your own name (--repo YOURNAME/NAME)")
        if status is not None:
            return f"the hub at {endpoint} answered HTTP {status} to publishing {repo}: try again later (nothing was half-written)"
        if {"ConnectError", "ConnectTimeout", "OfflineModeIsEnabled"} & names:
            return f"cannot reach the hub at {endpoint} to publish {repo} ({type(e).__name__}): check the network or HF_ENDPOINT / HF_HUB_OFFLINE"
    return None
