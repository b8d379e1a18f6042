"""Sound cues of the game (your turn, how a game ended, a button's tick).

A cue is never the only way to learn something (a player may have the sound off or not hear
it): each is played where the screen already shows the same news, and ``Cue.shown_by`` says
where, so a new cue is added beside its picture, not instead of one. Each cue belongs to a sound
group of Settings (``game.settings.SOUND_KINDS``) and plays at that group's volume. Like the
dice sounds, every mixer call is guarded: no device, no sound, no error.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from engine.core import Outcome
from game.audio import init_mixer_quietly
from game.settings import Settings
from game.tray._paths import asset


@dataclass(frozen=True)
class Cue:
    file: str
    group: str  # a Settings sound group: "interface" or "alerts"
    shown_by: str  # what shows the same news on screen


CUES: dict[str, Cue] = {
    "turn": Cue("turn.wav", "alerts", "the board's \"<name>'s turn\" notice"),
    "won": Cue("won.wav", "alerts", "the game-over screen"),
    "lost": Cue("lost.wav", "alerts", "the game-over screen"),
    "draw": Cue("draw.wav", "alerts", "the game-over screen"),
    "result": Cue("result.wav", "alerts", "the board's outcome card (what a roll did)"),
    "tick": Cue("tick.wav", "interface", "the button pressed"),
}


class CuePlayer:
    """Plays cues at their group's level in ``settings`` (silent until the app gives them)."""

    def __init__(self) -> None:
        self.settings: Settings | None = None
        self._sounds: dict[str, pygame.mixer.Sound] | None = None
        self._to_load: list[str] = []
        self.played: list[str] = []
        """Every cue asked for (heard or not), newest last, a few kept: what a test checks."""

    def forget(self) -> None:
        """Drop the loaded sounds: they belong to the mixer they were loaded into, and playing
        one after that mixer was shut down (``pygame.quit``, a new app in the same process)
        crashes inside SDL. Loaded again, on spare frames, from the next mixer."""
        self._sounds = None
        self._to_load = []

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        """Cue ``name``'s sound, loaded now if no spare frame has loaded it yet."""
        if self._sounds is None:
            self.load_ahead()  # opens the mixer and lists the cues to load
        if self._sounds is not None and name in self._to_load:
            self._to_load.remove(name)
            self._to_load.insert(0, name)
            self.load_ahead()
        return (self._sounds or {}).get(name)

    def load_ahead(self) -> bool:
        """Load one cue's sound not loaded yet; False once none is left. Why: the first cue
        of a run loaded every sound file on the frame it played, a stall of several ms; a
        board calls this on frames with time to spare."""
        if self._sounds is not None and not self._to_load:
            return False  # all loaded (asked on every quiet frame: no volumes read for it)
        if self.settings is None or all(self.settings.volume_of(cue.group) <= 0
                                        for cue in CUES.values()):
            return False  # silent: no sound device is opened for nothing
        if self._sounds is None:
            self._sounds = {}
            self._to_load = list(CUES) if init_mixer_quietly() else []
            return bool(self._to_load)
        if not self._to_load:
            return False
        name = self._to_load.pop(0)
        try:
            self._sounds[name] = pygame.mixer.Sound(str(asset("sounds", CUES[name].file)))
        except (pygame.error, FileNotFoundError, OSError):
            pass
        return bool(self._to_load)

    def play(self, name: str) -> None:
        """Start cue ``name`` unless its group is silent (or there is no sound at all)."""
        self.played = [*self.played[-15:], name]
        level = self.settings.volume_of(CUES[name].group) if self.settings is not None else 0.0
        if level <= 0:
            return
        sound = self._sound(name)
        try:
            channel = sound.play() if sound is not None else None
            if channel is not None:
                channel.set_volume(level)
        except Exception:  # a sound card vanishing mid-game must not end the game
            pass


player = CuePlayer()
"""The app's one cue player (buttons reach it without a context)."""


def listen_to(settings: Settings) -> None:
    """Play at the volumes of ``settings`` from now on (read at each cue: a slider's change
    is heard at once)."""
    player.settings = settings


def end_cue(outcome: Outcome, humans: Sequence[int]) -> str | None:
    """The cue for how a game ended, as the people at the screen see it (one of them among the
    winners: won); none for a game of AIs alone."""
    if not humans:
        return None
    if outcome.is_draw:
        return "draw"
    return "won" if any(seat in outcome.winners for seat in humans) else "lost"
