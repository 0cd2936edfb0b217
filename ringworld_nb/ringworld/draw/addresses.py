"""The addresses written on the whole board (the apps' **Addresses** toggle).

Careful's words, the review and the move box name positions by their addresses - the
notation's digits, ``35`` for a level-1 position of L3, ``3`` for a level-2 one, ``*``
for the top position. With the addresses on, the whole board writes them where the
player can read them: every level whose addresses are at least the smallest legible
size (:func:`~ringworld_nb.core.pictures.min_glyph_height`) and still fit inside their
positions. On L3 that is every position; on L4, drawn whole, the level-1 positions are
too small for three digits, so levels 2 and up and the top carry theirs (a close-up,
View, writes the level-1 addresses).

Each address sits where a close-up writes it (:mod:`.closeup`): near the top inside a
level-1 position (its centre holds a green dot), above the centre of a bigger one (its
centre holds the arrow of a turn). Pure geometry, no artists.

>>> from ringworld_nb.ringworld.geometry import RingBoard
>>> labels = board_labels(RingBoard(3), least=0.045)
>>> len(labels.texts), "35" in labels.texts, "3" in labels.texts, "*" in labels.texts
(57, True, True, True)
>>> small = board_labels(RingBoard(4), least=0.048)
>>> sorted({len(t) for t in small.texts}), len(small.texts)
([1, 2], 57)
"""

from __future__ import annotations

import numpy as np

from ..geometry import RingBoard
from ..notation import TOP
from .closeup import (
    CAP_PER_RADIUS,
    LABEL_GROWTH,
    LABEL_GROWTH_HIGHER,
    LABEL_RISE,
    LABEL_RISE_HIGHER,
    MAX_CAP_PER_RADIUS,
    Labels,
)

__all__ = ["board_labels", "level_cap"]

#: The top position's ``*`` inks only the upper half of a digit's height: it is written
#: this much bigger, to read as clearly.
TOP_GROWTH = 1.6


def level_cap(board: RingBoard, level: int, least: float) -> float | None:
    """Cap height of the addresses of ``level`` on the whole board: the close-up's
    proportions (bigger positions, bigger digits), at least ``least``; None when that
    does not fit inside the level's positions (see :data:`~.closeup.
    MAX_CAP_PER_RADIUS`, which holds for the widest address, three digits)."""
    cap1 = max(CAP_PER_RADIUS * board.radius(1), least)
    growth = 1.0 if level == 1 else LABEL_GROWTH.get(level, LABEL_GROWTH_HIGHER)
    cap = cap1 * growth
    return cap if cap <= MAX_CAP_PER_RADIUS * board.radius(level) else None


def board_labels(board: RingBoard, least: float) -> Labels:
    """The addresses of every position of the levels whose addresses fit (see the
    module docstring), the top position's ``*`` included; ``least`` is the smallest
    legible cap height in data units."""
    texts: list[str] = []
    points: list[np.ndarray] = []
    heights: list[float] = []
    for level in board.levels:
        cap = level_cap(board, level, least)
        if cap is None:
            continue
        if level == board.order:
            cap *= TOP_GROWTH
        r = board.radius(level)
        rise = LABEL_RISE.get(level, LABEL_RISE_HIGHER) * r
        for index, centre in enumerate(board.centers(level)):
            texts.append(board.address(level, index) or TOP)
            points.append(np.asarray(centre, dtype=float) + [0.0, rise])
            heights.append(cap)
    return Labels(tuple(texts), np.array(points).reshape(-1, 2), np.array(heights))
