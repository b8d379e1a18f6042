"""The card between the games of a best of three says which game was just won and the score
after it (never "Game 2 ... 0-1", which reads as game 2's result), and stands alone: no outcome
card of the last attack and no tooltip of the board around it."""

from __future__ import annotations

import pygame

from engine.core import get_game
from game.cli.headless import seeded_actions
from game.match import Match, Seat
from scenes.registry import board_scene_for

SEED = 4


def _board_at_match_card(app, seats):
    """The board of a best-of-three match played by seeded moves until its first match card."""
    app.start()
    app.frame(1 / 60)
    info = get_game("death-by-dice")
    options = {**info.default_options(), "games": 3, "char1": 0, "char2": 1}
    match = Match(info, options, seats, seed=SEED)
    board = board_scene_for(app.ctx, match)
    app.ctx.scenes.push(board)
    for action in seeded_actions(match, SEED):
        board.driver.reset()
        board.apply(action)
        if board.match_card is not None:
            return board
    raise AssertionError("the seeded match never reached its second game")


def test_the_card_after_game_one_names_game_one_and_the_score_after_it(app):
    board = _board_at_match_card(app, [Seat("human"), Seat("ai", "easy")])
    match = board.match
    card = board.match_card
    assert card is not None and len(match.state.results) == 1
    winner = match.state.results[0]
    assert card.title.endswith("game 1") and board.name_of(winner[0]) in card.title
    assert card.score.startswith("Score after game 1 of 3: ")
    assert "Game 2" not in card.title + card.score
    assert board.card is None  # no outcome card of the last attack beside it
    mouse = board.cards[0].body.center if board.cards else (10, 10)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=mouse, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.frame(1 / 60)
    assert board.match_card is card  # a card hovered beneath it does not take it down


def test_an_all_ai_match_goes_on_to_its_next_game_by_itself(app):
    """Nobody is there to press "Next game" while AIs play each other: the card stays up a
    while, then the next game starts (a watched AI match used to wait on it for ever)."""
    app.ctx.settings.animation = "normal"
    board = _board_at_match_card(app, [Seat("ai", "easy"), Seat("ai", "easy")])
    board.update(1.0)
    assert board.match_card is not None  # still shown: it is read first
    for _ in range(5):
        board.update(1.0)
    assert board.match_card is None


def test_a_person_in_the_match_still_moves_on_with_next_game(app):
    app.ctx.settings.animation = "normal"
    board = _board_at_match_card(app, [Seat("human"), Seat("ai", "easy")])
    for _ in range(10):
        board.update(1.0)
    assert board.match_card is not None


def test_an_announced_attack_is_painted_ahead_and_lands_without_new_text(app):
    """While an AI's attack is announced, the board rehearses the position it brings (cards,
    then panel, then its outcome card, a step a frame): the frame it lands on renders no
    text of the board's own, and the rehearsal leaves what the board shows as it was."""
    from engine.deathbydice.actions import ATTACK_TYPES
    from scenes.text import rendered

    app.start()
    info = get_game("death-by-dice")
    options = {**info.default_options(), "games": 1, "char1": 0, "char2": 1}
    match = Match(info, options, [Seat("ai", "easy"), Seat("ai", "easy")], seed=SEED)
    board = board_scene_for(app.ctx, match)
    app.ctx.scenes.push(board)
    actions = seeded_actions(match, SEED)
    action = next(actions)
    while not isinstance(action, ATTACK_TYPES):
        board.apply(action)
        action = next(actions)
    board.driver.reset()
    board.draw_board(app.screen)
    spots, before = list(board.panel.pool_spots), match.state
    board.driver.pending = action  # announced: what the driver says is upcoming
    work = board.prepare_next(action, match.state.apply(action))
    steps = sum(1 for _ in work)
    assert steps == len(board.cards) + 1  # one step a card, the panel, the outcome card
    assert board.view is before and board.whole is before and board.panel.pool_spots == spots
    board.driver.pending = None
    board.apply(action)
    misses = rendered.misses
    board.draw_board(app.screen)
    assert rendered.misses == misses


def test_the_match_card_painted_ahead_needs_no_new_text_on_the_frame_it_shows(app):
    """While the move that ends a game of the match is announced, its match card is painted
    on a scratch picture (``rehearse_match_card``): the frame the move lands on renders no
    text and makes no panel of its own."""
    import scenes.text as text
    import scenes.theme as theme
    from scenes.deathbydice.match_card import rehearse_match_card

    board = _board_at_match_card(app, [Seat("ai", "easy"), Seat("ai", "easy")])
    card = board.match_card
    assert card is not None
    theme.reset_caches()  # everything the card shows is to be rendered anew
    for _ in rehearse_match_card(board, board.match.state):
        pass
    texts, panels = text.rendered.misses, theme._panels.misses
    card.draw(app.screen)
    assert text.rendered.misses == texts and theme._panels.misses == panels
    theme.reset_caches()
    card.draw(app.screen)
    assert text.rendered.misses > texts  # cold, the same card renders its texts itself
