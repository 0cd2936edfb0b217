"""Connect Four's entry in the registry of ringworld_nb (found through the entry point
group ``ringworld_nb.games`` of this package's pyproject.toml)."""

from __future__ import annotations

from ringworld_nb.core.options import Option
from ringworld_nb.core.registry import GameSpec

__all__ = ["SPEC"]

SPEC = GameSpec(
    name="connect4",
    title="Connect Four",
    package=__package__,
    engine=".game:ConnectFour",
    options=(Option("columns", 7, "the grid's columns", low=4, high=9, label="Columns"),
             Option("rows", 6, "the grid's rows", low=4, high=9, label="Rows")),
    words=".words:RULE_WORDS",
    levels=".levels:levels",
    app=".app:ConnectFourApp",
    picture=".draw:draw_position",
    exports={"ConnectFourApp": ".app:ConnectFourApp"},
)
