"""The puzzle app (issue 19, item 5; issue 24), driven as a player would: a wrong move
refused with its refutation played on the board and said, the board back to the puzzle
and the rating moved once, the solution with the replies played and why it wins,
Show me, Next puzzle near the rating, the theme filter, the progress file."""

from __future__ import annotations

import re

import pytest

from ringworld_nb import puzzles as pz
from ringworld_nb.learn import Progress
from ringworld_nb.puzzles import attempt, next_puzzle, puzzles
from ringworld_nb.trainers.puzzles import PuzzlePlayer

GAMES = ("ringworld", "dice", "renaissance")


def text(app) -> str:
    return re.sub("<[^>]+>", "", app.message.value)


def solve(app) -> None:
    mode = app.trainer
    for move_text in mode.puzzle.solution[len(mode.moves):]:
        if mode.solved:
            return
        if app.game.to_move == mode.puzzle.mover:
            app.play(app.game.parse(move_text))


@pytest.mark.parametrize("game", GAMES)
def test_a_wrong_move_then_the_solution(game, tmp_path) -> None:
    path = tmp_path / "progress.json"
    app = PuzzlePlayer(game, progress=str(path))
    mode = app.trainer
    puzzle = mode.puzzle
    assert puzzle.goal in mode.goal.value.replace("&#x27;", "'")
    assert "themes:" not in mode.goal.value  # (they would give the answer away)
    start = app.game.record().to_json()
    shown = _spy(app)
    wrong = _wrong(app, puzzle)
    app.play(wrong)
    assert text(app).startswith(f"Not {app.game.notation(wrong)}")
    assert app.game.record().to_json() == start  # the board goes back to the puzzle
    # the refutation: the move tried and the opponent's best reply, shown and said
    (from_here, line, hold), = shown
    assert from_here.record().to_json() == start and hold
    assert line[0][0] == wrong and len(line) >= 2
    reply = from_here.clone()
    for move, _ in line[:-1]:
        reply.play(move)
    assert reply.to_move != puzzle.mover
    assert f"{reply.notation(line[-1][0])}" in text(app) and "reply" in text(app)
    assert Progress(path).puzzle_attempts(f"{game}/{puzzle.id}") == (0, 1)
    solve(app)
    assert mode.solved and "Solved (on a later try)" in text(app)
    assert "themes:" in mode.goal.value
    assert Progress(path).puzzle_attempts(f"{game}/{puzzle.id}") == (0, 1)  # rated once
    assert list(app.game.record().moves[-len(puzzle.solution):]) == list(puzzle.solution)


def _spy(app) -> list:
    """The lines the app is asked to show, kept (no event loop here to show them): the
    moves given, then those ``then`` gives once they are shown."""
    shown: list = []

    def show_line(start, played, hold_last=False, then=None, **_):
        more = list(then()) if then is not None else []
        shown.append((start.clone(), list(played) + more, hold_last))
        return True

    app.show_line = show_line
    return shown


def _wrong(app, puzzle):
    """A legal move that does not solve ``puzzle``'s first move."""
    game = app.game
    accepted = set(puzzle.accepted_last()) if len(puzzle.solution) == 1 \
        else {puzzle.solution[0]}
    return next(m for m in game.legal_moves() if game.notation(m) not in accepted
                and not _wins(game, m, puzzle.mover))


def test_the_ratings_go_to_the_data_folder_not_the_notebook_s(tmp_path, monkeypatch) -> None:
    """A puzzle player made as the notebooks make it (no ``progress=``) keeps the ratings
    in the user's data folder; the kernel's folder stays empty (issue 31, item 6)."""
    work, data = tmp_path / "notebooks", tmp_path / "data"
    work.mkdir()
    monkeypatch.chdir(work)
    monkeypatch.setenv("RINGWORLD_NB_DATA", str(data))
    app = PuzzlePlayer("dice")
    puzzle = app.trainer.puzzle
    solve(app)
    assert app.trainer.solved, text(app)
    saved = Progress(data / "learn_progress.json")
    assert saved.puzzle_attempts(f"dice/{puzzle.id}") == (1, 0)
    assert list(work.iterdir()) == []


def _wins(game, move, mover) -> bool:
    trial = game.clone()
    trial.play(move)
    return trial.is_over and trial.outcome.winner == mover


def test_solved_at_once_raises_the_rating_and_next_puzzle_is_another(tmp_path) -> None:
    app = PuzzlePlayer("dice", progress=str(tmp_path / "p.json"))
    mode = app.trainer
    first = mode.puzzle
    before = mode.rating.value
    shown = _spy(app)
    solve(app)
    assert "Solved!" in text(app) and mode.rating.value != before
    # why it wins: the line and what it takes, the game's end with best play after it
    assert "Why:" in text(app) and "best play" in text(app)
    assert "takes" in text(app) or "end of turn" in text(app)
    assert all(hold for _, _, hold in shown)  # the opponent's answer shown, if any
    mode.next_button.click()
    assert mode.puzzle.id != first.id and not mode.solved and not app.game.is_over


@pytest.mark.parametrize("game", GAMES)
def test_next_puzzle_pressed_before_a_try_brings_another(game, tmp_path) -> None:
    """Next puzzle pressed to skip a puzzle untried brought the same one back (the choice
    depends on the tries, and none was made); now each press brings another."""
    app = PuzzlePlayer(game, progress=str(tmp_path / "p.json"))
    mode = app.trainer
    seen = [mode.puzzle.id]
    for _ in range(3):
        mode.next_button.click()
        assert mode.puzzle.id != seen[-1], seen
        seen.append(mode.puzzle.id)
    assert len(set(seen)) >= 3, seen


@pytest.mark.parametrize(("game", "board", "measure"), [("ringworld", "L3", "order"),
                                                       ("dice", "3x3", "size")])
def test_a_newcomer_starts_on_the_smallest_board(game, board, measure, tmp_path) -> None:
    """Issue 29, item 17: the first puzzle was on L4 (272 rings). With no rating yet, the
    puzzles offered are on L3 (or 3x3, attacks that always win); once rated, any board."""
    path = tmp_path / "p.json"
    app = PuzzlePlayer(game, progress=str(path))
    assert board in app.trainer.puzzle.theme and "rolled" not in app.trainer.puzzle.theme
    assert getattr(app.game, measure) == 3
    progress = Progress(path)
    for seed in range(12):
        for theme in (None, "one-move"):
            chosen = next_puzzle(game, progress, theme, seed=seed)
            assert board in chosen.theme, (seed, theme, chosen.theme)


def test_once_rated_a_player_is_offered_the_standard_board_too(tmp_path) -> None:
    """The newcomer's boards hold only until the first rated try: a solve raises the
    rating to where the L4 puzzles are."""
    progress = Progress(tmp_path / "p.json")
    attempt(progress, next_puzzle("ringworld", progress), solved=True)
    rated = {t for s in range(12) for t in next_puzzle("ringworld", progress, seed=s).theme}
    assert "L4" in rated and set(pz.hooks_for("ringworld").newcomer_boards) == {"L3"}


def test_show_me_plays_the_solution_and_counts_as_not_solved(tmp_path) -> None:
    path = tmp_path / "p.json"
    app = PuzzlePlayer("renaissance", progress=str(path))
    mode = app.trainer
    mode.show_button.click()  # (no event loop: at once)
    assert mode.solved and "The solution: " in text(app)
    assert Progress(path).puzzle_attempts(f"renaissance/{mode.puzzle.id}") == (0, 1)


def test_the_key_h_does_not_give_a_puzzles_answer_away(tmp_path) -> None:
    """The app's Hint is hidden under a trainer, but its key h asked the AI for the move
    (the puzzle's answer, for free): a trainer's key h is the trainer's, and a puzzle
    has no hint."""
    app = PuzzlePlayer("dice", progress=str(tmp_path / "p.json"))
    app.key_catcher.press("h")
    assert app.hints.hint is None and "Hint (AI" not in text(app)
    assert "There is no hint here" in text(app) and not app.trainer.solved


def test_show_me_has_the_key_w_listed_and_named_in_the_words(tmp_path) -> None:
    """Trial 4 item A8: Show me had no key. Its key w is listed by ?, named where the
    words name Show me, plays the solution, and once it is done says why not again."""
    from ringworld_nb.ui.controls import plain_text

    app = PuzzlePlayer("dice", progress=str(tmp_path / "p.json"))
    app.key_catcher.press("?")
    assert " w show me: play the solution" in plain_text(app.message.value)
    app.key_catcher.press("h")
    assert "Show me (key w) plays the answer" in text(app)
    app.key_catcher.press("w")  # (no event loop: the solution is played at once)
    assert "The solution:" in text(app)
    app.key_catcher.press("w")
    assert "Nothing to show" in text(app)


def test_the_theme_menu_keeps_puzzles_of_one_theme(tmp_path) -> None:
    app = PuzzlePlayer("ringworld", theme="death", progress=str(tmp_path / "p.json"))
    mode = app.trainer
    assert "death" in mode.puzzle.theme
    mode.theme_menu.value = "occupation"
    assert "occupation" in mode.puzzle.theme
    assert {p.id for p in puzzles("ringworld") if "occupation" in p.theme}


def test_bad_game_is_refused() -> None:
    with pytest.raises(ValueError, match="game must be one of"):
        PuzzlePlayer("chess")


def test_the_theme_menu_shows_every_theme_first_and_resign_is_hidden(tmp_path) -> None:
    app = PuzzlePlayer("ringworld", progress=str(tmp_path / "p.json"))
    menu = app.trainer.theme_menu
    assert menu.label == "every theme" and menu.value == ""  # a named choice, not blank
    assert app.resign_button.layout.display == "none"  # a puzzle is not resigned


@pytest.mark.parametrize("game", GAMES)
def test_a_solved_puzzle_says_why_it_wins(game, tmp_path) -> None:
    """Issue 24, Dice of Doom 6: puzzles were solved without seeing why they win. The
    solution's line is told in the game's words, move by move, with where it leaves the
    solver."""
    app = PuzzlePlayer(game, progress=str(tmp_path / "p.json"))
    mode = app.trainer
    solve(app)
    said = text(app).replace("&#x27;", "'")
    assert mode.solved and "Solved!" in said and "Why:" in said, said
    first = mode.puzzle.solution[0]
    assert first in said.split("Why:", 1)[1]
    mode.retry_button.click()
    assert "Why:" not in text(app)
    mode.show_button.click()  # (no event loop: at once) - shown, it says why too
    assert "The solution: " in text(app) and "Why:" in text(app)


@pytest.mark.parametrize("game", GAMES)
def test_the_move_box_is_cleared_when_the_next_puzzle_opens(game, tmp_path) -> None:
    """Trial 24, item 4: the text typed for one puzzle ("-@0", "a7") stayed in the
    move box when the next puzzle opened."""
    app = PuzzlePlayer(game, progress=str(tmp_path / "p.json"))
    box = app.board_input.move_box
    box.value = "a7"
    app.trainer.next_button.click()
    assert box.value == ""
    box.value = "a7"
    app.trainer.retry()
    assert box.value == ""  # the same puzzle from its start: a fresh box too


def _occupied_cell(app) -> str:
    """A cell of the Renaissance puzzle's board that holds a marker (a typed move there
    is refused)."""
    game = app.game
    for text in (f"{column}{row}" for row in "7654321" for column in "abcdefg"):
        try:
            game.clone().play(text)
        except ValueError as err:
            if "marker already" in str(err):
                return text
    raise AssertionError("no cell with a marker on the puzzle's board")


def test_an_illegal_typed_move_changes_neither_the_board_nor_the_puzzle(tmp_path) -> None:
    """Trial 24, item 6: a typed move where a marker already stands is refused in words
    (not a wrong try) and leaves the board, the picture and the puzzle as they were."""
    path = tmp_path / "p.json"
    app = PuzzlePlayer("renaissance", progress=str(path))
    mode = app.trainer
    cell = _occupied_cell(app)
    record = app.game.record().to_json()
    shown = app.model.shown.record().to_json()
    marks = repr(app.view(app.model.shown).marks)
    goal, rating = mode.goal.value, mode.rating.value
    app.board_input.move_box.value = cell
    app.board_input.move_button.click()
    assert f"{cell} holds a marker already" in text(app) and "Not " not in text(app)
    assert app.game.record().to_json() == record
    assert app.model.shown.record().to_json() == shown
    assert repr(app.view(app.model.shown).marks) == marks
    assert mode.moves == [] and not (mode.rated or mode.failed or mode.solved)
    assert (mode.goal.value, mode.rating.value) == (goal, rating)
    assert Progress(path).puzzle_attempts(f"renaissance/{mode.puzzle.id}") == (0, 0)
    solve(app)  # and the puzzle is still there to solve, at the first try
    assert "Solved!" in text(app)


def test_ring_world_puzzles_say_top_position_as_the_rules_do(tmp_path) -> None:
    """Trial 24, item 2: goals said "top ring" where the rules and the app say "top
    position" (the theme's tag ``top-ring`` stays as an identifier, not as words)."""
    app = PuzzlePlayer("ringworld", theme="top-ring", progress=str(tmp_path / "p.json"))
    mode = app.trainer
    assert "top position" in mode.goal.value and "top ring" not in mode.goal.value
    assert "top position (" in mode.theme_menu.label and "top-ring" in mode.puzzle.theme
    assert not any("top-ring" in label or "top ring" in label
                   for label, _ in mode.theme_menu.options)
    mode.show_button.click()  # (no event loop: at once) - the themes are shown now
    assert "themes: top position" in mode.goal.value and "top-ring" not in mode.goal.value
    assert all("top ring" not in p.goal for p in puzzles("ringworld"))


def test_a_ring_world_puzzle_opens_calm_and_shows_its_turns_when_asked(tmp_path) -> None:
    """Trial 24, item 1: the L4 puzzle opened with every yellow arrow, every group in
    danger outlined and said, and "Now click ..." before anything was done. It opens
    calm; Show turns draws the arrows; the play app keeps them (not calm)."""
    app = PuzzlePlayer("ringworld", progress=str(tmp_path / "p.json"))
    puzzle = next(p for p in puzzles("ringworld") if p.id == "ringworld-0158")
    app.trainer.start(puzzle)
    game = app.game
    marks = app.view(game).marks
    words = re.sub("<[^>]+>", "", app.prompt_html.value)
    assert marks.rotatable == () and app.artist is not None
    assert words.startswith("No ring can be placed") and "Now" not in words
    # (trial 24b, item 9) one short line; the groups in danger only when asked
    assert len(words) < 100 and "Careful" not in words and marks.danger == ()
    assert app.careful_toggle.layout.display != "none"
    app.careful_toggle.value = True
    careful = re.sub("<[^>]+>", "", app.prompt_html.value)
    assert careful.count("one empty neighbour left,") == 1 and "more groups" in careful
    assert app.turns_toggle.layout.display != "none"
    app.turns_toggle.value = True
    assert len(app.view(game).marks.rotatable) == len(game.rotatable()) == 36
    assert re.sub("<[^>]+>", "", app.prompt_html.value) == careful  # the same words
    solve(app)  # the move is entered as before
    assert app.trainer.solved
    from ringworld_nb.ringworld.app import RingWorldApp

    play = RingWorldApp(4, seats=("person", "person"), interactive=False)
    play.replace_game(puzzle.start(), words="")
    play.refresh()
    assert len(play.view(play.game).marks.rotatable) == 36  # play: every arrow, as before
    assert play.turns_toggle.layout.display == "none"
    assert play.careful_toggle.layout.display == "none"


def test_the_why_counts_the_rings_where_the_line_shown_ends(tmp_path) -> None:
    """Trial 24b, item 8: ringworld-0158's Why named Blue's best reply (4 Red rings die)
    and then counted the rings "now" - before that reply. The counts are those at the
    end of the whole line shown, and say so."""
    from ringworld_nb.learn import rule_words
    from ringworld_nb.puzzles import explanation

    app = PuzzlePlayer("ringworld", progress=str(tmp_path / "p.json"))
    puzzle = next(p for p in puzzles("ringworld") if p.id == "ringworld-0158")
    mode = app.trainer
    mode.start(puzzle)
    shown = _spy(app)
    solve(app)
    said = text(app).replace("&#x27;", "'")
    line = explanation(puzzle, mode.moves)
    end = line.start.clone()
    for move, _ in line.played:
        end.play(move)
    words = rule_words("ringworld")
    last = line.moves[-1]
    assert f"Blue's best reply {last}" in said and shown  # the reply, said and shown
    assert (f"Red: {words.standing(puzzle.start(), puzzle.mover)} at the puzzle's start; "
            f"{words.standing(end, puzzle.mover)} after Blue's {last}.") in said
    assert " now." not in said


@pytest.mark.parametrize("game", GAMES)
def test_a_puzzle_opens_with_words_that_speak_of_no_mouse(game, tmp_path) -> None:
    """Issue 29 item 6: "Your move: click as in the game." was read out by the live
    region; the words say what to do, for the keyboard as for the mouse."""
    app = PuzzlePlayer(game, progress=str(tmp_path / "p.json"))
    said = app.twin.widget.announce.lower()
    assert "your move" in said and "click" not in said


def test_a_game_without_puzzles_says_how_to_mine_them(tmp_path, monkeypatch) -> None:
    """A contributor's game with no puzzle file read "No puzzle has this theme." though
    no theme was chosen: it says the game has none yet, and the command that mines
    them into the file the trainer reads."""
    monkeypatch.setattr(pz, "puzzles", lambda game: ())  # (the trainer reads these once)
    monkeypatch.setattr(pz, "next_puzzle", lambda *args, **kwargs: None)
    app = PuzzlePlayer("ringworld", progress=str(tmp_path / "p.json"))
    app.trainer.next_puzzle()
    said = text(app)
    assert "has no puzzles yet" in said and "--game ringworld" in said, said
    assert "puzzles.json" in said, said
