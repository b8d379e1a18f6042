"""Collision sounds of the dice tray, quiet or absent rather than ever in the way.

A machine may have no audio device, CI runs with ``SDL_AUDIODRIVER=dummy``, and a missing or
broken file must not stop a game: every mixer call is guarded, and without a mixer ``play`` simply
does nothing.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

import pygame

from game.audio import init_mixer_quietly
from game.tray._paths import asset

CLICKS = ("click_1.wav", "click_2.wav", "click_3.wav")
CLACKS = ("clack_1.wav", "clack_2.wav", "clack_3.wav")
HARD = 0.45
"""Strength from which a collision sounds like a knock rather than a click."""
PER_CALL = 3
"""At most this many sounds start per ``play`` call (the strongest), so a pile-up stays a rattle."""


class TraySounds:
    """Plays a click or clack for each collision strength reported by ``DiceTray``.

    ``volume`` (0..1) is the master level; each sound is scaled by its strength on top.
    """

    def __init__(self, volume: float = 0.7) -> None:
        self.volume = volume
        self._rng = random.Random()
        self._clicks: list[pygame.mixer.Sound] = []
        self._clacks: list[pygame.mixer.Sound] = []
        if not _mixer_ready():
            return
        self._clicks = _load(CLICKS)
        self._clacks = _load(CLACKS)

    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = min(1.0, max(0.0, float(value)))

    @property
    def available(self) -> bool:
        """Whether any sound could be loaded (False without a mixer)."""
        return bool(self._clicks or self._clacks)

    def play(self, events: Iterable[float]) -> None:
        """Start a sound for the strongest few of ``events`` (strengths 0..1)."""
        if not self.available or self._volume <= 0:
            return
        for strength in sorted(events, reverse=True)[:PER_CALL]:
            bank = (
                self._clacks if strength >= HARD and self._clacks else self._clicks or self._clacks
            )
            sound = self._rng.choice(bank)
            try:
                channel = sound.play()
                if channel is not None:
                    channel.set_volume(self._volume * (0.2 + 0.8 * min(1.0, max(0.0, strength))))
            except Exception:  # a sound card vanishing mid-game must not end the game
                return


def _mixer_ready() -> bool:
    """Initialise the mixer if needed; False if there is no usable audio."""
    return init_mixer_quietly()  # no device, no driver: silently False, once


def _load(names: Iterable[str]) -> list[pygame.mixer.Sound]:
    sounds = []
    for name in names:
        try:
            sounds.append(pygame.mixer.Sound(str(asset("sounds", name))))
        except (pygame.error, FileNotFoundError, OSError):
            continue
    return sounds
