#!/usr/bin/env python3
"""An independent scene generator for the vision pipeline: recorded sessions it did not draw.

The pipeline's own renderer (Sources/Suite/SceneRenderer) draws the frames the pipeline is tuned on;
this script draws the same printed keyboard with its own code (NumPy + OpenCV) and writes a recorded
session in the project's replay format (docs/vision.md, "Replay a recorded session"; frame_format "png"), so
that `keyboard-bench run --filter '^vision-replay$'` scores the pipeline on conditions its renderer
never makes.

What it takes from the project: the printed sheet only, as the keyboard's specification —
`vision-frames sheet DIR` writes the flat print (sheet.png: ink, paper, beyond the sheet) and the keys
(sheet.json: ids, rectangles in keyboard space, the keyboard → print mapping, the corner marks).
Everything else is drawn here:

- Camera: a homography of its own (keyboard ~86 % of the width, top edge narrower: a camera above
  the user's side looking down and forward, a small roll), the print warped onto the desk with
  cv2.warpPerspective at 2x and reduced with INTER_AREA. Lighting: a lamp fall-off gradient.
- Desks: plain (mottled laminate), wood (planks, rings from a noise-distorted distance field and
  stretched fibre noise), cloth (a red gingham tablecloth, squares larger than the marks, with weave
  and folds), dark (a near-black desk with a sheen), newspaper (columns of word blocks, headlines and a
  photo block).
- Hand: a right hand, palm down, index finger extended, entering from the image's bottom: a finger of
  three tapered capsules with small bends at the joints and creases, the back of the hand (an
  ellipse), three curled finger knuckles, a thumb, a forearm to the bottom edge in a sleeve. Shading
  is Lambert on the capsules' cylinder normals from the lamp's direction. Eight skin tones from very
  pale to very dark (`TONES`); optional nails (a pink plate with a pale free edge at the tip).
- Shadow: every part casts its silhouette along the light: a point `z` pixels above the desk lands
  `z * L` away, `L` the light's horizontal direction over the tangent of its elevation (|L| 0.55–0.9
  per pixel of height). The light is a desk lamp behind the user (the image's bottom) and to one side
  (25–50° off the image's vertical), so a hovering finger's shadow lies ahead of (above) its tip.
  Heights are those of the finger's underside (the distal segment rising steeply, 0.65 px a px, the
  others 0.4 and 0.25), so at contact the shadow meets the finger at the tip and opens beside it away
  from the tip (the fingertip's own thickness would cast at most 1–2 px ahead of the contact point,
  hidden from a camera that looks down from the user's side). With the lamp straight behind the user
  (condition `lamp_behind`, 0–8°; `lamp_side`: 50–70°) a resting finger pointing up the image hides its own shadow: what
  the pipeline reads as contact is then barely visible. `lamp_overhead` puts the lamp almost above the
  desk (|L| 0.02–0.05): every shadow lies under the hand and no touch can be seen — the pipeline must
  say so (health `no_shadow`). Penumbra: blur growing with height; a faint
  contact darkening around a resting tip.
- Motion: per touch, travel while hovering, a descent, 5–9 frames of contact at a key centre (or,
  with `edges`, 1.5–2.5 px inside a key's left or right edge), a lift; some dips stop 6–10 px above a
  key (hovers, never touches); the hand leaves the frame now and then (hand-free frames).
- Fast typing (`fast`): 5 frames of contact (83 ms) and one or two frames in the air between keys on
  a low arc (5–9 px high), the finger landing with 12–20 % of its way still to go sideways: presses
  100–117 ms apart. Sliding (`slide`): after half the contacts the finger slides on the paper 35–90 px,
  mostly sideways, over 5–9 frames (eased), rests 2–5 frames and lifts; truth has one touch, the rest
  before the slide.
- A second finger (`finger_beside`, `finger_ahead`): on 70 % of the touches the middle finger is held
  out in place of the first curled one, 2.1–2.6 radii to the index's little-finger side — a little
  shorter (`finger_beside`, its tip 0.3–1.2 radii behind) or reaching past the index tip (`finger_ahead`,
  1–1.8 radii ahead) — 6–14 px higher than the index tip, never touching; it casts its own shadow (with
  the lamp to that side, towards the index). `chord`: every third touch the middle finger presses the
  key to the right of the index's at the same time (truth: two touches with the same frames).
- Camera move: after `move_at` frames the whole frame is moved (cv2.warpAffine: shift and rotation
  about the centre), the calibration frame is not; fingertip truth moves with it.
- Camera tilt (`pitch10`, `yaw9`, `pitchyaw`): its own pinhole model — the view homography read as a
  camera of focal length 0.8 x the width with its principal point 3 % off centre, the phone on its
  stand tipping over 10 frames about the sheet's near edge (its hinge on the desk at the keyboard's
  bottom middle), by a pitch, a yaw and a small roll; every frame from `move_at` is re-projected
  through it (cv2.warpPerspective), fingertip truth too. `--move-frames N` spreads either move over N
  frames (a phone sliding down the mug it leans on: the share of the move grows linearly).
- Light that drifts (`exposure_drift`, `wb_drift`, `wb_drift_warm`): the sensor model of a camera whose
  exposure and white balance were locked at calibration. The frame's values are read as sRGB-encoded,
  decoded to linear light (the sRGB curve), multiplied by the exposure (`exposure_drift`: 1 + 0.25 sin,
  one period over the session: up to +25 %, down to -25 %, back) and by per-channel gains of the light's
  colour temperature against the calibration's (`wb_drift`: 3200 K at calibration, 6500 K mid-session,
  3200 K at the end; `wb_drift_warm`: 6500 -> 3200 -> 6500), re-encoded and clipped at 255 (paper at
  +25 % clips). The colour of a black body at T kelvin is Tanner Helland's fit of the CIE 1964 data
  (sRGB-encoded), decoded to linear; the gains are its ratio to the calibration's, green kept at 1.
- A desk that changes (`object_down`, `sheet_settle`): a phone (a dark or pale slab with a glossy screen)
  and a mug (a glazed rim seen from above, coffee inside, a handle), three objects in all, each falling
  onto the desk over 8 frames at a frame drawn from the seed (larger while nearer the camera, its soft
  footprint shadow cast z * L away closing in on it), then still: one beside the keys at each side, one
  on the sheet's margin just above the top row. The sheet settling slides on the table (the table stays):
  2 px right, 2.5 px up and 0.35 deg about its centre over 180 frames from frame 2 * `move_at`; the
  hand aims where the keys now are.
- Optics: defocus (cv2.GaussianBlur) or motion blur (a line kernel, cv2.filter2D), Gaussian sensor
  noise, JPEG re-encoding (cv2.imencode at quality q).

Truth (session.json): each contact's first and last frame and key id; the fingertip (the far end of
the finger's axis, camera pixels, continuous coordinates: pixel (0, 0) spans 0…1) on every frame
where it is inside the frame.

All sizes are for 640 x 480 and scale with the width. Deterministic for a seed (and a noise seed:
`--noise-seed N` keeps the scene and draws only the sensor noise from a generator of its own).

Usage:
  independent_scenes.py --sheet SHEETDIR --out SESSIONDIR --condition NAME [--touches N] [--seed S]
                        [--move-at FRAME] [--noise-seed N] [--format png|rgba] [--preview PNGDIR]
  independent_scenes.py --list
(scripts/vision/independent-check.sh runs every condition through the pipeline and prints a table.)
"""

import argparse
import json
import math
import os
import sys

import cv2
import numpy as np

# Eight skin tones under white light (sRGB), very pale to very dark (Fitzpatrick I–VI and between).
TONES = [
    ("very-pale", (246, 218, 200)),
    ("pale-pink", (238, 190, 170)),
    ("light", (224, 178, 142)),
    ("light-olive", (200, 156, 112)),
    ("medium", (176, 124, 88)),
    ("brown", (142, 96, 66)),
    ("dark-brown", (102, 66, 46)),
    ("very-dark", (62, 40, 30)),
]
SLEEVES = [(40, 52, 90), (120, 120, 124), (150, 36, 40), (46, 90, 60), (200, 196, 186), (30, 30, 32)]

# Conditions: desk, noise sigma, jpeg quality, blur, camera move (dx, dy, degrees), nails, tones, edges.
BASE = {"desk": "plain", "noise": 2.0, "jpeg": None, "blur": None, "move": None, "nails": False,
        "tones": [2, 4, 6], "edges": False}
CONDITIONS = {
    "clean": {"noise": 0.0},
    "plain": {},
    "wood": {"desk": "wood"},
    "cloth": {"desk": "cloth"},
    "dark": {"desk": "dark"},
    "newspaper": {"desk": "newspaper"},
    "shift10": {"move": (10.0, 0.0, 0.0)},
    "shift5": {"move": (3.0, 4.0, 0.0)},
    "rotate5": {"move": (0.0, 0.0, 5.0)},
    "rotate2": {"move": (0.0, 0.0, 2.0)},
    "pitch10": {"tilt": (10.0, 0.0, 0.5)},
    "yaw9": {"tilt": (0.0, 9.0, -0.5)},
    "pitchyaw": {"tilt": (-8.0, 6.0, 1.0)},
    "nail": {"nails": True},
    "tones8": {"tones": list(range(8)), "breaks": (3, 6)},
    "noise10": {"noise": 10.0},
    "noise15": {"noise": 15.0},
    "jpeg20": {"jpeg": 20},
    "jpeg50": {"jpeg": 50},
    "motion9": {"blur": ("motion", 9)},
    "defocus2": {"blur": ("defocus", 2.0)},
    "edges": {"edges": True},
    "lamp_behind": {"lamp": (0, 8)},
    "lamp_side": {"lamp": (50, 70)},
    "lamp_overhead": {"lamp": (0, 8), "reach": (0.02, 0.05)},
    "fast": {"fast": True},
    "slide": {"slide": True},
    "finger_beside": {"second": "beside"},
    "finger_ahead": {"second": "ahead"},
    "chord": {"second": "chord"},
    "exposure_drift": {"exposure": 0.25},
    "wb_drift": {"kelvin": (3200, 6500)},
    "wb_drift_warm": {"kelvin": (6500, 3200)},
    "object_down": {"objects": True},
    "sheet_settle": {"settle": (2.0, -2.5, 0.35)},
}


def condition(name):
    settings = dict(BASE)
    settings.update(CONDITIONS[name])
    return settings


# ---------------------------------------------------------------- geometry


def homography(src, dst):
    """The 3x3 homography taking the four points `src` to `dst` (continuous coordinates)."""
    return cv2.getPerspectiveTransform(np.float32(src), np.float32(dst)).astype(np.float64)


def apply(h, x, y):
    v = h @ np.array([x, y, 1.0])
    return v[0] / v[2], v[1] / v[2]


def to_cv(h):
    """A homography between continuous coordinates as one between OpenCV's (pixel centres at integers)."""
    t_in = np.array([[1, 0, 0.5], [0, 1, 0.5], [0, 0, 1]])
    t_out = np.array([[1, 0, -0.5], [0, 1, -0.5], [0, 0, 1]])
    return t_out @ h @ t_in


def camera_view(width, height, rng):
    """Keyboard space (0…1 square) -> camera pixels: a camera above the user's side, looking down and
    forward (the far, top edge narrower), with a small roll and offset."""
    w, h = width, height
    cx = w / 2 + rng.uniform(-6, 6)
    bottom_half = 0.43 * w
    top_half = bottom_half * rng.uniform(0.84, 0.9)
    top, bottom = h * rng.uniform(0.29, 0.31), h * rng.uniform(0.68, 0.7)
    skew = rng.uniform(-4, 4)
    corners = [(cx - top_half + skew, top), (cx + top_half + skew, top), (cx + bottom_half, bottom),
               (cx - bottom_half, bottom)]
    roll = math.radians(rng.uniform(-1.5, 1.5))
    c, s = math.cos(roll), math.sin(roll)
    centre = (w / 2, h / 2)
    rolled = [(centre[0] + c * (x - centre[0]) - s * (y - centre[1]),
               centre[1] + s * (x - centre[0]) + c * (y - centre[1])) for x, y in corners]
    return homography([(0, 0), (1, 0), (1, 1), (0, 1)], rolled)


def tilt_matrix(camera_from_keyboard, width, height, pitch, yaw, roll):
    """Calibrated camera pixels -> pixels of the camera tipped by pitch, yaw and roll (degrees) about the
    hinge of its stand on the sheet (the keyboard's bottom middle): a pinhole camera of focal length
    0.8 x the width, principal point 3 % right of and 2 % above centre (continuous coordinates)."""
    f = 0.8 * width
    k = np.array([[f, 0, 0.53 * width], [0, f, 0.48 * height], [0, 0, 1.0]])
    plane = np.linalg.inv(k) @ camera_from_keyboard
    if plane[2] @ np.array([0.5, 0.5, 1.0]) < 0:
        plane = -plane
    a, b, t = plane[:, 0], plane[:, 1], plane[:, 2]
    hinge = 0.5 * a + 1.0 * b + t
    p, y, r = (math.radians(v) for v in (pitch, yaw, roll))
    rx = np.array([[1, 0, 0], [0, math.cos(p), -math.sin(p)], [0, math.sin(p), math.cos(p)]])
    ry = np.array([[math.cos(y), 0, math.sin(y)], [0, 1, 0], [-math.sin(y), 0, math.cos(y)]])
    rz = np.array([[math.cos(r), -math.sin(r), 0], [math.sin(r), math.cos(r), 0], [0, 0, 1]])
    rotation = rz @ rx @ ry
    centre = hinge - rotation @ hinge
    moved = k @ rotation.T @ np.column_stack([a, b, t - centre])
    m = moved @ np.linalg.inv(camera_from_keyboard)
    return m / m[2, 2]


# ---------------------------------------------------------------- desks (float RGB 0…255, 2x size)


def smooth_noise(rng, height, width, cell):
    """Value noise: random values on a coarse grid, bicubically enlarged (about -1…1)."""
    small = rng.standard_normal((max(height // cell, 2) + 2, max(width // cell, 2) + 2)).astype(np.float32)
    big = cv2.resize(small, (width + 2 * cell, height + 2 * cell), interpolation=cv2.INTER_CUBIC)
    return big[cell:cell + height, cell:cell + width] / 1.2


def rotated_grid(height, width, angle):
    y, x = np.mgrid[0:height, 0:width].astype(np.float32)
    c, s = math.cos(angle), math.sin(angle)
    return c * x + s * y, -s * x + c * y


def desk_plain(rng, h, w):
    mottle = smooth_noise(rng, h, w, 90) * 0.04 + smooth_noise(rng, h, w, 9) * 0.015
    base = np.array([172, 166, 154], np.float32)  # light grey laminate
    return base[None, None, :] * (1 + mottle[..., None])


def desk_wood(rng, h, w):
    angle = math.radians(rng.choice([rng.uniform(-12, 12), 90 + rng.uniform(-12, 12)]))
    u, v = rotated_grid(h, w, angle)
    plank = 220.0
    board = np.floor(v / plank)
    warp = smooth_noise(rng, h, w, 120) * 40 + smooth_noise(rng, h, w, 30) * 6
    # Rings: distance from a centre far off each board, distorted, as a sawtooth (early wood light,
    # late wood dark); fibres: noise stretched along the board.
    offset = (board * 977.0) % 5000.0
    dist = np.sqrt((u + offset) ** 2 * 0.002 + (v - board * plank - plank * 2.5) ** 2) + warp
    ring = (dist / rng.uniform(9, 14)) % 1.0
    ring = np.where(ring < 0.7, ring / 0.7, (1 - ring) / 0.3)
    fibre_small = rng.standard_normal((h // 2 + 2, max(w // 48, 2) + 2)).astype(np.float32)
    fibres = cv2.resize(fibre_small, (w + 96, h + 4), interpolation=cv2.INTER_LINEAR)[2:h + 2, 48:w + 48]
    fibres = cv2.warpAffine(fibres, cv2.getRotationMatrix2D((w / 2, h / 2), -math.degrees(angle), 1.0), (w, h),
                            borderMode=cv2.BORDER_REFLECT)
    light = np.array([204, 150, 100], np.float32)
    dark = np.array([150, 96, 58], np.float32)
    tone = 0.92 + 0.16 * ((board * 0.37) % 1.0)
    mix = (0.35 + 0.55 * ring + 0.1 * fibres)[..., None]
    out = (dark + (light - dark) * np.clip(mix, 0, 1)) * tone[..., None]
    seam = (np.abs((v % plank) - 0.5) < 1.5)[..., None]
    return np.where(seam, out * 0.55, out)


def desk_cloth(rng, h, w):
    angle = math.radians(rng.uniform(-6, 6))
    u, v = rotated_grid(h, w, angle)
    period = rng.uniform(92, 104)  # 2x pixels: squares of ~24 px at 1x, larger than the marks' sides
    su = ((u % period) < period / 2).astype(np.float32)
    sv = ((v % period) < period / 2).astype(np.float32)
    red = np.array([176, 34, 44], np.float32)
    white = np.array([236, 232, 226], np.float32)
    share = (su + sv) / 2  # 0 white, 0.5 half-tint, 1 full red
    out = white + (red - white) * share[..., None]
    weave = 0.05 * np.sin(u * math.pi / 2.0) * np.sin(v * math.pi / 2.0)
    folds = 0.08 * smooth_noise(rng, h, w, 160)
    return out * (1 + weave + folds)[..., None]


def desk_dark(rng, h, w):
    y, x = np.mgrid[0:h, 0:w].astype(np.float32)
    sheen = 14 * np.exp(-(((x - w * 0.7) / (w * 0.35)) ** 2 + ((y - h * 0.15) / (h * 0.3)) ** 2))
    base = np.array([30, 28, 27], np.float32)
    grain = smooth_noise(rng, h, w, 5) * 2.0
    return base[None, None, :] + (sheen + grain)[..., None]


def desk_newspaper(rng, h, w):
    out = np.empty((h, w, 3), np.float32)
    out[:] = (206, 203, 194)
    ink = (52, 50, 52)
    margin, gutter, columns = 40, 28, 5
    col_w = (w - 2 * margin - (columns - 1) * gutter) // columns
    line, glyph = 22, 12
    for col in range(columns):
        x0 = margin + col * (col_w + gutter)
        y = margin
        while y < h - margin:
            if rng.random() < 0.07:  # a headline
                hh = 34
                x = x0
                while x < x0 + col_w - 40:
                    word = int(rng.uniform(40, 120))
                    cv2.rectangle(out, (x, y), (min(x + word, x0 + col_w), y + hh - 10), ink, -1)
                    x += word + 18
                y += hh + 8
                continue
            if rng.random() < 0.03:  # a photo
                ph = int(rng.uniform(120, 220))
                photo = 120 + 60 * smooth_noise(rng, ph, col_w, 24)
                out[y:y + ph, x0:x0 + col_w] = np.clip(photo, 30, 230)[..., None][: max(0, min(ph, h - y))]
                y += ph + line
                continue
            x = x0
            end = x0 + col_w - (int(rng.uniform(0, 200)) if rng.random() < 0.15 else 0)
            while x < end:
                word = int(rng.uniform(10, 60))
                cv2.rectangle(out, (x, y), (min(x + word, end), y + glyph), ink, -1)
                x += word + 8
            y += line
    blurred = cv2.GaussianBlur(out, (0, 0), 1.2)
    return blurred


DESKS = {"plain": desk_plain, "wood": desk_wood, "cloth": desk_cloth, "dark": desk_dark,
         "newspaper": desk_newspaper}


# ---------------------------------------------------------------- the sheet on the desk


def load_sheet(directory):
    with open(os.path.join(directory, "sheet.json")) as f:
        spec = json.load(f)
    grey = cv2.imread(os.path.join(directory, spec["print"]["file"]), cv2.IMREAD_GRAYSCALE)
    if grey is None:
        sys.exit(f"independent_scenes: cannot read the print in {directory}")
    return spec, grey


def flat_layers(spec, grey, pad):
    """Ink (1 ink, 0 paper) and sheet (1 on the paper) of the print, padded left and right by `pad`
    pixels (the print at the session's size cuts the sheet's side margins: they are blank paper). The
    paper's width is this generator's own: keyboard space -0.1…1.1 across."""
    ink = (grey < 64).astype(np.float32)
    sheet = (np.abs(grey.astype(np.int16) - 128) > 60).astype(np.float32)
    ink = cv2.copyMakeBorder(ink, 0, 0, pad, pad, cv2.BORDER_CONSTANT, value=0)
    sheet = cv2.copyMakeBorder(sheet, 0, 0, pad, pad, cv2.BORDER_REPLICATE)
    ox, oy = spec["keyboard_to_print"]["origin"]
    sx, sy = spec["keyboard_to_print"]["scale"]
    x = (np.arange(sheet.shape[1]) + 0.5 - pad - ox) / sx
    inside = ((x >= -0.1) & (x <= 1.1)).astype(np.float32)
    sheet *= inside[None, :]
    print_from_keyboard = np.array([[sx, 0, ox + pad], [0, sy, oy], [0, 0, 1]], np.float64)
    return ink, sheet, print_from_keyboard


def static_desk(spec, grey, camera_from_keyboard, desk_name, rng, width, height):
    """The empty desk as the camera sees it under the lamp, float RGB (drawn at 2x, reduced)."""
    layers = desk_layers(spec, grey, camera_from_keyboard, desk_name, rng, width, height)
    return compose_desk(layers, None)


def compose_desk(layers, sheet_move):
    """The desk from its layers, the sheet (paper, print and outline) moved on the table by `sheet_move`
    (an affine 2 x 3 at the camera's pixels, or None)."""
    desk, printed, sheet2, lamp, (width, height), s = layers
    if sheet_move is not None:
        m = np.array(sheet_move, np.float64)
        m[:, 2] *= s
        size = (width * s, height * s)
        printed = cv2.warpAffine(printed, m, size, flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REFLECT101)
        sheet2 = cv2.warpAffine(sheet2, m, size, flags=cv2.INTER_LINEAR, borderValue=0)
    out = desk + (printed - desk) * sheet2[..., None]
    out = cv2.resize(out, (width, height), interpolation=cv2.INTER_AREA)
    return out * lamp[..., None]


def desk_layers(spec, grey, camera_from_keyboard, desk_name, rng, width, height):
    """The table, the printed sheet and the sheet's outline at 2x, and the lamp's fall-off."""
    s = 2
    ink, sheet, print_from_keyboard = flat_layers(spec, grey, pad=80)
    scale = np.diag([s, s, 1.0])
    camera2_from_print = scale @ camera_from_keyboard @ np.linalg.inv(print_from_keyboard)
    m = to_cv(camera2_from_print)
    size = (width * s, height * s)
    ink2 = cv2.warpPerspective(ink, m, size, flags=cv2.INTER_LINEAR, borderValue=0)
    sheet2 = cv2.warpPerspective(sheet, m, size, flags=cv2.INTER_LINEAR, borderValue=0)
    # Textures are drawn for a 640 x 480 camera (at 2x) and scaled to this one's size.
    desk = DESKS[desk_name](rng, 960, 1280)
    if desk.shape[:2] != (height * s, width * s):
        desk = cv2.resize(desk, (width * s, height * s), interpolation=cv2.INTER_AREA)
    paper = np.array([240, 237, 229], np.float32)
    fibre = 1 + 0.012 * smooth_noise(rng, height * s, width * s, 3)
    printed = paper[None, None, :] * fibre[..., None]
    ink_colour = np.array([38, 40, 54], np.float32)
    printed = printed + (ink_colour - printed) * (0.92 * ink2)[..., None]
    y, x = np.mgrid[0:height, 0:width].astype(np.float32)
    lamp = 1.02 - 0.1 * (((x - width * 0.6) / width) ** 2 + ((y - height * 0.95) / height) ** 2)
    return desk, printed, sheet2, lamp, (width, height), s


# ---------------------------------------------------------------- things put down on the desk
#
# A phone (a dark or pale slab with a glossy screen) and a mug (a glazed cylinder seen from above and in
# front: its rim an ellipse, coffee inside, a handle) come down onto the desk during the session: over
# 8 frames each falls from 60 px above the desk, looking larger while nearer the camera, its shadow —
# its footprint blurred by the lamp's size and cast z * L away like the hand's — closing in on it; then
# it stays where it landed. Where they land is drawn from the session's seed: one beside the keyboard
# (the table or the sheet's margin), one on the sheet's margin just above the top row, where a
# hovering finger's shadow falls.

PHONE_COLOURS = [(22, 22, 26), (205, 205, 210), (40, 52, 86), (150, 30, 36)]
MUG_COLOURS = [(210, 60, 40), (40, 110, 160), (235, 232, 225), (60, 140, 80)]


def object_plan(rng, camera_from_keyboard, frames, scale):
    """The objects: kind, landing point (camera pixels), size, colour, height, frame it lands."""
    plan = []
    spots = [(rng.uniform(0.05, 0.25), rng.uniform(-0.55, -0.35)),   # beside the keys, above the left half
             (rng.uniform(0.35, 0.65), rng.uniform(-0.17, -0.13)),   # just above the top row
             (rng.uniform(0.75, 0.95), rng.uniform(-0.55, -0.35))]   # beside the keys, right
    kinds = ["phone", "phone", "mug"]
    rng.shuffle(kinds)
    landings = [int((0.15 + 0.2 * i + rng.uniform(0, 0.1)) * frames) for i in range(3)]
    for (u, v), kind, land in zip(spots, kinds, landings):
        x, y = apply(camera_from_keyboard, u, v)
        if kind == "phone":
            size = (rng.uniform(34, 42) * scale, rng.uniform(70, 82) * scale)
            colour = PHONE_COLOURS[rng.integers(len(PHONE_COLOURS))]
            height = rng.uniform(4, 8) * scale
            if v > -0.2:  # lying across, above the top row
                size = (size[1], size[0])
        else:
            size = (rng.uniform(56, 70) * scale,) * 2
            colour = MUG_COLOURS[rng.integers(len(MUG_COLOURS))]
            height = rng.uniform(45, 60) * scale
        plan.append({"kind": kind, "at": (x, y), "size": size, "colour": colour, "height": height,
                     "land": land, "angle": rng.uniform(-12, 12)})
    return plan


def object_footprint(obj, px, py, lift, scale):
    """Coverage (0..1, antialiased) of the object's outline at pixels (px, py), `lift` px above the desk."""
    grow = 1 + 0.004 * lift / scale
    cx, cy = obj["at"]
    a = math.radians(obj["angle"])
    dx, dy = px - cx, py - cy
    u = (math.cos(a) * dx + math.sin(a) * dy) / grow
    v = (-math.sin(a) * dx + math.cos(a) * dy) / grow
    hx, hy = obj["size"][0] / 2, obj["size"][1] / 2
    if obj["kind"] == "phone":
        r = min(hx, hy) * 0.25
        qx, qy = np.abs(u) - (hx - r), np.abs(v) - (hy - r)
        d = np.hypot(np.maximum(qx, 0), np.maximum(qy, 0)) + np.minimum(np.maximum(qx, qy), 0) - r
    else:
        d = (np.hypot(u / hx, v / hy) - 1) * min(hx, hy)
        handle = np.hypot(u - hx * 1.05, v) - 0.28 * hx
        d = np.minimum(d, np.abs(handle) - 0.09 * hx)
    return np.clip(0.5 - d, 0, 1), u / hx, v / hy


def draw_objects(image, plan, index, light, strength, scale):
    """The objects in the air or down at frame `index` with their shadows, over `image` (float RGB, in place)."""
    h, w, _ = image.shape
    for obj in plan:
        if index < obj["land"] - 8:
            continue
        lift = max(obj["land"] - index, 0) * 7.5 * scale
        z = obj["height"] + lift
        cx, cy = obj["at"]
        reach = max(obj["size"]) * 0.8 + z * 1.0 + 12
        x0, x1 = int(max(cx - reach, 0)), int(min(cx + reach, w))
        y0, y1 = int(max(cy - reach, 0)), int(min(cy + reach, h))
        if x0 >= x1 or y0 >= y1:
            continue
        py, px = np.mgrid[y0:y1, x0:x1].astype(np.float32)
        px += 0.5
        py += 0.5
        # Shadow: the footprint cast along the light by the object's height, softer the higher it is.
        shadow, _, _ = object_footprint(obj, px - light[0] * z, py - light[1] * z, lift, scale)
        soft = 0.8 + 0.04 * z / scale
        shadow = cv2.GaussianBlur(shadow.astype(np.float32), (0, 0), soft)
        region = image[y0:y1, x0:x1]
        region *= (1 - strength * shadow)[..., None]
        cover, u, v = object_footprint(obj, px, py, lift, scale)
        colour = np.array(obj["colour"], np.float32)
        if obj["kind"] == "phone":
            inner = (np.abs(u) < 0.86) & (np.abs(v) < 0.9)
            glass = np.where(inner, 0.55 + 0.25 * np.clip(1 - np.abs(u + v - 0.3) * 3, 0, 1), 1.0)
            paint = np.where(inner[..., None], np.array([20, 22, 28], np.float32) * glass[..., None] + 30 *
                             (glass[..., None] - 0.55), colour[None, None, :])
        else:
            rim = np.hypot(u, v)
            shade = 0.75 + 0.25 * np.clip(1 - rim, 0, 1)
            paint = colour[None, None, :] * shade[..., None]
            paint = np.where((rim < 0.72)[..., None], np.array([62, 38, 24], np.float32), paint)
        region += (paint - region) * cover[..., None]


# ---------------------------------------------------------------- the hand


def capsule_sdf(px, py, a, b, ra, rb):
    """Signed distance to a tapered capsule a (radius ra) -> b (radius rb), the parameter along it and
    the distance from its axis over the local radius (for shading), and the axis' unit normal."""
    abx, aby = b[0] - a[0], b[1] - a[1]
    length2 = abx * abx + aby * aby + 1e-9
    t = np.clip(((px - a[0]) * abx + (py - a[1]) * aby) / length2, 0, 1)
    qx, qy = a[0] + t * abx - px, a[1] + t * aby - py
    dist = np.sqrt(qx * qx + qy * qy)
    r = ra + (rb - ra) * t
    length = math.sqrt(length2)
    nx, ny = -aby / length, abx / length
    side = -(qx * nx + qy * ny) / np.maximum(r, 1e-6)  # signed: -1…1 across the capsule
    return dist - r, t, np.clip(side, -1, 1), (nx, ny)


def ellipse_sdf(px, py, c, axes, angle):
    ca, sa = math.cos(angle), math.sin(angle)
    dx, dy = px - c[0], py - c[1]
    u = (ca * dx + sa * dy) / axes[0]
    v = (-sa * dx + ca * dy) / axes[1]
    rho = np.sqrt(u * u + v * v)
    return (rho - 1) * min(axes), np.clip(rho, 0, 1), (u, v)


class Hand:
    """A right hand's layout in camera pixels for a fingertip at `tip`, the finger pointing up the image
    tilted by `tilt` (radians; positive: the hand lies to the tip's lower right), with heights (pixels
    above the desk) of the finger's underside: `height` at the tip, rising along the finger."""

    def __init__(self, tip, tilt, height, radius, rng_shape, second=None):
        self.tip, self.height, self.r = tip, height, radius
        d = (math.sin(tilt), math.cos(tilt))  # from the tip toward the hand (down the image)
        self.d = d
        side = (d[1], -d[0])  # toward the hand's little finger (image right for an upright hand)
        bends = rng_shape
        lengths = (2.6 * radius, 2.8 * radius, 3.4 * radius)
        joints = [tip]
        angle = tilt
        for index, length in enumerate(lengths):
            angle += bends[index]
            step = (math.sin(angle) * length, math.cos(angle) * length)
            joints.append((joints[-1][0] + step[0], joints[-1][1] + step[1]))
        # The first joint is the tip's cap centre: move the finger so its far end is at the tip.
        first = (joints[1][0] - joints[0][0], joints[1][1] - joints[0][1])
        norm = math.hypot(*first)
        cap = (tip[0] + first[0] / norm * 0.92 * radius, tip[1] + first[1] / norm * 0.92 * radius)
        shift = (cap[0] - tip[0], cap[1] - tip[1])
        self.joints = [(x + shift[0], y + shift[1]) for x, y in joints]
        self.radii = [0.92 * radius, 1.0 * radius, 1.08 * radius, 1.18 * radius]
        # The underside's height at each joint: the distal segment rises steeply from the tip (a
        # pressing finger is curled), the others less.
        self.heights = [height]
        for index, slope in enumerate((0.65, 0.4, 0.25)):
            self.heights.append(self.heights[-1] + slope * lengths[index])
        knuckle = self.joints[3]
        self.palm_centre = (knuckle[0] + d[0] * 5.2 * radius + side[0] * 2.6 * radius,
                            knuckle[1] + d[1] * 5.2 * radius + side[1] * 2.6 * radius)
        self.palm_axes = (5.4 * radius, 6.2 * radius)
        self.palm_angle = -tilt
        self.palm_height = self.heights[3] + 2.4 * radius
        self.curled = []
        # A second extended finger (the middle finger) in place of the first curled one, when given as
        # its tip's offset (dx, dy) from the index tip in pixels and its height dz above the index tip.
        self.second = None
        if second is not None:
            dx, dy, dz = second
            tip2 = (tip[0] + dx, tip[1] + dy)
            base2 = (knuckle[0] + side[0] * 2.1 * radius + d[0] * 0.6 * radius,
                     knuckle[1] + side[1] * 2.1 * radius + d[1] * 0.6 * radius)
            span = math.hypot(base2[0] - tip2[0], base2[1] - tip2[1])
            u = ((base2[0] - tip2[0]) / span, (base2[1] - tip2[1]) / span)
            cap = (tip2[0] + u[0] * 0.92 * radius, tip2[1] + u[1] * 0.92 * radius)
            share = np.cumsum([0.0, 2.6, 2.8, 3.4]) / 8.8
            reach = span - 0.92 * radius
            joints2 = [(cap[0] + u[0] * reach * f, cap[1] + u[1] * reach * f) for f in share]
            z_tip, z_base = height + dz, self.heights[3]
            heights2 = [z_tip + (z_base - z_tip) * f for f in share]
            self.second = (joints2, heights2, [0.95 * radius, 1.02 * radius, 1.1 * radius, 1.2 * radius])
        for index in range(1 if second is not None else 0, 3):
            base = (knuckle[0] + side[0] * (2.1 + 1.9 * index) * radius + d[0] * (0.6 + 0.5 * index) * radius,
                    knuckle[1] + side[1] * (2.1 + 1.9 * index) * radius + d[1] * (0.6 + 0.5 * index) * radius)
            end = (base[0] - d[0] * 1.6 * radius, base[1] - d[1] * 1.6 * radius)
            self.curled.append((end, base, 0.95 * radius - 0.08 * index * radius))
        thumb_base = (self.palm_centre[0] - side[0] * 4.6 * radius + d[0] * 1.5 * radius,
                      self.palm_centre[1] - side[1] * 4.6 * radius + d[1] * 1.5 * radius)
        thumb_tip = (thumb_base[0] - side[0] * 2.0 * radius - d[0] * 3.6 * radius,
                     thumb_base[1] - side[1] * 2.0 * radius - d[1] * 3.6 * radius)
        self.thumb = (thumb_tip, thumb_base, 1.05 * radius, 1.35 * radius)
        wrist = (self.palm_centre[0] + d[0] * 5.6 * radius, self.palm_centre[1] + d[1] * 5.6 * radius)
        elbow = (wrist[0] + d[0] * 60 * radius, wrist[1] + d[1] * 60 * radius)
        self.wrist, self.elbow = wrist, elbow
        self.arm_radius = 3.9 * radius
        self.sleeve_start = (wrist[0] + d[0] * 3.0 * radius, wrist[1] + d[1] * 3.0 * radius)

    def finger_parts(self):
        """How many of the shadow's first capsules are extended fingers' (sharp penumbra)."""
        return 3 if self.second is None else 6

    def shadow_parts(self, light):
        """Capsules and ellipses of the shadow on the desk: each part moved by height × light."""
        def cast(point, z):
            return (point[0] + z * light[0], point[1] + z * light[1])

        caps = []
        for index in range(3):
            caps.append((cast(self.joints[index], self.heights[index]), cast(self.joints[index + 1],
                         self.heights[index + 1]), self.radii[index], self.radii[index + 1], self.heights[index]))
        if self.second is not None:
            joints2, heights2, radii2 = self.second
            for index in range(3):
                caps.append((cast(joints2[index], heights2[index]), cast(joints2[index + 1], heights2[index + 1]),
                             radii2[index], radii2[index + 1], heights2[index]))
        z = self.palm_height
        for end, base, r in self.curled:
            caps.append((cast(end, z - 4), cast(base, z), r, r, z))
        tip, base, ra, rb = self.thumb
        caps.append((cast(tip, z - 8), cast(base, z), ra, rb, z))
        caps.append((cast(self.wrist, z + 4), cast(self.elbow, z + 120), self.arm_radius, self.arm_radius * 1.2, z))
        palm = (cast(self.palm_centre, z), self.palm_axes, self.palm_angle)
        return caps, palm


def lambert(nx, ny, nz, light3):
    return np.clip(nx * light3[0] + ny * light3[1] + nz * light3[2], 0, 1)


def draw_scene(base, hand, tone, sleeve, nails, light, light3, strength, scale):
    """The hand and its shadow over `base` (float RGB, modified in place)."""
    h, w, _ = base.shape
    caps, palm = hand.shadow_parts(light)
    # Region: everything the hand or its shadow may cover, clipped to the frame.
    xs = [hand.tip[0], hand.palm_centre[0], hand.wrist[0], hand.elbow[0]] + [c[0][0] for c in caps] + [
        c[1][0] for c in caps]
    ys = [hand.tip[1], hand.palm_centre[1], hand.wrist[1], hand.elbow[1]] + [c[0][1] for c in caps] + [
        c[1][1] for c in caps]
    reach = 8 * hand.r + 20
    x0, x1 = int(max(min(xs) - reach, 0)), int(min(max(xs) + reach, w))
    y0, y1 = int(max(min(ys) - reach, 0)), int(min(max(ys) + reach, h))
    if x0 >= x1 or y0 >= y1:
        return
    py, px = np.mgrid[y0:y1, x0:x1].astype(np.float32)
    px += 0.5
    py += 0.5

    def window(points, reach):
        """The part of the region within `reach` of the points' box (slices; empty when outside)."""
        wx0 = int(max(min(p[0] for p in points) - reach - x0, 0))
        wx1 = int(max(min(max(p[0] for p in points) + reach + 2 - x0, x1 - x0), 0))
        wy0 = int(max(min(p[1] for p in points) - reach - y0, 0))
        wy1 = int(max(min(max(p[1] for p in points) + reach + 2 - y0, y1 - y0), 0))
        return slice(wy0, max(wy1, wy0)), slice(wx0, max(wx1, wx0))

    # Shadow: the finger's part blurred by its height (penumbra), the rest more.
    finger = np.zeros(px.shape, np.float32)
    rest = np.zeros(px.shape, np.float32)
    for index, (a, b, ra, rb, _) in enumerate(caps):
        sub = window([a, b], max(ra, rb) + 2)
        if px[sub].size == 0:
            continue
        cover = np.clip(0.5 - capsule_sdf(px[sub], py[sub], a, b, ra, rb)[0], 0, 1)
        target = finger if index < hand.finger_parts() else rest
        np.maximum(target[sub], cover, out=target[sub])
    sub = window([palm[0]], max(palm[1]) + 2)
    if px[sub].size:
        sdf = ellipse_sdf(px[sub], py[sub], palm[0], palm[1], palm[2])[0]
        np.maximum(rest[sub], np.clip(0.5 - sdf, 0, 1), out=rest[sub])
    sigma = (0.6 + 0.05 * hand.height / scale) * scale
    finger = cv2.GaussianBlur(finger, (0, 0), sigma)
    rest = cv2.GaussianBlur(rest, (0, 0), 3.0 * scale)
    shade = np.maximum(finger, rest)
    region = base[y0:y1, x0:x1]
    region *= (1 - strength * shade)[..., None]
    if hand.height < 0.5 * scale:
        # Contact: a faint darkening around the resting tip (light blocked near the contact).
        d = np.hypot(px - hand.tip[0], py - hand.tip[1] - hand.r)
        region *= (1 - 0.1 * np.clip(1 - (d - hand.r) / (4 * scale), 0, 1))[..., None]

    skin = np.array(tone, np.float32)

    def paint(cover, colour, sub):
        part = region[sub]
        part += (colour - part) * cover[..., None]

    def cylinder(a, b, ra, rb, colour, crease_at=None):
        sub = window([a, b], max(ra, rb) + 2)
        if px[sub].size == 0:
            return None
        sdf, t, side, (nx, ny) = capsule_sdf(px[sub], py[sub], a, b, ra, rb)
        cover = np.clip(0.5 - sdf, 0, 1)
        if not cover.any():
            return None
        nz = np.sqrt(np.clip(1 - side * side, 0, 1))
        lit = 0.5 + 0.55 * lambert(side * nx, side * ny, nz, light3) + 0.12 * lambert(side * nx, side * ny, nz,
                                                                                    light3) ** 12
        tint = colour[None, None, :] * lit[..., None]
        if crease_at is not None:
            crease = np.exp(-((t - crease_at) * math.hypot(b[0] - a[0], b[1] - a[1]) / 0.9) ** 2) * 0.1
            tint *= (1 - crease)[..., None]
        paint(cover, tint, sub)
        return sdf, t, side, sub

    # Back to front: arm (sleeve), palm, curled fingers, thumb, index finger.
    cylinder(hand.wrist, hand.sleeve_start, hand.arm_radius * 0.95, hand.arm_radius, skin)
    cylinder(hand.sleeve_start, hand.elbow, hand.arm_radius * 1.12, hand.arm_radius * 1.3,
             np.array(sleeve, np.float32))
    sub = window([hand.palm_centre], max(hand.palm_axes) + 2)
    if px[sub].size:
        sdf, rho, (u, v) = ellipse_sdf(px[sub], py[sub], hand.palm_centre, hand.palm_axes, hand.palm_angle)
        cover = np.clip(0.5 - sdf, 0, 1)
        nz = np.sqrt(np.clip(1 - rho * rho, 0.05, 1))
        lit = 0.5 + 0.55 * lambert(u * 0.7, v * 0.7, nz, light3)
        paint(cover, skin[None, None, :] * lit[..., None], sub)
    for end, base_point, r in hand.curled:
        cylinder(end, base_point, r, r * 1.05, skin * 0.97)
    tip, base_point, ra, rb = hand.thumb
    cylinder(tip, base_point, ra, rb, skin * 0.98)
    if hand.second is not None:
        joints2, _, radii2 = hand.second
        for index in (2, 1, 0):
            cylinder(joints2[index], joints2[index + 1], radii2[index], radii2[index + 1], skin * 0.99,
                     crease_at=1.0 if index < 2 else None)
    for index in (2, 1, 0):
        result = cylinder(hand.joints[index], hand.joints[index + 1], hand.radii[index], hand.radii[index + 1], skin,
                          crease_at=1.0 if index < 2 else None)
        if index == 0 and nails and result is not None:
            sdf0, t, side, sub = result
            qx, qy = px[sub], py[sub]
            length = math.hypot(hand.joints[1][0] - hand.joints[0][0], hand.joints[1][1] - hand.joints[0][1])
            # From above, the nail covers the cap and the first half of the distal segment.
            ax, ay = hand.joints[0]
            dx, dy = (hand.joints[1][0] - ax) / length, (hand.joints[1][1] - ay) / length
            along = (qx - ax) * dx + (qy - ay) * dy
            across = np.abs(-(qx - ax) * dy + (qy - ay) * dx)
            plate = (along < 0.55 * length) & (across < 0.68 * hand.radii[0])
            cover = np.clip(0.5 - sdf0, 0, 1) * plate * np.clip(0.68 * hand.radii[0] - across, 0, 1)
            nail = (skin * 0.45 + np.array([238, 196, 196], np.float32) * 0.55)
            free_edge = (along < -0.55 * hand.radii[0])[..., None]
            colour = np.where(free_edge, np.array([242, 238, 228], np.float32), nail)
            paint(cover, colour * (0.9 + 0.1 * np.sqrt(np.clip(1 - side * side, 0, 1)))[..., None], sub)


# ---------------------------------------------------------------- the typing script


WORDS = ("the quick brown fox jumps over lazy dog pack my box with five dozen liquor jugs vision keyboard "
         "desk light shadow finger paper print camera table wood cloth news ink touch key press").split()


def key_plan(spec, rng, count):
    """`count` keys to touch: letters of random words (their ids `letter.<c>` when the keyboard has them)
    and now and then any other key."""
    keys = spec["keys"]
    by_id = {k["id"]: k for k in keys}
    plan = []
    while len(plan) < count:
        word = WORDS[int(rng.integers(len(WORDS)))]
        for ch in word:
            key = by_id.get("letter." + ch)
            if key is None or rng.random() < 0.1:
                key = keys[int(rng.integers(len(keys)))]
            plan.append(key)
            if len(plan) == count:
                break
    return plan


def aim_point(key, rng, edges, camera_from_keyboard, scale):
    """Where the tip rests: near the key's centre, or 1.5–2.5 camera px inside its left or right edge."""
    x, y, kw, kh = key["rect"]
    if edges:
        inset_px = rng.uniform(1.5, 2.5) * scale
        left = rng.random() < 0.5
        # The inset in keyboard units along the key's row, measured in camera pixels.
        cy = y + kh * (0.5 + rng.uniform(-0.15, 0.15))
        edge_u = x if left else x + kw
        p0 = apply(camera_from_keyboard, edge_u, cy)
        p1 = apply(camera_from_keyboard, edge_u + (0.01 if left else -0.01), cy)
        per_unit = math.hypot(p1[0] - p0[0], p1[1] - p0[1]) / 0.01
        u = edge_u + (inset_px / per_unit if left else -inset_px / per_unit)
        return u, cy
    u = x + kw * np.clip(0.5 + rng.normal(0, 0.1), 0.25, 0.75)
    v = y + kh * np.clip(0.5 + rng.normal(0, 0.1), 0.3, 0.7)
    return u, v


def key_beside(spec, key):
    """The key to the right of `key` in its row (touching it), or None."""
    x, y, kw, kh = key["rect"]
    for other in spec["keys"]:
        ox, oy, ow, oh = other["rect"]
        if abs(oy - y) < 1e-6 and abs(ox - (x + kw)) < 0.25 * kw and other["id"] != key["id"]:
            return other
    return None


def timeline(spec, rng, touches, settings, camera_from_keyboard, width, height):
    """Per frame: (tip, height, tilt, tone, sleeve) or None (no hand); the contacts (start, end, id)."""
    frames, contacts = [], []
    plan = key_plan(spec, rng, touches)
    away = (width * 0.5, height * 1.45)
    tones = settings["tones"]
    scale = width / 640
    segment = 0

    def appearance():
        return TONES[tones[segment % len(tones)]][1], SLEEVES[int(rng.integers(len(SLEEVES)))]

    for _ in range(int(rng.integers(12, 18))):
        frames.append(None)
    look = appearance()
    position, tilt = away, 0.0
    since_break = 0
    breaks = settings.get("breaks", (6, 11))  # touches between the hand's departures (a new tone each time)
    break_after = int(rng.integers(*breaks))
    fast, slides = settings.get("fast", False), settings.get("slide", False)
    pose = settings.get("second")
    radius_guess = 8.0 * scale
    for index, key in enumerate(plan):
        u, v = aim_point(key, rng, settings["edges"], camera_from_keyboard, scale)
        target = apply(camera_from_keyboard, u, v)
        target_tilt = math.radians(np.clip((target[0] - width / 2) / width * -30 + rng.normal(0, 6), -22, 22))
        second, chord = None, None
        if pose == "chord" and index % 3 == 2:
            chord = key_beside(spec, key)
            if chord is not None:
                target2 = apply(camera_from_keyboard, chord["rect"][0] + chord["rect"][2] / 2, v)
                second = (target2[0] - target[0], target2[1] - target[1], 0.0)
        elif pose in ("beside", "ahead") and rng.random() < 0.7:
            # The middle finger held out beside the index, in the hand's frame (d down the finger, side
            # towards the little finger): beside is a little shorter, ahead reaches past the index tip.
            d = (math.sin(target_tilt), math.cos(target_tilt))
            side = (d[1], -d[0])
            across = rng.uniform(2.1, 2.6) * radius_guess
            along = rng.uniform(0.3, 1.2) * radius_guess if pose == "beside" else -rng.uniform(1.0, 1.8) * radius_guess
            lift = rng.uniform(6, 12) * scale if pose == "beside" else rng.uniform(8, 14) * scale
            second = (side[0] * across + d[0] * along, side[1] * across + d[1] * along, lift)

        def with_second(p, z, t, lk, extra=second):
            return (p, z, t, lk, extra)
        if fast and position != away:
            # Fast typing: one or two frames in the air on a low arc, landing with 12–20 % of the way
            # still to go sideways (the finger comes down while it moves).
            air = int(rng.integers(1, 3))
            peak = rng.uniform(5, 9) * scale
            for step, e in enumerate((0.8,) if air == 1 else (0.45, 0.88)):
                p = (position[0] + (target[0] - position[0]) * e, position[1] + (target[1] - position[1]) * e)
                z = peak * math.sin(math.pi * (step + 1) / (air + 1))
                frames.append(with_second(p, z, tilt + (target_tilt - tilt) * e, look))
            tilt = target_tilt
        else:
            travel = int(rng.integers(3, 7)) if position != away else int(rng.integers(5, 8))
            hover = rng.uniform(18, 30) * scale
            for step in range(1, travel + 1):
                t = step / travel
                e = t * t * (3 - 2 * t)
                p = (position[0] + (target[0] - position[0]) * e, position[1] + (target[1] - position[1]) * e)
                frames.append(with_second(p, hover + 8 * scale * math.sin(math.pi * t), tilt + (target_tilt - tilt) * e, look))
            tilt = target_tilt
            # Now and then a dip that stops above the key: a hover, never a touch.
            if not fast and rng.random() < 0.2:
                low = rng.uniform(6, 10) * scale
                for z in (hover * 0.6, low + 4 * scale, low, low, low + 5 * scale, hover * 0.7):
                    frames.append(with_second(target, z, tilt, look))
            descent = int(rng.integers(3, 6))
            for step in range(descent):
                z = hover * (1 - (step + 1) / (descent + 1)) ** 1.5
                frames.append(with_second(target, z, tilt, look))
        contact = 5 if fast else int(rng.integers(5, 10))  # fast: 83 ms at 60 fps
        start = len(frames)
        for _ in range(contact):
            frames.append(with_second(target, 0.0, tilt, look))
        contacts.append((start, len(frames) - 1, key["id"], look[0]))
        if chord is not None:
            contacts.append((start, len(frames) - 1, chord["id"], look[0]))
        position = target
        if slides and rng.random() < 0.5:
            # The finger slides on the paper (mostly sideways, eased), rests, then lifts: no press.
            length = rng.uniform(35, 90) * scale
            angle = rng.uniform(-0.35, 0.35) + (0.0 if rng.random() < 0.5 else math.pi)
            end = (float(np.clip(target[0] + length * math.cos(angle), 0.12 * width, 0.88 * width)),
                   float(np.clip(target[1] + length * math.sin(angle), 0.32 * height, 0.68 * height)))
            glide = int(rng.integers(5, 10))
            for step in range(1, glide + 1):
                t = step / glide
                e = t * t * (3 - 2 * t)
                frames.append(with_second((target[0] + (end[0] - target[0]) * e, target[1] + (end[1] - target[1]) * e), 0.0,
                               tilt, look))
            for _ in range(int(rng.integers(2, 6))):
                frames.append(with_second(end, 0.0, tilt, look))
            position = end
        since_break += 1
        leaving = since_break >= break_after and index + 1 < len(plan)
        if not fast or leaving or index + 1 == len(plan):
            for z in (5.0 * scale, 12.0 * scale, 20.0 * scale):
                frames.append(with_second(position, z, tilt, look))
        if leaving:
            since_break = 0
            break_after = int(rng.integers(*breaks))
            for step in range(1, 5):
                t = step / 4
                frames.append(((position[0], position[1] + (away[1] - position[1]) * t), 24.0 * scale, tilt, look))
            for _ in range(int(rng.integers(8, 16))):
                frames.append(None)
            segment += 1
            look = appearance()
            position = away
    for _ in range(12):
        frames.append(None)
    return frames, contacts


# ---------------------------------------------------------------- optics and writing


def motion_kernel(length, angle):
    k = np.zeros((length, length), np.float32)
    c = (length - 1) / 2
    for i in range(length * 4):
        t = i / (length * 4 - 1) - 0.5
        x, y = c + t * (length - 1) * math.cos(angle), c + t * (length - 1) * math.sin(angle)
        k[int(round(y)), int(round(x))] = 1
    return k / k.sum()


def kelvin_rgb(kelvin):
    """A black body's colour at `kelvin` (Tanner Helland's fit of the CIE 1964 10-degree data), linear RGB."""
    t = kelvin / 100
    red = 255.0 if t <= 66 else 329.698727446 * (t - 60) ** -0.1332047592
    green = 99.4708025861 * math.log(t) - 161.1195681661 if t <= 66 else 288.1221695283 * (t - 60) ** -0.0755148492
    blue = 255.0 if t >= 66 else (0.0 if t <= 19 else 138.5177312231 * math.log(t - 10) - 305.0447927307)
    encoded = np.clip(np.array([red, green, blue], np.float64), 1, 255) / 255
    return srgb_to_linear(encoded)


def srgb_to_linear(v):
    return np.where(v <= 0.04045, v / 12.92, ((v + 0.055) / 1.055) ** 2.4)


def linear_to_srgb(v):
    return np.where(v <= 0.0031308, v * 12.92, 1.055 * np.power(np.maximum(v, 0), 1 / 2.4) - 0.055)


def sensor_gains(settings, index, frames):
    """Per-channel gains on linear light at frame `index` of `frames` (None: the calibration's light);
    the calibration frame sees the session's first light."""
    t = 0.0 if index is None else index / max(frames, 1)
    gains = np.ones(3)
    if settings.get("exposure"):
        gains *= 1 + settings["exposure"] * math.sin(2 * math.pi * t)
    if settings.get("kelvin"):
        start, middle = settings["kelvin"]
        kelvin = start + (middle - start) * math.sin(math.pi * t)
        ratio = kelvin_rgb(kelvin) / kelvin_rgb(start)
        gains *= ratio / ratio[1]
    return gains


def expose(image, gains):
    """The sensor's exposure and white balance: encoded values decoded to linear light, scaled per
    channel, re-encoded (clipping happens at the end, after noise)."""
    if gains is None or np.allclose(gains, 1):
        return image
    linear = srgb_to_linear(np.clip(image, 0, None) / 255.0) * gains[None, None, :]
    return (linear_to_srgb(linear) * 255.0).astype(np.float32)


def finish(image, settings, rng, move_matrix, gains=None):
    """The camera's move, its optics and its sensor: a float RGB frame -> 8-bit RGB."""
    h, w, _ = image.shape
    if move_matrix is not None and move_matrix.shape == (3, 3):
        image = cv2.warpPerspective(image, to_cv(move_matrix), (w, h), flags=cv2.INTER_LINEAR,
                                    borderMode=cv2.BORDER_REFLECT101)
    elif move_matrix is not None:
        image = cv2.warpAffine(image, move_matrix, (w, h), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REFLECT101)
    blur = settings["blur"]
    if blur is not None:
        if blur[0] == "defocus":
            image = cv2.GaussianBlur(image, (0, 0), blur[1])
        else:
            image = cv2.filter2D(image, -1, motion_kernel(blur[1], math.radians(settings.get("blur_angle", 20))))
    image = expose(image, gains)
    if settings["noise"] > 0:
        # `image + noise * sigma`, summed into the noise's own array when the frame is float32 (one frame-sized
        # temporary fewer; the same floats).
        noisy = rng.standard_normal(image.shape, dtype=np.float32)
        noisy *= np.float32(settings["noise"])
        image = np.add(noisy, image, out=noisy) if image.dtype == np.float32 else image + noisy
    out = np.clip(image + 0.5, 0, 255).astype(np.uint8)
    if settings["jpeg"] is not None:
        ok, data = cv2.imencode(".jpg", cv2.cvtColor(out, cv2.COLOR_RGB2BGR), [cv2.IMWRITE_JPEG_QUALITY,
                                                                              settings["jpeg"]])
        out = cv2.cvtColor(cv2.imdecode(data, cv2.IMREAD_COLOR), cv2.COLOR_BGR2RGB)
    return out


def write_png(path, rgb):
    # OpenCV's default is zlib level 1 with the run-length strategy; naming the level alone switches the
    # strategy to zlib's default, which here took twice as long (17 ms against 8 ms a 640 x 480 frame).
    if not cv2.imwrite(path, cv2.cvtColor(rgb, cv2.COLOR_RGB2BGR)):
        sys.exit(f"independent_scenes: cannot write {path}")


def write_frame(directory, name, rgb, frame_format):
    """A frame of the session: `name.png`, or `name.rgba` (packed RGBA, alpha 255: no compression, fast)."""
    if frame_format == "png":
        write_png(os.path.join(directory, name + ".png"), rgb)
        return
    rgba = cv2.cvtColor(rgb, cv2.COLOR_RGB2RGBA)  # alpha 255; the same bytes as filling a copy by hand, 5x faster
    with open(os.path.join(directory, name + ".rgba"), "wb") as f:
        f.write(rgba.tobytes())


def generate(sheet_dir, out_dir, name, touches, seed, preview=None, move_at=60, frame_format="png", move_frames=None,
             noise_seed=None):
    settings = condition(name)
    spec, grey = load_sheet(sheet_dir)
    width, height = spec["width"], spec["height"]
    rng = np.random.default_rng(seed)
    # The sensor's noise is drawn after the whole scene, from the scene's generator; `noise_seed` draws it from
    # a generator of its own instead: the same scene and motion, another noise on every frame.
    noise = rng if noise_seed is None else np.random.default_rng([seed, noise_seed])
    camera_from_keyboard = camera_view(width, height, rng)
    layers = desk_layers(spec, grey, camera_from_keyboard, settings["desk"], rng, width, height)
    desk = compose_desk(layers, None)
    frames, contacts = timeline(spec, rng, touches, settings, camera_from_keyboard, width, height)
    # The lamp: behind the user (the image's bottom), high; the shadow falls up the image.
    # A desk lamp behind the user and to one side: straight behind, the shadow of a resting finger
    # pointing up the image lies under the finger itself (condition `lamp_behind`).
    spread = settings.get("lamp", (25, 50))
    azimuth = math.radians(rng.uniform(*spread) * (1 if rng.random() < 0.5 else -1))
    reach = rng.uniform(*settings.get("reach", (0.55, 0.9)))  # horizontal shadow offset per pixel of height
    light = (reach * math.sin(azimuth), -reach * math.cos(azimuth))
    elevation = math.atan(1 / reach)
    light3 = (-math.sin(azimuth) * math.cos(elevation), math.cos(elevation) * math.cos(azimuth), math.sin(elevation))
    strength = rng.uniform(0.5, 0.6)
    scale = width / 640
    radius = rng.uniform(7.0, 9.0) * scale
    bends = tuple(math.radians(b) for b in rng.uniform(-5, 5, 3))
    move = settings["move"]
    camera_tilt = settings.get("tilt")
    move_matrix = None
    # A bump moves the camera at once; a tilt over 10 frames. `move_frames` spreads either over that many
    # frames (a phone sliding down the mug it leans on): the share of the move grows linearly.
    ramp = move_frames if move_frames is not None else (10 if camera_tilt is not None else 1)

    def bump(share):
        centre = (width / 2 - 0.5, height / 2 - 0.5)
        matrix = cv2.getRotationMatrix2D(centre, -move[2] * share, 1.0)
        matrix[0, 2] += move[0] * share
        matrix[1, 2] += move[1] * share
        return matrix

    if move is not None:
        move_matrix = bump(1.0)
    objects = object_plan(rng, camera_from_keyboard, len(frames), scale) if settings.get("objects") else []
    settle = settings.get("settle")
    os.makedirs(out_dir, exist_ok=True)
    write_frame(out_dir, "calibration", finish(desk.copy(), settings, noise, None, sensor_gains(settings, None, 1)),
                frame_format)
    tips = []
    settled_desk, settled_share = desk, 0.0
    for index, state in enumerate(frames):
        share = min(max((index - move_at * 2) / 180, 0.0), 1.0) if settle else 0.0
        if share != settled_share:
            # The sheet slides on the table (the table stays): shifted and turned about its centre.
            centre = apply(camera_from_keyboard, 0.5, 0.5)
            sheet_move = cv2.getRotationMatrix2D(centre, -settle[2] * share, 1.0)
            sheet_move[0, 2] += settle[0] * share
            sheet_move[1, 2] += settle[1] * share
            settled_desk, settled_share = compose_desk(layers, sheet_move), share
        image = settled_desk.copy()
        if objects:
            draw_objects(image, objects, index, light, strength, scale)
        tip_seen = None
        if state is not None:
            tip, z, tilt, (tone, sleeve) = state[:4]
            if settle and share > 0:
                # The hand aims at the keys where the sheet now lies.
                tip = (sheet_move[0, 0] * (tip[0] - 0.5) + sheet_move[0, 1] * (tip[1] - 0.5) + sheet_move[0, 2] + 0.5,
                       sheet_move[1, 0] * (tip[0] - 0.5) + sheet_move[1, 1] * (tip[1] - 0.5) + sheet_move[1, 2] + 0.5)
            hand = Hand(tip, tilt, z, radius, bends, second=state[4] if len(state) > 4 else None)
            draw_scene(image, hand, tone, sleeve, settings["nails"], light, light3, strength, scale)
            tip_seen = tip
        matrix = None
        if move_matrix is not None and index >= move_at:
            matrix = move_matrix if index - move_at + 1 >= ramp else bump((index - move_at + 1) / ramp)
        if camera_tilt is not None and index >= move_at:
            share = min((index - move_at + 1) / ramp, 1.0)
            matrix = tilt_matrix(camera_from_keyboard, width, height, *(share * v for v in camera_tilt))
            if tip_seen is not None:
                tip_seen = apply(matrix, tip_seen[0], tip_seen[1])
        elif tip_seen is not None and matrix is not None:
            x, y = tip_seen[0] - 0.5, tip_seen[1] - 0.5
            tip_seen = (matrix[0, 0] * x + matrix[0, 1] * y + matrix[0, 2] + 0.5,
                        matrix[1, 0] * x + matrix[1, 1] * y + matrix[1, 2] + 0.5)
        frame = finish(image, settings, noise, matrix, sensor_gains(settings, index, len(frames)))
        write_frame(out_dir, "frame-%06d" % index, frame, frame_format)
        if preview is not None and index % 97 == 50:
            os.makedirs(preview, exist_ok=True)
            write_png(os.path.join(preview, f"{name}-{index}.png"), frame)
        if tip_seen is not None and 0 <= tip_seen[0] <= width and 0 <= tip_seen[1] <= height:
            tips.append([index, round(tip_seen[0], 3), round(tip_seen[1], 3)])
    truth = {
        "format": "keyboard-bench vision session", "version": 1, "width": width, "height": height, "fps": 60,
        "layout": spec["layout"], "frames": len(frames), "frame_format": frame_format,
        "touches": [{"key": key, "start": start, "end": end} for start, end, key, _ in contacts],
        "fingertips": tips,
        "generator": {"name": "independent_scenes.py", "condition": name, "seed": seed, "settings": settings,
                      "touch_tones": [next(n for n, c in TONES if c == tone)
                                      for _, _, _, tone in contacts],
                      "lamp_azimuth_degrees": round(math.degrees(azimuth), 1),
                      "objects": [{"kind": o["kind"], "at": [round(o["at"][0], 1), round(o["at"][1], 1)],
                                   "land": o["land"], "colour": list(o["colour"])} for o in objects]},
    }
    with open(os.path.join(out_dir, "session.json"), "w") as f:
        json.dump(truth, f, indent=1)
    return len(frames), len(contacts)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sheet", help="a folder written by `vision-frames sheet`")
    parser.add_argument("--out", help="the session's folder (created)")
    parser.add_argument("--condition", default="plain", choices=sorted(CONDITIONS))
    parser.add_argument("--touches", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--move-at", type=int, default=60, help="the frame the camera move starts at")
    parser.add_argument("--move-frames", type=int, default=None,
                        help="the frames the camera move takes (default: a bump at once, a tilt over 10)")
    parser.add_argument("--noise-seed", type=int, default=None,
                        help="draw the sensor's noise from a generator of its own (the same scene, another noise)")
    parser.add_argument("--preview", help="also write a few frames here (PNG)")
    parser.add_argument("--format", default="png", choices=["png", "rgba"],
                        help="frame files: PNG (small) or packed RGBA (fast to write, 1.2 MB a 640 x 480 frame)")
    parser.add_argument("--list", action="store_true", help="print the conditions and exit")
    args = parser.parse_args()
    if args.list:
        for name in CONDITIONS:
            print(name, json.dumps(condition(name)))
        return
    if not args.sheet or not args.out:
        parser.error("--sheet and --out are required")
    if args.noise_seed is not None and args.noise_seed < 0:
        parser.error(f"--noise-seed must be 0 or more, got {args.noise_seed}")
    if args.move_frames is not None and args.move_frames < 1:
        parser.error(f"--move-frames must be at least 1, got {args.move_frames}")
    frames, touches = generate(args.sheet, args.out, args.condition, args.touches, args.seed, args.preview,
                               args.move_at, args.format, args.move_frames, args.noise_seed)
    print(f"{args.condition}: wrote {frames} frames and {touches} touches to {args.out}")


if __name__ == "__main__":
    main()
