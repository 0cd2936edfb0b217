"""The dice themselves: cube faces and pips of a stack in a quarter view, and the
letters drawn as paths."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from matplotlib.font_manager import FontProperties
from matplotlib.path import Path
from matplotlib.textpath import TextPath

from .style import SQRT3, Style


# ------------------------------------------------------------------ dice polygons --
def _pip_layout() -> dict[int, np.ndarray]:
    q = 0.5
    return {
        1: np.array([[0, 0]]),
        2: np.array([[q, q], [-q, -q]]),
        3: np.array([[q, q], [0, 0], [-q, -q]]),
        4: np.array([[q, q], [-q, -q], [q, -q], [-q, q]]),
        5: np.array([[q, q], [-q, -q], [q, -q], [-q, q], [0, 0]]),
        6: np.array([[q, q], [-q, -q], [q, -q], [-q, q], [q, 0], [-q, 0]]),
    }


_PIPS = _pip_layout()


def _dice_geometry(centres: np.ndarray, dice: np.ndarray, style: Style):
    """Polygons of the stacks, in painter's order (back row first, bottom die first).

    Returns ``(verts, hex_of, face, on_top_die, dice)``: ``verts`` (K, 4, 2); for each
    polygon the flat hex it belongs to, its face (0 left, 1 right, 2 top - top faces only
    on top dice, the others being hidden) and whether it belongs to the top die of its
    stack; and the number of dice drawn.
    """
    s = style.die_length
    w, h = s * SQRT3 / 2, s / 2
    counts = np.asarray(dice, dtype=np.intp).ravel()
    hex_idx = np.repeat(np.arange(len(counts)), counts)
    level = np.concatenate([np.arange(n) for n in counts]) if len(counts) else np.zeros(0)
    level = level.astype(float)
    px = centres[hex_idx, 0]
    py = centres[hex_idx, 1] + style.stack_base + level * s
    left = np.array([[0, 0], [-w, h], [-w, h + s], [0, s]])
    right = np.array([[0, 0], [w, h], [w, h + s], [0, s]])
    top = np.array([[0, s], [-w, h + s], [0, 2 * h + s], [w, h + s]])
    p = np.stack([px, py], axis=1)[:, None, :]
    sides = np.stack([p + left[None], p + right[None]], axis=1)  # (D, 2, 4, 2)
    is_top = level == (counts[hex_idx] - 1)
    # Interleave: each die's two sides, and after the top die of a stack its top face.
    n_die = len(hex_idx)
    per_die = 2 + is_top.astype(np.intp)
    total = int(per_die.sum())
    verts = np.empty((total, 4, 2))
    starts = (np.cumsum(per_die) - per_die).astype(np.intp)
    verts[starts] = sides[:, 0]
    verts[starts + 1] = sides[:, 1]
    tops = starts[is_top] + 2
    verts[tops] = p[is_top] + top[None]
    hex_of = np.repeat(hex_idx, per_die)
    face = np.empty(total, dtype=np.intp)
    face[starts] = 0
    face[starts + 1] = 1
    face[tops] = 2
    die_top = np.repeat(is_top, per_die)
    return verts, hex_of, face, die_top, n_die


def _stack_contains(centres: np.ndarray, dice: np.ndarray, style: Style,
                    x: float, y: float) -> np.ndarray:
    """Boolean per hex: does the point fall on the silhouette of its stack of dice?"""
    s = style.die_length
    w, h = s * SQRT3 / 2, s / 2
    dx = np.abs(x - centres[:, 0])
    base = centres[:, 1] + style.stack_base
    lo = base + h * dx / w
    hi = base + (np.asarray(dice).ravel() * s) + 2 * h - h * dx / w
    return (dx <= w) & (y >= lo) & (y <= hi)


# ----------------------------------------------------------------------- glyphs --
_FONT = FontProperties(family="DejaVu Sans", weight="bold")
_GLYPHS: dict[str, tuple[np.ndarray, np.ndarray]] = {}


def _glyph(text: str) -> tuple[np.ndarray, np.ndarray]:
    """Vertices (cap height 1, centred) and codes of ``text`` in a bold sans font."""
    if text not in _GLYPHS:
        tp = TextPath((0, 0), text, size=1.0, prop=_FONT)
        v = np.asarray(tp.vertices, dtype=float)
        cap = TextPath((0, 0), "H", size=1.0, prop=_FONT).vertices[:, 1].max()
        v = (v - [(v[:, 0].min() + v[:, 0].max()) / 2, cap / 2]) / cap
        codes = tp.codes if tp.codes is not None else np.full(len(v), Path.LINETO)
        _GLYPHS[text] = (v, np.asarray(codes))
    return _GLYPHS[text]


def _glyph_path(texts: Sequence[str], positions: np.ndarray, height: float) -> Path:
    """One compound path: ``texts[k]`` centred at ``positions[k]``, ``height`` tall."""
    if not len(texts):
        return Path(np.zeros((1, 2)), [Path.MOVETO])
    verts, codes = [], []
    for t, pos in zip(texts, positions):
        v, c = _glyph(t)
        verts.append(v * height + pos)
        codes.append(c)
    return Path(np.concatenate(verts), np.concatenate(codes))
