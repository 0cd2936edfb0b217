"""What the property tests of bad input share: Hypothesis profiles, strategies of junk,
and the one property every public entry point keeps.

The property (issue 11): a call with a wrong argument, move or record raises a
``TypeError`` or an error of :mod:`ringworld_nb.core.errors` (a ``ValueError``) with a
message, and the game is exactly as before; a call that is accepted leaves a game whose
record can be written and read back.

Profiles: ``ci`` (the default: deterministic, a CI-sized number of examples) and
``long`` (random, many examples): ``HYPOTHESIS_PROFILE=long pytest tests/test_properties_*``.
This module holds no tests itself.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Callable
from typing import Any

import numpy as np
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from ringworld_nb.core.errors import GameError

settings.register_profile(
    "ci", max_examples=120, derandomize=True, deadline=None, print_blob=True, database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
settings.register_profile(
    "long", max_examples=3000, derandomize=False, deadline=None, print_blob=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

#: Integers that break naive code: huge, negative, at the edges of numpy types.
nasty_ints = st.one_of(
    st.integers(-3, 70),
    st.integers(0, 5).map(lambda k: [-1, 2 ** 31, 2 ** 63, -(2 ** 63) - 1, 10 ** 30,
                                     10 ** 5000][k]),  # (a repr of 10**5000 fails)
    st.integers(),
)
numpy_ints = st.integers(-100, 100).flatmap(
    lambda v: st.sampled_from([np.int8(v), np.int64(v), np.uint16(abs(v))]))
floats = st.one_of(st.floats(allow_nan=True, allow_infinity=True),
                   st.sampled_from([math.inf, -math.inf, math.nan, 2.0, 3.0, 0.5, 1.7]))
atoms = st.one_of(st.none(), st.booleans(), nasty_ints, numpy_ints, floats,
                  st.text(max_size=12), st.binary(max_size=6),
                  st.sampled_from([np.bool_(True), np.array([1, 2]), np.float64(2.0),
                                   object(), type, ..., 1j]))
#: Objects that can be keys of a dict.
hashable_junk = st.one_of(st.none(), st.booleans(), nasty_ints, numpy_ints, floats,
                          st.text(max_size=6), st.binary(max_size=4))
#: Any object: atoms and nested containers of them.
junk = st.recursive(
    atoms,
    lambda inner: st.one_of(st.tuples(inner), st.tuples(inner, inner),
                            st.lists(inner, max_size=4),
                            st.dictionaries(st.text(max_size=3), inner, max_size=3)),
    max_leaves=8)
#: JSON values, hostile ones included (huge numbers, deep nesting, long texts).
json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), nasty_ints.filter(lambda v: abs(v) < 10 ** 4000),
              st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=20)),
    lambda inner: st.one_of(st.lists(inner, max_size=4),
                            st.dictionaries(st.text(max_size=6), inner, max_size=4)),
    max_leaves=12)


def pair_of(element: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """Pairs as tuples or lists, sometimes with junk instead."""
    return st.one_of(st.tuples(element, element), st.lists(element, min_size=2,
                                                            max_size=2), junk)


def refused_cleanly(game: Any, snapshot: Callable[[Any], Any],
                    call: Callable[[], Any]) -> bool:
    """Run ``call`` on ``game``: False if it was refused by the promised errors, with a
    message and ``game`` unchanged; True if it was accepted. Any other exception fails."""
    before = snapshot(game)
    try:
        call()
    except (GameError, TypeError) as err:
        assert str(err), f"{type(err).__name__} without a message"
        assert snapshot(game) == before, "a refused call changed the game"
        return False
    return True


def damaged_bytes(data: st.DataObject, text: str) -> bytes:
    """The UTF-8 of ``text`` with a few bytes flipped, cut, inserted or removed."""
    raw = bytearray(text.encode())
    for _ in range(data.draw(st.integers(1, 4), label="damages")):
        how = data.draw(st.sampled_from(["flip", "cut", "insert", "delete"]))
        at = data.draw(st.integers(0, max(0, len(raw) - 1)))
        if how == "flip" and raw:
            raw[at] ^= data.draw(st.integers(1, 255))
        elif how == "cut":
            del raw[at:]
        elif how == "insert":
            raw[at:at] = data.draw(st.binary(min_size=1, max_size=4))
        elif raw:
            del raw[at]
    return bytes(raw)


def replace_at(data: st.DataObject, record: dict[str, Any]) -> dict[str, Any]:
    """A copy of a record (a JSON object) with one value somewhere replaced by another
    JSON value: a semantically wrong field."""
    copy = json.loads(json.dumps(record))
    node: Any = copy
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            break
        key = data.draw(st.sampled_from(keys), label="field")
        child = node[key]
        if isinstance(child, (dict, list)) and child and data.draw(st.booleans()):
            node = child
            continue
        node[key] = data.draw(json_values, label="value")
        break
    return copy
