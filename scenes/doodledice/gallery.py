"""Doodle Dice's own screens for ``python -m game gallery``: the force builder, the sketch pad
with a monster drawn and named, the monster book open on it, and a crowded table (four
players with big forces: the cards are small and an outcome card has the least room)
(registered with ``scenes.registry``)."""

from __future__ import annotations

from collections.abc import Iterator

from engine import get_game
from engine.doodledice.tables import BUDGETS
from game.cli.headless import seeded_match
from game.gallery import on_menu, outcomes_on
from game.monsterbook import MonsterBook
from scenes.context import AppContext
from scenes.doodledice.builder import ForceBuilder
from scenes.sketch.demo import stage
from scenes.sketch.demo_pad import DEMO_DICE, demo_can_place, demo_check
from scenes.sketch.scene import SketchScene

CROWDED_KINDS = 3
"""Outcome cards pictured on the crowded table (the first of each kind: the forces, the
initiative, an attack). Random players reach them: greedy ones weigh every move of four big
forces, seconds a move."""


def shots(ctx: AppContext, seed: int) -> Iterator[str]:
    info = get_game("doodle-dice")
    budget = int(info.default_options().get("budget", 0))
    on_menu(ctx, ForceBuilder(ctx, info.seat_names[0], budget, (), lambda force: None))
    yield "force-builder"
    pad = SketchScene(ctx, lambda result: None, dice=DEMO_DICE, core_colour="red", seed=seed,
                      can_place=demo_can_place, check=demo_check, book=MonsterBook.load())
    on_menu(ctx, pad)
    stage(pad.pad, "Gnashbelly")
    yield "sketch-pad"
    pad.pad.save_to_book()
    pad.pad.open_book()
    yield "monster-book"
    crowded = seeded_match(info, seed, options={"seats": 4, "budget": max(BUDGETS)})
    yield from outcomes_on(ctx, crowded, seed, "crowded-outcome", CROWDED_KINDS, "random")
