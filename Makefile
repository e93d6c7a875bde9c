# Everything a fresh Debian machine needs: `make demo` and `make test` set up on their own.
SHELL := /bin/bash
PY_BOOT ?= python3
UV_VERSION := 0.13.8
UV := .tools/bin/uv
VENV := .venv
IWR := $(VENV)/bin/iwr
PYTEST := $(VENV)/bin/pytest
export UV_LINK_MODE := copy
# Bytecode written once at install: every process (each `iwr run`, its Prefect server, Dask workers,
# the tests' children) then skips compiling ~14,000 modules, also where PYTHONDONTWRITEBYTECODE is set
# (3.6 of 8.7 CPU-seconds of `iwr run --plan` measured here).
export UV_COMPILE_BYTECODE := 1
export LITELLM_LOCAL_MODEL_COST_MAP := True
export SE_OFFLINE := true

.PHONY: install system-deps demo test test-all e2e check bench validity ui export-deps clean help

help:  ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed 's/:.*## /\t/'

$(UV):
	$(PY_BOOT) -m pip install -q --disable-pip-version-check --target .tools uv==$(UV_VERSION)

system-deps:  ## Debian's chromium and chromium-driver, when missing
	@if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then \
	  echo "installing chromium and chromium-driver (apt-get)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null; \
	fi

$(VENV)/.synced: uv.lock pyproject.toml | $(UV)
	$(UV) sync --frozen --inexact --python $(PY_BOOT)
	@touch $@

install: system-deps $(VENV)/.synced  ## the environment: .venv from uv.lock, plus Chromium

demo: install  ## build the bundled benchmark (what changed), then run the main job on it offline
	$(IWR) author --all benchmarks/iwr-mini
	$(IWR) run --data benchmarks/iwr-mini/dataset --models iwr/oracle,iwr/static-frame,iwr/blank --run-id demo

test: install  ## the test suite (browser and slow tests included; the e2e and validity suites: make e2e, make validity)
	$(PYTEST) -q -m "not e2e and not validity"

e2e: install  ## end-to-end suites of several minutes each: a real Dask cluster, infrastructure faults, a saturated machine
	$(PYTEST) -q -m e2e tests

check: install  ## linters and the type checker
	$(VENV)/bin/ruff check iwr_bench tests
	$(VENV)/bin/mypy iwr_bench

bench: install  ## speed and memory benchmarks; writes results/bench/
	$(IWR) author --all benchmarks/iwr-mini
	$(VENV)/bin/python -m iwr_bench.bench

validity: install  ## calibration and mutation tests of the judge
	$(PYTEST) -q -m validity tests

ui: install  ## a local Prefect server and UI on 127.0.0.1:4200
	$(IWR) ui

export-deps: install  ## PyTorch (CPU build from this disk) + transformers, for `iwr models export`
	$(UV) pip install --python $(VENV)/bin/python onnx transformers
	$(VENV)/bin/python -m ensurepip -q && $(VENV)/bin/python -m pip install -q torch==2.13.0

clean:  ## remove results, warehouse parts and Prefect state (keeps .venv)
	rm -rf results .prefect warehouse/*/
