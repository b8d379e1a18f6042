"""Rule numbers as tables: each game's ``numbers`` module states every rule number once (dice
sizes, counts, limits), its rules and texts read them there, and its rules page writes
``{{NAME}}`` where the number goes (``{{NAME:word}}`` for the number in words), filled from the
same table when the page is shown.

Why: changing a rule's number is then one line, and the page, the refusals and the log lines
cannot disagree with the rules (``tests/test_rule_numbers.py`` checks every number a page
states).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

PLACEHOLDER = re.compile(r"\{\{([A-Z][A-Z0-9_]*)(:word)?\}\}")
"""``{{NAME}}`` or ``{{NAME:word}}`` in a rules page."""

WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve")


def spelled(number: int) -> str:
    """``number`` in words up to twelve ("three"), in digits beyond."""
    return WORDS[number] if 0 <= number < len(WORDS) else str(number)


def table_of(namespace: Mapping[str, object]) -> dict[str, int]:
    """The rule numbers a ``numbers`` module defines: its upper-case whole-number constants."""
    return {name: value for name, value in namespace.items()
            if name.isupper() and type(value) is int}


def fill(text: str, numbers: Mapping[str, int]) -> str:
    """``text`` with every placeholder replaced by its number; ``KeyError`` naming the first
    placeholder the table does not have."""

    def number(match: re.Match[str]) -> str:
        name, word = match.group(1), match.group(2)
        if name not in numbers:
            raise KeyError(f"the rules page names {name!r}, which is no rule number")
        return spelled(numbers[name]) if word else str(numbers[name])

    return PLACEHOLDER.sub(number, text)
