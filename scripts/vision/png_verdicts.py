#!/usr/bin/env python3
"""Which PNG files two independent readers decode: OpenCV (libpng) and a strict reader over Python's zlib.

usage: png_verdicts.py DIR

For every DIR/*.png prints one line: "<name> cv2=<ok|fail> zlib=<ok|fail> format=<supported|unsupported>".
cv2 is cv2.imread(IMREAD_UNCHANGED) with libpng's own rules; zlib is a reader written from the PNG
specification (signature, every chunk whole with its CRC, IHDR first, consecutive IDATs, IEND, the zlib
stream complete, exactly the bytes the header asks for, filter types 0-4), for any bit depth and colour
type; format says whether the header names an 8-bit, non-interlaced RGB or RGBA image (the only kind the
Swift decoder takes). Exit 0, 2 on bad usage, 3 when cv2 is missing (scripts/ensure-deps.sh --opencv).
"""
import glob
import os
import struct
import sys
import zlib

try:
    import cv2
except ImportError as error:  # pragma: no cover - reported to the Swift test
    print(f"png_verdicts: {error}: run scripts/ensure-deps.sh --opencv", file=sys.stderr)
    sys.exit(3)

CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
LIMIT = 1 << 28


def header(data):
    if len(data) < 33 or data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        return None
    if struct.unpack(">I", data[8:12])[0] != 13 or zlib.crc32(data[12:29]) != struct.unpack(">I", data[29:33])[0]:
        return None
    return struct.unpack(">IIBBBBB", data[16:29])


def image_bytes(width, height, depth, colour, interlace):
    bits = CHANNELS[colour] * depth

    def pass_bytes(w, h):
        return 0 if w == 0 or h == 0 else h * (1 + (w * bits + 7) // 8)

    if interlace == 0:
        return pass_bytes(width, height)
    passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    return sum(pass_bytes((width - x + dx - 1) // dx, (height - y + dy - 1) // dy) for x, y, dx, dy in passes)


def strict_ok(data):
    fields = header(data)
    if fields is None:
        return False
    width, height, depth, colour, compression, filtering, interlace = fields
    if colour not in CHANNELS or compression or filtering or interlace > 1 or width == 0 or height == 0:
        return False
    at, idat, previous = 33, b"", "IHDR"
    while True:
        if len(data) - at < 12:
            return False
        length = struct.unpack(">I", data[at:at + 4])[0]
        if length > len(data) - at - 12:
            return False
        name = data[at + 4:at + 8]
        if zlib.crc32(data[at + 4:at + 8 + length]) != struct.unpack(">I", data[at + 8 + length:at + 12 + length])[0]:
            return False
        if name == b"IEND":
            break
        if name == b"IDAT":
            if idat and previous != "IDAT":
                return False
            idat += data[at + 8:at + 8 + length]
        previous = name.decode("latin-1")
        at += length + 12
    expected = image_bytes(width, height, depth, colour, interlace)
    inflater = zlib.decompressobj()
    try:
        raw = inflater.decompress(idat, min(expected + 1, LIMIT))
    except zlib.error:
        return False
    if len(raw) != expected or not inflater.eof:
        return False
    if interlace == 0:
        stride = 1 + (width * CHANNELS[colour] * depth + 7) // 8
        return all(raw[row * stride] <= 4 for row in range(height))
    return True


def main():
    if len(sys.argv) != 2:
        print("usage: png_verdicts.py DIR", file=sys.stderr)
        return 2
    for path in sorted(glob.glob(os.path.join(sys.argv[1], "*.png"))):
        with open(path, "rb") as handle:
            data = handle.read()
        fields = header(data)
        supported = fields is not None and fields[2] == 8 and fields[3] in (2, 6) and fields[6] == 0
        image = cv2.imread(path, cv2.IMREAD_UNCHANGED)
        print(
            f"{os.path.basename(path)} cv2={'fail' if image is None else 'ok'} "
            f"zlib={'ok' if strict_ok(data) else 'fail'} format={'supported' if supported else 'unsupported'}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
