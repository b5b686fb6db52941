#!/usr/bin/env bash
# The test command (README): installs jemalloc, the export tests' peer readers (--peers), the
# browser test's Chromium and Selenium (--browser) and SQLite's library and headers (--sqlite) and OpenCV with NumPy
# for the vision tests (--opencv) and valgrind for instruction mode (--valgrind) when missing, then runs every test target.
# The tests themselves install nothing. Under a plain `swift test` a test whose tool is missing is skipped;
# here KEYBOARD_BENCH_REQUIRE_TOOLS=1 makes it run, so a missing tool fails it saying what to install.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh --peers --browser --sqlite --opencv --valgrind --perf
export KEYBOARD_BENCH_REQUIRE_TOOLS=1
exec swift test "$@"
