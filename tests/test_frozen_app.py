"""The standalone build: PyInstaller makes the one-folder app from build.spec, and it starts on
its own (no Python on PATH, no source tree, no site-packages), plays a few moves and exits 0."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(shutil.which("pyinstaller") is None and
                    not (Path(sys.executable).parent / "pyinstaller").exists(),
                    reason="PyInstaller is installed by the test extra")
def test_built_executable_starts_without_python(tmp_path):
    pyinstaller = Path(sys.executable).parent / "pyinstaller"
    command = [str(pyinstaller) if pyinstaller.exists() else "pyinstaller"]
    subprocess.run(
        [*command, str(ROOT / "build.spec"), "--noconfirm", "--log-level", "WARN",
         "--distpath", str(tmp_path / "dist"), "--workpath", str(tmp_path / "build")],
        cwd=ROOT, check=True, timeout=900,
    )
    exe = tmp_path / "dist" / "dice-pandemonium" / "dice-pandemonium"
    if sys.platform == "win32":
        exe = exe.with_suffix(".exe")
    assert exe.exists()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {
        "PATH": "/usr/bin:/bin",  # no virtual environment, no python on purpose
        "HOME": str(elsewhere),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "DICE_PANDEMONIUM_HOME": str(elsewhere / "data"),
    }
    if sys.platform == "win32":
        env["SYSTEMROOT"] = os.environ.get("SYSTEMROOT", "")
    result = subprocess.run([str(exe), "--smoke", "--frames", "120"], cwd=elsewhere, env=env,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke ok" in result.stdout
