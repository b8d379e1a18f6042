"""Part labels on a sketch: a dot on the drawing, a leader line and a tag such as
"Weapon d8 · 6/8" (the part, its die and its life left), as the pad and the table show them.

Tags sit beside their anchors, pushed outward (left half of the drawing: to the left), and are
stacked so they never overlap each other; each part type has its colour and its name spelled
out, so colour is never the only cue.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

import scenes.theme as theme
from scenes.sketch.render import to_screen

KIND_COLOURS = {
    "core": (206, 150, 20),
    "weapon": (196, 52, 48),
    "shield": (44, 98, 184),
    "combo": (46, 140, 72),
    "nullifier": (128, 64, 170),
}


@dataclass(frozen=True)
class Label:
    text: str
    anchor: tuple[int, int]
    """Canvas units."""
    kind: str
    faded: bool = False
    """Greyed: a disabled or destroyed part."""


def label_text(kind: str, sides: int, damage: int = 0, short: bool = False) -> str:
    """"Weapon d8 · 6/8": the part, its die and its life left of its life. ``short`` gives
    "W d8 · 6/8" for small cards (core C, weapon W, shield S, combo +, nullifier N)."""
    life = max(0, sides - damage)
    name = SHORT_NAMES.get(kind, kind[:1].upper()) if short else kind.capitalize()
    return f"{name} d{sides} \u00b7 {life}/{sides}"


SHORT_NAMES = {"core": "C", "weapon": "W", "shield": "S", "combo": "+", "nullifier": "N"}


def layout_labels(rect: pygame.Rect, labels: Sequence[Label], size: int) -> list[pygame.Rect]:
    """Where each tag goes (screen rects, same order as ``labels``)."""
    boxes: list[pygame.Rect | None] = [None] * len(labels)
    pad = max(4, size // 3)
    order = sorted(range(len(labels)), key=lambda i: labels[i].anchor[1])
    placed: list[pygame.Rect] = []
    for i in order:
        label = labels[i]
        x, y = to_screen(label.anchor, rect)
        w, h = theme.font(size, "bold").size(label.text)
        box = pygame.Rect(0, 0, w + 2 * pad, h + pad)
        gap = max(18, size * 2)
        if x < rect.centerx:
            box.midright = (x - gap, y - gap // 2)
        else:
            box.midleft = (x + gap, y - gap // 2)
        box.clamp_ip(rect)
        moved = True
        while moved:
            moved = False
            for other in placed:
                if box.colliderect(other.inflate(0, 4)):
                    box.top = other.bottom + 4
                    moved = True
            if box.bottom > rect.bottom:
                box.bottom = rect.bottom
                break
        placed.append(box)
        boxes[i] = box
    return [b if b is not None else pygame.Rect(0, 0, 0, 0) for b in boxes]


def draw_labels(surface: pygame.Surface, rect: pygame.Rect, labels: Sequence[Label],
                size: int = 14, highlight: int | None = None) -> list[pygame.Rect]:
    """Draw the labels of a sketch shown in ``rect``; returns their tag rects (hit tests)."""
    boxes = layout_labels(rect, labels, size)
    for index, (label, box) in enumerate(zip(labels, boxes, strict=True)):
        colour = KIND_COLOURS.get(label.kind, (90, 90, 100))
        if label.faded:
            colour = (140, 134, 128)
        anchor = to_screen(label.anchor, rect)
        end = (box.left if box.centerx > anchor[0] else box.right, box.centery)
        pygame.draw.line(surface, colour, anchor, end, 3)
        pygame.draw.circle(surface, (255, 255, 255), anchor, 8)
        pygame.draw.circle(surface, colour, anchor, 6)
        fill = (255, 250, 238) if index != highlight else (255, 236, 170)
        pygame.draw.rect(surface, fill, box, border_radius=6)
        pygame.draw.rect(surface, colour, box, 2 if index != highlight else 3, border_radius=6)
        text = theme.render(label.text, size, colour, "bold")
        surface.blit(text, text.get_rect(center=box.center))
    return boxes
