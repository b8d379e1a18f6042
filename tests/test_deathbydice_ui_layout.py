"""Death by Dice screens a newcomer can read and follow.

The board's layout at the smallest, the default and a large window, for two to four players and
the Bosses & Minions games of five and seven cards: every card on the table side of the panel,
none over another, ability names and die sizes printed at 14 px or more and fitting their
plates. Then whole games through the mouse: the seven-card boss game at 960 x 600 (the boss in
a row of its own, each hero beside its minion, the attacker and the target marked), and an AI's
secret placement shown as one step. Finally the words: results by side, and the secret set-up's
log lines for the thrower and for everybody else.
"""

from __future__ import annotations

import itertools
import random

import pygame
import pytest

from engine.core import CHANCE, Resign, get_game
from engine.deathbydice.actions import Place
from engine.deathbydice.model import ABILITIES, BOSSES, COMBAT, PLACE, SETUP_ROLL
from engine.deathbydice.roster import BOARDS, BOSS_KEY, HEROES
from engine.dice import roll
from game.match import Match, Seat
from game.monkey import mid_game
from game.tray.physics import MIN_SIDE as TRAY_SIDE
from scenes.board.cards import MOVE
from scenes.board.endings import outcome_title
from scenes.deathbydice import drawing, layout, texts
from scenes.deathbydice.board import DeathByDiceBoard
from scenes.deathbydice.board_card import BoardCard
from scenes.deathbydice.card_paint import READ_TEXT
from scenes.deathbydice.card_shapes import SHAPES
from scenes.registry import open_match
from scenes.theme import font, scale_for
from tests.test_deathbydice_ui import DT, DeathRobot, person_acts, play_to_end, start

SIZES = ((960, 600), (1280, 720), (1920, 1080))
TABLES = ((2, False), (3, False), (4, False), (3, True), (4, True))
"""(seats, Bosses & Minions): 2-4 characters, and the boss with two or three heroes (5 and 7
cards)."""


def _cards(seats: int, boss: bool) -> tuple[int, int | None]:
    return (1 + 2 * (seats - 1), 0) if boss else (seats, None)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("table", TABLES)
def test_every_card_is_readable_and_in_its_place(size, table):
    pygame.font.init()
    count, boss = _cards(*table)
    scale = scale_for(size)
    lay = layout.compute(size, count, boss, scale)
    assert len(lay.cards) == count
    for a in range(count):
        card = BoardCard(BOARDS["lou"], lay.cards[a], lay.shape)
        assert card.body.right <= lay.panel.left and card.body.left >= 0
        assert card.body.bottom <= size[1] and card.body.top >= 0
        for b in range(a + 1, count):
            assert not lay.cards[a].colliderect(lay.cards[b]), (a, b)
            assert not lay.tags[a].colliderect(lay.cards[b])
        printed = round(lay.shape.name_px * card.scale)
        assert printed >= READ_TEXT, f"ability names at {printed} px"
        assert round(lay.shape.detail_px * card.scale) >= READ_TEXT, "die sizes"
        for i, name in enumerate(ABILITIES):  # each name fits its plate at that size
            room = card.plates[i].w - round(lay.shape.name_at[0] * card.scale)
            assert font(printed, "bold").size(name)[0] <= room, (name, size, table)
    tray = layout.tray_in(lay.panel) if lay.tray_in_panel else lay.tray
    assert not any(tray.colliderect(c) for c in lay.cards), "the tray never hides a card"
    assert lay.tray_in_panel or lay.free.contains(lay.tray)


def test_the_boss_has_a_row_of_its_own_and_each_hero_sits_beside_its_minion():
    pygame.font.init()
    for size in SIZES:
        lay = layout.compute(size, 7, 0, scale_for(size))
        boss, rest = lay.cards[0], lay.cards[1:]
        assert all(c.top > boss.bottom for c in rest)
        for hero, minion in zip(rest[0::2], rest[1::2], strict=True):
            assert hero.top == minion.top and hero.right < minion.left


WIDE_AND_LOW = ((1107, 600), (1200, 620), (1300, 700))
"""Windows where two full cards, grown with the width, left the tray under them too low to
throw dice into (the monkey found 1107 x 600)."""


@pytest.mark.parametrize("table", TABLES)
def test_the_tray_has_room_for_the_dice_at_every_window_size(table):
    pygame.font.init()
    count, boss = _cards(*table)
    for h in range(600, 701, 20):
        for w in range(960, 1401, 3):
            lay = layout.compute((w, h), count, boss, scale_for((w, h)))
            if not lay.tray_in_panel:
                assert min(lay.tray.size) >= TRAY_SIDE, ((w, h), lay.tray)


@pytest.mark.parametrize("size", WIDE_AND_LOW)
def test_the_board_opens_mid_game_with_room_for_the_dice_in_a_wide_low_window(app, size):
    start(app)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.frame(DT)
    assert app.ctx.size == size
    match = mid_game(get_game("death-by-dice"), 2)
    open_match(app.ctx, match)
    app.frame(DT)
    board = app.ctx.scenes.top
    assert isinstance(board, DeathByDiceBoard), type(board).__name__
    assert min(board.driver.tray_rect.size) >= TRAY_SIDE
    assert not any(board.driver.tray_rect.colliderect(c) for c in board.layout.cards)
    for card in board.cards:
        assert round(board.layout.shape.name_px * card.scale) >= READ_TEXT


@pytest.mark.undrawn
def test_seven_card_boss_game_at_the_smallest_window_through_the_mouse(app):
    start(app)
    app.ctx.settings.animation = "fast"
    size = (960, 600)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.frame(DT)
    assert app.ctx.size == size
    info = get_game("death-by-dice")
    options = {"seats": 4, "scenario": BOSSES, "games": 1, "char2": 2, "char3": 5, "char4": 6}
    # a seed whose game is short and still has the person attack and be attacked
    match = Match(info, options, [Seat("ai", "easy"), Seat("human"), Seat("ai", "easy"),
                                  Seat("ai", "easy")], seed=4)
    robot = DeathRobot(app, seed=3)
    seen = {"attacks": 0, "targets": 0, "frames": 0}

    def on_frame(board: DeathByDiceBoard) -> None:
        assert len(board.cards) == 7
        for card in board.cards:
            assert round(board.layout.shape.name_px * card.scale) >= READ_TEXT
        roles = drawing._roles(board)
        st = board.view
        if st.phase == COMBAT and not st.is_over:
            assert roles.get(st.turn) == drawing.ATTACKING
            seen["attacks"] += 1
            if st.attack is not None:
                assert roles.get(st.attack.target) == drawing.TARGET
                seen["targets"] += 1
        seen["frames"] += 1

    board = play_to_end(app, match, robot, on_frame)
    assert len(match.state.fighters) == 7
    assert robot.attacks and seen["attacks"] and seen["targets"]
    title = board.status_title()
    heroes = "The heroes win: " + texts.names([board.name_of(s) for s in (1, 2, 3)])
    assert title in (heroes, f"The boss wins: {board.name_of(0)}", "A draw"), title


def test_an_ai_places_all_its_dice_under_one_caption(app):
    start(app)
    info = get_game("death-by-dice")
    # the character with the most dice of one size: its throw leaves several to place
    most = max(range(len(HEROES)), key=lambda h: max(
        BOARDS[HEROES[h]].sizes.count(size) for size in set(BOARDS[HEROES[h]].sizes) - {0}))
    options = {"seats": 2, "scenario": 0, "games": 1, "char1": 0, "char2": most}
    match = Match(info, options, [Seat("human"), Seat("ai", "easy")], seed=5)
    open_match(app.ctx, match)
    board = app.ctx.scenes.top
    assert isinstance(board, DeathByDiceBoard)
    robot = DeathRobot(app, seed=2)
    captions: list[int] = []  # id of each caption card up while the AI placed a die
    for _ in range(6000):
        st = match.state
        if st.phase == COMBAT or (st.phase == SETUP_ROLL and st.setup_seat == 0 and
                                  len(match.actions) > 3):
            break
        if st.phase == PLACE and st.setup_seat == 1 and board.card is not None:
            assert board.card.kind == MOVE and "in secret" in board.card.title
            if not captions or captions[-1] != id(board.card):
                captions.append(id(board.card))
        if person_acts(board):
            robot.play_step(board)
        else:
            app.frame(DT)
    ai_places = [a for n, a in enumerate(match.actions)
                 if isinstance(a, Place) and match.states[n].setup_seat == 1]
    assert len(ai_places) >= 2, "a throw with several dice of one size to place"
    assert len(captions) == 1, "one caption for the AI's whole placement"
    # nothing of the AI's placement reached the human's log before the reveal
    for line in match.log_for(0):
        assert "puts" not in line or BOARDS[HEROES[0]].name in line


def test_results_name_the_winning_side():
    info = get_game("death-by-dice")
    options = {"seats": 3, "scenario": BOSSES, "games": 1, "char2": 2, "char3": 5}
    for loser, human in ((0, 2), (1, 1)):
        match = Match(info, options, [Seat("ai"), Seat("ai" if human != 1 else "human"),
                                      Seat("ai" if human != 2 else "human")], seed=1)
        match.apply(Resign(loser))
        board = _Named(match)
        if loser == 0:
            assert board.status_title() == "The heroes win: " + texts.names(
                [BOARDS[HEROES[2]].name, BOARDS[HEROES[5]].name])
            assert outcome_title(board)[0] == "Victory!"  # the one human is a winning hero
        else:
            assert board.status_title() == f"The boss wins: {BOARDS[BOSS_KEY].name}"
            assert outcome_title(board)[0] == "Defeat..."
    ffa = Match(info, {"seats": 3, "scenario": 0, "char1": 0, "char2": 1, "char3": 3,
                       "games": 1}, [Seat("ai")] * 3, seed=1)
    ffa.apply(Resign(2))
    assert _Named(ffa).status_title() == (f"{BOARDS[HEROES[0]].name} and "
                                          f"{BOARDS[HEROES[1]].name} win")


class _Named:
    """Just enough of a board for the result's words."""

    def __init__(self, match: Match) -> None:
        self.match = match

    def name_of(self, seat: int) -> str:
        return self.match.state.seat_name(seat)

    def wording(self, text: str) -> str:
        return text

    def status_title(self) -> str:
        outcome = self.match.state.outcome()
        assert outcome is not None
        return texts.result_title(self.match.state, outcome, self.name_of)


def test_a_secret_throw_is_logged_in_full_for_its_thrower_and_as_a_fact_for_the_others():
    info = get_game("death-by-dice")
    options = {"seats": 2, "scenario": 0, "games": 1, "char1": 0, "char2": 1}
    match = Match(info, options, [Seat("human"), Seat("human")], seed=3)
    rng = random.Random(4)
    while match.state.phase != COMBAT:
        st = match.state
        match.apply(roll(st.roll_request(), rng) if st.to_move == CHANCE else
                    next(a for a in st.legal_actions()))
    first, second = BOARDS[HEROES[0]], BOARDS[HEROES[1]]
    knuckles, vex = first.name, second.name
    mine, theirs = match.log_for(0), match.log_for(1)
    die = next(size for size in first.sizes if size)
    assert mine[0].startswith(f"{knuckles} throws in secret: d{die} ")
    assert theirs[0] == f"{knuckles} throws their set-up dice in secret."
    assert f"{vex} throws their set-up dice in secret." in mine
    for line in mine + theirs:
        assert "hidden choice" not in line and "Chance" not in line
    assert any(line.startswith(f"{vex} puts ") for line in theirs)
    assert not any(line.startswith(f"{vex} puts ") for line in mine)
    assert Match.from_save(match.to_save()).log_for(1) == theirs


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: s.key)
def test_each_card_shape_keeps_plates_portrait_and_specials_apart(shape):
    pygame.font.init()
    for key, board in BOARDS.items():
        w, h = shape.design
        card = BoardCard(board, pygame.Rect(5, 7, w, h), shape)
        parts = [*card.plates, card.portrait, card.total] + [chip for _s, chip in card.specials]
        for a, b in itertools.combinations(parts, 2):
            assert not a.colliderect(b), (key, shape.key, a, b)
        for part in parts:
            assert card.body.contains(part), (key, shape.key, part)
        for i in range(len(ABILITIES)):
            assert card.ability_at(card.plates[i].center) == i
            assert card.plates[i].contains(card.dice[i])
        for special, chip in card.specials:
            assert card.special_at(chip.center) == special
        card.draw(pygame.Surface((w + 20, h + 20)), [1] * 6)  # paints without a hitch
