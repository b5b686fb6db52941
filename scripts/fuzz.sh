#!/usr/bin/env bash
# Fuzzes the keyboard core with libFuzzer: builds the fuzz-keyboard target in release mode
# (bounds checks stay on; ~5x the inputs per second of a debug build) with -sanitize=fuzzer,address
# into its own build folder (.build-fuzz; a plain `swift build` makes a replay tool of the same target
# instead), then runs it bounded.
#
#   scripts/fuzz.sh              60 seconds
#   scripts/fuzz.sh 600          10 minutes
#   scripts/fuzz.sh -runs=100000 a number of inputs
#   scripts/fuzz.sh 3600 -jobs=2 anything after the bound goes to libFuzzer
#
# An input's first byte picks one subject of the subject table (report decoding, the session program,
# the touch mapping, … — Fuzz/README.md lists them). The committed seeds are in Fuzz/corpus/keyboard; new inputs libFuzzer finds interesting go to
# .build-fuzz/corpus (not committed; `-merge=1` them into the seeds by hand when worth keeping).
# A finding or a crash leaves crash-<hash> in .build-fuzz/findings and exits non-zero; replay it, with
# a symbolised stack, in a plain debug build:
#   swift run fuzz-keyboard .build-fuzz/findings/crash-<hash>
# FUZZ_KEYBOARD_KNOWN_FAULTS=15,16,17 (or 1 for all) also tries those known faults of the keyboard core, fenced
# off by default so that a run looks for new ones.
set -euo pipefail
cd "$(dirname "$0")/.."

bound="${1:-60}"
shift || true
case "$bound" in
  -runs=*) limit=("$bound") ;;
  ''|*[!0-9]*) echo "fuzz.sh: expected a number of seconds or -runs=N, got '$bound'" >&2; exit 2 ;;
  *) limit=("-max_total_time=$bound") ;;
esac

swift build -c release --product fuzz-keyboard --scratch-path .build-fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING 2>&1 | { grep -v "Cannot export local symbol" >&2 || true; }
mkdir -p .build-fuzz/corpus .build-fuzz/findings
export SWIFT_BACKTRACE=enable=no
exec .build-fuzz/release/fuzz-keyboard .build-fuzz/corpus Fuzz/corpus/keyboard \
  "${limit[@]}" -max_len=8192 -dict=Fuzz/report.dict -print_final_stats=1 \
  -artifact_prefix=.build-fuzz/findings/ "$@"
