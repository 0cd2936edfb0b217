"""The levels of The Ring World: every rule of ``docs/rules.md`` §1, played on the Mini board.

Most start positions are those of the rules notebook's lessons
(:mod:`ringworld_nb.ringworld.teaching.lessons`): each is *quiet* - nothing in it waits to
be born, to die or to be taken - so whatever happens is the learner's doing. The others
were found by a small search over boards of the same kind (the level's docstring line says
what was looked for). Each level is one move of the learner (par 1), except where a rule
needs the opponent: then Blue's reply is scripted.

Addresses are paths of child digits from the top (0 = 3 o'clock, then clockwise): on the
Mini board (L3) a level-2 position is one digit, ``4``, a level-1 position two, ``47``.
The order of the levels: the words first (a shared position, then a move written down),
then a move (placing, turning), the automaton (birth, death, occupation, on level 2 as on
level 1), the end. The first level comes before addresses are taught: its words name
positions by the compass (the level-2 position east of the centre is ``0``), never by
their addresses, and write no move (``written=False``); the second teaches addresses and
how a move is written.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..learn.level import Fact, Goal, Level, Played, Words, first_move, first_move_is
from .game import RingWorld
from .moves import BLUE, COLOUR_NAMES, RED
from .teaching import lessons

__all__ = ["ringworld_levels"]

Position = tuple[tuple[str, int], ...]

#: The compass direction of each digit, from a position's centre (0 = 3 o'clock = east,
#: then clockwise): the level-2 position 0 lies east of the centre.
COMPASS = ("east", "south-east", "south", "south-west", "west", "north-west", "north",
           "north-east")


def _start(position: Position, *, to_move: int = RED, order: int = 3) -> Callable[[], Any]:
    """The builder of a level's start: the board of ``position`` (addresses, colours)."""
    return lambda: RingWorld.from_positions(position, order=order, to_move=to_move)


def _colour(game: RingWorld, address: str) -> int:
    level, index = game.board.parse_address(address)
    return int(game.rings(level)[index])


def _happened(game: RingWorld, played: Played, kind: str, address: str, colour: int) -> bool:
    """Whether ``played`` has an event ``kind`` of ``colour`` on ``address``."""
    level, index = game.board.parse_address(address)
    return any(e.kind == kind and e.level == level and (index, colour) in zip(
        e.positions, e.colours) for e in played.events)


def event(kind: str, address: str, colour: int, *, reply: bool = False) -> Goal:
    """The goal: an event ``kind`` ("born", "died", "occupied") of ``colour`` on
    ``address`` in one of the learner's moves (in a reply of the opponent if
    ``reply``)."""
    def reached(game: Any, played: Sequence[Played]) -> bool:
        return any(_happened(game, p, kind, address, colour) for p in played
                   if p.by_learner != reply)
    return reached


def holds(**rings: int) -> Goal:
    """The goal: the board holds these contents after the move (``holds(a02=RED,
    a01=0)``: the address after the ``a``)."""
    def reached(game: Any, played: Sequence[Played]) -> bool:
        return all(_colour(game, address[1:]) == colour for address, colour in rings.items())
    return reached


def _each(*goals: Goal) -> Goal:
    def reached(game: Any, played: Sequence[Played]) -> bool:
        return all(goal(game, played) for goal in goals)
    return reached


def _shared_placement(game: Any, played: Sequence[Played]) -> bool:
    first = first_move(played)
    return (first is not None and first.move.place is not None
            and game.board.is_shared(1, first.move.place))


def _placed_below(parent: str) -> Goal:
    def reached(game: Any, played: Sequence[Played]) -> bool:
        first = first_move(played)
        children = game.board.children(*game.board.parse_address(parent))
        return first is not None and first.move.place in children
    return reached



def _turned(address: str) -> Goal:
    def reached(game: Any, played: Sequence[Played]) -> bool:
        first = first_move(played)
        return first is not None and first.move.rotate == game.board.parse_address(address)
    return reached


def _both_colours_died(game: Any, played: Sequence[Played]) -> bool:
    first = first_move(played)
    events = first.events if first is not None else ()
    return {c for e in events if e.kind == "died" for c in e.colours} == {RED, BLUE}


def _died_after_birth(game: Any, played: Sequence[Played]) -> bool:
    """A blue ring died next to a red ring born in the same generation."""
    board = game.board
    first = first_move(played)
    events = first.events if first is not None else ()
    born = {(e.level, p) for e in events if e.kind == "born"
            for p, c in zip(e.positions, e.colours) if c == RED}
    died = {(e.level, p) for e in events if e.kind == "died"
            for p, c in zip(e.positions, e.colours) if c == BLUE}
    return any(level == dl and p in board.neighbors(dl, d) for level, p in born
               for dl, d in died)


def _winner(colour: int | None, *, other_than: bool = False) -> Goal:
    """The goal: after the learner's move, ``colour`` has won (has not, ``other_than``)."""
    def reached(game: Any, played: Sequence[Played]) -> bool:
        if first_move(played) is None:
            return False
        return (game.winner != colour) if other_than else (game.winner == colour)
    return reached


def _red_passed(game: Any, played: Sequence[Played]) -> bool:
    return any(not p.by_learner and p.move.is_pass for p in played)


def _learner_moves(played: Sequence[Played]) -> list[Played]:
    return [p for p in played if p.by_learner]


def _red_born_top_kept(game: Any, played: Sequence[Played]) -> bool:
    """The gift level: a red ring was born in the learner's move, and Blue has not won."""
    first = first_move(played)
    return (first is not None and game.winner != BLUE
            and any(e.kind == "born" and RED in e.colours for e in first.events))


def _gift_turns(game: RingWorld) -> list[str]:
    """The positions whose every turn hands Blue the top in ``game`` (Red to move):
    their addresses, in order - what the gift level's words name."""
    turns: dict[tuple[int, int], list[bool]] = {}
    for move in game.legal_moves():
        if move.rotate is None:
            continue
        game.play(move)
        turns.setdefault(move.rotate, []).append(game.winner == BLUE)
        game.undo()
    return [game.board.address(*turn) for turn, gifts in sorted(turns.items())
            if all(gifts)]


def _gift_words(game: RingWorld) -> str:
    """``"turning position 3 or 5"`` for the gift level's start."""
    turns = _gift_turns(game)
    listed = " or ".join(turns) if len(turns) < 3 else ", ".join(turns[:-1]) + f" or {turns[-1]}"
    return f"turning position {listed}"


def _why_not_gift(game: Any, played: Sequence[Played]) -> str:
    """Why a move of the gift level misses: it handed Blue the top, or no red ring was
    born - and, either way, which moves hand over the top."""
    first = first_move(played)
    if first is None:
        return ""
    before = game.clone()
    before.undo()
    danger = _gift_words(before)
    if game.winner == BLUE:
        return (f"Every move {danger} does that: a blue ring is born among the children of "
                "4, its fifth.")
    return (f"That move keeps the top, but no red ring was born. Beware: every move "
            f"{danger} would have handed Blue the top.")


def _gift_success(game: Any, played: Sequence[Played]) -> str:
    """What the gift level's move kept: the top, and what would have lost it."""
    before = game.clone()
    before.undo()
    return (f"A red ring was born and Blue still has 4 children of position 4. Every move "
            f"{_gift_words(before)} would have handed Blue the top.")


def _replayed(build: Callable[[], Any], played: Sequence[Played], upto: int) -> Any:
    """The level's start with the first ``upto`` moves of ``played`` played again."""
    game = build()
    for p in played[:upto]:
        game.play(p.move)
    return game


# ---------------------------------------------------------------- why not, in words --
def _where_in_words(game: RingWorld, index: int) -> str:
    """A level-1 position by the compass of its parents, no address: for the first
    level, before addresses are taught."""
    parents = game.board.parents(1, index)
    names = " and the ".join(COMPASS[p] for p in parents)
    return f"the {names} level-2 position{'s' if len(parents) > 1 else ''}"


def _shared_success(game: Any, played: Sequence[Played]) -> str:
    """What the first level's move did, in words about that move (no address)."""
    first = first_move(played)
    if first is None or first.move.place is None:
        return ""
    board = game.board
    a, b = board.parents(1, first.move.place)
    turned = COMPASS[first.move.rotate[1]]
    return (f"Your ring is a child of both the {COMPASS[a]} and the {COMPASS[b]} level-2 "
            f"positions: either may turn it. You turned the {turned} one, which carried "
            "the ring one step clockwise round it.")


def _why_not_shared(game: Any, played: Sequence[Played]) -> str:
    first = first_move(played)
    if first is None or first.move.place is None:
        return ""
    if game.board.is_shared(1, first.move.place):
        return ""
    return (f"The ring you placed has one parent only: {_where_in_words(game, first.move.place)}. "
            "A shared position lies where two rings of children meet.")


def _named(game: RingWorld, level: int, index: int) -> str:
    """An address and what it means: ``"35 (child 5 of position 3)"``."""
    address = game.board.address(level, index)
    if level == game.order:
        return "the top position"
    if len(address) == 1:
        return f"position {address} ({COMPASS[int(address)]} of the centre)"
    return f"{address} (child {address[-1]} of position {address[:-1]})"


def _why_not_written(place: str, turn: str) -> Words:
    """Why a move is not the move ``place@turn``: what was placed and turned, read."""
    def words(game: Any, played: Sequence[Played]) -> str:
        first = first_move(played)
        if first is None:
            return ""
        board, move = game.board, first.move
        parts = []
        if move.place != board.parse_address(place)[1]:
            where = (_named(game, 1, move.place) if move.place is not None
                     else "no position")
            parts.append(f"You placed on {where}, not on {place}")
        if move.rotate != board.parse_address(turn):
            parts.append(f"you turned {_named(game, *move.rotate)}, not position {turn}")
        text = "; ".join(parts)
        return text[:1].upper() + text[1:] + "." if text else ""
    return words


def _birth_words(before: RingWorld, after: RingWorld, address: str, colour: int) -> str:
    """Why no ring of ``colour`` was born on ``address`` in the move from ``before`` to
    ``after``: it was not empty when the births were decided, or it lacked a second
    neighbour of the colour."""
    level, index = after.board.parse_address(address)
    held = int(after.rings(level)[index])
    name = COLOUR_NAMES[colour].lower()
    if held:
        whose = COLOUR_NAMES[held].lower()
        if int(before.rings(level)[index]) == held:
            return (f"{address} already holds a {whose} ring: a ring is born only on an "
                    "empty position.")
        return (f"The move put a {whose} ring on {address} (placed, or carried by the "
                "turn): a ring placed or carried is not born, and a ring is born only on "
                "an empty position.")
    rings = after.rings(level)
    n = sum(int(rings[j]) == colour for j in after.board.neighbors(level, index))
    if n >= 2:
        return (f"{address} has {n} {name} neighbours only now: births are decided from "
                "the board as it was before any birth of the generation.")
    return f"{address} has {n} {name} neighbour{'s' if n != 1 else ''}: a birth needs 2."


def _why_no_birth(build: Callable[[], Any], address: str, colour: int) -> Words:
    """Why the learner's last move (and the replies to it) gave ``address`` no birth of
    ``colour``."""
    def words(game: Any, played: Sequence[Played]) -> str:
        mine = _learner_moves(played)
        if not mine:
            return ""
        before = _replayed(build, played, played.index(mine[-1]))
        return _birth_words(before, game, address, colour)
    return words


def _why_not_simultaneous(build: Callable[[], Any]) -> Words:
    """The simultaneous level: a birth on 02 now, then one on 03 after the reply."""
    def words(game: Any, played: Sequence[Played]) -> str:
        mine = _learner_moves(played)
        if not mine:
            return ""
        at = played.index(mine[-1])
        before, moved = _replayed(build, played, at), _replayed(build, played, at + 1)
        if not _happened(game, mine[-1], "born", "02", RED):
            return _birth_words(before, moved, "02", RED)
        return "After Blue's reply: " + _birth_words(moved, game, "03", RED)
    return words


def _why_not_level2(game: Any, played: Sequence[Played]) -> str:
    if _colour(game, "4") != RED:
        return ("Position 4 is still blue: without a fifth red child it stays, so 5 has "
                "one red neighbour and blue 3 keeps an empty neighbour.")
    return ""


# ---------------------------------------------------------------------- facts --
def _neighbours(address: str, count: int) -> Fact:
    def holds_(game: Any) -> bool:
        return len(game.board.neighbors(*game.board.parse_address(address))) == count
    return Fact(f"{address} has {count} neighbours", holds_)


def _colour_is(address: str, colour: int) -> Fact:
    name = {0: "empty", RED: "red", BLUE: "blue"}[colour]
    return Fact(f"{address} is {name}", lambda game: _colour(game, address) == colour)


_NO_PLACEMENT = Fact("no ring can be placed", lambda game: not game.legal_placements())
_PLACEMENT = Fact("a ring can be placed", lambda game: bool(game.legal_placements()))

#: Blue holds 4 level-2 positions and 4 children of position 4 (one a shared position
#: of 3); Red's rings let it turn 2, 3 and 5 - and turning 3 or 5 hands Blue a fifth
#: child of 4, position 4, and the top. (Found by a search over such boards.)
_GIFT: Position = (("0", BLUE), ("1", BLUE), ("2", BLUE), ("3", BLUE), ("35", BLUE),
                   ("43", BLUE), ("44", BLUE), ("47", BLUE), ("76", BLUE), ("07", BLUE),
                   ("24", RED), ("55", RED))

#: The occupation level's board with rings on level 2: red 2 and 6, blue 3 beside blue 4.
#: Taking 4 gives 5 its second red neighbour (a birth on level 2) and leaves blue 3 no
#: empty neighbour (a death on level 2); Red then holds 4 level-2 positions, not the top.
_LEVEL_TWO: Position = (*lessons.occupation_by_five().position, ("2", RED), ("3", BLUE),
                        ("6", RED))

#: Blue's rings close every level-2 position; Red has one ring, on 25, next to blue 26.
#: (Found by a search: one Blue move of the 8 leaves Red without a move.)
_CORNERED: Position = (("02", BLUE), ("24", BLUE), ("46", BLUE), ("60", BLUE),
                       ("26", BLUE), ("25", RED))


def ringworld_levels() -> tuple[Level, ...]:
    """The levels of The Ring World, in the order they are played."""
    L = lessons
    return (
        Level(
            game="ringworld", key="shared", name="A shared position", section="1.1",
            intro=("The board has levels: the top position in the middle, 8 level-2 "
                   "positions around it, and the small level-1 positions. The 8 level-1 "
                   "positions around a level-2 position are its children. A move: choose a "
                   "position where a ring may go (marked on the board) to place a ring, "
                   "then a position that can be turned (marked too), then Submit (key s)."),
            goal=("Make your first move: place a ring on a shared position - a child of two "
                  "level-2 positions - then turn one of its parents."),
            rule=("The 8 positions drawn around a position of the level above are its "
                  "children; some positions are children of two parents: shared positions "
                  "(rule book §1.1)."),
            build=_start(()),
            solution=("02@0",),
            reached=_shared_placement,
            hints=("Level-2 positions are the 8 children of the top, 0 to 7; each has 8 "
                   "level-1 children around it.",
                   "Where the children of two level-2 positions meet, one level-1 position "
                   "is a child of both.",
                   "Place on the level-1 position at the bottom of the level-2 position east of "
                   "the centre (it is also a child of the south-east one), then turn the "
                   "east one."),
            success=_shared_success,
            why_not=_why_not_shared,
            written=False,
            facts=(_PLACEMENT,),
        ),
        Level(
            game="ringworld", key="notation", name="A move written down", section="1.2",
            intro=("Every position has an address: the digits of the children passed on "
                   "the way down from the top, each 0 at 3 o'clock, then clockwise. The "
                   "level-2 positions are 0 (east) to 7, and 35 is child 5 of position 3. A "
                   "move is written placement@turned position."),
            goal="Play the move 35@4: place a ring on 35, then turn position 4.",
            rule=("A move is written <placement>@<turned position>: the address of the "
                  "level-1 position where the ring goes, then the address of the position "
                  "turned; an address is the digits of the children passed on the way down "
                  "from the top, 0 at 3 o'clock, then clockwise (rule book §1.2)."),
            build=_start(()),
            solution=("35@4",),
            reached=first_move_is("35@4"),
            hints=("Level-2 positions go clockwise from 3 o'clock: 0 east, 2 south, 4 west, "
                   "6 north - so 3 is south-west of the centre.",
                   "A position's children are numbered the same way round it: child 5 of "
                   "position 3 is at its north-west.",
                   "Choose 35, the position north-west of position 3 (marked on the board), "
                   "then position 4, west of the centre, then Submit (key s)."),
            focus="35",
            success="Every move from here on is written this way: -@4 turns 4 without placing.",
            why_not=_why_not_written("35", "4"),
        ),
        Level(
            game="ringworld", key="placement", name="Where a ring may go", section="1.3",
            goal="Place your ring among the 8 children of position 0.",
            rule=("A level-2 position is open while its 8 children are all empty; a ring "
                  "may be placed on any empty child of an open position, and for a shared "
                  "position one open parent is enough (rule book §1.3)."),
            build=_start((("00", RED), ("10", BLUE))),
            solution=("05@0",),
            reached=_placed_below("0"),
            hints=("Red's ring on 00 closes position 0, Blue's on 10 closes position 1.",
                   "Two children of 0 are also children of position 7, which is still open.",
                   "Place on 05 or 06."),
            focus="0",
            success="05 and 06 are children of 0 and of 7: one open parent is enough.",
            facts=(_colour_is("00", RED), _colour_is("10", BLUE), _PLACEMENT),
        ),
        Level(
            game="ringworld", key="compulsory", name="Place first, then turn",
            section="1.3",
            goal="Turn position 4, so that your ring 44 moves on to 45.",
            rule=("A move is a placement, then a turn: the player must place a ring when "
                  "one can be placed, then turn a position of level 2 or more that has a "
                  "ring of their colour among its 8 children (rule book §1.3)."),
            build=_start(L.placement_is_compulsory().position),
            solution=("00@4",),
            reached=_each(_turned("4"), holds(a45=RED)),
            hints=("Turning alone is not a move while a ring can be placed.",
                   "Place a ring anywhere outside position 4 first.",
                   "Place on 00, then turn position 4."),
            focus="4",
            facts=(_PLACEMENT, _colour_is("44", RED)),
        ),
        Level(
            game="ringworld", key="turn", name="Turning a position", section="1.3",
            goal="Carry your ring from 01 onto 02, the position shared with position 1.",
            rule=("To turn a position is to rotate it one eighth clockwise, carrying "
                  "everything below it: each child moves to the next place clockwise, shared "
                  "positions too, so a turn carries rings into the children of the next "
                  "position (rule book §1.3)."),
            build=_start(L.rotation_through_a_shared_position().position),
            solution=("76@0",),
            reached=holds(a02=RED, a01=0),
            hints=("01 is a child of position 0.",
                   "Turning position 0 moves each of its children one place clockwise.",
                   "Place anywhere (76 is fine), then turn position 0."),
            focus="02",
            success="02 is also 17: your ring now stands below position 1 too.",
            facts=(_colour_is("01", RED),),
        ),
        Level(
            game="ringworld", key="turn3", name="Turning a level-3 position", section="1.3",
            goal="Move the blue ring from 012 to 023 (on the standard board, L4).",
            rule=("Turning a position turns everything below it, on every level: each digit "
                  "after its own address goes up by one, 7 becoming 0; its own content stays "
                  "(rule book §1.3)."),
            build=_start(L.rotation_of_level_3().position, order=4),
            solution=("044@0",),
            reached=holds(a023=BLUE),
            hints=("From 012 to 023 two digits change: a turn of level 2 changes one.",
                   "The level-3 position 0 may be turned: its child 01 is red.",
                   "Place anywhere (044 is fine), then turn the level-3 position 0."),
            focus="023",
            facts=(_colour_is("012", BLUE), _colour_is("01", RED)),
        ),
        Level(
            game="ringworld", key="birth2", name="Birth with two neighbours", section="1.4",
            goal="Make a red ring be born on 01.",
            rule=("Birth: after every move, every empty position with at least 2 neighbours "
                  "holding rings of one colour gets a ring of that colour (rule book §1.4)."),
            build=_start(L.birth_with_two_neighbours().position),
            solution=("02@7",),
            reached=event("born", "01", RED),
            hints=("01 has two neighbours: 00 (red) and 02 (empty).",
                   "A ring on 02 gives 01 its second red neighbour - if no turn moves it.",
                   "Place on 02, then turn position 7: it only carries 77 along."),
            focus="01",
            why_not=_why_no_birth(_start(L.birth_with_two_neighbours().position), "01", RED),
            facts=(_colour_is("01", 0), _neighbours("01", 2), _colour_is("00", RED)),
        ),
        Level(
            game="ringworld", key="birth3", name="Birth with three neighbours",
            section="1.4",
            goal="Make a red ring be born on 03, a position with three neighbours.",
            rule=("Birth: an empty position with 3 neighbours gets a ring of the colour that "
                  "holds 2 of them - only one colour can (rule book §1.4)."),
            build=_start(L.birth_with_three_neighbours().position),
            solution=("14@1",),
            reached=event("born", "03", RED),
            hints=("03 is shared: its neighbours are 02, 04 and 15.",
                   "Turning position 1 carries what stands on 14 to 15, and blue 03 to 02.",
                   "Place on 14, then turn position 1."),
            focus="03",
            why_not=_why_no_birth(_start(L.birth_with_three_neighbours().position), "03",
                                  RED),
            facts=(_colour_is("03", BLUE), _neighbours("03", 3)),
        ),
        Level(
            game="ringworld", key="simultaneous", name="Births are simultaneous",
            section="1.4",
            goal=("Make a red ring be born on 02 now, so that one is born on 03 after "
                  "Blue's reply."),
            rule=("All births of a level are decided together, from the board as it was "
                  "before any of them: a birth does not count as a neighbour for another "
                  "birth in the same generation (rule book §1.4)."),
            build=_start(L.births_are_simultaneous().position),
            solution=("02@1",),
            replies=("05@7",),
            reached=_each(event("born", "02", RED), event("born", "03", RED, reply=True)),
            hints=("02's neighbours are 01, 03 and 10.",
                   "Turning position 1 carries a ring on 02 (it is 17) on to 10.",
                   "Place on 02, then turn position 1."),
            focus="03",
            success=("03 had one red neighbour when the births of your move were decided; "
                     "the birth on 02 counted only in the next generation."),
            why_not=_why_not_simultaneous(_start(L.births_are_simultaneous().position)),
            facts=(_colour_is("01", RED), _colour_is("04", RED)),
        ),
        Level(
            game="ringworld", key="death", name="Death of both colours", section="1.4",
            goal="Make a blue group and a red group die in the same move.",
            rule=("Death: a group of one colour none of whose rings has an empty neighbour "
                  "is removed; the groups of both colours are judged at the same time "
                  "(rule book §1.4)."),
            build=_start(L.death_of_both_colours().position),
            solution=("06@1",),
            reached=_both_colours_died,
            hints=("Blue 07 has one empty neighbour left: 06.",
                   "Your group 00-01 has one too: 02. Turning position 1 carries blue 03 "
                   "(it is 16) onto 02 (17).",
                   "Place on 06, then turn position 1."),
            focus="07",
            success=("Had blue 07 been removed first, your group would have had an empty "
                     "neighbour again: deaths are judged together."),
            facts=(_colour_is("07", BLUE), _colour_is("00", RED), _colour_is("01", RED)),
        ),
        Level(
            game="ringworld", key="death_after_birth", name="Death comes after birth",
            section="1.4",
            goal="Capture a blue ring by filling its last empty neighbour with a birth.",
            rule=("Death is judged after the births of the level: a birth can fill the last "
                  "empty neighbour of a group, which then dies in the same generation (rule "
                  "book §1.4)."),
            build=_start(L.death_after_birth().position),
            solution=("14@1",),
            reached=_died_after_birth,
            hints=("Turning position 1 carries blue 03 (it is 16) onto 02 (17).",
                   "There blue has one empty neighbour: 03, which two red rings can fill "
                   "with a birth.",
                   "Place on 14, then turn position 1."),
            focus="03",
            facts=(_colour_is("03", BLUE),),
        ),
        Level(
            game="ringworld", key="occupation", name="Occupation by five", section="1.4",
            goal="Take the level-2 position 4 from Blue.",
            rule=("Occupation: a position with 5 or more of its 8 children holding rings of "
                  "one colour gets a ring of that colour, replacing the other colour (rule "
                  "book §1.4)."),
            build=_start(L.occupation_by_five().position),
            solution=("47@4",),
            reached=event("occupied", "4", RED),
            hints=("Four children of position 4 are red: it needs a fifth.",
                   "47 is a child of 4 and also of 5, which is open.",
                   "Place on 47, then turn position 4."),
            focus="4",
            facts=(_colour_is("4", BLUE),),
        ),
        Level(
            game="ringworld", key="level2", name="Level 2 lives too", section="1.4",
            intro=("The automaton runs on level 2 as on level 1, once the occupations from "
                   "below are done: an empty level-2 position with 2 neighbours of one "
                   "colour gets a ring, and a level-2 group with no empty neighbour dies."),
            goal=("Make a red ring be born on the level-2 position 5 and the blue ring on 3 "
                  "die, in one move."),
            rule=("Birth and death work on every level below the top: after level 1's births, "
                  "deaths and occupations, level 2 has its births and deaths, then the top "
                  "its occupation (rule book §1.4)."),
            build=_start(_LEVEL_TWO),
            solution=("47@4",),
            reached=_each(event("born", "5", RED), event("died", "3", BLUE)),
            hints=("Position 5 has one red neighbour, 6; blue 3 has one empty neighbour "
                   "left, through 4.",
                   "Take position 4 from Blue: it has 4 red children and needs a fifth.",
                   "Place on 47, then turn position 4."),
            focus="5",
            success=("4 turned red first (occupation); then, on level 2, 5 had two red "
                     "neighbours - born - and blue 3 none empty - dead."),
            why_not=_why_not_level2,
            facts=(_colour_is("4", BLUE), _colour_is("3", BLUE), _colour_is("6", RED),
                   _colour_is("5", 0)),
        ),
        Level(
            game="ringworld", key="held", name="A held position is kept", section="1.4",
            goal="You play Blue: remove Red's rings 00 and 01, and look at position 0.",
            rule=("A group with no empty neighbour is removed, but the position above keeps "
                  "its ring: without 5 of its 8 children of one colour, a position keeps "
                  "what it holds (rule book §1.4)."),
            build=_start(L.held_ring_is_kept().position, to_move=BLUE),
            solution=("03@1",),
            reached=_each(event("died", "00", RED), event("died", "01", RED)),
            hints=("Red 00-01 has one empty neighbour: 02.",
                   "Turning position 1 carries a ring on 03 (it is 16) onto 02 (17).",
                   "Place on 03, then turn position 1."),
            focus="02",
            success="Position 0 has no red child left, and keeps its red ring all the same.",
            facts=(_colour_is("0", RED),),
        ),
        Level(
            game="ringworld", key="win", name="Taking the top position", section="1.5",
            goal="Take the top position and win.",
            rule=("The player whose colour holds the top position after the automaton wins "
                  "at once; the automaton climbs level by level, so one move can take a "
                  "level-2 position and then the top (rule book §1.5)."),
            build=_start(L.taking_the_top_ring().position),
            solution=("47@4",),
            reached=_winner(RED),
            hints=("The top position needs 5 red level-2 positions: you hold 4.",
                   "Position 4 has 4 red children: give it a fifth.",
                   "Place on 47, then turn position 4."),
            focus="4",
            facts=(Fact("Red holds 4 level-2 positions", lambda g: g.count(2, RED) == 4),),
        ),
        Level(
            game="ringworld", key="gift", name="Do not hand over the top", section="1.5",
            goal="Make a red ring be born without handing Blue the top position.",
            rule=("Whoever's colour holds the top position after the automaton wins - also "
                  "when the move that gave it away was the other player's (rule book §1.5)."),
            build=_start(_GIFT),
            solution=("57@2",),
            reached=_red_born_top_kept,
            hints=("Blue holds 4 level-2 positions and 4 children of position 4: a fifth "
                   "blue child gives Blue position 4, then the top.",
                   "Turning 3 or 5 makes a blue ring be born among the children of 4. A red "
                   "ring can be born on 56.",
                   "Place on 57, then turn position 2."),
            focus="4",
            success=_gift_success,
            why_not=_why_not_gift,
            facts=(Fact("Blue holds 4 level-2 positions", lambda g: g.count(2, BLUE) == 4),
                   Fact("4 children of position 4 are blue", lambda g: sum(
                       int(g.rings(1)[c]) == BLUE for c in g.board.children(2, 4)) == 4),
                   Fact("every move that turns 3 or 5 hands Blue the top, and no other",
                        lambda g: _gift_turns(g) == ["3", "5"])),
        ),
        Level(
            game="ringworld", key="pass", name="Passing", section="1.3",
            goal="You play Blue: leave Red with no move, so that Red must pass.",
            rule=("A player who can neither place nor turn passes; the automaton still runs "
                  "(rule book §1.3)."),
            build=_start(_CORNERED, to_move=BLUE),
            solution=("-@2",),
            replies=("pass",),
            reached=_red_passed,
            hints=("No ring can be placed: every level-2 position has a ring below it.",
                   "Red can turn only the parents of its ring 25. Remove that ring.",
                   "Turn position 2: 25 moves to 26, between blue rings."),
            focus="25",
            success=("Red could neither place nor turn; after the pass the automaton ran, "
                     "and blue 26 was born."),
            facts=(_NO_PLACEMENT, Fact("Red has one ring", lambda g: g.count(1, RED) == 1)),
        ),
    )
