"""One yes/no question at a time, under the board, before anything is lost.

An action that would replace a game, discard moves, or overwrite a file first asks
(:meth:`QuestionBar.ask`). While a question waits, the app refuses every other action
that changes something (see :meth:`ringworld_nb.ui.app.GameApp.act`), so the answer
always applies to the game the question was asked about.

>>> bar = QuestionBar(lambda yes: None)
>>> bar.ask("Abandon this game?", lambda: "yes")
>>> bar.pending, bar.question
(True, 'Abandon this game?')
>>> bar.answer(True)
'yes'
>>> bar.pending
False
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from .controls import button, row, show

__all__ = ["QuestionBar"]


class QuestionBar:
    """The question line with its Yes and No buttons (hidden while nothing is asked).

    ``on_answer(yes)`` is called by the buttons; the app routes it through its one
    entry for actions and then calls :meth:`answer`.
    """

    def __init__(self, on_answer: Callable[[bool], Any]) -> None:
        self._yes: Callable[[], Any] | None = None
        self._no: Callable[[], Any] | None = None
        self.question = ""
        self.text = w.HTML()
        self.yes_button = button("Yes", lambda: on_answer(True), "Yes, go ahead", "danger")
        self.no_button = button("No", lambda: on_answer(False), "No, change nothing")
        self.widget = row(self.text, self.yes_button, self.no_button)
        self.widget.add_class("rwnb-question")
        show(self.widget, False)

    @property
    def pending(self) -> bool:
        """True while a question waits for its answer."""
        return self._yes is not None

    def ask(self, question: str, on_yes: Callable[[], Any],
            on_no: Callable[[], Any] | None = None) -> None:
        """Ask ``question`` (plain text); ``on_yes`` runs on Yes, ``on_no`` on No."""
        self.question = question
        self._yes, self._no = on_yes, on_no
        self.text.value = f"<b>{html.escape(question)}</b>"
        show(self.widget, True)

    def answer(self, yes: bool) -> Any:
        """Close the question and run what the answer means; returns its result."""
        action = self._yes if yes else self._no
        self._yes = self._no = None
        self.question = ""
        show(self.widget, False)
        return action() if action is not None else None
