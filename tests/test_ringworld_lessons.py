"""The lessons of the rules notebook (``ringworld_nb.ringworld.teaching.lessons``): every position
really shows its rule, and every picture of it can be drawn.

Each lesson starts from a constructed position (``RingWorld.from_positions``) and plays
its moves in notation. The tests check, independently of the lesson's own captions,
what the engine does with them: the birth lesson's events hold exactly that birth, the
death lesson's hold both colours dying, and so on. Every starting position is *quiet*
(nothing waiting to be born, to die or to be occupied), so what happens is caused by
the move shown.
"""

from __future__ import annotations

import random

import numpy as np
import pytest
from matplotlib.figure import Figure

from ringworld_nb.ringworld import BLUE, EMPTY, PASS, RED, RingBoard, RingWorld
from ringworld_nb.ringworld.draw import DARK
from ringworld_nb.ringworld.moves import Event
from ringworld_nb.ringworld.teaching import lesson_figures as figures
from ringworld_nb.ringworld.teaching import lessons
from ringworld_nb.ringworld.teaching.lessons import happened

L3 = RingBoard(3)
LESSONS = lessons.all_lessons()


def canon(board: RingBoard, mapping: dict[str, int]) -> dict[str, int]:
    """The mapping with every address replaced by its canonical (smallest) path."""
    return {board.address(*board.parse_address(a)): c for a, c in mapping.items()}


def colour_at(game: RingWorld, address: str) -> int:
    level, index = game.board.parse_address(address)
    return int(game.rings(level)[index])


def is_quiet(game: RingWorld) -> bool:
    """Nothing in the position is waiting for the automaton: no empty position with 2
    neighbours of one colour, no group without an empty neighbour, no ring whose
    children hold a majority of 5 of another colour than its own."""
    board = game.board
    for level in range(1, board.order):
        rings = game.rings(level)
        for i in range(board.count(level)):
            nbrs = [rings[j] for j in board.neighbors(level, i)]
            if rings[i] == EMPTY and (nbrs.count(RED) >= 2 or nbrs.count(BLUE) >= 2):
                return False
        seen: set[int] = set()
        for i in range(board.count(level)):
            if rings[i] == EMPTY or i in seen:
                continue
            stack, seen_group, free = [i], {i}, False
            while stack:
                for j in board.neighbors(level, stack.pop()):
                    if rings[j] == EMPTY:
                        free = True
                    elif rings[j] == rings[i] and j not in seen_group:
                        seen_group.add(j)
                        stack.append(j)
            seen |= seen_group
            if not free:
                return False
        above = game.rings(level + 1)
        for p in range(board.count(level + 1)):
            kids = [rings[c] for c in board.children(level + 1, p)]
            for colour in (RED, BLUE):
                if kids.count(colour) >= 5 and above[p] != colour:
                    return False
    return True


def events_of(key: str, move: int = 1):
    lesson = LESSONS[key]
    games, events = lesson.play()
    return lesson, games, events[move - 1]


# ------------------------------------------------------------- every lesson --
@pytest.mark.parametrize("key", list(LESSONS))
def test_lesson_moves_are_legal_and_start_quiet(key):
    lesson = LESSONS[key]
    game = lesson.start()
    assert is_quiet(game), f"{key}: the starting position is not quiet"
    for move in lesson.parsed_moves():
        game.check(move)
        game.play(move)
    for panel in lesson.panels:
        if panel.position is not None:
            assert is_quiet(lesson.panel_game(panel))
        else:
            assert 1 <= panel.move <= len(lesson.moves)
        for address in panel.highlight:
            lesson.board.parse_address(address)
    for address in lesson.focus + lesson.labels:
        lesson.board.parse_address(address)  # every address exists


@pytest.mark.parametrize("key", list(LESSONS))
def test_every_lesson_draws_one_axes_per_panel(key):
    lesson = LESSONS[key]
    fig = figures.lesson_figure(lesson, dpi=40)
    assert isinstance(fig, Figure)
    assert len(fig.axes) == len(lesson.panels)
    assert figures.figure_png(fig).startswith(b"\x89PNG")


def test_lessons_come_in_the_notebook_order():
    assert list(LESSONS) == [
        "placement", "compulsory", "rotation", "rotation3", "birth2", "birth3",
        "simultaneous", "death", "death_after_birth", "occupation", "held", "win", "pass"]


# ----------------------------------------------------------------- placement --
def test_placement_lesson_closes_ring_0_then_ring_1():
    lesson = LESSONS["placement"]
    legal = [set(lesson.panel_game(p).legal_placements()) for p in lesson.panels]
    at = {a: L3.parse_address(a)[1] for a in ("00", "01", "02", "03", "04", "05", "06",
                                              "07")}
    assert legal[0] == set(range(48))
    # Red on 00: ring 0's own positions close, the shared ones stay open
    assert not legal[1] & {at["01"], at["04"], at["07"]}
    assert {at["02"], at["03"], at["05"], at["06"]} <= legal[1]
    # Blue on 10 fills ring 1: 02 and 03 close too; ring 7 keeps 05 and 06 open
    assert not legal[2] & {at["02"], at["03"]}
    assert {at["05"], at["06"]} <= legal[2]


def test_compulsory_lesson():
    lesson = LESSONS["compulsory"]
    assert "must be placed" in lessons.refusal(lesson, "-@4")
    assert lessons.refusal(lesson, "00@4") == "legal"
    blocked = lesson.panel_game(lesson.panels[1])
    assert blocked.legal_placements() == []
    moves = blocked.legal_moves()
    assert moves and all(m.place is None and m.rotate is not None for m in moves)


# ------------------------------------------------------------------ rotation --
def test_rotation_lesson_carries_the_ring_into_ring_1():
    lesson, games, events = events_of("rotation")
    before, after = games
    assert (2, 1) not in before.rotatable(RED)
    assert colour_at(after, "01") == EMPTY and colour_at(after, "17") == RED
    assert colour_at(after, "76") == RED  # the placed ring is not under ring 0
    assert {(2, 0), (2, 1), (2, 7)} <= set(after.rotatable(RED))
    for kind in ("born", "died", "occupied"):
        assert happened(L3, events, kind) == {}


def test_level_3_rotation_lesson_turns_the_whole_subtree():
    lesson, games, events = events_of("rotation3")
    after = games[-1]
    expected = canon(after.board, {"0": RED, "02": RED, "011": RED, "023": BLUE,
                                   "000": BLUE, "055": RED})
    for level in after.board.levels:
        for i, c in enumerate(after.rings(level).tolist()):
            assert c == expected.get(after.board.address(level, i), EMPTY)
    for kind in ("born", "died", "occupied"):
        assert happened(after.board, events, kind) == {}


# --------------------------------------------------------------------- birth --
def test_birth_with_two_neighbours_lesson():
    lesson, games, events = events_of("birth2")
    assert happened(L3, events, "born") == {"01": RED}
    assert len(L3.neighbors(1, L3.parse_address("01")[1])) == 2
    assert happened(L3, events, "died") == {} and happened(L3, events, "occupied") == {}


def test_birth_with_three_neighbours_lesson():
    lesson, games, events = events_of("birth3")
    assert happened(L3, events, "born") == {"03": RED}
    # the turn left 03 between blue 02 and red 04 and 15
    moved = games[0].phases(lesson.parsed_moves()[0])[1].rings[1]
    nbrs = sorted(int(moved[j]) for j in L3.neighbors(1, L3.parse_address("03")[1]))
    assert nbrs == [RED, RED, BLUE]
    assert happened(L3, events, "died") == {}


def test_simultaneous_births_lesson_needs_a_second_turn():
    lesson = LESSONS["simultaneous"]
    games, (first, second) = lesson.play()
    assert happened(L3, first, "born") == {"02": RED}
    after_first = games[1]
    three = L3.parse_address("03")[1]
    # 03 has two red neighbours after the first generation, yet is still empty
    assert colour_at(after_first, "03") == EMPTY
    assert sum(after_first.rings(1)[j] == RED for j in L3.neighbors(1, three)) == 2
    assert after_first.to_move == BLUE
    assert happened(L3, second, "born") == {"03": RED}
    assert happened(L3, second, "died") == {}


# --------------------------------------------------------------------- death --
def test_death_lesson_removes_both_colours_at_once():
    lesson, games, events = events_of("death")
    died = happened(L3, events, "died")
    assert died == {"00": RED, "01": RED, "07": BLUE}
    assert set(died.values()) == {RED, BLUE}
    assert happened(L3, events, "born") == {}
    assert [e.level for e in events if e.kind == "died" and e.positions] == [1]


def test_death_after_birth_lesson():
    lesson, games, events = events_of("death_after_birth")
    assert happened(L3, events, "born") == {"03": RED}
    assert happened(L3, events, "died") == {"02": BLUE}
    kinds = [e.kind for e in events if e.positions and e.level == 1]
    assert kinds.index("born") < kinds.index("died")
    # before the births blue 02 still had the empty neighbour 03
    moved = games[0].phases(lesson.parsed_moves()[0])[1].rings[1]
    assert moved[L3.parse_address("03")[1]] == EMPTY


# ---------------------------------------------------------------- occupation --
def test_occupation_lesson_replaces_blue_with_red():
    lesson, games, events = events_of("occupation")
    assert colour_at(games[0], "4") == BLUE
    assert happened(L3, events, "occupied") == {"4": RED}
    kids = [games[1].rings(1)[c] for c in L3.children(2, L3.parse_address("4")[1])]
    assert kids.count(RED) == 5
    assert happened(L3, events, "born") == {} and happened(L3, events, "died") == {}


def test_held_ring_lesson_keeps_red_without_a_majority():
    lesson, games, events = events_of("held")
    assert happened(L3, events, "died") == {"00": RED, "01": RED}
    assert happened(L3, events, "occupied") == {}
    after = games[1]
    ring0 = L3.parse_address("0")[1]
    kids = [int(after.rings(1)[c]) for c in L3.children(2, ring0)]
    assert kids.count(RED) == 0 and kids.count(BLUE) == 2
    assert colour_at(after, "0") == RED


# ------------------------------------------------------------------- the end --
def test_win_lesson_takes_the_top_ring():
    lesson, games, events = events_of("win")
    assert happened(L3, events, "occupied") == {"4": RED, "": RED}
    assert events[-1].kind == "won" and events[-1].colours == (RED,)
    assert games[-1].winner == RED and games[-1].outcome.reason == "top ring"


def test_pass_lesson_and_why_two_passes_cannot_follow():
    lesson, games, events = events_of("pass")
    before, after = games
    assert before.legal_moves() == [PASS]
    # the player who must pass owns no ring below the top ...
    for level in range(1, before.order):
        assert not (before.rings(level) == RED).any()
    assert events[0].kind == "passed"
    assert [e.kind for e in events][1:4] == ["born", "died", "occupied"]  # it still runs
    # ... so every level-1 ring is the opponent's, who can turn its parents
    moves = after.legal_moves()
    assert moves and PASS not in moves
    assert not after.is_over


def test_random_games_never_pass_twice_in_a_row():
    tally = lessons.count_passes(range(40))
    assert tally["games"] == 40
    assert tally["passes after a pass"] == 0


# -------------------------------------------------------------- a whole game --
def test_demo_game_shows_births_deaths_and_occupations():
    moves = lessons.sample_game(lessons.DEMO_SEED)
    game = lessons.replay(moves)
    assert game.is_over and game.outcome.reason == "top ring"
    turns = lessons.eventful_turns(moves)
    assert turns[0] == 0 and turns[-1] == len(moves) - 1
    assert turns == sorted(set(turns)) and len(turns) <= 6
    seen = set()
    replayed = RingWorld(3)
    for i, move in enumerate(moves):
        events = replayed.play(move)
        if i in turns:
            seen |= {e.kind for e in events if e.positions}
    assert {"born", "died", "occupied", "won"} <= seen
    # what the notebook says of this game: Blue's last move gives Red the top ring
    assert game.winner == RED and len(moves) % 2 == 0
    assert moves[20].place is None


def test_turn_strip_draws_the_changing_phases():
    moves = lessons.sample_game(lessons.DEMO_SEED)
    last = len(moves) - 1
    game = lessons.replay(moves[:last])
    phases = game.phases(moves[last])
    shown = [p for p in phases
             if p.event.kind not in ("born", "died", "occupied", "won") or p.event.positions]
    shown = [p for p in shown if p.event.kind != "won"]  # told under the last picture
    fig = figures.turn_strip(game, moves[last], dpi=40)
    assert len(fig.axes) == 1 + len(shown)
    texts = " ".join(t.get_text() for t in fig.texts).replace("\n", " ")
    assert "holds the top position and wins" in texts
    assert texts.startswith(f"Move {last + 1}: ")
    for p in shown:  # the captions name the positions by their addresses
        assert p.event.describe(game.board) in texts
        for i in p.event.positions:
            assert (game.board.address(p.event.level, i) or "the top position") in texts
    [strip] = figures.game_strips(moves, [last], dpi=40)
    assert len(strip.axes) == len(fig.axes)


def test_every_figure_fits_a_narrow_notebook():
    """JupyterLab with its file browser open has about 960 pixels for an output: every
    figure of the notebooks is at most MAX_WIDTH = 9.4 inches wide (at 100 dpi)."""
    made = [figures.lesson_figure(lesson) for lesson in lessons.all_lessons().values()]
    moves = lessons.sample_game(lessons.DEMO_SEED)
    made += figures.game_strips(moves, lessons.eventful_turns(moves))
    made += [figures.words_figure(), figures.legend_figure(), figures.address_map(3)]
    for fig in made:
        assert fig.get_size_inches()[0] <= figures.MAX_WIDTH + 1e-9


def test_the_move_about_to_be_played_hides_nothing():
    """In a "before" panel the ring to be placed is pale and the outline of the position
    to turn lies inside the circle of its children, cutting none of them."""
    lesson = lessons.rotation_through_a_shared_position()
    fig = figures.lesson_figure(lesson)
    board = lesson.board
    ax = fig.axes[0]
    colls = [c for c in ax.collections if c.get_label() == "selection"]
    [outline] = [c for c in colls if c.get_visible()]
    widths = outline.get_widths()  # diameters in data units, placement first
    level, _ = board.parse_address("0")
    r = board.radius(level)
    inner = r / np.cos(np.pi / 8) - board.radius(1)  # nearest point of any child
    assert widths[-1] / 2 < inner
    # pale: the player's colour mixed with white, as the apps draw a chosen placement
    face = outline.get_facecolors()[0]
    assert np.allclose(face[:3], DARK.chosen_face(DARK.red_face)[:3]) and face[3] <= 0.85


def test_focus_window_holds_the_focus_and_its_children():
    x0, x1, y0, y1 = figures.focus_window(L3, ["0"])
    for c in L3.children(2, L3.parse_address("0")[1]):
        x, y = L3.centers(1)[c]
        r = L3.radius(1)
        assert x0 <= x - r and x + r <= x1 and y0 <= y - r and y + r <= y1
    assert 0.8 - 1e-9 <= (x1 - x0) / (y1 - y0) <= 1.3 + 1e-9
    assert figures.focus_window(L3, []) == (*figures.board_limits(L3),
                                            *figures.board_limits(L3))


def test_rotation_trails_follow_the_rings_moved():
    rings = {1: np.zeros(48, dtype=np.int8), 2: np.zeros(8, dtype=np.int8),
             3: np.zeros(1, dtype=np.int8)}
    one = L3.parse_address("01")[1]
    rings[1][one] = RED
    assert figures.rotation_trails(L3, rings, (2, 0)) == [(1, one, L3.parse_address("02")[1])]
    assert figures.rotation_trails(L3, rings, None) == []


def test_address_map_and_legend_draw():
    assert len(figures.address_map(3, dpi=30).axes) == 1
    assert figures.figure_png(figures.legend_figure(dpi=30)).startswith(b"\x89PNG")


def test_words_figure_shows_the_glossary():
    """The four pictures of the words (docs/rules.md §1.1): positions and rings,
    children, neighbours, a turn - each captioned with the word it defines."""
    fig = figures.words_figure(dpi=30)
    assert len(fig.axes) == 4
    texts = " ".join(t.get_text() for t in fig.texts).replace("\n", " ")
    for word in ("position", "ring", "children", "neighbours", "turn"):
        assert word in texts


def test_texts_for_players_use_the_words_of_the_rule_book():
    """Events and refusals say *position* for a circle of the board and *ring* for a
    piece (docs/rules.md §1.1): a turned position, a taken position, the top position."""
    game = RingWorld(3)
    events = game.play(game.legal_moves()[0])
    assert events[1].describe().startswith("A level-2 position turns one eighth clockwise")
    assert "position" in Event("occupied", 2, (0,), (RED,)).describe()
    assert "closed: none of its level-2 parents is open" in RingWorld.from_positions(
        [("00", RED)], order=3).placement_problem(L3.parse_address("01")[1])
    assert Event("won", 3, (0,), (RED,)).describe() == "Red holds the top position and wins."
    fresh = RingWorld(3)
    assert "has no Red ring among its 8 children" in fresh.rotation_problem((3, 0), None)
    assert fresh.rotation_problem((3, 0), None).startswith("the top position (*)")
    assert fresh.rotation_problem(None, 0) == "Red must also turn a position"


def test_event_texts_agree_in_number_and_name_the_positions():
    """One ring, its group; several rings, their groups - and with the board, the
    addresses of the positions and the number of groups."""
    one = Event("died", 1, (L3.parse_address("01")[1],), (RED,))
    assert one.describe() == ("Level 1: 1 Red ring removed - its group had no empty "
                              "neighbour left.")
    assert one.describe(L3) == ("Level 1: 1 Red ring removed from 01 - its group had no "
                                "empty neighbour left.")
    a, b, c = (L3.parse_address(x)[1] for x in ("00", "01", "05"))
    two = Event("died", 1, (a, b), (RED, RED))
    assert "2 Red rings removed from 00 and 01 - their group had" in two.describe(L3)
    apart = Event("died", 1, (a, b, c), (RED, RED, BLUE))
    assert "their 2 groups had no empty neighbour left" in apart.describe(L3)
    assert "1 Red ring born on an empty position" in Event("born", 1, (b,), (RED,)).describe()
    assert "2 Red rings born on 00 and 01, empty positions" in Event(
        "born", 1, (a, b), (RED, RED)).describe(L3)
    assert Event("occupied", 2, (4,), (RED,)).describe(L3).startswith(
        "Level 2: position 4 taken by Red, the colour of 5 or more of its 8 children")
    assert Event("occupied", 3, (0,), (RED,)).describe(L3).startswith(
        "Level 3: the top position taken")
    assert Event("rotated", 2, (4,)).describe(L3).startswith("Position 4 (level 2) turns")
    assert Event("rotated", 3, (0,)).describe(L3).startswith("The top position turns")
    assert Event("placed", 1, (b,), (BLUE,)).describe(L3) == "Blue places a ring on 01."
    texts = [Event(k, 1).describe() for k in ("born", "died", "occupied")]
    assert not any("quiet" in t for t in texts)


def test_event_texts_name_the_colour_born_removed_or_taken():
    """Issue 18: the automaton's words say which colour was born, died or took a
    position - in one colour, and in both at once."""
    a, b, c = (L3.parse_address(x)[1] for x in ("00", "01", "05"))
    assert Event("born", 1, (b,), (BLUE,)).describe(L3).startswith(
        "Level 1: 1 Blue ring born on 01,")
    both = Event("born", 1, (a, b, c), (RED, RED, BLUE))
    assert "3 rings born (Red on 00 and 01, Blue on 05)" in both.describe(L3)
    assert "3 rings born (2 Red, 1 Blue)" in both.describe()
    died = Event("died", 1, (a, b, c), (RED, RED, BLUE))
    assert "3 rings removed (Red from 00 and 01, Blue from 05)" in died.describe(L3)
    assert "1 Blue ring removed" in Event("died", 2, (3,), (BLUE,)).describe()
    assert Event("occupied", 3, (0,), (BLUE,)).describe(L3).startswith(
        "Level 3: the top position taken by Blue")
    assert "positions 4 and 5 taken (Red 4, Blue 5)" in Event(
        "occupied", 2, (4, 5), (RED, BLUE)).describe(L3)
    # and so does every phase of a real move with changes
    game = RingWorld(3)
    rng = random.Random(3)
    for _ in range(30):
        move = game.random_move(rng)
        for phase in game.phases(move):
            e = phase.event
            if e.kind in ("born", "died", "occupied") and e.positions:
                text = e.describe(game.board)
                assert any(name in text for name in ("Red", "Blue")), text
        game.play(move)
        if game.is_over:
            break
