"""Games register themselves: every registered game has what a player and the tools need, and a
new game shows up in the menu without any central table being edited."""

from __future__ import annotations

import dataclasses
import random

import ai_toy_game
import pygame
import pytest

from engine.core import all_games, register, unregister
from game.ai.bench import random_playouts_per_second
from game.ai.planners import LEVEL_NAMES, config_of, planner_kind
from game.cli import shot
from game.cli.bench import advance_to_throw, benched_games, is_measured_throw, seats_for
from game.cli.selfplay import play_game
from game.match import Match, Seat
from game.paths import asset_root
from scenes.base import Scene
from scenes.menu import MainMenu
from scenes.registry import (
    board_scene_for,
    playable_games,
    register_scenes,
    scenes_of,
    setup_scene_for,
    unregister_scenes,
)

GAMES = [g for g in all_games() if g.state_class.__module__.startswith("engine.")]
"""The real games (test games registered by other test modules are left out)."""


def test_the_real_games_are_registered_in_menu_order():
    ids = [g.game_id for g in GAMES]
    assert ids[:3] == ["66d6", "daemon-dice", "dice-demons"]
    assert [g.game_id for g in playable_games()][:3] == ids[:3]


@pytest.mark.parametrize("info", GAMES, ids=lambda g: g.game_id)
def test_every_game_declares_levels_a_planner_can_play(info):
    assert info.ai_levels, f"{info.title} declares no AI levels"
    assert tuple(info.ai_levels) == LEVEL_NAMES
    for name, level in info.ai_levels.items():
        assert planner_kind(level.planner) is not None
        assert isinstance(config_of(level), planner_kind(level.planner).config_cls)
        assert level.blurb.strip().endswith("."), f"{info.title} {name} has no blurb"
        assert len(level.blurb) <= 90, "a blurb is one short line in the set-up screen"


@pytest.mark.parametrize("info", GAMES, ids=lambda g: g.game_id)
def test_every_game_has_a_rules_page(info):
    page = asset_root().parent / info.rules_file  # as the rules scene reads it
    assert info.rules_file and page.is_file()
    assert len(page.read_text(encoding="utf-8")) > 500


@pytest.mark.parametrize("info", GAMES, ids=lambda g: g.game_id)
def test_every_game_has_a_set_up_and_a_board(app, info):
    if info.game_id not in {g.game_id for g in playable_games()}:
        pytest.skip(f"{info.title}: engine registered before its board (not playable yet)")
    setup = setup_scene_for(app.ctx, info)
    assert isinstance(setup, Scene)
    match = Match(info, info.default_options(), [Seat("human")] * info.min_seats, seed=3)
    board = board_scene_for(app.ctx, match)
    assert isinstance(board, Scene)
    app.ctx.scenes.push(board)
    app.frame(1 / 60)
    assert app.ctx.scenes.top is board


@pytest.mark.parametrize("info", GAMES, ids=lambda g: g.game_id)
def test_selfplay_plays_a_whole_random_game(info):
    playout = dict(info.bench.playout_options) if info.bench else {}
    result = play_game(info.game_id, ("random",) * info.min_seats, seed=2, index=0,
                       extra=playout)
    assert result.error is None, result.error
    assert result.actions > 0


@pytest.mark.parametrize("info", GAMES, ids=lambda g: g.game_id)
def test_bench_parameters_resolve(info):
    assert info.game_id in benched_games(), f"{info.title} declares no bench parameters"
    spec = info.bench
    assert spec is not None
    match = Match(info, dict(spec.options), seats_for(info, Seat("human")), seed=11)
    request = advance_to_throw(match, info, random.Random(7))
    assert request is not None, "the measured throw never came"
    assert request.count == spec.throw_dice and is_measured_throw(spec, request)
    # One whole random playout with the game's playout options ends.
    assert random_playouts_per_second(info.game_id, 0.0) > 0


@pytest.mark.parametrize("info", GAMES, ids=lambda g: g.game_id)
def test_shot_renders_the_game(info, tmp_path):
    if info.game_id not in {g.game_id for g in playable_games()}:
        pytest.skip(f"{info.title}: engine registered before its board (not playable yet)")
    out = tmp_path / f"{info.game_id}.png"
    assert shot.main([info.game_id, "--seed", "2", "--moves", "12", "--out", str(out)]) == 0
    pygame.init()
    image = pygame.image.load(str(out))
    assert image.get_size() == (1280, 720)
    colours = {tuple(image.get_at((x, y))) for x in range(0, 1280, 37) for y in range(0, 720, 23)}
    assert len(colours) > 20


def test_a_new_game_package_shows_up_in_the_menu_without_editing_a_table(app):
    """What a new game's two ``__init__`` files do, done here at runtime and undone after."""
    fake = dataclasses.replace(ai_toy_game.INFO, game_id="fake-new-game", title="Fake New Game",
                               menu_order=0)
    assert fake.game_id not in {g.game_id for g in playable_games()}
    register(fake)
    try:
        # An engine alone is not playable: the menu offers only games with a board.
        assert fake.game_id not in {g.game_id for g in playable_games()}
        register_scenes(fake.game_id, board="scenes.sixtysix.board:SixtySixBoard")
        assert playable_games()[0] is fake  # menu_order 0 puts it first
        assert scenes_of(fake.game_id).setup == "scenes.setup:SetupScene"
        app.start()
        app.frame(1 / 60)
        menu = app.ctx.scenes.top
        assert isinstance(menu, MainMenu)
        menu.layout()
        labels = [getattr(item, "text", "") for item in menu.ui.items]
        assert "Play Fake New Game" in labels, labels
    finally:
        unregister_scenes(fake.game_id)
        unregister(fake.game_id)
    assert fake.game_id not in {g.game_id for g in all_games()}
    assert fake.game_id not in {g.game_id for g in playable_games()}
