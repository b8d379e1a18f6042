"""Where the keyboard's focus may stop on the Daemon Dice board, and what Enter does there.

Everything listed comes from ``choices`` (the engine's legal actions spread over look-alike
dice). Enter on a target runs ``Gestures.click`` on its spot, the very code a mouse click runs,
so every gesture has a key path and makes the same engine action:
- a lit die: its one move at once, or it is picked up (what a drag would carry) and the list
  becomes the places it may go (dice and attack tokens) and the die itself (Enter there puts
  it back); Esc puts it back too;
- a die or attack with several ways to take it opens the small picker: its buttons become the
  list (Esc closes it);
- a daemon that may be chosen (the foe to attack, the daemon to hand over to): its name plate;
- the panel's Done/Confirm and Symbols buttons.
"""

from __future__ import annotations

from typing import Any

import pygame

import scenes.focus as focus
from engine.daemondice.describe import die_name
from scenes.daemondice.moves import DieRef, Target
from scenes.focus_choices import choice, widget_choices

Board = Any
"""The game's board scene (``scenes.daemondice.board.DaemonDiceBoard``): naming its class
here would import it back, as the board imports this module."""


def key_targets(board: Board) -> list[focus.Target]:
    """The focus stops of the decision now (none while it is not a person's to make)."""
    if not board.human_to_move():
        return []
    g = board.gestures
    g.sync()
    if g.picker is not None and not g.picker.open:
        g.picker = None  # pressed: closed, as a click on it closes it
    if g.picker is not None:
        return widget_choices(g.picker.buttons, "picker")
    board.sync_mats()
    if g.held is not None:
        return _placements(board, g.held)
    st = board.state
    ch = board.choices()
    out: list[Target] = []
    for ref in sorted(ch.dice, key=lambda r: (r[0] != st.turn, r)):
        rect = board.slot(*ref)
        if rect is None:
            continue
        name = die_name(st, *ref) if ref[0] == st.turn else f"{board.name_of(ref[0])}'s " \
            f"{die_name(st, *ref)}"
        face = st.faces[ref[0]][ref[1]]
        name += f" ({face})" if face else ""  # the die is named by its part, seen by its face
        label = board.die_click_text(ref, name) or name
        out.append(choice(label, pygame.Rect(rect), _clicker(board, rect.center),
                             ("die", ref)))
    for seat, action in ch.seats.items():
        header = pygame.Rect(board.mats.mats[seat].header)
        out.append(choice(board.wording(board.preview_of(action)), header,
                             _clicker(board, header.center), ("seat", seat)))
    for target in widget_choices(board.ui.items, "panel"):
        target.game = target.label != "Symbols"  # help, not a choice of the game
        out.append(target)
    return out


def _placements(board: Board, held: DieRef) -> list[focus.Target]:
    """Where the die picked up may go, then the die itself (Enter: put it back)."""
    st = board.state
    out = []
    for target in sorted(board.gestures.targets()):
        rect = _target_rect(board, target)
        if rect is None:
            continue
        moves = board.choices().onto(target, held)
        what = board.preview_of(moves[0].action) if len({m.action for m in moves}) == 1 \
            else "choose how in the small picker"
        out.append(choice(f"{die_name(st, *held)} here: {what}", rect,
                             _clicker(board, rect.center), ("place", target)))
    rect = board.slot(*held)
    if rect is not None:
        out.append(choice(f"Put the {die_name(st, *held)} back", pygame.Rect(rect),
                             _clicker(board, rect.center), ("die", held)))
    return out


def _target_rect(board: Board, target: Target) -> pygame.Rect | None:
    kind, seat, index = target
    rect = board.slot(seat, index) if kind == "die" else board.mats.token_rect(seat, index)
    return pygame.Rect(rect) if rect is not None else None


def _clicker(board: Board, pos: tuple[int, int]):
    """Enter on a target: a click at ``pos`` (``Gestures.click``), as the mouse makes it."""
    return lambda: board.click(pos)


__all__ = ["key_targets"]
