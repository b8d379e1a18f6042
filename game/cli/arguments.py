"""Command-line input checked at the door: a tool refuses what it cannot use in one sentence
and exit code 2, before it starts any work, and never with a traceback.

Every tool builds its parser with ``ToolParser`` (argparse's own complaints, such as a word
where a number goes, become a ``Refusal`` instead of a usage dump) and checks its values with
the helpers here; ``python -m game`` (``run_tool``) turns a ``Refusal`` into the one line.
"""

from __future__ import annotations

import argparse
import functools
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import NoReturn

from engine.core import CorruptData, GameInfo, all_games, get_game
from game.settings import MAX_WINDOW, MIN_WINDOW

MAX_GAMES = 1_000_000
"""More games than any series needs: a typo (a few zeros too many) is refused, not started."""
MAX_WORKERS = 64


class Refusal(Exception):
    """One sentence for the person at the command line: what cannot be used and why."""


class ToolParser(argparse.ArgumentParser):
    """argparse that refuses in one sentence (a ``Refusal``) instead of printing its usage."""

    def error(self, message: str) -> NoReturn:
        raise Refusal(message)


def refuse(message: str) -> NoReturn:
    raise Refusal(message)


ToolMain = Callable[[list[str]], int]


def run_tool(prog: str, main: ToolMain, argv: list[str]) -> int:
    """``main(argv)``, a refusal printed as one line on stderr with exit code 2."""
    try:
        return main(argv)
    except Refusal as refusal:
        print(f"{prog}: {refusal}", file=sys.stderr)
        return 2
    except SystemExit as exit_:  # --help
        return exit_.code if isinstance(exit_.code, int) else 0


def refusing(prog: str) -> Callable[[ToolMain], ToolMain]:
    """A tool's ``main`` that answers a refusal with its one line and exit code 2 (however
    it is called: ``python -m game``, its own module, or a test)."""
    def wrap(main: ToolMain) -> ToolMain:
        @functools.wraps(main)
        def checked(argv: list[str]) -> int:
            return run_tool(prog, main, argv)
        return checked
    return wrap


def series_counts(games: int, workers: int, first: int = 1) -> None:
    """``--games``, ``--workers`` and ``--first`` of a seeded series."""
    between("--games", games, 1, MAX_GAMES)
    between("--workers", workers, 1, MAX_WORKERS)
    between("--first", first, 1, games)


def known_game(game_id: str, among: Iterable[str] | None = None, what: str = "") -> GameInfo:
    """The registered game ``game_id`` (one of ``among`` when given), else a refusal naming
    the ones there are."""
    names = list(among) if among is not None else [g.game_id for g in all_games()]
    try:
        info = get_game(game_id)
    except CorruptData:
        info = None
    if info is None or info.game_id not in names:
        kind = f"{what} " if what else ""
        refuse(f"unknown game {game_id!r} (the {kind}games: {', '.join(names)})")
    return info


def at_least(name: str, value: int | float, low: int | float) -> None:
    if value < low:
        refuse(f"{name} must be at least {low}, not {value}")


def between(name: str, value: int | float, low: int | float, high: int | float) -> None:
    if not low <= value <= high:
        refuse(f"{name} must be from {low} to {high}, not {value}")


def window_size(text: str) -> tuple[int, int]:
    """``WIDTHxHEIGHT`` within the app's own window limits (boards are laid out for them)."""
    width, sep, height = text.lower().partition("x")
    if not sep or not width.strip().isdigit() or not height.strip().isdigit():
        refuse(f"--size wants WIDTHxHEIGHT in pixels, e.g. 1280x720, not {text!r}")
    size = (int(width), int(height))
    if not (MIN_WINDOW[0] <= size[0] <= MAX_WINDOW[0]
            and MIN_WINDOW[1] <= size[1] <= MAX_WINDOW[1]):
        refuse(f"--size must be from {MIN_WINDOW[0]}x{MIN_WINDOW[1]} to "
               f"{MAX_WINDOW[0]}x{MAX_WINDOW[1]}, not {text}")
    return size


PICTURES = (".png", ".jpg", ".jpeg", ".bmp", ".tga")
"""What ``pygame.image.save`` writes, told by the file name's ending."""


def output_file(flag: str, path: Path, suffixes: Sequence[str] = PICTURES) -> Path:
    """A file the tool may write: the right kind, not a folder, in a folder that is (or can
    be made) a folder."""
    if path.suffix.lower() not in suffixes:
        refuse(f"{flag} must name a {' or '.join(suffixes)} file, not {str(path)!r}")
    if path.is_dir():
        refuse(f"{flag} {path} is a folder; name a file in it")
    output_folder(flag, path.parent)
    return path


def output_folder(flag: str, path: Path) -> Path:
    """A folder the tool may write into: one that exists, or whose nearest existing parent
    is a folder (it is made when needed)."""
    probe = path
    while not probe.exists():
        if probe.parent == probe:
            break
        probe = probe.parent
    if probe.exists() and not probe.is_dir():
        refuse(f"{flag} {path} cannot be a folder: {probe} is a file")
    return path


def input_file(flag: str, path: Path) -> Path:
    if not path.is_file():
        refuse(f"{flag} {path} is not a file that can be read")
    return path


def choices_list(flag: str, text: str, known: Sequence[str]) -> list[str]:
    """A comma-separated list whose every item is one of ``known``."""
    items = [item.strip() for item in text.split(",") if item.strip()]
    unknown = [item for item in items if item not in known]
    if unknown or not items:
        refuse(f"{flag} takes a comma-separated list of {', '.join(known)}; "
               f"{'not ' + ', '.join(unknown) if unknown else 'it is empty'}")
    return items


__all__ = ["Refusal", "ToolParser", "at_least", "between", "choices_list", "input_file",
           "known_game", "output_file", "output_folder", "refuse", "refusing", "run_tool",
           "series_counts", "window_size"]


def game_options(defaults: dict[str, int], players: int) -> dict[str, int]:
    """The default options, with the seat count set when the game has such an option."""
    options = dict(defaults)
    if "seats" in options:
        options["seats"] = players
    return options


def parse_options(info: GameInfo, items: Sequence[str], seats: int) -> dict[str, int]:
    """``--option KEY=NUMBER`` items as options changed from the defaults, checked by the
    game for ``seats`` players (``ValueError`` with a sentence when they do not fit).

    Why a game is started here: options that are each fine may not go together (Doodle
    Dice's Take the castle needs stratagems); only the engine knows, and it says so when a
    game starts, so one start here refuses them once instead of in every game."""
    extra: dict[str, int] = {}
    for item in items:
        key, _, value = item.partition("=")
        if not value.strip().lstrip("-").isdigit():
            raise ValueError(f"--option wants KEY=NUMBER, got {item!r}")
        extra[key.strip()] = int(value)
    try:
        options = info.check_options(game_options({**info.default_options(), **extra}, seats))
        info.start(options)
    except CorruptData as error:
        raise ValueError(str(error)) from None
    return extra
