"""The window's first picture, shown before the rest of the app is imported.

Why: importing every game's rules, the AI, the physics tray and every screen takes most of a
second, and a window that appears only after all of it (or stays black meanwhile) looks like a
program that hangs. So the window opens at once with the backdrop and the game's name where
the main menu has it, and the menu replaces it as soon as everything is loaded. This module
imports only pygame, the settings and the theme, never a game.

It also says whether there is a display at all (``display_problem``): that is known before
any window is opened.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "Dice Pandemonium")

import pygame  # noqa: E402  (the two settings above must be in place before SDL starts)

from game.audio import quiet_stderr  # noqa: E402
from game.settings import MAX_WINDOW, MIN_WINDOW, Settings  # noqa: E402

TITLE = "Dice Pandemonium"
OFF_SCREEN = ("offscreen", "dummy")
"""SDL's video drivers that draw into memory only: it falls back to one when there is no
display, and the app would then run invisibly until killed."""
NO_DISPLAY = ("Dice Pandemonium found no display to open its window on (to run it off screen "
              "on purpose, set SDL_VIDEODRIVER=dummy).")


def display_problem() -> str | None:
    """``None`` when the window can be shown, or the off-screen driver was asked for by name
    (tests, ``--smoke`` and the tools set ``SDL_VIDEODRIVER=dummy``); else the one sentence
    the player reads."""
    asked = os.environ.get("SDL_VIDEODRIVER", "").lower()
    try:
        with quiet_stderr():  # SDL complains in C on its way to the fallback driver
            pygame.display.init()
        driver = pygame.display.get_driver().lower()
    except pygame.error:
        return NO_DISPLAY
    if driver in OFF_SCREEN and driver not in asked:
        pygame.display.quit()
        return NO_DISPLAY
    return None


def clamp_size(size: tuple[int, int]) -> tuple[int, int]:
    """A window size inside [MIN_WINDOW, MAX_WINDOW] whatever was asked."""
    return (max(MIN_WINDOW[0], min(MAX_WINDOW[0], int(size[0]))),
            max(MIN_WINDOW[1], min(MAX_WINDOW[1], int(size[1]))))


def show_first_picture(settings: Settings, size: tuple[int, int] | None = None) -> bool:
    """Open the window (at the size the app will use) and show the backdrop and the title.
    True when it was shown; a full-screen start, or a window that cannot open, shows nothing
    here (the app opens its window itself and says what went wrong)."""
    if settings.fullscreen:
        return False
    # Lazy: the theme's fonts are loaded only when this picture is drawn.
    import scenes.theme as theme

    wanted = clamp_size(size or settings.window_size)
    try:
        pygame.display.init()
        pygame.display.set_caption(TITLE, TITLE)
        screen = pygame.display.set_mode(wanted, pygame.RESIZABLE)
        theme.draw_background(screen)
        theme.draw_title(screen, theme.scale_for(screen.get_size()))
        pygame.display.flip()
    except (pygame.error, OSError):
        return False
    return True


__all__ = ["NO_DISPLAY", "OFF_SCREEN", "TITLE", "clamp_size", "display_problem",
           "show_first_picture"]
