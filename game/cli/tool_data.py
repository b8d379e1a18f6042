"""Where a tool keeps its files: never in the player's data folder.

Why: a self-check or a series of games started from the command line must not replace the
player's game in progress, add its dice to their fairness statistics or change their
settings. Every tool (``--smoke`` too) runs in a fresh temporary data folder, removed when it
ends, unless ``--data DIR`` names one; ``DICE_PANDEMONIUM_HOME`` alone does not, since it is
usually set for the app. The app itself keeps using the player's folder.

The folder is switched through ``DICE_PANDEMONIUM_HOME`` before anything resolves a path (and
``paths.forget_data_folder`` forgets what was), so worker processes inherit it.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import game.paths as paths

DATA_FLAG = "--data"
HOME_VARIABLE = "DICE_PANDEMONIUM_HOME"


def take_data_flag(args: list[str]) -> tuple[list[str], Path | None]:
    """``args`` without ``--data DIR`` (or ``--data=DIR``), and the folder it named."""
    # Lazy: the arguments module knows every game; the first-frame check must not load them.
    from game.cli.arguments import output_folder, refuse

    rest: list[str] = []
    named: Path | None = None
    items = iter(args)
    for item in items:
        if item == DATA_FLAG:
            value = next(items, None)
            if value is None or value.startswith("-"):
                refuse(f"{DATA_FLAG} wants a folder, e.g. {DATA_FLAG} my-data")
            named = Path(value)
        elif item.startswith(f"{DATA_FLAG}="):
            named = Path(item.partition("=")[2])
        else:
            rest.append(item)
    if named is not None:
        if not str(named).strip():
            refuse(f"{DATA_FLAG} wants a folder, e.g. {DATA_FLAG} my-data")
        output_folder(DATA_FLAG, named)
    return rest, named


@contextmanager
def tool_data_folder(named: Path | None) -> Iterator[Path]:
    """Point the data folder at ``named``, or at a fresh temporary folder removed afterwards;
    the previous setting comes back when the tool ends."""
    folder = named if named is not None else Path(tempfile.mkdtemp(prefix="dice-pandemonium-"
                                                                          "tool-"))
    before = os.environ.get(HOME_VARIABLE)
    os.environ[HOME_VARIABLE] = str(folder)
    paths.forget_data_folder()
    try:
        yield folder
    finally:
        if before is None:
            os.environ.pop(HOME_VARIABLE, None)
        else:
            os.environ[HOME_VARIABLE] = before
        paths.forget_data_folder()
        if named is None:
            shutil.rmtree(folder, ignore_errors=True)


__all__ = ["DATA_FLAG", "take_data_flag", "tool_data_folder"]
