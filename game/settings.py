"""Player preferences, kept between runs in ``settings.json`` in the data folder.

A settings file is small and replaceable, but it is still the player's: one that cannot be read,
or is not a set of settings at all (a list, a number), is kept aside
(``settings.damaged-<time>.json``) and the defaults are used, with a sentence for the player;
a value out of bounds (a 10000x10000 window) is replaced by its default, also with a sentence.
Failing to write preferences never stops play.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from game.colour_vision import VISIONS
from game.file_writer import writer
from game.keys import read_bindings
from game.paths import data_dir, read_path, saving_disabled
from game.storage import StorageError, keep_aside, read_json, write_json_atomic

ANIMATION_SPEEDS: dict[str, float] = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "instant": 0.0}
"""Multipliers on animation pace; ``instant`` skips animations and rolls dice in quick mode."""

MIN_WINDOW = (960, 600)
"""Smallest window the layouts are made for; the app never opens or shrinks below it."""
MAX_WINDOW = (7680, 4320)
"""Largest window a settings file may ask for (an 8K screen)."""
DEFAULT_WINDOW = (1280, 720)
LIBRARY_LIMITS = (100, 300, 1000, 3000, 10000)
"""How many finished games "Past games" may keep (the oldest go first); Settings offers these."""
DEFAULT_LIBRARY_LIMIT = 1000
UI_SCALES: tuple[int, ...] = (80, 90, 100, 110, 125, 150, 175, 200)
"""Text and interface sizes (percent of the window's own scale) Settings offers."""
SOUND_KINDS: tuple[str, ...] = ("dice", "interface", "alerts")
"""The sound groups with a volume of their own (each a share of the main volume)."""


@dataclass
class Settings:
    animation: str = "normal"
    volume: float = 0.7
    muted: bool = False
    fullscreen: bool = False
    move_hints: bool = True
    win_meter: bool = False  # each seat's chance to win, as the AI sees it, above the bar
    window_size: tuple[int, int] = DEFAULT_WINDOW
    auto_throw: bool = False  # "throw my dice for me": a human's roll goes without their throw
    auto_confirm: bool = False  # a choice the rules force is taken without a confirm click
    library_limit: int = DEFAULT_LIBRARY_LIMIT  # finished games kept in "Past games"
    vision: str = "normal"  # colour palette: normal or one chosen for a colour-blind vision
    ui_scale: int = 100  # text and interface size, percent, on top of the window's scale
    reduced_motion: bool = False  # dice settle at once, no shakes or slides
    dice_volume: float = 1.0
    interface_volume: float = 1.0
    alerts_volume: float = 1.0
    tutor: bool = False  # warn before a person's mistake is played (game.analysis.tutor)
    keys: dict[str, str] = field(default_factory=dict)
    """The player's own keys (Settings → Keys), only those not the default (``game.keys``)."""

    @property
    def speed(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation, 1.0)

    @property
    def instant(self) -> bool:
        return self.animation == "instant"

    @property
    def effective_volume(self) -> float:
        return 0.0 if self.muted else self.volume

    def volume_of(self, kind: str) -> float:
        """The level of one sound group (``SOUND_KINDS``): its share of the main volume."""
        share = getattr(self, f"{kind}_volume", 1.0) if kind in SOUND_KINDS else 1.0
        return self.effective_volume * share

    @property
    def calm(self) -> bool:
        """No rolling, shaking or sliding: reduced motion, or the instant animation pace."""
        return self.reduced_motion or self.instant

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return data

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Take every valid known key; ignore the rest, so an odd file never stops the app."""
        return read_settings(data)[0]


def read_settings(data: Any) -> tuple[Settings, list[str]]:
    """Settings from decoded JSON, and a sentence for each value that was refused."""
    result = Settings()
    notes: list[str] = []
    if not isinstance(data, dict):
        return result, ["The settings file is not a list of settings; the defaults are used."]
    for f in fields(Settings):
        if f.name not in data:
            continue
        value = data[f.name]
        if f.name == "animation" and isinstance(value, str) and value in ANIMATION_SPEEDS:
            result.animation = value
        elif (f.name == "volume" or f.name.removesuffix("_volume") in SOUND_KINDS) and \
                _is_number(value) and 0 <= value <= 1:
            setattr(result, f.name, float(value))
        elif f.name == "vision" and isinstance(value, str) and value in VISIONS:
            result.vision = value
        elif f.name == "ui_scale" and type(value) is int and value in UI_SCALES:
            result.ui_scale = value
        elif f.name in ("muted", "fullscreen", "move_hints", "auto_throw",
                        "auto_confirm", "win_meter", "reduced_motion", "tutor") and \
                isinstance(value, bool):
            setattr(result, f.name, value)
        elif f.name == "library_limit" and type(value) is int and value in LIBRARY_LIMITS:
            result.library_limit = value
        elif f.name == "window_size" and _is_size(value):
            result.window_size = (int(value[0]), int(value[1]))
        elif f.name == "keys":
            result.keys, dropped = read_bindings(value)
            if dropped:
                notes.append("Some saved keys were not usable (" + ", ".join(dropped[:4])
                             + "); their defaults are used.")
        else:
            shown = "the window size" if f.name == "window_size" else f"'{f.name}'"
            notes.append(f"The saved value for {shown} was not usable; the default is used.")
    return result, notes


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _is_size(value: Any) -> bool:
    return (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        and MIN_WINDOW[0] <= value[0] <= MAX_WINDOW[0]
        and MIN_WINDOW[1] <= value[1] <= MAX_WINDOW[1]
    )


def settings_path() -> Path:
    return data_dir() / "settings.json"


def load_settings_with_notice() -> tuple[Settings, str]:
    """The saved settings and one sentence about anything that was wrong (empty if nothing)."""
    writer.settle()
    path = settings_path()
    source = read_path(path)
    if not (source.exists() or source.is_symlink()):
        return Settings(), ""
    try:
        data = read_json(source)
        if not isinstance(data, dict):
            raise StorageError(f"{path.name} is not a set of settings.")
    except StorageError as error:
        aside = keep_aside(path) if not saving_disabled() and source == path else None
        kept = f" It was kept as {aside.name}." if aside else ""
        return Settings(), f"{error} The default settings are used.{kept}"
    settings, notes = read_settings(data)
    return settings, " ".join(notes[:2])


def load_settings() -> Settings:
    return load_settings_with_notice()[0]


def save_settings(settings: Settings) -> None:
    """Keep ``settings`` (on ``storage.writer``'s thread while the app runs: never in a frame)."""
    if saving_disabled():
        return
    path, data = settings_path(), settings.to_dict()

    def write() -> None:
        try:
            write_json_atomic(path, data)
        except StorageError:
            pass  # preferences are a convenience; failing to keep them must never stop play

    writer.submit(path, write)
