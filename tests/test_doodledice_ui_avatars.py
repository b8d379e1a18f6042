"""Doodle Dice Monsters with avatars through the mouse: the set-up switch, choosing a type, the
avatar drawn on the sketch pad (by hand or "Doodle for me"), abilities used from the panel's
menu, and a whole game against the Easy AI; the table drawn at two window sizes."""

from __future__ import annotations

import os

import pygame
import pytest

from engine.core import CHANCE, get_game
from engine.doodledice import Phase
from engine.doodledice.actions import ChooseAvatar, CreateMonster, Lead
from engine.doodledice.model import REMOVED
from engine.doodledice.rulesets.avatars.abilities import TYPE_BY_KEY
from engine.doodledice.rulesets.structures.fortress_actions import Chill
from engine.doodledice.rulesets.structures.stratagem_actions import Tunnel
from game.match import Match, Seat
from scenes.doodledice.avatar_decisions import ability_of
from scenes.doodledice.board import DoodleBoard
from scenes.registry import open_match
from scenes.sketch.scene import SketchScene
from tests.test_doodledice_ui import (
    DT,
    DoodleRobot,
    open_setup,
    play_to_the_end,
    start_game,
    type_text,
)
from tests.ui_robot import click, drag, key, look, press

HOUSE_SEED = 11
"""A deal where the places in play throw the chance powers' dice often (31 times)."""


class AvatarRobot(DoodleRobot):
    """The Doodle robot, plus: it picks an avatar type, draws or doodles the avatar, and while
    sketching sometimes uses an avatar ability through the panel's menu."""

    def __init__(self, app, seed: int, kind: str, by_hand: bool, **kw) -> None:
        super().__init__(app, seed, **kw)
        self.kind = kind
        self.by_hand = by_hand
        self.abilities_used = 0

    def step(self, board: DoodleBoard) -> None:
        board.refresh()
        st = board.state
        if st.phase is Phase.AVATARS:
            self.choose(board)
            return
        if st.phase is Phase.SKETCH and self.rng.random() < 0.5 and any(
                ability_of(a) for a in st.legal_actions()):
            self.press_label(board, "Avatar abilities")
            names = [o.label for o, _ in board.option_buttons if o.mode.startswith("abilities:")]
            if names:
                self.press_label(board, self.rng.choice(names))
                actions = [o.action for o, _ in board.option_buttons if o.action is not None]
                if actions:
                    self.press_action(board, self.rng.choice(actions))
                    self.abilities_used += 1
                    return
            board.view = None
            board.reset_modes()
            return
        super().step(board)

    def choose(self, board: DoodleBoard) -> None:
        title = TYPE_BY_KEY[self.kind].title
        self.press_label(board, title)
        if self.kind == "mage":
            labels = [o.label for o, _ in board.option_buttons if o.label.startswith("Favour")]
            self.press_label(board, labels[0])
        top = self.app.ctx.scenes.top
        assert isinstance(top, SketchScene)
        pad = top.pad
        if self.by_hand:
            c = pad.canvas
            drag(self.app, (c.centerx, c.y + c.height // 5), (c.centerx, c.bottom - 30), steps=10)
            drag(self.app, (c.x + 40, c.centery), (c.right - 40, c.centery), steps=10)
        else:
            click(self.app, pad.doodle_button.rect.center)
        click(self.app, pad.name_field.rect.center)
        type_text(self.app, f"Hero {self.kind}")
        key(self.app, pygame.K_RETURN)
        assert pad.blocked is None, pad.blocked
        click(self.app, pad.done_button.rect.center)
        assert not isinstance(self.app.ctx.scenes.top, SketchScene)


def _start_with_avatars(app, seed: int) -> DoodleBoard:
    setup = open_setup(app, 100, ["human", "easy"], seed, ("Avatars",))
    assert setup.options["avatars"] == 1
    return start_game(app, setup)


def _play(app, seed: int, kind: str, by_hand: bool) -> DoodleBoard:
    app.start()
    app.frame(DT)
    board = _start_with_avatars(app, seed)
    robot = AvatarRobot(app, seed, kind, by_hand, sketch_by_hand=0, monsters_per_round=2)
    play_to_the_end(app, board, robot)
    chosen = [a for a in board.match.actions if isinstance(a, ChooseAvatar)]
    assert len(chosen) == 2 and chosen[0].avatar == kind and chosen[0].sketch
    assert chosen[0].name == f"Hero {kind}" and chosen[1].sketch  # the AI drew one too
    return board


@pytest.mark.undrawn
def test_a_gadgeteer_drawn_by_hand_plays_to_the_end(app):
    _play(app, 4, "gadgeteer", True)


@pytest.mark.undrawn
def test_a_doodled_mage_plays_to_the_end(app):
    _play(app, 8, "mage", False)


@pytest.mark.undrawn
def test_a_beast_and_a_warrior_play_to_the_end(app):
    _play(app, 5, "beast", False)


@pytest.mark.undrawn
def test_the_table_with_avatars_at_two_sizes(app, tmp_path):
    """The table mid-game with both avatars (uses ticked off) drawn at 1280x720 and 960x600;
    the pictures are kept in ``DOODLE_SHOTS`` when set (to look at). The game up to there
    goes by undrawn: only the two pictures are looked at."""
    app.start()
    app.frame(DT)
    info = get_game("doodle-dice")
    match = Match(info, {"budget": 200, "avatars": 1}, [Seat("human"), Seat("ai", "easy")],
                  seed=21)
    open_match(app.ctx, match)
    board = app.ctx.scenes.top
    robot = AvatarRobot(app, 2, "warrior", False, sketch_by_hand=0, monsters_per_round=2)
    for _ in range(4000):
        if board.state.round >= 3 or match.is_over:
            break
        top = app.ctx.scenes.top
        if top is board and board.human_to_move() and board.card is None \
                and not board.driver.awaiting_throw():
            robot.step(board)
        elif top is board and board.driver.awaiting_throw():
            press(app, board.throw_ui.items, "Roll")
        elif top is board and board.card is not None and board.human_waiting():
            key(app, pygame.K_SPACE)
        else:
            app.frame(DT)
    out = os.environ.get("DOODLE_SHOTS") or str(tmp_path)
    for size in ((1280, 720), (960, 600)):
        app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        for _ in range(3):
            app.frame(DT)
        look(app)
        area = board.layout.areas[0]
        assert area.avatar is not None and area.avatar.width > 100
        assert board.state.avatar[0] is not None
        pygame.image.save(pygame.display.get_surface(),
                          os.path.join(out, f"avatars_{size[0]}x{size[1]}.png"))


@pytest.mark.undrawn
def test_a_game_with_stratagems_fortresses_and_avatars_against_the_ai(app):
    """The issue's first game: stratagems & fortresses and avatars both on, a warrior drawn,
    random forces with d100s, to the end against Easy; both sides raise their places."""
    app.start()
    app.frame(DT)
    setup = open_setup(app, 200, ["human", "easy"], 6, ("Stratagems & fortresses", "Avatars"))
    board = start_game(app, setup)
    robot = AvatarRobot(app, 6, "warrior", False, sketch_by_hand=0, monsters_per_round=2)
    play_to_the_end(app, board, robot)
    made = {(s.to_move, a.role) for s, a in zip(board.match.states, board.match.actions,
                                                strict=False)
            if isinstance(a, CreateMonster) and a.role}
    assert {seat for seat, _ in made} == {0, 1}



class LeadingRobot(AvatarRobot):
    """A warrior that takes Lead from the Front through its button as soon as it is offered."""

    def step(self, board: DoodleBoard) -> None:
        board.refresh()
        lead = next((a for a in board.state.legal_actions() if isinstance(a, Lead)), None)
        if lead is not None and board.match.seat_of_turn() == 0:
            self.press_action(board, lead)
            return
        super().step(board)


@pytest.mark.undrawn
def test_a_game_with_our_house_rules_against_the_ai(app):
    """Our balance house rules switched on in the set-up's alternate rules page beside avatars:
    the game keeps them, and the human warrior's Lead from the Front, taken through its button,
    is paid in active dice reaching the struck core's sides."""
    app.start()
    app.frame(DT)
    # 100 sides a force: a shorter game than the standard 200; seed 4 deals one of the
    # shortest such games in which the warrior still strikes once.
    setup = open_setup(app, 100, ["human", "easy"], 4, ("Avatars", "Our balance house rules"))
    assert setup.options["house_rules"] == 1
    board = start_game(app, setup)
    robot = LeadingRobot(app, 4, "warrior", False, sketch_by_hand=0, monsters_per_round=1)
    play_to_the_end(app, board, robot)
    match = board.match
    assert match.states[-1].house == 1 and match.states[-1].is_over
    leads = [(s, a) for s, a in zip(match.states, match.actions, strict=False)
             if isinstance(a, Lead) and s.to_move == 0]
    assert len(leads) == 1, "the warrior struck once, and paid"
    before, lead = leads[0]
    core = before.core_sides(before.monster(lead.monster))
    assert lead.dice and sum(before.sides(d) for d in lead.dice) >= core
    after = match.states[match.states.index(before) + 1]
    assert all(after.dice[d].place == REMOVED for d in lead.dice)


@pytest.mark.undrawn
def test_a_game_with_every_house_rule_place_against_the_ai(app):
    """Stratagems & fortresses, avatars and our house rules all switched on through the set-up
    page, to the end against Easy: the chance powers' dice the table throws are d12s (d8s for
    Night Fighting), and every tunnel, freeze and lead is paid."""
    app.start()
    app.frame(DT)
    setup = open_setup(app, 200, ["human", "easy"], HOUSE_SEED,
                       ("Stratagems & fortresses", "Avatars", "Our balance house rules"))
    board = start_game(app, setup)
    robot = AvatarRobot(app, HOUSE_SEED, "beast", False, sketch_by_hand=0, monsters_per_round=2)
    play_to_the_end(app, board, robot)
    match = board.match
    assert match.states[-1].house == 1 and match.states[-1].is_over
    chances = [st.roll_request() for st in match.states
               if st.to_move == CHANCE and (st.fort.moment == "heart" or (
                   st.attack is not None and st.attack.step == "miss"))]
    paid = [a for a in match.actions if isinstance(a, (Tunnel, Chill, Lead))]
    assert chances, "the deal has a camouflage, night fighting or heart attack in play"
    sides = {"Camouflage": 20, "Night Fighting": 8}  # Heart Attack's dice bear monster names
    assert all(d.faces == tuple(range(1, 1 + sides.get(d.label, 12)))
               for r in chances for d in r.dice)
    assert all(a.dice for a in paid)
