#!/usr/bin/env bash
# The test command (README): installs jemalloc (and OpenCV for the vision tests) when missing, then runs every test target.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh --opencv
exec swift test "$@"
