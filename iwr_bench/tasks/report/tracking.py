"""A run logged to MLflow (the optional extra ``pip install iwr-bench[mlflow]``).

One MLflow run per iwr run, named by the run id, in the experiment ``iwr-bench`` (or
``MLFLOW_EXPERIMENT_NAME``), at ``MLFLOW_TRACKING_URI`` (MLflow's own variable; unset: a local
``mlruns/`` folder). It holds the run's params (dataset, judge, protocol, models, code version),
per-model metrics (``<model>/final``, ``/ifs``, ``/vfs``, ``/lvs``, ``/hvs`` in [0, 1], plus
``n_tasks``), the leaderboard as a table artifact and the HTML report folder as artifacts.
Logging the same iwr run again makes a new MLflow run (MLflow's runs are not keyed by name).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from iwr_bench.core.errors import PrerequisiteError

EXPERIMENT = "iwr-bench"
FIGURES = ("final", "ifs", "vfs", "lvs", "hvs")


def require_mlflow() -> Any:
    """The ``mlflow`` module, or one line saying how to install it."""
    try:
        import mlflow
    except ImportError:
        raise PrerequisiteError("MLflow is not installed: pip install 'iwr-bench[mlflow]' (or pip install mlflow-skinny)") from None
    return mlflow


def metric_name(model: str, figure: str) -> str:
    """``iwr/oracle`` + ``final`` -> ``iwr/oracle/final`` (characters MLflow refuses become ``_``)."""
    return re.sub(r"[^A-Za-z0-9_\-. /]", "_", f"{model}/{figure}")


def leaderboard_rows(con: Any, run_id: str) -> list[dict[str, Any]]:
    from iwr_bench.tasks.warehouse.store import query_rows

    return query_rows(con, "SELECT model, judge, protocol, n_tasks, lvs, hvs, vfs, ifs, final FROM leaderboard WHERE run_id = ? "
                           "ORDER BY final DESC NULLS LAST, model", [run_id])


def run_params(con: Any, run_id: str) -> dict[str, str]:
    from iwr_bench.tasks.warehouse.store import query_rows

    rows = query_rows(con, "SELECT dataset, dataset_revision, judge, protocol, models, code_version, state FROM runs WHERE run_id = ?",
                      [run_id])
    if not rows:
        raise LookupError(f"run {run_id!r} has no runs row; run it first (iwr run --run-id {run_id})")
    row = rows[0]
    return {"run_id": run_id, **{k: (",".join(v) if isinstance(v, list) else str(v)) for k, v in row.items() if v is not None}}


def log_run(con: Any, run_id: str, report_dir: Path | None, experiment: str | None = None) -> str:
    """Log ``run_id`` (its ``runs`` row, leaderboard and report) as one MLflow run; returns its id."""
    import os

    mlflow = require_mlflow()
    params = run_params(con, run_id)
    board = leaderboard_rows(con, run_id)
    if not board:
        raise LookupError(f"run {run_id!r} has no scores to log; score it first (iwr evaluate --run-id {run_id})")
    mlflow.set_experiment(experiment or os.environ.get("MLFLOW_EXPERIMENT_NAME") or EXPERIMENT)
    with mlflow.start_run(run_name=run_id, tags={"iwr.run_id": run_id}) as active:
        mlflow.log_params(params)
        metrics: dict[str, float] = {}
        for r in board:
            label = r["model"] if len({b["model"] for b in board}) == len(board) else f"{r['model']}|{r['judge']}|{r['protocol']}"
            metrics.update({metric_name(label, f): float(r[f]) for f in FIGURES if r.get(f) is not None})
            metrics[metric_name(label, "n_tasks")] = float(r["n_tasks"] or 0)
        mlflow.log_metrics(metrics)
        table = {"columns": list(board[0]), "data": [[r[c] for c in board[0]] for r in board]}
        mlflow.log_dict(table, "leaderboard.json")
        if report_dir is not None and Path(report_dir).is_dir():
            mlflow.log_artifacts(str(report_dir), artifact_path="report")
        return active.info.run_id
