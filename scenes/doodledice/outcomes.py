"""What a throw did on the Doodle Dice table, in players' words: the parts it hurt, healed or
destroyed and the dice players lost (the outcome card after an attack's roll)."""

from __future__ import annotations

from engine.doodledice import DoodleState
from engine.doodledice.model import ACTIVE, RESERVE


def changed_parts(before: DoodleState, after: DoodleState) -> list[int]:
    out = []
    for m in before.monsters:
        for p in m.parts:
            now = after.holder(p.die)
            if now is None or now[1].damage != p.damage:
                out.append(p.die)
    return out


def damage_lines(before: DoodleState, after: DoodleState) -> list[str]:
    """What an attack did, part by part, in players' words."""
    lines = []
    for m in before.monsters:
        for p in m.parts:
            d = before.dice[p.die]
            now = after.holder(p.die)
            what = f"{m.name}'s {'core' if p.kind == 'core' else p.kind} d{d.sides}"
            if now is None:
                lines.append(f"{what} is destroyed" + (": the monster falls." if p.kind == "core"
                                                       else "."))
            elif now[1].damage > p.damage:
                left = d.sides - now[1].damage
                lines.append(f"{what} takes {now[1].damage - p.damage} damage ({left}/{d.sides} "
                             "left).")
            elif now[1].damage < p.damage:
                lines.append(f"{what} heals {p.damage - now[1].damage}.")
    lost = [d for d in before.dice if d.place in (ACTIVE, RESERVE)
            and after.dice[d.id].place not in (ACTIVE, RESERVE) and after.dice[d.id].place < 0]
    lines += [f"{before.seat_name(d.owner)} loses a {d.label}." for d in lost]
    return lines


__all__ = ["changed_parts", "damage_lines"]
