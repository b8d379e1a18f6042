"""Daemon Dice's own screens for ``python -m game gallery``: the daemon builder and the symbol
legend over a battle (registered with ``scenes.registry``)."""

from __future__ import annotations

from collections.abc import Iterator

from engine import get_game
from game.cli.headless import advance, seeded_match
from game.daemons import DaemonStore
from game.gallery import board, on_menu
from scenes.context import AppContext
from scenes.daemondice.builder import DaemonBuilder
from scenes.daemondice.legend import SymbolLegend


def shots(ctx: AppContext, seed: int) -> Iterator[str]:
    on_menu(ctx, DaemonBuilder(ctx, 5, DaemonStore.load()))
    yield "builder"
    match = seeded_match(get_game("daemon-dice"), seed)
    advance(match, 20, seed)
    board(ctx, match)
    ctx.toasts.clear()  # opened later in the turn than its notice lasts
    ctx.scenes.push(SymbolLegend(ctx))
    yield "legend"
