"""Stratagems & fortresses through the mouse: the switch, a d100 picked in the force builder,
a fortress sketched on the pad (the role chosen, a tag ticked, a place doodled, its core put on
the d100 by clicks) and a game to the end against the Easy AI, whose own structures are drawn
as places with the tags they show.
"""

from __future__ import annotations

import pygame
import pytest

from engine.core import get_game
from engine.doodledice import CreateMonster, Phase
from engine.doodledice.rulesets.structures.places import FORTRESS, STRATAGEM, structure_of
from game.doodles.places import MARKS
from scenes.doodledice.board import DoodleBoard
from scenes.doodledice.builder import ForceBuilder
from scenes.doodledice.setup import DoodleSetup
from scenes.registry import setup_scene_for
from scenes.sketch.scene import SketchScene
from tests.test_doodledice_ui import (
    DT,
    DoodleRobot,
    play_to_the_end,
    switch_rule,
    type_text,
)
from tests.ui_robot import click, key, press


class FortressRobot(DoodleRobot):
    """The Doodle robot, but its first sketch on a d100 makes a fortress by hand on the pad."""

    def __init__(self, app, seed: int) -> None:
        super().__init__(app, seed, sketch_by_hand=0, monsters_per_round=2)
        self.fortresses = 0
        self.refused: list[str] = []

    def step(self, board: DoodleBoard) -> None:
        board.refresh()
        st = board.state
        seat = board.match.seat_of_turn()
        if (st.phase is Phase.SKETCH and not self.fortresses
                and any(d.sides == 100 for d in st.active(seat))
                and structure_of(st, seat, FORTRESS) is None):
            self.press_label(board, "Sketch a new monster")
            self.sketch_fortress(board)
            return
        super().step(board)

    def sketch_fortress(self, board: DoodleBoard) -> None:
        app = self.app
        top = app.ctx.scenes.top
        assert isinstance(top, SketchScene)
        pad = top.pad
        assert set(pad.role_chips) == {"", STRATAGEM, FORTRESS}
        click(app, pad.role_chips[FORTRESS].rect.center)
        assert pad.role == FORTRESS and pad.part_types == ["core"]
        assert set(pad.trait_chips) == set(MARKS)  # the structure tags, not a monster's
        click(app, pad.trait_chips["banner"].rect.center)
        assert pad.edit.traits == {"banner"}
        click(app, pad.doodle_button.rect.center)
        assert pad.edit.strokes
        click(app, pad.name_field.rect.center)
        type_text(app, "Hill Keep")
        key(app, pygame.K_RETURN)
        die = next(d for d in pad.dice if d.sides == 100)
        click(app, pad.type_chips["core"].rect.center)
        click(app, pad.die_chips[die.die_id].rect.center)
        canvas = pad.canvas
        click(app, (canvas.centerx, canvas.y + canvas.height * 2 // 3))
        assert [p.type for p in pad.edit.parts] == ["core"], pad.message
        assert any("Works with" in line for line in pad.role_notes())  # the power is told
        assert pad.blocked is None, pad.blocked
        click(app, pad.done_button.rect.center)
        assert not isinstance(app.ctx.scenes.top, SketchScene)
        self.fortresses += 1


@pytest.mark.undrawn
def test_a_fortress_sketched_on_the_pad_in_a_game_against_easy(app):
    app.start()
    app.frame(DT)
    app.ctx.scenes.push(setup_scene_for(app.ctx, get_game("doodle-dice")))
    app.frame(DT)
    setup = app.ctx.scenes.top
    assert isinstance(setup, DoodleSetup)
    setup.kinds[:2] = ["human", "easy"]
    setup.seed = 4  # a short game that still reaches the d100 and the AI's own structures
    setup.layout()
    switch_rule(app, setup, "Stratagems & fortresses")
    assert setup.options["stratagems"] == 1
    setup.options["budget"] = 300  # the rules page advises 300 sides for this rule
    setup.layout()
    press(app, setup.ui.items, "Force: random")
    builder = app.ctx.scenes.top
    assert isinstance(builder, ForceBuilder)
    builder.set(sides=100, colour="white", second="")  # white: Martyr Guard, needs a banner
    press(app, builder.ui.items, "Add a white d100")
    builder.rng.seed(5)
    press(app, builder.ui.items, "Random force")  # a random force brings its own d100s
    assert any(d.sides == 100 for d in builder.force)
    builder.force = [d for d in builder.force if d.sides != 100][:12]
    builder.set(sides=100, colour="white", second="")
    press(app, builder.ui.items, "Add a white d100")
    assert builder.problem(builder.force) is None, builder.problem(builder.force)
    press(app, builder.ui.items, "Done")
    press(app, setup.ui.items, "Start!")
    board = app.ctx.scenes.top
    assert isinstance(board, DoodleBoard)
    robot = FortressRobot(app, seed=4)
    play_to_the_end(app, board, robot)
    match = board.match
    made = [(s.to_move, a) for s, a in zip(match.states, match.actions, strict=False)
            if isinstance(a, CreateMonster) and a.role]
    mine = [a for seat, a in made if seat == 0]
    assert [(a.role, a.name, a.traits) for a in mine] == [(FORTRESS, "Hill Keep", ("banner",))]
    assert mine[0].sketch
    theirs = [a for seat, a in made if seat == 1]
    assert theirs and all(a.sketch and set(a.traits) <= set(MARKS) for a in theirs)
