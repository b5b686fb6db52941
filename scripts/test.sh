#!/usr/bin/env bash
# The test command (README): installs jemalloc, the export tests' peer readers (--peers), the
# browser test's Chromium and Selenium (--browser) and SQLite's library and headers (--sqlite) and OpenCV with NumPy
# for the vision tests (--opencv) and valgrind for instruction mode (--valgrind) when missing, then runs every test target.
# The tests themselves install nothing; a missing tool makes its test fail saying what to install.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh --peers --browser --sqlite --opencv --valgrind
exec swift test "$@"
