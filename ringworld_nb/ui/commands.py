"""Questions answered in words, typed in the move box: lichess's blind-mode commands.

A player who cannot see the board asks it. Typed in the box where moves are typed (and
played with Enter or Play), a command is answered in the message, which the text twin's
live region reads out (:mod:`.twin`); anything else is a move. The answers come from the
twin's cells (what each place holds, who owns it) and from the game's rule words (what a
move does, where a player stands), so they say what the board shows:

===================  ==============================================================
``?`` or ``help``    the keys and these commands
``where <player>``   every place of that player ("where red", "where A", "where gold")
``cell <place>``     what is on one place ("cell b2", "cell 35", "cell top")
``moves``            how many legal moves, and the first 30 of them; ``moves 2`` the
                     next 30, and so on
``last``             the last move, in notation and in words
``score``            where each player stands (rings, hexes and dice, points)
``after <move>``     what the move would do, without playing it (The Ring World's
                     automaton after it, the dice it would take, the points it scores)
``status``           whose move it is, and what to do now
===================  ==============================================================
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any, NamedTuple, Protocol

from ..core.errors import GameError
from ..core.words import Played, RuleWords
from .model import GameModel
from .twin import TextTwin

__all__ = ["Command", "COMMANDS", "CommandHost", "answer", "help_words", "help_html",
           "is_command"]

#: How many legal moves ``moves`` names on one page (``moves 2`` names the next).
MOVES_SAID = 30


class Command(NamedTuple):
    """One command: its words (the first is what it is typed as), what it takes, what it
    answers."""

    words: tuple[str, ...]
    argument: str
    says: str


COMMANDS = (
    Command(("?", "help"), "", "the keys and these commands"),
    Command(("where", "w"), "a player", "every place of that player"),
    Command(("cell", "c"), "a place", "what is on that place"),
    Command(("moves", "legal"), "",
            f"how many legal moves, and the first {MOVES_SAID} ('moves 2' the next)"),
    Command(("last",), "", "the last move, in words"),
    Command(("score", "s"), "", "where each player stands"),
    Command(("after", "a"), "a move", "what that move would do, without playing it"),
    Command(("status",), "", "whose move it is, and what to do now"),
)


class CommandHost(Protocol):
    """What :func:`answer` needs of its app."""

    model: GameModel[Any]
    twin: TextTwin

    def player_ids(self, game: Any) -> list[Any]: ...

    def player_name(self, player: Any) -> str: ...

    def rules(self) -> RuleWords:
        """The game's rule words."""
        ...

    def keys_words(self) -> list[tuple[str, str]]:
        """The app's keys: (key, what it does)."""
        ...

    def status_words(self) -> str:
        """The status and the prompt, as plain text."""
        ...


def _command(text: str) -> tuple[Command, str] | None:
    head, _, rest = text.strip().partition(" ")
    head = head.lower()
    for command in COMMANDS:
        if head in command.words:
            return command, rest.strip()
    return None


def is_command(text: str) -> bool:
    """True when ``text`` asks a question rather than writing a move."""
    return _command(text) is not None


def answer(host: CommandHost, text: str) -> str | None:
    """The answer to ``text`` in plain words, or None when it is no command (a move)."""
    found = _command(text)
    if found is None:
        return None
    command, argument = found
    game = host.model.shown
    name = command.words[0]
    if name == "?":
        return help_words(host)
    if command.argument and not argument:
        return f"{name} needs {command.argument}: for example '{_example(host, name)}'."
    if name == "where":
        return _where(host, game, argument)
    if name == "cell":
        cell = host.twin.cell(argument)
        if cell is None:
            return f"There is no place {argument!r} on this board."
        return cell.name + "."
    if name == "moves":
        return _moves(game, argument)
    if name == "last":
        return _last(host, game)
    if name == "score":
        words = host.rules()
        said = [f"{host.player_name(p)} {words.standing(game, p)}"
                for p in host.player_ids(game)]
        return "; ".join(s for s in said if s.strip()) + "."
    if name == "after":
        return _after(host, game, argument)
    return host.status_words()


def help_words(host: CommandHost) -> str:
    """The keys and the commands, as one paragraph."""
    keys = "; ".join(f"{key}: {what}" for key, what in host.keys_words())
    commands = "; ".join(
        f"{c.words[0]}{' ' + c.argument if c.argument else ''}: {c.says}" for c in COMMANDS)
    return (f"Keys - {keys}. Typed in the move box (Enter) - a move in notation, or a "
            f"question: {commands}.")


def help_html(host: CommandHost) -> str:
    """The keys and the commands as two short tables (what "?" shows)."""
    keys = "".join(f"<tr><td style='white-space:nowrap'><kbd>{html.escape(key)}</kbd></td>"
                   f"<td>{html.escape(what)}"
                   "</td></tr>" for key, what in host.keys_words())
    commands = "".join(
        f"<tr><td><code>{html.escape(c.words[0])}"
        f"{' &lt;' + html.escape(c.argument) + '&gt;' if c.argument else ''}</code></td>"
        f"<td>{html.escape(c.says)}</td></tr>" for c in COMMANDS)
    style = "font-size:92%;line-height:1.25"
    return (f"<b>Keys</b> (while the app has the focus)"
            f"<table style='{style}'>{keys}</table><b>The move box</b> (m, Enter plays): a "
            f"move in notation, or a question<table style='{style}'>{commands}</table>")


def _example(host: CommandHost, name: str) -> str:
    game = host.model.shown
    if name == "where":
        return f"where {host.player_name(host.player_ids(game)[0]).lower()}"
    if name == "cell":
        return f"cell {host.twin.cells[0].label}" if host.twin.cells else "cell a1"
    moves = [] if game.is_over else game.legal_moves()
    return f"after {game.notation(moves[0])}" if moves else "after <move>"


def _where(host: CommandHost, game: Any, who: str) -> str:
    wanted = who.strip().lower()
    players = [p for p in host.player_ids(game)
               if host.player_name(p).lower() == wanted or str(p).lower() == wanted]
    if not players:
        names = ", ".join(host.player_name(p) for p in host.player_ids(game))
        return f"No player {who!r}: the players are {names}."
    player = players[0]
    cells = [c for c in host.twin.cells if c.owner is not None
             and (c.owner == player or str(c.owner).lower() == str(player).lower())]
    name = host.player_name(player)
    if not cells:
        return f"{name} has nothing on the board."
    return f"{name}, {len(cells)}: " + "; ".join(c.name for c in cells) + "."


def _moves(game: Any, page_words: str = "") -> str:
    """The legal moves of ``game``, :data:`MOVES_SAID` to a page: ``page_words`` is the
    page asked for ("" or "1" the first, "2" the next, ...). Each page but the last says
    how many are left and how to hear them, so that every move can be heard."""
    if game.is_over:
        return "The game is over: there is no legal move."
    moves = game.legal_moves()
    pages = max(1, -(-len(moves) // MOVES_SAID))
    try:
        page = int(page_words) if page_words.strip() else 1
    except ValueError:
        return f"moves takes a page number, 1 to {pages}: for example 'moves 2'."
    if not 1 <= page <= pages:
        return f"There is no page {page} of the moves: they fill {pages}."
    first = (page - 1) * MOVES_SAID
    shown = moves[first:first + MOVES_SAID]
    named = ", ".join(game.notation(m) for m in shown)
    left = len(moves) - first - len(shown)
    more = f", and {left} more: moves {page + 1} for the next" if left else ""
    count = f"{len(moves)} legal move{'s' if len(moves) != 1 else ''}"
    if page == 1:
        return f"{count}: {named}{more}."
    return (f"{count}, {first + 1} to {first + len(shown)}: {named}{more}.")


def _last(host: CommandHost, game: Any) -> str:
    if not game.history:
        return "No move has been played yet."
    before = host.model.position_at(len(game.history) - 1)
    move = game.history[-1]
    try:
        text = before.notation(move)
    except (GameError, TypeError, ValueError):
        text = str(move)
    words = host.rules()
    mover = before.to_move
    told = words.words(before, Played(move, text, tuple(game.last_events()), mover, False))
    return f"The last move, {host.player_name(mover)}'s {text}: {told}".strip()


def _after(host: CommandHost, game: Any, text: str) -> str:
    if game.is_over:
        return "The game is over: no move can be tried."
    try:
        move = game.parse(text)
        game.check(move)
    except (GameError, ValueError, TypeError) as err:
        return f"{text} cannot be played here: {err}"
    trial = game.clone()
    mover = trial.to_move
    events: Sequence[Any] = tuple(trial.play(move))
    words = host.rules()
    told = words.words(game, Played(move, game.notation(move), tuple(events), mover, False))
    standing = words.standing(trial, mover)
    then = f" {host.player_name(mover)} would then have {standing}." if standing else ""
    return f"After {game.notation(move)}: {told}{then}".strip()
