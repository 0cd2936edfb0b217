"""What a puzzle file holds, counted: the figures a note about the puzzles quotes.

:func:`file_stats` reads a game's puzzles (replaying each record through the engine, so
every figure is the position's own, not a field the file might have wrong) and counts

* the puzzles, by **theme** (a puzzle has several: each counts once under each),
* by **board variant** - the kind of start the game's hooks see in the position (The
  Ring World's ``L3`` / ``L4``, Dice of Doom's ``3x3`` / ``4x4`` / ``5x5`` and their
  rolled versions; ``""`` for a game of one kind),
* the **legal moves** of every first position: the least of them (the one-answer rule
  wants at least 4) and how many puzzles leave each number,
* the puzzles whose goal accepts more than one move (``accept``).

``python -m ringworld_nb.puzzles stats --game G`` prints them (:func:`stats_lines`).

>>> s = file_stats("dice")
>>> s.total == sum(s.variants.values()) and s.min_legal >= 4
True
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from .hooks import data_path, hooks_for
from .starts import starts_for
from .store import load_file

__all__ = ["FileStats", "file_stats", "stats_lines"]


@dataclass(frozen=True)
class FileStats:
    """The counts of one puzzle file (see the module's docstring)."""

    game: str
    total: int
    themes: dict[str, int]
    variants: dict[str, int]
    legal: dict[int, int]
    accepting: int

    @property
    def min_legal(self) -> int:
        """The fewest legal moves any puzzle's first position leaves (0: no puzzle)."""
        return min(self.legal, default=0)


def file_stats(game: str, path: str | Path | None = None) -> FileStats:
    """The counts of ``game``'s puzzle file at ``path`` (default: the package's)."""
    found = load_file(path or data_path(game), game)
    starts_for(game).prepare()
    hooks = hooks_for(game)
    themes: Counter[str] = Counter()
    variants: Counter[str] = Counter()
    legal: Counter[int] = Counter()
    for puzzle in found:
        position = puzzle.start()
        themes.update(puzzle.theme)
        variants[hooks.variant_of(position)] += 1
        legal[len(position.legal_moves())] += 1
    return FileStats(game, len(found), dict(themes.most_common()),
                     dict(sorted(variants.items())), dict(sorted(legal.items())),
                     sum(1 for p in found if p.accept))


def stats_lines(stats: FileStats) -> list[str]:
    """``stats`` as the lines ``python -m ringworld_nb.puzzles stats`` prints."""
    def joined(counts: dict) -> str:
        return ", ".join(f"{key or '(one kind)'} {value}" for key, value in counts.items())

    return [f"{stats.game}: {stats.total} puzzles",
            f"  by board: {joined(stats.variants)}",
            f"  by theme: {joined(stats.themes)}",
            f"  legal moves at the first position: at least {stats.min_legal} "
            f"({joined(stats.legal)})",
            f"  goals that accept more than one move: {stats.accepting}"]
