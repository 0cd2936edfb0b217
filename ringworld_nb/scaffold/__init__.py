"""The scaffold of a new game: ``python -m ringworld_nb new-game NAME [FOLDER]``.

It writes a package of a game of its own, a game from the first minute, to change into
yours (as ``django-admin startapp`` writes an app)::

    FOLDER/                      (default: ./NAME)
        pyproject.toml           the entry point: NAME = "NAME.spec:SPEC"
        README.md
        NAME/
            __init__.py
            game.py              the rules on the game protocol (three in a row)
            draw.py              the picture, its marks, the text twin
            input.py             clicks to moves
            app.py               the app, on ringworld_nb.ui.GameApp
            spec.py              the game's entry in the registry
            words.py             the rule words
            levels.py            one level
        tests/test_NAME.py       the conformance kit, the registry, the app by clicks

Then ``pip install -e FOLDER`` registers it: ``ringworld_nb.core.registry.names()``
lists it, ``python -m ringworld_nb.testing NAME`` checks it, its app plays.

NAME is the game's name in the registry and records, and the Python package's: a
lower-case word (letters, digits, ``_``) that no installed game and no importable module
has already. The titles and class names are made from it (``tic_tac`` -> "Tic tac",
``TicTac``).
"""

from __future__ import annotations

import importlib.util
import keyword
from importlib.resources import files
from pathlib import Path
from string import Template

from ..core.errors import ArgumentError
from ..core.registry import names

__all__ = ["new_game", "class_name", "title_of", "check_name"]

#: The files written, template -> where (``NAME`` is replaced by the game's name).
FILES = {
    "pyproject.toml.tmpl": "pyproject.toml",
    "README.md.tmpl": "README.md",
    "__init__.py.tmpl": "NAME/__init__.py",
    "game.py.tmpl": "NAME/game.py",
    "draw.py.tmpl": "NAME/draw.py",
    "input.py.tmpl": "NAME/input.py",
    "app.py.tmpl": "NAME/app.py",
    "spec.py.tmpl": "NAME/spec.py",
    "words.py.tmpl": "NAME/words.py",
    "levels.py.tmpl": "NAME/levels.py",
    "test_game.py.tmpl": "tests/test_NAME.py",
}


def class_name(name: str) -> str:
    """The class name made from a game's name.

    >>> class_name("tic_tac"), class_name("hex5")
    ('TicTac', 'Hex5')
    """
    return "".join(part[:1].upper() + part[1:] for part in name.split("_") if part)


def title_of(name: str) -> str:
    """The title made from a game's name.

    >>> title_of("tic_tac")
    'Tic tac'
    """
    words = " ".join(part for part in name.split("_") if part)
    return words[:1].upper() + words[1:]


def check_name(name: object) -> str:
    """``name`` if a new game may be called so; ArgumentError saying why not: not a
    lower-case word, the name of an installed game, or of a module Python imports."""
    if not isinstance(name, str) or not name.isidentifier() or name != name.lower() \
            or not name.isascii() or keyword.iskeyword(name) or not name.strip("_"):
        raise ArgumentError(f"a game's name is a lower-case word of letters, digits and _, "
                            f"not starting with a digit (it names its Python package too), "
                            f"got {name!r}")
    if name in names():
        raise ArgumentError(f"a game called {name!r} is installed already")
    found = importlib.util.find_spec(name)
    if found is not None and found.origin not in (None, "namespace"):  # (a bare folder:
        raise ArgumentError(f"{name!r} is the name of a Python module already: choose "  # ok)
                            "another name for the game")
    return name


def new_game(name: str, folder: str | Path | None = None) -> Path:
    """Write the package of a new game called ``name`` into ``folder`` (default: a new
    folder ``name`` in the working folder) and return the folder.

    ArgumentError, and nothing written, when the name cannot be a new game's or the
    folder holds files already."""
    target = Path(folder) if folder is not None else Path(str(name))
    if target.exists() and (not target.is_dir() or any(target.iterdir())):
        raise ArgumentError(f"{str(target)!r} exists and is not an empty folder: the "
                            "scaffold writes into a new or empty folder only")
    check_name(name)
    words = {"name": name, "Class": class_name(name), "title": title_of(name)}
    templates = files(__name__).joinpath("templates")
    for template, place in FILES.items():
        text = Template(templates.joinpath(template).read_text(encoding="utf-8"))
        path = target / place.replace("NAME", name)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text.substitute(words), encoding="utf-8")
    return target
