"""Drawing the tray headless: dice appear where they are, symbol faces use the caller's art,
and a frame of 33 rolling dice stays cheap."""

from __future__ import annotations

import math
import os

import pygame
import pytest

from engine.core import DieSpec, RollRequest
from game.tray import DiceTray, quick_roll

RED, WHITE = (200, 30, 40), (238, 232, 218)


@pytest.fixture(scope="module")
def screen() -> pygame.Surface:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    return pygame.display.set_mode((760, 460))


def d6s(count: int) -> RollRequest:
    return RollRequest(dice=tuple(DieSpec.d(6) for _ in range(count)), reason="draw")


def test_dice_are_drawn_where_they_are(screen: pygame.Surface) -> None:
    tray = DiceTray(700, 400)
    empty = pygame.Surface((760, 460))
    tray.draw(empty, (30, 30))
    tray.throw(d6s(8), 3, colours=[RED])
    tray.run_to_rest()
    frame = pygame.Surface((760, 460))
    tray.draw(frame, (30, 30))
    for die in tray.dice:
        # A point of the face between pips: (0.13, 0.13) sizes from the centre, in the die's frame.
        c, s = math.cos(die.angle), math.sin(die.angle)
        k = die.size * 0.13
        x, y = round(die.x + 30 + k * (c - s)), round(die.y + 30 + k * (s + c))
        assert frame.get_at((x, y)) != empty.get_at((x, y))
        r, g, b, _ = frame.get_at((x, y))
        assert r > g + 60, "a red die looks red"
    assert tray.result() == quick_roll(d6s(8), 3), "drawing never changes the roll"


def test_symbol_faces_use_the_face_renderer(screen: pygame.Surface) -> None:
    calls: list[tuple[object, int]] = []

    def art(face: int | str, size: int) -> pygame.Surface:
        calls.append((face, size))
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        surface.fill((0, 0, 255))
        return surface

    spec = DieSpec(faces=("Head", "Arm", "Leg", "Body", "Tail", "Wing"), kind="body")
    tray = DiceTray(700, 400)
    tray.throw(RollRequest(dice=(spec,) * 3, reason=""), 2, colours=[WHITE])
    tray.run_to_rest()
    frame = pygame.Surface((760, 460))
    tray.draw(frame, (0, 0), face_renderer=art)
    assert {face for face, _ in calls} == {d.face for d in tray.dice}
    assert all(0 < size <= tray.dice[0].size for _, size in calls)
    for die in tray.dice:
        r, g, b, _ = frame.get_at((round(die.x), round(die.y)))
        assert b > 200 and r < 60
    tray.draw(frame, (0, 0))  # and without a renderer the text is written, no error


def test_other_solids_draw(screen: pygame.Surface) -> None:
    tray = DiceTray(700, 400)
    tray.throw(RollRequest(dice=tuple(DieSpec.d(s) for s in (4, 8, 10, 12, 20)), reason=""), 1)
    frame = pygame.Surface((700, 400))
    for _ in range(20):
        tray.step(1 / 30)
        tray.draw(frame)
