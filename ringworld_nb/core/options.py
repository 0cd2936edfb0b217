"""A game's options as data: what they are called, what values they take, and the words
that explain them.

A game says once which options it has (the board's size, the rules' version, ...) as a
tuple of :class:`Option`; everything that asks a person or a script for them is made from
that one list: the command line of ``python -m ringworld_nb.tournament``, the checks of
:func:`~ringworld_nb.core.games.game_maker`, and the **New game** tab of the game's app.

An option is a whole number, a switch, one of a few values - or text with a parser of its
own (``parser``: the text to the value, refusing bad text in its own words; ``writer``:
the value back to text), for what the other kinds cannot say, as Nim's heaps "1,3,5,7".

>>> size = Option("size", 3, "the board's size", low=2, high=10)
>>> size.check(5), size.kind
(5, 'int')
>>> size.check(11)
Traceback (most recent call last):
...
ringworld_nb.core.errors.ArgumentError: size must be from 2 to 10, got 11
>>> version = Option("version", 1, "the rules", choices=(1, 2, 3),
...                  labels=("certain attacks", "rolled", "rolled, largest region"))
>>> version.parse("2"), version.label_of(2)
(2, 'rolled')
>>> check_options((size, version), {"size": 4}, "dice")
{'size': 4, 'version': 1}
>>> check_options((size,), {"colour": "red"}, "dice")
Traceback (most recent call last):
...
ringworld_nb.core.errors.ArgumentError: unknown option(s) for dice: colour (the options \
are size)
>>> def heaps(text):
...     parts = text.replace(" ", "").split(",")
...     if not all(p.isdigit() and 0 < int(p) <= 30 for p in parts):
...         raise ValueError(f"heaps are numbers from 1 to 30 with commas, got {text!r}")
...     return tuple(int(p) for p in parts)
>>> piles = Option("heaps", (3, 4, 5), "the heaps", parser=heaps,
...                writer=lambda value: ",".join(map(str, value)))
>>> piles.kind, piles.check("1, 3,5,7"), piles.text_of((3, 4, 5)), piles.check((2, 2))
('text', (1, 3, 5, 7), '3,4,5', (2, 2))
>>> piles.parse("1,x")
Traceback (most recent call last):
...
ringworld_nb.core.errors.ArgumentError: heaps are numbers from 1 to 30 with commas, got \
'1,x'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from .errors import ArgumentError
from .validate import describe, flag, integer, one_of

__all__ = ["Option", "OptionKind", "check_options", "defaults"]

#: How an option's value is written: a whole number in a range, a switch, one of a few
#: values, or text read by the option's own parser.
OptionKind = Literal["int", "bool", "choice", "text"]


@dataclass(frozen=True)
class Option:
    """One option of a game (see the module docstring).

    * ``name`` - the keyword a game's factory takes (``--name`` on the command line, with
      ``-`` for ``_``);
    * ``default`` - its value when none is given;
    * ``words`` - what it means, in a few words (help texts, tooltips);
    * ``low``/``high`` - the range of a whole number (either may be None);
    * ``choices`` - the values it may take (then ``labels`` are their words in a menu);
    * ``label`` - its name on a form ("Board", "Players"); the name itself when empty;
    * ``flag`` - for a switch on the command line: the flag that sets it to the opposite
      of its default (``--random-starts`` for ``fair=True``), and ``flag_words`` what
      that flag does; empty: ``--name`` and ``--no-name``;
    * ``parser`` - for a text option: the text to the value (a ValueError in its own
      words for text it refuses), and ``writer`` the value back to text (``str`` when
      None).
    """

    name: str
    default: Any
    words: str
    low: int | None = None
    high: int | None = None
    choices: tuple[Any, ...] | None = None
    labels: tuple[str, ...] = ()
    label: str = ""
    flag: str = ""
    flag_words: str = ""
    parser: Callable[[str], Any] | None = None
    writer: Callable[[Any], str] | None = None

    def __post_init__(self) -> None:
        if self.labels and (self.choices is None or len(self.labels) != len(self.choices)):
            raise ArgumentError(f"option {self.name!r}: one label for each choice")
        self.check(self.default)  # a default that its own option refuses is a typo

    @property
    def kind(self) -> OptionKind:
        """``"choice"``, ``"bool"``, ``"int"`` or ``"text"``: how the value is written
        and asked for."""
        if self.parser is not None:
            return "text"
        if self.choices is not None:
            return "choice"
        if isinstance(self.default, bool):
            return "bool"
        return "int"

    @property
    def title(self) -> str:
        """The option's name on a form."""
        return self.label or self.name.replace("_", " ")

    def check(self, value: Any) -> Any:
        """``value`` if this option takes it (a numpy integer becomes an int); a TypeError
        for a wrong kind of value, an ArgumentError (a ValueError) for a wrong value, each
        naming the option. A text option reads ``value`` with its parser (a value that
        is not text is written first, then read back: so it is checked too)."""
        if self.parser is not None:
            text = value if isinstance(value, str) else self.text_of(value)
            try:
                return self.parser(text)
            except (ValueError, TypeError) as err:
                words = str(err)
                raise ArgumentError(words if words.startswith(self.name)
                                    else f"{self.name}: {words}") from None
        if self.choices is not None:
            return one_of(value, self.name, self.choices)
        if isinstance(self.default, bool):
            return flag(value, self.name)
        return integer(value, self.name, low=self.low, high=self.high)

    def parse(self, text: str) -> Any:
        """The value written as ``text`` (a command line's word), checked."""
        if self.parser is not None:
            return self.check(text)
        if self.choices is not None:
            for choice in self.choices:
                if str(choice) == text:
                    return choice
            listed = ", ".join(str(c) for c in self.choices)
            given = text if text.lstrip("-").isdigit() else describe(text)
            raise ArgumentError(f"{self.name} must be one of {listed}, got {given}")
        if isinstance(self.default, bool):
            words = {"true": True, "yes": True, "1": True, "false": False, "no": False,
                     "0": False}
            if text.lower() not in words:
                raise ArgumentError(f"{self.name} must be true or false, got {describe(text)}")
            return words[text.lower()]
        try:
            number = int(text)
        except ValueError:
            raise ArgumentError(f"{self.name} must be a whole number, got "
                                f"{describe(text)}") from None
        return self.check(number)

    def text_of(self, value: Any) -> str:
        """``value`` written as text (a text option's writer, else ``str``)."""
        return self.writer(value) if self.writer is not None else str(value)

    def label_of(self, value: Any) -> str:
        """The words of a choice (its label, else the value itself)."""
        if self.choices is not None and self.labels and value in self.choices:
            return self.labels[self.choices.index(value)]
        return str(value)

    def help(self) -> str:
        """The option's help line: its words, its values and its default."""
        if self.flag:
            return self.flag_words or f"the opposite of: {self.words}"
        if self.choices is not None:
            values = ", ".join(str(c) for c in self.choices)
            return f"{self.words}: {values} (default {self.default})"
        if self.parser is not None:
            return f"{self.words} (default {self.text_of(self.default)})"
        if isinstance(self.default, bool):
            return f"{self.words} (default {'yes' if self.default else 'no'})"
        if self.low is not None and self.high is not None:
            return f"{self.words}: {self.low} to {self.high} (default {self.default})"
        return f"{self.words} (default {self.default})"


def defaults(options: Sequence[Option]) -> dict[str, Any]:
    """Every option at its default."""
    return {o.name: o.default for o in options}


def check_options(options: Sequence[Option], given: Mapping[str, Any], who: str) -> dict[str, Any]:
    """``given`` checked against ``options`` and completed with the defaults (a value of
    None takes the default). An unknown name is an ArgumentError that lists the options of
    ``who`` (a game's name); a wrong value is the option's own error."""
    known = {o.name: o for o in options}
    unknown = sorted(set(given) - set(known))
    if unknown:
        listed = ", ".join(known) if known else "none"
        raise ArgumentError(f"unknown option(s) for {who}: {', '.join(unknown)} (the "
                            f"options are {listed})")
    return {name: option.default if given.get(name) is None else option.check(given[name])
            for name, option in known.items()}
