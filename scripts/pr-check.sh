#!/usr/bin/env bash
# The pull-request gate: builds keyboard-bench (release) and runs `keyboard-bench gate`, which does the
# rest — resolves the base, builds or reuses the base's worker (cache keyed by commit and build
# configuration), builds this checkout's worker, runs the `pr` scenarios paired, compares, explains what
# got slower, and prints the verdict last. `keyboard-bench gate --help` says it all.
#
#   scripts/pr-check.sh --base-ref origin/main [-- extra `run` arguments]     (paired A/B: recommended)
#   scripts/pr-check.sh --base-worker PATH [--base-ref REF] [-- ...]         (paired, with a prebuilt base worker)
#   scripts/pr-check.sh BASELINE.json [-- extra `run` arguments]              (sequential)
#   scripts/pr-check.sh --self-test [gate-self-test.sh options]               (the gate's own A/A and A/B rates)
#
# Environment (the gate's options win over them): PERF_PAIRS (8), PERF_REPETITIONS (5), PERF_OUTPUT
# (Reports/pr), PERF_CACHE (.build-cache/pr-check), PERF_BUILD_FLAGS (extra `swift build` arguments for
# both sides; part of the cache key). Exit: 0 pass; 1 a regression or a broken budget; 2 bad usage or
# input; 3 a crash, a failed build, an output that could not be written.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--self-test" ]; then shift; exec scripts/gate-self-test.sh "$@"; fi
scripts/ensure-deps.sh --sqlite || exit 3
read -r -a build_flags <<< "${PERF_BUILD_FLAGS:-}"
started=$SECONDS
if ! swift build -c release "${build_flags[@]}" --product keyboard-bench >&2; then
  line="pr-check: ERROR — keyboard-bench did not build (exit 3)"
  echo "$line"
  [ -t 1 ] || echo "$line" >&2
  exit 3
fi
echo "pr-check: keyboard-bench built in $(( SECONDS - started )) s" >&2
exec .build/release/keyboard-bench gate "$@"
