#!/usr/bin/env python3
"""OpenCV's camera move for the mark correspondences the Swift tracking test wrote.

usage: opencv_tracking.py DIR [THRESHOLD]

DIR/tracks.txt holds one frame per line: the number of marks seen n, how many of them the
tracker's fit kept k, then n pairs "from_x from_y to_x to_y" (a mark's calibrated centre, where
the tracker saw it; camera pixels), the kept ones first. For every line:
  DIR/cv-tracking.txt  cv2.estimateAffinePartial2D over all n pairs (RANSAC with a reprojection
                       threshold of THRESHOLD pixels, 1.5 by default, then its refinement on the
                       inliers): "a b tx ty inliers" (x' = a x - b y + tx, y' = b x + a y + ty)
  DIR/cv-fit.txt       the same over the k kept pairs with every pair an inlier (its least-squares
                       refinement): "a b tx ty k"
or "none" when there are fewer than two pairs or OpenCV finds no move.
Exit 0 on success, 2 on bad usage, 3 when cv2 or numpy is missing (scripts/ensure-deps.sh --opencv).
"""
import os
import sys

import peer_args

cv2, np = peer_args.import_opencv("opencv_tracking")


def estimate(numbers, count, threshold):
    pairs = np.array(numbers[2 : 2 + 4 * count], dtype=np.float64).reshape(count, 4)
    if count < 2:
        return "none"
    source = np.ascontiguousarray(pairs[:, :2]).reshape(-1, 1, 2)
    target = np.ascontiguousarray(pairs[:, 2:]).reshape(-1, 1, 2)
    matrix, inliers = cv2.estimateAffinePartial2D(
        source, target, method=cv2.RANSAC, ransacReprojThreshold=threshold, maxIters=2000, confidence=0.999,
        refineIters=50)
    if matrix is None:
        return "none"
    a, b, tx, ty = (float(v) for v in (matrix[0, 0], matrix[1, 0], matrix[0, 2], matrix[1, 2]))
    return f"{a!r} {b!r} {tx!r} {ty!r} {int(inliers.sum())}"


def main():
    directory, threshold = peer_args.parse("opencv_tracking", __doc__)
    peer_args.repeatable(cv2)
    frames = peer_args.read_numbers(directory, "tracks.txt")
    with open(os.path.join(directory, "cv-tracking.txt"), "w") as out:
        for numbers in frames:
            out.write(estimate(numbers, int(numbers[0]), threshold) + "\n")
    with open(os.path.join(directory, "cv-fit.txt"), "w") as out:
        for numbers in frames:
            out.write(estimate(numbers, int(numbers[1]), 1e9) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
