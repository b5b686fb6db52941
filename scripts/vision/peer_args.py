"""What the OpenCV peer scripts (opencv_homography.py, opencv_tracking.py) share: OpenCV's import, their
command line `DIR [THRESHOLD]`, a repeatable OpenCV, and the number lines the Swift tests write into DIR.

Exit codes as the scripts document them: 2 on bad usage, 3 when cv2 or numpy is missing.
"""
import math
import os
import sys

DEFAULT_THRESHOLD = 1.5


def import_opencv(tool):
    """cv2 and numpy, or exit 3 naming what is missing and how to install it."""
    try:
        import cv2
        import numpy as np
    except ImportError as error:  # pragma: no cover - reported to the Swift test
        print(f"{tool}: {error}: run scripts/ensure-deps.sh --opencv", file=sys.stderr)
        sys.exit(3)
    return cv2, np


def parse(tool, usage, argv=None):
    """(DIR, THRESHOLD) from `argv` (sys.argv by default); the usage and exit 2 when it does not read."""
    argv = sys.argv if argv is None else argv
    if len(argv) not in (2, 3):
        print(usage, file=sys.stderr)
        sys.exit(2)
    threshold = DEFAULT_THRESHOLD
    if len(argv) == 3:
        try:
            threshold = float(argv[2])
        except ValueError:
            threshold = math.nan
        if not math.isfinite(threshold) or threshold <= 0:
            print(f"{tool}: THRESHOLD '{argv[2]}' is not a positive number of pixels", file=sys.stderr)
            sys.exit(2)
    return argv[1], threshold


def repeatable(cv2):
    """One thread and a fixed RANSAC seed, so a run gives the same answer every time."""
    cv2.setNumThreads(1)
    cv2.setRNGSeed(0)


def read_numbers(directory, name):
    """The non-empty lines of DIR/name, each as a list of floats."""
    with open(os.path.join(directory, name)) as handle:
        return [[float(n) for n in line.split()] for line in handle if line.strip()]
