"""The game review: chances after every move, the two turning points, and the screen that
replays any moment, reached from the end of a game, the Load screen and ``python -m game PATH
--review``."""

from __future__ import annotations

import time

import pygame
import pytest

import scenes.review_scene
from engine.core import Action, Roll
from game import saves
from game.match import Match
from game.review import Review, build_review, focus_seat
from scenes.board.base import BoardScene
from scenes.loading import LoadScene
from scenes.overlays import ButtonMenu
from scenes.registry import playable_games
from scenes.review_graph import graph_point
from scenes.review_scene import ReviewScene
from tests.test_save_management import finished_match, home  # noqa: F401  (fixture)
from tests.ui_robot import click, key, look, press

GAMES = [info.game_id for info in playable_games()]
SEEDS = {"66d6": 2, "dice-demons": 8}
"""The seeded game every test here reviews, by game (else ``SEED``): 66d6's greedy games at
other seeds run far longer than any other game's; this one ends the same way (one side wiped
out) in fewer moves. Dice Demons' game at ``SEED`` is twice as long as this one, which has
every mark too: the mouse test's analysis (the walk judge's) costs by the move."""
SEED = 4
"""Its game has a luckiest roll and a costliest decision for the focus seat in every game, so
the marks' checks run. One game per kind for every test: each is played once per test
process (``finished_match``), the tests differ in what they do with it."""


WAIT = 0.25
"""Seconds between two frames while the review's analysis is still running (a frame drawn
then shows only its progress bar move on)."""


def seeded(game_id: str) -> int:
    return SEEDS.get(game_id, SEED)


_REVIEWS: dict[tuple[str, tuple[Action, ...]], Review] = {}
"""Each game's review, built once per test process (``review_of``)."""


def review_of(match: Match, built: Review | None = None) -> Review:
    """``build_review(match)`` (or ``built``, when given), built once per test process for a
    game: the same moves give the same review, about a millisecond a state to build, and a
    ``Review`` is frozen."""
    key = (match.info.game_id, tuple(match.actions))
    review = _REVIEWS.get(key)
    if review is None:
        review = _REVIEWS[key] = built if built is not None else build_review(match)
    return review


@pytest.fixture(autouse=True)
def _reviews_built_once(monkeypatch):
    """A review screen opened here on a game reviewed already takes its review
    (``review_of``); the first test to review a game builds it (and
    ``test_a_review_reads_every_moment_and_ends_on_the_result`` checks what it builds)."""
    monkeypatch.setattr(scenes.review_scene, "build_review", review_of)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_review_reads_every_moment_and_ends_on_the_result(game_id):
    match = finished_match(game_id, seed=seeded(game_id))
    review = build_review(match)
    assert review_of(match, review) == review  # (the one the review screens here take)
    assert len(review.chances) == len(match.actions) + 1 == len(review.moves) + 1
    assert all(0.0 <= c <= 1.0 for row in review.chances for c in row)
    outcome = match.state.outcome()
    end = review.chances[-1]
    if outcome.is_draw:
        assert all(c == 0.5 for c in end)
    else:
        assert all(end[s] == 1.0 for s in outcome.winners)
    seat = focus_seat(match)
    luck, cost = review.luckiest_roll(seat), review.costliest_decision(seat)
    if luck is not None:
        assert review.moves[luck].is_roll and isinstance(match.actions[luck], Roll)
        assert review.swing(luck, seat) > 0
    if cost is not None:
        assert review.moves[cost].seat == seat and review.swing(cost, seat) < 0
        assert all(review.swing(m.index, seat) >= review.swing(cost, seat)
                   for m in review.moves if m.seat == seat)


def test_a_moment_of_a_match_is_a_copy_that_changes_nothing():
    match = finished_match("66d6", seed=seeded("66d6"))
    total = len(match.actions)
    moment = match.at(10)
    assert len(moment.actions) == 10 and moment.state is match.states[10]
    assert len(match.actions) == total and moment.on_change is None
    assert match.at(-5).state is match.states[0] and match.at(10**6).state is match.state


def _open(app, match) -> ReviewScene:
    app.start()
    app.frame(1 / 30)
    scene = ReviewScene(app.ctx, match)
    app.ctx.scenes.push(scene)
    app.frame(1 / 30)
    return scene


@pytest.mark.undrawn
def test_the_review_screen_steps_jumps_and_plays_through_the_mouse(app):
    """Undrawn: the test reads no pixels, and the spots it clicks are laid out with the screen
    (``ReviewScene.layout``); a frame is drawn where it presses a button (``press``: the
    buttons are where a person sees them) and where it looks at the turning points that the
    analysis brought. The review's board, graph, marks and captions are drawn, at every board
    and with an analysis, by the other tests here and ``test_analysis``."""
    match = finished_match("dice-demons", seed=seeded("dice-demons"))
    scene = _open(app, match)
    total = len(match.actions)
    assert scene.moment == total  # it opens on the end of the game
    press(app, scene.ui.items, "|<")
    assert scene.moment == 0
    press(app, scene.ui.items, ">")
    press(app, scene.ui.items, ">")
    assert scene.moment == 2
    press(app, scene.ui.items, "<")
    assert scene.moment == 1
    key(app, pygame.K_END)
    assert scene.moment == total
    key(app, pygame.K_LEFT)
    assert scene.moment == total - 1
    # a click on the graph shows that moment
    x, _ = graph_point(scene.graph_box, scene.review, total // 2, scene.seat)
    click(app, (x, scene.graph_box.centery))
    assert abs(scene.moment - total // 2) <= 1
    # a click on a move of the list shows the position after it
    row = scene.list_box.y + 3
    click(app, (scene.list_box.centerx, row))
    assert scene.moment == scene.scroll + 1
    # Play moves on by itself at the chosen speed, Pause stops it
    press(app, scene.ui.items, "|<")
    press(app, scene.ui.items, "Play")
    assert scene.playing
    for _ in range(30):
        app.frame(1 / 10)
    assert 2 <= scene.moment <= 4  # 1 a second over 3 seconds
    press(app, scene.ui.items, "Pause")
    stopped = scene.moment
    app.frame(1.0)
    assert scene.moment == stopped
    # the turning points are lines that jump to their move; they are read once the analysis,
    # running in a worker since the review opened, has landed (it names the costliest choices)
    deadline = time.monotonic() + 120
    while scene.job is not None and scene.job.running and time.monotonic() < deadline:
        app.frame(1 / 30)
        time.sleep(WAIT)
    look(app)  # the turning points as the screen shows them once the analysis has landed
    for row, mark in zip(scene.mark_rows, scene.marks(), strict=True):
        if mark.index is not None:
            click(app, row.center)
            assert scene.moment == mark.index + 1
    press(app, scene.ui.items, "Back")
    assert app.ctx.scenes.top is not scene


@pytest.mark.parametrize("game_id", GAMES)
def test_every_board_draws_a_past_moment_with_everything_shown(app, game_id, no_analysis):
    match = finished_match(game_id, seed=seeded(game_id))
    scene = _open(app, match)
    for moment in (0, len(match.actions) // 3, len(match.actions)):
        scene.show(moment)
        app.frame(1 / 30)
        board = scene.board_at(moment)
        assert isinstance(board, BoardScene) and board.reviewing
        assert board.viewer() is None  # nothing hidden after the game
        assert board.match.state is match.states[moment]
        # drawn once into the review's own picture: the still keeps no window-sized copy
        assert board.kept.picture is None


@pytest.mark.undrawn
def test_the_end_of_a_game_offers_its_review(app, no_analysis):
    """(The review opened here starts no analysis: ``no_analysis``; the mouse test's review
    starts one and reads it. Undrawn: no pixel is read, a frame is drawn where a button is
    pressed, ``press``; a finished game's board and its end dialog are drawn by the whole
    games of ``test_ui_playthrough``.)"""
    match = finished_match("66d6", seed=seeded("66d6"))
    app.start()
    app.frame(1 / 30)
    from scenes.registry import open_match

    open_match(app.ctx, match)
    for _ in range(200):
        app.frame(1 / 30)
        if isinstance(app.ctx.scenes.top, ButtonMenu):
            break
    press(app, app.ctx.scenes.top.ui.items, "Review the game")
    assert isinstance(app.ctx.scenes.top, ReviewScene)
    press(app, app.ctx.scenes.top.ui.items, "Back")
    assert isinstance(app.ctx.scenes.top, BoardScene)


def test_the_load_screen_reviews_a_save(app, home, no_analysis):  # noqa: F811
    """(The review opened here starts no analysis: ``no_analysis``; the mouse test's review
    starts one and reads it.)"""
    match = finished_match("death-by-dice", seed=seeded("death-by-dice"))
    path = saves.save_named(match, "Close one")
    app.start()
    app.frame(1 / 30)
    scene = LoadScene(app.ctx)
    app.ctx.scenes.push(scene)
    app.frame(1 / 30)
    press(app, scene.ui.items, "Review")
    top = app.ctx.scenes.top
    assert isinstance(top, ReviewScene) and top.moment == len(match.actions)
    assert "Close one" in top.title
    press(app, top.ui.items, "Back")
    assert app.ctx.scenes.top is scene
    path.write_text("{ not json", encoding="utf-8")  # damaged since the list was read
    press(app, scene.ui.items, "Review")
    assert app.ctx.scenes.top is scene  # refused with a sentence, nothing lost or crashed


@pytest.mark.parametrize("game_id", GAMES)
def test_the_review_redraws_its_board_after_the_window_changes_size(app, game_id,
                                                                    no_analysis):
    match = finished_match(game_id, seed=seeded(game_id))
    scene = _open(app, match)
    scene.show(len(match.actions) // 2)
    app.frame(1 / 30)
    for size in ((960, 600), (1600, 900), (960, 600)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                             h=size[1]))
        app.frame(1 / 30)
        app.frame(1 / 30)
        assert app.ctx.scenes.top is scene and app.ctx.size == size
        kept = list(scene.boards.keys()) + ([scene.last_board[0]] if scene.last_board else [])
        assert all(key[1] == size for key in kept)
