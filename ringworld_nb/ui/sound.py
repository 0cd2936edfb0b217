"""Sounds of the apps and the levels: a move, a capture, success and failure.

Off by default; each app and level has a **Sound** toggle. A sound plays only after the
person's own click (browsers refuse sound a page starts by itself): the apps play one
after a move, a capture (a ring that dies, a hex taken, a piece taken), the end of a
game (success when a person won, failure when they lost) and a level's verdict.

The four sounds are made here from plain tones - no recording, no download - and kept
as small WAV files in the package (``ringworld_nb/ui/sounds/``);
``python -m ringworld_nb.ui.sound`` writes them again, byte for byte the same.

>>> len(SOUNDS), sorted(SOUNDS)
(4, ['capture', 'failure', 'move', 'success'])
>>> wav("move")[:4]
b'RIFF'
"""

from __future__ import annotations

import io
import sys
import wave
from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import Any

import ipywidgets as w
import numpy as np

__all__ = ["SOUNDS", "SoundPlayer", "synthesize", "wav"]

RATE = 22050

#: Each sound: its notes, as (frequency in Hz, seconds, loudness 0..1).
SOUNDS: dict[str, tuple[tuple[float, float, float], ...]] = {
    "move": ((880.0, 0.05, 0.35),),
    "capture": ((660.0, 0.07, 0.45), (440.0, 0.11, 0.45)),
    "success": ((523.25, 0.09, 0.4), (659.25, 0.09, 0.4), (783.99, 0.2, 0.45)),
    "failure": ((233.08, 0.12, 0.45), (196.0, 0.22, 0.45)),
}


def synthesize(name: str) -> np.ndarray:
    """The samples of sound ``name``: soft sine notes, each fading out."""
    notes = SOUNDS[name]
    parts = []
    for frequency, seconds, loudness in notes:
        t = np.arange(int(RATE * seconds)) / RATE
        envelope = np.minimum(1.0, t / 0.005) * np.exp(-t / (seconds / 3.0))
        tone = np.sin(2 * np.pi * frequency * t) + 0.25 * np.sin(4 * np.pi * frequency * t)
        parts.append(loudness * envelope * tone / 1.25)
    return np.concatenate(parts)


def wav_bytes(samples: np.ndarray) -> bytes:
    """16-bit mono WAV of ``samples`` (-1..1)."""
    pcm = (np.clip(samples, -1.0, 1.0) * 32767).astype("<i2")
    with io.BytesIO() as out:
        with wave.open(out, "wb") as f:
            f.setnchannels(1)
            f.setsampwidth(2)
            f.setframerate(RATE)
            f.writeframes(pcm.tobytes())
        return out.getvalue()


def wav(name: str) -> bytes:
    """The WAV file of sound ``name``, as shipped with the package."""
    if name not in SOUNDS:
        raise ValueError(f"there is no sound {name!r}: the sounds are "
                         f"{', '.join(sorted(SOUNDS))}")
    return (resources.files("ringworld_nb.ui") / "sounds" / f"{name}.wav").read_bytes()


def write_sounds(folder: Path) -> list[Path]:
    """Write every sound's WAV file into ``folder``; returns the paths."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for name in sorted(SOUNDS):
        path = folder / f"{name}.wav"
        path.write_bytes(wav_bytes(synthesize(name)))
        paths.append(path)
    return paths


class SoundPlayer:
    """The Sound toggle and the hidden player of an app or a level.

    :meth:`play` does nothing while the toggle is off. Each sound is a fresh ``Audio``
    widget that plays once as it appears (``autoplay``, never ``loop``), so the same
    sound can follow itself.
    """

    def __init__(self) -> None:
        self.toggle = w.ToggleButton(value=False, description="Sound", icon="volume-up",
                                     tooltip="Sounds for a move, a capture, success and "
                                             "failure (off by default)",
                                     layout=w.Layout(width="auto"))
        self.box = w.Box(layout=w.Layout(width="0px", height="0px", overflow="hidden"))
        self.played: list[str] = []

    @property
    def on(self) -> bool:
        return bool(self.toggle.value)

    @staticmethod
    def after_move(game: Any, people: Sequence[Any], captured: bool) -> str:
        """The sound after a move of ``game``: success or failure when it ended the game
        (for the ``people`` at the screen: any of them among the winners is a success),
        a capture, or a move."""
        if game.is_over:
            winners = game.outcome.winners if game.outcome is not None else ()
            lost = bool(people) and not any(p in winners for p in people)
            return "failure" if lost else "success"
        return "capture" if captured else "move"

    def play(self, name: str) -> None:
        """Play sound ``name`` (when the toggle is on)."""
        if not self.on:
            return
        self.played.append(name)
        self.box.children = (w.Audio(value=wav(name), format="wav", autoplay=True,
                                     loop=False, controls=False),)


if __name__ == "__main__":  # python -m ringworld_nb.ui.sound
    for written in write_sounds(Path(__file__).with_name("sounds")):
        print(f"wrote {written}")
    sys.exit(0)
