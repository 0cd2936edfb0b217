"""Why one setup move of Renaissance beats another, in the game's own terms (rule book
§3.2-3.3): what a review says of a setup move, where no point is won or lost for many
moves and the near reason (:mod:`ringworld_nb.analysis.near`) finds nothing to count.

A placement in the setup scores nothing; it decides where Phase 1 is fought. The
engine can say, for the move played and the best move:

* where each lays its piece, and how many of its cells are among the 8 cells around
  the centre - the only cells a player's first marker may go on, so the pieces there
  are fought over first, Gold first (:func:`placed_words`);
* the pieces left to place that no longer fit anywhere after one move and still do
  after the other (:func:`.setup.fits`) - and whether the other player must then take
  a piece off the board before placing (:meth:`~.game.Renaissance.must_remove`);
* the empty cells where no piece left to place fits: they become monominoes, cells
  no piece is won on;
* the other player's answer in the search's line after each (its second move), laid
  near the centre or not - or, after a removal, the same player's placement.

:func:`setup_contrast` says these, each only where the two moves differ (the first
always: it names both moves), naming the cells and the pieces.

One fact outweighs these, and when it holds it is said alone, as the reason
(:func:`removal_reason`): who takes pieces off the board. A player who must take pieces
off chooses which, and so reshapes the board Phase 1 is fought on. When one move
leaves a piece that fits nowhere and the other does not - the best move giving the
mover that choice, or the move played handing it to the other player - the words name
the pieces the search's line takes off (those around the centre, where Gold's first
marker goes) and what becomes of them in the other line, where they stay (the markers
put on them, by the line's moves, and the points).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..analysis.explain import ordinal
from ..core.words import Played
from .board import EMPTY, NO_MARKER
from .board import other as rival_of
from .cells import around_centre, cell_name
from .setup import fits, placeable_kinds
from .words import KIND_NAMES, PLAYER_NAMES

__all__ = ["dead_cells", "placed_words", "removal_plies", "removal_reason", "setup_contrast",
           "unplaceable"]

#: The 8 cells around the centre: a player's first marker of Phase 1 goes on one.
AROUND = frozenset(around_centre())


def _names(cells: Sequence[int], most: int = 6) -> str:
    """Cells in words, sorted: "a1", "a1 and a2", "a1, a2 and b1"; more than ``most``
    are counted: "9 cells (e5, e6, e7, f5 and 5 more)"."""
    names = [cell_name(c) for c in sorted(cells)]
    if len(names) > most:
        return f"{len(names)} cells ({', '.join(names[:4])} and {len(names) - 4} more)"
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _near(cells: Sequence[int]) -> list[int]:
    """The cells of ``cells`` among the 8 around the centre."""
    return [c for c in cells if c in AROUND]


def placed_words(move: Any) -> str:
    """A setup move in words, with its cells around the centre; a removal names the
    piece it takes off.

    >>> from ringworld_nb.renaissance import Renaissance
    >>> game = Renaissance()
    >>> placed_words(game.parse("T4:d3,e3,e4,f3"))
    'lays the T tetromino on d3, e3, e4 and f3, 3 of them (d3, e3 and e4) around the centre'
    >>> placed_words(game.parse("D:a1,a2"))
    'lays the domino on a1 and a2, none of them around the centre'
    """
    kind = KIND_NAMES.get(move.kind or "", move.kind or "")
    cells = _names(move.cells)
    if move.action == "remove":
        return f"takes the {kind} on {cells} off the board"
    near = _near(move.cells)
    if not near:
        return f"lays the {kind} on {cells}, none of them around the centre"
    many = "all of them" if len(near) == len(move.cells) else (
        f"{len(near)} of them ({_names(near)})" if len(near) > 1 else f"1 of them "
        f"({_names(near)})")
    return f"lays the {kind} on {cells}, {many} around the centre"


def unplaceable(game: Any) -> list[str]:
    """The kinds left to place (during the setup) that fit nowhere on ``game``'s board;
    [] in the other phases.

    >>> from ringworld_nb.renaissance import Renaissance
    >>> game = Renaissance()
    >>> for move in ("I4:a7,b7,c7,d7", "S4:e6,e7,f5,f6", "I3:g5,g6,g7", "D:a6,b6",
    ...              "V3:b4,b5,c5", "D:d5,e5", "T4:e3,f2,f3,f4", "I3:g2,g3,g4",
    ...              "L4:a3,b3,c2,c3", "D:a1,a2", "O4:d1,d2,e1,e2", "D:b1,b2"):
    ...     _ = game.play(move)
    >>> unplaceable(game), game.must_remove()   # the V3 is left, and fits nowhere
    (['V3'], True)
    >>> [cell_name(c) for c in dead_cells(game)][:4]
    ['a4', 'a5', 'c1', 'c4']
    """
    if game.phase != "setup":
        return []
    return [k for k in placeable_kinds(game.pool(), ()) if not fits(game.board, k)]


def dead_cells(game: Any) -> list[int]:
    """The empty cells of ``game``'s board (during the setup) where no piece left to
    place fits: they will hold monominoes."""
    if game.phase != "setup":
        return []
    covered: set[int] = set()
    for kind in placeable_kinds(game.pool(), ()):
        for cells in fits(game.board, kind):
            covered.update(cells)
    return [c for c, tile in enumerate(game.board.tiles)
            if tile == EMPTY and c not in covered]


def _after(start: Any, played: Played) -> Any:
    """The game after ``played`` from ``start`` (not changed)."""
    game = start.clone()
    game.play(played.move)
    return game


def _room(mine: Any, ours: Any, name: str, best: str) -> str:
    """The pieces left that fit nowhere after one move and somewhere after the other,
    and the removal it forces."""
    lost, kept = unplaceable(mine), unplaceable(ours)
    said = []
    for game, one, other, only in ((mine, name, f"the best move {best}",
                                    [k for k in lost if k not in kept]),
                                   (ours, f"the best move {best}", name,
                                    [k for k in kept if k not in lost])):
        if not only:
            continue
        pieces = " and ".join(f"the {KIND_NAMES[k]}" for k in only)
        text = (f"After {one} {pieces} fit{'s' if len(only) == 1 else ''} nowhere (after "
                f"{other} {'it fits' if len(only) == 1 else 'they fit'})")
        if game.must_remove():
            text += (f": nothing left fits, so {PLAYER_NAMES[game.to_move]} must first "
                     "take a piece off the board")
        said.append(text + ".")
    return " ".join(said)


def _then(mine: Any, ours: Any, name: str, best: str, player: str) -> str:
    """After a removal (the same player places next): the kinds they may then place and
    the places each fits in, after each move, where these differ."""
    if mine.to_move != player or ours.to_move != player:
        return ""
    said = []
    for game in (mine, ours):
        places: dict[str, int] = {}
        for move in game.legal_moves():
            if move.action == "place":
                places[move.kind] = places.get(move.kind, 0) + 1
        said.append(" or ".join(
            f"the {KIND_NAMES[k]} ({n} place{'s' if n != 1 else ''})"
            for k, n in sorted(places.items(), key=lambda item: list(KIND_NAMES).index(
                item[0]))) or "nothing: another piece must come off first")
    if said[0] == said[1]:
        return ""
    return (f"Then {PLAYER_NAMES[player]} can place {said[0]} after {name}, and "
            f"{said[1]} after the best move.")


def _dead(mine: Any, ours: Any, name: str, best: str) -> str:
    """The cells where no piece left fits after the move played and not after the best
    move (or the other way round)."""
    lost, kept = set(dead_cells(mine)), set(dead_cells(ours))
    said = []
    if lost - kept:
        said.append(f"{name} leaves {_names(sorted(lost - kept))} where no piece left fits")
    if kept - lost:
        said.append(f"{'the best move' if said else 'The best move'} {best} leaves "
                    f"{_names(sorted(kept - lost))} where {'none' if said else 'no piece left'}"
                    " fits")
    if not said:
        return ""
    return "; ".join(said) + " (monomino cells: no piece is won there)."


def _answer(line: Sequence[Played]) -> Played | None:
    """The second move of a line: the other player's answer, or, after a removal, the
    same player's next move."""
    return line[1] if len(line) > 1 else None


def _answer_words(move: Any) -> str:
    """The other player's answer in words: a setup move with its cells around the
    centre, else its notation."""
    if move.action in ("place", "remove"):
        return placed_words(move)
    if move.action == "marker" and move.cell is not None:
        where = "around the centre" if move.cell in AROUND else "away from the centre"
        return f"puts a marker on {cell_name(move.cell)}, {where}"
    return ""


# -- the reason that decides: who takes pieces off the board --------------------------
def _removers(line: Sequence[Played]) -> set[str]:
    """The players who take a piece off the board in ``line``."""
    return {p.player for p in line if p.move.action == "remove"}


def _ply_words(plies: Sequence[int]) -> str:
    """Moves of a line by their places: "the fourth move", "the fourth and sixth
    moves", "moves 3-6".

    >>> _ply_words([4]), _ply_words([4, 6]), _ply_words([3, 4, 5, 6])
    ('the fourth move', 'the fourth and sixth moves', 'moves 3-6')
    """
    if len(plies) > 2:
        return f"moves {plies[0]}-{plies[-1]}" if list(plies) == list(
            range(plies[0], plies[-1] + 1)) else "moves " + ", ".join(map(str, plies))
    names = [ordinal(n).removeprefix("the ").removesuffix(" move") for n in plies]
    if len(names) == 1:
        return f"the {names[0]} move"
    return f"the {names[0]} and {names[1]} moves"


def _laid(line: Sequence[Played]) -> str:
    """The placements of ``line`` after its first move, up to its first removal, in
    words: "Gold lays the I triomino, Silver the O tetromino"."""
    said: list[str] = []
    for step in line[1:]:
        if step.move.action != "place":
            break
        kind = KIND_NAMES.get(step.move.kind or "", step.move.kind or "")
        who = PLAYER_NAMES[step.player]
        said.append(f"{who} lays the {kind}" if not said else f"{who} the {kind}")
    return ", ".join(said)


def _kept(start: Any, line: Sequence[Played], taken_off: Sequence[Played],
          player: str) -> tuple[str, list[int]]:
    """What becomes, in ``line`` (where no piece comes off), of the pieces the other
    line takes off: the other player's markers on one of them, by the moves of the line
    that put them there (their places in the line, from 1), and whether it is theirs
    now; ('', []) when they put none."""
    from .stakes import needs, worth

    game = start.clone()
    for step in line:
        game.play(step.move)
    rival = rival_of(player)
    for removal in taken_off:
        cells = tuple(sorted(removal.move.cells))
        if not any(tuple(sorted(c)) == cells for _, c in game.pieces().values()):
            continue
        plies = [n for n, step in enumerate(line, start=1) if step.player == rival
                 and any(c in cells for c in _marked(step))]
        if not plies:
            continue
        marks = " and ".join(cell_name(c) for step in (line[n - 1] for n in plies)
                             for c in _marked(step) if c in cells)
        _, theirs = needs(game, cells, player)
        empty = [c for c in cells if game.board.markers[c] == NO_MARKER]
        points = worth(game, removal.move.kind, rival)[0]
        fate = (f", and {PLAYER_NAMES[rival]} takes it however {_names(empty)} "
                f"{'is' if len(empty) == 1 else 'are'} filled ({points} point"
                f"{'s' if points != 1 else ''} for {PLAYER_NAMES[rival]})"
                if theirs == 0 and empty else "")
        return (f"the {removal.move.kind} on {_names(cells)} still on the board: "
                f"{PLAYER_NAMES[rival]}'s markers go on it ({marks}, "
                f"{_ply_words(plies)} of the line){fate}"), plies
    return "", []


def _marked(step: Played) -> list[int]:
    """The cells a Phase 1 move put a marker on."""
    return [c for event in step.events if event.kind == "marker" for c in event.cells]


@dataclass(frozen=True)
class _Apart:
    """Two lines of which one takes pieces off the board and the other not: which
    (``key``, "best" or "played"), its line and first move's game, the other's, who
    takes the pieces off, and the kinds left that fit nowhere after its first move only."""

    key: str
    line: Sequence[Played]
    other: Sequence[Played]
    remover: str
    stuck: list[str]


def _apart(start: Any, best: Sequence[Played], played: Sequence[Played],
           player: str) -> _Apart | None:
    """The lines set apart by who takes pieces off: ``player`` in the best line only
    (the move played gives up the removals), or the other player in the line of the
    move played only (it hands them the removals); None otherwise."""
    if not best or not played:
        return None
    if player in _removers(best) and not _removers(played):
        key, line, rest, remover = "best", best, played, player
    elif rival_of(player) in _removers(played) and not _removers(best):
        key, line, rest, remover = "played", played, best, rival_of(player)
    else:
        return None
    stuck = [k for k in unplaceable(_after(start, line[0]))
             if k not in unplaceable(_after(start, rest[0]))]
    return _Apart(key, line, rest, remover, stuck) if stuck else None


def removal_reason(start: Any, best: Sequence[Played], played: Sequence[Played],
                   player: str) -> str:
    """When one move leaves a piece that fits nowhere, so that whoever is left with it
    takes pieces of their choice off the board and lays them again, and the other move
    does not - the best move giving ``player`` the removals, or the move played giving
    them to the other player: say so, with the pieces that line takes off, and what
    becomes of them in the other line, where they stay (:func:`_kept`). '' when the
    lines do not differ so."""
    apart = _apart(start, best, played, player)
    if apart is None:
        return ""
    names = {"best": f"the best move {best[0].text}", "played": played[0].text}
    other_key = "played" if apart.key == "best" else "best"
    removals = [step for step in apart.line if step.move.action == "remove"]
    plies = [n for n, step in enumerate(apart.line, start=1) if step.move.action == "remove"]
    who = PLAYER_NAMES[apart.remover]
    pieces = " and ".join(f"the {KIND_NAMES[k]}" for k in apart.stuck)
    laid = _laid(apart.line)
    taken = _and_names([step.text.removeprefix("x:") for step in removals])
    centre = [step for step in removals if _near(step.move.cells)]
    around = "; ".join(
        f"the {step.move.kind} on {_names(step.move.cells)} lies on {len(_near(step.move.cells))}"
        f" of the 8 cells around the centre" for step in centre)
    if around:
        around = f" {around[:1].upper()}{around[1:]}, where Gold puts the first marker of Phase 1."
    one = len(apart.stuck) == 1
    said = (f"What sets the moves apart is who takes pieces off the board. After "
            f"{names[apart.key]} {pieces} fit{'s' if one else ''} nowhere, so whoever is "
            f"left with {'it' if one else 'them'} must first take pieces off: in the search's "
            f"line {laid + ', and ' if laid else ''}{who}, left with {pieces}, takes off "
            f"{taken} ({_ply_words(plies)} of the line), "
            f"{'a piece' if len(removals) == 1 else 'pieces'} of {who}'s choosing, back to "
            f"the pool to be laid again.{around}")
    kept, _ = _kept(start, apart.other, centre or removals, apart.remover)
    then = _laid(apart.other)
    fits = not unplaceable(_after(start, apart.other[0]))
    begins = any(e.kind == "phase" for step in apart.other for e in step.events)
    said += (f" After {names[other_key]} {'every piece left fits and ' if fits else ''}"
             f"nothing comes off{': ' + then if then else ''}"
             f"{', and Phase 1 begins' if begins else ''}")
    said += f" with {kept}." if kept and begins else f"; {kept}." if kept else "."
    return said


def removal_plies(start: Any, best: Sequence[Played], played: Sequence[Played],
                  player: str) -> dict[str, int]:
    """The moves of the lines :func:`removal_reason` points to: the last removal of
    the line that takes pieces off, and the last marker put on one of those pieces in
    the other line; {} when it says nothing."""
    apart = _apart(start, best, played, player)
    if apart is None:
        return {}
    removals = [step for step in apart.line if step.move.action == "remove"]
    centre = [step for step in removals if _near(step.move.cells)]
    found = {apart.key: max(n for n, step in enumerate(apart.line, start=1)
                            if step.move.action == "remove")}
    _, plies = _kept(start, apart.other, centre or removals, apart.remover)
    if plies:
        found["played" if apart.key == "best" else "best"] = plies[-1]
    return found


def _and_names(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def setup_contrast(start: Any, best: Sequence[Played], played: Sequence[Played],
                   player: str) -> str:
    """What sets a setup move (``played[0]``) apart from the best one (``best[0]``),
    both played from ``start`` (see the module docstring); '' outside the setup or for
    lines that do not start with ``player``'s move."""
    if (start.phase != "setup" or not best or not played or best[0].player != player
            or played[0].player != player):
        return ""
    removals = removal_reason(start, best, played, player)
    if removals:
        return removals
    name, top = played[0].text, best[0].text
    mine, ours = _after(start, played[0]), _after(start, best[0])
    centre = (len(_near(played[0].move.cells)) != len(_near(best[0].move.cells))
              and "place" in (played[0].move.action, best[0].move.action))
    said = [f"{name} {placed_words(played[0].move)}; the best move {top} "
            f"{placed_words(best[0].move)}"
            + (" (Phase 1's first markers go around the centre, Gold first)." if centre
               else ".")]
    # after a removal the same player places next: what they can place says it all
    room = _then(mine, ours, name, top, player) or (
        "" if mine.to_move == player else _room(mine, ours, name, top))
    said += [s for s in (room, _dead(mine, ours, name, top)) if s]
    theirs, yours = _answer(played), _answer(best)
    if (theirs is not None and yours is not None and theirs.text != yours.text
            and theirs.player == yours.player):
        who = PLAYER_NAMES[theirs.player]
        does = "then plays" if theirs.player == player else "answers"
        said.append(f"In the search's lines {who} {does} {theirs.text} "
                    f"({_answer_words(theirs.move)}) after {name}, and {yours.text} "
                    f"({_answer_words(yours.move)}) after the best move.")
    return " ".join(said)
