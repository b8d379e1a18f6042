"""Every rule number of 66d6, once: the rules, the texts and the rules page read them here
(``engine.numbers``). 66d6 has no house rules, so there is no second table."""

from __future__ import annotations

from engine.numbers import table_of

PER_SIDE = 33
"""Minions each side raises. Ids 0..32 are Death's at set-up, 33..65 the Devil's."""
DIE_SIDES = 6
"""Every minion is a six-sided die; its face is its strength."""
TURN_ACTIONS = 6
"""Regular actions in every turn (Enter, March, Fight, Slaughter)."""
PER_FIELD = 3
"""At most this many minions of one side may share a field."""
SETUP_PER_FIELD = 3
"""Dice each side rolls onto every field of its own first row at set-up."""
DEFAULT_SIZE = 5
"""Columns and rows of the standard battleground."""
MIN_SIZE = 3
MAX_SIZE = 7
"""The battleground sizes the set-up offers, each way."""
STANDARD_HOME = PER_SIDE - SETUP_PER_FIELD * DEFAULT_SIZE
"""Minions rolled into a side's home at set-up on the standard battleground."""
DEFAULT_COWARDICE = 6
MIN_COWARDICE = 3
MAX_COWARDICE = 12
"""Own turns in a row without a fight or slaughter that lose as a coward, and the set-up's
range for that limit."""
SACRIFICE_GIFTS = 2
"""Minions the Devil's Sacrifice hands from Hell to Death (so Hell needs at least this many)."""
INFILTRATORS = 1
"""Minions Death's Infiltrate sends from Purgatory to the Devil."""

NUMBERS = table_of(globals())
"""The table, by name (the rules page's placeholders)."""
