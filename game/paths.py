"""Where things live: bundled assets (source tree or PyInstaller bundle) and the player's data.

The data folder is resolved once per location. Two folders matter:

* the player's folder (``home_dir()``), which is always *read*: saves, Resume, daemons, the
  monster book and statistics are shown from it even when it cannot be written;
* the folder the app *writes* to (``data_dir()``): the player's folder when it can be written,
  otherwise a private folder made fresh for this session (``tempfile.mkdtemp``: a new name,
  mode 0700, never one that already exists, so nobody can plant it in advance). Reads look there
  first (``read_path``), so what this session saved is seen again.

``data_problem()`` holds one sentence about it, shown once by the main menu. If no folder can be
written at all, ``saving_disabled()`` is set and the app plays without saving.

At each start the temporary files of writes that were interrupted (a kill, a power cut) are
removed from the write folder (``sweep_temporaries``), so interrupted writes leave no litter.
"""

from __future__ import annotations

import os
import re
import stat
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

APP_DIR_NAME = "dice-pandemonium"
SAVES = "saves"
THUMBS = ".thumbs"
"""The saves folder's cache of board pictures (``game.save_index``)."""


def asset_root() -> Path:
    """The ``assets/`` folder, from a source checkout or from inside the frozen executable."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "assets"
    return _SOURCE_ASSETS


_SOURCE_ASSETS = Path(__file__).resolve().parents[1] / "assets"
"""Resolved once: resolving walks the folders with a system call each, and every font or
picture loaded mid-game asks for its path."""


def asset(*parts: str) -> Path:
    return asset_root().joinpath(*parts)


def preferred_data_dir() -> Path:
    """The player's own folder for settings, saves and daemons, before any checks.

    ``DICE_PANDEMONIUM_HOME`` overrides it, which the tests use to stay out of the real one.
    """
    environ = os.environ
    asked = (environ.get("DICE_PANDEMONIUM_HOME"), environ.get("APPDATA"),
             environ.get("XDG_DATA_HOME"), environ.get("HOME"), environ.get("USERPROFILE"))
    known = _preferred.get(asked)
    if known is None:
        if len(_preferred) > 8:
            _preferred.clear()
        known = _preferred[asked] = _preferred_for(asked[0])
    return known


_preferred: dict[tuple[str | None, ...], Path] = {}
"""``preferred_data_dir`` by the environment it was worked out from. Why: the app asks for
its folder on every move (the autosave), and making the path from the environment again
each time was a few tenths of a millisecond of the frame a move lands on."""


def _preferred_for(override: str | None) -> Path:
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
    """Where this session writes (the player's folder, or the session's private fallback)."""
    problem: str = ""
    writable: bool = True
    home: Path | None = None
    """The player's folder, read even when it cannot be written (None: ``path`` itself)."""

    @property
    def source(self) -> Path:
        return self.home or self.path


_resolved: dict[Path, DataFolder] = {}


def _usable(folder: Path) -> str:
    """Empty when ``folder`` exists (or was made) and a file can be written in it; else why not.

    The probe is made with ``mkstemp`` (a fresh random name, created exclusively, so a planted
    link is never followed) and removed whatever happens, even on a full disk.
    """
    try:
        if folder.exists() and not folder.is_dir():
            return "is a file, not a folder"
        folder.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".write-test-", dir=folder)
        try:
            os.write(fd, b"ok")
        finally:
            os.close(fd)
            os.unlink(probe)
    except OSError as error:
        return f"cannot be written ({error.strerror or error})"
    return ""


def _private_fallback() -> Path | None:
    """A new folder only this user can use, for this session's files (None: none could be made)."""
    try:
        folder = Path(tempfile.mkdtemp(prefix=f"{APP_DIR_NAME}-", dir=tempfile.gettempdir()))
    except OSError:
        return None
    if _usable(folder):
        return None
    return folder


def data_folder() -> DataFolder:
    preferred = preferred_data_dir()
    known = _resolved.get(preferred)
    if known is not None:
        return known
    problem = _usable(preferred)
    if not problem:
        folder = DataFolder(preferred)
    else:
        fallback = _private_fallback()
        if fallback is not None:
            folder = DataFolder(fallback, f"Your data folder {preferred} {problem}: what is "
                                          "in it is still shown, and this session saves to "
                                          f"{fallback} (emptied when the computer restarts).",
                                home=preferred)
        else:
            folder = DataFolder(preferred, f"Your data folder {preferred} {problem}; games "
                                           "will not be saved this session.", writable=False)
    _resolved[preferred] = folder
    if folder.writable:
        sweep_temporaries(folder.path)
    return folder


def data_dir() -> Path:
    """The folder this session writes settings, saves, daemons and the log to (see above)."""
    return data_folder().path


def home_dir() -> Path:
    """The player's own data folder, read even when it cannot be written."""
    return data_folder().source


def read_path(path: Path) -> Path:
    """Where to read the file the app writes at ``path``: there when it exists (or ``path`` is
    not in the write folder), else the same file in the player's own folder."""
    folder = data_folder()
    if folder.home is None:
        return path
    try:
        relative = path.relative_to(folder.path)
    except ValueError:
        return path
    if path.exists() or path.is_symlink():
        return path
    return folder.home / relative


def written_roots() -> list[Path]:
    """The write folders resolved so far (without resolving one): where a link in a path
    means someone planted it."""
    return [folder.path for folder in _resolved.values() if folder.writable]


def data_problem() -> str:
    """A sentence about the data folder to show once, or empty when all is well."""
    return data_folder().problem


def saving_disabled() -> bool:
    return not data_folder().writable


def forget_data_folder() -> None:
    """Resolve the data folder again on next use (tests that break or mend it)."""
    _resolved.clear()


def is_real_folder(path: Path) -> bool:
    """A folder, not a link to one (a link inside the data folder could lead writes anywhere)."""
    try:
        return stat.S_ISDIR(os.lstat(path).st_mode)
    except OSError:
        return False


def saves_dir() -> Path:
    """``<data>/saves`` (in the write folder); anything squatting that name that is not a real
    folder (a file, a link) is kept aside so the folder can be made."""
    path = data_dir() / SAVES
    if saving_disabled():
        return path
    try:
        if (path.exists() or path.is_symlink()) and not is_real_folder(path):
            path.rename(path.with_name(f"{SAVES}.damaged-{time.strftime('%Y-%m-%d_%H-%M-%S')}"))
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # writes into it fail with a message; reads find nothing
    return path


def saves_dirs() -> list[Path]:
    """Every saves folder to list, the one written this session first (its files shadow the
    player's own of the same name)."""
    folders = [saves_dir()]
    home = data_folder().home
    if home is not None:
        folders.append(home / SAVES)
    return folders


_TEMPORARY = re.compile(r"\..+\.(?P<pid>[0-9]+)\.[a-z0-9_]{8}\.tmp")
"""``storage``'s temporary files: ``.<name>.<pid>.<random>.tmp``."""
_OLD_TEMPORARY = re.compile(r"\..+\.json\.[a-z0-9_]{8}\.tmp|\.[0-9a-f]{32}\.[0-9]+\.tmp\.png")
"""Temporary files of earlier versions (no process id in their name)."""
OLD_TEMPORARY_AGE = 60.0
"""Seconds after which an earlier version's temporary file is surely abandoned."""


def sweep_temporaries(folder: Path) -> int:
    """Remove the temporary files of interrupted writes in the data folder, its saves and their
    pictures; how many went. A file of a process still running (another window of the app) is
    left to it."""
    removed = 0
    for place in (folder, folder / SAVES, folder / SAVES / THUMBS):
        if not is_real_folder(place):
            continue
        try:
            entries = list(os.scandir(place))
        except OSError:
            continue
        for entry in entries:
            if _abandoned(entry):
                try:
                    os.unlink(entry.path)
                    removed += 1
                except OSError:
                    pass  # still open (Windows) or already gone
    return removed


def _abandoned(entry: os.DirEntry) -> bool:
    if not entry.name.startswith(".") or not entry.name.endswith((".tmp", ".tmp.png")):
        return False
    ours = _TEMPORARY.fullmatch(entry.name)
    if ours is not None:
        pid = int(ours.group("pid"))
        return pid != os.getpid() and not _running(pid)
    if _OLD_TEMPORARY.fullmatch(entry.name):
        try:
            return time.time() - entry.stat(follow_symlinks=False).st_mtime > OLD_TEMPORARY_AGE
        except OSError:
            return False
    return False


def _running(pid: int) -> bool:
    """Whether a process ``pid`` exists. On Windows a file still being written is open and
    cannot be removed anyway, so every process counts as gone there."""
    if sys.platform == "win32":
        return False
    try:
        os.kill(pid, 0)
    except (ProcessLookupError, OverflowError):
        return False
    except OSError:  # another user's process
        return True
    return True
