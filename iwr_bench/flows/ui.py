"""``iwr ui``: a local Prefect server and UI on 127.0.0.1 that iwr then uses, and that cleans up.

It writes ``PREFECT_API_URL`` to ``.env`` (the CLI reads it), so later ``iwr run`` / ``iwr serve``
report to this server. On Ctrl-C or SIGTERM it stops its server child and takes its line back
out of ``.env``: a line left behind pointed every later ``iwr run`` at a server that was gone.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from iwr_bench.core import lifeline

KEY = "PREFECT_API_URL="


def add_env_line(env_file: Path, url: str) -> str:
    """Write ``PREFECT_API_URL=url`` into ``env_file`` (replacing an earlier one); returns the line."""
    line = f"{KEY}{url}"
    kept = [ln for ln in _lines(env_file) if not ln.startswith(KEY)]
    env_file.write_text("\n".join([*kept, line]) + "\n")
    return line


def remove_env_line(env_file: Path, line: str) -> None:
    """Take ``line`` back out of ``env_file`` (if still there); a file left empty is removed."""
    lines = _lines(env_file)
    if line not in lines:
        return  # someone pointed iwr elsewhere meanwhile: theirs to keep
    kept = [ln for ln in lines if ln != line]
    if any(ln.strip() for ln in kept):
        env_file.write_text("\n".join(kept) + "\n")
    else:
        env_file.unlink()


def _lines(env_file: Path) -> list[str]:
    return env_file.read_text().splitlines() if env_file.exists() else []


def start_ui(port: int, prefect_home: Path, env_file: Path = Path(".env")) -> int:
    """Run ``prefect server start`` on 127.0.0.1:``port`` until Ctrl-C or SIGTERM; returns its exit code."""
    url = f"http://127.0.0.1:{port}"
    line = add_env_line(env_file, f"{url}/api")
    print(f"Prefect UI on {url} (PREFECT_API_URL written to {env_file}; removed again when this stops)", flush=True)
    env = {**os.environ, "PREFECT_UI_ENABLED": "true", "PREFECT_HOME": str(prefect_home),
           "PREFECT_SERVER_ANALYTICS_ENABLED": "false", "DO_NOT_TRACK": "1",
           # The UI's pages call this URL; left alone it is :4200 whatever --port says.
           "PREFECT_UI_API_URL": f"{url}/api", "PREFECT_SERVER_API_PORT": str(port)}
    env.pop("PREFECT_API_URL", None)  # the server's own settings, not a client's
    lifeline.hold()  # a kill -9 of `iwr ui` takes its server too
    proc = subprocess.Popen([sys.executable, "-m", "prefect", "server", "start", "--host", "127.0.0.1", "--port", str(port)],
                            env={**env, lifeline.OWNER_VAR: os.environ[lifeline.OWNER_VAR]})

    def on_term(signum: int, frame: object) -> None:
        raise KeyboardInterrupt  # the same clean-up as Ctrl-C

    previous = signal.signal(signal.SIGTERM, on_term)
    try:
        return proc.wait()
    except KeyboardInterrupt:
        return 0
    finally:
        signal.signal(signal.SIGTERM, previous)
        _stop(proc)
        remove_env_line(env_file, line)


def _stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
