"""Every rule number of Daemon Dice, once: the rules, the texts and the rules page read them
here (``engine.numbers``). What each face does is a table of its own (``tables``). Daemon Dice
has no house rules, so there is no second table."""

from __future__ import annotations

from engine.numbers import table_of

FACES_PER_DIE = 6
"""Faces on every body part's die."""
STANDARD_DICE = 13
"""Dice in a standard daemon."""
MINI_DICE = 5
SMALL_DICE = 9
LARGE_DICE = 20
MEGA_DICE = 26
"""The other daemon sizes the set-up offers (all daemons of a battle share one size)."""
MAX_DICE = 60
"""Largest daemon the engine accepts (the rules allow any size; this keeps saves sane)."""
DICE_PER_POWER = 13
"""A breed power acts once more per turn for every started group of this many dice."""
INITIATIVE_POINT = 1
"""Initiative points of a Dodge, Plus, Minus or Wings face."""
LUNGS_MINUSES = 2
"""Minuses a Lungs face makes (so it also counts this many initiative points)."""
INITIATIVE_TIES = 3
"""After this many tied initiative rolls in a row, a coin (or lot) decides."""
MIN_SEATS = 2
MAX_SEATS = 6
"""Daemons in one battle."""

NUMBERS = table_of(globals())
"""The table, by name (the rules page's placeholders)."""
