#!/usr/bin/env bash
# The main job (README): installs jemalloc when missing, builds keyboard-bench and its worker in release
# mode, runs the nightly suite (5 repetitions per scenario, interleaved; fewer where a scenario caps them), writing
# <output>/<run-id>/report.{json,md} and <output>/latest.{json,md}; then adds the run to the history
# (<output>/history) and redraws the offline dashboard (<output>/dashboard/index.html).
# Extra arguments go to `keyboard-bench run` (e.g. --quick, --filter layout, --output DIR); a --quick
# smoke run is not a measurement and is kept out of the history, and so is one shard of a sharded run
# (`--shard K/N`: `keyboard-bench merge` joins the shards first; README "Shard the nightly across machines").
# Then lists the history's change points and fails when the newest run brings a regression one
# (`history changes --fail-on-new`). Exits with the run's code — 0 all held, 1 a budget failed,
# 2 bad usage, 3 a crash or hang — or, when the run held, 1 for a new regression in the history.
set -euo pipefail
cd "$(dirname "$0")/.."

# The arguments are checked before anything is installed or built (a typo must not cost a release
# build): every one must be an option of `keyboard-bench run`, from these lists, which a test keeps
# equal to `keyboard-bench run --help-hidden`; the tool itself still checks the values.
run_valued=" --filter --tag --output --seed --time-limit --describe-time-limit --max-samples --repetitions --iterations --keep --baseline --against --against-commit --time-scale --profile --profile-rate --shard --shard-costs --worker "
run_flags=" --quick --samples --allow-different-machines --instructions --no-cross-check --cross-check-all -h --help "
output=Reports
quick=0
shard=0
arguments=("$@")
for ((i = 0; i < ${#arguments[@]}; i++)); do
  argument="${arguments[$i]}"
  name="${argument%%=*}"
  if [[ "$run_valued" == *" $name "* ]]; then
    if [ "$name" = "$argument" ]; then
      [ $((i + 1)) -lt ${#arguments[@]} ] || { echo "nightly: $name needs a value" >&2; exit 2; }
      value="${arguments[$((i + 1))]}"
      i=$((i + 1))
    else
      value="${argument#*=}"
    fi
    case "$name" in
      --output) output="$value" ;;
      --shard) shard=1 ;;   # one shard of N: `keyboard-bench merge` joins them, then the history
    esac
  elif [[ "$run_flags" == *" $argument "* ]]; then
    [ "$argument" = "--quick" ] && quick=1
  else
    echo "nightly: unknown argument '$argument' (the options of keyboard-bench run are accepted; see keyboard-bench run --help)" >&2
    exit 2
  fi
done

scripts/ensure-deps.sh --sqlite
swift build -c release --product keyboard-bench
swift build -c release --product keyboard-bench-worker
swift build -c release --product analysis-backend   # the loopback backend stub the snippet scenarios start
swift build -c release --product vision-frames     # writes the sample session vision-replay replays
tool=.build/release/keyboard-bench

# vision-replay replays the session named by KEYBOARD_BENCH_VISION_SESSION (README "Replay a recorded
# session"); unset, a 300-frame 320 x 240 sample from the renderer (~90 MB of raw frames) is written.
if [ -z "${KEYBOARD_BENCH_VISION_SESSION:-}" ]; then
  case "$output" in /*) session="$output/vision-session" ;; *) session="$PWD/$output/vision-session" ;; esac
  mkdir -p "$session"
  .build/release/vision-frames session "$session" --width 320 --height 240 --frames 300 >/dev/null
  export KEYBOARD_BENCH_VISION_SESSION="$session"
fi

set +e
"$tool" run --tag nightly --tag replay --repetitions 5 "$@"
code=$?
set -e

if [ "$code" -ne 2 ] && [ "$quick" -eq 0 ] && [ "$shard" -eq 0 ] && [ -e "$output/latest.json" ]; then
  "$tool" history add --history "$output/history" "$output/latest.json"
  "$tool" dashboard --history "$output/history" --output "$output/dashboard"
  # A regression the newest run makes a change point fails the nightly too (exit 1), even when every
  # budget held: a slow trend is caught the night it becomes significant.
  set +e
  "$tool" history changes --history "$output/history" --fail-on-new
  trend=$?
  set -e
  if [ "$code" -eq 0 ]; then code=$trend; fi
fi
exit "$code"
