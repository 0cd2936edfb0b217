"""Colour science for tests/test_colour_vision.py: how far apart two colours look, to
normal vision and under simulated colour blindness.

* :func:`simulate` - sRGB colours as a dichromat sees them, by daltonlens (PyPI): Viénot,
  Brettel & Mollon (1999) for protanopia and deuteranopia, Brettel, Viénot & Mollon
  (1997) for tritanopia - the simulations daltonlens itself recommends for complete
  dichromacy (its ``Simulator_AutoSelect``), on the Smith & Pokorny cone model.
* :func:`lab` - CIELAB (D65) of sRGB colours.
* :func:`ciede2000` - the CIEDE2000 colour difference (Sharma, Wu & Dalal 2005), checked
  against their published test pairs in the tests.
"""

from __future__ import annotations

import numpy as np
from daltonlens import convert
from daltonlens import simulate as dl

#: The deficiencies checked, by the names the tests print.
DEFICIENCIES = ("deuteranopia", "protanopia", "tritanopia")

_SIMULATORS = {
    "protanopia": (dl.Simulator_Vienot1999(convert.LMSModel_sRGB_SmithPokorny75()),
                   dl.Deficiency.PROTAN),
    "deuteranopia": (dl.Simulator_Vienot1999(convert.LMSModel_sRGB_SmithPokorny75()),
                     dl.Deficiency.DEUTAN),
    "tritanopia": (dl.Simulator_Brettel1997(convert.LMSModel_sRGB_SmithPokorny75()),
                   dl.Deficiency.TRITAN),
}


def simulate(rgb: np.ndarray, deficiency: str | None) -> np.ndarray:
    """``rgb`` (..., 3) sRGB in 0..1 as seen with ``deficiency`` (None: as it is)."""
    rgb = np.clip(np.asarray(rgb, dtype=float), 0.0, 1.0)
    if deficiency is None:
        return rgb
    simulator, kind = _SIMULATORS[deficiency]
    image = np.round(rgb.reshape(1, -1, 3) * 255).astype(np.uint8)
    out = simulator.simulate_cvd(image, kind, severity=1.0)
    return out.reshape(rgb.shape).astype(float) / 255.0


def lab(rgb: np.ndarray) -> np.ndarray:
    """CIELAB (D65 white) of sRGB colours ``rgb`` (..., 3) in 0..1."""
    c = np.clip(np.asarray(rgb, dtype=float), 0.0, 1.0)
    linear = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    m = np.array([[0.4124564, 0.3575761, 0.1804375],
                  [0.2126729, 0.7151522, 0.0721750],
                  [0.0193339, 0.1191920, 0.9503041]])
    xyz = linear @ m.T / np.array([0.95047, 1.0, 1.08883])
    f = np.where(xyz > (6 / 29) ** 3, np.cbrt(xyz), xyz / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]),
                     200 * (f[..., 1] - f[..., 2])], axis=-1)


def ciede2000(lab1: np.ndarray, lab2: np.ndarray) -> np.ndarray:
    """CIEDE2000 difference of CIELAB colours (kL = kC = kH = 1)."""
    L1, a1, b1 = np.moveaxis(np.asarray(lab1, dtype=float), -1, 0)
    L2, a2, b2 = np.moveaxis(np.asarray(lab2, dtype=float), -1, 0)
    c_bar = (np.hypot(a1, b1) + np.hypot(a2, b2)) / 2
    g = 0.5 * (1 - np.sqrt(c_bar ** 7 / (c_bar ** 7 + 25.0 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = np.hypot(a1p, b1), np.hypot(a2p, b2)
    h1p = np.degrees(np.arctan2(b1, a1p)) % 360
    h2p = np.degrees(np.arctan2(b2, a2p)) % 360
    h1p = np.where(c1p == 0, 0.0, h1p)
    h2p = np.where(c2p == 0, 0.0, h2p)
    dL, dC = L2 - L1, c2p - c1p
    dh = h2p - h1p
    dh = np.where(dh > 180, dh - 360, np.where(dh < -180, dh + 360, dh))
    dh = np.where(c1p * c2p == 0, 0.0, dh)
    dH = 2 * np.sqrt(c1p * c2p) * np.sin(np.radians(dh / 2))
    L_bar, cp_bar = (L1 + L2) / 2, (c1p + c2p) / 2
    h_sum = h1p + h2p
    h_bar = np.where(np.abs(h1p - h2p) > 180,
                     np.where(h_sum < 360, (h_sum + 360) / 2, (h_sum - 360) / 2), h_sum / 2)
    h_bar = np.where(c1p * c2p == 0, h_sum, h_bar)
    t = (1 - 0.17 * np.cos(np.radians(h_bar - 30)) + 0.24 * np.cos(np.radians(2 * h_bar))
         + 0.32 * np.cos(np.radians(3 * h_bar + 6)) - 0.20 * np.cos(np.radians(4 * h_bar - 63)))
    d_theta = 30 * np.exp(-(((h_bar - 275) / 25) ** 2))
    rc = 2 * np.sqrt(cp_bar ** 7 / (cp_bar ** 7 + 25.0 ** 7))
    sl = 1 + 0.015 * (L_bar - 50) ** 2 / np.sqrt(20 + (L_bar - 50) ** 2)
    sc = 1 + 0.045 * cp_bar
    sh = 1 + 0.015 * cp_bar * t
    rt = -np.sin(np.radians(2 * d_theta)) * rc
    return np.sqrt((dL / sl) ** 2 + (dC / sc) ** 2 + (dH / sh) ** 2
                   + rt * (dC / sc) * (dH / sh))


def distance(rgb1, rgb2, deficiency: str | None = None) -> float:
    """CIEDE2000 between two sRGB colours (0..1) as seen with ``deficiency``."""
    pair = simulate(np.array([rgb1, rgb2], dtype=float), deficiency)
    return float(ciede2000(lab(pair[0]), lab(pair[1])))


def closest_pair(colours: dict, deficiency: str | None = None) -> tuple[float, str, str]:
    """``(CIEDE2000, name, name)`` of the two colours of ``colours`` (name -> sRGB 0..1)
    that look most alike with ``deficiency``."""
    names = list(colours)
    best = (float("inf"), "", "")
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            d = distance(colours[a], colours[b], deficiency)
            if d < best[0]:
                best = (d, a, b)
    return best
