"""The roster as one table: every character board, boss and minion, in one place to tune.

Why one table: balance is found by self-play (``python -m game balance death-by-dice``) and then
fixed by changing a die size, a colour or a special here; nothing else in the engine names a
character. Sizes and colours are in ring order (Strength, Agility, Fortitude, Smarts, Conniving,
Luck). Ordinary characters keep their total die sides within ``SIDES_BAND`` so that no board is
simply bigger. ``portrait`` seeds the portrait the board scene draws.

Why the boards look as they do: six-dice boards outplayed the smaller ones, so the big ones
lost dice or sizes and the small ones gained; the boss takes two turns for each hero turn, so it
has one big die and small ones; a single d20 made a board a lottery ticket (a high face is out
of reach of nearly every attack), so no board has one; boards with two big dice among five fell
apart once those were hit, so each has a small sixth; the rivals share one set of dice (d10,
three d8s, d6, d4) laid out differently, so only the layout, links and specials tell them
apart. The measurements behind each change are in ``docs/balance.md``.
"""

from __future__ import annotations

from engine.deathbydice.model import (
    BOSS,
    HEAVY_BOOST,
    HERO,
    IRON_BRACE,
    LONG_REACH,
    LUCKY_DOUBLES,
    MINION,
    PACK_GUARD,
    SLIPPERY,
    SUCKER_PUNCH,
    WHITE,
    WILDCARD,
    Board,
)

SIDES_BAND = (36, 48)
"""Total die sides an ordinary character may have."""

W = WHITE
_TABLE: tuple[Board, ...] = (
    # ---- heroes (ordinary characters); the first two are the gangland rivals
    Board("knuckles", "Knuckles Malone", "A debt collector who always hits whatever looks softest.",
          HERO, (10, 8, 8, 6, 8, 4), ("red", "blue", "red", W, "blue", W), (WILDCARD,), 101),
    Board("vex", "Velvet Vex", "Runs the rival gang from a velvet chair and never stands close.",
          HERO, (4, 8, 6, 8, 10, 8), (W, "red", W, "blue", "red", "blue"), (LONG_REACH,), 102),
    Board("grizzle", "Grizzle the Gravedigger", "Slow, patient, and already measuring you up.",
          HERO, (12, 4, 8, 4, 6, 8), ("red", W, "red", W, "blue", "blue"), (IRON_BRACE,), 103),
    Board("moth", "Madame Moth", "A fortune teller who saw your attack coming last Tuesday.",
          HERO, (6, 10, 6, 10, 4, 8), (W, "gold", W, "gold", W, W), (SLIPPERY,), 104),
    Board("toadwick", "Tinker Toadwick", "Builds little helpers out of spare cogs and spite.",
          HERO, (6, 6, 6, 8, 10, 0), ("green", "green", "green", "violet", "violet", W),
          (PACK_GUARD,), 105),
    Board("bea", "Bonecrusher Bea", "Talks with her fists and lets her friends finish sentences.",
          HERO, (12, 8, 8, 0, 8, 8), ("red", W, "red", W, W, W), (HEAVY_BOOST,), 106),
    Board("lou", "Lucky Lou", "Never wins an honest bet and never makes one either.",
          HERO, (6, 6, 4, 6, 6, 8), ("gold", "gold", "gold", W, "violet", "violet"),
          (LUCKY_DOUBLES,), 107),
    Board("stitch", "Sister Stitch", "Patches up the losers, then picks their pockets.",
          HERO, (8, 8, 8, 8, 4, 8), ("blue", W, "blue", "red", W, "red"), (SUCKER_PUNCH,), 108),
    # ---- the boss and its minions (Bosses & Minions)
    Board("baron", "The Baron of Bones", "Owns the graveyard, the town and most of your relatives.",
          BOSS, (8, 4, 4, 4, 4, 4), ("red", W, "red", "blue", W, "blue"),
          (PACK_GUARD, LUCKY_DOUBLES), 201),
    Board("snitch", "Snitch", "Tells the Baron everything, twice.",
          MINION, (4, 4, 0, 0, 0, 0), ("red", "red", W, W, W, W), (), 301),
    Board("goon", "Goon", "Big hands, small questions.",
          MINION, (0, 0, 6, 4, 0, 0), (W, W, "green", "green", W, W), (), 302),
    Board("lookout", "Lookout", "Sees everything from the bell tower and tells the wrong person.",
          MINION, (4, 0, 0, 0, 4, 4), ("gold", W, W, W, W, "gold"), (), 303),
)

BOARDS: dict[str, Board] = {b.key: b for b in _TABLE}
"""Every board by key."""
HEROES: tuple[str, ...] = tuple(b.key for b in _TABLE if b.role == HERO)
"""Ordinary characters in roster order (the set-up option's index counts in this list)."""
RIVALS: tuple[str, str] = ("knuckles", "vex")
"""The gangland pair, made to be played against each other."""
BOSS_KEY = "baron"
MINIONS: tuple[str, ...] = tuple(b.key for b in _TABLE if b.role == MINION)
"""Minion boards, one per hero in order (the first hero faces the first minion...)."""


def board(key: str) -> Board:
    return BOARDS[key]
