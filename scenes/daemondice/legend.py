"""The symbol legend: every face a die can show, and the marks the mat adds, in our own words.

An overlay over the battle (the board opens it with ``L`` or its "Symbols" button; ``L``, Esc or
a click closes it). The words are ``icons.TIPS``, the same sentences the hover card uses, so a
player meets one explanation per symbol wherever they look. ``legend_entries`` is the content
as data, so a test can check that nothing is missing.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

import game.keys as keys
import scenes.daemondice.icons as icons
import scenes.theme as theme
from engine.daemondice.tables import PARTS
from scenes.base import Scene
from scenes.daemondice.dice_art import die_sprite, ghost

GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Attacks", ("Stun", "Wound")),
    ("Defences", ("Block", "Deflect", "Dodge")),
    ("Modifiers", ("Plus", "Minus")),
    ("Body parts", PARTS),
)
"""Every face, grouped as the rules page explains them."""

MARKS: tuple[tuple[str, str], ...] = (
    ("stunned", "Stunned: greyed with a star badge. Out until a Plus brings it back."),
    ("wounded", "Wounded: cracked, with a drop badge. Out for good."),
    ("place", "Dashed place: where a die was, or may go, while you decide."),
    ("tag", "A1: the die attacks as attack 1; +A1 boosts it. The same tag marks its defenders."),
)
"""What the mat adds to a die, explained once."""


@dataclass(frozen=True)
class Entry:
    group: str
    key: str  # a face name, or a mark name from MARKS
    words: str


def legend_entries() -> list[Entry]:
    """The legend's content in reading order: symbols by kind, the body parts, the mat's marks."""
    out = [Entry(group, face, icons.tip(face)) for group, faces in GROUPS for face in faces]
    out += [Entry("On the mat", key, words) for key, words in MARKS]
    return out


class SymbolLegend(Scene):
    """The legend as an overlay scene; a key of ``CLOSE_KEYS`` (as the player has them in
    Settings → Keys) or a click closes it."""

    overlay = True
    CLOSE_KEYS = ("back", "log", "act", "act_alt")

    def handle_event(self, event: pygame.event.Event) -> bool:
        closing = event.type == pygame.KEYDOWN and any(keys.is_key(event, action)
                                                       for action in self.CLOSE_KEYS)
        if closing or event.type == pygame.MOUSEBUTTONUP:
            self.manager.pop()
        return True  # nothing reaches the battle while the legend is open

    def draw(self, surface: pygame.Surface) -> None:
        draw_legend(surface, self.ctx.scale)


def _mark_art(key: str, size: int) -> pygame.Surface:
    if key == "stunned":
        return die_sprite("Arm", "Frost", "Stun", size, "stunned")
    if key == "wounded":
        return die_sprite("Arm", "Rot", "Block", size, "wounded")
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    if key == "place":
        ghost(surf, surf.get_rect(), theme.MUTED)
        return surf
    surf.blit(die_sprite("Eye", "Fire", "Stun", size - 6), (0, 0))
    label = theme.render("A1", 14, (18, 12, 22), "black")
    box = label.get_rect(bottomright=(size, size)).inflate(4, 0)
    pygame.draw.rect(surf, (255, 196, 70), box, border_radius=4)
    surf.blit(label, label.get_rect(center=box.center))
    return surf


def draw_legend(surface: pygame.Surface, scale: float) -> None:
    """The legend panel over a shaded board: three columns of picture + words."""
    theme.shade(surface, 190)
    w, h = surface.get_size()
    pad = int(16 * scale)
    box = pygame.Rect(pad, pad, w - 2 * pad, h - 2 * pad)
    theme.panel(surface, box, alpha=250)
    title = theme.render("Symbols", int(34 * scale), theme.GOLD, "title")
    surface.blit(title, (box.x + pad, box.y + int(8 * scale)))
    close = theme.render("L, Esc or a click closes this", max(14, int(15 * scale)), theme.MUTED)
    surface.blit(close, close.get_rect(topright=(box.right - pad, box.y + int(18 * scale))))
    top = box.y + title.get_height() + int(14 * scale)
    columns = _columns(legend_entries())
    col_w = (box.width - 2 * pad - 2 * pad) // 3
    size = max(14, int(14 * scale))
    fnt = theme.font(size)
    art = int(40 * scale)
    for c, column in enumerate(columns):
        x = box.x + pad + c * (col_w + pad)
        y = top
        group = ""
        for entry in column:
            if entry.group != group:
                group = entry.group
                head = theme.render(group.upper(), max(14, int(15 * scale)), theme.ACCENT,
                                    "black")
                surface.blit(head, (x, y))
                y += head.get_height() + int(2 * scale)
            picture = _mark_art(entry.key, art) if entry.group == "On the mat" else \
                die_sprite("Arm", "Frost", entry.key, art)
            surface.blit(picture, (x, y))
            lines = theme.wrap(entry.words, fnt, col_w - art - int(10 * scale))
            ty = y + max(0, (art - len(lines) * fnt.get_linesize()) // 2)
            for i, line in enumerate(lines):
                name, colon, rest = line.partition(":")
                if i == 0 and colon:
                    bold = theme.render(name + ":", size, theme.TEXT, "bold")
                    surface.blit(bold, (x + art + int(10 * scale), ty))
                    surface.blit(theme.render_font(fnt, rest, theme.MUTED),
                                 (x + art + int(10 * scale) + bold.get_width(), ty))
                else:
                    surface.blit(theme.render_font(fnt, line, theme.MUTED),
                                 (x + art + int(10 * scale), ty))
                ty += fnt.get_linesize()
            y += max(art, len(lines) * fnt.get_linesize()) + int(8 * scale)


def _columns(entries: list[Entry]) -> list[list[Entry]]:
    """Symbols and marks in the first column, the thirteen body parts over the other two."""
    symbols = [e for e in entries if e.group not in ("Body parts", "On the mat")]
    parts = [e for e in entries if e.group == "Body parts"]
    marks = [e for e in entries if e.group == "On the mat"]
    half = (len(parts) + 1) // 2
    return [symbols, parts[:half], parts[half:] + marks]


__all__ = ["Entry", "GROUPS", "MARKS", "SymbolLegend", "draw_legend", "legend_entries"]
