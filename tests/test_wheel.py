"""The project installs as a wheel and works from any folder, with the checkout out of reach.

Once a wheel failed outside the checkout (``warehouse/views.sql`` not found) and state folders
defaulted to the package's location. The wheel is built offline (uv with its cached hatchling),
installed with ``--no-deps`` into a fresh virtual environment whose dependencies are this
environment's (a ``.pth`` line), and ``iwr validate`` and ``iwr sql`` run from another folder.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from tests.fixtures.datasets import action, record, task_folder, write_jsonl

ROOT = Path(__file__).resolve().parent.parent
PACKAGE_DATA = tuple("iwr_bench/" + p for p in (
    "schemas/views.sql", "tasks/generation/prompts/generate_v1.txt", "tasks/sandbox/js/instrument.js",
    "tasks/sandbox/js/collect.js", "tasks/report/templates/page.html", "tasks/generation/models.yaml",
    "tasks/report/paper_results.csv", "tasks/judge/prompts/json.yaml", "flows/prefect_logging.yml", "flows/project/nightly.yaml",
    "flows/project/prefect.yaml"))

pytestmark = pytest.mark.slow


def _uv() -> str:
    uv = shutil.which("uv") or str(ROOT / ".tools" / "bin" / "uv")
    assert Path(uv).exists(), "uv not found: run `make install`"
    return uv


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The wheel, built offline (uv with its cached hatchling), its package data checked."""
    tmp = tmp_path_factory.mktemp("dist")
    out = subprocess.run([_uv(), "build", "--wheel", "--offline", "-o", str(tmp), str(ROOT)], capture_output=True, text=True,
                         timeout=600, env={**os.environ, "UV_LINK_MODE": "copy"})
    assert out.returncode == 0, out.stderr[-2000:]
    built = next(tmp.glob("iwr_bench-*.whl"))
    names = set(zipfile.ZipFile(built).namelist())
    assert set(PACKAGE_DATA) <= names, sorted(set(PACKAGE_DATA) - names)
    return built


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory) -> Path:
    """A fresh venv with the wheel installed; returns its bin folder."""
    tmp = tmp_path_factory.mktemp("wheel")
    uv = _uv()
    env = {**os.environ, "UV_LINK_MODE": "copy"}
    venv = tmp / "venv"
    subprocess.run([uv, "venv", "--offline", "--python", sys.executable, str(venv)], check=True, capture_output=True, timeout=300, env=env)
    site = next(venv.glob("lib/python3*/site-packages"))
    # The dependencies are this environment's; its .pth files (the editable checkout) are not read from there.
    (site / "_iwr_test_deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    out = subprocess.run([uv, "pip", "install", "--offline", "--no-deps", "--python", str(venv / "bin" / "python"), str(wheel)],
                         capture_output=True, text=True, timeout=300, env=env)
    assert out.returncode == 0, out.stderr[-2000:]
    return venv / "bin"


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("IWR_", "PYTHON", "VIRTUAL_ENV"))}
    env["PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS"] = os.environ.get("PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS", "300")
    return env


def test_the_installed_package_is_not_the_checkout(installed, tmp_path):
    code = f"import sys, iwr_bench.tasks; print(iwr_bench.tasks.__file__); print(any(p.rstrip('/') == {str(ROOT)!r} for p in sys.path))"
    out = subprocess.run([str(installed / "python"), "-c", code], cwd=tmp_path, env=_env(), capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    where, checkout_on_path = out.stdout.split()
    assert str(installed.parent) in where and not where.startswith(str(ROOT))
    assert checkout_on_path == "False"


def test_validate_and_sql_from_another_folder_keep_state_there(installed, tmp_path):
    data = tmp_path / "ds"
    for tid in (1, 2):
        task_folder(data, tid, steps=(0, 1))
    write_jsonl(data / "data.jsonl", [record(t, [action()]) for t in (1, 2)])
    work = tmp_path / "elsewhere"
    work.mkdir()
    iwr = str(installed / "iwr")
    out = subprocess.run([iwr, "validate", "--data", str(data)], cwd=work, env=_env(), capture_output=True, text=True, timeout=900)
    assert out.returncode == 0, (out.stdout + out.stderr)[-3000:]
    assert "tasks     2" in out.stdout
    assert (work / "warehouse" / "dataset_tasks").is_dir() and (work / ".prefect").is_dir()  # state lands where iwr runs
    out = subprocess.run([iwr, "sql", "SELECT count(*) AS n FROM dataset_tasks", "--format", "csv"], cwd=work, env=_env(),
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split() == ["n", "2"]
    out = subprocess.run([iwr, "sql"], cwd=work, env=_env(), capture_output=True, text=True, timeout=300)
    assert out.returncode == 0 and "leaderboard" in out.stdout, out.stderr[-2000:]  # the views from the package's views.sql


@pytest.fixture(scope="module")
def pip_installed(wheel, tmp_path_factory) -> Path:
    """The wheel installed by plain pip, dependencies and all, into a fresh venv (from the package
    index or pip's cache: minutes the first time); returns its bin folder."""
    venv = tmp_path_factory.mktemp("pip") / "venv"
    subprocess.run([_uv(), "venv", "--seed", "--python", sys.executable, str(venv)], check=True, capture_output=True, timeout=300)
    out = subprocess.run([str(venv / "bin" / "pip"), "install", "--disable-pip-version-check", str(wheel)], capture_output=True,
                         text=True, timeout=3000, env=_env())
    assert out.returncode == 0, (out.stdout + out.stderr)[-3000:]
    return venv / "bin"


def test_pip_installs_one_onnxruntime_and_everything_serve_and_deploy_need(pip_installed, tmp_path):
    """`pip install dist/iwr_bench-*.whl` once brought `onnxruntime` (RapidOCR 1.x's) beside onnxruntime-gpu, whose CPU
    files won: the CUDA provider was gone. And `iwr serve` said config/nightly.yaml was not found: nothing shipped it."""
    code = ("import importlib.metadata as md, json, onnxruntime\n"
            "names = sorted({d.metadata['Name'].lower() for d in md.distributions() if d.metadata['Name'].lower().startswith('onnxruntime')})\n"
            "print(json.dumps([names, onnxruntime.get_available_providers(), onnxruntime.__file__]))\n")
    out = subprocess.run([str(pip_installed / "python"), "-c", code], cwd=tmp_path, env=_env(), capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    names, providers, where = json.loads(out.stdout)
    assert names == ["onnxruntime-gpu"], names
    assert "CPUExecutionProvider" in providers and str(pip_installed.parent) in where
    if shutil.which("nvidia-smi"):  # a machine with a GPU: the runtime that was installed can use it
        assert "CUDAExecutionProvider" in providers, providers
    empty = tmp_path / "empty"
    empty.mkdir()
    iwr = str(pip_installed / "iwr")
    for args in (["serve", "--help"], ["--version"]):
        done = subprocess.run([iwr, *args], cwd=empty, env=_env(), capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, (done.stdout + done.stderr)[-2000:]
    assert "iwr 0.1" in done.stdout
    done = subprocess.run([iwr, "init"], cwd=empty, env=_env(), capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and (empty / "config" / "nightly.yaml").is_file() and (empty / "prefect.yaml").is_file(), done.stderr
    # RapidOCR reads on the installed runtime, from the package's own models (nothing fetched).
    read = ("from PIL import Image, ImageDraw\nfrom iwr_bench.tasks.scoring.ocr import ocr_text\n"
            "im = Image.new('RGB', (480, 120), 'white'); ImageDraw.Draw(im).text((20, 40), 'Add to cart 42', fill='black', font_size=36)\n"
            "print(ocr_text(im))\n")
    done = subprocess.run([str(pip_installed / "python"), "-c", read], cwd=empty, env={**_env(), "HF_HUB_OFFLINE": "1"},
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "cart" in done.stdout.lower(), done.stdout
