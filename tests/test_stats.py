"""The statistics file: what counts, once, and how a damaged, huge or odd file is survived."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from engine import get_game
from engine.core import DieSpec, Resign, RollRequest
from game import stats as stats_module
from game.match import Match, Seat
from game.stats import (
    FILE_NAME,
    MAX_BYTES,
    PlayerStats,
    Record,
    match_key,
    result_of,
    stats_service,
)
from game.tray import DiceTray, quick_roll, tally


@pytest.fixture(autouse=True)
def no_counting():
    """Each test starts with the tray not counting and nothing waiting."""
    tally.stop_counting()
    yield
    tally.stop_counting()


def resigned(seats: list[Seat], loser: int, seed: int = 7, game: str = "66d6") -> Match:
    """A finished match: ``loser`` gave up at the start."""
    info = get_game(game)
    match = Match(info, info.default_options(), seats, seed=seed)
    match.apply(Resign(loser))
    assert match.is_over
    return match


def human_vs(level: str, loser: int, seed: int = 7) -> Match:
    return resigned([Seat("human"), Seat("ai", level)], loser, seed)


# ------------------------------------------------------------------------------ what counts
def test_result_for_the_person_at_the_screen():
    assert result_of(human_vs("hard", loser=0)) == ("hard", "loss")
    assert result_of(human_vs("easy", loser=1)) == ("easy", "win")
    hot = resigned([Seat("human"), Seat("human")], loser=1)
    assert result_of(hot) == ("hot-seat", "win")
    assert result_of(resigned([Seat("ai", "easy"), Seat("ai", "hard")], loser=0)) is None
    info = get_game("66d6")
    unfinished = Match(info, info.default_options(), [Seat("human"), Seat("ai", "easy")])
    assert result_of(unfinished) is None


def test_streaks_wins_in_a_row_and_the_best():
    record = Record()
    for result in ("win", "win", "loss", "win", "win", "win", "draw", "win"):
        record.add(result)
    assert (record.games, record.wins, record.losses, record.draws) == (8, 6, 1, 1)
    assert (record.streak, record.best) == (1, 3)


def test_a_game_counts_once_and_a_rematch_is_a_new_game(tmp_path):
    stats = PlayerStats.load(tmp_path / FILE_NAME)
    match = human_vs("normal", loser=1, seed=11)
    assert stats.record_match(match)
    assert not stats.record_match(match)  # the same game shown again
    again = Match.from_save(match.to_save())  # its save loaded and finished again
    assert not stats.record_match(again)
    assert stats.record_match(human_vs("normal", loser=0, seed=12))  # the rematch
    record = stats.records[("66d6", "normal")]
    assert (record.games, record.wins, record.losses, record.streak, record.best) == \
        (2, 1, 1, 0, 1)
    reread = PlayerStats.load(tmp_path / FILE_NAME)
    assert reread.records == stats.records and match_key(match) in reread.counted
    assert reread.problem == ""


def test_mixed_ai_levels_are_their_own_row():
    info = get_game("dice-demons")
    seats = [Seat("human"), Seat("ai", "easy"), Seat("ai", "hard")]
    match = Match(info, {**info.default_options(), "seats": 3}, seats, seed=3)
    match.apply(Resign(0))
    if not match.is_over:
        match.apply(Resign(1))
    assert match.is_over
    assert result_of(match) == ("mixed", "loss")


# ------------------------------------------------------------------------------ dice counts
def test_the_tray_counts_faces_by_their_place_only_while_counting():
    request = RollRequest((DieSpec.d(6), DieSpec.d(20), DieSpec(("A", "B", "B", "C", "C", "D"),
                                                                 kind="body")), "test")
    quick_roll(request, 5)
    assert tally.take_counts() == {}  # not counting: nothing kept
    tally.start_counting()
    rolls = [quick_roll(request, seed) for seed in range(40)]
    counts = tally.take_counts()
    assert sum(counts[6]) == 80 and sum(counts[20]) == 40
    for face in range(1, 7):  # numbered d6: the place is the face
        assert counts[6][face - 1] >= sum(r.values[0] == face for r in rolls)
    assert sum(counts[20][face - 1] for face in range(1, 21)) == 40
    for face in range(1, 21):
        assert counts[20][face - 1] == sum(r.values[1] == face for r in rolls)
    assert tally.take_counts() == {}  # taken once


def test_strange_dice_count_by_kind_and_a_d3_by_its_number(tmp_path):
    d3 = DieSpec(faces=(1, 2, 3, 1, 2, 3), kind="d3")
    d5 = DieSpec(faces=(1, 2, 3, 4, 5), kind="d5")
    d7 = DieSpec(faces=(1, 2, 3, 4, 5, 6, 7), kind="d7", scale=1.4)
    request = RollRequest((d3, d5, d7, DieSpec.d(6)), "strange")
    tally.start_counting()
    rolls = [quick_roll(request, seed) for seed in range(30)]
    counts = tally.take_counts()
    assert sorted(counts) == [3, 5, 6, 7]
    assert len(counts[3]) == 3, "a d3 is not counted with the d6s: its faces are 1 to 3"
    for number in (1, 2, 3):
        assert counts[3][number - 1] == sum(r.values[0] == number for r in rolls)
    for place, sides in ((1, 5), (2, 7)):
        assert [counts[sides][f - 1] for f in range(1, sides + 1)] == [
            sum(r.values[place] == f for r in rolls) for f in range(1, sides + 1)]
    assert sum(counts[6]) == 30
    stats = PlayerStats.load(tmp_path / FILE_NAME)
    tally.start_counting()
    quick_roll(request, 99)
    stats.flush()
    data = json.loads((tmp_path / FILE_NAME).read_text())
    assert {name: sum(row) for name, row in data["dice"].items()} == {
        "d3": 1, "d5": 1, "d6": 1, "d7": 1}
    again = PlayerStats.load(tmp_path / FILE_NAME)
    assert {sides: len(row) for sides, row in again.dice.items()} == {3: 3, 5: 5, 6: 6, 7: 7}
    assert not again.problem


def test_a_live_tray_counts_each_settle_once():
    tally.start_counting()
    tray = DiceTray(600, 400)
    tray.throw(RollRequest((DieSpec.d(8),) * 3, "test"), 9)
    for _ in range(2000):
        tray.step(1 / 60)
        if tray.settled:
            break
    tray.step(1 / 60)
    tray.run_to_rest()
    assert sum(tally.take_counts()[8]) == 3


def test_tray_counts_reach_the_file_at_flush(tmp_path):
    stats = PlayerStats.load(tmp_path / FILE_NAME)
    tally.start_counting()
    quick_roll(RollRequest((DieSpec.d(4),) * 10, "test"), 1)
    assert not (tmp_path / FILE_NAME).exists()  # nothing written while playing
    stats.flush()
    data = json.loads((tmp_path / FILE_NAME).read_text())
    assert sum(data["dice"]["d4"]) == 10
    mtime = (tmp_path / FILE_NAME).stat().st_mtime_ns
    stats.flush()  # nothing new: no write
    assert (tmp_path / FILE_NAME).stat().st_mtime_ns == mtime


def test_the_service_starts_counting_and_closes_by_writing(tmp_path, monkeypatch):
    monkeypatch.setattr(stats_module, "data_dir", lambda: tmp_path)
    services: dict = {}
    stats = stats_service(services)
    assert tally.counting() and stats_service(services) is stats
    quick_roll(RollRequest((DieSpec.d(12),), "test"), 2)
    stats.close()
    assert sum(json.loads((tmp_path / FILE_NAME).read_text())["dice"]["d12"]) == 1


def test_reset_forgets_everything(tmp_path):
    stats = PlayerStats.load(tmp_path / FILE_NAME)
    stats.record_match(human_vs("easy", loser=1))
    stats.dice[6] = [1, 2, 3, 4, 5, 6]
    stats.reset()
    assert stats.empty
    assert PlayerStats.load(tmp_path / FILE_NAME).empty


# ------------------------------------------------------------------------------ damaged files
def _others(folder: Path) -> dict[str, bytes]:
    """The player's other files, to check they are never touched."""
    (folder / "settings.json").write_text('{"volume": 0.5}')
    saves = folder / "saves"
    saves.mkdir(exist_ok=True)
    (saves / "mine.json").write_text('{"a": 1}')
    return {"settings.json": b'{"volume": 0.5}', "saves/mine.json": b'{"a": 1}'}


def _untouched(folder: Path, others: dict[str, bytes]) -> None:
    for name, content in others.items():
        assert (folder / name).read_bytes() == content


def _aside(folder: Path) -> list[Path]:
    return sorted(folder.glob("stats.damaged-*"))


@pytest.mark.parametrize(("content", "words"), [
    (b"\x00\xff garbage", "damaged or not a Dice Pandemonium file"),
    (b'{"format": "dice-pandemonium-stats", "version": 1, "records": [', "damaged"),
    (b'{"format": "something-else", "version": 1}', "not a statistics file of ours"),
    (b'{"format": "dice-pandemonium-stats", "version": 99}', "another version"),
    (b"[" * 40 + b"]" * 40, "nested too deeply"),
    (b"[" * 50000 + b"]" * 50000, "damaged or not a Dice Pandemonium file"),
    (b'{"format": "dice-pandemonium-stats", "version": 1, "n": 1' + b"0" * 400 + b"}",
     "far too large"),
])
def test_a_damaged_file_is_put_aside_with_a_sentence(tmp_path, content, words):
    others = _others(tmp_path)
    path = tmp_path / FILE_NAME
    path.write_bytes(content)
    stats = PlayerStats.load(path)
    assert words in stats.problem and "stats" in stats.problem
    assert "kept as stats.damaged-" in stats.problem and "Counting starts again" in stats.problem
    assert stats.empty and not stats.read_only
    [aside] = _aside(tmp_path)
    assert aside.read_bytes() == content  # nothing of the player's is lost
    stats.record_match(human_vs("easy", loser=1))
    assert PlayerStats.load(path).records[("66d6", "easy")].wins == 1
    _untouched(tmp_path, others)


def test_a_huge_file_is_refused_without_being_read(tmp_path):
    path = tmp_path / FILE_NAME
    with open(path, "wb") as handle:
        handle.truncate(MAX_BYTES + 1)
    stats = PlayerStats.load(path)
    assert "too large" in stats.problem and stats.empty
    assert len(_aside(tmp_path)) == 1


def test_a_folder_in_its_place(tmp_path):
    others = _others(tmp_path)
    (tmp_path / FILE_NAME).mkdir()
    (tmp_path / FILE_NAME / "inside.txt").write_text("keep me")
    stats = PlayerStats.load(tmp_path / FILE_NAME)
    assert "not a regular file" in stats.problem
    [aside] = _aside(tmp_path)
    assert (aside / "inside.txt").read_text() == "keep me"
    stats.record_match(human_vs("easy", loser=1))
    assert (tmp_path / FILE_NAME).is_file()
    _untouched(tmp_path, others)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_or_a_link_to_a_device_never_hangs(tmp_path):
    os.mkfifo(tmp_path / FILE_NAME)
    stats = PlayerStats.load(tmp_path / FILE_NAME)
    assert "not a regular file" in stats.problem
    other = tmp_path / "other"
    other.mkdir()
    (other / FILE_NAME).symlink_to("/dev/zero")
    stats = PlayerStats.load(other / FILE_NAME)
    assert "link" in stats.problem and stats.empty


def test_a_partly_damaged_file_keeps_what_it_can(tmp_path):
    path = tmp_path / FILE_NAME
    good = {"game": "66d6", "opponent": "hard", "games": 3, "wins": 2, "losses": 1, "draws": 0,
            "streak": 2, "best": 2}
    path.write_text(json.dumps({
        "format": "dice-pandemonium-stats", "version": 1,
        "records": [good,
                    {**good, "opponent": "normal", "wins": 9},  # figures that disagree
                    {**good, "opponent": "grandmaster"},
                    "not a row"],
        "dice": {"d6": [1, 2, 3, 4, 5, 6], "d8": [1, 2], "d9": [1] * 9, "d20": [-1] * 20},
        "counted": ["66d6:12", "../../etc:1", 5],
    }))
    stats = PlayerStats.load(path)
    assert list(stats.records) == [("66d6", "hard")]
    assert stats.dice == {6: [1, 2, 3, 4, 5, 6]}
    assert stats.counted == ["66d6:12"]
    assert "partly damaged: 6 parts of it were left out" in stats.problem
    [aside] = _aside(tmp_path)
    assert json.loads(aside.read_text())["records"][2]["opponent"] == "grandmaster"


def test_a_disk_that_cannot_be_written_never_stops_play(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be")
    stats = PlayerStats.load(blocker / FILE_NAME)
    assert stats.record_match(human_vs("easy", loser=1))  # counted in memory
    assert "could not write" in stats.problem.lower() and "until you quit" in stats.problem
    assert stats.records[("66d6", "easy")].wins == 1


def test_no_saving_this_session(tmp_path, monkeypatch):
    monkeypatch.setattr(stats_module, "saving_disabled", lambda: True)
    stats = PlayerStats.load(tmp_path / FILE_NAME)
    stats.record_match(human_vs("easy", loser=1))
    assert not (tmp_path / FILE_NAME).exists()
    assert "kept only until you quit" in stats.problem


def test_a_file_that_could_not_be_put_aside_is_never_written_over(tmp_path, monkeypatch):
    path = tmp_path / FILE_NAME
    path.write_bytes(b"\x00 damaged")
    monkeypatch.setattr(stats_module, "keep_aside", lambda p: None)
    stats = PlayerStats.load(path)
    assert stats.read_only and "not written over" in stats.problem
    stats.record_match(human_vs("easy", loser=1))
    assert path.read_bytes() == b"\x00 damaged"
    stats.reset()  # the player asks: still refused while it cannot be put aside
    assert path.read_bytes() == b"\x00 damaged" and "could not be put aside" in stats.problem
    monkeypatch.undo()
    stats.reset()  # now it can: the damaged file is kept aside and a clean one written
    assert not stats.read_only and stats.problem == ""
    assert PlayerStats.load(path).problem == "" and len(_aside(tmp_path)) == 1


def test_the_apps_writes_go_on_a_thread_and_land_in_order(tmp_path):
    from game.file_writer import writer

    stats = PlayerStats.load(tmp_path / FILE_NAME)
    stats.background = True
    writer.start()
    try:
        for seed in range(5):
            stats.record_match(human_vs("easy", loser=1, seed=100 + seed))
        stats.close()
    finally:
        writer.stop()
    assert PlayerStats.load(tmp_path / FILE_NAME).records[("66d6", "easy")].wins == 5
