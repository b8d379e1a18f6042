"""The win-chance meter: each seat's chance to win as the AI reckons it, above the control bar.

Off by default (Settings: "Win-chance meter"). Why its own worker process (``meter_service``):
the figure is asked after every action, and the window must never wait for it; a process of
its own never delays an AI move or a hint, and a newer position simply supersedes an older
question. The meter asks from the side of the seat at the screen (``board.viewer()``), so it
never shows what that seat may not know. The bar glides to a new figure instead of jumping,
so a swing can be followed by eye.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pygame

import scenes.theme as theme
from game.ai.worker import CHANCES, AIError, AIWorker, worker_service
from game.match import Match

GLIDE = 6.0
"""How fast the bar follows a new figure (share of the gap closed per second, roughly)."""


def meter_service(ctx) -> AIWorker:
    """The meter's worker, started on first use and closed with the app's other services."""
    return worker_service(ctx.services, "meter")


def shares(chances: Sequence[float]) -> list[float]:
    """Chances scaled to fill the bar (with two seats they already add up to one)."""
    total = sum(chances)
    if total <= 0:
        return [1.0 / len(chances)] * len(chances)
    return [c / total for c in chances]


class WinMeter:
    """Asks for the chances of each new position and keeps the figure the bar shows."""

    def __init__(self, ctx) -> None:
        self.ctx = ctx
        self.asked: tuple[int, int | None] | None = None
        self.chances: tuple[float, ...] = ()
        """The latest answer (0..1 per seat)."""
        self.shown: list[float] = []
        """What the bar draws now, gliding towards ``shares(chances)``."""
        self.answered = 0
        """Answers received (tests and the bench read it)."""
        self._seen: tuple[int, int | None] | None = None
        """The position seen last frame: a new one is asked about on the frame after it
        lands, not on the frame that lands it (sending it to the worker costs)."""

    def update(self, match: Match, viewer: int | None, dt: float) -> None:
        key = (match.version, viewer)
        worker = meter_service(self.ctx)
        if key != self.asked and key == self._seen:
            self.asked = key
            seed = random.Random(f"meter:{match.seed}:{len(match.actions)}").randrange(2**31)
            worker.submit(match.info.game_id, match.state, "normal", seed,
                          match.version, kind=CHANCES, seat=viewer, line=match.actions)
        self._seen = key
        try:
            answer = worker.poll()
        except AIError:
            answer = None  # the meter just keeps its last figure; the game goes on
        if answer is not None and answer[0] == match.version and isinstance(answer[1], tuple):
            self.chances = answer[1]
            self.answered += 1
        target = shares(self.chances) if self.chances else []
        if len(self.shown) != len(target):
            self.shown = list(target)
        else:
            step = min(1.0, GLIDE * dt)
            self.shown = [s + (t - s) * step for s, t in zip(self.shown, target, strict=True)]

    def stop(self) -> None:
        worker = self.ctx.services.get("meter")
        if worker is not None:
            worker.cancel()
        self.asked = None

    def draw(self, surface: pygame.Surface, box: pygame.Rect, colours: Sequence[tuple],
             names: Sequence[str], scale: float) -> None:
        """A bar split in the seats' colours, each part with its seat and percentage."""
        if box.height <= 0 or box.width <= 0:
            return
        pygame.draw.rect(surface, (20, 14, 28), box, border_radius=6)
        size = max(14, int(15 * scale))
        if not self.shown:
            label = theme.render("Win chance: reckoning...", size, theme.MUTED, "italic")
            surface.blit(label, label.get_rect(midleft=(box.x + 8, box.centery)))
            return
        x = float(box.x)
        for seat, share in enumerate(self.shown):
            width = box.width * share
            part = pygame.Rect(round(x), box.y, max(0, round(x + width) - round(x)), box.height)
            x += width
            colour = colours[seat] if seat < len(colours) else theme.GOLD
            pygame.draw.rect(surface, _dim(colour), part)
            chance = self.chances[seat] if seat < len(self.chances) else share
            name = names[seat] if seat < len(names) else f"Player {seat + 1}"
            for text in (f"{name} {round(chance * 100)}%", f"{round(chance * 100)}%"):
                label = theme.render(text, size, theme.TEXT, "bold")
                if label.get_width() + 8 <= part.width:
                    surface.blit(label, label.get_rect(center=part.center))
                    break
        pygame.draw.rect(surface, theme.EDGE, box, 1, border_radius=6)


def _dim(colour: Sequence[int]) -> tuple[int, int, int]:
    """A seat's colour darkened so white text reads on it."""
    return (int(colour[0] * 0.45), int(colour[1] * 0.45), int(colour[2] * 0.45))


__all__ = ["WinMeter", "meter_service", "shares"]
