#!/usr/bin/env bash
# The main job (README): installs jemalloc when missing, builds keyboard-bench and its worker in release
# mode, runs the nightly suite (5 repetitions per scenario, interleaved), writing
# <output>/<run-id>/report.{json,md} and <output>/latest.{json,md}; then adds the run to the history
# (<output>/history) and redraws the offline dashboard (<output>/dashboard/index.html).
# Extra arguments go to `keyboard-bench run` (e.g. --quick, --filter layout, --output DIR); a --quick
# smoke run is not a measurement and is kept out of the history, and so is one shard of a sharded run
# (`--shard K/N`: `keyboard-bench merge` joins the shards first; README "Sharding").
# Exits with the run's code: 0 all held, 1 a budget failed, 2 bad usage, 3 a crash or hang.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh --sqlite
swift build -c release --product keyboard-bench
swift build -c release --product keyboard-bench-worker
swift build -c release --product analysis-backend   # issue 14: the loopback backend stub the snippet scenarios start
tool=.build/release/keyboard-bench

output=Reports
quick=0
shard=0
arguments=("$@")
for ((i = 0; i < ${#arguments[@]}; i++)); do
  case "${arguments[$i]}" in
    --output) output="${arguments[$((i + 1))]:-Reports}" ;;
    --output=*) output="${arguments[$i]#--output=}" ;;
    --quick) quick=1 ;;
    --shard|--shard=*) shard=1 ;;   # issue 16: one shard of N; `keyboard-bench merge` joins them, then the history
  esac
done

set +e
"$tool" run --tag nightly --repetitions 5 "$@"
code=$?
set -e

if [ "$code" -ne 2 ] && [ "$quick" -eq 0 ] && [ "$shard" -eq 0 ] && [ -e "$output/latest.json" ]; then
  "$tool" history add --history "$output/history" "$output/latest.json"
  "$tool" dashboard --history "$output/history" --output "$output/dashboard"
fi
exit "$code"
