"""Stratagems and fortresses on the table: cards that read as places, not monsters.

A structure's card has a stone-grey frame and a slate plaque for its name, and two rows under
its drawing besides its d100 core's life: a stone ribbon saying "Stratagem" or "Fortress" (the
rules ask that the word stand by its name) with a tick or a cross for the power's artistic
prerequisite (the tag drawn on it, or at least one of its owner's monsters carrying the tag),
then the name of the power its colour gives. Why rows and not words over the drawing: on a
crowded table the drawing is a thumbnail that a ribbon would hide. Monsters helped by their
owner's stratagem or fortress power wear a small stone badge with the letter S or F (shape and
letter, not colour only). Hovering a structure's card shows the power's one-line summary. Only
the engine's queries (``rulesets.structures``) decide any of it; this module only draws.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

import scenes.theme as theme
from engine.doodledice import DoodleState, Monster
from engine.doodledice.rulesets.structures.places import (
    MONSTER,
    POWER_OF,
    ROLES,
    StructurePower,
    helps,
    is_structure,
    structure_of,
    summary,
)
from scenes.board.cards import OUTCOME, Card, render_card
from scenes.doodledice.layout import EXTRA_ROWS, CardBox

if TYPE_CHECKING:
    from scenes.doodledice.view import DoodleView

STONE = (122, 124, 134)
STONE_DARK = (70, 72, 84)
PLAQUE = (58, 62, 76)
PAPER = (232, 230, 224)
POWER_INK = (52, 70, 120)
MET, UNMET = (40, 120, 60), (170, 60, 50)


def power(st: DoodleState, m: Monster) -> StructurePower | None:
    """The power ``m``'s colour gives it (None for a monster)."""
    if not is_structure(m):
        return None
    return POWER_OF.get((m.role, st.core_colour(m)))


def prerequisite(st: DoodleState, m: Monster) -> tuple[str, bool]:
    """A few words on the power's artistic prerequisite for ``m`` now, and whether it holds."""
    p = power(st, m)
    if p is None:
        return "", False
    if st.free_art:
        return "no art needed", True
    if p.on != MONSTER:
        held = p.needs in m.traits
        return (f"{p.needs}: drawn" if held else f"needs {p.needs} drawn"), held
    count = sum(1 for x in st.monsters_of(m.owner) if not is_structure(x) and p.needs in x.traits)
    return (f"{count} with {p.needs}" if count else f"none with {p.needs}"), count > 0


def draw_frame(surface: pygame.Surface, card: CardBox, acting_edge: tuple | None,
               seat_colour: tuple) -> None:
    """The stone card: paper inside a thick grey frame, the seat's colour as a thin inner line
    (whose it is), and a slate plaque behind the name."""
    rect = card.rect
    pygame.draw.rect(surface, PAPER, rect, border_radius=4)
    pygame.draw.rect(surface, STONE, rect, 5, border_radius=4)
    pygame.draw.rect(surface, STONE_DARK, rect, 1, border_radius=4)
    pygame.draw.rect(surface, acting_edge or seat_colour, rect.inflate(-10, -10), 2,
                     border_radius=3)
    plaque = pygame.Rect(rect.x + 5, rect.y + 5, rect.width - 10, card.sketch.y - rect.y - 5)
    pygame.draw.rect(surface, PLAQUE, plaque)
    for x in (plaque.x + 5, plaque.right - 5):  # the plaque's rivets
        pygame.draw.circle(surface, STONE, (x, plaque.centery), 2)


def name_colour() -> tuple[int, int, int]:
    return (236, 232, 220)


def draw_details(surface: pygame.Surface, st: DoodleState, m: Monster, card: CardBox,
                 s: float) -> None:
    """Two rows under the core's: a stone ribbon with the role's word and a tick or a cross
    (is the power's art there?), then the power's name."""
    if len(card.extra) < EXTRA_ROWS:
        return
    size = max(14, int(14 * s))
    row = card.extra[0]
    word = theme.render(m.role.title(), size, (255, 255, 255), "bold")
    ribbon = word.get_rect(midleft=(row.x + 6, row.centery)).inflate(10, 0)
    ribbon.height = min(row.height, ribbon.height)
    ribbon.centery = row.centery
    pygame.draw.rect(surface, STONE_DARK, ribbon, border_radius=3)
    pygame.draw.rect(surface, STONE, ribbon, 1, border_radius=3)
    surface.blit(word, word.get_rect(center=ribbon.center))
    p = power(st, m)
    if p is None:
        return
    words, held = prerequisite(st, m)
    mark = pygame.Rect(0, 0, row.height - 4, row.height - 4)
    mark.midright = (row.right - 3, row.centery)
    if mark.left > ribbon.right + 2:
        _tick(surface, mark, held)
    row = card.extra[1]
    theme.label(surface, pygame.Rect(row.x + 3, row.y + 1, row.width - 6, row.height - 1), p.name,
                size, POWER_INK, "bold", align="left")


def _tick(surface: pygame.Surface, box: pygame.Rect, held: bool) -> None:
    """A green tick in a circle (the prerequisite holds) or a red cross: shape and colour."""
    pygame.draw.circle(surface, MET if held else UNMET, box.center, box.width // 2)
    x, y, w = box.x, box.y, box.width
    if held:
        pygame.draw.lines(surface, (255, 255, 255), False,
                          [(x + w * 0.25, y + w * 0.52), (x + w * 0.43, y + w * 0.7),
                           (x + w * 0.75, y + w * 0.32)], 2)
    else:
        for a, b in (((0.3, 0.3), (0.7, 0.7)), ((0.3, 0.7), (0.7, 0.3))):
            pygame.draw.line(surface, (255, 255, 255), (x + w * a[0], y + w * a[1]),
                             (x + w * b[0], y + w * b[1]), 2)


def draw_badges(surface: pygame.Surface, st: DoodleState, m: Monster, card: CardBox,
                s: float) -> None:
    """Stone badges on a monster its owner's stratagem or fortress power helps now."""
    if is_structure(m):
        return
    r = max(8, int(9 * s))
    x = card.rect.right - r - 3
    for role in ROLES:
        structure = structure_of(st, m.owner, role)
        if structure is None:
            continue
        p = power(st, structure)
        if p is None or p.on != MONSTER or not helps(st, m.owner, role, p.colour, m):
            continue
        centre = (x, card.sketch.y + r + 2)
        pygame.draw.circle(surface, STONE_DARK, centre, r)
        pygame.draw.circle(surface, STONE, centre, r, 2)
        letter = theme.render(role[0].upper(), max(14, int(14 * s)), (255, 255, 255), "bold")
        surface.blit(letter, letter.get_rect(center=centre))
        x -= 2 * r + 3


def hover_card(board: DoodleView, surface: pygame.Surface) -> bool:
    """The power of the structure under the mouse, in a card by it; True when one was shown."""
    st = board.state
    mid = board.monster_at(board.mouse)
    m = st.find_monster(mid) if mid is not None else None
    p = power(st, m) if m is not None else None
    if m is None or p is None:
        return False
    words, held = prerequisite(st, m)
    if st.free_art:
        art = "Artistic prerequisites are waived: it works for every monster."
    elif p.on != MONSTER:
        art = f"Needs \"{p.needs}\" on its drawing: " + (
            "it is there." if held else "not drawn, so it does nothing.")
    else:
        art = f"Works for your monsters tagged \"{p.needs}\": {words.split(' with ')[0]} now."
    lines = [summary(st, p), art]
    card = Card(f"{m.role.title()}: {p.name}", lines, [], OUTCOME)
    picture = render_card(card, board.ctx.scale, int(320 * board.ctx.scale))
    box = picture.get_rect(topleft=(board.mouse[0] + 16, board.mouse[1] + 16))
    surface.blit(picture, box.clamp(board.area))
    return True


__all__ = ["EXTRA_ROWS", "draw_badges", "draw_details", "draw_frame", "hover_card", "power",
           "prerequisite"]
