"""Dice of Doom: the hex board, the rules (versions 1-3), odds, text diagrams, records.

>>> from ringworld_nb.dice import DiceOfDoom
>>> game = DiceOfDoom(3, players=2, version=2, seed=7, fair_start=True)
>>> game.scores, game.to_move
([4, 5], 0)

Modules, one job each:

* :mod:`.hexboard` - the N x N parallelogram: adjacency, reading order, groups;
* :mod:`.rules` - the rules as pure functions of a hashable state (for search);
* :mod:`.game` - :class:`DiceOfDoom`, the game object (checks, events, undo, records);
* :mod:`.probability` - exact odds of a rolled attack;
* :mod:`.start` - random and fair starting positions;
* :mod:`.moves` - :class:`Move`, :class:`Event`, player names;
* :mod:`.notation` - moves as text (``a1-b2 win 653:42``);
* :mod:`.text` - boards as the exercise's text diagrams;
* :mod:`.words` - what a move did, in words (``describe_events``).
"""

from .game import MAX_DICE, PLAYERS, VERSIONS, DiceOfDoom
from .hexboard import Hex, HexBoard, hex_name, parse_hex
from .moves import LOSE, PASS, PLAYER_NAMES, WIN, Event, Move, player_name
from .notation import format_move, parse_move
from .probability import (
    attack_lose_probability,
    attack_win_probability,
    sum_distribution,
    win_probability_table,
)
from .rules import Rules, rules_for
from .start import fair_start, random_start
from .text import format_board, parse_board
from .words import describe_events

__all__ = ["DiceOfDoom", "HexBoard", "Hex", "Move", "PASS", "Event", "WIN", "LOSE",
           "PLAYER_NAMES", "player_name", "VERSIONS", "PLAYERS", "MAX_DICE", "Rules",
           "rules_for", "attack_win_probability", "attack_lose_probability",
           "sum_distribution", "win_probability_table", "format_board", "parse_board",
           "format_move", "parse_move", "hex_name", "parse_hex", "random_start",
           "fair_start", "describe_events"]
