"""The pygame session the app or a tool draws in, and what is cached for it.

Why: fonts die with ``pygame.quit()``, and a font cached before a restart raises when it is
used after it; every text, sprite, panel and sound cached in a session belongs to it. So
whoever starts pygame to draw starts it here (``begin``): when pygame was started afresh
since the caches were filled, they are forgotten; when it is still the same session (the app
after its first picture, or a test process that keeps pygame between the app's tests), what
is cached is still good and stays. Whether the session is the same is asked of a font made
in it (``_canary``), so a restart by anyone, this module or not, is seen.
"""

from __future__ import annotations

import pygame

import scenes.text as text
import scenes.theme as theme
from game import cues
from game.audio import quiet_stderr
from game.tray.render import reset_renderers
from scenes.theme import MIN_TEXT

_canary: pygame.font.Font | None = None
"""A font made as the caches were last forgotten: it works while that session lasts."""


def _same_session() -> bool:
    if _canary is None:
        return False
    try:
        _canary.size("a")
    except pygame.error:  # "font module quit since font created"
        return False
    return True


def begin() -> None:
    """Start pygame (quietly: SDL's audio back-ends complain in C when there is no device;
    nothing when it runs already) and forget what was cached in an earlier session."""
    global _canary
    with quiet_stderr():
        pygame.init()
    if not _same_session():
        forget_caches()
        _canary = text.font(MIN_TEXT)


def forget_caches() -> None:
    """Drop every cached font, text, picture, sprite and sound (a test that measures what a
    screen renders from nothing asks for this too)."""
    theme.reset_caches()
    cues.player.forget()
    reset_renderers()


def end() -> None:
    """Close pygame (the window, the mixer and every font) and forget what was cached: a
    later caller in the process (a layout measuring text before any window) starts afresh."""
    pygame.quit()
    forget_caches()


__all__ = ["begin", "end", "forget_caches"]
