#!/usr/bin/env bash
# The pull-request gate: runs the `pr` scenarios and compares them with a baseline.
#
#   scripts/pr-check.sh --base-ref origin/main [-- extra `run` arguments]     (paired A/B: recommended)
#   scripts/pr-check.sh --base-worker PATH [--base-ref REF] [-- ...]         (paired, with a prebuilt base worker)
#   scripts/pr-check.sh BASELINE.json [-- extra `run` arguments]              (sequential)
#   scripts/pr-check.sh --self-test [gate-self-test.sh options]               (the gate's own A/A and A/B rates)
#
# Paired: ONE run measures the base worker and the current one round by round (ABBA order, same
# scenarios and seeds: `keyboard-bench run --against BASE_WORKER`), so both sides see the same machine
# modes, and the comparison is on each round's current ÷ baseline ratio. What is built, once each:
# the current checkout's `keyboard-bench` and `keyboard-bench-worker` (release), and the base's worker
# only — and that one only when the cache does not hold it. The cache (PERF_CACHE, default
# .build-cache/pr-check) keeps one base worker per base commit and build configuration (the toolchain's
# `swift --version`, the machine's architecture, PERF_BUILD_FLAGS), the newest 8; a change of any of
# them builds anew. The base is built in a git worktree that stays in the cache (`src/`, with its own
# .build): the next base commit rebuilds only what changed. The base build runs beside the current
# one. --base-worker skips it (a worker built elsewhere from the base, e.g. a CI artifact); with
# --base-ref as well, the comparison names that commit. The base needs the same worker wire protocol
# (a clear error otherwise). With BASELINE.json, the current code is run and compared with that earlier
# report (sequential: both runs must come from the same machine).
# Prints the comparison's Markdown on stdout (and appends it to $GITHUB_STEP_SUMMARY when set); writes
# Reports/pr/compare.{md,json}. The last line printed (stdout, and stderr too when stdout is not a
# terminal) is the verdict and the exit code; each phase's time goes to stderr. A paired gate that finds
# a worse scenario explains it before the verdict: the project's functions that changed most in those
# scenarios (`keyboard-bench explain`, see explain below), in the Markdown and in Reports/pr/explain/.
#
# Environment: PERF_PAIRS (default 8: with 6, the fewest for which the signed-rank test can reach
# p < 0.05, every pair must point the same way, and one pair against a +5 % change by 0.3 % hid it;
# with 8, up to three low-ranked pairs may), PERF_REPETITIONS (sequential mode, default 5), PERF_OUTPUT
# (default Reports/pr), PERF_CACHE (default .build-cache/pr-check), PERF_BUILD_FLAGS (extra `swift
# build` arguments for both sides, e.g. "-Xswiftc -g"; part of the cache key).
# Exit: 0 no regression and every budget held; 1 a regression or a broken budget; 2 bad usage or
# input (the arguments, PERF_* and the output and cache folders are checked before anything is built
# or created); 3 a scenario crashed or hung, a build failed, or an output could not be written; 4 the
# comparison cannot judge (too few pairs or repetitions for its test, e.g. PERF_PAIRS below 6) and nothing else failed.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
  echo "usage: scripts/pr-check.sh (BASELINE.json | --base-ref REF | --base-worker PATH [--base-ref REF]) [-- run arguments] | --self-test [options]" >&2
  exit 2
}
[ "$#" -ge 1 ] || usage
if [ "$1" = "--self-test" ]; then shift; exec scripts/gate-self-test.sh "$@"; fi
baseline="" base_ref="" base_worker=""
while [ "$#" -gt 0 ] && [ "$1" != "--" ]; do
  case "$1" in
    --base-ref) [ "$#" -ge 2 ] && [ -z "$base_ref" ] || usage; base_ref="$2"; shift 2 ;;
    --base-worker) [ "$#" -ge 2 ] && [ -z "$base_worker" ] || usage; base_worker="$2"; shift 2 ;;
    -*) usage ;;
    *) [ -z "$baseline" ] || usage; baseline="$1"; shift ;;
  esac
done
[ "${1:-}" = "--" ] && shift
paired=0
[ -n "$base_ref$base_worker" ] && paired=1
[ "$paired" -eq 1 ] && [ -n "$baseline" ] && usage
[ "$paired" -eq 1 ] || [ -n "$baseline" ] || usage
repetitions="${PERF_REPETITIONS:-5}"
pairs="${PERF_PAIRS:-8}"
output="${PERF_OUTPUT:-Reports/pr}"
cache="${PERF_CACHE:-.build-cache/pr-check}"
read -r -a build_flags <<< "${PERF_BUILD_FLAGS:-}"
absolute() { case "$1" in ""|/*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
output="$(absolute "$output")" cache="$(absolute "$cache")" baseline="$(absolute "$baseline")"
base_worker="$(absolute "$base_worker")"

# Everything is checked before anything is built or created: bad input exits 2 in one line.
refuse() { echo "pr-check: $*" >&2; exit 2; }
for pair in "PERF_PAIRS=$pairs" "PERF_REPETITIONS=$repetitions"; do
  [[ "${pair#*=}" =~ ^[1-9][0-9]{0,2}$ ]] || refuse "${pair%%=*} '${pair#*=}' is not a whole number from 1 to 999"
done
base_commit=""
if [ -n "$base_ref" ]; then
  base_commit="$(git rev-parse --verify --quiet "$base_ref^{commit}")" \
    || refuse "--base-ref '$base_ref' is not a commit of this repository"
fi
if [ -n "$base_worker" ]; then
  [ -f "$base_worker" ] && [ -x "$base_worker" ] || refuse "--base-worker '$base_worker' is not an executable file"
fi
[ "$paired" -eq 1 ] || [ -f "$baseline" ] || refuse "no baseline report at $baseline"
# A folder to create: every existing part a folder, the nearest existing one writable.
check_folder() { # $1 = what, $2 = path
  local existing="$2"
  while [ ! -e "$existing" ] && [ ! -L "$existing" ]; do existing="$(dirname "$existing")"; done
  [ -d "$existing" ] || refuse "$1 '$2': '$existing' is not a folder"
  [ -w "$existing" ] && [ -x "$existing" ] || refuse "$1 '$2': '$existing' is not writable"
}
check_folder PERF_OUTPUT "$output"
[ -n "$base_ref" ] && [ -z "$base_worker" ] && check_folder PERF_CACHE "$cache"

scripts/ensure-deps.sh --sqlite || exit 3
mkdir -p "$output" || { echo "pr-check: cannot create $output" >&2; exit 3; }

# The verdict line: last on stdout, and on stderr too when stdout goes elsewhere (a file, a pipe).
base_pid=""
verdict() { # $1 = exit code, $2 = what was found
  # A base build still running (the current side failed first) finishes into the cache.
  [ -z "$base_pid" ] || wait "$base_pid" 2> /dev/null || true
  local word=PASSED
  [ "$1" -eq 1 ] && word=FAILED
  [ "$1" -ge 2 ] && word=ERROR
  [ "$1" -eq 4 ] && word="CANNOT JUDGE"
  local line="pr-check: $word — $2 (exit $1)"
  echo "$line"
  [ -t 1 ] || echo "$line" >&2
  exit "$1"
}
phase() { echo "pr-check: $1 in $(( SECONDS - $2 )) s" >&2; }

publish() { # $1 = comparison Markdown; a failed write exits 3
  cp "$1" "$output/compare.md" || verdict 3 "cannot write $output/compare.md"
  cat "$output/compare.md"
  if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
    cat "$output/compare.md" >> "$GITHUB_STEP_SUMMARY" || verdict 3 "cannot append to \$GITHUB_STEP_SUMMARY"
  fi
}

# What the comparison and the run found: the compare header's counts and the run's budget summary.
findings() { # $1 = compare.md, $2 = run log
  local counts budgets
  counts="$(sed -n 's/^Baseline .*): //p' "$1" 2>/dev/null | head -1)"
  budgets="$(grep -E '^(PASSED|FAILED|CRASHED|ERROR)[^:]*: ' "$2" 2>/dev/null | tail -1 \
    | sed -E 's/^[A-Z]+: //; s/ \(exit [0-9]+\)$//')"
  echo "compare: ${counts:-no comparison}; budgets: ${budgets:-no summary}"
}

# Why the gate failed: the scenarios `keyboard-bench explain` finds worse in the comparison are run
# once more, alone, paired under callgrind (`--profile instructions --against`: deterministic, a few
# seconds for a micro-benchmark), and `keyboard-bench explain` appends, for each, the project's functions
# whose instructions changed most (base → current) and the differential flame graph's path to the
# Markdown (within a PR comment's 65,536 characters). It never changes the verdict: a failed explanation
# says so in one line.
explain() { # the run's extra arguments; only --worker, --seed, --time-scale and --quick are passed on
  local scenarios filter started=$SECONDS extra=() code=0 text="$output/explain.md" room
  local tool=.build/release/keyboard-bench
  scenarios="$("$tool" explain "$output/compare.json" 2> /dev/null)" \
    || { echo "pr-check: no explanation: $output/compare.json could not be read" >&2; return 0; }
  if [ -z "$scenarios" ]; then
    echo "pr-check: no explanation: no worse scenario" >&2
    return 0
  fi
  while [ "$#" -gt 0 ]; do
    case "$1" in
      --worker | --seed | --time-scale) [ "$#" -ge 2 ] && extra+=("$1" "$2") && shift ;;
      --quick) extra+=("$1") ;;
    esac
    shift
  done
  filter="^($(sed 's/[][\.*^$()+?{}|]/\\&/g' <<< "$scenarios" | paste -sd '|'))$"
  {
    echo
    rm -rf "$output/explain"
    if ! command -v valgrind > /dev/null; then
      echo "No explanation: valgrind is missing (scripts/ensure-deps.sh --valgrind)."
    else
      # Exit 1 is expected (the same scenarios are worse); the profiles tell whether it ran.
      "$tool" run --filter "$filter" --repetitions 1 --profile instructions \
        --against "$base_worker" --no-cross-check --output "$output/explain" "${extra[@]}" \
        > "$output/explain.log" 2>&1 || true
      if [ ! -d "$output/explain/latest/profiles" ]; then
        echo "No explanation: the profiled run failed (log: $output/explain.log)."
      else
        "$tool" explain "$output/compare.json" --run "$output/explain/latest" --profile instructions \
          || echo "No explanation: keyboard-bench explain failed (log: $output/explain.log)."
      fi
    fi
  } > "$text" || code=$?
  phase "the explanation (instruction profiles of $(wc -l <<< "$scenarios") scenario(s))" "$started"
  [ "$code" -eq 0 ] || { echo "pr-check: could not write $text" >&2; return 0; }
  # Whole lines only, so that compare.md with its explanation fits a PR comment.
  room=$(( 65536 - $(wc -c < "$output/compare.md") ))
  [ "$room" -gt 0 ] || return 0
  LC_ALL=C awk -v room="$room" '{ used += length($0) + 1; if (used > room) exit; print }' "$text" > "$text.fit" \
    || return 0
  cat "$text.fit" >> "$output/compare.md" && cat "$text.fit"
  if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then cat "$text.fit" >> "$GITHUB_STEP_SUMMARY" || true; fi
  rm -f "$text.fit"
}

# The cache key of a base worker: the commit, then a hash of everything else its build depends on.
base_key() {
  local toolchain
  toolchain="$(swift --version 2>&1)" || return 1
  printf '%s-%s' "$base_commit" \
    "$(printf '%s\n' "$toolchain" "$(uname -m)" "-c release" "${build_flags[*]}" | git hash-object --stdin | cut -c1-12)"
}

# Builds the base worker into the cache (run in the background, output to a log).
build_base() { # $1 = the worker's final path
  local src="$cache/src" target="$1"
  exec 9> "$cache/lock" && { command -v flock > /dev/null && flock 9 || true; }
  [ -x "$target" ] && return 0 # another check built it meanwhile
  git worktree prune
  if [ -e "$src/.git" ] && git -C "$src" rev-parse --git-dir > /dev/null 2>&1; then
    git -C "$src" checkout --quiet --force --detach "$base_commit"
  else
    rm -rf "$src"
    git worktree add --quiet --detach "$src" "$base_commit"
  fi
  # The current checkout's resolved dependencies: no network fetch for the base's (same pins, mostly).
  [ -f "$src/Package.resolved" ] || [ ! -f Package.resolved ] || cp Package.resolved "$src/"
  if [ ! -d "$src/.build/repositories" ] && [ -d .build/repositories ]; then
    mkdir -p "$src/.build" && cp -a .build/repositories .build/checkouts .build/workspace-state.json "$src/.build/" 2> /dev/null || true
  fi
  swift build -c release "${build_flags[@]}" --product keyboard-bench-worker --package-path "$src"
  mkdir -p "$(dirname "$target")"
  cp "$(swift build -c release "${build_flags[@]}" --package-path "$src" --show-bin-path)/keyboard-bench-worker" "$target.tmp"
  mv "$target.tmp" "$target"
  # The newest 8 cached workers stay.
  ls -1dt "$cache"/workers/*/ 2> /dev/null | tail -n +9 | xargs -r rm -rf
}

if [ "$paired" -eq 1 ]; then
  started=$SECONDS
  if [ -z "$base_worker" ]; then
    mkdir -p "$cache/workers" || verdict 3 "cannot create $cache"
    key="$(base_key)" || verdict 3 "swift --version failed: no toolchain to build with"
    base_worker="$cache/workers/$key/keyboard-bench-worker"
    if [ -x "$base_worker" ]; then
      echo "pr-check: base worker of ${base_commit:0:12} from the cache ($base_worker)" >&2
      touch "$(dirname "$base_worker")"
    else
      echo "pr-check: building the base worker of ${base_commit:0:12} (log: $output/base-build.log), beside the current build" >&2
      build_base "$base_worker" > "$output/base-build.log" 2>&1 &
      base_pid=$!
    fi
  fi
  swift build -c release "${build_flags[@]}" --product keyboard-bench >&2 || verdict 3 "keyboard-bench did not build"
  swift build -c release "${build_flags[@]}" --product keyboard-bench-worker >&2 \
    || verdict 3 "keyboard-bench-worker did not build"
  phase "the current side built" "$started"
  if [ -n "$base_pid" ]; then
    base_status=0
    wait "$base_pid" || base_status=$?
    base_pid=""
    if [ "$base_status" -ne 0 ]; then
      tail -20 "$output/base-build.log" >&2
      verdict 3 "the worker at $base_ref did not build (log: $output/base-build.log)"
    fi
    phase "the base worker built (beside the current side)" "$started"
  fi
  against=(--against "$base_worker")
  [ -n "$base_commit" ] && against+=(--against-commit "$base_commit")
  ran=$SECONDS
  status=0
  .build/release/keyboard-bench run --tag pr --repetitions "$pairs" "${against[@]}" --output "$output/paired" "$@" \
    2>&1 | tee "$output/run.log" >&2 || status=${PIPESTATUS[0]}
  phase "the paired run" "$ran"
  if [ "$status" -eq 2 ] || [ ! -f "$output/paired/latest/compare.md" ]; then
    verdict "$([ "$status" -eq 0 ] && echo 3 || echo "$status")" "the paired run failed (log: $output/run.log)"
  fi
  cp "$output/paired/latest/compare.json" "$output/compare.json" || verdict 3 "cannot write $output/compare.json"
  publish "$output/paired/latest/compare.md"
  [ "$status" -ne 1 ] || explain "$@"
  phase "pr-check" "$started"
  verdict "$status" "$(findings "$output/compare.md" "$output/run.log")"
fi

run_status=0
swift build -c release "${build_flags[@]}" --product keyboard-bench >&2 || verdict 3 "keyboard-bench did not build"
swift build -c release "${build_flags[@]}" --product keyboard-bench-worker >&2 \
  || verdict 3 "keyboard-bench-worker did not build"
.build/release/keyboard-bench run --tag pr --repetitions "$repetitions" --output "$output/current" "$@" \
  2>&1 | tee "$output/run.log" >&2 || run_status=${PIPESTATUS[0]}
if [ "$run_status" -eq 2 ]; then verdict 2 "the run refused its arguments (log: $output/run.log)"; fi

compare_status=0
: > "$output/compare.md.tmp" || verdict 3 "cannot write $output/compare.md.tmp"
.build/release/keyboard-bench compare "$baseline" "$output/current/latest.json" --json "$output/compare.json" \
  > "$output/compare.md.tmp" || compare_status=$?
publish "$output/compare.md.tmp"
rm -f "$output/compare.md.tmp"

found="$(findings "$output/compare.md" "$output/run.log")"
if [ "$compare_status" -eq 2 ]; then verdict 2 "the baseline and this run cannot be compared"; fi
if [ "$run_status" -eq 3 ]; then verdict 3 "$found"; fi
if [ "$compare_status" -eq 1 ] || [ "$run_status" -eq 1 ]; then verdict 1 "$found"; fi
if [ "$compare_status" -eq 4 ]; then verdict 4 "$found"; fi
verdict 0 "$found"
