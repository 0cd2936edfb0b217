"""What an analysis found: one :class:`Review` per move, gathered in an :class:`Analysis`.

Plain data, no search: the worker of :mod:`.worker` fills them, an app draws them, a
record keeps them. All win chances are **the mover's** (the player who made the move),
0..1; losses are Win% points, 0..100 (:mod:`.labels`).

>>> review = Review(index=0, mover=1, played="00@0", best="47@4", win_before=1.0,
...                 win_after=0.0, best_win=1.0)
>>> review.loss, review.label, review.number, review.is_best
(100.0, 'blunder', 1, False)
>>> analysis = Analysis("ringworld", (1, 2), [review], moves=1)
>>> analysis.accuracy
{1: 0.0, 2: None}
>>> [r.played for r in analysis.mistakes()]
['00@0']
>>> Analysis.from_dict(analysis.to_dict()) == analysis
True

Saved with a record
-------------------
:meth:`Analysis.annotate` puts the analysis into a record's ``annotations["analysis"]``
(a format-2 record keeps it, :mod:`ringworld_nb.core.record`), and
:meth:`Analysis.from_record` takes it back, checking that it is an analysis of that
very game: the same game, start and moves (a fingerprint, :attr:`Analysis.digest`).
Damaged data is a :class:`~ringworld_nb.core.errors.RecordError` naming the field.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..core.errors import RecordError
from ..core.record import Record
from ..core.validate import describe
from ..core.words import rule_words
from .labels import (
    LABELS,
    LICHESS,
    MISSED_WIN,
    ONLY_MOVE,
    Thresholds,
    at_least,
    loss_of,
    mean_accuracy,
    tags_of,
)
from .record_moves import digest_of
from .settings import Settings

__all__ = ["Review", "Analysis", "Alternative", "FORMAT", "VERSION", "ANNOTATION"]

FORMAT = "ringworld_nb.analysis"
VERSION = 1
#: The key of a record's annotations that holds an analysis.
ANNOTATION = "analysis"

PlayerId = int | str


@dataclass(frozen=True)
class Alternative:
    """A move the search looked at in the position before a move: its notation, the
    mover's win chance after it, and how often the search tried it (None for a search
    that does not count visits, such as Dice of Doom's alpha-beta)."""

    move: str
    win: float
    visits: int | None = None


@dataclass(frozen=True)
class Review:
    """The judgement of one move (``index`` from 0; :attr:`number` from 1).

    * ``mover`` - the player who moved, as the game names it (1 or 2 in The Ring World,
      0..3 in Dice of Doom, "silver" or "gold" in Renaissance);
    * ``played``, ``best`` - the move played and the search's best move there, in the
      game's notation (a Dice of Doom attack without its dice: the decision);
    * ``win_before`` - the mover's win chance before the move: the position's value by
      its own search (in a two-player game, one minus the previous move's
      ``win_after``: the graph's line runs on);
    * ``win_after`` - the mover's win chance after the move played (for a rolled
      attack: the expectation over the roll, not the roll that came), and
      ``best_win`` - after the best move, found the same way (:mod:`.judges`), so that
      the loss compares like with like; in Dice of Doom ``best_win == win_before``;
    * ``loss`` and ``label`` - Win% points lost and the label (:mod:`.labels`), found
      from the numbers and ``thresholds`` when not given (left at -1 and "");
    * ``low``, ``high`` - a band of uncertainty around ``win_after`` (a 95 % band from
      the search's visits; equal to it when exact; None when the search gives none);
    * ``forced`` - the move was the only legal one (left out of accuracy);
    * ``alternatives`` - the root moves the search weighed, best first (a few);
    * ``best_line``, ``played_line`` - why: the best move and the moves the search
      expects after it, and the move played and the moves expected after it (in
      notation, 3 to 6 plies where the search says so; empty when it does not);
    * ``tags`` - besides the label: ``"only move"``, ``"missed win"``
      (:func:`~.labels.tags_of`), found from the numbers when not given.
    """

    index: int
    mover: PlayerId
    played: str
    best: str
    win_before: float
    win_after: float
    best_win: float
    loss: float = -1.0
    label: str = ""
    low: float | None = None
    high: float | None = None
    forced: bool = False
    alternatives: tuple[Alternative, ...] = ()
    thresholds: Thresholds = field(default=LICHESS, repr=False, compare=False)
    best_line: tuple[str, ...] = ()
    played_line: tuple[str, ...] = ()
    tags: tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        if self.loss < 0:
            object.__setattr__(self, "loss", loss_of(self.best_win, self.win_after))
        if not self.label:
            object.__setattr__(self, "label", self.thresholds.label(self.loss))
        if self.tags is None:
            second = self.alternatives[1].win if len(self.alternatives) > 1 else None
            object.__setattr__(self, "tags", tags_of(self.is_best, self.forced,
                                                     self.best_win, self.win_after, second))

    @property
    def number(self) -> int:
        """The move's number, counted from 1."""
        return self.index + 1

    @property
    def is_best(self) -> bool:
        """True when the move played is the search's best move."""
        return self.played == self.best

    def best_move(self, game: Any) -> Any:
        """The best move as the game's Move, parsed in ``game`` - the position before
        this move (:func:`~.record_moves.position_before`); what an app draws."""
        return game.parse(self.best)

    def relabelled(self, thresholds: Thresholds) -> Review:
        """The same review labelled by other thresholds."""
        return replace(self, label=thresholds.label(self.loss), thresholds=thresholds)

    # -- JSON ------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"index": self.index, "mover": self.mover, "played": self.played,
                "best": self.best, "win_before": self.win_before,
                "win_after": self.win_after, "best_win": self.best_win, "loss": self.loss,
                "label": self.label, "low": self.low, "high": self.high,
                "forced": self.forced,
                "alternatives": [[a.move, a.win, a.visits] for a in self.alternatives],
                "best_line": list(self.best_line), "played_line": list(self.played_line),
                "tags": list(self.tags or ())}


@dataclass
class Analysis:
    """The review of a game: one :class:`Review` per move analysed, in order.

    * ``game`` - which game (``"ringworld"``, ``"dice"``, ``"renaissance"``);
    * ``players`` - the seats, as the game names its players;
    * ``reviews`` - the reviews of moves 0, 1, ... (fewer than ``moves`` when the
      analysis was stopped: :attr:`complete` says);
    * ``moves`` - how many moves the game analysed has;
    * ``settings`` - how it was searched (:class:`~.settings.Settings` as data);
    * ``thresholds`` - what the labels were given by;
    * ``digest`` - the fingerprint of the game's start and moves (:func:`.record_moves.
      digest_of`), so that an analysis is only ever shown with its own game.
    """

    game: str
    players: tuple[PlayerId, ...]
    reviews: list[Review] = field(default_factory=list)
    moves: int = 0
    settings: dict[str, Any] = field(default_factory=lambda: Settings().to_dict())
    thresholds: Thresholds = LICHESS
    digest: str = ""

    @property
    def complete(self) -> bool:
        """True when every move of the game is reviewed."""
        return len(self.reviews) == self.moves

    @property
    def accuracy(self) -> dict[PlayerId, float | None]:
        """Each player's accuracy, 0..100: the mean of lichess's per-move accuracy
        ``103.1668 * exp(-0.04354 * loss) - 3.1669`` (clamped to 0..100, ``loss`` in Win%
        points) over the player's moves, forced moves left out; None for a player with
        no move judged."""
        return {p: mean_accuracy(r.loss for r in self.reviews if r.mover == p and not r.forced)
                for p in self.players}

    def review(self, index: int) -> Review:
        """The review of move ``index`` (from 0)."""
        return self.reviews[index]

    def mistakes(self, player: PlayerId | None = None,
                 at_least: str = "inaccuracy") -> list[Review]:
        """The reviews labelled ``at_least`` or worse (one of ``"inaccuracy"``,
        ``"mistake"``, ``"blunder"``, or ``"good"`` for everything but the best moves),
        of ``player`` only when given, in the order of the game."""
        return [r for r in self.reviews
                if (player is None or r.mover == player) and _at_least(r.label, at_least)]

    def next_mistake(self, index: int, player: PlayerId | None = None,
                     at_least: str = "inaccuracy") -> Review | None:
        """The first of :meth:`mistakes` after move ``index`` (None when there is none):
        the "next mistake" button. ``index=-1`` finds the first."""
        return next((r for r in self.mistakes(player, at_least) if r.index > index), None)

    def previous_mistake(self, index: int, player: PlayerId | None = None,
                         at_least: str = "inaccuracy") -> Review | None:
        """The last of :meth:`mistakes` before move ``index`` (None when there is none)."""
        found = [r for r in self.mistakes(player, at_least) if r.index < index]
        return found[-1] if found else None

    def series(self, player: PlayerId) -> list[float | None]:
        """``player``'s win chance after each move reviewed, what a graph draws: the
        mover's ``win_after``, turned to ``player``'s side (``1 - x``) in a two-player
        game; None after another player's move in a game of three or four."""
        out: list[float | None] = []
        for r in self.reviews:
            if r.mover == player:
                out.append(r.win_after)
            elif len(self.players) == 2:
                out.append(1.0 - r.win_after)
            else:
                out.append(None)
        return out

    def relabel(self, thresholds: Thresholds) -> Analysis:
        """The same analysis labelled by other thresholds (no new search)."""
        return replace(self, reviews=[r.relabelled(thresholds) for r in self.reviews],
                       thresholds=thresholds)

    # -- display ---------------------------------------------------------------
    def table(self) -> list[dict[str, Any]]:
        """One row per move for display (a list of plain dicts; ``pandas.DataFrame(
        analysis.table())`` makes a frame of it): move number, mover, played, best, the
        mover's Win% before and after, the best move's Win%, loss and label."""
        return [{"move": r.number, "mover": r.mover, "played": r.played, "best": r.best,
                 "win_before": round(100 * r.win_before, 1),
                 "win_after": round(100 * r.win_after, 1),
                 "best_win": round(100 * r.best_win, 1), "loss": round(r.loss, 1),
                 "label": r.label} for r in self.reviews]

    def player_name(self, player: PlayerId) -> str:
        """``player`` as the game's rule book names them (its rule words: "A", "Red",
        "Gold"); the id itself for a game that is not installed here."""
        try:
            return rule_words(self.game).player_name(player)
        except (KeyError, LookupError, ValueError):
            return str(player)

    def text(self) -> str:
        """:meth:`table` as lines of text, with each player's accuracy below; the players
        by their names in the game (:meth:`player_name`).

        >>> print(Analysis("dice", (0, 1), [Review(0, 0, "a1-b2", "pass", 0.6, 0.3, 0.6)],
        ...                moves=1).text())
        #  mover  played  best  before  after  best  loss  label
        1  A      a1-b2   pass    60.0   30.0  60.0  30.0  blunder
        accuracy: A 24.8%, B -
        """
        rows = self.table()
        head = ("#", "mover", "played", "best", "before", "after", "best", "loss", "label")
        cells = [[str(row["move"]), self.player_name(row["mover"]), row["played"], row["best"],
                  f"{row['win_before']:.1f}", f"{row['win_after']:.1f}",
                  f"{row['best_win']:.1f}", f"{row['loss']:.1f}", row["label"]]
                 for row in rows]
        widths = [max([len(h)] + [len(c[k]) for c in cells]) for k, h in enumerate(head)]
        right = {0, 4, 5, 6, 7}

        def line(values: Sequence[str]) -> str:
            return "  ".join(v.rjust(w) if k in right else v.ljust(w)
                             for k, (v, w) in enumerate(zip(values, widths))).rstrip()

        accuracy = ", ".join(f"{self.player_name(p)} {'-' if a is None else f'{a:.1f}%'}"
                             for p, a in self.accuracy.items())
        lines = [line(head)] + [line(c) for c in cells] + [f"accuracy: {accuracy}"]
        if not self.complete:
            lines.append(f"({len(self.reviews)} of {self.moves} moves analysed)")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text()

    # -- JSON ------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """The analysis as JSON data (what a record's annotations keep)."""
        return {"format": FORMAT, "version": VERSION, "game": self.game,
                "players": list(self.players), "moves": self.moves, "digest": self.digest,
                "settings": dict(self.settings), "thresholds": self.thresholds.to_dict(),
                "reviews": [r.to_dict() for r in self.reviews]}

    @classmethod
    def from_dict(cls, data: Any) -> Analysis:
        """An analysis from :meth:`to_dict`'s data. Damaged data is a RecordError naming
        the field and the move: a missing or unknown field, a win chance outside 0..1,
        a label that does not follow from the loss, a mover who is not a player."""
        return _read(data)

    def annotate(self, record: Record) -> Record:
        """Put this analysis into ``record.annotations["analysis"]`` (the record is
        changed and returned); RecordError when the record is not of the game analysed."""
        digest = digest_of(record.game, record.options, record.moves[:self.moves])
        if record.game != self.game or len(record.moves) < self.moves or digest != self.digest:
            raise RecordError("this analysis is of another game: its start or moves differ "
                              "from the record's")
        record.annotations = {**record.annotations, ANNOTATION: self.to_dict()}
        return record

    @classmethod
    def from_record(cls, record: Record) -> Analysis | None:
        """The analysis a record keeps in its annotations (None when it has none).
        RecordError when it is damaged or is not of this record's game and moves (a
        record whose game went on after the analysis still has it: the analysis then
        covers the first moves)."""
        data = record.annotations.get(ANNOTATION)
        if data is None:
            return None
        analysis = cls.from_dict(data)
        if analysis.game != record.game:
            raise RecordError(f"the record's analysis is of {describe(analysis.game)}, not "
                              f"of {describe(record.game)}")
        if len(record.moves) < analysis.moves or digest_of(
                record.game, record.options, record.moves[:analysis.moves]) != analysis.digest:
            raise RecordError("the record's analysis is of another game: its start or moves "
                              "differ from the record's")
        return analysis


def _at_least(label: str, floor: str) -> bool:
    return at_least(label, floor)


# -- reading JSON -------------------------------------------------------------------
_REVIEW_FIELDS = ("index", "mover", "played", "best", "win_before", "win_after", "best_win",
                  "loss", "label", "low", "high", "forced", "alternatives")
#: Fields a review of before the lines did not have (read as empty).
_REVIEW_LATER = ("best_line", "played_line", "tags")
_FIELDS = ("format", "version", "game", "players", "moves", "digest", "settings",
           "thresholds", "reviews")


def _fields(data: Any, names: Sequence[str], where: str, later: Sequence[str] = ()) -> None:
    if not isinstance(data, Mapping):
        raise RecordError(f"{where} must be an object, got {describe(data)}")
    missing = [n for n in names if n not in data]
    if missing:
        raise RecordError(f"{where} lacks the field(s) {', '.join(missing)}")
    unknown = sorted(set(data) - set(names) - set(later), key=str)
    if unknown:
        raise RecordError(f"{where} has unknown field(s) {', '.join(map(describe, unknown))}")


def _chance(value: Any, where: str, *, none: bool = False) -> Any:
    if value is None and none:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) \
            or not math.isfinite(value) or not 0.0 <= value <= 1.0:
        raise RecordError(f"{where} must be a win chance from 0 to 1, got {describe(value)}")
    return float(value)


def _count(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise RecordError(f"{where} must be a whole number >= 0, got {describe(value)}")
    return value


def _text(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value or len(value) > 200:
        raise RecordError(f"{where} must be a move in notation, got {describe(value)}")
    return value


def _player(value: Any, where: str) -> PlayerId:
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise RecordError(f"{where} must be a player, got {describe(value)}")
    return value


def _read(data: Any) -> Analysis:
    where = "the analysis"
    _fields(data, _FIELDS, where)
    if data["format"] != FORMAT:
        raise RecordError(f"not an analysis: 'format' is {describe(data['format'])}")
    if data["version"] != VERSION:
        raise RecordError(f"analysis version {describe(data['version'])} is not one this "
                          f"program reads ({VERSION})")
    game = data["game"]
    if not isinstance(game, str) or not game:
        raise RecordError(f"the analysis's 'game' must name a game, got {describe(game)}")
    players = data["players"]
    if not isinstance(players, list) or not 2 <= len(players) <= 4:
        raise RecordError(f"the analysis's 'players' must be a list of 2 to 4 players, "
                          f"got {describe(players)}")
    seats = tuple(_player(p, "a player of the analysis") for p in players)
    if len(set(seats)) != len(seats):
        raise RecordError(f"the analysis names a player twice: {describe(players)}")
    moves = _count(data["moves"], "the analysis's 'moves'")
    digest = data["digest"]
    if not isinstance(digest, str) or len(digest) > 128:
        raise RecordError(f"the analysis's 'digest' must be text, got {describe(digest)}")
    settings = data["settings"]
    try:
        Settings.from_dict(settings)
    except (TypeError, ValueError) as err:
        raise RecordError(f"the analysis's settings: {err}") from None
    try:
        thresholds = Thresholds.from_dict(data["thresholds"])
    except (TypeError, ValueError) as err:
        raise RecordError(f"the analysis's thresholds: {err}") from None
    raw = data["reviews"]
    if not isinstance(raw, list):
        raise RecordError(f"the analysis's 'reviews' must be a list, got {describe(raw)}")
    if len(raw) > moves:
        raise RecordError(f"the analysis has {len(raw)} reviews for a game of {moves} moves")
    reviews = [_read_review(item, number, seats, thresholds)
               for number, item in enumerate(raw)]
    return Analysis(game, seats, reviews, moves, dict(settings), thresholds, digest)


def _read_review(data: Any, index: int, seats: tuple[PlayerId, ...],
                 thresholds: Thresholds) -> Review:
    where = f"the analysis of move {index + 1}"
    _fields(data, _REVIEW_FIELDS, where, _REVIEW_LATER)
    if data["index"] != index or isinstance(data["index"], bool):
        raise RecordError(f"{where}: 'index' is {describe(data['index'])}, expected {index}")
    mover = data["mover"]
    if isinstance(mover, bool) or mover not in seats:
        raise RecordError(f"{where}: the mover {describe(mover)} is not one of the players "
                          f"{describe(list(seats))}")
    win_before = _chance(data["win_before"], f"{where}: 'win_before'")
    win_after = _chance(data["win_after"], f"{where}: 'win_after'")
    best_win = _chance(data["best_win"], f"{where}: 'best_win'")
    low = _chance(data["low"], f"{where}: 'low'", none=True)
    high = _chance(data["high"], f"{where}: 'high'", none=True)
    if (low is None) != (high is None) or (low is not None and high is not None
                                           and not low <= win_after <= high):
        raise RecordError(f"{where}: the band {describe(low)}..{describe(high)} does not "
                          f"hold the win chance {win_after}")
    loss = data["loss"]
    if isinstance(loss, bool) or not isinstance(loss, (int, float)) \
            or abs(loss - loss_of(best_win, win_after)) > 1e-6:
        raise RecordError(f"{where}: the loss {describe(loss)} does not follow from the "
                          f"win chances ({loss_of(best_win, win_after):g} Win% points)")
    label = data["label"]
    if label not in LABELS or label != thresholds.label(loss):
        raise RecordError(f"{where}: the label {describe(label)} does not follow from the "
                          f"loss {loss:g} (expected {thresholds.label(loss)!r})")
    if not isinstance(data["forced"], bool):
        raise RecordError(f"{where}: 'forced' must be true or false")
    alternatives = data["alternatives"]
    if not isinstance(alternatives, list) or len(alternatives) > 100:
        raise RecordError(f"{where}: 'alternatives' must be a list of moves")
    alts = []
    for k, item in enumerate(alternatives, start=1):
        if not isinstance(item, list) or len(item) != 3:
            raise RecordError(f"{where}: alternative {k} must be [move, win chance, visits]")
        visits = item[2] if item[2] is None else _count(item[2], f"{where}: alternative {k}'s "
                                                                 "visits")
        alts.append(Alternative(_text(item[0], f"{where}: alternative {k}"),
                                _chance(item[1], f"{where}: alternative {k}'s win chance"),
                                visits))
    lines = [_line(data.get(name, []), f"{where}: {name!r}") for name in
             ("best_line", "played_line")]
    tags = data.get("tags")
    if tags is not None and (not isinstance(tags, list) or not set(tags) <= {ONLY_MOVE,
                                                                             MISSED_WIN}):
        raise RecordError(f"{where}: 'tags' must be a list of {ONLY_MOVE!r}, {MISSED_WIN!r}; "
                          f"got {describe(tags)}")
    return Review(index, mover, _text(data["played"], f"{where}: 'played'"),
                  _text(data["best"], f"{where}: 'best'"), win_before, win_after, best_win,
                  float(loss), label, low, high, data["forced"], tuple(alts), thresholds,
                  lines[0], lines[1], None if tags is None else tuple(tags))


def _line(value: Any, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or len(value) > 20:
        raise RecordError(f"{where} must be a list of moves in notation, got "
                          f"{describe(value)}")
    return tuple(_text(text, where) for text in value)
