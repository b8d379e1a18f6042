"""Started with no display, the app says so in one sentence and exits 2 instead of running
invisibly on SDL's off-screen driver; asked for by name, the off-screen driver still works."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from game.app import NO_DISPLAY, display_problem

ROOT = Path(__file__).resolve().parents[1]


def test_without_a_display_the_app_says_so_and_exits_2(tmp_path):
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env["DICE_PANDEMONIUM_HOME"] = str(tmp_path)
    done = subprocess.run([sys.executable, "-m", "game"], cwd=ROOT, env=env, timeout=60,
                          capture_output=True, text=True)
    assert done.returncode == 2
    assert done.stderr.strip() == NO_DISPLAY
    assert not done.stdout.strip()


def test_the_off_screen_driver_asked_for_by_name_is_no_problem():
    assert os.environ["SDL_VIDEODRIVER"] == "dummy"  # as the tests and tools set it
    assert display_problem() is None
