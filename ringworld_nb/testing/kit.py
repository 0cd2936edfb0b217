""":func:`check_game`: the conformance kit's run over one game.

The kit checks a new game's start, counts its move sequences when told the counts
(``perft``), then plays seeded random games to their end (or ``max_plies``), checking
every rule of :data:`~.rules.RULES` on the way, and takes every move back to the start.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from ..core.errors import IllegalMoveError, NotationError
from ..core.protocol import RESIGNATION, Game, Outcome, SearchGame
from .position import deep_position, describe_difference, position, spread
from .records import check_record, check_replay
from .rules import RULES, Where, broken, rule_of

__all__ = ["check_game", "KitReport"]

#: Text that is no move of any game: play() must refuse it with NotationError.
NOT_A_MOVE = "\x00 not a move"
#: One position in this many is compared one move ahead (see position.deep_position).
DEEP_EVERY = 4
#: check() is asked of every legal move of a position, up to this many (spread over the
#: list beyond: a game's check may cost as much as its legal_moves); so is notation(),
#: but for every legal move at every DEEP_EVERY-th position.
CHECKED_PER_POSITION = 24
#: How many moves seen earlier (and not legal now) are tried on each position.
REFUSED_PER_POSITION = 3


@dataclass(frozen=True)
class KitReport:
    """What :func:`check_game` checked: the game, the rules, the random games (how many,
    how many moves, how many ended) and the time it took."""

    game: str
    rules: tuple[str, ...]
    games: int
    plies: int
    finished: int
    seconds: float

    def __str__(self) -> str:
        return (f"{self.game}: the {len(self.rules)} rules hold ({', '.join(self.rules)}); "
                f"{self.games} random games, {self.plies} moves, {self.finished} played to "
                f"the end, in {self.seconds:.2f} s")


def _same(rule: str, expected: dict[str, Any], game: Any, what: str, *, move: Any = None,
          before: Any = None, where: Where) -> None:
    """``rule`` broken unless ``game``'s position is ``expected`` (compared as taken)."""
    got = deep_position(game) if "one move ahead" in expected else position(game)
    if got != expected:
        raise broken(rule, f"{what}: {describe_difference(expected, got)}", move=move,
                     game=before if before is not None else game, where=where)


class _Kit:
    """One run of the kit over the games ``new_game`` makes."""

    def __init__(self, new_game: Callable[[], Any], seed: int, max_plies: int) -> None:
        self.new_game = new_game
        self.seed = seed
        self.max_plies = max_plies
        self.checked: set[str] = set()
        self.plies = self.finished = 0

    # ------------------------------------------------------------- the start --
    def start(self) -> Any:
        game = self.new_game()
        where = Where("a new game")
        if not isinstance(game, Game) or not isinstance(game, SearchGame):
            missing = [name for name in ("to_move", "legal_moves", "push", "undo", "clone",
                                         "is_over", "outcome", "winner", "history", "seats",
                                         "check", "play", "last_events", "notation",
                                         "parse", "record", "from_record", "game_name")
                       if not hasattr(game, name)]
            raise broken("protocol", f"{type(game).__name__} lacks {', '.join(missing)}",
                         game=game, where=where)
        if not isinstance(getattr(type(game), "game_name", None), str):
            raise broken("protocol", f"{type(game).__name__}.game_name is not text",
                         game=game, where=where)
        self.checked.add("protocol")
        with rule_of("start", game=game, where=where):
            if list(game.history) or game.last_events() != [] or game.is_over \
                    or game.outcome is not None or game.winner is not None:
                raise broken("start", "a new game has a history, events or an outcome: "
                             f"history {list(game.history)!r}, last_events() "
                             f"{game.last_events()!r}, outcome {game.outcome!r}", game=game,
                             where=where)
            if game.to_move not in tuple(game.seats):
                raise broken("start", f"to_move {game.to_move!r} is not one of the seats "
                             f"{game.seats!r}", game=game, where=where)
            if not game.legal_moves():
                raise broken("start", "a new game has no legal move", game=game, where=where)
        self.checked.add("start")
        self.undo_at_start(game, where)
        self.moves_of(game, where)
        self.clone(game, random.Random(self.seed), where)
        return game

    def undo_at_start(self, game: Any, where: Where) -> None:
        before = position(game)
        try:
            game.undo()
        except IllegalMoveError as err:
            if "nothing to undo" not in str(err).lower():
                raise broken("undo-at-start", f"the IllegalMoveError says {str(err)!r}, not "
                             "'nothing to undo'", game=game, where=where) from None
        except Exception as err:
            raise broken("undo-at-start", f"undo() raised {type(err).__name__}: {err}",
                         game=game, where=where) from err
        else:
            raise broken("undo-at-start", "undo() raised nothing", game=game, where=where)
        _same("undo-at-start", before, game, "the refused undo changed the game", where=where)
        self.checked.add("undo-at-start")

    # ----------------------------------------------------------------- perft --
    def perft(self, counts: Mapping[int, int]) -> None:
        game = self.new_game()
        before = deep_position(game)
        for depth, expected in sorted(counts.items()):
            with rule_of("perft", game=game, where=Where(f"perft to depth {depth}")):
                got = _count(game, depth)
            if got != expected:
                raise broken("perft", f"{got} move sequences of depth {depth}, not {expected}",
                             game=game, where=Where(f"perft to depth {depth}"))
        _same("perft", before, game, "counting changed the start", where=Where("perft"))
        self.checked.add("perft")

    # --------------------------------------------------------- a random game --
    def random_game(self, index: int) -> None:
        rng = random.Random(self.seed * 1_000_003 + index)
        game = self.new_game()
        where = Where(f"random game {index + 1} of seed {self.seed}", _options(game))
        first = game.legal_moves()[0]
        positions = [deep_position(game)]
        events: list[list[Any]] = [[]]
        seen: list[Any] = []
        while not game.is_over and len(game.history) < self.max_plies:
            moves = self.moves_of(game, where)
            self.refused(game, [m for m in seen if m not in moves], where)
            seen = (seen + [m for m in moves if m not in seen])[-200:]
            move = rng.choice(moves)
            events.append(self.play(game, move, events[-1], where))
            ply = len(game.history)
            positions.append(deep_position(game) if ply % DEEP_EVERY == 0 or game.is_over
                             else position(game))
            if ply in (1, 8, self.max_plies // 8):
                check_record(game, where)
                check_replay(game, where)
                self.clone(game, rng, where)
                self.resign(game, where)
                self.checked.update(("record", "replay"))
        self.plies += len(game.history)
        if game.is_over:
            self.finished += 1
            self.over(game, first, where)
            check_record(game, where)
            check_replay(game, where)
            self.checked.update(("over", "record", "replay"))
        self.undo_back(game, positions, events, where)

    def moves_of(self, game: Any, where: Where) -> list[Any]:
        """The legal moves, checked: rules ``legal-moves``, ``check`` and ``notation``."""
        with rule_of("legal-moves", game=game, where=where):
            moves = game.legal_moves()
            again = game.legal_moves()
        if not isinstance(moves, list):
            raise broken("legal-moves", f"legal_moves() returned {type(moves).__name__}",
                         game=game, where=where)
        if again != moves:
            raise broken("legal-moves", "asked twice, legal_moves() gave two lists",
                         game=game, where=where)
        if not moves:
            raise broken("legal-moves", "no legal move, but the game is not over",
                         game=game, where=where)
        before = position(game)
        twice = _twice(moves)
        if twice is not None:
            raise broken("legal-moves", "the move is listed twice", game=game, move=twice[0],
                         where=where)
        texts: dict[str, Any] = {}
        every = len(game.history) % DEEP_EVERY == 0
        for move in moves if every else spread(moves, CHECKED_PER_POSITION):
            self.notation(game, move, texts, where)
        for move in spread(moves, CHECKED_PER_POSITION):
            with rule_of("check", game=game, move=move, where=where):
                try:
                    game.check(move)
                except (IllegalMoveError, TypeError) as err:
                    raise broken("check", f"legal_moves() lists a move that check() "
                                 f"refuses: {err}", game=game,
                                 move=move, where=where) from None
        _same("check", before, game, "check() changed the game", where=where)
        self.checked.update(("legal-moves", "check", "notation"))
        return moves

    def notation(self, game: Any, move: Any, texts: dict[str, Any], where: Where) -> None:
        with rule_of("notation", game=game, move=move, where=where):
            text = game.notation(move)
            if not isinstance(text, str):
                raise broken("notation", f"notation() gave {type(text).__name__}, not text",
                             game=game, move=move, where=where)
            if text in texts:
                raise broken("notation", f"two legal moves, {texts[text]!r} and {move!r}, "
                             f"are both written {text!r}", game=game, where=where)
            texts[text] = move
            try:
                back = game.parse(text)
            except NotationError as err:
                raise broken("notation", f"parse({text!r}) refused it: {err}", game=game,
                             move=move, where=where) from None
            if back != move:
                raise broken("notation", f"parse({text!r}) gave {back!r}, not {move!r}",
                             game=game, move=move, where=where)

    def refused(self, game: Any, illegal: list[Any], where: Where) -> None:
        """Rule ``refused``: moves not legal now and text that is no move change nothing."""
        before, events, as_it_was = position(game), game.last_events(), game.clone()
        tried = [(move, IllegalMoveError) for move in illegal[:REFUSED_PER_POSITION]]
        for move, error in tried + [(NOT_A_MOVE, NotationError)]:
            _refuse(game, move, error, where)
            _same("refused", before, game, "the refused move changed the game", move=move,
                  before=as_it_was, where=where)
            if game.last_events() != events:
                raise broken("refused", "the refused move changed last_events()",
                             game=as_it_was, move=move, where=where)
        self.checked.add("refused")

    def play(self, game: Any, move: Any, previous: list[Any], where: Where) -> list[Any]:
        """Play ``move`` and check rules ``play``, ``play-text``, ``undo`` (on a clone),
        ``push`` and ``outcome``; ``previous`` are the events of the move before."""
        before = game.clone()
        before_position = position(game)
        length = len(game.history)
        with rule_of("push", game=before, move=move, where=where):
            pushed = game.clone()
            pushed.push(move)
        with rule_of("play-text", game=before, move=move, where=where):
            by_text = game.clone()
            text_events = by_text.play(game.notation(move))
        with rule_of("play", game=before, move=move, where=where):
            events = game.play(move)
            if not isinstance(events, list):
                raise broken("play", f"play() returned {type(events).__name__}, not a list",
                             game=before, move=move, where=where)
            if game.last_events() != events:
                raise broken("play", "last_events() is not what play() returned",
                             game=before, move=move, where=where)
            if len(game.history) != length + 1:
                raise broken("play", f"the history went from {length} to "
                             f"{len(game.history)} moves", game=before, move=move, where=where)
            if not game.is_over and game.to_move not in tuple(game.seats):
                raise broken("play", f"to_move {game.to_move!r} is not a seat", game=before,
                             move=move, where=where)
        after = position(game)
        if text_events != events:
            raise broken("play-text", "the events differ", game=before, move=move,
                         where=where)
        _same("play-text", after, by_text, "the positions differ", move=move, before=before,
              where=where)
        _same("push", after, pushed, "push() and play() reach different positions",
              move=move, before=before, where=where)
        self.undo_on_a_clone(game, before_position, previous, where)
        with rule_of("push", game=before, move=move, where=where):
            pushed_events = pushed.last_events()
        if pushed_events != events:
            raise broken("push", f"after push(), last_events() gives {pushed_events!r}, not "
                         f"the move's events {events!r}", game=before, move=move, where=where)
        self.outcome(game, move, before, where)
        self.checked.update(("play", "play-text", "push"))
        return events

    def undo_on_a_clone(self, game: Any, expected: dict[str, Any], previous: list[Any],
                        where: Where) -> None:
        """Rule ``undo`` on a clone of ``game``, just after a move: the position before
        it (``expected``) and its events (``previous``) come back."""
        last = game.history[-1]
        with rule_of("undo", game=game, move=last, where=where):
            trial = game.clone()
            taken = trial.undo()
            found = trial.last_events()
        self._undone(trial, taken, last, expected, found, previous, where, at=game)

    def _undone(self, game: Any, taken: Any, last: Any, expected: dict[str, Any],
                found: list[Any], previous: list[Any], where: Where, *, at: Any) -> None:
        """Rule ``undo``: ``game`` is ``at`` (a game before undo) after ``undo()``, which
        returned ``taken`` and left ``found`` as ``last_events()``."""
        if taken != last:
            raise broken("undo", f"undo() returned {taken!r}, not the last move {last!r}",
                         game=at, move=last, where=where)
        _same("undo", expected, game, "undo() did not give back the position before the "
              "move", move=last, before=at, where=where)
        if found != previous:
            raise broken("undo", f"after undo(), last_events() is {found!r}, not the events "
                         f"of the move before, {previous!r}", game=at, move=last,
                         where=where)
        self.checked.add("undo")

    def outcome(self, game: Any, move: Any, before: Any, where: Where) -> None:
        outcome, seats = game.outcome, tuple(game.seats)
        why = ""
        if game.is_over != (outcome is not None):
            why = f"is_over is {game.is_over} but outcome is {outcome!r}"
        elif outcome is not None:
            winners = outcome.winners if isinstance(outcome, Outcome) else None
            if winners is None:
                why = f"outcome is {outcome!r}, not an Outcome"
            elif not isinstance(winners, tuple) or len(set(winners)) != len(winners) \
                    or any(w not in seats for w in winners):
                why = f"the winners {winners!r} are not distinct seats of {seats!r}"
            elif not isinstance(outcome.reason, str) or not outcome.reason:
                why = f"the reason {outcome.reason!r} is not text"
            elif game.winner != outcome.winner:
                why = f"winner is {game.winner!r}, the outcome's is {outcome.winner!r}"
        elif game.winner is not None:
            why = f"winner is {game.winner!r} while the game goes on"
        if why:
            raise broken("outcome", why, game=before, move=move, where=where)
        self.checked.add("outcome")

    def over(self, game: Any, first: Any, where: Where) -> None:
        """Rule ``over``: a finished game has no legal move and refuses any."""
        if game.legal_moves() != []:
            raise broken("over", "the game is over but legal_moves() is not empty",
                         game=game, where=where)
        before = position(game)
        _refuse(game, first, IllegalMoveError, where, rule="over")
        _same("over", before, game, "a refused move changed the game", where=where)

    def clone(self, game: Any, rng: random.Random, where: Where) -> None:
        """Rule ``clone``: a clone and its original are independent. Checked on clones
        of ``game`` (a clone of a clone is played on, then its original), so that undo
        is not needed to go on; ``game`` itself must not change either. The positions
        are compared without looking ahead, which itself plays on clones."""
        original = position(game)
        with rule_of("clone", game=game, where=where):
            base = game.clone()
            copy = base.clone()
        _same("clone", original, base, "the clone is not the same position", where=where)
        _same("clone", original, copy, "the clone of a clone is not the same position",
              where=where)
        with rule_of("clone", game=copy, where=where):
            _play_on(copy, rng, 20)
        _same("clone", original, base, "moves played on a clone changed its original",
              where=where)
        on_copy = position(copy)
        with rule_of("clone", game=base, where=where):
            _play_on(base, rng, 20)
        _same("clone", on_copy, copy, "moves played on the original changed its clone",
              where=where)
        _same("clone", original, game, "moves played on clones changed the game they were "
              "cloned from", where=where)
        self.checked.add("clone")

    def resign(self, game: Any, where: Where) -> None:
        """Rule ``resign``, for a game that has ``resign()`` and is not over."""
        if game.is_over or not callable(getattr(game, "resign", None)):
            return
        before, events, loser = deep_position(game), game.last_events(), game.to_move
        with rule_of("resign", game=game, where=where):
            try:
                game.resign()
            except IllegalMoveError:
                _same("resign", before, game, "a refused resignation changed the game",
                      where=where)
                return  # a game that has no resignation may say so
            outcome = game.outcome
            if outcome is None or outcome.reason != "resignation" or loser in outcome.winners:
                raise broken("resign", f"after resign() the outcome is {outcome!r}",
                             game=game, where=where)
            if game.last_events() != events:
                raise broken("resign", "resign() changed last_events()", game=game,
                             where=where)
            check_record(game, where)
            taken = game.undo()
        if taken is not RESIGNATION:
            raise broken("resign", f"undo() after resign() returned {taken!r}, not "
                         "RESIGNATION", game=game, where=where)
        _same("resign", before, game, "undo() did not give back the position", where=where)
        self.checked.add("resign")

    def undo_back(self, game: Any, positions: list[dict[str, Any]],
                  events: list[list[Any]], where: Where) -> None:
        """Rule ``undo``: take every move back, comparing each position with the one the
        game had on the way forward."""
        while game.history:
            last, at = game.history[-1], game.clone()
            with rule_of("undo", game=game, move=last, where=where):
                taken = game.undo()
                found = game.last_events()
            length = len(game.history)
            self._undone(game, taken, last, positions[length], found, events[length], where,
                         at=at)
        self.checked.add("undo")
        self.undo_at_start(game, where)


def _options(game: Any) -> Any:
    """The options of ``game``'s record (None when its record cannot be written: the rule
    ``record`` says so in its turn)."""
    try:
        return game.record().options
    except Exception:
        return None


def _play_on(game: Any, rng: random.Random, plies: int) -> None:
    """Play up to ``plies`` random moves on ``game`` (fewer when it ends)."""
    for _ in range(plies):
        if game.is_over:
            return
        game.play(rng.choice(game.legal_moves()))


def _twice(moves: list[Any]) -> tuple[Any] | None:
    """``(move,)`` for a move listed twice in ``moves``, else None."""
    try:
        if len(set(moves)) == len(moves):
            return None
    except TypeError:  # moves that cannot be hashed: compared one by one
        pass
    for index, move in enumerate(moves):
        if move in moves[index + 1:]:
            return (move,)
    return None


def _refuse(game: Any, move: Any, error: type[Exception], where: Where,
            rule: str = "refused") -> None:
    try:
        game.play(move)
    except error:
        return
    except Exception as err:
        raise broken(rule, f"play() raised {type(err).__name__}, not {error.__name__}: "
                     f"{err}", game=game, move=move, where=where) from err
    raise broken(rule, f"play() accepted a move that is not legal now (it should raise "
                 f"{error.__name__})", game=game, move=move, where=where)


def _count(game: Any, depth: int) -> int:
    moves = game.legal_moves()
    if depth <= 1:
        return len(moves) if depth == 1 else 1
    total = 0
    for move in moves:
        game.push(move)
        total += _count(game, depth - 1)
        game.undo()
    return total


def check_game(new_game: Callable[[], Any], *, perft: Mapping[int, int] | None = None,
               games: int = 3, seed: int = 0, max_plies: int = 300) -> KitReport:
    """Check that the games ``new_game()`` makes keep every rule of the game protocol.

    ``new_game`` makes a new game at each call (the game's class, or a function with
    the options). The kit checks the start, counts the move sequences from it when
    ``perft`` gives them (``{depth: count}``), then plays ``games`` random games chosen
    by ``seed`` to their end or ``max_plies`` moves, checking every rule of
    :data:`~ringworld_nb.testing.rules.RULES` on the way, and takes them back move by
    move. The first rule broken raises an AssertionError naming the rule, the move and
    the position; otherwise the :class:`KitReport` says what was checked.
    """
    began = time.perf_counter()
    kit = _Kit(new_game, seed, max_plies)
    name = type(kit.start()).game_name
    if perft:
        kit.perft(perft)
    for index in range(games):
        kit.random_game(index)
    rules = tuple(rule for rule in RULES if rule in kit.checked)
    return KitReport(name, rules, games, kit.plies, kit.finished,
                     time.perf_counter() - began)
