"""The Hint button: the AI's choice for a person's seat, with chances, never from a secret,
asked through the mouse (or H) and counted in the save and the statistics."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.core import CHANCE, CorruptData, get_game
from engine.dice import roll
from game.ai.advice import Advice, advise, win_chances
from game.ai.worker import ADVICE, AIWorker
from game.match import Match, Seat
from game.stats import PlayerStats, Record
from scenes.board.base import BoardScene
from scenes.board.hints import LOOKING, hint_lines
from scenes.registry import open_match, playable_games
from tests.test_deathbydice_ai import _seat1_placing
from tests.test_deathbydice_ui import DeathRobot, play_to_end, start
from tests.ui_robot import key, move_on, press

GAMES = [info.game_id for info in playable_games()]


def _midgame(game_id: str, seed: int, moves: int = 40):
    """A position some random moves into a game where a seat has a real choice."""
    info = get_game(game_id)
    rng = random.Random(seed)
    st = info.start(info.default_options(), None)
    made = 0
    while not st.is_over:
        mover = st.to_move
        if mover == CHANCE:
            st = st.apply(roll(st.roll_request(), rng))
            continue
        actions = st.legal_actions()
        if made >= moves and len(actions) > 1:
            return st
        st = st.apply(rng.choice(actions))
        made += 1
    raise AssertionError("the game ended before a choice came up")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_is_a_legal_move_with_chances_in_every_game(game_id):
    st = _midgame(game_id, seed=5)
    seat = st.to_move
    advice = advise(st, seat, seed=11)
    assert advice.seat == seat
    assert advice.action in st.legal_actions()
    assert 0.0 <= advice.now <= 1.0 and 0.0 <= advice.chance <= 1.0
    if advice.alternative is not None:
        assert advice.alternative in st.legal_actions()
        assert st.describe(advice.alternative) != st.describe(advice.action)
    again = advise(st, seat, seed=11)
    assert again.to_dict() | {"seconds": 0} == advice.to_dict() | {"seconds": 0}
    chances = win_chances(st, None)
    assert len(chances) == st.num_seats and all(0.0 <= c <= 1.0 for c in chances)


def test_a_hint_never_reads_another_seats_hidden_throw():
    sizes = [s for s in get_game("death-by-dice").start({"char1": 0, "char2": 4}, None)
             .board(0).sizes if s]
    low = _seat1_placing(tuple(1 for _ in sizes))
    high = _seat1_placing(tuple(sizes))
    assert low.to_move == 1 and low.key() != high.key()
    for seed in range(3):
        a, b = advise(low, 1, seed), advise(high, 1, seed)
        assert a.to_dict() | {"seconds": 0} == b.to_dict() | {"seconds": 0}


def test_a_hint_is_only_for_the_seat_to_move():
    st = _midgame("66d6", seed=2)
    with pytest.raises(ValueError):
        advise(st, 1 - st.to_move, seed=1)


def test_the_worker_answers_a_hint_as_the_process_would(pooled_ai):
    """(The worker takes an idle process of the test process's pool when there is one, as the
    app tests' workers do, ``tests.warm_workers``: its answer depends only on the job sent.)"""
    st = _midgame("doodle-dice", seed=3)
    expected = advise(st, st.to_move, seed=9)
    with AIWorker() as worker:
        worker.submit("doodle-dice", st, "normal", 9, ticket=4, kind=ADVICE)
        for _ in range(3000):
            answer = worker.poll()
            if answer is not None:
                break
            pygame.time.wait(10)
    assert answer is not None and answer[0] == 4 and isinstance(answer[1], Advice)
    assert answer[1].action == expected.action and answer[1].chance == expected.chance


def test_damaged_advice_from_the_worker_is_refused():
    good = advise(_midgame("66d6", seed=2), _midgame("66d6", seed=2).to_move, seed=1).to_dict()
    for bad in ({**good, "chance": 7}, {**good, "action": {"type": "Nope"}},
                {k: v for k, v in good.items() if k != "now"}):
        with pytest.raises(CorruptData):
            Advice.from_dict("66d6", bad)


def test_the_card_words_the_alternative_honestly():
    st = _midgame("66d6", seed=2)
    base = advise(st, st.to_move, seed=1)
    other = base.alternative or base.action

    def name(action):
        return "that"

    better = Advice(0, base.action, 0.40, other, 0.55, 0.45)
    close = Advice(0, base.action, 0.50, other, 0.49, 0.45)
    worse = Advice(0, base.action, 0.60, other, 0.30, 0.45)
    alone = Advice(0, base.action, 0.60, None, None, 0.45)
    assert "looks further" in hint_lines(better, name)[1]
    assert "about as well" in hint_lines(close, name)[1]
    assert hint_lines(worse, name)[1].endswith("30%.")
    assert "now: 45%" in hint_lines(alone, name)[0] and "same thing" in hint_lines(alone, name)[1]


def test_hint_counts_live_in_the_save_and_damaged_counts_are_refused():
    info = get_game("66d6")
    match = Match(info, info.default_options(), [Seat("human"), Seat("ai", "easy")], seed=4)
    assert "hints" not in match.to_save()  # a game without hints saves as before
    match.note_hint(0)
    match.note_hint(0)
    data = match.to_save()
    assert data["hints"] == [2, 0]
    assert Match.from_save(data).hints == [2, 0]
    for bad in ("2", [2], [-1, 0], [True, 0], [10**9, 0]):
        with pytest.raises(CorruptData):
            Match.from_save({**data, "hints": bad})


def test_statistics_count_the_hints_of_finished_games(tmp_path):
    stats = PlayerStats.load(tmp_path / "stats.json")
    info = get_game("66d6")
    match = Match(info, info.default_options(), [Seat("human"), Seat("ai", "normal")], seed=4)
    match.note_hint(0)
    match.note_hint(1)  # not a person's: not counted
    while not match.is_over:
        match.apply(random.Random(len(match.actions)).choice(match.state.legal_actions())
                    if match.state.to_move != CHANCE
                    else roll(match.state.roll_request(), random.Random(len(match.actions))))
    assert stats.record_match(match)
    assert stats.records[("66d6", "normal")].hints == 1
    reread = PlayerStats.load(tmp_path / "stats.json")
    assert reread.records[("66d6", "normal")].hints == 1
    assert Record.from_dict({"games": 1, "wins": 1, "streak": 1, "best": 1, "hints": 3}).hints == 3
    with pytest.raises(ValueError):
        Record.from_dict({"games": 1, "wins": 1, "streak": 1, "best": 1, "hints": -3})


def _human_turn(app, board: BoardScene) -> None:
    for _ in range(20_000):
        if board.human_to_move() and board.card is None:
            return
        if not move_on(app, board):
            app.frame(1 / 30)
    raise AssertionError("the person never got a move")


@pytest.mark.parametrize("game_id", ["66d6", "doodle-dice"])
def test_the_hint_button_shows_the_ai_choice_beside_the_board(app, game_id):
    app.start()
    app.frame(1 / 30)
    info = get_game(game_id)
    match = Match(info, info.default_options(), [Seat("human"), Seat("ai", "easy")], seed=7)
    open_match(app.ctx, match)
    board = app.ctx.scenes.top
    assert isinstance(board, BoardScene)
    _human_turn(app, board)
    labels = [b.text for b in board.controls.ui.items]
    assert labels == ["Undo", "Hint", "Rules", "Log", "Menu"]
    before = len(match.actions)
    press(app, board.controls.ui.items, "Hint")
    for _ in range(3000):
        if board.card is not None:
            break
        app.frame(1 / 30)
        pygame.time.wait(5)
    card = board.card
    assert card is not None and card.title.startswith("Hint: ")
    assert any("chance to win now" in line for line in card.lines)
    assert len(match.actions) == before, "a hint never plays the move"
    assert match.hints[0] == 1
    assert all(t.text != LOOKING for t in app.ctx.toasts), "the card took the notice's place"
    # the key asks again; a click anywhere puts the card away
    board.card = None
    key(app, pygame.K_h)
    for _ in range(3000):
        if board.card is not None:
            break
        app.frame(1 / 30)
        pygame.time.wait(5)
    assert board.card is not None and match.hints[0] == 2


def test_the_hint_button_says_why_not_while_the_ai_moves(app):
    app.start()
    app.frame(1 / 30)
    info = get_game("66d6")
    match = Match(info, info.default_options(), [Seat("ai", "easy"), Seat("ai", "easy")], seed=7)
    open_match(app.ctx, match)
    board = app.ctx.scenes.top
    app.frame(1 / 30)
    hint = board.controls.button("Hint")
    assert hint is not None and not hint.enabled
    assert "your own decisions" in hint.disabled_reason


def test_win_chances_from_a_seat_never_read_another_seats_secret():
    sizes = [s for s in get_game("death-by-dice").start({"char1": 0, "char2": 4}, None)
             .board(0).sizes if s]
    low = _seat1_placing(tuple(1 for _ in sizes))
    high = _seat1_placing(tuple(sizes))
    assert win_chances(low, 1, seed=2) == win_chances(high, 1, seed=2)


def test_the_meter_is_off_by_default_and_follows_the_game_when_on(app):
    app.start()
    app.frame(1 / 30)
    assert app.ctx.settings.win_meter is False
    info = get_game("66d6")
    seats = [Seat("ai", "easy"), Seat("ai", "easy")]
    open_match(app.ctx, Match(info, info.default_options(), seats, seed=7))
    board = app.ctx.scenes.top
    app.frame(1 / 30)
    assert board.meter_rect.height == 0 and board.meter.answered == 0
    app.ctx.settings.win_meter = True
    # At the app's own pace: the meter asks about a position once it has stood a frame, and at
    # the instant pace, with the robot's frames waiting for the AI, the next AI move lands
    # about as soon as an answer could, so whether it counts was a race between processes.
    app.ctx.settings.animation = "normal"
    match = Match(info, info.default_options(), seats, seed=8)
    open_match(app.ctx, match)
    board = app.ctx.scenes.top
    assert board.meter_rect.height > 0
    assert board.meter_rect.bottom <= board.strip.top  # above "who acts now", never on it
    for _ in range(4000):
        app.frame(1 / 30)
        pygame.time.wait(2)
        if board.meter.answered >= 3:
            break
    assert board.meter.answered >= 3, "the meter answers as the game goes on"
    assert len(board.meter.chances) == 2 and abs(sum(board.meter.chances) - 1) < 1e-6
    assert abs(sum(board.meter.shown) - 1) < 1e-6


@pytest.mark.undrawn
def test_a_whole_game_with_a_hint_before_every_decision(app):
    """A new user asks for a hint at each of their decisions, reads it, puts it away, then
    plays: the game goes to its end and every hint was counted."""
    start(app)
    app.ctx.settings.animation = "instant"  # the hints are what is checked, not the pacing
    info = get_game("death-by-dice")
    options = {**info.default_options(), "games": 1, "char1": 2, "char2": 5}
    # The opponent's strength is not what is checked: the cheapest level plays it.
    match = Match(info, options, [Seat("human"), Seat("ai", "easy")], seed=21)
    asked: list[int] = []
    titles: list[str] = []

    def on_frame(board) -> None:
        if board.why_no_hint() is not None or board.card is not None \
                or board.match_card is not None or board.match.version in asked:
            return
        asked.append(board.match.version)
        key(app, pygame.K_h)
        for _ in range(3000):
            if board.card is not None and board.card.title.startswith("Hint: "):
                break
            app.frame(1 / 30)
            pygame.time.wait(2)
        assert board.card is not None and board.card.title.startswith("Hint: ")
        titles.append(board.card.title)
        key(app, pygame.K_RIGHT)  # read, put away; the robot then makes its own choice
        asked.append(board.match.version)

    play_to_end(app, match, DeathRobot(app, seed=5), on_frame)
    assert match.is_over and len(titles) >= 3
    assert match.hints[0] == len(titles) and match.hints[1] == 0


@pytest.mark.parametrize("game_id", GAMES)
def test_every_board_draws_the_meter_when_it_is_on(app, game_id):
    app.start()
    app.ctx.settings.win_meter = True
    app.frame(1 / 30)
    info = get_game(game_id)
    seats = [Seat("human")] + [Seat("ai", "easy")] * (info.min_seats - 1)
    open_match(app.ctx, Match(info, info.default_options(), seats, seed=3))
    board = app.ctx.scenes.top
    drawn: list[pygame.Rect] = []
    original = board.meter.draw

    def spy(surface, box, *rest) -> None:
        drawn.append(pygame.Rect(box))
        original(surface, box, *rest)

    board.meter.draw = spy
    for _ in range(5):
        app.frame(1 / 30)
    assert drawn and drawn[-1] == board.meter_rect and board.meter_rect.height > 0
