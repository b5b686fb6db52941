#!/usr/bin/env bash
# The test command (README): installs jemalloc, the export tests' peer readers (--peers), the
# browser test's Chromium and Selenium (--browser) and SQLite's library and headers (--sqlite) and OpenCV with NumPy
# for the vision tests (--opencv) and valgrind for instruction mode (--valgrind) when missing, then runs every test target.
# The tests themselves install nothing. Under a plain `swift test` a test whose tool is missing is skipped;
# here KEYBOARD_BENCH_REQUIRE_TOOLS=1 makes it run, so a missing tool fails it saying what to install.
#
# The tests run against the release build — the code the nightly measures, and the processes the end-to-end
# tests start run at its speed — with testing enabled (`-enable-testing`, for `@testable import`); the test
# targets themselves are compiled unoptimised (Package.swift). A run right after it that passes the same
# flags (`NIGHTLY_BUILD_FLAGS="$(scripts/test.sh --build-flags)" scripts/nightly.sh --quick`, as CI does) reuses
# this build instead of building again. `swift test` alone tests the debug build, as usual.
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(-Xswiftc -enable-testing)
if [ "${1:-}" = "--build-flags" ]; then echo "${flags[*]}"; exit 0; fi
scripts/ensure-deps.sh --peers --browser --sqlite --opencv --valgrind --perf
export KEYBOARD_BENCH_REQUIRE_TOOLS=1
# Built by `swift build --build-tests`, then tested with --skip-build: `swift test` building by itself
# compiles every module with other settings than `swift build` does, and the run after it would build again.
swift build -c release "${flags[@]}" --build-tests
exec swift test -c release "${flags[@]}" --skip-build "$@"
