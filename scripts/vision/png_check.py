#!/usr/bin/env python3
"""OpenCV's reading of the PNG frames a session holds, against the same frames as raw RGBA.

usage: png_check.py PNG_DIR RGBA_DIR

For every PNG_DIR/*.png it reads the image with cv2.imread(IMREAD_UNCHANGED) and compares it, as RGBA,
byte for byte with RGBA_DIR/<same name>.rgba; it also writes PNG_DIR/<name>.cv.png with cv2.imwrite
(libpng's own filters and compression) for the Swift decoder to read back. Prints one line per frame
("name equal" or "name differs: N bytes") and exits 0 when all are equal, 1 when one differs,
2 on bad usage, 3 when cv2 or numpy is missing (scripts/ensure-deps.sh --opencv installs them).
"""
import glob
import os
import sys

try:
    import cv2
    import numpy as np
except ImportError as error:  # pragma: no cover - reported to the Swift test
    print(f"png_check: {error}: run scripts/ensure-deps.sh --opencv", file=sys.stderr)
    sys.exit(3)


def main():
    if len(sys.argv) != 3:
        print("usage: png_check.py PNG_DIR RGBA_DIR", file=sys.stderr)
        return 2
    png_dir, rgba_dir = sys.argv[1], sys.argv[2]
    status = 0
    paths = sorted(p for p in glob.glob(os.path.join(png_dir, "*.png")) if not p.endswith(".cv.png"))
    if not paths:
        print(f"png_check: no PNG in {png_dir}", file=sys.stderr)
        return 2
    for path in paths:
        name = os.path.splitext(os.path.basename(path))[0]
        image = cv2.imread(path, cv2.IMREAD_UNCHANGED)
        rgba = cv2.cvtColor(image, cv2.COLOR_BGRA2RGBA)
        with open(os.path.join(rgba_dir, name + ".rgba"), "rb") as handle:
            raw = np.frombuffer(handle.read(), dtype=np.uint8)
        flat = rgba.reshape(-1)
        different = int(np.count_nonzero(flat != raw)) if flat.size == raw.size else max(flat.size, raw.size)
        print(f"{name} {'equal' if different == 0 else f'differs: {different} bytes'}")
        status = status or (1 if different else 0)
        cv2.imwrite(os.path.join(png_dir, name + ".cv.png"), image)
    return status


if __name__ == "__main__":
    sys.exit(main())
