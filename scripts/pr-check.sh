#!/usr/bin/env bash
# The pull-request gate: runs the `pr` scenarios and compares them with a baseline.
#
#   scripts/pr-check.sh --base-ref origin/main [-- extra `run` arguments]     (paired A/B: recommended)
#   scripts/pr-check.sh BASELINE.json [-- extra `run` arguments]              (sequential)
#   scripts/pr-check.sh --self-test [gate-self-test.sh options]               (the gate's own A/A and A/B rates)
#
# With --base-ref, the ref is checked out into a temporary git worktree and only its worker is built;
# then ONE paired run measures the base worker and the current one round by round (ABBA order, same
# scenarios and seeds: `keyboard-bench run --against BASE_WORKER`), so both sides see the same machine
# modes, and the comparison is on each round's current ÷ baseline ratio. The ref needs the same worker
# wire protocol (a clear error otherwise). With BASELINE.json, the current code is run and compared
# with that earlier report (sequential: both runs must come from the same machine).
# Prints the comparison's Markdown on stdout (and appends it to $GITHUB_STEP_SUMMARY when set); writes
# Reports/pr/compare.{md,json}.
#
# Environment: PERF_PAIRS (default 8: with 6, the fewest for which the signed-rank test can reach
# p < 0.05, every pair must point the same way, and one pair against a +5 % change by 0.3 % hid it;
# with 8, up to three low-ranked pairs may), PERF_REPETITIONS (sequential mode, default 5), PERF_OUTPUT (default Reports/pr).
# Exit: 0 no regression and every budget held; 1 a regression or a broken budget; 2 bad usage or
# input (the arguments, PERF_* and the output folder are checked before anything is built or created);
# 3 a scenario crashed or hung, a build failed, or an output could not be written.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: scripts/pr-check.sh (BASELINE.json | --base-ref REF) [-- run arguments] | --self-test [options]" >&2; exit 2; }
[ "$#" -ge 1 ] || usage
if [ "$1" = "--self-test" ]; then shift; exec scripts/gate-self-test.sh "$@"; fi
baseline="" base_ref=""
case "$1" in
  --base-ref) [ "$#" -ge 2 ] || usage; base_ref="$2"; shift 2 ;;
  -*) usage ;;
  *) baseline="$1"; shift ;;
esac
[ "${1:-}" = "--" ] && shift
repetitions="${PERF_REPETITIONS:-5}"
pairs="${PERF_PAIRS:-8}"
output="${PERF_OUTPUT:-Reports/pr}"
case "$output" in /*) ;; *) output="$PWD/$output" ;; esac
case "$baseline" in ""|/*) ;; *) baseline="$PWD/$baseline" ;; esac

# Everything is checked before anything is built or created: bad input exits 2 in one line.
refuse() { echo "pr-check: $*" >&2; exit 2; }
for pair in "PERF_PAIRS=$pairs" "PERF_REPETITIONS=$repetitions"; do
  [[ "${pair#*=}" =~ ^[1-9][0-9]{0,2}$ ]] || refuse "${pair%%=*} '${pair#*=}' is not a whole number from 1 to 999"
done
if [ -n "$base_ref" ]; then
  git rev-parse --verify --quiet "$base_ref^{commit}" >/dev/null || refuse "--base-ref '$base_ref' is not a commit of this repository"
else
  [ -f "$baseline" ] || refuse "no baseline report at $baseline"
fi
# The output folder: every existing part a folder, the nearest existing one writable.
existing="$output"
while [ ! -e "$existing" ] && [ ! -L "$existing" ]; do existing="$(dirname "$existing")"; done
[ -d "$existing" ] || refuse "PERF_OUTPUT '$output': '$existing' is not a folder"
[ -w "$existing" ] && [ -x "$existing" ] || refuse "PERF_OUTPUT '$output': '$existing' is not writable"

scripts/ensure-deps.sh --sqlite || exit 3
mkdir -p "$output" || { echo "pr-check: cannot create $output" >&2; exit 3; }

run_suite() { # $1 = package dir, $2 = output dir, rest = run arguments
  local dir="$1" out="$2"; shift 2
  swift build -c release --product keyboard-bench --package-path "$dir" >&2 || return 3
  swift build -c release --product keyboard-bench-worker --package-path "$dir" >&2 || return 3
  local status=0
  (cd "$dir" && .build/release/keyboard-bench run --tag pr --repetitions "$repetitions" --output "$out" "$@") >&2 || status=$?
  return "$status"
}

publish() { # $1 = comparison Markdown; a failed write exits 3
  cp "$1" "$output/compare.md" || { echo "pr-check: cannot write $output/compare.md" >&2; exit 3; }
  cat "$output/compare.md"
  if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
    cat "$output/compare.md" >> "$GITHUB_STEP_SUMMARY" || { echo "pr-check: cannot append to \$GITHUB_STEP_SUMMARY" >&2; exit 3; }
  fi
}

if [ -n "$base_ref" ]; then
  base_dir=".build/pr-base"
  git worktree remove --force "$base_dir" >/dev/null 2>&1 || true
  git worktree add --detach "$base_dir" "$base_ref" >/dev/null || { echo "pr-check: cannot check out $base_ref into $base_dir" >&2; exit 3; }
  trap 'git worktree remove --force "$base_dir" >/dev/null 2>&1 || true' EXIT
  swift build -c release --product keyboard-bench-worker --package-path "$base_dir" >&2 || { echo "pr-check: the worker at $base_ref did not build" >&2; exit 3; }
  base_worker="$(cd "$base_dir" && swift build -c release --show-bin-path)/keyboard-bench-worker"
  swift build -c release --product keyboard-bench >&2 || exit 3
  swift build -c release --product keyboard-bench-worker >&2 || exit 3
  status=0
  .build/release/keyboard-bench run --tag pr --repetitions "$pairs" --against "$base_worker" --output "$output/paired" "$@" >&2 || status=$?
  if [ "$status" -eq 2 ] || [ ! -f "$output/paired/latest/compare.md" ]; then echo "pr-check: the paired run failed (exit $status)" >&2; exit "$([ "$status" -eq 0 ] && echo 3 || echo "$status")"; fi
  cp "$output/paired/latest/compare.json" "$output/compare.json" || { echo "pr-check: cannot write $output/compare.json" >&2; exit 3; }
  publish "$output/paired/latest/compare.md"
  exit "$status"
fi
run_status=0
run_suite "$PWD" "$output/current" "$@" || run_status=$?
if [ "$run_status" -eq 2 ]; then exit 2; fi

compare_status=0
: > "$output/compare.md.tmp" || { echo "pr-check: cannot write $output/compare.md.tmp" >&2; exit 3; }
.build/release/keyboard-bench compare "$baseline" "$output/current/latest.json" --json "$output/compare.json" \
  > "$output/compare.md.tmp" || compare_status=$?
publish "$output/compare.md.tmp"
rm -f "$output/compare.md.tmp"

if [ "$compare_status" -eq 2 ]; then exit 2; fi
if [ "$run_status" -eq 3 ]; then exit 3; fi
if [ "$compare_status" -eq 1 ] || [ "$run_status" -eq 1 ]; then exit 1; fi
exit 0
