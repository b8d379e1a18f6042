"""Doodle Dice Monsters through the mouse: the set-up and force builder, sketching monsters on
the real sketch pad (a stroke, a name, a core and parts placed by clicks), and whole games
against the Easy AI at normal speed and in 3-player hot-seat.

The robot reads what is legal from the engine (as a person reads the screen) and turns each
choice into clicks on what the table draws; nothing is applied to the match directly.
"""

from __future__ import annotations

import random

import pygame
import pytest

from engine.core import CHANCE, Roll, get_game
from engine.doodledice import Attack, CreateMonster, Done, Enervate, Gather, LoseDie, Phase
from engine.doodledice.options import ALTERNATE_RULES
from game import paths
from game.app import App
from game.match import Match, Seat
from game.settings import MIN_WINDOW
from scenes import layout_log
from scenes.board.base import BoardScene
from scenes.board.cards import OUTCOME
from scenes.doodledice.board import DoodleBoard
from scenes.doodledice.builder import ForceBuilder
from scenes.doodledice.rules_setup import AlternateRules
from scenes.doodledice.setup import DoodleSetup
from scenes.overlays import ButtonMenu
from scenes.registry import open_match, setup_scene_for
from scenes.sketch.scene import SketchScene
from tests.ui_robot import click, drag, key, press

DT = 1 / 30
MAX_FRAMES = 150_000


def type_text(app, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.frame(1 / 60)


class DoodleRobot:
    """Plays the human seats of a Doodle Dice board by mouse. ``sketch_by_hand``: how many
    monsters each seat draws stroke by stroke (the rest are doodled by the pad's button)."""

    def __init__(self, app, seed: int, sketch_by_hand: int = 3, monsters_per_round: int = 1):
        self.app = app
        self.rng = random.Random(seed)
        self.by_hand = sketch_by_hand
        self.per_round = monsters_per_round
        self.drawn: dict[int, int] = {}
        self.sketched: dict[tuple[int, int], int] = {}
        self.pads = 0

    # ------------------------------------------------------------------ one step
    def step(self, board: DoodleBoard) -> None:
        board.refresh()
        st = board.state
        seat = board.match.seat_of_turn()
        legal = st.legal_actions()
        if st.phase is Phase.GATHER and not st.queue:
            lit = board.lit_dice()
            die = min(lit, key=lambda d: -st.dice[d].sides) if lit else None
            if die is not None and self.rng.random() < 0.7:
                area = board.layout.areas[seat]
                for _ in range(10):  # turn the reserve's pages until the die shows
                    if board.layout.die_rect(die) is not None or area.more is None:
                        break
                    click(self.app, area.more.center)
                    area = board.layout.areas[seat]
                click(self.app, board.layout.die_rect(die).center)
            else:
                self.press_label(board, "Gather the biggest")
            return
        if st.phase is Phase.SKETCH:
            made = self.sketched.get((seat, st.round), 0)
            if made < self.per_round and st.active(seat):
                self.press_label(board, "Sketch a new monster")
                self.sketch(board, seat)
                self.sketched[(seat, st.round)] = made + 1
            else:
                self.press_label(board, "Done sketching")
            return
        action = self.rng.choice(legal)
        if isinstance(action, Done) and len(legal) > 1 and self.rng.random() < 0.8:
            action = self.rng.choice([a for a in legal if not isinstance(a, Done)])
        if isinstance(action, Attack):
            click(self.app, board.layout.part_rect(action.weapon).center)
            assert board.weapon == action.weapon
            click(self.app, board.layout.part_rect(action.target).center)
        elif isinstance(action, Enervate):
            self.press_label(board, "Enervate")
            click(self.app, board.layout.part_rect(action.target).center)
        elif isinstance(action, (Gather, LoseDie)) and board.layout.die_rect(action.die):
            click(self.app, board.layout.die_rect(action.die).center)
        else:
            self.press_action(board, action)

    def press_label(self, board: DoodleBoard, prefix: str) -> None:
        board.refresh()
        for option, button in board.option_buttons:
            if option.label.startswith(prefix):
                click(self.app, button.rect.center)
                return
        raise LookupError(f"no {prefix!r} among {[o.label for o, _ in board.option_buttons]}")

    def press_action(self, board: DoodleBoard, action) -> None:
        board.refresh()
        for option, button in board.option_buttons:
            if option.action == action:
                click(self.app, button.rect.center)
                return
        raise LookupError(f"no button for {action} among "
                          f"{[o.label for o, _ in board.option_buttons]}")

    # ------------------------------------------------------------------ the pad
    def sketch(self, board: DoodleBoard, seat: int) -> None:
        """Draw (or doodle), name, place a core and up to two more parts, press Done."""
        app = self.app
        top = app.ctx.scenes.top
        assert isinstance(top, SketchScene)
        pad = top.pad
        self.pads += 1
        canvas = pad.canvas
        if self.drawn.get(seat, 0) < self.by_hand:
            self.drawn[seat] = self.drawn.get(seat, 0) + 1
            cx, cy = canvas.center
            r = canvas.width // 4
            points = [(cx + int(r * 1.2 * (i % 2 * 2 - 1) * (i / 12)), cy - r + i * r // 6)
                      for i in range(13)]
            drag(app, (cx - r, cy), (cx + r, cy + r // 3), steps=10)
            drag(app, points[0], points[-1], steps=12)
            assert len(pad.edit.strokes) >= 2
            click(app, pad.name_field.rect.center)
            type_text(app, f"Scribble {seat}-{self.pads}")
            key(app, pygame.K_RETURN)
        else:
            click(app, pad.doodle_button.rect.center)
            click(app, pad.name_field.rect.center)
            type_text(app, f"Doodle {seat}-{self.pads}")
            key(app, pygame.K_RETURN)
        dice = sorted(pad.dice, key=lambda d: -d.sides)
        kinds = ["core", "weapon", "shield", "weapon", "combo"]
        used: set[int] = set()
        spot = 0
        for kind in kinds:
            die = next((d for d in dice if d.die_id[0] not in used
                        and pad.can_place(tuple(pad.edit.parts), kind, d.die_id) is None), None)
            if die is None or (kind != "core" and self.rng.random() < 0.35):
                continue
            click(app, pad.type_chips[kind].rect.center)
            click(app, pad.die_chips[die.die_id].rect.center)
            spot += 1
            click(app, (canvas.x + canvas.width * (2 + spot) // 9,
                        canvas.y + canvas.height * (3 + spot % 3) // 8))
            assert any(p.die_id == die.die_id for p in pad.edit.parts), pad.message
            used.add(die.die_id[0])
            if kind == "core" and len(used) >= len({d.die_id[0] for d in dice}):
                break
        assert pad.blocked is None, pad.blocked
        before = len(board.match.actions)
        click(app, pad.done_button.rect.center)
        assert not isinstance(app.ctx.scenes.top, SketchScene)
        assert len(board.match.actions) > before  # the monster went through the engine


def switch_rule(app, setup: DoodleSetup, label: str) -> None:
    """Open the alternate rules page, flip the rule's switch, come back."""
    press(app, setup.ui.items, "Alternate rules")
    page = app.ctx.scenes.top
    assert isinstance(page, AlternateRules)
    click(app, next(t for t in page.ui.items if getattr(t, "label", "") == label).rect.center)
    press(app, page.ui.items, "Done")
    assert app.ctx.scenes.top is setup
    assert label in " ".join(line for line, _, _ in setup.rule_lines)


def open_setup(app, budget: int, kinds: list[str], seed: int,
               rules: tuple[str, ...] = ()) -> DoodleSetup:
    """The Doodle Dice set-up opened from the app, with a budget, who plays (a person or an AI
    level per seat), the match's seed, and alternate rules switched on through their page."""
    app.ctx.scenes.push(setup_scene_for(app.ctx, get_game("doodle-dice")))
    app.frame(DT)
    setup = app.ctx.scenes.top
    assert isinstance(setup, DoodleSetup)
    setup.options["budget"] = budget
    setup.kinds[:len(kinds)] = kinds
    setup.seed = seed
    setup.layout()
    for label in rules:
        switch_rule(app, setup, label)
    return setup


def start_game(app, setup: DoodleSetup) -> DoodleBoard:
    """Start! pressed: the board of the new match."""
    press(app, setup.ui.items, "Start!")
    board = app.ctx.scenes.top
    assert isinstance(board, DoodleBoard)
    return board


def build_force_and_start(app, seats: list[str], budget: int) -> DoodleBoard:
    """Through the set-up: seats, budget, Red's force built in the builder, Start."""
    info = get_game("doodle-dice")
    app.ctx.scenes.push(setup_scene_for(app.ctx, info))
    app.frame(DT)
    setup = app.ctx.scenes.top
    assert isinstance(setup, DoodleSetup)
    setup.options["seats"] = len(seats)
    setup.options["budget"] = budget
    setup.kinds[:len(seats)] = seats
    setup.seed = 7
    setup.layout()
    force_button = next(b for b in setup.ui.items if getattr(b, "text", "") == "Force: random")
    click(app, force_button.rect.center)
    builder = app.ctx.scenes.top
    assert isinstance(builder, ForceBuilder)
    # pick a d8 red, a d6 yellow and a red/blue hybrid d10 by hand, then fill up at random
    builder.rng.seed(3)
    builder.set(sides=8, colour="red", second="")
    press(app, builder.ui.items, "Add a red d8")
    builder.set(sides=10, colour="red", second="blue")
    press(app, builder.ui.items, "Add a red/blue d10")
    assert [d.label for d in builder.force] == ["red d8", "red/blue d10"]
    press(app, builder.ui.items, "Random force")
    assert sum(d.sides for d in builder.force) <= budget
    press(app, builder.ui.items, "Done")
    assert app.ctx.scenes.top is setup and setup.forces[0] is not None
    press(app, setup.ui.items, "Start!")
    board = app.ctx.scenes.top
    assert isinstance(board, DoodleBoard)
    return board


def play_to_the_end(app, board: DoodleBoard, robot: DoodleRobot) -> dict[str, int]:
    match = board.match
    stats = {"cards": 0, "throws": 0, "handoffs": 0, "outcomes": 0}
    for _ in range(MAX_FRAMES):
        top = app.ctx.scenes.top
        if isinstance(top, ButtonMenu) and match.is_over:
            press(app, top.ui.items, "Look at the board")
            break
        if isinstance(top, ButtonMenu) and "your turn" in top.title:
            stats["handoffs"] += 1
            press(app, top.ui.items, "I'm ready")
            continue
        if top is not board:
            app.frame(DT)
            continue
        if board.card is not None and board.card.kind == OUTCOME:
            stats["outcomes"] += 1
        if board.card is not None and board.human_waiting():
            stats["cards"] += 1
            key(app, pygame.K_SPACE)
            continue
        if board.driver.awaiting_throw():
            stats["throws"] += 1
            press(app, board.throw_ui.items, "Roll")
            continue
        if board.human_to_move():
            robot.step(board)
            continue
        app.frame(DT)
    assert match.is_over, "the game did not finish"
    return stats


def test_a_whole_game_against_easy_ai_with_hand_drawn_monsters(app):
    app.start()
    app.frame(DT)
    app.ctx.settings.animation = "normal"
    board = build_force_and_start(app, ["human", "easy"], 100)
    robot = DoodleRobot(app, seed=2, sketch_by_hand=3, monsters_per_round=2)
    stats = play_to_the_end(app, board, robot)
    match = board.match
    made = [(s.to_move, a) for s, a in zip(match.states, match.actions, strict=False)
            if isinstance(a, CreateMonster)]
    mine = [a for seat, a in made if seat == 0]
    assert len(mine) >= 3  # at least three monsters drawn on the pad, drawing kept
    assert all(a.sketch and a.name.startswith(("Scribble", "Doodle")) for a in mine)
    assert all(a.sketch for seat, a in made if seat == 1)  # the AI's drawn too
    assert stats["throws"] > 0 and stats["outcomes"] > 0
    assert any(isinstance(a, Roll) for a in match.actions)
    app.frame(DT)
    assert [b.text for b in board.controls.ui.items] == ["Rematch", "Show result", "Menu"]


@pytest.mark.undrawn
def test_a_three_player_hot_seat_game_to_the_end(app):
    app.start()
    app.frame(DT)
    info = get_game("doodle-dice")
    # a seed whose game is short and still opens the sketch pad several times
    match = Match(info, {"seats": 3, "budget": 60}, [Seat("human")] * 3, seed=4)
    open_match(app.ctx, match)
    board = app.ctx.scenes.top
    assert isinstance(board, BoardScene)
    robot = DoodleRobot(app, seed=9, sketch_by_hand=0, monsters_per_round=2)
    stats = play_to_the_end(app, board, robot)
    # Nothing on a Doodle Dice table is hidden from anyone, so the turn passes on the board
    # (its turn notice) without an "I'm ready" dialog (``Match.handoff_due``).
    assert stats["handoffs"] == 0
    assert robot.pads >= 3


@pytest.mark.undrawn
def test_a_whole_strange_dice_game_against_easy_ai(app):
    """The strange-dice switch in the set-up, a force of odd, small and big dice built in the
    builder, and a game to the end, every choice (naming a big roll, dragging a d3 monster
    away) clicked; strange dice are thrown in the tray on the way."""
    app.start()
    app.frame(DT)
    setup = open_setup(app, 60, ["human", "easy"], 4, ("Strange dice",))
    assert setup.options["strange_dice"] == 1
    press(app, setup.ui.items, "Force: random")
    builder = app.ctx.scenes.top
    assert isinstance(builder, ForceBuilder)
    for sides, colour, size, count in ((20, "red", "big", 1), (3, "blue", "", 1),
                                       (5, "green", "", 1), (6, "yellow", "small", 3),
                                       (7, "red", "", 1), (4, "red", "", 1)):
        builder.set(sides=sides, colour=colour, second="", size="")
        if size:
            press(app, builder.ui.items, size.title())
            assert builder.size == size
        for _ in range(count):
            press(app, builder.ui.items, "Add a ")
    assert sorted(d.label for d in builder.force)[:3] == ["big red d20", "blue d3", "green d5"]
    press(app, builder.ui.items, "Done")
    press(app, setup.ui.items, "Start!")
    board = app.ctx.scenes.top
    assert isinstance(board, DoodleBoard)
    robot = DoodleRobot(app, seed=6, sketch_by_hand=0, monsters_per_round=3)
    play_to_the_end(app, board, robot)
    match = board.match
    thrown = [spec for st in match.states if st.to_move == CHANCE and st.phase.value ==
              "combat" for spec in st.roll_request().dice]
    assert any(s.kind in ("d3", "d5", "d7") or s.scale != 1.0 for s in thrown)


@pytest.mark.undrawn
def test_a_duo_game_two_against_two_hot_seat_with_one_ai_per_team(app):
    """Duo dice through the set-up: four seats, two people (one on each team) and an Easy AI
    beside each; nothing is hidden, so turns pass between the people on the board with no
    hand-off dialog; a team's win named for both of its players. The match's seed gives a
    short game: what is checked is the table, not a long fight."""
    app.start()
    app.frame(DT)
    setup = open_setup(app, 60, ["human", "human", "easy", "easy"], 2, ("Duo dice (teams)",))
    start = next(b for b in setup.ui.items if getattr(b, "text", "") == "Start!")
    assert not start.enabled and "4 or 6" in start.disabled_reason
    setup.options["seats"] = 4
    setup.layout()
    board = start_game(app, setup)
    robot = DoodleRobot(app, seed=8, sketch_by_hand=0, monsters_per_round=2)
    stats = play_to_the_end(app, board, robot)
    outcome = board.match.state.outcome()
    assert outcome.winners in ((), (0, 2), (1, 3))
    assert stats["handoffs"] == 0
    if outcome.winners:
        assert " and " in board.status_title()


@pytest.mark.undrawn
def test_a_take_the_castle_game_where_a_person_draws_the_free_stratagem(app):
    """Take the castle through the set-up (with stratagems & fortresses), the free stratagem
    drawn on the pad before round 1, then a game to the end against Easy."""
    app.start()
    app.frame(DT)
    setup = open_setup(app, 60, ["human", "easy"], 4,
                       ("Stratagems & fortresses", "Take the castle"))
    board = start_game(app, setup)
    for _ in range(300):
        if board.match.state.phase is Phase.CASTLE and board.human_to_move():
            break
        app.frame(DT)
    robot = DoodleRobot(app, seed=2, sketch_by_hand=1, monsters_per_round=1)
    robot.press_label(board, "Sketch your stratagem")
    robot.sketch(board, 0)
    castle = [m for m in board.match.state.monsters if m.role]
    assert [(m.owner, m.role) for m in castle][:1] == [(0, "stratagem")]
    play_to_the_end(app, board, robot)
    assert {m.role for m in board.match.states[-1].monsters if m.role} <= {"stratagem",
                                                                         "fortress"}


@pytest.mark.parametrize("size", [MIN_WINDOW, (1280, 720)])
def test_every_alternate_rule_explanation_is_shown_whole(size, monkeypatch, tmp_path) -> None:
    """No rule's one-line explanation is cut short on the alternate rules page, even in the
    smallest window (the page has room for two lines of it)."""
    monkeypatch.setenv("DICE_PANDEMONIUM_HOME", str(tmp_path))
    paths.forget_data_folder()
    application = App(size=size)
    try:
        application.start()
        page = AlternateRules(application.ctx, get_game("doodle-dice"),
                              {"avatars": 1, "house_rules": 1}, lambda: None)
        application.ctx.scenes.push(page)
        layout_log.reset()
        application.frame(DT)
        shown = " ".join(words for words, _ in page.lines)
        for spec in (o for o in get_game("doodle-dice").options if o.key in ALTERNATE_RULES):
            assert spec.help in shown, spec.key
        assert not [p for p in layout_log.layout_problems() if "cut" in p]
    finally:
        application.shutdown()
