"""Motion on the Dice Demons board: bridges swinging round their moat and pieces walking.

The engine jumps from one position to the next; the screen eases between them. Bridge offsets
are shown as fractional values that turn towards the state's offsets at one slot per
``TURN_TIME`` seconds (the short way round), and everything standing on a bridge is placed from
those shown offsets, so riders travel with it. A piece that changes space glides there over
``STEP_TIME``; a piece that appears grows in and a ring pulses where it landed.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.dicedemons.geometry import Geometry

TURN_TIME = 0.4  # seconds per bridge slot at normal speed
STEP_TIME = 0.28  # seconds for a piece to glide one step
APPEAR_TIME = 0.35
PULSE_TIME = 1.2

Key = tuple[str, int]  # ("p", seat) / ("m", monster id) / ("d", space of a pickup)


def _ease(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


@dataclass
class Glide:
    start: tuple[float, float]
    elapsed: float = 0.0


class Motion:
    def __init__(self, geo: Geometry, offsets: tuple[int, ...]) -> None:
        self.geo = geo
        self.shown: list[float] = [float(o) for o in offsets]
        self.pos: dict[Key, tuple[float, float]] = {}
        self.space: dict[Key, int] = {}
        self.glides: dict[Key, Glide] = {}
        self.appear: dict[Key, float] = {}
        self.pulses: list[tuple[int, tuple[int, int, int], float]] = []
        self.started = False
        self._turning = False

    # ------------------------------------------------------------------ bridges
    def offsets(self) -> tuple[float, ...]:
        return tuple(self.shown)

    @property
    def turning(self) -> bool:
        """True while a bridge turn is being shown."""
        return self._turning

    def turn_towards(self, target: tuple[int, ...], dt: float, speed: float,
                     instant: bool) -> None:
        moving = False
        for i, goal in enumerate(target):
            n = self.geo.ring_sizes[i]
            cur = self.shown[i]
            diff = (goal - cur + n / 2) % n - n / 2
            if abs(diff) < 1e-6 or instant or speed <= 0:
                self.shown[i] = float(goal)
                continue
            step = dt * speed / TURN_TIME
            if abs(diff) <= step:
                self.shown[i] = float(goal)
            else:
                self.shown[i] = (cur + (step if diff > 0 else -step)) % n
                moving = True
        self._turning = moving

    @property
    def moving(self) -> bool:
        """True while a bridge turns, a piece glides or a new piece grows in."""
        return self._turning or bool(self.glides) or bool(self.appear)

    # ------------------------------------------------------------------ pieces
    def place(self, targets: dict[Key, tuple[int, tuple[float, float]]], dt: float,
              speed: float, instant: bool) -> None:
        """Move every piece towards its target: {key: (space, screen position)}."""
        rate = 0.0 if instant or speed <= 0 else dt * speed
        for key, (space, target) in targets.items():
            old = self.space.get(key)
            if key not in self.pos or not self.started or rate == 0.0:
                if key not in self.pos and self.started and rate > 0:
                    self.appear[key] = 0.0
                self.pos[key] = target
                self.space[key] = space
                self.glides.pop(key, None)
                continue
            if old != space:
                self.glides[key] = Glide(self.pos[key])
                self.space[key] = space
            glide = self.glides.get(key)
            if glide is None:
                self.pos[key] = target
                continue
            glide.elapsed += rate
            t = _ease(glide.elapsed / STEP_TIME)
            self.pos[key] = (glide.start[0] + (target[0] - glide.start[0]) * t,
                             glide.start[1] + (target[1] - glide.start[1]) * t)
            if glide.elapsed >= STEP_TIME:
                del self.glides[key]
        for gone in set(self.pos) - set(targets):
            self.pos.pop(gone, None)
            self.space.pop(gone, None)
            self.glides.pop(gone, None)
            self.appear.pop(gone, None)
        for key in list(self.appear):
            self.appear[key] += rate
            if self.appear[key] >= APPEAR_TIME:
                del self.appear[key]
        self.pulses = [(s, c, t - dt * max(speed, 0.5)) for s, c, t in self.pulses
                       if t - dt * max(speed, 0.5) > 0]
        self.started = True

    def growth(self, key: Key) -> float:
        """1.0 normally; below 1 while a new piece grows in (with a small overshoot)."""
        t = self.appear.get(key)
        if t is None:
            return 1.0
        x = t / APPEAR_TIME
        return max(0.2, min(1.15, x * 1.3)) if x < 0.85 else 1.0 + (1 - x) * 0.9

    def pulse(self, space: int, colour: tuple[int, int, int]) -> None:
        """A ring that spreads from ``space`` (something appeared or fought there)."""
        self.pulses.append((space, colour, PULSE_TIME))

    def reset(self, offsets: tuple[int, ...]) -> None:
        """Snap everything (after undo, load or a resize)."""
        self.shown = [float(o) for o in offsets]
        self.glides.clear()
        self.appear.clear()
        self.started = False
