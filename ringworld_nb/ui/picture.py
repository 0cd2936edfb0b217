"""What the two canvases of a picture share (:mod:`.canvas`, :mod:`.lean_canvas`): the
figure's lock, and the class of the element around the picture in the page.

A figure has one lock (:func:`figure_lock`): held while the figure is rendered for the
page and while an app changes it, so that no frame shows a figure half changed (see
:mod:`.canvas` for how that happened).
"""

from __future__ import annotations

import threading

from matplotlib.figure import Figure

__all__ = ["PICTURE_CLASS", "figure_lock"]

#: The class of the element around an interactive picture's ``<canvas>`` (the lean
#: canvas's): it is named for a screen reader and takes the focus on a press.
PICTURE_CLASS = "rwnb-canvas"

_LOCKS_MADE = threading.Lock()


def figure_lock(figure: Figure) -> threading.RLock:
    """The lock of ``figure`` (made on first use; reentrant): held while the figure is
    rendered for the browser and while an app changes it (see the module docstring).

    >>> figure = Figure()
    >>> figure_lock(figure) is figure_lock(figure)
    True
    """
    lock = getattr(figure, "_rwnb_lock", None)
    if lock is None:
        with _LOCKS_MADE:
            lock = getattr(figure, "_rwnb_lock", None)
            if lock is None:
                lock = figure._rwnb_lock = threading.RLock()  # type: ignore[attr-defined]
    return lock
