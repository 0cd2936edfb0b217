"""Install a game for a subprocess without pip: a folder on PYTHONPATH holding the
game's package and a ``.dist-info`` folder with its entry point, which
``importlib.metadata`` finds there as it finds an installed distribution's. Fast, and
nothing is written into the test environment's own site-packages.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path


def add_distribution(folder: Path, name: str, games: Mapping[str, str]) -> None:
    """Write into ``folder`` the metadata of a distribution ``name`` registering
    ``games`` (game name -> ``"module:SPEC"``) in the group ``ringworld_nb.games``."""
    info = folder / f"{name}-0.1.0.dist-info"
    info.mkdir(parents=True, exist_ok=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 0.1.0\n",
                                   encoding="utf-8")
    lines = [f"{game} = {target}" for game, target in games.items()]
    (info / "entry_points.txt").write_text("[ringworld_nb.games]\n" + "\n".join(lines) + "\n",
                                           encoding="utf-8")


def environment(*folders: Path) -> dict[str, str]:
    """The environment of a subprocess that finds ``folders`` first on its path."""
    env = dict(os.environ)
    paths = [str(f) for f in folders] + [p for p in env.get("PYTHONPATH", "").split(
        os.pathsep) if p]
    env["PYTHONPATH"] = os.pathsep.join(paths)
    return env
