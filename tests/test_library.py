"""The game library and Resume: a finished game is kept in Past games and never offered as a
Resume again, in every game; the Past games screen lists, filters, reviews and deletes by mouse;
old games are pruned past the player's limit and named saves never are."""

from __future__ import annotations

import json
import threading

import pygame
import pytest

from engine import get_game
from game import library, paths, saves
from game.cli.headless import advance
from game.file_writer import writer
from game.match import Match, Seat, canonical_json
from game.save_index import INDEX_NAME
from game.settings import DEFAULT_LIBRARY_LIMIT, read_settings
from scenes.menu import MainMenu
from scenes.overlays import ButtonMenu
from scenes.past_games import PastGamesScene
from scenes.registry import playable_games
from scenes.review_scene import ReviewScene
from scenes.stats_scene import StatsScene
from scenes.widgets import Button, Choice
from tests.ui_robot import click, press

PLAYS = {"66d6": (1, "random"), "daemon-dice": (2, "random"), "dice-demons": (11, "greedy"),
         "death-by-dice": (3, "random"), "doodle-dice": (3, "random")}
"""A seed and a player per game whose game ends within a second or two (random players never
end Dice Demons). Doodle Dice is the game whose autosave outlived its end: its monsters'
drawings are tuples in memory and lists on disk."""


@pytest.fixture
def home(monkeypatch, tmp_path):
    monkeypatch.setenv("DICE_PANDEMONIUM_HOME", str(tmp_path))
    paths.forget_data_folder()
    yield tmp_path
    paths.forget_data_folder()


def finished_match(game_id: str, seed: int, level: str = "easy", people: int = 1,
                   player: str = "random") -> Match:
    info = get_game(game_id)
    seats = [Seat("human")] * people + [Seat("ai", level)] * (info.min_seats - people)
    match = Match(info, info.default_options(), seats, seed=seed)
    advance(match, 5_000, seed, player)
    assert match.is_over
    return match


def last_human_choice(match: Match) -> int:
    """The moment of the person's last decision: resumed there, nothing runs on its own."""
    return max(i for i, state in enumerate(match.states[:-1]) if state.to_move == 0)


def resume_button(menu: MainMenu) -> Button:
    menu.layout()
    return next(w for w in menu.ui.items
                if isinstance(w, Button) and w.text.startswith("Resume"))


def wait_for(app, condition, frames: int = 400) -> None:
    for _ in range(frames):
        if condition():
            return
        app.frame(1 / 60)
    assert condition()


def wait_for_rows(app, scene: PastGamesScene) -> None:
    wait_for(app, lambda: all(r.summary is not None and (r.picture is not None
                                                          or r.summary.problem)
                              for r in scene.rows))


def test_action_lists_compare_by_their_json() -> None:
    in_memory = [{"kind": "core", "drawing": ((1, 2), (3, 4))}]
    from_disk = json.loads(json.dumps(in_memory))
    assert in_memory != from_disk  # why plain == kept finished games' autosaves
    assert canonical_json(in_memory) == canonical_json(from_disk)


def test_a_long_games_key_and_autosave_check_encode_one_move_at_a_time(home, monkeypatch):
    """Filing a finished game names it by a digest of its moves and checks that its autosave
    holds it: both encode a move at a time (the C encoder holds Python's lock for its whole
    call, and a whole Doodle Dice game in one call kept the window's thread waiting about
    10 ms as the game ended), with the very texts of one call over the whole game."""
    import hashlib
    from pathlib import Path

    import game.match

    raw = Path(__file__).parent.joinpath("data", "finished", "doodle-dice-4.json").read_bytes()
    match = saves.match_from_bytes(raw, "doodle-dice-4.json")
    data = match.to_save()
    whole = [data["game"], data["seed"], data["seats"], data["actions"]]
    assert "".join(game.match.canonical_pieces(whole)) == canonical_json(whole)
    assert library.game_key(match) == hashlib.sha256(
        canonical_json(whole).encode("utf-8")).hexdigest()[:12]
    on_disk = json.loads(json.dumps(data["actions"]))  # drawings come back as lists
    assert game.match.same_canonical(on_disk, data["actions"])
    assert not game.match.same_canonical(on_disk[:-1] + on_disk[:1], data["actions"])
    assert not game.match.same_canonical(on_disk[:-1], data["actions"])
    for value in ([], (), [[]], [1, [2.5, "ü"], {"b": (1,), "a": None}], "x", {"k": [1]}):
        assert "".join(game.match.canonical_pieces(value)) == canonical_json(value)

    longest = max(len(canonical_json(action)) for action in data["actions"])
    encoded = []
    plain = game.match.canonical_json
    monkeypatch.setattr(game.match, "canonical_json",
                        lambda value: encoded.append(plain(value)) or encoded[-1])
    played = match.at(len(match.actions) - 1)
    saves.write_save(played, saves.autosave_path("doodle-dice"))
    played.apply(match.actions[-1])  # its last move, made here
    library.file_ended_game(played)
    saves.autosave(played)  # finished: the autosave is compared with the game, then removed
    writer.settle()
    assert not saves.autosave_path("doodle-dice").exists()
    assert library.list_games() and encoded
    assert max(len(text) for text in encoded) <= longest


def test_a_finished_games_own_autosave_is_known_without_reading_it_back(home, monkeypatch):
    """As a game ends, the autosave this session wrote from it, unchanged since, is known to
    hold it without being read back (a long Doodle Dice game took 50 ms of parsing on the
    writer's thread as the game ended); a file written over since, or a game that is not
    the very one written, is read and compared as before."""
    from pathlib import Path

    from game.storage import write_bytes_atomic

    raw = Path(__file__).parent.joinpath("data", "finished", "doodle-dice-4.json").read_bytes()
    finished = saves.match_from_bytes(raw, "doodle-dice-4.json")
    path = saves.autosave_path("doodle-dice")
    played = finished.at(len(finished.actions) - 1)
    saves.write_save(played, path)
    played.apply(finished.actions[-1])
    reads = []
    real_read = saves.read_json
    monkeypatch.setattr(saves, "read_json",  # (the old shared autosave's name is absent)
                        lambda p: (p == path and reads.append(p)) or real_read(p))
    assert saves._same_game_on_disk(played, path) and reads == []

    same_moves_elsewhere = saves.match_from_bytes(raw, "doodle-dice-4.json")
    assert saves._same_game_on_disk(same_moves_elsewhere, path) and len(reads) == 1

    write_bytes_atomic(path, path.read_bytes())  # the same bytes, but another file now
    assert saves._same_game_on_disk(played, path) and len(reads) == 2

    saves.write_save(played.at(3), path)  # an earlier position, written from a copy
    assert saves._same_game_on_disk(played, path) and len(reads) == 2
    other = saves.match_from_bytes(raw, "doodle-dice-4.json").at(5)
    other.seed += 1
    assert not saves._same_game_on_disk(other, path) and len(reads) == 3

    saves.write_save(played.at(len(played.actions) - 1), path)
    saves.autosave(played)  # the game is over: its autosave goes, unread
    writer.settle()
    assert not path.exists() and len(reads) == 3


@pytest.mark.parametrize("game_id", [info.game_id for info in playable_games()])
def test_a_resumed_game_played_to_its_end_leaves_resume_and_joins_past_games(
        home, app, game_id):
    """The issue's path: the autosave a few moves before the end, Resume by mouse, the game
    finished on its board, then the menu and the library."""
    seed, player = PLAYS[game_id]
    full = finished_match(game_id, seed, player=player)
    moment = last_human_choice(full)
    saves.write_save(full.at(moment), saves.autosave_path(game_id))
    app.start()
    app.frame(1 / 60)
    menu = app.ctx.scenes.top
    button = resume_button(menu)
    assert button.enabled and button.text == f"Resume {full.info.title}"
    click(app, button.rect.center)
    board = app.ctx.scenes.top
    assert len(board.match.actions) == moment
    for action in full.actions[moment:]:
        assert board.apply(action)
    assert board.match.is_over
    writer.settle()  # the autosave's removal is the background writer's last job
    assert not saves.autosave_path(game_id).exists()
    assert saves.resumable() == []
    kept = library.list_games()
    assert [(g.game_id, g.opponent) for g in kept] == [(game_id, "easy")]
    assert canonical_json(saves.load_match(kept[0].path).to_save()["actions"]) == \
        canonical_json(full.to_save()["actions"])
    wait_for(app, lambda: isinstance(app.ctx.scenes.top, ButtonMenu))
    press(app, app.ctx.scenes.top.ui.items, "Main menu")
    assert app.ctx.scenes.top is menu
    assert not resume_button(menu).enabled
    press(app, menu.ui.items, "Past games")
    screen = app.ctx.scenes.top
    assert isinstance(screen, PastGamesScene)
    assert [row.game.path for row in screen.rows] == [kept[0].path]
    wait_for_rows(app, screen)
    assert screen.rows[0].summary.over and screen.rows[0].summary.moves == len(full.actions)


def test_a_finished_autosave_left_by_an_earlier_version_is_filed_not_resumed(home, app):
    finished = finished_match("death-by-dice", 1)
    saves.write_save(finished, saves.autosave_path("death-by-dice"))
    running = finished_match("daemon-dice", 2).at(20)
    saves.write_save(running, saves.autosave_path("daemon-dice"))
    app.start()
    app.frame(1 / 60)
    assert resume_button(app.ctx.scenes.top).text == "Resume Daemon Dice"
    assert [i.path.name for i in saves.resumable()] == ["autosave-daemon-dice.json"]
    assert [g.game_id for g in library.list_games()] == ["death-by-dice"]


def test_resigning_by_mouse_keeps_the_lost_game_and_no_resume(home, app):
    full = finished_match("daemon-dice", 2)
    saves.write_save(full.at(last_human_choice(full)), saves.autosave_path("daemon-dice"))
    app.start()
    app.frame(1 / 60)
    click(app, resume_button(app.ctx.scenes.top).rect.center)
    board = app.ctx.scenes.top
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode=""))
    app.frame(1 / 60)
    press(app, app.ctx.scenes.top.ui.items, "Resign")
    press(app, app.ctx.scenes.top.ui.items, "Resign")
    assert board.match.is_over
    assert saves.resumable() == []
    assert [g.game_id for g in library.list_games()] == ["daemon-dice"]


def test_only_games_with_a_person_are_kept_and_each_once(home):
    assert library.keep_finished(finished_match("death-by-dice", 1, people=0)) is None
    match = finished_match("death-by-dice", 1)
    first = library.keep_finished(match)
    assert library.keep_finished(match) == first  # the same game ended again: kept once
    hot_seat = library.keep_finished(finished_match("death-by-dice", 2, people=2))
    assert hot_seat is not None and " hot-seat " in hot_seat.name
    assert len(library.list_games()) == 2


def test_pruning_removes_the_oldest_games_and_never_a_named_save(home):
    named = saves.save_named(finished_match("death-by-dice", 1), "My best game")
    for day, seed in enumerate((2, 3, 4)):
        library.keep_finished(finished_match("death-by-dice", seed), limit=2,
                              when=1_790_000_000 + day * 86_400)
    kept = library.list_games()
    assert len(kept) == 2
    assert [g.when for g in kept] == sorted((g.when for g in kept), reverse=True)
    assert min(g.when for g in kept) >= 1_790_000_000 + 86_400
    assert named.exists()
    index = json.loads((library.library_dir() / INDEX_NAME).read_text())
    assert set(index["saves"]) == {g.path.name for g in kept}


def test_the_limit_is_a_setting_with_a_safe_default() -> None:
    assert read_settings({"library_limit": 3000})[0].library_limit == 3000
    for bad in (7, -1, True, "1000", 10**9):
        settings, notes = read_settings({"library_limit": bad})
        assert settings.library_limit == DEFAULT_LIBRARY_LIMIT and notes


def choice(scene, label: str) -> Choice:
    return next(w for w in scene.ui.items if isinstance(w, Choice) and w.label == label)


def step_until(app, scene, label: str, value: str) -> None:
    """Click the right arrow of the choice ``label`` until it shows ``value`` (each change
    lays the screen out again, so the widget is looked up after every click)."""
    for _ in range(len(choice(scene, label).options)):
        widget = choice(scene, label)
        if widget.value == value:
            return
        click(app, (widget.rect.right - widget.rect.height // 2, widget.rect.centery))
    assert choice(scene, label).value == value


def _library_of_three(home) -> list[library.PastGame]:
    for day, (game_id, seed, level) in enumerate((("death-by-dice", 1, "easy"),
                                                  ("daemon-dice", 2, "hard"),
                                                  ("death-by-dice", 3, "hard"))):
        library.keep_finished(finished_match(game_id, seed, level),
                              when=1_790_000_000 + day * 86_400)
    return library.list_games()


def test_past_games_by_mouse_filters_reviews_and_deletes(home, app):
    games = _library_of_three(home)
    app.start()
    app.frame(1 / 60)
    press(app, app.ctx.scenes.top.ui.items, "Past games")
    screen = app.ctx.scenes.top
    assert isinstance(screen, PastGamesScene)
    assert [r.game.path for r in screen.rows] == [g.path for g in games]  # newest first
    wait_for_rows(app, screen)
    assert all(r.picture is not None for r in screen.rows)

    step_until(app, screen, "Game", "death-by-dice")
    assert {r.game.game_id for r in screen.rows} == {"death-by-dice"} and len(screen.rows) == 2
    step_until(app, screen, "Opponent", "hard")
    assert [(r.game.game_id, r.game.opponent) for r in screen.rows] == \
        [("death-by-dice", "hard")]

    press(app, screen.ui.items, "Review")
    review = app.ctx.scenes.top
    assert isinstance(review, ReviewScene) and review.match.is_over
    press(app, review.ui.items, "Back")
    assert app.ctx.scenes.top is screen

    doomed = screen.rows[0].game.path
    press(app, screen.ui.items, "Delete")
    press(app, app.ctx.scenes.top.ui.items, "Cancel")
    assert doomed.exists()
    press(app, screen.ui.items, "Delete")
    press(app, app.ctx.scenes.top.ui.items, "Delete")
    assert not doomed.exists() and screen.rows == []
    assert len(library.list_games()) == 2
    press(app, screen.ui.items, "Back")
    assert isinstance(app.ctx.scenes.top, MainMenu)


def test_past_games_opens_from_statistics_and_without_its_index(home, app):
    games = _library_of_three(home)
    (library.library_dir() / INDEX_NAME).write_text("{ damaged")
    app.start()
    app.frame(1 / 60)
    press(app, app.ctx.scenes.top.ui.items, "Statistics")
    assert isinstance(app.ctx.scenes.top, StatsScene)
    press(app, app.ctx.scenes.top.ui.items, "Past games")
    screen = app.ctx.scenes.top
    assert isinstance(screen, PastGamesScene)
    assert [r.game.path for r in screen.rows] == [g.path for g in games]
    assert all(r.summary is None for r in screen.rows)  # the list came from the names alone
    wait_for_rows(app, screen)
    assert all(r.summary.over for r in screen.rows)
    press(app, screen.ui.items, "Back")
    assert isinstance(app.ctx.scenes.top, StatsScene)


def test_a_damaged_past_game_is_set_aside_with_a_sentence(home, app):
    games = _library_of_three(home)
    games[0].path.write_text('{"format": "dice-pandemonium-save", "version": 1, "ga')
    app.start()
    app.frame(1 / 60)
    screen = PastGamesScene(app.ctx)
    app.ctx.scenes.push(screen)
    app.frame(1 / 60)
    screen.review(screen.rows[0].game)
    assert app.ctx.scenes.top is screen
    assert any("kept as" in toast.text for toast in app.ctx.toasts)
    assert len(screen.rows) == 2 and len(list(home.glob("library/*.damaged-*.json"))) == 1


def test_the_last_move_of_a_game_files_it_off_the_frame(home, app):
    """Keeping an ended game (the library's listing, its write, the pruning of old games) is
    a job of the file writer: the frame the last move lands on only hands it over."""
    full = finished_match("daemon-dice", 2)
    moment = last_human_choice(full)
    saves.write_save(full.at(moment), saves.autosave_path("daemon-dice"))
    app.start()
    app.frame(1 / 60)
    click(app, resume_button(app.ctx.scenes.top).rect.center)
    board = app.ctx.scenes.top
    held = threading.Event()
    writer.submit("held", held.wait)  # the writer busy with an earlier job
    try:
        for action in full.actions[moment:]:
            board.apply(action)
        assert board.match.is_over
        folder = library.library_dir()
        assert not folder.exists() or not any(folder.iterdir())  # nothing written on the frame
        assert saves.autosave_path("daemon-dice").exists()
    finally:
        held.set()
    assert [g.game_id for g in library.list_games()] == ["daemon-dice"]  # it waits for the writer
    assert not saves.autosave_path("daemon-dice").exists()


def test_a_game_the_library_cannot_keep_keeps_its_autosave_until_it_can(home, app):
    (home / "library").write_text("a file where the library folder belongs")
    full = finished_match("daemon-dice", 2)
    moment = last_human_choice(full)
    saves.write_save(full.at(moment), saves.autosave_path("daemon-dice"))
    app.start()
    app.frame(1 / 60)
    menu = app.ctx.scenes.top
    click(app, resume_button(menu).rect.center)
    board = app.ctx.scenes.top
    for action in full.actions[moment:]:
        board.apply(action)
    writer.settle()  # the ended game is filed by the writer's thread,
    app.frame(1 / 60)  # its notice shown from the next frame on
    assert any("Past games" in toast.text for toast in app.ctx.toasts)
    assert saves.autosave_path("daemon-dice").exists()  # the game is not lost...
    assert not resume_button(menu).enabled  # ...nor offered as a Resume
    (home / "library").unlink()
    assert not resume_button(menu).enabled
    assert [g.game_id for g in library.list_games()] == ["daemon-dice"]
    assert not saves.autosave_path("daemon-dice").exists()
