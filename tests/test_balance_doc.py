"""Balance figures live in docs/balance.md, each with its command; the code keeps the why.

Why a test: a measured share pasted into a docstring goes stale the day the rule or the AI
changes, and nobody reruns a figure they cannot find the command for."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "balance.md"
FIGURE = re.compile(
    r"\b\d+(\.\d+)?% of \d+"          # "63% of 180 games"
    r"|\bwon (about |over )?\d+%"     # "won about 70%"
    r"|\b\d+ (games )?in \d+ (games|to)\b"   # "lost 5 games in 6 to"
    r"|\b\d+-\d+(-\d+)? (against|at \d+ sides)"  # "18-22 against", "88-4-8 at 200 sides"
)
"""Shapes a measured result takes in prose (a share of games, a series score)."""


def test_no_balance_figures_in_the_code():
    found = []
    for package in ("engine", "game", "scenes"):
        for path in sorted((ROOT / package).rglob("*.py")):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if FIGURE.search(line):
                    found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert found == [], "move these figures to docs/balance.md:\n" + "\n".join(found)


def test_every_figure_names_where_it_applies_and_how_it_was_measured():
    text = DOC.read_text(encoding="utf-8")
    sections = re.split(r"^### ", text, flags=re.MULTILINE)[1:]
    assert sections
    for section in sections:
        title = section.splitlines()[0]
        for path in re.findall(r"`((?:engine|game)/[\w/]+\.py)`", title):
            assert (ROOT / path).exists(), f"{title}: no {path}"
        assert "python -m game" in section, f"{title}: no command"
