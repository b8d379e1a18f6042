"""The tutor's card: a person's choice would be a mistake (``game.analysis.tutor``); it says
how much it costs, names the better choice with its chance, and lets the person take it back
or play it anyway."""

from __future__ import annotations

from collections.abc import Callable

from game.analysis.tutor import Warning
from scenes.overlays import ButtonMenu

TAKE_BACK, PLAY_ANYWAY = "Take it back", "Play it anyway"


def tutor_text(warning: Warning, wording: Callable[[str], str]) -> str:
    decision = warning.decision
    played, best = wording(decision.played).rstrip("."), wording(decision.best).rstrip(".")
    return (f"{played}: about {decision.played_chance:.0f}% to win. Better: {best}: about "
            f"{decision.best_chance:.0f}%.")


def tutor_card(ctx, warning: Warning, wording: Callable[[str], str],
               play: Callable[[], object]) -> ButtonMenu:
    """The card over the board; "Play it anyway" plays the choice, "Take it back" (and Esc)
    leaves the position as it was."""

    def take_back() -> None:
        ctx.scenes.pop()

    def anyway() -> None:
        ctx.scenes.pop()
        play()

    title = "A blunder?" if warning.grade == "blunder" else "A mistake?"
    return ButtonMenu(ctx, title, [(TAKE_BACK, take_back), (PLAY_ANYWAY, anyway)],
                      tutor_text(warning, wording), escape=take_back)


__all__ = ["PLAY_ANYWAY", "TAKE_BACK", "tutor_card", "tutor_text"]
