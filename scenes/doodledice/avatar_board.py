"""The table's side of the avatars rule: which panel to show, the menu modes, and the sketch pad
opened to draw an avatar (its "Doodle for me" draws a themed figure).

Kept apart from ``board`` so the board only asks here first; the pad never changes the game:
its result becomes one ``ChooseAvatar`` action, which the engine checks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.doodledice.rulesets.avatars.abilities import TYPE_BY_KEY
from engine.doodledice.sketch import name_problem, sketch_problem
from game.doodles.avatar import avatar_doodle
from scenes.doodledice.avatar_decisions import (
    MAGE_COLOURS,
    MENU,
    avatar_decision,
    chosen,
    has_abilities,
)
from scenes.doodledice.decisions import Decision, Option, decision
from scenes.doodledice.sketches import to_engine
from scenes.sketch.editing import SketchResult
from scenes.sketch.scene import SketchScene

if TYPE_CHECKING:
    from scenes.doodledice.view import DoodleView


def panel_decision(board: DoodleView, seat: int) -> Decision:
    """The prompt for ``seat``: the avatars' own when one applies, else the usual one (with an
    "Avatar abilities" button while sketching, when there is one to use)."""
    st = board.state
    found = avatar_decision(st, seat, board.name_of, board.view)
    if found is not None:
        return found
    d = decision(st, seat, board.name_of, board.weapon)
    if st.avatars and st.phase.value == "sketch" and has_abilities(st.legal_actions()):
        menu = Option("Avatar abilities", mode=MENU,
                      tip="Use your avatar's sketching abilities.")
        d.options.insert(max(0, len(d.options) - 1), menu)
    return d


def choose_mode(board: DoodleView, mode: str) -> bool:
    """Handle an avatars mode of the panel; False when ``mode`` is not one."""
    if mode == MAGE_COLOURS or mode.startswith(MENU):
        board.view = mode
    elif mode in ("avatar-back", "abilities-close"):
        board.view = None
    elif mode.startswith("avatar:"):
        open_avatar_pad(board, mode)
    else:
        return False
    board.reset_modes()
    return True


def open_avatar_pad(board: DoodleView, mode: str) -> None:
    kind = mode.split(":")[1]
    title = TYPE_BY_KEY[kind].title
    seed = board.state.seat * 1009 + len(board.state.dice)

    def check(result: SketchResult) -> str | None:
        return name_problem(result.name) or sketch_problem(to_engine(result.sketch))

    def done(result: SketchResult) -> None:
        board.pad = None
        board.view = None
        board.apply(chosen(board.state, mode, result.name, to_engine(result.sketch)))

    def cancelled() -> None:
        board.pad = None

    board.pad = SketchScene(board.ctx, done, cancelled, dice=[], part_types=(),
                            title=f"Draw your {title.lower()} avatar and name it",
                            check=check, seed=seed, trait_tags=(),
                            doodler=lambda n: avatar_doodle(n, kind))
    board.cover_with(board.pad)


__all__ = ["choose_mode", "open_avatar_pad", "panel_decision"]
