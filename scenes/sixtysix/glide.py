"""Minions gliding to their places drawn over a kept picture of the board without them.

Why: after a move or a throw, minions glide to their places for half a second or so. Were
their positions in the kept picture's key, the whole board (backdrop, labels, every minion,
the side panel) would be painted again on every frame of the glide, and the AI moves often.
Instead the picture is kept without the minions that glide (or flash), and every frame blits
it and draws only those on top; when the last of them rests they are drawn into the picture
(``KeptUnderGliders``), so a move paints the whole board once.

The frame must be the very one a whole paint shows. Minions are drawn in order of height (a
lower one over a higher one), so the layer over the picture holds every gliding minion, every
minion on a glider's way to its place (so that the layer, and the picture, stay the same while
it glides) and every minion drawn after one of the layer's that it overlaps (else the later
one would end up under it); minions the layer leaves in the picture never overlap one drawn
after them in the layer. The side panel is painted over the minions: should the layer reach
it, nothing is left out and the board is painted whole, as before.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable
from typing import Protocol

import pygame

import scenes.sixtysix.drawing as drawing
from engine.core import State
from engine.sixtysix.board import HOME
from scenes.board.kept import KeptPicture
from scenes.sixtysix.view import SixtySixView


class GlidingBoard(SixtySixView, Protocol):
    """What this module reads of the board (``scenes.sixtysix.board.SixtySixBoard``), named
    here: the board imports this module, which could not be read first were it to name the
    board class back."""

    left_out: tuple[int, ...] | None
    kept: KeptUnderGliders

    def target_positions(self) -> dict[int, tuple[float, float]]: ...
    def layer_key(self) -> Hashable | None: ...


def reach(board: GlidingBoard, minion_id: int, x: float, y: float,
          state: State | None = None) -> pygame.Rect:
    """Everything drawing the minion at (x, y) may touch: its die, shadow, halo and ring
    (``state``: the board's, when the caller has it at hand)."""
    m = (board.state if state is None else state).get(minion_id)
    size = board.layout.home_die if m is not None and m.place == HOME else board.layout.die
    rect = pygame.Rect(0, 0, size, size)
    rect.center = (int(x), int(y))
    return rect.inflate(size // 2 + 16, size // 2 + 16)


_answers: dict[Hashable, tuple[int, ...] | None] = {}
"""``over_layer``'s answers for the places in ``_answered_for``, by question. Why: a frame
asks it several times (the picture's keys, the painting, the drawing over it, each from its
own starting minions), and each answer is a pass over every minion."""
_answered_for: list = [None]
"""The places (``target_positions``, kept per position and layout) the answers hold for."""


def over_layer(board: GlidingBoard, seeds: Collection[int] | None = None
               ) -> tuple[int, ...] | None:
    """The minions drawn over the kept picture this frame, in drawing order (empty: none
    glides or flashes); ``None`` when they would reach the side panel (the board is painted
    whole). ``seeds``: the minions the layer starts from (empty: those gliding or flashing,
    a flash lighting a minion for a moment after a throw; ``None``: those, or the ones the
    kept picture left out while they include those)."""
    if seeds is None and board.left_out is not None:
        return board.left_out
    targets = board.target_positions()
    if _answered_for[0] is not targets:
        _answers.clear()
        _answered_for[0] = targets
    asked = (id(board), None if seeds is None else tuple(seeds), board.kept.left_out,
             tuple(board.flash), tuple((m, x, y) for m, (x, y) in board.positions.items()))
    if asked in _answers:
        return _answers[asked]
    if len(_answers) >= ANSWERS_KEPT:
        _answers.clear()  # the minions moved on: the answers of earlier frames are no use
    answer = _answers[asked] = _over_layer(board, seeds, targets)
    return answer


ANSWERS_KEPT = 8
"""Answers kept at once: a frame's few questions, not the frames before it."""


def _over_layer(board: GlidingBoard, seeds: Collection[int] | None,
                targets: dict[int, tuple[float, float]]) -> tuple[int, ...] | None:
    if seeds is None:
        layer = over_layer(board, ())
        kept_out = board.kept.left_out
        if layer and kept_out and set(layer) <= set(kept_out):
            # Some of those the kept picture left out came to rest: they stay over it (a
            # picture without them is painted once they all rest) while that is the whole
            # board, i.e. no minion it shows is drawn after one of them and overlaps it.
            still = over_layer(board, kept_out)
            if still is not None and set(still) == set(kept_out):
                return still
        return layer
    positions = board.positions
    state = board.state
    order = drawing.minion_order(board)
    paths: list[pygame.Rect] = []
    for minion_id in order:
        x, y = positions[minion_id]
        target = targets.get(minion_id)
        if seeds:
            seed = minion_id in seeds
        else:
            seed = (target is None or target[0] != x or target[1] != y
                    or minion_id in board.flash)
        if seed:  # all the way to its place: the layer stays the same while it glides
            path = reach(board, minion_id, x, y, state)
            paths.append(path if target is None
                         else path.union(reach(board, minion_id, *target, state)))
    if not paths:
        return ()
    layer: list[int] = []
    reaches: list[pygame.Rect] = []
    for minion_id in order:
        x, y = positions[minion_id]
        rect = reach(board, minion_id, x, y, state)
        if rect.collidelist(paths) >= 0 or rect.collidelist(reaches) >= 0:
            layer.append(minion_id)
            reaches.append(rect)
    if board.layout.panel.collidelist(reaches + paths) >= 0:
        return None
    return tuple(layer)


def picture_places(board: GlidingBoard, layer: tuple[int, ...] | None) -> Hashable:
    """What of the minions' places the kept picture shows: where each one left in it stands
    and which ones the layer over it holds (not where they are, nor their order)."""
    out = frozenset(layer or ())
    places = tuple((minion, round(x, 2), round(y, 2))
                   for minion, (x, y) in board.positions.items() if minion not in out)
    return places, None if layer is None else out


def layer_places(board: GlidingBoard, layer: tuple[int, ...] | None) -> Hashable:
    """Where the minions over the kept picture are drawn (the frame changes with them)."""
    positions = board.positions
    return tuple((minion, round(positions[minion][0], 2), round(positions[minion][1], 2))
                 for minion in layer or ())


class KeptUnderGliders(KeptPicture):
    """The board's kept picture without its gliding minions, drawn over it on every frame.

    When the last of them comes to rest, they are drawn into the kept picture instead of
    painting it whole again: the picture of the position they left out, with them drawn over
    it in their order, is the whole board, so long as nothing else changed (the key the kept
    picture was taken under, asked with them left out, is still the key) and no minion drawn
    after one of them in a whole paint overlaps it (the layer they would make now, started
    from them, is them)."""

    def __init__(self, board: GlidingBoard) -> None:
        super().__init__()
        self.board = board
        self.left_out: tuple[int, ...] = ()
        """The minions the kept picture was painted without."""

    def draw(self, surface: pygame.Surface, key: Hashable | None,
             paint: Callable[[pygame.Surface], None]) -> bool:
        layer = over_layer(self.board)
        if key is not None and not layer and self.left_out and self._fold_in(surface, key):
            return False
        painted = super().draw(surface, key, paint)
        if painted or key is None:
            self.left_out = layer or ()
        if layer:
            drawing.draw_minions(self.board, surface, layer)
        return painted

    def forget(self) -> None:
        super().forget()
        self.left_out = ()

    def _fold_in(self, surface: pygame.Surface, key: Hashable) -> bool:
        """Draw the minions the kept picture left out into it, now that they rest, when
        that is the whole board (see the class); False when it is not."""
        board, left_out = self.board, self.left_out
        fold = over_layer(board, left_out)
        if fold is None or set(fold) != set(left_out):
            return False
        board.left_out = left_out
        try:
            taken_under = board.layer_key()
        finally:
            board.left_out = None
        picture = self.picture
        if taken_under != self.key or picture is None \
                or picture.get_size() != surface.get_size():
            return False
        super().draw(surface, taken_under, lambda _: None)  # the kept picture: blitted
        drawing.draw_minions(board, surface, fold)
        picture.blit(surface, (0, 0))
        self.key, self.left_out = key, ()
        self.taken += 1
        return True


__all__ = ["KeptUnderGliders", "layer_places", "over_layer", "picture_places", "reach"]
