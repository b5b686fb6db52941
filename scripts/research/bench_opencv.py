#!/usr/bin/env python3
"""Times OpenCV's versions of the vision stages on the frames `vision-frames write` rendered,
on one thread, so keyboard-bench's per-stage figures can be stated as a ratio to OpenCV's on this machine.

usage: bench_opencv.py DIR [DIR ...]     each DIR holds reference.ppm and frame-*.ppm of one size

Stages (as the Swift benchmarks vision-<stage>-WxH run them):
  segment     cvtColor(RGB→HSV) + inRange (two ranges OR-ed: the hue wraps), whole frame
  open        morphologyEx(MORPH_OPEN, 3×3), whole frame
  components  connectedComponentsWithStats(connectivity 8), whole frame
  shadow      in a 112 × 68 window at the fingertip: luma, compare with 0.72 × the reference's 5 × 5 minimum, row counts
  pipeline    the same work as the Swift pipeline: a coarse skin scan on every 4th pixel, the three stages
              on the region of interest it finds, the shadow window (mapping to keys left out)
OpenCV gets 3-channel RGB (the Swift side reads 4-channel RGBA). Python's call overhead (~0.3 µs a call) is
included in OpenCV's figures. Prints the median of 300 timed calls per stage, in microseconds.
"""
import glob
import os
import sys
import time

import cv2
import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "vision"))
from netpbm import read_ppm  # noqa: E402 (scripts/vision/netpbm.py, beside the peers that share it)

LOW1, HIGH1 = (170, 48, 40), (179, 210, 255)
LOW2, HIGH2 = (0, 48, 40), (22, 210, 255)
KERNEL = np.ones((3, 3), np.uint8)


def segment(rgb):
    hsv = cv2.cvtColor(rgb, cv2.COLOR_RGB2HSV)
    return cv2.bitwise_or(cv2.inRange(hsv, LOW1, HIGH1), cv2.inRange(hsv, LOW2, HIGH2))


def largest_top(opened):
    count, labels, stats, _ = cv2.connectedComponentsWithStats(opened, connectivity=8)
    if count < 2:
        return None
    label = 1 + int(np.argmax(stats[1:, cv2.CC_STAT_AREA]))
    return int(stats[label, cv2.CC_STAT_LEFT] + stats[label, cv2.CC_STAT_WIDTH] // 2), int(stats[label, cv2.CC_STAT_TOP])


def shadow(rgb, threshold, tip):
    x, y = tip
    h, w = threshold.shape
    x0, x1, y0, y1 = max(x - 56, 0), min(x + 56, w), max(y - 44, 0), min(y + 24, h)
    gray = cv2.cvtColor(rgb[y0:y1, x0:x1], cv2.COLOR_RGB2GRAY)
    dark = cv2.compare(gray, threshold[y0:y1, x0:x1], cv2.CMP_LT)
    return cv2.reduce(dark, 1, cv2.REDUCE_SUM, dtype=cv2.CV_32S)


def pipeline(rgb, threshold):
    coarse = segment(rgb[2::4, 2::4])
    points = cv2.findNonZero(coarse)
    if points is None:
        return None
    bx, by, bw, bh = cv2.boundingRect(points)
    x0, y0 = max(bx * 4 - 8, 0), max(by * 4 - 8, 0)
    x1, y1 = min((bx + bw) * 4 + 8, rgb.shape[1]), min((by + bh) * 4 + 8, rgb.shape[0])
    opened = cv2.morphologyEx(segment(rgb[y0:y1, x0:x1]), cv2.MORPH_OPEN, KERNEL)
    top = largest_top(opened)
    if top is None:
        return None
    return shadow(rgb, threshold, (top[0] + x0, top[1] + y0))


def timed(function, repeats=300):
    samples = []
    for _ in range(repeats):
        start = time.perf_counter_ns()
        function()
        samples.append(time.perf_counter_ns() - start)
    return float(np.median(samples)) / 1000


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    cv2.setNumThreads(1)
    print(f"OpenCV {cv2.__version__}, 1 thread; median of 300 calls, microseconds")
    print("size         segment     open  components  shadow  pipeline")
    for directory in sys.argv[1:]:
        frames = [read_ppm(p).copy() for p in sorted(glob.glob(os.path.join(directory, "frame-*.ppm")))]
        reference = read_ppm(os.path.join(directory, "reference.ppm")).copy()
        threshold = (cv2.erode(cv2.cvtColor(reference, cv2.COLOR_RGB2GRAY), np.ones((5, 5), np.uint8)) * 0.72).astype(np.uint8)
        rgb = frames[len(frames) // 2]
        mask = segment(rgb)
        opened = cv2.morphologyEx(mask, cv2.MORPH_OPEN, KERNEL)
        tip = largest_top(opened) or (rgb.shape[1] // 2, rgb.shape[0] // 2)
        figures = [
            timed(lambda: segment(rgb)),
            timed(lambda: cv2.morphologyEx(mask, cv2.MORPH_OPEN, KERNEL)),
            timed(lambda: cv2.connectedComponentsWithStats(opened, connectivity=8)),
            timed(lambda: shadow(rgb, threshold, tip)),
            timed(lambda: pipeline(rgb, threshold)),
        ]
        size = f"{rgb.shape[1]}x{rgb.shape[0]}"
        print(f"{size:<10} " + " ".join(f"{v:9.1f}" for v in figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
