"""One yes/no question at a time, under the board, before anything is lost.

An action that would replace a game, discard moves, or overwrite a file first asks
(:meth:`QuestionBar.ask`). While a question waits, the app refuses every other action
that changes something (see :meth:`ringworld_nb.ui.app.GameApp.act`), so the answer
always applies to the game the question was asked about.

Every question is answered by keys too: ``y`` for Yes, ``n`` for No (they win over the
app's own keys while a question waits). The question says so, with what each answer
does, and so do the buttons' titles:

>>> bar = QuestionBar(lambda yes: None)
>>> bar.ask("Resume the game of Sunday 12:35?", lambda: "yes", yes="resume",
...         no="start afresh")
>>> bar.pending, bar.question
(True, 'Resume the game of Sunday 12:35?')
>>> bar.words
'Resume the game of Sunday 12:35? (y: resume, n: start afresh)'
>>> bar.no_button.tooltip
'No: start afresh (key n)'
>>> bar.answer(True)
'yes'
>>> bar.pending, bar.words
(False, '')
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from .controls import button, row, show

__all__ = ["QuestionBar", "YES_KEY", "NO_KEY", "QUESTION_CLASS"]


#: The class of the question's row (the page finds its buttons by it: :mod:`.keys`).
QUESTION_CLASS = "rwnb-question"
#: The keys that answer a question: Yes, No.
YES_KEY, NO_KEY = "y", "n"
#: What Yes and No do, in words, when a question does not say it.
YES_WORDS, NO_WORDS = "go ahead", "change nothing"


class QuestionBar:
    """The question line with its Yes and No buttons (hidden while nothing is asked).

    ``on_answer(yes)`` is called by the buttons; the app routes it through its one
    entry for actions and then calls :meth:`answer`.
    """

    def __init__(self, on_answer: Callable[[bool], Any]) -> None:
        self._yes: Callable[[], Any] | None = None
        self._no: Callable[[], Any] | None = None
        self.question = ""
        #: what Yes and No do in the question asked, in words ("resume", "start afresh")
        self.yes_words, self.no_words = YES_WORDS, NO_WORDS
        self.text = w.HTML()
        self.yes_button = button("Yes", lambda: on_answer(True), "", "danger")
        self.no_button = button("No", lambda: on_answer(False))
        self._title_buttons()
        self.widget = row(self.text, self.yes_button, self.no_button)
        self.widget.add_class(QUESTION_CLASS)
        show(self.widget, False)

    @property
    def pending(self) -> bool:
        """True while a question waits for its answer."""
        return self._yes is not None

    @property
    def keys_words(self) -> str:
        """The keys that answer the question and what each does: "y: resume, n: start
        afresh" ('' while nothing is asked)."""
        if not self.pending:
            return ""
        return f"{YES_KEY}: {self.yes_words}, {NO_KEY}: {self.no_words}"

    @property
    def words(self) -> str:
        """The question as it is read out, with its keys ('' while nothing is asked)."""
        return f"{self.question} ({self.keys_words})" if self.pending else ""

    def ask(self, question: str, on_yes: Callable[[], Any],
            on_no: Callable[[], Any] | None = None, *, yes: str = YES_WORDS,
            no: str = NO_WORDS) -> None:
        """Ask ``question`` (plain text); ``on_yes`` runs on Yes, ``on_no`` on No;
        ``yes`` and ``no`` say in a few words what each answer does."""
        self.question = question
        self._yes, self._no = on_yes, on_no
        self.yes_words, self.no_words = yes, no
        self._title_buttons()
        self.text.value = (f"<b>{html.escape(question)}</b> "
                           f"<span class='rwnb-question-keys'>({html.escape(self.keys_words)})"
                           "</span>")
        show(self.widget, True)

    def answer(self, yes: bool) -> Any:
        """Close the question and run what the answer means; returns its result."""
        action = self._yes if yes else self._no
        self._yes = self._no = None
        self.question = ""
        show(self.widget, False)
        return action() if action is not None else None

    def _title_buttons(self) -> None:
        self.yes_button.tooltip = f"Yes: {self.yes_words} (key {YES_KEY})"
        self.no_button.tooltip = f"No: {self.no_words} (key {NO_KEY})"
