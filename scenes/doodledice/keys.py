"""Where the keyboard's focus may stop on the Doodle Dice table, and what Enter does there.

Nearly every choice of the game is a button of the side panel (``decisions``: an answer, a
weapon, Enervate, a sketch to start, an ability, a stratagem's choice); the table adds what is
chosen by clicking a piece, all of it lit from the engine's legal actions:
- the draft: each kind of die left in the collection (Enter takes one, as a click does);
- gathering: each reserve die that may be gathered, and the reserve's "more" page while one
  of them is not shown;
- sketching: the player's monsters that may get parts but found no room on the panel;
- combat, after a weapon (or Enervate) was chosen on the panel: each enemy part it may hit.
Enter on a piece runs ``DoodleBoard.click`` on it, the very code a mouse click runs; Esc drops
a weapon picked, as right-click does. The sketch pad has its own list (``scenes.sketch.keys``).
"""

from __future__ import annotations

from typing import Any

import pygame

from engine.doodledice import Phase
from engine.doodledice.model import RESERVE
from scenes.doodledice.drafting import pick_for
from scenes.doodledice.outcomes import part_name
from scenes.focus import Target
from scenes.focus_choices import choice, widget_choices

Board = Any
"""The game's board scene (``scenes.doodledice.board.DoodleBoard``): naming its class
here would import it back, as the board imports this module."""


def key_targets(board: Board) -> list[Target]:
    """The focus stops of the decision now (none while it is not a person's to make)."""
    if not board.human_to_move():
        return []
    board.refresh()
    st = board.state
    out: list[Target] = []
    if board.draft_layout is not None and st.phase is Phase.DRAFT:
        for kind, rect in board.draft_layout.kinds.items():
            pick = pick_for(board, kind)
            if pick is None or st.why_not(pick) is not None:
                continue
            die = st.collection[pick.die]
            out.append(_at(board, f"Take {_a(die.label)}" if die is not None else "Take it",
                           rect, ("draft", kind)))
    if st.phase is Phase.GATHER:
        out += _gather(board)
    if st.phase is Phase.SKETCH:
        out += _monsters_to_add_to(board)
    if board.weapon is not None or board.enervating:
        verb = "Enervate" if board.enervating else "Attack"
        for part in sorted(board.lit_parts()):
            rect = board.layout.part_rect(part)
            if rect is not None:
                out.append(_at(board, f"{verb} {part_name(st, part)}", rect, ("part", part)))
    return out + widget_choices(board.panel_ui.items, "panel")


def _gather(board: Board) -> list[Target]:
    """Each reserve die that may be gathered now, and the page turner while one is hidden."""
    st = board.state
    out = []
    hidden = False
    for die in sorted(board.lit_dice(), key=lambda d: (-st.dice[d].sides, d)):
        if st.dice[die].place != RESERVE:
            continue
        rect = board.layout.die_rect(die)
        if rect is None:
            hidden = True
            continue
        out.append(_at(board, f"Gather {_a(st.dice[die].label)}", rect, ("die", die)))
    area = board.layout.areas.get(st.seat)
    if hidden and area is not None and area.more is not None:
        out.append(_at(board, "More reserve dice", area.more, ("more", st.seat)))
    return out


def _monsters_to_add_to(board: Board) -> list[Target]:
    """The player's monsters that may get more parts but have no button on the panel (a
    long list is cut there): their drawings, as a click on one opens the pad on it."""
    st = board.state
    decision = board.current_decision()
    offered = {o.mode for o in decision.options} if decision is not None else set()
    area = board.layout.areas.get(st.seat)
    if area is None or not st.active(st.seat):
        return []
    out = []
    for m in st.monsters_of(st.seat):
        card = area.cards.get(m.id)
        if card is not None and len(m.parts) < 5 and f"add:{m.id}" not in offered:
            out.append(_at(board, f"Add parts to {m.name}", card.sketch, ("monster", m.id)))
    return out


def _a(label: str) -> str:
    """"a red d8", "an orange d10"."""
    return ("an " if label[:1].lower() in "aeiou" else "a ") + label


def _at(board: Board, label: str, rect: pygame.Rect, key: tuple) -> Target:
    """A piece of the table: Enter clicks its centre."""
    box = pygame.Rect(rect)
    return choice(label, box, lambda: board.click(box.center), key)


__all__ = ["key_targets"]
