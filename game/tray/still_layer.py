"""The dice at rest in a tray still rolling, kept painted on the floor between frames.

Why: while the last dice of a big throw roll, most of the others already lie still, and every
frame drew each of them again (its shadow, its sprite, the lookups behind both). The floor
with the dice at rest on it is kept as one picture, copied off the frame that drew it; a
later frame blits it and draws only the rest.

It is the very picture a whole draw makes: a die is kept only where nothing drawn each frame
can touch it (its shadow and sprite inside the floor, apart from every other die's), so each
pixel is painted by the same blits in the same order either way; a kept die that stirs, or a
die drawn each frame that comes near a kept one, sends the next frame back to a whole draw.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.tray.dice import DieView


@dataclass
class Piece:
    """One die as a frame draws it: its shadow and its sprite with where they go."""

    index: int
    """Its place in the tray's list of dice."""
    shadow: pygame.Surface
    shadow_at: tuple[float, float]
    sprite: pygame.Surface
    sprite_at: tuple[float, float]
    keepable: bool
    """At rest and drawn exactly (not a stand-in while new sprites wait for a later frame)."""

    def box(self) -> pygame.Rect:
        """Every pixel its blits may touch (a pixel of margin for the positions' fractions)."""
        (sx, sy), (dx, dy) = self.shadow_at, self.sprite_at
        shadow = pygame.Rect(int(sx) - 1, int(sy) - 1, self.shadow.get_width() + 2,
                             self.shadow.get_height() + 2)
        return shadow.union(pygame.Rect(int(dx) - 1, int(dy) - 1, self.sprite.get_width() + 2,
                                        self.sprite.get_height() + 2))


def blit_pieces(surface: pygame.Surface, pieces: Sequence[Piece]) -> None:
    """The shadows, then the dice over them, in the order given."""
    blit = surface.blit
    for piece in pieces:
        blit(piece.shadow, piece.shadow_at)
    for piece in pieces:
        blit(piece.sprite, piece.sprite_at)


def look(die: DieView, bucket: int) -> tuple:
    """What a die's picture at rest depends on (with the turn it is drawn at)."""
    return (die.position, bucket, die.face, die.colour, die.look, die.size, die.moving)


class StillLayer:
    """The floor at ``area`` of a frame with the dice ``kept`` drawn on it."""

    def __init__(self, picture: pygame.Surface, area: pygame.Rect, floor: pygame.Surface,
                 count: int, kept: dict[int, tuple], boxes: list[pygame.Rect]) -> None:
        self.picture = picture
        self.area = area
        self.floor = floor
        self.count = count
        self.kept = kept
        """The look (``look``) of each kept die, by its index."""
        self.boxes = boxes

    def holds(self, dice: Sequence[DieView], buckets: Sequence[int], area: pygame.Rect,
              floor: pygame.Surface) -> bool:
        """Whether it still shows this frame's kept dice as they are, at the same place."""
        if area != self.area or floor is not self.floor or len(dice) != self.count:
            return False
        return all(look(dice[i], buckets[i]) == seen for i, seen in self.kept.items())

    def clear_of(self, pieces: Sequence[Piece]) -> bool:
        """Whether none of ``pieces`` (drawn over it) reaches a kept die."""
        return all(piece.box().collidelist(self.boxes) < 0 for piece in pieces)


def keep(surface: pygame.Surface, area: pygame.Rect, floor: pygame.Surface,
         dice: Sequence[DieView], buckets: Sequence[int], pieces: Sequence[Piece],
         old: StillLayer | None = None) -> tuple[StillLayer | None, list[Piece]]:
    """Draw ``pieces`` (all of a frame, in its order) on the floor blitted at ``area``, the
    dice it can keep first: the layer kept of them (None when none can be; ``old``'s picture
    painted over when it fits) and the pieces drawn after it, which a later frame draws
    again."""
    surface.blit(floor, area)
    boxes = {piece.index: piece.box() for piece in pieces}
    inside = surface.get_rect().contains(area)
    kept = {p.index for p in pieces if inside and p.keepable and area.contains(boxes[p.index])}
    changed = True
    while changed:  # a kept die touched by one drawn each frame is drawn each frame too
        loose = [boxes[p.index] for p in pieces if p.index not in kept]
        near = {i for i in kept if boxes[i].collidelist(loose) >= 0}
        kept -= near
        changed = bool(near)
    if not kept:
        blit_pieces(surface, pieces)
        return None, list(pieces)
    blit_pieces(surface, [p for p in pieces if p.index in kept])
    layer = StillLayer(_copy(surface, area, old), pygame.Rect(area), floor, len(dice),
                       {i: look(dice[i], buckets[i]) for i in kept},
                       [boxes[i] for i in kept])
    rest = [p for p in pieces if p.index not in kept]
    blit_pieces(surface, rest)
    return layer, rest


def _copy(surface: pygame.Surface, area: pygame.Rect,
          old: StillLayer | None) -> pygame.Surface:
    """``surface``'s ``area`` copied into ``old``'s picture when it has that size and pixel
    format (and ``surface`` no alpha of its own). Why: a die comes to rest on many frames of
    a throw, and a new tray-sized picture each time is memory touched for the first time, a
    millisecond per megabyte."""
    picture = old.picture if old is not None else None
    if (picture is None or picture.get_size() != area.size
            or surface.get_flags() & pygame.SRCALPHA  # (a blit would blend, not copy)
            or picture.get_bitsize() != surface.get_bitsize()
            or picture.get_masks() != surface.get_masks()):
        return surface.subsurface(area).copy()
    picture.blit(surface, (0, 0), area)
    return picture


__all__ = ["Piece", "StillLayer", "blit_pieces", "keep", "look"]
