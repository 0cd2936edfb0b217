"""Write ``notebooks/rules.ipynb``: the rule book (``docs/rules.md``) as a notebook.

The notebooks link to the rule book; under ``make lab`` (which serves ``notebooks/``),
in Voila and on Binder a link out of ``notebooks/`` cannot be followed, so the book is
also kept as a notebook there: the same text, one cell per section, its pictures carried
inside the notebook (cell attachments).

Links that jump:

* within the book, an anchor before every heading carries the name GitHub gives the
  heading (``#13-a-move``), so that the book's contents jump as they do on GitHub;
* from another notebook, a link names the section's *cell*: every section's cell has
  that name as its id, and the notebooks link to ``rules.ipynb#cell-id=13-a-move``.
  JupyterLab finds such a cell at once, where a plain ``rules.ipynb#13-a-move`` opened
  from another notebook is looked up before the book's cells are drawn and does not
  jump; nbconvert's and Voila's pages give every cell the element id
  ``cell-id=<id>``, so the same link jumps there too.

The book's rules are played too: every section that has levels
(:func:`ringworld_nb.learn.levels`) ends with a "Now you try" line naming them, and each
game's chapter ends with one live level player of that game (three apps in the whole
book, not one per level: the player's **Levels** tab lists every level). The
rules notebooks of each game embed the levels one by one after their rules.

Run it after changing ``docs/rules.md``, its pictures or the levels
(``tests/test_rules_notebook.py`` checks that the notebook is up to date)::

    python docs/make_rules_notebook.py
"""

from __future__ import annotations

import base64
import re
import sys
from pathlib import Path

import nbformat

from ringworld_nb.learn import levels

DOCS = Path(__file__).resolve().parent
SOURCE = DOCS / "rules.md"
TARGET = DOCS.parent / "notebooks" / "rules.ipynb"

_IMAGE = re.compile(r"!\[([^\]]*)\]\(rules/([^)\s]+\.png)\)")
_HEADING = re.compile(r"^(#{1,3}) (.+)$")
_SECTION = re.compile(r"^(\d)\.(\d) ")
#: The games of the book's chapters 1, 2, 3, as :func:`ringworld_nb.learn.levels` names
#: them, with their names in words.
GAMES = {"1": ("ringworld", "The Ring World"), "2": ("dice", "Dice of Doom"),
         "3": ("renaissance", "Renaissance")}


def slug(heading: str) -> str:
    """The anchor name GitHub gives a heading: ``"1.3 A move"`` -> ``"13-a-move"``."""
    text = heading.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def sections(markdown: str) -> list[str]:
    """The book cut before every heading of level 1 to 3."""
    parts: list[list[str]] = [[]]
    for line in markdown.splitlines():
        if _HEADING.match(line) and any(s.strip() for s in parts[-1]):
            parts.append([])
        parts[-1].append(line)
    return ["\n".join(p).strip("\n") for p in parts if any(s.strip() for s in p)]


def heading_of(text: str) -> str | None:
    """The heading a section starts with (without its #), or None."""
    heading = _HEADING.match(text.partition("\n")[0])
    return heading.group(2) if heading else None


def section_levels(heading: str | None) -> tuple[str, list]:
    """``(game, levels)`` of the section whose heading is ``heading`` ("1.3 A move"):
    the game of its chapter and the levels that teach it, in the order they are played
    (``("", [])`` for a heading that is not a numbered section)."""
    found = _SECTION.match(heading or "")
    if not found:
        return "", []
    game = GAMES[found.group(1)][0]
    number = f"{found.group(1)}.{found.group(2)}"
    return game, [lv for lv in levels(game) if lv.section == number]


def now_you_try(heading: str | None) -> str:
    """The line that ends a section with levels: their names, and where to play them."""
    _game, taught = section_levels(heading)
    if not taught:
        return ""
    names = ", ".join(f"*{lv.name}*" for lv in taught)
    which = "the level" if len(taught) == 1 else "the levels"
    return (f"**Now you try** {which} of this section: {names} - on a live board at the "
            "end of this chapter (or all in order in [learn.ipynb](learn.ipynb)).")


def cell_of(text: str) -> nbformat.NotebookNode:
    """A markdown cell of one section: an anchor before its heading, its pictures
    attached, its levels named at its end."""
    attachments: dict[str, dict[str, str]] = {}

    def attach(match: re.Match[str]) -> str:
        name = match.group(2)
        data = (DOCS / "rules" / name).read_bytes()
        attachments[name] = {"image/png": base64.b64encode(data).decode("ascii")}
        return f"![{match.group(1)}](attachment:{name})"

    heading = heading_of(text)
    text = _IMAGE.sub(attach, text)
    first, _, rest = text.partition("\n")
    if heading:
        text = f'<a id="{slug(heading)}"></a>\n\n{first}\n{rest}'.rstrip("\n")
    line = now_you_try(heading)
    if line:
        text = f"{text}\n\n{line}"
    cell = nbformat.v4.new_markdown_cell(text)
    if attachments:
        cell["attachments"] = attachments
    cell["id"] = slug(heading) if heading else "rules-intro"
    return cell


def chapter_end(number: str) -> list[nbformat.NotebookNode]:
    """The cells that end chapter ``number`` ("1"): every level of its game, live."""
    game, name = GAMES[number]
    words = nbformat.v4.new_markdown_cell(
        f"**Now you try: every level of {name}**, one rule after the other - the goal "
        "is above the board, a wrong move is refused with its rule, and the **Levels** "
        "tab lists them all with your stars. (Run the cell: the player starts at the "
        "first level not yet done.)")
    words["id"] = f"levels-{game}"
    play = nbformat.v4.new_code_cell(
        f'%matplotlib widget\nfrom ringworld_nb import LevelPlayer\n\nLevelPlayer("{game}")')
    play["id"] = f"levels-{game}-app"
    return [words, play]


def intro() -> nbformat.NotebookNode:
    return nbformat.v4.new_markdown_cell(
        "*This notebook is `docs/rules.md`, the project's rule book, with its pictures: "
        "written by `docs/make_rules_notebook.py`, do not edit it by hand. Each game's "
        "chapter ends with its levels, to play on a live board.*")


def build() -> nbformat.NotebookNode:
    """The notebook, made fresh from the book (deterministic: same book, same bytes)."""
    nb = nbformat.v4.new_notebook()
    cells = [intro()]
    chapter = None
    for section in sections(SOURCE.read_text(encoding="utf-8")):
        heading = heading_of(section) or ""
        found = re.match(r"(\d)\. ", heading)
        rule = ""
        if found and chapter is not None:
            # the line that closes a chapter comes after its levels
            last = cells[-1]
            if last.source.endswith("\n---"):
                last.source, rule = last.source[:-len("\n---")].rstrip("\n"), "---\n\n"
            cells += chapter_end(chapter)
        if found:
            chapter = found.group(1)
        cell = cell_of(section)
        cell.source = rule + cell.source
        cells.append(cell)
    if chapter is not None:
        cells += chapter_end(chapter)
    nb.cells = cells
    ids = [cell["id"] for cell in nb.cells]
    if len(set(ids)) != len(ids):
        raise ValueError(f"two sections of the book have one name: {ids}")
    cells[0]["id"] = "rules-intro"
    nb.metadata = {"kernelspec": {"display_name": "Python 3", "language": "python",
                                  "name": "python3"},
                   "language_info": {"name": "python"}}
    return nb


def text() -> str:
    return nbformat.writes(build()) + "\n"


def main() -> int:
    TARGET.write_text(text(), encoding="utf-8")
    print(f"wrote {TARGET.relative_to(DOCS.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
