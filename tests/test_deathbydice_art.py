"""Death by Dice art: a portrait of its own for every roster character, true solid dice that show
their value, the tray drawing its polyhedra with them, and the board card (hit-testing, link
symbols, hidden values never drawn)."""

from __future__ import annotations

import itertools
import os

import pygame
import pytest

from engine.core import DieSpec, Roll, RollRequest
from engine.deathbydice import BOARDS, HEROES, new_game
from engine.deathbydice.model import PLACE, RING
from game.tray import DiceTray
from game.tray import render as tray_render
from game.tray.solids import KINDS, solid
from scenes.deathbydice.board_card import EMPTY, LINK_SYMBOLS, BoardCard, card_values
from scenes.deathbydice.contact_sheet import card_sheet, portrait_sheet
from scenes.deathbydice.portraits import has_art, portrait

IVORY = (238, 232, 218)


@pytest.fixture(scope="module", autouse=True)
def display() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((320, 200))


def _bytes(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def _differing_share(a: pygame.Surface, b: pygame.Surface) -> float:
    """Share of pixels that differ noticeably between two same-sized surfaces."""
    da, db = _bytes(a), _bytes(b)
    differ = 0
    for i in range(0, len(da), 4 * 7):  # every 7th pixel is plenty
        if sum(abs(da[i + k] - db[i + k]) for k in range(3)) > 48:
            differ += 1
    return differ / (len(da) // (4 * 7))


def _digit_box(with_value: pygame.Surface, blank: pygame.Surface) -> pygame.Rect:
    """The bounding box of the pixels a value adds to a blank die."""
    xs, ys = [], []
    for x in range(with_value.get_width()):
        for y in range(with_value.get_height()):
            if with_value.get_at((x, y)) != blank.get_at((x, y)):
                xs.append(x)
                ys.append(y)
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


# ------------------------------------------------------------------------------ portraits


def test_every_roster_character_has_its_own_drawing() -> None:
    assert all(has_art(key) for key in BOARDS)
    pictures = {key: portrait(key, 96) for key in BOARDS}
    for a, b in itertools.combinations(BOARDS, 2):
        assert _differing_share(pictures[a], pictures[b]) > 0.25, f"{a} looks like {b}"


@pytest.mark.parametrize("size", [64, 96, 300])
def test_portraits_render_at_every_size(size: int) -> None:
    for key in BOARDS:
        art = portrait(key, size)
        assert art.get_size() == (size, size)
        colours = {art.get_at((x, y))[:3] for x in range(0, size, 4) for y in range(0, size, 4)}
        assert len(colours) > 40, f"{key} at {size} px is not a drawing"
    assert portrait(BOARDS["baron"].key, 96) is portrait("baron", 96), "cached per (key, size)"


def test_an_unknown_key_gets_a_silhouette_with_its_initial() -> None:
    ada, zed = portrait("nobody", 96, "Ada"), portrait("nobody", 96, "Zed")
    assert ada.get_size() == (96, 96) and not has_art("nobody")
    assert _bytes(ada) != _bytes(zed), "the initial is drawn"
    assert all(_differing_share(ada, portrait(key, 96)) > 0.25 for key in BOARDS)


def test_contact_sheets_draw_the_whole_roster() -> None:
    boards = list(BOARDS.values())
    assert portrait_sheet(boards).get_width() > 1000
    assert card_sheet(boards).get_height() > 1000


# --------------------------------------------------------------------------------- solids


@pytest.mark.parametrize("sides", KINDS)
def test_each_solid_shows_each_value_differently(sides: int) -> None:
    blank = solid(sides, None, 44, IVORY)
    sprites = [_bytes(solid(sides, v, 44, IVORY)) for v in range(1, sides + 1)]
    assert len(set(sprites)) == sides and _bytes(blank) not in sprites
    assert solid(sides, 3, 44, IVORY) is solid(sides, 3, 44, IVORY), "sprites are cached"


@pytest.mark.parametrize("sides", [3, 4, 5, 7, 8, 10, 12, 20])
def test_values_are_readable_on_a_44_px_die(sides: int) -> None:
    blank = solid(sides, None, 44, IVORY)
    for value in {1, 8 % sides or sides, sides}:
        box = _digit_box(solid(sides, value, 44, IVORY), blank)
        assert box.h - 2 >= 14, f"d{sides} showing {value}: digits {box.h - 2} px"  # less halo


def test_solids_have_their_own_outlines() -> None:
    """Each kind has its own silhouette (a d4 triangle, a d8 hexagon, a d10 kite...); the two
    round ones, d12 and d20, differ by their facets (a pentagon on top against triangles)."""
    masks = {sides: pygame.mask.from_surface(solid(sides, None, 60, IVORY), 128)
             for sides in KINDS}
    area = 64 * 64
    for a, b in itertools.combinations(KINDS, 2):
        if (a, b) == (3, 6):  # a d3 is a cube: its number and mark tell it apart, not its shape
            continue
        if (a, b) == (12, 20):
            d12, d20 = solid(12, None, 60, IVORY), solid(20, None, 60, IVORY)
            assert _differing_share(d12, d20) > 0.15
            continue
        apart = masks[a].count() + masks[b].count() - 2 * masks[a].overlap_area(masks[b], (0, 0))
        assert apart > 0.06 * area, f"d{a} and d{b} have the same outline"


def test_the_tray_draws_its_polyhedra_as_true_solids(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[int, int]] = []
    real = tray_render.solid

    def spy(sides, value, size, colour):
        calls.append((sides, value))
        return real(sides, value, size, colour)

    monkeypatch.setattr(tray_render, "solid", spy)
    tray = DiceTray(613, 397)  # a size of its own: a fresh sprite cache
    dice = tuple(DieSpec.d(s) for s in (8, 20, 8, 20, 6))
    tray.throw(RollRequest(dice=dice, reason="test"), 5)
    tray.run_to_rest()
    frame = pygame.Surface((613, 397))
    tray.draw(frame)
    drawn = {(d.sides, d.face) for d in tray.dice if d.sides != 6}
    assert drawn <= set(calls)
    assert {sides for sides, _ in calls} == {8, 20}, "cubes keep the tray's own painting"


# ----------------------------------------------------------------------------------- card


def _card(key: str = "knuckles") -> BoardCard:
    return BoardCard(BOARDS[key], pygame.Rect(20, 10, 400, 360))


def test_card_hit_testing_maps_each_ability_back_to_its_index() -> None:
    for key in BOARDS:
        card = _card(key)
        for i in range(RING):
            assert card.ability_at(card.plates[i].center) == i
            assert card.ability_at(card.dice[i].center) == i, "the die stands on its plate"
        assert card.ability_at(card.portrait.center) is None
        assert card.ability_at((5, 5)) is None
    plates = _card().plates
    assert not any(a.colliderect(b) for a, b in itertools.combinations(plates, 2))


def test_special_abilities_are_named_on_the_card() -> None:
    boss = _card("baron")
    assert [sp for sp, _ in boss.specials] == list(BOARDS["baron"].specials)
    for special, chip in boss.specials:
        assert boss.special_at(chip.center) == special
        assert boss.ability_at(chip.center) is None, "chips never cover an ability"
    assert boss.special_at(boss.portrait.center) is None


def test_card_layout_scales_with_its_rect() -> None:
    small = BoardCard(BOARDS["lou"], pygame.Rect(0, 0, 200, 180))
    big = BoardCard(BOARDS["lou"], pygame.Rect(0, 0, 800, 720))
    for i in range(RING):
        assert big.plates[i].w == pytest.approx(4 * small.plates[i].w, abs=4)
        assert big.ability_at((big.plates[i].centerx, big.plates[i].centery)) == i


def _render(card: BoardCard, values, **kw) -> pygame.Surface:
    surface = pygame.Surface((440, 380))
    surface.fill((10, 10, 10))
    card.draw(surface, values, **kw)
    return surface


def test_each_value_and_state_is_drawn_in_the_die_slot() -> None:
    card = _card("bea")  # Strength d20, Agility d6, Fortitude d8, Luck d6
    base = [12, 3, 5, 0, 0, 2]
    shown = _render(card, base)
    slot = card.dice[0]
    for other in ([13, 3, 5, 0, 0, 2], [None, 3, 5, 0, 0, 2], [EMPTY, 3, 5, 0, 0, 2],
                  [0, 3, 5, 0, 0, 2]):
        picture = _render(card, other)
        assert picture.subsurface(slot).get_at((slot.w // 2, slot.h // 2)) is not None
        assert _bytes(picture.subsurface(slot)) != _bytes(shown.subsurface(slot))
    total_before = _bytes(shown.subsurface(card.total))
    assert _bytes(_render(card, [13, 3, 5, 0, 0, 2]).subsurface(card.total)) != total_before


def test_highlights_and_selection_outline_the_plates() -> None:
    card = _card("moth")
    values = [1, 2, 3, 4, 0, 5]
    plain = _render(card, values)
    lit = _render(card, values, highlights={1, 3}, selected=3)
    for i in range(RING):
        edge = card.plates[i].inflate(4, 4)
        point = (edge.centerx, edge.top)
        assert (lit.get_at(point) != plain.get_at(point)) == (i in (1, 3))
    sel, hint = lit.get_at((card.plates[3].centerx, card.plates[3].top - 2)), \
        lit.get_at((card.plates[1].centerx, card.plates[1].top - 2))
    assert sel != hint, "the selected target stands out from the other legal ones"


def test_every_link_colour_has_a_symbol_and_white_has_none() -> None:
    colours = {c for b in BOARDS.values() for c in b.colours}
    assert colours - {"white"} <= set(LINK_SYMBOLS)
    assert "white" not in LINK_SYMBOLS
    assert len(set(LINK_SYMBOLS.values())) == len(LINK_SYMBOLS)


def _placed_secretly(values_for_seat0: int) -> object:
    """A two-player set-up where seat 0 has placed in secret and seat 1 is about to."""
    st = new_game({"char1": 0, "char2": 1})
    sizes = [s for s in BOARDS[HEROES[0]].sizes if s]
    st = st.apply(Roll(tuple(min(values_for_seat0 + i, s) for i, s in enumerate(sizes))))
    while st.phase == PLACE and st.setup_seat == 0:
        st = st.apply(st.legal_actions()[0])
    return st


def test_a_hidden_placement_is_never_drawn() -> None:
    """Two set-ups that differ only in seat 0's secret dice look the same to seat 1."""
    low, high = _placed_secretly(1), _placed_secretly(3)
    assert low.fighters[0].values != high.fighters[0].values
    card = _card(HEROES[0])
    seen = [card_values(st.view(1), 0) for st in (low, high)]
    assert seen[0] == seen[1] and all(v is None or v == 0 for v in seen[0])
    assert _bytes(_render(card, seen[0])) == _bytes(_render(card, seen[1]))
    own = card_values(low.view(0), 0)
    assert own == list(low.fighters[0].values), "the owner sees their own dice"
    assert _bytes(_render(card, own)) != _bytes(_render(card, seen[0]))


def test_unplaced_dice_show_as_empty_during_set_up() -> None:
    st = new_game({"char1": 0, "char2": 1})
    sizes = BOARDS[HEROES[0]].sizes
    faces = tuple(min(n + 1, s) for n, s in enumerate(s for s in sizes if s))  # choices remain
    st = st.apply(Roll(faces))
    values = st.fighters[0].values
    shown = card_values(st.view(0), 0)
    assert EMPTY in shown
    assert shown == [EMPTY if s and not v else v for s, v in zip(sizes, values, strict=True)]
