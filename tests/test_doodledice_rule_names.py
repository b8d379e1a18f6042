"""No alternate rule set's name in the code of Doodle Dice's basic game.

Why: the basic game reads in the order of a round and calls every alternate rule set (strange
dice, duo, draft, stratagems & fortresses, take the castle, avatars, our house rules) through
the one hook interface (``rulesets.base.RuleSet``); a rule set's name in a basic module means
a branch of that rule living outside its subpackage. Names are read from the code (every name,
attribute, definition, argument and import), not from docstrings or comments, which may say
which rule set a hook serves. The position's record is the one exception: its field
declarations and the record types they need (``Avatar``, ``Marks``, ``Schemes``) are data the
rule sets read and write.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "engine" / "doodledice"

RULE_SET_NAMES = re.compile(
    r"avatar|fortress|stratagem|structure|castle|duo|draft|strange|house", re.IGNORECASE)

BASIC_GAME = ("state", "position", "flow", "legal", "rules", "turn", "combat", "answers", "powers",
              "describe", "views", "evaluation", "blows", "pool", "facts", "words")
"""The basic game's modules of a round: its state and lookups, the automatic steps, the
choices, the actions, the steps of an attack, the log, the odds and the AI's values."""

RECORD_TYPES = ("engine.doodledice.rulesets.avatars.kinds",
                "engine.doodledice.rulesets.structures.fortress_marks",
                "engine.doodledice.rulesets.structures.stratagem_marks")
"""The leaf modules of the records the position's fields hold."""


def _record_fields(tree: ast.Module) -> set[int]:
    """The ids of the nodes inside the field declarations of the module's classes."""
    inside: set[int] = set()
    for cls in (n for n in tree.body if isinstance(n, ast.ClassDef)):
        for stmt in cls.body:
            if isinstance(stmt, ast.AnnAssign):
                inside.update(id(n) for n in ast.walk(stmt))
    return inside


def rule_set_names(path: Path) -> list[tuple[int, str]]:
    """(line, name) of every rule-set name the module's code uses."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _record_fields(tree)
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        names: list[str] = []
        if isinstance(node, ast.ImportFrom):
            if node.module in RECORD_TYPES:
                continue
            names = [node.module or "", *(a.asname or a.name for a in node.names)]
        elif isinstance(node, ast.Import):
            names = [a.asname or a.name for a in node.names]
        elif isinstance(node, ast.Name):
            names = [node.id]
        elif isinstance(node, ast.Attribute):
            names = [node.attr]
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names = [node.name]
        elif isinstance(node, ast.arg):
            names = [node.arg]
        elif isinstance(node, ast.keyword) and node.arg:
            names = [node.arg]
        found += [(getattr(node, "lineno", 0), n) for n in names if RULE_SET_NAMES.search(n)]
    return found


def test_the_basic_game_names_no_rule_set() -> None:
    found = {name: rule_set_names(PACKAGE / f"{name}.py") for name in BASIC_GAME}
    assert {name: hits for name, hits in found.items() if hits} == {}


def test_the_check_sees_a_rule_set_in_a_branch(tmp_path: Path) -> None:
    module = tmp_path / "branchy.py"
    module.write_text('"""Avatars are mentioned here, harmlessly."""\n'
                      "class S:\n    avatars: int\n"
                      "def f(st):\n    # avatars: a comment\n"
                      "    return 1 if st.avatars else 0\n", encoding="utf-8")
    assert rule_set_names(module) == [(6, "avatars")]


def test_every_rule_set_is_a_subpackage_with_its_hooks() -> None:
    from engine.doodledice.rulesets.registry import RULE_SETS

    packages = {type(rule).__module__.split(".")[-2] for rule in RULE_SETS}
    assert packages == {"strange", "duo", "draft", "structures", "castle", "avatars"}
    assert (PACKAGE / "rulesets" / "house" / "numbers.py").exists()
