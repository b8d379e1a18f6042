"""Drawing the battle board: the daemons' areas, their dice, grabs and attacks, the side panel.

Everything that does not change between positions is cached: die faces (per part, face, size,
health and seat colour), text lines and the panels (``theme.panel``). A frame blits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from engine.daemondice import DieStatus, attack_views, defence_preview, health_counts, prompt
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
            label = text(zone, int(13 * s), theme.MUTED, "bold")
            surface.blit(label, (rect.x, rect.y - label.get_height()))
        for ds in dice:
            slot = area.slots.get(ds.die)
            if slot is None:
                continue
            surface.blit(die_surface(ds, area.die, colour), slot)
            _marks(surface, board, ds, slot, s)
            if ch.lit((seat, ds.die)):
                ring = theme.HINT if hover != (seat, ds.die) else theme.GOOD
                pygame.draw.rect(surface, ring, slot.inflate(4, 4), width=max(2, int(3 * s)),
                                 border_radius=6)
    _grabs(surface, board)
    board.driver.draw_tray(surface, icons.face_renderer)
    _panel(surface, board, s)
    board.ui.draw(surface)
    if hover is not None and not board.driver.rolling:
        ds = statuses[hover[0]][hover[1]]
        face = ds.face or ds.part
        words = f"{ds.name} ({ds.health}). {icons.tip(face)}"
        draw_tooltip(surface, words, board.mouse)
    else:
        board.ui.draw_tooltip(surface)


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
        if text(line, int(13 * s), colour).get_width() > room:
            line = (f"{counts['healthy']} ok {counts['stunned']} st {counts['wounded']} wd "
                    f"{counts['grabbed']} gr")
    info = text(line, int(13 * s), colour, "bold" if colour == theme.HINT else "regular")
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
        if ds.attack == board.aim:
            pygame.draw.rect(surface, theme.ACCENT, slot.inflate(8, 8), width=2, border_radius=7)
    if tag:
        label = text(tag, max(10, int(12 * s)), theme.TEXT, "black")
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


def _panel(surface: pygame.Surface, board: DaemonDiceBoard, s: float) -> None:
    st = board.state
    rect = board.layout.panel
    theme.panel(surface, rect)
    pad = int(12 * s)
    x, y, w = rect.x + pad, rect.y + pad, rect.width - 2 * pad
    title = text(st.step.title, int(24 * s), theme.GOLD, "black")
    surface.blit(title, (x, y))
    y += title.get_height() + int(4 * s)
    y = _para(surface, prompt(st), x, y, w, int(16 * s), theme.TEXT)
    lines: list[tuple[str, Colour]] = []
    if st.foe is not None and st.incoming:
        lines += [(line, theme.MUTED) for line in defence_preview(st)]
    for view in attack_views(st, incoming=False):
        need = f"needs {view.need} defence {'die' if view.need == 1 else 'dice'}"
        mark = "> " if view.index == board.aim else ""
        lines.append((f"{mark}A{view.index + 1} {view.label} ({view.reach}): {need}",
                      theme.TEXT))
    y += int(6 * s)
    for line, colour in lines[:6]:
        y = _para(surface, line, x, y, w, int(14 * s), colour)
    hint = board.preview_text()
    if hint:
        y += int(6 * s)
        y = _para(surface, "Click: " + hint, x, y, w, int(15 * s), theme.HINT)
    log_bottom = board.done_button.rect.top - pad if board.done_button else rect.bottom - pad
    y += int(8 * s)
    size = int(14 * s)
    line_h = theme.font(size).get_linesize()
    room = max(0, (log_bottom - y) // line_h)
    if room <= 0:
        return
    label = text("Log", int(14 * s), theme.MUTED, "bold")
    surface.blit(label, (x, y))
    y += label.get_height()
    room -= 1
    entries: list[str] = []
    for entry in board.match.log[-room * 2:]:
        entries += theme.wrap(entry.text, theme.font(size), w)
    for i, line in enumerate(entries[-room:] if room > 0 else []):
        surface.blit(text(line, size, theme.MUTED), (x, y + i * line_h))


def _para(surface: pygame.Surface, words: str, x: int, y: int, w: int, size: int,
          colour: Colour) -> int:
    fnt = theme.font(size)
    for line in theme.wrap(words, fnt, w):
        surface.blit(text(line, size, colour), (x, y))
        y += fnt.get_linesize()
    return y


__all__ = ["ZONES", "die_surface", "draw_board", "text"]
