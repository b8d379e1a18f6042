"""The test modules' assertions rewritten ahead are the ones pytest then finds kept.

The rewriting forks a process per core, as the run's first process does before any thread
is started; a test process has threads (the AI's pipes, the file writer), so the check runs
in a fresh interpreter of its own."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

SCRIPT = """
import sys
from pathlib import Path

import pytest
from _pytest.assertion import rewrite

from tests.rewrite_ahead import rewrite_ahead

folder = Path(sys.argv[1])


class Check:
    def pytest_configure(self, config):
        print("first", rewrite_ahead(config, folder, []))
        for fn in sorted(folder.glob("*.py")):
            pyc = rewrite.get_cache_dir(fn) / (fn.name[:-3] + rewrite.PYC_TAIL)
            code = rewrite._read_pyc(fn, pyc)
            # kept, and the very code pytest's own rewriting of the module gives
            print(fn.name, code is not None and code == rewrite._rewrite_test(fn, config)[1])
        print("again", rewrite_ahead(config, folder, []))


pytest.main(["--collect-only", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
             str(folder)], plugins=[Check()])
"""


def test_modules_rewritten_ahead_are_found_kept_and_not_rewritten_again(tmp_path):
    folder = tmp_path / "suite"
    folder.mkdir()
    for number in range(9):
        (folder / f"test_made_{number}.py").write_text(
            f"def test_{number}():\n    value = {number}\n    assert value == {number}\n")
    env = dict(os.environ, PYTHONPYCACHEPREFIX=str(tmp_path / "kept"))
    run = subprocess.run([sys.executable, "-c", SCRIPT, str(folder)], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    lines = run.stdout.splitlines()
    assert "first 9" in lines, run.stdout + run.stderr
    assert all(f"test_made_{n}.py True" in lines for n in range(9)), run.stdout
    assert "again 0" in lines  # all kept: nothing to do the second time
