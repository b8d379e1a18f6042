"""Low-level state changes shared by the rules and the fights: a player entering a space.

Why one helper: stepping, being pushed, and being sent back all end the same way: the player
stands on a new space with a fresh arrival stamp (the later arrival attacks), remembers where it
came from (a player beaten by a monster it walked into goes back there), and takes a die pickup
lying there if it holds fewer than three, which queues a new pickup at the front of the tasks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.dicedemons.model import MAX_DICE, SPAWN_PICKUP, Player

if TYPE_CHECKING:
    from engine.dicedemons.state import DiceDemonsState


def with_player(st: DiceDemonsState, seat: int, player: Player) -> tuple[Player, ...]:
    """``st.players`` with one seat's record replaced."""
    return st.players[:seat] + (player,) + st.players[seat + 1:]


def enter(st: DiceDemonsState, seat: int, space: int, **changes: Any) -> DiceDemonsState:
    """``seat``'s player arrives on ``space`` (takes a pickup there if it has room), with
    ``changes`` to other fields made in the same copy (a step spends its pool there)."""
    p = st.players[seat]
    dice = p.dice
    pickups = st.pickups
    tasks = st.tasks
    if space in pickups and dice < MAX_DICE:
        dice += 1
        pickups = tuple(x for x in pickups if x != space)
        tasks = ((SPAWN_PICKUP,), *tasks)
    moved = Player(space, dice, p.trinket, p.space, st.clock)
    return st._replace(players=with_player(st, seat, moved), pickups=pickups, tasks=tasks,
                       clock=st.clock + 1, **changes)


def home_wedge(st: DiceDemonsState, seat: int) -> int:
    """The island wedge ``seat`` started on (players are spread evenly round the island)."""
    return seat * st.geo.settings.island // len(st.players)


def centre_space(st: DiceDemonsState, seat: int) -> int:
    """Where a player sent back to the middle lands: its own starting wedge, or the first wedge
    clockwise from it with no other player, or its own wedge if every wedge is taken."""
    island = st.geo.island
    start = home_wedge(st, seat)
    for k in range(len(island)):
        wedge = island[(start + k) % len(island)]
        if all(s == seat for s in st.players_at(wedge)):
            return wedge
    return island[start]
