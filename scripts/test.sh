#!/usr/bin/env bash
# The test command (README): installs jemalloc (and valgrind, for instruction mode) when missing, then runs every test target.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh --valgrind
exec swift test "$@"
