"""Colour-blind safety: the simulation and colour difference we measure with, and the palettes
the colour-blind setting switches to (issue 41, item 3)."""

from __future__ import annotations

import pytest

from game.cli.colours import PALETTE_FLOOR, board_colours, worst_gaps
from game.colour_vision import (
    MACHADO_2009,
    closest_pair,
    delta_e2000,
    delta_e2000_lab,
    simulate,
)
from scenes import palettes
from scenes.doodledice import dice_art

COLOUR_BLIND = ("deuteranopia", "protanopia", "tritanopia")


@pytest.mark.parametrize(("first", "second", "expected"), [
    # Sharma, Wu & Dalal (2005), supplementary test data, pairs 1, 7 and 17.
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
])
def test_ciede2000_matches_the_published_test_data(first, second, expected) -> None:
    assert delta_e2000_lab(first, second) == pytest.approx(expected, abs=1e-4)


def test_simulation_keeps_greys_and_merges_red_with_green_for_the_red_green_blind() -> None:
    for vision in MACHADO_2009:
        for grey in (0, 128, 255):
            assert all(abs(c - grey) <= 2 for c in simulate((grey, grey, grey), vision))
    assert simulate((200, 40, 40), "normal") == (200, 40, 40)
    red, green = (200, 60, 40), (90, 120, 40)
    assert delta_e2000(red, green) > 30
    assert delta_e2000(simulate(red, "deuteranopia"), simulate(green, "deuteranopia")) < 12


def test_every_group_has_a_colour_for_every_key_in_every_palette() -> None:
    for vision in COLOUR_BLIND:
        for group, usual in palettes.NORMAL.items():
            assert set(palettes.PALETTES[vision][group]) == set(usual), (vision, group)


@pytest.mark.parametrize("vision", COLOUR_BLIND)
def test_the_palette_keeps_every_pair_of_rule_colours_apart_under_its_vision(vision) -> None:
    gaps = worst_gaps(vision)
    for group, pair in gaps.items():
        gap, a, b = pair["after"]
        assert gap >= PALETTE_FLOOR, f"{group}: {a} and {b} look alike ({gap:.1f})"
        assert gap > pair["before"][0], group  # better than the usual colours


def test_the_palettes_stay_apart_for_normal_vision_too() -> None:
    """A friend at the same screen must still tell the colours apart."""
    for vision in COLOUR_BLIND:
        for group, colours in palettes.palette(vision).items():
            assert closest_pair(colours, "normal")[0] >= 8, (vision, group)


def test_switching_the_palette_repaints_the_screens_tables_and_switches_back() -> None:
    before = palettes.version()
    try:
        palettes.apply_vision("protanopia")
        assert dice_art.colour_rgb("red") == palettes.PALETTES["protanopia"][
            "Doodle Dice die colours"]["red"]
        assert palettes.version() == before + 1
        palettes.apply_vision("protanopia")
        assert palettes.version() == before + 1  # no change, no repaint
    finally:
        palettes.apply_vision("normal")
    assert dice_art.colour_rgb("red") == palettes.NORMAL["Doodle Dice die colours"]["red"]


def test_a_doodle_die_carries_its_colour_letters() -> None:
    assert dice_art.colour_mark(("red",)) == "Rd"
    assert dice_art.colour_mark(("blue", "pink")) == "Bu/Pk"
    assert len(set(dice_art.MARKS.values())) == len(palettes.NORMAL["Doodle Dice die colours"])


def test_a_daemon_die_carries_its_breeds_shape() -> None:
    from engine.daemondice.breeds import BREEDS
    from scenes.daemondice.dice_art import BREED_MARKS, die_sprite
    from scenes.daemondice.palette import ink

    assert set(BREED_MARKS) == set(BREEDS) and len(set(BREED_MARKS.values())) == len(BREEDS)
    for breed in BREEDS:
        sprite = die_sprite("blank", breed, None, 48)
        corner = [tuple(sprite.get_at((x, y)))[:3] for x in range(0, 16) for y in range(32, 48)]
        assert ink(breed) in corner, breed


def test_doodle_dice_in_the_tray_carry_their_colour_letters(app, monkeypatch) -> None:
    from engine.core import CHANCE, get_game
    from game.cli.headless import seeded_actions
    from game.match import Match, Seat
    from scenes.doodledice import board as doodle_board
    from scenes.registry import board_scene_for

    info = get_game("doodle-dice")
    match = Match(info, info.default_options(), [Seat("ai", "easy"), Seat("ai", "easy")], seed=2)
    app.start()
    app.frame(1 / 60)
    board = board_scene_for(app.ctx, match)
    for action in seeded_actions(match, 2):
        if match.state.to_move == CHANCE and board.tray_colour_keys(match.state):
            break
        match.apply(action)
    keys = board.tray_colour_keys(match.state)
    assert keys, "the seeded game reaches a roll whose dice colours count"
    app.ctx.settings.animation = "normal"
    app.ctx.scenes.push(board)
    tagged: list[tuple[str, ...]] = []
    monkeypatch.setattr(doodle_board, "draw_colour_tag",
                        lambda surface, colours, box: tagged.append(tuple(colours)))
    try:
        for _ in range(60):
            app.frame(1 / 60)
            # (a throw's dice are built from the frame after the one it starts on)
            if board.driver.tray is not None and board.driver.tray.dice:
                board.draw(app.screen)
                break
        assert board.driver.tray is not None
        assert tagged and set(tagged) <= set(keys)
    finally:
        app.ctx.settings.animation = "instant"


@pytest.mark.parametrize("vision", COLOUR_BLIND)
def test_the_dice_as_a_board_draws_them_stay_apart_under_each_vision(vision) -> None:
    """Measured on the picture, not the table: every one-colour die's lit face on a crowded
    board, seen through the simulated vision."""
    drawn = board_colours(vision)
    assert set(drawn) == set(palettes.NORMAL["Doodle Dice die colours"])
    gap, first, second = closest_pair(drawn, vision)
    assert gap >= PALETTE_FLOOR, f"{first} and {second} look alike on the board ({gap:.1f})"
