"""Where things live: bundled assets (source tree or PyInstaller bundle) and the player's data.

The data folder is resolved once per location: if it cannot be used (it is a file, or nothing
can be written there) the app still starts, uses a fallback folder in the system's temporary
space, and ``data_problem()`` holds one sentence saying so, shown once by the main menu. If even
that fails, ``saving_disabled()`` is set and the app plays without saving.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from dataclasses import dataclass
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


def preferred_data_dir() -> Path:
    """The player's own folder for settings, saves and daemons, before any checks.

    ``DICE_PANDEMONIUM_HOME`` overrides it, which the tests use to stay out of the real one.
    """
    override = os.environ.get("DICE_PANDEMONIUM_HOME")
    if override:
        return Path(override)
    if sys.platform == "win32":
        return Path(os.environ.get("APPDATA", Path.home())) / APP_DIR_NAME
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / APP_DIR_NAME
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / APP_DIR_NAME


@dataclass(frozen=True)
class DataFolder:
    path: Path
    problem: str = ""
    writable: bool = True


_resolved: dict[Path, DataFolder] = {}


def _usable(folder: Path) -> str:
    """Empty when ``folder`` exists (or was made) and a file can be written in it; else why not."""
    try:
        if folder.exists() and not folder.is_dir():
            return "is a file, not a folder"
        folder.mkdir(parents=True, exist_ok=True)
        probe = folder / f".write-test-{os.getpid()}"
        with open(probe, "wb") as handle:
            handle.write(b"ok")
        probe.unlink()
    except OSError as error:
        return f"cannot be written ({error.strerror or error})"
    return ""


def data_folder() -> DataFolder:
    preferred = preferred_data_dir()
    known = _resolved.get(preferred)
    if known is not None:
        return known
    problem = _usable(preferred)
    if not problem:
        folder = DataFolder(preferred)
    else:
        fallback = Path(tempfile.gettempdir()) / f"{APP_DIR_NAME}-fallback-{_user_tag()}"
        if not _usable(fallback):
            folder = DataFolder(fallback, f"Your data folder {preferred} {problem}; this session "
                                          f"keeps its files in {fallback} instead.")
        else:
            folder = DataFolder(preferred, f"Your data folder {preferred} {problem}; games "
                                           "will not be saved this session.", writable=False)
    _resolved[preferred] = folder
    return folder


def _user_tag() -> str:
    getuid = getattr(os, "getuid", None)
    return str(getuid()) if getuid else os.environ.get("USERNAME", "user")


def data_dir() -> Path:
    """The folder for settings, saves, daemons and the log (see the module docstring)."""
    return data_folder().path


def data_problem() -> str:
    """A sentence about the data folder to show once, or empty when all is well."""
    return data_folder().problem


def saving_disabled() -> bool:
    return not data_folder().writable


def forget_data_folder() -> None:
    """Resolve the data folder again on next use (tests that break or mend it)."""
    _resolved.clear()


def saves_dir() -> Path:
    """``<data>/saves``; a file squatting that name is kept aside so the folder can be made."""
    path = data_dir() / "saves"
    if saving_disabled():
        return path
    try:
        if (path.exists() or path.is_symlink()) and not path.is_dir():
            path.rename(path.with_name(f"saves.damaged-{time.strftime('%Y-%m-%d_%H-%M-%S')}"))
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # writes into it fail with a message; reads find nothing
    return path
