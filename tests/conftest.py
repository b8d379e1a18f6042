"""Test set-up: headless SDL, a throw-away data folder (tests never touch the player's) and an
AI without time caps (tests replay the same way however busy the machine is)."""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path
from types import SimpleNamespace

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["DICE_PANDEMONIUM_HOME"] = tempfile.mkdtemp(prefix="dp-test-home-")
os.environ["DICE_PANDEMONIUM_LAYOUT_LOG"] = "1"  # every cut text and overlap is recorded

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.ai.planners import UNTIMED  # noqa: E402 (the project is on the path only now)

# The AI ignores its time cap in tests (and in the worker processes they start), so a game a
# test plays goes the same way on a busy CI machine as on an idle one (``planners.UNTIMED``).
os.environ[UNTIMED] = "1"


@pytest.fixture
def app(monkeypatch):
    """A real app window (dummy video) with instant animations, shut down after the test.

    Matches the test starts draw their dice seeds from a seeded sequence instead of the system's
    randomness, so a whole game through the UI plays the same way on every run (a rematch still
    gets a new seed)."""
    import pygame

    import game.match
    from game.app import App
    from game.settings import settings_path

    seeds = random.Random(20261126)
    monkeypatch.setattr(game.match, "random", SimpleNamespace(SystemRandom=lambda: seeds))

    # Every test starts from the default settings: a test that switched something on (and the
    # app saves settings when it shuts down) must not change how later tests play.
    settings_path().unlink(missing_ok=True)
    application = App(size=(1280, 720))
    application.ctx.settings.animation = "instant"
    yield application
    if pygame.get_init():
        application.shutdown()
