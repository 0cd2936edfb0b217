"""The conformance kit (ringworld_nb.testing) catches a broken game: each variant of a
small correct game (tests/kit_heaps.py, Nim) breaks one rule of the protocol, and the
kit's AssertionError names that rule, the move and the position. The kit's run over
the installed games is tests/test_protocol.py's.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from installed_by_path import add_distribution, environment
from kit_heaps import Heaps, HeapsWithResignation, Take, Took

from ringworld_nb.core.errors import IllegalMoveError
from ringworld_nb.core.record import Record
from ringworld_nb.testing import RULES, check_game

ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tests"


def test_a_game_that_keeps_the_rules_passes_and_is_reported() -> None:
    report = check_game(Heaps, perft={1: 9, 2: 62}, games=4, seed=3)
    assert report.game == "heaps" and report.games == 4 and report.finished == 4
    assert set(report.rules) == set(RULES) - {"resign"}  # Heaps has no resignation
    assert "rules hold" in str(report)


def test_a_game_with_a_resignation_is_checked_for_it_too() -> None:
    assert "resign" in check_game(HeapsWithResignation).rules


# ------------------------------------------------------- one rule broken at a time --
class UndoForgetsTheHeap(Heaps):
    def undo(self) -> Take:
        if not self._history:
            raise IllegalMoveError("nothing to undo")
        self._events = []
        return self._history.pop()  # the counters are not put back


class CloneSharesTheHeaps(Heaps):
    def clone(self) -> Heaps:
        other = super().clone()
        other.heaps = self.heaps
        return other


class NotationDoesNotParseBack(Heaps):
    def notation(self, move: Take) -> str:
        return f"{move.count}:{move.heap + 1}"  # parse reads heap:count


class ListsAnIllegalMove(Heaps):
    def legal_moves(self) -> list[Take]:
        moves = super().legal_moves()
        return moves + [Take(0, self.heaps[0] + 1)] if moves else moves


class ListsAMoveTwice(Heaps):
    def legal_moves(self) -> list[Take]:
        moves = super().legal_moves()
        return moves + moves[:1]


class PushKeepsThePlayedEvents(Heaps):
    def push(self, move: Take) -> None:
        self.heaps[move.heap] -= move.count  # self._events is left as it was
        self._history.append(move)


class UndoAtTheStartSaysNothing(Heaps):
    def undo(self) -> Take:
        if not self._history:
            raise IndexError("pop from empty list")
        return super().undo()


class UndoAtTheStartWithoutWords(Heaps):
    def undo(self) -> Take:
        if not self._history:
            raise IllegalMoveError("no")
        return super().undo()


class RefusalChangesTheGame(Heaps):
    def play(self, move: Take | str) -> list[Took]:
        move = self.parse(move) if isinstance(move, str) else move
        if move not in self.legal_moves() and 0 <= move.heap < len(self.heaps):
            self.heaps[move.heap] = 0  # takes what there is, then refuses the move
        return super().play(move)


class AcceptsAnyText(Heaps):
    def parse(self, text: str) -> Take:
        try:
            return super().parse(text)
        except ValueError:
            return self.legal_moves()[0]


class RecordForgetsTheHeaps(Heaps):
    def record(self) -> Record:
        record = super().record()
        record.options = {"heaps": [5]}
        return record


class ReplaySkipsBadMoves(Heaps):
    @classmethod
    def from_record(cls, record: Record) -> Heaps:
        game = cls(tuple(record.options["heaps"]))
        for text in record.moves:
            try:
                game.play(text)
            except ValueError:
                pass
        return game


class OverWithoutOutcome(Heaps):
    @property
    def is_over(self) -> bool:
        return sum(self.heaps) <= 1


class WinnerIsNotASeat(Heaps):
    @property
    def outcome(self) -> Any:
        outcome = super().outcome
        return None if outcome is None else type(outcome)((3,), outcome.reason)


class PlayReturnsATuple(Heaps):
    def play(self, move: Take | str) -> Any:
        return tuple(super().play(move))


class TextPlaysAnotherMove(Heaps):
    def play(self, move: Take | str) -> list[Took]:
        if isinstance(move, str):
            move = self.parse(move)
            if move.count > 1:
                move = Take(move.heap, move.count - 1)  # one counter fewer than written
        return super().play(move)


class OverButMovesLeft(Heaps):
    def play(self, move: Take | str) -> list[Took]:
        if self.is_over:
            return []
        return super().play(move)


class StartsWithEvents(Heaps):
    def __init__(self, heaps: tuple[int, ...] = (2, 3, 4)) -> None:
        super().__init__(heaps)
        self._events = [Took(1, 0, 0)]


class ResignationNotTakenBack(HeapsWithResignation):
    def undo(self) -> Any:
        self.resigned = None
        return Heaps.undo(self)  # takes back a move as well, never RESIGNATION


class NoHistory:
    """Not a game at all: the protocol's attributes are missing."""

    game_name = "none"

    def legal_moves(self) -> list[int]:
        return [1]


#: Each broken game, and the rule the kit must say it breaks.
BROKEN = [
    ("protocol", NoHistory),
    ("start", StartsWithEvents),
    ("undo-at-start", UndoAtTheStartSaysNothing),
    ("undo-at-start", UndoAtTheStartWithoutWords),
    ("legal-moves", ListsAMoveTwice),
    ("check", ListsAnIllegalMove),
    ("notation", NotationDoesNotParseBack),
    ("play", PlayReturnsATuple),
    ("play-text", TextPlaysAnotherMove),
    ("push", PushKeepsThePlayedEvents),
    ("refused", RefusalChangesTheGame),
    ("refused", AcceptsAnyText),
    ("outcome", OverWithoutOutcome),
    ("outcome", WinnerIsNotASeat),
    ("over", OverButMovesLeft),
    ("undo", UndoForgetsTheHeap),
    ("clone", CloneSharesTheHeaps),
    ("record", RecordForgetsTheHeaps),
    ("replay", ReplaySkipsBadMoves),
    ("resign", ResignationNotTakenBack),
]


@pytest.mark.parametrize("rule, game", BROKEN, ids=[g.__name__ for _, g in BROKEN])
def test_a_broken_rule_is_named(rule: str, game: type) -> None:
    with pytest.raises(AssertionError) as caught:
        check_game(game)
    message = str(caught.value)
    assert message.startswith(f"rule '{rule}' broken: "), message
    assert f"\n  the rule: {RULES[rule]}\n" in message


def test_every_rule_has_a_broken_game_that_breaks_it() -> None:
    assert {rule for rule, _ in BROKEN} == set(RULES) - {"perft"}  # perft: below


def test_the_failure_names_the_move_and_the_position() -> None:
    with pytest.raises(AssertionError) as caught:
        check_game(UndoForgetsTheHeap, seed=2)
    message = str(caught.value)
    move = re.search(r"\n  move: '(\d:\d)'\n", message)
    assert move, message
    position = re.search(r"\n  position: after the moves: ([\d: ]+) \(random game 1 of "
                         r"seed 2, options \{'heaps': \[2, 3, 4\]\}\); <Heaps \[", message)
    assert position, message
    assert position.group(1).split()[-1] == move.group(1)  # the move undo took back


def test_a_wrong_perft_count_is_named_with_its_depth() -> None:
    with pytest.raises(AssertionError, match=r"^rule 'perft' broken: 62 move sequences of "
                                             r"depth 2, not 63"):
        check_game(Heaps, perft={1: 9, 2: 63})


def test_every_rule_is_written_in_the_docs_and_the_docstring() -> None:
    import ringworld_nb.testing as kit

    page = (ROOT / "docs" / "kit.md").read_text(encoding="utf-8")
    doc = kit.__doc__ or ""
    for rule in RULES:
        assert f"``{rule}``" in doc, rule
        assert f"`{rule}`" in page, rule


def _kit(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ringworld_nb.testing", *args],
                          capture_output=True, text=True, timeout=300, env=env)


def test_from_a_terminal_a_game_that_keeps_the_rules_exits_0() -> None:
    run = _kit("dice", "--games", "1")
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.startswith("dice: the ") and "rules hold" in run.stdout


def test_from_a_terminal_the_fourth_game_exits_0() -> None:
    pytest.importorskip("connect_four", reason="make test installs tests/fourth_game")
    run = _kit("connect4")
    assert run.returncode == 0, run.stdout + run.stderr
    assert "connect4: the 16 rules hold" in run.stdout


BROKEN_GAME = """
from kit_heaps import Heaps
from ringworld_nb.core.registry import GameSpec


class PushKeepsThePlayedEvents(Heaps):
    def push(self, move):
        self.heaps[move.heap] -= move.count
        self._history.append(move)


SPEC = GameSpec(name="brokenheaps", title="Broken heaps", package="broken_heaps",
                engine="broken_heaps:PushKeepsThePlayedEvents")
"""


def test_from_a_terminal_a_broken_game_exits_1_naming_the_rule(tmp_path: Path) -> None:
    (tmp_path / "broken_heaps.py").write_text(BROKEN_GAME, encoding="utf-8")
    add_distribution(tmp_path, "broken_heaps", {"brokenheaps": "broken_heaps:SPEC"})
    run = _kit("brokenheaps", env=environment(tmp_path, TESTS))
    assert run.returncode == 1, run.stdout + run.stderr
    assert run.stdout == ""
    assert run.stderr.startswith("brokenheaps (Broken heaps) breaks a rule of the game "
                                 "protocol:\nrule 'push' broken: "), run.stderr
    assert "\n  move: '" in run.stderr and "\n  position: after the moves: " in run.stderr


def test_from_a_terminal_an_unknown_game_exits_2_naming_the_games() -> None:
    run = _kit("chess")
    assert run.returncode == 2
    assert "'chess'" in run.stderr and "ringworld, dice, renaissance" in run.stderr


class RecordFails(Heaps):
    def record(self) -> Record:
        raise KeyError("heaps")


def test_a_game_whose_record_raises_is_told_so_as_a_broken_rule() -> None:
    with pytest.raises(AssertionError, match=r"^rule 'record' broken: raised KeyError: "):
        check_game(RecordFails)
