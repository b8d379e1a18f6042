"""Learn to play: aimed throws land on the scripted faces and stay out of the fairness tally;
every lesson plays to its end through the mouse; a lesson is held, resumed and ended as a
player would meet it."""

from __future__ import annotations

import json
import random

import pytest

import game.tray.tally as tally
from engine.core import Action, DieSpec, Roll, RollRequest
from engine.sixtysix.actions import March
from game.paths import data_dir
from game.tray import DiceTray, quick_roll
from game.tutorial import Step, tutorial_for, tutorial_games
from game.tutorial.progress import FILE_NAME, load_progress
from scenes.board.base import BoardScene
from scenes.menu import MainMenu
from scenes.tutorial import ScriptedPlayer, play_through, resume_lesson, start_lesson


def _request(sides: int, count: int) -> RollRequest:
    if sides == 3:
        dice = tuple(DieSpec(faces=(1, 2, 3, 1, 2, 3), kind="d3") for _ in range(count))
    else:
        dice = tuple(DieSpec.d(sides) for _ in range(count))
    return RollRequest(dice, "a lesson's throw", 0)


@pytest.mark.parametrize("sides", [3, 4, 5, 6, 7, 8, 10, 12, 20])
def test_an_aimed_throw_lands_on_the_scripted_faces(sides):
    rng = random.Random(sides)
    for _ in range(3):
        request = _request(sides, rng.randint(1, 5))
        wanted = tuple(rng.choice(die.faces) for die in request.dice)
        seed = rng.randrange(2**31)
        assert quick_roll(request, seed, 500, 300, faces=wanted).values == wanted
        tray = DiceTray(640, 360)
        tray.throw(request, seed, faces=wanted, origin="left")
        while not tray.settled:
            tray.step(1 / 60)
        assert tray.result().values == wanted
        # The dice really fly and tumble as the seed throws them (same path, same tips).
        plain = DiceTray(640, 360)
        plain.throw(request, seed, origin="left")
        plain.run_to_rest()
        assert [(round(d.x), round(d.y)) for d in plain.dice] == \
            [(round(d.x), round(d.y)) for d in tray.dice]
        assert plain.tip_counts() == tray.tip_counts()


def test_aimed_throws_are_left_out_of_the_fairness_tally():
    request = _request(6, 4)
    tally.start_counting()
    try:
        tally.take_counts()
        quick_roll(request, 5, faces=(6, 6, 6, 6))
        assert tally.take_counts() == {}
        quick_roll(request, 5)
        assert sum(tally.take_counts()[6]) == 4
    finally:
        tally.stop_counting()


def test_a_die_cannot_aim_for_a_face_it_does_not_have():
    with pytest.raises(ValueError):
        quick_roll(_request(6, 1), 1, faces=(7,))


def test_every_lesson_is_for_a_registered_game_and_asks_for_something():
    from scenes.registry import playable_games

    games = {info.game_id for info in playable_games()}
    assert "66d6" in tutorial_games()
    for game_id in tutorial_games():
        tutorial = tutorial_for(game_id)
        assert tutorial is not None and game_id in games
        assert any(not step.reading for step in tutorial.steps)
        assert tutorial.closing


@pytest.mark.undrawn
@pytest.mark.parametrize("game_id", tutorial_games())
def test_each_lesson_plays_to_its_end_by_mouse_and_offers_a_real_game(app, game_id):
    app.start()
    board = start_lesson(app.ctx, game_id)
    player = play_through(app, board)
    assert player.gestures > 0
    tutorial = tutorial_for(game_id)
    assert tutorial is not None
    asked = [step.do for step in tutorial.steps if isinstance(step.do, Action)]
    played = board.match.actions
    assert all(any(board.match.states[i].listed_as(a) == board.match.states[i].listed_as(do)
                   or (step_accepts(tutorial, do, board.match.states[i], a))
                   for i, a in enumerate(played)) for do in asked)
    thrown = [a.values for a in played if isinstance(a, Roll)]
    scripted = [faces for step in tutorial.steps for faces in step.dice]
    assert all(faces in thrown for faces in scripted)  # every scripted throw landed so
    assert load_progress() == (None, "")  # nothing left to resume
    player.look()
    assert player.press(player.guide.ui.items, "Play vs Easy")
    real = app.ctx.scenes.top
    assert isinstance(real, BoardScene) and real.coach is None
    assert [seat.label() for seat in real.match.seats][1:] == ["AI (Easy)"] * \
        (len(real.match.seats) - 1)
    assert real.match.options == real.match.info.default_options()


@pytest.mark.undrawn
def test_a_lesson_holds_back_another_legal_move_kindly_and_resumes_where_it_was_left(app):
    app.start()
    board = start_lesson(app.ctx, "66d6")
    player = ScriptedPlayer(app, board)
    guide = board.coach
    for _ in range(2000):
        if isinstance(guide.step.do, March) and board.human_to_move():
            break
        if not player.step():
            app.frame(1 / 30)
    step = guide.index
    other = next(a for a in board.state.legal_actions()
                 if isinstance(a, March) and a != guide.step.do)
    moves = len(board.match.actions)
    assert not board.apply(other)
    assert len(board.match.actions) == moves and guide.index == step
    assert "6 on A1" in guide.note

    player.look()
    assert player.press(guide.ui.items, "Leave")
    assert isinstance(app.ctx.scenes.top, MainMenu)
    progress, problem = load_progress()
    assert problem == "" and progress is not None and progress.step == step
    resumed = resume_lesson(app.ctx)
    assert resumed.coach.index == step
    assert len(resumed.match.actions) == moves
    play_through(app, resumed)


def step_accepts(tutorial, do, state, action) -> bool:
    step = next(step for step in tutorial.steps if step.do == do)
    return step.accept is not None and step.accept(state, action)


def test_a_damaged_lesson_file_is_set_aside_and_the_lesson_starts_over():
    path = data_dir() / FILE_NAME
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": "dice-pandemonium-lesson", "version": 1,
                                "game": "66d6", "step": 99, "save": {}}), encoding="utf-8")
    progress, problem = load_progress()
    assert progress is None and "starts over" in problem
    assert not path.exists()


def test_a_free_step_ends_when_its_condition_holds():
    step = Step("Try", "Anything.", free=True, until=lambda state: True)
    assert step.passes(None, None) and step.done(None)  # type: ignore[arg-type]


@pytest.mark.parametrize("game_id", tutorial_games())
def test_every_rules_link_of_a_lesson_opens_a_heading_of_its_rules_page(game_id):
    from engine.core import get_game
    from game.paths import asset_root

    page = (asset_root().parent / get_game(game_id).rules_file).read_text(encoding="utf-8")
    headings = {line.lstrip("#").strip() for line in page.splitlines() if line.startswith("#")}
    tutorial = tutorial_for(game_id)
    assert tutorial is not None
    for step in tutorial.steps:
        assert not step.rules or step.rules in headings, step.rules


@pytest.mark.undrawn
def test_a_lesson_goes_forward_only_and_its_rules_button_opens_the_page_at_the_rule(app):
    app.start()
    board = start_lesson(app.ctx, "66d6")
    play_through(app, board)
    assert board.why_no_undo() is not None
    moves = len(board.match.actions)
    board.undo()
    assert len(board.match.actions) == moves

    from scenes.rules import RulesScene

    top = RulesScene(app.ctx, "66d6").scroll
    assert top == 0 and RulesScene(app.ctx, "66d6", section="Fight").scroll > 0


def test_the_tutorial_command_plays_a_lesson_through_headless(capsys):
    from game.__main__ import main

    assert main(["tutorial", "chess", "--auto"]) == 2
    assert main(["tutorial", "66d6", "--auto", "--size", "960x600", "--instant"]) == 0
    out = capsys.readouterr().out
    assert "tutorial 66d6: 9 steps done" in out and "estimate straight through" in out


@pytest.mark.undrawn
def test_a_free_step_may_hold_back_what_the_lesson_cannot_go_on_from(app):
    from engine.deathbydice.actions import Place

    app.start()
    board = start_lesson(app.ctx, "death-by-dice")
    player = ScriptedPlayer(app, board)
    guide = board.coach
    for _ in range(2000):
        if guide.step.free and board.human_to_move():
            break
        if not player.step():
            app.frame(1 / 30)
    moves = len(board.match.actions)
    assert not board.apply(Place(0, 4, 6))  # the 6 belongs on Agility in this lesson
    assert len(board.match.actions) == moves and "6 on Agility" in guide.note
    assert board.apply(Place(0, 1, 6))
    play_through(app, board)
