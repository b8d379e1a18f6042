"""What a throw did on the Doodle Dice table, in players' words: the parts it hurt, healed or
destroyed and the dice players lost (the outcome card after an attack's roll); and where on
the table an action happens (the anchors its move and outcome cards point at)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from engine.core import Action
from engine.doodledice import (
    AddPart,
    AttackPlayer,
    CreateMonster,
    DoodleState,
    Gather,
    LoseDie,
    Pick,
)
from engine.doodledice.model import ACTIVE, RESERVE
from engine.doodledice.rulesets.avatars.abilities import uses_left
from engine.doodledice.tables import CORE
from scenes.doodledice.drafting import pick_rect

if TYPE_CHECKING:
    from scenes.doodledice.view import DoodleView


def part_name(st: DoodleState, die: int) -> str:
    """"Frosty Yeti's core d8": a part as the panel names it (its die's label when loose)."""
    held = st.holder(die)
    d = st.dice[die]
    if held is None:
        return d.label
    m, p = held
    return f"{m.name}'s {'core' if p.kind == CORE else p.kind} d{d.sides}"


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
    if before.avatars:
        lines += [f"Diehard: {before.seat_name(seat)}'s warrior keeps a core standing at 1 "
                  "life." + (" The dice below pay for it (our house rule)." if before.house
                             else "")
                  for seat in range(before.num_seats)
                  if uses_left(after, seat, "diehard") < uses_left(before, seat, "diehard")]
    lost = [d for d in before.dice if d.place in (ACTIVE, RESERVE)
            and after.dice[d.id].place not in (ACTIVE, RESERVE) and after.dice[d.id].place < 0]
    lines += [f"{before.seat_name(d.owner)} loses a {d.label}." for d in lost]
    return lines


def action_anchors(board: DoodleView, action: Action) -> list[pygame.Rect]:
    """Where on the table an action happens (the parts, dice, card or player it names)."""
    dies: list[int] = []
    for field in ("weapon", "target", "shield", "nullifier", "part"):
        value = getattr(action, field, None)
        if isinstance(value, int):
            dies.append(value)
    rects = [board.layout.part_rect(d) for d in dies]
    if isinstance(action, Pick) and board.draft_layout is not None:
        rects.append(pick_rect(board, action.die))
    if isinstance(action, (Gather, LoseDie, AddPart)):
        rects.append(board.layout.die_rect(action.die))
    if isinstance(action, CreateMonster):
        rects.append(board.layout.die_rect(action.core))
    mid = getattr(action, "monster", None)
    if isinstance(mid, int) and board.layout.card_of(mid) is not None:
        rects.append(board.layout.card_of(mid).rect)
    if isinstance(action, AttackPlayer) and action.seat in board.layout.areas:
        rects.append(board.layout.areas[action.seat].header)
    return [r for r in rects if r is not None]


__all__ = ["action_anchors", "changed_parts", "damage_lines", "part_name"]
