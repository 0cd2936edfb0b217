"""The notebooks play the levels (issue 18, item 4) and say what a newcomer needs (item 5),
checked without running them (``tests/test_notebooks.py`` runs them).

* every rule section of the rules notebooks ends with its level, a one-line cell
  ``LevelPlayer(game, level=key)`` naming a level that exists; The Ring World's notebook
  embeds every one of its levels, the others embed theirs in the order they are played
  (the levels between two are reached by **Next level**);
* ``start_here`` begins with the first level: a title, a sentence, the player;
* ``learn.ipynb`` runs every game's levels, one player per game; the README opens it
  in Voila;
* ``rules.ipynb`` is what ``docs/make_rules_notebook.py`` writes, and every link into it
  from another notebook names one of its cells (``#cell-id=...``), the form that jumps
  in JupyterLab, nbconvert and Voila;
* the counts the notebooks and the rule book give of positions with 3 neighbours are
  the engine's; the words of the glossary are not miscounted.
"""

from __future__ import annotations

import ast
import importlib.util
import pathlib
import re
import urllib.parse
from collections import Counter

import nbformat
import pytest

from ringworld_nb import RingBoard
from ringworld_nb.learn import levels

ROOT = pathlib.Path(__file__).parent.parent
NOTEBOOKS = ROOT / "notebooks"
RULES_NOTEBOOKS = {"ringworld": "ringworld_rules_step_by_step.ipynb",
                   "dice": "dice_of_doom.ipynb", "renaissance": "renaissance.ipynb"}


def cells(name: str) -> list:
    return nbformat.read(NOTEBOOKS / name, as_version=4).cells


def words(text: str) -> str:
    """Markdown text on one line (line breaks and runs of spaces as one space)."""
    return re.sub(r"\s+", " ", text)


def level_players(source: str) -> list[tuple[str, str | None]]:
    """``(game, level or None)`` of every ``LevelPlayer(...)`` call in a cell's code."""
    code = "\n".join(line for line in source.splitlines() if not line.startswith("%"))
    found = []
    for node in ast.walk(ast.parse(code)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "LevelPlayer":
            game = ast.literal_eval(node.args[0])
            level = next((ast.literal_eval(k.value) for k in node.keywords
                          if k.arg == "level"), None)
            found.append((game, level))
    return found


def embedded(name: str) -> list[tuple[int, str, str | None]]:
    return [(k, game, level) for k, cell in enumerate(cells(name))
            if cell.cell_type == "code" for game, level in level_players(cell.source)]


# ------------------------------------------------------------ the rules notebooks --
@pytest.mark.parametrize("game", list(RULES_NOTEBOOKS))
def test_the_rules_notebooks_end_their_rules_with_levels_in_playing_order(game) -> None:
    name = RULES_NOTEBOOKS[game]
    keys = [lv.key for lv in levels(game)]
    shown = embedded(name)
    assert shown, f"{name} plays no level"
    for k, g, level in shown:
        assert g == game and level in keys, (name, k, g, level)
        cell = cells(name)[k]
        assert len(cell.source.strip().splitlines()) == 1, (name, k, cell.source)
        before = cells(name)[k - 1]
        assert before.cell_type == "markdown" and "Now you try" in before.source, (name, k)
    order = [keys.index(level) for _, _, level in shown]
    assert order[0] == 0, f"{name}: the first level comes first"
    assert len(set(order)) == len(order)
    if len(order) < len(keys):  # the others are reached by Next level: in playing order
        assert order == sorted(order), f"{name}: levels out of playing order"


def test_the_ring_world_notebook_plays_every_level_of_the_game() -> None:
    shown = {level for _, _, level in embedded(RULES_NOTEBOOKS["ringworld"])}
    assert shown == {lv.key for lv in levels("ringworld")}


def test_the_notebooks_with_live_levels_turn_ipympl_on_first() -> None:
    for name in [*RULES_NOTEBOOKS.values(), "start_here.ipynb", "learn.ipynb"]:
        code = [c.source for c in cells(name) if c.cell_type == "code"]
        first = next(k for k, src in enumerate(code) if "LevelPlayer(" in src)
        assert any("%matplotlib widget" in src for src in code[:first + 1]), name
        assert not any("%matplotlib inline" in src for src in code), name


def test_start_here_begins_with_the_first_ring_world_level() -> None:
    nb = cells("start_here.ipynb")
    title, player = nb[0], nb[1]
    lines = [line for line in title.source.splitlines() if line.strip()]
    assert title.cell_type == "markdown" and lines[0].startswith("# ")
    sentence = " ".join(lines[1:])
    assert len(sentence) < 300 and sentence.count(". ") == 0, sentence
    assert player.cell_type == "code"
    assert level_players(player.source) == [("ringworld", None)]  # a newcomer: level 1


def test_learn_runs_every_game_s_levels_and_the_readme_opens_it_in_voila() -> None:
    shown = [(game, level) for _, game, level in embedded("learn.ipynb")]
    assert shown == [("ringworld", None), ("dice", None), ("renaissance", None)]
    readme = (ROOT / "README.md").read_text()
    apps = [urllib.parse.unquote(m) for m in re.findall(r"urlpath=([^)\s]+)", readme)]
    assert "voila/render/notebooks/learn.ipynb" in apps


# ------------------------------------------------------------ the rule book --
def _generator():
    spec = importlib.util.spec_from_file_location("make_rules_notebook",
                                                  ROOT / "docs" / "make_rules_notebook.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_rules_notebook_is_up_to_date() -> None:
    made = _generator().text()
    assert (NOTEBOOKS / "rules.ipynb").read_text(encoding="utf-8") == made, \
        "notebooks/rules.ipynb is stale: run python docs/make_rules_notebook.py"


def test_the_rules_notebook_names_every_section_s_levels_and_plays_each_game() -> None:
    nb = cells("rules.ipynb")
    for cell in nb:
        heading = re.search(r"^#{3} (\d)\.(\d) ", cell.source, re.M)
        if cell.cell_type != "markdown" or not heading:
            continue
        game = {"1": "ringworld", "2": "dice", "3": "renaissance"}[heading[1]]
        section = f"{heading[1]}.{heading[2]}"
        taught = [lv.name for lv in levels(game) if lv.section == section]
        for name in taught:
            assert f"*{name}*" in cell.source and "Now you try" in cell.source, section
        if not taught:
            assert "Now you try" not in cell.source
    shown = [p for c in nb if c.cell_type == "code" for p in level_players(c.source)]
    assert shown == [("ringworld", None), ("dice", None), ("renaissance", None)]


def test_links_into_the_rule_book_name_a_cell_of_it() -> None:
    """A link ``rules.ipynb#x`` from another notebook does not jump in JupyterLab (the
    book's cells are not drawn yet when it is looked up): links name the cell,
    ``#cell-id=<the section's name>``. Inside the book, the contents' ``#x`` links
    find an anchor."""
    book = cells("rules.ipynb")
    ids = {c.id for c in book}
    links = []
    for path in NOTEBOOKS.glob("*.ipynb"):
        if path.name == "rules.ipynb":
            continue
        for cell in nbformat.read(path, as_version=4).cells:
            if cell.cell_type == "markdown":
                links += [(path.name, f) for f in re.findall(r"rules\.ipynb#([^)\s]*)",
                                                              cell.source)]
    assert links
    for name, fragment in links:
        assert fragment.startswith("cell-id="), (name, fragment)
        assert fragment.removeprefix("cell-id=") in ids, (name, fragment)
    assert "11-the-board-positions-rings-levels" in ids
    anchors = {a for c in book for a in re.findall(r'<a id="([^"]+)"></a>', c.source)}
    inside = {f for c in book for f in re.findall(r"\]\(#([^)\s]+)\)", c.source)}
    assert inside and inside <= anchors


# ------------------------------------------------------ what a newcomer reads --
def test_the_counts_of_positions_with_three_neighbours_are_the_engine_s() -> None:
    """start_here once said "most positions have 2 neighbours": on L4 144 of the 272
    level-1 positions have 3. The counts the texts give are computed here."""
    def threes(order: int, level: int) -> tuple[int, int]:
        board = RingBoard(order)
        counts = Counter(len(board.neighbors(level, i)) for i in range(board.count(level)))
        assert set(counts) <= {2, 3}
        return counts[3], board.count(level)

    l3, l4, l4_2, l4_3 = threes(3, 1), threes(4, 1), threes(4, 2), threes(4, 3)
    assert (l3, l4) == ((16, 48), (144, 272))  # (the numbers written below)
    start = words(" ".join(c.source for c in cells("start_here.ipynb")))
    assert f"{l3[0]} of the {l3[1]} level-1 positions have 3" in start
    assert f"{l4[0]} of the {l4[1]} level-1 positions have 3" in start
    assert "most positions have 2" not in start.lower()
    steps = words(" ".join(c.source for c in cells(RULES_NOTEBOOKS["ringworld"])))
    assert f"{l3[0]} of the {l3[1]} level-1 positions have 3 neighbours" in steps
    assert f"on L4, {l4[0]} of the {l4[1]}" in steps
    book = (ROOT / "docs" / "rules.md").read_text()
    assert f"| L3 | {l3[0]} of {l3[1]} | {threes(3, 2)[0]} of {threes(3, 2)[1]} |" in book
    assert (f"| L4 | {l4[0]} of {l4[1]} | {l4_2[0]} of {l4_2[1]} | "
            f"{l4_3[0]} of {l4_3[1]} |") in book


def test_the_glossary_counts_no_words_it_does_not_list() -> None:
    """start_here announced "Six words" and listed eight terms."""
    text = " ".join(c.source for c in cells("start_here.ipynb")).lower()
    numbers = "two three four five six seven eight nine ten".split()
    assert not re.search(rf"\b({'|'.join(numbers)}) words\b", text)


def test_one_name_for_the_green_mark() -> None:
    places = [*NOTEBOOKS.glob("*.ipynb"), *(ROOT / "docs").rglob("*.md"), ROOT / "README.md",
              *(ROOT / "ringworld_nb" / "ringworld").rglob("*.py")]
    for path in places:
        assert "green core" not in path.read_text(encoding="utf-8").lower(), path
