"""The application shell: window, main loop, the first scene and the crash screen.

Why every scene call is guarded: an unexpected exception in a scene must not close the app or
lose a game. It is logged to the data folder, the stack goes back to the main menu and a crash
screen says so; the autosave (written only after an action succeeded) holds the last good move.
"""

from __future__ import annotations

import logging
import os
import time
import warnings
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "Dice Pandemonium")

import pygame  # noqa: E402  (the two settings above must be in place before SDL starts)

import game.ai.worker as ai_worker  # noqa: E402
import game.collector as collector  # noqa: E402
import game.pygame_session as pygame_session  # noqa: E402
from game import saves  # noqa: E402
from game.analysis.rater import idle, rater_service  # noqa: E402
from game.applog import setup_logging  # noqa: E402
from game.audio import init_mixer_quietly  # noqa: E402
from game.file_writer import writer  # noqa: E402
from game.match import Match  # noqa: E402
from game.memory import return_large_blocks  # noqa: E402
from game.paths import data_problem  # noqa: E402
from game.settings import MIN_WINDOW, Settings, load_settings_with_notice, save_settings  # noqa: E402
from game.splash import (  # noqa: E402, F401  (NO_DISPLAY, display_problem: the app's own words)
    NO_DISPLAY,
    TITLE,
    clamp_size,
    display_problem,
)
from game.stats import stats_service  # noqa: E402
from scenes import focus  # noqa: E402
from scenes.access_settings import apply_access  # noqa: E402
from scenes.base import SceneManager  # noqa: E402
from scenes.board.meter import meter_service  # noqa: E402
from scenes.context import AppContext  # noqa: E402
from scenes.crash import CrashScene  # noqa: E402
from scenes.driver import ai_service  # noqa: E402
from scenes.menu import MainMenu  # noqa: E402
from scenes.registry import open_match  # noqa: E402
from scenes.review_scene import ReviewScene  # noqa: E402
from scenes.widgets import draw_cut_hover  # noqa: E402

MIN_SIZE = MIN_WINDOW
CRASH_LOOP = 3
"""Crashes in a row without one good frame after which the app gives up (cleanly)."""

log = logging.getLogger("game.app")


class App:
    def __init__(self, size: tuple[int, int] | None = None,
                 loaded: tuple[Settings, str] | None = None) -> None:
        """``loaded``: the settings and their notice when they were read already (the first
        picture, ``game.splash``, opened the window at their size)."""
        self.started = time.perf_counter()
        return_large_blocks()  # resizing to 4K and back must not leave the memory behind
        self.log_path = setup_logging()
        pygame_session.begin()  # what earlier sessions cached is forgotten
        init_mixer_quietly()
        focus.show(False)  # the keyboard's focus ring starts hidden (until a focus key)
        pygame.display.set_caption(TITLE, TITLE)
        settings, self.settings_notice = loaded or load_settings_with_notice()
        self.windowed_size = clamp_size(size or settings.window_size)
        self.ctx = AppContext(settings=settings, scenes=SceneManager(), size=self.windowed_size)
        apply_access(settings)
        self.ctx.fullscreen_handler = self._set_fullscreen
        self.screen = self._open_window(settings.fullscreen)
        self.clock = pygame.time.Clock()
        self.frame_times: list[float] = []
        self.first_frame_at: float | None = None
        self.crashes_in_a_row = 0
        self.crash_count = 0
        self.drawing = True
        """False: frames update scenes and handle input but draw nothing; test robots that
        play long stretches draw (``draw``) only when they look at the screen."""

    # ------------------------------------------------------------------ window
    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            try:
                screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.ctx.settings.fullscreen = False
                return self._open_window(False)
        else:
            screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", DeprecationWarning)
                    pygame.Window.from_display_module().minimum_size = MIN_SIZE
            except (AttributeError, pygame.error):
                pass  # without it, _resized still puts the window back to MIN_SIZE
        self.ctx.size = screen.get_size()
        return screen

    def _set_fullscreen(self, on: bool) -> None:
        self.screen = self._open_window(on)
        self.ctx.scenes.resized(self.ctx.size)

    def _resized(self, size: tuple[int, int]) -> None:
        """Any size the system reports is clamped; a window made smaller than the minimum is
        set back to it (layouts are made for at least MIN_SIZE)."""
        try:
            wanted = clamp_size((int(size[0]), int(size[1])))
        except (TypeError, ValueError, IndexError, OverflowError):
            wanted = self.windowed_size
        if self.ctx.settings.fullscreen:
            self.screen = pygame.display.get_surface() or self.screen
        else:
            self.windowed_size = wanted
            self.ctx.settings.window_size = wanted
            current = pygame.display.get_surface()
            if current is None or current.get_size() != wanted:
                current = pygame.display.set_mode(wanted, pygame.RESIZABLE)
            self.screen = current
        self.ctx.size = self.screen.get_size()
        self.ctx.scenes.resized(self.ctx.size)

    # ------------------------------------------------------------------ loop
    def start(self) -> None:
        writer.start()  # autosaves, statistics and settings are written off the frame path
        self.ctx.scenes.push(MainMenu(self.ctx))
        for notice in (data_problem(), self.settings_notice):
            if notice:
                self.ctx.toast(notice, 8, error=True)

    def open_save(self, path: Path, review: bool = False) -> Match | None:
        """Open the save at ``path`` over the main menu (``review``: with its review screen on
        top); a refused file is a toast."""
        try:
            match = saves.load_match(path)
        except saves.SaveError as error:
            self.ctx.toast(str(error), 8, error=True)
            return None
        open_match(self.ctx, match)
        if review:
            self.ctx.scenes.push(ReviewScene(self.ctx, match, f"Review: {path.name}"))
        return match

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.ctx.running = False
        elif event.type == pygame.VIDEORESIZE:
            self._resized(event.size)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.ctx.set_fullscreen(not self.ctx.settings.fullscreen)
        else:
            self.ctx.scenes.handle_event(event)

    def guarded(self, step: Callable[..., Any], *args: Any) -> None:
        """Run one scene step; an exception becomes the crash screen instead of a traceback."""
        try:
            step(*args)
        except Exception as error:  # the one place every unexpected failure is caught
            self._crashed(error)

    def _crashed(self, error: Exception) -> None:
        self.crash_count += 1
        self.crashes_in_a_row += 1
        log.error("a scene failed", exc_info=error)
        matches = [match for match in (getattr(scene, "match", None)
                                       for scene in self.ctx.scenes.stack)
                   if isinstance(match, Match)]
        game_saved = bool(matches) and all(saves.is_kept(m) for m in matches)
        if self.crashes_in_a_row >= CRASH_LOOP:
            log.error("the app kept failing; it stops here")
            self.ctx.running = False
            return
        what = f"{type(error).__name__}: {error}"
        try:
            while self.ctx.scenes.stack:  # leave each scene (the board's match stops here)
                try:
                    self.ctx.scenes.stack.pop().exit()
                except Exception:
                    log.warning("a scene failed while closing", exc_info=True)
            self.ctx.scenes.push(MainMenu(self.ctx))
            if self.crashes_in_a_row < CRASH_LOOP - 1:
                self.ctx.scenes.push(CrashScene(self.ctx, game_saved, str(self.log_path or ""),
                                                what))
        except Exception:
            log.error("the crash screen failed too", exc_info=True)
            self.ctx.running = False

    def frame(self, dt: float) -> None:
        ai_worker.frame_started()  # the AI's jobs handed over in this frame go once it is shown
        try:
            self._frame(dt)
        finally:
            ai_worker.frame_done()

    def _frame(self, dt: float) -> None:
        events = pygame.event.get()
        for event in events:
            self.guarded(self.handle, event)
        tick = time.perf_counter()
        # Before anything is drawn: pictures let go of by the input (a screen closed, the
        # window resized) are freed before the new ones are made, not held beside them.
        collector.on_frame()
        crashes = self.crash_count
        self.guarded(self.ctx.scenes.update, dt)
        self.guarded(self.rate_finished_games, dt)
        self.ctx.update_toasts(dt)
        shown = False
        if self.drawing:
            key = self.picture_key()
            # Input (a hover, a click, the window uncovered) always draws; otherwise only a
            # picture that would come out different from the one on screen is drawn.
            if events or key is None or key != self.shown_key or self.crash_count != crashes:
                self.draw()
                shown = True
            self.shown_key = key if self.crash_count == crashes else None
        if self.crash_count == crashes:
            self.crashes_in_a_row = 0
        self.frame_times.append(time.perf_counter() - tick)
        if shown:
            pygame.display.flip()
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter()

    def start_helpers(self) -> None:
        """Start the AI's process, and the win-chance meter's when the meter is on: the app's
        loop calls this once its first frame is shown, while the player is still in the menus
        (the tools, which draw screens without playing, do not).

        Why not when a board opens (as ``BoardScene.warm_up`` would): a helper's first second
        is importing the engine and the AI, and a board's first throw made beside two of them
        waited for a core in its frames (``docs/performance.md``); started with the app, they
        are ready by the time a person has clicked through to a game. They run at a lower
        priority (``game.background``) and sit idle until asked."""
        ai_service(self.ctx).warm()
        if self.ctx.settings.win_meter:
            meter_service(self.ctx).warm()

    def rate_finished_games(self, dt: float) -> None:
        """Finished games rated in the background while no game is played (``Rater``)."""
        services = self.ctx.services
        rater_service(services).poll(lambda: stats_service(services),
                                     idle(self.ctx.scenes.stack), dt)

    shown_key: Hashable | None = None
    """The ``picture_key`` of the frame on the window (``None``: none, or not comparable)."""

    def picture_key(self) -> Hashable | None:
        """What the window's picture depends on apart from input: the scenes' keys, the
        notice on show and the window itself (``None``: it must be drawn)."""
        scenes = self.ctx.scenes.picture_key()
        if scenes is None:
            return None
        toasts = self.ctx.toasts
        notice = (id(toasts[0]), len(toasts)) if toasts else None
        return scenes, notice, id(self.screen), self.screen.get_size(), self.ctx.scale

    def draw(self) -> None:
        """Draw the scenes and toasts on the window's surface (shown at the next flip)."""
        self.guarded(self.ctx.scenes.draw, self.screen, self.ctx.draw_toasts)
        self.guarded(draw_cut_hover, self.screen, pygame.mouse.get_pos())

    def run(self, max_frames: int | None = None) -> int:
        if not self.ctx.scenes.stack:
            self.start()
        frames = 0
        try:
            while self.ctx.running and self.ctx.scenes.stack:
                dt = self.clock.tick(60) / 1000.0
                self.frame(min(dt, 0.1))
                frames += 1
                if frames == 1:
                    self.start_helpers()
                if max_frames is not None and frames >= max_frames:
                    break
        finally:
            self.shutdown()
        return 0

    def shutdown(self) -> None:
        save_settings(self.ctx.settings)
        while self.ctx.scenes.stack:
            try:
                self.ctx.scenes.pop()
            except Exception:
                log.warning("a scene failed while closing", exc_info=True)
        for service in self.ctx.services.values():
            close = getattr(service, "close", None)
            if callable(close):
                close()
        self.ctx.services.clear()
        writer.stop()  # every waiting write reaches the disk before the app is gone
        pygame_session.end()
