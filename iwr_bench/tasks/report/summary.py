"""The run summary (one ``runs`` row) and the calibration canary, as pure functions."""

from __future__ import annotations

import subprocess
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from iwr_bench.core.kinds import RunState
from iwr_bench.schemas.rows import RunsRow

# Bounds a run that includes an offline baseline must meet, or the judge is broken
# (issue "Benchmarks and a validity suite"): name -> (figure, op, bound).
CALIBRATION: dict[str, list[tuple[str, str, float]]] = {
    # VFS too: once, with its screenshots gone, the oracle kept IFS 1 and fell to VFS 0 (Final 0.7)
    # unnoticed. 0.6 leaves room for protocol reference (it pairs each check with the state before
    # the action: 0.72 on the bundled tasks) and an LLM judge's HVS below 1 on a perfect page.
    "iwr/oracle": [("ifs", ">=", 1.0), ("vfs", ">=", 0.6), ("final", ">=", 0.88)],
    "iwr/blank": [("final", "<=", 0.05)],
    "iwr/static-frame": [("ifs_l2_l4", "<=", 0.2)],
}


@dataclass
class PairOutcome:
    """What one (task, model) evaluation contributes to the run summary."""

    task_id: int
    model: str
    generation_error: str | None = None
    sample: int = 0
    first_failure_kind: str | None = None
    harness_error: str | None = None  # a bug in the harness: the exception's type (the pair is also not measured)
    not_measured: str | None = None  # the infrastructure error kind that kept the pair from being measured
    cache_hits: dict[str, bool] = field(default_factory=dict)
    # Stages whose cached result named files that were gone or changed, so they ran again.
    cache_rejected: list[str] = field(default_factory=list)
    judge_errors: int = 0
    judge_items: int = 0  # what the judge was asked: assertion verdicts and rubrics
    # Spent by this run's generation; None = unknown (the server reported no usage, no price).
    input_tokens: int | None = 0
    output_tokens: int | None = 0
    cost_usd: float | None = 0.0
    final: float | None = None
    ifs: float | None = None
    # Ground-truth features this pair's scoring computed / read from the feature cache (0 when its score was cached).
    gt_computed: int = 0
    gt_reused: int = 0


def code_version(root: Path | None = None) -> str | None:
    try:
        out = subprocess.run(["git", "rev-parse", "--short=12", "HEAD"], cwd=root or Path(__file__).parent, capture_output=True, text=True, timeout=5)
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=root or Path(__file__).parent,
                               capture_output=True, text=True, timeout=5).stdout.strip()
        return out.stdout.strip() + ("+dirty" if dirty else "") if out.returncode == 0 else None
    except (OSError, subprocess.SubprocessError):
        return None


def calibration_warnings(per_model: Mapping[str, Mapping[str, float | None]], absent: Mapping[str, str] | None = None) -> list[str]:
    """Warnings for baselines outside their bounds; ``per_model`` maps model -> figures over the tasks
    the baseline could answer. ``absent``: baseline -> why it could answer none (no reference page on
    hub data): said once, not read as a broken judge."""
    out = [f"calibration: {model} not checked: {why}" for model, why in (absent or {}).items() if model in CALIBRATION]
    for model, checks in CALIBRATION.items():
        figs = per_model.get(model)
        if not figs or model in (absent or {}):
            continue
        for name, op, bound in checks:
            value = figs.get(name)
            if value is None:
                continue
            ok = value >= bound - 1e-9 if op == ">=" else value <= bound + 1e-9
            if not ok:
                out.append(f"calibration: {model} {name} = {value:.3f}, expected {op} {bound} (is the judge broken?)")
    return out


def _total(values: Sequence[int | float | None]) -> Any:
    """The sum, or None when any value is unknown: a partial sum is never shown as the total."""
    return None if any(v is None for v in values) else sum(values)


def judge_error_lines(outcomes: Sequence[PairOutcome]) -> list[str]:
    """One line per model whose judge failed somewhere ("judge errors, m: 3 of 40 verdicts (7.5 %) ...")."""
    per: dict[str, list[int]] = {}
    for o in outcomes:
        errs, items = per.setdefault(o.model, [0, 0])
        per[o.model] = [errs + o.judge_errors, items + max(o.judge_items, o.judge_errors)]
    return [f"judge errors, {m}: {e} of {n} verdicts ({100 * e / n:.1f} %) have no judge answer" for m, (e, n) in sorted(per.items()) if e]


def incomplete_line(not_measured: Mapping[str, int]) -> str:
    """The one line an incomplete run ends with: how many pairs, of which kinds, and what to do."""
    n = sum(not_measured.values())
    kinds = ", ".join(f"{k} {c}" for k, c in sorted(not_measured.items(), key=lambda kc: (-kc[1], kc[0])))
    return f"incomplete: {n} pair{'s' if n != 1 else ''} not measured ({kinds}) — rerun the same command"


def run_row(*, run_id: str, started: datetime, ended: datetime, dataset: str, revision: str, models: Sequence[str], judge: str | None,
            protocol: str | None, outcomes: Sequence[PairOutcome], gt_computed: int, gt_reused: int, absent: Sequence[str],
            warnings: Sequence[str], environment: Mapping[str, Any] | None = None, skipped_task_ids: Sequence[int] = (),
            skipped_records: Sequence[str] = ()) -> RunsRow:
    """The ``runs`` row from the pair outcomes (and the dataset's records not run: ``iwr run
    --skip-invalid``); ``environment``: ``iwr_bench.core.environment.environment()`` read at the run's start."""
    failures = Counter(o.generation_error or o.harness_error or o.not_measured or o.first_failure_kind for o in outcomes
                       if o.generation_error or o.harness_error or o.not_measured or o.first_failure_kind)
    hits: dict[str, dict[str, int]] = {}
    for o in outcomes:
        for stage, hit in o.cache_hits.items():
            d = hits.setdefault(stage, {"reused": 0, "computed": 0})
            d["reused" if hit else "computed"] += 1
        for stage in o.cache_rejected:
            d = hits.setdefault(stage, {"reused": 0, "computed": 0})
            d["failed_verification"] = d.get("failed_verification", 0) + 1
    bugs = [o for o in outcomes if o.harness_error]
    not_measured = Counter(o.not_measured for o in outcomes if o.not_measured)
    state = RunState.FAILED if bugs else RunState.INCOMPLETE if not_measured else RunState.COMPLETED
    unit = "(task, model, sample) evaluations" if any(o.sample for o in outcomes) else "(task, model) pairs"
    message = f"{len(outcomes)} {unit} evaluated"
    if bugs:
        message += f"; {len(bugs)} failed in the harness"
    rejected = sum(len(o.cache_rejected) for o in outcomes)
    if rejected:
        message += f"; cache entries that failed verification: {rejected} (computed again)"
    if not_measured:
        message += "; " + incomplete_line(not_measured)
    import json

    return {
        "run_id": run_id, "started_at": started, "ended_at": ended, "dataset": dataset, "dataset_revision": revision,
        "models": list(models), "judge": judge, "protocol": protocol, "code_version": code_version(),
        "n_tasks": len({o.task_id for o in outcomes}), "n_generations": len(outcomes),
        "n_failures": sum(1 for o in outcomes if o.generation_error or o.harness_error or o.not_measured),
        "failures_by_kind": json.dumps(dict(failures), sort_keys=True), "cache_hits": json.dumps(hits, sort_keys=True),
        "gt_features_computed": gt_computed, "gt_features_reused": gt_reused,
        "judge_errors": sum(o.judge_errors for o in outcomes),
        "n_not_measured": sum(not_measured.values()), "not_measured_by_kind": json.dumps(dict(not_measured), sort_keys=True),
        "total_input_tokens": _total([o.input_tokens for o in outcomes]), "total_output_tokens": _total([o.output_tokens for o in outcomes]),
        "total_cost_usd": _total([o.cost_usd for o in outcomes]), "state": state.value,
        "message": "; ".join([message, *([f"{len(skipped_records)} dataset record(s) not run"] if skipped_records else []), *warnings]),
        "absent_components": list(absent), "skipped_task_ids": list(skipped_task_ids), "skipped_records": list(skipped_records),
        **_environment(environment),
    }


def _environment(env: Mapping[str, Any] | None) -> RunsRow:
    import json

    env = dict(env or {})
    if isinstance(env.get("package_versions"), Mapping):
        env["package_versions"] = json.dumps(env["package_versions"], sort_keys=True)
    return {"python_version": env.get("python_version"), "chromium_version": env.get("chromium_version"),
            "chromedriver_version": env.get("chromedriver_version"), "package_versions": env.get("package_versions"),
            "cpu_model": env.get("cpu_model"), "cpu_count": env.get("cpu_count"), "load_at_start": env.get("load_at_start")}


def add_comparison(row: RunsRow, lines: Sequence[str], regressed: bool) -> RunsRow:
    """The ``runs`` row with the nightly comparison's lines in its message; a completed run in
    which a model regressed ends ``Regressed`` (a failed or incomplete run stays so)."""
    state = RunState.REGRESSED.value if regressed and row["state"] == RunState.COMPLETED else row["state"]
    return {**row, "state": state, "message": "; ".join(part for part in (row.get("message"), *lines) if part)}


# A generation whose answer was judged (no page, cut off) is the model's result, not an error.
_MODEL_RESULTS = frozenset({"no_page", "truncated"})


def error_counts(outcomes: Sequence[PairOutcome]) -> dict[str, int]:
    """Pairs with an error, by where it happened: ``generation`` (the call failed), ``judge`` (a
    verdict without an answer), ``infrastructure`` (the harness or browser); ``any`` counts each pair once.
    A pair not measured counts where its kind says (a generator outage is a generation error)."""
    from iwr_bench.core.kinds import ErrorKind

    def place(o: PairOutcome) -> str | None:
        """Where a pair not measured failed (None: it was measured)."""
        kind = ErrorKind.parse(o.not_measured) if o.not_measured else None
        if kind is None:
            return None
        return "judge" if kind == ErrorKind.JUDGE_ERROR else {"service": "generation", "harness": "infrastructure"}.get(kind.source)

    places = {id(o): place(o) for o in outcomes}
    gen = {id(o) for o in outcomes if (o.generation_error and o.generation_error not in _MODEL_RESULTS) or places[id(o)] == "generation"}
    judge = {id(o) for o in outcomes if o.judge_errors or places[id(o)] == "judge"}
    infra = {id(o) for o in outcomes if o.harness_error or places[id(o)] == "infrastructure"}
    return {"generation": len(gen), "judge": len(judge), "infrastructure": len(infra), "any": len(gen | judge | infra)}


def over_error_budget(row: RunsRow, outcomes: Sequence[PairOutcome], share: float | None) -> RunsRow:
    """``--fail-on-error SHARE``: the ``runs`` row ended Failed, with the counts, when more than
    ``share`` of the pairs had an error (``error_counts``); else the row as it was."""
    if share is None or not outcomes:
        return row
    counts = error_counts(outcomes)
    if counts["any"] / len(outcomes) <= share:
        return row
    line = (f"errors in {counts['any']} of {len(outcomes)} pairs ({100 * counts['any'] / len(outcomes):.1f} %) exceed --fail-on-error "
            f"{share:g}: generation {counts['generation']}, judge {counts['judge']}, infrastructure {counts['infrastructure']}")
    return {**row, "state": "Failed", "message": f"{row['message']}; {line}"}


def run_warnings(row: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(tag, line) for each warning a person must see on a run (a ``runs`` row or a run summary):
    the calibration canary, judge errors, a run that did not complete. The nightly puts them on its
    own flow run (message, tags, log) and the report at its top."""
    parts = [p for p in str(row.get("message") or "").split("; ") if p]
    out = [("canary", p) for p in parts if p.startswith("calibration:")]
    if row.get("judge_errors"):
        lines = row.get("judge_error_lines") or [f"judge errors: {row['judge_errors']} verdicts have no judge answer"]
        out += [("judge-errors", line) for line in lines]
    if row.get("state") not in (None, "Completed", "Regressed"):  # a regression is the comparison's news, not a warning
        out.append(("incomplete", f"run {row.get('run_id')} ended {row.get('state')}: {parts[0] if parts else 'no message'}"))
    return out
