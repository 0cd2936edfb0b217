"""The user's data folder: where the package keeps what a player makes and should find
again - unfinished games (:mod:`ringworld_nb.ui.autosave`), the stars of the levels and
the puzzle ratings (:mod:`ringworld_nb.learn.progress`) - never the folder a notebook
happens to run in.

The folder is ``platformdirs.user_data_dir("ringworld_nb")`` (for instance
``~/.local/share/ringworld_nb`` on Linux); the environment variable ``RINGWORLD_NB_DATA``
names another (the tests, a shared machine, a course that hands out one folder a
student). Nothing is created here: the code that writes a file makes the folder.

>>> import os
>>> from unittest import mock
>>> with mock.patch.dict(os.environ, {DATA_ENV: "/tmp/somewhere"}):
...     print(data_folder())
/tmp/somewhere
"""

from __future__ import annotations

import os
import pathlib

__all__ = ["DATA_ENV", "data_folder"]

#: The environment variable that names the data folder (tests, a shared machine).
DATA_ENV = "RINGWORLD_NB_DATA"


def data_folder() -> pathlib.Path:
    """The user's data folder of the package (``RINGWORLD_NB_DATA`` when set)."""
    given = os.environ.get(DATA_ENV)
    if given:
        return pathlib.Path(given)
    import platformdirs

    return pathlib.Path(platformdirs.user_data_dir("ringworld_nb"))
