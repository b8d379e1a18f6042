"""The Daemon Dice and Doodle Dice lessons' scripts against the engine alone: the prepared
position, every throw's faces, each move the guide asks for and the scripted opponent's
answers are legal where the lesson meets them, and the lesson's game ends won by the player.

Why besides the mouse test: this one names the step where a script goes wrong, in a blink,
while the board test shows that a person's clicks make those very moves.
"""

from __future__ import annotations

import dataclasses

import pytest

from engine.core import CHANCE, Action, Roll, get_game
from engine.doodledice import Pass
from game.tutorial import THROW, Tutorial, tutorial_for

HUMAN = 0


def play_script(tutorial: Tutorial, every_throw: bool = True) -> tuple[object, list[str]]:
    """Play ``tutorial`` as the guide does, with no board: throws land on the queued faces,
    the player plays each step's move (a free step's ``free_choice``), the opponent its
    script. Returns the final state and the titles of the steps reached; ``every_throw``:
    each queued face must have been thrown."""
    info = get_game(tutorial.game_id)
    state = info.start(info.check_options(dict(tutorial.options)),
                       info.check_setup(info.check_options(dict(tutorial.options)),
                                        tutorial.setup) if tutorial.setup else None)
    for action in tutorial.prepared:
        state = state.apply(action)
    steps = tutorial.steps
    index = 0
    queue = list(steps[0].dice)
    reached = [steps[0].title]

    def advance() -> None:
        nonlocal index
        index += 1
        queue.extend(steps[index].dice)
        reached.append(steps[index].title)

    for _ in range(2000):
        step = steps[index]
        if step.reading:
            if index == len(steps) - 1:
                break
            advance()
            continue
        if state.is_over:
            break
        if state.to_move == CHANCE:
            request = state.roll_request()
            assert queue, f"{step.title!r}: a throw of {request.count} dice has no faces"
            faces = queue.pop(0)
            assert len(faces) == request.count, (step.title, faces, request.reason)
            action: Action | None = Roll(tuple(faces))
        elif state.to_move == HUMAN:
            action = step.do if isinstance(step.do, Action) else tutorial.free_choice(state)
            assert action is not None, f"{step.title!r}: nothing for the player to do"
        else:
            action = tutorial.opponent(state)
            assert action is not None, f"{step.title!r}: the opponent has no move"
        why = state.why_not(action)
        assert why is None, f"{step.title!r}: {action!r} refused: {why}"
        before, state = state, state.apply(action)
        by_player = before.to_move == HUMAN or (before.to_move == CHANCE and step.do is THROW
                                                and before.roll_request().seat == HUMAN)
        if (by_player and not step.free and step.passes(before, action)) or step.done(state):
            if index == len(steps) - 1:
                break
            advance()
    assert not (every_throw and queue), f"faces never thrown: {queue}"
    return state, reached


@pytest.mark.parametrize("game_id", ["daemon-dice", "doodle-dice"])
def test_the_lesson_plays_to_a_win_for_the_player(game_id):
    tutorial = tutorial_for(game_id)
    assert tutorial is not None
    state, reached = play_script(tutorial)
    assert reached == [s.title for s in tutorial.steps]
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (HUMAN,), outcome


def test_the_doodle_lesson_is_still_won_when_you_let_your_core_take_the_hit():
    """Blocking with your shield is your own choice in the lesson: passing skips your shield's
    throw, and every later throw still lands so that your monster survives and wins."""
    tutorial = tutorial_for("doodle-dice")
    assert tutorial is not None

    def pass_when_asked(state):
        legal = state.legal_actions()
        return Pass() if Pass() in legal else tutorial.free_choice(state)

    state, _ = play_script(dataclasses.replace(tutorial, free_choice=pass_when_asked),
                           every_throw=False)
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (HUMAN,), outcome
    scribble = state.find_monster(0)
    assert scribble is not None and scribble.core.damage == 5  # Grumble's 5, unblocked


@pytest.mark.undrawn
def test_a_lesson_left_between_two_scripted_throws_lands_the_rest_when_resumed(app):
    """Gravemaw's turn is one step with two throws (its initiative, then its first roll):
    left after the first, the lesson keeps the second and lands it on resuming."""
    from engine.daemondice import Step as Phase
    from game.tutorial.daemondice import FOE_FIRST_TURN
    from game.tutorial.progress import load_progress
    from scenes.tutorial import ScriptedPlayer, play_through, resume_lesson, start_lesson

    app.start()
    board = start_lesson(app.ctx, "daemon-dice")
    player = ScriptedPlayer(app, board)
    for _ in range(2000):
        state = board.match.state
        if state.step is Phase.ROLL and state.turn == 1:
            break
        if not player.step():
            app.frame(1 / 30)
    assert board.coach.index == 1 and board.driver.tray is None
    player.look()
    assert player.press(board.coach.ui.items, "Leave")
    progress, problem = load_progress()
    assert problem == "" and progress is not None and progress.queue == (FOE_FIRST_TURN,)
    resumed = resume_lesson(app.ctx)
    play_through(app, resumed)
    rolls = [a.values for a in resumed.match.actions if isinstance(a, Roll)]
    assert FOE_FIRST_TURN in rolls and resumed.match.state.outcome().winners == (HUMAN,)
