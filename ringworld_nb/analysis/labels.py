"""How a move is judged from the win chance it gives away: loss, label and accuracy.

Everything here is arithmetic on win chances (0..1, the expected score of the player
who moved: 1 a win, 0.5 a draw, 0 a loss); nothing searches. The same three numbers as
lichess's analysis board:

* **Loss** in Win% points (0..100): ``100 * (best_win - win_after)``, clamped at 0 -
  how much of the mover's win chance the move gave away compared with the best move.
  lichess takes "Win% before minus Win% after"; a position's value is that of its best
  move, so this is the same where both come from one search (Dice of Doom, where
  ``best_win == win_before``). With the tree search the best move's value is found as
  the move played's - by the search of the position after it - so that the two are
  compared like with like (:mod:`.judges`).
* **Label** by :class:`Thresholds`: lichess's are 5, 10 and 15 Win% points for an
  inaccuracy, a mistake and a blunder (0.1, 0.2, 0.3 on its -1..1 scale of winning
  chances). A move that loses nothing (``loss <= best``, 0 by default: the search's
  best move, or one it values as high) is ``"best"``; one below the inaccuracy
  threshold is ``"good"``.
* **Accuracy** of a move: ``103.1668 * exp(-0.04354 * loss) - 3.1669``, clamped to
  0..100 (lichess's curve fitted to its games: 100 for no loss, about 80 for a loss of
  5 points, 51 for 15, 32 for 25). A player's accuracy is the plain mean over their moves
  (lichess further weights moves by how sharp the position was; that is left out).

>>> label_for(0.0), label_for(4.9), label_for(5.0), label_for(12.0), label_for(40.0)
('best', 'good', 'inaccuracy', 'mistake', 'blunder')
>>> round(move_accuracy(0.0), 2), round(move_accuracy(5.0), 1), move_accuracy(100.0)
(100.0, 79.8, 0.0)
>>> loss_of(0.9, 0.6)
30.0
>>> Thresholds(inaccuracy=3, mistake=8, blunder=20).label(10)
'mistake'
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass
from typing import Any

from ..core.errors import ArgumentError
from ..core.validate import describe

__all__ = ["BEST", "GOOD", "INACCURACY", "MISTAKE", "BLUNDER", "LABELS", "Thresholds",
           "LICHESS", "label_for", "loss_of", "move_accuracy", "mean_accuracy",
           "at_least", "ACCURACY_A", "ACCURACY_K", "ACCURACY_B"]

BEST, GOOD, INACCURACY, MISTAKE, BLUNDER = "best", "good", "inaccuracy", "mistake", "blunder"
#: The labels, from no loss to the worst.
LABELS = (BEST, GOOD, INACCURACY, MISTAKE, BLUNDER)

#: lichess's accuracy curve: ``ACCURACY_A * exp(-ACCURACY_K * loss) + ACCURACY_B``.
ACCURACY_A, ACCURACY_K, ACCURACY_B = 103.1668, 0.04354, -3.1669


def _number(value: Any, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{name} must be a number, got {describe(value)}")
    if not math.isfinite(value):
        raise ArgumentError(f"{name} must be a finite number, got {describe(value)}")
    return float(value)


@dataclass(frozen=True)
class Thresholds:
    """The loss in Win% points (0..100) from which a move is an inaccuracy, a mistake,
    a blunder; a move that loses at most ``best`` points is labelled best.

    ``Thresholds()`` are lichess's (:data:`LICHESS`). They must grow:
    ``0 <= best < inaccuracy <= mistake <= blunder <= 100`` (ArgumentError otherwise).
    """

    inaccuracy: float = 5.0
    mistake: float = 10.0
    blunder: float = 15.0
    best: float = 0.0

    def __post_init__(self) -> None:
        values = [_number(getattr(self, name), name)
                  for name in ("best", "inaccuracy", "mistake", "blunder")]
        best, inaccuracy, mistake, blunder = values
        if not (0 <= best < inaccuracy <= mistake <= blunder <= 100):
            raise ArgumentError(
                f"thresholds must grow: 0 <= best < inaccuracy <= mistake <= blunder <= 100 "
                f"Win% points, got best {best:g}, inaccuracy {inaccuracy:g}, mistake "
                f"{mistake:g}, blunder {blunder:g}")
        for name, value in zip(("best", "inaccuracy", "mistake", "blunder"), values):
            object.__setattr__(self, name, value)

    def label(self, loss: float) -> str:
        """The label of a move that lost ``loss`` Win% points."""
        if loss <= self.best:
            return BEST
        if loss >= self.blunder:
            return BLUNDER
        if loss >= self.mistake:
            return MISTAKE
        if loss >= self.inaccuracy:
            return INACCURACY
        return GOOD

    def to_dict(self) -> dict[str, float]:
        """The thresholds as JSON data."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Thresholds:
        """Thresholds from :meth:`to_dict`'s data; ArgumentError or TypeError naming the
        problem."""
        if not isinstance(data, Mapping):
            raise TypeError(f"thresholds must be an object, got {describe(data)}")
        unknown = sorted(set(data) - {"best", "inaccuracy", "mistake", "blunder"}, key=str)
        if unknown:
            raise ArgumentError(f"unknown threshold(s): {', '.join(map(describe, unknown))}")
        return cls(**data)


#: lichess's thresholds: 5, 10 and 15 Win% points.
LICHESS = Thresholds()


def label_for(loss: float, thresholds: Thresholds = LICHESS) -> str:
    """The label of a move that lost ``loss`` Win% points (see :class:`Thresholds`)."""
    return thresholds.label(loss)


def loss_of(best_win: float, win_after: float) -> float:
    """Win% points lost: ``100 * (best_win - win_after)``, at least 0 (a move valued
    above the best one loses nothing), rounded to 1e-9 against float noise."""
    return round(max(0.0, 100.0 * (best_win - win_after)), 9)


def move_accuracy(loss: float) -> float:
    """lichess's accuracy of one move, 0..100, from the Win% points it lost."""
    raw = ACCURACY_A * math.exp(-ACCURACY_K * max(0.0, loss)) + ACCURACY_B
    return min(100.0, max(0.0, raw))


def mean_accuracy(losses: Iterable[float]) -> float | None:
    """The mean of :func:`move_accuracy` over ``losses``; None when there are none.

    >>> round(mean_accuracy([0.0, 100.0]), 2), mean_accuracy([])
    (50.0, None)
    """
    values = [move_accuracy(loss) for loss in losses]
    return sum(values) / len(values) if values else None


def at_least(label: str, floor: str) -> bool:
    """Whether ``label`` is as bad as ``floor`` or worse (``floor`` one of :data:`LABELS`).

    >>> at_least("blunder", "mistake"), at_least("good", "inaccuracy")
    (True, False)
    """
    if floor not in LABELS:
        raise ArgumentError(f"a label must be one of {', '.join(LABELS)}, got {describe(floor)}")
    return LABELS.index(label) >= LABELS.index(floor)


#: The tag of a best move every other move of which loses at least
#: :data:`ONLY_MOVE_GAP` of the mover's chance (lichess's "only move").
ONLY_MOVE = "only move"
#: The tag of a move that let a won position go (lichess's "missed win").
MISSED_WIN = "missed win"
#: How much worse than the best the second best move must be for an only move.
ONLY_MOVE_GAP = 0.15
#: A position the mover wins with best play: its chance at least this...
WON = 0.9
#: ... and after a missed win, the mover's chance below this.
NOT_WON = 0.6


def tags_of(is_best: bool, forced: bool, best_win: float, win_after: float,
            second_win: float | None) -> tuple[str, ...]:
    """The tags of a move besides its label: ``"only move"`` when the best move was
    played and the second best (``second_win``: the mover's chance after it, as the same
    search judged it) loses at least :data:`ONLY_MOVE_GAP`; ``"missed win"`` when the
    best move kept a won position (:data:`WON`) and the move played lets the chance fall
    below :data:`NOT_WON`.

    >>> tags_of(True, False, 0.8, 0.8, 0.5), tags_of(False, False, 0.95, 0.3, 0.9)
    (('only move',), ('missed win',))
    >>> tags_of(True, True, 0.8, 0.8, None)
    ()
    """
    tags = []
    if is_best and not forced and second_win is not None \
            and best_win - second_win >= ONLY_MOVE_GAP:
        tags.append(ONLY_MOVE)
    if not is_best and best_win >= WON and win_after < NOT_WON:
        tags.append(MISSED_WIN)
    return tuple(tags)
