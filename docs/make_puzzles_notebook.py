"""Write ``notebooks/puzzles.ipynb``: the puzzle app of each game, and a game reviewed.

Run from the repository's root: ``python docs/make_puzzles_notebook.py``. The notebook
is a document for players: a puzzle first, short prose, one line of code a cell; it is
written without outputs (the tests run it).
"""

from __future__ import annotations

import pathlib

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

CELLS = [
    ("md", "# Puzzles\n\nPositions from the computer's own games where **one move** (or a "
           "short line of only moves) turns the game. The words above the board say "
           "exactly what to find; click as in the game. Any move that meets the goal as "
           "well as the solution counts. A wrong move gets its refutation - the "
           "opponent's best reply played on the board and said in words - then try "
           "again, or **Show me**. Your first try at each puzzle moves your rating and the "
           "puzzle's (Glicko-2); **Next puzzle** picks one near your rating, and the "
           "**Puzzles** tab filters by theme and by board (The Ring World's L3 and L4, "
           "Dice of Doom's 3x3 and 4x4). Your progress is kept in `learn_progress.json`, "
           "beside the rule levels'."),
    ("code", "%matplotlib widget\nfrom ringworld_nb import PuzzlePlayer\n\n"
             "PuzzlePlayer(\"ringworld\")"),
    ("md", "## Dice of Doom\n\nBoards of 3 x 3 and 4 x 4 hexes with certain attacks, "
           "where the exact solver checked that the move to find wins and that at least "
           "three others do not."),
    ("code", "PuzzlePlayer(\"dice\")"),
    ("md", "## Renaissance"),
    ("code", "PuzzlePlayer(\"renaissance\")"),
    ("md", "## Review a game\n\nIn every app, **Graph** then **Analyse** judges every move "
           "with the computer's search: the mistakes are marked on the graph (?! an "
           "inaccuracy, ? a mistake, ?? a blunder - lichess's thresholds of 5, 10 and 15 "
           "points of winning chance lost), a click on the graph shows that move, and "
           "**Learn from mistakes** lets you play those positions again. The same "
           "analysis of a game or a saved record, in code:"),
    ("code", "from ringworld_nb.analysis import analyse\nfrom ringworld_nb.dice import "
             "DiceOfDoom\n\ngame = DiceOfDoom(3, seed=1)\nfor move in (\"b2-b3\", \"pass\", "
             "\"b1-c2\"):\n    game.play(move)\nprint(analyse(game))  # or analyse("
             "Record.from_json(open(\"my_game.json\").read()))"),
    ("md", "Player B had a won game (the exact solver says so) and gave it away with "
           "b1-c2: a blunder; b1-a1 kept the win. See the rule levels in `learn.ipynb` and "
           "the rules in [rules.ipynb](rules.ipynb)."),
]


def main() -> None:
    cells = [new_markdown_cell(text) if kind == "md" else new_code_cell(text)
             for kind, text in CELLS]
    nb = new_notebook(cells=cells, metadata={
        "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
        "language_info": {"name": "python"}})
    for i, cell in enumerate(nb.cells):
        cell["id"] = f"puzzles-{i}"
    path = pathlib.Path(__file__).resolve().parent.parent / "notebooks" / "puzzles.ipynb"
    nbformat.write(nb, path)
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
