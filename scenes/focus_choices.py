"""Focus targets (``scenes.focus.Target``) for a game's own choices, as the Daemon Dice, Dice
Demons and Doodle Dice boards and the sketch pad list them.

Why beside ``scenes.focus``: those lists name each choice by what it is (a space, a die, a
panel button's words), not by where it is drawn, so the focus stays on it when a panel is laid
out again, and every one of them is a choice of the game (``Target.game``), buttons included:
the scripted key player picks among them.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable

import pygame

from scenes.focus import Target, widget_targets
from scenes.widgets import Widget


def choice(label: str, rect: pygame.Rect, act: Callable[[], object], key: Hashable) -> Target:
    """One choice of the game at ``rect``: ``act`` runs what a click there runs."""
    return Target(pygame.Rect(rect), label, act, key=key)


def widget_choices(widgets: Iterable[Widget], prefix: str) -> list[Target]:
    """Enabled, visible widgets as choices of the game, each known by ``prefix`` and its
    words."""
    out = []
    seen: dict[str, int] = {}
    shown = [w for w in widgets if w.visible and w.enabled]
    for widget, target in zip(shown, widget_targets(shown), strict=True):
        words = getattr(widget, "text", "")
        if target.label == "choice" and words:  # a widget of its own kind (a pad's chip)
            target.label = str(words)
        seen[target.label] = seen.get(target.label, 0) + 1
        # Two widgets of the same words stay two stops (the focus keeps to one of them).
        target.key = (prefix, target.label, seen[target.label])
        target.game = True
        out.append(target)
    return out


__all__ = ["choice", "widget_choices"]
