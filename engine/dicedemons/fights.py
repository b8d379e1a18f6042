"""Fights that needed no dice: the rules settle a fight whose result is certain (a side with
no dice) on the way to the next decision, so no roll shows it. They are found by comparing the
position before and after an action, so the log line of that action names them and the board
gives each its card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Action, Roll
from engine.dicedemons.actions import Step

if TYPE_CHECKING:
    from engine.dicedemons.state import DiceDemonsState


def certain_fights(before: DiceDemonsState, after: DiceDemonsState,
                   action: Action) -> list[tuple[str, int | None]]:
    """(sentence, space of the fight) for every fight settled without dice by ``action``."""
    if isinstance(action, Roll) and before.next_fight() is not None and not before.tasks:
        return []  # a thrown fight: its own card says what happened
    out: list[tuple[str, int | None]] = []
    after_ids = {m.id for m in after.monsters}
    for m in before.monsters:
        if m.id not in after_ids:
            winners = [s for s in after.players_at(m.space)] or [before.turn]
            out.append((f"{after.seat_name(winners[0])} beat the monster, which could not "
                        "win the fight.", m.space))
    for seat, old in enumerate(before.players):
        new = after.players[seat]
        if old.out or new.out or old.dice != 0 or new.space == old.space:
            continue
        if new.space not in after.geo.island or old.space in after.geo.island:
            continue  # moved by a shove or a step, not sent back by a lost fight
        fought_at = old.space
        if isinstance(action, Step) and seat == before.turn:
            if new.space == action.to:
                continue  # an ordinary step
            fought_at = action.to
        elif old.space < 0:
            continue
        foes = ["a monster" for _ in before.monsters_at(fought_at)] + \
            [before.seat_name(s) for s in before.players_at(fought_at) if s != seat]
        foe = foes[0] if foes else "a foe"
        out.append((f"{before.seat_name(seat)} had no dice to fight {foe}, lost at once and "
                    "went back to the centre.", fought_at))
    return out
