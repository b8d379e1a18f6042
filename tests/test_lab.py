"""The built app carries the game, not the lab: the laboratory modules (``game/lab.py``) are
imported by nothing the app bundles, and the built app answers a lab command in one line with
exit code 2."""

from __future__ import annotations

import ast
import importlib.util
import sys
from pathlib import Path

from game.__main__ import COMMANDS, main
from game.cli.import_circles import import_statements
from game.lab import LAB_COMMANDS, LAB_MODULES, in_app

ROOT = Path(__file__).resolve().parents[1]


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imported(path: Path, name: str) -> set[str]:
    """Every module ``path`` imports, by absolute name (``from a import b`` gives a and a.b)."""
    found: set[str] = set()
    for node in import_statements(path):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def test_lab_modules_exist_and_lab_commands_are_tools():
    for module in LAB_MODULES:
        assert importlib.util.find_spec(module) is not None, module
    assert set(LAB_COMMANDS) <= set(COMMANDS)
    for command in LAB_COMMANDS:
        assert not in_app(f"game.cli.{command}")


def test_nothing_in_the_app_imports_the_lab():
    offenders = []
    for package in ("engine", "game", "scenes"):
        for path in sorted((ROOT / package).rglob("*.py")):
            name = _module_name(path)
            if not in_app(name):
                continue
            offenders += [f"{name} imports {m}" for m in _imported(path, name) if m in LAB_MODULES]
    assert offenders == []


def test_the_built_app_sends_a_lab_command_to_a_checkout(monkeypatch, capsys, tmp_path):
    monkeypatch.setenv("DICE_PANDEMONIUM_HOME", str(tmp_path))
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert main(["balance", "death-by-dice", "--games", "1"]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1
    assert "source checkout" in lines[0] and "python -m game balance" in lines[0]
