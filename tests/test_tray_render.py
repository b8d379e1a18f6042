"""Drawing the tray headless: dice appear where they are, symbol faces use the caller's art,
and a frame of 33 rolling dice stays cheap."""

from __future__ import annotations

import math
import os

import pygame
import pytest

from engine.core import DieSpec, RollRequest
from game.tray import DiceTray, quick_roll
from game.tray.dice import die_outline
from game.tray.render import renderer_for
from game.tray.solids import solid
from scenes.surface_cache import SurfaceCache

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


STRANGE = (
    DieSpec(faces=(1, 2, 3, 1, 2, 3), kind="d3"),
    DieSpec(faces=(1, 2, 3, 4, 5), kind="d5"),
    DieSpec(faces=(1, 2, 3, 4, 5, 6, 7), kind="d7"),
    DieSpec(faces=(1, 2, 3, 4, 5, 6), kind="d6", scale=0.7),
    DieSpec(faces=tuple(range(1, 21)), kind="d20", scale=1.4),
    DieSpec.d(8),
)


def test_strange_dice_draw_rolling_and_at_rest(screen: pygame.Surface) -> None:
    tray = DiceTray(700, 400)
    tray.throw(RollRequest(dice=STRANGE * 2, reason=""), 4, colours=[RED, WHITE])
    frame = pygame.Surface((700, 400))
    while not tray.settled:
        tray.step(1 / 30)
        tray.draw(frame)
    tray.draw(frame)
    empty = DiceTray(700, 400)
    floor = pygame.Surface((700, 400))
    empty.draw(floor)
    for die in tray.dice:  # every die, whatever its kind and size, is painted where it lies
        at = (round(die.x), round(die.y))
        assert frame.get_at(at) != floor.get_at(at)


def _ink(sprite: pygame.Surface, colour: tuple[int, int, int]) -> int:
    """Pixels far from the die's own colour and opaque: the number (and edges)."""
    count = 0
    for x in range(sprite.get_width()):
        for y in range(sprite.get_height()):
            r, g, b, a = sprite.get_at((x, y))
            if a > 200 and abs(r - colour[0]) + abs(g - colour[1]) + abs(b - colour[2]) > 300:
                count += 1
    return count


@pytest.mark.parametrize("size", [24, 40, 64])
def test_strange_dice_pictures_show_their_number(screen: pygame.Surface, size: int) -> None:
    for sides, value in ((3, 2), (5, 4), (7, 7)):
        blank = solid(sides, None, size, RED)
        shown = solid(sides, value, size, RED)
        assert shown.get_size() == (size + 4, size + 4)
        assert _ink(shown, RED) > _ink(blank, RED) + size // 4, f"d{sides} shows its number"
    # A d3 is a cube with a number, never a d6's pips; a d5 and a d7 are long and differ.
    assert pygame.image.tobytes(solid(3, 2, size, RED), "RGBA") != pygame.image.tobytes(
        solid(6, 2, size, RED), "RGBA")
    for sides in (5, 7):
        box = solid(sides, 1, size, RED).get_bounding_rect()
        assert box.w > 1.6 * box.h, "a long die lies along the picture"
    d5, d7 = solid(5, 1, size, RED), solid(7, 1, size, RED)
    assert d5.get_bounding_rect().h < d7.get_bounding_rect().h


def test_a_tray_prism_is_as_long_as_its_outline(screen: pygame.Surface) -> None:
    """The sprite lies along the body's x like the collision outline, and is as long."""
    tray = DiceTray(700, 400)
    tray.throw(RollRequest(dice=STRANGE[1:3], reason=""), 2)
    tray.run_to_rest()
    renderer = renderer_for(700, 400, tray.rim)
    for die in tray.dice:
        sprite = renderer.die_at_rest(die.colour, die.face, die.look, round(die.size), None)
        box = sprite.get_bounding_rect()
        outline = die_outline(die.sides, die.size)
        length = max(x for x, _ in outline) - min(x for x, _ in outline)
        width = max(y for _, y in outline) - min(y for _, y in outline)
        assert box.w == pytest.approx(length, rel=0.12)
        assert width * 0.9 < box.h < width * 1.6  # the lean shows a side below the top


def test_one_pip_table_gives_every_value_its_pips_on_the_face():
    from game.tray.pips import PIPS, pip_spots

    for value in range(1, 7):
        spots = pip_spots(value, 0.22)
        assert len(spots) == len(PIPS[value]) == value
        assert all(0.0 < x < 1.0 and 0.0 < y < 1.0 for x, y in spots)
        # a die's face reads the same turned half a turn
        shown = sorted((round(x, 9), round(y, 9)) for x, y in spots)
        assert shown == sorted((round(1 - x, 9), round(1 - y, 9)) for x, y in spots)
    assert pip_spots(7, 0.22) == []


def test_a_tray_s_sprites_stay_within_their_budget_and_still_draw_every_die(
        screen: pygame.Surface) -> None:
    from game.tray.render import TrayRenderer
    from scenes.surface_cache import SurfaceCache

    budget = 400_000  # a few dozen sprites: most rotations are pushed out as the dice roll
    sprites: SurfaceCache[pygame.Surface] = SurfaceCache(budget, "test tray")
    tray = DiceTray(700, 400)
    tray._renderer = TrayRenderer(700, 400, tray.rim, sprites)
    tray.throw(d6s(12), 5, colours=[RED, WHITE])
    frame = pygame.Surface((760, 460))
    for _ in range(90):
        tray.step(1 / 60)
        tray.draw(frame, (30, 30))
        assert sprites.bytes <= budget
    tray.run_to_rest()
    tray.draw(frame, (30, 30))
    assert tray.result() == quick_roll(d6s(12), 5), "drawing never changes the roll"



def _first_frame_in_flight(count: int, seed: int, colour: tuple[int, int, int]
                           ) -> tuple[DiceTray, SurfaceCache, pygame.Surface]:
    """A throw of ``count`` d6s drawn by a renderer with sprites of its own, after its first
    frame in flight (each die's first sprites painted): the tray, its sprites, the frame."""
    import game.tray.render as render
    from game.tray.render import TrayRenderer

    sprites: SurfaceCache[pygame.Surface] = SurfaceCache(render.SPRITE_BUDGET, "own")
    tray = DiceTray(700, 400)
    tray._renderer = TrayRenderer(700, 400, tray.rim, sprites)
    tray.throw(d6s(count), seed, colours=[colour])
    frame = pygame.Surface((760, 460))
    tray.step(1 / 60)
    tray.draw(frame, (30, 30))
    return tray, sprites, frame


def test_a_frame_out_of_painting_time_shows_a_tumbling_die_s_painted_sprites(
        screen: pygame.Surface, monkeypatch: pytest.MonkeyPatch) -> None:
    """Once a frame's time for new sprites is spent, a tumbling die is shown by a sprite
    already painted (another angle or face of the same die) where there is one: the same
    throw paints fewer sprites in flight, and the dice at rest are exact all the same."""
    import game.tray.render as render

    def painted_in_flight(budget: float) -> tuple[int, tuple]:
        monkeypatch.setattr(render, "SPRITE_PAINT_BUDGET", 1.0)
        tray, sprites, frame = _first_frame_in_flight(3, 9, RED)
        monkeypatch.setattr(render, "SPRITE_PAINT_BUDGET", budget)
        for _ in range(20):
            tray.step(1 / 60)
            tray.draw(frame, (30, 30))
        count = len(sprites)
        tray.run_to_rest()
        tray.draw(frame, (30, 30))
        return count, pygame.image.tobytes(frame, "RGB")

    with_time, at_rest = painted_in_flight(1.0)
    without_time, at_rest_too = painted_in_flight(-1.0)
    assert without_time < with_time
    assert at_rest_too == at_rest  # at rest: its own faces, painted whatever the time


def test_a_throw_s_pictures_painted_ahead_are_the_ones_painted_on_demand(
        screen: pygame.Surface, monkeypatch: pytest.MonkeyPatch) -> None:
    """The dice of a throw are painted before it (``throw_ahead``): each settled face and
    shadow is the very picture painted on demand, and the throw's first frame in flight,
    with no time left to paint, finds a picture of every die and its shadow."""
    import game.tray.render as render
    from game.tray.render import TrayRenderer
    from scenes.surface_cache import SurfaceCache

    request = RollRequest(dice=(DieSpec.d(6), DieSpec.d(20), DieSpec.d(8),
                                DieSpec(faces=(1, 2, 3, 1, 2, 3), kind="d3")),
                          reason="ahead")
    colours = [RED, WHITE, (40, 90, 200)]
    tray = DiceTray(700, 400)
    looks = tray.looks_of(request, colours)
    ahead = TrayRenderer(700, 400, tray.rim, SurfaceCache(render.SPRITE_BUDGET, "ahead"))
    steps = sum(1 for _ in ahead.throw_ahead(looks, None))
    assert steps > 0 and not any(ahead.throw_ahead(looks, None)), "painted once"
    on_demand = TrayRenderer(700, 400, tray.rim, SurfaceCache(render.SPRITE_BUDGET, "demand"))
    for look in looks:
        for face in set(look.faces):
            painted = ahead.die_at_rest(look.colour, face, look.look, look.size, None)
            fresh = on_demand.die_at_rest(look.colour, face, look.look, look.size, None)
            assert pygame.image.tobytes(painted, "RGBA") == pygame.image.tobytes(fresh, "RGBA")
        for lift in range(render.LIFT_LEVELS):
            painted_shadow = ahead._shadow(look.sides, look.size, lift, 1)
            fresh_shadow = on_demand._shadow(look.sides, look.size, lift, 1)
            assert painted_shadow[1:] == fresh_shadow[1:]
            assert pygame.image.tobytes(painted_shadow.surface, "RGBA") \
                == pygame.image.tobytes(fresh_shadow.surface, "RGBA")

    monkeypatch.setattr(render, "SPRITE_PAINT_BUDGET", -1.0)  # no time to paint at all
    tray._renderer = ahead
    tray.throw(request, 4, colours=colours)
    assert [(d.colour, d.look, round(d.size)) for d in tray.dice] \
        == [(look.colour, look.look, look.size) for look in looks]
    painted = len(ahead._faces)
    tray.step(1 / 60)
    tray.draw(pygame.Surface((760, 460)), (30, 30))
    assert len(ahead._faces) == painted, "nothing new painted in flight"
    tray.run_to_rest()
    for die in tray.dice:  # the faces they land on were painted ahead (only turned at rest)
        assert (die.colour, die.face, die.look, round(die.size), False, id(None)) in ahead._faces


def test_a_drawn_throw_waits_in_the_hand_for_its_dice_pictures_then_lands_the_same(
        screen: pygame.Surface, monkeypatch: pytest.MonkeyPatch) -> None:
    """A staged throw of dice never painted, drawn every frame, stays in the hand while each
    die's tumbling picture and shadow are painted (``warm``, within a frame's time for new
    sprites), so its first frame in flight paints none; it then rolls exactly as the same
    seed thrown at once, and a throw no one draws does not wait at all."""
    import game.tray.render as render
    from game.tray.render import TrayRenderer
    from scenes.surface_cache import SurfaceCache

    request = RollRequest(dice=(DieSpec.d(6), DieSpec.d(20), DieSpec.d(8), DieSpec.d(12)),
                          reason="hand")
    colours = [RED, (40, 90, 200)]
    sprites: SurfaceCache[pygame.Surface] = SurfaceCache(render.SPRITE_BUDGET, "hand")
    monkeypatch.setattr(render, "SPRITE_PAINT_BUDGET", 0.0)  # a sprite a frame at most
    drawn = DiceTray(700, 400)
    drawn._renderer = TrayRenderer(700, 400, drawn.rim, sprites)
    drawn.throw(request, 8, colours=colours, staged=True)
    frame = pygame.Surface((760, 460))
    frames = 0
    while drawn.building:
        assert not drawn.dice  # nothing drawn in the hand
        drawn.build(1.0)
        drawn.draw(frame, (30, 30))
        frames += 1
    assert frames > 2, "waited for its pictures"
    painted = len(sprites)
    drawn.step(1 / 60)
    drawn.draw(frame, (30, 30))
    assert len(sprites) == painted, "its first frame in flight paints nothing"

    alone = DiceTray(700, 400)
    alone.throw(request, 8, colours=colours, staged=True)
    assert alone.build(1.0) and not alone.building  # no renderer: no wait
    for tray in (drawn, alone):
        tray.run_to_rest()
    assert drawn.result() == alone.result()
    assert [(d.x, d.y) for d in drawn.dice] == [(d.x, d.y) for d in alone.dice]


@pytest.mark.parametrize("sides", [6, 20, 10])
def test_shadows_cut_and_faded_ahead_land_on_the_very_pixels_of_a_whole_faded_blit(
        screen: pygame.Surface, sides: int) -> None:
    """A shadow is kept cut to its showing pixels with its fading in them (``Cut``,
    ``faded``): drawn where the tray draws it, at any lift, turn and position (fractions and
    negatives included), it sets the same pixels as the whole sprite made fainter by its
    surface alpha and blitted there, on a background of every colour."""
    import random

    import game.tray.render as render
    from game.tray.render import TrayRenderer
    from scenes.surface_cache import SurfaceCache

    renderer = TrayRenderer(700, 400, 16, SurfaceCache(render.SPRITE_BUDGET, "cut"))
    size = 44
    base = renderer._paint_shadow(sides, size)
    rng = random.Random(sides)
    side = 160
    noise = bytes(rng.randrange(256) for _ in range(side * side * 3))
    background = pygame.image.frombytes(noise, (side, side), "RGB").convert()
    for lift in range(render.LIFT_LEVELS):
        for bucket in (0, 5, 9):
            whole = pygame.transform.rotozoom(base, bucket * render.ANGLE_STEP, 1.0 + 0.05 * lift)
            if lift:
                whole.set_alpha(255 - 45 * lift)
            whole = whole.convert_alpha()
            cut = renderer._shadow(sides, size, lift, bucket)
            for x, y in ((80.0, 80.0), (80.7, 79.2), (20.5, 30.9), (-3.6, 101.5)):
                expected, drawn = background.copy(), background.copy()
                expected.blit(whole, (x - whole.get_width() / 2, y - whole.get_height() / 2))
                cut.blit_to(drawn.blit, x, y)
                assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(expected, "RGB")
    ramp = pygame.Surface((256, 1), pygame.SRCALPHA)
    for alpha in range(256):
        ramp.set_at((alpha, 0), (rng.randrange(256), rng.randrange(256), rng.randrange(256),
                                 alpha))
    for fade in (210, 165, 1, 254):
        whole = ramp.convert_alpha()
        whole.set_alpha(fade)
        for shade in range(0, 256, 15):
            expected = pygame.Surface((256, 1)).convert()
            expected.fill((shade, 255 - shade, shade // 2))
            drawn = expected.copy()
            expected.blit(whole, (0, 0))
            drawn.blit(render.faded(ramp, fade).convert_alpha(), (0, 0))
            assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(expected, "RGB")


def test_a_frame_past_its_share_paints_no_new_sprite_in_flight_and_is_exact_at_rest(
        screen: pygame.Surface) -> None:
    """``paint_until`` (the frame's share, from the driver) stops new sprites even with the
    tray's own time for them left: a tumbling die stands in with a painted one; at rest each
    die is drawn with its own face at its own turn all the same."""
    import math
    import time

    import game.tray.render as render

    def rolled(share_spent: bool) -> int:
        tray, sprites, frame = _first_frame_in_flight(4, 12, WHITE)
        painted = len(sprites)
        for _ in range(15):
            tray.step(1 / 60)
            tray.draw(frame, (30, 30), paint_until=0.0 if share_spent else None)
        new = len(sprites) - painted
        tray.run_to_rest()
        tray.draw(frame, (30, 30), paint_until=time.thread_time() + 1.0)
        for die in tray.dice:
            turn = round(-math.degrees(die.angle) / render.ANGLE_STEP) % (360 // render.ANGLE_STEP)
            assert ((die.colour, die.face, die.look, round(die.size), False, id(None)), 0,
                    turn) in sprites
        return new

    assert rolled(False) > 0
    assert rolled(True) == 0


def test_a_picture_of_a_roll_shows_every_tumbling_die_with_its_own_face(
        screen: pygame.Surface) -> None:
    """Drawn with no limit on painting (``paint_until=math.inf``: the gallery's picture of
    a roll), every die in flight is its own exact sprite, none stands in for another."""
    import math

    import game.tray.render as render

    tray, sprites, frame = _first_frame_in_flight(6, 21, RED)
    tray.step(1 / 60)
    tray.draw(frame, (30, 30), paint_until=math.inf)
    turns = 360 // render.ANGLE_STEP
    for die in tray.dice:
        lift = min(render.LIFT_LEVELS - 1, int(die.tilt * render.LIFT_LEVELS)) \
            if die.moving else 0
        turn = round(-math.degrees(die.angle) / render.ANGLE_STEP) % turns
        assert ((die.colour, die.face, die.look, round(die.size), die.moving, id(None)), lift,
                turn) in sprites
