"""Binary PGM (P5, grey) and PPM (P6, RGB) images as the Swift tests and `vision-frames` write them:
a header of three lines ("P5" or "P6", "WIDTH HEIGHT", "255"), then the pixels. Shared by the OpenCV
peer scripts beside it (Python puts a script's own folder on its import path)."""
import numpy as np


def read_netpbm(path, magic, channels):
    with open(path, "rb") as handle:
        data = handle.read()
    parts = data.split(b"\n", 3)
    if parts[0] != magic:
        raise ValueError(f"{path}: not a binary {'PGM' if channels == 1 else 'PPM'}")
    width, height = map(int, parts[1].split())
    pixels = np.frombuffer(parts[3], dtype=np.uint8, count=width * height * channels)
    return pixels.reshape((height, width) if channels == 1 else (height, width, channels))


def read_pgm(path):
    """A grey image, height × width."""
    return read_netpbm(path, b"P5", 1)


def read_ppm(path):
    """An RGB image, height × width × 3."""
    return read_netpbm(path, b"P6", 3)
