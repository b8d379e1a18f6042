"""The gallery pictures every screen at the three window sizes we promise, and none of them
cuts a text or lays two registered rectangles over each other (a card over what it is about
counts), beyond the lines still listed in ``KNOWN``.

Every screen is checked at 960x600 (the tightest); the app's own screens at all three sizes;
each game at one larger size too (``SIZES``), so every game is seen at two sizes. One test per
group (the app, each game) pictures it at its sizes, so no test holds the whole gallery, and
the analysis behind a game's review, the seeded players' moves and the meter's figures are
worked out once for all its sizes, and the app's for all its tests (``_analysed_once``,
``_played_once``: the layout is what differs between sizes, text sizes and palettes, not the
game, its moves or its analysis); the analyses and the players' moves on a board are
recorded (``tests.gallery_recording``).
``python -m game gallery --size WxH`` checks everything at any size.
"""

from __future__ import annotations

import os

import pytest

import game.gallery
import scenes.review_scene
from game import paths
from game.cli.arguments import run_tool
from game.cli.gallery import main as gallery_main
from game.cli.gallery import picture_all, write
from tests import gallery_recording

SMALLEST = (960, 600)
SIZES: dict[str, list[tuple[int, int]]] = {
    "app": [SMALLEST, (1280, 720), (1920, 1080)],
    "66d6": [SMALLEST, (1280, 720)],
    "daemon-dice": [SMALLEST, (1280, 720)],
    "doodle-dice": [SMALLEST, (1280, 720)],
    "dice-demons": [SMALLEST, (1920, 1080)],
    "death-by-dice": [SMALLEST, (1920, 1080)],
}
"""The sizes each group of screens is pictured at."""

MOMENTS = ("setup", "board-opening", "board-mid", "board-final", "game-over", "hand-off",
           "review", "rules", "rolling")
"""Screens every game has."""

EXTRAS = {"daemon-dice": ("builder", "legend"),
          "doodle-dice": ("sketch-pad", "monster-book", "force-builder", "crowded-outcome-1")}
"""A game's own screens, from its registration."""

KNOWN: dict[tuple[int, int], set[str]] = {(960, 600): set(), (1280, 720): set(),
                                           (1920, 1080): set()}
"""Problem lines still to fix, per size. A listed line that no longer shows fails the test
too: the list only shrinks (remove a line once its problem is fixed)."""


@pytest.fixture(autouse=True)
def _own_data_folder(monkeypatch, tmp_path):
    """Saves and past games of this test only (the gallery keeps a few)."""
    monkeypatch.setenv("DICE_PANDEMONIUM_HOME", str(tmp_path / "data"))
    paths.forget_data_folder()
    yield
    paths.forget_data_folder()


ANALYSED: dict[str, object] = {}
PLAYED: dict[str, tuple[list, object]] = {}
CHOSEN: dict[str, list] = {}
FIGURED: dict[object, object] = {}
REVIEWED: dict[object, object] = {}
"""What ``_analysed_once`` and ``_played_once`` worked out in this test process, by the
match (or position) and arguments it was worked out for."""


@pytest.fixture
def _analysed_once(monkeypatch):
    """The gallery's analyses (a finished game's review, the Statistics rating) read from
    their recording (``tests.gallery_recording``: the same game and judge give the same
    analysis) or, for a game or judge not recorded, worked out once per game and reused at the
    next size; so is the review screen's chance of every state (``build_review``, immutable:
    the same match and log give the same review)."""
    analyse = game.gallery.analyse
    done = ANALYSED

    def once(match, *args, **kwargs):
        key = gallery_recording.key_of(match, args, kwargs)
        if key not in done:
            done[key] = gallery_recording.recorded(key) or analyse(match, *args, **kwargs)
        return done[key]

    monkeypatch.setattr(game.gallery, "analyse", once)
    build_review = scenes.review_scene.build_review

    def reviewed_once(match):
        key = (gallery_recording.position(match), tuple(entry.text for entry in match.log))
        if key not in REVIEWED:
            REVIEWED[key] = build_review(match)
        return REVIEWED[key]

    monkeypatch.setattr(scenes.review_scene, "build_review", reviewed_once)


@pytest.fixture
def _played_once(monkeypatch):
    """The gallery's seeded players (``advance``, ``play_until``, and ``seeded_actions``,
    which plays the outcome cards' games through their boards), its win-chance meter
    (``win_chances``) and its hint (``advise``) worked out once per game and reused at the
    next size: the same match, seed and players give the same moves and figures, so at the
    next size the moves are applied again (``Match.apply``, as the first time) without the
    players choosing them; their moves at the first size come from the recording
    (``tests.gallery_recording``) when it has them."""
    advance, play_until = game.gallery.advance, game.gallery.play_until
    seeded_actions = game.gallery.seeded_actions
    played, chosen, figures = PLAYED, CHOSEN, FIGURED

    position = gallery_recording.position

    def once(play):
        def replayed(match, *args):
            key = position(match, *args)
            if key not in played:
                line = gallery_recording.recorded_line(play.__name__, match, args)
                if line is not None:
                    played[key] = line
            if key in played:
                actions, result = played[key]
                for action in actions:
                    match.apply(action)
                return result
            start = len(match.actions)
            result = play(match, *args)
            played[key] = (list(match.actions[start:]), result)
            return result

        return replayed

    def figured_once(name: str):
        work = getattr(game.gallery, name)

        def figured(state, *args):
            key = (name, state.key(), args)
            if key not in figures:
                figures[key] = work(state, *args)
            return figures[key]

        monkeypatch.setattr(game.gallery, name, figured)

    def actions_once(match, *args):
        """The actions the players chose from this position the first time (or as recorded:
        ``tests.gallery_recording``); should a later size ask for more, the players choose
        on, on a copy of the position played along from the start so their dice and choices
        are the ones they would make."""
        known = chosen.setdefault(position(match, *args), [])
        if not known:
            known.extend(gallery_recording.recorded_choices(match, args))
        if not known:
            for action in seeded_actions(match, *args):
                known.append(action)
                yield action
            return
        start = match.at(len(match.actions))
        for action in list(known):
            if match.is_over:
                return
            yield action
        players = seeded_actions(start, *args)
        for _ in range(len(known)):
            start.apply(next(players))
        for action in players:
            start.apply(action)
            known.append(action)
            yield action

    monkeypatch.setattr(game.gallery, "advance", once(advance))
    monkeypatch.setattr(game.gallery, "play_until", once(play_until))
    monkeypatch.setattr(game.gallery, "seeded_actions", actions_once)
    figured_once("win_chances")
    figured_once("advise")


def _known(size: tuple[int, int], group: str) -> set[str]:
    """The known problem lines of ``group``'s screens at ``size``."""
    def group_of(line: str) -> str:
        screen = line.split(":")[0]
        return screen.split("/")[0] if "/" in screen else "app"

    return {line for line in KNOWN[size] if group_of(line) == group}


def _check_problems(problems: set[str], known: set[str]) -> None:
    assert problems - known == set(), "new problems:\n" + "\n".join(sorted(problems - known))
    assert known - problems == set(), "fixed, take off KNOWN:\n" + "\n".join(
        sorted(known - problems))


def test_every_screen_has_a_group_checked_at_the_smallest_size():
    """Every playable game is pictured, at the smallest size and one more."""
    from scenes.registry import playable_games

    assert {info.game_id for info in playable_games()} | {"app"} == set(SIZES)
    for group, sizes in SIZES.items():
        assert sizes[0] == SMALLEST and len(sizes) >= 2, group
    assert {size for sizes in SIZES.values() for size in sizes} == set(KNOWN)


def test_the_app_screens_cut_no_text_and_overlap_nothing(_analysed_once, _played_once):
    for size in SIZES["app"]:
        gallery = picture_all(size, games=[], keep=False)
        names = [shot.name for shot in gallery.shots]
        for screen in ("menu", "load", "past-games", "statistics", "settings",
                       "settings-access"):
            assert screen in names, (size, screen)
        _check_problems(set(gallery.problems), _known(size, "app"))


@pytest.mark.parametrize("game_id", [group for group in SIZES if group != "app"])
def test_no_screen_of_a_game_cuts_a_text_or_overlaps(game_id, _analysed_once, _played_once):
    for size in SIZES[game_id]:
        gallery = picture_all(size, games=[game_id], app=False, keep=False)
        names = [shot.name for shot in gallery.shots]
        for moment in MOMENTS:
            assert f"{game_id}/{moment}" in names, (size, moment)
        assert any(name.startswith(f"{game_id}/outcome-") for name in names), size
        for extra in EXTRAS.get(game_id, ()):
            assert f"{game_id}/{extra}" in names, (size, extra)
        _check_problems(set(gallery.problems), _known(size, game_id))


def test_the_pictures_sheets_page_and_report_are_written(tmp_path, _analysed_once,
                                                        _played_once):
    out = tmp_path / "gallery"
    gallery = picture_all((960, 600), games=[])  # the app's own screens: quick
    sheets = write(gallery, out)
    report = (out / "report.txt").read_text(encoding="utf-8").strip().splitlines()
    assert report[-1] == f"{len(gallery.problems)} problems"
    assert [p.name for p in sheets] == ["contact-app.png"]
    assert os.path.getsize(out / "contact-app.png") > 10_000
    assert (out / "menu.png").is_file() and (out / "settings.png").is_file()
    assert "past-games.png" in (out / "index.html").read_text(encoding="utf-8")


def test_the_tool_refuses_bad_input_in_one_line(capsys):
    assert run_tool("python -m game gallery", gallery_main,
                    ["--out", "x", "--size", "tiny"]) == 2
    assert run_tool("python -m game gallery", gallery_main,
                    ["--out", "x", "--game", "chess"]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 2


@pytest.mark.parametrize("text_size", [80, 200])
def test_the_app_screens_fit_at_the_smallest_and_largest_text_size(text_size, _analysed_once,
                                                                   _played_once):
    """The menus and settings at the tightest window, in a colour-blind palette too."""
    gallery = picture_all((960, 600), games=[], keep=False, vision="deuteranopia",
                          text_size=text_size)
    assert "settings-access" in [shot.name for shot in gallery.shots]
    assert gallery.problems == []
