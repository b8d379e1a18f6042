"""Drawing the battle board: the daemons' areas, their dice, grabs and attacks, a carried die.

Everything that does not change between positions is cached: die faces (per part, face, size,
health and seat colour), text lines and the panels (``theme.panel``). A frame blits. The side
panel draws itself (``panel.BattlePanel``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from engine.daemondice import DieStatus, health_counts
from scenes import theme
from scenes.daemondice import icons
from scenes.daemondice.layout import ZONES
from scenes.widgets import draw_tooltip

if TYPE_CHECKING:
    from scenes.daemondice.board import DaemonDiceBoard

Colour = tuple[int, int, int]
_text_cache: dict[tuple, pygame.Surface] = {}
_die_cache: dict[tuple, pygame.Surface] = {}

ROLE_MARKS = {"boost": "+", "brain": "aim", "spike": "spk"}


def text(words: str, size: int, colour: Colour = theme.TEXT, weight: str = "regular"
         ) -> pygame.Surface:
    key = (words, size, colour, weight)
    surf = _text_cache.get(key)
    if surf is None:
        if len(_text_cache) > 600:
            _text_cache.clear()
        surf = _text_cache[key] = theme.render(words, size, colour, weight)
    return surf


def die_surface(ds: DieStatus, size: int, colour: Colour) -> pygame.Surface:
    """One die: the seat's colour, the rolled face's icon (or its part, faint, if not rolled)."""
    key = (ds.part, ds.face, size, ds.health, colour)
    surf = _die_cache.get(key)
    if surf is not None:
        return surf
    if len(_die_cache) > 800:
        _die_cache.clear()
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surf.get_rect()
    fill = tuple(min(255, c // 3 + 150) for c in colour)
    if ds.health != "healthy":
        fill = tuple(c // 2 + 40 for c in fill)
    radius = max(2, size // 6)
    pygame.draw.rect(surf, fill, rect, border_radius=radius)
    pygame.draw.rect(surf, colour, rect, width=max(2, size // 14), border_radius=radius)
    face = ds.face if ds.face is not None else ds.part
    art = icons.icon(face, int(size * 0.74))
    if ds.face is None:
        art = art.copy()
        art.set_alpha(110)
    surf.blit(art, art.get_rect(center=rect.center))
    if ds.health == "stunned":
        pygame.draw.circle(surf, theme.HINT, (size - size // 5, size // 5), max(3, size // 7))
    elif ds.health == "wounded":
        w = max(2, size // 10)
        pygame.draw.line(surf, theme.BAD, (size // 6, size // 6), (size * 5 // 6, size * 5 // 6), w)
        pygame.draw.line(surf, theme.BAD, (size * 5 // 6, size // 6), (size // 6, size * 5 // 6), w)
    _die_cache[key] = surf
    return surf


def draw_board(board: DaemonDiceBoard, surface: pygame.Surface) -> None:
    from scenes.daemondice.board import SEAT_COLOURS, name_of

    theme.draw_background(surface)
    st = board.state
    s = board.ctx.scale
    statuses = board.statuses()
    ch = board.choices()
    lit_seats = set(ch.seats)
    hover = board.die_at(board.mouse)
    gestures = board.gestures
    carried = gestures.source
    targets = gestures.targets()
    under = set(gestures.targets_at(board.mouse)) if carried is not None else set()
    for area, dice in zip(board.layout.areas, statuses, strict=True):
        seat = area.seat
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        edge = theme.GOLD if seat == st.turn else colour if seat in (st.foe, st.target) \
            else theme.EDGE
        if seat in lit_seats:
            edge = theme.HINT
        theme.panel(surface, area.rect, colour=theme.PANEL, edge=edge, radius=10, alpha=225)
        _header(surface, board, area, colour, name_of(board.match, seat), s)
        for zone, rect in area.zones.items():
            label = text(zone, max(12, int(14 * s)), theme.MUTED, "bold")
            surface.blit(label, (rect.x, rect.y - label.get_height()))
        for ds in dice:
            slot = area.slots.get(ds.die)
            if slot is None:
                continue
            ref = (seat, ds.die)
            if gestures.dragging and ref == carried:
                pygame.draw.rect(surface, theme.EDGE, slot, width=2, border_radius=6)
                continue  # it is drawn at the mouse, lifted
            surface.blit(die_surface(ds, area.die, colour), slot)
            _marks(surface, board, ds, slot, s)
            if ref == carried:
                pygame.draw.rect(surface, theme.GOLD, slot.inflate(8, 8),
                                 width=max(2, int(3 * s)), border_radius=7)
            elif ("die", seat, ds.die) in targets:
                _target_ring(surface, slot, ("die", seat, ds.die) in under, s)
            elif ch.lit(ref) and carried is None:
                ring = theme.HINT if hover != ref else theme.GOOD
                pygame.draw.rect(surface, ring, slot.inflate(4, 4), width=max(2, int(3 * s)),
                                 border_radius=6)
        _attack_targets(surface, area, dice, targets, under, s)
    _grabs(surface, board)
    board.panel.draw(surface)
    board.ui.draw(surface)


def draw_hover(board: DaemonDiceBoard, surface: pygame.Surface) -> None:
    """The carried die, the small picker and the hover texts: on top of everything."""
    s = board.ctx.scale
    statuses = board.statuses()
    hover = board.die_at(board.mouse)
    gestures = board.gestures
    carried = gestures.source
    if gestures.dragging and carried is not None:
        _lifted(surface, board, statuses[carried[0]][carried[1]], s)
    if gestures.picker is not None:
        gestures.picker.draw(surface)
    why = board.why_not_text()
    if why:
        draw_tooltip(surface, why, board.mouse)
    elif gestures.picker is not None:  # a die's tip would cover the question
        if gestures.picker.rect.collidepoint(board.mouse):
            gestures.picker.draw_tooltip(surface)
    elif hover is not None and not board.driver.rolling and carried is None:
        ds = statuses[hover[0]][hover[1]]
        face = ds.face or ds.part
        words = f"{ds.name} ({ds.health}). {icons.tip(face)}"
        draw_tooltip(surface, words, board.mouse)
    elif carried is None:
        board.ui.draw_tooltip(surface)


def _target_ring(surface: pygame.Surface, rect: pygame.Rect, under: bool, s: float) -> None:
    """A drop target: green, brighter and thicker under the mouse."""
    colour = (170, 255, 170) if under else theme.GOOD
    pygame.draw.rect(surface, colour, rect.inflate(6, 6), width=max(2, int((4 if under else 3)
                                                                         * s)), border_radius=7)


def _attack_targets(surface: pygame.Surface, area, dice: tuple[DieStatus, ...],
                    targets: set, under: set, s: float) -> None:
    """One frame round all the dice of each attack the carried die may be dropped on."""
    for kind, seat, index in targets:
        if kind != "attack" or seat != area.seat:
            continue
        rects = [area.slots[d.die] for d in dice if d.attack == index and d.die in area.slots]
        if rects:
            box = rects[0].unionall(rects[1:])
            _target_ring(surface, box.inflate(4, 4), ("attack", seat, index) in under, s)


def _lifted(surface: pygame.Surface, board: DaemonDiceBoard, ds: DieStatus, s: float) -> None:
    """The carried die under the mouse: a little bigger, with a soft shadow below it."""
    from scenes.daemondice.board import SEAT_COLOURS

    area = board.layout.areas[ds.seat]
    size = int(area.die * 1.15)
    art = die_surface(ds, size, SEAT_COLOURS[ds.seat % len(SEAT_COLOURS)])
    gx, gy = board.gestures.grip
    x = board.mouse[0] - int(gx * 1.15)
    y = board.mouse[1] - int(gy * 1.15)
    shadow = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 110), shadow.get_rect(), border_radius=max(2, size // 6))
    off = max(3, int(6 * s))
    surface.blit(shadow, (x + off, y + off))
    surface.blit(art, (x, y))


def _header(surface: pygame.Surface, board: DaemonDiceBoard, area, colour: Colour, name: str,
            s: float) -> None:
    st = board.state
    seat = area.seat
    tag = " (defeated)" if st.out[seat] else " — turn" if seat == st.turn else \
        " — foe" if seat == st.foe else ""
    title = text(name + tag, int(17 * s), colour if not st.out[seat] else theme.FAINT, "bold")
    surface.blit(title, (area.header.x, area.header.y))
    counts = health_counts(st, seat)
    if seat in board.choices().seats:
        line, colour = "click to choose", theme.HINT
    else:
        line, colour = (f"{counts['healthy']} ok · {counts['stunned']} stunned · "
                        f"{counts['wounded']} wounded · {counts['grabbed']} grabbed"), theme.MUTED
        room = area.header.width - title.get_width() - 10
        if text(line, max(12, int(14 * s)), colour).get_width() > room:
            line = (f"{counts['healthy']} ok {counts['stunned']} st {counts['wounded']} wd "
                    f"{counts['grabbed']} gr")
    info = text(line, max(12, int(14 * s)), colour, "bold" if colour == theme.HINT else "regular")
    x = max(area.header.x + title.get_width() + 10, area.header.right - info.get_width())
    surface.blit(info, (x, area.header.y + int(3 * s)))


def _marks(surface: pygame.Surface, board: DaemonDiceBoard, ds: DieStatus, slot: pygame.Rect,
           s: float) -> None:
    """Small tags on a die: its role in an attack, pinned, defending, the aimed attack."""
    tag = ROLE_MARKS.get(ds.role or "")
    if ds.pinned:
        tag = "pin"
    elif ds.defending is not None:
        tag = f"D{ds.defending + 1}"
    elif ds.role == "attack" and ds.attack is not None:
        tag = f"A{ds.attack + 1}"
        if board.aim == ("attack", ds.seat, ds.attack):
            pygame.draw.rect(surface, theme.ACCENT, slot.inflate(8, 8), width=2, border_radius=7)
    if tag:
        label = text(tag, max(12, int(14 * s)), theme.TEXT, "black")
        box = label.get_rect(bottomright=(slot.right + 2, slot.bottom + 2)).inflate(4, 0)
        pygame.draw.rect(surface, (20, 14, 24), box, border_radius=4)
        surface.blit(label, label.get_rect(center=box.center))


def _grabs(surface: pygame.Surface, board: DaemonDiceBoard) -> None:
    """A line from every grabbing Tentacle to the die it holds."""
    areas = board.layout.areas
    for hold in board.state.holds:
        a = areas[hold.holder].slots.get(hold.holder_die)
        b = areas[hold.victim].slots.get(hold.victim_die)
        if a is not None and b is not None:
            pygame.draw.line(surface, (232, 150, 176), a.center, b.center, 3)
            pygame.draw.circle(surface, (232, 150, 176), b.center, 5)


__all__ = ["ZONES", "die_surface", "draw_board", "text"]
