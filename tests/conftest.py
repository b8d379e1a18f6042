"""Test set-up: headless SDL and a throw-away data folder, so tests never touch the player's."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["DICE_PANDEMONIUM_HOME"] = tempfile.mkdtemp(prefix="dp-test-home-")

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
