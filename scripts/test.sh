#!/usr/bin/env bash
# The test command (README): installs jemalloc, the export tests' peer readers (--peers) and the
# browser test's Chromium and Selenium (--browser) and valgrind for instruction mode
# (--valgrind) when missing, then runs every test target.
# The tests themselves install nothing; a missing tool makes its test fail saying what to install.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh --peers --browser --valgrind
exec swift test "$@"
