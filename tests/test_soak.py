"""A CI-sized soak: random games of every game and variant, with push and play compared
at every move, records written, read back and replayed every ten moves and at the end,
and undo back to the start (the checks of ``benchmarks/soak.py``, which runs longer:
``python benchmarks/soak.py --minutes 10``)."""

from __future__ import annotations

import importlib.util
import pathlib
import sys

import pytest

_PATH = pathlib.Path(__file__).resolve().parent.parent / "benchmarks" / "soak.py"
_spec = importlib.util.spec_from_file_location("benchmarks_soak", _PATH)
assert _spec is not None and _spec.loader is not None
soak = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = soak  # (its dataclass looks its module up there)
_spec.loader.exec_module(soak)

#: Games per variant: about 30 s of one core for all of them (longer on a busy machine).
GAMES = 40
#: ... but fewer of The Ring World's L4, a game of hundreds of moves (40 of them took half
#: of the whole soak; tests/test_ringworld_simulation.py plays 400 more).
FEWER = {"ringworld L4": 8}
VARIANTS = dict(soak.variants())


@pytest.mark.parametrize("name", list(VARIANTS))
def test_random_games_round_trip_and_undo_to_the_start(name: str) -> None:
    games = FEWER.get(name, GAMES)
    total = soak.Tally()
    for seed in range(games):
        total.add(soak.soak_game(VARIANTS[name](seed), seed))
    assert total.games == games and total.undos == total.moves > 0
    assert total.round_trips >= games
