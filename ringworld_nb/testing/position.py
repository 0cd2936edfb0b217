"""What the kit compares when it asks "is this the same position?".

A game of the protocol need not say what its position is, so the kit looks at what
every game shows: the player to move, whether and how it ended, the history, the legal
moves, and ``key()`` when the game has one (a hashable value, the same for the same
position). Hidden state that none of these show - a board that undo forgot to
restore, for instance - is caught one move ahead: :func:`deep_position` adds, for the
legal moves, where each leads (played with ``push`` on a clone).
"""

from __future__ import annotations

from typing import Any

__all__ = ["position", "deep_position", "describe_difference", "spread"]

#: At most this many legal moves of a position are looked at one move ahead.
AHEAD = 24


def spread(moves: list[Any], limit: int) -> list[Any]:
    """``moves`` when there are at most ``limit``, else ``limit`` of them spread evenly
    from first to last (the same ones for the same list).

    >>> spread(list(range(10)), 4)
    [0, 3, 6, 9]
    """
    if len(moves) <= limit:
        return list(moves)
    return [moves[i * (len(moves) - 1) // (limit - 1)] for i in range(limit)]


def _key(game: Any) -> Any:
    key = getattr(game, "key", None)
    return key() if callable(key) else None


def position(game: Any) -> dict[str, Any]:
    """What a player can see of ``game``, as a dict (compared with ``==``)."""
    return {
        "to_move": game.to_move,
        "is_over": game.is_over,
        "outcome": game.outcome,
        "history": tuple(game.history),
        "legal moves": tuple(game.legal_moves()),
        "key()": _key(game),
    }


def _one_move_ahead(game: Any, move: Any) -> tuple[Any, ...]:
    after = game.clone()
    after.push(move)
    return (after.to_move, after.outcome, len(after.legal_moves()), _key(after))


def deep_position(game: Any) -> dict[str, Any]:
    """:func:`position`, and where the legal moves lead (at most :data:`AHEAD` of them,
    spread over the list): the player to move, the outcome, the number of legal moves
    and ``key()`` one move ahead."""
    seen = position(game)
    seen["one move ahead"] = tuple(_one_move_ahead(game, m)
                                   for m in spread(game.legal_moves(), AHEAD))
    return seen


def describe_difference(expected: dict[str, Any], got: dict[str, Any]) -> str:
    """The first part of two positions that differs, in words.

    >>> describe_difference({"to_move": 1, "legal moves": (1, 2, 3)},
    ...                     {"to_move": 1, "legal moves": (1, 3, 4)})
    'legal moves differ: 2 missing; 4 more'
    """
    for name, value in expected.items():
        other = got.get(name)
        if other == value:
            continue
        if isinstance(value, tuple) and isinstance(other, tuple) and name != "outcome":
            missing = [item for item in value if item not in other]
            more = [item for item in other if item not in value]
            if missing or more:
                said = [f"{_clip(', '.join(map(repr, missing)))} missing"] if missing else []
                said += [f"{_clip(', '.join(map(repr, more)))} more"] if more else []
                return f"{name} differ: {'; '.join(said)}"
            return f"{name} differ in their order"
        return f"{name} should be {_short(value)}, got {_short(other)}"
    return "the same"


def _short(value: Any) -> str:
    return _clip(repr(value))


def _clip(text: str) -> str:
    return text if len(text) <= 200 else text[:197] + "..."
