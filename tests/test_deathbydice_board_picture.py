"""The Death by Dice board's picture is painted in parts (``scenes.board.parts``): the frame a
move lands on paints again, over the kept picture, only the cards whose look changed and the
panel, and the picture it keeps is the very one a whole paint of the position shows."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import scenes.board.layer as layer
import scenes.deathbydice.drawing as drawing
from engine.core import get_game
from engine.deathbydice.actions import Brace, Guard, NoDefence
from game.match import Match, Seat
from scenes.board.parts import PartedPicture
from scenes.registry import open_match
from tests.pictures import same_picture
from tests.test_kept_frames import FRAME, ai_game

DEFENCES = (Brace, Guard, NoDefence)


def assert_kept_is_whole_paint(app, board, when: str) -> None:
    """The board's kept picture is the one a whole paint of its position shows."""
    fresh = app.screen.copy()
    own, board.parts = board.parts, PartedPicture()  # nothing kept: painted whole
    try:
        board.draw_board(fresh)
    finally:
        board.parts = own
    assert board.kept.picture is not None
    assert same_picture(fresh, board.kept.picture), when


def landings(app, monkeypatch, counted: str) -> Iterator[tuple[object, Match, list[int]]]:
    """An AI game of Death by Dice played fast: on each frame a move lands on that keeps its
    picture and counts one more in the board's ``parts`` counter ``counted`` (``mended``,
    ``taken_ahead``), the board, the match and the cards that frame painted."""
    painted: list[int] = []
    real = drawing._draw_card
    monkeypatch.setattr(drawing, "_draw_card",
                        lambda board, surface, i, look: painted.append(i)
                        or real(board, surface, i, look))
    match = ai_game(app, "death-by-dice", pace="fast")
    board = app.ctx.scenes.top
    for _ in range(4000):
        before, count, painted[:] = len(match.actions), getattr(board.parts, counted), []
        app.frame(FRAME)
        if app.ctx.scenes.top is not board or match.is_over:
            return
        if len(match.actions) == before or getattr(board.parts, counted) == count \
                or board.kept.key != board.layer_key():
            continue
        yield board, match, list(painted)


def test_defences_and_a_game_s_end_land_on_a_picture_painted_ahead_as_a_whole_paint(app):
    """Every move of a match's first game, to the match card, lands on the picture made
    ahead, but those that bring new cards: each of an AI's secret placements (the ones after
    its first wait a few frames: ``NEXT_PLACE_HOLD``), an AI's defence (the panel's words
    under the outcome card or none, not under the caption on show meanwhile) and the blow
    that ends the game (the panel's head grown by the score), each defence and that blow the
    very picture a whole paint of its position shows."""
    match = ai_game(app, "death-by-dice", pace="fast")
    board = app.ctx.scenes.top
    missed: list[str] = []
    defences = 0
    for _ in range(6000):
        before, taken, cards = len(match.actions), board.parts.taken_ahead, len(board.cards)
        app.frame(FRAME)
        assert app.ctx.scenes.top is board
        if len(match.actions) == before:
            continue
        action = match.actions[-1]
        name = f"{type(action).__name__} (move {len(match.actions)})"
        if board.parts.taken_ahead == taken and len(board.cards) == cards and cards:
            missed.append(name)
        if isinstance(action, DEFENCES) or board.match_card is not None:
            defences += isinstance(action, DEFENCES)
            assert_kept_is_whole_paint(app, board, name)
        if board.match_card is not None:
            break
    assert board.match_card is not None, "the first game did not end"
    assert defences >= 3
    assert missed == []


def test_a_picture_mended_move_after_move_is_the_picture_a_whole_paint_shows(app,
                                                                              monkeypatch):
    compared: list[int] = []  # how many cards each mended move painted
    for board, match, painted in landings(app, monkeypatch, "mended"):
        assert_kept_is_whole_paint(app, board, f"move {len(match.actions)}")
        compared.append(len(set(painted)))
        if len(compared) == 14:
            break
    assert len(compared) == 14, f"only {len(compared)} mended moves were compared"
    assert min(compared) < len(board.cards)  # some move left cards as they were


def driver_moment(board) -> tuple[bool, bool, bool, int]:
    """What of the driver's moment a frame may change without the board's picture showing
    it: dice flying, the AI thinking, a move announced, the card shown."""
    driver = board.driver
    return driver.rolling, driver.ai_thinking, driver.pending is not None, id(board.card)


KEPT_LOOKED_AT_EVERY = 100
"""Frames between two kept pictures looked at although nothing of the driver's moment
changed on them (a kept picture long after it was made is still a whole paint's)."""

QUIET_MENDS = {2: {"announced", "card", "target"}, 3: {"dice", "card", "target"}}
"""What changes on the frames that mend the picture with no move landing, by seats: a move
announced, its caption shown or a card gone, the card its attack is aimed at lit, and with
the tray in the panel (3 seats) a throw starting or ending. Once each kind and 30 mends in
all are compared, the later ones repeat them."""
KEPT_FRAMES = {2: {"announced", "card", "dice"}, 3: {"announced"}}
"""What changes on the kept frames looked at, by seats: with the tray in the panel a throw
starting or ending, and a card coming or going, mend the panel instead."""


@pytest.mark.parametrize("seats", [2, 3])  # 3: the tray stands in the panel
def test_every_picture_mended_is_the_picture_a_whole_paint_shows(app, seats):
    """Every frame that mends the picture (a throw starting or ending, an AI announcing, a
    move landing) keeps the very picture a whole paint shows: the panel's parts (backing,
    head, words, buttons) are painted again only when their look changed. So do frames that
    keep it: a throw starting or ending, the AI thinking, a move announced or a card shown
    changes nothing the picture shows (``driver_key``). Each frame that keeps the picture
    while one of those changes is looked at (the frames between two changes repeat the same
    moment), and every hundredth besides (the AI thinking among them)."""
    app.ctx.settings.animation = "fast"
    app.start()
    info = get_game("death-by-dice")
    match = Match(info, {**info.default_options(), "seats": seats},
                  [Seat("ai", "easy")] * seats, seed=5)
    open_match(app.ctx, match)
    board = app.ctx.scenes.top
    assert board.layout.tray_in_panel == (seats == 3)
    compared = 0
    quiet: set[str] = set()  # what changed on the mends on frames no move landed on
    kept_changes: set[str] = set()  # what changed on the kept frames looked at
    thinking_looked_at = False  # a kept frame of the AI thinking (nothing announced yet)
    for frame in range(4000):
        before, mended = len(match.actions), board.parts.mended
        moment, target = driver_moment(board), board.announced_key()
        app.frame(FRAME)
        if app.ctx.scenes.top is not board or match.is_over:
            break
        if board.kept.key != board.layer_key():
            continue
        now = driver_moment(board)
        changed = {name for name, was, is_ in zip(
            ("dice", "thinking", "announced", "card"), moment, now, strict=True) if was != is_}
        if board.parts.mended == mended:
            if changed or frame % KEPT_LOOKED_AT_EVERY == 0:
                assert_kept_is_whole_paint(app, board, f"kept at {len(match.actions)}")
                kept_changes |= changed
                thinking_looked_at |= now[1] and not now[2]
            continue
        assert_kept_is_whole_paint(app, board, f"frame at {len(match.actions)}")
        compared += 1
        if len(match.actions) == before:
            quiet |= changed | ({"target"} if board.announced_key() != target else set())
        if compared >= 30 and quiet >= QUIET_MENDS[seats] \
                and kept_changes >= KEPT_FRAMES[seats] and thinking_looked_at:
            break
    assert compared >= 30 and quiet >= QUIET_MENDS[seats], \
        f"{compared} mended pictures, quiet ones changing {quiet}"
    assert kept_changes >= KEPT_FRAMES[seats], kept_changes
    assert thinking_looked_at


def test_an_ai_moves_caption_is_rendered_ahead_and_shown_once_made(app, monkeypatch):
    """An AI's announced move shows its caption (and lights its target) only once the
    caption's picture is made, a text a frame: never rendered whole on the frame it shows."""
    rendered_on_show: list[str] = []
    real = layer.render_card
    monkeypatch.setattr(layer, "render_card", lambda card, *args: rendered_on_show.append(
        card.title) or real(card, *args) if card.footer.endswith("moves") else
        real(card, *args))
    match = ai_game(app, "death-by-dice", pace="fast")
    board = app.ctx.scenes.top
    shown = 0
    for _ in range(3000):
        card = board.card
        app.frame(FRAME)
        if app.ctx.scenes.top is not board or match.is_over:
            break
        if board.card is not card and board.card is not None \
                and board.card.footer.endswith("moves"):
            shown += 1
            assert board.driver.pending is not None
        if shown >= 6:
            break
    assert shown >= 6, f"only {shown} AI moves were announced"
    assert rendered_on_show == []


def test_a_move_lands_on_the_picture_painted_ahead_and_it_is_the_whole_paints(app, monkeypatch):
    """While an AI's move is announced the board makes the picture it brings, an area a quiet
    frame (``PartedPicture.ahead``): the frame the move lands on copies every area it mends
    from there, paints no card, and keeps the very picture a whole paint of the position
    shows."""
    landed_ahead = 0
    for board, match, painted in landings(app, monkeypatch, "taken_ahead"):
        assert painted == [], f"move {len(match.actions)} painted cards {painted}"
        assert_kept_is_whole_paint(app, board, f"move {len(match.actions)}")
        landed_ahead += 1
        if landed_ahead == 12:
            break
    assert landed_ahead == 12, f"only {landed_ahead} moves landed on a picture painted ahead"
