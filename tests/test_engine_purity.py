"""The engine is pure: no drawing, physics, clock, global randomness or files.

Why: the AI runs the engine in worker processes and tests run it thousands of times; a hidden
import of pygame or a call to the global RNG would make it slow, unreproducible or unpicklable.
"""

from __future__ import annotations

import ast
import functools
import subprocess
import sys
from pathlib import Path

from game.cli.import_circles import import_statements

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "engine"

FORBIDDEN_MODULES = {"pygame", "pymunk", "time", "datetime", "socket", "subprocess", "threading"}
"""Imports the engine must never make (display, physics, clocks, I/O, concurrency)."""


def _engine_files() -> list[Path]:
    files = sorted(ENGINE.rglob("*.py"))
    assert files
    return files


@functools.cache
def _engine_calls() -> tuple[tuple[Path, ast.Call], ...]:
    """Every call written in the engine, with its file: parsed and walked once for the checks
    below that read calls."""
    return tuple((path, node) for path in _engine_files()
                 for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"),
                                                filename=str(path)))
                 if isinstance(node, ast.Call))


def test_importing_engine_pulls_in_no_pygame_or_pymunk() -> None:
    code = (
        "import sys\n"
        "import engine\n"
        "assert engine.all_games(), 'no game registered'\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pymunk'))\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "", f"engine imported {result.stdout.strip()}"


def test_engine_sources_import_nothing_impure() -> None:
    for path in _engine_files():
        for node in import_statements(path):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            for name in names:
                root = name.split(".")[0]
                assert root not in FORBIDDEN_MODULES, f"{path.relative_to(ROOT)} imports {name}"


def test_engine_sources_use_no_global_random_or_files() -> None:
    for path, node in _engine_calls():
        func = node.func
        where = f"{path.relative_to(ROOT)}:{node.lineno}"
        if isinstance(func, ast.Name):
            assert func.id not in ("open", "input", "print"), f"{where} calls {func.id}()"
        if (
            isinstance(func, ast.Attribute)
            and isinstance(func.value, ast.Name)
            and func.value.id == "random"
        ):
            assert func.attr == "Random", f"{where} uses the global random.{func.attr}()"


DISCOVERY = ENGINE / "__init__.py"
"""The one engine file allowed to use importlib: it imports the game subpackages it finds."""


def test_plain_text_search_agrees() -> None:
    # A belt-and-braces grep, in case an import hides in a string passed to importlib.
    for path in _engine_files():
        text = path.read_text(encoding="utf-8")
        for word in ("pygame", "pymunk", "importlib"):
            for line in text.splitlines():
                stripped = line.strip()
                if path == DISCOVERY and stripped == "import importlib":
                    continue
                if stripped.startswith(("import ", "from ")) or "__import__" in stripped:
                    assert word not in stripped, f"{path.relative_to(ROOT)}: {stripped}"


def test_game_discovery_imports_only_engine_subpackages() -> None:
    """importlib appears once: ``engine/__init__`` imports ``engine.<name>`` for each
    subpackage found next to it, so no module outside the engine can be named that way."""
    for path, node in _engine_calls():
        if not (isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name)
                and node.func.value.id == "importlib"):
            continue
        assert path == DISCOVERY, f"{path.relative_to(ROOT)} uses importlib"
        (arg,) = node.args
        assert isinstance(arg, ast.JoinedStr)
        head = arg.values[0]
        assert isinstance(head, ast.FormattedValue) and ast.unparse(head.value) == "__name__"
        assert isinstance(arg.values[1], ast.Constant) and arg.values[1].value == "."
