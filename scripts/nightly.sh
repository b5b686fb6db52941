#!/usr/bin/env bash
# The main job (README): installs jemalloc when missing, builds keyboard-bench in release mode and
# runs the nightly suite (5 repetitions per scenario, interleaved), writing Reports/<run-id>/report.{json,md} and Reports/latest.{json,md}.
# Extra arguments go to `keyboard-bench run` (e.g. --quick, --filter layout, --output DIR).
# Exits with the tool's code: 0 all held, 1 a budget failed, 2 bad usage, 3 a crash or hang.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh
swift build -c release --product keyboard-bench
swift build -c release --product keyboard-bench-worker
exec .build/release/keyboard-bench run --tag nightly --repetitions 5 "$@"
