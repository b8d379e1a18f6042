"""How colours look to a colour-blind player, and how far apart two colours look.

Pure standard library on purpose: the app does not carry numpy for three 3x3 matrices. Used by the
tests and ``python -m game colours`` to check that the rule colours of each palette
(``scenes.palettes``) stay apart under each simulated vision.

Sources:

* Simulation: G. M. Machado, M. M. Oliveira, L. A. F. Fernandes, "A Physiologically-based Model
  for Simulation of Color Vision Deficiency", IEEE TVCG 15(6), 2009. The severity-1.0 matrices
  (dichromacy), applied to linear sRGB, as published by the authors and as used by daltonlens
  (``Simulator_Machado2009``) and colour-science.
* Colour difference: CIEDE2000, following G. Sharma, W. Wu, E. N. Dalal, "The CIEDE2000
  Color-Difference Formula: Implementation Notes, Supplementary Test Data, and Mathematical
  Observations", Color Research & Application 30(1), 2005. sRGB to CIELAB with the D65 white.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import combinations

RGB = tuple[int, int, int]
Matrix = tuple[tuple[float, float, float], ...]

VISIONS: tuple[str, ...] = ("normal", "deuteranopia", "protanopia", "tritanopia")

MACHADO_2009: dict[str, Matrix] = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def _to_linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _to_srgb(value: float) -> int:
    v = min(1.0, max(0.0, value))
    c = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(c * 255)


def simulate(rgb: RGB, vision: str) -> RGB:
    """``rgb`` as a person with ``vision`` sees it (``normal``: unchanged)."""
    matrix = MACHADO_2009.get(vision)
    if matrix is None:
        return rgb
    linear = [_to_linear(c) for c in rgb]
    return tuple(_to_srgb(sum(m * c for m, c in zip(row, linear, strict=True)))
                 for row in matrix)  # type: ignore[return-value]


def lab(rgb: RGB) -> tuple[float, float, float]:
    """CIELAB (D65) of an sRGB colour."""
    r, g, b = (_to_linear(c) for c in rgb)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e2000(first: RGB, second: RGB) -> float:
    """CIEDE2000 difference of two sRGB colours (about 2: just noticeable; 10+: clearly apart)."""
    return delta_e2000_lab(lab(first), lab(second))


def delta_e2000_lab(first: tuple[float, float, float],
                    second: tuple[float, float, float]) -> float:
    """CIEDE2000 difference of two CIELAB colours."""
    l1, a1, b1 = first
    l2, a2, b2 = second
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7)))
    a1p, a2p = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    else:
        dh = h2p - h1p
        if dh > 180:
            dh -= 360
        elif dh < -180:
            dh += 360
    big_dh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_mean, cp_mean = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_mean = (h1p + h2p) / 2
    else:
        h_mean = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_mean - 30)) + 0.24 * math.cos(math.radians(2 * h_mean))
         + 0.32 * math.cos(math.radians(3 * h_mean + 6))
         - 0.20 * math.cos(math.radians(4 * h_mean - 63)))
    d_theta = 30 * math.exp(-(((h_mean - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_mean ** 7 / (cp_mean ** 7 + 25 ** 7))
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    s_c = 1 + 0.045 * cp_mean
    s_h = 1 + 0.015 * cp_mean * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt((dl / s_l) ** 2 + (dc / s_c) ** 2 + (big_dh / s_h) ** 2
                     + r_t * (dc / s_c) * (big_dh / s_h))


def closest_pair(colours: dict[str, RGB], vision: str) -> tuple[float, str, str]:
    """The two colours that look most alike under ``vision``, and how far apart they look."""
    seen = {name: simulate(rgb, vision) for name, rgb in colours.items()}
    return min((delta_e2000(seen[a], seen[b]), a, b) for a, b in combinations(seen, 2))


def report_lines(groups: dict[str, dict[str, RGB]], visions: Sequence[str] = VISIONS
                 ) -> list[str]:
    """One line per group and vision: the closest pair and its difference."""
    lines = []
    for group, colours in groups.items():
        for vision in visions:
            gap, a, b = closest_pair(colours, vision)
            lines.append(f"{group:<28} {vision:<13} worst dE2000 {gap:5.1f}  ({a} / {b})")
    return lines
