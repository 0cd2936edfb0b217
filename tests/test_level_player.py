"""The level player on the apps' flow (issue 18, item 2), driven as a learner would.

For every level of every game: a wrong legal move is refused at once with the rule and
its section, the mistake is marked on the board and the board shows what the move
caused; then the solution, entered through the app, reaches the goal with the stars,
which are kept in the progress file. Retry, Hint, Show me and the list of levels work;
the scripted replies are played by the level.
"""

from __future__ import annotations

import asyncio
import html
import re

import pytest

from ringworld_nb.learn import Progress, levels
from ringworld_nb.learn.stars import stars
from ringworld_nb.trainers.levels import LevelPlayer

GAMES = ("ringworld", "dice", "renaissance")


def text(app) -> str:
    return re.sub("<[^>]+>", "", app.message.value)


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    return tmp_path


def wrong_move(game, solution: str):
    """A legal move of ``game`` that is not the solution's first move."""
    for move in game.legal_moves():
        if game.notation(move) != solution:
            return move
    return None


@pytest.mark.parametrize("name", GAMES)
def test_every_level_refuses_a_wrong_move_with_its_rule_then_takes_the_solution(
        name, folder) -> None:
    app = LevelPlayer(name, progress="progress.json")
    mode = app.trainer
    for level in mode.levels:
        mode.go(level.key)
        assert mode.level is level and level.goal in mode.goal.value.replace("&#x27;", "'")
        start = app.game.record().to_json()
        move = wrong_move(app.game, level.solution[0])
        if move is not None:
            app.play(move)
            if mode.last is not None and mode.last.kind == "wrong":
                said = text(app)
                assert "Not this one" in said and f"§{level.section}" in said, said
                assert app.game.record().to_json() == start  # put back: nothing changed
                if mode.last.where is not None:
                    assert app.board.mistake_patch.get_visible()
            else:
                mode.retry()
        for move_text in level.solution:
            if mode.run.done:
                break
            app.play(app.game.parse(move_text))
        assert mode.run.done, (name, level.key, text(app))
        assert "Done" in text(app) and not app.board.mistake_patch.get_visible()
        said = app.twin.widget.announce  # the stars read in words, not as glyphs
        assert "Done" in said and "stars" in said and not set(said) & set("\u2605\u2606")
        if level is not mode.levels[-1]:
            assert not mode.next_button.disabled and "Next level" in text(app)
    assert Progress("progress.json").done(name) == len(mode.levels)
    # after the last level, with every level done, there is no next level (issue 24,
    # The Ring World 6): the button is off and the message says what to play next
    assert mode.next_button.disabled and "every level of this game is done" in text(app)
    # what to play next is said for any game, one added from outside too: its picker,
    # which needs no play notebook of its own, and its puzzles when it has some
    assert f'GamePicker("{name}")' in html.unescape(text(app))
    assert f'PuzzlePicker("{name}")' in html.unescape(text(app))
    mode.next_button.click()  # (disabled: a click does nothing)
    assert mode.level is mode.levels[-1]
    mode.next_level()
    assert mode.level is mode.levels[-1] and "every level of this game is done" in text(app)


def test_hints_retry_and_the_list_of_levels(folder) -> None:
    app = LevelPlayer("ringworld", progress="progress.json")
    mode = app.trainer
    level = mode.level
    mode.hint_button.click()
    assert text(app).startswith("Hint:") and mode.run.hints_used == 1
    app.play(app.game.parse(level.solution[0]))
    assert mode.run.done and "★★☆" in text(app)  # a hint costs a star
    mode.retry_button.click()
    assert not mode.run.done and not app.game.history[len(level.start().history):]
    labels = [b.description for b in mode.contents.children]
    assert len(labels) == len(levels("ringworld")) + 1 and "★★☆" in labels[0]
    mode.contents.children[2].click()
    assert mode.level is levels("ringworld")[2]
    mode.reset_button.click()
    assert app.asking
    app.questions.yes_button.click()
    assert Progress("progress.json").done("ringworld") == 0


@pytest.mark.parametrize("name", GAMES)
def test_the_key_h_gives_the_levels_own_hint_at_its_price(name, folder) -> None:
    """Issue 29.8: in a level, h gave the game AI's hint ("Hint (AI medium): 03@0") and
    cost no star. Now h is the level's Hint button: its next hint, a star less; and the
    key that plays a hint says that a level's hints are words, not a move."""
    app = LevelPlayer(name, progress="progress.json")
    mode = app.trainer
    level = mode.level
    app.key_catcher.press("h")
    assert text(app) == f"Hint: {level.hints[0]}" and mode.run.hints_used == 1
    assert app.hints.hint is None and "AI" not in text(app)
    start = len(app.game.history)
    app.key_catcher.press("y")
    assert "words, not a move" in text(app) and len(app.game.history) == start
    for move in level.solution:
        app.play(app.game.parse(move))
        if mode.run.done:
            break
    moves = mode.run.moves  # the hint read costs what the Hint button's costs: a star
    assert mode.run.done and mode.run.stars == stars(level.par, moves, 1) < stars(level.par,
                                                                                   moves)
    assert "A star less for each hint read" in text(app)


#: The buttons a level's words may name, and their keys (each app's key table).
BUTTON_KEYS = {"ringworld": {"Submit": "s"}, "dice": {"End turn": "e"},
               "renaissance": {"Turn": "r", "Flip": "f"}}


@pytest.mark.parametrize("name", GAMES)
def test_a_levels_words_name_the_key_of_each_button_they_name(name) -> None:
    """Trial 4 item A8: "press Turn once" - a keyboard user is told the key too ("press
    Turn (key r) once"); the key is the app's."""
    from ringworld_nb.trainers.levels import new_app

    table = new_app(name).app_keys()
    assert set(BUTTON_KEYS[name].values()) <= set(table)
    named = "|".join(rf"\b{button}\b" for button in BUTTON_KEYS[name])
    for level in levels(name):
        for words in (level.intro, level.goal, *level.hints):
            for found in re.finditer(named, words):
                key = BUTTON_KEYS[name][found.group()]
                assert f"key {key}" in words[found.end():found.end() + 14], (level.key, words)


@pytest.mark.parametrize("name", GAMES)
def test_show_me_has_a_key_listed_and_said_where_show_me_is_named(name, folder) -> None:
    """Trial 4 item A8: in a level, y read "... Show me plays the answer." and Show me had
    no key. Now w is Show me's key: listed by ?, said with Show me, and it plays the
    solution."""
    app = LevelPlayer(name, progress="progress.json")
    mode = app.trainer
    app.key_catcher.press("?")
    from ringworld_nb.ui.controls import plain_text

    assert " w show me: play the solution" in plain_text(app.message.value)
    app.key_catcher.press("y")
    assert "Show me (key w) plays the answer" in text(app)
    for _ in mode.level.hints:
        app.key_catcher.press("h")
    app.key_catcher.press("h")
    assert "No more hints: press Show me (key w)" in text(app)
    app.key_catcher.press("w")  # (no event loop: the solution is played at once)
    assert mode.run.done and mode.run.stars == 1
    app.key_catcher.press("w")
    assert "Nothing to show" in text(app)


def test_show_me_plays_the_solution_slowly_in_a_loop(folder) -> None:
    async def scene() -> tuple[bool, int]:
        app = LevelPlayer("dice", progress="progress.json")
        mode = app.trainer
        mode.show_button.click()
        for _ in range(400):
            await asyncio.sleep(0.05)
            if mode.run.done and not app.animating:
                break
        return mode.run.done, mode.run.stars

    done, stars = asyncio.run(scene())
    assert done and stars == 1


def test_a_scripted_reply_is_played_and_said(folder) -> None:
    app = LevelPlayer("renaissance", progress="progress.json")
    mode = app.trainer
    level = next(lv for lv in mode.levels if lv.replies and len(lv.solution) > 1)
    mode.go(level.key)
    moves = len(app.game.history)
    app.play(app.game.parse(level.solution[0]))
    assert mode.last.kind == "continue" and mode.last.replies
    assert "replies" in text(app) and len(app.game.history) == moves + 2


def test_a_damaged_progress_file_is_reported_not_a_crash(folder) -> None:
    (folder / "progress.json").write_text("{not json")
    app = LevelPlayer("ringworld", progress="progress.json")
    assert "damaged" in text(app).lower() or "could not" in text(app).lower()
    assert (folder / "progress.json.damaged").exists()


def test_the_stars_go_to_the_data_folder_not_the_notebook_s(tmp_path, monkeypatch) -> None:
    """A level player made as the notebooks make it (no ``progress=``) keeps its stars in
    the user's data folder; the folder the kernel runs in stays empty (issue 31, item 6)."""
    work, data = tmp_path / "notebooks", tmp_path / "data"
    work.mkdir()
    monkeypatch.chdir(work)
    monkeypatch.setenv("RINGWORLD_NB_DATA", str(data))
    app = LevelPlayer("dice")
    first = app.trainer.level
    for move_text in first.solution:
        if app.trainer.run.done:
            break
        app.play(app.game.parse(move_text))
    assert app.trainer.run.done, text(app)
    assert Progress(data / "learn_progress.json").stars(first) > 0
    assert list(work.iterdir()) == []


def test_bad_arguments_are_refused_with_names() -> None:
    with pytest.raises(ValueError, match="game must be one of"):
        LevelPlayer("chess")
    with pytest.raises(ValueError, match="no level"):
        LevelPlayer("ringworld", "nonsense")


def test_a_level_done_takes_no_more_clicks(folder) -> None:
    app = LevelPlayer("dice", progress="progress.json")
    level = app.trainer.level
    for move_text in level.solution:
        app.play(app.game.parse(move_text))
    assert app.trainer.run.done
    before = app.game.record().to_json()
    app.click(app.game.attack_sources()[0] if app.game.attack_sources() else (0, 0))
    assert "This level is done" in text(app) and app.game.record().to_json() == before


def test_the_goal_shows_the_intro_and_a_wrong_move_says_why(folder) -> None:
    app = LevelPlayer("dice", "end", progress="progress.json")
    mode = app.trainer
    goal = re.sub("<[^>]+>", "", mode.goal.value)
    assert mode.level.intro.replace("'", "&#x27;") in goal
    assert goal.index("nobody can attack any more") < goal.index("Goal:")
    app.play(app.game.parse("b2-b1"))
    assert mode.last.kind == "wrong" and "B can still attack after your turn" in text(app)


def test_a_star_lost_is_said_with_the_stars(folder) -> None:
    """Issue 24, The Ring World 2: a star lost with no word why."""
    app = LevelPlayer("ringworld", "birth2", progress="progress.json")
    mode = app.trainer
    mode.hint_button.click()
    app.play(app.game.parse("02@7"))
    said = text(app)
    assert "\u2605\u2605\u2606" in said and "A star less for each hint read" in said


def test_the_last_level_not_all_done_leads_to_the_first_not_done(folder) -> None:
    app = LevelPlayer("dice", "four", progress="progress.json")
    mode = app.trainer
    for move_text in mode.level.solution:
        app.play(app.game.parse(move_text))
    assert mode.run.done and not mode.next_button.disabled
    mode.next_button.click()
    assert mode.level is mode.levels[0]


def test_the_odds_never_say_100_percent_of_an_attack_that_can_fail(folder) -> None:
    """Issue 24's bug: Level 8's odds said 100% for an attack that can fail."""
    from fractions import Fraction

    from ringworld_nb.trainers.levels import chance_text

    app = LevelPlayer("dice", "region", progress="progress.json")
    odds = app.trainer.run.odds()
    assert odds and all(0 < p < 1 for p in odds.values())
    assert "100%" not in app.trainer.goal.value and "&gt;99%" in app.trainer.goal.value
    assert chance_text(Fraction(1)) == "100%" and chance_text(0) == "0%"
    assert chance_text(Fraction(199, 200)) == ">99%" and chance_text(0.004) == "<1%"
    assert chance_text(Fraction(21, 25)) == "84%"


@pytest.mark.parametrize("name", GAMES)
def test_a_level_done_says_so_under_the_status_and_marks_no_move(name, folder) -> None:
    """Issue 24 (The Ring World 5, 6): after a level the prompt said "review it, save
    it, or start a new game" and the board still invited clicks. (Issue 33: the status
    says it now, in place of what the game would ask next.)"""
    app = LevelPlayer(name, progress="progress.json")
    level = app.trainer.level
    for move_text in level.solution:
        if not app.trainer.run.done:
            app.play(app.game.parse(move_text))
    assert app.trainer.run.done
    assert "This level is done" in app.status_html.value
    assert "save it" not in app.prompt_html.value + app.status_html.value
    assert not app.person_to_move(app.game)
    marks = app.view(app.game).marks
    get = marks.get if isinstance(marks, dict) else (lambda key: getattr(marks, key, ()))
    for key in ("targets", "sources", "arrows", "legal", "rotatable"):
        assert not get(key), key  # no move of the player to move is marked


@pytest.mark.parametrize(("name", "key"), [("renaissance", "push"),
                                           ("ringworld", "simultaneous"), ("dice", "end")])
def test_a_wrong_move_leaves_the_board_where_the_words_are(name, key, folder) -> None:
    """Issue 24: after a wrong move the counts kept the level's start while the board
    showed the attempt (a bug), and in Renaissance the arrow needed next had vanished
    (R 5). The wrong move is shown played out (with an event loop), then the board is
    back at the level's position - the one the status and counts read - ringed where
    the move went, and the ring is said, without colours (R 6, trial 5)."""
    app = LevelPlayer(name, key, progress="progress.json")
    mode = app.trainer
    status, start = app.status_html.value, app.game.record().to_json()
    arrows = tuple(getattr(app.artist, "arrows", ()))
    move = wrong_move(app.game, mode.level.solution[0])
    app.play(move)
    assert mode.last.kind == "wrong"
    assert app.board_override is None  # the board draws the game the words read
    assert app.game.record().to_json() == start and app.status_html.value == status
    assert tuple(getattr(app.artist, "arrows", ())) == arrows  # (a5> is still there)
    assert app.board.mistake_patch.get_visible()
    assert "(ringed on the board)" in text(app) and "dashed" not in text(app)
    app.play(app.game.parse(mode.level.solution[0]))  # the next try starts there
    assert mode.last.kind in ("done", "continue")


def test_a_level_opening_reads_its_goal_out_in_the_live_region(folder) -> None:
    """Issue 29 item 4, issue 32 item 3: the goal sat in plain text above the board."""
    app = LevelPlayer("ringworld", progress="progress.json")
    mode = app.trainer
    for number, level in enumerate(mode.levels[:3], start=1):
        mode.go(level.key)
        said = app.twin.widget.announce
        assert f"Level {number} of {len(mode.levels)}: {level.name}" in said, said
        assert f"Goal: {' '.join(level.goal.split())}" in said, said


def test_next_level_and_retry_have_keys(folder) -> None:
    """Issue 32 item 3: Next level was 11-13 Tabs away; n and b are the app's keys now."""
    app = LevelPlayer("dice", progress="progress.json")
    mode = app.trainer
    catch = app.key_catcher.widget.catch
    assert "n" in catch and "b" in catch
    listed = dict(app.keyboard.keys_words())
    assert listed["n"] == "next level" and "retry" in listed["b"]
    first, second = mode.levels[0], mode.levels[1]
    app.key_catcher.press("n")  # not done yet: the key says why (read out), nothing changes
    assert mode.level is first and "once this level is done" in text(app)
    assert "once this level is done" in app.twin.widget.announce
    app.key_catcher.press("b")
    assert "Nothing to retry" in text(app)
    app.play(app.game.parse(first.solution[0]))
    if not mode.run.done:
        app.key_catcher.press("b")
        assert mode.run.moves == 0
        for move_text in first.solution:
            app.play(app.game.parse(move_text))
    assert mode.run.done
    app.key_catcher.press("n")
    assert mode.level is second and second.goal.split()[0] in app.twin.widget.announce


def test_the_levels_tab_keeps_its_buttons_so_the_focus_stays(folder) -> None:
    """Issue 29 item 4: choosing a level made the list anew, and the pressed button left
    the page with the focus; the same buttons stay, only their words change."""
    app = LevelPlayer("ringworld", progress="progress.json")
    mode = app.trainer
    before = mode.contents.children
    before[2].click()
    assert mode.level is mode.levels[2]
    assert all(a is b for a, b in zip(mode.contents.children, before, strict=True))
    assert before[2].description.startswith("\u25b6 3.")
    assert not before[0].description.startswith("\u25b6")


def test_next_level_by_key_while_the_winning_move_is_still_shown(folder) -> None:
    """n pressed at once after the goal is reached (the move still being shown, as in the
    browser) opens the next level: it was refused with "Wait a moment"."""
    async def scene() -> tuple[bool, object, object]:
        app = LevelPlayer("ringworld", progress="progress.json")
        mode = app.trainer
        mode.go(mode.levels[1].key)
        app.play(app.game.parse(mode.level.solution[0]))
        showing = app.animating
        app.key_catcher.press("n")
        level = mode.level
        while app.animating:
            await asyncio.sleep(0.05)
        return showing, level, mode.levels[2]

    showing, level, third = asyncio.run(scene())
    assert showing and level is third


@pytest.mark.parametrize("name", GAMES)
def test_every_level_opens_with_its_rule_then_its_goal(name, folder) -> None:
    """Issue 33 item 2: many levels showed only a goal (The Ring World 3-12, Dice of
    Doom 2 and 4, Renaissance 3, 6, 8-10, 16) and said the rule after a wrong move only,
    so that a lucky first try never read it. Every level now opens with what it teaches
    - its intro, else its rule - above the goal, on the page and read out."""
    app = LevelPlayer(name, progress="progress.json")
    mode = app.trainer
    for level in mode.levels:
        mode.go(level.key)
        shown = html.unescape(re.sub("<[^>]+>", "", mode.goal.value))
        taught = level.intro or level.rule.split(" (rule book §")[0]
        assert len(taught) > 40 and taught in shown, (level.key, shown)
        assert shown.index(taught) < shown.index("Goal:"), level.key
        assert taught in html.unescape(app.twin.widget.announce), level.key


@pytest.mark.parametrize("key", ["attack", "four"])
def test_a_level_done_asks_for_no_move_in_its_status(key, folder) -> None:
    """Issue 33 item 4: after Dice of Doom's level 1 the status said "attack again, or
    End turn" with End turn disabled, after level 9 "must attack". A level done says so,
    and what the buttons offer, instead of what the game would ask next."""
    app = LevelPlayer("dice", key, progress="progress.json")
    for move in app.trainer.level.solution:
        app.play(app.game.parse(move))
    assert app.trainer.run.done
    status = html.unescape(re.sub("<[^>]+>", "", app.status_html.value))
    assert status == "This level is done: Next level, or Retry.", status
    assert not app.prompt_html.value


def test_the_last_level_done_offers_no_next_level(folder) -> None:
    """Issue 33 item 4: The Ring World's level 17, every level done, said "Next level, or
    Retry" with Next level disabled."""
    app = LevelPlayer("ringworld", "pass", progress="progress.json")
    mode = app.trainer
    for level in mode.levels[:-1]:
        mode.progress.record(level, 3)
    app.play(app.game.parse(mode.level.solution[0]))
    assert mode.run.done and mode.following() is None and mode.next_button.disabled
    status = html.unescape(re.sub("<[^>]+>", "", app.status_html.value))
    assert "Next level" not in status and "Retry" in status and "Levels tab" in status
    app.play(app.game.legal_moves()[0])  # the board takes no move: the words say why
    assert "Next level" not in text(app) and "Levels tab" in text(app)


def test_a_wrong_move_is_told_it_costs_a_star(folder) -> None:
    """Issue 33 item 2: a wrong try costs a star now; the words after it say so."""
    app = LevelPlayer("ringworld", "birth2", progress="progress.json")
    mode = app.trainer
    app.play(wrong_move(app.game, mode.level.solution[0]))
    assert mode.last.kind == "wrong" and "a star less" in text(app)
    app.play(app.game.parse(mode.level.solution[0]))
    assert mode.run.stars == 2 and "each wrong try" in text(app)


def test_a_level_opens_with_a_picture_of_where_its_words_point(folder) -> None:
    """Issue 33 item 2: a level opens with its rule and a picture - the board, with the
    place its goal names ringed in dotted yellow (and said), until the first move; never
    where the solution goes."""
    app = LevelPlayer("ringworld", "birth2", progress="progress.json")
    mode = app.trainer
    ring = app.board.look_patch
    assert ring is not None and ring.get_visible()
    (x, y), radius = app.mark_where(mode.run.focus)
    assert tuple(ring.center) == (x, y) and ring.get_radius() == radius
    assert "Look at 01 (marked on the board)." in app.twin.widget.announce
    app.play(wrong_move(app.game, mode.level.solution[0]))  # the level has begun
    assert not app.board.look_patch.get_visible()
    mode.retry()
    assert app.board.look_patch.get_visible()
    # Renaissance's tie level: its focus d5 is where the answer goes - no ring
    tie = LevelPlayer("renaissance", "tie", progress="progress.json")
    assert tie.trainer.look_at() is None and "Look at" not in tie.twin.widget.announce
    assert tie.board.look_patch is None or not tie.board.look_patch.get_visible()
