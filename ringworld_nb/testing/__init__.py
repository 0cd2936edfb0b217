"""The conformance kit: does a game keep every rule of the game protocol?

A game of ringworld_nb - one of the package's or one of another package, registered
through the entry point group ``ringworld_nb.games`` - speaks the protocol of
:mod:`ringworld_nb.core.protocol`. The kit checks it, as gymnasium's ``check_env``
checks an environment::

    from ringworld_nb.testing import check_game
    from your_package.game import YourGame

    check_game(YourGame)                       # a report, or an AssertionError
    check_game(lambda: YourGame(size=4), perft={1: 16, 2: 240}, games=5, seed=1)

or from a terminal, for an installed game: ``python -m ringworld_nb.testing yourgame``
(exit 0 and a short report; exit 1 and the rule broken; exit 2 for a game that is not
installed).

``check_game(new_game)`` makes new games with ``new_game()``, checks the start, counts
the move sequences from it when ``perft={depth: count}`` gives them, then plays
``games`` random games (seeded by ``seed``) to their end or ``max_plies`` moves and
takes every move back. The first rule broken raises an AssertionError that starts
``rule 'undo' broken:`` and names the move and the position (the moves that led there
in the game's notation, and the game's repr).

"The same position" is what every game shows: the player to move, the outcome, the
history, the legal moves, and ``key()``
when the game has one; at every fourth position also where each legal move leads (the
player to move, the outcome and the number of legal moves one move ahead), so that a
board that undo forgot to restore is seen even when the game has no ``key()``.

The rules (:data:`RULES`, and ``docs/kit.md``):

* ``protocol`` - the game has every attribute of ``Game`` and a class attribute
  ``game_name`` (text);
* ``start`` - a new game has no history and no events, is not over, its ``to_move`` is
  one of its ``seats`` and it has legal moves;
* ``undo-at-start`` - ``undo()`` on a new game (and after every move is taken back)
  raises IllegalMoveError saying "nothing to undo", and changes nothing;
* ``legal-moves`` - ``legal_moves()`` is a list, the same each time it is asked, no move
  twice, empty only once the game is over;
* ``check`` - ``check(move)`` accepts every legal move and changes nothing;
* ``notation`` - ``notation(move)`` is text, different for different legal moves, and
  ``parse(notation(move)) == move`` (every legal move at every fourth position, at
  most 24 spread over the list at the others);
* ``play`` - ``play(move)`` returns the events as a list, ``last_events()`` gives them
  back, the history grows by one, ``to_move`` stays among the seats;
* ``play-text`` - ``play(notation(move))`` gives the same events and position;
* ``push`` - ``push(move)`` reaches the position ``play(move)`` reaches, and
  ``last_events()`` after it gives the move's events (found again by a replay), never
  the events of the move ``play`` played before;
* ``refused`` - a move that is not legal now makes ``play`` raise IllegalMoveError, text
  that is no move NotationError, and the game (its ``last_events()`` too) is as before;
* ``outcome`` - ``is_over`` exactly when ``outcome`` is not None; an ``Outcome`` with
  distinct seats as winners and a reason in words; ``winner`` the single winner or None;
* ``over`` - a finished game has no legal move and refuses any with IllegalMoveError;
* ``undo`` - ``undo()`` returns the last move of the history and gives back the position
  before it, with ``last_events()`` the events of the move before;
* ``clone`` - ``clone()`` is the same position; what is played on either never reaches
  the other;
* ``record`` - ``record()`` is a Record of ``game_name``; saved to a file, loaded and
  replayed by ``from_record`` it is the same position and writes the same record;
* ``replay`` - ``from_record`` refuses with RecordError a record with a move that cannot
  be played (naming "move N") and one whose result is not the replayed game's;
* ``resign`` - for a game with ``resign()`` (one that refuses it with IllegalMoveError
  has none): the game is over by "resignation", the player who resigned is no winner,
  ``last_events()`` is unchanged, ``undo()`` returns ``RESIGNATION`` and the position;
* ``perft`` - the counts of move sequences from the start, by ``push`` and ``undo``, are
  those given, and the start is unchanged after counting.
"""

from __future__ import annotations

from .kit import KitReport, check_game
from .rules import RULES

__all__ = ["check_game", "KitReport", "RULES"]
