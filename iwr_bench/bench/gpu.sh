#!/usr/bin/env bash
# DINO (onnxruntime CUDA provider, batch 1 and 8) and RapidOCR on a CUDA machine, against
# CPU in the same run; a few minutes. Needs `make install` (and `make export-deps` for the
# DINO export; without torch it uses models/onnx/dinov2-base.onnx when pulled).
# Usage: bench/gpu.sh [--repeats 5] [--ocr-images 12] [--data DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-.venv/bin/python}
command -v nvidia-smi >/dev/null && nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader || echo "no nvidia-smi: CUDA rows will say the provider did not load"
export LITELLM_LOCAL_MODEL_COST_MAP=True
exec "$PY" -m iwr_bench.bench.gpu "$@"
