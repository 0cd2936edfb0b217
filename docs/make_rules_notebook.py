"""Write ``notebooks/rules.ipynb``: the rule book (``docs/rules.md``) as a notebook.

The notebooks link to the rule book; under ``make lab`` (which serves ``notebooks/``),
in Voila and on Binder a link out of ``notebooks/`` cannot be followed, so the book is
also kept as a notebook there: the same text, one cell per section, its pictures carried
inside the notebook (cell attachments), and an anchor before every heading with the
name the links use (``rules.ipynb#13-a-move``), so that every link jumps.

Run it after changing ``docs/rules.md`` or its pictures (``tests/test_rules_notebook.py``
checks that the notebook is up to date)::

    python docs/make_rules_notebook.py
"""

from __future__ import annotations

import base64
import re
import sys
from pathlib import Path

import nbformat

DOCS = Path(__file__).resolve().parent
SOURCE = DOCS / "rules.md"
TARGET = DOCS.parent / "notebooks" / "rules.ipynb"

_IMAGE = re.compile(r"!\[([^\]]*)\]\(rules/([^)\s]+\.png)\)")
_HEADING = re.compile(r"^(#{1,3}) (.+)$")


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


def cell_of(text: str) -> nbformat.NotebookNode:
    """A markdown cell of one section: an anchor before its heading, its pictures
    attached."""
    attachments: dict[str, dict[str, str]] = {}

    def attach(match: re.Match[str]) -> str:
        name = match.group(2)
        data = (DOCS / "rules" / name).read_bytes()
        attachments[name] = {"image/png": base64.b64encode(data).decode("ascii")}
        return f"![{match.group(1)}](attachment:{name})"

    text = _IMAGE.sub(attach, text)
    first, _, rest = text.partition("\n")
    heading = _HEADING.match(first)
    if heading:
        text = f'<a id="{slug(heading.group(2))}"></a>\n\n{first}\n{rest}'.rstrip("\n")
    cell = nbformat.v4.new_markdown_cell(text)
    if attachments:
        cell["attachments"] = attachments
    return cell


def intro() -> nbformat.NotebookNode:
    return nbformat.v4.new_markdown_cell(
        "*This notebook is `docs/rules.md`, the project's rule book, with its pictures: "
        "written by `docs/make_rules_notebook.py`, do not edit it by hand.*")


def build() -> nbformat.NotebookNode:
    """The notebook, made fresh from the book (deterministic: same book, same bytes)."""
    nb = nbformat.v4.new_notebook()
    nb.cells = [intro()] + [cell_of(s) for s in sections(SOURCE.read_text(encoding="utf-8"))]
    for number, cell in enumerate(nb.cells):
        cell["id"] = f"rules-{number:02d}"
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
