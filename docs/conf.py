"""Sphinx's settings for the documentation site of ringworld_nb (``make docs``).

The site is built from three sources: the pages in this folder (Markdown, read by MyST),
the notebooks (copied from the repository's ``notebooks/`` into ``docs/notebooks/`` at
each build, a folder git ignores, and rendered by myst-nb as they are stored, without
running them) and the package's docstrings
(:mod:`sphinx.ext.autodoc`, for the API reference). It builds offline: no page loads
anything from the network, and the theme's icons and fonts are its own.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the package of this checkout, not another one installed

project = "ringworld_nb"
author = "the ringworld_nb developers"
copyright = "the ringworld_nb developers"  # noqa: A001 - Sphinx's name

extensions = [
    "myst_nb",  # Markdown pages (MyST) and the notebooks
    "sphinx.ext.autodoc",
    "sphinx.ext.autosummary",
    "sphinx.ext.viewcode",
]

# ------------------------------------------------------------------ sources --
# The folder also holds the scripts that draw the rule book's pictures and write the
# rules notebook; they are no pages.
exclude_patterns = ["_build", "**.ipynb_checkpoints", "make_*.py", "rules/*.md"]

#: The notebooks shown on the site: every one but the rules notebook, which is the rule
#: book (rules.md, a page of its own) with its pictures attached.
NOTEBOOKS = sorted(p for p in (ROOT / "notebooks").glob("*.ipynb") if p.name != "rules.ipynb")
#: A notebook's link to the rules notebook, and to one of its sections (``#cell-id=``, as
#: JupyterLab finds a heading).
_RULES_LINK = re.compile(r"\]\(rules\.ipynb(?:#cell-id=([^)\s]+))?\)")


def _to_the_rule_book(match: re.Match[str]) -> str:
    return f"](../rules.md#{match[1]})" if match[1] else "](../rules.md)"


def copy_notebooks(into: Path) -> None:
    """Copy the notebooks into ``into`` (made afresh), their links to the rules notebook
    turned into links to the rule book's page."""
    shutil.rmtree(into, ignore_errors=True)
    into.mkdir()
    for path in NOTEBOOKS:
        notebook = json.loads(path.read_text(encoding="utf-8"))
        for cell in notebook["cells"]:
            if cell["cell_type"] == "markdown":
                text = "".join(cell["source"])
                cell["source"] = _RULES_LINK.sub(_to_the_rule_book, text)
        (into / path.name).write_text(json.dumps(notebook, indent=1), encoding="utf-8")


copy_notebooks(Path(__file__).resolve().parent / "notebooks")

# MyST: GitHub's anchors for headings (the rule book links to its sections as GitHub
# shows them: [1.4](#14-the-automaton-one-generation-after-every-move)).
myst_heading_anchors = 4
myst_enable_extensions = ["colon_fence", "deflist"]

# The notebooks are shown as stored (they are stored without outputs): running them
# would start the apps' kernels, and the site is about reading them.
nb_execution_mode = "off"

# ---------------------------------------------------------------- API pages --
autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_default_options = {"members": True, "show-inheritance": False}
autosummary_generate = False  # the API pages are written by hand, with autodoc
# ipywidgets' VBox brings its traitlets and widget methods; they are not ours to document
autodoc_inherit_docstrings = False

def _sections_as_rubrics(app, what, name, obj, options, lines: list[str]) -> None:
    """A docstring's own section titles (``Undo`` underlined with ``----``) read well in
    ``help()``, but a title inside an autodoc entry is an error in Sphinx: show each
    as a rubric, a heading that is no section."""
    index = 0
    while index + 1 < len(lines):
        title, rule = lines[index], lines[index + 1].strip()
        if (title.strip() and not title.startswith(" ") and len(rule) >= 3
                and set(rule) <= set("-=~^") and len(rule) >= len(title.strip()) - 1):
            lines[index:index + 2] = [f".. rubric:: {title.strip()}"]
            if index + 1 < len(lines) and lines[index + 1].strip():
                lines.insert(index + 1, "")
        index += 1


def setup(app) -> None:
    app.connect("autodoc-process-docstring", _sections_as_rubrics)


# -------------------------------------------------------------------- look --
html_theme = "pydata_sphinx_theme"
html_title = "ringworld_nb"
html_theme_options = {
    "navigation_with_keys": True,
    "show_toc_level": 2,
    "navbar_align": "left",
}
html_static_path: list[str] = []
html_show_sourcelink = False
