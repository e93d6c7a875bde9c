"""Keeping secrets out of rows, logs and messages.

One implementation for every role (generator, judge, grounder): a provider's error text, a
raw response or a request summary may echo a key, and none of them may reach the warehouse,
a log line or a one-line error.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable

_SECRET_NAME = re.compile(r"(KEY|TOKEN|SECRET|PASSWORD)", re.IGNORECASE)
# An Authorization header echoed in an error (proxies and some SDKs print the request).
_BEARER = re.compile(r"(?i)\b(bearer\s+)[A-Za-z0-9._~+/=-]{8,}")
MASK = "***"


def scrub(text: str, extra: Iterable[str | None] = ()) -> str:
    """``text`` with secrets masked: the value of every secret-looking environment variable,
    every value in ``extra`` (a key read from a variable of any name) and bearer tokens.

    Values shorter than 8 characters are left alone: masking "none" or "1" would garble text
    without protecting anything.
    """
    values = {v for name, v in os.environ.items() if _SECRET_NAME.search(name)}
    values |= {v for v in extra if v}
    for value in sorted((v for v in values if len(v) >= 8), key=len, reverse=True):
        if value in text:
            text = text.replace(value, MASK)
    return _BEARER.sub(lambda m: m.group(1) + MASK, text)
