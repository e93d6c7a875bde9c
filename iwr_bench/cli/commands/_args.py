"""Option parsing and printing shared by the run commands (run, generate, judge, evaluate).

The commands only build a ``iwr_bench.flows.run.RunRequest`` and call ``iwr_bench.flows.run.run``: every check
and every default lives there, the same for every caller.
"""

from __future__ import annotations

from typing import Any

import typer

DATA_HELP = "Dataset folder with data.jsonl below it, or hf / hf:REV (default: IWR_DATA)."
TASKS_HELP = "Task ids, e.g. 1,3,5-8 (default: all)."
RUN_ID_HELP = "Run id (letters, digits, . _ -); the same id resumes a run (default: a UTC timestamp)."
JUDGE_HELP = "Judge: iwr/offline or a LiteLLM model (default: IWR_JUDGE, iwr/offline)."
API_BASE_HELP = "Base URL of an OpenAI-compatible server (vLLM, Ollama) for the models under test, e.g. http://127.0.0.1:8000/v1 (over the models file's api_base and IWR_API_BASE)."
API_KEY_ENV_HELP = "NAME of the variable holding the models' key (over the models file's api_key_env and IWR_API_KEY_ENV); a base URL without one gets no real key."
JUDGE_API_BASE_HELP = "The judge's base URL, e.g. http://127.0.0.1:8000/v1 (IWR_JUDGE_API_BASE); none: the judge's provider's host. --api-base never points the judge."
JUDGE_API_KEY_ENV_HELP = "NAME of the variable holding the judge's key (IWR_JUDGE_API_KEY_ENV)."
GROUNDER_HELP = "LiteLLM model that picks an element when the locator is not sure (IWR_GROUNDING_MODEL; default: none)."
GROUNDER_API_BASE_HELP = "The grounder's base URL (IWR_GROUNDING_API_BASE); none: its provider's host."
GROUNDER_API_KEY_ENV_HELP = "NAME of the variable holding the grounder's key (IWR_GROUNDING_API_KEY_ENV)."
PROTOCOL_HELP = "Metric protocol: paper (the paper's definitions, default), reference (the published harness) or strict; see iwr protocols (IWR_PROTOCOL)."


def split_list(text: str | None) -> list[str]:
    """``a, b,,c`` -> ['a', 'b', 'c']."""
    return [t.strip() for t in (text or "").split(",") if t.strip()]


def run_request(**fields: Any):
    """A ``RunRequest`` from the options given (None and empty lists take the defaults)."""
    from iwr_bench.flows.request import RunRequest

    return RunRequest(**{k: v for k, v in fields.items() if v is not None and v != []})


def execute(request, *, progress: bool = True, wait: bool = False) -> dict:
    from iwr_bench.flows.run import run

    return run(request, progress=progress, wait=wait)


def print_summary(summary: dict) -> None:
    from rich.console import Console

    con = Console()
    con.print(f"[bold]run {summary['run_id']}[/]: {summary['state']} - {summary['message']}")
    con.print(f"  stages {', '.join(summary.get('stages') or [])}; cache: {summary['cache_hits']}; "
              f"ground-truth features computed {summary['gt_features_computed']}, reused {summary['gt_features_reused']}")
    for line in summary.get("judge_error_lines") or ([f"judge errors: {summary['judge_errors']}"] if summary.get("judge_errors") else []):
        con.print(f"  [yellow]{line}[/]", highlight=False)
    if summary.get("absent_components"):
        con.print(f"  [yellow]absent: {', '.join(summary['absent_components'])}[/] - figures marked * are not comparable with the paper")
    for w in summary.get("warnings") or []:
        con.print(f"  [red]{w}[/]")
    if summary.get("report"):
        con.print(f"  report: {summary['report']}")


def print_generations(run_id: str) -> None:
    """One line per (task, model) page of the run, as the generations rows say."""
    from pathlib import Path

    from rich.console import Console

    from iwr_bench.core.settings import get_settings
    from iwr_bench.tasks.warehouse.store import connect, query_rows

    con = Console()
    rows = query_rows(connect(Path(get_settings().warehouse)), "SELECT * FROM generations WHERE run_id = ? ORDER BY model, task_id", [run_id])
    for r in rows:
        kind = r.get("error_kind")
        status = ("cached" + (f" ({kind})" if kind else "")) if r.get("cached") else (kind or "ok")
        where = f"  from {r['raw_path']}" if r.get("prompt_version") == "imported" else ""
        con.print(f"task {r['task_id']:>4}  {r['model']:<32} {status:<14} frames {r.get('frames_used') or 0:>2}/{r.get('frames_total') or 0:<2} "
                  f"sheets {r.get('sheets_used') or 0}  out {r.get('output_tokens') or 0} tok{where}", highlight=False)
    ok = sum(1 for r in rows if r.get("page_path") and r.get("error_kind") in (None, "truncated"))
    con.print(f"[bold]run {run_id}[/]: {ok} of {len(rows)} pages ({sum(bool(r.get('cached')) for r in rows)} from cache)")


def print_leaderboard(run_id: str) -> None:
    from iwr_bench.cli.commands.reports import leaderboard_cmd

    leaderboard_cmd(run_id=[run_id])


def finish(summary: dict, *, leaderboard: bool = True) -> None:
    if leaderboard and "score" in (summary.get("stages") or []):
        print_leaderboard(summary["run_id"])
    print_summary(summary)
    if summary["state"] != "Completed":
        raise typer.Exit(1)
