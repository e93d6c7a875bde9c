"""The one settings object. Every field maps to an ``IWR_<NAME>`` environment variable.

``.env`` is read by the CLI entry only (``iwr_bench.cli.main``), never on import of a library module.
State folders (warehouse, results, Prefect state, ONNX scorers) default below ``IWR_HOME``,
else below the current working folder, never below the installed package: ``make`` and the
tests run from the checkout, so there they land in the checkout as before; an installed
``iwr`` keeps its state where it is run. A relative path in ``IWR_WAREHOUSE`` (and the other
state settings) is taken below the home too.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic import Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="IWR_", extra="ignore")

    # Where state lives: below ``home`` (IWR_HOME, default the current folder), never the package.
    home: Path = Field(default_factory=Path.cwd, description="Where state folders live by default (default: the current folder).")
    data: Path | None = Field(default=None, description="Dataset folder (or set with --data).")
    warehouse: Path = Field(default=Path("warehouse"), description="Parquet warehouse root (default: <home>/warehouse).")
    results: Path = Field(default=Path("results"), description="Pages, screenshots, reports, caches (default: <home>/results).")
    models_dir: Path = Field(default=Path("models/onnx"), description="ONNX scorers (default: <home>/models/onnx).")
    prefect_home: Path = Field(default=Path(".prefect"), description="Prefect state, the ephemeral DB (default: <home>/.prefect).")

    # Dataset.
    hf_repo: str = "IWR-Bench/IWR-Bench"
    hf_revision: str = "main"

    # Browser.
    chromium: Path = Path("/usr/bin/chromium")
    chromedriver: Path = Path("/usr/bin/chromedriver")
    browsers: int = Field(default=2, description="Concurrent browsers (one per worker).")
    renderer_memory_mb: int = Field(default=1024, description="Writable memory one page's renderer may hold (RLIMIT_DATA); past it allocations fail or the tab crashes.")
    browser_patience_s: float = Field(default=120.0, gt=0, description="Wall seconds a browser call may wait for CPU on a busy machine before "
                                      "its pair is left not measured (overloaded); its own limit is counted in the browser's CPU time.")

    # Judge and protocol.
    judge: str = "iwr/offline"
    protocol: str = "paper"

    # Model endpoints, one per role (tasks/llm/). A base URL names an OpenAI-compatible server
    # (vLLM, Ollama, a proxy); None: the provider's default host. A key variable is the NAME of
    # the environment variable holding the key; None: the provider's default variable
    # (OPENAI_API_KEY, GEMINI_API_KEY, ...), or no key at all for a named base URL.
    # For generators the command line (--api-base) and tasks/generation/models.yaml rows come first.
    api_base: str | None = Field(default=None, description="Generators' base URL when neither --api-base nor the models file names one.")
    api_key_env: str | None = Field(default=None, description="Variable holding the generators' key when the models file names none.")
    judge_api_base: str | None = Field(default=None, description="Judge's base URL (OpenAI-compatible server); None: its provider's host.")
    judge_api_key_env: str | None = Field(default=None, description="Variable holding the judge's key; None: its provider's default variable.")
    judge_attempts: int = Field(default=4, description="Most HTTP attempts per judge call on a transient failure (429, 5xx, timeout, connection).")
    judge_timeout_s: float = Field(default=120.0, description="Seconds one judge call may take.")
    grounding_api_base: str | None = Field(default=None, description="Grounding model's base URL; None: its provider's host.")
    grounding_api_key_env: str | None = Field(default=None, description="Variable holding the grounding model's key; None: its provider's default variable.")

    # Orchestration.
    nightly_cron: str = "0 2 * * *"
    task_runner: str = "threads"
    dask_address: str | None = None
    workers: int = 2

    # Generation (tasks/generation/).
    models_config: Path | None = Field(default=None, description="Per-model generation settings overriding the bundled tasks/generation/models.yaml.")
    generation_attempts: int = Field(default=5, description="Most API attempts per generation (rate limits, transient errors, timeouts).")
    generation_backoff_s: float = Field(default=2.0, description="First retry delay; doubles per attempt, with jitter.")

    # Scoring (tasks/scoring/dino.py, tasks/judge/judges.py).
    dino_onnx_repo: str = Field(default="onnx-community/dinov2-base", description="Hub repo with an ONNX export of facebook/dinov2-base.")
    dino_onnx_file: str = Field(default="onnx/model.onnx", description="File of that repo to pull.")
    dino_onnx_revision: str = Field(default="main", description="Revision of that repo.")
    dino_onnx_sha256: str | None = Field(default=None, description="Pin: the pulled file must have this sha256.")
    dino_batch: int = Field(default=16, description="Images per DINO session run.")
    judge_retries: int = Field(default=2, description="Re-asks when a judge reply does not parse, before judge_error.")

    # Reports (tasks/report/figures.py, tasks/report/stats.py).
    bootstrap_resamples: int = Field(default=10_000, description="Bootstrap resamples for confidence intervals and paired comparisons.")
    bootstrap_seed: int = Field(default=0, description="Seed of the bootstrap, so intervals are reproducible.")

    # Samples and nightly comparisons (flows/nightly.py, tasks/report/regression.py).
    samples: int = Field(default=1, description="Independent generations per (task, model) (--samples).")
    regression_alpha: float = Field(default=0.01, description="Nightly comparisons: the chance per night that unchanged models flag anything "
                                    "(family-wise over the models; stratified permutation test).")
    regression_min_delta: float = Field(default=0.01, description="Nightly comparisons: the smallest change in Final (in [0, 1]) that is flagged.")
    notify_block: str | None = Field(default=None, description="Prefect notification block (TYPE/NAME, e.g. slack-webhook/iwr-nightly) told "
                                     "when a nightly run regresses; None: the flow run's state alone.")

    # Orchestration (flows/).
    report_after_run: bool = Field(default=True, description="Write the HTML report at the end of `iwr run`.")
    report_base_url: str | None = Field(default=None, description="URL at which the reports folder (results/reports) is served, e.g. by "
                                        "`iwr report --serve`; report links then use http:// instead of file://.")

    # `iwr sql` (tasks/warehouse/query.py): what one query may use.
    sql_timeout_s: float = Field(default=300.0, description="Seconds one `iwr sql` query may run before DuckDB interrupts it.")
    sql_memory_mb: int = Field(default=2048, description="Memory one `iwr sql` query may use (DuckDB's memory_limit; nothing spills to disk).")
    sql_threads: int | None = Field(default=None, description="Threads of one `iwr sql` query; None: up to 4, at most the cores.")
    sql_max_rows: int = Field(default=100_000, description="Rows `iwr sql` prints at most (more: it says so and exits 1).")

    # Replay (tasks/replay/page.py, tasks/locate/decide.py).
    grounding_model: str | None = Field(default=None, description="LiteLLM model that picks an element when the fuzzy locator is not sure; None: no LLM (ambiguous/not_found).")


    @model_validator(mode="after")
    def _state_below_home(self) -> Settings:
        self.home = self.home.expanduser().absolute()
        for name in STATE_FOLDERS:
            path = Path(getattr(self, name)).expanduser()
            setattr(self, name, path if path.is_absolute() else self.home / path)
        return self


STATE_FOLDERS = ("warehouse", "results", "models_dir", "prefect_home")


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()
