#!/usr/bin/env bash
# The merge gate's own A/A and A/B harness: runs N paired A/B runs (`keyboard-bench run --against`) and
# prints how often the gate cries wolf on identical code and how often it catches a known slowdown —
# for the paired mode and, on the same data, for the sequential mode (the previous run's baseline side
# against this run's current side, minutes apart, as a base-then-head gate would see them).
#
#   scripts/gate-self-test.sh [--runs N] [--pairs P] [--pattern AAB] [--every K] [--hog] [--instructions]
#                             [--solo-every K] [--bin DIR] [--out DIR] [-- run selection arguments (default: --tag pr)]
#   scripts/gate-self-test.sh --tally DIR        (the rates of runs already made)
#
# Run kinds, repeated in --pattern's order: A = A/A (the worker against a copy of itself: identical
# code), B = A/B (bench-selftest-worker against itself, the current side named `-every-K` so that its
# `cached-switch` does its work twice on every K-th call: +1/K of that operation's work — measured in
# instructions +4.9 % for K = 20, the default, and +0.98 % for K = 100; the same binary on both sides), L = layout-only
# A/B (the shipped worker against bench-layout-worker: the same code with its functions linked in another order —
# identical instructions at other addresses; any regression it reports is a false alarm). With --hog, every
# second A/A run gets a CPU hog (one busy loop per core) started halfway through it (half the previous
# run's duration) and stopped when the run ends: the VM's slow mode, emulated. --instructions passes
# `--instructions` to `run` (callgrind instruction counts; K defaults to 100 then).
# Needs release builds of keyboard-bench, keyboard-bench-worker and bench-selftest-worker (and bench-layout-worker
# for L) in --bin
# (default .build/release). With --solo-every K, every K-th paired run is followed by one unpaired
# `run --repetitions 5` of the same selection (the current worker alone, as a single pr run) and its
# wall time is recorded beside the paired run's, so the tally can state paired ÷ single in the same
# conditions. Output: DIR/run-<i>-<kind>/ (each paired run's reports), DIR/summary.txt.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=10 pairs=8 pattern=AAB every="" hog=0 instructions=0 bin=.build/release out=Reports/self-test tally="" solo_every=0
while [ "$#" -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --pairs) pairs="$2"; shift 2 ;;
    --pattern) pattern="$2"; shift 2 ;;
    --every) every="$2"; shift 2 ;;
    --hog) hog=1; shift ;;
    --solo-every) solo_every="$2"; shift 2 ;;
    --instructions) instructions=1; shift ;;
    --bin) bin="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    --tally) tally="$2"; shift 2 ;;
    --) shift; break ;;
    *) echo "gate-self-test: unknown option $1" >&2; exit 2 ;;
  esac
done
selection=("$@"); [ "${#selection[@]}" -gt 0 ] || selection=(--tag pr)
tool="$bin/keyboard-bench"
[ -x "$tool" ] || { echo "gate-self-test: no $tool (build it: swift build -c release --product keyboard-bench)" >&2; exit 2; }

if [ -n "$tally" ]; then exec python3 scripts/lib/gate-tally.py "$tool" "$tally"; fi

[ -n "$every" ] || { if [ "$instructions" -eq 1 ]; then every=100; else every=20; fi; }
case "$bin" in /*) ;; *) bin="$PWD/$bin"; tool="$bin/keyboard-bench" ;; esac
case "$out" in /*) ;; *) out="$PWD/$out" ;; esac
for exe in keyboard-bench-worker bench-selftest-worker; do
  [ -x "$bin/$exe" ] || { echo "gate-self-test: no $bin/$exe (swift build -c release --product $exe)" >&2; exit 2; }
done
case "$pattern" in *L*)
  [ -x "$bin/bench-layout-worker" ] || { echo "gate-self-test: no $bin/bench-layout-worker (swift build -c release --product bench-layout-worker)" >&2; exit 2; } ;;
esac
mkdir -p "$out/workers"
cp "$bin/keyboard-bench-worker" "$out/workers/keyboard-bench-worker-copy"
cp "$bin/bench-selftest-worker" "$out/workers/bench-selftest-worker-every-$every"
cp "$bin/bench-selftest-worker" "$out/workers/bench-selftest-worker-every-0"
extra=(); [ "$instructions" -eq 1 ] && extra=(--instructions)

hogs=()
stop_hog() { for pid in "${hogs[@]:-}"; do [ -n "$pid" ] && kill "$pid" 2>/dev/null || true; done; hogs=(); }
trap stop_hog EXIT
start_hog_after() { # $1 = seconds; one busy loop per core, started in the background after the delay
  local cores; cores=$(nproc)
  for _ in $(seq "$cores"); do
    ( sleep "$1"; exec sh -c 'while :; do :; done' ) &
    hogs+=("$!")
  done
}

last_seconds=60 aa_count=0
for i in $(seq "$runs"); do
  kind="${pattern:$(( (i - 1) % ${#pattern} )):1}"
  dir="$out/run-$(printf %02d "$i")-$kind"
  current="$out/workers/keyboard-bench-worker-copy" base="$bin/keyboard-bench-worker"
  if [ "$kind" = B ]; then current="$out/workers/bench-selftest-worker-every-$every" base="$out/workers/bench-selftest-worker-every-0"; fi
  if [ "$kind" = L ]; then current="$bin/bench-layout-worker"; fi
  hogged=0
  if [ "$kind" = A ]; then aa_count=$((aa_count + 1)); if [ "$hog" -eq 1 ] && [ $((aa_count % 2)) -eq 0 ]; then hogged=1; fi; fi
  [ "$hogged" -eq 1 ] && start_hog_after $((last_seconds / 2))
  start=$(date +%s)
  status=0
  "$tool" run "${selection[@]}" "${extra[@]}" --repetitions "$pairs" --worker "$current" \
    --against "$base" --output "$dir" > "$dir.log" 2>&1 || status=$?
  stop_hog
  last_seconds=$(( $(date +%s) - start ))
  solo=""
  if [ "$solo_every" -gt 0 ] && [ $((i % solo_every)) -eq 0 ]; then
    solo_start=$(date +%s)
    "$tool" run "${selection[@]}" "${extra[@]}" --repetitions 5 --worker "$out/workers/keyboard-bench-worker-copy" \
      --output "$dir-solo" > "$dir-solo.log" 2>&1 || true
    solo="solo_seconds=$(( $(date +%s) - solo_start ))"
  fi
  echo "kind=$kind hog=$hogged exit=$status seconds=$last_seconds every=$every $solo" > "$dir.meta"
  echo "gate-self-test: run $i/$runs ($kind$([ "$hogged" -eq 1 ] && echo ', CPU hog from halfway')): exit $status, ${last_seconds} s" >&2
done
python3 scripts/lib/gate-tally.py "$tool" "$out" | tee "$out/summary.txt"
