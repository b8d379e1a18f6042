"""Drawing the battle board: the playmats, the hint strip, the phase panel and its buttons, then
(on top of everything) the die being carried, the small picker and the words under the mouse.

The pieces draw themselves and cache what does not change (``Playmat``, ``PhasePanel``,
``HintStrip``); here the board's state of mind is turned into what they light: the dice that can
be chosen, the places a carried die may go, the attack the player aims at, the hover card's
"what a click does" line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

import scenes.theme as theme
from engine.core import CHANCE
from scenes.daemondice.dice_art import die_sprite
from scenes.daemondice.playmat import highlights_for
from scenes.widgets import draw_tooltip

if TYPE_CHECKING:
    from scenes.daemondice.view import DaemonDiceView

LIFT = 1.15  # a carried die is drawn this much bigger, as if held above the mat


def hovered_die(board: DaemonDiceView) -> tuple[int, int] | None:
    """The die whose card is shown: none while dice roll, a die is carried or a picker asks."""
    g = board.gestures
    if board.driver.rolling or g.source is not None or g.picker is not None:
        return None
    return board.die_at(board.mouse)


def hint_human(board: DaemonDiceView) -> bool:
    """Whether the hint speaks to the person at the screen (their decision or their throw)."""
    if board.human_to_move():
        return True
    if board.match.state.to_move != CHANCE or board.driver.rolling:
        return False  # (asking for the throw works out the roll: not every frame of one)
    return board.driver.awaiting_throw()


def _background(board: DaemonDiceView, surface: pygame.Surface) -> None:
    """The window's backdrop where neither the mats nor the panel paint their own (both are
    opaque pictures): blitting the whole backdrop under them every frame costs."""
    w, h = surface.get_size()
    mats, panel = board.layout.mats, board.layout.panel
    regions = [pygame.Rect(0, 0, w, mats.top), pygame.Rect(0, mats.bottom, w, h - mats.bottom),
               pygame.Rect(0, mats.top, mats.x, mats.height),
               pygame.Rect(mats.right, mats.top, panel.left - mats.right, mats.height),
               pygame.Rect(panel.right, mats.top, w - panel.right, mats.height),
               pygame.Rect(panel.x, panel.bottom, panel.width, mats.bottom - panel.bottom)]
    old_clip = surface.get_clip()
    for region in regions:
        if region.width > 0 and region.height > 0:
            surface.set_clip(region)
            theme.draw_background(surface)
    surface.set_clip(old_clip)


def draw_board(board: DaemonDiceView, surface: pygame.Surface) -> None:
    _background(board, surface)
    board.sync_mats()
    st = board.state
    s = board.ctx.scale
    ch = board.choices()
    g = board.gestures
    carried = g.source
    under = g.targets_at(board.mouse) if carried is not None else []
    hi = highlights_for(() if carried is not None else ch.dice, ch.seats, g.targets(), carried,
                        under)
    hover = hovered_die(board)
    names = [board.name_of(seat) for seat in range(st.num_seats)]
    click_text = board.preview_text() if carried is None else ""
    owners = [board.owner_tag(seat) for seat in range(st.num_seats)]
    board.mats.draw(surface, st, hi, hover=hover, names=names, owners=owners,
                    click_text=click_text,
                    mouse=board.mouse if carried is None and g.picker is None else None)
    if board.aim is not None:
        box = board.mats.token_rect(board.aim[1], board.aim[2])
        if box is not None:
            pygame.draw.rect(surface, theme.ACCENT, box.inflate(8, 8), max(2, int(3 * s)),
                             border_radius=10)
    if board.layout.hint.height:
        board.hint_strip.draw(surface, board.layout.hint, st, board.match.seat_of_turn(),
                              first_battle=True, human=hint_human(board))
    board.phase_panel.draw(surface, board.layout.panel, st, board.log_lines(),
                           reserve_bottom=board.buttons_height(), scroll=board.log_scroll)
    board.ui.draw(surface)


def draw_hover(board: DaemonDiceView, surface: pygame.Surface) -> None:
    """The carried die, the small picker and the words under the mouse: on top of everything."""
    g = board.gestures
    carried = g.source
    if g.dragging and carried is not None:
        _lifted(surface, board, carried)
    if g.picker is not None:
        g.picker.draw(surface)
        if g.picker.rect.collidepoint(board.mouse):
            g.picker.draw_tooltip(surface)
        return
    words = board.preview_text() if carried is not None else _choice_words(board)
    if words:
        draw_tooltip(surface, words, board.mouse)
    elif carried is None:
        board.ui.draw_tooltip(surface)


def _choice_words(board: DaemonDiceView) -> str:
    """What a click on a lit mat does (choosing a foe), where no card already says it."""
    mouse = board.mouse
    mats = board.mats
    if board.die_at(mouse) is not None or mats.token_under(mouse) is not None:
        return ""
    seat = mats.seat_at(mouse)
    if seat is None or seat not in board.choices().seats:
        return ""
    if mats.mats[seat].header.collidepoint(mouse):
        return ""  # the name plate's card is shown there
    return board.preview_text()


def _lifted(surface: pygame.Surface, board: DaemonDiceView, ref: tuple[int, int]) -> None:
    """The carried die under the mouse: a little bigger, with a soft shadow below it."""
    slot = board.slot(*ref)
    if slot is None:
        return
    ds = board.statuses()[ref[0]][ref[1]]
    size = int(slot.width * LIFT)
    art = die_sprite(ds.part, ds.breed, ds.face, size)
    gx, gy = board.gestures.grip
    x = board.mouse[0] - int(gx * LIFT)
    y = board.mouse[1] - int(gy * LIFT)
    shadow = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 110), shadow.get_rect(), border_radius=max(2, size // 6))
    off = max(3, int(6 * board.ctx.scale))
    surface.blit(shadow, (x + off, y + off))
    surface.blit(art, (x, y))


__all__ = ["draw_board", "draw_hover", "hovered_die"]
