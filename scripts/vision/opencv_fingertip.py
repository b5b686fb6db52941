#!/usr/bin/env python3
"""OpenCV's fingertip on the hand masks the Swift tests (or `vision-frames replay --masks`) wrote.

usage: opencv_fingertip.py DIR [--repeat N]

For every DIR/mask-N.pgm (binary PGM, hand > 0) the hand is the largest 8-connected component
(cv2.connectedComponentsWithStats, as the pipeline's) and its outer contour (cv2.findContours,
RETR_EXTERNAL, CHAIN_APPROX_NONE) gives the finger:
  the top      the contour's topmost row y0; the finger's two edges are the contour followed from the
               middle of that row's points one way (left edge) and the other (right edge) down to
               y0 + 4 w, stopping where an edge turns back up or the finger widens past 1.8 w (the
               palm, another finger); w, the finger's width, is the widest row between the two edges
               in the 12 rows below y0.
  (a) fitLine  cv2.fitLine(DIST_L2) on each edge's points from one width below the top (the round cap
               ends at most 2 r below it on a finger tilted up to 90°) to three widths below it; the axis
               is the mean of the two directions (pointing up the finger) through the midpoint of the two
               lines, the radius half their distance. The tip is the axis's point level with the contour
               point farthest along the axis (the apex of the cap: on a round cap it is where the axis
               leaves the contour).
  (b) hull     the vertex of cv2.convexHull(contour) farthest along (a)'s axis direction.
  (c) topmost  the middle of the hull's topmost vertices (the fingertip before it followed the axis).
Contour points are pixel indices; the tips are written in the pipeline's coordinates (pixel (0, 0) spans
0…1): a point's centre is +0.5, and a boundary pixel's centre lies half a pixel inside the shape's edge, so
(a) and (b) move 0.5 px out along the axis and (c) sits on the top row's upper edge (y0, not y0 + 0.5).
  DIR/cv-fingertip-N.txt  "ax ay bx by cx cy degrees radius" (degrees: the axis's tilt from upright,
                          positive when the finger leans right going down), or "none" (no hand, or a
                          finger whose edges cannot be followed for four rows: (a) and (b) are then (c)).
  DIR/cv-timing.txt       microseconds per mask of the whole estimate (contour, fits, hull; the component
                          selection left out), the median over N repeats (--repeat, 1 by default) and masks.
When DIR/tips.txt exists (lines "N ours_x ours_y truth_x truth_y"), a table of tip errors (px) against
truth, per tilt band (OpenCV's axis) and over all, is printed for ours, (a), (b) and (c).
Exit 0 on success, 2 on bad usage, 3 when cv2 or numpy is missing (scripts/ensure-deps.sh --opencv).
"""
import glob
import math
import os
import re
import sys
import time

try:
    import cv2
    import numpy as np
    from netpbm import read_pgm
except ImportError as error:  # pragma: no cover - reported to the Swift test
    print(f"opencv_fingertip: {error}: run scripts/ensure-deps.sh --opencv", file=sys.stderr)
    sys.exit(3)

WIDTH_ROWS = 12


def hand_of(mask):
    """The largest 8-connected component of `mask` as a 0/255 image, or None."""
    count, labels, stats, _ = cv2.connectedComponentsWithStats((mask > 0).astype(np.uint8), connectivity=8)
    if count < 2:
        return None
    largest = 1 + int(np.argmax(stats[1:, cv2.CC_STAT_AREA]))
    return np.where(labels == largest, 255, 0).astype(np.uint8)


def edge(contour, start, step, y0):
    """Contour points from index `start` walking by `step` (half the contour at most) while they go
    down, never back above the lowest row reached less one: one edge of the finger."""
    n = len(contour)
    path = contour[(start + step * np.arange(n // 2)) % n]
    lowest = np.maximum.accumulate(path[:, 1])
    turned = np.flatnonzero(path[:, 1] < lowest - 1)
    return path[: turned[0] if len(turned) else len(path)].astype(np.float32)


def extents(points, y0, rows, pick):
    """Per row y0 … y0 + rows - 1: `pick` (np.minimum or np.maximum) of the points' x on it (nan: none)."""
    out = np.full(rows, np.nan)
    inside = (points[:, 1] >= y0) & (points[:, 1] < y0 + rows)
    fill = np.inf if pick is np.minimum else -np.inf
    values = np.full(rows, fill)
    pick.at(values, (points[inside, 1] - y0).astype(int), points[inside, 0])
    out[np.isfinite(values)] = values[np.isfinite(values)]
    return out


def edges(contour, y0):
    """The finger's left and right edges, each cut where the finger widens past 1.8 widths; its width."""
    top = np.flatnonzero(contour[:, 1] == y0)
    middle = int(top[len(top) // 2])
    a, b = edge(contour, middle, 1, y0), edge(contour, middle, -1, y0)
    if len(a) == 0 or len(b) == 0:
        return None
    near = lambda p: p[p[:, 1] < y0 + WIDTH_ROWS, 0].mean()  # noqa: E731  (the sides near the top)
    left, right = (a, b) if near(a) <= near(b) else (b, a)
    rows = int(max(left[:, 1].max(), right[:, 1].max())) - y0 + 1
    widths = extents(right, y0, rows, np.maximum) - extents(left, y0, rows, np.minimum) + 1
    if np.all(np.isnan(widths[:WIDTH_ROWS])):
        return None
    width = float(np.nanmax(widths[:WIDTH_ROWS]))
    wide = np.flatnonzero(widths[WIDTH_ROWS:] > 1.8 * width)
    last = y0 + min(4 * width, WIDTH_ROWS + wide[0] - 1 if len(wide) else np.inf)
    return left[left[:, 1] <= last], right[right[:, 1] <= last], width


def fit(points):
    vx, vy, x, y = (float(v) for v in cv2.fitLine(points, cv2.DIST_L2, 0, 0.01, 0.01).ravel())
    if vy > 0:  # point up the finger (towards smaller y)
        vx, vy = -vx, -vy
    return np.array([vx, vy]), np.array([x, y])


def estimate(hand):
    """(a), (b), (c), tilt degrees and radius of the finger in `hand`, or None without a contour."""
    contours, _ = cv2.findContours(hand, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_NONE)
    if not contours:
        return None
    contour = max(contours, key=len).reshape(-1, 2)
    hull = cv2.convexHull(contour.reshape(-1, 1, 2)).reshape(-1, 2)
    y0 = int(contour[:, 1].min())
    top = hull[hull[:, 1] == y0]
    topmost = np.array([(top[:, 0].min() + top[:, 0].max()) / 2 + 0.5, float(y0)])
    found = edges(contour, y0)
    if found is None:
        return topmost, topmost, topmost, 0.0, 0.0
    left, right, width = found
    band = lambda p: p[(p[:, 1] >= y0 + width) & (p[:, 1] <= y0 + 3 * width)]  # noqa: E731
    left, right = band(left), band(right)
    if len(left) < 4 or len(right) < 4:
        return topmost, topmost, topmost, 0.0, 0.0
    (u1, p1), (u2, p2) = fit(left), fit(right)
    u = (u1 + u2) / np.linalg.norm(u1 + u2)
    normal = np.array([-u[1], u[0]])
    centre = (p1 + p2) / 2
    radius = abs(float(np.dot(p2 - p1, normal))) / 2 + 0.5
    cap, cap_hull = contour[contour[:, 1] <= y0 + width], hull[hull[:, 1] <= y0 + width]
    apex = centre + float(((cap - centre) @ u).max() + 0.5) * u + 0.5
    reach = (cap_hull - centre) @ u
    vertex = cap_hull[reach >= reach.max() - 0.5].mean(axis=0) + 0.5 + 0.5 * u
    degrees = math.degrees(math.atan2(-u[0], -u[1]))
    return apex, vertex, topmost, degrees, radius


def table(directory, results):
    tips = {}
    with open(os.path.join(directory, "tips.txt")) as handle:
        for line in handle:
            numbers = line.split()
            if len(numbers) == 5:
                tips[int(numbers[0])] = [float(v) for v in numbers[1:]]
    bands = [(0, 3), (3, 10), (10, 17), (17, 90)]
    rows = {band: {name: [] for name in ("ours", "fitLine", "hull", "topmost")} for band in bands}
    for index, result in results.items():
        if index not in tips or result is None:
            continue
        ours, truth = np.array(tips[index][:2]), np.array(tips[index][2:])
        band = next(b for b in bands if b[0] <= abs(result[3]) < b[1] or b[1] == 90)
        for name, point in zip(("ours", "fitLine", "hull", "topmost"), (ours, *result[:3])):
            rows[band][name].append(float(np.linalg.norm(point - truth)))
    print("tilt (OpenCV's axis) | frames | ours mean/max | fitLine mean/max | hull mean/max | topmost mean/max")
    for band in bands:
        errors = rows[band]
        if not errors["ours"]:
            continue
        cells = [f"{np.mean(errors[n]):.2f} / {np.max(errors[n]):.2f}" for n in ("ours", "fitLine", "hull", "topmost")]
        print(f"{band[0]}-{band[1]} deg | {len(errors['ours'])} | " + " | ".join(cells))
    every = {n: [e for band in bands for e in rows[band][n]] for n in ("ours", "fitLine", "hull", "topmost")}
    if every["ours"]:
        cells = [f"{np.mean(every[n]):.2f} / {np.max(every[n]):.2f}" for n in ("ours", "fitLine", "hull", "topmost")]
        print(f"all | {len(every['ours'])} | " + " | ".join(cells))


def main():
    arguments = sys.argv[1:]
    repeat = 1
    if len(arguments) == 3 and arguments[1] == "--repeat":
        repeat = int(arguments[2]) if arguments[2].isdigit() else 0
        arguments = arguments[:1]
    if len(arguments) != 1 or not os.path.isdir(arguments[0]) or repeat < 1:
        print(__doc__, file=sys.stderr)
        return 2
    directory = arguments[0]
    cv2.setNumThreads(1)
    results, times = {}, []
    for path in glob.glob(os.path.join(directory, "mask-*.pgm")):
        index = int(re.search(r"mask-(\d+)\.pgm$", path).group(1))
        hand = hand_of(read_pgm(path))
        result = None
        if hand is not None:
            for _ in range(repeat):
                start = time.perf_counter()
                result = estimate(hand)
                times.append(time.perf_counter() - start)
        results[index] = result
        with open(os.path.join(directory, f"cv-fingertip-{index}.txt"), "w") as out:
            if result is None:
                out.write("none\n")
            else:
                (ax, ay), (bx, by), (cx, cy), degrees, radius = result
                out.write(" ".join(repr(float(v)) for v in (ax, ay, bx, by, cx, cy, degrees, radius)) + "\n")
    with open(os.path.join(directory, "cv-timing.txt"), "w") as out:
        out.write(f"{(np.median(times) * 1e6 if times else 0):.1f}\n")
    if os.path.exists(os.path.join(directory, "tips.txt")):
        table(directory, results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
