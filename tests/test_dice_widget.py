"""DiceOfDoomApp driven like a player: synthetic mouse events on the ipympl canvas.

Every action goes through the app's one flow (``GameApp.act``). The tests that need the
kernel's event loop (AI turns at a pace) run a coroutine with ``asyncio.run``.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import re
import struct

import pytest
from matplotlib.backend_bases import MouseEvent

from ringworld_nb.core.players import Choice
from ringworld_nb.dice import DiceOfDoom
from ringworld_nb.dice.app import DiceOfDoomApp
from ringworld_nb.dice.hexboard import hex_name
from ringworld_nb.dice.moves import PASS, Move
from ringworld_nb.ui.layout import PANEL_PX


def make_app(**kw) -> DiceOfDoomApp:
    kw.setdefault("interactive", True)
    kw.setdefault("pace", 0)
    app = DiceOfDoomApp(**kw)
    app.figure.canvas.draw()
    app.board_input.clock = itertools.count(0.0, 1.0).__next__  # clicks one second apart
    return app


def click(app: DiceOfDoomApp, x: float, y: float) -> None:
    canvas = app.figure.canvas
    px, py = app.ax.transData.transform((x, y))
    canvas.callbacks.process("button_press_event",
                             MouseEvent("button_press_event", canvas, px, py, button=1))


def click_hex(app: DiceOfDoomApp, hex) -> None:
    """Click the floor of ``hex`` (its centre, which the stack on it also covers)."""
    board = app.game.board
    click(app, *board.centers()[board.index(hex)])


class Fixed:
    """A computer player that always answers ``move`` (a hint made to order)."""

    name = "fixed"

    def __init__(self, move: Move) -> None:
        self.move = move

    def choose(self, game):
        return self.move

    def choose_with_info(self, game) -> Choice:
        return Choice(self.move, 0.5)


def test_click_attacker_then_target_plays_the_attack() -> None:
    app = make_app(board=5, seed=3)
    game = app.game
    assert app.is_person(game.to_move)
    src = game.attack_sources()[0]
    dst = game.targets(src)[0]
    click_hex(app, src)
    assert app.selected == src
    assert "Attack from" in app.message.value
    assert app.artist.selected == src and dst in app.artist.targets
    click_hex(app, dst)
    assert game.history == (Move(src, dst),)
    assert app.selected is None and app.artist.selected is None
    assert int(game.owner[dst]) == 0  # version 1: the attack always wins


def test_clicking_the_attacker_again_cancels_and_bad_clicks_explain() -> None:
    app = make_app(board=5, seed=4)
    game = app.game
    src = game.attack_sources()[0]
    click_hex(app, src)
    click_hex(app, src)
    assert app.selected is None and "cancelled" in app.message.value
    enemy = next(h for h in game.board.hexes if int(game.owner[h]) != game.to_move)
    click_hex(app, enemy)
    assert "belongs to" in app.message.value
    lim = app.ax.get_xlim(), app.ax.get_ylim()
    click(app, lim[0][1] - 0.01, lim[1][0] + 0.01)
    assert "off the board" in app.message.value
    assert game.history == ()


def test_after_a_hint_a_click_on_its_attacking_hex_cancels_and_clears_the_board() -> None:
    """Issue 16.12: after Hint ("a1-b2") a click on a1 cancelled silently, and the board
    kept a1 chosen and b2 hatched while the outlines vanished."""
    app = make_app(board=5, seed=3, seats=("person", "person"))
    game = app.game
    src = game.attack_sources()[0]
    dst = game.targets(src)[0]
    hinted = Move(src, dst)
    app.player_for_seat = lambda game, seat: Fixed(hinted)
    app.hints.show_hint()
    assert app.hints.hint is not None and app.hints.hint.choice.move == hinted
    assert game.notation(hinted) in app.message.value
    assert app.selected == src and app.artist.selected == src
    assert app.artist.targets == (dst,)  # the hinted target hatched
    click_hex(app, src)  # the attacking hex again: the hint's attack is cancelled
    assert "cancelled" in app.message.value
    assert app.selected is None and app.hints.hint is None
    assert app.artist.selected is None and app.artist.targets == ()
    assert set(app.artist.sources) == set(game.attack_sources())  # the outlines are back
    assert game.history == ()
    # the hint again, and its target played by a click
    app.hints.show_hint()
    click_hex(app, dst)
    assert game.history == (hinted,) and app.artist.selected is None


def test_end_turn_reinforces_then_the_ai_moves() -> None:
    app = make_app(board=4, seed=7)
    game = app.game
    app.end_turn()
    assert "must attack" in app.message.value
    src = game.attack_sources()[0]
    app.attack(Move(src, game.targets(src)[0]))
    assert not app.pass_button.disabled
    app.end_turn()
    assert game.history[-1] == PASS
    assert not app.is_person(game.to_move) or game.is_over
    played = app.run_ai()
    assert played >= 1
    assert game.is_over or app.is_person(game.to_move)
    assert len(app.record_list.widget.options) == len(game.history) + 1


def test_a_click_at_the_ais_turn_says_whose_turn_it_is() -> None:
    app = make_app(board=4, seed=7, seats=("easy", "person"))
    game = app.game
    assert not app.is_person(game.to_move)
    assert app.pass_button.disabled and app.artist.sources == ()
    click_hex(app, next(h for h in game.board.hexes if int(game.owner[h]) == 0))
    assert "It is the turn of A (AI easy)" in app.message.value and game.history == ()
    assert app.run_ai() >= 1


def test_undo_goes_back_to_the_humans_last_decision() -> None:
    app = make_app(board=4, seed=7)
    game = app.game
    src = game.attack_sources()[0]
    app.attack(Move(src, game.targets(src)[0]))
    app.end_turn()
    app.run_ai()
    if game.is_over:
        pytest.skip("the AI finished this game at once")
    app.undo()
    assert app.is_person(game.to_move)
    assert len(game.history) == 1  # back to before the pass: the human decides again
    assert app.review_bar.length == 1


def test_review_and_playing_on_asks_first() -> None:
    app = make_app(board=4, seed=9, seats=("human", "human"))
    game = app.game
    for _ in range(4):
        if game.is_over:
            break
        moves = game.legal_moves()
        app.attack(moves[0])
    n = len(game.history)
    app.review(1)
    assert app.view_index == 1
    at1 = app.model.position_at(1)
    move = at1.legal_moves()[0]
    app.attack(move)
    assert app.asking and app.questions.widget.layout.display == "flex"
    assert f"discard the {n - 1} later moves" in app.questions.question
    app.questions.yes_button.click()
    assert len(game.history) == 2 and game.history[1] == move
    assert n >= 2


def test_move_buttons_mode_lists_every_legal_move() -> None:
    app = make_app(board=3, seed=2)
    app.buttons_toggle.value = True
    moves = app.game.legal_moves()
    assert len(app.move_buttons.children) == len(moves)
    app.move_buttons.children[0].click()
    assert app.game.history == (moves[0],)
    app.buttons_toggle.value = False
    assert app.move_buttons.children == () and app.move_buttons.layout.display == "none"


def test_new_game_rebuilds_the_board_and_ais_play_to_the_end() -> None:
    app = make_app(board=3, seed=1)
    app.size_choice.value = 4
    app.players_choice.value = 3
    app.version_choice.value = 3
    app.dice_choice.value = 4
    app.new_button.click()
    game = app.game
    assert (game.size, game.players, game.max_dice, game.version) == (4, 3, 4, 3)
    assert app.artist.board.n == 4
    assert "4x4" in app.title_html.value
    assert list(app.ai.menus) == [0, 1, 2]  # a seat menu per player of the new game
    assert app.controls == ["person", "easy", "easy"]
    for menu in app.ai.menus.values():
        menu.value = "easy"
    app.run_ai()
    assert game.is_over
    assert "Game over" in app.status_html.value or "wins" in app.status_html.value.lower()
    app.graph_view.toggle.value = True
    assert len(app.graph_view.graph.ax.get_lines()) == 2 * 3 + 1


def test_bad_controls_are_refused() -> None:
    with pytest.raises(ValueError, match="seats"):
        DiceOfDoomApp(board=3, players=2, seats=("human",), interactive=True)
    with pytest.raises(ValueError, match="seats"):
        DiceOfDoomApp(board=3, players=2, seats=("human", "genius"), interactive=True)


def test_save_load_and_a_damaged_record(tmp_path) -> None:
    app = make_app(board=4, seed=5, version=2, seats=("human", "human"))
    game = app.game
    for _ in range(5):
        if game.is_over:
            break
        app.attack(game.legal_moves()[0])
    path = tmp_path / "d.json"
    app.files.name_box.value = str(path)
    app.files.save_button.click()
    other = make_app(board=3, seed=1)
    other.load(str(path))
    assert other.game.history == game.history
    assert (other.game.owner == game.owner).all() and (other.game.dice == game.dice).all()
    assert other.size_choice.value == 4 and other.version_choice.value == 2
    assert other.artist.board.n == 4
    data = json.loads(path.read_text())
    data["moves"][0] = "z9-a1"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    other.load(str(bad))
    assert "Could not load" in other.message.value and "move 1" in other.message.value
    assert other.game.history == game.history


def test_picture_mode_plays_with_move_buttons_or_a_move_typed() -> None:
    app = DiceOfDoomApp(board=3, seed=2, interactive=False, pace=0,
                        seats=("person", "person"))
    assert app.canvas.image.value[:8] == b"\x89PNG\r\n\x1a\n"
    app.buttons_toggle.value = True
    app.move_buttons.children[0].click()
    assert len(app.game.history) == 1
    game = app.game
    move = game.legal_moves()[-1]
    assert game.notation(move) in app.board_input.move_box.options
    app.board_input.move_box.value = game.notation(move)
    app.board_input.move_button.click()
    assert game.history[-1] == move and len(game.history) == 2


def test_four_player_game_against_three_ais_on_a_big_board() -> None:
    app = make_app(board=6, players=4, seats=("human", "easy", "easy", "easy"), version=3,
                   max_dice=5, seed=11)
    g = app.game
    for _ in range(200):
        if g.is_over:
            break
        if app.is_person(g.to_move):
            src = g.attack_sources()
            if src:
                app.attack(Move(src[0], g.targets(src[0])[0]))
            else:
                app.end_turn()
        else:
            app.run_ai()
    assert len(g.history) > 10


def test_ais_move_on_their_own_in_the_kernel_event_loop() -> None:
    """With an event loop running (as in a kernel), AI turns follow at the set pace."""
    async def watch() -> DiceOfDoomApp:
        app = DiceOfDoomApp(board=3, players=2, seats=("easy", "easy"), pace=0.0,
                            interactive=True, seed=3)
        for _ in range(500):
            await asyncio.sleep(0.01)
            if app.game.is_over:
                break
        return app

    app = asyncio.run(watch())
    assert app.game.is_over and len(app.game.history) > 0


def test_defaults_are_a_fair_start_against_the_easy_ai() -> None:
    app = make_app()
    game = app.game
    assert game.fair_start and game.size == 5 and app.controls == ["person", "easy"]
    hexes, dice = game.scores, [game.dice_total(p) for p in (0, 1)]
    assert abs(hexes[0] - hexes[1]) <= 1 and dice[0] == dice[1]
    assert app.fair_choice.value and app.ending_choice.value == "all_pass"


def test_the_ending_menu_starts_land_of_lisp_games() -> None:
    app = make_app(seats=("human", "human"))
    app.ending_choice.value = "no_attack"
    app.new_game()
    assert app.game.ending == "no_attack"
    assert make_app(ending="no_attack").game.rules.no_attack


def test_the_new_game_tab_follows_a_loaded_game(tmp_path) -> None:
    """After Load, the New game tab shows the loaded game's options (its ending and
    start too), so that New game starts a game of the same rules."""
    game = DiceOfDoom(4, 3, version=2, max_dice=4, fair_start=False, ending="no_attack",
                      seed=5)
    path = tmp_path / "lisp.json"
    game.record().save(str(path))
    app = make_app()
    app.load(str(path))
    assert app.game.ending == "no_attack" and not app.game.fair_start
    assert (app.size_choice.value, app.players_choice.value, app.version_choice.value,
            app.dice_choice.value) == (4, 3, 2, 4)
    assert app.ending_choice.value == "no_attack" and app.fair_choice.value is False
    app.new_game()
    new = app.game
    assert new is not game and (new.ending, new.fair_start) == ("no_attack", False)


def test_a_bad_seed_in_the_new_game_tab_is_refused_with_a_message() -> None:
    app = make_app(seats=("human", "human"))
    before = app.game
    app.seed_choice.value = -4
    app.new_button.click()
    assert "Cannot start that game" in app.message.value and "seed" in app.message.value
    assert app.game is before


def reinforcement_message(rows: str, captured: int) -> str:
    app = make_app(board=2, seats=("human", "human"))
    game = DiceOfDoom.from_text(rows, attacked=True, captured=captured)
    app.act(lambda: app.replace_game(game, words=""))
    app.end_turn()
    return app.message.value


def test_the_reinforcement_is_told_once() -> None:
    rows = """
       -------------
       | A 1 | A 1 |
    ----------------
    | A 1 | B 1 |
    -------------"""
    text = reinforcement_message(rows, 3)  # 2 dice due, room for them
    assert text.count("2 reinforcement dice due") == 1 and "placed" not in text
    assert "of reinforcement" not in text
    text = reinforcement_message(rows.replace("A 1", "A 3", 2), 4)  # 3 due, room for 1
    assert "3 reinforcement dice due" in text and "1 placed, 2 lost" in text


def test_the_legend_has_its_tab_and_follows_the_rules_version() -> None:
    from ringworld_nb.core.pictures import PNG_SIGNATURE
    from ringworld_nb.dice.draw import legend_png

    app = make_app()
    tabs = dict(zip(app.tabs.titles, app.tabs.children))
    assert tabs["Legend"] is app.legend_image
    assert app.scores_html in app.fit.panel.children  # the scores stay in view
    assert bytes(app.legend_image.value).startswith(PNG_SIGNATURE)
    assert bytes(app.legend_image.value) == legend_png(version=1)
    # rolled dice: the legend adds the repelled attack
    app.version_choice.value = 2
    app.new_game()
    assert app.game.version == 2
    assert bytes(app.legend_image.value) == legend_png(version=2)


def test_the_status_invites_another_attack() -> None:
    app = make_app(board=4, seed=7)
    game = app.game
    assert "must attack" in app.status_html.value
    src = game.attack_sources()[0]
    app.attack(Move(src, game.targets(src)[0]))
    assert game.can_pass
    if game.attack_sources():
        assert "attack again, or End turn" in app.status_html.value
    else:  # (the prompt says it: each once)
        assert "No attack is possible: press End turn." in app.prompt_html.value


def test_the_graph_says_what_its_lines_are() -> None:
    app = make_app(board=4, seed=7)
    series, styles, ylabel = app.graph_series(app.model.stats)
    assert ylabel == "hexes, and dice \u00f7 3"  # the legend tells the lines apart
    assert list(series) == ["A hexes", "A dice \u00f7 3", "B hexes", "B dice \u00f7 3"]
    assert styles["A dice \u00f7 3"]["ls"] == "--" and "ls" not in styles["A hexes"]
    assert series["A dice \u00f7 3"][0] == app.game.dice_total(0) / 3


def test_the_legend_keeps_its_own_size() -> None:
    app = make_app()
    png = bytes(app.legend_image.value)
    width = struct.unpack(">I", png[16:20])[0]
    assert 150 < width <= PANEL_PX  # fits the panel beside the board
    assert app.legend_image.layout.width == f"{width}px"
    assert app.legend_image.layout.max_width == "100%"


def test_the_graph_labels_fit_the_graph() -> None:
    app = make_app(board=4, seed=7, seats=("easy", "easy"))
    app.run_ai(30)
    app.graph_view.toggle.value = True
    fig = app.graph_view.graph.figure
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    box = fig.bbox
    for label in (app.graph_view.graph.ax.yaxis.label, app.graph_view.graph.ax.xaxis.label):
        ext = label.get_window_extent(renderer)
        assert box.y0 <= ext.y0 and ext.y1 <= box.y1, label.get_text()
        assert box.x0 <= ext.x0 and ext.x1 <= box.x1, label.get_text()


def test_an_ais_whole_turn_is_told_one_line_an_attack() -> None:
    """Issue 24: B's turn message listed only its last two attacks."""
    app = make_app(board=5, seed=3, seats=("person", "medium"))
    game = app.game
    src = game.attack_sources()[0]
    app.attack(Move(src, game.targets(src)[0]))
    app.end_turn()
    start = len(game.history)
    app.run_ai()
    replies = game.history[start:]
    attacks = [m for m in replies if not m.is_pass]
    if len(attacks) < 3:
        pytest.skip("the AI attacked fewer than three times")
    said = re.sub("<[^>]+>", "", app.message.value)
    for move in attacks:  # every attack of the turn, in short
        assert f"{hex_name(move.src)}\u2192{hex_name(move.dst)}, " in said
    assert "B (AI medium) ends the turn" in said or game.is_over


def test_end_turn_waits_while_an_earlier_position_is_reviewed() -> None:
    app = make_app(board=4, seed=7)
    game = app.game
    src = game.attack_sources()[0]
    app.attack(Move(src, game.targets(src)[0]))
    assert not app.pass_button.disabled
    app.review(0)
    assert app.pass_button.disabled  # Latest position first
    app.review(len(game.history))
    assert not app.pass_button.disabled


def test_escape_with_nothing_chosen_cancels_nothing_and_says_so() -> None:
    """A screen-reader newcomer pressed Escape with no hex chosen and heard "Attack
    cancelled": nothing was cancelled."""
    from ringworld_nb.dice.app import DiceOfDoomApp

    app = DiceOfDoomApp(3, seats=("person", "person"), interactive=False)
    app.key_catcher.press("Escape")
    assert "nothing to cancel" in app.message.value
    app.click(app.game.legal_moves()[0].src)  # an attacking hex chosen: that is cancelled
    assert not app.input.empty
    app.key_catcher.press("Escape")
    assert "Attack cancelled" in app.message.value and app.input.empty
