#!/usr/bin/env bash
# The pull-request gate: runs the `pr` scenarios with repetitions and compares them with a baseline.
#
#   scripts/pr-check.sh BASELINE.json [-- extra `run` arguments]
#   scripts/pr-check.sh --base-ref origin/main [-- extra `run` arguments]
#
# With --base-ref, the baseline is measured here too: the ref is checked out into a temporary git
# worktree, built and run right before the current code, so both sides come from the same machine
# (a baseline from another machine is refused by `compare`); the ref needs harness v2 (`--repetitions`
# and the worker executable). Prints the comparison's Markdown on
# stdout (and appends it to $GITHUB_STEP_SUMMARY when set); writes Reports/pr/compare.{md,json}.
#
# Environment: PERF_REPETITIONS (default 5, the fewest for which the rank test can reach p < 0.05),
# PERF_OUTPUT (default Reports/pr).
# Exit: 0 no regression and every budget held; 1 a regression or a broken budget; 2 bad usage or
# input; 3 a scenario crashed or hung.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: scripts/pr-check.sh (BASELINE.json | --base-ref REF) [-- run arguments]" >&2; exit 2; }
[ "$#" -ge 1 ] || usage
baseline="" base_ref=""
case "$1" in
  --base-ref) [ "$#" -ge 2 ] || usage; base_ref="$2"; shift 2 ;;
  -*) usage ;;
  *) baseline="$1"; shift ;;
esac
[ "${1:-}" = "--" ] && shift
repetitions="${PERF_REPETITIONS:-5}"
output="${PERF_OUTPUT:-Reports/pr}"
case "$output" in /*) ;; *) output="$PWD/$output" ;; esac
case "$baseline" in ""|/*) ;; *) baseline="$PWD/$baseline" ;; esac

scripts/ensure-deps.sh --sqlite
mkdir -p "$output"

run_suite() { # $1 = package dir, $2 = output dir, rest = run arguments
  local dir="$1" out="$2"; shift 2
  swift build -c release --product keyboard-bench --package-path "$dir" >&2 || return 3
  swift build -c release --product keyboard-bench-worker --package-path "$dir" >&2 || return 3
  local status=0
  (cd "$dir" && .build/release/keyboard-bench run --tag pr --repetitions "$repetitions" --output "$out" "$@") >&2 || status=$?
  return "$status"
}

if [ -n "$base_ref" ]; then
  base_dir=".build/pr-base"
  git worktree remove --force "$base_dir" >/dev/null 2>&1 || true
  git worktree add --detach "$base_dir" "$base_ref" >/dev/null
  trap 'git worktree remove --force "$base_dir" >/dev/null 2>&1 || true' EXIT
  base_status=0
  run_suite "$base_dir" "$output/baseline" "$@" || base_status=$?
  if [ "$base_status" -ge 2 ]; then echo "pr-check: the baseline run at $base_ref failed (exit $base_status)" >&2; exit "$base_status"; fi
  baseline="$output/baseline/latest.json"
fi
[ -f "$baseline" ] || { echo "pr-check: no baseline report at $baseline" >&2; exit 2; }

run_status=0
run_suite "$PWD" "$output/current" "$@" || run_status=$?
if [ "$run_status" -eq 2 ]; then exit 2; fi

compare_status=0
.build/release/keyboard-bench compare "$baseline" "$output/current/latest.json" --json "$output/compare.json" \
  > "$output/compare.md" || compare_status=$?
cat "$output/compare.md"
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then cat "$output/compare.md" >> "$GITHUB_STEP_SUMMARY"; fi

if [ "$compare_status" -eq 2 ]; then exit 2; fi
if [ "$run_status" -eq 3 ]; then exit 3; fi
if [ "$compare_status" -eq 1 ] || [ "$run_status" -eq 1 ]; then exit 1; fi
exit 0
