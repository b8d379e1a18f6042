"""Test set-up: headless SDL and a throw-away data folder, so tests never touch the player's."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["DICE_PANDEMONIUM_HOME"] = tempfile.mkdtemp(prefix="dp-test-home-")

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


@pytest.fixture
def app():
    """A real app window (dummy video) with instant animations, shut down after the test."""
    import pygame

    from game.app import App
    from game.settings import settings_path

    # Every test starts from the default settings: a test that switched something on (and the
    # app saves settings when it shuts down) must not change how later tests play.
    settings_path().unlink(missing_ok=True)
    application = App(size=(1280, 720))
    application.ctx.settings.animation = "instant"
    yield application
    if pygame.get_init():
        application.shutdown()
