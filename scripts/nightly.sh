#!/usr/bin/env bash
# The main job (README, "The two commands"): installs jemalloc when missing, builds keyboard-bench and its worker in release
# mode, runs the nightly suite (5 repetitions per scenario, interleaved; fewer where a scenario caps them), writing
# <output>/<run-id>/report.{json,md} and <output>/latest.{json,md}; then adds the run to the history
# (<output>/history) and redraws the offline dashboard (<output>/dashboard/index.html).
# Extra arguments go to `keyboard-bench run` (e.g. --quick, --filter layout, --output DIR); a --quick
# smoke run is not a measurement and is kept out of the history, and so is one shard of a sharded run
# (`--shard K/N`: `keyboard-bench merge` joins the shards first; docs/nightly.md "Shard the nightly across machines").
# Then lists the history's change points, bisects each regression the newest run brings between the last
# good and the first bad run's commits (`history culprits`: all bisects within --bisect-budget SECONDS,
# default $KEYBOARD_BENCH_BISECT_BUDGET or 1200; --no-bisect turns them off; both are this script's, not
# run's), keeps the culprits in the history, draws the dashboard with them, writes <output>/summary.md and
# prints the last screen: broken budgets, new regressions with culprit, the scenarios closest to a time budget, the
# dashboard. Exits with the run's code — 0 all held, 1 a budget failed, 2 bad usage, 3 a crash or hang —
# or, when the run held, 1 for a new regression in the history.
set -euo pipefail
cd "$(dirname "$0")/.."

# The arguments are `keyboard-bench run`'s, and run judges them: this script builds the tool alone first
# and asks it (`run --check-arguments`, which starts no worker) before anything is installed or the
# worker is built, so a typo costs no release build of the worker and its scenarios. The check prints the
# settings this script needs after the run (output=, quick=, shard=); anything else it prints (help) is
# passed on with its exit code.
bisect=()
arguments=()
while [ "$#" -gt 0 ]; do
  case "$1" in
    --no-bisect) bisect+=(--no-bisect) ;;
    --bisect-budget) [ "$#" -ge 2 ] || { echo "nightly.sh: --bisect-budget needs a number of seconds" >&2; exit 2; }
      bisect+=(--bisect-budget "$2"); shift ;;
    --bisect-budget=*) bisect+=(--bisect-budget "${1#*=}") ;;
    *) arguments+=("$1") ;;
  esac
  shift
done
# NIGHTLY_BUILD_FLAGS: extra `swift build` arguments for every build below (CI's smoke run passes the test
# build's, `scripts/test.sh --build-flags`, to reuse that build; the run says it was built so).
read -r -a build_flags <<< "${NIGHTLY_BUILD_FLAGS:-}"
build() { swift build -c release ${build_flags[@]+"${build_flags[@]}"} "$@"; }
build --product keyboard-bench
tool="$(build --show-bin-path)/keyboard-bench"
options=(--tag nightly --tag replay --repetitions 5 ${arguments[@]+"${arguments[@]}"})
set +e
checked="$("$tool" run --check-arguments "${options[@]}")"   # first: no option can take it as its value
code=$?
set -e
if [ "$code" -ne 0 ] || [[ "$checked" != output=* ]]; then
  [ -z "$checked" ] || printf '%s\n' "$checked"
  exit "$code"
fi
output=Reports
quick=0
shard=0
while IFS= read -r line; do
  case "$line" in
    output=*) output="${line#output=}" ;;
    quick=*) quick="${line#quick=}" ;;
    shard=*) shard="${line#shard=}" ;;   # one shard of N: `keyboard-bench merge` joins them, then the history
  esac
done <<<"$checked"

scripts/ensure-deps.sh --sqlite
build --product keyboard-bench-worker
build --product analysis-backend   # the loopback backend stub the snippet scenarios start
build --product vision-frames     # writes the sample session vision-replay replays
[ "${#build_flags[@]}" -eq 0 ] || echo "nightly.sh: built in release with ${build_flags[*]} (NIGHTLY_BUILD_FLAGS)" >&2
bin="$(dirname "$tool")"

# vision-replay replays the session named by KEYBOARD_BENCH_VISION_SESSION (docs/vision.md "Replay a recorded
# session"); unset, a 300-frame 320 x 240 sample from the renderer (~90 MB of raw frames) is written.
if [ -z "${KEYBOARD_BENCH_VISION_SESSION:-}" ]; then
  case "$output" in /*) session="$output/vision-session" ;; *) session="$PWD/$output/vision-session" ;; esac
  mkdir -p "$session"
  "$bin/vision-frames" session "$session" --width 320 --height 240 --frames 300 >/dev/null
  export KEYBOARD_BENCH_VISION_SESSION="$session"
fi

set +e
"$tool" run "${options[@]}"
code=$?
set -e

if [ "$code" -ne 2 ] && [ "$quick" -eq 0 ] && [ "$shard" -eq 0 ] && [ -e "$output/latest.json" ]; then
  "$tool" history add --history "$output/history" "$output/latest.json"
  # A regression the newest run makes a change point fails the nightly too (exit 1), even when every
  # budget held: a slow trend is caught the night it becomes significant, and bisected to its commit.
  set +e
  "$tool" history culprits --history "$output/history" --dashboard "$output/dashboard" \
    --summary "$output/summary.md" --output "$output/bisect" ${bisect[@]+"${bisect[@]}"}
  trend=$?
  set -e
  if [ "$code" -eq 0 ]; then code=$trend; fi
fi
exit "$code"
