"""Painting the daemon builder's read-outs: what the daemon is, whether it can be saved, and
the chosen part's faces (the builder's widgets draw themselves)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

import scenes.daemondice.icons as icons
import scenes.theme as theme
from engine.daemondice.tables import FACES
from scenes.daemondice.builder_parts import (
    breed_bar,
    class_title,
    die_tile,
    explain,
    fitted,
    part_text,
)

if TYPE_CHECKING:
    from engine.daemondice.breeds import Daemon
    from scenes.daemondice.builder_parts import SwatchButton


class BuilderView(Protocol):
    """What the builder's drawing reads of the builder scene (``builder.BuilderView`` is the
    one class that fits it): kept here so the scene can hand itself to its drawing without
    either module naming the other."""

    s: float
    head: int
    size: int
    selected: int
    brush: str
    dice: list[tuple[str | None, str]]
    note: str
    message: str
    info_rect: pygame.Rect
    part_rect: pygame.Rect
    status_rect: pygame.Rect
    part_buttons: list[SwatchButton]
    _has_declare: bool

    def preview(self) -> Daemon: ...
    def problem(self) -> str | None: ...


def draw_info(builder: BuilderView, surface: pygame.Surface) -> None:
    """The right panel: breed class, breed mix, and what they mean in play."""
    rect = builder.info_rect
    s = builder.s
    theme.panel(surface, rect)
    pad = int(14 * s)
    x, y, width = rect.x + pad, rect.y + pad, rect.width - 2 * pad
    label = theme.render("WHAT IT IS", builder.head, theme.ACCENT, "black")
    surface.blit(label, (x, y))
    y += int(builder.head * 1.5)
    title, lines = describe(builder)
    big = fitted(title, int(30 * s), width, theme.GOLD, "black")
    surface.blit(big, (x, y))
    y += big.get_height() + int(6 * s)
    breed_bar(surface, pygame.Rect(x, y, width, max(14, int(20 * s))), builder.dice)
    y += max(14, int(20 * s)) + int(10 * s)
    bottom = rect.bottom - pad - (int(56 * s) if builder._has_declare else 0)
    fnt = theme.font(max(13, int(17 * s)))
    if builder.note:
        lines = [*lines, builder.note]
    for index, line in enumerate(lines):
        colour = theme.MUTED if line is builder.note else theme.TEXT
        y = _para(surface, line, x, y, width, fnt, colour, bottom, bullet=index > 0)
        y += int(6 * s)

def _para( surface: pygame.Surface, words: str, x: int, y: int, width: int,
          fnt: pygame.font.Font, colour: tuple[int, int, int], bottom: int,
          bullet: bool = False) -> int:
    """Wrapped text from ``y``, clipped at ``bottom``; returns the y below it."""
    indent = fnt.size("• ")[0] if bullet else 0
    for i, line in enumerate(theme.wrap(words, fnt, width - indent)):
        if y + fnt.get_linesize() > bottom:
            break
        if bullet and i == 0:
            surface.blit(theme.render_font(fnt, "•", theme.ACCENT), (x, y))
        surface.blit(theme.render_font(fnt, line, colour), (x + indent, y))
        y += fnt.get_linesize()
    return y

def draw_status(builder: BuilderView, surface: pygame.Surface) -> None:
    """The one sentence that says whether Save will work, and why not."""
    problem = builder.message or builder.problem()
    if problem:
        words, colour = problem, theme.BAD
    else:
        words, colour = "Ready: save it to keep it and send it into battle.", theme.GOOD
    px = max(13, int(16 * builder.s))
    rect = builder.status_rect
    room = min(rect.height, 2 * theme.font(px, "bold").get_linesize())
    theme.text_box(surface, pygame.Rect(rect.x, rect.bottom - room, rect.width, room), words, px,
                   colour, "bold", valign="bottom")

def draw_part(builder: BuilderView, surface: pygame.Surface) -> None:
    """The chosen (or hovered) part: what its own face does and its six faces."""
    rect = builder.part_rect
    if rect.height < 40:
        return
    s = builder.s
    theme.panel(surface, rect)
    part = hovered_part(builder)
    pad = int(12 * s)
    if part is None:
        fnt = theme.font(max(13, int(17 * s)), "italic")
        _para(surface, "Pick a body part for the chosen die: its faces and what "
                   "they do show here.", rect.x + pad, rect.y + pad, rect.width - 2 * pad,
                   fnt, theme.MUTED, rect.bottom - pad)
        return
    side = min(int(64 * s), rect.height - 2 * pad)
    surface.blit(die_tile(part, builder.brush, side), (rect.x + pad, rect.y + pad))
    x = rect.x + 2 * pad + side
    width = rect.right - pad - x
    name = theme.render(part, max(14, int(22 * s)), theme.GOLD, "black")
    surface.blit(name, (x, rect.y + pad - int(2 * s)))
    fnt = theme.font(max(13, int(16 * s)))
    faces_h = int(64 * s)
    bottom = rect.bottom - pad - faces_h - int(4 * s)
    y = _para(surface, "Its own face: " + part_text(part), x,
                   rect.y + pad + name.get_height(), width, fnt, theme.TEXT, bottom)
    small = theme.font(max(12, int(15 * s)))
    for face in dict.fromkeys(FACES[part][1:]):
        y = _para(surface, icons.tip(face), x, y + int(2 * s), width, small,
                       theme.MUTED, bottom, bullet=True)
    _draw_faces(builder, surface, part, pygame.Rect(x, rect.bottom - pad - faces_h, width,
                                                faces_h))

def _draw_faces(builder: BuilderView, surface: pygame.Surface, part: str,
                rect: pygame.Rect) -> None:
    """The six faces of the part's die, each with its name under it."""
    s = builder.s
    faces = FACES[part]
    cell = rect.width // len(faces)
    side = min(int(40 * s), cell - int(10 * s), rect.height - int(20 * s))
    if side < 12:
        return
    for i, face in enumerate(faces):
        cx = rect.x + i * cell + cell // 2
        tile = pygame.Rect(0, 0, side, side)
        tile.midtop = (cx, rect.y)
        pygame.draw.rect(surface, (236, 228, 212), tile, border_radius=max(3, side // 6))
        ink = icons.SYMBOL_COLOURS.get(face, icons.INK)
        if face in icons.SYMBOL_COLOURS:
            red, green, blue = ink
            ink = (int(red * 0.8), int(green * 0.8), int(blue * 0.8))
        art = icons.icon(face, int(side * 0.78), ink)
        surface.blit(art, art.get_rect(center=tile.center))
        label = fitted(face, max(11, int(14 * s)), cell - 4, theme.MUTED)
        surface.blit(label, label.get_rect(midtop=(cx, tile.bottom + 2)))


def hovered_part(builder: BuilderView) -> str | None:
    """The part under the mouse in the palette, else the chosen die's part."""
    for button in builder.part_buttons:
        if button.hovered:
            return button.value
    return builder.dice[builder.selected][0]


def describe(builder: BuilderView) -> tuple[str, list[str]]:
    """(class title, explanation lines) of the daemon so far."""
    daemon = builder.preview()
    unfinished = any(part is None for part, _ in builder.dice)
    title = class_title(daemon) + (" so far" if unfinished else "")
    return title, explain(daemon, builder.size)

