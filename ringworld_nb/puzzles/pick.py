"""Which puzzle next: one near the player's rating, of the theme asked for.

:func:`next_puzzle` takes the shipped puzzles of a game (those with ``theme`` among their
tags, when given), leaves out the ones the player has solved (when some remain), keeps
a newcomer (no rating yet) to the game's first boards (its hooks' ``newcomer_boards``,
when such puzzles remain: a first puzzle on The Ring World's Mini board, not on its
272 rings), and
among the :data:`NEAREST` whose rating is closest to the player's picks one with a
generator seeded by the game, the seed and the attempts so far: the choice is the same
for the same progress, and changes after each attempt. lichess picks the same way (a
puzzle near the rating, not always the same one).
"""

from __future__ import annotations

import random
from typing import Any

from ..core.errors import ArgumentError
from ..core.schedule import derive_seed
from .hooks import hooks_for
from .model import Puzzle
from .ratings import player_rating, puzzle_rating
from .starts import check_game
from .store import puzzles as shipped

__all__ = ["next_puzzle", "themes", "NEAREST"]

#: How many puzzles nearest the player's rating the choice is made among.
NEAREST = 8


def themes(game: str) -> dict[str, int]:
    """The themes of ``game``'s shipped puzzles, with how many puzzles carry each."""
    counts: dict[str, int] = {}
    for puzzle in shipped(check_game(game)):
        for tag in puzzle.theme:
            counts[tag] = counts.get(tag, 0) + 1
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def next_puzzle(game: str, progress: Any, theme: str | None = None, *,
                seed: int = 0, pool: tuple[Puzzle, ...] | None = None,
                skip: str | None = None) -> Puzzle | None:
    """The next puzzle of ``game`` for the player of ``progress`` (see the module's
    docstring); None when no puzzle has ``theme``. ``pool`` replaces the shipped
    puzzles (for tests). ``skip`` is the id of the puzzle on the board: another is
    chosen when there is one (Next puzzle pressed before a try brought the same one
    back: the choice depends on the tries)."""
    game = check_game(game)
    candidates = [p for p in (pool if pool is not None else shipped(game))
                  if p.game == game]
    if theme is not None:
        if not isinstance(theme, str):
            raise ArgumentError(f"theme must be a tag such as 'birth', got {theme!r}")
        candidates = [p for p in candidates if theme in p.theme]
    if not candidates:
        return None
    candidates = [p for p in candidates if p.id != skip] or candidates
    if progress.puzzle_player(game) is None:
        candidates = _newcomers(game, candidates) or candidates
    tried = progress.puzzles_tried(game)
    fresh = [p for p in candidates if tried.get(p.id, (0, 0))[0] == 0]
    candidates = fresh or candidates
    me = player_rating(progress, game).rating
    candidates.sort(key=lambda p: (abs(puzzle_rating(progress, p).rating - me), p.id))
    near = candidates[:NEAREST]
    attempts = sum(sum(v) for v in tried.values())
    return random.Random(derive_seed(seed, game, attempts)).choice(near)


def _newcomers(game: str, candidates: list[Puzzle]) -> list[Puzzle]:
    """The ``candidates`` on a newcomer's boards: a tag of the hooks' ``newcomer_boards``
    and no other board tag (all of them when the game names no such boards)."""
    hooks = hooks_for(game)
    first = set(hooks.newcomer_boards)
    if not first:
        return candidates
    others = set(hooks.board_tags) - first
    return [p for p in candidates if first & set(p.theme) and not others & set(p.theme)]
