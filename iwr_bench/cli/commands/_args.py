"""Options and printing shared by the commands that start a run (run, generate, judge, evaluate).

Each run option is defined once (``RUN_OPTIONS``) and given to a command by ``run_options``; the
commands only build a ``iwr_bench.flows.request.RunRequest`` and call ``iwr_bench.flows.run.run``:
every check and every default lives there (``iwr_bench.flows.spec.RunSpec``), the same for every caller.
"""

from __future__ import annotations

import functools
import inspect
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any

import typer

DATA_HELP = "Dataset folder with data.jsonl below it, or hf / hf:REV (default: IWR_DATA)."
TASKS_HELP = "Task ids, e.g. 1,3,5-8 (default: all)."
RUN_ID_HELP = "Run id (letters, digits, . _ -); the same id resumes a run (default: a UTC timestamp)."


@dataclass(frozen=True)
class RunOption:
    """One option of the commands that start a run, and the ``RunRequest`` field it fills."""

    flag: str
    field: str
    kind: str = "str"  # str, int, float, flag (on/off), list (comma-separated on the command line) or many (repeatable)
    help: str | None = None  # None: the RunRequest field's own description
    metavar: str = "TEXT"  # what the help shows for the value
    short: str | None = None  # a one-letter spelling, e.g. -M

    def annotation(self, decls: tuple[str, ...], help: str | None, required: bool) -> Any:
        from iwr_bench.flows.request import RunRequest

        text = help or self.help or RunRequest.model_fields[self.field].description
        kind = {"str": str, "int": int, "float": float, "flag": bool, "list": str, "many": list[str]}[self.kind]
        decls = (*decls, self.short) if self.short else decls
        return Annotated[kind if required else kind | None, typer.Option(*decls, help=text, show_default=False,
                                                                         metavar="" if self.kind == "flag" else self.metavar)]

    def value(self, given: Any) -> Any:
        return split_list(given) if self.kind == "list" else given


# The options every command that starts a run draws from, each defined once. A new per-role
# setting is a Settings field, a RunRequest field, one line here and one RunSpec field.
RUN_OPTIONS: dict[str, RunOption] = {o.flag: o for o in (
    RunOption("--data", "data", help=DATA_HELP, metavar="PATH|hf"),
    RunOption("--models", "models", "list", help="Comma-separated LiteLLM model strings (default: iwr/oracle,iwr/static-frame,iwr/blank).",
              metavar="M1,M2"),
    RunOption("--tasks", "tasks", help=TASKS_HELP, metavar="IDS"),
    RunOption("--limit", "limit", "int", metavar="N"),
    RunOption("--seed", "seed", "int", metavar="S"),
    RunOption("--run-id", "run_id", help=RUN_ID_HELP, metavar="ID"),
    RunOption("--judge", "judge", help="Judge: iwr/offline or a LiteLLM model (default: IWR_JUDGE, iwr/offline).", metavar="MODEL"),
    RunOption("--protocol", "protocol", metavar="NAME"),
    RunOption("--stages", "stages", "list", help="Stages to run, e.g. generate,replay (default: generate,replay,score; with --pages: replay,score).",
              metavar="S1,S2"),
    RunOption("--skip-invalid", "skip_invalid", "flag", help="Run the dataset's usable records and skip the others (each named, and "
              "recorded in the runs row); default: refuse to start while a record cannot run."),
    RunOption("--pages", "pages", help="Judge pages made elsewhere: a folder DIR/<task_id>/<model>/index.html or a predictions file (.jsonl).",
              metavar="DIR|FILE"),
    RunOption("--refresh", "refresh", "many", help="Force a stage again: generate, replay or score (repeatable).", metavar="STAGE"),
    RunOption("--samples", "samples", "int", help="Independent generations per (task, model) (IWR_SAMPLES, default 1); the leaderboard "
              "then gives the spread across samples and per task how many passed. Run again with more to add samples: those made are reused.",
              metavar="N"),
    RunOption("--model-arg", "model_args", "many", help="A generation setting over the models file, repeatable: -M temperature=0.7 "
              "-M max_tokens=8192 (every model) or -M model=NAME:key=value (one model); other keys (seed, top_p) go to the provider.",
              metavar="KEY=VALUE", short="-M"),
    RunOption("--fail-on-error", "fail_on_error", "float", metavar="SHARE"),
    RunOption("--mlflow", "mlflow", "flag"),
    RunOption("--task-runner", "task_runner", help="threads (default) or dask (IWR_TASK_RUNNER).", metavar="threads|dask"),
    RunOption("--dask-address", "dask_address", help="tcp://host:port of a Dask scheduler (default: a local cluster; IWR_DASK_ADDRESS).",
              metavar="URL"),
    RunOption("--workers", "workers", "int", metavar="N"),
    RunOption("--api-base", "api_base", help="Base URL of an OpenAI-compatible server (vLLM, Ollama) for the models under test, e.g. "
              "http://127.0.0.1:8000/v1 (over the models file's api_base and IWR_API_BASE).", metavar="URL"),
    RunOption("--api-key-env", "api_key_env", help="NAME of the variable holding the models' key (over the models file's api_key_env and "
              "IWR_API_KEY_ENV); a base URL without one gets no real key.", metavar="VAR"),
    RunOption("--judge-api-base", "judge_api_base", help="The judge's base URL, e.g. http://127.0.0.1:8000/v1 (IWR_JUDGE_API_BASE); "
              "none: the judge's provider's host. --api-base never points the judge.", metavar="URL"),
    RunOption("--judge-api-key-env", "judge_api_key_env", help="NAME of the variable holding the judge's key (IWR_JUDGE_API_KEY_ENV).",
              metavar="VAR"),
    RunOption("--grounder", "grounding_model", help="LiteLLM model that picks an element when the locator is not sure "
              "(IWR_GROUNDING_MODEL; default: none).", metavar="MODEL"),
    RunOption("--grounder-api-base", "grounding_api_base", help="The grounder's base URL (IWR_GROUNDING_API_BASE); none: its provider's host.",
              metavar="URL"),
    RunOption("--grounder-api-key-env", "grounding_api_key_env", help="NAME of the variable holding the grounder's key (IWR_GROUNDING_API_KEY_ENV).",
              metavar="VAR"),
)}
# Groups, in the order the help lists them.
JUDGE_OPTIONS = ("--judge", "--protocol", "--judge-api-base", "--judge-api-key-env")
GROUNDER_OPTIONS = ("--grounder", "--grounder-api-base", "--grounder-api-key-env")
MODEL_OPTIONS = ("--api-base", "--api-key-env")
# What an inspect_ai or lm-eval user reaches for: a sample of the tasks, generation settings, an error budget, a tracker.
SAMPLE_OPTIONS = ("--limit", "--seed")
OUTCOME_OPTIONS = ("--fail-on-error", "--mlflow")


def run_options(*flags: str, helps: dict[str, str] | None = None, aliases: dict[str, tuple[str, ...]] | None = None,
                required: tuple[str, ...] = (), **fixed: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Give a command the run options ``flags`` (from ``RUN_OPTIONS``): it receives ``request``, the
    ``RunRequest`` they (and ``fixed`` fields) make, after its own parameters."""
    chosen = [RUN_OPTIONS[f] for f in flags]

    def wrap(command: Callable[..., Any]) -> Callable[..., Any]:
        own = [p.replace(kind=inspect.Parameter.KEYWORD_ONLY) for p in inspect.signature(command).parameters.values() if p.name != "request"]
        params = [inspect.Parameter(o.field, inspect.Parameter.KEYWORD_ONLY, default=... if o.flag in required else None,
                                    annotation=o.annotation((aliases or {}).get(o.flag, (o.flag,)), (helps or {}).get(o.flag), o.flag in required))
                  for o in chosen]

        @functools.wraps(command)
        def run_command(**given: Any) -> Any:
            fields = {o.field: o.value(given.pop(o.field)) for o in chosen}
            return command(**given, request=run_request(**fixed, **fields))

        run_command.__signature__ = inspect.Signature([*params, *own])  # type: ignore[attr-defined]  # the run options first in --help
        run_command.__annotations__ = {p.name: p.annotation for p in (*own, *params)}
        return run_command

    return wrap


def split_list(text: str | None) -> list[str]:
    """``a, b,,c`` -> ['a', 'b', 'c']."""
    return [t.strip() for t in (text or "").split(",") if t.strip()]


def run_request(**fields: Any):
    """A ``RunRequest`` from the options given (None, False and empty lists take the defaults)."""
    from iwr_bench.flows.request import RunRequest

    return RunRequest(**{k: v for k, v in fields.items() if v is not None and v != [] and v is not False})


def execute(request, *, progress: bool = True, wait: bool = False) -> dict:
    from iwr_bench.flows.run import run

    return run(request, progress=progress, wait=wait)


def print_summary(summary: dict) -> None:
    from iwr_bench.cli.console import console

    con = console()
    con.print(f"[bold]run {summary['run_id']}[/]: {summary['state']} - {summary['message']}")
    con.print(f"  stages {', '.join(summary.get('stages') or [])}; cache: {summary['cache_hits']}; "
              f"ground-truth features computed {summary['gt_features_computed']}, reused {summary['gt_features_reused']}")
    for line in summary.get("judge_error_lines") or ([f"judge errors: {summary['judge_errors']}"] if summary.get("judge_errors") else []):
        con.print(f"  [yellow]{line}[/]", highlight=False)
    for line in summary.get("not_measured_lines") or []:  # doubt is counted, never credited: say how much
        con.print(f"  not measured, {line}", style="yellow", markup=False, highlight=False)
    if summary.get("absent_components"):
        con.print(f"  [yellow]absent: {', '.join(summary['absent_components'])}[/] - figures marked * are not comparable with the paper")
    for w in summary.get("warnings") or []:
        con.print(f"  [red]{w}[/]")
    if summary.get("report"):
        # IWR_REPORT_BASE_URL set: the served link, which a browser opens from any page (file:// it refuses).
        con.print(f"  report: {summary.get('report_link') or summary['report']}", highlight=False)
    if summary.get("mlflow_run"):
        con.print(f"  mlflow: {summary['mlflow_run']}", highlight=False)
    if summary.get("tracking_warning"):
        con.print(f"  [yellow]{summary['tracking_warning']}[/]", highlight=False)


def print_generations(run_id: str) -> None:
    """One line per (task, model) page of the run, as the generations rows say."""
    from pathlib import Path

    from iwr_bench.cli.console import console
    from iwr_bench.core.settings import get_settings
    from iwr_bench.tasks.warehouse.store import connect, query_rows

    con = console()
    rows = query_rows(connect(Path(get_settings().warehouse)), "SELECT * FROM generations WHERE run_id = ? ORDER BY model, task_id, sample", [run_id])
    for r in rows:
        kind = r.get("error_kind")
        status = ("cached" + (f" ({kind})" if kind else "")) if r.get("cached") else (kind or "ok")
        where = f"  from {r['raw_path']}" if r.get("prompt_version") == "imported" else ""
        which = f"task {r['task_id']:>4}" + (f" sample {r['sample']}" if r.get("sample") else "")
        con.print(f"{which}  {r['model']:<32} {status:<14} frames {r.get('frames_used') or 0:>2}/{r.get('frames_total') or 0:<2} "
                  f"sheets {r.get('sheets_used') or 0}  out {r.get('output_tokens') or 0} tok{where}", highlight=False)
    ok = sum(1 for r in rows if r.get("page_path") and r.get("error_kind") in (None, "truncated"))
    con.print(f"[bold]run {run_id}[/]: {ok} of {len(rows)} pages ({sum(bool(r.get('cached')) for r in rows)} from cache)")


def print_leaderboard(run_id: str) -> None:
    from iwr_bench.cli.commands.reports import leaderboard_cmd

    leaderboard_cmd(run_id=[run_id])


# The exit code of a command that ran a run: Completed 0; Failed (a bug in the harness) 1; a setup
# mistake, refused before any work, is 2 (iwr_bench.cli.main); Incomplete (pairs not measured:
# an outage, a starved or crashed browser, a full or read-only folder) 3: rerun the same command.
EXIT_CODES = {"Completed": 0, "Failed": 1, "Incomplete": 3}


def finish(summary: dict, *, leaderboard: bool = True) -> None:
    if leaderboard and "score" in (summary.get("stages") or []):
        print_leaderboard(summary["run_id"])
    print_summary(summary)
    if summary["state"] != "Completed":
        from iwr_bench.tasks.report.summary import incomplete_line

        if summary.get("n_not_measured"):
            # The last line says it all: what was not measured and what to do.
            typer.echo(incomplete_line(json.loads(summary.get("not_measured_by_kind") or "{}")), err=True)
        raise typer.Exit(EXIT_CODES.get(summary["state"], 1))
