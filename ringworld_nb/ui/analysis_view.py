"""A game reviewed like lichess and KaTrain, in every app: analyse, the map, the mistakes.

Under the board, with the graph, a row of buttons:

* **Analyse** - the game's own search judges every move (:mod:`ringworld_nb.analysis`) in
  slices, so the app stays live: a progress bar, and Stop keeps what is done. Each move
  gets the mover's win chance before and after, the best move and a label (best, good,
  inaccuracy, mistake, blunder - lichess's thresholds: 5, 10 and 15 Win% points lost);
  each player an accuracy.
* **The map** - the graph's win line becomes the analysis's, from the first player's
  side and at the positions that player is to move (the search's value of a position
  leans towards the side that just moved: values from both sides in turn would
  zig-zag), each labelled move marked by shape, colour and sign (?!, ?, ??), with the
  band of the search's uncertainty; a click on the graph puts the board at that move.
* **◀ / ▶ mistake** - the board at the position before the previous / next mistake or
  blunder of the player chosen (**Mistakes of**: by default the people at the screen;
  their inaccuracies too when **Inaccuracies too** is ticked), the best
  move there entered as the choice on the board (as a hint is) and the played one
  ringed, with both win chances and *why* in words beside the buttons: the line the
  search expects after the best move and after the move played (:func:`ringworld_nb.
  analysis.explain`), each of which can be stepped through on the board (**After the
  best move** / **After the move played**: the move, then the search's best play for both
  sides; **After the refuting reply** or **After the reply told** when the words tell a
  reply neither line plays; ◀ ▶, or the keys ← →;
  Escape goes back to the board before the move, and there closes it). A move from the
  position before the mistake plays on after asking, as from any reviewed position.
* **Learn from mistakes** - a board of its own under the app (the game on the app is not
  touched): for each mistake of the people at the screen, in order, the position before
  it and "find a better move"; a move within :data:`~ringworld_nb.analysis.
  DEFAULT_MARGIN` Win% points of the best counts; Show me plays the best; a count of
  solved and to go.

The analysis is saved with the game (the record's annotations) and comes back with it;
it is shown only with the game it was made for (its digest).
"""

from __future__ import annotations

import contextlib
import html
from collections.abc import Callable, Iterator
from typing import Any, Protocol

import ipywidgets as w

from .. import analysis as an
from ..analysis.labels import MISSED_WIN, ONLY_MOVE
from ..core.errors import GameError
from ..core.games import kind_of
from .controls import SPOKEN_ONLY_CLASS, button, enable, moves_unbroken, named, row, show
from .flow import Flow, action
from .loop import LoopRunner
from .model import GameModel
from .ports import Speaker
from .thinking import give_turns

__all__ = ["GameReview", "ReviewHost", "label_words", "percent", "REVIEW_PX"]

#: The height the review takes under the board, in CSS px: its buttons, whose mistakes,
#: six lines of a mistake's words (more scroll in their box) and the line's row. The
#: board leaves it room while the graph (and so the review) is shown, so that they are
#: in view together.
REVIEW_PX = 250
#: Seconds of analysis between two looks at the page.
SLICE_SECONDS = 0.08
#: The worst labels, from mild to grave (what the mistake buttons step through).
MARKED = ("inaccuracy", "mistake", "blunder")
_SIGNS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??", "good": "", "best": "!"}


def label_words(label: str | None) -> str:
    """``"a blunder (??)"``: a review's label for a sentence."""
    if not label:
        return "not judged"
    sign = _SIGNS.get(label, "")
    article = "an" if label[0] in "aeiou" else "a"
    if label == "best":
        return "the best move"
    return f"{article} {label}" + (f" ({sign})" if sign else "")


#: The lines of a mistake a person can step through, and what each is.
LINE_CHOICES = (("After the best move", "best"), ("After the move played", "played"),
                ("After the refuting reply", "refutation"), ("After the reply told", "reply"))
LINE_TIPS = ("The best move, then the search's best play for both sides",
             "The move played, then the search's best play for both sides (not the game's "
             "own next moves)",
             "The move played, the reply the words say refutes it, then the search's best "
             "play",
             "The move and the reply the words tell, which its line does not play")


def _plural(label: str, count: int) -> str:
    """``"2 inaccuracies"``, ``"1 blunder"``: a label counted."""
    if count == 1:
        return label
    return label[:-1] + "ies" if label.endswith("y") else label + "s"


def _tag_counts(analysis: Any, player: Any) -> str:
    """``"; 2 only moves found, 1 win missed"``: the tags of ``player``'s moves, counted
    (lichess's "only move", the one move that kept the result, and "missed win")."""
    found = [tag for r in analysis.reviews if r.mover == player for tag in r.tags or ()]
    only, missed = found.count(ONLY_MOVE), found.count(MISSED_WIN)
    words = ([f"{only} only move{'s' if only != 1 else ''} found"] if only else []) + \
        ([f"{missed} win{'s' if missed != 1 else ''} missed"] if missed else [])
    return "; " + ", ".join(words) if words else ""


def percent(value: float) -> str:
    """``"61%"``: a win chance in words."""
    return f"{100 * value:.0f}%"


class ReviewHost(Speaker, Protocol):
    """What :class:`GameReview` needs of its app."""

    model: GameModel[Any]
    tasks: LoopRunner
    flow: Flow

    def player_name(self, player: Any) -> str: ...

    def is_person(self, player: Any) -> bool:
        """True when a person plays ``player``."""
        ...

    def review(self, index: Any) -> None:
        """Show the position after ``index`` moves."""
        ...

    def refresh(self) -> None:
        """Redraw the app."""
        ...

    def spell(self, game: Any, move: Any) -> str:
        """``move`` in the game's words ('' when its notation says it all)."""
        ...

    def say_status_again(self) -> None:
        """Have the status read out again at the next refresh, though unchanged."""
        ...


class GameReview:
    """The analysis of the game on an app (see the module docstring).

    ``mark(game, best, played)`` enters the best move on the board and rings the one
    played; ``show_board(game)`` shows a position of a line on the board instead of the
    game's (None: the game's again); ``show_graph()`` shows the graph (the map is where
    the analysis shows); ``open_trainer(name, **options)`` opens the trainer of the
    mistakes on a board of its own (a widget)."""

    def __init__(self, host: ReviewHost, *, mark: Callable[[Any, Any, Any], Any],
                 show_board: Callable[[Any], Any], show_graph: Callable[[], Any],
                 open_trainer: Callable[..., Any]) -> None:
        self.host = host
        self.flow = host.flow
        self._mark = mark
        self._show_board = show_board
        #: the mistake shown (its review, its words), and the line stepped on the board
        self.showing: Any = None
        self.showing_words = ""
        #: the lines of the mistake shown as its words tell them (a refuting reply's too)
        self.showing_lines: dict[str, tuple[str, ...]] = {}
        self.line_kind = "best"
        self.line_step = 0
        #: the line's move that led to the board shown ("Blue played 35@4"; '' before it)
        self.step_words = ""
        self._show_graph = show_graph
        self._open_trainer = open_trainer
        #: the analysis shown (None before one, or when the game is not its game)
        self.analysis: Any = None
        self.worker: Any = None
        self.analyse_button = button("Analyse", self.analyse_or_stop,
                                     "Let the AI judge every move of the game (Stop keeps "
                                     "what is done)", icon="search")
        self.previous_button = button("Prev. mistake", self.previous_mistake,
                                      "The board before the previous mistake (?) or "
                                      "blunder (??); inaccuracies (?!) too when ticked "
                                      "(key ,)", icon="step-backward")
        self.next_button = button("Next mistake", self.next_mistake,
                                  "The board before the next mistake (?) or blunder (??); "
                                  "inaccuracies (?!) too when ticked (key .)",
                                  icon="step-forward")
        self.learn_button = button("Learn from mistakes", self.learn,
                                   "Play the boards of your mistakes (?) and blunders (??) "
                                   "again, on a board of their own under the app",
                                   icon="graduation-cap")
        self.bar = w.FloatProgress(value=0.0, min=0.0, max=1.0, bar_style="info",
                                   layout=w.Layout(width="110px", display="none"))
        self.who = w.Dropdown(description="Mistakes of", options=[("everyone", "")],
                              value="", style={"description_width": "initial"},
                              layout=w.Layout(width="auto"),
                              tooltip="Whose mistakes Prev. and Next mistake step through")
        self.inaccuracies = w.Checkbox(value=False, description="Inaccuracies too",
                                       indent=False, layout=w.Layout(width="auto"),
                                       tooltip="Prev. and Next mistake also stop at "
                                       "inaccuracies (?!)")
        self.inaccuracies.observe(lambda _: self.who_chosen(), names="value")
        self.words = w.HTML(layout=w.Layout(max_width="100%"))
        self.words.add_class("rwnb-words")
        self.words.add_class("rwnb-review-words")  # (a long line never widens the column)
        self.lines = w.ToggleButtons(options=list(LINE_CHOICES[:2]), index=None,
                                     style={"button_width": "auto"},
                                     tooltips=list(LINE_TIPS[:2]))
        # (its buttons wrap in the board's column: a third never widens the column)
        self.lines.add_class("rwnb-line-choice")
        self.lines.layout.max_width = "100%"
        self.lines.observe(self._line_chosen, names="value")
        self._opening = False  # (the buttons set by the review itself: no line opened)
        self._choosing_people = False  # (the menu refilled for a new analysis: no words)
        self._note = ""  # said before the mistake's words (the buttons went round the game)
        self.who.observe(lambda _: self.who_chosen(), names="value")
        # (named in words: a screen reader reads the signs ◀ ▶ as nothing)
        self.back_button = named(button("\u25c0", self.line_back),
                                 "Step back along the line (key \u2190)")
        self.on_button = named(button("\u25b6", self.line_on),
                               "Step on along the line (key \u2192)")
        self.line_words = w.HTML()
        self.line_row = row(self.lines, self.back_button, self.on_button, self.line_words)
        show(self.line_row, False)
        self.widget = w.VBox([row(self.analyse_button, self.previous_button,
                                  self.next_button, self.learn_button, self.bar),
                              row(self.who, self.inaccuracies), self.words,
                              self.line_row],
                             layout=w.Layout(max_width="100%"))
        self.trainer_box = w.VBox(layout=w.Layout(max_width="100%"))
        self.trainer: Any = None
        self._checked: tuple[int, int, int] | None = None
        self._fits = False
        self.refresh()

    def loaded(self, record: Any) -> str:
        """A game put on the app: its record's analysis, if it carries one; returns what
        to say about it ('' when all is well: a damaged one is left out, and the game
        itself loads)."""
        self.stop_quietly()
        self.analysis = None
        self.close_line()
        self.trainer_box.children = ()
        notes = getattr(record, "annotations", None) or {}
        data = notes.get("analysis")
        if data is None:
            return ""
        try:
            self.analysis = an.Analysis.from_dict(data)
        except (GameError, TypeError, ValueError) as err:
            return ("The analysis saved with this game could not be read ("
                    f"{html.escape(str(err))}); the game is loaded without it.")
        self._choose_people()
        return ""

    def stop_quietly(self) -> None:
        if self.worker is not None:
            self.worker.stop()
            self.worker = None
        self.host.tasks.cancel("analysis")
        show(self.bar, False)

    # ------------------------------------------------------------- analysing --
    @action(animating=True)
    def analyse_or_stop(self) -> None:
        """Analyse the game (Stop when an analysis runs) - also while a move is being
        shown: the analysis reads the game, whose move is played already."""
        if self.running:
            self.stop()
            return
        host = self.host
        game = host.model.game
        if not game.history:
            host.say("Play some moves first: the analysis judges the moves of the game.",
                     "warning")
            return
        self.worker = an.analysing(game, strength="medium")
        self.analysis = None
        self.bar.value = 0.0
        show(self.bar, True)
        self.words.value = "<i>Analysing...</i>"
        self._show_graph()  # (the map is where the analysis shows)
        if not host.tasks.start("analysis", self._analyse_slices, then=self._finished):
            while not self.worker.step(1.0):
                pass
            self._finished()
        self.refresh()

    @property
    def running(self) -> bool:
        return self.worker is not None and not self.worker.done

    def stop(self) -> None:
        """Stop the analysis: the moves judged so far are kept."""
        if self.worker is not None:
            self.worker.stop()
        self.host.tasks.cancel("analysis")
        self._finished()

    async def _analyse_slices(self) -> None:
        worker = self.worker
        while not worker.step(SLICE_SECONDS):
            self.bar.value = worker.fraction
            self.words.value = (f"<i>Analysing the {len(worker.moves.texts)} moves: "
                                f"{100 * worker.fraction:.0f}%...</i>")
            await give_turns()

    def _finished(self) -> None:
        worker = self.worker
        show(self.bar, False)
        if worker is None:
            return
        if not worker.done:
            worker.stop()
        self.analysis = worker.result()
        self.worker = None
        self._choose_people()
        # said before the refresh, which reads the message out in the live region: an
        # analysis that ends on its own (no action refreshes after it) is heard finishing
        marked = (self.analysis is not None
                  and self.analysis.mistakes(self.player(), self.at_least()))
        self.host.say(html.escape(self.summary())
                      + (" Next mistake (key .) shows the first." if marked else ""))
        self.host.refresh()

    def summary(self) -> str:
        """What the analysis found, in a sentence per player."""
        analysis = self.analysis
        if analysis is None:
            return ""
        parts = []
        for player, accuracy in analysis.accuracy.items():
            counts = {label: sum(1 for r in analysis.reviews
                                 if r.mover == player and r.label == label)
                      for label in MARKED}
            found = ", ".join(f"{n} {_plural(label, n)}"
                              for label, n in counts.items() if n) or "no mistake"
            acc = "-" if accuracy is None else f"{accuracy:.0f}%"
            parts.append(f"{self.host.player_name(player)}: accuracy {acc}, {found}"
                         f"{_tag_counts(analysis, player)}.")
        head = ("Analysis of every move: " if analysis.complete else
                f"Analysis stopped after {len(analysis.reviews)} of {analysis.moves} "
                "moves: ")
        return head + " ".join(parts)

    # ------------------------------------------------------------------- use --
    def current(self) -> Any:
        """The analysis, when it is of the game on the app - the same start and the same
        first moves (the game may have gone on since) - else None."""
        analysis = self.analysis
        if analysis is None:
            return None
        game = self.host.model.game
        key = (id(game), len(game.history), id(analysis))
        if self._checked != key:
            ok = analysis.moves <= len(game.history)
            if ok:
                from ..analysis.record_moves import digest_of

                record = game.record()
                ok = digest_of(kind_of(game), record.options,
                               list(record.moves[:analysis.moves])) == analysis.digest
            self._checked, self._fits = key, ok
        return analysis if self._fits else None

    def graph_marks(self) -> tuple[dict[int, str], list[float | None] | None,
                                   list[tuple[float, float] | None] | None]:
        """For the graph: labelled positions (of the player chosen in the Mistakes of
        menu, or everyone's), the first player's win line and its band (None when there
        is no analysis of this game). Before each labelled move the line has the best
        move's chance (but right after another labelled move), so that it drops at the
        mark by what the label measures."""
        analysis = self.current()
        if analysis is None or not analysis.reviews:
            return {}, None, None
        first = analysis.players[0]
        two = len(analysis.players) == 2
        player = self.player()
        line: list[float | None] = []
        band: list[tuple[float, float] | None] = []
        r0 = analysis.reviews[0]
        line.append(r0.win_before if r0.mover == first else
                    (1 - r0.win_before if two else None))
        band.append(None)
        marks: dict[int, str] = {}
        for review in analysis.reviews:
            if review.mover == first:
                line.append(review.win_after)
                low, high = review.low, review.high
            elif two:
                line.append(1 - review.win_after)
                low = None if review.high is None else 1 - review.high
                high = None if review.low is None else 1 - review.low
            else:
                line.append(None)
                low = high = None
            band.append(None if low is None or high is None else (low, high))
            if review.label in MARKED and (player is None or review.mover == player):
                marks[review.index + 1] = review.label
                # the position before a marked move at the best move's value (unless
                # it is the position after another marked move): the line falls at the
                # mark by what the label measures
                if review.index not in marks:
                    line[review.index] = (review.best_win if review.mover == first else
                                          1 - review.best_win if two else None)
        return marks, line, band

    @action(animating=True)
    def previous_mistake(self) -> None:
        """The board before the previous move marked a mistake (round the game)."""
        self._go_to_mistake(forward=False)

    @action(animating=True)
    def next_mistake(self) -> None:
        """The board before the next move marked a mistake (round the game)."""
        self._go_to_mistake(forward=True)

    def _go_to_mistake(self, *, forward: bool) -> None:
        analysis = self.current()
        host = self.host
        if analysis is None:
            host.say("Analyse the game first: the mistakes come from the analysis.",
                     "warning")
            return
        at = host.model.index  # the position shown is before move ``at``
        stepping = self.showing is not None  # going round is said only from a mistake
        player = self.player()
        least = self.at_least()
        found = (analysis.next_mistake(at, player, least) if forward else
                 analysis.previous_mistake(at, player, least))
        wrapped = found is None
        if wrapped:  # round the game: from the start, or from the end
            found = (analysis.next_mistake(-1, player, least) if forward else
                     analysis.previous_mistake(len(analysis.reviews), player, least))
        if found is None:
            whose = "" if player is None else f" of {host.player_name(player)}"
            host.say(f"No move{whose} is marked as a mistake in this game.", "warning")
            return
        note = ""
        if wrapped and stepping:  # said, so that the same words are not taken for no answer
            note = ("The only move marked." if found.index == at else
                    "Back to the first mistake." if forward else "On to the last mistake.")
        self.show_review(found.index, note=note)

    def at_least(self) -> str:
        """The mildest label the mistake buttons stop at: "mistake" (mistakes and
        blunders), or "inaccuracy" when Inaccuracies too is ticked."""
        return "inaccuracy" if self.inaccuracies.value else "mistake"

    def player(self) -> Any:
        """The player whose mistakes the buttons step through (None: everyone)."""
        value = self.who.value
        if value == "" or self.analysis is None:
            return None
        return self.analysis.players[int(value)]

    def _choose_people(self) -> None:
        """The Mistakes of menu for a new analysis: each player, everyone; the people at
        the screen chosen (everyone when both or nobody play here)."""
        analysis = self.analysis
        if analysis is None:
            self.who.options = [("everyone", "")]
            return
        host = self.host
        options = [("everyone", "")] + [
            (host.player_name(p) + (" (you)" if host.is_person(p) else ""), str(k))
            for k, p in enumerate(analysis.players)]
        people = [k for k, p in enumerate(analysis.players) if host.is_person(p)]
        self._choosing_people = True
        try:
            self.who.options = options
            self.who.value = str(people[0]) if len(people) == 1 else ""
        finally:
            self._choosing_people = False

    @action(animating=True)
    def who_chosen(self) -> None:
        """The Mistakes of menu or Inaccuracies too changed: say how many of that
        player's moves the buttons stop at, and leave another player's mistake shown on
        the board."""
        analysis = self.current()
        if analysis is None or self._choosing_people:
            return
        player = self.player()
        if self.showing is not None and player is not None and self.showing.mover != player:
            self.close_line()
            self.host.review(self.host.model.length)  # (the game's position again)
        count = len(analysis.mistakes(player, self.at_least()))
        whose = "everyone" if player is None else self.host.player_name(player)
        if count:
            kinds = ("inaccuracies, mistakes or blunders" if self.inaccuracies.value else
                     "mistakes or blunders")
            self.host.say(f"Mistakes of {html.escape(whose)}: {count} move"
                          f"{'s' if count != 1 else ''} marked as {kinds} - Next mistake "
                          "(key .) shows the first.")
        else:
            self.host.say(f"No move of {html.escape(whose)} is marked as a mistake in "
                          "this game.")
        self.refresh()

    def show_review(self, index: int, *, note: str = "") -> None:
        """The board before move ``index``: the best move entered as the choice, the
        played one ringed; both win chances and the reasons in words beside the review's
        buttons, the lines ready to be stepped through. ``note`` (plain words: "Back to
        the first mistake.") comes first, in the words shown and in the message the live
        region reads."""
        self._note = f"<i>{html.escape(note)}</i> " if note else ""
        analysis = self.current()
        host = self.host
        if analysis is None or not 0 <= index < len(analysis.reviews):
            return
        review = analysis.reviews[index]
        host.review(index)
        position = host.model.shown
        self._mark(position, position.parse(review.best), position.parse(review.played))
        self.showing = review
        # (once: it tries every reply; the next move's review weighed the replies)
        replies = analysis.reviews[index + 1] if index + 1 < len(analysis.reviews) else None
        found = an.compare(review, position, replies)
        self.showing_words = self.review_words(review, position, found)
        self.line_step = 0
        self.showing_lines = dict(found.lines) if found is not None else {}
        # a third line when the words tell a reply neither line plays (one that refutes
        # the move played, or the most costly at once)
        chosen = [k for k, (_, kind) in enumerate(LINE_CHOICES)
                  if k < 2 or len(self.showing_lines.get(kind, ())) > 1][:3]
        if [kind for _, kind in self.lines.options] != [LINE_CHOICES[k][1] for k in chosen]:
            with self._quietly():
                self.lines.options, self.lines.tooltips = ([LINE_CHOICES[k] for k in chosen],
                                                           [LINE_TIPS[k] for k in chosen])
        # the board before the move, no line chosen (a line's button opens it; → steps
        # the best line, or the move played's when it was the best)
        self.line_kind = "best" if review.best != review.played else "played"
        self._show_choice(None)
        show(self.line_row, True)
        reason = "" if found is None else found.text
        # the reason is read out with the rest, but shown once only: under the board,
        # with the lines (here it would push the review's buttons out of view)
        spoken = (f"<span class='{SPOKEN_ONLY_CLASS}'>{moves_unbroken(html.escape(reason))}"
                  "</span> " if reason else "")
        host.say(f"{html.escape(note) + ' ' if note else ''}"
                 f"Move {review.number}: {html.escape(host.player_name(review.mover))} "
                 f"played {moves_unbroken(html.escape(review.played))} - "
                 f"{html.escape(label_words(review.label))}. "
                 f"{moves_unbroken(html.escape(self.best_words(review, position)))}"
                 f"{spoken}Why, and the lines move by move: under the board, by the "
                 "review's buttons.")

    def best_words(self, review: Any, position: Any) -> str:
        """The best move and the two chances, for the words read out with a mistake:
        "The best move: -@0 (turn the top position). Red's win chance after 35@4 is
        74%, after the best move -@0 83%." (the chances alone when the move played
        was the best)."""
        who = self.host.player_name(review.mover)
        chances = f"{an.chances(review, who)}. "
        if review.played == review.best:
            return chances
        try:
            spelled = self.host.spell(position, position.parse(review.best))
        except (GameError, TypeError, ValueError):
            spelled = ""
        return (f"The best move: {review.best}{' (' + spelled + ')' if spelled else ''}. "
                + chances)

    def review_words(self, review: Any, position: Any, found: Any = None) -> str:
        """The mistake in words: who played what, its label and tags, the two chances
        compared (after the move played and after the best one), the best move, and why
        (the lines)."""
        who = self.host.player_name(review.mover)
        tags = "".join(f", {tag}" for tag in review.tags or ())
        words = (f"Move {review.number}: {who} played {review.played} - "
                 f"{label_words(review.label)}{tags}. {an.chances(review, who)}.")
        if review.played != review.best:
            try:
                best = position.parse(review.best)
                spelled = self.host.spell(position, best)
            except (GameError, TypeError, ValueError):
                best, spelled = None, ""
            said = f"{review.best}{' (' + spelled + ')' if spelled else ''}"
            words += (f" The best move was {said}: nothing to draw on the board; "
                      if getattr(best, "is_pass", False) else
                      f" The best move {said} is entered on the board; ")
            words += "the move played is marked too."
        why = an.explain(review, position, found)
        return f"{words}\n{why}" if why else words

    # --------------------------------------------------------------- the lines --
    @property
    def stepping(self) -> bool:
        """True while a mistake's lines can be stepped through (the arrow keys do)."""
        return self.showing is not None

    def line(self) -> tuple[str, ...]:
        """The line chosen (after the best move, or after the move played) of the mistake
        shown."""
        review = self.showing
        if review is None:
            return ()
        if self.line_kind in ("refutation", "reply"):
            return self.showing_lines.get(self.line_kind, ())
        stored = self._stored(review)
        # (played on past the search's line where the words follow it further)
        walked = self.showing_lines.get(self.line_kind, ())
        return walked if len(walked) > len(stored) and walked[:len(stored)] == stored \
            else stored

    def _stored(self, review: an.Review) -> tuple[str, ...]:
        """The search's own line of ``review`` for the line chosen (best or played)."""
        return tuple(review.best_line if self.line_kind == "best" else review.played_line)

    def _searched(self) -> int:
        """How many moves of the line chosen are the search's own (the rest were played on
        past it by the one-move-ahead AI, where the words follow the line further)."""
        review = self.showing
        if review is None or self.line_kind not in ("best", "played"):
            return len(self.line())
        return len(self._stored(review))

    def _line_chosen(self, change: dict[str, Any]) -> None:
        """A line button pressed (or the value set): open that line - unless the review
        itself shows which line is stepped (:meth:`_show_choice`)."""
        if not self._opening and change["new"] is not None:
            self.choose_line(change["new"])

    @contextlib.contextmanager
    def _quietly(self) -> Iterator[None]:
        """Change the line buttons without opening a line."""
        self._opening = True
        try:
            with self.lines.hold_trait_notifications():
                yield
        finally:
            self._opening = False

    def _show_choice(self, kind: str | None) -> None:
        """Press the button of the line stepped (``kind``), or none at the board before
        the move: a press on any line's button then opens it."""
        if self.lines.value != kind:
            with self._quietly():
                if kind is None:
                    self.lines.index = None
                else:
                    self.lines.value = kind

    @action(asking=True)
    def choose_line(self, kind: str) -> None:
        """After the best move or after the move played: the board after the line's
        first move (its move), whatever step the other line was at; ◀ goes back to the
        board before it."""
        self.line_kind = kind
        self._step(min(1, len(self.line())))

    def next_line(self) -> None:
        """The next of the mistake's lines (key /): the one after the line shown, round
        to the first, opened after its first move; nothing while no mistake is shown."""
        if self.showing is None:
            self.host.say("No mistake is shown: Next mistake (key .) shows one.", "warning")
            return
        kinds = [kind for _, kind in self.lines.options]
        at = kinds.index(self.lines.value) if self.lines.value in kinds else -1
        self.lines.value = kinds[(at + 1) % len(kinds)]

    @action(animating=True)
    def line_back(self) -> None:
        """One move back along the line (key ←)."""
        self._step(self.line_step - 1)

    @action(animating=True)
    def line_on(self) -> None:
        """One move on along the line (key →); at its end, says so."""
        self._on()

    def _on(self) -> None:
        length = len(self.line())
        # at the line's end the status says so (read out; the message keeps the mistake),
        # at each press (trial 9: a second → there was silent)
        at_end = bool(length) and self.line_step >= length
        if at_end:
            self.host.say_status_again()
        self._step(self.line_step + 1, at_end=at_end)

    def _step(self, step: int, at_end: bool = False) -> None:
        review = self.showing
        if review is None:
            return
        line = self.line()
        step = max(0, min(step, len(line)))
        self.line_step = step
        self.step_words = ""
        self._show_choice(self.line_kind if step else None)
        if step == 0:
            self._show_board(None)
            return
        position = self.host.model.shown.clone()
        mover = position.to_move
        for text in line[:step]:
            mover = position.to_move
            position.play(text)
        # the move that led to this board, said with it ("Blue played 35@4"), and whether
        # it is the search's or one played on past its line (trial 10: not told)
        self.step_words = f"{self.host.player_name(mover)} played {line[step - 1]}"
        if step > self._searched():
            self.step_words += ", played on past the search's line by the one-move-ahead AI"
        if at_end:
            self.step_words += (f"; the line ends here, after its {step} "
                                f"move{'s' if step != 1 else ''}: \u2190 goes back along it")
        self._show_board(position)

    def key(self, key: str) -> bool:
        """A key while a mistake's lines are shown: ← and → step, Escape goes back to
        the board before the move (the words stay), and there closes the lines; True
        when the key was the lines' (else the app's)."""
        if self.showing is None:
            return False
        if key == "ArrowLeft":
            self._step(self.line_step - 1)
        elif key == "ArrowRight":
            self._on()
        elif key == "Escape":  # back to the board before the move, then closed
            if self.line_step > 0:
                self._step(0)
            else:
                self.close_line()
        else:
            return False
        return True

    def close_line(self) -> None:
        """Stop showing a mistake's lines (the board shows the game again)."""
        if self.showing is not None:
            self.showing = None
            self._show_board(None)
        show(self.line_row, False)

    @action(animating=True)
    def graph_clicked(self, position: int) -> None:
        """A click on the graph at ``position`` (moves played): a labelled move's mark
        shows that mistake (the board before it, the best move entered); elsewhere the
        board after ``position`` moves."""
        analysis = self.current()
        if analysis is not None and 0 < position <= len(analysis.reviews):
            review = analysis.reviews[position - 1]  # the move that led there
            if review.label in MARKED:
                self.show_review(review.index)
                return
        self.host.review(position)

    # --------------------------------------------------------------- learning --
    @action()
    def learn(self) -> None:
        """Open the trainer of the people's mistakes under the app."""
        analysis = self.current()
        host = self.host
        if analysis is None:
            host.say("Analyse the game first: the mistakes to learn from come from the "
                     "analysis.", "warning")
            return
        people = [p for p in analysis.players if host.is_person(p)] or \
            list(analysis.players)
        mistakes = [r for r in analysis.reviews
                    if r.mover in people and r.label in ("mistake", "blunder")]
        if not mistakes:
            host.say("No mistake or blunder to learn from in this game: well played.")
            return
        trainer = self._open_trainer("mistakes", analysis=analysis, mistakes=mistakes)
        self.trainer = trainer
        self.trainer_box.children = (w.HTML("<h4>Learn from your mistakes</h4>"), trainer)
        n = len(mistakes)
        host.say(f"Learn from your mistakes, under the app (the page scrolls there): {n} "
                 f"move{'s' if n != 1 else ''} to play better (your mistakes and blunders), "
                 "on a board of their own.")

    # --------------------------------------------------------------- showing --
    def refresh(self) -> None:
        analysis = self.current()
        has = analysis is not None
        running = self.running
        if self.showing is not None and (not has or self.host.model.index
                                         != self.showing.index):
            self.close_line()  # the board went elsewhere
        if self.showing is not None:
            # six lines in view, the rest scrolled (Tab reaches the box, the arrows
            # scroll it), so that the board, the words and the buttons fit one screen
            self.words.value = (
                "<div class='rwnb-review-scroll' tabindex='0' role='region' "
                "aria-label='Why: the review of this move'>" + self._note + moves_unbroken(
                    html.escape(self.showing_words)).replace("\n", "<br>") + "</div>")
            line = self.line()
            step = self.line_step
            where = ("the board before the move" if step == 0 else
                     f"after {', '.join(line[:step])}")
            self.line_words.value = (f"<small>{step} of {len(line)}: "
                                     f"{html.escape(where)} (keys \u2190 \u2192 step it; "
                                     "Escape goes back to the start, then closes it)"
                                     "</small>")
            enable(self.back_button, step > 0)
            enable(self.on_button, step < len(line))
        self.analyse_button.description = "Stop" if running else "Analyse"
        self.analyse_button.icon = "stop" if running else "search"
        player = self.player()
        marked = has and bool(analysis.mistakes(player, self.at_least()))
        for b in (self.previous_button, self.next_button):
            enable(b, marked and not running)
        enable(self.learn_button, has and not running)
        if self.showing is not None or running:
            pass  # the mistake's words (above), or the progress
        elif has:
            self.words.value = html.escape(self.summary())
        else:
            self.words.value = ("<i>Analyse: the AI judges every move and marks the "
                                "mistakes on the graph.</i>")
