"""Every rule number of Death by Dice, once: the rules, the texts, the set-up options and the
rules page read them here (``engine.numbers``). The characters' dice are the roster's table
(``roster``). Death by Dice has no house rules, so there is no second table."""

from __future__ import annotations

from engine.numbers import table_of

ABILITY_COUNT = 6
"""Abilities on every board, in a ring."""
BOOST_BONUS = 2
"""What the assistant of a boosted attack adds."""
HEAVY_BOOST_BONUS = 3
"""... with Heavy boost."""
BRACE_BONUS = 2
"""What a brace adds to the target's value."""
IRON_BRACE_BONUS = 3
"""... with Iron brace."""
PACK_GUARD_BONUS = 1
"""What Pack guard adds to a linked guard."""
SUCKER_PUNCH_BONUS = 1
"""What Sucker punch adds to an ability attack's roll."""
REACH = 1
LONG_REACH_DISTANCE = 2
"""How far from the attacker a boosted attack's assistant may stand (Long reach: further)."""
MIN_COMPLEX_DICE = 2
"""Linked dice a complex attack rolls at least."""
QUIET_ROUNDS = 10
"""Rounds in a row without a die falling that end the fighting on totals (our ruling).

Why: the rulings have no turn limit, and two players who each brace a die no roll can beat
can trade harmless attacks for ever (seen between two AIs). Ten rounds, each character
attacking once a round, is far longer than any real exchange without a loss."""
MATCH_GAMES = 3
"""Games in a match (a single game is the other choice)."""
MATCH_WINS = MATCH_GAMES // 2 + 1
"""Wins that take a match."""
MIN_SEATS = 2
MAX_SEATS = 4
"""Players at the table (three or four: a free for all)."""
MIN_FREE_FOR_ALL = MIN_SEATS + 1
"""Players that make a free for all rather than a duel."""
MAX_HEROES = MAX_SEATS - 1
"""Heroes against the boss in Bosses & Minions."""

NUMBERS = table_of(globals())
"""The table, by name (the rules page's placeholders)."""
