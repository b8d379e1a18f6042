"""Starting the sound mixer without noise: no device must mean silence, not terminal spam.

SDL's audio back-ends (ALSA especially) print their failures straight to the process's error
stream from C, where Python cannot catch them. So the mixer is started once with that stream
pointed at the null device; if it fails, the app plays silently and never tries again.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator

import pygame

_failed = False


@contextlib.contextmanager
def quiet_stderr() -> Iterator[None]:
    """Send file descriptor 2 to the null device for the duration (C libraries included)."""
    try:
        sys.stderr.flush() if sys.stderr else None
        saved = os.dup(2)
    except (OSError, ValueError):
        yield  # no usable stream 2 (a windowed build): nothing to silence
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
            try:
                yield
            finally:
                os.dup2(saved, 2)
    finally:
        os.close(saved)


def init_mixer_quietly() -> bool:
    """Whether a mixer is running (started here if needed, silently; at most one attempt)."""
    global _failed
    if pygame.mixer.get_init() is not None:
        return True
    if _failed:
        return False
    try:
        with quiet_stderr():
            pygame.mixer.init()
    except Exception:  # no device, no driver, no SDL_mixer build: play silently
        pass
    if pygame.mixer.get_init() is None:
        _failed = True
        return False
    return True
