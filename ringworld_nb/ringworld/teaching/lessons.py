"""The rules of The Ring World, one small constructed board per rule.

The boards behind ``notebooks/ringworld_rules_step_by_step.ipynb``. Each function
returns a :class:`Lesson`: a starting board (``[(address, colour), ...]`` as
``RingWorld.from_positions`` takes it), the moves played from it in notation, and the
pictures to draw (:class:`Panel`). Nothing here draws: ``lesson_figures`` turns a lesson
into a matplotlib Figure, and ``tests/test_ringworld_lessons.py`` checks that every
lesson really shows its rule.

Addresses are paths of child digits from the top position (0 = 3 o'clock, clockwise). On the
L3 board ("Mini", order 3) a level-2 position is one digit and a level-1 position two, e.g.
``02`` is child 2 of position 0. Some facts of L3 the lessons use:

* the 8 level-2 positions form a cycle; neighbouring level-2 positions share two children:
  ``02`` = ``17`` and ``03`` = ``16`` are children of positions 0 and 1, ``05`` = ``72`` and
  ``06`` = ``71`` in positions 0 and 7, ``14`` = ``27`` in positions 1 and 2;
* the 8 children of a position form a cycle of neighbours (``00``-``01``-...-``07``-``00``);
  a shared position has a third neighbour among the other parent's children: ``02`` touches ``01``,
  ``03`` and ``10``; ``03`` touches ``02``, ``04`` and ``15``.

How the boards were chosen
--------------------------
Every starting board is *quiet*: nothing in it is waiting to be born, to die or to be
occupied, so whatever happens is caused by the move shown (the one exception is stated in
its lesson: a birth that waits for the next generation). The moves are legal, and both
the placement and the turned position lie inside the picture, so a reader sees the whole
story. They were found by a small search over boards near the level-2 positions 7, 0 and 1, then
picked by hand for the shortest explanation.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from ..game import RingWorld
from ..geometry import RingBoard
from ..moves import BLUE, COLOUR_NAMES, RED, Event, Move
from ..notation import format_move, parse_move

__all__ = [
    "Lesson",
    "Panel",
    "all_lessons",
    "birth_with_two_neighbours",
    "birth_with_three_neighbours",
    "births_are_simultaneous",
    "death_of_both_colours",
    "death_after_birth",
    "occupation_by_five",
    "held_ring_is_kept",
    "placement_where",
    "placement_is_compulsory",
    "rotation_through_a_shared_position",
    "rotation_of_level_3",
    "taking_the_top_ring",
    "must_pass",
    "happened",
    "sample_game",
    "eventful_turns",
    "DEMO_SEED",
    "describe_move",
    "refusal",
    "count_passes",
    "replay",
]

Position = tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class Panel:
    """One picture of a lesson.

    ``stage`` says which moment of the lesson's moves is drawn:

    * ``"before"``: the board before move ``move`` (1-based), with that move shown as
      a selection (the ring about to be placed, pale; the position about to turn);
    * ``"moved"``: after the placement and the turn of move ``move``, before the
      automaton (the last move marked);
    * ``"after"``: after the whole move, automaton included (births, deaths and
      occupations of that move marked).

    A panel with its own ``position`` (a board, as ``[(address, colour), ...]``) draws
    that board instead (static lessons).
    ``legal`` marks the legal placements of the player to move, ``rotatable`` the rings
    the colour given could turn, ``open_rings`` outlines the level-2 positions that still
    accept a placement. ``highlight`` circles the addresses a reader should look at;
    ``labels`` replaces the lesson's labels for this panel.
    """

    stage: str = "before"
    move: int = 1
    caption: str = ""
    legal: bool = False
    rotatable: int | None = None
    open_rings: bool = False
    position: Position | None = None
    to_move: int | None = None
    highlight: tuple[str, ...] = ()
    labels: tuple[str, ...] | None = None


@dataclass(frozen=True)
class Lesson:
    """A rule taught on a constructed board.

    ``position`` (the starting board) and ``to_move`` give the start, ``moves`` the
    moves played from it in notation (e.g. ``"02@7"``), ``panels`` the pictures,
    ``focus`` the addresses the pictures must show (the drawing zooms on them; empty:
    the whole board) and ``labels`` the addresses written on the pictures.
    """

    key: str
    title: str
    rule: str
    position: Position
    moves: tuple[str, ...] = ()
    panels: tuple[Panel, ...] = ()
    order: int = 3
    to_move: int = RED
    focus: tuple[str, ...] = ()
    labels: tuple[str, ...] = ()

    @property
    def board(self) -> RingBoard:
        return RingBoard(self.order)

    def start(self) -> RingWorld:
        """A fresh game on the lesson's starting board."""
        return RingWorld.from_positions(self.position, order=self.order,
                                        to_move=self.to_move)

    def parsed_moves(self) -> list[Move]:
        """The lesson's moves as Move values."""
        return [parse_move(self.board, text) for text in self.moves]

    def play(self) -> tuple[list[RingWorld], list[list[Event]]]:
        """Play the moves on a fresh game.

        Returns the games before each move and after the last (``len(moves) + 1``
        independent copies) and the events of each move.
        """
        game = self.start()
        games, events = [game.clone()], []
        for move in self.parsed_moves():
            events.append(game.play(move))
            games.append(game.clone())
        return games, events

    def panel_game(self, panel: Panel) -> RingWorld:
        """The game a static panel (one with its own ``position``) draws."""
        if panel.position is None:
            raise ValueError("this panel draws a moment of the lesson's moves")
        to_move = self.to_move if panel.to_move is None else panel.to_move
        return RingWorld.from_positions(panel.position, order=self.order, to_move=to_move)


def happened(board: RingBoard, events: Iterable[Event], kind: str) -> dict[str, int]:
    """``{canonical address: colour}`` of everything the events of ``kind`` touched."""
    out: dict[str, int] = {}
    for e in events:
        if e.kind == kind:
            for p, c in zip(e.positions, e.colours):
                out[board.address(e.level, p)] = c
    return out


# ------------------------------------------------------------------- placement --
#: Four blue rings on shared positions: one below each of the 8 level-2 positions of L3,
#: so no ring can be placed (``02`` = ``17``, ``24`` = ``31``, ``46`` = ``53``,
#: ``60`` = ``75``).
_EVERY_RING_HELD: Position = (("02", BLUE), ("24", BLUE), ("46", BLUE), ("60", BLUE))


def placement_where() -> Lesson:
    """Where a ring may be placed: on an empty child of an open level-2 position (one whose
    8 children are all empty).

    Three boards (Red to move in the first and third, Blue in the second). On the
    empty board all 48 positions are legal. A red ring on ``00`` closes position 0: its own
    positions ``01``, ``04``, ``07`` are closed, but the four it shares with positions 1 and
    7 (``02``, ``03``, ``05``, ``06``) stay open, because one empty parent suffices.
    A blue ring on ``10`` closes position 1 too: now ``02`` and ``03`` are closed as well,
    while ``05`` and ``06`` (position 7 is still empty) stay open.
    """
    return Lesson(
        key="placement",
        title="Placement: where a ring may go",
        rule=("A level-2 position is open while its 8 children are all empty; you may "
              "place a ring on any empty child of an open position."),
        position=(),
        panels=(
            Panel(position=(), to_move=RED, legal=True, open_rings=True,
                  caption="Empty board: every level-2 position is open, so all 48 are legal."),
            Panel(position=(("00", RED),), to_move=BLUE, legal=True, open_rings=True,
                  caption=("Red on 00 closes position 0: 01, 04, 07 close. 02, 03, 05, 06 stay "
                           "legal: they are also children of 1 and 7, still open.")),
            Panel(position=(("00", RED), ("10", BLUE)), to_move=RED, legal=True,
                  open_rings=True,
                  caption=("Blue on 10 closes position 1: now 02 and 03 close too. 05 and 06 "
                           "stay legal: position 7 is still open.")),
        ),
        focus=("7", "0", "1"),
        labels=("00", "01", "02", "03", "04", "05", "06", "07", "10", "0", "1", "7"),
    )


def placement_is_compulsory() -> Lesson:
    """Placing is compulsory when possible, and skipped when impossible.

    First board: Red has a ring on ``44``, so Red could turn position 4 - but legal
    placements exist, so Red must place first (turning alone is refused). Second
    board: blue rings on ``00``, ``02``, ``24``, ``46``, ``60`` stand in all 8
    level-2 positions (each of the last four is a child of two of them), so nobody can place:
    Blue's move is only a turn.
    """
    return Lesson(
        key="compulsory",
        title="Placement is compulsory - unless impossible",
        rule=("If a legal placement exists, the player must place; if none exists, the "
              "placement is skipped and the player only turns a position."),
        position=(("44", RED),),
        panels=(
            Panel(position=(("44", RED),), to_move=RED, legal=True, rotatable=RED,
                  labels=("44", "4"),
                  caption=("Red could turn position 4 (yellow arrow), but green dots exist: "
                           "Red must place a ring first.")),
            Panel(position=_EVERY_RING_HELD, to_move=BLUE, legal=True, rotatable=BLUE,
                  labels=("02", "24", "46", "60"),
                  caption=("Four blue rings on shared positions stand below all 8 level-2 "
                           "positions: no green dot, so Blue only turns a position.")),
        ),
    )


# -------------------------------------------------------------------- rotation --
def rotation_through_a_shared_position() -> Lesson:
    """A turn of a level-2 position carries a ring under the neighbouring position.

    Red has one ring, on ``01``, a child of position 0 only. Red places on ``76`` (position 7
    is empty) and turns position 0 one eighth clockwise: ``01`` moves to ``02``, which is
    also ``17`` - the ring is now below position 1 as well, so Red may turn position 1 from now
    on. The placed ring is not below position 0 and stays where it was put.
    """
    return Lesson(
        key="rotation",
        title="Turning: a position turns, and carries its children with it",
        rule=("Turn one position of level 2 or more that has a ring of your colour among its 8 "
              "children one eighth clockwise; everything below it moves along, shared "
              "positions included."),
        position=(("01", RED),),
        moves=("76@0",),
        panels=(
            Panel("before", caption=("Red places on 76 and turns position 0, whose child 01 "
                                     "is red.")),
            Panel("after", rotatable=RED,
                  caption=("01 moved to 02 = 17: it is a child of position 1 too now, so "
                           "Red may turn positions 0, 1 and 7 (yellow arrows).")),
        ),
        focus=("7", "0", "1"),
        labels=("01", "02", "76", "0", "1", "7"),
    )


def rotation_of_level_3() -> Lesson:
    """A level-3 turn carries its whole subtree; the position's own content stays (L4).

    The level-3 position ``0`` is red; below it stand the red level-2 position ``01``, red
    ``000`` and blue ``012`` and ``077``. Red places on ``044`` and turns position ``0``:
    every digit below it grows by one - ``01`` -> ``02``, ``000`` -> ``011``, ``012``
    -> ``023``, ``077`` -> ``000``, ``044`` -> ``055`` - and position ``0`` itself stays red.
    Red may turn ``0`` because ``01``, a direct child, is red.
    """
    return Lesson(
        key="rotation3",
        title="Rotation of a level-3 position: the whole subtree turns",
        rule=("Turning a position moves everything below it, on every level; its own "
              "content does not move."),
        position=(("0", RED), ("01", RED), ("000", RED), ("012", BLUE), ("077", BLUE)),
        order=4,
        moves=("044@0",),
        panels=(
            Panel("before", caption=("L4. Red places on 044 and turns the level-3 position 0 "
                                     "(its child 01 is red).")),
            Panel("after", caption=("Everything below position 0 turned one eighth: 01 \u2192 02,"
                                    " 000 \u2192 011, 012 \u2192 023, 077 \u2192 000, "
                                    "044 \u2192 055. Position 0 itself keeps its red ring.")),
        ),
        focus=("0",),
        labels=("0", "01", "02", "000", "011", "012", "023", "077", "044", "055"),
    )


# ----------------------------------------------------------------------- birth --
def birth_with_two_neighbours() -> Lesson:
    """Birth: an empty position with 2 neighbours of one colour gets a ring of it.

    Red has rings on ``00`` and ``77``. Red places on ``02`` (position 1 is empty) and turns
    position 7, which only moves red ``77`` to ``70``. Now ``01``, whose only neighbours are
    ``00`` and ``02``, has two red neighbours: it is born red.
    """
    return Lesson(
        key="birth2",
        title="Birth with two neighbours",
        rule=("After the move, every empty position with at least 2 neighbours of one "
              "colour gets a ring of that colour."),
        position=(("00", RED), ("77", RED)),
        moves=("02@7",),
        panels=(
            Panel("before", caption="Red places on 02 and turns position 7 (77 moves to 70)."),
            Panel("moved", highlight=("01",),
                  caption="01 is empty, and both its neighbours, 00 and 02, are red."),
            Panel("after", caption="The automaton: 01 is born red."),
        ),
        focus=("7", "0", "1"),
        labels=("00", "01", "02", "77", "70", "0", "1", "7"),
    )


def birth_with_three_neighbours() -> Lesson:
    """Birth with 3 neighbours: 2 of one colour win over 1 of the other.

    Red on ``04``, Blue on ``03``. Red places on ``14`` (position 2 is empty; ``14`` is
    shared by positions 1 and 2) and turns position 1: the new ring moves to ``15`` and blue
    ``03`` (= ``16``) is carried to ``02`` (= ``17``). The empty ``03`` now has three
    neighbours: red ``04`` and ``15`` and blue ``02``; two are red, so it is born red.
    """
    return Lesson(
        key="birth3",
        title="Birth with three neighbours",
        rule=("A position with 3 neighbours is born with the colour that has 2 of them "
              "(only one colour can have 2)."),
        position=(("04", RED), ("03", BLUE)),
        moves=("14@1",),
        panels=(
            Panel("before", caption="Red places on 14 and turns position 1."),
            Panel("moved", highlight=("03",),
                  caption=("The turn moved the new ring to 15 and blue 03 to 02: "
                                    "03 is empty, with neighbours 02 (blue), 04 and 15 "
                                    "(red).")),
            Panel("after", caption="Two of three neighbours are red: 03 is born red."),
        ),
        focus=("0", "1"),
        labels=("02", "03", "04", "14", "15", "0", "1"),
    )


def births_are_simultaneous() -> Lesson:
    """All births of a level are decided together, from the board as it was before any of them.

    Red on ``01`` and ``04``. Red places on ``02`` and turns position 1, which carries the
    new ring on to ``10``. ``02`` (neighbours ``01``, ``03``, ``10``) now has 2 red
    neighbours and is born. That birth gives ``03`` a second red neighbour (``02`` and
    ``04``) - but births are decided from the board before any of them, when ``03``
    had one. So ``03`` waits for the next generation: after Blue's move (Blue places on
    ``05`` and turns position 7, far from it), ``03`` is born red.
    """
    return Lesson(
        key="simultaneous",
        title="Births are simultaneous: a chain reaction takes a move per step",
        rule=("All births of a level are decided from the board as it was before any of "
              "them, so a birth that makes another possible only shows after the next move."),
        position=(("01", RED), ("04", RED)),
        moves=("02@1", "05@7"),
        panels=(
            Panel("before", caption=("Red places on 02 and turns position 1, which carries the "
                                     "new ring on to 10.")),
            Panel("after", highlight=("03",),
                  caption=("02 (neighbours 01 and 10 red) is born. 03 now has two "
                                    "red neighbours, 02 and 04 - but had one before the "
                                    "births: it waits.")),
            Panel("after", move=2, caption=("Blue plays elsewhere (05, then turns position 7). "
                                            "Next generation: 03 is born red.")),
        ),
        focus=("7", "0", "1"),
        labels=("01", "02", "03", "04", "10", "05", "73", "1", "7"),
    )


# ----------------------------------------------------------------------- death --
def death_of_both_colours() -> Lesson:
    """Death: a group with no empty neighbour is removed - both colours at once.

    Red: ``00``, ``01`` (a group), ``15``. Blue: ``07``, ``03``. Red places on ``06``
    (position 7 is empty), which takes the last liberty of blue ``07``, and turns position 1,
    which carries blue ``03`` (= ``16``) into ``02`` (= ``17``) - the last liberty of
    Red's own group ``00 01`` - and red ``15`` into ``03``. Now blue ``07`` touches only
    red and red ``00 01`` touches only blue: both are removed together. Had Blue been
    removed first, Red's group would have had a liberty again.
    """
    return Lesson(
        key="death",
        title="Death: surrounded groups are removed, both colours at once",
        rule=("As in Go, a connected group of one colour with no empty neighbour is "
              "removed; all deaths of a level are decided together, after the births."),
        position=(("00", RED), ("01", RED), ("15", RED), ("03", BLUE), ("07", BLUE)),
        moves=("06@1",),
        panels=(
            Panel("before", caption="Red places on 06 and turns position 1."),
            Panel("moved", highlight=("07", "00", "01"),
                  caption=("Blue 07 touches only red (00, 06); red 00-01 touches "
                                    "only blue (07, and 02, where the turn carried blue 03).")),
            Panel("after", caption=("Both groups had no empty neighbour: red 00-01 and blue "
                                    "07 are removed together.")),
        ),
        focus=("7", "0", "1"),
        labels=("00", "01", "02", "03", "06", "07", "15", "1"),
    )


def death_after_birth() -> Lesson:
    """Deaths are decided after the births of the same generation.

    Red: ``01``, ``02``, ``04``. Blue: ``03``. Red places on ``14`` (position 2 is empty)
    and turns position 1: blue ``03`` (= ``16``) is carried to ``02`` (= ``17``), red ``02``
    on to ``10`` and the new ring to ``15``. Blue ``02`` still has one empty neighbour,
    ``03`` - but ``03`` has two red neighbours (``04``, ``15``) and is born first. Then
    blue ``02`` has none left and dies in the same generation.
    """
    return Lesson(
        key="death_after_birth",
        title="Death comes after birth",
        rule=("Births come first; a birth can fill the last empty neighbour of a group, "
              "which then dies in the same generation."),
        position=(("01", RED), ("02", RED), ("04", RED), ("03", BLUE)),
        moves=("14@1",),
        panels=(
            Panel("before", caption="Red places on 14 and turns position 1."),
            Panel("moved", highlight=("03",),
                  caption=("Blue 02 has one empty neighbour left: 03. But 03 has "
                                    "two red neighbours, 04 and 15.")),
            Panel("after", caption=("03 is born red first; then blue 02 has no empty "
                                    "neighbour and dies.")),
        ),
        focus=("0", "1"),
        labels=("01", "02", "03", "04", "10", "14", "15", "1"),
    )


# ------------------------------------------------------------------ occupation --
def occupation_by_five() -> Lesson:
    """Occupation: 5 of the 8 children of one colour take the position above, replacing the
    other colour.

    The level-2 position 4 is blue; Red holds 4 of its children, ``40`` to ``43``. Red places
    on ``47`` (= ``52``; position 5 is empty) and turns position 4: its children move one step
    (``47`` -> ``40``, ``40``... ``43`` -> ``41``... ``44``), position 4's own blue ring
    stays - and now 5 of its 8 children are red, so position 4 becomes red.
    """
    return Lesson(
        key="occupation",
        title="Occupation: five of eight children take the position above",
        rule=("A position of level 2 or more with 5 or more of its 8 children of one "
              "colour gets a ring of that colour, replacing the other colour."),
        position=(("4", BLUE), ("40", RED), ("41", RED), ("42", RED), ("43", RED)),
        moves=("47@4",),
        panels=(
            Panel("before", caption=("Position 4 holds a blue ring; 4 of its 8 children are red. "
                                     "Red places on 47 and turns position 4.")),
            Panel("moved", highlight=("4",),
                  caption=("The children turned (position 4's own blue ring did not): "
                                    "40 to 44 are red - 5 of 8.")),
            Panel("after", caption="Red has the majority below: position 4 gets a red ring."),
        ),
        focus=("4",),
        labels=("4", "40", "41", "42", "43", "44", "45", "46", "47"),
    )


def held_ring_is_kept() -> Lesson:
    """A ring on level 2 stays while its children change: only its death, an occupation by
    the other colour or a turn of a position above it removes it.

    The level-2 position 0 is red; below it, red ``00`` and ``01`` and blue ``07``. Blue
    places on ``03`` (= ``16``; position 1 is empty) and turns position 1, which carries the new
    ring to ``02`` (= ``17``): red ``00 01`` is surrounded and dies. Position 0 now has no
    red child and two blue ones - no colour has 5, so it stays red.
    """
    return Lesson(
        key="held",
        title="A held position is kept without a majority",
        rule=("Without 5 children of one colour a position keeps what it holds, even when its "
              "children die or change colour."),
        position=(("0", RED), ("00", RED), ("01", RED), ("07", BLUE)),
        to_move=BLUE,
        moves=("03@1",),
        panels=(
            Panel("before", caption=("Position 0 holds a red ring, as do its children 00 and 01. "
                                     "Blue places on 03 and turns position 1.")),
            Panel("after", highlight=("0",),
                  caption=("Red 00-01 is surrounded and dies; position 0 has no red "
                                    "child left, 2 blue ones - and keeps its red ring.")),
        ),
        focus=("7", "0", "1"),
        labels=("0", "00", "01", "02", "03", "07", "1"),
    )


def taking_the_top_ring() -> Lesson:
    """The win: the player whose colour occupies the top position wins at once.

    Red holds the level-2 positions 0, 1, 2, 3 and the children ``40`` to ``43`` of position 4.
    Red places on ``47`` and turns position 4: position 4 has 5 red children and is occupied -
    which gives the top position 5 red children of 8: Red takes it, in the same generation
    (occupation runs level by level, from the bottom), and wins.
    """
    return Lesson(
        key="win",
        title="The win: take the top position",
        rule="Whoever's colour holds the top position after the automaton wins at once.",
        position=(("0", RED), ("1", RED), ("2", RED), ("3", RED),
                  ("40", RED), ("41", RED), ("42", RED), ("43", RED)),
        moves=("47@4",),
        panels=(
            Panel("before", caption=("Red holds 4 of the 8 level-2 positions and 4 children of "
                                     "position 4. Red places on 47 and turns position 4.")),
            Panel("moved", highlight=("4",),
                  caption="Position 4 now has 5 red children (40 to 44)."),
            Panel("after", caption=("Position 4 is occupied - the 5th red ring of level 2 - so "
                                    "the top position is occupied too: Red wins.")),
        ),
        labels=("0", "1", "2", "3", "4", "47"),
    )


def must_pass() -> Lesson:
    """A pass, and why a second pass cannot follow.

    Blue rings on ``02``, ``24``, ``46``, ``60`` stand below all 8 level-2 positions, so
    nobody can place, and Red has no ring at all, so Red cannot turn either: Red passes.
    (The automaton still runs; here it finds nothing to do.) Then Blue has moves: every
    level-1 position is Blue's, so Blue can turn its parents.
    """
    return Lesson(
        key="pass",
        title="Passing",
        rule="A player who can neither place nor turn passes; the automaton still runs.",
        position=_EVERY_RING_HELD,
        moves=("pass",),
        panels=(
            Panel("before", legal=True, rotatable=RED,
                  caption=("Red to move: no green dot (every level-2 position has a ring "
                           "below it) and no red ring, so nothing to turn: Red must pass.")),
            Panel("after", legal=True, rotatable=BLUE,
                  caption=("After the pass: every level-1 ring is Blue's, so Blue can "
                           "turn every position with one among its children - Blue has a move.")),
        ),
        labels=("02", "24", "46", "60"),
    )


def refusal(lesson: Lesson, text: str) -> str:
    """What the engine says when the move ``text`` is tried at the lesson's start
    (``"legal"`` when it is legal)."""
    from ...core.errors import IllegalMoveError

    game = lesson.start()
    try:
        game.check(parse_move(game.board, text))
    except IllegalMoveError as err:
        return str(err)
    return "legal"


def all_lessons() -> dict[str, Lesson]:
    """Every lesson, in the order of the notebook, by key."""
    made = [placement_where(), placement_is_compulsory(),
            rotation_through_a_shared_position(), rotation_of_level_3(),
            birth_with_two_neighbours(), birth_with_three_neighbours(),
            births_are_simultaneous(), death_of_both_colours(), death_after_birth(),
            occupation_by_five(), held_ring_is_kept(), taking_the_top_ring(), must_pass()]
    return {lesson.key: lesson for lesson in made}


# -------------------------------------------------------------- a whole game --
#: The seed of the random L3 game the notebook steps through: 28 moves with births and
#: occupations on levels 1 and 2, a death, and Red taking the top position (a quick game:
#: random games on L3 mostly take 30 to 100 moves).
DEMO_SEED = 191


def sample_game(seed: int = DEMO_SEED, order: int = 3,
                max_turns: int = 400) -> list[Move]:
    """The moves of a game of random legal moves (``RingWorld.random_move``), from
    ``random.Random(seed)``, until the game ends (or ``max_turns``)."""
    game, rng = RingWorld(order), random.Random(seed)
    moves: list[Move] = []
    while not game.is_over and game.turn < max_turns:
        move = game.random_move(rng)
        game.play(move)
        moves.append(move)
    return moves


def eventful_turns(moves: list[Move], order: int = 3, count: int = 6) -> list[int]:
    """Indices (0-based) of moves worth showing, in playing order: the first move, the
    first move in which each kind of change (birth, death, occupation) happens on each
    level, and the last move - ``count`` of them at most."""
    game = RingWorld(order)
    firsts: dict[tuple[str, int], int] = {}
    for i, move in enumerate(moves):
        for e in game.play(move):
            if e.kind in ("born", "died", "occupied") and e.positions:
                firsts.setdefault((e.kind, e.level), i)
    chosen = [0] if moves else []
    for i in sorted(firsts.values()):
        if i not in chosen:
            chosen.append(i)
    if moves and len(moves) - 1 not in chosen:
        chosen.append(len(moves) - 1)
    if len(chosen) > count:  # keep the first and the last move
        chosen = chosen[:count - 1] + chosen[-1:]
    return chosen


def count_passes(seeds: Iterable[int] = range(200), order: int = 3) -> dict[str, int]:
    """Play a random game from every seed; count games, moves, passes, and passes that
    followed a pass (the draw of docs/rules.md §1.5, which cannot happen: see :func:`must_pass`)."""
    tally = {"games": 0, "moves": 0, "passes": 0, "passes after a pass": 0}
    for seed in seeds:
        game, rng = RingWorld(order), random.Random(seed)
        last_passed = False
        while not game.is_over:
            move = game.random_move(rng)
            game.play(move)
            tally["moves"] += 1
            if move.is_pass:
                tally["passes"] += 1
                tally["passes after a pass"] += last_passed
            last_passed = move.is_pass
        tally["games"] += 1
    return tally


def replay(moves: Iterable[Move], order: int = 3) -> RingWorld:
    """A game with ``moves`` played from the start."""
    game = RingWorld(order)
    for move in moves:
        game.play(move)
    return game


def describe_move(order: int, move: Move, colour: int) -> str:
    """``"Red plays 35@4"`` (or ``"Red passes"``) in the notation of a board of ``order``."""
    if move.is_pass:
        return f"{COLOUR_NAMES[colour]} passes"
    return f"{COLOUR_NAMES[colour]} plays {format_move(RingBoard(order), move)}"
