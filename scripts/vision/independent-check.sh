#!/usr/bin/env bash
# The vision pipeline on scenes it did not draw: scripts/vision/independent_scenes.py (NumPy + OpenCV,
# its own camera, desks, hand, shadow and optics; the printed sheet from `vision-frames sheet`) writes
# one recorded session per condition; each is replayed by `keyboard-bench run --filter '^vision-replay$'`
# (scores, frame time) and by `vision-frames replay` (calibration error by name, health counts); a table
# per condition is printed and written to OUT/table.txt.
#
#   scripts/vision/independent-check.sh [--touches N] [--seed S] [--out DIR] [--jobs N] [--no-build]
#                                       [--conditions "plain wood ..."] [--width W --height H] [--keep]
#                                       [--move-frames N] [--noise-seed N]
#
# Defaults: 60 touches a condition at 640 x 480, seed 1, OUT /tmp/keyboard-bench-independent, 2 jobs
# (conditions in parallel: frame times are those of a shared machine). --move-frames N spreads the camera
# move (shift10, rotate5, the tilts) over N frames, as a phone sliding down what it leans on; by default a
# bump is at once and a tilt takes 10 frames. --noise-seed N keeps each scene and redraws only its sensor
# noise (independent_scenes.py --noise-seed): how much a score owes to one noise draw. Frames are written as raw RGBA
# and deleted once scored (--keep keeps them: ~1.2 MB a frame, ~1,300 frames a condition).
# Conditions (independent_scenes.py --list): plain (light laminate, noise sigma 2), wood, cloth (gingham),
# dark (near-black desk), newspaper, shift10 / rotate5 (the camera moved after frame 60), nail, tones8,
# pitch10 / yaw9 / pitchyaw (the camera tipped on its stand after frame 60: a new perspective), noise10 / noise15, jpeg20, motion9, defocus2, edges (tips 1.5-2.5 px inside a key's edge), lamp_behind
# (the lamp straight behind the user; elsewhere 25-50 degrees to a side), lamp_side (50-70 degrees),
# lamp_overhead (every shadow under the hand: no touch can be seen, health no_shadow),
# clean (plain without noise), fast (presses 100-117 ms apart, 83 ms contacts, landing while moving
# sideways), slide (fingers sliding on the paper after half the contacts: no extra press), exposure_drift (exposure 1 + 0.25 sin on linear light over the session, the paper
# clipped at the brightest), wb_drift / wb_drift_warm (the light 3200 -> 6500 -> 3200 K, or 6500 -> 3200 -> 6500 K,
# the white balance locked at calibration), object_down (a phone and a mug put down beside the keys and just
# above the top row, at frames drawn from the seed), sheet_settle (the sheet slides 2.5 px and turns 0.35 deg
# on the table over 3 s).
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 2

touches=60 seed=1 out=/tmp/keyboard-bench-independent jobs=2 build=1 width=640 height=480 keep=0 move_frames=
noise_seed=
conditions="clean plain wood cloth dark newspaper shift10 rotate5 pitch10 yaw9 pitchyaw nail tones8 noise10 noise15 jpeg20 motion9 defocus2 edges lamp_behind lamp_side lamp_overhead exposure_drift wb_drift wb_drift_warm fast slide object_down sheet_settle"
while [ $# -gt 0 ]; do
    case "$1" in
        --touches|--seed|--out|--jobs|--conditions|--width|--height|--move-frames|--noise-seed)
            [ $# -ge 2 ] || { echo "independent-check: $1 needs a value" >&2; exit 2; } ;;
    esac
    case "$1" in
        --touches) touches=$2; shift ;;
        --seed) seed=$2; shift ;;
        --out) out=$2; shift ;;
        --jobs) jobs=$2; shift ;;
        --conditions) conditions=$2; shift ;;
        --width) width=$2; shift ;;
        --height) height=$2; shift ;;
        --no-build) build=0 ;;
        --keep) keep=1 ;;
        --move-frames) move_frames=$2; shift ;;
        --noise-seed) noise_seed=$2; shift ;;
        *) echo "usage: $0 [--touches N] [--seed S] [--out DIR] [--jobs N] [--no-build] [--conditions LIST] [--width W --height H] [--keep] [--move-frames N] [--noise-seed N]" >&2; exit 2 ;;
    esac
    shift
done

if ! python3 -c 'import cv2, numpy' 2>/dev/null; then
    scripts/ensure-deps.sh --opencv || { echo "independent-check: OpenCV for Python is needed" >&2; exit 2; }
fi
if [ "$build" = 1 ]; then
    for product in keyboard-bench-worker keyboard-bench vision-frames; do
        swift build -c release --product "$product" >/dev/null || { echo "independent-check: building $product failed" >&2; exit 2; }
    done
fi
bin=$(swift build -c release --show-bin-path)
mkdir -p "$out/sessions" "$out/reports"
"$bin/vision-frames" sheet "$out/sheet" --width "$width" --height "$height" >/dev/null || exit 2

# One condition: generate its session (raw RGBA: fast to write), check it, replay it both ways, and
# (without --keep) delete its frames, keeping session.json.
run_one() {
    condition=$1 session="$out/sessions/$1"
    rm -rf "$session" "$out/reports/$condition"
    python3 scripts/vision/independent_scenes.py --sheet "$out/sheet" --out "$session" --condition "$condition" \
        --touches "$touches" --seed "$seed" --format rgba ${move_frames:+--move-frames "$move_frames"} ${noise_seed:+--noise-seed "$noise_seed"} \
        >"$out/reports/$condition.generate" 2>&1 || {
        echo "independent-check: generating $condition failed (see $out/reports/$condition.generate)" >&2; return 1; }
    "$bin/vision-frames" check "$session" >/dev/null || return 1
    KEYBOARD_BENCH_VISION_SESSION="$session" "$bin/keyboard-bench" run --filter '^vision-replay$' \
        --repetitions 1 --output "$out/reports/$condition" >"$out/reports/$condition.log" 2>&1
    echo "$?" >"$out/reports/$condition.exit"
    "$bin/vision-frames" replay "$session" >"$out/reports/$condition.replay" 2>&1
    [ "$keep" = 1 ] || rm -f "$session"/*.rgba
    echo "  $condition done"
}
export -f run_one
export out bin touches seed keep move_frames noise_seed

echo "$(echo $conditions | wc -w) conditions of $touches touches, $jobs at a time, into $out"
printf '%s\n' $conditions | xargs -P "$jobs" -I{} bash -c 'run_one {}' || exit 2

python3 scripts/vision/independent_table.py "$out" $conditions | tee "$out/table.txt"
