"""Daemon Dice line-ups: the set-up options, which daemons may fight together, and the JSON
form of a daemon and of a custom line-up (what a match keeps and a save holds).

Why a module of its own: a line-up is checked where a battle starts (``setup``) and where a
player's own daemons are read from disk (``game.daemons``), and nothing here needs a state.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core import CorruptData, OptionSpec, checked_options
from engine.daemondice.breeds import Daemon, check_daemon
from engine.daemondice.confirm import CONFIRM_CHOICES
from engine.daemondice.numbers import (
    DICE_PER_POWER,
    LARGE_DICE,
    MAX_SEATS,
    MEGA_DICE,
    MIN_SEATS,
    MINI_DICE,
    SMALL_DICE,
    STANDARD_DICE,
)
from engine.numbers import spelled

DICE_CHOICES = (MINI_DICE, SMALL_DICE, STANDARD_DICE, LARGE_DICE, MEGA_DICE)

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("seats", "Daemons", MIN_SEATS, tuple(range(MIN_SEATS, MAX_SEATS + 1)),
               f"How many daemons fight. With {spelled(MIN_SEATS + 1)} or more, each turn you "
               "choose whom to attack."),
    OptionSpec("dice", "Dice per daemon", STANDARD_DICE, DICE_CHOICES,
               f"{MINI_DICE} makes quick mini-daemons, {MEGA_DICE} massive mega-daemons; breed "
               f"powers act once more for every {DICE_PER_POWER} dice."),
    OptionSpec("confirm", "Confirm forced choices", 0, CONFIRM_CHOICES,
               "The seats (a bitmask: 1 = first daemon, 2 = second, 4 = third...) whose forced "
               "choices and turn ends wait for a confirming click. Set by the app from who "
               "plays each daemon; 0 lets the rules make forced choices at once."),
)
"""The set-up options Daemon Dice offers (registered on its GameInfo)."""

_NUMERALS = ("", " II", " III", " IV", " V", " VI")


def check_options(options: Mapping[str, Any] | None) -> dict[str, int]:
    """Defaults filled in; unknown keys or values outside the choices raise CorruptData."""
    return checked_options("Daemon Dice", OPTIONS, options)


def check_lineup(daemons: Sequence[Any]) -> tuple[Daemon, ...]:
    """Valid daemons, ``MIN_SEATS`` to ``MAX_SEATS`` of them, all of one size, names made
    distinct ("Rimefang II")."""
    try:
        lineup = tuple(check_daemon(d) for d in daemons)
    except ValueError as error:
        raise CorruptData(str(error)) from None
    if not MIN_SEATS <= len(lineup) <= MAX_SEATS:
        raise CorruptData(f"A battle needs {MIN_SEATS} to {MAX_SEATS} daemons.")
    if len({d.size for d in lineup}) != 1:
        raise CorruptData("Every daemon in a battle must have the same number of dice.")
    seen: dict[str, int] = {}
    out = []
    for d in lineup:
        base = d.name.strip()
        seen[base] = seen.get(base, 0) + 1
        name = base + _NUMERALS[seen[base] - 1] if seen[base] > 1 else base
        out.append(d if name == d.name else Daemon(name, d.dice, d.declared))
    return tuple(out)


def daemon_to_dict(d: Daemon) -> dict[str, Any]:
    """A daemon definition as JSON (also handy for saving custom line-ups)."""
    return {"name": d.name, "dice": [[p, b] for p, b in d.dice], "declared": d.declared}


def daemon_from_dict(raw: Any) -> Daemon:
    """The inverse of ``daemon_to_dict``; CorruptData for anything malformed."""
    if not isinstance(raw, Mapping) or set(raw) != {"name", "dice", "declared"}:
        raise CorruptData("A saved daemon is not in the expected form.")
    dice = []
    if not isinstance(raw["dice"], list):
        raise CorruptData("The saved daemon's dice are not a list.")
    for item in raw["dice"]:
        if not isinstance(item, list) or len(item) != 2 or not all(isinstance(x, str)
                                                                    for x in item):
            raise CorruptData("A saved die is not [body part, breed].")
        dice.append((item[0], item[1]))
    declared = raw["declared"]
    if declared is not None and not isinstance(declared, str):
        raise CorruptData("A saved daemon's declared breed is not text.")
    return Daemon(raw["name"], tuple(dice), declared)


def setup_of(daemons: Sequence[Daemon]) -> dict[str, Any]:
    """The JSON set-up payload of a custom line-up: what a match keeps and a save holds."""
    return {"daemons": [daemon_to_dict(d) for d in daemons]}


def lineup_of(options: Mapping[str, Any], setup: Any) -> tuple[Daemon, ...]:
    """The line-up a set-up payload describes, checked against the options it is played with.

    Why so strict: the payload comes from save files, which anyone can edit; a daemon with a
    made-up body part must be refused with a sentence, never crash the battle later.
    """
    if not isinstance(setup, Mapping) or set(setup) != {"daemons"} \
            or not isinstance(setup["daemons"], list):
        raise CorruptData("The battle's daemons are not in the expected form.")
    try:
        lineup = check_lineup([daemon_from_dict(raw) for raw in setup["daemons"]])
    except CorruptData as error:
        raise CorruptData(f"The battle's daemons are damaged: {error}") from None
    opts = check_options(options)
    if opts["seats"] != len(lineup):
        raise CorruptData(f"The battle is set for {opts['seats']} daemons but "
                          f"{len(lineup)} are listed.")
    if opts["dice"] != lineup[0].size:
        raise CorruptData(f"The battle is set for daemons of {opts['dice']} dice but the "
                          f"listed ones have {lineup[0].size}.")
    return lineup


def check_setup(options: Mapping[str, Any], setup: Any) -> dict[str, Any]:
    """``setup`` in its clean form (registered as the game's set-up checker)."""
    return setup_of(lineup_of(options, setup))
