"""Every rule number of Dice Demons, once: the rules, the texts, the set-up options and the rules
page read them here (``engine.numbers``). Dice Demons has no house rules, so there is no second
table."""

from __future__ import annotations

from engine.numbers import table_of

DIE_SIDES = 6
"""Every die of the game: movement, fights, walls raised and walls knocked down."""
MOVEMENT_DICE = 3
"""Dice a turn's movement rolls (lowest: monster steps, middle: bridges, highest: the player)."""
MAX_DICE = 3
"""Dice a hunter may hold (and needs, with a trinket, to win on the island)."""
MONSTER_DICE = 2
"""Dice a monster rolls in a fight."""
MAX_TRINKETS = 2
"""Trinkets that may be held at once, over all hunters."""
EXTRA_PICKUPS = 2
"""Die pickups on the board at the start beyond one per hunter."""
MIN_SEATS = 2
MAX_SEATS = 6
DEFAULT_SEATS = 2
"""Hunters in a game."""
MIN_RINGS = 1
MAX_RINGS = 4
DEFAULT_RINGS = 2
"""Land rings round the centre island."""
MIN_ISLAND = 2
MAX_ISLAND = 8
DEFAULT_ISLAND = 4
"""Wedges of the centre island."""
RING_GROWTH = 2
"""Each land ring has this many times the spaces of the ring (or island) inside it."""
STANDARD_FIRST_RING = DEFAULT_ISLAND * RING_GROWTH
STANDARD_SECOND_RING = STANDARD_FIRST_RING * RING_GROWTH
"""Spaces of the standard board's land rings."""
DEFAULT_BRIDGE_EVERY = 8
"""Spaces of the land ring outside a water ring per bridge, on the standard board."""
DEFAULT_WIDTH = 100
"""How thick rings and bridges are drawn, and the island's radius, on the standard board."""
DEFAULT_WALL_SPACING = 4
"""Every this-many-th space of a land ring is marked for walls, on the standard board."""

NUMBERS = table_of(globals())
"""The table, by name (the rules page's placeholders)."""
