"""What a run means to a reader: figures over the warehouse views, and the HTML report.

* ``figures``: leaderboard, comparisons, breakdowns (SQL over the views); ``stats``: bootstrap
  intervals; ``protocols``: how far figures move between protocols on the same replays;
* ``html`` (``build_report``), ``index``, ``task_page``, ``media``, ``svg``, ``words``: the static
  report; ``serve``: serving it, and the link a browser will open;
* ``summary``: the ``runs`` row and the calibration canary; ``estimate``: what a run will take;
* ``hub``: a run's results published to the HuggingFace Hub (Parquet tables and a dataset card).
"""

from iwr_bench.tasks.report.estimate import Forecast, estimate
from iwr_bench.tasks.report.html import build_report
from iwr_bench.tasks.report.serve import ReportServer, report_link
from iwr_bench.tasks.report.summary import PairOutcome, calibration_warnings, run_row

__all__ = ["Forecast", "PairOutcome", "ReportServer", "build_report", "calibration_warnings", "estimate",
           "report_link", "run_row"]
