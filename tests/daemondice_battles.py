"""Seeded Daemon Dice battles between greedy players, recorded once and replayed by the tests.

Why recorded: the playmat tests walk every position of a dozen such battles, and choosing the
greedy players' moves (an evaluation of every legal action) cost more than everything the tests
check on the positions. The recording (``tests/data/daemondice_battles.json``) holds each
battle's actions; replaying them through ``apply`` gives the very positions the players made,
every move still checked legal by the engine. A battle not in the recording is played (and can
be recorded: ``python -m tests.daemondice_battles``).
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from functools import cache
from pathlib import Path

from engine.core import CHANCE, Action, action_from_dict, action_to_dict, get_game
from engine.daemondice import DaemonDiceState, new_game
from engine.dice import roll
from game.ai.players import make_player

RECORDING = Path(__file__).parent / "data" / "daemondice_battles.json"
LIMIT = 3000
"""Positions a battle is followed for at most (each ends far sooner)."""
BATTLES = ((2, 26, 1), (2, 26, 3), (4, 13, 1), (4, 13, 2), (3, 13, 4), (6, 13, 1), (2, 13, 1),
           (2, 13, 3), (2, 13, 5), (3, 13, 2), (2, 13, 7), (2, 13, 9))
"""(seats, dice per daemon, seed) of the battles the tests walk."""


def _key(seats: int, dice: int, seed: int) -> str:
    return f"{seats}-{dice}-{seed}"


def _battle(seats: int, dice: int, seed: int, limit: int
            ) -> Iterator[tuple[DaemonDiceState, Action | None]]:
    """Each position of a seeded battle between greedy players (dice by ``engine.dice``) with
    the action played from it (``None`` after the last)."""
    rng = random.Random(seed)
    st = new_game({"seats": seats, "dice": dice})
    players = [make_player("greedy", seed + i) for i in range(seats)]
    for count in range(1, limit + 1):
        if st.is_over or count == limit:
            yield st, None
            return
        action = roll(st.roll_request(), rng) if st.to_move == CHANCE else \
            players[st.to_move].choose(st)
        yield st, action
        st = st.apply(action)


@cache
def _recorded() -> dict[str, list[dict]]:
    if not RECORDING.exists():
        return {}
    return json.loads(RECORDING.read_text(encoding="utf-8"))


def positions(seats: int, dice: int, seed: int, limit: int = LIMIT
              ) -> Iterator[DaemonDiceState]:
    """At most ``limit`` positions of the battle, from its start: replayed from the recording
    when it has the battle, else played."""
    actions = _recorded().get(_key(seats, dice, seed))
    if actions is None:
        yield from (st for st, _action in _battle(seats, dice, seed, limit))
        return
    info = get_game("daemon-dice")
    st = new_game({"seats": seats, "dice": dice})
    for count in range(limit):
        yield st
        if count == len(actions):
            return
        st = st.apply(action_from_dict(info, actions[count]))


def record() -> None:
    """Play every battle of ``BATTLES`` and write their actions to ``RECORDING``."""
    games = {_key(*battle): [action_to_dict(action) for _st, action in _battle(*battle, LIMIT)
                             if action is not None]
             for battle in BATTLES}
    RECORDING.write_text(json.dumps(games, separators=(",", ":")) + "\n", encoding="utf-8")


if __name__ == "__main__":
    record()
