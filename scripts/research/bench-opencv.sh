#!/usr/bin/env bash
# Times OpenCV's same vision stages on the same rendered frames as keyboard-bench's vision-* benchmarks:
# builds the vision-frames tool (release), renders a reference and 8 typing frames at
# 640x480 and 1280x720 into a temporary folder, runs scripts/research/bench_opencv.py on them.
# Compare with: keyboard-bench run --filter 'vision-(segment|open|components|shadow|pipeline)'
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/ensure-deps.sh --opencv
swift build -c release --product vision-frames >/dev/null
work="$(mktemp -d "${TMPDIR:-/tmp}/vision-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT
for size in 640x480 1280x720; do
  mkdir -p "$work/$size"
  .build/release/vision-frames write "$work/$size" --width "${size%x*}" --height "${size#*x}" --count 8
done
python3 scripts/research/bench_opencv.py "$work/640x480" "$work/1280x720"
