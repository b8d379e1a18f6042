"""The stroke renderer: ink where strokes are, paper elsewhere, and the live stroke drawn
point by point ends up exactly as the finished stroke."""

from __future__ import annotations

import math

import pygame
import pytest

from engine.sketchdata import PALETTE
from game.doodles import doodle
from scenes.sketch.labels import Label, draw_labels, label_text
from scenes.sketch.outline import CHUNK, OVERLAP, pressures, stroke_outlines, windows
from scenes.sketch.render import (
    CARDS,
    PAPER,
    LiveCard,
    draw_sketch,
    render_card,
    to_canvas,
    to_screen,
)


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((64, 64))
    yield


def wave(n: int = 300, colour: str = "red", width: int = 10) -> dict:
    pts = [[int(100 + i * 800 / n), int(500 + 200 * math.sin(i / 25))] for i in range(n)]
    return {"c": colour, "w": width, "p": pts}


def close(a, b, tolerance=40) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a[:3], b[:3], strict=True))


def test_windows_cover_every_point_with_overlap_and_a_stable_prefix():
    for n in (1, 2, CHUNK, CHUNK + OVERLAP + 1, 333, 2000):
        spans = windows(n)
        assert spans[0][0] == 0 and spans[-1][1] == n
        for (a0, a1), (b0, _b1) in zip(spans, spans[1:], strict=False):
            assert b0 < a1  # consecutive windows overlap, so no gap shows at a join
            assert a0 < b0
    for n in range(2, 400):
        assert windows(n)[:-1] == windows(n + 1)[: len(windows(n)) - 1]


def test_pressure_depends_only_on_earlier_points():
    stroke = wave(200)
    full = pressures(stroke["p"], 10)
    assert pressures(stroke["p"][:120], 10) == full[:120]
    assert all(0.0 < p <= 1.0 for p in full)


def test_outlines_are_polygons_on_the_canvas_for_every_width():
    for width in (1, 3, 12, 24):
        shapes = stroke_outlines(wave(150, width=width)["p"], width)
        assert shapes and all(len(poly) >= 3 for poly, _ in shapes)
    dot = stroke_outlines([[500, 500]], 8)
    assert len(dot) == 1 and len(dot[0][0]) >= 3


def test_card_has_ink_on_the_stroke_and_paper_elsewhere():
    sketch = {"v": 1, "strokes": [{"c": "blue", "w": 16, "p": [[100, 500], [900, 500]]}]}
    card = render_card(sketch, (400, 400))
    rect = card.get_rect()
    assert close(card.get_at(to_screen((500, 500), rect)), PALETTE["blue"])
    assert close(card.get_at(to_screen((500, 200), rect)), PAPER, 30)
    bare = render_card(sketch, (400, 400), paper=False)
    assert bare.get_at(to_screen((500, 200), rect)).a == 0
    assert bare.get_at(to_screen((500, 500), rect)).a == 255


def test_draw_sketch_scales_to_any_rectangle_and_caches():
    sketch, _ = doodle(3, "green", [("weapon", 8)], ["flies"])
    for size in (60, 180, 700):
        target = pygame.Surface((size + 40, size + 20))
        target.fill((0, 0, 0))
        rect = pygame.Rect(20, 10, size, size)
        draw_sketch(target, sketch, rect)
        ink = sum(1 for x in range(20, 20 + size, 3) for y in range(10, 10 + size, 3)
                  if sum(target.get_at((x, y))[:3]) < 300)
        assert ink > 0
        assert target.get_at((5, 5))[:3] == (0, 0, 0)  # nothing outside the rectangle
    assert CARDS.get(sketch, (180, 180)) is CARDS.get(sketch, (180, 180))


def test_live_stroke_drawn_point_by_point_equals_the_finished_stroke():
    stroke = wave(333, "purple", 9)
    live = LiveCard((500, 500))
    live.begin(stroke["c"], stroke["w"], tuple(stroke["p"][0]))
    screen = pygame.Surface((500, 500))
    for point in stroke["p"][1:]:
        live.extend(tuple(point))
        live.draw(screen, (0, 0))
    finished = live.finish()
    assert finished == stroke
    again = LiveCard((500, 500))
    again.rebuild([stroke])
    assert pygame.image.tobytes(live.card, "RGBA") == pygame.image.tobytes(again.card, "RGBA")


def test_the_live_stroke_shows_its_newest_point_at_once():
    live = LiveCard((500, 500))
    live.begin("ink", 12, (100, 100))
    for x in range(110, 400, 10):
        live.extend((x, 100))
    live.extend((400, 300))  # the pen turns down: the new point is inked this very frame
    screen = pygame.Surface((500, 500))
    live.draw(screen, (0, 0))
    assert close(screen.get_at(to_screen((400, 297), screen.get_rect())), PALETTE["ink"], 60)


def test_hairlines_and_single_points_render():
    sketch = {"v": 1, "strokes": [{"c": "ink", "w": 1, "p": [[10, 10], [990, 990]]},
                                  {"c": "red", "w": 24, "p": [[500, 500]]}]}
    card = render_card(sketch, (50, 50))
    assert card.get_at((25, 25))[:3] != PAPER
    live = LiveCard((50, 50))
    live.begin("ink", 1, (0, 0))
    live.extend((1000, 1000))
    assert live.finish() is not None


def test_screen_and_canvas_conversions_agree():
    rect = pygame.Rect(30, 40, 500, 300)  # not square: the canvas is centred in it
    for point in ((0, 0), (1000, 1000), (500, 250)):
        assert to_canvas(to_screen(point, rect), rect) == pytest.approx(point, abs=2)
    assert to_canvas((0, 0), rect) == (0, 0)  # outside clamps onto the canvas


def test_label_words_and_stacking_on_a_small_card():
    assert label_text("weapon", 8, 2) == "Weapon d8 \u00b7 6/8"
    assert label_text("shield", 6, 9) == "Shield d6 \u00b7 0/6"
    assert label_text("nullifier", 10, 0, short=True) == "N d10 \u00b7 10/10"
    card = pygame.Surface((260, 260))
    labels = [Label(label_text(k, 8, 0, short=True), (500, 500), k)
              for k in ("core", "weapon", "shield", "combo", "nullifier")]
    boxes = draw_labels(card, card.get_rect(), labels, size=14)
    assert all(card.get_rect().contains(b) for b in boxes)
    assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])


def test_blank_paper_sheets_are_kept_within_their_memory_budget():
    import scenes.sketch.render as render

    render._papers.clear()
    first = render.paper_card((500, 500))
    assert render.paper_card((500, 500)) is first  # a sheet is painted once per size
    for side in (1800, 2200):  # a window dragged larger: a sheet per size, 13 and 19 MB
        render.paper_card((side, side))
    assert 0 < render._papers.bytes <= render.PAPER_BUDGET
    render._papers.clear()
