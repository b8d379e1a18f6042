"""Dice Demons through the real app window, by synthetic mouse (and keyboard) events only.

A seeded robot reads the legal actions as a person reads the screen, picks one (an action kind
first, then which one, so a long list of summon spaces does not drown out "Done"), and turns it
into the clicks a person would make on the spots the board draws. Nothing is applied to the
match directly. Round limits keep random play short.
"""

from __future__ import annotations

import random

import pygame
import pytest

from engine.dicedemons import (
    Done,
    MonsterStep,
    PlaceWall,
    Push,
    RemoveWall,
    SacrificeForWalls,
    Step,
    Summon,
    TurnBridges,
    options_problem,
)
from game.app import App
from game.match import Match, Seat
from scenes.dicedemons import drawing, texts
from scenes.dicedemons.board import DiceDemonsBoard
from scenes.dicedemons.setup import DiceDemonsSetup
from scenes.form_fields import CompactChoice, TextField
from scenes.menu import MainMenu
from scenes.overlays import ButtonMenu
from tests.ui_robot import click, move_on, press

MAX_FRAMES = 40_000
OVER_TITLES = ("Victory!", "Defeat...", "A draw!")


class DemonRobot:
    def __init__(self, app: App, seed: int) -> None:
        self.app = app
        self.rng = random.Random(seed)
        self.clicks = 0
        self.kinds: set[str] = set()

    def choose(self, board: DiceDemonsBoard):
        legal = board.state.legal_actions()
        groups: dict[type, list] = {}
        for action in legal:
            groups.setdefault(type(action), []).append(action)
        kind = self.rng.choice(sorted(groups, key=lambda t: t.__name__))
        return self.rng.choice(groups[kind])

    def play_step(self, board: DiceDemonsBoard) -> None:
        """Make one decision of the human to move, by mouse."""
        action = self.choose(board)
        app = self.app
        self.clicks += 1
        self.kinds.add(type(action).__name__)
        if isinstance(action, Done):
            press(app, board.panel.ui.items, texts.done_label(board.state))
        elif isinstance(action, SacrificeForWalls):
            press(app, board.panel.ui.items, "Raise walls")
        elif isinstance(action, Summon):
            if not board.summoning:
                press(app, board.panel.ui.items, "Summon monster")
            click(app, board.space_point(action.space))
        elif isinstance(action, TurnBridges):
            handle = next(h for h in board.handles() if h.action == action)
            click(app, handle.centre)
        elif isinstance(action, MonsterStep):
            if board.driving != action.frm:
                click(app, self.monster_point(board, action.frm))
            assert board.driving == action.frm
            click(app, board.space_point(action.to))
        elif isinstance(action, (Step, PlaceWall, Push, RemoveWall)):
            space = action.to if isinstance(action, (Step, Push)) else action.space
            click(app, board.space_point(space))
        else:
            raise AssertionError(f"robot cannot play {action!r}")

    @staticmethod
    def monster_point(board: DiceDemonsBoard, space: int) -> tuple[float, float]:
        st = board.state
        for key, pos in board.motion.pos.items():
            if key[0] == "m" and st.monster(key[1]).space == space:
                return pos
        raise AssertionError("no monster drawn there")


def open_setup(app: App) -> DiceDemonsSetup:
    app.start()
    app.frame(1 / 60)
    assert isinstance(app.ctx.scenes.top, MainMenu)
    press(app, app.ctx.scenes.top.ui.items, "Play Dice Demons")
    setup = app.ctx.scenes.top
    assert isinstance(setup, DiceDemonsSetup)
    return setup


def choices(setup: DiceDemonsSetup) -> list[CompactChoice]:
    return [w for w in setup.ui.items if isinstance(w, CompactChoice)]


def set_choice(app: App, widget: CompactChoice, wanted) -> None:
    for _ in range(len(widget.options)):
        if widget.value == wanted:
            return
        right = widget._arrows()[1]
        click(app, right.center)
    assert widget.value == wanted


def option(setup: DiceDemonsSetup, label: str) -> CompactChoice:
    return next(w for w in choices(setup) if w.label == label)


def seat_kind(setup: DiceDemonsSetup, seat: int) -> CompactChoice:
    return [w for w in choices(setup) if not w.label][seat]


def type_name(app: App, setup: DiceDemonsSetup, seat: int, name: str) -> None:
    field = [w for w in setup.ui.items if isinstance(w, TextField)][seat]
    click(app, field.rect.center)
    assert field.focused
    for ch in name:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))
    app.frame(1 / 60)
    assert not field.focused


def play_to_the_end(app: App, robot: DemonRobot) -> tuple[DiceDemonsBoard, str]:
    board = None
    for _ in range(MAX_FRAMES):
        top = app.ctx.scenes.top
        if isinstance(top, DiceDemonsBoard):
            board = top
            if move_on(app, top):
                continue
            if top.human_to_move():
                robot.play_step(top)
                continue
        elif isinstance(top, ButtonMenu) and board is not None:
            if board.match.is_over:
                assert top.title in OVER_TITLES or top.title.endswith(" wins!")
                return board, top.title
            press(app, top.ui.items, "I'm ready")
            continue
        app.frame(1 / 60)
    raise AssertionError("the game did not finish")


ROBOT_SEEDS = {2: 6, 3: 3}
"""The robot's seed for each board of the game against Easy: one that plays a short game."""


@pytest.mark.undrawn
@pytest.mark.parametrize("rings", [2, 3])
def test_two_player_game_against_easy_ai_to_the_end(app, rings):
    setup = open_setup(app)
    set_choice(app, seat_kind(setup, 1), "easy")
    set_choice(app, option(setup, "Number of rings"), rings)
    set_choice(app, option(setup, "Round limit"), 15)
    press(app, setup.ui.items, "Start")
    robot = DemonRobot(app, seed=ROBOT_SEEDS[rings])
    board, title = play_to_the_end(app, robot)
    assert title in OVER_TITLES
    assert board.match.options["rings"] == rings and board.match.seats[1].is_ai
    assert any(entry.seat == 1 for entry in board.match.log)  # the AI really played
    saved = board.match.to_save()
    assert Match.from_save(saved).state.key() == board.match.state.key()
    press(app, app.ctx.scenes.top.ui.items, "Rematch")
    assert isinstance(app.ctx.scenes.top, DiceDemonsBoard)
    assert app.ctx.scenes.top.match is not board.match


@pytest.mark.parametrize("rings", [2, pytest.param(3, marks=pytest.mark.undrawn)])
def test_four_player_hot_seat_game_to_the_end(app, rings):
    setup = open_setup(app)
    press(app, setup.ui.items, "+ Add")
    press(app, setup.ui.items, "+ Add")
    for seat in range(4):
        set_choice(app, seat_kind(setup, seat), "human")
    type_name(app, setup, 0, "Ana")
    type_name(app, setup, 2, "Cy")
    set_choice(app, option(setup, "Number of rings"), rings)
    set_choice(app, option(setup, "Round limit"), 10)
    assert setup.problem() is None
    press(app, setup.ui.items, "Start")
    robot = DemonRobot(app, seed=9 + rings)
    board, title = play_to_the_end(app, robot)
    match = board.match
    assert match.options["rings"] == rings and len(match.seats) == 4
    assert [seat.name for seat in match.seats] == ["Ana", "", "Cy", ""]
    assert title.endswith(" wins!") or title == "A draw!"
    assert robot.clicks > 40
    assert {"Step", "Done", "TurnBridges"} <= robot.kinds
    saved = match.to_save()
    assert saved["seats"][0]["name"] == "Ana" and "name" not in saved["seats"][1]
    assert Match.from_save(saved).seats[2].name == "Cy"
    press(app, app.ctx.scenes.top.ui.items, "Main menu")
    assert isinstance(app.ctx.scenes.top, MainMenu)


def test_setup_preview_refuses_a_board_that_cannot_be_made(app):
    setup = open_setup(app)
    set_choice(app, option(setup, "Centre island spaces"), 3)
    message = options_problem(setup.options())
    assert message and "cannot be shared out evenly" in message
    assert setup.problem() == message
    assert not setup.start_button.enabled
    click(app, setup.start_button.rect.center)
    assert app.ctx.scenes.top is setup  # Start did nothing
    set_choice(app, option(setup, "Centre island spaces"), 4)
    assert setup.start_button.enabled
    for _ in range(3):
        press(app, setup.ui.items, "+ Add")
    assert len(setup.rows) == 5
    assert "5 players need at least 5 centre island spaces" in setup.problem()
    assert not setup.start_button.enabled
    press(app, setup.ui.items, "×")
    assert len(setup.rows) == 4 and setup.start_button.enabled


def _start_quick_game(app, opts=None, seats=None) -> DiceDemonsBoard:
    from engine.core import get_game
    from scenes.registry import open_match

    app.start()
    app.frame(1 / 60)
    match = Match(get_game("dice-demons"), opts or {},
                  seats or [Seat("human", name="Ana"), Seat("ai", "easy")], seed=7)
    open_match(app.ctx, match)
    board = app.ctx.scenes.top
    assert isinstance(board, DiceDemonsBoard)
    return board


def test_window_resize_relays_out_board_and_setup(app):
    board = _start_quick_game(app)
    for size in ((960, 600), (1920, 1080), (1280, 720)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                             h=size[1]))
        app.frame(1 / 60)
        layout = board.layout
        assert layout.panel.right <= app.ctx.size[0]
        assert layout.board_rect().bottom <= app.ctx.size[1] + 4
        assert layout.board_rect().right <= layout.panel.left
        assert board.panel.log_rect.bottom <= layout.panel.bottom
    setup = DiceDemonsSetup(app.ctx, board.match.info)
    app.ctx.scenes.push(setup)
    for size in ((960, 600), (1920, 1080)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                             h=size[1]))
        app.frame(1 / 60)
        assert all(app.screen.get_rect().contains(w.rect) for w in setup.ui.items)


def test_random_placements_skip_the_tray_and_are_shown(app):
    app.ctx.settings.animation = "normal"
    board = _start_quick_game(app)
    seen_space_roll = False
    for _ in range(400):
        st = board.state
        if st.to_move is not None and st.to_move < 0 and st.roll_request().dice[0].kind == "space":
            seen_space_roll = True
            assert not board.driver.rolling
        app.frame(1 / 60)
        if board.state.pickups and board.motion.pulses:
            break
    assert seen_space_roll and board.state.pickups and board.motion.pulses


def test_pause_menu_undo_and_keyboard_done(app):
    board = _start_quick_game(app, seats=[Seat("human"), Seat("human")])
    for _ in range(600):
        if board.human_to_move() and board.card is None:
            break
        top = app.ctx.scenes.top
        if isinstance(top, ButtonMenu):
            press(app, top.ui.items, "I'm ready")
        elif not move_on(app, board):
            app.frame(1 / 60)
    assert board.human_to_move()
    robot = DemonRobot(app, seed=1)
    step = next(a for a in board.state.legal_actions() if isinstance(a, Step))
    click(app, board.space_point(step.to))
    assert board.match.actions[-1] == step
    press(app, board.controls.ui.items, "Undo")
    assert board.match.actions[-1] != step
    press(app, board.controls.ui.items, "Menu")
    menu = app.ctx.scenes.top
    assert isinstance(menu, ButtonMenu) and menu.title == "Paused"
    press(app, menu.ui.items, "Resume")
    before = len(board.match.actions)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                         unicode=" ", scancode=0))
    app.frame(1 / 60)
    assert board.match.actions[before] == Done()  # then the dice of the next turn may follow
    assert robot.clicks == 0


def _board_at(app: App, st, seats) -> DiceDemonsBoard:
    """A board showing a hand-built position (test set-up only; play then goes by mouse)."""
    from engine.core import get_game
    from scenes.registry import open_match

    app.start()
    app.frame(1 / 60)
    match = Match(get_game("dice-demons"), st.options, seats, seed=3)
    match.states = [st]
    open_match(app.ctx, match)
    board = app.ctx.scenes.top
    assert isinstance(board, DiceDemonsBoard)
    app.frame(1 / 60)
    return board


def test_fight_odds_push_and_knocking_down_walls_by_mouse(app):
    from engine.dicedemons import position

    st = position([{"space": "R1-6", "dice": 3}, {"space": "R1-5", "dice": 1}],
                  walls={"R2-4": 1, "R2-8": 1}, pools=(0, 0, 1))
    board = _board_at(app, st, [Seat("human", name="Ana"), Seat("human", name="Bo")])
    target = st.geo.space_at("R1-5")
    click(app, board.space_point(target))
    assert board.state.players[0].space == target
    assert board.state.phase.value == "sacrifice"
    app.ctx.settings.animation = "normal"
    press(app, board.panel.ui.items, "Keep my dice")
    for _ in range(20):  # the odds are on screen before any die is thrown
        app.frame(1 / 60)
        assert not board.driver.rolling
    line = texts.fight_line(board.match, board.state)
    assert line.startswith("Ana wins") and "%" in line and "Bo wins" in line
    caption = drawing.caption_rect(board)  # an outcome card shown now keeps off the odds
    assert caption is not None and not any(z.colliderect(caption) for z in board.card_zones())
    app.ctx.settings.animation = "instant"
    robot = DemonRobot(app, seed=2)
    for _ in range(400):
        top = app.ctx.scenes.top
        if isinstance(top, ButtonMenu):
            press(app, top.ui.items, "I'm ready")
        elif board.state.turn == 1 and board.state.phase.value == "move":
            break
        elif move_on(app, board):
            continue
        elif board.human_to_move() and board.state.walls_to_remove():
            loser = board.state.walls_to_remove()[1]
            click(app, board.space_point(board.state.walls_of(loser)[0]))
            robot.kinds.add("RemoveWall")
        elif board.human_to_move():
            robot.play_step(board)
        else:
            app.frame(1 / 60)
    assert "Push" in robot.kinds and "RemoveWall" in robot.kinds
    assert any("shoves" in entry.text for entry in board.match.log)
    assert any("knocks down" in entry.text for entry in board.match.log)
    assert len(board.state.walls_of(1)) == 1


def test_raising_walls_by_mouse(app):
    from engine.dicedemons import position

    st = position([{"space": "R1-6", "dice": 2}, "I3"], phase="sacrifice")
    board = _board_at(app, st, [Seat("human"), Seat("ai", "easy")])
    press(app, board.panel.ui.items, "Raise walls")
    for _ in range(10):
        if board.state.walls_to_place():
            break
        if not move_on(app, board):  # the wall die is the player's own throw
            app.frame(1 / 60)
    count = board.state.walls_to_place()
    assert count >= 1
    targets = board.state.wall_targets()
    click(app, board.space_point(targets[0]))
    assert board.state.wall_owner(targets[0]) == 0
    if board.state.walls_to_place():
        press(app, board.panel.ui.items, "Keep the other walls")
    assert not board.state.walls_to_place()
    assert board.state.players[0].dice == 1


def test_seat_names_are_saved_and_old_saves_still_load():
    from engine.core import CorruptData

    assert Seat.from_dict({"kind": "ai", "level": "hard"}) == Seat("ai", "hard")
    named = Seat("human", name="Ana")
    assert Seat.from_dict(named.to_dict()) == named
    assert "name" not in Seat("human").to_dict()
    for bad in (7, "x" * 200):
        with pytest.raises(CorruptData):
            Seat.from_dict({"kind": "human", "name": bad})


def test_hovering_a_monster_on_a_lit_space_previews_the_fight(app):
    """Pointing at a monster where the hunter may step says that ending there starts a fight."""
    from engine.dicedemons import position
    from scenes.dicedemons.drawing import hover_text

    st = position([{"space": "R1-6", "dice": 2}, "I3"], monsters=["R1-5"], pools=(0, 0, 1))
    board = _board_at(app, st, [Seat("human"), Seat("human")])
    space = st.geo.space_at("R1-5")
    monster = next(m.id for m in board.state.monsters if m.space == space)
    text = hover_text(board, ("m", monster), space, None)
    assert "fight" in text and "%" in text
    # every bridge arrow stays drawn; those not possible now are greyed with the reason
    handles = board.handles()
    assert handles and not any(h.legal for h in handles)  # no bridge steps left
    assert all(board.why_not(h.action) for h in handles)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_several_hunters_on_one_island_wedge_keep_their_name_tags_apart(app, size):
    """Three hunters back on one island wedge: their name tags once lay over each other and
    over the tokens. Each tag now finds a free spot, and the layout log records none."""
    from engine.dicedemons import position
    from scenes import layout_log

    layout_log.enable()
    layout_log.reset()
    st = position([{"space": "I1", "dice": 3}, {"space": "I1", "dice": 1},
                   {"space": "I1", "dice": 2}, "I3"])
    seats = [Seat("human", name=n) for n in ("Anastasia", "Bo", "Cyrillus", "Dee")]
    board = _board_at(app, st, seats)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    for _ in range(90):  # until the pieces have settled
        app.frame(1 / 30)
    assert not board.motion.moving
    problems = [p for p in layout_log.layout_problems() if "name tag" in p or "piece" in p]
    assert not problems, problems


def test_the_next_fights_ring_beats_over_the_kept_picture(app):
    """While a fight waits for its dice its ring beats every frame: drawn over the board's
    kept picture, which is not painted again for it."""
    from engine.dicedemons import position

    st = position([{"space": "R1-6", "dice": 3}, {"space": "R1-5", "dice": 1}],
                  walls={"R2-4": 1, "R2-8": 1}, pools=(0, 0, 1))
    board = _board_at(app, st, [Seat("human", name="Ana"), Seat("human", name="Bo")])
    click(app, board.space_point(st.geo.space_at("R1-5")))
    app.ctx.settings.animation = "normal"
    press(app, board.panel.ui.items, "Keep my dice")
    for _ in range(40):  # the hunter's step glides to its end
        app.frame(1 / 60)
    space = drawing.fight_ring_space(board)
    assert space is not None and not board.driver.rolling and not board.motion.moving
    paints = board.kept.paints, board.kept.animated
    for _ in range(20):
        app.frame(1 / 60)
    assert (board.kept.paints, board.kept.animated) == paints
    kept = board.kept.picture
    assert kept is not None
    over = kept.copy()
    drawing.draw_rings(board, over)  # what each frame draws over the kept picture
    angle, radius = board.state.piece_centre(space)
    x, y = board.layout.to_screen(angle, radius)
    ring = board.layout.token(space)  # the beating ring's radius is 0.95-1.1 of it
    spots = [(int(x + r), int(y)) for r in range(int(ring * 0.9), int(ring * 1.15) + 2)]
    assert any(over.get_at(spot) != kept.get_at(spot) for spot in spots)
