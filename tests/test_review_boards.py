"""The review's board at a moment is the board the game showed at that moment.

A recorded selfplay game of every registered game (``selfplay --record`` writes it) is opened
in the review, and at each checked moment the board area of the review's picture is compared
pixel for pixel with the game's own board opened on the same position and left to run its
animation until the pieces are at rest (what a player sees in play or after loading a save),
both at the same instant of the clock.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import saves
from game.cli.record import play_recorded, record_path
from game.match import Match
from game.settings import Settings
from scenes import theme
from scenes.base import SceneManager
from scenes.board.base import BoardScene
from scenes.context import AppContext
from scenes.registry import board_scene_for, playable_games
from scenes.review_scene import ReviewScene
from tests.pictures import differing_pixels
from tests.test_save_management import new_match

GAMES = [info.game_id for info in playable_games()]
SIZE = (1280, 720)
FIRST_MOMENTS = 14
"""Among the first moments (set-up, first rolls, first moves) every kind of move is checked,
the moment it is made on and the one it brings; then a spread over the rest and the end, so
the test stays a few seconds a game."""
SPREAD = 6


SEEDS = {"66d6": 2}
"""The recorded game's seed, by game (else 1): 66d6's greedy player takes a while over each
move, and this seed's game ends in 203 actions instead of 553; the moments checked are as
many."""


RECORDED = Path(__file__).parent / "data" / "selfplay"
"""The recorded games, as ``python -m game selfplay GAME --games 1 --players greedy,random
--seed SEED --record tests/data/selfplay`` wrote them: the greedy player weighs every move,
seconds a game to play again in every test process."""


def recorded_game(game_id: str, folder: Path) -> Match:
    """``selfplay GAME --games 1 --players greedy,random --seed SEED --record``, reopened (a
    game not recorded in ``RECORDED`` is played into ``folder``)."""
    seed = SEEDS.get(game_id, 1)
    path = record_path(RECORDED, game_id, seed, 0)
    if not path.is_file():
        result = play_recorded((game_id, ("greedy", "random"), seed, 0, None, {}), folder)
        assert result.error is None, result.error
        path = record_path(folder, game_id, seed, 0)
    return saves.load_match(path)


def move_kind(match: Match, index: int) -> tuple[str, int]:
    """What the board shows of action ``index`` and the position it is made on: the kind of
    action (a roll, a placement, a march...) and the seat that makes it (chance too)."""
    return type(match.actions[index]).__name__, match.states[index].to_move


def moments_to_check(match: Match) -> list[int]:
    """The set-up, each first moment of the first ones a kind of move is made on and the one
    it brings, a spread over the rest and the end. A further move of a kind already checked
    (66d6's six marches in a row, Doodle Dice's ten gatherings) brings a position drawn the
    same way again: not checked."""
    total = len(match.actions)
    first = {0}
    kinds: set[tuple[str, int]] = set()
    for index in range(min(FIRST_MOMENTS, total)):
        if move_kind(match, index) not in kinds:
            kinds.add(move_kind(match, index))
            first |= {index, index + 1}
    spread = {FIRST_MOMENTS + (total - FIRST_MOMENTS) * k // SPREAD for k in range(SPREAD)}
    return sorted({*first, *spread, total})


def game_board_picture(ctx: AppContext, match: Match) -> tuple[pygame.Surface, pygame.Rect]:
    """The game's own board for ``match``'s position, after a few frames of its animation,
    and where its board area is."""
    board = board_scene_for(ctx, match)
    assert isinstance(board, BoardScene)
    board.over_shown = True
    board.relayout()
    for _ in range(3):
        board.update_board(1 / 60)
    picture = pygame.Surface(ctx.size)
    theme.draw_background(picture)
    board.draw(picture)
    return picture, board.area


@pytest.mark.parametrize("game_id", GAMES)
def test_the_review_draws_the_board_the_game_showed_at_every_moment(app, tmp_path, monkeypatch,
                                                                    game_id, no_analysis):
    # The review's analysis is not drawn on its board (``no_analysis``: not started).
    # One instant of every pulsing mark (Dice Demons' fight ring beats with the clock).
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: 0)
    match = recorded_game(game_id, tmp_path)
    ctx = AppContext(settings=Settings(animation="instant"), scenes=SceneManager(), size=SIZE)
    review = ReviewScene(ctx, match)
    differ = []
    moments = moments_to_check(match)
    for moment in moments:
        shown, area = game_board_picture(ctx, match.at(moment))
        if differing_pixels(review.full_picture(moment).subsurface(area),
                            shown.subsurface(area)):
            differ.append(moment)
    assert not differ, f"{game_id}: the review's board differs at moments {differ[:8]}"
    assert len(match.actions) > FIRST_MOMENTS and max(moments) > FIRST_MOMENTS
    # every kind of the first moves was checked, on the moment it was made on
    assert {move_kind(match, i) for i in range(FIRST_MOMENTS)} == \
        {move_kind(match, i) for i in moments if i < FIRST_MOMENTS}


def test_a_game_in_progress_is_reviewed_as_its_player_saw_it(app, no_analysis):
    """Secrets stay secret until the game is over: the review of an unfinished game shows
    the one person's own view (a finished one shows everything, see ``test_review``)."""
    unfinished = new_match("death-by-dice", seed=4, moves=30)
    assert not unfinished.is_over and unfinished.human_seats() == [0]
    ctx = AppContext(settings=Settings(animation="instant"), scenes=SceneManager(), size=SIZE)
    assert ReviewScene(ctx, unfinished).board_at(3).viewer() == 0
