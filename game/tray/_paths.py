"""Where the bundled assets are, from a source checkout or from a PyInstaller build."""

from __future__ import annotations

import sys
from pathlib import Path


def assets_dir() -> Path:
    """The ``assets`` folder: beside the packages in a checkout, in ``sys._MEIPASS`` when frozen
    (PyInstaller unpacks data there, and ``__file__`` no longer points into the source tree)."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and frozen_root:
        return Path(frozen_root) / "assets"
    return Path(__file__).resolve().parents[2] / "assets"


def asset(*parts: str) -> Path:
    """Path of one asset, e.g. ``asset("sounds", "click_1.wav")``."""
    return assets_dir().joinpath(*parts)
