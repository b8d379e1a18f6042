"""Pieces of the daemon builder and of the Daemon Dice set-up: breed colours, die tiles, the
widgets that pick dice, parts, breeds and daemons, and the plain-words explanation of a daemon.

Why apart from the scenes: the set-up lists daemons with the same names, colours and breed
class wording as the builder, so both read them from here and never drift apart.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

import scenes.daemondice.icons as icons
import scenes.theme as theme
from engine.daemondice.breeds import (
    BREEDS,
    FIRE,
    FROST,
    ROT,
    Daemon,
    Pedigree,
    breed_counts,
    classify,
    immunities,
    is_exact_half,
    power_level,
)
from scenes.widgets import Widget

Colour = tuple[int, int, int]

BREED_COLOURS: dict[str, tuple[Colour, Colour]] = {
    FROST: ((70, 124, 212), (255, 218, 86)),
    ROT: ((46, 40, 50), (226, 62, 60)),
    FIRE: ((204, 64, 42), (255, 218, 86)),
}
"""Each breed's die as the rules describe it: (plastic, ink)."""

BREED_WORDS: dict[str, str] = {
    FROST: "blue dice, yellow ink",
    ROT: "black dice, red ink",
    FIRE: "red dice, yellow ink",
}

_tiles: dict[tuple, pygame.Surface] = {}


# ------------------------------------------------------------------------------------- words


def times(level: int) -> str:
    return {1: "once a turn", 2: "twice a turn"}.get(level, f"{level} times a turn")


def analysable(name: str, dice: Sequence[tuple[str | None, str]]) -> Daemon:
    """A daemon the breed rules can judge while some dice still lack a part: the dice chosen
    so far (an empty die has no real breed yet, since picking its part also paints it)."""
    chosen = tuple((p, b) for p, b in dice if p is not None)
    return Daemon(name or "?", chosen or (("?", next(iter(BREEDS))),))


def breeds_of(daemon: Daemon) -> tuple[str, ...]:
    """The daemon's breeds, most dice first (for the little dice before its name)."""
    counts = breed_counts(daemon)
    return tuple(sorted(counts, key=lambda b: -counts[b]))


def class_title(daemon: Daemon) -> str:
    """"Purebred Frost", "Half-breed Rot-Fire", "Mongrel" or "Mixed breed"."""
    kind, primary = classify(daemon)
    if kind is Pedigree.PUREBRED:
        return f"Purebred {primary}"
    if kind is Pedigree.HALF_BREED:
        others = [b for b in breed_counts(daemon) if b != primary]
        return f"Half-breed {primary}" + (f"-{others[0]}" if len(others) == 1 else "")
    return kind.title


def _power_sentence(breed: str, level: int) -> str:
    many = level > 1
    if breed == FROST:
        what = f"up to {level} wounds it would take become stuns" if many else \
            "the first wound it would take becomes a stun"
        return f"Frost skin: each turn, {what} instead."
    if breed == ROT:
        what = f"up to {level} stunned dice" if many else "one stunned die"
        return (f"Rotting touch: at the end of its turn it may turn {what} of the daemon it "
                "attacked into wounded ones.")
    what = f"up to {level} stuns dealt by its attacks that got through become wounds" if many \
        else "one stun dealt by its attacks that got through becomes a wound"
    return f"Burning blows: each turn, {what}."


def explain(daemon: Daemon, size: int | None = None) -> list[str]:
    """What the daemon's breed class means in play, in a few short sentences; ``size`` is the
    finished daemon's number of dice when ``daemon`` holds only those chosen so far."""
    kind, primary = classify(daemon)
    size = size or daemon.size
    level = power_level(size)
    immune = ", ".join(sorted(immunities(daemon)))
    if kind is Pedigree.PUREBRED and primary is not None:
        lines = [f"Every die is {primary}, so it owns the {primary} power.",
                 _power_sentence(primary, level),
                 f"Immune to rays, gas and poison from {immune} dice."]
    elif kind is Pedigree.HALF_BREED and primary is not None:
        lines = [f"At least half of its dice are {primary}. No breed power, but it shrugs "
                 f"off rays, gas and poison from {immune} dice (same plastic or ink colour)."]
        if is_exact_half(daemon):
            lines.append("Exactly half and half: choose below which breed it fights as.")
    elif kind is Pedigree.MONGREL:
        what = "a stunned die" if level == 1 else f"up to {level} stunned dice"
        lines = ["No two dice share both part and breed.",
                 f"Stamina: each turn it brings back {what} for free while recovering.",
                 "No immunities."]
    else:
        lines = ["Two dice are exactly alike and no breed makes up half of it: no power, no "
                 "immunity.",
                 "Make every die a different part-and-breed pair for a mongrel, or half of "
                 "them one breed for a half-breed."]
    lines.append(f"{size} dice: powers act {times(level)} (once more for every "
                 "started 13 dice).")
    return lines


def part_text(part: str) -> str:
    """What the part's own face does (the board's tip without the leading name)."""
    words = icons.tip(part)
    words = words.split(": ", 1)[1] if ": " in words else words
    return words[:1].upper() + words[1:]


# ------------------------------------------------------------------------------------ drawing


def die_tile(part: str | None, breed: str, size: int) -> pygame.Surface:
    """A die of ``breed`` showing ``part`` (an empty dashed die while no part is chosen)."""
    size = max(12, int(size))
    key = (part, breed, size)
    surf = _tiles.get(key)
    if surf is not None:
        return surf
    if len(_tiles) > 300:
        _tiles.clear()
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surf.get_rect()
    plastic, ink = BREED_COLOURS.get(breed, (theme.PANEL_LIGHT, theme.TEXT))
    radius = max(3, size // 6)
    if part is None:
        pygame.draw.rect(surf, (*theme.PANEL, 255), rect, border_radius=radius)
        pygame.draw.rect(surf, theme.EDGE, rect, width=max(2, size // 16), border_radius=radius)
        mark = theme.render("?", int(size * 0.5), theme.FAINT, "black")
        surf.blit(mark, mark.get_rect(center=rect.center))
    else:
        pygame.draw.rect(surf, plastic, rect, border_radius=radius)
        edge = tuple(min(255, c + 60) for c in plastic)
        pygame.draw.rect(surf, edge, rect, width=max(2, size // 16), border_radius=radius)
        art = icons.icon(part, int(size * 0.72), ink)
        surf.blit(art, art.get_rect(center=rect.center))
    _tiles[key] = surf
    return surf


def breed_chip(breed: str, size: int) -> pygame.Surface:
    """A blank little die of ``breed``: its plastic with a dot of its ink."""
    key = ("chip", breed, size)
    surf = _tiles.get(key)
    if surf is None:
        plastic, ink = BREED_COLOURS[breed]
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        rect = surf.get_rect()
        pygame.draw.rect(surf, plastic, rect, border_radius=max(2, size // 5))
        pygame.draw.rect(surf, theme.BG, rect, 1, border_radius=max(2, size // 5))
        pygame.draw.circle(surf, ink, rect.center, max(2, size // 6))
        _tiles[key] = surf
    return surf


def fitted(words: str, size: int, width: int, colour: Colour = theme.TEXT,
           weight: str = "regular", floor: int = 10) -> pygame.Surface:
    """``words`` rendered as large as ``size`` but no wider than ``width`` (shrinks, then cuts
    with an ellipsis), so a long daemon name never spills out of its box."""
    label = theme.render(words, size, colour, weight)
    while label.get_width() > width and size > floor:
        size -= 1
        label = theme.render(words, size, colour, weight)
    while label.get_width() > width and len(words) > 2:
        words = words[:-2] + "…"
        label = theme.render(words, size, colour, weight)
    return label


def breed_bar(surface: pygame.Surface, rect: pygame.Rect, dice: Sequence[tuple[Any, str]]
              ) -> None:
    """A bar split in the breeds' colours by how many dice each breed has."""
    chosen = [b for p, b in dice if p is not None]
    total = max(1, len(dice))
    x = rect.x
    pygame.draw.rect(surface, theme.PANEL, rect)
    last = [b for b in BREEDS if b in chosen][-1:] if len(chosen) == len(dice) else []
    for breed in BREEDS:
        count = chosen.count(breed)
        if not count:
            continue
        width = rect.right - x if breed in last else round(rect.width * count / total)
        part = pygame.Rect(x, rect.y, max(0, width), rect.height)
        pygame.draw.rect(surface, BREED_COLOURS[breed][0], part)
        if part.width > rect.height * 2:
            label = theme.render(f"{count} {breed}", int(rect.height * 0.72),
                                 BREED_COLOURS[breed][1], "bold")
            if label.get_width() < part.width - 6:
                surface.blit(label, label.get_rect(center=part.center))
        x += width
    pygame.draw.rect(surface, theme.EDGE, rect, 2, border_radius=4)


# ------------------------------------------------------------------------------------ widgets


class DieSlot(Widget):
    """One die of the daemon being built; clicking it selects it for editing."""

    def __init__(self, rect: pygame.Rect, index: int, die: Callable[[int], tuple[str | None,
                 str]], selected: Callable[[int], bool], on_click: Callable[[int], Any]) -> None:
        super().__init__(rect)
        self.index = index
        self.die = die
        self.is_selected = selected
        self.on_click = on_click

    def clicked(self, pos: tuple[int, int]) -> None:
        self.on_click(self.index)

    @property
    def tooltip(self) -> str:  # type: ignore[override]  # read-only: the tooltip follows the die
        part, breed = self.die(self.index)
        if part is None:
            return f"Die {self.index + 1}: no body part yet. Click it, then pick a part below."
        return f"Die {self.index + 1}: {breed} {part}. {part_text(part)}"

    def draw(self, surface: pygame.Surface) -> None:
        part, breed = self.die(self.index)
        side = self.rect.width
        tile = die_tile(part, breed, side)
        surface.blit(tile, self.rect.topleft)
        if self.is_selected(self.index):
            pygame.draw.rect(surface, theme.GOLD, self.rect.inflate(6, 6), 3,
                             border_radius=max(4, side // 5))
        elif self.hovered:
            pygame.draw.rect(surface, theme.MUTED, self.rect.inflate(4, 4), 2,
                             border_radius=max(4, side // 5))
        name = fitted(part or f"{self.index + 1}", max(10, side // 4),
                      side + 8, theme.TEXT if part else theme.FAINT)
        surface.blit(name, name.get_rect(midtop=(self.rect.centerx, self.rect.bottom + 2)))


class SwatchButton(Widget):
    """A part or breed to pick: an icon or colour swatch and its name; lit when chosen."""

    def __init__(self, rect: pygame.Rect, value: str, label: str, on_click: Callable[[str], Any],
                 chosen: Callable[[str], bool], art: Callable[[int], pygame.Surface],
                 tooltip: str = "") -> None:
        super().__init__(rect)
        self.value = value
        self.label = label
        self.on_click = on_click
        self.chosen = chosen
        self.art = art
        self.tooltip = tooltip

    def clicked(self, pos: tuple[int, int]) -> None:
        self.on_click(self.value)

    def draw(self, surface: pygame.Surface) -> None:
        lit = self.chosen(self.value)
        fill = theme.PANEL_LIGHT if self.hovered or lit else theme.PANEL
        pygame.draw.rect(surface, fill, self.rect, border_radius=8)
        edge = theme.GOLD if lit else (theme.MUTED if self.hovered else theme.EDGE)
        pygame.draw.rect(surface, edge, self.rect, 3 if lit else 2, border_radius=8)
        side = int(self.rect.height * 0.74)
        art = self.art(side)
        pad = (self.rect.height - side) // 2
        surface.blit(art, (self.rect.x + pad, self.rect.y + pad))
        room = self.rect.width - side - 3 * pad
        label = fitted(self.label, max(11, int(self.rect.height * 0.38)), room,
                       theme.GOLD if lit else theme.TEXT, "bold")
        surface.blit(label, label.get_rect(midleft=(self.rect.x + side + 2 * pad,
                                                    self.rect.centery)))


@dataclass(frozen=True)
class PickerOption:
    value: Any
    title: str
    note: str = ""
    breeds: tuple[str, ...] = ()
    """Breeds shown as little dice before the title, most common first (none: no dice)."""


class Picker(Widget):
    """◀ title ▶ over a list of options, with an optional note under the title.

    Not a ``Choice``: the set-up's tests and tools count ``Choice`` widgets to find the seats,
    and this one picks daemons, not players.
    """

    def __init__(self, rect: pygame.Rect, options: Sequence[PickerOption], value: Any,
                 on_change: Callable[[Any], Any], tooltip: str = "", label: str = "",
                 box_width: int | None = None) -> None:
        super().__init__(rect)
        self.options = list(options)
        self.index = next((i for i, o in enumerate(self.options) if o.value == value), 0)
        self.on_change = on_change
        self.tooltip = tooltip
        self.label = label
        self.box_width = box_width

    @property
    def value(self) -> Any:
        return self.options[self.index].value

    def box(self) -> pygame.Rect:
        if self.box_width is None:
            return self.rect
        return pygame.Rect(self.rect.right - self.box_width, self.rect.y, self.box_width,
                           self.rect.height)

    def arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        box = self.box()
        h = box.height
        return pygame.Rect(box.x, box.y, h, h), pygame.Rect(box.right - h, box.y, h, h)

    def clicked(self, pos: tuple[int, int]) -> None:
        if not self.box().collidepoint(pos):
            return
        step = -1 if self.arrows()[0].collidepoint(pos) else 1
        self.index = (self.index + step) % len(self.options)
        self.on_change(self.value)

    def draw(self, surface: pygame.Surface) -> None:
        box = self.box()
        h = box.height
        if self.label and self.box_width is not None:
            text = fitted(self.label, max(12, int(h * 0.42)), box.x - self.rect.x - 8)
            surface.blit(text, text.get_rect(midleft=(self.rect.x + 2, self.rect.centery)))
        pygame.draw.rect(surface, theme.PANEL_LIGHT if self.hovered else theme.PANEL, box,
                         border_radius=8)
        pygame.draw.rect(surface, theme.GOLD if self.hovered else theme.EDGE, box, 2, 8)
        for rect, glyph in zip(self.arrows(), ("<", ">"), strict=True):
            arrow = theme.render(glyph, max(12, int(h * 0.45)), theme.ACCENT, "black")
            surface.blit(arrow, arrow.get_rect(center=rect.center))
        self._draw_value(surface, box)

    def _draw_value(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        option = self.options[self.index]
        h = box.height
        inner = box.inflate(-2 * h, 0)
        die = int(h * 0.5) if option.breeds else 0
        chips = die + (len(option.breeds) - 1) * die // 3 if die else 0
        gap = int(h * 0.18) if die else 0
        big = max(12, int(h * (0.36 if option.note else 0.44)))
        title = fitted(option.title, big, inner.width - chips - gap, theme.GOLD, "bold")
        note = fitted(option.note, max(10, int(h * 0.27)), inner.width - chips - gap,
                      theme.MUTED) if option.note else None
        width = chips + gap + max(title.get_width(), note.get_width() if note else 0)
        x = inner.centerx - width // 2
        for i, breed in reversed(list(enumerate(option.breeds))):
            surface.blit(breed_chip(breed, die), (x + i * die // 3, box.centery - die // 2))
        tx = x + chips + gap
        if note is None:
            surface.blit(title, title.get_rect(midleft=(tx, box.centery)))
            return
        top = box.centery - (title.get_height() + note.get_height()) // 2 + 1
        surface.blit(title, (tx, top))
        surface.blit(note, (tx, top + title.get_height() - 2))


__all__ = ["BREED_COLOURS", "BREED_WORDS", "DieSlot", "Picker", "PickerOption", "SwatchButton",
           "analysable", "breed_bar", "breed_chip", "breeds_of", "class_title", "die_tile",
           "explain", "fitted", "part_text", "times"]
