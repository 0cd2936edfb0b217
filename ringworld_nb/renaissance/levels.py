"""The levels of Renaissance: every rule of ``docs/rules.md`` §3, in the order of a set.

The starts are built with the engine's constructors and moves: ``Renaissance()`` for the
setup, :func:`~ringworld_nb.renaissance.lessons.setup_position` for a crowded setup,
:meth:`Renaissance.from_layout` (and moves played from it) for Phase 1,
:meth:`Renaissance.phase2_only` for Phase 2. The positions of the Renaissance notebook's
lessons come back here (the stuck setup, the lone O tetromino, the tied domino that a
push takes), now for the learner to play. Where a rule needs the other player (a tie, an
offer), the other player's moves are scripted.

Cells are named as in chess: columns a to g from the left, rows 1 to 7 from the bottom;
the centre is d4. The first level comes before the notation is taught (the second, "A
move written down"): its intro teaches the names of cells, and its words write no move
(``written=False``); each later kind of move is written down where it first appears
(a marker, a push, the preparation, a Phase 2 turn).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..learn.level import Fact, Goal, Level, Played, Words, first_move, first_move_is
from .board import MARKER_OF, MONO
from .cells import cell_name, orthogonal, parse_cell
from .game import Renaissance
from .lessons import position, setup_position
from .pieces import parse_piece as parse_piece_text
from .pieces import shape_of, turned
from .words import KIND_NAMES, PLAYER_NAMES

__all__ = ["renaissance_levels"]


def _layout(layout: str, moves: Sequence[str] = (), *,
            variant: str = "full") -> Callable[[], Renaissance]:
    """The builder of a Phase 1 start: ``layout``, then ``moves`` played from it."""
    return lambda: position(Renaissance.from_layout(layout, variant=variant), moves)


def _phase2(silver: Sequence[str], gold: Sequence[str],
            moves: Sequence[str] = ()) -> Callable[[], Renaissance]:
    """The builder of a Phase-2-only start: the hands, then ``moves``."""
    return lambda: position(Renaissance.phase2_only(silver, gold), moves)


def _mine(played: Sequence[Played]) -> list[Played]:
    return [p for p in played if p.by_learner]


def _cells(names: str) -> frozenset[int]:
    return frozenset(parse_cell(n) for n in names.split(","))


def _laid_on(names: str) -> Goal:
    """The goal: the learner laid one piece on exactly the cells ``names``."""
    cells = _cells(names)

    def reached(game: Any, played: Sequence[Played]) -> bool:
        return any(e.kind == "placed" and set(e.cells) == cells
                   for p in _mine(played) for e in p.events)
    return reached


def _laid(kind: str) -> Goal:
    """The goal: the learner laid (setup) or put back (Phase 2) a piece of ``kind``."""
    def reached(game: Any, played: Sequence[Played]) -> bool:
        return any(e.kind in ("placed", "put") and e.piece_kind == kind
                   for p in _mine(played) for e in p.events)
    return reached



def _marker(player: str, cell: str) -> Goal:
    """The goal: a marker of ``player`` stands on ``cell``."""
    def reached(game: Any, played: Sequence[Played]) -> bool:
        return game.board.markers[parse_cell(cell)] == MARKER_OF[player]
    return reached


def _took(player: str, kind: str) -> Goal:
    """The goal: ``player`` took a piece of ``kind`` during the level."""
    def reached(game: Any, played: Sequence[Played]) -> bool:
        return any(e.kind == "taken" and e.player == player and e.piece_kind == kind
                   for p in played for e in p.events)
    return reached


def _still_there(names: str) -> Goal:
    """The goal: a piece still covers the cells ``names`` after the replies."""
    cells = _cells(names)

    def reached(game: Any, played: Sequence[Played]) -> bool:
        return bool(played) and any(set(c) == cells for _, c in game.pieces().values())
    return reached


def _scored(player: str, points: int) -> Goal:
    """The goal: the set is over and ``player`` scored at least ``points``."""
    def reached(game: Any, played: Sequence[Played]) -> bool:
        return game.is_over and game.score(player) >= points
    return reached


def _won(player: str) -> Goal:
    def reached(game: Any, played: Sequence[Played]) -> bool:
        return game.is_over and game.winner == player
    return reached


def _prepared_next_to(player: str, names: str) -> Goal:
    """The goal: the learner's preparation item is a marker touching (by an edge) the
    cells ``names``, outside them."""
    square = _cells(names)
    touching = {c for cell in square for c in orthogonal(cell)} - square

    def reached(game: Any, played: Sequence[Played]) -> bool:
        first = first_move(played)
        return (first is not None and first.move.action == "prep_marker"
                and first.move.cell in touching)
    return reached


def _listed(names: Sequence[str]) -> str:
    """``"b1, c2 or d1"``."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"


def _prepared_success(game: Any, played: Sequence[Played]) -> str:
    """What the preparation level's marker did, for the cell it went on: how it is
    written, and the free cells beside it where no item may go now."""
    first = first_move(played)
    if first is None or first.move.cell is None:
        return ""
    board, placed = game.board, first.move.cell
    cell, free = cell_name(placed), set(board.free_cells())

    def held(c: int) -> bool:  # a marker or the monomino: an item of the preparation
        return bool(board.markers[c]) or board.tiles[c] == MONO

    barred = sorted(cell_name(c) for c in orthogonal(placed) if c in free and not any(
        held(n) for n in orthogonal(c) if n != placed))  # (not barred already)
    text = (f"Written *@{cell} (a marker; m@{cell} would be the monomino). Your O "
            "tetromino can go on the square later, touching your marker")
    return text + (f"; and no item may now go on {_listed(barred)}, beside it." if barred
                   else ".")


def _why_not_prepared(player: str, names: str) -> Words:
    """Why a preparation item misses the preparation level's goal: the monomino where a
    marker was asked (and, where the marker would have done it, to choose Marker first),
    or a marker that does not touch the square ``names``."""
    square = _cells(names)
    touching = {c for cell in square for c in orthogonal(cell)} - square

    def words(game: Any, played: Sequence[Played]) -> str:
        first = first_move(played)
        if first is None or first.move.cell is None:
            return ""
        cell = cell_name(first.move.cell)
        if first.move.action == "prep_mono":
            there = (f" - a marker on {cell} would do it" if first.move.cell in touching
                     else "")
            return (f"That put your monomino on {cell}, not a marker{there}: choose Marker "
                    "beside the board first (or the keys [ and ]), then the cell.")
        return f"{cell} does not touch the square {names.replace(',', ', ')}."
    return words


def _moved_a_marker_of(player: str) -> Goal:
    """The goal: the learner's Phase 2 turn moved a marker of ``player``."""
    def reached(game: Any, played: Sequence[Played]) -> bool:
        return any(e.kind == "moved" and e.to and
                   game.board.markers[e.to[0]] == MARKER_OF[player]
                   for p in _mine(played) for e in p.events)
    return reached


def _phase(name: str) -> Goal:
    """The goal: the game has reached the phase ``name``."""
    def reached(game: Any, played: Sequence[Played]) -> bool:
        return bool(played) and game.phase == name
    return reached


def _score_words(game: Any, player: str) -> str:
    """``"Gold's score: 4 (3 pieces, Triple I +1)"``, from the game's score sheet."""
    lines = game.score_sheet(player)
    parts = ", ".join(f"{words} {points:+d}" if i else words
                      for i, (words, points) in enumerate(lines))
    detail = f" ({parts})" if parts else ""
    return f"{PLAYER_NAMES[player]}'s score: {game.score(player)}{detail}"


def _in_words(kind: str, cells: Sequence[int]) -> str:
    names = [cell_name(c) for c in sorted(cells)]
    return f"the {KIND_NAMES[kind]} on {', '.join(names[:-1])} and {names[-1]}"


def _why_not_turned(kind: str, names: str) -> Words:
    """Why a piece laid is not ``kind`` on ``names`` (the first level, before the
    notation: in words, no move written)."""
    target = _cells(names)

    def words(game: Any, played: Sequence[Played]) -> str:
        laid = [e for p in _mine(played) for e in p.events if e.kind == "placed"]
        if not laid:
            return ""
        e = laid[-1]
        said = f"you laid {_in_words(e.piece_kind, e.cells)}"
        if e.piece_kind != kind:
            return f"{said[:1].upper()}{said[1:]}: choose the {KIND_NAMES[kind]}."
        want, have = shape_of(target), shape_of(e.cells)
        if want == have:
            return f"{said[:1].upper()}{said[1:]}: the right way round, on other cells."
        turns = [have]
        for _ in range(3):
            turns.append(turned(turns[-1]))
        how = "turn it" if want in turns else "flip it, then turn it"
        return f"{said[:1].upper()}{said[1:]}: {how} until it stands as the goal says."
    return words


def _why_not_written(text: str) -> Words:
    """Why a piece laid is not the piece written ``text``: what it was, written."""
    want = parse_piece_text(text)

    def words(game: Any, played: Sequence[Played]) -> str:
        first = first_move(played)
        laid = [e for e in first.events if e.kind == "placed"] if first else []
        if first is None or not laid:
            return ""
        return (f"{first.text} is {_in_words(laid[0].piece_kind, laid[0].cells)}; "
                f"{text} is {_in_words(*want)}.")
    return words


def _why_not_monomino(game: Any, played: Sequence[Played]) -> str:
    """The monomino level: a marker on a monomino cell takes nothing."""
    first = first_move(played)
    if first is None or first.move.cell is None:
        return ""
    if game.board.tiles[first.move.cell] == MONO:
        return (f"{cell_name(first.move.cell)} is a monomino cell (grey): a monomino is "
                "filler, never taken - a marker there scores nothing.")
    return ""


def _triple_success(game: Any, played: Sequence[Played]) -> str:
    return (f"{_score_words(game, 'gold')}. The I tetromino would have made 4: 3 pieces "
            "and Triple I +1.")


def _why_not_taken(game: Any, played: Sequence[Played]) -> str:
    """The I pieces level: the score after the move, with its bonuses."""
    text = _score_words(game, "gold") + "."
    if "I4" in game.collection("gold"):
        text += " The other I triomino would score 5: 3 pieces and +2 for both."
    return text


def _phase2_words(game: Any, played: Sequence[Played]) -> str:
    """What the start of Phase 2 did to the learner's score."""
    return (f"The board is cleared - pieces, monominoes, markers. What you took is now in "
            f"your hand, to be put back in Phase 2; each piece still in hand at the end "
            f"costs its cells. {_score_words(game, 'gold')}.")


def _why_not_cleared(game: Any, played: Sequence[Played]) -> str:
    n = len(game.pieces())
    return (f"{n} polyomino{'es' if n != 1 else ''} still on the board: Phase 1 goes on "
            "until none is left (or both players agree to end it).")


def _push_words(game: Any, played: Sequence[Played]) -> str:
    """How the push just played is written."""
    first = first_move(played)
    if first is None or first.move.action != "insert":
        return ""
    return (f"A push is written by its entry cell and its direction: yours was {first.text} "
            "(> pushes right, < left, ^ up, v down).")


def _why_not_pushed(game: Any, played: Sequence[Played]) -> str:
    a6 = parse_cell("a6")
    if game.board.markers[a6] == MARKER_OF["silver"]:
        return ("a6 still holds Silver's marker: only a marker pushed in from the left "
                "edge at a6 moves it.")
    return ""


def _why_not_turn(game: Any, played: Sequence[Played]) -> str:
    """The Phase 2 turn level: the O tetromino put back, a marker of Silver's moved."""
    events = [e for p in _mine(played) for e in p.events]
    put = [e for e in events if e.kind == "put"]
    moved = [e for e in events if e.kind == "moved"]
    words = []
    if put and put[-1].piece_kind != "O4":
        words.append(f"You put back your {KIND_NAMES[put[-1].piece_kind]}, not your O "
                     "tetromino.")
    if moved and game.board.markers[moved[-1].to[0]] == MARKER_OF["gold"]:
        words.append("You moved a marker of your own: this time move one of Silver's.")
    return " ".join(words)


def _each(*goals: Goal) -> Goal:
    def reached(game: Any, played: Sequence[Played]) -> bool:
        return all(goal(game, played) for goal in goals)
    return reached


def _nothing_fits(game: Any) -> bool:
    return bool(game.legal_moves()) and all(m.action == "remove"
                                            for m in game.legal_moves())


#: The notebook's crowded setup: only the I tetromino is left, and it fits nowhere.
STUCK = """
    A.BCCDD
    ABB..DD
    A.E..FF
    GGE#HF.
    .GEIH.J
    KGIIIJJ
    K.LL.J.
"""

#: One O tetromino in a corner: Phase 1 with nothing in the way.
ONE_PIECE = """
    .......
    .......
    .......
    ...#...
    .......
    .....AA
    .....AA
"""

#: A domino above the centre and nothing else: taking it ends Phase 1.
ONE_DOMINO = """
    .......
    .......
    ..AA...
    ...#...
    .......
    .......
    .......
"""

#: The I pieces: a domino (A) and an I triomino (B) that Gold takes first, then the other
#: I triomino (C, c4 still empty) and the I tetromino (E, e4 still empty).
I_PIECES = """
    ....E..
    ..CAE..
    ..CAE..
    ..C#E..
    ..BBB..
    .......
    .......
"""

#: Phase 1 of I_PIECES played so far: Gold took the domino and an I triomino, and holds 2
#: cells of the other I triomino and 3 of the I tetromino.
I_PIECES_PLAYED = ("d5", "d3", "c5", "c2", "d6", "e2", "c3", "b1", "e3", "d1", "e5", "f1",
                   "d5", "a2", "e6", "g2", "c6", "b3", "d6", "f3", "e7", "g4")

#: A straight triomino above the centre.
TRIOMINO = """
    .......
    .......
    ..AAA..
    ...#...
    .......
    .....BB
    .....BB
"""

#: A domino above the centre.
DOMINO = """
    .......
    .......
    ..AA...
    ...#...
    .......
    .....BB
    .....BB
"""

#: The four dominoes: three around the centre, one in the top left corner.
DOMINOES = """
    C......
    C......
    ..AA...
    ..D#B..
    ..D.B..
    .......
    .......
"""

#: Phase 1 of DOMINOES played so far: Gold has taken three dominoes and stands on a7.
FOUR_DOMINOES = ("c5", "e5", "b6", "f6", "d5", "g7", "c4", "f4", "c3", "g3", "e4", "g5",
                 "e3", "d3", "a7", "e7")

#: A game of Phase 2 alone near its end (found by random play from a random deal): Gold
#: holds an L tetromino and a V triomino, and one last piece can still go back.
ENDGAME_HANDS = (("I4", "T4", "I3", "I3", "D", "D"), ("L4", "D", "O4", "S4", "V3", "D", "V3"))
ENDGAME = ("m@e3", "m@c5", "*@g5", "*@c3", "*@a7", "*@g2", "*@a4", "*@c1", "D:b4,c4 g2-f2",
           "T4:d1,e1,e2,f1 c1-c2", "S4:a6,b6,b7,c7 f2-g2", "D:b1,b2 a4-a3",
           "O4:e5,e6,f5,f6 c2-c1", "I3:f2,f3,f4 c3-d3", "V3:a4,a5,b5 d3-d2",
           "I3:b3,c3,d3 g5-g4", "D:a1,a2 g2-g3", "D:g1,g2 g4-g5")

#: The hands and the first markers of the notebook's Phase 2.
SILVER_HAND, GOLD_HAND = ("D", "I3", "L4"), ("O4", "V3", "D")
FIRST_MARKERS = ("*@c5", "*@e5", "*@e3", "*@c3")


def renaissance_levels() -> tuple[Level, ...]:
    """The levels of Renaissance, in the order they are played."""
    return (
        Level(
            game="renaissance", key="piece", name="Turning a piece", section="3.1",
            intro=("Cells are named as the board's edges show: the column letter, a to g "
                   "from the left, then the row, 1 to 7 from the bottom; the centre, d4, "
                   "takes nothing. Choose a piece beside the board (keys ] and [), orient it "
                   "with Turn (key r) and Flip (key f), choose a cell, then choose it again "
                   "to lay it."),
            goal=("You play Silver: lay the L tetromino standing like the letter L, on b1, "
                  "b2, b3 and c1."),
            rule=("The polyominoes may be rotated and turned over; the board has 7 x 7 "
                  "cells, and nothing is ever put on the centre (rule book §3.1)."),
            build=Renaissance,
            solution=("L4:b1,b2,b3,c1",),
            reached=_laid_on("b1,b2,b3,c1"),
            hints=("Choose the L tetromino beside the board.",
                   "It comes lying flat: press Turn (key r) once, and it stands like the letter L.",
                   "Choose b1, its lowest cell on the left, and choose b1 again to lay it."),
            focus="b1",
            why_not=_why_not_turned("L4", "b1,b2,b3,c1"),
            written=False,
        ),
        Level(
            game="renaissance", key="notation", name="A move written down", section="3.6",
            intro=("A piece is written as its kind, a colon and its cells, sorted by column "
                   "and then by row. The kinds: D (domino), I3 and V3 (triominoes), I4, O4, "
                   "T4, L4 and S4 (tetrominoes): L4:b1,b2,b3,c1 was your L."),
            goal="You play Silver: lay the piece T4:c3,d2,d3,e3.",
            rule=("A placed piece is written as its kind, a colon and its cells, sorted by "
                  "column and then by row: T4:c3,d2,d3,e3 is the T tetromino on c3, d3, e3 "
                  "and d2 (rule book §3.6)."),
            build=Renaissance,
            solution=("T4:c3,d2,d3,e3",),
            reached=first_move_is("T4:c3,d2,d3,e3"),
            hints=("T4 is the T tetromino: Turn it (key r) until its stem points down.",
                   "Cells are named as in chess: column letter, then row from the bottom.",
                   "Three cells in row 3 (c3, d3, e3) and d2 under the middle one."),
            focus="d3",
            why_not=_why_not_written("T4:c3,d2,d3,e3"),
        ),
        Level(
            game="renaissance", key="removal", name="A removal turn", section="3.2",
            goal="You play Silver: nothing fits - take one piece off, then lay the I tetromino.",
            rule=("If none of the pieces left in the pool fits anywhere, the player takes "
                  "placed pieces off the board, one at a time, until one fits, and then "
                  "places one; a piece removed in this turn may not be placed in the same "
                  "turn (rule book §3.2)."),
            build=lambda: setup_position(STUCK),
            solution=("x:V3:b6,c6,c7", "I4:b6,c6,d6,e6"),
            reached=_laid("I4"),
            hints=("The I tetromino needs four free cells in a row.",
                   "b6 and c6 with d6 and e6 would make a row of four.",
                   "Take the V triomino b6, c6, c7 off, then lay the I4 on b6 to e6."),
            focus="d6",
            facts=(Fact("only the I tetromino is left", lambda g: [
                k for k, n in g.pool().items() if n] == ["I4"]),
                   Fact("nothing fits: only removals are legal", _nothing_fits)),
        ),
        Level(
            game="renaissance", key="markers", name="Where a marker goes", section="3.3",
            intro=("Phase 1: the players put markers to take the polyominoes. The grey "
                   "squares are monominoes, single-cell fillers. A marker goes on one of "
                   "the 8 cells around the centre, or diagonally next to a marker of yours. "
                   "A marker's move is written by its cell: c5."),
            goal="Phase 1, you play Gold: put a marker on the corner a7 in three moves.",
            rule=("A marker goes on one of the 8 cells around the centre, always, or on a "
                  "cell diagonally next to one of the player's own markers (rule book "
                  "§3.3)."),
            build=_layout(ONE_PIECE),
            solution=("c5", "b6", "a7"),
            replies=("e3", "e5"),
            reached=_marker("gold", "a7"),
            hints=("Your first marker must go next to the centre.",
                   "From there, step diagonally towards the top left corner.",
                   "c5, then b6, then a7."),
            focus="a7",
        ),
        Level(
            game="renaissance", key="edge", name="In from the edge", section="3.3",
            intro=("A marker of yours on an edge cell opens that cell and its two "
                   "neighbours along the edge to a marker pushed in from outside (a push "
                   "from the margin). On an empty entry cell it simply lands; on a marker it "
                   "pushes the line inwards, each marker one cell, up to the first empty "
                   "cell."),
            goal=("You play Gold: put a marker on a6, right under your marker a7 - where "
                  "Silver's marker stands now."),
            rule=("When one of your markers stands on an edge cell, you may put a marker in "
                  "from outside the board at that cell or at either of its two neighbours "
                  "along the edge; a corner stands on two edges. If the entry cell holds a "
                  "marker, the markers of its line move one cell inwards, up to the first "
                  "empty cell (rule book §3.3)."),
            build=_layout(ONE_PIECE, ("c5", "c3", "b6", "b4", "a7", "a5", "e5", "a6")),
            solution=("a6>",),
            reached=_marker("gold", "a6"),
            hints=("a6 holds Silver's marker: no marker can be put there.",
                   "Your marker a7 stands on the left edge: it opens a6 to a push from "
                   "outside.",
                   "Choose the push left of a6 (a6>): Silver's a6 goes to b6, your b6 to c6."),
            focus="a6",
            success=_push_words,
            why_not=_why_not_pushed,
            facts=(Fact("a6 holds Silver's marker", lambda g: g.board.markers[
                parse_cell("a6")] == MARKER_OF["silver"]),),
        ),
        Level(
            game="renaissance", key="majority", name="Taking a piece", section="3.3",
            goal="You play Gold: take the I triomino c5, d5, e5.",
            rule=("When every cell of a polyomino holds a marker, the player with more "
                  "markers on it takes it (rule book §3.3)."),
            build=_layout(TRIOMINO, ("c5", "d5")),
            solution=("e5",),
            reached=_took("gold", "I3"),
            hints=("Two of its cells hold markers: one yours, one Silver's.",
                   "Fill the last one: two markers to one.",
                   "Put a marker on e5."),
            focus="e5",
            success=("1 point: the I triomino is yours, its markers go back to their "
                     "supplies, and its cells are monomino cells now."),
        ),
        Level(
            game="renaissance", key="monomino", name="Monominoes are no prize",
            section="3.3",
            intro=("Only polyominoes are taken. The grey squares are monominoes: filler, "
                   "never taken - a marker on one scores nothing, it only opens the cells "
                   "diagonal to it."),
            goal="You play Gold: score your first point.",
            rule=("When every cell of a polyomino holds a marker, the player with more "
                  "markers on it takes it; a monomino is no polyomino and is never taken "
                  "(rule book §3.3)."),
            build=_layout(DOMINO, ("c5", "e3")),
            solution=("d5",),
            reached=_took("gold", "D"),
            hints=("A grey square is a monomino: a marker there takes nothing.",
                   "The domino c5-d5 holds your marker on c5.",
                   "Put a marker on d5."),
            focus="d5",
            success="Two markers to none on the domino: 1 point.",
            why_not=_why_not_monomino,
        ),
        Level(
            game="renaissance", key="tie", name="A tie stays", section="3.3",
            goal="You play Silver: keep Gold from taking the domino c5-d5.",
            rule=("When every cell of a polyomino holds a marker, the player with more "
                  "markers on it takes it; on a tie the piece stays (rule book §3.3)."),
            build=_layout(DOMINO, ("c5",)),
            solution=("d5",),
            replies=("d5",),
            reached=_still_there("c5,d5"),
            hints=("Gold threatens to put a second marker on the domino.",
                   "One marker each is a tie.",
                   "Put your marker on d5."),
            focus="d5",
            success="The domino is full, one marker each: a tie, it stays.",
        ),
        Level(
            game="renaissance", key="push", name="A push takes a piece", section="3.3",
            goal="You play Gold: take the tied domino c5-d5.",
            rule=("An insertion at an entry cell that holds a marker pushes the markers of "
                  "its line, up to the first empty cell, one cell inwards; then every full "
                  "piece is examined again, so a push can break a tie (rule book §3.3)."),
            build=_layout(DOMINO, ("c5", "d5", "c4", "e3", "b5", "f4", "b6", "e4", "a5",
                                   "d3")),
            solution=("a5>",),
            reached=_took("gold", "D"),
            hints=("Row 5 holds a5, b5 and c5 (Gold) and d5 (Silver), then e5 is empty.",
                   "Your marker a5 stands on the left edge: push row 5 in from the left.",
                   "Play a5>: every marker of row 5 up to e5 moves one cell right."),
            focus="c5",
            success="Silver's d5 went on to e5: the domino holds two Gold markers.",
        ),
        Level(
            game="renaissance", key="offer", name="An offer to end", section="3.3",
            goal=("You play Silver: Gold offers to end Phase 1 - take the I triomino "
                  "c5, d5, e5 first."),
            rule=("The player to move may offer to end Phase 1; the other answers at once: "
                  "accept (Phase 1 ends) or decline (the offering player then moves as "
                  "usual) (rule book §3.3)."),
            build=_layout(TRIOMINO, ("c3", "d5", "e3", "e5", "offer")),
            solution=("decline", "c5"),
            replies=("b2",),
            reached=_took("silver", "I3"),
            hints=("Accepting ends Phase 1 at once: the I triomino stays untaken.",
                   "After a decline, Gold moves as usual, then you.",
                   "Decline; after Gold's move put a marker on c5."),
            focus="c5",
        ),
        Level(
            game="renaissance", key="bonus", name="Sets and bonuses", section="3.3",
            intro=("Phase 1 scores 1 point a piece taken, plus a bonus for each set: all 4 "
                   "dominoes +4, both I triominoes +2, both V triominoes +2, all 4 "
                   "triominoes +4, all 5 tetrominoes +15, and Triple I."),
            goal=("Phase 1 alone, you play Gold: score 8 points - take your fourth domino "
                  "for the bonus."),
            rule=("The Phase 1 score: 1 point per polyomino taken, plus every bonus that "
                  "applies - all 4 dominoes +4, both I triominoes +2, both V triominoes +2, "
                  "all 4 triominoes +4, all 5 tetrominoes +15, Triple I (rule book §3.3)."),
            build=_layout(DOMINOES, FOUR_DOMINOES, variant="phase1"),
            solution=("a6",),
            reached=_scored("gold", 8),
            hints=("Your marker a7 stands on one of the domino's two cells.",
                   "A corner marker opens the cells next to it along both edges.",
                   "Put a marker on a6."),
            focus="a6",
            success="4 pieces, +4 for all four dominoes: 8 points.",
            facts=(Fact("Gold has taken three dominoes",
                        lambda g: g.collection("gold") == ["D", "D", "D"]),),
        ),
        Level(
            game="renaissance", key="triple", name="Bonuses of the I pieces", section="3.3",
            intro=("The I pieces are the straight ones: the domino, the I triominoes, the I "
                   "tetromino. Both I triominoes: +2. Triple I - an I piece of each size: "
                   "+1, and +1 for every further I piece."),
            goal=("Phase 1 alone, you play Gold, holding a domino and an I triomino: take "
                  "the piece that scores more, bonus included."),
            rule=("The Phase 1 score: 1 point per polyomino taken, plus every bonus that "
                  "applies - both I triominoes +2; Triple I, an I piece of each size "
                  "(domino, I triomino, I tetromino), +1 and +1 for every further I piece "
                  "(rule book §3.3)."),
            build=_layout(I_PIECES, I_PIECES_PLAYED, variant="phase1"),
            solution=("c4",),
            reached=_took("gold", "I3"),
            hints=("c4 takes the other I triomino, e4 the I tetromino.",
                   "The I triomino: 1 point and +2 for both; the I tetromino: 1 point and "
                   "+1 for Triple I.",
                   "Put a marker on c4."),
            focus="c4",
            success=_triple_success,
            why_not=_why_not_taken,
            facts=(Fact("Gold holds a domino and an I triomino",
                        lambda g: sorted(g.collection("gold")) == ["D", "I3"]),
                   Fact("an I triomino and the I tetromino are left",
                        lambda g: sorted(k for k, _ in g.pieces().values()) == ["I3", "I4"])),
        ),
        Level(
            game="renaissance", key="cleared", name="Phase 2 clears the board",
            section="3.4",
            intro=("Phase 1 ends when no polyomino is left on the board. Then Phase 2 "
                   "begins: the board is cleared, and each player must put back the pieces "
                   "they took."),
            goal="You play Gold: take the last piece on the board, and see Phase 2 begin.",
            rule=("Phase 2 starts on a cleared board: each player has the polyominoes they "
                  "took, 1 monomino and 3 markers, and the cells of every piece still in "
                  "hand at the end are taken off the score (rule book §3.4)."),
            build=_layout(ONE_DOMINO, ("c5", "e3")),
            solution=("d5",),
            reached=_phase("phase2_prep"),
            hints=("The domino c5-d5 is the last piece on the board.",
                   "Your marker c5 stands on it: one more of yours takes it.",
                   "Put a marker on d5."),
            focus="d5",
            success=_phase2_words,
            why_not=_why_not_cleared,
        ),
        Level(
            game="renaissance", key="prep", name="Phase 2: preparation", section="3.4",
            intro=("First the preparation: each player puts their 4 items - 1 monomino and "
                   "3 markers - one at a time, Gold first, 8 in all, never sharing an edge "
                   "with an item already down. 4 are down here: c5 and e3 yours, e5 and c3 "
                   "Silver's. Later each piece you put back must touch a marker of your "
                   "own."),
            goal=("You play Gold: put a marker beside the free square a1, a2, b1, b2, so "
                  "that your O tetromino can go there later."),
            rule=("Preparation: each player puts one of their items, the monomino or a "
                  "marker, on an empty cell that does not share an edge with a marker or "
                  "monomino already placed; in Phase 2 a piece is put back touching a marker "
                  "of its owner's colour (rule book §3.4)."),
            build=_phase2(SILVER_HAND, GOLD_HAND, FIRST_MARKERS),
            solution=("*@c1",),
            reached=_prepared_next_to("gold", "a1,a2,b1,b2"),
            hints=("The cells touching the square are a3, b3, c1 and c2.",
                   "b3 and c2 share an edge with Silver's marker c3.",
                   "Put your marker on c1 (or a3)."),
            focus="b2",
            success=_prepared_success,
            why_not=_why_not_prepared("gold", "a1,a2,b1,b2"),
        ),
        Level(
            game="renaissance", key="turn", name="Phase 2: a turn", section="3.4",
            intro=("A turn of Phase 2: put back one piece of your hand, touching a marker "
                   "of your own, then move any marker - yours or Silver's - one cell up, "
                   "down, left or right onto a free cell. It is written piece, then move: "
                   "O4:a3,a4,b3,b4 c5-c6."),
            goal="You play Gold: put your O tetromino back, then move one of Silver's markers.",
            rule=("A turn of Phase 2: place one of your polyominoes on free cells sharing an "
                  "edge with at least one marker of your own colour, then move any one "
                  "marker, of either colour, one cell up, down, left or right onto a free "
                  "cell (rule book §3.4)."),
            build=_phase2(SILVER_HAND, GOLD_HAND,
                          (*FIRST_MARKERS, "*@b2", "*@f2", "m@f6", "m@b6")),
            solution=("O4:a3,a4,b3,b4 c3-c2",),
            reached=_each(_laid("O4"), _moved_a_marker_of("silver")),
            hints=("The O tetromino must touch one of your markers: b2, c5 or e3.",
                   "Above your marker b2 there is room; Silver's markers are c3, e5 and f2.",
                   "Put it on a3, a4, b3, b4, then move Silver's marker c3 down to c2."),
            focus="b2",
            success=("Moving Silver's markers away from the room Silver needs keeps Silver's "
                     "pieces in hand."),
            why_not=_why_not_turn,
        ),
        Level(
            game="renaissance", key="penalty", name="The score of a set", section="3.5",
            goal=("Phase 2 alone, you play Gold: one more piece fits - put back the one "
                  "that wins the set."),
            rule=("The score of a set is the Phase 1 score minus the Phase 2 penalty, the "
                  "cells of the pieces still in hand - 2 for a domino, 3 for a triomino, 4 "
                  "for a tetromino; the higher score wins (rule book §3.5)."),
            build=_phase2(*ENDGAME_HANDS, ENDGAME),
            solution=("L4:e7,f7,g6,g7 g3-g4",),
            reached=_won("gold"),
            hints=("In Phase 2 alone a score is minus the cells left in hand.",
                   "Silver keeps an I tetromino: -4. Your L is 4 cells, your V 3.",
                   "Put back the L tetromino on e7, f7, g6, g7."),
            focus="g6",
            success="Your V triomino costs 3, Silver's I tetromino 4: -3 beats -4.",
            facts=(Fact("Gold holds an L tetromino and a V triomino",
                        lambda g: sorted(g.hand("gold")) == ["L4", "V3"]),
                   Fact("Silver holds an I tetromino", lambda g: g.hand("silver") == ["I4"])),
        ),
    )
