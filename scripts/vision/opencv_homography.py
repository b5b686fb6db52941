#!/usr/bin/env python3
"""OpenCV's homography for the point pairs the Swift plane-fit test wrote.

usage: opencv_homography.py DIR [THRESHOLD]

DIR/pairs.txt holds one fit per line: the number of pairs n, then n pairs "from_x from_y to_x to_y"
(camera pixels). For every line DIR/cv-homography.txt gets cv2.findHomography(src, dst, cv2.RANSAC,
THRESHOLD) (1.5 px by default): its nine row-major entries (h33 = 1) and the number of inliers, then
cv2.findHomography over those inliers alone with method 0 (least squares, refined by Levenberg–Marquardt
on the reprojection error): nine entries more; or "none" when OpenCV finds none. (RANSAC's own result is
refined from its best sample and stops short of the least-squares optimum of its inliers: on the
tracker's pairs its summed squared error is up to 1.7x that of the method-0 fit over the same inliers.)
Exit 0 on success, 2 on bad usage, 3 when cv2 or numpy is missing (scripts/ensure-deps.sh --opencv).
"""
import os
import sys

import peer_args

cv2, np = peer_args.import_opencv("opencv_homography")


def estimate(numbers, threshold):
    count = int(numbers[0])
    if count < 4:
        return "none"
    pairs = np.array(numbers[1 : 1 + 4 * count], dtype=np.float64).reshape(count, 4)
    source = np.ascontiguousarray(pairs[:, :2]).reshape(-1, 1, 2)
    target = np.ascontiguousarray(pairs[:, 2:]).reshape(-1, 1, 2)
    matrix, inliers = cv2.findHomography(source, target, cv2.RANSAC, threshold, maxIters=2000, confidence=0.995)
    if matrix is None:
        return "none"
    matrix = matrix / matrix[2, 2]
    kept = inliers.ravel().astype(bool)
    refit, _ = cv2.findHomography(source[kept], target[kept], 0)
    if refit is None:
        return "none"
    refit = refit / refit[2, 2]
    return (" ".join(repr(float(v)) for v in matrix.ravel()) + f" {int(inliers.sum())} "
            + " ".join(repr(float(v)) for v in refit.ravel()))


def main():
    directory, threshold = peer_args.parse("opencv_homography", __doc__)
    peer_args.repeatable(cv2)
    lines = peer_args.read_numbers(directory, "pairs.txt")
    with open(os.path.join(directory, "cv-homography.txt"), "w") as out:
        for numbers in lines:
            out.write(estimate(numbers, threshold) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
