"""Where the keyboard's focus may stop on the Dice Demons board, and what Enter does there.

Everything listed comes from ``controls.choices`` (the engine's own target queries), in the
order a turn is read: the spaces a move may end on, the monsters that may be driven, the bridge
arrows that may be turned, then the panel's buttons (the sacrifice menu, Done). Enter runs the
code a click on the same spot runs (``board.choose_space``, ``board.pick_monster``,
``board.turn_bridges`` or the button), so a key path makes exactly the engine action a click
would. Two-step choices work as with the mouse: Enter on a monster picks it up (its spaces join
the list), Enter on "Summon monster" lists the summoning spaces; Esc drops either.
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes.dicedemons.controls import DRIVE, PUSH, RAZE, STEP, SUMMON, WALL
from scenes.focus import Target
from scenes.focus_choices import choice, widget_choices
from scenes.widgets import Button

Board = Any
"""The game's board scene (``scenes.dicedemons.board.DiceDemonsBoard``): naming its class
here would import it back, as the board imports this module."""


VERBS = {STEP: "Step onto", DRIVE: "Drive the monster to", SUMMON: "Summon a monster on",
         WALL: "Build a wall on", PUSH: "Push to", RAZE: "Knock down the wall on"}


def key_targets(board: Board) -> list[Target]:
    """The focus stops of the decision now (none while it is not a person's to make)."""
    if not board.human_to_move():
        return []
    st = board.state
    geo = st.geo
    ch = board.choices()
    out: list[Target] = []
    for space in sorted(ch.spaces, key=lambda s: (ch.spaces[s][1] != DRIVE, s)):
        rect = board.space_rect(space)
        if rect is None:
            continue
        kind = ch.spaces[space][1]
        out.append(choice(f"{VERBS[kind]} {geo.name(space)}", rect,
                             lambda s=space: board.choose_space(s), ("space", space)))
    for space in ch.drivable:
        rect = board.monster_rect(space)
        if rect is None:
            continue
        held = board.driving == space
        label = (f"Put down the monster on {geo.name(space)}" if held
                 else f"Pick up the monster on {geo.name(space)} to drive it")
        out.append(choice(label, rect, lambda s=space: board.pick_monster(s),
                             ("monster", space)))
    for handle in board.handles():
        if not handle.legal:
            continue
        way = "clockwise" if handle.action.direction == 1 else "anticlockwise"
        r = int(handle.radius) + 2
        rect = pygame.Rect(int(handle.centre[0]) - r, int(handle.centre[1]) - r, 2 * r, 2 * r)
        out.append(choice(f"Turn the bridges of moat {handle.action.ring} {way}", rect,
                             lambda h=handle: board.turn_bridges(h), ("turn", handle.action)))
    board.panel.sync()
    # The movement dice's tiles only show a pool: the monsters to drive are listed above.
    out += widget_choices([w for w in board.panel.ui.items if isinstance(w, Button)], "panel")
    return out


__all__ = ["VERBS", "key_targets"]
