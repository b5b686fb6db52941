#!/usr/bin/env python3
"""OpenCV's background subtractor on the frames the Swift test wrote, against the pipeline's hand masks.

usage: opencv_background.py DIR

DIR holds calibration.ppm (the empty desk the pipeline calibrated on), frame-N.ppm (binary RGB, N from
0 in order) and, for the frames the pipeline found a hand in, mask-N.pgm (its hand mask, 0 or 255).
cv2.createBackgroundSubtractorMOG2(history=500, varThreshold=16, detectShadows=True) learns the
calibration frame (30 times, the first at learning rate 1), then sees every frame in order at its
default learning rate (1 / history: it follows a slow drift of the light). Its foreground is 255
(shadow, 127, is left out), opened with a 3 x 3 ellipse as the pipeline opens its mask. For every frame
with a mask it prints "N iou ours_pixels mog2_pixels" (intersection over union of the two foregrounds)
and at the end "mean IOU" over those frames. Exit 0 on success, 2 on bad usage, 3 when cv2 or numpy is
missing (scripts/ensure-deps.sh --opencv installs them).
"""
import glob
import os
import re
import sys

try:
    import cv2
    import numpy as np
    from netpbm import read_pgm, read_ppm
except ImportError as error:  # pragma: no cover - reported to the Swift test
    print(f"opencv_background: {error}: run scripts/ensure-deps.sh --opencv", file=sys.stderr)
    sys.exit(3)


def main():
    if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
        print("usage: opencv_background.py DIR", file=sys.stderr)
        sys.exit(2)
    directory = sys.argv[1]
    frames = sorted(glob.glob(os.path.join(directory, "frame-*.ppm")),
                    key=lambda p: int(re.search(r"frame-(\d+)\.ppm$", p).group(1)))
    subtractor = cv2.createBackgroundSubtractorMOG2(history=500, varThreshold=16, detectShadows=True)
    empty = cv2.cvtColor(read_ppm(os.path.join(directory, "calibration.ppm")), cv2.COLOR_RGB2BGR)
    for index in range(30):
        subtractor.apply(empty, learningRate=1.0 if index == 0 else -1)
    kernel = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (3, 3))
    scores = []
    for path in frames:
        number = int(re.search(r"frame-(\d+)\.ppm$", path).group(1))
        foreground = subtractor.apply(cv2.cvtColor(read_ppm(path), cv2.COLOR_RGB2BGR))
        mask_path = os.path.join(directory, f"mask-{number}.pgm")
        if not os.path.exists(mask_path):
            continue
        theirs = cv2.morphologyEx((foreground == 255).astype(np.uint8), cv2.MORPH_OPEN, kernel) > 0
        ours = read_pgm(mask_path) > 0
        union = np.count_nonzero(ours | theirs)
        iou = np.count_nonzero(ours & theirs) / union if union else 1.0
        scores.append(iou)
        print(f"{number} {iou:.4f} {np.count_nonzero(ours)} {np.count_nonzero(theirs)}")
    print(f"mean {np.mean(scores) if scores else 0:.4f}")


if __name__ == "__main__":
    main()
