"""One place the keyboard's focus can stop on a board: what it is called, where it is drawn,
and what Enter does there.

Why a record of its own: each game lists its targets from the engine's legal actions (plus the
scene's own modes, e.g. a piece picked up), and the focus ring only moves between them, draws
the ring round ``rect`` and calls ``press``. ``press`` runs the very code a click on ``rect``
runs, so a key never makes a move the mouse could not.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field

import pygame

from scenes.widgets import Widget


@dataclass(frozen=True)
class KeyTarget:
    label: str
    """What Enter does here, in players' words (shown beside the ring)."""
    rect: pygame.Rect
    press: Callable[[], object] = field(compare=False)
    key: Hashable = None
    """Who this target is across positions (the focus stays on it when the list is rebuilt)."""


def widget_targets(widgets: Iterable[Widget], prefix: str = "") -> list[KeyTarget]:
    """Every enabled, visible widget that has a label: pressed as a click on its centre."""
    out = []
    for widget in widgets:
        text = getattr(widget, "text", "") or getattr(widget, "label", "")
        if not widget.enabled or not widget.visible or not text:
            continue
        out.append(KeyTarget(text, pygame.Rect(widget.rect),
                             lambda w=widget: w.clicked(w.rect.center), (prefix, text)))
    return out


__all__ = ["KeyTarget", "widget_targets"]
