"""Every decision of Daemon Dice, Dice Demons and Doodle Dice (with its alternate rules) has a
key path: at each decision of a whole game against Easy, every key sequence from the board's
focus targets is walked (``tests.key_reach``) and every legal action must be among what they
make; a random target is then pressed to go on. The sketch pad is played through its own
targets. The whole games by key events alone are ``tests/test_keyplay.py``."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.core import get_game
from game.match import Match, Seat
from scenes.overlays import ButtonMenu
from scenes.registry import open_match
from tests.ui_robot import key, look, press

MAX_FRAMES = 40_000
PAD_ACTIONS = {"CreateMonster", "AddPart", "ChooseAvatar"}
"""What the sketch pad makes (its key path is played whole, not walked)."""


def modes_of(board):
    """Read and put back a board's selection (see ``key_reach``)."""
    name = type(board).__name__
    if name == "DiceDemonsBoard":
        def read():
            return (board.driving, board.summoning)

        def put(m):
            board.driving, board.summoning = m
    elif name == "DaemonDiceBoard":
        def read():
            g = board.gestures
            return (board.aim, g.held, g.picker)

        def put(m):
            board.aim, board.gestures.held, board.gestures.picker = m
            if m[2] is not None:
                m[2].open = True
    else:
        def read():
            return (board.weapon, board.enervating, board.view)

        def put(m):
            board.weapon, board.enervating, board.view = m
    return read, put


def unreachable(board, monkeypatch) -> list:
    """The legal actions of the decision now that no key sequence makes."""
    import scenes.doodledice.avatar_board as avatar_board
    from tests.key_reach import reachable

    opened: list[str] = []
    with monkeypatch.context() as patch:
        if hasattr(board, "open_pad"):
            patch.setattr(board, "open_pad", lambda mid: opened.append("pad"))
            patch.setattr(avatar_board, "open_avatar_pad",
                          lambda b, mode: opened.append("pad"))
        read, put = modes_of(board)
        board.board_targets()  # a board forgets a selection the position moved away from
        now = read()
        neutral = (None, None, None) if type(board).__name__ == "DaemonDiceBoard" \
            else (None, False, None)[:len(now)]
        put(neutral)  # a decision as it starts: nothing picked up
        reached = reachable(board, read, put, opened)
        put(now)
    st = board.match.state
    listed = {st.listed_as(a) for a in reached}
    return [a for a in st.legal_actions() if a not in listed
            and not (opened and type(a).__name__ in PAD_ACTIONS)]


def play_by_targets(app, game_id: str, options: dict, seed: int, monkeypatch,
                    seats: list | None = None, pick=None) -> tuple[int, object]:
    """A whole game against Easy, each decision checked (``unreachable``) then made by a
    target chosen at random (or by ``pick(board, targets, rng)``); a sketch pad by keys."""
    from scenes.sketch.scene import SketchScene

    app.start()
    app.frame(1 / 60)
    seats = seats or [Seat("human"), Seat("ai", "easy")]
    match = Match(get_game(game_id), options, seats, seed=seed)
    open_match(app.ctx, match)
    board = app.ctx.scenes.top
    rng = random.Random(seed)
    presses = 0
    for _ in range(MAX_FRAMES):
        top = app.ctx.scenes.top
        if isinstance(top, ButtonMenu):
            if match.is_over:
                return presses, board
            press(app, top.ui.items, "I'm ready")
            continue
        if isinstance(top, SketchScene):
            sketch_by_keys(app, top.pad)
            continue
        if top is not board:
            app.frame(1 / 60)
            continue
        if board.card is not None and board.human_waiting():
            key(app, pygame.K_RIGHT)
            continue
        if board.driver.awaiting_throw():
            key(app, pygame.K_SPACE)
            continue
        if board.human_to_move():
            look(app)
            missing = unreachable(board, monkeypatch)
            assert not missing, f"no key path to {missing}"
            targets = [t for t in board.board_targets()
                       if t.label not in ("Symbols", "Aim here")]
            assert targets, f"no key target at {match.state}"
            chosen = pick(board, targets, rng) if pick else None
            (chosen or rng.choice(targets)).act()
            presses += 1
            app.frame(1 / 60)
            continue
        app.frame(1 / 60)
    raise AssertionError(f"the game did not finish: {presses} presses, top {top}")


DEMONS_DECISIONS = {("move", "Step"), ("move", "MonsterStep"), ("move", "TurnBridges"),
                    ("move", "Done"), ("sacrifice", "Summon"), ("sacrifice", "SacrificeForWalls"),
                    ("sacrifice", "PlaceWall"), ("sacrifice", "Done")}
"""Kinds of decision (phase, action) the Dice Demons game puts to the person: every kind
seed 4's longer game offered, in seed 3's shorter one."""


@pytest.mark.undrawn
@pytest.mark.parametrize("seed", [3])
def test_dice_demons_by_targets(app, monkeypatch, seed):
    presses, board = play_by_targets(app, "dice-demons", {"round_limit": 10}, seed,
                                     monkeypatch)
    assert board.match.is_over
    assert DEMONS_DECISIONS <= decisions_of(board.match)


@pytest.mark.undrawn
@pytest.mark.parametrize("seed", [5])
def test_daemon_dice_by_targets(app, monkeypatch, seed):
    presses, board = play_by_targets(app, "daemon-dice", {}, seed, monkeypatch)
    assert board.match.is_over


def sketch_by_keys(app, pad) -> None:
    from tests.ui_robot import key as press_key

    def target(key):
        found = [t for t in pad_targets() if t.key[:2] == key]
        assert found, f"no {key} among {[t.key for t in pad_targets()]}"
        found[0].act()
        app.frame(1 / 60)

    def pad_targets():
        return app.ctx.scenes.top.focus_targets()

    target(("pad", "Doodle for me"))
    target(("pad", "name"))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Keybeast"))
    app.frame(1 / 60)
    press_key(app, pygame.K_RETURN)
    for kind in ("Core", "Weapon", "Shield"):
        if ("type", kind) not in [t.key[:2] for t in pad_targets()]:
            continue
        target(("type", kind))
        dice = [t for t in pad_targets() if t.key[0] == "die"]
        if not dice:
            break
        dice[0].act()
        app.frame(1 / 60)
        if ("pad", "place") in [t.key[:2] for t in pad_targets()]:
            target(("pad", "place"))
        pad.cancel_placement()
    target(("pad", "Done"))


CASTLE_DECISIONS = {("castle", "CreateMonster"), ("gather", "Gather"), ("sketch", "AddPart"),
                    ("sketch", "CreateMonster"), ("sketch", "Done"), ("combat", "Attack"),
                    ("combat", "Block"), ("combat", "Pass"), ("combat", "Done")}
"""Kinds of decision (phase, action) the take-the-castle game must put to the person: those of
the longer game its seed once dealt (seed 2's shorter game adds aiming and enervating)."""


def decisions_of(match, seat: int = 0) -> set[tuple[str, str]]:
    """Every (phase, action kind) the game offered ``seat`` at its decisions."""
    return {(st.phase.value, type(action).__name__) for st in match.states
            if st.to_move == seat for action in st.legal_actions()}


@pytest.mark.undrawn
@pytest.mark.parametrize(("rules", "seed"), [((), 5), (("draft",), 5),
                                             (("stratagems", "take_the_castle"), 2),
                                             (("avatars", "stratagems", "house_rules"), 5),
                                             (("duo",), 5)])
def test_doodle_dice_by_targets(app, rules, seed, monkeypatch):
    options = {"budget": 60, **{rule: 1 for rule in rules}}
    seats = [Seat("human"), Seat("ai", "easy")]
    if "duo" in rules:
        options["seats"] = 4
        seats += [Seat("ai", "easy"), Seat("ai", "easy")]
    sketched: set[int] = set()

    def one_monster_a_round(board, targets, rng):
        st = board.state
        if st.phase.value != "sketch":
            return None
        new = next((t for t in targets if t.label.startswith("Sketch a new")), None)
        if new is not None and st.round not in sketched:
            sketched.add(st.round)
            return new
        return next(t for t in targets if t.label.startswith("Done"))

    presses, board = play_by_targets(app, "doodle-dice", options, seed, monkeypatch, seats,
                                     one_monster_a_round)
    assert board.match.is_over and sketched
    if "take_the_castle" in rules:
        assert CASTLE_DECISIONS <= decisions_of(board.match)
