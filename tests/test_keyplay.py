"""Whole games against Easy played through the real app by key presses alone (``scenes.focus``,
``game.key_player``): the key player never clicks and never touches the match, so every move
of the human seat went through a focus target's key path."""

from __future__ import annotations

import pytest

from game.key_player import KeyPlayer
from game.match import Match
from scenes.board.base import BoardScene

GAMES = [("66d6", 5, {"Rows": "3", "Cowardice limit": "3"}),
         ("Death by Dice", 3, {"Match": "Single game"}),
         ("Daemon Dice", 1, {}), ("Dice Demons", 1, {}), ("Doodle Dice Monsters", 1, {})]
"""Each game's title on the main menu, a key player's seed that plays a short game, and the
set-up choices it sets by keys first (a small 66d6 battleground where cowardice soon loses;
one game of Death by Dice, not a match of three)."""


@pytest.mark.undrawn
@pytest.mark.parametrize(("title", "seed", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_whole_game_against_easy_by_keys_alone(app, monkeypatch, title, seed, options):
    clicks = []
    app.start()
    app.frame(1 / 60)
    board_apply = BoardScene.apply
    monkeypatch.setattr(BoardScene, "apply", lambda self, action, checked=False: (
        clicks.append(action), board_apply(self, action, checked))[1])
    player = KeyPlayer(app, seed)
    player.open_game(title, options)
    board = app.ctx.scenes.top
    assert isinstance(board, BoardScene) and board.match.info.title == title
    result = player.play()
    assert board.match.is_over
    assert result.title in ("Victory!", "Defeat...", "A draw!")
    # The human seat's moves, each through a key's target: two-step ones among them (66d6:
    # entering or marching after picking a minion; Death by Dice: placing, attacking).
    assert len({type(action) for action in clicks}) >= 3
    assert result.presses >= len(clicks)
    replay = Match.from_save(board.match.to_save())
    assert replay.state.key() == board.match.state.key()
