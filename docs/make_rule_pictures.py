"""Draw the pictures of the rule book, ``docs/rules.md``, into ``docs/rules/``, and the
pictures of the README and the site's pages into ``docs/``.

Every picture is drawn by the package itself (the lessons of the rules notebook, the
board drawing, the Dice of Doom drawing), so the book shows what the apps show. Run it
from the repository's root after a change to the drawings or the lessons::

    .venv/bin/python docs/make_rule_pictures.py

The games behind the pictures are seeded: the same code draws the same pictures.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from ringworld_nb.dice.draw import to_png_bytes as dice_png_bytes
from ringworld_nb.dice.game import DiceOfDoom
from ringworld_nb.ringworld.draw import to_png_bytes
from ringworld_nb.ringworld.game import RingWorld
from ringworld_nb.ringworld.teaching import lesson_figures as figures
from ringworld_nb.ringworld.teaching import lessons
from ringworld_nb.ringworld.teaching.construction import construction_png

OUT = Path(__file__).resolve().parent / "rules"

#: picture file -> the lesson it shows (see ringworld_nb/ringworld/lessons.py)
LESSONS = {
    "placement.png": lessons.placement_where,
    "placement_compulsory.png": lessons.placement_is_compulsory,
    "rotation.png": lessons.rotation_through_a_shared_position,
    "rotation_level_3.png": lessons.rotation_of_level_3,
    "birth_two.png": lessons.birth_with_two_neighbours,
    "birth_three.png": lessons.birth_with_three_neighbours,
    "births_simultaneous.png": lessons.births_are_simultaneous,
    "death.png": lessons.death_of_both_colours,
    "death_after_birth.png": lessons.death_after_birth,
    "occupation.png": lessons.occupation_by_five,
    "held.png": lessons.held_ring_is_kept,
    "win.png": lessons.taking_the_top_ring,
    "pass.png": lessons.must_pass,
}


def ringworld_game(moves: int = 94, seed: int = 2014) -> RingWorld:
    """An L4 game after ``moves`` random legal moves (or earlier, if it ends)."""
    game, rng = RingWorld(4), random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        game.play(game.random_move(rng))
    return game


def dice_game(seed: int = 7, moves: int = 6) -> DiceOfDoom:
    """A two-player 5 x 5 game of Dice of Doom after a few moves (the first attack each
    time, or the pass when no attack is possible)."""
    game = DiceOfDoom(5, players=2, max_dice=3, version=1, seed=seed)
    for _ in range(moves):
        if game.is_over:
            break
        legal = game.legal_moves()
        attacks = [m for m in legal if not m.is_pass]
        game.play(attacks[0] if attacks else legal[0])
    return game


def dice_four_players(seed: int = 4, plies: int = 38) -> DiceOfDoom:
    """A four-player 6 x 6 game of Dice of Doom (version 3, 5 dice) after ``plies``
    seeded random moves (attacks preferred): the README's picture."""
    game, rng = DiceOfDoom(6, players=4, max_dice=5, version=3, seed=seed), random.Random(seed)
    for _ in range(plies):
        if game.is_over:
            break
        attacks = [m for m in game.legal_moves() if not m.is_pass]
        game.play(rng.choice(attacks) if attacks and (not game.can_pass or rng.random() < 0.8)
                  else "pass")
    return game


def renaissance_phase1(seed: int = 2012, moves: int = 24):
    """A set of Renaissance in Phase 1 after ``moves`` seeded random moves."""
    from ringworld_nb.renaissance import Renaissance
    from ringworld_nb.renaissance.lessons import random_moves

    return random_moves(Renaissance.random_setup(random.Random(seed)), random.Random(seed),
                        moves)


def readme_pictures() -> dict[str, bytes]:
    """The README's pictures, by file name (in ``docs/``)."""
    from ringworld_nb.renaissance.draw import renaissance_png

    return {"ringworld_board.png": to_png_bytes(ringworld_game(118), size=7.2),
            "dice_board.png": dice_png_bytes(dice_four_players(), width=8.4),
            "renaissance_board.png": renaissance_png(renaissance_phase1())}


def pictures() -> dict[str, bytes]:
    """Every picture of the rule book, by file name."""
    out = {
        "words.png": figures.figure_png(figures.words_figure()),
        "construction.png": construction_png((3, 3, 3), upto_levels=(3, 2, 1), size=2.6),
        "addresses_l3.png": figures.figure_png(figures.address_map(3, size=6.0)),
        "legend.png": figures.figure_png(figures.legend_figure()),
        "board.png": to_png_bytes(ringworld_game(), size=5.6),
        "dice_board.png": dice_png_bytes(dice_game()),
    }
    for name, lesson in LESSONS.items():
        out[name] = figures.figure_png(figures.lesson_figure(lesson()))
    return out


def main() -> int:
    OUT.mkdir(exist_ok=True)
    for name, data in pictures().items():
        (OUT / name).write_bytes(data)
        print(f"docs/rules/{name}: {len(data) // 1024} kB")
    for name, data in readme_pictures().items():
        (OUT.parent / name).write_bytes(data)
        print(f"docs/{name}: {len(data) // 1024} kB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
