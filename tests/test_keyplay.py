"""Whole games against Easy played through the real app by key presses alone (``scenes.focus``,
``game.key_player``): the key player never clicks and never touches the match, so every move
of the human seat went through a focus target's key path."""

from __future__ import annotations

import pytest

from game.key_player import KeyPlayer
from game.match import Match
from scenes.board.base import BoardScene

GAMES = [("66d6", 2), ("Daemon Dice", 1), ("Dice Demons", 1), ("Doodle Dice Monsters", 1)]
"""Each game's title on the main menu and a key player's seed that plays a short game."""


@pytest.mark.undrawn
@pytest.mark.parametrize(("title", "seed"), GAMES, ids=[g for g, _ in GAMES])
def test_whole_game_against_easy_by_keys_alone(app, monkeypatch, title, seed):
    clicks = []
    app.start()
    app.frame(1 / 60)
    board_apply = BoardScene.apply
    monkeypatch.setattr(BoardScene, "apply", lambda self, action, checked=False: (
        clicks.append(action), board_apply(self, action, checked))[1])
    player = KeyPlayer(app, seed)
    player.open_game(title)
    board = app.ctx.scenes.top
    assert isinstance(board, BoardScene) and board.match.info.title == title
    result = player.play()
    assert board.match.is_over
    assert result.title in ("Victory!", "Defeat...", "A draw!")
    humans = [a for a in board.match.actions if getattr(a, "seat", 0) == 0]
    assert clicks and humans  # the human seat moved, each move through a key's target
    assert result.presses >= len(clicks)
    replay = Match.from_save(board.match.to_save())
    assert replay.state.key() == board.match.state.key()
