"""Clicks to a move of Renaissance: the input state machine of the board.

Renaissance's moves differ by phase (docs/rules.md §3), and so do the clicks that make
them:

* **Setup** (and Phase 2's pieces): choose a kind (a button), turn or flip it, click a
  cell to see the piece there (it fits, or the reason it does not), click the same cell
  again (or **Place**) to lay it. A player for whom nothing fits clicks a piece on the
  board to take it off.
* **The deal**: choose a kind for your hand (a button) - that is the move.
* **Phase 1**: click a cell with a dot (a marker), or an arrow outside the board (push a
  marker in); **Pass**, **Offer to end**, **Accept**, **Decline** are moves too.
* **Phase 2 preparation**: choose Monomino or Marker, click a free cell.
* **Phase 2**: lay a piece of your hand as in the setup; then click the marker to move
  and the cell it goes to (when no marker can move, laying the piece is the move).

This machine remembers what is chosen (the kind, its orientation, the cell it is shown
at, the piece laid and the marker chosen in Phase 2, the preparation's item); the
engine answers every question of the rules (``legal_moves``, ``check``). See
:mod:`ringworld_nb.core.inputs` for the four answers every input gets.

>>> from ringworld_nb.renaissance import Renaissance
>>> game = Renaissance(1)
>>> clicks = RenaissanceInput()
>>> clicks.choose_kind(game, "D").kind
'select'
>>> first = clicks.click(game, ("cell", 0)); first.kind
'select'
>>> clicks.click(game, ("cell", 0)).move.action      # the same cell again: laid
'place'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.errors import IllegalMoveError
from ..core.inputs import Feedback
from ..core.validate import describe, is_integer
from .cells import CELLS, CENTRE, Cell, cell_name, column_row
from .moves import DIRECTIONS, Move
from .pieces import (
    KINDS,
    Shape,
    covering,
    flipped,
    orientations,
    piece_name,
    shape_of,
    turned,
)
from .words import KIND_NAMES

if TYPE_CHECKING:
    from .game import Renaissance

__all__ = ["RenaissanceInput", "Shape", "KIND_NAMES", "mode_of", "kind_words"]

_WORDS = ("pass", "offer", "accept", "decline")


def reason(err: Exception) -> str:
    """The engine's reason without the move's name in front (``move e5: <reason>``)."""
    text = str(err)
    head, sep, tail = text.partition(": ")
    return tail if sep and head.startswith("move ") else text


def mode_of(game: Renaissance, put: Any = None) -> str:
    """What the player to move does now: setup, remove, deal, phase1, phase1_offer,
    phase2_prep, phase2, phase2_step (a piece laid, its marker to move), over."""
    if game.is_over:
        return "over"
    if game.phase == "setup":
        return "remove" if game.must_remove() else "setup"
    if game.phase == "phase1":
        return "phase1_offer" if game.legal_moves()[0].action == "accept" else "phase1"
    if game.phase == "phase2":
        return "phase2_step" if put is not None else "phase2"
    return game.phase


class RenaissanceInput:
    """The choices of a move being entered (see the module docstring)."""

    def __init__(self) -> None:
        self.prep_item = "mono"
        self.reset()

    def reset(self) -> None:
        """Forget the choices (a new position is shown); the preparation's item stays."""
        self.kind: str | None = None
        self.shape: Shape | None = None
        self.anchor: Cell | None = None
        #: Phase 2: the piece laid (kind, cells), waiting for its marker move
        self.put: tuple[str, tuple[Cell, ...]] | None = None
        self.step_from: Cell | None = None

    @property
    def empty(self) -> bool:
        return self.kind is None and self.put is None

    # ------------------------------------------------------------- questions --
    @staticmethod
    def placeable(game: Renaissance) -> dict[tuple[str, tuple[Cell, ...]], list[Move]]:
        """The legal placements now (setup, Phase 2): (kind, cells) -> their moves."""
        out: dict[tuple[str, tuple[Cell, ...]], list[Move]] = {}
        for m in game.legal_moves():
            if m.action in ("place", "put") and m.kind is not None:
                out.setdefault((m.kind, m.cells), []).append(m)
        return out

    def ghost(self, game: Renaissance) -> tuple[str, tuple[Cell, ...], bool] | None:
        """The chosen piece at the clicked cell: (kind, cells, fits), or None (nothing
        chosen, or no cell of the piece turned so can cover the clicked cell on the
        board: a T pointing left at a1).

        The piece covers the clicked cell with its first cell (the lowest cell of its
        left column) if it lies on the board so; when that does not fit, with another of
        its cells if that fits."""
        if self.put is not None:
            return (self.put[0], self.put[1], True)
        if self.kind is None or self.shape is None or self.anchor is None:
            return None
        legal = self.placeable(game)
        candidates = covering(self.shape, self.anchor)
        for cells in candidates:
            if (self.kind, cells) in legal:
                return (self.kind, cells, True)
        return (self.kind, candidates[0], False) if candidates else None

    def steps(self, game: Renaissance) -> list[tuple[Cell, Cell]]:
        """The marker moves legal after the piece laid (Phase 2)."""
        if self.put is None:
            return []
        return [m.step for m in self.placeable(game).get(self.put, ())
                if m.step is not None]

    def prep_action(self, game: Renaissance) -> str:
        """``prep_mono`` or ``prep_marker``: the preparation's item as chosen, or the
        other one when the chosen one can no longer be placed (nothing changes here)."""
        actions = {m.action for m in game.legal_moves()}
        action = f"prep_{self.prep_item}"
        if action not in actions:
            other = "marker" if self.prep_item == "mono" else "mono"
            action = f"prep_{other}"
        return action

    # ---------------------------------------------------------------- inputs --
    def click(self, game: Renaissance, target: Any) -> Feedback:
        """A click on the board: ``("cell", c)``, ``("edge", (c, direction))``,
        ``("centre", 24)`` or None (off the board), as the board's hit test says."""
        if game.is_over:
            return Feedback.refuse("The set is over: start a new set, or review it.")
        if target is None:
            return Feedback.refuse("That is off the board.")
        if not isinstance(target, tuple) or len(target) != 2:
            return Feedback.refuse(f"There is nothing to choose at {describe(target)}.")
        what, where = target
        if what == "centre":
            return Feedback.refuse("Nothing ever goes on the centre, d4.", where=CENTRE)
        if what == "edge" and isinstance(where, tuple) and len(where) == 2:
            return self.click_edge(game, *where)
        if what == "cell":
            return self.click_cell(game, where)
        return Feedback.refuse(f"There is nothing to choose at {describe(target)}.")

    def click_edge(self, game: Renaissance, cell: Any, direction: Any) -> Feedback:
        """An arrow outside the board: push a marker in at ``cell`` in ``direction``."""
        if not (is_integer(cell) and cell in CELLS):
            return Feedback.refuse(f"There is no cell {describe(cell)}: a cell is a number "
                                   "from 0 (a1) to 48 (g7).")
        if not isinstance(direction, str) or direction not in DIRECTIONS:
            return Feedback.refuse(f"There is no direction {describe(direction)}: a marker "
                                   f"is pushed in {', '.join(DIRECTIONS)}.")
        if game.phase != "phase1" or game.is_over:
            return Feedback.refuse("Markers are pushed in from the edge in Phase 1 only.")
        return self._try(game, Move("insert", cell=int(cell), direction=direction))

    def click_cell(self, game: Renaissance, cell: Any) -> Feedback:
        """What a click on ``cell`` means in ``game``."""
        if not (is_integer(cell) and cell in CELLS):
            return Feedback.refuse(f"There is no cell {describe(cell)}: a cell is a number "
                                   "from 0 (a1) to 48 (g7).")
        cell = int(cell)
        if game.is_over:
            return Feedback.refuse("The set is over: start a new set, or review it.")
        mode = mode_of(game, self.put)
        if mode in ("phase1", "phase1_offer"):
            pushes = any(m.action == "insert" and m.cell == cell for m in game.legal_moves())
            hint = (f" To push a marker in at {cell_name(cell)}, choose its push from the "
                    "edge." if pushes else "")
            return self._try(game, Move("marker", cell=cell), hint, where=cell)
        if mode == "phase2_prep":
            return self._try(game, Move(self.prep_action(game), cell=cell), where=cell)
        if mode == "remove":
            return self._click_removal(game, cell)
        if mode == "phase2_step":
            return self._click_step(game, cell)
        if mode in ("setup", "phase2"):
            return self._click_piece(game, cell)
        return Feedback.refuse("Choose a piece with its buttons (or the keys ] and [).")

    def _try(self, game: Renaissance, move: Move, hint: str = "", *,
             where: Any = None) -> Feedback:
        try:
            game.check(move)
        except (IllegalMoveError, TypeError, ValueError) as err:
            return Feedback.refuse(f"Not possible: {reason(err)}.{hint}", where=where)
        self.reset()
        return Feedback.play(move)

    def _click_removal(self, game: Renaissance, cell: Cell) -> Feedback:
        pid = int(game.board.tiles[cell])
        if pid <= 0:
            return Feedback.refuse(f"There is no piece on {cell_name(cell)}: choose a piece that "
                                   "can be taken off the board.", where=cell)
        kind, cells = game.board.pieces[pid]
        return self._try(game, Move("remove", kind, cells), where=cell)

    def _click_piece(self, game: Renaissance, cell: Cell) -> Feedback:
        """Setup and Phase 2: show the chosen piece at ``cell``; the same cell again
        lays it."""
        if self.kind is None:
            where = "the pool" if game.phase == "setup" else "your hand"
            return Feedback.refuse(f"Choose a piece of {where} first (the buttons under "
                                   "the board).", where=cell)
        if cell != self.anchor:
            self.anchor = cell
            return self._shown(game, f"The {KIND_NAMES[self.kind]} at {cell_name(cell)}.")
        return self.place(game)

    def _shown(self, game: Renaissance, text: str) -> Feedback:
        """The piece shown at its cell: whether it fits, and how to lay it."""
        ghost = self.ghost(game)
        if ghost is not None and self.anchor is not None:
            kind, cells, fits = ghost
            if fits:
                moved = ""
                if _anchor_for(cells) != self.anchor:
                    # its marked square (the first, the lowest of its left column) would
                    # not fit on the cell clicked, another of its squares does (the first
                    # covering off the board is left out of covering()'s list: comparing
                    # with its head missed the I tetromino standing up from a7)
                    moved = " - moved so that it fits, another of its squares on the cell"
                text += (f" {piece_name(kind, cells)} fits{moved}: choose "
                         f"{cell_name(self.anchor)} again or Place.")
            else:
                text += f" {self._why_not(game, kind, cells)}"
        elif self.anchor is not None:
            text += f" {self._sticks_out()}"
        return Feedback.select(text)

    def _sticks_out(self) -> str:
        assert self.anchor is not None
        return (f"Turned this way the {self.kind} sticks out of the board at "
                f"{cell_name(self.anchor)}: Turn or Flip it, or choose another cell.")

    @staticmethod
    def _why_not(game: Renaissance, kind: str, cells: tuple[Cell, ...]) -> str:
        move = Move("place" if game.phase == "setup" else "put", kind, cells)
        try:
            game.check(move)
        except (IllegalMoveError, TypeError, ValueError) as err:
            return f"Cannot lay it there: {reason(err)}."
        return ""

    def _click_step(self, game: Renaissance, cell: Cell) -> Feedback:
        steps = self.steps(game)
        starts = {a for a, _ in steps}
        if self.step_from is None or (cell in starts and cell != self.step_from):
            if cell in starts:
                self.step_from = cell
                return Feedback.select(f"Move the marker on {cell_name(cell)}: choose where "
                                       "it goes.")
            if not game.board.markers[cell]:
                return Feedback.refuse(f"{cell_name(cell)} holds no marker: choose a marker "
                                       "that may move.", where=cell)
            return Feedback.refuse(f"The marker on {cell_name(cell)} cannot move now: no "
                                   "free cell next to it but straight back.", where=cell)
        if cell == self.step_from:
            self.step_from = None
            return Feedback.select("Marker unchosen: choose the marker to move.")
        assert self.put is not None
        kind, cells = self.put
        return self._try(game, Move("put", kind, cells, step=(self.step_from, cell)),
                         where=cell)

    def choose_kind(self, game: Renaissance, kind: Any) -> Feedback:
        """Choose a kind of the pool (setup), for one's hand (the deal: the move) or of
        one's hand (Phase 2)."""
        if not isinstance(kind, str) or kind not in KINDS:
            return Feedback.refuse(f"There is no kind of piece {describe(kind)}: the kinds "
                                   f"are {', '.join(KINDS)}.")
        if game.is_over:
            return Feedback.refuse("The set is over: start a new set, or review it.")
        if game.phase == "deal":
            return self._try(game, Move("deal", kind))
        if game.phase not in ("setup", "phase2"):
            return Feedback.refuse("No piece is chosen now.")
        if self.put is not None:
            return Feedback.refuse("The piece is laid: move a marker, or Cancel to take it "
                                   "up again.")
        where = "in the pool" if game.phase == "setup" else "in your hand"
        have = (game.pool().get(kind, 0) if game.phase == "setup"
                else game.hand(game.to_move).count(kind))
        if not have:
            return Feedback.refuse(f"No {kind} is left {where}.")
        if not any(k == kind for k, _ in self.placeable(game)):
            return Feedback.refuse(f"The {kind} {where} fits nowhere now.")
        if self.kind != kind:
            self.kind = kind
            self.shape = orientations(kind)[0]
        text = (f"{KIND_NAMES[kind].capitalize()} chosen ({have} left {where}): choose the "
                "cell where it goes.")
        return self._shown(game, text) if self.anchor is not None else Feedback.select(text)

    def next_choice(self, game: Renaissance, step: int) -> Feedback:
        """Choose the piece or the item after the one chosen (``step`` 1) or before it
        (-1), in the order of the buttons, going round (the keys ] and [): a piece of the
        pool (the setup, the deal) or of one's hand (Phase 2) that can be used now, or
        the preparation's monomino or marker. Said in words, with how many are left; in
        the deal the choice is not yet the move (Place, key l, takes the piece)."""
        if step not in (1, -1):
            return Feedback.refuse(f"A step through the pieces is 1 or -1, not {describe(step)}.")
        if game.is_over:
            return Feedback.refuse("The set is over: start a new set, or review it.")
        mode = mode_of(game, self.put)
        if mode == "phase2_prep":
            return self._next_item(game, step)
        if mode == "phase2_step":
            return Feedback.refuse("The piece is laid: move a marker, or clear the choice "
                                   "(Escape) to take the piece up again.")
        if mode not in ("setup", "phase2", "deal"):
            return Feedback.refuse(f"No piece is chosen now: {_NOTHING_TO_CHOOSE[mode]}")
        actions = ("deal",) if mode == "deal" else ("place", "put")
        usable = {m.kind for m in game.legal_moves() if m.action in actions}
        kinds = [k for k in KINDS if k in usable]
        if not kinds:
            return Feedback.refuse("No piece can be used now.")
        at = kinds.index(self.kind) + step if self.kind in kinds else (0 if step > 0 else -1)
        kind = kinds[at % len(kinds)]
        if mode != "deal":
            return self.choose_kind(game, kind)
        self.kind = kind
        return Feedback.select(f"{kind_words(kind, game.pool().get(kind, 0)).capitalize()} "
                               "in the pool: press l to take it into your hand.")

    def _next_item(self, game: Renaissance, step: int) -> Feedback:
        """The preparation's other item (monomino or marker), when some of it is left."""
        left = game.prep_left(game.to_move)
        items = [item for item in ("mono", "marker") if left.get(item, 0)]
        current = self.prep_action(game).removeprefix("prep_")
        item = items[(items.index(current) + step) % len(items)] if current in items \
            else current
        self.prep_item = item
        only = "" if len(items) > 1 else " (nothing else is left to put)"
        return Feedback.select(f"{_item_words(item, left.get(item, 0)).capitalize()}{only}: "
                               f"choose a free cell for your {_ITEM_NAMES[item]}.")

    def turn(self, game: Renaissance) -> Feedback:
        """Turn the chosen piece a quarter clockwise."""
        return self._reorient(game, turned, "turned")

    def flip(self, game: Renaissance) -> Feedback:
        """Turn the chosen piece over."""
        return self._reorient(game, flipped, "turned over")

    def _reorient(self, game: Renaissance, how: Any, words: str) -> Feedback:
        if self.shape is None or self.kind is None:
            return Feedback.refuse("Choose a piece first (its buttons, or the keys ] and [).")
        if self.put is not None:
            return Feedback.refuse("The piece is laid already: Cancel to take it up again.")
        self.shape = how(self.shape)
        return self._shown(game, f"The {KIND_NAMES[self.kind]} is {words}.")

    def place(self, game: Renaissance) -> Feedback:
        """Lay the piece shown (setup: the move; Phase 2: then move a marker)."""
        mode = mode_of(game, self.put)
        if mode == "deal" and self.kind is not None:
            return self._try(game, Move("deal", self.kind))
        if mode in _NOTHING_TO_CHOOSE:
            return Feedback.refuse(f"Nothing is laid now: {_NOTHING_TO_CHOOSE[mode]}")
        ghost = self.ghost(game)
        if ghost is None or self.put is not None:
            if self.put is not None:
                return Feedback.refuse("The piece is laid: now move a marker.")
            if self.kind is not None and self.anchor is not None:
                return Feedback.refuse(self._sticks_out())
            return Feedback.refuse("Choose a piece first, then the cell where it goes.")
        kind, cells, fits = ghost
        if not fits:
            return Feedback.refuse(self._why_not(game, kind, cells) or
                                   "The piece does not fit there.")
        if game.phase == "setup":
            return self._try(game, Move("place", kind, cells))
        moves = self.placeable(game)[(kind, cells)]
        if [m.step for m in moves] == [None]:  # no marker can move: the piece alone
            return self._try(game, moves[0])
        self.put = (kind, cells)
        self.step_from = None
        return Feedback.select(f"{piece_name(kind, cells)} laid: now choose the marker to "
                               "move (one that can move), then the cell it goes to.")

    def word(self, game: Renaissance, word: str) -> Feedback:
        """Pass, offer, accept or decline (Phase 1)."""
        if word not in _WORDS:
            return Feedback.refuse(f"There is no move {describe(word)} here.")
        return self._try(game, Move(word))

    def choose_prep(self, game: Renaissance, item: str) -> Feedback:
        """The preparation's item: "mono" (a monomino) or "marker"."""
        if item not in ("mono", "marker"):
            return Feedback.refuse(f"The preparation places a monomino or a marker, not "
                                   f"{describe(item)}.")
        self.prep_item = item
        return Feedback.select("Now choose a cell where it may go (a dot on the board).")

    def cancel(self) -> Feedback:
        """Clear the chosen piece, the piece laid and the marker chosen."""
        self.reset()
        return Feedback.cancel("Choice cleared.")

    def preselect(self, game: Renaissance, move: Move) -> Feedback:
        """Enter ``move`` as far as it takes more than one click (a hint): the piece
        shown where it goes (and laid, in Phase 2, with its marker chosen)."""
        self.reset()
        if move.action in ("place", "put") and move.kind is not None:
            self.kind = move.kind
            self.shape = shape_of(move.cells)
            self.anchor = _anchor_for(move.cells)
            if move.action == "put" and move.step is not None:
                self.put = (move.kind, move.cells)
                self.step_from = move.step[0]
                return Feedback.select(f"Choose {cell_name(move.step[1])} to play it.")
            return Feedback.select("Place lays it.")
        if move.action in ("prep_mono", "prep_marker"):
            self.prep_item = "mono" if move.action == "prep_mono" else "marker"
        return Feedback.select("")

    # ----------------------------------------------------------- for tests --
    def clicks_for(self, game: Renaissance, move: Move) -> list[tuple[str, Any]]:
        """The inputs that enter ``move`` (``(method, argument)`` pairs)."""
        a = move.action
        if a in _WORDS:
            return [("word", a)]
        if a == "deal":
            return [("choose_kind", move.kind)]
        if a == "marker":
            return [("click", ("cell", move.cell))]
        if a == "insert":
            return [("click", ("edge", (move.cell, move.direction)))]
        if a in ("prep_mono", "prep_marker"):
            return [("choose_prep", "mono" if a == "prep_mono" else "marker"),
                    ("click", ("cell", move.cell))]
        if a == "remove":
            return [("click", ("cell", move.cells[0]))]
        assert move.kind is not None
        steps: list[tuple[str, Any]] = [("choose_kind", move.kind)]
        base, target = orientations(move.kind)[0], shape_of(move.cells)
        for flips in (0, 1):
            for turns in range(4):
                shape = flipped(base) if flips else base
                for _ in range(turns):
                    shape = turned(shape)
                if shape == target:
                    steps += [("flip", None)] * flips + [("turn", None)] * turns
                    break
            else:
                continue
            break
        steps.append(("click", ("cell", _anchor_for(move.cells))))
        steps.append(("place", None))
        if move.step is not None:
            steps += [("click", ("cell", move.step[0])), ("click", ("cell", move.step[1]))]
        return steps


#: The preparation's items in words.
_ITEM_NAMES = {"mono": "monomino", "marker": "marker"}
#: What the player does instead where no piece is chosen or laid (keys [ ] and l).
_NOTHING_TO_CHOOSE = {
    "phase1": "put a marker on a cell, or push one in from the edge.",
    "phase1_offer": "accept or decline the offer to end Phase 1.",
    "remove": "nothing left in the pool fits, so take a piece off the board.",
    "deal": "choose a piece of the pool for your hand first ([ and ] go through them).",
    "phase2_prep": "put your monomino or a marker on a free cell ([ and ] choose which).",
    "over": "the set is over.",
}


def kind_words(kind: str, left: int) -> str:
    """A kind of piece and how many are left, in words (a button's name, what a choice
    says).

    >>> kind_words("D", 4), kind_words("T4", 1)
    ('domino, 4 left', 'T tetromino, 1 left')
    """
    return f"{KIND_NAMES[kind]}, {left} left"


def _item_words(item: str, left: int) -> str:
    """``"marker, 2 left"``: the preparation's item chosen and how many are left."""
    return f"{_ITEM_NAMES[item]}, {left} left"


def _anchor_for(cells: tuple[Cell, ...]) -> Cell:
    """The cell whose click shows a piece exactly on ``cells``: its first cell, the
    lowest of its left column."""
    return min(cells, key=lambda c: column_row(c))
