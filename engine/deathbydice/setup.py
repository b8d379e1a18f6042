"""Starting a Death by Dice match, and building any position directly (for tests and tools).

``new_game`` stops at the first throw (a die for each random character, or the first seat's
secret set-up roll). ``position`` skips the set-up and lays out the standing values by hand, which
is how the rule tests pin down exact situations.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core import CorruptData, OptionSpec
from engine.deathbydice.model import BOSSES, COMBAT, DRAW, FREE_FOR_ALL, SETUP_ROLL, Fighter
from engine.deathbydice.numbers import MATCH_GAMES, MAX_HEROES, MAX_SEATS, MIN_SEATS
from engine.deathbydice.roster import BOARDS, HEROES
from engine.deathbydice.secret import build_fighters
from engine.deathbydice.state import DeathByDiceState
from engine.numbers import spelled

RANDOM = -1
"""Character option value: a die picks the character."""

_CHARACTER_HELP = ("Which character this seat plays (-1: a die picks one). In Bosses & Minions "
                   "seat 1 plays the boss and its minions, and its character is not used.")

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("seats", "Players", MIN_SEATS, tuple(range(MIN_SEATS, MAX_SEATS + 1)),
               f"How many players: {MIN_SEATS} for a duel, {MIN_SEATS + 1} or {MAX_SEATS} for a "
               f"free for all (or 1 to {MAX_HEROES} heroes against the boss)."),
    OptionSpec("scenario", "Scenario", FREE_FOR_ALL, (FREE_FOR_ALL, BOSSES),
               "0: free for all. 1: Bosses & Minions (seat 1 plays the boss and its minions)."),
    OptionSpec("games", "Match length", MATCH_GAMES, (1, MATCH_GAMES),
               f"A single game, or the best of {spelled(MATCH_GAMES)}."),
    *(OptionSpec(f"char{s + 1}", f"Character of player {s + 1}", s,
                 (RANDOM, *range(len(HEROES))), _CHARACTER_HELP) for s in range(MAX_SEATS)),
)
"""The set-up options Death by Dice offers (registered on its GameInfo)."""


def check_options(options: Mapping[str, Any] | None) -> dict[str, int]:
    """Defaults filled in; unknown keys or values outside the choices raise CorruptData."""
    result = {o.key: o.default for o in OPTIONS}
    for key, value in (options or {}).items():
        spec = next((o for o in OPTIONS if o.key == key), None)
        if spec is None:
            raise CorruptData(f"Death by Dice has no option called {key!r}.")
        if type(value) is not int or value not in spec.choices:
            raise CorruptData(f"{spec.label} cannot be {value!r}.")
        result[key] = value
    return result


def new_game(options: Mapping[str, Any] | None = None) -> DeathByDiceState:
    """A new match waiting for its first throw."""
    opts = check_options(options)
    seats = opts["seats"]
    scenario = opts["scenario"]
    picks = tuple(opts[f"char{s + 1}"] for s in range(seats))
    if scenario == BOSSES:
        picks = (0, *picks[1:])
    needs_draw = any(p < 0 for p in picks)
    fighters = () if needs_draw else build_fighters(scenario, picks)
    return DeathByDiceState(
        scenario=scenario,
        match_games=opts["games"],
        picks=picks,
        fighters=fighters,
        phase=DRAW if needs_draw else SETUP_ROLL,
        setup_seat=0,
        pools=((),) * len(fighters),
        hidden=(False,) * seats,
        turn=0,
        attack=None,
        results=(),
        last_boards=(),
        quiet=0,
        _outcome=None,
    )


def position(
    boards: Sequence[str],
    values: Sequence[Sequence[int]],
    *,
    seats: Sequence[int] | None = None,
    scenario: int = FREE_FOR_ALL,
    turn: int = 0,
    match_games: int = 1,
    out: Sequence[bool] | None = None,
) -> DeathByDiceState:
    """A combat position with the given boards (roster keys) and standing values, the fighter
    ``turn`` to attack. ``seats`` defaults to one seat per fighter (Bosses & Minions: seat 0
    for the boss side)."""
    if seats is None:
        if scenario == BOSSES:
            hero_seat = iter(range(1, len(boards) + 1))
            seats = [0 if BOARDS[b].role != "hero" else next(hero_seat) for b in boards]
        else:
            seats = list(range(len(boards)))
    fighters = tuple(Fighter(b, s, tuple(v), bool(out[i]) if out else False)
                     for i, (b, s, v) in enumerate(zip(boards, seats, values, strict=True)))
    num_seats = max(seats) + 1
    picks = []
    for seat in range(num_seats):
        mine = [f.board for f in fighters if f.seat == seat and f.board in HEROES]
        picks.append(HEROES.index(mine[0]) if mine else 0)
    return DeathByDiceState(
        scenario=scenario, match_games=match_games, picks=tuple(picks), fighters=fighters,
        phase=COMBAT, setup_seat=0, pools=((),) * len(fighters),
        hidden=(False,) * num_seats, turn=turn, attack=None, results=(), last_boards=(), quiet=0,
        _outcome=None,
    )
