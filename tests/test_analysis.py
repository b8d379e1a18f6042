"""The post-game analysis: a ledger that adds up in every game, decisions graded from the
decider's own view, luck measured against the roll's fair outcomes, ratings cut by level."""

from __future__ import annotations

import functools
import os
import time
from pathlib import Path

import pytest

import engine  # noqa: F401  (registers every game)
from engine.core import DieSpec, RollRequest, all_games
from game.analysis import analyse, grade, rating
from game.analysis.analyse import (
    EXACT,
    FUTURES,
    Judged,
    book,
    judge_range,
    outcomes,
    turn_starts,
)
from game.analysis.table import BANDS, BLUNDER, GOOD, LEVEL_ERROR
from game.saves import match_from_bytes

RECORDED = Path(__file__).parent / "data" / "analysis"
"""A short Normal-against-Easy selfplay game of every game (some cut short: a ledger adds up
at any point of a game, not only at its end)."""


def recorded(game_id: str):
    path = RECORDED / f"{game_id}.json"
    return match_from_bytes(path.read_bytes(), path.name)


@functools.cache
def recorded_judgement(game_id: str) -> tuple[Judged, ...]:
    """Every step of ``recorded(game_id)`` judged at once (``analyse``'s own judging), worked
    out once for the tests here: the judging reads the positions and actions only, never the
    seats (``book`` names who played, ``player_of``)."""
    match = recorded(game_id)
    return tuple(judge_range(match, 0, len(match.actions)))


@functools.cache
def recorded_analysis(game_id: str):
    """The analysis of ``recorded(game_id)`` as recorded, worked out once for the tests here
    that only read it (a test that changes the match's seats books its own from the recorded
    judgement, or reads only figures the seats do not change: they name who played,
    ``player_of``). ``analyse`` is exactly this: the whole game judged at once, booked."""
    return book(recorded(game_id), recorded_judgement(game_id))


SHIPPED = sorted(g.game_id for g in all_games() if g.state_class.__module__.startswith("engine."))
"""The app's own games (a test's toy game registers itself too, and has no recording)."""


@pytest.mark.parametrize("game_id", SHIPPED)
def test_the_ledger_adds_up_on_a_recorded_game(game_id: str) -> None:
    match = recorded(game_id)
    analysis = recorded_analysis(game_id)
    assert len(analysis.equity) == len(match.actions) + 1
    assert analysis.decisions, "a recorded game has decisions to grade"
    for report in analysis.seats:
        ledger = report.ledger
        total = ledger.luck + ledger.own_loss + ledger.others_loss + ledger.residual
        assert ledger.final - ledger.start == pytest.approx(total, abs=1e-6)
        assert ledger.own_loss <= 1e-9  # a choice never gains on the best choice
        assert ledger.luck == pytest.approx(report.luck)
        assert ledger.final == pytest.approx(analysis.equity[-1][report.seat])
        assert report.player in ("easy", "normal")
        assert sum(report.grades.values()) == report.decisions
    if match.is_over:
        winners = match.state.outcome().winners
        for report in analysis.seats:
            assert report.ledger.final == (100.0 if report.seat in winners else 0.0)


def test_two_seat_losses_mirror_each_other() -> None:
    """In a two-seat game one side's loss is the other side's gain, decision by decision."""
    analysis = recorded_analysis("daemon-dice")
    first, second = analysis.seats
    assert first.ledger.own_loss == pytest.approx(-second.ledger.others_loss, abs=1e-6)
    assert first.luck == pytest.approx(-second.luck, abs=1e-6)


def test_a_decision_names_the_best_choice_and_never_scores_it_below_the_played() -> None:
    analysis = recorded_analysis("death-by-dice")
    for decision in analysis.decisions:
        assert decision.best_chance >= decision.played_chance - 1e-9
        assert decision.choices >= 2
        if decision.loss == 0:
            assert decision.grade("death-by-dice") == GOOD


def test_progress_is_reported_step_by_step() -> None:
    match = recorded("daemon-dice").at(12)
    seen: list[tuple[int, int]] = []
    analyse(match, lambda done, total: seen.append((done, total)))
    assert seen == [(n, 12) for n in range(1, 13)]


def test_one_die_is_averaged_over_every_face_and_many_dice_in_equal_shares() -> None:
    one = RollRequest((DieSpec.d(10),), "attack")
    assert sorted(outcomes(one, 1)) == [(n,) for n in range(1, 11)]
    many = RollRequest(tuple(DieSpec.d(6) for _ in range(4)), "reroll")
    throws = outcomes(many, 1)
    assert len(throws) == FUTURES and 6 ** 4 > EXACT
    for die in range(4):
        faces = [throw[die] for throw in throws]
        assert max(faces.count(f) for f in range(1, 7)) <= 2  # no face runs away


def test_grades_and_bands_follow_the_table() -> None:
    assert grade("66d6", 0.0) == GOOD
    assert grade("66d6", 99.0) == BLUNDER
    for game_id, levels in LEVEL_ERROR.items():
        assert levels["hard"] < levels["normal"] < levels["easy"]
        assert rating(game_id, 0.0) == BANDS[0]
        assert rating(game_id, levels["hard"]) == "Expert"
        assert rating(game_id, levels["normal"]) == "Adept"
        assert rating(game_id, levels["easy"]) == "Apprentice"
        assert rating(game_id, 100.0) == BANDS[-1]


def test_the_worker_sends_back_the_same_analysis() -> None:
    import time

    from game.analysis.worker import AnalysisJob

    match = recorded("daemon-dice").at(30)
    job = AnalysisJob(match.to_save())
    deadline = time.monotonic() + 60
    while job.running and time.monotonic() < deadline:
        job.poll()
        time.sleep(0.02)
    assert job.failure is None and job.result is not None
    assert job.result == analyse(match)


@pytest.mark.parametrize("game_id", SHIPPED)
def test_a_game_judged_in_two_ranges_books_exactly_as_judged_at_once(game_id: str) -> None:
    """The second half judged by a judge of its own, from the turn nearest the middle, joined
    to the first half, books exactly as the whole game judged at once.

    The first half is the whole game's judgement up to the cut: a range from the start is
    judged by a fresh judge making the very calls, in the same order, that the judge of the
    whole game makes up to there (``judge_range``), so judging it again would only repeat
    them. What a range from the start adds of its own (it stops at its end, with no final
    state, and a second fresh judge reads the same figures) is checked on the game's first
    two turns."""
    match = recorded(game_id)
    total = len(match.actions)
    starts = turn_starts(match)
    assert len(starts) > 1, "the recording has more than two turns"
    at_once = recorded_judgement(game_id)
    early = starts[1]
    assert tuple(judge_range(match, 0, early)) == at_once[:early]
    cut = min(starts, key=lambda index: abs(index - total / 2))
    assert 0 < cut < total
    joined = book(match, at_once[:cut] + tuple(judge_range(match, cut, total)))
    assert joined.to_data() == recorded_analysis(game_id).to_data()
    assert repr(joined) == repr(recorded_analysis(game_id))  # to the last digit


def test_a_long_game_is_shared_between_two_processes_with_the_same_result() -> None:
    from game.analysis.worker import SHARED_FROM, analyse_shared, split_points

    match = recorded("doodle-dice")
    assert len(match.actions) >= SHARED_FROM
    bounds = split_points(match, 2)
    assert len(bounds) > 3 and set(bounds[1:-1]) <= set(turn_starts(match))
    assert bounds == sorted(set(bounds)) and bounds[0] == 0 and bounds[-1] == len(match.actions)
    assert bounds[2] - bounds[1] > bounds[-1] - bounds[-2]  # the last ranges are the short ones
    seen: list[tuple[int, int]] = []
    shared = analyse_shared(match, 2, lambda done, total: seen.append((done, total)))
    assert repr(shared) == repr(recorded_analysis("doodle-dice"))
    assert seen and all(total == len(match.actions) for _, total in seen)
    assert [done for done, _ in seen] == sorted(done for done, _ in seen)
    assert split_points(match.at(SHARED_FROM - 1), 2) == [0, SHARED_FROM - 1]


def test_the_review_shares_a_long_game_with_a_helper_started_beside_its_worker() -> None:
    import time

    from game.analysis.worker import AnalysisJob, critical_path

    match = recorded("doodle-dice")
    job = AnalysisJob(match.to_save())
    seen: list[float] = []
    deadline = time.monotonic() + 120
    while job.running and time.monotonic() < deadline:
        job.poll()
        seen.append(job.progress)
        time.sleep(0.02)
    assert job.failure is None and job.result is not None
    assert repr(job.result) == repr(recorded_analysis("doodle-dice"))
    assert sorted(row["role"] for row in job.timings) == ["helper", "lead"]
    assert 0 < critical_path(job.timings) <= sum(row["cpu"] for row in job.timings)
    assert seen == sorted(seen) and seen[-1] == 1.0


def test_a_review_takes_the_processes_started_ahead_at_the_games_end(monkeypatch) -> None:
    """Where a review is likely next, its processes are started ahead and wait with their
    imports done; the review's analysis is theirs, the same byte for byte. A set that has
    gone is not used: the review starts its own."""
    import time

    from game.analysis import worker

    monkeypatch.setattr(worker, "WARM_AHEAD", True)
    match = recorded("doodle-dice")
    worker.warm()
    worker.warm()  # one set at most
    assert worker._warming is not None
    worker._warming.join()
    ready = worker._ready
    assert ready is not None and ready.proc.is_alive()
    job = worker.AnalysisJob(match.to_save())
    job._started.wait()
    assert job._proc is ready.proc and worker._ready is None  # used once
    deadline = time.monotonic() + 120
    while job.running and time.monotonic() < deadline:
        job.poll()
        time.sleep(0.02)
    assert job.failure is None and job.result is not None
    assert repr(job.result) == repr(recorded_analysis("doodle-dice"))
    assert sorted(row["role"] for row in job.timings) == ["helper", "lead"]

    worker.warm()
    assert worker._warming is not None
    worker._warming.join()
    gone = worker._ready
    assert gone is not None
    gone.proc.kill()
    gone.proc.join()
    job = worker.AnalysisJob(match.to_save())
    job._started.wait()
    assert job._proc is not None and job._proc is not gone.proc and job._proc.is_alive()
    job.close()
    assert not any(p.is_alive() for p in gone.helpers.procs)


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="no process priorities here")
def test_a_helper_yields_the_cores_from_its_start(monkeypatch) -> None:
    import multiprocessing

    from game.analysis.worker import Helpers
    from game.background import EVEN_PRIORITY, MOST_NICE, NICENESS

    monkeypatch.delenv(EVEN_PRIORITY)
    ctx = multiprocessing.get_context("spawn")
    helpers = Helpers.start(ctx, recorded("doodle-dice").to_save(), 1)
    try:  # read before the helper has imported anything: lowered by the process starting it
        seen = os.getpriority(os.PRIO_PROCESS, helpers.procs[0].pid)
    finally:
        helpers.close()
    assert seen == min(MOST_NICE, os.getpriority(os.PRIO_PROCESS, 0) + NICENESS)


def test_a_game_whose_judge_cannot_judge_apart_stays_in_one_process(monkeypatch) -> None:
    from game.analysis import worker

    match = recorded("doodle-dice")
    assert worker.split_points(match, 2) != [0, len(match.actions)]
    monkeypatch.setattr(worker, "judged_apart", lambda game_id: False)
    assert worker.split_points(match, 2) == [0, len(match.actions)]


def test_statistics_keep_each_analysed_game_once_and_rate_the_latest(tmp_path: Path) -> None:
    from game.match import Seat
    from game.stats import RATED_GAMES, PlayerStats

    match = recorded("daemon-dice")
    match.seats = (Seat("human"), Seat("ai", "normal"))
    stats = PlayerStats(tmp_path / "stats.json")
    assert stats.record_analysis(match, 40, 2.0, 5.0)
    assert not stats.record_analysis(match, 40, 9.0, 5.0)  # the same game again
    assert stats.recent_error_rate("daemon-dice") == pytest.approx(2.0)
    stats.wait()
    again = PlayerStats.load(tmp_path / "stats.json")
    assert again.analysed == stats.analysed and not again.problem
    assert len(again.analysed_games("daemon-dice")) == 1 and RATED_GAMES >= 1
    raw = again.to_dict()
    raw["analysed"].append({"game": "66d6", "key": "66d6:1", "decisions": 3,
                            "error_rate": -4, "luck": 0})  # damaged: left out, said so
    (tmp_path / "stats.json").write_text(__import__("json").dumps(raw))
    damaged = PlayerStats.load(tmp_path / "stats.json")
    assert damaged.analysed == stats.analysed and "partly damaged" in damaged.problem


def _a_costly_choice(game_id: str):
    """A recorded position where the mover's recorded choice was a mistake or worse, with
    that seat a person's."""
    from game.analysis.tutor import WARNED as WARNED_GRADES
    from game.match import Seat

    match = recorded(game_id)
    analysis = recorded_analysis(game_id)
    decision = next(d for d in analysis.decisions if d.grade(game_id) in WARNED_GRADES)
    moment = match.at(decision.index)
    moment.seats = tuple(Seat("human") if s == decision.seat else Seat("ai", "normal")
                         for s in range(len(match.seats)))
    return moment, match.actions[decision.index], decision


def test_the_tutor_warns_before_a_mistake_and_the_person_chooses(app) -> None:
    """The check runs in the tutor's worker: the choice is held (the board says it is
    checking) until the answer, then a card for a mistake, and a good choice is played."""
    from game.analysis.tutor import check
    from scenes.board.tutor import CHECKING, PLAY_ANYWAY, TAKE_BACK
    from scenes.overlays import ButtonMenu
    from scenes.registry import board_scene_for

    match, action, decision = _a_costly_choice("dice-demons")
    warning = check(match.state, decision.seat, action, decision.index)
    assert warning is not None and warning.decision == decision
    app.start()
    board = board_scene_for(app.ctx, match)
    app.ctx.scenes.push(board)
    assert not app.ctx.settings.tutor and not board.tutor_stops(action)  # off by default
    app.ctx.settings.tutor = True
    before = len(match.actions)

    def answered() -> None:
        deadline = time.monotonic() + 60
        while board.tutor.checking and time.monotonic() < deadline:
            app.frame(1 / 30)
            time.sleep(0.01)
        assert not board.tutor.checking

    assert not board.apply(action)  # held: the tutor looks first
    assert board.tutor.checking and any(t.text == CHECKING for t in app.ctx.toasts)
    assert not board.apply(action) and len(match.actions) == before  # one check at a time
    answered()
    card = app.ctx.scenes.top
    assert isinstance(card, ButtonMenu) and f"{decision.best_chance:.0f}%" in card.message
    assert match.warnings[decision.seat] == 1 and len(match.actions) == before
    dict(card.items)[TAKE_BACK]()
    assert app.ctx.scenes.top is board and len(match.actions) == before
    assert not board.apply(action)
    answered()
    dict(app.ctx.scenes.top.items)[PLAY_ANYWAY]()
    assert app.ctx.scenes.top is board and len(match.actions) == before + 1
    assert match.warnings[decision.seat] == 2
    assert match.to_save()["warnings"][decision.seat] == 2  # kept in the save, like hints
    again, _, _ = _a_costly_choice("dice-demons")
    seen = again.state.view(decision.seat)
    best = next(a for a in seen.legal_actions() if seen.describe(a) == decision.best)
    board = board_scene_for(app.ctx, again)
    app.ctx.scenes.push(board)
    assert not board.apply(best)
    answered()  # a good choice: played as soon as the tutor has looked, no card
    assert len(again.actions) == before + 1 and app.ctx.scenes.top is board
    assert again.warnings[decision.seat] == 0


def test_the_review_shows_the_analysis_and_keeps_the_persons_figures(app) -> None:
    from game.match import Seat
    from game.stats import stats_service
    from scenes.review_graph import ledger_lines
    from scenes.review_scene import ReviewScene

    match = recorded("daemon-dice")
    match.seats = (Seat("human"), Seat("ai", "normal"))
    analysis = book(match, recorded_judgement("daemon-dice"))  # analyse(match), judged once
    assert analysis.seats[0].player == "human"
    app.start()
    scene = ReviewScene(app.ctx, match, analysis=analysis)
    app.ctx.scenes.push(scene)
    app.frame(1 / 30)
    assert scene.job is None and scene.analysis is analysis
    assert scene.review.chances[-1][0] == analysis.equity[-1][0] / 100  # one judge throughout
    rows = stats_service(app.ctx.services).analysed_games("daemon-dice")
    assert [row.error_rate for row in rows] == [analysis.seats[0].error_rate]
    play, money = ledger_lines(analysis, 0, "You")
    assert analysis.seats[0].rating in play and "luck" in money


def test_calibration_resumes_from_its_results_file(tmp_path: Path) -> None:
    """A rerun keeps what a run finished under the current judge and seed, skips a line
    cut short, and takes games round by round, so a series stopped early is even."""
    from game.analysis.analyse import judge_version
    from game.cli.calibrate import Tally, append_line, current, jobs_of, read_results

    results = tmp_path / "results.jsonl"
    line = {"judge": judge_version("66d6"), "game": "66d6", "seed": 1, "index": 0,
            "players": ["easy", "normal"], "seconds": 1.0,
            "seats": [{"player": "easy", "losses": [1.0, 3.0], "residual": 2.0, "luck": 1.0},
                      {"player": "normal", "losses": [0.5], "residual": -2.0, "luck": -1.0}]}
    append_line(results, line)
    append_line(results, {**line, "judge": "older"})
    append_line(results, {**line, "seed": 2})
    with results.open("a") as out:
        out.write('{"judge": "')  # a run stopped mid-line
    done = current(read_results(results), 1)
    assert list(done) == [("66d6", 0)]
    jobs = jobs_of(["66d6", "doodle-dice"], 2, 1)
    assert [(g, i) for g, _, _, i in jobs] == [("66d6", 0), ("doodle-dice", 0),
                                               ("66d6", 1), ("doodle-dice", 1)]
    tally = Tally()
    tally.add(done[("66d6", 0)])
    assert tally.games == {"easy": 1, "normal": 1} and tally.losses["easy"] == [1.0, 3.0]


def test_a_finished_game_is_rated_in_the_background_once(tmp_path: Path, monkeypatch) -> None:
    """A kept game of one person against the AI is analysed in a worker once the app is
    idle, and its figures land in Statistics without its review being opened.

    The game is Daemon Dice's finished recording: a rating is made the same way in every game
    (the whole game analysed in the worker, the person's seat's figures kept), and of the
    finished recordings Daemon Dice's judging costs least (each game's judge is checked by
    the tests above)."""
    import game.analysis.rater as rater_module
    from game.library import list_games
    from game.match import Seat
    from game.stats import PlayerStats, match_key
    from game.storage import write_json_atomic

    match = recorded("daemon-dice")
    match.seats = (Seat("ai", "normal"), Seat("human"))
    folder = tmp_path / "library"
    folder.mkdir()
    write_json_atomic(folder / "2026-11-28 10-00-00 daemon-dice normal 0123456789ab.json",
                      match.to_save())
    monkeypatch.setattr(rater_module, "list_games", lambda: list_games(folder))
    stats = PlayerStats(tmp_path / "stats.json")
    rater = rater_module.Rater()
    assert rater.poll(lambda: stats, False, 10.0) == 0 and rater.job is None  # a game is on
    rater.poll(lambda: stats, True, rater_module.SETTLE)
    assert rater.job is not None
    deadline = time.monotonic() + 240  # a guard, not a timer: a loaded machine is slow
    while rater.job is not None and time.monotonic() < deadline:
        rater.poll(lambda: stats, True, 0.05)
        time.sleep(0.05)
    [row] = stats.analysed
    expected = recorded_analysis("daemon-dice").seats[1]  # the seats name the players only
    assert row.key == match_key(match) and row.decisions == expected.decisions
    assert row.error_rate == pytest.approx(expected.error_rate)
    rater.wake()  # the next round looks only at games kept since
    rater.poll(lambda: stats, True, rater_module.SETTLE)
    assert rater.job is None and len(stats.analysed) == 1


def test_a_game_judged_its_own_way_names_its_own_judge() -> None:
    """Death by Dice is judged by its exact odds two plies deep, Dice Demons by the best end
    of the turn each step still allows, 66d6 by a deeper look where the quick one finds the
    played choice beaten; the games judged by the generic look keep its name, so a series'
    kept figures of a game whose judge changed are measured again and the others are kept."""
    from game.analysis.analyse import JUDGE_VERSION, Judge, judge_for, judge_version
    from game.analysis.contested import ContestedJudge
    from game.analysis.exact import ExactJudge
    from game.analysis.walk import WalkJudge
    from game.cli.calibrate import current

    assert isinstance(judge_for(recorded("death-by-dice").states[0]), ExactJudge)
    assert type(judge_for(recorded("daemon-dice").states[0])) is Judge
    assert judge_version("death-by-dice") != JUDGE_VERSION
    assert judge_version("doodle-dice") == judge_version("daemon-dice") == JUDGE_VERSION
    assert isinstance(judge_for(recorded("dice-demons").states[0]), WalkJudge)
    assert isinstance(judge_for(recorded("66d6").states[0]), ContestedJudge)
    versions = {judge_version(g) for g in ("dice-demons", "death-by-dice", "66d6")}
    assert len(versions) == 3 and JUDGE_VERSION not in versions
    lines = [{"judge": JUDGE_VERSION, "game": g, "seed": 1, "index": 0}
             for g in ("daemon-dice", "death-by-dice", "66d6")]
    assert list(current(lines, 1)) == [("daemon-dice", 0)]


def test_every_roll_has_its_luck_even_two_in_a_row() -> None:
    """An attack's dice and then its helpers' reroll: each throw's luck is its own (the first
    one's once went into the residual)."""
    from engine.core import CHANCE

    match = recorded("death-by-dice")
    thrown = [i for i, state in enumerate(match.states[:-1]) if state.to_move == CHANCE]
    assert any(b == a + 1 for a, b in zip(thrown, thrown[1:], strict=False))
    assert [roll.index for roll in recorded_analysis("death-by-dice").rolls] == thrown


def test_death_by_dice_grades_hards_own_attacks_as_good(monkeypatch) -> None:
    """The judge looks as far as Hard (the counter-attack after the dice) and further, so
    Hard's careful attacks are graded good, and Easy's, which weigh only its own odds, cost."""
    import random

    from engine.core import get_game
    from game.ai.planners import UNTIMED, careful, level_config, plan
    from game.analysis.analyse import judge_for
    from game.analysis.table import GRADE_LIMITS

    monkeypatch.setenv(UNTIMED, "1")
    match = recorded("death-by-dice")
    info = get_game("death-by-dice")
    judge = judge_for(match.states[0])
    attacks = [(i, s) for i, s in enumerate(match.states[:-1]) if s.phase == "combat"
               and s.to_move is not None and s.to_move >= 0 and s.attack is None
               and len(s.legal_actions()) > 1][:10]
    losses: dict[str, list[float]] = {"easy": [], "hard": []}
    for index, state in attacks:
        for level, lost in losses.items():
            config = careful(level_config("death-by-dice", level))
            action = plan(info, config, state, random.Random(index)).action
            judged = judge.decision(state, state.to_move, action, index)
            assert judged is not None
            lost.append(judged[0].loss)
    assert len(attacks) == 10
    assert max(losses["hard"]) < GRADE_LIMITS["death-by-dice"][0]
    assert sum(losses["hard"]) < sum(losses["easy"])


def test_dice_demons_grades_hards_planned_walk_as_good() -> None:
    """Hard drives a monster twice before it walks (its plan for the whole turn); the generic
    judge, one step on, read each drive as a costly choice (a mistake by the grading limits it
    was calibrated with). Dice Demons' judge values a step by the
    best turn still reachable after it, so the planned drives are good, and a step that throws
    the turn's best ending away still costs."""
    from game.analysis.analyse import Judge, judge_for
    from game.analysis.table import GRADE_LIMITS
    from game.analysis.walk import WalkJudge

    path = RECORDED / "dice-demons-hard.json"
    match = match_from_bytes(path.read_bytes(), path.name)
    assert match.seats[0].level == "hard"
    judge = judge_for(match.states[0])
    assert isinstance(judge, WalkJudge)
    one_step = Judge(match.states[0])
    for index in (6, 7):  # the two drives
        state, action = match.states[index], match.actions[index]
        assert "drives a monster" in state.describe(action)
        old = one_step.decision(state, 0, action, index)
        assert old is not None and old[0].loss > GRADE_LIMITS["dice-demons"][0]
        judged = judge.decision(state, 0, action, index)
        assert judged is not None and judged[0].loss < GRADE_LIMITS["dice-demons"][0]
    state = match.states[8]  # every step still to take: ending the walk here throws it away
    stop = next(a for a in state.legal_actions() if "ends the movement" in state.describe(a))
    judged = judge.decision(state, 0, stop, 8)
    assert judged is not None and judged[0].grade("dice-demons") in ("mistake", "blunder")


def test_66d6_judges_a_contested_choice_of_hards_as_a_deeper_look_does(monkeypatch) -> None:
    """Where the quick look finds Hard's choice beaten, 66d6's judge looks two decisions on
    and, as a much deeper look (three decisions on, eight choices each) does, finds Hard's
    choice the best: the judge grades Hard's own search at least as well as Hard plays."""
    import random

    from engine.core import get_game
    from game.ai.planners import UNTIMED, level_config, plan
    from game.analysis.analyse import Judge, judge_for
    from game.analysis.contested import CONTESTED, ContestedJudge
    from game.analysis.table import JUDGE_DEPTH, JudgeDepth

    monkeypatch.setenv(UNTIMED, "1")
    match = recorded("66d6")
    index = 19
    state = match.states[index]
    seat = state.to_move
    hard = plan(get_game("66d6"), level_config("66d6", "hard"), state, random.Random(index))
    assert state.describe(hard.action) == "Death's 6 marches C2 → C3"

    judge = judge_for(match.states[0])
    assert isinstance(judge, ContestedJudge)
    judged = judge.decision(state, seat, hard.action, index)
    assert judged is not None and judged[0].best == judged[0].played and judged[0].loss == 0.0

    monkeypatch.setitem(JUDGE_DEPTH, "66d6", JudgeDepth(0, 0, 0, 0))
    quick = Judge(match.states[0]).decision(state, seat, hard.action, index)
    assert quick is not None and quick[0].loss > CONTESTED  # the quick look calls it beaten
    monkeypatch.setitem(JUDGE_DEPTH, "66d6", JudgeDepth(0, 3, 8, 8))
    deeper = Judge(match.states[0])
    deeper.SCREENED = None  # every choice weighed
    choices = {state.describe(a): a for a in state.legal_actions()}
    hards, quicks = (deeper.look(state.apply(choices[text]), 3)[seat]
                     for text in (quick[0].played, quick[0].best))
    assert hards >= quicks
