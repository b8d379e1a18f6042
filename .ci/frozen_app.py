"""CI step after the tests: build the standalone app with PyInstaller from build.spec and check
that it starts on its own (no Python on PATH, no source tree, no site-packages), plays a few
frames of a real match (``--smoke``) and exits 0.

Run with the project's virtual environment (PyInstaller comes with the build extra):
    .venv/bin/python .ci/frozen_app.py
Exit status 0 when the built app passed, 1 otherwise (with the reason on stderr). A separate
step and not a test: the build alone takes longer than the whole test suite may.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUILD_SECONDS = 900
RUN_SECONDS = 300


class CheckFailed(Exception):
    """The build or the built app failed; ``str()`` says how."""


def pyinstaller_command() -> list[str]:
    beside = Path(sys.executable).parent / "pyinstaller"
    if beside.exists():
        return [str(beside)]
    if shutil.which("pyinstaller"):
        return ["pyinstaller"]
    raise CheckFailed("PyInstaller is not installed (pip install -e '.[build]' brings it)")


def build(work: Path) -> Path:
    """The built executable, made from build.spec into ``work``."""
    subprocess.run(
        [*pyinstaller_command(), str(ROOT / "build.spec"), "--noconfirm", "--log-level", "WARN",
         "--distpath", str(work / "dist"), "--workpath", str(work / "build")],
        cwd=ROOT, check=True, timeout=BUILD_SECONDS,
    )
    exe = work / "dist" / "dice-pandemonium" / "dice-pandemonium"
    if sys.platform == "win32":
        exe = exe.with_suffix(".exe")
    if not exe.exists():
        raise CheckFailed(f"the build made no {exe.name}")
    return exe


def smoke_elsewhere(exe: Path, work: Path) -> str:
    """Run the built app's ``--smoke`` from an empty folder with a bare environment; its
    output when it passed."""
    elsewhere = work / "elsewhere"
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
                            capture_output=True, text=True, timeout=RUN_SECONDS)
    output = result.stdout + result.stderr
    if result.returncode != 0:
        raise CheckFailed(f"the built app exited with {result.returncode}:\n{output}")
    if "smoke ok" not in result.stdout:
        raise CheckFailed(f"the built app did not say 'smoke ok':\n{output}")
    return result.stdout


def main() -> int:
    with tempfile.TemporaryDirectory(prefix="dp-frozen-") as folder:
        work = Path(folder)
        try:
            exe = build(work)
            output = smoke_elsewhere(exe, work)
        except (CheckFailed, subprocess.CalledProcessError, subprocess.TimeoutExpired) as error:
            print(f"frozen app check FAILED: {error}", file=sys.stderr)
            return 1
    print(output.strip())
    print("frozen app check passed: the built app starts on its own and plays")
    return 0


if __name__ == "__main__":
    sys.exit(main())
