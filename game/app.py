"""The application shell: window, main loop and the first scene."""

from __future__ import annotations

import time
import warnings

import pygame

from game.settings import load_settings, save_settings
from game.tray.render import reset_renderers
from scenes import theme
from scenes.base import SceneManager
from scenes.context import AppContext

MIN_SIZE = (960, 600)
TITLE = "Dice Pandemonium"


def reset_caches() -> None:
    """Drop every cached font and sprite: they belong to the pygame session being (re)started."""
    theme.reset_caches()
    reset_renderers()


class App:
    def __init__(self, size: tuple[int, int] | None = None) -> None:
        self.started = time.perf_counter()
        pygame.init()
        reset_caches()
        pygame.display.set_caption(TITLE)
        settings = load_settings()
        self.windowed_size = size or settings.window_size
        self.ctx = AppContext(settings=settings, scenes=SceneManager(), size=self.windowed_size)
        self.ctx.fullscreen_handler = self._set_fullscreen
        self.screen = self._open_window(settings.fullscreen)
        self.clock = pygame.time.Clock()
        self.frame_times: list[float] = []
        self.first_frame_at: float | None = None

    # ------------------------------------------------------------------ window
    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", DeprecationWarning)
                    pygame.Window.from_display_module().minimum_size = MIN_SIZE
            except (AttributeError, pygame.error):
                pass  # without it, _resized still clamps the layout to MIN_SIZE
        self.ctx.size = screen.get_size()
        return screen

    def _set_fullscreen(self, on: bool) -> None:
        self.screen = self._open_window(on)
        self.ctx.scenes.resized(self.ctx.size)

    def _resized(self, size: tuple[int, int]) -> None:
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        if not self.ctx.settings.fullscreen:
            self.windowed_size = size
            self.ctx.settings.window_size = size
        self.screen = pygame.display.get_surface()
        self.ctx.size = self.screen.get_size()
        self.ctx.scenes.resized(self.ctx.size)

    # ------------------------------------------------------------------ loop
    def start(self) -> None:
        from scenes.menu import MainMenu

        self.ctx.scenes.push(MainMenu(self.ctx))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.ctx.running = False
        elif event.type == pygame.VIDEORESIZE:
            self._resized(event.size)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.ctx.set_fullscreen(not self.ctx.settings.fullscreen)
        else:
            self.ctx.scenes.handle_event(event)

    def frame(self, dt: float) -> None:
        for event in pygame.event.get():
            self.handle(event)
        tick = time.perf_counter()
        self.ctx.scenes.update(dt)
        self.ctx.update_toasts(dt)
        self.ctx.scenes.draw(self.screen)
        self.ctx.draw_toasts(self.screen)
        self.frame_times.append(time.perf_counter() - tick)
        pygame.display.flip()
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter()

    def run(self, max_frames: int | None = None) -> int:
        if not self.ctx.scenes.stack:
            self.start()
        frames = 0
        try:
            while self.ctx.running and self.ctx.scenes.stack:
                dt = self.clock.tick(60) / 1000.0
                self.frame(min(dt, 0.1))
                frames += 1
                if max_frames is not None and frames >= max_frames:
                    break
        finally:
            self.shutdown()
        return 0

    def shutdown(self) -> None:
        save_settings(self.ctx.settings)
        while self.ctx.scenes.stack:
            self.ctx.scenes.pop()
        for service in self.ctx.services.values():
            close = getattr(service, "close", None)
            if callable(close):
                close()
        self.ctx.services.clear()
        reset_caches()
        pygame.quit()
