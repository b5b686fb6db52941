#!/usr/bin/env python3
"""OpenCV's answer for each vision stage on the frames the Swift tests wrote.

usage: opencv_stages.py DIR HUE_LOW HUE_HIGH SAT_LOW SAT_HIGH VAL_LOW VAL_HIGH

For every DIR/frame-N.ppm (binary RGB) it writes
  DIR/cv-skin-N.pgm        cv2.inRange(cv2.cvtColor(rgb, COLOR_RGB2HSV), ...) (two ranges OR-ed when the hue wraps)
  DIR/cv-open-N.pgm        cv2.morphologyEx(skin, MORPH_OPEN, 3x3 ones)
  DIR/cv-components-N.txt  connectedComponentsWithStats(open, connectivity=8): "area left top width height cx cy"
                           per component, background left out, sorted
and, when DIR/points.txt holds 16 numbers (4 source x y, then 4 target x y),
  DIR/cv-homography.txt    cv2.findHomography(source, target, 0), 9 numbers normalised so h33 = 1.
Exit 0 on success, 2 on bad usage, 3 when cv2 or numpy is missing (scripts/ensure-deps.sh --opencv installs them).
"""
import glob
import os
import sys

try:
    import cv2
    import numpy as np
except ImportError as error:  # pragma: no cover - reported to the Swift test
    print(f"opencv_stages: {error}: run scripts/ensure-deps.sh --opencv", file=sys.stderr)
    sys.exit(3)


def read_ppm(path):
    with open(path, "rb") as handle:
        data = handle.read()
    parts = data.split(b"\n", 3)
    if parts[0] != b"P6":
        raise ValueError(f"{path}: not a binary PPM")
    width, height = map(int, parts[1].split())
    return np.frombuffer(parts[3], dtype=np.uint8, count=width * height * 3).reshape(height, width, 3)


def write_pgm(path, mask):
    height, width = mask.shape
    with open(path, "wb") as handle:
        handle.write(b"P5\n%d %d\n255\n" % (width, height))
        handle.write(np.ascontiguousarray(mask, dtype=np.uint8).tobytes())


def skin_mask(rgb, hue_low, hue_high, sat, val):
    hsv = cv2.cvtColor(rgb, cv2.COLOR_RGB2HSV)
    if hue_low <= hue_high:
        return cv2.inRange(hsv, (hue_low, sat[0], val[0]), (hue_high, sat[1], val[1]))
    upper = cv2.inRange(hsv, (hue_low, sat[0], val[0]), (179, sat[1], val[1]))
    lower = cv2.inRange(hsv, (0, sat[0], val[0]), (hue_high, sat[1], val[1]))
    return cv2.bitwise_or(upper, lower)


def main():
    if len(sys.argv) != 8:
        print(__doc__, file=sys.stderr)
        return 2
    directory = sys.argv[1]
    hue_low, hue_high, s_low, s_high, v_low, v_high = map(int, sys.argv[2:])
    cv2.setNumThreads(1)
    for path in sorted(glob.glob(os.path.join(directory, "frame-*.ppm"))):
        index = os.path.basename(path)[len("frame-"):-len(".ppm")]
        skin = skin_mask(read_ppm(path), hue_low, hue_high, (s_low, s_high), (v_low, v_high))
        write_pgm(os.path.join(directory, f"cv-skin-{index}.pgm"), skin)
        opened = cv2.morphologyEx(skin, cv2.MORPH_OPEN, np.ones((3, 3), np.uint8))
        write_pgm(os.path.join(directory, f"cv-open-{index}.pgm"), opened)
        count, _, stats, centroids = cv2.connectedComponentsWithStats(opened, connectivity=8)
        rows = []
        for label in range(1, count):
            left, top, width, height, area = (int(v) for v in stats[label])
            rows.append((area, left, top, width, height, float(centroids[label][0]), float(centroids[label][1])))
        with open(os.path.join(directory, f"cv-components-{index}.txt"), "w") as handle:
            for row in sorted(rows):
                handle.write("%d %d %d %d %d %.9f %.9f\n" % row)
    points = os.path.join(directory, "points.txt")
    if os.path.exists(points):
        values = [float(v) for v in open(points).read().split()]
        source = np.array(values[:8], dtype=np.float64).reshape(4, 2)
        target = np.array(values[8:16], dtype=np.float64).reshape(4, 2)
        matrix, _ = cv2.findHomography(source, target, 0)
        matrix = matrix / matrix[2, 2]
        with open(os.path.join(directory, "cv-homography.txt"), "w") as handle:
            handle.write(" ".join("%.17g" % v for v in matrix.reshape(-1)) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
