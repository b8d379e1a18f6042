"""Every number a rules page states is a rule number from the game's table (``engine/<game>/
numbers.py``): the page writes ``{{NAME}}`` and shows the table's value, and what digits remain
are accounted for below (board coordinates, example faces, the battle table checked row by row
against the engine's own table).

Why: a rule changed in the table changes the page with it; a number typed into the page by hand
would silently keep the old rule."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import get_game
from engine.daemondice.breeds import power_level
from engine.daemondice.numbers import MEGA_DICE, STANDARD_DICE
from engine.daemondice.tables import FACES
from engine.deathbydice.model import ABILITIES, DIE_SIZES, SPECIAL_TEXT, WHITE
from engine.deathbydice.roster import BOARDS, BOSS_KEY, HEROES, MINIONS
from engine.numbers import PLACEHOLDER, fill
from engine.sixtysix.tables import ATTACK_TABLE, DEFENCE_TABLE, TITLES

ROOT = Path(__file__).resolve().parents[1]

NOT_RULE_NUMBERS: dict[str, tuple[tuple[str, str], ...]] = {
    "66d6": (
        (r"^# 66d6$", "the game's name"),
        (r"\b[A-G][1-7]\b|\brow 1\b", "board coordinates"),
        (r"^- Example:.*$", "an example fight: faces of a die"),
        (r"a 4 kills four", "an example raid: a face of a die"),
        (r"^\|.*\|$", "the battle table, checked against the engine's in its own test"),
    ),
    "dice-demons": (
        (r"^### \d\. ", "the steps of a turn, numbered"),
        (r"^\|.*\|$", "the board settings table, checked against the set-up options"),
        (r"every 2, 4 or 8 spaces but not every 3 or 6", "an example of sharing out a ring"),
        (r"from 0 to", "a hunter may hold no dice at all"),
    ),
    "death-by-dice": (
        (r"^\d\. ", "the steps of the set-up, numbered"),
        (r"\b(hero|minion|Minion) [1-3]\b", "seats named by number"),
        (r"^\| \d \| ", "the characters' numbers (checked against the roster in its own test)"),
        (r"\bd\d+s?\b", "die sizes: the roster's, checked in their own test"),
    ),
    "daemon-dice": (
        (r"^### \d\. ", "the steps of a turn, numbered"),
        (r"^\|.*\|$", "the faces table, checked against the engine's in its own test"),
    ),
}
"""Per game: the digits its page may state that are not rule numbers, and why."""


def page(game_id: str) -> str:
    return (ROOT / get_game(game_id).rules_file).read_text(encoding="utf-8")


@pytest.mark.parametrize("game_id", sorted(NOT_RULE_NUMBERS))
def test_every_placeholder_names_a_rule_number(game_id):
    info = get_game(game_id)
    text = page(game_id)
    assert PLACEHOLDER.search(text), "the page states no number from the table"
    shown = fill(text, info.rule_numbers)  # raises KeyError on a name the table lacks
    assert "{{" not in shown


@pytest.mark.parametrize("game_id", sorted(NOT_RULE_NUMBERS))
def test_no_number_is_typed_into_the_page(game_id):
    text = PLACEHOLDER.sub("", page(game_id))
    for pattern, _why in NOT_RULE_NUMBERS[game_id]:
        text = re.sub(pattern, "", text, flags=re.MULTILINE)
    stray = [line.strip() for line in text.splitlines() if re.search(r"\d", line)]
    assert stray == [], "numbers typed into the page instead of {{NAME}}:\n" + "\n".join(stray)


def test_66d6_battle_table_on_the_page_is_the_engines():
    rows = re.findall(r"^\| (\d+)(?: - (\d+))? \| (\w+) \| (\w+) \|$", page("66d6"), re.MULTILINE)
    sums = {}
    for low, high, attacker, defender in rows:
        for total in range(int(low), int(high or low) + 1):
            sums[total] = (attacker, defender)
    expected = {total: (TITLES[ATTACK_TABLE[total]], TITLES[DEFENCE_TABLE[total]])
                for total in range(len(ATTACK_TABLE)) if ATTACK_TABLE[total] is not None}
    assert sums == expected


def test_daemon_dice_faces_on_the_page_are_the_engines():
    text = page("daemon-dice")
    rows = re.findall(r"^\| (\w+) \| (\w+) \| (\w+) \| (\w+) \| (\w+) \| (\w+) \| (\w+) \|$",
                      text, re.MULTILINE)
    shown = {row[0]: tuple(row[1:]) for row in rows if row[0] != "Part"}
    assert shown == dict(FACES)


def test_daemon_dice_page_says_how_often_powers_act():
    """The page: a standard daemon's power acts once, a mega-daemon's twice."""
    assert (power_level(STANDARD_DICE), power_level(MEGA_DICE)) == (1, 2)


def test_dice_demons_settings_on_the_page_are_the_set_up_options():
    info = get_game("dice-demons")
    rows = re.findall(r"^\| ([^|]+?) \| (\w+) \| (\d+) to (\d+) \|$", page("dice-demons"),
                      re.MULTILINE)
    shown = {label: (default, int(low), int(high)) for label, default, low, high in rows}
    expected = {}
    for option in info.options:
        choices = [c for c in option.choices if c]  # 0: off
        default = str(option.default) if option.default else "off"
        expected[option.label] = (default, min(choices), max(choices))
    assert shown == expected


def _dice_of(cell: str) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """``Strength d10 (red), ~~Luck~~, ...`` as (sizes, colours) in ring order."""
    sizes, colours = [], []
    for ability, item in zip(ABILITIES, cell.split(", "), strict=True):
        found = re.fullmatch(rf"{ability} d(\d+)(?: \((\w+)\))?|~~{ability}~~", item.strip())
        assert found, f"{item!r} is not {ability}'s die"
        sizes.append(int(found.group(1) or 0))
        colours.append(found.group(2) or WHITE)
    return tuple(sizes), tuple(colours)


def test_death_by_dice_characters_on_the_page_are_the_roster():
    info = get_game("death-by-dice")
    text = fill(page("death-by-dice"), info.rule_numbers)
    assert {int(size) for size in re.findall(r"\bd(\d+)", text)} <= set(DIE_SIZES)
    assert f"(a d{len(HEROES)}: the character's number" in text
    rows = re.findall(r"^\| (\d) \| \*\*([^*]+)\*\*: ([^|]+?) \| ([^|]+?) \| ([^|]+?) \|$",
                      text, re.MULTILINE)
    assert [int(number) for number, *_ in rows] == list(range(1, len(HEROES) + 1))
    for (_, name, personality, dice, special), key in zip(rows, HEROES, strict=True):
        board = BOARDS[key]
        assert (name, personality) == (board.name, board.personality)
        assert _dice_of(dice) == (board.sizes, board.colours), name
        assert special == " ".join(SPECIAL_TEXT[s] for s in board.specials), name
    for key in (BOSS_KEY, *MINIONS):
        board = BOARDS[key]
        line = re.search(rf"\*\*{board.name}\*\*: {re.escape(board.personality)} (.+?)\.(?: |$)",
                         text, re.MULTILINE)
        assert line, board.name
        assert _dice_of(line.group(1)) == (board.sizes, board.colours), board.name
