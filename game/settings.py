"""Player preferences, kept between runs in ``settings.json`` in the data folder."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from game.paths import data_dir
from game.storage import StorageError, read_json, write_json_atomic

ANIMATION_SPEEDS: dict[str, float] = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "instant": 0.0}
"""Multipliers on animation pace; ``instant`` skips animations and rolls dice in quick mode."""


@dataclass
class Settings:
    animation: str = "normal"
    volume: float = 0.7
    muted: bool = False
    fullscreen: bool = False
    move_hints: bool = True
    window_size: tuple[int, int] = (1280, 720)
    auto_throw: bool = False  # "throw my dice for me": a human's roll goes without their throw

    @property
    def speed(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation, 1.0)

    @property
    def instant(self) -> bool:
        return self.animation == "instant"

    @property
    def effective_volume(self) -> float:
        return 0.0 if self.muted else self.volume

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return data

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Take every valid known key; ignore the rest, so an odd file never stops the app."""
        result = cls()
        if not isinstance(data, dict):
            return result
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            if f.name == "animation" and value in ANIMATION_SPEEDS:
                result.animation = value
            elif f.name == "volume" and isinstance(value, (int, float)) and 0 <= value <= 1:
                result.volume = float(value)
            elif f.name in ("muted", "fullscreen", "move_hints", "auto_throw") and \
                    isinstance(value, bool):
                setattr(result, f.name, value)
            elif f.name == "window_size" and _is_size(value):
                result.window_size = (int(value[0]), int(value[1]))
        return result


def _is_size(value: Any) -> bool:
    return (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) and 320 <= v <= 10000 for v in value)
    )


def settings_path() -> Path:
    return data_dir() / "settings.json"


def load_settings() -> Settings:
    path = settings_path()
    if not path.exists():
        return Settings()
    try:
        return Settings.from_dict(read_json(path))
    except StorageError:
        return Settings()


def save_settings(settings: Settings) -> None:
    try:
        write_json_atomic(settings_path(), settings.to_dict())
    except StorageError:
        pass  # preferences are a convenience; failing to keep them must never stop play
