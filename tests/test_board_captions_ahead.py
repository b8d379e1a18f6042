"""The board foundation renders the AI's announcement and the roll caption ahead: an AI's
caption is rendered a text a step and shown on a later frame than its words (then up for its
whole announce time), and the caption of the throw an announced move calls for is rendered
while the move is announced; the frames that show them only blit them, and they are the very
pictures a render on the spot makes."""

from __future__ import annotations

from collections.abc import Generator

import pygame
import pytest

import scenes.board.cards as cards
import scenes.board.layer as layer
import scenes.dicedemons.drawing as demons_drawing
from engine.core import CHANCE
from scenes.board.cards import MOVE, Card, render_card
from scenes.driver import CAPTION_TIME
from tests.test_kept_frames import ai_game

FRAME = 1 / 60


def _watch_renders(monkeypatch) -> tuple[list[str], list[str]]:
    """The titles of cards whose texts are rendered, a title per text (cleared by the
    caller each frame), and of those rendered whole at once (``layer.render_card``)."""
    rendered: list[str] = []
    whole: list[str] = []
    at_once = layer.render_card
    monkeypatch.setattr(layer, "render_card",
                        lambda card, *args: whole.append(card.title) or at_once(card, *args))
    real = cards.render_card_steps

    def watched(card: Card, *args, **kwargs) -> Generator[None, None, pygame.Surface]:
        steps = real(card, *args, **kwargs)
        while True:
            rendered.append(card.title)
            try:
                next(steps)
            except StopIteration as done:
                return done.value
            yield

    monkeypatch.setattr(cards, "render_card_steps", watched)
    monkeypatch.setattr(layer, "render_card_steps", watched)
    own = demons_drawing._caption  # Dice Demons' own roll caption (its fight's odds too)

    def watched_own(board, width: int) -> pygame.Surface:
        rendered.append(board.wording(board.state.roll_request().reason))
        return own(board, width)

    monkeypatch.setattr(demons_drawing, "_caption", watched_own)
    return rendered, whole


SEEDS = {"dice-demons": 4, "daemon-dice": 2}
"""The game's seed, by game (else 5): an AI's move calls for a throw sooner than at seed 5
(the frames waiting for it were most of the test)."""


@pytest.mark.parametrize("game_id", ["66d6", "death-by-dice", "dice-demons", "daemon-dice",
                                     "doodle-dice"])
def test_an_ai_caption_and_the_throw_it_calls_for_are_never_rendered_on_the_frame_shown(
        app, monkeypatch, game_id):
    rendered, whole = _watch_renders(monkeypatch)
    match = ai_game(app, game_id, seed=SEEDS.get(game_id, 5))
    board = app.ctx.scenes.top
    shown = throws = 0
    announced_at: int | None = None
    showing: tuple[Card, int] | None = None
    for frame in range(4000):
        rendered.clear()
        pending, before, rolling = board.driver.pending, len(match.actions), board.driver.rolling
        layouts = board.layouts
        card = board.card
        app.frame(FRAME)
        if app.ctx.scenes.top is not board or match.is_over:
            break
        if board.driver.pending is not None and pending is None:
            announced_at = frame
        if board.card is not card and board.card is not None and board.card.kind == MOVE \
                and board.driver.pending is not None:
            assert board.card.title not in rendered, "its words rendered on the frame shown"
            # nor whole in one go anywhere (Daemon Dice measures it at its free places'
            # width too, to find the width it is shown at: made a text a step as well)
            assert board.card.title not in whole
            assert announced_at is not None and frame - announced_at <= 4
            showing = (board.card, frame)
            shown += 1
        if len(match.actions) != before and showing is not None:
            # the move waited its whole announce time from the frame its caption showed on
            assert (frame - showing[1]) * FRAME >= CAPTION_TIME - 2 * FRAME
            showing = None
        if board.driver.rolling and not rolling and match.state.to_move == CHANCE \
                and match.states[-2].to_move != CHANCE and board.layouts == layouts \
                and announced_at is not None and frame - announced_at > 10:
            # a throw an AI's move called for, announced for its while (not a placement of
            # Death by Dice's played at once after the first; nor one laid out anew as it
            # landed, the characters drawn: its tray's place was not known)
            reason = board.wording(match.state.roll_request().reason)
            assert reason not in rendered, "the roll caption rendered as its throw began"
            throws += 1
        if shown >= 3 and throws >= 1:
            return
    raise AssertionError(f"{shown} captions and {throws} throws after a move were seen")


def test_captions_rendered_ahead_are_the_pictures_rendered_on_the_spot(app):
    """A caption made a text a step is the picture ``render_card`` makes at once."""
    match = ai_game(app)
    board = app.ctx.scenes.top
    layer.forget_cards()
    card = Card("A long caption whose words wrap over the card's width, twice or more",
                ["A sentence under it."], [], MOVE, footer="Someone (AI) moves")
    assert not layer.card_made(board, card)
    for _ in layer.card_ahead(board, card):
        pass
    assert layer.card_made(board, card)
    board.card = None
    width = layer.card_width(board)  # (a card of one sentence: its width with it on show)
    made = layer.cached_card(board, layer.card_key(card), card, width)
    fresh = render_card(card, board.ctx.scale, width)
    assert pygame.image.tobytes(made, "RGBA") == pygame.image.tobytes(fresh, "RGBA")
    state = match.state
    assert state.to_move == CHANCE
    for _ in layer.roll_caption_ahead(board, state):
        pass
    made = layer.roll_caption(board, state)
    layer.forget_cards()
    assert pygame.image.tobytes(made, "RGBA") == pygame.image.tobytes(
        layer.roll_caption(board, state), "RGBA")
