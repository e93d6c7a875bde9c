"""``python -m iwr_bench.bench [--only replay,scoring,pipeline,scale] [--quick] [--data DIR]`` (what ``make bench`` runs)."""

from __future__ import annotations

import argparse
import os
import sys


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    from iwr_bench.core.errors import PrerequisiteError

    p = argparse.ArgumentParser(prog="python -m iwr_bench.bench", description="Speed and memory figures; writes results/bench/bench-<timestamp>.{md,json}.")
    p.add_argument("--only", help="comma-separated sections: scoring, cold, replay, pipeline, scale, grounding (default: all; scale alone runs the 100/300/1,000-task points)")
    p.add_argument("--quick", action="store_true", help="small sizes, for development or a loaded machine")
    p.add_argument("--data", help="built dataset folder (default: benchmarks/iwr-mini/dataset)")
    p.add_argument("--out", help="report folder (default: <results>/bench)")
    args = p.parse_args(argv)
    from pathlib import Path

    from iwr_bench.bench.suite import parse_only, run_bench

    try:
        run_bench(parse_only(args.only), quick=args.quick, data=Path(args.data) if args.data else None,
                  out_dir=Path(args.out) if args.out else None)
    except PrerequisiteError as err:
        print(f"bench: {err}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
