#!/usr/bin/env bash
# The whole gate's false-alarm and detection rates: alternates `keyboard-bench gate` runs from an A/A
# checkout (the base plus an empty commit) and an A/B checkout (the base plus a known change), all against
# one base ref and one worker cache, and writes one line per run — verdict exit code, wall time, load
# average before and after, the verdict line — to OUT/tally.txt. Run other work beside it for a busy figure.
#
#   scripts/research/gate-rates.sh BASE_REF AA_CHECKOUT AB_CHECKOUT RUNS OUT
#
# Each checkout needs its release keyboard-bench built (`swift build -c release --product keyboard-bench`).
set -uo pipefail
if [[ $# -ne 5 ]]; then
  echo "usage: scripts/research/gate-rates.sh BASE_REF AA_CHECKOUT AB_CHECKOUT RUNS OUT" >&2
  exit 2
fi
base=$1 aa=$2 ab=$3 runs=$4 out=$5
mkdir -p "$out" "$out/cache"
for ((i = 1; i <= runs; i++)); do
  for kind in aa ab; do
    dir=$aa
    [[ $kind == ab ]] && dir=$ab
    run="$out/$kind-$i"
    load0=$(cut -d' ' -f1 /proc/loadavg)
    t0=$(date +%s)
    (cd "$dir" && .build/release/keyboard-bench gate --base-ref "$base" --cache "$out/cache" --output "$run" \
      >"$run.stdout" 2>"$run.stderr")
    code=$?
    t1=$(date +%s)
    load1=$(cut -d' ' -f1 /proc/loadavg)
    echo "$kind $i exit=$code wall=$((t1 - t0))s load=$load0..$load1 | $(tail -1 "$run.stderr")" >>"$out/tally.txt"
  done
done
