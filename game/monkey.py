"""Random input on every screen: seeded mouse, keys, any Unicode text, wheel and resizes.

Used by the test suite (a few thousand events) and by ``python -m game monkey`` (as many as
asked). Every event goes through the app's guarded handler, exactly as a real event does, so a
failure shows up as the app's crash screen; here it is counted and its traceback kept.
Scenes are found through the registries (``engine.all_games``, ``scenes.registry``), so every
game that registers is driven without a change here.
"""

from __future__ import annotations

import functools
import logging
import random
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

import game.library as library
from engine import all_games, get_game
from engine.core import Action, GameInfo, Resign
from game.app import App
from game.cli.headless import advance
from game.daemons import DaemonStore
from game.match import Match, Seat
from game.memory import peak_since_reset_mb, reset_peak, resident_mb
from game.tutorial import tutorial_games
from scenes.access_settings import AccessScene
from scenes.base import Scene
from scenes.keys_settings import KeysScene
from scenes.loading import LoadScene
from scenes.menu import MainMenu
from scenes.past_games import PastGamesScene
from scenes.registry import open_match, playable_games, setup_scene_for
from scenes.review_scene import ReviewScene
from scenes.rules import RulesScene
from scenes.settings_scene import SettingsScene
from scenes.setup import SetupScene
from scenes.stats_scene import StatsScene
from scenes.tutorial import start_lesson

MIN_RESIZE = (320, 200)
MAX_RESIZE = (3840, 2160)
KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_BACKSPACE, pygame.K_TAB,
        pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_a,
        pygame.K_z, pygame.K_0, pygame.K_9, pygame.K_u, pygame.K_r, pygame.K_l, pygame.K_h,
        pygame.K_m, pygame.K_F1, pygame.K_DELETE, pygame.K_HOME, pygame.K_END,
        pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_PLUS, pygame.K_MINUS, pygame.K_1)
MODS = (0, 0, 0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT, pygame.KMOD_ALT)
_CHAR_RANGES = (
    (0x20, 0x7E), (0x00, 0x1F), (0x7F, 0x9F), (0xC0, 0x24F), (0x300, 0x36F), (0x590, 0x6FF),
    (0x200B, 0x200F), (0x2028, 0x202E), (0x2060, 0x2064), (0xFEFF, 0xFEFF), (0xD800, 0xDFFF),
    (0xE000, 0xF8FF), (0x4E00, 0x4FFF), (0x1F300, 0x1F64F), (0xFFF0, 0xFFFF), (0xE0001, 0xE007F),
    (0x10FFF0, 0x10FFFF),
)


def random_text(rng: random.Random) -> str:
    """A string a hostile keyboard could send: controls, zero-width, lone surrogates, marks."""
    length = rng.choice((1, 1, 1, 2, 3, 8, 40, 300))
    chars = []
    for _ in range(length):
        low, high = rng.choice(_CHAR_RANGES)
        chars.append(chr(rng.randint(low, high)))
    return "".join(chars)


class EventMaker:
    """Makes random events aimed, half of the time, at what the top scene shows."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def position(self, app: App) -> tuple[int, int]:
        rng = self.rng
        w, h = app.ctx.size
        widgets = getattr(app.ctx.scenes.top, "ui", None)
        items = getattr(widgets, "items", None) or []
        roll = rng.random()
        if items and roll < 0.55:
            rect = rng.choice(items).rect
            return (rng.randint(rect.left, max(rect.left, rect.right - 1)),
                    rng.randint(rect.top, max(rect.top, rect.bottom - 1)))
        if roll > 0.97:
            return (rng.randint(-50, w + 50), rng.randint(-50, h + 50))
        return rng.randrange(max(1, w)), rng.randrange(max(1, h))

    def gesture(self, app: App) -> list[pygame.event.Event]:
        rng = self.rng
        kind = rng.random()
        if kind < 0.40:
            pos = self.position(app)
            button = 1 if rng.random() < 0.85 else rng.choice((2, 3, 4, 5))
            return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                       buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
        if kind < 0.52:
            start, end = self.position(app), self.position(app)
            mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
            return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                    pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1),
                                       buttons=(1, 0, 0)),
                    pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1),
                                       buttons=(1, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)]
        if kind < 0.62:
            return [pygame.event.Event(pygame.MOUSEMOTION, pos=self.position(app), rel=(0, 0),
                                       buttons=(0, 0, 0))]
        if kind < 0.76:
            key, mod = rng.choice(KEYS), rng.choice(MODS)
            return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="",
                                       scancode=0),
                    pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)]
        if kind < 0.90:
            return [pygame.event.Event(pygame.TEXTINPUT, text=random_text(rng))]
        if kind < 0.98:
            return [pygame.event.Event(pygame.MOUSEWHEEL, x=rng.randint(-3, 3),
                                       y=rng.randint(-6, 6), flipped=False,
                                       precise_x=0.0, precise_y=0.0)]
        size = (rng.randint(MIN_RESIZE[0], MAX_RESIZE[0]), rng.randint(MIN_RESIZE[1],
                                                                         MAX_RESIZE[1]))
        if rng.random() < 0.5:
            size = (rng.randint(MIN_RESIZE[0], 1400), rng.randint(MIN_RESIZE[1], 900))
        return [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])]


# ------------------------------------------------------------------------------- the scenes
MID_GAME_MOVES = 25
"""Actions (dice included) a mid-game screen's match has been played for."""


def mid_game(info: GameInfo, seed: int) -> Match:
    """A match of ``info`` some moves in, a person against the AI: a new match each call (a
    screen may change it), its moves chosen once a run (``_mid_game_actions``)."""
    match = _opening(info, seed)
    for action in _mid_game_actions(info.game_id, seed):
        match.apply(action)
    return match


def _opening(info: GameInfo, seed: int) -> Match:
    seats = [Seat("human")] + [Seat("ai", "easy")] * (max(2, info.min_seats) - 1)
    return Match(info, info.default_options(), seats, seed=seed)


@functools.cache
def _mid_game_actions(game_id: str, seed: int) -> tuple[Action, ...]:
    """The seeded players' moves into a mid-game match. Why kept: a screen is reopened
    whenever random input has led away from it (and the board's and the review's openers
    ask for the same match), and choosing the moves is most of the cost of opening it;
    the same seed gives the same moves."""
    match = _opening(get_game(game_id), seed)
    advance(match, MID_GAME_MOVES, seed)
    return tuple(match.actions)


def scene_names() -> list[str]:
    """Every scene the monkey drives, in order (the same names ``scene_openers`` uses)."""
    names = ["menu"]
    for info in playable_games():
        names += [f"{kind}:{info.game_id}"
                  for kind in ("setup", "generic-setup", "board", "rules", "review")]
    lessons = set(tutorial_games())
    names += [f"lesson:{info.game_id}" for info in playable_games() if info.game_id in lessons]
    names += ["load", "past-games", "settings", "access", "keys", "statistics"]
    if _registered("daemon-dice"):
        names.append("builder")
    if _registered("doodle-dice"):
        names += ["force-builder", "sketch-pad"]
    return names


def _registered(game_id: str) -> bool:
    return any(info.game_id == game_id for info in all_games())


def scene_openers(app: App, seed: int) -> dict[str, Callable[[], None]]:
    """Name -> a function that puts that scene on top of the main menu."""
    ctx = app.ctx

    def on_menu(make: Callable[[], Scene]) -> Callable[[], None]:
        def opener() -> None:
            ctx.scenes.reset(MainMenu(ctx))
            ctx.scenes.push(make())
        return opener

    openers: dict[str, Callable[[], None]] = {"menu": lambda: ctx.scenes.reset(MainMenu(ctx))}
    for info in playable_games():
        openers[f"setup:{info.game_id}"] = on_menu(functools.partial(setup_scene_for, ctx, info))
        openers[f"generic-setup:{info.game_id}"] = on_menu(functools.partial(SetupScene, ctx, info))

        def board(i=info) -> None:
            ctx.scenes.reset(MainMenu(ctx))
            open_match(ctx, mid_game(i, seed))
        openers[f"board:{info.game_id}"] = board
        openers[f"rules:{info.game_id}"] = on_menu(
            functools.partial(RulesScene, ctx, info.game_id))

        def review(i: GameInfo = info) -> Scene:
            return ReviewScene(ctx, mid_game(i, seed))
        openers[f"review:{info.game_id}"] = on_menu(review)

        def lesson(i: GameInfo = info) -> None:
            ctx.scenes.reset(MainMenu(ctx))
            start_lesson(ctx, i.game_id)
        openers[f"lesson:{info.game_id}"] = lesson
    openers["load"] = on_menu(lambda: LoadScene(ctx))

    def past_games() -> Scene:
        for info in playable_games()[:2]:  # a couple of games resigned, so rows are there
            ended = mid_game(info, seed)
            ended.apply(Resign(0))
            library.keep_finished(ended)
        return PastGamesScene(ctx)
    openers["past-games"] = on_menu(past_games)
    openers["settings"] = on_menu(lambda: SettingsScene(ctx))
    openers["access"] = on_menu(lambda: AccessScene(ctx))
    openers["keys"] = on_menu(lambda: KeysScene(ctx))
    openers["statistics"] = on_menu(lambda: StatsScene(ctx))
    # A game's own screens are imported only when the game is registered: they exist only then.
    if _registered("daemon-dice"):
        from scenes.daemondice.builder import DaemonBuilder

        openers["builder"] = on_menu(lambda: DaemonBuilder(ctx, 5, DaemonStore.load()))
    if _registered("doodle-dice"):
        openers.update(_doodle_openers(app, on_menu))
    return {name: openers[name] for name in scene_names()}


def _doodle_openers(app: App, on_menu: Callable[[Callable[[], Scene]], Callable[[], None]]
                    ) -> dict[str, Callable[[], None]]:
    """Doodle Dice's force builder and sketch pad (the pad with the demo dice, as the gallery
    shows it: the drawing, its labels and the monster book are what it keeps in memory)."""
    from engine import get_game
    from game.monsterbook import MonsterBook
    from scenes.doodledice.builder import ForceBuilder
    from scenes.sketch.demo_pad import DEMO_DICE, demo_can_place, demo_check
    from scenes.sketch.scene import SketchScene

    ctx = app.ctx
    info = get_game("doodle-dice")
    budget = int(info.default_options().get("budget", 0))
    return {
        "force-builder": on_menu(lambda: ForceBuilder(ctx, info.seat_names[0], budget, (),
                                                      lambda force: None)),
        "sketch-pad": on_menu(lambda: SketchScene(ctx, lambda result: None, dice=DEMO_DICE,
                                                  core_colour="red", can_place=demo_can_place,
                                                  check=demo_check, book=MonsterBook.load())),
    }


# ------------------------------------------------------------------------------- running
@dataclass
class SceneReport:
    name: str
    events: int = 0
    exceptions: int = 0
    peak_bytes: int = 0
    largest: tuple[int, int] = (0, 0)
    """The largest window (by area) the scene was driven at."""
    peak_rss_mb: float = 0.0
    """The highest resident memory while the scene was driven: the system's high-water mark
    for the scene where it keeps one (Linux), else the highest of samples after each event
    and frame."""
    errors: list[str] = field(default_factory=list)


class _Collect(logging.Handler):
    """Keeps each failure's message and traceback, with the window size it happened at."""

    def __init__(self, window: Callable[[], tuple[int, int]]) -> None:
        super().__init__(logging.ERROR)
        self.window = window
        self.records: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        w, h = self.window()
        text = f"{record.getMessage()} (window {w}x{h})"
        if record.exc_info:
            text += "\n" + logging.Formatter().formatException(record.exc_info)
        self.records.append(text)


def resize(app: App, size: tuple[int, int]) -> None:
    """Resize the window as the system would report it (leaving full screen first: random
    input may have turned it on, and a full screen keeps the display's own size)."""
    if app.ctx.settings.fullscreen:
        app.guarded(app.ctx.set_fullscreen, False)
    app.guarded(app.handle, pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                               h=size[1]))


def drive(app: App, name: str, opener: Callable[[], None], events: int,
          rng: random.Random, memory: Callable[[], int] | None = None,
          at_largest: bool = False) -> SceneReport:
    """Send ``events`` random events to the scene ``opener`` shows; reopen it when input has
    led away from it for a while (so each scene gets its share).

    ``at_largest``: the window is also made ``MAX_RESIZE`` as the scene opens and again half
    way (after random sizes have filled its caches), so every scene's peak includes the
    largest window however the random resizes fall."""
    report = SceneReport(name)
    collect = _Collect(lambda: app.ctx.size)
    logging.getLogger("game.app").addHandler(collect)
    maker = EventMaker(rng)
    crashes = app.crash_count
    exact_peak = reset_peak()
    try:
        app.guarded(opener)  # as a click opens it: a failure is the crash screen, counted
        target = type(app.ctx.scenes.top)
        away = 0
        largest_at = {0, events // 2} if at_largest else set()
        while report.events < events:
            if largest_at and report.events >= min(largest_at):
                largest_at.discard(min(largest_at))
                resize(app, MAX_RESIZE)
                app.frame(1 / 60)
            for event in maker.gesture(app):
                app.guarded(app.handle, event)
                report.events += 1
            if not exact_peak:
                report.peak_rss_mb = max(report.peak_rss_mb, resident_mb())
            app.ctx.running = True  # "Quit" on the menu must not end the run
            if rng.random() < 0.35:
                app.frame(rng.choice((1 / 60, 1 / 60, 0.1)))
                if not exact_peak:
                    report.peak_rss_mb = max(report.peak_rss_mb, resident_mb())
            if app.ctx.size[0] * app.ctx.size[1] > report.largest[0] * report.largest[1]:
                report.largest = app.ctx.size
            away = 0 if any(type(s) is target for s in app.ctx.scenes.stack) else away + 1
            if away > 25:
                app.guarded(opener)
                away = 0
        app.frame(1 / 60)
    finally:
        logging.getLogger("game.app").removeHandler(collect)
    if exact_peak:  # (no sample is above it: the samples are taken only where it is not kept)
        report.peak_rss_mb = max(report.peak_rss_mb, peak_since_reset_mb())
    report.exceptions = app.crash_count - crashes
    report.errors = collect.records
    if memory is not None:
        report.peak_bytes = memory()
    return report
