"""The AI worker process: answers by ticket, cancels, survives a crash, leaves no process behind
(besides the idle processes the app tests share, ``tests.warm_workers``)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time

import ai_toy_game
import pytest

import engine  # noqa: F401  (registers 66d6)
from engine.core import CHANCE, get_game
from engine.dice import roll
from game.ai.worker import AIError, AIWorker, choose_now
from game.background import EVEN_PRIORITY, NICENESS
from game.processes import FORK_SERVER, target_args

WAIT = 60.0  # generous: the first job also starts a Python process


@pytest.fixture(autouse=True)
def _spawned_as_in_the_app(monkeypatch):
    """The worker's own processes start as the app starts them (``game.processes``)."""
    monkeypatch.delenv(FORK_SERVER)


def _position(moves: int = 40):
    """A 66d6 position with a real choice, reached by seeded random play."""
    info = get_game("66d6")
    rng = random.Random(8)
    state = info.new_game({})
    count = 0
    while True:
        if state.to_move == CHANCE:
            state = state.apply(roll(state.roll_request(), rng))
            continue
        actions = state.legal_actions()
        if len(actions) > 1:
            count += 1
            if count >= moves:
                return state
        state = state.apply(rng.choice(actions))


def _wait(worker: AIWorker):
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        answer = worker.poll()
        if answer is not None:
            return answer
        time.sleep(0.01)
    raise AssertionError("the worker did not answer in time")


def test_worker_answers_with_a_legal_action_and_closes_cleanly(warm_workers):
    state = _position()
    worker = AIWorker()
    assert not worker.busy
    assert worker.poll() is None
    worker.submit("66d6", state, "easy", 3, ticket=7)
    assert worker.busy
    ticket, action = _wait(worker)
    assert ticket == 7
    assert action in state.legal_actions()
    assert not worker.busy
    assert action == choose_now("66d6", state, "easy", 3)  # same search, same seed
    proc = worker._proc
    assert proc is not None and proc.is_alive()
    worker.close()
    assert not warm_workers.left_running()
    worker.close()  # closing twice is harmless


def test_the_worker_thinks_at_a_lower_priority_than_the_window(warm_workers, monkeypatch):
    """On two cores the AI and the meter thinking at once would otherwise keep a frame
    waiting for a core."""
    monkeypatch.delenv(EVEN_PRIORITY)
    state = _position()
    with AIWorker() as worker:
        worker.submit("66d6", state, "easy", 3, ticket=1)
        _wait(worker)  # the process lowers its priority before it takes its first job
        window = os.getpriority(os.PRIO_PROCESS, 0)
        assert os.getpriority(os.PRIO_PROCESS, worker._proc.pid) == min(window + NICENESS, 19)


def test_a_helper_gives_way_every_millisecond_while_it_works_and_never_while_it_waits():
    """A timer's signal offers the core (``os.sched_yield``) only inside ``giving_way``."""
    if not hasattr(signal, "setitimer"):
        pytest.skip("no interval timer here")
    code = ("import os, time\n"
            "from game.background import giving_way\n"
            "yields = []\n"
            "os.sched_yield = lambda: yields.append(1)\n"
            "with giving_way():\n"
            "    end = time.process_time() + 0.05\n"  # 50 ms on a core, however busy the
            "    while time.process_time() < end: pass\n"  # machine: a signal each ms of it
            "working = len(yields)\n"
            "time.sleep(0.05)\n"
            "print(working, len(yields) - working)\n")
    env = {name: value for name, value in os.environ.items() if name != EVEN_PRIORITY}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=os.path.dirname(os.path.dirname(__file__)),
                         env=env).stdout
    working, waiting = map(int, out.split())
    assert working >= 20 and waiting == 0


@pytest.mark.skipif(not hasattr(signal, "setitimer") or not hasattr(os, "getpriority"),
                    reason="no interval timer or process priorities here")
@pytest.mark.parametrize("lowered", [True, False])
def test_a_helper_is_lowered_and_gives_way_while_it_imports_what_it_works_with(monkeypatch,
                                                                               lowered):
    """A helper started as the app starts them (``game.processes.entered``) imports its
    target's module (in the app the engine and the AI, most of a second of a core) already
    lowered and offering its core every millisecond, and stops offering it once imported:
    its work offers it again while it runs (``giving_way``). A process not to be lowered
    (the statistics' rating of kept games) imports at its starter's priority, offering
    nothing."""
    import multiprocessing

    import import_probe

    monkeypatch.delenv(EVEN_PRIORITY, raising=False)  # inherited by the process started
    ctx = multiprocessing.get_context("spawn")
    heard, said = ctx.Pipe(duplex=False)
    target, args = target_args(import_probe.report, (said,), lowered)
    proc = ctx.Process(target=target, args=args, daemon=True)
    proc.start()
    said.close()
    try:
        assert heard.poll(WAIT)
        while_imported, afterwards, niceness = heard.recv()
    finally:
        proc.join(WAIT)
    window = os.getpriority(os.PRIO_PROCESS, 0)
    if lowered:
        assert while_imported == pytest.approx(0.001) and afterwards == 0
        assert niceness == min(window + NICENESS, 19)
    else:
        assert while_imported == 0 and afterwards == 0 and niceness == window


def test_a_warmed_worker_is_running_before_the_first_question_and_answers_it(warm_workers):
    state = _position()
    worker = AIWorker()
    worker.warm()
    proc = worker._proc
    assert proc is not None and proc.is_alive()
    worker.warm()  # warming a running worker starts nothing new
    assert worker._proc is proc
    worker.submit("66d6", state, "easy", 3, ticket=2)
    assert worker._proc is proc
    ticket, action = _wait(worker)
    assert ticket == 2 and action in state.legal_actions()
    worker.close()
    assert not warm_workers.left_running()


def test_a_new_submit_supersedes_the_old_one_and_cancel_drops_it(warm_workers):
    first, second = _position(30), _position(50)
    with AIWorker() as worker:
        worker.submit("66d6", first, "normal", 1, ticket=1)
        worker.submit("66d6", second, "easy", 1, ticket=2)
        ticket, action = _wait(worker)
        assert ticket == 2
        assert action in second.legal_actions()
        worker.submit("66d6", first, "hard", 1, ticket=3)
        worker.cancel()
        assert not worker.busy
        time.sleep(0.2)
        assert worker.poll() is None
        worker.submit("66d6", first, "easy", 1, ticket=4)
        assert _wait(worker)[0] == 4
    assert not warm_workers.left_running()


def test_a_dead_worker_falls_back_and_restarts(warm_workers):
    state = _position()
    with AIWorker() as worker:
        worker.submit("66d6", state, "easy", 2, ticket=1)
        _wait(worker)
        worker._proc.kill()
        worker._proc.join(5)
        worker.submit("66d6", state, "normal", 2, ticket=2)  # restarts the process
        assert _wait(worker) == (2, choose_now("66d6", state, "normal", 2))
        worker.submit("66d6", state, "normal", 2, ticket=3)
        worker._proc.kill()  # dies mid-job: the answer is computed in-thread at Easy
        ticket, action = _wait(worker)
        assert ticket == 3
        assert action in state.legal_actions()
    assert not warm_workers.left_running()


def test_worker_errors_surface_readably():
    with AIWorker() as worker:
        worker.submit("66d6", {"nonsense": True}, "easy", 1, ticket=5)
        with pytest.raises(AIError, match="could not choose a move"):
            _wait(worker)
        assert not worker.busy
        with pytest.raises(ValueError, match="Unknown AI level"):
            worker.submit("66d6", {}, "godlike", 1, ticket=6)


def test_worker_plays_other_registered_games():
    state = ai_toy_game.PigState((3, 9), 0, 8, False, 30)
    with AIWorker(modules=("ai_toy_game",)) as worker:
        worker.submit(ai_toy_game.GAME_ID, state, "normal", 4, ticket=1)
        ticket, action = _wait(worker)
        assert ticket == 1
        assert action in state.legal_actions()


def test_a_game_followed_on_its_line_sends_only_the_new_actions_and_answers_the_same():
    """``submit(..., line=actions)``: once the process holds a position of the game, a later
    position crosses the pipe as the actions since (``_Extend``), and is answered exactly as
    the whole state would be; a list that no longer continues it (an undo) sends the state."""
    from game.ai.worker import _Begin, _Extend

    info = get_game("66d6")
    rng = random.Random(8)
    states, actions = [info.new_game({})], []

    def play(count: int) -> None:
        for _ in range(count):
            state = states[-1]
            action = roll(state.roll_request(), rng) if state.to_move == CHANCE \
                else rng.choice(state.legal_actions())
            actions.append(action)
            states.append(state.apply(action))

    def decided(state) -> bool:
        return state.to_move != CHANCE and len(state.legal_actions()) > 1

    with AIWorker() as worker:
        sent: list = []
        send = worker._sendable
        worker._sendable = lambda state, line: sent.append(send(state, line)) or sent[-1]
        for _ in range(3):
            play(1)
            while not decided(states[-1]):
                play(1)
            worker.submit("66d6", states[-1], "easy", 3, ticket=len(actions), line=actions)
            assert _wait(worker) == (len(actions), choose_now("66d6", states[-1], "easy", 3))
        assert isinstance(sent[0], _Begin) and all(isinstance(s, _Extend) for s in sent[1:])
        del actions[-1], states[-1]  # an undo: the held position is no longer on the list
        play(1)
        while not decided(states[-1]):
            play(1)
        worker.submit("66d6", states[-1], "easy", 3, ticket=99, line=actions)
        assert _wait(worker) == (99, choose_now("66d6", states[-1], "easy", 3))
        assert isinstance(sent[-1], _Begin)
