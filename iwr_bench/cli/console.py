"""The one way the commands make a rich console: wrapped to the terminal, or not wrapped at all.

Piped output (a file, a CI log, ``| jq``) once wrapped at 80 columns, cutting a JSON value of
the run summary in two; when the output is not a terminal nothing is wrapped (``soft_wrap``)
and tables get room to stay whole.
"""

from __future__ import annotations

from typing import Any


def console(**kw: Any):
    from rich.console import Console

    con = Console(**kw)
    if con.is_terminal:
        return con
    return Console(**{"width": 220, **kw, "soft_wrap": True})
