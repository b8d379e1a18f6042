"""Save management: one autosave per game kind, opening never deletes, the Load screen with
pictures, rename and delete, Resume naming its game, names checked before saving."""

from __future__ import annotations

import functools
from pathlib import Path

import pygame
import pytest

from engine import all_games, get_game
from engine.core import Action
from game import paths, saves
from game.cli.headless import advance
from game.file_writer import writer
from game.match import Match, Seat
from game.save_index import INDEX_NAME, SaveIndex
from scenes.loading import LoadScene
from scenes.menu import MainMenu
from scenes.name_dialog import NameDialog, save_as_dialog
from scenes.registry import playable_games
from tests.ui_robot import click, find_button, press


@pytest.fixture
def home(monkeypatch, tmp_path):
    monkeypatch.setenv("DICE_PANDEMONIUM_HOME", str(tmp_path))
    paths.forget_data_folder()
    yield tmp_path
    paths.forget_data_folder()


def new_match(game_id: str, seed: int = 3, moves: int = 12) -> Match:
    info = get_game(game_id)
    seats = [Seat("human")] + [Seat("ai", "easy")] * (info.min_seats - 1)
    match = Match(info, info.default_options(), seats, seed=seed)
    advance(match, moves, seed)
    return match


FINISHED = Path(__file__).parent / "data" / "finished"
"""The games ``finished_match`` gives, as saves (``finished_path``): the seeded greedy
players of 66d6 and Doodle Dice take seconds to play one to its end, in every test process
that asks for it; a save is replayed in a tenth of that. ``record_finished`` writes one."""


def finished_path(game_id: str, seed: int) -> Path:
    return FINISHED / f"{game_id}-{seed}.json"


def play_to_the_end(game_id: str, seed: int) -> Match:
    """A new match of ``game_id`` (a person against Easy) whose every move, the person's too,
    seeded greedy players choose until it ends."""
    match = new_match(game_id, seed, 0)
    advance(match, 20_000, seed)
    assert match.is_over
    return match


def record_finished(game_id: str, seed: int) -> Path:
    """Write ``play_to_the_end``'s game as the save ``finished_match`` replays (needed again
    only when a rules change refuses the recorded one)."""
    path = finished_path(game_id, seed)
    saves.write_save(play_to_the_end(game_id, seed), path)
    return path


@functools.cache
def _finished_actions(game_id: str, seed: int) -> tuple[Action, ...]:
    path = finished_path(game_id, seed)
    if path.is_file():
        match = saves.load_match(path)
    else:  # not recorded: the players choose the moves (once per test process)
        match = play_to_the_end(game_id, seed)
    return tuple(match.actions)


def finished_match(game_id: str, seed: int = 3) -> Match:
    """A new match of ``game_id`` played to the end by seeded greedy players (the recorded
    game when there is one). Each game is read once per test process; later calls apply the
    same actions again."""
    match = new_match(game_id, seed, 0)
    for action in _finished_actions(game_id, seed):
        match.apply(action)
    assert match.is_over
    return match


def snapshot(folder) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.glob("*.json") if not p.name.startswith(".")}


def test_each_game_kind_keeps_its_own_autosave(home):
    kinds = []
    for index, info in enumerate(all_games()):
        match = new_match(info.game_id, seed=index + 1)
        if not match.is_over:  # a tiny test game may end within its first moves: no autosave
            saves.autosave(match)
            kinds.append(info.game_id)
    assert {p.name for p in saves.resumable() for p in [p.path]} == \
        {f"autosave-{g}.json" for g in kinds}
    before = snapshot(home / "saves")
    saves.autosave(new_match("66d6", seed=99))  # a newer 66d6 game replaces only the 66d6 one
    after = snapshot(home / "saves")
    changed = {name for name in after if after[name] != before.get(name)}
    assert changed == {"autosave-66d6.json"}


def test_opening_a_finished_save_deletes_nothing(home, app, no_analysis):
    finished = finished_match("66d6", seed=2)
    path = saves.save_named(finished, "The end")
    running = new_match("66d6", seed=8)
    saves.autosave(running)
    before = snapshot(home / "saves")
    app.start()
    assert app.open_save(path) is not None
    for _ in range(5):
        app.frame(1 / 60)
    assert snapshot(home / "saves") == before


AUTOSAVED_MOVES = 10
"""How many of the finished game's last moves are played with its autosave on."""


def test_finishing_a_game_removes_only_its_own_autosave(home):
    other = new_match("daemon-dice", seed=2)
    saves.autosave(other)
    keep = (home / "saves" / "autosave-daemon-dice.json").read_bytes()
    match = new_match("66d6", seed=2, moves=0)
    actions = _finished_actions("66d6", 2)  # the game other tests finish too
    # Autosaved from its last moves on: each autosave rewrites the same file, so the hundreds
    # before them would only repeat it (the file is there before the last move either way).
    for action in actions[:-AUTOSAVED_MOVES]:
        match.apply(action)
    match.on_change = saves.autosave
    for action in actions[-AUTOSAVED_MOVES:-1]:
        match.apply(action)
    writer.settle()
    assert (home / "saves" / "autosave-66d6.json").exists()
    match.apply(actions[-1])
    assert match.is_over
    assert not (home / "saves" / "autosave-66d6.json").exists()
    assert (home / "saves" / "autosave-daemon-dice.json").read_bytes() == keep


def test_an_old_single_autosave_is_still_offered_and_then_filed_by_game(home):
    match = new_match("66d6", seed=6)
    saves.write_save(match, saves.autosave_path())  # the name earlier versions used
    assert [i.path.name for i in saves.resumable()] == ["autosave.json"]
    loaded = saves.load_match(saves.autosave_path())
    loaded.on_change = saves.autosave
    loaded.apply(loaded.state.legal_actions()[0] if loaded.seat_of_turn() is not None
                 else _a_roll(loaded))
    assert [i.path.name for i in saves.resumable()] == ["autosave-66d6.json"]


def _a_roll(match: Match):
    import random

    from engine.dice import roll

    return roll(match.state.roll_request(), random.Random(1))


def test_rename_delete_and_unsafe_names(home):
    match = new_match("66d6")
    path = saves.save_named(match, "First try")
    assert path.name == "First try.json"
    with pytest.raises(saves.SaveError, match="already a save called First try"):
        saves.save_named(match, "First try")
    with pytest.raises(saves.SaveError, match="cannot contain '/'"):
        saves.save_named(match, "../escape")
    renamed = saves.rename_save(path, "Second try")
    assert renamed.exists() and not path.exists()
    other = saves.save_named(match, "Other")
    with pytest.raises(saves.SaveError, match="already a save"):
        saves.rename_save(other, "Second try")
    assert other.exists() and renamed.exists()
    saves.delete_save(renamed)
    assert not renamed.exists() and other.exists()
    with pytest.raises(saves.SaveError, match="not one of your saves"):
        saves.delete_save(home / "settings.json")


def test_saves_are_listed_newest_first(home):
    import os

    match = new_match("66d6")
    made = [saves.save_named(match, f"Game {i}") for i in range(4)]
    for age, path in enumerate(made):
        os.utime(path, (1_000_000 + age, 1_000_000 + age))
    assert [i.path for i in saves.list_saves()] == list(reversed(made))


def wait_for_rows(app, scene: LoadScene, frames: int = 60) -> None:
    for _ in range(frames):
        app.frame(1 / 60)
        if all(r.summary is not None and (r.picture is not None or r.summary.problem)
               for r in scene.rows):
            return
    raise AssertionError("rows were not read")


def test_load_screen_shows_every_game_with_players_turn_and_picture(home, app):
    games = [info.game_id for info in playable_games()]
    for index, game_id in enumerate(games):
        saves.save_named(new_match(game_id, seed=index + 2, moves=30), f"Game {game_id}")
    (home / "saves" / "Broken.json").write_text('{"format": "dice-pandemonium-save", "ver')
    app.start()
    scene = LoadScene(app.ctx)
    app.ctx.scenes.push(scene)
    by_name = {}
    pages = -(-len(scene.entries) // scene.per_page())
    assert pages > 1  # five games and a broken file do not fit one page at 1280x720
    for page in range(pages):  # every page, as a player would turn them
        scene.page = page
        scene.layout()
        wait_for_rows(app, scene)
        by_name.update({row.info.title: row for row in scene.rows})
    for game_id in games:
        row = by_name[f"Game {game_id}"]
        assert row.summary.title == get_game(game_id).title
        assert "vs" in row.summary.players and row.summary.progress.startswith("Turn ")
        assert row.picture.get_size() == (192, 108)
        assert SaveIndex().thumb_path(row.summary).exists()
    assert "Broken.json" in by_name["Broken"].summary.problem
    assert (home / "saves" / "Broken.json").exists()  # listed with its problem, not touched
    app.frame(1 / 60)
    scene.back()
    assert (home / "saves" / INDEX_NAME).exists()
    again = LoadScene(app.ctx)  # a second opening reads the cache, not the saves
    assert all(row.summary is not None for row in again.rows)


def type_text(app, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.frame(1 / 60)


def erase(app, count: int) -> None:
    for _ in range(count):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0,
                                             unicode="", scancode=0))
    app.frame(1 / 60)


def test_rename_and_delete_from_the_load_screen(home, app):
    saves.save_named(new_match("66d6"), "Keep me")
    saves.save_named(new_match("dice-demons"), "Old name")
    app.start()
    scene = LoadScene(app.ctx)
    app.ctx.scenes.push(scene)
    wait_for_rows(app, scene)
    row = next(i for i, r in enumerate(scene.rows) if r.info.title == "Old name")
    renames = [w for w in scene.ui.items if getattr(w, "text", "") == "Rename"]
    click(app, renames[row].rect.center)
    dialog = app.ctx.scenes.top
    assert isinstance(dialog, NameDialog)
    erase(app, 20)
    type_text(app, "bad\u200b/name")  # the zero-width space is dropped while typing
    press(app, dialog.ui.items, "Rename")
    assert "cannot contain '/'" in dialog.problem and app.ctx.scenes.top is dialog
    erase(app, 20)
    type_text(app, "New name")
    press(app, dialog.ui.items, "Rename")
    assert isinstance(app.ctx.scenes.top, LoadScene)
    assert (home / "saves" / "New name.json").exists()
    assert not (home / "saves" / "Old name.json").exists()
    row = next(i for i, r in enumerate(scene.rows) if r.info.title == "New name")
    deletes = [w for w in scene.ui.items if getattr(w, "text", "") == "Delete"]
    click(app, deletes[row].rect.center)
    press(app, app.ctx.scenes.top.ui.items, "Delete")
    assert not (home / "saves" / "New name.json").exists()
    assert (home / "saves" / "Keep me.json").exists()
    assert [r.info.title for r in scene.rows] == ["Keep me"]


def test_load_screen_opens_a_save_on_its_board(home, app):
    saves.save_named(new_match("daemon-dice", moves=20), "Battle")
    app.start()
    scene = LoadScene(app.ctx)
    app.ctx.scenes.push(scene)
    wait_for_rows(app, scene)
    click(app, scene.rows[0].rect.center)
    board = app.ctx.scenes.top
    assert getattr(board, "match", None) is not None
    assert board.match.info.game_id == "daemon-dice" and len(board.match.actions) == 20


def test_resume_names_the_game_it_resumes(home, app):
    saves.autosave(new_match("dice-demons", seed=2))
    app.start()
    app.frame(1 / 60)
    menu = app.ctx.scenes.top
    assert isinstance(menu, MainMenu)
    button = find_button(menu.ui.items, "Resume")
    assert button.text == "Resume Dice Demons"
    assert "Turn" in button.tooltip or "turn" in button.tooltip
    press(app, menu.ui.items, "Resume")
    assert app.ctx.scenes.top.match.info.game_id == "dice-demons"


def test_save_as_refuses_unsafe_names_with_the_reason(home, app):
    match = new_match("66d6")
    app.start()
    dialog = save_as_dialog(app.ctx, match)
    app.ctx.scenes.push(dialog)
    app.frame(1 / 60)
    erase(app, 80)
    type_text(app, "CON")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))
    app.frame(1 / 60)
    assert "system keeps" in dialog.problem
    erase(app, 5)
    type_text(app, "Évening game")
    press(app, dialog.ui.items, "Save")
    assert (home / "saves" / "Évening game.json").exists()
    assert not isinstance(app.ctx.scenes.top, NameDialog)


def test_a_damaged_autosave_is_kept_aside_not_overwritten(home):
    damaged = home / "saves" / "autosave-66d6.json"
    damaged.parent.mkdir(parents=True, exist_ok=True)
    damaged.write_text('{"format": "dice-pandemonium-save", "actions": [')
    saves.autosave(new_match("66d6", seed=12))  # a new game of the same kind
    kept = list((home / "saves").glob("autosave-66d6.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text().endswith('"actions": [')
    assert saves.load_match(damaged).seed == 12


def test_a_save_that_cannot_be_opened_is_kept_aside_with_a_sentence(home, app):
    bad = home / "saves" / "Broken.json"
    bad.parent.mkdir(parents=True, exist_ok=True)
    bad.write_text('{"format": "dice-pandemonium-save", "version": 1, "game": "chess"}')
    app.start()
    scene = LoadScene(app.ctx)
    app.ctx.scenes.push(scene)
    wait_for_rows(app, scene)
    click(app, scene.rows[0].rect.center)
    assert isinstance(app.ctx.scenes.top, LoadScene)
    text = app.ctx.toasts[-1].text
    assert "Broken.json" in text and "no game called 'chess'" in text and "kept as" in text
    assert not bad.exists() and len(list((home / "saves").glob("Broken.damaged-*.json"))) == 1
    assert scene.rows == []


def test_files_vanishing_under_the_load_screen_do_not_stop_it(home, app):
    import shutil

    for index in range(3):
        saves.save_named(new_match("66d6", seed=index + 1), f"Game {index}")
    app.start()
    scene = LoadScene(app.ctx)
    app.ctx.scenes.push(scene)
    app.frame(1 / 60)
    shutil.rmtree(home / "saves")
    (home / "saves").write_text("now a file")
    for _ in range(6):
        app.frame(1 / 60)
    click(app, scene.rows[0].rect.center)  # its file is gone: a sentence, not a crash
    scene.refresh()
    app.frame(1 / 60)
    assert app.crash_count == 0 and app.ctx.toasts
    assert all(len(t.text) <= 300 for t in app.ctx.toasts)
    app.ctx.toast("Cannot be " + "9" * 100_000)
    app.frame(1 / 60)
    assert len(app.ctx.toasts[-1].text) <= 300
