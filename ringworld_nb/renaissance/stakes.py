"""Why the markers on a Renaissance piece matter, in numbers (rule book §3.3): what the
piece scores to whoever takes it, and how many more markers each player needs on its
empty cells to take it by its majority.

When a review's two moves come to the same within two moves (nothing more is taken
after one than after the other), what still sets them apart is the markers on the
pieces (:func:`.reasons.features`). Counts alone ("1 against 2") do not say which
difference is worth more; :func:`stakes` does, piece by piece and then in one sum:
the points each move makes sure for the mover, and the fewest markers the other
player then needs to take a point.

* :func:`needs` - the markers each player still needs on a piece: 0 when it is theirs
  however its empty cells are filled, None when the best they can reach is a tie;
* :func:`worth` - the points a piece scores to a player, with the sets it completes
  for them (:func:`.scoring.score_sheet`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core.words import Played
from .board import MARKER_OF, NO_MARKER, other
from .cells import cell_name
from .scoring import phase1_score, score_sheet
from .words import PLAYER_NAMES

__all__ = ["made_sure", "needs", "stakes", "worth"]


def needs(game: Any, cells: Sequence[int], player: str) -> tuple[int | None, int | None]:
    """How many more markers ``player`` and the other player each need on the empty
    cells of the piece on ``cells`` to take it however the rest is filled: 0 when it is
    theirs already, None when they can no longer take it (at best a tie, and a tied
    piece stays on the board).

    >>> from ringworld_nb.renaissance import Renaissance
    >>> game = Renaissance.from_layout("\\n".join([".......", ".......", "..A....",
    ...     "..A#...", "..A....", ".......", "......."]))
    >>> kind, cells = next(iter(game.pieces().values()))
    >>> needs(game, cells, "silver")      # 3 empty cells: 2 of them take it 2-1
    (2, 2)
    >>> _ = game.play("c5"), game.play("e3"), game.play("c3")   # Gold has c5 and c3
    >>> needs(game, cells, "silver"), needs(game, cells, "gold")
    ((None, 0), (0, None))
    """
    board, rival = game.board, other(player)
    mine = sum(board.markers[c] == MARKER_OF[player] for c in cells)
    theirs = sum(board.markers[c] == MARKER_OF[rival] for c in cells)
    empty = sum(board.markers[c] == NO_MARKER for c in cells)

    def least(own: int, rest: int) -> int | None:
        # own + k > rest + (empty - k)  <=>  k > (rest + empty - own) / 2
        k = max(0, (rest + empty - own) // 2 + 1)
        return k if k <= empty else None

    return least(mine, theirs), least(theirs, mine)


def worth(game: Any, kind: str, player: str) -> tuple[int, list[str]]:
    """The points the piece of ``kind`` adds to ``player``'s Phase 1 score in ``game``
    (1 for the piece, plus each set it completes), and the sets it completes.

    >>> from ringworld_nb.renaissance import Renaissance
    >>> worth(Renaissance(), "V3", "gold")
    (1, [])
    """
    have = list(game.collection(player))
    before = set(score_sheet(have))
    added = [name for name, points in score_sheet([*have, kind])[1:]
             if (name, points) not in before]
    return phase1_score([*have, kind]) - phase1_score(have), added


def made_sure(before: Any, after: Any, played: Played) -> str:
    """The piece a Phase 1 move's marker makes its player's however the rest is filled
    (it was not before), in a clause: "g5 makes the V3 (f5, f6, g5) Gold's however f5
    is filled"; '' when none (or outside Phase 1).

    >>> from ringworld_nb.renaissance import Renaissance
    >>> from ringworld_nb.core.words import Played
    >>> game = Renaissance.from_layout("\\n".join([".......", ".......", "..A....",
    ...     "..A#...", "..A....", ".......", "......."]))
    >>> _ = game.play("c5"), game.play("e3")
    >>> after = game.clone()
    >>> move = after.parse("c3")
    >>> played = Played(move, "c3", tuple(after.play(move)), "gold", False)
    >>> made_sure(game, after, played)
    "c3 makes the I3 (c3, c4, c5) Gold's however c4 is filled"
    """
    if before.phase != "phase1" or after.phase != "phase1":
        return ""
    marked = {c for event in played.events if event.kind == "marker" for c in event.cells}
    for kind, cells in sorted(after.pieces().values(), key=lambda piece: piece[1]):
        if not marked & set(cells) or needs(after, cells, played.player)[0] != 0:
            continue
        if needs(before, cells, played.player)[0] == 0:
            continue
        empty = [cell_name(c) for c in cells if after.board.markers[c] == NO_MARKER]
        if not empty:
            continue
        return (f"{played.text} makes the {kind} ({', '.join(cell_name(c) for c in cells)}) "
                f"{PLAYER_NAMES[played.player]}'s however {_and(empty)} "
                f"{'is' if len(empty) == 1 else 'are'} filled")
    return ""


def _points(count: int) -> str:
    return f"{count} point{'s' if count != 1 else ''}"


def _and(names: Sequence[str], word: str = "and") -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {word} {names[-1]}"


@dataclass(frozen=True)
class _Piece:
    """A piece of the board after one move and the reply: its name ("the V3 (a4, a5,
    b4)"), empty cells, markers, the markers each player needs, and its worth."""

    kind: str
    name: str
    empty: list[str]
    mine: int
    theirs: int
    need: int | None
    rival_need: int | None
    worth: int
    rival_worth: int
    sets: list[str]
    rival_sets: list[str]


def _piece(game: Any, kind: str, cells: tuple[int, ...], player: str) -> _Piece:
    board, rival = game.board, other(player)
    need, rival_need = needs(game, cells, player)
    (points, sets), (rival_points, rival_sets) = worth(game, kind, player), worth(game, kind,
                                                                                  rival)
    return _Piece(kind, f"the {kind} ({', '.join(cell_name(c) for c in cells)})",
                  [cell_name(c) for c in cells if board.markers[c] == NO_MARKER],
                  sum(board.markers[c] == MARKER_OF[player] for c in cells),
                  sum(board.markers[c] == MARKER_OF[rival] for c in cells),
                  need, rival_need, points, rival_points, sets, rival_sets)


def _worth_words(points: int, sets: list[str]) -> str:
    """"1 point", or "3 points (1 for the piece, +2 for both V triominoes)"."""
    if not sets:
        return _points(points)
    return f"{_points(points)} (1 for the piece, +{points - 1} for {_and(sets)})"


def _on(count: int, empty: list[str]) -> str:
    """Markers on ``count`` of the ``empty`` cells: "a4", "both a4 and a5", "all 3 of
    d2, e1 and e2", "1 of e1 and e2", "2 of d2, e1 and e2"."""
    if len(empty) == 1:
        return empty[0]
    if count == len(empty):
        return f"both {_and(empty)}" if count == 2 else f"all {count} of {_and(empty)}"
    return f"{_and(empty, 'or')}" if count == 1 else f"{count} of {_and(empty)}"


def _state(piece: _Piece, me: str, you: str) -> str:
    """Where ``piece`` stands for ``me`` after a move, in numbers."""
    cells = _and(piece.empty)
    filled = f"however {cells} {'is' if len(piece.empty) == 1 else 'are'} filled"
    if piece.need == 0:
        return f"{piece.name} is {me}'s {filled} ({_points(piece.worth)} for {me})"
    if piece.rival_need == 0:
        return f"{piece.name} is {you}'s {filled} ({_points(piece.rival_worth)} for {you})"
    if piece.rival_need is None:
        said = f"{you} can no longer take {piece.name}"
    else:
        k = piece.rival_need
        said = (f"{you} takes {piece.name} with {'a marker' if k == 1 else 'markers'} on "
                f"{_on(k, piece.empty)} "
                f"({piece.theirs + k}-{piece.mine + len(piece.empty) - k}: "
                f"{_points(piece.rival_worth)} for {you})")
    if piece.need is not None:
        k = piece.need
        said += (f", and {me} takes it with {'a marker' if k == 1 else 'markers'} on "
                 f"{_on(k, piece.empty)}")
    return said


@dataclass(frozen=True)
class _Sum:
    """What ``pieces`` add up to after one move: the points sure for the mover, and the
    fewest markers each player needs to take one of them (None: none left to take),
    with the points that piece scores them."""

    sure: int
    need: int | None
    won: int
    rival_need: int | None
    rival_won: int


def _sum(pieces: list[_Piece]) -> _Sum:
    mine = min((p for p in pieces if p.need), key=lambda p: (p.need, -p.worth), default=None)
    theirs = min((p for p in pieces if p.rival_need), key=lambda p: (p.rival_need,
                                                                      -p.rival_worth),
                 default=None)
    return _Sum(sum(p.worth for p in pieces if p.need == 0),
                mine.need if mine else None, mine.worth if mine else 0,
                theirs.rival_need if theirs else None, theirs.rival_worth if theirs else 0)


def _away(need: int | None, won: int) -> str:
    """ "3 markers from 1 point", or "no piece of these to take"."""
    if need is None:
        return "no piece of these to take"
    return f"{need} marker{'s' if need != 1 else ''} from {_points(won)}"


def stakes(played_end: Any, best_end: Any, player: str, names: list[str], played: str,
           best: str) -> str:
    """Why the markers that differ on a piece (the :func:`.reasons.features` called
    ``names``) matter, in points (each game two moves on, not changed): what each piece
    scores to whoever takes it, where it stands after the best move ``best`` and after
    ``played`` - sure for a player, or how many markers on which cells take it - and,
    to end, the points each move makes sure for ``player``, or else the fewest markers
    they need for a point, and the fewest the other player needs. '' when no piece's
    markers differ, or Phase 1 is over in either."""
    if played_end.phase != "phase1" or best_end.phase != "phase1":
        return ""
    me, you = PLAYER_NAMES[player], PLAYER_NAMES[other(player)]
    ours: list[_Piece] = []
    theirs: list[_Piece] = []
    kept = {cells: kind for kind, cells in played_end.pieces().values()}
    for kind, cells in sorted(best_end.pieces().values(), key=lambda piece: piece[1]):
        name = f"the {kind} ({', '.join(cell_name(c) for c in cells)})"
        if cells not in kept or not any(name in said for said in names):
            continue
        gain, loss = _piece(best_end, kind, cells, player), _piece(played_end, kind, cells,
                                                                   player)
        if gain.empty and loss.empty:
            ours.append(gain)
            theirs.append(loss)
    if not ours:
        return ""
    values = sorted({(p.worth, p.rival_worth) for p in ours + theirs})
    if values == [(1, 1)]:
        value = ("each of these pieces scores 1 point to whoever takes it (1 a piece; "
                 "it completes no set for either)")
    else:
        value = "; ".join(f"{p.name} scores {_worth_words(p.worth, p.sets)} to {me}, "
                          f"{_worth_words(p.rival_worth, p.rival_sets)} to {you}"
                          for p in ours)
    after_best = "; ".join(_state(p, me, you) for p in ours)
    after_played = "; ".join(_state(p, me, you) for p in theirs)
    said = (f"Why it matters, in points: {value}. After the best move {best}: {after_best}. "
            f"After {played}: {after_played}.")
    after = {"best": _sum(ours), "played": _sum(theirs)}

    def total(found: _Sum, move: str) -> str:
        if found.sure:
            return (f"{move} makes {_points(found.sure)} sure for {me} and leaves {you} "
                    f"{_away(found.rival_need, found.rival_won)}")
        return (f"{move} leaves {me} {_away(found.need, found.won)} and {you} "
                f"{_away(found.rival_need, found.rival_won)}")

    if after["best"] != after["played"]:
        said += (f" So {total(after['best'], f'the best move {best}')}; "
                 f"{total(after['played'], played)}.")
    return said
