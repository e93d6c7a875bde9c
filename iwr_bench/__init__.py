"""IWR-Bench: the interactive web reconstruction benchmark as a Prefect + DuckDB pipeline.

Every import of this project lives under this one name, in layers that import one way:
``core`` < ``schemas`` < ``tasks`` (rooms by concern) < ``flows`` < ``bench`` < ``cli``
(``docs/ARCHITECTURE.md``).
"""

from importlib.metadata import PackageNotFoundError, version

from iwr_bench.core.telemetry import telemetry_off

# The one thing importing iwr_bench does: no library it uses may call home (before they are imported).
telemetry_off()

try:
    __version__ = version("iwr-bench")
except PackageNotFoundError:  # a source tree that was never installed
    __version__ = "0+unknown"
