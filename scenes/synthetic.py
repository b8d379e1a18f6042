"""Synthetic mouse input: the events a person's mouse makes, posted to pygame's queue.

Shared by the lessons' scripted player (``scenes.tutorial``) and the test robots
(``tests/ui_robot.py``), so both press and drag exactly as the real event loop sees a mouse.
Each gesture ends with one frame of ``app`` so the scene handles it.
"""

from __future__ import annotations

import pygame


def post_click(app, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame(1 / 60)


def post_drag(app, start, end, steps: int = 6) -> None:
    """Press at ``start``, move to ``end`` in a few steps, release there."""
    start = (int(start[0]), int(start[1]))
    end = (int(end[0]), int(end[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for i in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * i // steps,
               start[1] + (end[1] - start[1]) * i // steps)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.frame(1 / 60)


def post_key(app, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    app.frame(1 / 60)
