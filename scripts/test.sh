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
# Exit: `swift test`'s (0 every test passed); 2 or 3 when what the build needs could not be installed
# (scripts/ensure-deps.sh's codes), 3 when a tool of the tests' could not; the build's own code when it fails.
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(-Xswiftc -enable-testing)
if [ "${1:-}" = "--build-flags" ]; then echo "${flags[*]}"; exit 0; fi
# What the build compiles against first (jemalloc, zlib, SQLite, valgrind's callgrind.h); the tests' own tools
# (the export peers, Chromium and Selenium, OpenCV, perf) install while the build compiles — it needs none of
# them — into a log printed once they are in, and the tests start only then. An installer is never left
# behind: whatever ends this script (a failed build, Ctrl-C) waits for it first, as stopping apt or pip midway
# could leave a package half installed.
scripts/ensure-deps.sh --sqlite --valgrind
tools_log="$(mktemp "${TMPDIR:-/tmp}/keyboard-bench-tools.XXXXXX")"
scripts/ensure-deps.sh --peers --browser --opencv --perf >"$tools_log" 2>&1 &
tools=$!
tools_installed() {
  local code=0
  wait "$tools" || code=$?
  cat "$tools_log" >&2
  rm -f "$tools_log"
  return "$code"
}
trap 'tools_installed || true' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
export KEYBOARD_BENCH_REQUIRE_TOOLS=1
# Built by `swift build --build-tests`, then tested with --skip-build: `swift test` building by itself
# compiles every module with other settings than `swift build` does, and the run after it would build again.
swift build -c release "${flags[@]}" --build-tests
trap - EXIT INT TERM
if ! tools_installed; then
  echo "test.sh: installing the tests' tools failed (above; scripts/ensure-deps.sh's header says what each one is for)" >&2
  exit 3
fi
exec swift test -c release "${flags[@]}" --skip-build "$@"
