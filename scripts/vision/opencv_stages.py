#!/usr/bin/env python3
"""OpenCV's answer for each vision stage on the frames the Swift tests wrote.

usage: opencv_stages.py DIR HUE_LOW HUE_HIGH SAT_LOW SAT_HIGH VAL_LOW VAL_HIGH

For every DIR/frame-N.ppm (binary RGB) it writes
  DIR/cv-skin-N.pgm        cv2.inRange(cv2.cvtColor(rgb, COLOR_RGB2HSV), ...) (two ranges OR-ed when the hue wraps)
  DIR/cv-open-N.pgm        cv2.morphologyEx(skin, MORPH_OPEN, 3x3 ones)
  DIR/cv-components-N.txt  connectedComponentsWithStats(open, connectivity=8): "area left top width height cx cy"
                           per component, background left out, sorted
  DIR/cv-tip-N.txt         the largest component's fingertip by contour and convexity: cv2.findContours, then
                           cv2.convexHull, its topmost vertices "y xmin xmax" (when there is a component)
and, when DIR/points.txt holds 16 numbers (4 source x y, then 4 target x y),
  DIR/cv-homography.txt    cv2.findHomography(source, target, 0), 9 numbers normalised so h33 = 1;
and, when DIR/hand.txt exists (line 1: chroma brighter; line 2: the 768 correction levels, r then g then b)
with DIR/hand-reference.ppm (the reference's corrected colour) and DIR/hand-skinlike.pgm (where it reads
as skin), for every frame
  DIR/cv-hand-N.pgm        the hand against the reference: the frame corrected (cv2.LUT), skin by
                           cv2.inRange(cv2.cvtColor(...)) where the reference is not skin-like, or changed
                           against the reference at the pixel and one and two away across and down:
                           brighter by more than `brighter` (summed channels), or of another chromaticity
                           (sum of cv2.absdiff(c * R, r * S) over the channels > chroma * R) while not darker
                           than 3/4 of the reference (no darkness limit where the reference is skin-like).
Exit 0 on success, 2 on bad usage, 3 when cv2 or numpy is missing (scripts/ensure-deps.sh --opencv installs them).
"""
import glob
import os
import sys

try:
    import cv2
    import numpy as np
    from netpbm import read_pgm, read_ppm
except ImportError as error:  # pragma: no cover - reported to the Swift test
    print(f"opencv_stages: {error}: run scripts/ensure-deps.sh --opencv", file=sys.stderr)
    sys.exit(3)


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


def changed(frame, reference, chroma, brighter, darkest):
    """Per pixel: frame (H, W, 3 int64) changed against reference (same) as no shadow can."""
    total = frame.sum(axis=2)
    ref_total = reference.sum(axis=2) + 1
    change = np.zeros(total.shape, np.int64)
    for channel in range(3):
        a = (frame[:, :, channel] * ref_total).astype(np.int32)
        b = (reference[:, :, channel] * total).astype(np.int32)
        change += cv2.absdiff(a, b).astype(np.int64)
    brighter_mask = total > ref_total + brighter
    dark_mask = total * 4 < ref_total * darkest
    return brighter_mask | (~dark_mask & (change > chroma * ref_total))


def hand_mask(rgb, reference, skinlike, corrections, chroma, brighter, hsv_bounds):
    """The pipeline's hand test, whole frame."""
    lut = np.stack([np.array(corrections[256 * c:256 * (c + 1)], np.uint8) for c in range(3)], axis=1)
    corrected = cv2.merge([cv2.LUT(rgb[:, :, c].copy(), lut[:, c].copy()) for c in range(3)])
    skin = skin_mask(corrected, *hsv_bounds) > 0
    frame = corrected.astype(np.int64)
    ref = reference.astype(np.int64)
    height, width = skin.shape
    darkest = np.where(skinlike, 0, 3)[:, :, None]
    result = np.ones(skin.shape, bool)
    for dx, dy in [(0, 0), (1, 0), (-1, 0), (2, 0), (-2, 0), (0, 1), (0, -1), (0, 2), (0, -2)]:
        shifted = np.zeros_like(ref)
        valid = np.zeros(skin.shape, bool)
        ys = slice(max(-dy, 0), height - max(dy, 0))
        xs = slice(max(-dx, 0), width - max(dx, 0))
        ys_src = slice(max(dy, 0), height - max(-dy, 0))
        xs_src = slice(max(dx, 0), width - max(-dx, 0))
        shifted[ys, xs] = ref[ys_src, xs_src]
        valid[ys, xs] = True
        here = np.zeros(skin.shape, bool)
        for level in (0, 3):
            part = changed(frame, shifted, chroma, brighter, level)
            here |= part & (darkest[:, :, 0] == level)
        result &= here | ~valid
    return (~skinlike & skin) | result


def write_tip(path, opened, count, stats):
    """The fingertip as contour and convexity give it: the largest component's outer contour
    (cv2.findContours), its convex hull (cv2.convexHull), and the hull's topmost vertices: "y xmin xmax"."""
    _, labels = cv2.connectedComponents(opened, connectivity=8)
    largest = 1 + int(np.argmax(stats[1:count, cv2.CC_STAT_AREA]))
    blob = (labels == largest).astype(np.uint8)
    contours, _ = cv2.findContours(blob, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_NONE)
    hull = cv2.convexHull(max(contours, key=len)).reshape(-1, 2)
    top = int(hull[:, 1].min())
    xs = hull[hull[:, 1] == top][:, 0]
    with open(path, "w") as handle:
        handle.write("%d %d %d\n" % (top, int(xs.min()), int(xs.max())))


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
        if count > 1:
            write_tip(os.path.join(directory, f"cv-tip-{index}.txt"), opened, count, stats)
    hand = os.path.join(directory, "hand.txt")
    if os.path.exists(hand):
        lines = open(hand).read().split("\n")
        chroma, brighter = (int(v) for v in lines[0].split())
        corrections = [int(v) for v in lines[1].split()]
        reference = read_ppm(os.path.join(directory, "hand-reference.ppm"))
        skinlike = read_pgm(os.path.join(directory, "hand-skinlike.pgm")) > 0
        bounds = (hue_low, hue_high, (s_low, s_high), (v_low, v_high))
        for path in sorted(glob.glob(os.path.join(directory, "frame-*.ppm"))):
            index = os.path.basename(path)[len("frame-"):-len(".ppm")]
            rgb = read_ppm(path)
            if rgb.shape != reference.shape:
                continue
            mask = hand_mask(rgb, reference, skinlike, corrections, chroma, brighter, bounds)
            write_pgm(os.path.join(directory, f"cv-hand-{index}.pgm"), mask.astype(np.uint8) * 255)
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
