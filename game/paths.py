"""Where things live: bundled assets (source tree or PyInstaller bundle) and the player's data."""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_DIR_NAME = "dice-pandemonium"


def asset_root() -> Path:
    """The ``assets/`` folder, from a source checkout or from inside the frozen executable."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "assets"
    return Path(__file__).resolve().parents[1] / "assets"


def asset(*parts: str) -> Path:
    return asset_root().joinpath(*parts)


def data_dir() -> Path:
    """The player's own folder for settings, saves and daemons (created on demand).

    ``DICE_PANDEMONIUM_HOME`` overrides it, which the tests use to stay out of the real one.
    """
    override = os.environ.get("DICE_PANDEMONIUM_HOME")
    if override:
        root = Path(override)
    elif sys.platform == "win32":
        root = Path(os.environ.get("APPDATA", Path.home())) / APP_DIR_NAME
    elif sys.platform == "darwin":
        root = Path.home() / "Library" / "Application Support" / APP_DIR_NAME
    else:
        base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
        root = Path(base) / APP_DIR_NAME
    root.mkdir(parents=True, exist_ok=True)
    return root


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path
